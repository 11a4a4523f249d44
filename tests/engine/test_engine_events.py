"""Events carry the state after them: a front end reads the pool and the holdings, it never recomputes them."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from tontine import (
    AllFall,
    AnteIn,
    DealEnded,
    DealVoided,
    DeckHandling,
    Died,
    Ending,
    FirstDealerChosen,
    FirstDealerMethod,
    PaidIntoPool,
    PaidNeighbour,
    PoolShared,
    Reshuffled,
    ReshuffleReason,
    Rules,
    SeededShuffle,
    Stacked,
    Table,
    TookFromPool,
    Won,
    event_to_dict,
    replay,
    to_record,
)


@st.composite
def tables(draw: st.DrawFn) -> Table:
    preset = draw(st.sampled_from(["english", "french", "german"]))
    rules = Rules.from_preset(preset).replace(
        stake=draw(st.integers(4, 12)),
        ante=draw(st.integers(0, 3)),
        deck=draw(st.sampled_from(list(DeckHandling))),
        all_fall=draw(st.sampled_from(list(AllFall))),
        deal_limit=draw(st.one_of(st.none(), st.integers(1, 30))),
    )
    players = draw(st.integers(2, 9))
    return Table(rules, [f"P{i}" for i in range(players)], source=SeededShuffle(draw(st.integers(0, 2**32))))


@settings(max_examples=60, deadline=None)
@given(tables())
def test_the_state_each_event_carries_is_the_state_its_amounts_lead_to(table: Table) -> None:
    """Apply only the amounts (asked, paid, taken, shares) and compare with what each event states."""
    n = table.size
    holdings = [table.rules.stake] * n
    pool = 0
    for event in table.play(max_deals=400):
        if isinstance(event, AnteIn):
            holdings[event.seat] -= event.amount
            pool += event.amount
            assert (event.holding, event.pool) == (holdings[event.seat], pool)
        elif isinstance(event, TookFromPool):
            assert event.taken == min(event.asked, pool)
            holdings[event.seat] += event.taken
            pool -= event.taken
            assert (event.holding, event.pool) == (holdings[event.seat], pool)
        elif isinstance(event, PaidIntoPool):
            holdings[event.seat] -= event.paid
            pool += event.paid
            assert (event.holding, event.pool) == (holdings[event.seat], pool)
        elif isinstance(event, PaidNeighbour):
            holdings[event.seat] -= event.paid
            holdings[event.to_seat] += event.paid
            assert (event.holding, event.to_holding) == (holdings[event.seat], holdings[event.to_seat])
        elif isinstance(event, Died):
            assert holdings[event.seat] == 0
            assert event.live == sum(1 for held in holdings if held > 0)
        elif isinstance(event, DealEnded):
            assert (list(event.holdings), event.pool) == (holdings, pool)
            assert event.live_seats == tuple(s for s in range(n) if holdings[s] > 0)
        elif isinstance(event, DealVoided):
            holdings, pool = list(event.holdings), event.pool
        elif isinstance(event, Won):
            assert event.pool == pool
            holdings[event.seat] += pool
            pool = 0
            assert event.holding == holdings[event.seat]
        elif isinstance(event, PoolShared):
            assert event.pool == pool == sum(amount for _, amount in event.shares)
            for seat, amount in event.shares:
                holdings[seat] += amount
            pool = 0
            assert list(event.holdings) == holdings
            assert event.share_holdings == tuple((s, a, holdings[s]) for s, a in event.shares)
    assert (list(table.holdings), table.pool) == (holdings, pool)


def test_the_enums_are_the_strings_records_and_front_ends_compare_with() -> None:
    table = Table(Rules.from_preset("english"), ["Ann", "Ben", "Cat"], source=SeededShuffle(11))
    events = list(table.play())
    chosen = next(e for e in events if isinstance(e, FirstDealerChosen))
    lot: str = "lot"  # what a record or a front end compares with
    assert chosen.method is FirstDealerMethod.LOT and chosen.method == lot
    reasons = {e.reason for e in events if isinstance(e, Reshuffled)}
    assert reasons == {ReshuffleReason.START, ReshuffleReason.FRESH}
    assert isinstance(table.win_how, Ending)
    data = json.loads(json.dumps([event_to_dict(e) for e in events]))
    assert data[-1]["how"] == str(table.win_how) == table.win_how.value


def test_a_shared_pool_states_what_was_shared_and_the_holdings_after() -> None:
    # Three seats holding 1 each after the ante; all three pay their last counter: they share the pool.
    rules = Rules(stake=4, ante=3, all_fall=AllFall.SHARE)
    table = Table(rules, ["Ann", "Ben", "Cat"], source=Stacked([["4S", "4H", "4D"]], first_dealer=0))
    events = table.deal()
    shared = events[-1]
    assert isinstance(shared, PoolShared)
    assert shared.how is Ending.ALL_FELL
    assert shared.pool == 12 and sum(a for _, a in shared.shares) == 12
    assert shared.holdings == table.holdings
    assert event_to_dict(shared)["holdings"] == list(table.holdings)


def test_talon_short_is_the_reason_when_a_kept_pack_runs_out() -> None:
    rules = Rules(deck=DeckHandling.TALON, stake=30)
    pack = ["TS", "TH", "TD"]
    table = Table(rules, ["Ann", "Ben"], source=Stacked([pack, pack], first_dealer=0))
    table.deal()
    events = table.deal()
    assert [e.reason for e in events if isinstance(e, Reshuffled)] == [ReshuffleReason.TALON_SHORT]


@settings(max_examples=40, deadline=None)
@given(tables())
def test_a_game_dealt_whole_and_the_same_game_turned_up_card_by_card_emit_the_same_events(table: Table) -> None:
    for _ in table.play(max_deals=300):
        pass
    replayed = replay(to_record(table))  # the replay turns every recorded card up one by one
    assert replayed.events == table.events
    assert [d.cards for d in replayed.history] == [d.cards for d in table.history]
