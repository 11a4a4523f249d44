"""The rules of one card and of the end of a deal, on plain values.

:class:`~tontine.table.Table` applies these to its state and turns the results into
events; the exact solver (:mod:`tontine.sim.exact`) applies them to every state of
its chain. Pure and standard library only. The amounts are generic: ``int`` counters,
or :class:`~fractions.Fraction` for exact arithmetic on the same rules.

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
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Generic, TypeVar

from tontine.cards import Rank
from tontine.rules import AllFall, Effect, EffectKind, Rules

__all__ = [
    "DealEnd",
    "DealEndKind",
    "Settlement",
    "end_of_deal",
    "serving_order",
    "settle",
    "settle_effect",
    "share_pool",
]

#: counters: whole numbers at the table, exact fractions for exact arithmetic on the same rules
N = TypeVar("N", int, Fraction)


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
    """Settle one card's ``effect`` for ``seat``: take from the pool, pay into it, or pay a neighbour.

    A take is capped by the pool and a payment by the holding; ``give A to D`` pays the
    ``D``-th seat on the left (seat ``seat - D``), void when that is the payer itself. A
    seat that pays its last counter dies; a seat holding nothing that receives counters
    is revived.

    >>> from fractions import Fraction
    >>> settle_effect(Effect.parse("take 3"), 0, (Fraction(1, 2), 1), Fraction(5, 2)).holdings
    (Fraction(3, 1), 1)
    """
    after = list(holdings)
    zero = pool - pool
    amount = zero + effect.amount
    kind = effect.kind
    moved = zero
    target: int | None = None
    void = died = False
    revived: int | None = None
    if kind is EffectKind.TAKE:
        moved = min(amount, pool)
        if after[seat] == 0 and moved > 0:
            revived = seat
        after[seat] += moved
        pool -= moved
    elif kind is EffectKind.PAY:
        moved = min(amount, after[seat])
        after[seat] -= moved
        pool += moved
        died = moved > 0 and after[seat] == 0
    elif kind is EffectKind.GIVE:
        target = (seat - effect.distance) % len(after)
        if target == seat:
            void = True
        else:
            moved = min(amount, after[seat])
            if after[target] == 0 and moved > 0:
                revived = target
            after[seat] -= moved
            after[target] += moved
            died = moved > 0 and after[seat] == 0
    return Settlement(effect, seat, tuple(after), pool, moved, target, void, died, revived)


class DealEndKind(enum.Enum):
    """How a deal ends."""

    GOES_ON = "goes on"  #: two or more seats hold counters: the next deal follows
    VOID = "void"  #: all fell under ``replay``: the deal is undone and dealt again by the same dealer
    LAST_STANDING = "last standing"  #: one seat holds counters and wins the pool
    LAST_TO_FALL = "last to fall"  #: all fell: the seat that fell last wins the pool
    ALL_FELL = "all fell"  #: all fell: those who fell share the pool, the last to fall first
    DEAL_LIMIT = "deal limit"  #: the deal limit: the largest holding wins, a tie shares

    def __repr__(self) -> str:
        return f"DealEndKind.{self.name}"


@dataclass(frozen=True, slots=True)
class DealEnd:
    """The end of a deal: its kind, who takes the pool, and the next dealer."""

    kind: DealEndKind
    #: who takes the pool, in the order the odd counters of a share go (empty if the game goes on)
    seats: tuple[int, ...] = ()
    next_dealer: int | None = None  #: the dealer of the next deal (None: the game is over)

    @property
    def game_over(self) -> bool:
        return self.kind not in (DealEndKind.GOES_ON, DealEndKind.VOID)


def end_of_deal(
    rules: Rules,
    holdings: Sequence[N],
    dealer: int,
    fallen: Sequence[int],
    *,
    deal: int = 1,
) -> DealEnd:
    """What the holdings after deal number ``deal`` make of the game.

    ``fallen`` lists the seats that died in this deal in the order they fell.

    >>> end_of_deal(Rules(), (0, 0, 0), dealer=0, fallen=(1, 2, 0))
    DealEnd(kind=DealEndKind.LAST_TO_FALL, seats=(0,), next_dealer=None)
    >>> end_of_deal(Rules(deal_limit=3), (4, 1, 4), dealer=0, fallen=(), deal=3).seats
    (2, 0)
    """
    survivors = [seat for seat, held in enumerate(holdings) if held > 0]
    if not survivors:
        if rules.all_fall is AllFall.REPLAY:
            return DealEnd(DealEndKind.VOID, (), dealer)
        if rules.all_fall is AllFall.LAST_TO_FALL:
            return DealEnd(DealEndKind.LAST_TO_FALL, (fallen[-1],))
        sharers: list[int] = []
        for seat in reversed(fallen):
            if seat not in sharers:
                sharers.append(seat)
        return DealEnd(DealEndKind.ALL_FELL, tuple(sharers))
    if len(survivors) == 1:
        return DealEnd(DealEndKind.LAST_STANDING, (survivors[0],))
    if rules.deal_limit is not None and deal >= rules.deal_limit:
        top = max(holdings)
        # tied seats in the order the next deal would serve them, who get the odd counters
        order = serving_order(dealer, holdings, alive=False)
        return DealEnd(DealEndKind.DEAL_LIMIT, tuple(seat for seat in order if holdings[seat] == top))
    return DealEnd(DealEndKind.GOES_ON, (), serving_order(dealer, holdings)[0])


def share_pool(pool: int, seats: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """``seats`` split ``pool``; the first of them get the odd counters.

    >>> share_pool(7, (2, 0))
    ((2, 4), (0, 3))
    """
    base, odd = divmod(pool, len(seats))
    return tuple((seat, base + (1 if i < odd else 0)) for i, seat in enumerate(seats))
