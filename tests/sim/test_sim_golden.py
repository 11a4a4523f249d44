"""Golden playthroughs: seeded games stored with their whole event stream, replayed event by event.

Each file in ``tests/golden/`` holds one game: the rules, the players, the seed, the
name of the seeded shuffle and every event the engine gave (``event_to_dict``). The
test plays the seed again and compares every event, so any change to what a seed means
(the shuffle, the order of play, a rule, an event's fields) fails loudly, at the first
event that differs.

When such a change is deliberate, rewrite the files and review the diff:

    python tests/sim/test_sim_golden.py --regenerate

Regeneration looks, for each case, for the first seed from the case's start whose game
shows the case's feature (a shared pool, a voided deal, a short talon ...), and stores it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tontine import Rules, Table
from tontine.events import event_to_dict
from tontine.sources import SeededShuffle, seeded_shuffle

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
FORMAT = 1
#: the longest game a golden file may hold; a case whose game runs longer is stopped there
MAX_DEALS = 400

Events = list[dict[str, Any]]


def _has(kind: str, **values: Any) -> Callable[[Events], bool]:
    def test(events: Events) -> bool:
        return any(e["type"] == kind and all(e.get(k) == v for k, v in values.items()) for e in events)

    return test


def _always(events: Events) -> bool:
    return True


@dataclass(frozen=True)
class Case:
    name: str
    rules: dict[str, Any]
    players: int
    start: int = 0  # the first seed tried when regenerating
    feature: Callable[[Events], bool] = _always
    what: str = "any game"
    algorithm: str = SeededShuffle.ALGORITHM


CASES = [
    *(
        Case(f"{preset}-{players}", {"preset": preset, "stake": stake}, players, start=1797 + 100 * k + players)
        for k, preset in enumerate(("english", "french", "german"))
        for players, stake in ((3, 8), (5, 6), (12, 4))
    ),
    Case("talon", {"preset": "english", "stake": 6, "deck": "talon"}, 5,
         feature=_has("reshuffled", reason="talon short"), what="a talon running short"),
    Case("fresh", {"preset": "french", "stake": 6, "deck": "fresh"}, 4,
         feature=_has("reshuffled", reason="fresh"), what="a fresh pack"),
    Case("first-seat", {"preset": "english", "stake": 6, "first_dealer": "first-seat"}, 4,
         feature=_has("first_dealer", method="first-seat"), what="the first seat dealing first"),
    Case("lot", {"preset": "german", "stake": 6, "first_dealer": "lot"}, 6,
         feature=lambda ev: any(e["type"] == "first_dealer" and e["seat"] > 0 for e in ev),
         what="a lot that is not seat 0"),
    Case("fan", {"preset": "english", "stake": 6, "first_dealer": "fan"}, 5,
         feature=lambda ev: [e["seat"] for e in ev if e["type"] == "seat_drawn"] != list(range(5)),
         what="a fan draw that reseats the players"),
    Case("last-to-fall", {"preset": "english", "stake": 5, "all_fall": "last-to-fall"}, 4,
         feature=_has("won", how="last to fall"), what="a win by the last to fall"),
    Case("share", {"preset": "english", "stake": 5, "all_fall": "share"}, 4,
         feature=_has("pool_shared", how="all fell"), what="a pool shared when all fell"),
    Case("replay", {"preset": "english", "stake": 5, "all_fall": "replay"}, 4,
         feature=lambda ev: any(e["type"] == "deal_voided" for e in ev), what="a voided deal dealt again"),
    Case("deal-limit", {"preset": "french", "stake": 8, "deal_limit": 10}, 5,
         feature=lambda ev: any(e["type"] in ("won", "pool_shared") and e["how"] == "deal limit" for e in ev),
         what="a game ended by the deal limit"),
    Case("card-table", {"preset": "english", "stake": 6,
                        "card_table": {"A": "give 2 to 3", "5": "take 4", "T": "pay 3", "K": "nothing"}}, 5,
         feature=lambda ev: any(e["type"] == "pay_neighbour" and e["distance"] == 3 for e in ev),
         what="a custom card table's payment three seats on"),
    # the shuffle of version 1 records, kept so that they replay
    Case("legacy-cpython-random", {"preset": "english", "stake": 6}, 4, algorithm="cpython-random/1"),
]


def _play(rules: Rules, players: list[str], seed: int, algorithm: str) -> Events:
    table = Table(rules, players, source=seeded_shuffle(seed, algorithm))
    return [event_to_dict(event) for event in table.play(max_deals=MAX_DEALS)]


def _file(case: Case) -> Path:
    return GOLDEN / f"{case.name}.json"


def regenerate() -> list[Path]:
    GOLDEN.mkdir(exist_ok=True)
    written = []
    for case in CASES:
        rules = Rules.from_dict(case.rules)
        players = [f"P{i}" for i in range(case.players)]
        for seed in range(case.start, case.start + 10_000):
            events = _play(rules, players, seed, case.algorithm)
            if case.feature(events):
                break
        else:
            raise SystemExit(f"{case.name}: no seed from {case.start} shows {case.what}")
        data = {"format": FORMAT, "case": case.name, "shows": case.what, "algorithm": case.algorithm,
                "seed": seed, "rules": rules.to_dict(), "players": players, "max_deals": MAX_DEALS,
                "events": events}
        path = _file(case)
        path.write_text(json.dumps(data, indent=None, separators=(",", ":")).replace('},{"type"', '},\n{"type"')
                        + "\n", encoding="utf-8")
        written.append(path)
    return written


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_golden_playthrough(case: Case) -> None:
    path = _file(case)
    assert path.exists(), f"{path} is missing: python tests/sim/test_sim_golden.py --regenerate"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["case"] == case.name
    assert data["algorithm"] == case.algorithm
    stored: Events = data["events"]
    assert case.feature(stored), f"{case.name}: the stored game no longer shows {case.what}"
    assert stored[-1]["type"] in ("won", "pool_shared"), "a golden game is played to its end"
    rules = Rules.from_dict(data["rules"])
    assert rules.to_dict() == data["rules"]
    events = _play(rules, data["players"], data["seed"], data["algorithm"])
    for index, (now, then) in enumerate(zip(events, stored, strict=False)):
        assert now == then, f"{path.name}: event {index} differs (seed {data['seed']})"
    assert len(events) == len(stored), f"{path.name}: {len(events)} events now, {len(stored)} stored"


def test_golden_files_are_the_cases() -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.json")) == sorted(c.name for c in CASES)


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        raise SystemExit(__doc__)
    for written_path in regenerate():
        print(written_path)
