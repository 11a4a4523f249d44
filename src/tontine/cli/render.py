"""Terminal rendering of a table and its events, shared by ``play``, ``replay`` and ``keep``.

Every line is built from the engine's events and state; nothing here applies a rule.
Plain text goes through :class:`PlainOutput` (piped output, tests); a terminal gets
colours and a table of seats through :class:`RichOutput`.

>>> from tontine import Rules, Table, Stacked
>>> table = Table(Rules(first_dealer=FirstDealer.FIRST_SEAT), ["Ann", "Ben", "Cat", "Dan"],
...               source=Stacked([["KS", "4H", "AD", "TC"]]))
>>> for line in event_lines(table.deal(), table):
...     print(line.text)
First dealer (the first seat): Ann.
Everyone puts 3 into the box.
Deal 1, Ann deals.
  Ben turns up KS: draws 3 from the box -> 15 (box 9).
  Cat turns up 4H: puts 2 into the box -> 10 (box 11).
  Dan turns up AD: gives 1 to Cat -> 11 (Cat 11).
  Ann turns up TC: neither draws nor pays.
>>> print(holdings_line(table))
  Ann 12 · Ben 15 · Cat 11 · Dan 11 · box 11
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import click

from tontine.cli.lang import loc
from tontine.events import (
    AnteIn,
    CardDealt,
    DealEnded,
    DealStarted,
    DealVoided,
    Died,
    Event,
    FirstDealerChosen,
    PaidIntoPool,
    PaidNeighbour,
    PaymentVoid,
    PoolShared,
    Reshuffled,
    Revived,
    SeatDrawn,
    TookFromPool,
    Won,
)
from tontine.rules import FirstDealer, Rules
from tontine.table import Table, fan_card

if TYPE_CHECKING:
    from rich.console import Console

__all__ = [
    "Line",
    "Output",
    "PlainOutput",
    "RichOutput",
    "elimination_order",
    "event_line",
    "event_lines",
    "game_header",
    "holdings_line",
    "result_lines",
    "revivals",
    "seats_line",
    "summary_lines",
]

@dataclass(frozen=True, slots=True)
class Line:
    """One line of output, with a style name a colour terminal may use."""

    text: str
    style: str = ""


def _how(how: str) -> dict[str, str]:
    """The argument that names how a game ended (``last standing`` -> ``last-standing``)."""
    return {"how-key": how.replace(" ", "-")}


def event_line(event: Event, table: Table) -> Line | None:
    """The line that reports ``event``; None for events shown otherwise (one ante line stands for all).

    Names come from ``table.players`` (the seating after any French fan draw).
    """
    say = loc()
    names = table.players
    if isinstance(event, SeatDrawn):
        text = "  " + say("cli-seat-drawn", **{"player-name": event.player, "card": str(event.card),
                                                "laid-card": str(fan_card(event.seat)), "seat": event.seat})
        if table.seat_draw and event.player == table.seat_draw[0][0]:
            text = say("cli-seat-draw-intro") + "\n" + text
        return Line(text, "dim")
    if isinstance(event, FirstDealerChosen):
        who = {"player-name": names[event.seat]}
        if event.method not in _FIRST_DEALER_METHODS:  # a replay or an agreed dealer
            return Line(say("cli-first-dealer", **who), "bold")
        return Line(say("cli-first-dealer-how", method=event.method, **who), "bold")
    if isinstance(event, AnteIn):
        if event.seat != 0:
            return None
        if event.amount == 0:
            return Line(say("cli-ante-none"))
        return Line(say("cli-ante", amount=event.amount))
    if isinstance(event, Reshuffled):
        if event.reason == "talon short":
            return Line(say("cli-reshuffled"), "dim")
        return None  # a fresh pack every deal goes without saying
    if isinstance(event, DealStarted):
        return Line(say("cli-deal-started", deal=event.deal, **{"player-name": names[event.dealer]}), "bold")
    if isinstance(event, CardDealt):
        effect = table.rules.effect(event.card.rank)
        who = {"player-name": names[event.seat], "card": str(event.card)}
        if effect.kind.value == "nothing":
            return Line("  " + say("cli-card-nothing", **who))
        return Line("  " + say("cli-card", **who), "card")
    if isinstance(event, TookFromPool):
        if event.taken == 0:
            return Line("    " + say("cli-took-empty", asked=event.asked), "dim")
        msg = "cli-took-short" if event.taken < event.asked else "cli-took"
        return Line("    " + say(msg, taken=event.taken, holding=event.holding, pool=event.pool), "take")
    if isinstance(event, PaidIntoPool):
        msg = "cli-paid-short" if event.paid < event.asked else "cli-paid"
        return Line("    " + say(msg, paid=event.paid, asked=event.asked, holding=event.holding, pool=event.pool),
                    "pay")
    if isinstance(event, PaidNeighbour):
        msg = "cli-gave-short" if event.paid < event.asked else "cli-gave"
        return Line(
            "    " + say(msg, paid=event.paid, asked=event.asked, holding=event.holding,
                         **{"to-name": names[event.to_seat], "to-holding": event.to_holding}),
            "give",
        )
    if isinstance(event, PaymentVoid):
        return Line("    " + say("cli-payment-void", asked=event.asked), "dim")
    if isinstance(event, Died):
        return Line("    " + say("cli-died", **{"player-name": names[event.seat]}), "died")
    if isinstance(event, Revived):
        who = {"player-name": names[event.seat]}
        if event.by_seat is None:
            return Line("    " + say("cli-revived-by-box", **who), "revived")
        return Line("    " + say("cli-revived", **who, **{"by-name": names[event.by_seat]}), "revived")
    if isinstance(event, DealEnded):
        return None  # the holdings line follows
    if isinstance(event, DealVoided):
        return Line("  " + say("cli-deal-voided"), "died")
    if isinstance(event, PoolShared):
        parts = ", ".join(say("cli-share", amount=amount, **{"player-name": names[seat]})
                          for seat, amount in event.shares)
        return Line(say("cli-shared", **_how(event.how), **{"shares-list": parts}), "win")
    if isinstance(event, Won):
        return Line(
            say("cli-won", pool=event.pool, holding=event.holding, **_how(event.how),
                **{"player-name": names[event.seat]}),
            "win",
        )
    return Line("  " + say("cli-event", **{"kind-code": event.kind}), "dim")


_FIRST_DEALER_METHODS = {method.value for method in FirstDealer}


def _join_card_lines(lines: list[Line]) -> list[Line]:
    """Put a card and its first settlement on one line, as a person would say it."""
    out: list[Line] = []
    for line in lines:
        if out and out[-1].style == "card" and line.text.startswith("    "):
            out[-1] = Line(out[-1].text + " " + line.text.strip(), line.style)
        else:
            out.append(line)
    return out


def event_lines(events: Iterable[Event], table: Table) -> list[Line]:
    """The lines for a run of events, each card joined with what it did."""
    lines = [line for line in (event_line(e, table) for e in events) if line is not None]
    return _join_card_lines(lines)


def holdings_line(table: Table, holdings: Sequence[int] | None = None, pool: int | None = None) -> str:
    """Everyone's counters and the box on one line; the dead marked."""
    say = loc()
    holdings = table.holdings if holdings is None else holdings
    pool = table.pool if pool is None else pool
    parts = [
        say("cli-holding", holding=h, **{"player-name": name}) if h > 0
        else say("cli-holding-dead", **{"player-name": name})
        for name, h in zip(table.players, holdings, strict=True)
    ]
    return "  " + " · ".join([*parts, say("cli-holding-pool", pool=pool)])


def seats_line(table: Table) -> str:
    """The seating in order of play."""
    say = loc()
    seats = ", ".join(say("cli-seat", seat=seat, **{"player-name": name}) for seat, name in enumerate(table.players))
    return say("cli-seats", **{"seats-list": seats})


def game_header(rules: Rules, players: int) -> str:
    """One line naming the rules the game is played under."""
    return loc()(
        "cli-header", preset=rules.preset, players=players, stake=rules.stake, ante=rules.ante,
        deck=rules.deck.value, **{"first-dealer": rules.first_dealer.value, "all-fall": rules.all_fall.value,
                                  "deal-limit": rules.deal_limit or 0},
    )


def revivals(table: Table) -> int:
    """How many times a dead player came back to life."""
    return sum(1 for event in table.events if isinstance(event, Revived))


def elimination_order(table: Table) -> list[tuple[int, int | None]]:
    """(seat, deal of the final fall) from the one who held out longest to the first to go for good.

    The winner comes first, then those who shared the pool or still hold counters
    (deal ``None``); then the fallen, a later final fall ranking higher (within one
    deal, the later in deal order).
    """
    last_fall: dict[int, int] = {}  # seat -> index of its final Died event
    for index, event in enumerate(table.events):
        if isinstance(event, Died):
            last_fall[event.seat] = index
        elif isinstance(event, Revived):
            last_fall.pop(event.seat, None)
    first: list[int] = []
    if table.winner is not None:
        first.append(table.winner)
    first.extend(seat for seat, _ in table.shares if seat not in first)
    holding = [s for s in range(table.size) if table.holdings[s] > 0 and s not in first]
    first.extend(sorted(holding, key=lambda s: -table.holdings[s]))
    order: list[tuple[int, int | None]] = [(s, None) for s in first]
    for seat in sorted(last_fall, key=lambda s: last_fall[s], reverse=True):
        if seat not in first:
            order.append((seat, table.events[last_fall[seat]].deal))
    return order


def result_lines(table: Table) -> list[str]:
    """Who won (or shared), in one or two lines."""
    say = loc()
    names = table.players
    if table.winner is not None:
        return [say("cli-winner", holding=table.holdings[table.winner], **_how(table.win_how or ""),
                    **{"player-name": names[table.winner]})]
    if table.shares:
        parts = ", ".join(say("cli-share", amount=a, **{"player-name": names[s]}) for s, a in table.shares)
        return [say("cli-no-winner", **_how(table.win_how or ""), **{"shares-list": parts})]
    return [say("cli-unfinished")]


def summary_lines(table: Table) -> list[str]:
    """The short summary after a game: deals, revivals, who held out longest."""
    say = loc()
    names = table.players
    summary = say("cli-summary", deals=table.deal_number, revivals=revivals(table), packs=table.packs_used)
    lines = [summary[:1].upper() + summary[1:]]
    ranked = []
    for place, (seat, deal) in enumerate(elimination_order(table), start=1):
        who = {"player-name": names[seat]}
        if deal is None:
            ranked.append(say("cli-ranked", place=place, holding=table.holdings[seat], **who))
        else:
            ranked.append(say("cli-ranked-out", place=place, deal=deal, **who))
    lines.append(say("cli-held-out", **{"ranked-list": ", ".join(ranked)}))
    return lines


class Output(Protocol):
    """Where a command writes its running commentary."""

    def line(self, line: Line | str) -> None: ...

    def lines(self, lines: Iterable[Line | str]) -> None: ...

    def table_view(self, table: Table) -> None: ...

    def warn(self, text: str) -> None: ...


class PlainOutput:
    """Plain text through click.echo: for pipes, files and tests."""

    def line(self, line: Line | str) -> None:
        click.echo(line.text if isinstance(line, Line) else line)

    def lines(self, lines: Iterable[Line | str]) -> None:
        for line in lines:
            self.line(line)

    def table_view(self, table: Table) -> None:
        click.echo(holdings_line(table))

    def warn(self, text: str) -> None:
        click.echo(loc()("cli-warning", text=text), err=True)


_STYLES = {
    "bold": "bold",
    "dim": "dim",
    "card": "",
    "take": "green",
    "pay": "yellow",
    "give": "cyan",
    "died": "bold red",
    "revived": "bold magenta",
    "win": "bold green",
}


class RichOutput:
    """Colours and a table of seats, for a terminal."""

    def __init__(self, console: Console | None = None) -> None:
        from rich.console import Console

        self.console = console or Console(highlight=False)

    def line(self, line: Line | str) -> None:
        from rich.text import Text

        if isinstance(line, str):
            line = Line(line)
        self.console.print(Text(line.text, style=_STYLES.get(line.style, "")))

    def lines(self, lines: Iterable[Line | str]) -> None:
        for line in lines:
            self.line(line)

    def table_view(self, table: Table) -> None:
        from rich.table import Table as RichTable

        say = loc()
        view = RichTable(title=say("cli-table-title", deal=table.deal_number) if table.deal_number
                         else say("cli-table-title-start"))
        view.add_column(say("cli-table-seat"), justify="right")
        view.add_column(say("cli-table-player"))
        view.add_column(say("cli-table-counters"), justify="right")
        view.add_column("")
        view.add_column("")
        dealer = table.dealer if table.deal_number else table.next_dealer
        for seat, (name, held) in enumerate(zip(table.players, table.holdings, strict=True)):
            mark = say("cli-table-winner") if seat == table.winner else say("cli-table-dealer") if seat == dealer else ""
            style = "red" if held == 0 else ("bold green" if seat == table.winner else "")
            bar = "●" * min(held, 30) + ("…" if held > 30 else "")
            view.add_row(str(seat), name, say("cli-table-dead") if held == 0 else say.digits(held), mark, bar,
                         style=style)
        view.caption = say("cli-table-pool", pool=table.pool)
        self.console.print(view)

    def warn(self, text: str) -> None:
        click.echo(loc()("cli-warning", text=text), err=True)
