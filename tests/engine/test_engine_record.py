"""Records: written, read back, replayed, and tampered copies rejected with the deal named."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tontine import (
    RECORD_FORMAT,
    AllFall,
    RecordError,
    Rules,
    SeededShuffle,
    Table,
    read_record,
    replay,
    to_record,
    write_record,
)


def played(preset: str = "english", n: int = 6, seed: int = 11, **changes: Any) -> tuple[Table, dict[str, Any]]:
    rules = Rules.from_preset(preset).replace(**changes)
    t = Table(rules, [f"P{i}" for i in range(n)], source=SeededShuffle(seed))
    list(t.play())
    return t, to_record(t, seed=seed)


def test_record_holds_the_documented_fields() -> None:
    t, record = played()
    assert record["format"] == RECORD_FORMAT
    assert record["rules"]["preset"] == "english" and record["rules"]["stake"] == 15
    assert record["players"] == [f"P{i}" for i in range(6)]
    assert record["seed"] == 11
    assert record["first_dealer"] == t.first_dealer
    assert record["winner"] == t.winner
    first = record["deals"][0]
    assert set(first) >= {"dealer", "cards", "holdings_after", "pool_after"}
    assert all(set(card) == {"seat", "card"} for card in first["cards"])
    assert all(len(card["card"]) == 2 and card["card"][0] in "A23456789TJQK" for card in first["cards"])


def test_write_read_replay_round_trip(tmp_path: Path) -> None:
    t, record = played("french", 12, 5)
    path = tmp_path / "game.json"
    write_record(path, record)
    again = replay(read_record(path))
    assert again.winner == t.winner and again.players == t.players


def test_a_card_repeated_within_one_pack_is_rejected_naming_the_deal() -> None:
    _, record = played("english", 6, 3)
    tampered = copy.deepcopy(record)
    cards = tampered["deals"][2]["cards"]
    cards[1]["card"] = cards[0]["card"]
    with pytest.raises(RecordError, match=r"^deal 3: card '..' is already out of this pack"):
        replay(tampered, check_seed=False)


def test_a_card_from_the_kept_talon_cannot_come_again() -> None:
    _, record = played("french", 5, 8)
    tampered = copy.deepcopy(record)
    assert not tampered["deals"][1]["reshuffled"]
    tampered["deals"][1]["cards"][0]["card"] = tampered["deals"][0]["cards"][0]["card"]
    with pytest.raises(RecordError, match="^deal 2: card"):
        replay(tampered, check_seed=False)


def test_a_changed_card_that_keeps_the_holdings_is_caught_by_the_seed() -> None:
    _, record = played("english", 6, 4)
    tampered = copy.deepcopy(record)
    entry = tampered["deals"][0]["cards"][0]
    used = {c["card"] for c in tampered["deals"][0]["cards"]}
    rank = entry["card"][0]
    entry["card"] = next(rank + s for s in "SHDC" if rank + s not in used)  # same rank, other suit
    with pytest.raises(RecordError, match="^deal 1: the cards are not the ones the seed 4 deals"):
        replay(tampered)
    replay(tampered, check_seed=False)  # without the seed the game itself is consistent


def test_the_wrong_dealer_is_rejected() -> None:
    _, record = played()
    tampered = copy.deepcopy(record)
    tampered["deals"][1]["dealer"] = (tampered["deals"][1]["dealer"] + 1) % 6
    with pytest.raises(RecordError, match="^deal 2: the record has seat"):
        replay(tampered)


def test_a_wrong_winner_is_rejected() -> None:
    _, record = played()
    tampered = copy.deepcopy(record)
    tampered["winner"] = (record["winner"] + 1) % 6
    with pytest.raises(RecordError, match="names seat"):
        replay(tampered)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r.pop("players"), "missing field 'players'"),
        (lambda r: r.update(format=99), "record format 99 is not supported"),
        (lambda r: r["rules"].update(stake="lots"), "rules: "),
        (lambda r: r["deals"][0].update(cards="KS"), "deal 1: field 'cards' has the wrong type"),
        (lambda r: r["deals"][0]["cards"][0].update(card="ZZ"), "deal 1: unknown card 'ZZ'"),
        (lambda r: r["deals"][0]["cards"].pop(), "deal 1: .* cards recorded; the deal needs more"),
        (lambda r: r["deals"][0]["cards"].append({"seat": 0, "card": "KS"}), "deal 1: "),
        (lambda r: r["deals"][0].update(pool_after=-1), "deal 1: pool_after is -1"),
    ],
)
def test_malformed_records_are_rejected(change: Any, message: str) -> None:
    _, record = played()
    tampered = copy.deepcopy(record)
    change(tampered)
    with pytest.raises(RecordError, match=message):
        replay(tampered)


def test_read_record_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(RecordError, match="is not valid JSON"):
        read_record(bad)
    bad.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(RecordError, match="must hold a JSON object"):
        read_record(bad)
    with pytest.raises(RecordError, match="cannot read record"):
        read_record(tmp_path / "missing.json")


def test_void_deals_replay() -> None:
    for seed in range(40):
        t, record = played("english", 2, seed, stake=4, all_fall=AllFall.REPLAY)
        if any(d.get("void") for d in record["deals"]):
            assert replay(json.loads(json.dumps(record))).winner == t.winner
            return
    pytest.fail("no voided deal in 40 seeded two-seat games")


def test_unfinished_game_records_replay() -> None:
    t = Table(Rules(), [f"P{i}" for i in range(12)], source=SeededShuffle(1))
    t.deal()
    t.deal()
    record = to_record(t, seed=1)
    assert record["winner"] is None
    again = replay(record)
    assert again.deal_number == 2 and again.holdings == t.holdings


def test_replay_restores_the_french_seat_draw() -> None:
    from tontine import SeatDrawn

    t, record = played("french", 5, 21)
    again = replay(record)
    assert again.seat_draw == t.seat_draw
    assert [e for e in again.events if isinstance(e, SeatDrawn)] == [
        e for e in t.events if isinstance(e, SeatDrawn)
    ]
    bad = copy.deepcopy(record)
    bad["seat_draw"][0]["seat"] = (bad["seat_draw"][0]["seat"] + 1) % 5
    with pytest.raises(RecordError, match="seat draw"):
        replay(bad)


def test_replay_keeps_how_the_first_dealer_was_chosen() -> None:
    from tontine import FirstDealerChosen

    t, record = played("english", 5, 2)
    assert record["first_dealer_method"] == "lot"
    chosen = next(e for e in replay(record).events if isinstance(e, FirstDealerChosen))
    assert (chosen.seat, chosen.method) == (t.first_dealer, "lot")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply to be a game record"),
        (b'{"format": ' + b"9" * 5000 + b"}", "not valid JSON: Exceeds the limit"),
        (b"\xff\xfe", "not UTF-8 text"),
    ],
)
def test_files_that_are_not_records_are_refused(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "odd.json"
    path.write_bytes(content)
    with pytest.raises(RecordError, match=message):
        read_record(path)


def test_a_seat_draw_of_the_wrong_type_is_refused() -> None:
    _, record = played("french", 4, 1)
    record["seat_draw"] = 7
    with pytest.raises(RecordError, match="seat_draw"):
        replay(record)


# -- version 2, and version 1 still read --------------------------------------------------------------

V1_RECORDS = sorted((Path(__file__).parent / "data").glob("record-v1-*.json"))


def test_version_2_says_pool_and_names_the_seeds_algorithm() -> None:
    table = Table(Rules(), ["Ann", "Ben", "Cat"], source=SeededShuffle(21))
    for _ in table.play(max_deals=4):
        pass
    record = to_record(table)
    assert record["format"] == 2
    assert record["seed_algorithm"] == SeededShuffle.ALGORITHM
    assert "final_pool" in record and "final_pot" not in record
    assert all("pool_after" in d and "pot_after" not in d for d in record["deals"])
    assert replay(json.loads(json.dumps(record))).deal_number == 4
    typed = to_record(_opened_typed())
    assert typed["seed"] is None and typed["seed_algorithm"] is None


def _opened_typed() -> Table:
    table = Table(Rules(), ["Ann", "Ben"], first_dealer=0)
    table.open()
    return table


@pytest.mark.parametrize("path", V1_RECORDS, ids=lambda p: p.stem)
def test_version_1_records_written_before_version_2_still_replay(path: Path) -> None:
    record = read_record(path)
    assert record["format"] == 1 and "seed_algorithm" not in record
    table = replay(record)  # the seed is checked with the version 1 algorithm
    assert table.winner == record["winner"]
    assert list(table.holdings) == record["final_holdings"] and table.pool == record["final_pot"]
    rewritten = to_record(table, seed=record["seed"])
    assert rewritten["format"] == 2 and rewritten["final_pool"] == record["final_pot"]
    assert [d["pool_after"] for d in rewritten["deals"]] == [d["pot_after"] for d in record["deals"]]


def test_a_version_1_record_tampered_in_its_pot_is_refused_in_its_own_words() -> None:
    record = read_record(V1_RECORDS[0])
    record["deals"][2]["pot_after"] += 1
    with pytest.raises(RecordError, match="deal 3: pot_after is"):
        replay(record)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r.update(seed_algorithm="no-such/3"), "seed_algorithm 'no-such/3' is not one this version knows"),
        (lambda r: r.pop("seed_algorithm"), "missing field 'seed_algorithm'"),
        (lambda r: r.update(seed=r["seed"] + 1), "the seed 9"),
    ],
)
def test_a_version_2_seed_is_read_through_its_algorithm(change: Any, message: str) -> None:
    table = Table(Rules(), ["Ann", "Ben", "Cat"], source=SeededShuffle(8))
    for _ in table.play(max_deals=3):
        pass
    record = to_record(table)
    change(record)
    with pytest.raises(RecordError, match=message):
        replay(record)
