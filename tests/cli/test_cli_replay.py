"""`tontine replay`: a good record is confirmed; a tampered or malformed one is one line naming the deal."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tontine.cli.main import cli
from tontine.i18n import localizer


@pytest.fixture
def game(runner: CliRunner, tmp_path: Path) -> tuple[Path, str]:
    path = tmp_path / "game.json"
    result = runner.invoke(cli, ["play", "--players", "6", "--seed", "31", "--record", str(path)])
    assert result.exit_code == 0
    return path, result.stdout


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text())
    return data


def _save(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(json.dumps(data))
    return path


def test_a_good_record_is_confirmed(run_main, game: tuple[Path, str]) -> None:  # type: ignore[no-untyped-def]
    path, played = game
    record = _load(path)
    result = run_main("replay", str(path))
    assert result.code == 0 and result.stderr == ""
    winner = record["players"][record["winner"]]
    how = {"last standing": "the last with counters", "last to fall": "the last to fall when everyone fell"}
    deals = localizer("en").words(len(record["deals"])).capitalize()
    assert result.stdout == (
        f"{deals} deals, winner {winner} (seat {record['winner']}, {how[record['result']]}): record confirmed.\n"
    )
    assert f"Winner: {winner} " in played


def test_show_prints_the_game_like_piped_play(runner: CliRunner, game: tuple[Path, str]) -> None:
    path, played = game
    result = runner.invoke(cli, ["replay", "--show", str(path)])
    assert result.exit_code == 0, result.output

    def cards(text: str) -> list[str]:
        return [line for line in text.splitlines() if " turns up " in line or line.startswith("Deal ")]

    assert cards(result.stdout) == cards(played)
    assert result.stdout.rstrip().endswith("record confirmed.")
    held = next(x for x in result.stdout.splitlines() if x.startswith("Held out longest"))
    assert held in played


def test_a_changed_holding_is_rejected_naming_the_deal(run_main, game: tuple[Path, str]) -> None:  # type: ignore[no-untyped-def]
    path, _ = game
    record = _load(path)
    record["deals"][2]["holdings_after"][0] += 1
    result = run_main("replay", str(_save(path, record)))
    assert result.code == 1 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1
    assert re.match(r"tontine: error: record '.*': deal 3: holdings_after is \[", result.stderr)


def test_a_card_repeated_in_one_pack_is_rejected(run_main, game: tuple[Path, str]) -> None:  # type: ignore[no-untyped-def]
    path, _ = game
    record = _load(path)
    cards = record["deals"][1]["cards"]
    cards[1]["card"] = cards[0]["card"]
    result = run_main("replay", str(_save(path, record)))
    assert result.code == 1
    assert len(result.stderr.splitlines()) == 1
    assert "deal 2: card " in result.stderr and "already out of this pack" in result.stderr


def test_a_changed_winner_is_rejected(run_main, game: tuple[Path, str]) -> None:  # type: ignore[no-untyped-def]
    path, _ = game
    record = _load(path)
    record["winner"] = (record["winner"] + 1) % len(record["players"])
    result = run_main("replay", str(_save(path, record)))
    assert result.code == 1 and "as winner" in result.stderr and len(result.stderr.splitlines()) == 1


@pytest.mark.parametrize(
    ("content", "message", "code"),
    [
        ("{not json", "is not valid JSON", 2),  # not a record at all
        ("[1, 2]", "must hold a JSON object", 2),
        ('{"format": 1}', "missing field 'rules'", 1),  # a record that does not hold
        ('{"format": 99}', "record format 99 is not supported", 1),
    ],
)
def test_malformed_records_are_one_line(run_main, tmp_path: Path, content: str, message: str, code: int) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "bad.json"
    path.write_text(content)
    result = run_main("replay", str(path))
    assert result.code == code and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith("tontine: error: ") and message in result.stderr


def test_a_missing_file_is_one_line(run_main, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    result = run_main("replay", str(tmp_path / "nowhere.json"))
    assert result.code == 2 and len(result.stderr.splitlines()) == 1
    assert "cannot read record" in result.stderr


@pytest.mark.slow
def test_the_real_script_confirms_and_rejects(run_script, game: tuple[Path, str]) -> None:  # type: ignore[no-untyped-def]
    path, _ = game
    good = run_script("replay", str(path))
    assert good.code == 0 and good.stdout.endswith("record confirmed.\n") and good.stderr == ""
    record = _load(path)
    record["deals"][0]["pool_after"] += 5
    bad = run_script("replay", str(_save(path, record)))
    assert bad.code == 1 and bad.stdout == ""
    assert bad.stderr.count("\n") == 1 and "deal 1: pool_after is" in bad.stderr
    assert "Traceback" not in bad.stderr
