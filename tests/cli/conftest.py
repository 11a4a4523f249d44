"""Helpers for the CLI tests: the command group in-process, and the real console script."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from tontine.cli.main import main


@dataclass
class Run:
    code: int
    stdout: str
    stderr: str


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def run_main(capsys: pytest.CaptureFixture[str]) -> Callable[..., Run]:
    """Run tontine.cli.main.main(argv) in-process, as the console script does (errors become exit 2)."""

    def run(*argv: str) -> Run:
        code = 0
        try:
            main(list(argv))
        except SystemExit as exc:
            code = int(exc.code or 0)
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)

    return run


def _script() -> list[str]:
    script = Path(sys.executable).with_name("tontine")
    return [str(script)] if script.exists() else [sys.executable, "-m", "tontine.cli.main"]


@pytest.fixture
def run_script() -> Callable[..., Run]:
    """Run the real `tontine` console script in a subprocess (stdout and stdin are pipes)."""

    def run(*argv: str, input: str | None = None) -> Run:
        done = subprocess.run(
            [*_script(), *argv], input=input, capture_output=True, text=True, timeout=60, check=False
        )
        return Run(done.returncode, done.stdout, done.stderr)

    return run


@pytest.fixture(autouse=True)
def _english_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI tests read English unless they ask for a language (the machine's locale must not matter)."""
    monkeypatch.delenv("TONTINE_LANG", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
