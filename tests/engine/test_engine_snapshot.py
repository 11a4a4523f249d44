"""A table's snapshot: ``Table.from_snapshot(t.snapshot())`` is ``t``, for every state, finished games included."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tontine import Rules, SeededShuffle, Table, TontineError, event_to_dict
from tontine.cards import FULL_PACK
from tontine.rules import AllFall, DeckHandling, FirstDealer
from tontine.snapshot import SNAPSHOT_VERSION, SnapshotError, event_from_dict
from tontine.sources import seeded_shuffle
from tontine.table import Phase

GOLDEN = sorted((Path(__file__).resolve().parents[1] / "golden").glob("*.json"))


def same_table(a: Table, b: Table) -> None:
    """The two tables hold the same state: the snapshot, and the attributes a caller reads."""
    assert a.snapshot() == b.snapshot()
    assert json.loads(json.dumps(a.snapshot())) == a.snapshot()  # JSON-able as it is
    for name in ("phase", "players", "holdings", "pool", "dealer", "next_dealer", "deal_number", "result",
                 "first_dealer", "first_dealer_method", "seat_draw", "events", "history", "packs_used",
                 "talon_left", "next_seat", "live_seats", "deals_before", "winner", "win_how", "shares"):
        assert getattr(a, name) == getattr(b, name), name


def restored(table: Table) -> Table:
    """The table read back from its snapshot, through JSON, dealing from a copy of its source."""
    return Table.from_snapshot(json.loads(json.dumps(table.snapshot())), source=copy.deepcopy(table.source))


def played_on(table: Table, deals: int) -> list[object]:
    """The events of the next ``deals`` deals, and the error that stopped them if one did."""
    events: list[object] = []
    try:
        events.extend(table.play(max_deals=table.deal_number + deals))
    except TontineError as exc:  # cards turned up by hand, then the source's pack deals one of them
        events.append((type(exc), str(exc)))
    return events


def plays_on_alike(table: Table, deals: int = 3) -> None:
    """The restored table and the original give the same events from here on."""
    twin = restored(table)
    original = table.copy()
    assert played_on(twin, deals) == played_on(original, deals)
    same_table(twin, original)


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_every_golden_playthrough_at_every_deal_is_its_own_snapshot(path: Path) -> None:
    golden = json.loads(path.read_text(encoding="utf-8"))
    table = Table(Rules.from_dict(golden["rules"]), golden["players"],
                  source=seeded_shuffle(golden["seed"], golden["algorithm"]))
    same_table(restored(table), table)  # at its opening
    table.open()
    while not table.finished and table.deal_number < golden["max_deals"]:
        same_table(restored(table), table)
        table.deal()
    same_table(restored(table), table)
    assert [event_to_dict(event) for event in table.events] == golden["events"]  # the golden game itself
    assert table.finished or table.deal_number == golden["max_deals"]


@pytest.mark.parametrize("path", GOLDEN[:6], ids=[p.stem for p in GOLDEN[:6]])
def test_a_restored_golden_table_plays_on_as_the_original(path: Path) -> None:
    golden = json.loads(path.read_text(encoding="utf-8"))
    table = Table(Rules.from_dict(golden["rules"]), golden["players"],
                  source=seeded_shuffle(golden["seed"], golden["algorithm"]))
    plays_on_alike(table)
    for _ in table.play(max_deals=4):
        pass
    plays_on_alike(table)


def test_a_finished_game_restores_finished_with_its_result() -> None:
    table = Table(Rules(all_fall=AllFall.SHARE), ["A", "B", "C"], source=SeededShuffle(11))
    for _ in table.play():
        pass
    again = restored(table)
    same_table(again, table)
    assert again.finished and again.result == table.result is not None
    assert list(again.play()) == []


rules_strategy = st.builds(
    Rules,
    stake=st.integers(4, 12),
    ante=st.integers(0, 3),
    deck=st.sampled_from(list(DeckHandling)),
    first_dealer=st.sampled_from(list(FirstDealer)),
    all_fall=st.sampled_from(list(AllFall)),
    deal_limit=st.one_of(st.none(), st.integers(1, 30)),
)


@settings(max_examples=60, deadline=None)
@given(
    rules=rules_strategy,
    players=st.integers(2, 14),
    seed=st.integers(0, 2**64 - 1),
    deals=st.integers(0, 40),
    cards=st.integers(0, 10),
    history=st.booleans(),
)
def test_any_table_in_any_state_is_its_own_snapshot(
    rules: Rules, players: int, seed: int, deals: int, cards: int, history: bool
) -> None:
    table = Table(rules, [f"P{i}" for i in range(players)], source=SeededShuffle(seed), history=history)
    for _ in table.play(max_deals=deals):
        pass
    if not table.finished and cards:  # part of a deal, turned up by hand from what the pack would deal
        table.begin_deal()
        shuffled = SeededShuffle(seed ^ 1).new_pack(table.deal_number)
        for card in shuffled:
            if table.phase is not Phase.DEALING or cards == 0:
                break
            if table.snapshot()["out"].count(card.index) == 0:
                table.turn_up(card)
                cards -= 1
    same_table(restored(table), table)
    plays_on_alike(table, deals=2)


def test_events_read_back_from_their_plain_data() -> None:
    table = Table(Rules(), [f"P{i}" for i in range(6)], source=SeededShuffle(3))
    events = list(table.play())
    assert [event_from_dict(event_to_dict(event)) for event in events] == events
    assert {type(event) for event in events} >= {type(event_from_dict(event_to_dict(events[-1])))}


@pytest.mark.parametrize("bad", [{}, {"version": 99}, [], {"version": SNAPSHOT_VERSION, "rules": {}}])
def test_a_snapshot_of_another_version_or_shape_is_refused(bad: Any) -> None:
    with pytest.raises(SnapshotError):
        Table.from_snapshot(bad)


def test_a_snapshot_holds_the_pack_so_a_kept_talon_deals_on() -> None:
    table = Table(Rules(deck=DeckHandling.TALON), ["A", "B", "C"], source=SeededShuffle(5))
    for _ in table.play(max_deals=2):
        pass
    snapshot = table.snapshot()
    assert snapshot["pack"] is not None and len(snapshot["pack"]) == len(FULL_PACK)
    assert snapshot["used"] == sum(len(deal.seats) for deal in table.history)
    plays_on_alike(table)
