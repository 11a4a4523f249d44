"""The command line loses nothing and obeys its own help: records are not overwritten, flags beat the rules file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tontine import read_record
from tontine.cli.options import rules_from_options
from tontine.rules import DeckHandling, FirstDealer

from .conftest import Run


@pytest.mark.parametrize("command", [["play", "--seed", "3"], ["keep", "--dealer", "0"]])
def test_record_refuses_an_existing_file_in_one_line(run_main: Callable[..., Run], tmp_path: Path,
                                                     command: list[str]) -> None:
    path = tmp_path / "game.json"
    path.write_text("my earlier game\n", encoding="utf-8")
    result = run_main(*command, "--players", "3", "--record", str(path))
    assert result.code == 2
    assert len(result.stderr.strip().splitlines()) == 1 and "--force" in result.stderr
    assert str(path) in result.stderr
    assert path.read_text(encoding="utf-8") == "my earlier game\n"  # untouched


def test_record_with_force_writes_over_an_existing_file(run_main: Callable[..., Run], tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("my earlier game\n", encoding="utf-8")
    result = run_main("play", "--seed", "3", "--players", "3", "--record", str(path), "--force")
    assert result.code == 0, result.stderr
    assert read_record(path)["seed"] == 3


def test_the_refusal_speaks_the_language_asked(run_main: Callable[..., Run], tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("{}", encoding="utf-8")
    result = run_main("play", "--lang", "fr", "--players", "3", "--record", str(path))
    assert result.code == 2 and "existe déjà" in result.stderr


def test_the_preset_flag_beats_the_preset_of_the_rules_file(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text('preset = "german"\nstake = 9\n', encoding="utf-8")
    rules = rules_from_options({"preset": "french", "rules_file": str(path)})
    assert rules.preset == "french" and rules.first_dealer is FirstDealer.FAN  # the French rules
    assert rules.stake == 9  # the file's other keys still apply
    german = rules_from_options({"rules_file": str(path)})
    assert german.preset == "german" and german.deck is DeckHandling.FRESH and german.stake == 9
