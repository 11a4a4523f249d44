"""The kernel generated for one table's rules (tontine.sim.special) plays the engine's games.

Each table's kernel is compiled once into a cache folder of this test session. Game ``i``
of a master seed must be, in the specialised kernel, the general kernel's game ``i``
(every per-game result and every per-deal sum equal), and the engine's game of the seed
``game_seed(seed, i)``: the same length, winner and cards.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tontine import PRESETS, Rules, SeededShuffle, Table
from tontine.errors import TontineError
from tontine.sim import special
from tontine.sim.compiled import GameSpec
from tontine.sim.kernel import run_chunk
from tontine.sim.simulator import seed_key, simulate
from tontine.sim.streams import engine_outcome
from tontine.sources import game_seed

HOUSE_RULES: list[dict[str, Any]] = [
    {"all_fall": "replay"},
    {"all_fall": "share", "deal_limit": 7},
    {"deck": "talon", "first_dealer": "lot", "ante": 0, "stake": 5},
    {"card_table": {"A": "give 2 to 3", "5": "take 4", "T": "pay 3", "Q": "give 1 to 2", "K": "give 1 to 5"}},
]
OUT = ("deals", "outcome", "winner", "revivals", "winner_revived", "max_pool", "holders", "cards", "winner_low",
       "winner_low_deal")


@pytest.fixture(scope="module", autouse=True)
def kernel_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("kernels")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TONTINE_CACHE_DIR", str(folder))
        yield folder


def _chunk(fn: Any, head: tuple[Any, ...], spec: GameSpec, games: int, blocks: int) -> dict[str, np.ndarray]:
    n, h = spec.players, int(spec.params[7])
    out = {name: np.zeros(games, np.int64) for name in OUT}
    acc = {name: np.zeros((blocks, h + 1), np.int64) for name in ("reach", "live", "pool")}
    acc["shared"] = np.zeros((blocks, n, n + 1), np.int64)
    fn(*head, *out.values(), *acc.values())
    return {**out, **acc}


def _check(rules: Rules, players: int, games: int = 1500, seed: int = 31, start: int = 7) -> None:
    spec = GameSpec.from_rules(rules, players, cap=3000, horizon=300)
    blocks = 3
    general = _chunk(run_chunk, (spec.params, spec.csrc, spec.cdst, spec.camt, spec.cshift, spec.lot,
                                 seed_key(seed), start, blocks), spec, games, blocks)
    mine = _chunk(special.special_kernel(spec), (seed_key(seed), start, blocks), spec, games, blocks)
    for name, values in general.items():
        assert np.array_equal(values, mine[name]), name
    for g in range(4):  # and the engine, directly
        table = Table(rules, [f"P{i}" for i in range(players)], source=SeededShuffle(game_seed(seed, start + g)))
        for _ in table.play(max_deals=3000):
            pass
        engine = engine_outcome(table)
        assert engine.first_dealer is not None
        winner = -1 if engine.winner is None else (engine.winner - engine.first_dealer) % players
        assert (int(mine["deals"][g]), int(mine["winner"][g]), int(mine["cards"][g])) == (
            engine.deals, winner, engine.cards), g


@pytest.mark.parametrize("preset", [p.name for p in PRESETS])
def test_the_presets_kernels_play_the_engines_games(preset: str) -> None:
    _check(Rules.from_preset(preset), 12)


@pytest.mark.slow
@pytest.mark.parametrize("house", HOUSE_RULES, ids=lambda h: ",".join(h))
@pytest.mark.parametrize("players", [2, 7, 52])
def test_house_rules_kernels_play_the_engines_games(house: dict[str, Any], players: int) -> None:
    _check(Rules.from_dict({"preset": "english", "stake": 8, **house}), players, games=600)


def test_simulate_gives_the_same_figures_with_either_kernel() -> None:
    rules = Rules.from_preset("german")
    general = simulate(rules, 12, 3000, seed=3, jobs=1, kernel="general").summary()
    assert simulate(rules, 12, 3000, seed=3, jobs=1, kernel="special").summary() == general
    assert simulate(rules, 12, 3000, seed=3, jobs=2, kernel="special").summary() == general


def test_the_kernel_is_generated_once_per_table_and_found_again(kernel_cache: Path) -> None:
    english = GameSpec.from_rules(Rules.from_preset("english"), 12)
    path = special.kernel_path(english)
    assert path.parent == kernel_cache
    assert path == special.kernel_path(GameSpec.from_rules(Rules.from_preset("english"), 12))
    assert path != special.kernel_path(GameSpec.from_rules(Rules.from_preset("english").replace(stake=16), 12))
    assert path != special.kernel_path(GameSpec.from_rules(Rules.from_preset("english"), 11))
    assert f"version {special.GENERATOR_VERSION}" in special.kernel_source(english)
    # another test in this process may have loaded the same kernel from another cache folder
    special._LOADED.pop(path.stem, None)
    assert special.special_kernel(english) is special.special_kernel(english)
    assert special.is_cached(english)
    stamp = path.stat().st_mtime_ns
    special.special_kernel(english)
    assert path.stat().st_mtime_ns == stamp  # never rewritten: the compiled code on disk stays valid


def test_an_unknown_kernel_is_refused() -> None:
    with pytest.raises(TontineError, match="'fast'"):
        simulate(Rules.from_preset("english"), 4, 10, seed=1, kernel="fast")
