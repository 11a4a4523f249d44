"""The rules of the cards and of the end of a deal: the one place they are written.

:func:`settle_cards` applies the card table to a run of cards and gives the events
they cause; :func:`deal_end` says what the holdings after a deal make of the game.
:class:`~tontine.table.Table` keeps the state and calls them once per deal (or per
card typed by a person). :func:`settle_effect` and :func:`end_of_deal` are the same
rules on plain values, for the exact solver (:mod:`tontine.sim.exact`), which applies
them to every state of its chain. The amounts are generic: ``int`` counters, or
:class:`~fractions.Fraction` for exact arithmetic on the same rules. Two other
copies of these rules exist, both held equal to the engine by the equality tests: the
simulator's compiled kernel (:mod:`tontine.sim.kernel`) and the exact solver's compiled
kernels (:mod:`tontine.sim.exact.kernels`).

>>> from tontine.rules import Effect
>>> settle_effect(Effect.parse("pay 2"), 1, (4, 1, 3), 2)
Settlement(effect=Effect.parse('pay 2'), seat=1, holdings=(4, 0, 3), pool=3, moved=1, target=None, void=False, died=True, revived=None)
>>> settle_effect(Effect.parse("give 1 to 2"), 0, (4, 1), 0).void   # the 2nd seat to the left of 2 seats is oneself
True
>>> end = end_of_deal(Rules(), (0, 3, 2), dealer=2, fallen=(0,))
>>> end.kind, end.next_dealer
(DealEndKind.GOES_ON, 1)
"""

from __future__ import annotations

import enum
from collections.abc import MutableSequence, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Generic, TypeAlias, TypeVar

from tontine.cards import FULL_PACK, Card, Rank
from tontine.events import (
    CardDealt,
    Died,
    Ending,
    Event,
    PaidIntoPool,
    PaidNeighbour,
    PaymentVoid,
    Result,
    Revived,
    TookFromPool,
)
from tontine.rules import AllFall, Effect, EffectKind, Rules

__all__ = [
    "CardEffect",
    "DealEnd",
    "DealEndKind",
    "DealOutcome",
    "Settlement",
    "card_effects",
    "deal_end",
    "end_of_deal",
    "result_of",
    "serving_order",
    "settle",
    "settle_cards",
    "settle_effect",
    "share_pool",
]

#: counters: whole numbers at the table, exact fractions for exact arithmetic on the same rules
N = TypeVar("N", int, Fraction)

#: One card's line of the card table as :func:`settle_cards` reads it: what it does, the amount, the distance.
CardEffect: TypeAlias = tuple[EffectKind, int, int]

_TAKE, _PAY, _GIVE = EffectKind.TAKE, EffectKind.PAY, EffectKind.GIVE


def serving_order(dealer: int, holdings: Sequence[N], *, alive: bool = True) -> tuple[int, ...]:
    """The seats in the order a deal dealt by ``dealer`` serves them: the next seat round, the dealer last.

    With ``alive`` (the default) only seats holding counters are listed.

    >>> serving_order(1, (3, 0, 2, 5))
    (2, 3, 0)
    >>> serving_order(1, (3, 0, 2, 5), alive=False)
    (2, 3, 0, 1)
    """
    n = len(holdings)
    seats = ((dealer + k) % n for k in range(1, n + 1))
    return tuple(seat for seat in seats if not alive or holdings[seat] > 0)


def card_effects(rules: Rules) -> tuple[CardEffect, ...]:
    """The card table for each card of the pack, by :attr:`Card.index <tontine.cards.Card.index>`.

    >>> effects = card_effects(Rules())
    >>> effects[Card.parse("KS").index], effects[Card.parse("AH").index]
    ((<EffectKind.TAKE: 'take'>, 3, 0), (<EffectKind.GIVE: 'give'>, 1, 1))
    """
    by_rank = {rank: (effect.kind, effect.amount, effect.distance) for rank, effect in rules.card_table}
    return tuple(by_rank[card.rank] for card in FULL_PACK)


def settle_cards(
    deal: int,
    cards: Sequence[Card],
    seats: Sequence[int],
    effects: Sequence[CardEffect],
    holdings: MutableSequence[N],
    pool: N,
    live: int,
    fell: list[int],
    out: list[Event],
    taken: bytearray,
) -> tuple[int, N, int]:
    """Turn up ``cards`` for ``seats`` (the seat of each card, in turn) and settle each card.

    The card table: a take draws from the pool, capped by the pool; a payment is capped
    by the holding, into the pool or to the ``D``-th seat on the left (seat ``seat - D``),
    void when that is the payer itself. A seat that pays its last counter dies (it goes
    to ``fell``); a seat holding nothing that receives counters is revived.

    ``effects`` is the card table by card index (:func:`card_effects`); ``holdings`` is
    changed in place; ``live`` counts the seats holding counters; ``taken`` marks, by
    card index, the cards already out of the pack. The events of each card go to
    ``out``: :class:`~tontine.events.CardDealt`, what it did, and a death or a revival.
    The settling stops before a card already out. Returns how many cards were settled,
    the pool and the live count after them.

    The loop keeps everything in locals and builds each event straight from its fields:
    it is the engine's inner loop.

    >>> from tontine.events import CardDealt, PaidIntoPool
    >>> holdings, out = [2, 5], []
    >>> settle_cards(1, [Card.parse("4S")], [0], card_effects(Rules()), holdings, 3, 2, [], out, bytearray(52))
    (1, 5, 1)
    >>> holdings, out[1:]
    ([0, 5], [PaidIntoPool(deal=1, seat=0, asked=2, paid=2, holding=0, pool=5), Died(deal=1, seat=0, live=1)])
    """
    n = len(holdings)
    emit = out.append
    new = tuple.__new__
    mark = len(out)
    dealt, into, took, neighbour, void, died, revived = (
        CardDealt, PaidIntoPool, TookFromPool, PaidNeighbour, PaymentVoid, Died, Revived)
    pays, takes, gives = _PAY, _TAKE, _GIVE
    for card, seat in zip(cards, seats, strict=False):  # a card typed by a person: one of the seats
        index = card.index
        if taken[index]:
            return sum(1 for event in out[mark:] if type(event) is dealt), pool, live
        taken[index] = 1
        emit(new(dealt, (deal, seat, card)))
        kind, amount, distance = effects[index]
        if kind is pays:
            held = holdings[seat]
            paid = amount if amount < held else held
            held -= paid
            holdings[seat] = held
            pool += paid
            emit(new(into, (deal, seat, amount, paid, held, pool)))
            if paid and not held:
                live -= 1
                fell.append(seat)
                emit(new(died, (deal, seat, live)))
        elif kind is takes:
            was = holdings[seat]
            got = amount if amount < pool else pool
            pool -= got
            holdings[seat] = was + got
            emit(new(took, (deal, seat, amount, got, was + got, pool)))
            if got and not was:
                live += 1
                emit(new(revived, (deal, seat, None)))
        elif kind is gives:
            target = (seat - distance) % n
            if target == seat:
                emit(new(void, (deal, seat, distance, amount)))
                continue
            held = holdings[seat]
            paid = amount if amount < held else held
            held -= paid
            holdings[seat] = held
            was = holdings[target]
            holdings[target] = was + paid
            emit(new(neighbour, (deal, seat, target, distance, amount, paid, held, was + paid)))
            if paid:
                if not was:  # counted before the payer's death: the live count after the card
                    live += 1
                if not held:
                    live -= 1
                    fell.append(seat)
                    emit(new(died, (deal, seat, live)))
                if not was:
                    emit(new(revived, (deal, target, seat)))
    return len(cards), pool, live


@dataclass(frozen=True, slots=True)
class Settlement(Generic[N]):
    """One card settled: the holdings and pool after it, and what happened."""

    effect: Effect
    seat: int  #: the seat whose card it was
    holdings: tuple[N, ...]  #: after the card
    pool: N  #: after the card
    #: counters that changed hands: taken from the pool or paid (capped by the pool or the holding)
    moved: N
    target: int | None  #: for a payment to a neighbour, the seat paid (the payer itself when void)
    void: bool  #: a payment to a neighbour that lands on the payer: nothing happens
    died: bool  #: the seat paid its last counter
    revived: int | None  #: a seat that held nothing and received counters


def settle(rules: Rules, rank: Rank, seat: int, holdings: Sequence[N], pool: N) -> Settlement[N]:
    """Settle a card of ``rank`` turned up for ``seat`` under ``rules``.

    >>> settle(Rules(), Rank.KING, 0, (1, 2), 2).holdings   # the king takes 3, capped by the pool
    (3, 2)
    """
    return settle_effect(rules.effect(rank), seat, holdings, pool)


def settle_effect(effect: Effect, seat: int, holdings: Sequence[N], pool: N) -> Settlement[N]:
    """Settle one card's ``effect`` for ``seat``: :func:`settle_cards` on one card, read back as values.

    >>> from fractions import Fraction
    >>> settle_effect(Effect.parse("take 3"), 0, (Fraction(1, 2), 1), Fraction(5, 2)).holdings
    (Fraction(3, 1), 1)
    """
    after = list(holdings)
    zero = pool - pool
    # the amount in the counters' own type, so that exact arithmetic stays exact
    amount: Any = zero + effect.amount
    line: CardEffect = (effect.kind, amount, effect.distance)
    out: list[Event] = []
    _, pool, _ = settle_cards(0, FULL_PACK[:1], (seat,), (line,), after, pool, 0, [], out, bytearray(1))
    moved: N = zero
    target: int | None = None
    void = died = False
    revived: int | None = None
    # the card's CardDealt first, then what it did; its amounts are of the counters' type
    for event in out[1:]:
        value: Any
        if isinstance(event, (TookFromPool, PaidIntoPool)):
            value = event[3]  # taken / paid
            moved = value
        elif isinstance(event, PaidNeighbour):
            value = event.paid
            moved, target = value, event.to_seat
        elif isinstance(event, PaymentVoid):
            void, target = True, seat
        elif isinstance(event, Died):
            died = True
        elif isinstance(event, Revived):
            revived = event.seat
    return Settlement(effect, seat, tuple(after), pool, moved, target, void, died, revived)


class DealEndKind(enum.Enum):
    """How a deal ends when the game does not: a game that ends says how by its :class:`~tontine.events.Ending`."""

    GOES_ON = "goes on"  #: two or more seats hold counters: the next deal follows
    VOID = "void"  #: all fell under ``replay``: the deal is undone and dealt again by the same dealer

    def __repr__(self) -> str:
        return f"DealEndKind.{self.name}"


#: How a deal ends: the game goes on (or the deal is void), or the game ends in one of the :class:`Ending` ways.
DealOutcome: TypeAlias = DealEndKind | Ending

_GOES_ON = DealEndKind.GOES_ON


def deal_end(
    all_fall: AllFall,
    deal_limit: int | None,
    deal: int,
    holdings: Sequence[N],
    ring: Sequence[int],
    live: int,
    fell: Sequence[int],
) -> tuple[DealOutcome, tuple[int, ...], int | None]:
    """What the holdings after deal number ``deal`` make of the game: how the deal ends, who takes the pool, the next dealer.

    ``ring`` is every seat in the order the dealer's deals serve them, the dealer last
    (``serving_order(dealer, holdings, alive=False)``); ``live`` counts the seats holding
    counters; ``fell`` lists the seats that died in the deal in the order they fell.
    Who takes the pool is listed in the order the odd counters of a share go. The
    table calls this after every deal; :func:`end_of_deal` gives the same as a value.

    >>> deal_end(AllFall.SHARE, None, 4, (0, 0, 0), (1, 2, 0), 0, (2, 0, 2, 1))
    (Ending.ALL_FELL, (1, 2, 0), None)
    """
    if live >= 2:
        if deal_limit is None or deal < deal_limit:
            for seat in ring:
                if holdings[seat]:
                    return _GOES_ON, (), seat
        top = max(holdings)
        # tied seats in the order the next deal would serve them, who get the odd counters
        return Ending.DEAL_LIMIT, tuple(seat for seat in ring if holdings[seat] == top), None
    if live == 1:
        return Ending.LAST_STANDING, (holdings.index(max(holdings)),), None
    if all_fall is AllFall.REPLAY:
        return DealEndKind.VOID, (), ring[-1]
    if all_fall is AllFall.LAST_TO_FALL:
        return Ending.LAST_TO_FALL, (fell[-1],), None
    return Ending.ALL_FELL, tuple(dict.fromkeys(reversed(fell))), None


@dataclass(frozen=True, slots=True)
class DealEnd:
    """The end of a deal: its kind, who takes the pool, and the next dealer."""

    kind: DealOutcome
    #: who takes the pool, in the order the odd counters of a share go (empty if the game goes on)
    seats: tuple[int, ...] = ()
    next_dealer: int | None = None  #: the dealer of the next deal (None: the game is over)

    @property
    def game_over(self) -> bool:
        return isinstance(self.kind, Ending)


def end_of_deal(
    rules: Rules,
    holdings: Sequence[N],
    dealer: int,
    fallen: Sequence[int],
    *,
    deal: int = 1,
) -> DealEnd:
    """What the holdings after deal number ``deal`` make of the game (:func:`deal_end` as a value).

    ``fallen`` lists the seats that died in this deal in the order they fell.

    >>> end_of_deal(Rules(), (0, 0, 0), dealer=0, fallen=(1, 2, 0))
    DealEnd(kind=Ending.LAST_TO_FALL, seats=(0,), next_dealer=None)
    >>> end_of_deal(Rules(deal_limit=3), (4, 1, 4), dealer=0, fallen=(), deal=3).seats
    (2, 0)
    """
    ring = serving_order(dealer, holdings, alive=False)
    live = sum(1 for held in holdings if held > 0)
    return DealEnd(*deal_end(rules.all_fall, rules.deal_limit, deal, holdings, ring, live, fallen))


def share_pool(pool: int, seats: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """``seats`` split ``pool``; the first of them get the odd counters.

    >>> share_pool(7, (2, 0))
    ((2, 4), (0, 3))
    """
    base, odd = divmod(pool, len(seats))
    return tuple((seat, base + (1 if i < odd else 0)) for i, seat in enumerate(seats))


def result_of(how: Ending, seats: Sequence[int], pool: int) -> Result:
    """The result of a game that ``how`` ended with ``seats`` taking ``pool`` (the seats of :func:`deal_end`).

    One seat takes the whole pool, except when all fell under the ``share`` rule or the deal
    limit found a tie: then the seats share it (:func:`share_pool`).

    >>> result_of(Ending.LAST_STANDING, (2,), 9)
    Result(how=Ending.LAST_STANDING, winner=2, shares=())
    >>> result_of(Ending.DEAL_LIMIT, (1, 0), 7)
    Result(how=Ending.DEAL_LIMIT, winner=None, shares=((1, 4), (0, 3)))
    """
    if how is Ending.ALL_FELL or len(seats) > 1:
        return Result(how, None, share_pool(pool, seats))
    return Result(how, seats[0], ())
