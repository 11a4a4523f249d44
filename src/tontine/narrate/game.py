"""A game as the narrator reads it: its events grouped into the opening and the deals, each card with
what it did, and nothing else (the teller never applies a rule).

>>> from tontine import Rules, Table, SeededShuffle
>>> table = Table(Rules.from_preset("english"), ["Ann", "Ben", "Cat"], source=SeededShuffle(5))
>>> _ = list(table.play())
>>> opening, deals = read_events(Game.from_table(table, seed=5).events)
>>> len(opening.antes), deals[0].number
(3, 1)
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tontine.errors import RecordError
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
    event_to_dict,
)
from tontine.record import replay
from tontine.rules import Rules
from tontine.table import Table

__all__ = ["START_HOUR", "CardTurn", "DealView", "Effect", "Game", "Opening", "pool_after_ante", "read_events",
           "shares_of", "text_of"]

#: the evening begins at this hour; a deal takes a minute and some seconds a player
START_HOUR = 20

Effect = TookFromPool | PaidIntoPool | PaidNeighbour | PaymentVoid


@dataclass(frozen=True)
class Game:
    """What the teller needs: names by seat, the rules, the events, and the seed (if any)."""

    players: tuple[str, ...]
    rules: Rules
    events: tuple[Event, ...]
    seed: int | None = None

    @classmethod
    def from_table(cls, table: Table, *, seed: int | None = None) -> Game:
        return cls(tuple(table.players), table.rules, tuple(table.events), seed)

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Game:
        """Replay a record through the engine (which checks every deal) and take the replay's events."""
        table = replay(record)
        seed = record.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int) or record.get("source") != "seeded":
            seed = None
        return cls(tuple(table.players), table.rules, tuple(table.events), seed)

    def phrasing_seed(self) -> str:
        """The seed of the phrasing: the game's seed, or a digest of its events."""
        if self.seed is not None:
            return f"seed:{self.seed}"
        digest = hashlib.sha256(
            json.dumps([event_to_dict(e) for e in self.events], sort_keys=True).encode()
        ).hexdigest()
        return f"events:{digest}"


# -- reading the events -------------------------------------------------------


@dataclass
class CardTurn:
    dealt: CardDealt
    effect: Effect | None = None
    after: list[Died | Revived] = field(default_factory=list)

    @property
    def died(self) -> bool:
        return any(isinstance(a, Died) for a in self.after)

    @property
    def revived(self) -> Revived | None:
        return next((a for a in self.after if isinstance(a, Revived)), None)

    @property
    def dramatic(self) -> bool:
        if self.after:
            return True
        e = self.effect
        return isinstance(e, TookFromPool) and e.taken < e.asked

    @property
    def irony(self) -> bool:
        """A player's last counter brings a neighbour back to life."""
        return self.died and self.revived is not None and isinstance(self.effect, PaidNeighbour)


@dataclass
class DealView:
    number: int
    reshuffle: Reshuffled | None = None
    start: DealStarted | None = None
    cards: list[CardTurn] = field(default_factory=list)
    end: DealEnded | DealVoided | None = None
    finish: Won | PoolShared | None = None

    @property
    def deaths(self) -> int:
        return sum(1 for c in self.cards for a in c.after if isinstance(a, Died))

    @property
    def revivals(self) -> int:
        return sum(1 for c in self.cards for a in c.after if isinstance(a, Revived))


@dataclass
class Opening:
    seat_draw: list[SeatDrawn] = field(default_factory=list)
    first: FirstDealerChosen | None = None
    antes: list[AnteIn] = field(default_factory=list)


def read_events(events: Iterable[Event]) -> tuple[Opening, list[DealView]]:
    opening = Opening()
    deals: dict[int, DealView] = {}
    view: DealView | None = None
    for event in events:
        kind = type(event)
        # the commonest events first, by their exact class (events are final named tuples)
        if kind is CardDealt and view is not None and view.number == event.deal:
            view.cards.append(CardTurn(event))  # type: ignore[arg-type]
            continue
        if kind in _EFFECTS and view is not None and view.number == event.deal and view.cards:
            view.cards[-1].effect = event  # type: ignore[assignment]
            continue
        if isinstance(event, SeatDrawn):
            opening.seat_draw.append(event)
            continue
        if isinstance(event, FirstDealerChosen):
            opening.first = event
            continue
        if isinstance(event, AnteIn):
            opening.antes.append(event)
            continue
        view = deals.get(event.deal)
        if view is None:
            view = deals[event.deal] = DealView(event.deal)
        if isinstance(event, Reshuffled):
            view.reshuffle = event
        elif isinstance(event, DealStarted):
            view.start = event
        elif isinstance(event, CardDealt):
            view.cards.append(CardTurn(event))
        elif isinstance(event, TookFromPool | PaidIntoPool | PaidNeighbour | PaymentVoid):
            if not view.cards:
                raise RecordError(f"deal {event.deal}: a payment before any card")
            view.cards[-1].effect = event
        elif isinstance(event, Died | Revived):
            if not view.cards:
                raise RecordError(f"deal {event.deal}: a death or revival before any card")
            view.cards[-1].after.append(event)
        elif isinstance(event, DealEnded | DealVoided):
            view.end = event
        elif isinstance(event, Won | PoolShared):
            view.finish = event
    return opening, [deals[k] for k in sorted(deals)]


_EFFECTS = frozenset((TookFromPool, PaidIntoPool, PaidNeighbour, PaymentVoid))


def pool_after_ante(opening: Opening) -> int:
    """The box once every ante is in (to be replaced by a field of AnteIn)."""
    return sum(a.amount for a in opening.antes)


def shares_of(finish: PoolShared) -> int:
    """The counters shared out (the sum of the shares)."""
    return sum(amount for _, amount in finish.shares)


def text_of(value: Any) -> str:
    """An enum's string value or the string itself (the engine's ``how`` fields)."""
    return str(getattr(value, "value", value))


# -- the phrasing -----------------------------------------------------------------

