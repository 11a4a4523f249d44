"""``benchmarks/probe_mypyc.py`` still applies to the engine's sources (its builds' games are checked against the
plain loop by ``bench_engine.py`` itself, game by game)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

PROBE = Path(__file__).resolve().parents[2] / "benchmarks" / "probe_mypyc.py"

_PLAY = r"""
import json, sys
import tontine.settle
from tontine import Rules, SeededShuffle, Table
games = []
for preset in ("english", "french", "german"):
    for seed in range(6):
        table = Table(Rules.from_preset(preset), [f"P{i}" for i in range(7)], source=SeededShuffle(seed))
        games.append([repr(event) for event in table.play()])
print(json.dumps({"settle": tontine.settle.__file__, "games": games}))
"""


@pytest.fixture(scope="module")
def probe() -> ModuleType:
    spec = importlib.util.spec_from_file_location("probe_mypyc", PROBE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_probes_event_helper_replaces_every_event_of_settle_cards(probe: ModuleType, tmp_path: Path) -> None:
    settle = (probe.prepare(tmp_path, events="make") / "tontine" / "settle.py").read_text()
    begin, end = probe._settle_cards_span(settle)
    body = settle[begin:end]
    assert "new(" not in body.split('"""')[-1]  # past the docstring, no event is built by tuple.__new__
    assert all(f"make({cls}, " in body for cls in probe.EVENT_CLASSES)


def test_the_probe_refuses_an_edit_that_no_longer_applies(probe: ModuleType) -> None:
    with pytest.raises(SystemExit, match="the source changed"):
        probe._edit("class Other:\n", "class Settlement(Generic[N]):", "class Settlement:", "settle.py")
