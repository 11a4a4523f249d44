"""Terminal rendering of a table and its events, shared by ``play``, ``replay`` and ``keep``.

Every line is built from the engine's events and state; nothing here applies a rule.
Plain text goes through :class:`PlainOutput` (piped output, tests); a terminal gets
colours and a table of seats through :class:`RichOutput`.

>>> from tontine import Rules, Table, Stacked
>>> table = Table(Rules(first_dealer=FirstDealer.FIRST_SEAT), ["Ann", "Ben", "Cat", "Dan"],
...               source=Stacked([["KS", "4H", "AD", "TC"]]))
>>> for line in event_lines(table.deal(), table):
...     print(line.text)
First dealer (first seat): Ann.
Everyone puts 3 into the pool.
Deal 1, Ann deals.
  Ben turns up KS: takes 3 from the pool -> 15 (pool 9).
  Cat turns up 4H: puts 2 into the pool -> 10 (pool 11).
  Dan turns up AD: pays 1 to Cat -> 11 (Cat 11).
  Ann turns up TC: neither takes nor pays.
>>> print(holdings_line(table))
  Ann 12 · Ben 15 · Cat 11 · Dan 11 · pool 11
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import click

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
from tontine.rules import FirstDealer, Preset, Rules
from tontine.table import Table

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

_FIRST_DEALER_TEXT = {
    FirstDealer.FIRST_SEAT.value: "first seat",
    FirstDealer.LOT.value: "drawn by lot",
    FirstDealer.FAN.value: "the king of the fan deals",
}

_WIN_TEXT = {
    "last standing": "the last with counters",
    "last to fall": "the last to fall when everyone fell",
    "deal limit": "the largest holding at the deal limit",
}


@dataclass(frozen=True, slots=True)
class Line:
    """One line of output, with a style name a colour terminal may use."""

    text: str
    style: str = ""


def _plural(amount: int, word: str = "counter") -> str:
    return f"{amount} {word}" if amount == 1 else f"{amount} {word}s"


def event_line(event: Event, table: Table) -> Line | None:
    """The line that reports ``event``; None for events shown otherwise (one ante line stands for all).

    Names come from ``table.players`` (the seating after any French fan draw).
    """
    names = table.players
    if isinstance(event, SeatDrawn):
        text = f"  {event.player} draws {event.card} from the fan and takes seat {event.seat}."
        if table.seat_draw and event.player == table.seat_draw[0][0]:
            text = (
                "The seats are drawn from a fan of matching cards laid out king, queen, jack, ten, ...; "
                "the king deals.\n" + text
            )
        return Line(text, "dim")
    if isinstance(event, FirstDealerChosen):
        how = _FIRST_DEALER_TEXT.get(event.method)
        if how is None:  # a replay or an agreed dealer: the method is not the table's business
            return Line(f"First dealer: {names[event.seat]}.", "bold")
        return Line(f"First dealer ({how}): {names[event.seat]}.", "bold")
    if isinstance(event, AnteIn):
        if event.seat != 0:
            return None
        if event.amount == 0:
            return Line("Nobody puts anything into the pool (no ante).")
        return Line(f"Everyone puts {event.amount} into the pool.")
    if isinstance(event, Reshuffled):
        if event.reason == "talon short":
            return Line("The talon cannot serve everyone: all the cards are gathered and shuffled.", "dim")
        return None  # a fresh pack every deal goes without saying
    if isinstance(event, DealStarted):
        return Line(f"Deal {event.deal}, {names[event.dealer]} deals.", "bold")
    if isinstance(event, CardDealt):
        effect = table.rules.effect(event.card.rank)
        if effect.kind.value == "nothing":
            return Line(f"  {names[event.seat]} turns up {event.card}: neither takes nor pays.")
        return Line(f"  {names[event.seat]} turns up {event.card}:", "card")
    if isinstance(event, TookFromPool):
        if event.taken == 0:
            return Line(f"    would take {event.asked}, but the pool is empty.", "dim")
        short = f" (the pool held only {event.taken})" if event.taken < event.asked else ""
        return Line(
            f"    takes {event.taken} from the pool{short} -> {event.holding} (pool {event.pool}).", "take"
        )
    if isinstance(event, PaidIntoPool):
        short = f" of {event.asked} (all that was left)" if event.paid < event.asked else ""
        return Line(
            f"    puts {event.paid}{short} into the pool -> {event.holding} (pool {event.pool}).", "pay"
        )
    if isinstance(event, PaidNeighbour):
        short = f" of {event.asked} (all that was left)" if event.paid < event.asked else ""
        return Line(
            f"    pays {event.paid}{short} to {names[event.to_seat]} -> {event.holding} "
            f"({names[event.to_seat]} {event.to_holding}).",
            "give",
        )
    if isinstance(event, PaymentVoid):
        return Line(f"    would pay {event.asked} to himself round the small table: void.", "dim")
    if isinstance(event, Died):
        return Line(f"    {names[event.seat]} has lost the last counter and is dead.", "died")
    if isinstance(event, Revived):
        by = "the pool" if event.by_seat is None else names[event.by_seat]
        return Line(f"    {names[event.seat]} is alive again, revived by {by}.", "revived")
    if isinstance(event, DealEnded):
        return None  # the holdings line follows
    if isinstance(event, DealVoided):
        return Line("  Everyone fell: the deal is void and dealt again.", "died")
    if isinstance(event, PoolShared):
        parts = ", ".join(f"{names[seat]} {amount}" for seat, amount in event.shares)
        return Line(f"The pool is shared ({event.how}): {parts}.", "win")
    if isinstance(event, Won):
        how = _WIN_TEXT.get(event.how, event.how)
        return Line(
            f"{names[event.seat]} wins, {how}, and takes the pool of {event.pool}: "
            f"{_plural(event.holding)}.",
            "win",
        )
    return Line(f"  {event.kind}", "dim")


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
    """Everyone's counters and the pool on one line; the dead marked."""
    holdings = table.holdings if holdings is None else holdings
    pool = table.pool if pool is None else pool
    parts = [f"{name} {h}" if h > 0 else f"{name} dead" for name, h in zip(table.players, holdings, strict=True)]
    return "  " + " · ".join([*parts, f"pool {pool}"])


def seats_line(table: Table) -> str:
    """The seating in order of play."""
    return "Seats (play passes to the right, seat i to seat i+1): " + ", ".join(
        f"{seat} {name}" for seat, name in enumerate(table.players)
    )


def game_header(rules: Rules, players: int) -> str:
    """One line naming the rules the game is played under."""
    try:
        title = Preset.get(rules.preset).title
    except ValueError:
        title = rules.preset
    return f"Tontine, {title} rules, {players} players: {rules.describe().split(': ', 1)[1]}."


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
    names = table.players
    if table.winner is not None:
        how = _WIN_TEXT.get(table.win_how or "", table.win_how or "")
        return [f"Winner: {names[table.winner]} ({how}), with {_plural(table.holdings[table.winner])}."]
    if table.shares:
        parts = ", ".join(f"{names[s]} {a}" for s, a in table.shares)
        return [f"No single winner: the pool was shared ({table.win_how}): {parts}."]
    return ["The game was not finished."]


def summary_lines(table: Table) -> list[str]:
    """The short summary after a game: deals, revivals, who held out longest."""
    names = table.players
    deals = table.deal_number
    lines = [
        f"{_plural(deals, 'deal')}, {_plural(revivals(table), 'revival')}, "
        f"{_plural(table.packs_used, 'pack')} shuffled."
    ]
    ranked = []
    for place, (seat, deal) in enumerate(elimination_order(table), start=1):
        if deal is None:
            ranked.append(f"{place}. {names[seat]} ({table.holdings[seat]})")
        else:
            ranked.append(f"{place}. {names[seat]} (out in deal {deal})")
    lines.append("Held out longest: " + ", ".join(ranked) + ".")
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
        click.echo(f"tontine: warning: {text}", err=True)


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

        view = RichTable(title=f"After deal {table.deal_number}" if table.deal_number else "The table")
        view.add_column("seat", justify="right")
        view.add_column("player")
        view.add_column("counters", justify="right")
        view.add_column("")
        view.add_column("")
        dealer = table.dealer if table.deal_number else table.next_dealer
        for seat, (name, held) in enumerate(zip(table.players, table.holdings, strict=True)):
            mark = "winner" if seat == table.winner else "dealer" if seat == dealer else ""
            style = "red" if held == 0 else ("bold green" if seat == table.winner else "")
            bar = "●" * min(held, 30) + ("…" if held > 30 else "")
            view.add_row(str(seat), name, "dead" if held == 0 else str(held), mark, bar, style=style)
        view.caption = f"pool {table.pool}"
        self.console.print(view)

    def warn(self, text: str) -> None:
        click.echo(f"tontine: warning: {text}", err=True)
