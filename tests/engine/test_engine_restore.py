"""A new game and a restored one are two constructors: ``Table(...)`` and ``Table.restore(...)``."""

from __future__ import annotations

import pytest

from tontine import (
    AnteIn,
    DealStarted,
    FirstDealerChosen,
    FirstDealerMethod,
    PlayersError,
    RecordError,
    Rules,
    SeatDrawn,
    SeededShuffle,
    Stacked,
    Table,
    TontineError,
    replay,
    to_record,
)


def test_a_restored_state_plays_on_exactly_as_the_original() -> None:
    original = Table(Rules.from_preset("english"), ["A", "B", "C", "D", "E"], source=SeededShuffle(8))
    original.open()
    for _ in range(4):
        original.deal()
    assert not original.finished
    packs = []
    twin = original.copy()
    for k in range(3):
        assert twin.source is not None
        packs.append(list(twin.source.new_pack(original.deal_number + 1 + k)))
    restored = Table.restore(
        original.rules, original.players, first_dealer=original.first_dealer or 0,
        source=Stacked(packs), holdings=original.holdings, pool=original.pool,
        next_dealer=original.next_dealer, deal_number=original.deal_number,
    )
    assert restored.events == [] and restored.deals_before == 4
    for _ in range(3):
        if original.finished:
            break
        ours, theirs = original.deal(), restored.deal()
        # the restored table starts from a fresh pack: the reshuffle reason may differ, the play may not
        assert [e for e in ours if e.kind != "reshuffled"] == [e for e in theirs if e.kind != "reshuffled"]
    assert (restored.holdings, restored.pool, restored.deal_number) == (
        original.holdings, original.pool, original.deal_number)


def test_the_pool_of_a_restored_state_defaults_to_what_the_stakes_leave() -> None:
    table = Table.restore(Rules(stake=10, ante=2), ["A", "B", "C"], first_dealer=1, holdings=(9, 0, 11))
    assert table.pool == 10 and table.next_dealer == 1 and table.deal_number == 0
    started = table.begin_deal()
    assert next(e for e in started if isinstance(e, DealStarted)).order == (2, 0)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"first_dealer": 3}, "first dealer 3 is not a seat"),
        ({"first_dealer": 0, "first_dealer_method": "coin"}, "unknown first dealer method 'coin'"),
        ({"first_dealer": 0, "holdings": (1, 2)}, "give 3 whole numbers"),
        ({"first_dealer": 0, "holdings": (1, -2, 4)}, "none negative"),
        ({"first_dealer": 0, "holdings": (5, 0, 0)}, "two seats holding counters"),
        ({"first_dealer": 0, "holdings": (5, 5, 5), "pool": -1}, "pool -1"),
        ({"first_dealer": 0, "holdings": (5, 5, 5), "next_dealer": 7}, "next dealer 7"),
        ({"first_dealer": 0, "pool": 4}, "only with the holdings"),
    ],
)
def test_bad_restores_say_what_is_wrong(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(TontineError, match=message):
        Table.restore(Rules(), ["A", "B", "C"], **kwargs)  # type: ignore[arg-type]


def test_a_restored_opening_replays_the_seat_draw_and_names_the_method() -> None:
    rules = Rules.from_preset("french")
    played = Table(rules, ["Ann", "Ben", "Cat"], source=SeededShuffle(4))
    played.open()
    table = Table.restore(rules, played.players, first_dealer=0, seat_draw=played.seat_draw)
    events = table.open()
    assert [e for e in events if isinstance(e, SeatDrawn)] == [e for e in played.events if isinstance(e, SeatDrawn)]
    assert next(e for e in events if isinstance(e, FirstDealerChosen)).method is FirstDealerMethod.FAN
    assert len([e for e in events if isinstance(e, AnteIn)]) == 3
    with pytest.raises(PlayersError, match="does not match the players"):
        Table.restore(rules, ["Ann", "Ben", "Cat"], first_dealer=0, seat_draw=[("Zed", played.seat_draw[0][1], 0)])


def test_the_old_keywords_still_give_the_first_dealer() -> None:
    table = Table(Rules(), ["A", "B", "C"], first_dealer=2, first_dealer_method="lot")
    table.open()
    assert (table.first_dealer, table.first_dealer_method) == (2, FirstDealerMethod.LOT)


def test_from_record_is_the_replay_and_a_restored_state_has_no_record() -> None:
    table = Table(Rules(), ["A", "B", "C"], source=SeededShuffle(5))
    for _ in table.play(max_deals=5):
        pass
    again = replay(to_record(table))
    assert (again.holdings, again.pool, again.deal_number) == (table.holdings, table.pool, table.deal_number)
    restored = Table.restore(Rules(), ["A", "B", "C"], first_dealer=0, holdings=table.holdings,
                             deal_number=table.deal_number)
    with pytest.raises(RecordError, match="restored after deal 5"):
        to_record(restored)
