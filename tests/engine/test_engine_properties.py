"""Invariants over presets, table sizes, stakes, house rules and seeds (hypothesis)."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tontine import (
    AllFall,
    CardDealt,
    DealStarted,
    DeckHandling,
    Died,
    PaidIntoPool,
    PaidNeighbour,
    RecordError,
    Revived,
    Rules,
    SeededShuffle,
    Table,
    TookFromPool,
    replay,
    to_record,
)

MAX_DEALS = 3000


@st.composite
def games(draw: st.DrawFn) -> tuple[Rules, int, int]:
    preset = draw(st.sampled_from(["english", "french", "german"]))
    rules = Rules.from_preset(preset).replace(
        stake=draw(st.integers(4, 20)),
        deck=draw(st.sampled_from(list(DeckHandling))),
        all_fall=draw(st.sampled_from(list(AllFall))),
    )
    players = draw(st.integers(2, 52))
    seed = draw(st.integers(0, 2**63 - 1))
    return rules, players, seed


def new_table(rules: Rules, players: int, seed: int) -> Table:
    return Table(rules, [f"P{i}" for i in range(players)], source=SeededShuffle(seed))


@given(games())
def test_counters_conserved_never_negative_and_the_dead_get_no_card(game: tuple[Rules, int, int]) -> None:
    rules, n, seed = game
    t = new_table(rules, n, seed)
    t.open()
    total = n * rules.stake
    while not t.finished and t.deal_number < MAX_DEALS:
        live_before = [s for s, h in enumerate(t.holdings) if h > 0]
        events = t.deal()
        start = next(e for e in events if isinstance(e, DealStarted))
        # the dead neither deal nor get a card; every live seat gets exactly one, the dealer last
        assert start.dealer in live_before
        assert sorted(start.order) == live_before
        assert start.order[-1] == start.dealer
        assert [e.seat for e in events if isinstance(e, CardDealt)] == list(start.order)
        for e in events:
            if isinstance(e, (TookFromPool, PaidIntoPool)):
                assert e.holding >= 0 and e.pool >= 0
            if isinstance(e, PaidNeighbour):
                assert e.holding >= 0 and 0 <= e.paid <= e.asked
        assert sum(t.holdings) + t.pool == total
        assert min(t.holdings) >= 0 and t.pool >= 0
    if t.finished:
        assert t.pool == 0
        # exactly one winner, or (share rule, deal limit tie) named sharers
        assert (t.winner is not None) != bool(t.shares)
        if t.winner is not None:
            assert t.holdings[t.winner] > 0


@given(games())
def test_died_and_revived_events_match_the_holdings(game: tuple[Rules, int, int]) -> None:
    rules, n, seed = game
    t = new_table(rules, n, seed)
    holdings = [rules.stake - rules.ante] * n
    for event in t.play(max_deals=MAX_DEALS):
        if isinstance(event, (TookFromPool, PaidIntoPool)):
            holdings[event.seat] = event.holding
        elif isinstance(event, PaidNeighbour):
            holdings[event.seat] = event.holding
            holdings[event.to_seat] = event.to_holding
        elif isinstance(event, Died):
            assert holdings[event.seat] == 0
        elif isinstance(event, Revived):
            assert holdings[event.seat] > 0


@given(games())
@pytest.mark.slow
def test_a_replayed_record_reproduces_the_game(game: tuple[Rules, int, int]) -> None:
    rules, n, seed = game
    t = new_table(rules, n, seed)
    list(t.play(max_deals=MAX_DEALS))
    record = json.loads(json.dumps(to_record(t, seed=seed)))
    again = replay(record)
    assert again.winner == t.winner
    assert again.shares == t.shares
    assert again.holdings == t.holdings
    assert [(d.dealer, d.cards, d.holdings_after, d.pool_after) for d in again.history] == [
        (d.dealer, d.cards, d.holdings_after, d.pool_after) for d in t.history
    ]


@given(games(), st.data())
@pytest.mark.slow
def test_a_tampered_holding_is_rejected_naming_the_deal(game: tuple[Rules, int, int], data: st.DataObject) -> None:
    rules, n, seed = game
    t = new_table(rules, n, seed)
    list(t.play(max_deals=200))
    record = to_record(t, seed=seed)
    deal = data.draw(st.integers(0, len(record["deals"]) - 1))
    seat = data.draw(st.integers(0, n - 1))
    tampered = copy.deepcopy(record)
    tampered["deals"][deal]["holdings_after"][seat] += 1
    with pytest.raises(RecordError, match=f"^deal {deal + 1}: holdings_after"):
        replay(tampered)


@given(st.integers(0, 2**32))
def test_same_seed_same_game(seed: int) -> None:
    rules = Rules.from_preset("french")
    a = new_table(rules, 12, seed)
    b = new_table(rules, 12, seed)
    assert list(a.play()) == list(b.play())
