"""The typed events a table emits. Every front end consumes these; none re-implements a rule.

Each event is a small frozen dataclass. :func:`event_to_dict` turns one into plain
JSON-ready data (with a ``"type"`` key), for the browser table and for logs.

>>> event_to_dict(Died(deal=4, seat=2))
{'type': 'died', 'deal': 4, 'seat': 2}
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields
from typing import Any

from tontine.cards import Card

__all__ = [
    "AnteIn",
    "CardDealt",
    "DealEnded",
    "DealStarted",
    "DealVoided",
    "Died",
    "Ending",
    "Event",
    "FirstDealerChosen",
    "FirstDealerMethod",
    "PaidIntoPool",
    "PaidNeighbour",
    "PaymentVoid",
    "PoolShared",
    "ReshuffleReason",
    "Reshuffled",
    "Revived",
    "SeatDrawn",
    "TookFromPool",
    "Won",
    "event_to_dict",
]


class Ending(enum.StrEnum):
    """How a game ended. The values are the words records store (``"result"``).

    >>> Ending("last to fall") is Ending.LAST_TO_FALL
    True
    >>> Ending.ALL_FELL == "all fell"
    True
    """

    LAST_STANDING = "last standing"  #: one seat holds counters after a deal
    LAST_TO_FALL = "last to fall"  #: every survivor fell; the last of them to fall wins
    ALL_FELL = "all fell"  #: every survivor fell; those who fell share the pool
    DEAL_LIMIT = "deal limit"  #: the deal limit: the largest holding wins (a tie shares)

    def __repr__(self) -> str:
        return f"Ending.{self.name}"


class ReshuffleReason(enum.StrEnum):
    """Why a pack was shuffled (:attr:`Reshuffled.reason`)."""

    START = "start"  #: the first deal of the game
    FRESH = "fresh"  #: every deal starts from a fresh pack
    TALON_SHORT = "talon short"  #: the kept talon holds fewer cards than there are live seats

    def __repr__(self) -> str:
        return f"ReshuffleReason.{self.name}"


class FirstDealerMethod(enum.StrEnum):
    """How the first dealer was chosen: a :class:`~tontine.rules.FirstDealer` rule, or given by hand.

    >>> FirstDealerMethod("first-seat")
    FirstDealerMethod.FIRST_SEAT
    """

    LOT = "lot"
    FAN = "fan"
    FIRST_SEAT = "first-seat"
    GIVEN = "given"  #: set by hand (``tontine keep --dealer``, a restored table)

    def __repr__(self) -> str:
        return f"FirstDealerMethod.{self.name}"


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of all events. ``deal`` is 0 for events before the first deal."""

    deal: int

    #: the name of the event kind in JSON (``"card_dealt"``)
    kind = "event"


@dataclass(frozen=True, slots=True)
class SeatDrawn(Event):
    """French seat draw: ``player`` drew ``card`` from the fan and sits at ``seat``."""

    player: str
    card: Card
    seat: int
    kind = "seat_drawn"


@dataclass(frozen=True, slots=True)
class FirstDealerChosen(Event):
    """The first dealer, and how it was chosen."""

    seat: int
    method: FirstDealerMethod
    kind = "first_dealer"


@dataclass(frozen=True, slots=True)
class AnteIn(Event):
    """A player puts the ante into the pool at the start of the game.

    ``holding`` is the player's counters after it, ``pool`` the pool after it (the antes
    go in seat by seat, so the last one shows the opening pool).
    """

    seat: int
    amount: int
    holding: int
    pool: int
    kind = "ante"


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """A pack was shuffled, for a :class:`ReshuffleReason`; ``talon_left`` cards are in it."""

    reason: ReshuffleReason
    talon_left: int
    kind = "reshuffled"


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    """A deal begins: ``order`` is the live seats in the order they get cards (dealer last)."""

    dealer: int
    order: tuple[int, ...]
    kind = "deal_started"


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    """``seat`` turns up ``card``."""

    seat: int
    card: Card
    kind = "card_dealt"


@dataclass(frozen=True, slots=True)
class TookFromPool(Event):
    """``seat`` draws counters from the pool: ``asked`` by the card, ``taken`` as the pool allowed."""

    seat: int
    asked: int
    taken: int
    holding: int
    pool: int
    kind = "take_from_pool"


@dataclass(frozen=True, slots=True)
class PaidIntoPool(Event):
    """``seat`` puts counters into the pool: ``asked`` by the card, ``paid`` as his holding allowed."""

    seat: int
    asked: int
    paid: int
    holding: int
    pool: int
    kind = "pay_into_pool"


@dataclass(frozen=True, slots=True)
class PaidNeighbour(Event):
    """``seat`` pays ``to_seat``, its ``distance``-th neighbour on the left."""

    seat: int
    to_seat: int
    distance: int
    asked: int
    paid: int
    holding: int
    to_holding: int
    kind = "pay_neighbour"


@dataclass(frozen=True, slots=True)
class PaymentVoid(Event):
    """A payment that would reach the payer himself (tables under 4 seats) is void."""

    seat: int
    distance: int
    asked: int
    kind = "payment_void"


@dataclass(frozen=True, slots=True)
class Died(Event):
    """``seat`` has lost its last counter; ``live`` seats still hold counters."""

    seat: int
    live: int
    kind = "died"


@dataclass(frozen=True, slots=True)
class Revived(Event):
    """Dead ``seat`` received counters from ``by_seat`` and plays again from the next deal.

    ``by_seat`` is None when the counters came from the pool.
    """

    seat: int
    by_seat: int | None
    kind = "revived"


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    """The deal is settled: every holding by seat and the pool."""

    holdings: tuple[int, ...]
    pool: int
    kind = "deal_ended"

    @property
    def live_seats(self) -> tuple[int, ...]:
        """The seats holding counters after the deal.

        >>> DealEnded(3, (0, 4, 2), 9).live_seats
        (1, 2)
        """
        return tuple(seat for seat, held in enumerate(self.holdings) if held > 0)


@dataclass(frozen=True, slots=True)
class DealVoided(Event):
    """Every survivor fell: under the ``replay`` rule the deal is void and holdings restored."""

    holdings: tuple[int, ...]
    pool: int
    kind = "deal_voided"

    @property
    def live_seats(self) -> tuple[int, ...]:
        """The seats holding counters once the deal is voided (those who held them before it)."""
        return tuple(seat for seat, held in enumerate(self.holdings) if held > 0)


@dataclass(frozen=True, slots=True)
class PoolShared(Event):
    """The pool is shared, as (seat, amount) pairs, in the order the odd counters go.

    ``how``: :attr:`Ending.ALL_FELL` (the ``share`` rule) or :attr:`Ending.DEAL_LIMIT` (a tie for
    the largest holding). ``pool`` is the pool that was shared (the sum of the shares);
    ``holdings`` every seat's counters after the pay-out.
    """

    shares: tuple[tuple[int, int], ...]
    how: Ending
    pool: int
    holdings: tuple[int, ...]
    kind = "pool_shared"

    @property
    def share_holdings(self) -> tuple[tuple[int, int, int], ...]:
        """Each share with the holding after it: ``(seat, amount, holding)``.

        >>> PoolShared(9, ((2, 4), (0, 3)), Ending.ALL_FELL, 7, (3, 0, 4)).share_holdings
        ((2, 4, 4), (0, 3, 3))
        """
        return tuple((seat, amount, self.holdings[seat]) for seat, amount in self.shares)


@dataclass(frozen=True, slots=True)
class Won(Event):
    """The game is over: ``seat`` takes ``pool`` counters.

    ``how``: :attr:`Ending.LAST_STANDING`, :attr:`Ending.LAST_TO_FALL` or :attr:`Ending.DEAL_LIMIT`.
    """

    seat: int
    pool: int
    how: Ending
    holding: int
    kind = "won"


def event_to_dict(event: Event) -> dict[str, Any]:
    """Plain data for an event: cards as strings, tuples as lists."""
    data: dict[str, Any] = {"type": event.kind}
    for f in fields(event):
        data[f.name] = _plain(getattr(event, f.name))
    return data


def _plain(value: object) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, enum.StrEnum):
        return str(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value
