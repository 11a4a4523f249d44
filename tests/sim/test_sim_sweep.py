"""``tontine sweep``: a grid of tables on a local Dask cluster, its CSV and heat maps."""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from tests.support.cli import run_main as _run

from tontine import Rules
from tontine.cli.main import main
from tontine.sim.simulator import simulate
from tontine.sim.sweep import COLUMNS, Cell, cell_seed

distributed = pytest.importorskip("dask.distributed", reason="Dask is not installed (pip install 'tontine[sweep]')")

GRID = ("--players", "3..4", "--stakes", "5,7", "--presets", "english,french", "--games", "1500",
        "--seed", "21", "--no-progress")


def _rows(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


@pytest.fixture(scope="module")
def local_sweep(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("sweep-local")
    code = 0
    try:
        main(["sweep", *GRID, "--workers", "2", "--out", str(out)])
    except SystemExit as exc:
        code = int(exc.code or 0)
    assert code == 0
    return out


@pytest.mark.slow
def test_grid_on_a_local_cluster(local_sweep: Path) -> None:
    rows = _rows(local_sweep / "sweep.csv")
    assert len(rows) == 8 and list(rows[0]) == list(COLUMNS)
    assert {(r["preset"], r["deck"], r["players"], r["stake"]) for r in rows} == {
        (p, d, n, s) for p, d in (("english", "fresh"), ("french", "talon")) for n in ("3", "4") for s in ("5", "7")
    }
    for stem in ("length", "first-dealer"):
        for group in ("english-fresh-last-to-fall", "french-talon-last-to-fall"):
            png = local_sweep / f"heatmap-{stem}-{group}.png"
            assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
            assert (local_sweep / f"heatmap-{stem}-{group}.svg").read_text().lstrip().startswith("<?xml")


@pytest.mark.slow
def test_a_cell_equals_the_simulator_run_alone(local_sweep: Path) -> None:
    row = next(r for r in _rows(local_sweep / "sweep.csv")
               if r["preset"] == "french" and r["players"] == "4" and r["stake"] == "7")
    cell = Cell("french", "talon", "last-to-fall", 4, 7)
    assert int(row["seed"]) == cell_seed(21, cell)
    alone = simulate(Rules.from_preset("french").replace(stake=7), 4, 1500, seed=cell_seed(21, cell), jobs=1)
    s = alone.summary()
    assert float(row["deals_mean"]) == pytest.approx(s["deals"]["mean"], abs=0, rel=1e-12)
    assert json.loads(row["win_share"]) == [round(x, 6) for x in s["win_share"]]
    assert json.loads(row["rules"])["first_dealer"] == "fan"


@pytest.mark.slow
def test_an_existing_scheduler_gives_the_same_table(local_sweep: Path, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        code, out, err = _run(capsys, "sweep", *GRID, "--scheduler", cluster.scheduler_address,
                              "--out", str(tmp_path))
    assert code == 0, err
    assert "8 cells" in out
    assert (tmp_path / "sweep.csv").read_text() == (local_sweep / "sweep.csv").read_text()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--players", "1..3"), "--players"),
        (("--players", "x"), "--players"),
        (("--stakes", "2"), "stake 2"),
        (("--presets", "dutch"), "--presets"),
        (("--decks", "deck"), "--decks"),
        (("--games", "0"), "--games"),
    ],
)
def test_bad_grid_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                         args: tuple[str, ...], message: str) -> None:
    code, _, err = _run(capsys, "sweep", "--out", str(tmp_path), "--no-progress", *args)
    assert code == 2 and err.count("\n") == 1 and err.startswith("tontine: error:") and message in err


def test_missing_dask_is_a_clear_message(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    code, _, err = _run(capsys, "sweep", "--players", "3", "--games", "10", "--out", str(tmp_path))
    assert code == 2 and "pip install 'tontine[sweep]'" in err and err.count("\n") == 1
