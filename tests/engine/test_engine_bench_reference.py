"""The plain loop that ``benchmarks/bench_engine.py`` measures the engine against plays the engine's games."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tontine import AllFall, DeckHandling, Rules, SeededShuffle

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_engine.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_engine", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_engine"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("preset", ["english", "french", "german"])
@pytest.mark.parametrize("all_fall", list(AllFall))
@pytest.mark.parametrize("deck", list(DeckHandling))
def test_the_plain_loop_gives_the_engines_result(bench: ModuleType, preset: str, all_fall: AllFall,
                                                 deck: DeckHandling) -> None:
    rules = Rules.from_preset(preset).replace(stake=6, all_fall=all_fall, deck=deck)
    for seed in range(8):
        for players in (3, 7):
            names = [f"P{i}" for i in range(players)]
            engine = bench.engine_game(rules, names, SeededShuffle(seed))
            plain = bench.plain_game(rules, players, SeededShuffle(seed))
            assert engine == plain, (seed, players)


def test_the_plain_loop_stops_at_the_deal_limit_like_the_engine(bench: ModuleType) -> None:
    rules = Rules.from_preset("english").replace(deal_limit=4)
    for seed in range(10):
        names = [f"P{i}" for i in range(6)]
        assert bench.engine_game(rules, names, SeededShuffle(seed)) == bench.plain_game(rules, 6, SeededShuffle(seed))


def test_the_benchmark_runs_and_checks_its_games(bench: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    bench.main(["--games", "3", "--rounds", "1", "--players", "5"])
    out = capsys.readouterr().out
    assert "M player-deals/s" in out and "ratio" in out
