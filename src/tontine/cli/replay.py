"""``tontine replay FILE``: replay a game record through the engine and confirm it.

Every deal's dealer, cards, holdings and pool are checked by :func:`tontine.replay`;
the first thing that does not match is one line naming the deal, and exit code 2.
"""

from __future__ import annotations

from typing import Any

import click

from tontine.cli.lang import help_text, lang_option, loc, use_language
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
from tontine.record import guarded, read_record
from tontine.record import replay as replay_record
from tontine.table import Table

__all__ = ["confirmation", "replay", "show_game"]


def confirmation(table: Table, record: dict[str, Any]) -> str:
    """The one summary line printed for a record that replays."""
    say = loc()
    if table.winner is not None:
        result = say("cli-replay-winner", seat=table.winner, **{"player-name": table.players[table.winner],
                                                                "how-key": (table.win_how or "").replace(" ", "-")})
    elif table.shares:
        result = say("cli-replay-shared", names=say.join(table.players[s] for s, _ in table.shares))
    else:
        result = say("cli-replay-unfinished")
    text = say("cli-replay-confirmed", deals=table.deal_number, **{"result-text": result})
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
    """Replay the game record FILE through the engine and confirm every deal.

    A record that does not replay (a holding changed, a card repeated in a pack,
    malformed JSON) is rejected with one line naming the deal, and exit code 2.
    """
    use_language(lang)
    record = read_record(file)
    try:
        table = guarded(replay_record, record)
    except RecordError as exc:
        raise RecordError(f"record {file!r}: {exc}", msg_id="cli-error-record-file", file_name=file,
                          reason_text=exc) from None
    if show:
        show_game(table, record)
    click.echo(confirmation(table, record))
