"""``tontine simulate`` on the command line: tables, JSON, figures and errors."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from tests.support.cli import run_main as _run

from tontine.i18n import localizer


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    code, out, err = _run(capsys, "simulate", "--json", "--no-progress", *args)
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


def test_json_schema(capsys: pytest.CaptureFixture[str]) -> None:
    data = _json(capsys, "--players", "6", "--stake", "8", "--games", "3000", "--seed", "4")
    assert data["games"] == 3000 and data["players"] == 6 and data["seed"] == 4
    assert data["rules"]["stake"] == 8 and data["rules"]["preset"] == "english"
    deals = data["deals"]
    assert deals["ci95"][0] < deals["mean"] < deals["ci95"][1]
    for key in ("median", "p90", "p99", "max"):
        assert isinstance(deals[key], int)
    assert len(data["win_share"]) == len(data["win_share_ci95"]) == 6
    assert all(lo <= p <= hi for p, (lo, hi) in zip(data["win_share"], data["win_share_ci95"], strict=True))
    assert abs(sum(data["win_share"]) - 1) < 1e-9
    assert data["chi_square"]["df"] == 5 and 0 <= data["chi_square"]["p_value"] <= 1
    assert set(data["outcomes"]) >= {"last standing", "last to fall", "capped"}
    for key in ("revivals", "winner_once_dead", "last_to_fall", "shared_pools", "largest_pool", "capped",
                "player_deals", "timing", "jobs"):
        assert key in data


def test_json_does_not_depend_on_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--players", "9", "--preset", "french", "--games", "5000", "--seed", "12")
    one = _json(capsys, *args, "--jobs", "1")
    two = _json(capsys, *args, "--jobs", "2")
    for data in (one, two):
        del data["timing"], data["jobs"]
    assert one == two


def test_house_rules_reach_the_simulator(capsys: pytest.CaptureFixture[str]) -> None:
    data = _json(capsys, "--players", "4", "--stake", "6", "--games", "2000", "--seed", "1",
                 "--deck", "talon", "--all-fall", "share", "--deal-limit", "5", "--card", "K=take 4")
    assert data["rules"]["deck"] == "talon" and data["rules"]["card_table"]["K"] == "take 4"
    assert data["deals"]["max"] <= 5
    assert data["outcomes"]["deal limit"] + data["outcomes"]["deal limit share"] > 0


def test_cap_is_shown(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "simulate", "--players", "12", "--games", "500", "--seed", "2",
                        "--max-deals", "40", "--no-progress")
    assert code == 0
    assert "games stopped by the cap" in out and "reached the cap of 40 deals" in out
    data = _json(capsys, "--players", "12", "--games", "500", "--seed", "2", "--max-deals", "40")
    assert data["capped"] > 0 and data["cap"] == 40


def test_table_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "simulate", "--players", "5", "--games", "2000", "--seed", "8", "--no-progress")
    assert code == 0, err
    for text in ("Deals to finish", "Win share by seat", "chi-square", "revivals per game",
                 "once dead", "last to fall", "largest pool"):
        assert text in out


@pytest.mark.slow
def test_plots_are_written(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    folder = tmp_path / "figs"
    data = _json(capsys, "--players", "5", "--games", "2000", "--seed", "3", "--plot", str(folder))
    names = sorted(p.name for p in folder.iterdir())
    assert names == sorted(f"{stem}.{ext}" for stem in ("game-length", "survival", "win-share", "pool")
                           for ext in ("png", "svg"))
    assert sorted(Path(p).name for p in data["plots"]) == names
    for path in folder.glob("*.png"):
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size > 5000
    for path in folder.glob("*.svg"):
        assert ET.parse(path).getroot().tag.endswith("svg")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--games", "0"), "--games"),
        (("--games", "many"), "--games"),
        (("--jobs", "999"), "--jobs"),
        (("--max-deals", "0"), "--max-deals"),
        (("--players", "1"), "1 player"),
        (("--players", "53"), "53 player"),
        (("--stake", "2"), "stake 2"),
        (("--preset", "dutch"), "dutch"),
        (("--card", "Z=take 1"), "Z"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], args: tuple[str, ...],
                                          message: str) -> None:
    code, out, err = _run(capsys, "simulate", "--no-progress", *args)
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tontine: error:") and message in lines[0]
    assert "Traceback" not in err and out == ""


@pytest.mark.slow
def test_plot_into_a_file_is_an_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    code, _, err = _run(capsys, "simulate", "--no-progress", "--games", "10", "--plot", str(blocker))
    assert code == 2 and err.startswith("tontine: error:") and "is a file, not a folder" in err
    code, _, err = _run(capsys, "simulate", "--no-progress", "--games", "10", "--plot", str(blocker / "sub"))
    assert code == 2 and err.startswith("tontine: error: cannot create the plot folder")


def test_help_mentions_every_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "simulate", "--help")
    assert code == 0
    for option in ("--players", "--stake", "--games", "--preset", "--seed", "--jobs", "--json", "--plot",
                   "--max-deals", "--deck", "--all-fall", "--deal-limit", "--card"):
        assert option in out


def test_extreme_games_replay_with_their_command(capsys: pytest.CaptureFixture[str]) -> None:
    import shlex

    data = _json(capsys, "--players", "5", "--stake", "7", "--deck", "talon", "--all-fall", "share",
                 "--games", "2000", "--seed", "31")
    extremes = data["extreme_games"]
    assert list(extremes) == ["longest", "shortest", "comeback"]
    assert extremes["longest"]["deals"] == data["deals"]["max"]
    assert extremes["shortest"]["deals"] == data["deals"]["min"]
    for game in extremes.values():
        words = shlex.split(game["command"])
        assert words[:4] == ["tontine", "play", "--seed", str(game["seed"])]
        assert {"--stake", "--deck", "--all-fall"} <= set(words)
        code, out, err = _run(capsys, *words[1:])
        assert code == 0, err
        assert f"{localizer('en').words(game['deals'])} deals" in out.splitlines()[-2].lower()


def test_extreme_games_in_the_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "simulate", "--no-progress", "--players", "4", "--games", "500", "--seed", "3")
    assert code == 0
    data = _json(capsys, "--players", "4", "--games", "500", "--seed", "3")
    lines = out.splitlines()
    for kind, label in (("longest", "longest"), ("shortest", "shortest"), ("comeback", "biggest comeback")):
        game = data["extreme_games"][kind]
        at = next(i for i, line in enumerate(lines) if line.strip().startswith(f"{label}: game {game['game']:,}"))
        assert lines[at + 1].strip() == game["command"]
