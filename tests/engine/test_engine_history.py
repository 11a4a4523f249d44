"""A table without history (``history=False``) plays the same game and keeps only its state."""

from __future__ import annotations

import pytest

import tontine.table
from tontine import (
    AllFall,
    CardAlreadyOutError,
    DeckHandling,
    RecordError,
    Rules,
    SeededShuffle,
    Stacked,
    Table,
    to_record,
)
from tontine.events import Event

#: what a table is, apart from what it remembers
STATE = (
    "holdings", "pool", "phase", "dealer", "next_dealer", "deal_number", "first_dealer", "winner",
    "win_how", "shares", "packs_used", "talon_left", "next_seat", "players", "seat_draw",
)


def _state(table: Table) -> dict[str, object]:
    return {name: getattr(table, name) for name in STATE}


CASES = [
    (Rules.from_preset("english").replace(stake=6), 5),
    (Rules.from_preset("french").replace(stake=8), 4),  # a kept talon, the fan draw
    (Rules.from_preset("german").replace(stake=5, all_fall=AllFall.REPLAY), 3),
    (Rules.from_preset("english").replace(stake=7, deal_limit=6, deck=DeckHandling.TALON), 6),
]


@pytest.mark.parametrize(("rules", "players"), CASES)
@pytest.mark.parametrize("seed", range(4))
def test_without_history_every_deal_gives_the_same_events_and_state(rules: Rules, players: int, seed: int) -> None:
    names = [f"P{i}" for i in range(players)]
    kept = Table(rules, names, source=SeededShuffle(seed))
    lean = Table(rules, names, source=SeededShuffle(seed), history=False)
    assert lean.open() == kept.open()
    deals = 0
    while not kept.finished and deals < 300:
        assert lean.deal() == kept.deal()
        deals += 1
        assert _state(lean) == _state(kept)
        assert lean.events == [] and len(lean.history) == 1
        assert lean.history[-1] == kept.history[-1]  # the last deal stays readable
    assert lean.finished == kept.finished
    assert len(kept.history) == deals and len(kept.events) > deals


def test_without_history_play_gives_the_whole_stream_and_keeps_none_of_it() -> None:
    rules = Rules.from_preset("english").replace(stake=10)
    names = [f"P{i}" for i in range(8)]
    kept = Table(rules, names, source=SeededShuffle(11))
    lean = Table(rules, names, source=SeededShuffle(11), history=False)
    stream: list[Event] = list(lean.play())
    assert stream == list(kept.play()) == kept.events
    assert lean.finished and lean.events == [] and len(lean.history) == 1
    assert _state(lean) == _state(kept)


def test_a_copy_without_history_holds_the_state_only() -> None:
    lean = Table(Rules.from_preset("english"), [f"P{i}" for i in range(6)], source=SeededShuffle(2), history=False)
    for _ in range(30):
        if lean.finished:
            break
        lean.deal()
    twin = lean.copy()
    assert twin.events == [] and len(twin.history) <= 1 and not twin.keeps_history
    assert _state(twin) == _state(lean)
    if not lean.finished:
        assert twin.deal() == lean.deal()


def test_cards_typed_one_by_one_without_history() -> None:
    rules = Rules.from_preset("french").replace(stake=6)  # a kept talon: a card can be out already
    names = ["Ann", "Ben", "Cat"]
    kept = Table(rules, names, first_dealer=0)
    lean = Table(rules, names, first_dealer=0, history=False)
    pack = list(SeededShuffle(4).new_pack(1))
    for card in pack[:12]:
        if kept.finished:
            break
        assert lean.turn_up(card) == kept.turn_up(card)
        assert _state(lean) == _state(kept) and lean.events == []
        assert lean.history[-1] == kept.history[-1] and len(lean.history) == 1
    with pytest.raises(CardAlreadyOutError):
        lean.turn_up(pack[0])
    assert _state(lean) == _state(kept)


def test_a_restored_table_without_history() -> None:
    rules = Rules.from_preset("english")
    names = ["Ann", "Ben", "Cat", "Dan"]
    packs = [list(SeededShuffle(9).new_pack(d)) for d in range(1, 40)]
    kept = Table.restore(rules, names, first_dealer=1, holdings=(9, 0, 14, 3), deal_number=5,
                         source=Stacked(packs))
    lean = Table.restore(rules, names, first_dealer=1, holdings=(9, 0, 14, 3), deal_number=5,
                         source=Stacked(packs), history=False)
    assert not lean.keeps_history and kept.keeps_history
    while not kept.finished:
        assert lean.deal() == kept.deal()
    assert _state(lean) == _state(kept) and lean.events == []


def test_a_table_without_history_writes_no_record() -> None:
    lean = Table(Rules(), ["Ann", "Ben", "Cat"], source=SeededShuffle(1), history=False)
    lean.deal()
    lean.deal()
    with pytest.raises(RecordError, match="history"):
        to_record(lean)


def test_opening_events_are_kept_once_when_the_first_deal_opens_the_table() -> None:
    table = Table(Rules(), ["Ann", "Ben", "Cat"], source=SeededShuffle(1))
    begun = table.begin_deal()
    assert table.events == begun  # the seat draw, first dealer and antes, then the deal's start


def test_the_table_settles_its_cards_with_tontine_settle(monkeypatch: pytest.MonkeyPatch) -> None:
    """The card table is applied in one place: `Table` hands every card to `tontine.settle.settle_cards`."""
    calls: list[int] = []
    real = tontine.table.settle_cards

    def counting(*args: object, **kwargs: object) -> object:
        calls.append(len(args[1]))  # type: ignore[arg-type]
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(tontine.table, "settle_cards", counting)
    table = Table(Rules(), ["Ann", "Ben", "Cat", "Dan"], source=SeededShuffle(5))
    table.deal()
    table.turn_up("KS")  # the next deal, from a fresh pack
    assert calls == [4, 1]
