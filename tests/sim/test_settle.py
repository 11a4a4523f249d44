"""`tontine.settle` against `Table`, card by card, over many random states and card tables.

The exact solver settles its chain with `tontine.settle`; the engine's `Table` is the
reference. Each card's settlement must give the table's holdings, pool and events, and
each deal's end the table's winner, shares, void deal or next dealer.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from tontine import AllFall, Card, Rank, Rules, Suit, Table
from tontine.events import (
    DealEnded,
    DealStarted,
    DealVoided,
    Died,
    Ending,
    Event,
    PaidIntoPool,
    PaidNeighbour,
    PaymentVoid,
    PoolShared,
    Revived,
    TookFromPool,
    Won,
)
from tontine.rules import Effect, EffectKind
from tontine.settle import (
    DealEndKind,
    Settlement,
    end_of_deal,
    serving_order,
    settle,
    settle_effect,
    share_pool,
)


def _random_rules(rng: random.Random) -> Rules:
    table: dict[Rank, Effect] = {}
    for rank in Rank:
        kind = rng.choice(list(EffectKind))
        if kind is EffectKind.NOTHING:
            table[rank] = Effect(kind)
        elif kind is EffectKind.GIVE:
            table[rank] = Effect(kind, rng.randint(1, 4), rng.randint(1, 5))
        else:
            table[rank] = Effect(kind, rng.randint(1, 4))
    return Rules(
        stake=rng.randint(1, 6),
        ante=0,
        card_table=table,
        all_fall=rng.choice(list(AllFall)),
        deal_limit=rng.choice([None, None, 2, 5]),
    )


def _card_events(settlement: Settlement[int], deal: int) -> list[Event]:
    """The events `Table._settle` gives for one card, from its settlement."""
    s, effect, seat = settlement, settlement.effect, settlement.seat
    out: list[Event] = []
    if effect.kind is EffectKind.TAKE:
        out.append(TookFromPool(deal, seat, effect.amount, s.moved, s.holdings[seat], s.pool))
    elif effect.kind is EffectKind.PAY:
        out.append(PaidIntoPool(deal, seat, effect.amount, s.moved, s.holdings[seat], s.pool))
    elif effect.kind is EffectKind.GIVE and s.void:
        out.append(PaymentVoid(deal, seat, effect.distance, effect.amount))
    elif effect.kind is EffectKind.GIVE:
        assert s.target is not None
        out.append(
            PaidNeighbour(
                deal, seat, s.target, effect.distance, effect.amount, s.moved,
                s.holdings[seat], s.holdings[s.target],
            )
        )
    if s.died:
        out.append(Died(deal, seat, sum(1 for held in s.holdings if held > 0)))
    if s.revived is not None:
        out.append(Revived(deal, s.revived, None if effect.kind is EffectKind.TAKE else seat))
    return out


def _random_state(rng: random.Random, rules: Rules, n: int) -> tuple[tuple[int, ...], int, int]:
    total = n * rules.stake + rng.randint(0, 6)
    while True:
        holdings = tuple(rng.choice([0, 0, 1, 1, 2, 3, rng.randint(0, total)]) for _ in range(n))
        if sum(holdings) <= total and sum(1 for h in holdings if h > 0) >= 2:
            live = [s for s in range(n) if holdings[s] > 0]
            return holdings, total - sum(holdings), rng.choice(live)


@pytest.mark.parametrize("seed", range(6))
def test_settle_equals_the_table_card_by_card(seed: int) -> None:
    rng = random.Random(seed)
    cards_checked = ends_checked = 0
    kinds: set[DealEndKind | Ending] = set()
    for _ in range(150):
        rules = _random_rules(rng)
        n = rng.randint(2, 7)
        holdings, pool, dealer = _random_state(rng, rules, n)
        table = Table.restore(rules, [f"P{i}" for i in range(n)], first_dealer=dealer, holdings=holdings,
                              pool=pool, next_dealer=dealer, deal_number=rng.randint(0, 5))
        started = [e for e in table.begin_deal() if isinstance(e, DealStarted)]
        assert table.history[-1].cards == []
        assert started[0].order == serving_order(dealer, holdings)
        pack = [Card(rank, suit) for rank in Rank for suit in Suit]
        rng.shuffle(pack)
        fallen: list[int] = []
        start = (table.holdings, table.pool)
        for card in pack:
            seat = table.next_seat
            assert seat is not None
            expected = settle(rules, card.rank, seat, table.holdings, table.pool)
            deal = table.deal_number
            events = table.turn_up(card)
            assert events[1 : 1 + len(_card_events(expected, deal))] == _card_events(expected, deal)
            if expected.died:
                fallen.append(seat)
            cards_checked += 1
            if table.next_seat is None:  # the deal is over
                end = end_of_deal(rules, expected.holdings, dealer, fallen, deal=deal)
                kinds.add(end.kind)
                ends_checked += 1
                last = events[-1]
                if end.kind is DealEndKind.VOID:
                    assert isinstance(last, DealVoided) and (table.holdings, table.pool) == start
                    assert table.next_dealer == end.next_dealer == dealer
                elif end.kind is DealEndKind.GOES_ON:
                    assert isinstance(last, DealEnded) and not table.finished
                    assert (table.holdings, table.pool) == (expected.holdings, expected.pool)
                    assert table.next_dealer == end.next_dealer
                elif len(end.seats) == 1 and end.kind is not Ending.ALL_FELL:
                    assert isinstance(last, Won) and (last.seat, last.how) == (end.seats[0], end.kind.value)
                else:
                    assert isinstance(last, PoolShared) and last.how == end.kind.value
                    assert last.shares == share_pool(expected.pool, end.seats)
                assert end.game_over == table.finished
                break
            assert (table.holdings, table.pool) == (expected.holdings, expected.pool)
    assert cards_checked > 300 and ends_checked == 150
    # the random tables reach most ways a deal ends (last to fall needs all to fall under that rule)
    assert {DealEndKind.GOES_ON, Ending.LAST_STANDING, Ending.DEAL_LIMIT, DealEndKind.VOID} <= kinds


def test_fractions_settle_like_integers() -> None:
    rng = random.Random(5)
    for _ in range(300):
        rules = _random_rules(rng)
        n = rng.randint(2, 6)
        holdings, pool, _ = _random_state(rng, rules, n)
        rank = rng.choice(list(Rank))
        seat = rng.randrange(n)
        whole = settle(rules, rank, seat, holdings, pool)
        exact = settle(rules, rank, seat, tuple(Fraction(h) for h in holdings), Fraction(pool))
        assert exact.holdings == whole.holdings and exact.pool == whole.pool and exact.moved == whole.moved
        assert (exact.died, exact.revived, exact.void, exact.target) == (whole.died, whole.revived, whole.void, whole.target)
        assert all(isinstance(h, Fraction) for h in exact.holdings)
    half = settle_effect(Effect.parse("pay 1"), 0, (Fraction(1, 2), Fraction(3)), Fraction(0))
    assert half.moved == Fraction(1, 2) and half.died
