"""The C reference kernel (benchmarks/c/kernel.c) against the engine and the Numba kernel.

The C is compiled with the system compiler into a temporary folder (skipped when there
is none). Game ``i`` of a master seed must be, in C, the engine's game of the seed
``game_seed(seed, i)``: the same length, winner, sharers and final holdings.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

from tontine import PRESETS, Rules, SeededShuffle, Table
from tontine.sim.compiled import GameSpec
from tontine.sim.streams import engine_outcome, simulate_recorded
from tontine.sources import game_seed

C_DIR = Path(__file__).resolve().parents[2] / "benchmarks" / "c"

HOUSE_RULES: list[dict[str, Any]] = [
    {},
    {"deck": "talon"},
    {"deck": "fresh"},
    {"first_dealer": "lot"},
    {"first_dealer": "first-seat"},
    {"all_fall": "share"},
    {"all_fall": "replay"},
    {"deal_limit": 7},
    {"ante": 0, "stake": 4},
    {"card_table": {"A": "give 2 to 3", "5": "take 4", "T": "pay 3", "Q": "give 1 to 2"}},
]


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tontine_bench_ckernel", C_DIR / "ckernel.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def kernel(tmp_path_factory: pytest.TempPathFactory) -> Any:
    ckernel = _load()
    if ckernel.compiler() is None:
        pytest.skip("no C compiler (cc) on this machine")
    return ckernel.build(tmp_path_factory.mktemp("ckernel"))


def _engine(rules: Rules, players: int, seed: int) -> Any:
    table = Table(rules, [f"P{i}" for i in range(players)], source=SeededShuffle(seed))
    for _ in table.play(max_deals=2000):
        pass
    return engine_outcome(table)


@pytest.mark.parametrize("preset", [p.name for p in PRESETS])
@pytest.mark.parametrize("house", HOUSE_RULES, ids=lambda h: ",".join(h) or "preset")
def test_c_kernel_plays_the_engines_games(kernel: Any, preset: str, house: dict[str, Any]) -> None:
    rules = Rules.from_dict({"preset": preset, "stake": 6, **house})
    seed = 777
    for players in (2, 4, 9):
        spec = GameSpec.from_rules(rules, players, cap=2000)
        c = kernel.run(spec, seed, 6, start=50)
        for g in range(6):
            engine = _engine(rules, players, game_seed(seed, 50 + g))
            k = int(c.column("sharers")[g])
            winner = int(c.column("winner")[g])
            got = (int(c.column("deals")[g]), None if winner < 0 else winner, tuple(int(s) for s in c.share[g, :k]),
                   tuple(int(h) for h in c.hold[g]), int(c.column("first_dealer")[g]), int(c.column("cards")[g]))
            assert got == (engine.deals, engine.winner, engine.shares, engine.holdings, engine.first_dealer,
                           engine.cards), (players, g)


@pytest.mark.parametrize("house", HOUSE_RULES[:8], ids=lambda h: ",".join(h) or "preset")
@pytest.mark.slow
def test_c_kernel_equals_the_numba_kernel(kernel: Any, house: dict[str, Any]) -> None:
    # many games: the Numba kernel is held equal to the engine by test_sim_equality
    rules = Rules.from_dict({"preset": "english", "stake": 8, **house})
    games = 400
    for players in (3, 12):
        spec = GameSpec.from_rules(rules, players, cap=2000)
        c = kernel.run(spec, 99, games)
        sims, _ = simulate_recorded(rules, players, 99, games, max_packs=1, cap=2000)
        assert [s.deals for s in sims] == c.column("deals").tolist()
        assert [s.holdings for s in sims] == [tuple(row) for row in c.hold.tolist()]
        assert [s.revivals for s in sims] == c.column("revivals").tolist()
        assert [s.max_pool for s in sims] == c.column("max_pool").tolist()
        assert [s.winner_revived for s in sims] == c.column("winner_revived").astype(bool).tolist()


@pytest.mark.slow
def test_c_kernel_sums_as_the_simulator_does(kernel: Any) -> None:
    from tontine.sim.simulator import simulate

    rules = Rules.from_preset("english")
    stats = simulate(rules, 12, 3000, seed=5, jobs=1)
    c = kernel.run(GameSpec.from_rules(rules, 12), 5, 3000, keep=False)
    assert int(c.column("cards").sum()) == stats.player_deals
    assert np.array_equal(c.reach, stats.reach) and np.array_equal(c.pool, stats.pool_sum)
    assert np.array_equal(c.live, stats.live_sum)
    assert np.bincount(c.column("deals"), minlength=stats.deal_hist.size).tolist() == stats.deal_hist.tolist()


@pytest.mark.slow
@pytest.mark.parametrize("preset", [p.name for p in PRESETS])
@pytest.mark.parametrize("house", HOUSE_RULES[::3], ids=lambda h: ",".join(h) or "preset")
def test_special_c_plays_the_engines_games(tmp_path_factory: pytest.TempPathFactory, preset: str,
                                           house: dict[str, Any]) -> None:
    # special.c with the table's rules as -D constants, -O3 -march=native: the C the simulator is measured against
    ckernel = _load()
    if ckernel.compiler() is None:
        pytest.skip("no C compiler (cc) on this machine")
    rules = Rules.from_dict({"preset": preset, "stake": 6, **house})
    folder = tmp_path_factory.mktemp("special")
    for players in (3, 12):
        spec = GameSpec.from_rules(rules, players, cap=2000)
        c = ckernel.build_special(folder, spec).run(777, 300, start=50)
        general = ckernel.build(folder).run(spec, 777, 300, start=50)
        for name in ("info", "hold", "share", "reach", "live", "pool", "shared"):
            assert np.array_equal(getattr(c, name), getattr(general, name)), name
        for g in range(4):
            engine = _engine(rules, players, game_seed(777, 50 + g))
            winner = int(c.column("winner")[g])
            assert (int(c.column("deals")[g]), None if winner < 0 else winner, tuple(int(h) for h in c.hold[g]),
                    int(c.column("cards")[g])) == (engine.deals, engine.winner, engine.holdings, engine.cards)
