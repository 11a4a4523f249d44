"""``tontine play``: a game at the terminal, dealt by a seeded shuffle.

One deal per Enter (``q`` quits), or by itself with ``--auto`` / ``--fast``. With the
output piped it prints plain text with no prompts and no pauses. The seed is printed
so the game can be played again, and ``--record FILE`` keeps the game as JSON, even
when it is stopped half way.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

import click

from tontine.cli.lang import error_text, help_text, lang_option, loc, use_language
from tontine.cli.options import (
    players_from_options,
    players_options,
    resolve_seed,
    rules_from_options,
    rules_options,
    seed_option,
)
from tontine.cli.os_text import os_reason
from tontine.cli.render import (
    Output,
    PlainOutput,
    RichOutput,
    event_lines,
    game_header,
    result_lines,
    seats_line,
    summary_lines,
)
from tontine.errors import TontineError
from tontine.record import to_record, write_record
from tontine.rules import Rules, player_count_warnings
from tontine.sources import SeededShuffle
from tontine.table import Table

__all__ = ["check_record_path", "play", "preset_warnings", "write_game_record"]


def _terminal() -> bool:
    """Whether a person sits at a terminal: stdout and stdin both TTYs."""
    return sys.stdout.isatty() and sys.stdin.isatty()


def preset_warnings(rules: Rules, players: int) -> list[str]:
    """The warnings for a table of this size, in the command's language (only where a source or the fan
    draw sets a limit: :func:`tontine.rules.player_count_warnings`)."""
    say = loc()
    return [say(warning.msg_id, **warning.args) for warning in player_count_warnings(rules, players)]


def check_record_path(path: str | None, *, force: bool = False) -> None:
    """Refuse, before any card is dealt, a record file that could not be written at the end.

    An existing file is refused too, unless ``force``: a record is never overwritten by surprise.
    """
    if path is None:
        return
    target = Path(path)
    folder = target.parent
    if target.is_dir():
        raise click.BadParameter(loc()("cli-error-record-folder", **{"file-name": path}), param_hint="--record")
    if target.exists() and not force:
        raise click.BadParameter(loc()("cli-error-record-exists", **{"file-name": path}), param_hint="--record")
    if not folder.is_dir():
        raise click.BadParameter(
            loc()("cli-error-record-no-folder", **{"file-name": path, "folder-name": str(folder)}),
            param_hint="--record",
        )
    if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        raise click.BadParameter(loc()("cli-error-record-denied", **{"file-name": path}), param_hint="--record")


def write_game_record(path: str, table: Table, seed: int | None, source: str | None = None) -> None:
    """Write the game so far; a file that cannot be written is a one-line error."""
    try:
        write_record(path, to_record(table, seed=seed, source=source))
    except OSError as exc:
        raise click.FileError(path, hint=os_reason(exc, loc())) from None


@click.command(help=help_text("cli-help-command-play"))
@rules_options
@players_options
@seed_option
@lang_option
@click.option("--record", "record_path", default=None, metavar="FILE", help=help_text("cli-help-record"))
@click.option("--force", is_flag=True, default=False, help=help_text("cli-help-force"))
@click.option("--auto", is_flag=True, help=help_text("cli-help-auto"))
@click.option("--delay", type=click.FloatRange(0, 60), default=None, metavar="SECONDS",
              help=help_text("cli-help-delay"))
@click.option("--fast", is_flag=True, help=help_text("cli-help-fast"))
@click.option("--max-deals", type=click.IntRange(1), default=None, help=help_text("cli-help-max-deals"))
def play(record_path: str | None, force: bool, auto: bool, delay: float | None, fast: bool, max_deals: int | None,
         lang: str | None, **options: Any) -> None:
    """Play a game of Tontine in the terminal.

    Cards come from a shuffle seeded with --seed (printed, so the game can be played
    again). With the output piped, the whole game is printed as plain text.
    """
    say = use_language(lang)
    rules = rules_from_options(options)
    names = players_from_options(options)
    check_record_path(record_path, force=force)
    seed = resolve_seed(options.get("seed"))
    table = Table(rules, names, source=SeededShuffle(seed))
    interactive = _terminal()
    out: Output = RichOutput() if interactive else PlainOutput()
    for warning in preset_warnings(rules, table.size):
        out.warn(warning)
    auto = auto or delay is not None
    waiting = interactive and not (auto or fast)
    pause = (1.0 if delay is None else delay) if interactive and auto and not fast else 0.0

    out.line(game_header(rules, table.size))
    out.line(say("cli-seed-play", **{"seed-code": str(seed)}))
    try:
        opening = table.open()
        out.lines(event_lines(opening, table))
        out.line(seats_line(table))
        out.table_view(table)
        while not table.finished and (max_deals is None or table.deal_number < max_deals):
            if waiting:
                answer = click.prompt(
                    say("cli-prompt-deal", deal=table.deal_number + 1), default="", show_default=False
                )
                if answer.strip().lower() in ("q", "quit"):
                    out.line(say("cli-stopped-game"))
                    break
            events = table.deal()
            out.lines(event_lines(events, table))
            out.table_view(table)
            if pause:
                time.sleep(pause)
        if table.finished:
            out.line("")
            out.lines(result_lines(table))
            out.lines(summary_lines(table))
    except click.Abort:
        out.line(say("cli-stopped-game"))
    except BaseException:
        # an interrupted game keeps its record; the interruption itself is reported by main()
        if record_path is not None and table.first_dealer is not None:
            try:
                write_game_record(record_path, table, seed)
            except (click.ClickException, TontineError) as exc:
                out.warn(exc.format_message() if isinstance(exc, click.ClickException) else error_text(exc))
        raise
    if record_path is not None:
        write_game_record(record_path, table, seed)
        out.line(say("cli-record-written", **{"file-name": record_path}))
