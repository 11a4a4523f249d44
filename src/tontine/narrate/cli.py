"""``tontine narrate``: a whole game told as a scene, in English, French or German."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from tontine.cli.options import (
    players_from_options,
    players_options,
    resolve_seed,
    rules_from_options,
    rules_options,
    seed_option,
)
from tontine.errors import RecordError, TontineError
from tontine.names import period_names
from tontine.narrate.catalogue import Catalogue, available_languages, load_catalogue
from tontine.narrate.render import FORMATS, render
from tontine.narrate.story import Game, Story, tell
from tontine.record import guarded, read_record
from tontine.rules import Preset
from tontine.sources import SeededShuffle
from tontine.table import Table

__all__ = ["narrate", "story_for"]

#: options that set up a fresh game, and so make no sense with --record
GAME_OPTIONS = (
    "preset", "rules_file", "stake", "ante", "deck", "first_dealer", "all_fall", "deal_limit",
    "card_rules", "names", "player_count", "seed",
)


def cast_for(catalogue: Catalogue, count: int) -> list[str]:
    """A period cast of ``count`` in the catalogue's language, made up from the English one past its end."""
    names = list(catalogue.cast[:count])
    taken = {n.casefold() for n in names}
    for name in period_names(max(count, 2)):
        if len(names) >= count:
            break
        if name.casefold() not in taken:
            names.append(name)
            taken.add(name.casefold())
    if len(names) < count:  # the cast and the English names together are too few
        raise click.BadParameter(f"no period cast of {count} in language {catalogue.code!r}", param_hint="--players")
    return names


def story_for(options: dict[str, Any], catalogue: Catalogue) -> tuple[Story, int | None, list[str]]:
    """The story the options ask for, the seed drawn for it when none was given, and warnings."""
    record_path = options.get("record")
    if record_path is not None:
        given = [name for name in GAME_OPTIONS if options.get(name) not in (None, ())]
        if given:
            flags = ", ".join("--" + _flag(name) for name in given)
            raise click.UsageError(f"--record tells a recorded game: {flags} cannot be used with it")
        record = read_record(record_path)
        try:
            game = guarded(Game.from_record, record)
        except RecordError as exc:
            raise RecordError(f"record {record_path!r}: {exc}") from None
        return tell(game, catalogue), None, []
    rules = rules_from_options(options)
    if options.get("names") is not None:
        players = players_from_options(options)
    else:
        count = options.get("player_count")
        count = 12 if count is None else count
        period_names(count)  # the same range check and message as every other command
        players = cast_for(catalogue, count)
    drawn = None if options.get("seed") is not None else resolve_seed(None)
    seed = options["seed"] if drawn is None else drawn
    table = Table(rules, players, source=SeededShuffle(seed))
    for _ in table.play():
        pass
    try:
        warnings = Preset.get(rules.preset).warnings_for(len(players))
    except TontineError:  # a rules file may name its own preset
        warnings = []
    return tell(Game.from_table(table, seed=seed), catalogue), drawn, warnings


def _flag(name: str) -> str:
    return {"rules_file": "rules", "card_rules": "card", "player_count": "players"}.get(name, name).replace("_", "-")


def _chart_path(out: Path) -> Path:
    return out.with_name(out.stem + "-chart.png")


@click.command()
@rules_options
@players_options
@seed_option
@click.option("--record", default=None, metavar="FILE",
              help="Tell the game in this record (from tontine play, the browser table or tontine keep).")
@click.option("--lang", default="en", show_default=True, metavar="CODE",
              help="Language of the telling: one of the catalogues found (en, fr, de, ...).")
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True,
              help="text, markdown or html; markdown and html end with a chart of the counters.")
@click.option("--out", default=None, metavar="FILE",
              help="Write the telling to FILE (default: standard output). Markdown puts its chart beside it.")
def narrate(**options: Any) -> None:
    """Tell a whole game of Tontine as a scene, in the diction of its period.

    Plays a new game from --seed (a random seed if none is given, named in the
    closing line) or tells a recorded one with --record.
    """
    lang = options["lang"]
    try:
        catalogue = load_catalogue(lang)
    except TontineError as exc:
        if lang.strip().lower() in available_languages():
            raise  # the catalogue exists but is broken: say what is wrong with it
        raise click.BadParameter(f"unknown language {lang!r}: use one of {', '.join(available_languages())}",
                                 param_hint="--lang") from exc
    preset = options.get("preset")
    if preset and options.get("record") is None:
        Preset.get(preset)  # an unknown preset is a one-line error before any work
    story, drawn, warnings = story_for(options, catalogue)
    fmt = options["fmt"]
    out = Path(options["out"]) if options.get("out") else None
    chart = chart_link = None
    if fmt in ("markdown", "html"):
        from tontine.narrate.chart import chart_png

        chart = chart_png(story)
        if fmt == "markdown" and out is not None:
            chart_file = _chart_path(out)
            _write(chart_file, chart)
            chart_link = chart_file.name
    text = render(story, fmt, chart=chart, chart_link=chart_link)
    if out is None:
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        _write(out, text.encode("utf-8"))
    # after the telling, so that a failure is still the only line on stderr
    for warning in warnings:
        click.echo(f"tontine: warning: {warning}", err=True)
    if drawn is not None:
        click.echo(f"tontine: seed {drawn}", err=True)


def _write(path: Path, data: bytes) -> None:
    try:
        path.write_bytes(data)
    except OSError as exc:
        raise click.ClickException(f"cannot write {str(path)!r}: {exc.strerror or exc}") from None
