"""``tontine.sim.simulate``: the typed result a notebook gets, its DataFrames, and the README's example."""

from __future__ import annotations

import dataclasses
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from tontine import Rules
from tontine.sim import MissingExtraError, SimResult, simulate
from tontine.sim.simulator import simulate as simulate_stats

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_result_holds_the_simulators_figures() -> None:
    rules = Rules.from_preset("french")
    result = simulate(rules, 5, 4000, seed=21, jobs=1)
    summary = simulate_stats(rules, 5, 4000, seed=21, jobs=1).summary()
    assert isinstance(result, SimResult)
    assert [s.share for s in result.seats] == summary["win_share"]
    assert [[s.low, s.high] for s in result.seats] == summary["win_share_ci95"]
    assert result.mean_deals == summary["deals"]["mean"]
    assert sum(result.lengths) == result.finished == summary["finished"]
    assert dict(result.outcomes) == summary["outcomes"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.games = 1  # type: ignore[misc]


def test_the_frames_have_a_row_per_seat_and_per_length() -> None:
    pytest.importorskip("pandas")
    result = simulate(Rules.from_preset("english"), 6, 3000, seed=4, jobs=1)
    seats = result.seats_frame()
    assert list(seats.index) == list(range(6))
    assert list(seats.columns) == ["wins", "share", "low", "high"]
    assert (seats["low"] <= seats["share"]).all() and (seats["share"] <= seats["high"]).all()
    lengths = result.lengths_frame()
    assert int(lengths["games"].sum()) == result.finished
    assert lengths["fraction"].sum() == pytest.approx(1.0)
    assert all(result.lengths[d] == n for d, n in lengths["games"].items())


def test_without_pandas_the_frames_name_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    result = simulate(Rules.from_preset("english"), 3, 100, seed=1, jobs=1)
    monkeypatch.setitem(sys.modules, "pandas", None)  # as if not installed: importing it fails
    with pytest.raises(MissingExtraError, match=r"tontine\[sweep\]"):
        result.seats_frame()
    with pytest.raises(MissingExtraError):
        result.lengths_frame()


def test_the_readme_example_runs() -> None:
    pytest.importorskip("pandas")
    section = README.read_text(encoding="utf-8").split("## The simulator", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.S)
    assert code is not None
    namespace: dict[str, Any] = {}
    exec(compile(code.group(1), str(README), "exec"), namespace)
    assert namespace["result"].games == 20_000
    assert len(namespace["seats"]) == 12
    assert int(namespace["lengths"]["games"].sum()) == namespace["result"].finished
