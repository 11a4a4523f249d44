"""The story of a game: an immutable timeline of what happened, read from the engine's events alone.

Each :class:`Fact` is a frozen value: a death, a revival, a change of lead, or one of the
game's own ironies (a payer who dies reviving the payee, the winner raised from the dead,
a winner who held no card in the deciding deal, a chain of falls and risings in one deal,
a long drought or feast of the box, the last two circling each other). Nothing here
applies a rule or chooses words: it only reads.

>>> from tontine import Rules, Table, SeededShuffle
>>> table = Table(Rules.from_preset("english"), ["A", "B", "C"], source=SeededShuffle(5))
>>> _ = list(table.play())
>>> line = timeline(table.events, 3)
>>> line.facts[-1].kind
'end'
>>> line.winner == table.winner
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tontine.events import (
    AnteIn,
    CardDealt,
    DealEnded,
    DealStarted,
    DealVoided,
    Died,
    Event,
    PaidIntoPool,
    PaidNeighbour,
    PoolShared,
    Revived,
    TookFromPool,
    Won,
)

__all__ = ["KINDS", "Fact", "Timeline", "timeline"]

#: every kind of fact, with the weight of its drama when a plan chooses among them
KINDS = {
    "death": 1.0,
    "revival": 1.5,
    "lead": 1.0,
    "killed-reviving": 4.0,  #: the payment that killed the payer revived the payee
    "chain": 3.0,  #: two or more falls and a rising in one deal
    "drought": 1.5,  #: a long run of deals in which the box only grew
    "feast": 1.5,  #: a long run in which the box only shrank
    "last-two": 5.0,
    "winner-raised": 3.0,  #: the winner had been dead and came back
    "winner-idle": 3.0,  #: the winner held no card in the deciding deal
    "end": 10.0,
}


@dataclass(frozen=True, slots=True)
class Fact:
    """One thing that happened: its kind, the deal, the seats it happened to (the subject first)."""

    kind: str
    deal: int
    seats: tuple[int, ...] = ()
    #: for a stretch (drought, feast), the last deal of it
    until: int = 0

    @property
    def weight(self) -> float:
        return KINDS[self.kind]


@dataclass(frozen=True, slots=True)
class Timeline:
    """Every fact in order, and the state after the antes (point 0) and after each deal."""

    seats: int
    facts: tuple[Fact, ...]
    #: (holdings by seat, box) after the antes and after each deal, before any pay-out
    states: tuple[tuple[tuple[int, ...], int], ...]
    #: the seats dealt a card in each deal (index 0: none)
    dealt: tuple[frozenset[int], ...]
    winner: int | None
    deals: int

    def live(self, deal: int) -> int:
        return sum(1 for h in self.states[deal][0] if h > 0)

    def box(self, deal: int) -> int:
        return self.states[deal][1]

    def leader(self, deal: int) -> int | None:
        """The seat holding the most counters alone after ``deal`` (None on a tie)."""
        holdings = self.states[deal][0]
        top = max(holdings)
        leaders = [s for s, h in enumerate(holdings) if h == top]
        return leaders[0] if len(leaders) == 1 and top > 0 else None

    def of(self, kind: str) -> list[Fact]:
        return [f for f in self.facts if f.kind == kind]


#: a drought or a feast is this many deals of the box moving one way only
RUN = 6


def timeline(events: Iterable[Event], seats: int) -> Timeline:
    """Read the facts of a game from its events (a game cut short has no ``end``)."""
    holdings = [0] * seats
    box = 0
    antes: list[AnteIn] = []
    facts: list[Fact] = []
    states: list[tuple[tuple[int, ...], int]] = []
    dealt: list[frozenset[int]] = [frozenset()]
    cards: set[int] = set()
    pending: list[Fact] = []
    last_card: tuple[int, Event] | None = None
    started = False
    winner: int | None = None
    final_deal = 0
    shared = False
    for event in events:
        if isinstance(event, AnteIn):
            antes.append(event)
            holdings[event.seat], box = event.holding, event.pool
            continue
        if isinstance(event, DealStarted):
            if not started:
                states.append((tuple(holdings), box))
                started = True
            cards, pending = set(), []
            for seat in range(seats):
                if seat not in event.order and holdings[seat] > 0:
                    holdings[seat] = 0  # never: the engine deals to every live seat
        elif isinstance(event, CardDealt):
            cards.add(event.seat)
        elif isinstance(event, TookFromPool | PaidIntoPool):
            holdings[event.seat], box = event.holding, event.pool
            last_card = (event.seat, event)
        elif isinstance(event, PaidNeighbour):
            holdings[event.seat], holdings[event.to_seat] = event.holding, event.to_holding
            last_card = (event.seat, event)
        elif isinstance(event, Died):
            pending.append(Fact("death", event.deal, (event.seat,)))
        elif isinstance(event, Revived):
            by = event.by_seat
            pending.append(Fact("revival", event.deal, (event.seat,) if by is None else (event.seat, by)))
            if (last_card is not None and isinstance(last_card[1], PaidNeighbour)
                    and last_card[1].to_seat == event.seat and last_card[1].holding == 0):
                pending.append(Fact("killed-reviving", event.deal, (last_card[0], event.seat)))
        elif isinstance(event, DealEnded | DealVoided):
            if isinstance(event, DealEnded):  # a void deal is undone, its deaths with it
                deaths = sum(1 for f in pending if f.kind == "death")
                risings = sum(1 for f in pending if f.kind == "revival")
                facts.extend(pending)
                if deaths >= 2 and risings >= 1:
                    fallen = tuple(dict.fromkeys(s for f in pending for s in f.seats[:1]))
                    facts.append(Fact("chain", event.deal, fallen))
            holdings, box = list(event.holdings), event.pool
            states.append((tuple(holdings), box))
            dealt.append(frozenset(cards))
            final_deal = event.deal
            pending = []
        elif isinstance(event, Won):
            winner = event.seat
        elif isinstance(event, PoolShared):
            shared = True
    if not started:
        states.append((tuple(holdings), box))
    timeline_ = Timeline(seats, (), tuple(states), tuple(dealt), winner, final_deal)
    facts += _leads(timeline_) + _runs(timeline_) + _last_two(timeline_)
    ended = winner is not None or shared
    if ended and final_deal:
        if winner is not None:
            raised = [f for f in facts if f.kind == "revival" and f.seats[0] == winner]
            if raised:
                facts.append(Fact("winner-raised", raised[-1].deal, (winner,)))
            if winner not in timeline_.dealt[final_deal]:
                facts.append(Fact("winner-idle", final_deal, (winner,)))
        facts.append(Fact("end", final_deal, () if winner is None else (winner,)))
    order = {kind: i for i, kind in enumerate(KINDS)}
    facts.sort(key=lambda f: (f.deal, order[f.kind]))
    return Timeline(seats, tuple(facts), tuple(states), tuple(dealt), winner, final_deal)


def _leads(line: Timeline) -> list[Fact]:
    """Each deal after which a new seat holds the most alone (the first leader is no change)."""
    out: list[Fact] = []
    leader: int | None = None
    for deal in range(1, line.deals + 1):
        now = line.leader(deal)
        if now is not None and now != leader:
            if leader is not None:
                out.append(Fact("lead", deal, (now, leader)))
            leader = now
    return out


def _runs(line: Timeline) -> list[Fact]:
    """Long runs of deals in which the box only grew (a drought of the players) or only shrank."""
    out: list[Fact] = []
    start, direction = 1, 0
    for deal in range(1, line.deals + 2):
        step = 0 if deal > line.deals else (line.box(deal) > line.box(deal - 1)) - (line.box(deal) < line.box(deal - 1))
        if step != direction or step == 0:
            if direction and deal - start >= RUN:
                out.append(Fact("drought" if direction > 0 else "feast", start, (), deal - 1))
            start, direction = deal, step
    return out


def _last_two(line: Timeline) -> list[Fact]:
    """The deal after which only two were alive, and the same two, to the end of the game.

    The dead may come back, so the table may come down to two several times: only the last,
    from which no one else lives again, is the last two (and none when three or more fell to one).
    """

    def living(deal: int) -> frozenset[int]:
        return frozenset(s for s, h in enumerate(line.states[deal][0]) if h > 0)

    ended = line.live(line.deals) <= 1
    last = line.deals - 1 if ended else line.deals
    if last < 1 or len(pair := living(last)) != 2:
        return []
    deal = last
    while deal > 1 and living(deal - 1) == pair:
        deal -= 1
    if living(deal - 1) == pair:
        return []
    a, b = sorted(pair)
    return [Fact("last-two", deal, (a, b))]
