"""`tontine replay` checks every field of a record: each tampering is refused naming its field, honest records confirmed."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tontine import PRESETS, Rules, SeededShuffle, Table, to_record
from tontine.record import ShuffleCheck, check_record

from .conftest import Run


def honest(preset: str = "english", players: int = 5, seed: int = 12) -> dict[str, Any]:
    table = Table(Rules.from_preset(preset), [f"P{i}" for i in range(players)], source=SeededShuffle(seed))
    for _ in table.play():
        pass
    record: dict[str, Any] = json.loads(json.dumps(to_record(table, seed=seed)))
    return record


def _long_last_standing() -> dict[str, Any]:
    """An English game of at least eight deals won by the last one standing."""
    for seed in range(200):
        record = honest(seed=seed)
        if record["result"] == "last standing" and len(record["deals"]) >= 8:
            return record
    raise AssertionError("no such seed")


BASE = _long_last_standing()


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(record: dict[str, Any]) -> None:
        target = record
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = value(target[path[-1]]) if callable(value) else value
    return change


def _delete(path: tuple[Any, ...]) -> Callable[[dict[str, Any]], None]:
    def change(record: dict[str, Any]) -> None:
        target = record
        for step in path[:-1]:
            target = target[step]
        del target[path[-1]]
    return change


#: each tampering of issue 20, and the field its refusal names
TAMPERINGS: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("final_holdings +5", _set(("final_holdings", 0), lambda held: held + 5), "final_holdings"),
    ("final_pool 3", _set(("final_pool",), 3), "final_pool"),
    ("result deal limit", _set(("result",), "deal limit"), "result"),
    ("invented shares", _set(("shares",), [{"seat": 0, "amount": 2}]), "shares"),
    ("deal number 77 at position 5", _set(("deals", 4, "number"), 77), "deals[5].number"),
    ("reshuffled false on a fresh pack", _set(("deals", 2, "reshuffled"), False), "deals[3].reshuffled"),
    ("void true on a normal deal", _set(("deals", 1, "void"), True), "deals[2].void"),
    ("incomplete true on deal 6", _set(("deals", 5, "incomplete"), True), "deals[6].incomplete"),
    ("preset label changed", _set(("rules", "preset"), "german"), "rules.preset"),
    ("K deleted from the card table", _delete(("rules", "card_table", "K")), "rules.card_table.K"),
    ("an unknown field", _set(("winner_name",), "P0"), "winner_name"),
    ("an unknown deal field", _set(("deals", 0, "bonus"), 1), "deals[1].bonus"),
]


@pytest.mark.parametrize(("change", "field"), [(c, f) for _, c, f in TAMPERINGS], ids=[n for n, _, _ in TAMPERINGS])
def test_each_tampering_is_refused_naming_its_field(run_main: Callable[..., Run], tmp_path: Path,
                                                    change: Callable[[dict[str, Any]], None], field: str) -> None:
    record = copy.deepcopy(BASE)
    assert check_record(record).confirmed
    change(record)
    check = check_record(record)
    assert not check.confirmed and check.faults
    assert any(str(fault).startswith(f"{field}: ") for fault in check.faults), [str(f) for f in check.faults]
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = run_main("replay", str(path))
    assert result.code == 1 and result.stdout == ""
    assert field in result.stderr and "confirmed" not in result.stderr


@pytest.mark.parametrize(
    ("change", "shuffle", "words"),
    [
        (_set(("seed",), None), ShuffleCheck.NO_SEED, "names no seed"),
        (_set(("source",), "stacked"), ShuffleCheck.STACKED, "stacked in advance"),
        (_set(("source",), "typed"), ShuffleCheck.BY_HAND, "entered by hand"),
    ],
    ids=["seed null", "source stacked", "source typed"],
)
def test_a_shuffle_that_could_not_be_checked_is_said_in_words(
    run_main: Callable[..., Run], tmp_path: Path, change: Callable[[dict[str, Any]], None], shuffle: ShuffleCheck,
    words: str,
) -> None:
    record = copy.deepcopy(BASE)
    change(record)
    if record["seed"] is None:
        record["seed_algorithm"] = None
    check = check_record(record)
    assert check.faults == () and check.shuffle is shuffle and not check.confirmed
    path = tmp_path / "unchecked.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = run_main("replay", str(path))
    assert result.code == 0 and "record confirmed" not in result.stdout and words in result.stdout


@pytest.mark.parametrize("preset", [p.name for p in PRESETS])
@pytest.mark.parametrize("players", [2, 3, 7, 12])
def test_honest_records_of_every_preset_are_confirmed(run_main: Callable[..., Run], tmp_path: Path,
                                                      preset: str, players: int) -> None:
    record = honest(preset, players, seed=players * 31)
    check = check_record(record)
    assert check.faults == () and check.shuffle is ShuffleCheck.CHECKED and check.confirmed
    path = tmp_path / "honest.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = run_main("replay", str(path))
    assert result.code == 0 and result.stdout.rstrip().endswith("record confirmed."), result.stderr


def test_a_record_saved_in_the_middle_of_a_deal_is_confirmed_with_its_incomplete_mark() -> None:
    table = Table(Rules(), ["A", "B", "C", "D"], source=SeededShuffle(2))
    for _ in table.play(max_deals=3):
        pass
    table.begin_deal()
    table.turn_up(next(card for card in SeededShuffle(9).new_pack(1) if not table.snapshot()["out"].count(card.index)))
    record = json.loads(json.dumps(to_record(table, seed=2)))
    assert record["deals"][-1]["incomplete"] is True
    check = check_record(record, check_seed=False)
    assert check.faults == ()


def test_the_verdicts_speak_every_language(run_main: Callable[..., Run], tmp_path: Path) -> None:
    record = copy.deepcopy(BASE)
    record["source"] = "stacked"
    path = tmp_path / "stacked.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert "rangées d’avance" in run_main("replay", "--lang", "fr", str(path)).stdout
    assert "vorab gelegt" in run_main("replay", "--lang", "de", str(path)).stdout
    record["final_pool"] = 3
    path.write_text(json.dumps(record), encoding="utf-8")
    french = run_main("replay", "--lang", "fr", str(path))
    assert french.code == 1 and "final_pool" in french.stderr and "la partie donne" in french.stderr
