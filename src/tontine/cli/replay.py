"""``tontine replay FILE``: replay a game record through the engine and check every field of it.

Every field is derived again and compared, or refused as unknown (:func:`tontine.record.check_record`):
each fault is one line naming the field, and exit code 1. A record with no fault is confirmed
when its shuffle was checked too; otherwise the verdict says which part could not be checked
(exit code 0, other words). A file that is not a record at all is one line and exit code 2.
"""

from __future__ import annotations

import sys
from typing import Any

import click

from tontine.cli.lang import error_text, help_text, lang_option, loc, use_language
from tontine.cli.render import (
    PlainOutput,
    event_lines,
    game_header,
    holdings_line,
    result_lines,
    seats_line,
    summary_lines,
)
from tontine.errors import RecordError
from tontine.events import DealEnded, DealStarted, Event
from tontine.record import RecordCheck, ShuffleCheck, check_record, guarded, read_record
from tontine.table import Table

__all__ = ["confirmation", "replay", "show_game", "verdict"]


#: why a record's shuffle could not be checked, by what its record says of its cards
_UNCHECKED = {
    ShuffleCheck.NO_SEED: "cli-replay-reason-no-seed",
    ShuffleCheck.STACKED: "cli-replay-reason-stacked",
    ShuffleCheck.BY_HAND: "cli-replay-reason-entered-by-hand",
    ShuffleCheck.SERVER: "cli-replay-reason-server",
}


def verdict(check: RecordCheck) -> str:
    """The one line printed for a record with no fault: confirmed, or which part could not be checked."""
    assert check.table is not None and not check.faults
    if check.shuffle is ShuffleCheck.CHECKED:
        return confirmation(check.table, {})
    say = loc()
    reason = say(_UNCHECKED[check.shuffle])
    text = say("cli-replay-unchecked", deals=check.table.deal_number,
               **{"result-text": _result(check.table), "reason-text": reason})
    return text[:1].upper() + text[1:]


def _result(table: Table) -> str:
    say = loc()
    if table.winner is not None:
        return say("cli-replay-winner", seat=table.winner, **{"player-name": table.players[table.winner],
                                                              "how-key": (table.win_how or "").replace(" ", "-")})
    if table.shares:
        return say("cli-replay-shared", names=say.join(table.players[s] for s, _ in table.shares))
    return say("cli-replay-unfinished")


def confirmation(table: Table, record: dict[str, Any]) -> str:
    """The one summary line printed for a record that replays and whose shuffle was checked."""
    say = loc()
    text = say("cli-replay-confirmed", deals=table.deal_number, **{"result-text": _result(table)})
    return text[:1].upper() + text[1:]


def show_game(table: Table, record: dict[str, Any]) -> None:
    """The game deal by deal, as ``tontine play`` prints it when piped."""
    out = PlainOutput()
    say = loc()
    out.line(game_header(table.rules, table.size))
    seed = record.get("seed")
    if seed is not None:
        out.line(say("cli-replay-seed", **{"seed-code": str(seed)}))
    out.line(seats_line(table))
    draw = record.get("seat_draw")
    if isinstance(draw, list):
        for entry in draw:
            if isinstance(entry, dict):
                out.line("  " + say("cli-replay-drew", card=str(entry.get("card")), seat=str(entry.get("seat")),
                                    **{"player-name": str(entry.get("player"))}))
    chunk: list[Event] = []
    for event in table.events:
        if isinstance(event, DealStarted) and chunk:
            out.lines(event_lines(chunk, table))
            chunk = []
        chunk.append(event)
        if isinstance(event, DealEnded):
            out.lines(event_lines(chunk, table))
            chunk = []
            out.line(holdings_line(table, event.holdings, event.pool))
    out.lines(event_lines(chunk, table))
    out.line("")
    out.lines(result_lines(table))
    if table.finished:
        out.lines(summary_lines(table))


@click.command(help=help_text("cli-help-command-replay"))
@click.argument("file", metavar="FILE")
@click.option("--show", is_flag=True, help=help_text("cli-help-show"))
@lang_option
def replay(file: str, show: bool, lang: str | None) -> None:
    """Replay the game record FILE through the engine and check every field of it.

    Each field is derived again and compared, or refused as unknown: each fault is one line
    naming the field, and exit code 1. "Record confirmed" only when the shuffle was checked too;
    otherwise the verdict says which part could not be checked.
    """
    use_language(lang)
    record = read_record(file)
    try:
        check = guarded(check_record, record)
    except RecordError as exc:  # not the shape of a record at all
        raise RecordError(f"record {file!r}: {exc}", msg_id="cli-error-record-file", file_name=file,
                          reason_text=exc) from None
    if check.faults:
        for fault in check.faults:
            click.echo(loc()("cli-error", text=error_text(RecordError(
                f"record {file!r}: {fault}", msg_id="cli-error-record-file", file_name=file, reason_text=fault))),
                err=True)
        sys.exit(1)
    assert check.table is not None
    if show:
        show_game(check.table, record)
    click.echo(verdict(check))
