"""Bad files and interrupted questions: one error line and exit 2, and never a lost game."""

from __future__ import annotations

import json
import os
import pty
import select
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
import pytest

from tontine import Rules, SeededShuffle, Table, to_record
from tontine import record as records
from tontine import rules as rules_module
from tontine.cli import keep as keep_module
from tontine.cli.keep import save_interactively
from tontine.cli.render import PlainOutput
from tontine.errors import RecordError


def _record(preset: str = "french", players: int = 4, seed: int = 5) -> dict[str, Any]:
    table = Table(Rules.from_preset(preset), [f"P{i}" for i in range(players)], source=SeededShuffle(seed))
    for _ in table.play(max_deals=3):
        pass
    return to_record(table, seed=seed)


def _one_error(result: Any) -> str:
    assert result.code == 2, (result.code, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("tontine: error: "), lines[0]
    assert "Traceback" not in result.stderr
    return lines[0]


@pytest.fixture
def bad_files(tmp_path: Path) -> dict[str, Path]:
    files = {
        "deep": "[" * 5000 + "]" * 5000,
        "deep_object": '{"a":' * 5000 + "1" + "}" * 5000,
        "huge_number": '{"format": ' + "9" * 5000 + "}",
    }
    for name, value in {"seat_draw_int": 7, "seat_draw_text": "KS", "seat_draw_true": True}.items():
        record = _record()
        record["seat_draw"] = value
        files[name] = json.dumps(record)
    record = _record()
    record["players"] = 5
    files["players_int"] = json.dumps(record)
    paths = {}
    for name, text in files.items():
        paths[name] = tmp_path / f"{name}.json"
        paths[name].write_text(text, encoding="utf-8")
    return paths


@pytest.mark.parametrize("command", [["replay"], ["narrate", "--record"], ["verify"]])
@pytest.mark.parametrize(
    "name", ["deep", "deep_object", "huge_number", "seat_draw_int", "seat_draw_text", "seat_draw_true", "players_int"]
)
def test_malformed_records_are_one_line(run_main: Callable[..., Any], bad_files: dict[str, Path],
                                        command: list[str], name: str) -> None:
    line = _one_error(run_main(*command, str(bad_files[name])))
    assert name + ".json" in line
    if name.startswith("seat_draw") and command != ["verify"]:
        assert "'seat_draw' must be a list" in line
    if name.startswith("seat_draw") and command == ["verify"]:  # verify's first check: the shuffle block
        assert 'no "shuffle" block' in line
    if name.startswith("deep"):
        assert "nested too deeply" in line


def test_record_past_the_size_limit_is_refused_without_reading_it_all(
    run_main: Callable[..., Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(records, "MAX_RECORD_BYTES", 100)
    path = tmp_path / "big.json"
    path.write_text(json.dumps(_record()), encoding="utf-8")
    for command in (["replay"], ["narrate", "--record"], ["verify"]):
        line = _one_error(run_main(*command, str(path)))
        assert "larger than" in line


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this system")
def test_an_endless_device_is_refused(run_main: Callable[..., Any], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(records, "MAX_RECORD_BYTES", 1 << 16)
    assert "larger than" in _one_error(run_main("replay", "/dev/zero"))


def test_a_good_record_still_replays(run_main: Callable[..., Any], tmp_path: Path) -> None:
    path = tmp_path / "good.json"
    path.write_text(json.dumps(_record()), encoding="utf-8")
    result = run_main("replay", str(path))
    assert result.code == 0, result.stderr
    assert "record confirmed" in result.stdout


def test_guarded_turns_engine_type_errors_into_record_errors() -> None:
    def broken(_record: Any) -> None:
        raise TypeError("'int' object is not iterable")

    with pytest.raises(RecordError, match="malformed record"):
        records.guarded(broken, {})


# -- keep: the save question ------------------------------------------------------------


def _typed_table() -> Table:
    table = Table(Rules(), ["Ann", "Ben", "Cat"], first_dealer=0)
    table.open()
    table.begin_deal()
    table.turn_up(table_card("KS"))
    return table


def table_card(text: str) -> Any:
    from tontine.cards import Card

    return Card.parse(text)


def _abort(*_args: Any, **_kwargs: Any) -> Any:
    raise click.Abort()


@pytest.mark.parametrize("record_path", [None, "given.json"])
def test_ctrl_d_at_the_save_question_keeps_the_typed_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, record_path: str | None
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(click, "prompt", _abort)
    monkeypatch.setattr(click, "confirm", _abort)
    table = _typed_table()
    with pytest.raises(click.Abort):
        save_interactively(table, None, record_path, PlainOutput())
    saved = list(tmp_path.glob("tontine-keep-*.json"))
    assert len(saved) == 1
    record = json.loads(saved[0].read_text(encoding="utf-8"))
    assert record["deals"][0]["cards"] == [{"seat": 1, "card": "KS"}]


def test_an_unwritable_answer_asks_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    answers = iter([str(tmp_path / "no" / "such" / "folder.json"), str(tmp_path / "ok.json")])
    monkeypatch.setattr(click, "prompt", lambda *_a, **_k: next(answers))
    save_interactively(_typed_table(), None, None, PlainOutput())
    assert json.loads((tmp_path / "ok.json").read_text(encoding="utf-8"))["deals"][0]["cards"]
    assert "folder.json" in capsys.readouterr().err


def test_rescue_falls_back_to_printing(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def unwritable(*_args: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(keep_module, "write_record", unwritable)
    assert keep_module.rescue_record(_typed_table(), None, PlainOutput()) is None
    assert json.loads(capsys.readouterr().out)["deals"][0]["cards"] == [{"seat": 1, "card": "KS"}]


def _drive(argv: list[str], keys: list[bytes], cwd: Path) -> tuple[int, str]:
    script = Path(sys.executable).with_name("tontine")
    pid, fd = pty.fork()
    if pid == 0:  # the child: the real console script at a terminal
        os.chdir(cwd)
        os.execv(str(script), [str(script), *argv])
    output = b""

    def read(seconds: float) -> None:
        nonlocal output
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    return
                if not data:
                    return
                output += data

    read(1.5)
    for key in keys:
        os.write(fd, key)
        read(0.5)
    read(1.0)
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return os.waitstatus_to_exitcode(status), output.decode("utf-8", "replace")


@pytest.mark.skipif(not Path(sys.executable).with_name("tontine").exists(), reason="the tontine script is not installed")
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
@pytest.mark.slow
def test_keep_at_a_terminal_ctrl_d_twice_saves_the_cards(tmp_path: Path) -> None:
    code, output = _drive(["keep", "--players", "3", "--dealer", "0"], [b"KS\r", b"QH\r", b"\x04", b"\x04"], tmp_path)
    assert code == 130, output
    saved = list(tmp_path.glob("tontine-keep-*.json"))
    assert len(saved) == 1, output
    record = json.loads(saved[0].read_text(encoding="utf-8"))
    assert [c["card"] for c in record["deals"][0]["cards"]] == ["KS", "QH"]


# -- rules files the TOML reader would crash on --------------------------------------------


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (bytes(range(128, 256)), "is not UTF-8 text"),
        (b"a = " + b"[" * 3000 + b"]" * 3000, "nested too deeply"),
    ],
)
@pytest.mark.parametrize(
    "command",
    [["rules"], ["play", "--fast", "--players", "3"], ["keep", "--players", "3"], ["narrate", "--players", "3"]],
)
def test_rules_files_that_crashed_the_reader_are_one_line(
    run_main: Callable[..., Any], tmp_path: Path, content: bytes, expected: str, command: list[str]
) -> None:
    path = tmp_path / "house.toml"
    path.write_bytes(content)
    line = _one_error(run_main(*command, "--rules", str(path)))
    assert "house.toml" in line and expected in line


def test_an_endless_rules_file_is_refused(run_main: Callable[..., Any], tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rules_module, "MAX_RULES_FILE_BYTES", 10)
    path = tmp_path / "long.toml"
    path.write_text("stake = 20\nante = 2\n", encoding="utf-8")
    assert "larger than" in _one_error(run_main("rules", "--rules", str(path)))
    monkeypatch.setattr(rules_module, "MAX_RULES_FILE_BYTES", 1024)
    good = run_main("rules", "--rules", str(path))
    assert good.code == 0 and "twenty counters" in good.stdout
