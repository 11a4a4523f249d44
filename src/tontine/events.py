"""The typed events a table emits. Every front end consumes these; none re-implements a rule.

Each event is a small immutable named tuple of typed fields: its class says what
happened, its fields who and how much, and the state after it (the pool after a
payment, the holdings after a deal). Events of different classes never compare
equal, and events have no order. :data:`Event` is the union of them all (it works
with ``isinstance``); ``event.kind`` names the class in JSON, and
:func:`event_to_dict` turns an event into plain JSON-ready data (with a ``"type"``
key), for the browser table and for logs. ``deal`` is 0 for the events before the
first deal.

>>> event_to_dict(Died(deal=4, seat=2, live=3))
{'type': 'died', 'deal': 4, 'seat': 2, 'live': 3}
>>> Died(4, 2, 3) == Died(4, 2, 3) != Revived(4, 2, 3)
True
>>> isinstance(Died(4, 2, 3), Event)
True
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeAlias, TypeVar

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
    "Result",
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


@dataclass(frozen=True, slots=True)
class Result:
    """The result of a game: how it ended, and who took the pool.

    ``winner`` is the seat that took the whole pool, or None when the pool was shared;
    ``shares`` are then the (seat, amount) pairs, in the order the odd counters went (empty
    when one seat took it all).

    >>> Result(Ending.ALL_FELL, None, ((2, 4), (0, 3))).seats
    (2, 0)
    """

    how: Ending
    winner: int | None
    shares: tuple[tuple[int, int], ...] = ()

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats that took the pool: the winner, or the sharers in order."""
        return (self.winner,) if self.winner is not None else tuple(seat for seat, _ in self.shares)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (:meth:`from_dict` reads it back)."""
        return {"how": str(self.how), "winner": self.winner, "shares": [list(share) for share in self.shares]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Result:
        """The result :meth:`to_dict` wrote."""
        winner = data["winner"]
        return cls(Ending(data["how"]), None if winner is None else int(winner),
                   tuple((int(seat), int(amount)) for seat, amount in data["shares"]))


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


_E = TypeVar("_E", bound=tuple[Any, ...])


def _unordered(self: object, other: object) -> Any:
    return NotImplemented


def _event(cls: type[_E]) -> type[_E]:
    """Make a named tuple an event: equality and hashing that see the class, and no ordering.

    The class's ``kind`` property names it in JSON; it becomes a plain class attribute,
    read the same from the class (``CardDealt.kind``) and from its events.
    """
    kind = cls.kind.fget(None)  # type: ignore[attr-defined]

    def __eq__(self: tuple[Any, ...], other: object) -> bool:
        return type(self) is type(other) and tuple.__eq__(self, other)

    def __ne__(self: tuple[Any, ...], other: object) -> bool:
        return not (type(self) is type(other) and tuple.__eq__(self, other))

    for name, method in (("__eq__", __eq__), ("__ne__", __ne__), ("__hash__", tuple.__hash__),
                         ("__lt__", _unordered), ("__le__", _unordered),
                         ("__gt__", _unordered), ("__ge__", _unordered)):
        setattr(cls, name, method)
    cls.kind = kind  # type: ignore[attr-defined]
    return cls


@_event
class SeatDrawn(NamedTuple):
    """French seat draw: ``player`` drew ``card`` from the fan and sits at ``seat``."""

    deal: int
    player: str
    card: Card
    seat: int

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "seat_drawn"


@_event
class FirstDealerChosen(NamedTuple):
    """The first dealer, and how it was chosen."""

    deal: int
    seat: int
    method: FirstDealerMethod

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "first_dealer"


@_event
class AnteIn(NamedTuple):
    """A player puts the ante into the pool at the start of the game.

    ``holding`` is the player's counters after it, ``pool`` the pool after it (the antes
    go in seat by seat, so the last one shows the opening pool).
    """

    deal: int
    seat: int
    amount: int
    holding: int
    pool: int

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "ante"


@_event
class Reshuffled(NamedTuple):
    """A pack was shuffled, for a :class:`ReshuffleReason`; ``talon_left`` cards are in it."""

    deal: int
    reason: ReshuffleReason
    talon_left: int

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "reshuffled"


@_event
class DealStarted(NamedTuple):
    """A deal begins: ``order`` is the live seats in the order they get cards (dealer last)."""

    deal: int
    dealer: int
    order: tuple[int, ...]

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "deal_started"


@_event
class CardDealt(NamedTuple):
    """``seat`` turns up ``card``."""

    deal: int
    seat: int
    card: Card

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "card_dealt"


@_event
class TookFromPool(NamedTuple):
    """``seat`` draws counters from the pool: ``asked`` by the card, ``taken`` as the pool allowed."""

    deal: int
    seat: int
    asked: int
    taken: int
    holding: int
    pool: int

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "take_from_pool"


@_event
class PaidIntoPool(NamedTuple):
    """``seat`` puts counters into the pool: ``asked`` by the card, ``paid`` as his holding allowed."""

    deal: int
    seat: int
    asked: int
    paid: int
    holding: int
    pool: int

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "pay_into_pool"


@_event
class PaidNeighbour(NamedTuple):
    """``seat`` pays ``to_seat``, its ``distance``-th neighbour on the left."""

    deal: int
    seat: int
    to_seat: int
    distance: int
    asked: int
    paid: int
    holding: int
    to_holding: int

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "pay_neighbour"


@_event
class PaymentVoid(NamedTuple):
    """A payment that would reach the payer himself (tables under 4 seats) is void."""

    deal: int
    seat: int
    distance: int
    asked: int

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "payment_void"


@_event
class Died(NamedTuple):
    """``seat`` has lost its last counter; ``live`` seats still hold counters."""

    deal: int
    seat: int
    live: int

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "died"


@_event
class Revived(NamedTuple):
    """Dead ``seat`` received counters from ``by_seat`` and plays again from the next deal.

    ``by_seat`` is None when the counters came from the pool.
    """

    deal: int
    seat: int
    by_seat: int | None

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "revived"


@_event
class DealEnded(NamedTuple):
    """The deal is settled: every holding by seat and the pool."""

    deal: int
    holdings: tuple[int, ...]
    pool: int

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "deal_ended"

    @property
    def live_seats(self) -> tuple[int, ...]:
        """The seats holding counters after the deal.

        >>> DealEnded(3, (0, 4, 2), 9).live_seats
        (1, 2)
        """
        return tuple(seat for seat, held in enumerate(self.holdings) if held > 0)


@_event
class DealVoided(NamedTuple):
    """Every survivor fell: under the ``replay`` rule the deal is void and holdings restored."""

    deal: int
    holdings: tuple[int, ...]
    pool: int

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "deal_voided"

    @property
    def live_seats(self) -> tuple[int, ...]:
        """The seats holding counters once the deal is voided (those who held them before it)."""
        return tuple(seat for seat, held in enumerate(self.holdings) if held > 0)


@_event
class PoolShared(NamedTuple):
    """The pool is shared, as (seat, amount) pairs, in the order the odd counters go.

    ``how``: :attr:`Ending.ALL_FELL` (the ``share`` rule) or :attr:`Ending.DEAL_LIMIT` (a tie for
    the largest holding). ``pool`` is the pool that was shared (the sum of the shares);
    ``holdings`` every seat's counters after the pay-out.
    """

    deal: int
    shares: tuple[tuple[int, int], ...]
    how: Ending
    pool: int
    holdings: tuple[int, ...]

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "pool_shared"

    @property
    def share_holdings(self) -> tuple[tuple[int, int, int], ...]:
        """Each share with the holding after it: ``(seat, amount, holding)``.

        >>> PoolShared(9, ((2, 4), (0, 3)), Ending.ALL_FELL, 7, (3, 0, 4)).share_holdings
        ((2, 4, 4), (0, 3, 3))
        """
        return tuple((seat, amount, self.holdings[seat]) for seat, amount in self.shares)


@_event
class Won(NamedTuple):
    """The game is over: ``seat`` takes ``pool`` counters and holds ``holding``.

    ``how``: :attr:`Ending.LAST_STANDING`, :attr:`Ending.LAST_TO_FALL` or :attr:`Ending.DEAL_LIMIT`.
    """

    deal: int
    seat: int
    pool: int
    how: Ending
    holding: int

    @property
    def kind(self) -> str:
        """The name of this kind of event in JSON."""
        return "won"


#: Every event a table emits (a union: ``isinstance(x, Event)`` and annotations both work).
Event: TypeAlias = (
    SeatDrawn | FirstDealerChosen | AnteIn | Reshuffled | DealStarted | CardDealt | TookFromPool
    | PaidIntoPool | PaidNeighbour | PaymentVoid | Died | Revived | DealEnded | DealVoided | PoolShared | Won
)


def event_to_dict(event: Event) -> dict[str, Any]:
    """Plain data for an event: cards and enums as strings, tuples as lists."""
    data: dict[str, Any] = {"type": event.kind}
    for name, value in zip(event._fields, event, strict=True):
        data[name] = _plain(value)
    return data


#: a card's text by its index, made once: the logs a server keeps share 52 strings, not one per event
_CARD_TEXT: dict[int, str] = {}


def _plain(value: object) -> Any:
    if isinstance(value, Card):
        text = _CARD_TEXT.get(value.index)
        if text is None:
            text = _CARD_TEXT[value.index] = str(value)
        return text
    if isinstance(value, enum.StrEnum):
        return str(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value
