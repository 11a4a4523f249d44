"""``tontine narrate``: a whole game told as a scene, in English, French or German."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from tontine.cli import lang as cli_lang
from tontine.cli.options import (
    players_from_options,
    players_options,
    resolve_seed,
    rules_from_options,
    rules_options,
    seed_option,
)
from tontine.cli.os_text import os_reason
from tontine.errors import OptionsError, PlayersError, RecordError
from tontine.i18n import UnknownLanguageError, check_language, languages
from tontine.names import period_names
from tontine.narrate.cast import Person, cast, load_cast, parse_names
from tontine.narrate.render import FORMATS, WIDTH, render
from tontine.narrate.scene import play_and_tell
from tontine.narrate.story import Game, Length, Story, tell
from tontine.record import guarded, read_record
from tontine.rules import PRESETS, Preset

__all__ = ["narrate", "story_for"]

#: options that set up a fresh game, and so make no sense with --record
GAME_OPTIONS = (
    "preset", "rules_file", "stake", "ante", "deck", "first_dealer", "all_fall", "deal_limit",
    "card_rules", "names", "player_count", "seed", "cast_file",
)


def preset_for(lang: str) -> str:
    """The preset whose source is in ``lang`` (English rules for a language with none)."""
    return next((p.name for p in PRESETS if p.language == lang), Preset.DEFAULT)


def people_for(options: dict[str, Any], lang: str, *, seed: int | None = None) -> list[Person]:
    """The players: ``--cast FILE``, ``--names`` (with optional genders, ``Ann:f,Ben:m,Sam``) or a cast
    of ``--players`` drawn by ``seed``."""
    count = options.get("player_count")
    if options.get("cast_file") is not None:
        if options.get("names") is not None:
            raise OptionsError("--cast and --names cannot be used together",
                               msg_id="cli-error-cast-names")
        people = load_cast(options["cast_file"], lang)
        if count is not None and count != len(people):
            raise PlayersError(f"--players {count} but --cast lists {len(people)} name{'' if len(people) == 1 else 's'}",
                               msg_id="cli-error-names-count", players=count, count=len(people))
        players_from_options({"names": ",".join(p.name for p in people)})
        return people
    if options.get("names") is not None:
        people = parse_names(options["names"], lang)
        if count is not None and count != len(people):
            raise PlayersError(f"--players {count} but --names lists {len(people)} name{'' if len(people) == 1 else 's'}",
                               msg_id="cli-error-names-count", players=count, count=len(people))
        players_from_options({"names": ",".join(p.name for p in people)})  # the same checks as every command
        return people
    count = 12 if count is None else count
    period_names(count)  # the same range check and message as every other command
    return cast(lang, count, seed=seed)


def story_for(options: dict[str, Any], lang: str) -> tuple[Story, int | None, list[str]]:
    """The story the options ask for, the seed drawn for it when none was given, and warnings."""
    told: dict[str, Any] = {
        "length": options.get("length") or Length.SCENE,
        "counter": options.get("counter"),
        "title": options.get("title"),
        "place": options.get("place"),
    }
    record_path = options.get("record")
    if record_path is not None:
        given = [name for name in GAME_OPTIONS if options.get(name) not in (None, ())]
        if given:
            flags = ", ".join("--" + _flag(name) for name in given)
            raise OptionsError(f"--record tells a recorded game: {flags} cannot be used with it",
                               msg_id="cli-error-record-options", flag_list=flags)
        record = read_record(record_path)
        try:
            game = guarded(Game.from_record, record)
        except RecordError as exc:
            raise RecordError(f"record {record_path!r}: {exc}", msg_id="cli-error-record-file", file_name=record_path,
                              reason_text=exc) from None
        return tell(game, lang, **told), None, []
    if not options.get("preset") and not options.get("rules_file"):
        options = {**options, "preset": preset_for(lang)}
    rules = rules_from_options(options)
    drawn = None if options.get("seed") is not None else resolve_seed(None)
    seed = options["seed"] if drawn is None else drawn
    people = people_for(options, lang, seed=seed)
    done = play_and_tell(rules, people, seed, lang, **told)
    return done.story, drawn, list(done.warnings)


def _flag(name: str) -> str:
    return {"rules_file": "rules", "card_rules": "card", "player_count": "players",
            "cast_file": "cast"}.get(name, name).replace("_", "-")


def _chart_path(out: Path) -> Path:
    return out.with_name(out.stem + "-chart.png")


@click.command(help=cli_lang.help_text("cli-help-command-narrate"))
@rules_options
@players_options
@seed_option
@click.option("--record", default=None, metavar="FILE",
              help=cli_lang.help_text("cli-help-narrate-record"))
@click.option("--lang", default="en", show_default=True, metavar="CODE",
              help=cli_lang.help_text("cli-help-narrate-lang"))
@click.option("--length", type=click.Choice([m.value for m in Length]), default=Length.SCENE.value,
              show_default=True, help=cli_lang.help_text("cli-help-narrate-length"))
@click.option("--counter", default=None, metavar=cli_lang.help_text("cli-metavar-worth"),
              help=cli_lang.help_text("cli-help-narrate-counter"))
@click.option("--title", default=None, help=cli_lang.help_text("cli-help-narrate-title"))
@click.option("--place", default=None, help=cli_lang.help_text("cli-help-narrate-place"))
@click.option("--cast", "cast_file", default=None, metavar="FILE",
              help=cli_lang.help_text("cli-help-narrate-cast"))
@click.option("--width", type=click.IntRange(min=0), default=WIDTH, show_default=True,
              help=cli_lang.help_text("cli-help-narrate-width"))
@click.option("--colophon", is_flag=True, default=False,
              help=cli_lang.help_text("cli-help-narrate-colophon"))
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True,
              help=cli_lang.help_text("cli-help-narrate-format"))
@click.option("--out", default=None, metavar="FILE",
              help=cli_lang.help_text("cli-help-narrate-out"))
def narrate(**options: Any) -> None:
    """Tell a whole game of Tontine as a scene, in the diction of its period.

    --names takes a gender after a name (Ann:f,Ben:m,Sam); --lang fr or de plays
    the French or German rules unless --preset or --rules is given. Plays a new game from --seed (a random seed if none is given, named in the
    closing line) or tells a recorded one with --record.
    """
    try:
        lang = check_language(options["lang"])
    except UnknownLanguageError:
        raise click.BadParameter(cli_lang.loc()("cli-error-narrate-lang", **{"lang-text": str(options["lang"]),
                                                                  "lang-list": ", ".join(languages())}),
                                 param_hint="--lang") from None
    preset = options.get("preset")
    if preset and options.get("record") is None:
        Preset.get(preset)  # an unknown preset is a one-line error before any work
    story, drawn, warnings = story_for(options, lang)
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
    text = render(story, fmt, chart=chart, chart_link=chart_link, width=options["width"],
                  colophon=options["colophon"])
    if out is None:
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        _write(out, text.encode("utf-8"))
    # after the telling, so that a failure is still the only line on stderr
    for warning in warnings:
        click.echo(cli_lang.loc()("cli-warning", text=warning), err=True)
    if drawn is not None:
        click.echo(f"tontine: seed {drawn}", err=True)


def _write(path: Path, data: bytes) -> None:
    try:
        path.write_bytes(data)
    except OSError as exc:
        say = cli_lang.loc()
        raise click.ClickException(say("cli-error-cannot-write", **{"file-name": str(path),
                                                                   "reason-text": os_reason(exc, say)})) from None
