"""``tontine narrate`` from the command line: options, records, files, and one-line errors with exit code 2."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from tests.support.cli import run_main

from tontine import Rules, SeededShuffle, Table, to_record, write_record
from tontine.narrate.cast import CASTS, cast


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    return run_main(capsys, "narrate", *args)


def fails(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code, out, err = run(capsys, *args)
    assert code == 2, (code, out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tontine: error: "), err
    assert "Traceback" not in err
    return lines[0]


@pytest.fixture()
def record_file(tmp_path: Path) -> tuple[Path, Table]:
    table = Table(Rules.from_preset("german"), ["Herr A", "Frau B", "Graf C", "Fräulein D"], source=SeededShuffle(31))
    for _ in table.play():
        pass
    path = tmp_path / "game.json"
    write_record(path, to_record(table, seed=31))
    return path, table


def test_a_seeded_game_is_told_the_same_twice(capsys: pytest.CaptureFixture[str]) -> None:
    code, first, err = run(capsys, "--seed", "5", "--players", "12", "--colophon")
    assert code == 0 and err == ""
    assert re.search(r"[Ss]eed\s+5\b", first)
    # the cast is drawn by the seed, from the language's invented names (and now and then a brother or
    # sister of one of them, under the same family name)
    drawn = [p.name for p in cast("en", 12, seed=5)]
    assert all(name in first for name in drawn)
    assert sum(name in CASTS["en"] for name in drawn) >= 11
    assert run(capsys, "--seed", "5", "--players", "12", "--colophon")[1] == first
    assert run(capsys, "--seed", "6", "--players", "12", "--colophon")[1] != first


@pytest.mark.slow
def test_names_with_honorifics_and_languages(capsys: pytest.CaptureFixture[str]) -> None:
    names = "Madame de Varennes,le Chevalier de Mérange,Anne:f"
    code, out, _ = run(capsys, "--names", names, "--seed", "2", "--lang", "fr", "--stake", "8")
    assert code == 0
    flat = out.replace("\n", " ")
    assert "Madame de Varennes" in out and "corbeille" in out
    # "là le Chevalier" is French; "à le Chevalier" is not
    assert not re.search(r"(?<!\w)(?:à|de) le Chevalier", flat)
    code, out, _ = run(capsys, "--players", "4", "--seed", "2", "--lang", "de", "--preset", "german")
    flat = out.replace("\n", " ")
    assert code == 0 and "Kasse" in out and "Pot" not in out
    assert sum(name in flat.replace("Herrn ", "Herr ") for name in CASTS["de"]) >= 3


def test_lang_plays_its_own_rules_and_warns_in_its_language(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--seed", "4", "--players", "16", "--lang", "fr")
    assert code == 0 and "éventail" in out.replace("\n", " ")  # the French fan draw
    assert "warning: cette table compte seize joueurs, plus que les treize rangs de l’éventail" in err
    code, out, err = run(capsys, "--seed", "4", "--players", "21", "--lang", "de")
    assert "warning: an diesem Tisch sitzen einundzwanzig Spieler, mehr als die zwanzig" in err


def test_length_counter_title_and_place(capsys: pytest.CaptureFixture[str]) -> None:
    _, scene, _ = run(capsys, "--seed", "4", "--players", "12")
    _, chapter, _ = run(capsys, "--seed", "4", "--players", "12", "--length", "chapter")
    assert len(chapter.split()) > len(scene.split()) * 1.5
    code, out, _ = run(capsys, "--seed", "4", "--players", "12", "--counter", "a shilling", "--title", "Whist Abandoned",
                       "--place", "Bath")
    assert code == 0 and out.startswith("Whist Abandoned\n") and "shillings" in out and "Bath" in out
    assert "unknown gender" in fails(capsys, "--names", "Ann:z,Ben")
    assert "novel" in fails(capsys, "--length", "novel")


def test_width_wraps_at_spaces_or_gives_a_paragraph_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    _, one_line, _ = run(capsys, "--seed", "3", "--players", "5", "--width", "0")
    _, narrow, _ = run(capsys, "--seed", "3", "--players", "5", "--width", "40")
    prose = [line for line in one_line.splitlines() if line and not set(line) <= {"=", "-"}]
    assert any(len(line) > 200 for line in prose)
    assert all(len(line) <= 40 for line in narrow.splitlines() if " " in line)
    assert " ".join(narrow.split()) == " ".join(one_line.split())  # the same words, none broken


def test_a_random_seed_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--players", "3", "--colophon")
    assert code == 0
    seed = re.search(r"^tontine: seed (\d+)$", err, flags=re.M)
    assert seed is not None
    assert seed.group(1) in out.replace("\n", " ")
    assert run(capsys, "--players", "3", "--seed", seed.group(1), "--colophon")[1] == out
    # without --colophon the telling has no digit at all
    plain = run(capsys, "--players", "3", "--seed", seed.group(1))[1]
    assert seed.group(1) not in plain and not re.search(r"\d", plain)


def test_a_record_is_told(capsys: pytest.CaptureFixture[str], record_file: tuple[Path, Table]) -> None:
    path, table = record_file
    code, out, _ = run(capsys, "--record", str(path), "--lang", "de")
    assert code == 0
    assert table.winner is not None
    ending = out.split("Der Ausgang")[1]
    assert table.players[table.winner] in ending.replace("Herrn ", "Herr ")
    from tontine.i18n import localizer

    won = next(e for e in table.events if type(e).__name__ == "Won")
    assert localizer("de").words(won.pool) in ending.replace("\n", " ")


@pytest.mark.slow
def test_html_and_markdown_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    html_file = tmp_path / "game.html"
    code, out, _ = run(capsys, "--seed", "3", "--players", "5", "--format", "html", "--out", str(html_file),
                       "--names", "Mr. A,<b>Evil</b>,Miss C,Mrs. D,Sir E")
    assert code == 0 and out == ""
    page = html_file.read_text(encoding="utf-8")
    HTMLParser().feed(page)
    assert "<b>Evil</b>" not in page and "&lt;b&gt;Evil&lt;/b&gt;" in page
    assert 'src="data:image/png;base64,' in page
    md_file = tmp_path / "story.md"
    code, _, _ = run(capsys, "--seed", "3", "--players", "5", "--format", "markdown", "--out", str(md_file))
    assert code == 0
    chart = tmp_path / "story-chart.png"
    assert chart.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "](story-chart.png)" in md_file.read_text(encoding="utf-8")
    code, out, _ = run(capsys, "--seed", "3", "--players", "5", "--format", "markdown")
    assert code == 0 and "](data:image/png;base64," in out


def test_preset_range_warning(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--seed", "1", "--players", "3")
    assert code == 0 and "warning: this table has three players, fewer than the twelve the source names" in err


@pytest.mark.parametrize(
    "args,message",
    [
        (("--lang", "xx"), "unknown language 'xx'"),
        (("--format", "pdf"), "pdf"),
        (("--preset", "dutch"), "unknown preset 'dutch'"),
        (("--players", "1"), "1 player: a table seats"),
        (("--names", "Ann,ann"), "duplicate player name"),
        (("--stake", "2"), "stake 2 must be above the ante 3"),
        (("--record", "/no/such/file.json"), "cannot read record"),
        (("--seed", "x"), "x"),
    ],
)
def test_bad_options_are_one_line_exit_2(capsys: pytest.CaptureFixture[str], args: tuple[str, ...],
                                         message: str) -> None:
    assert message in fails(capsys, *args)


def test_record_errors(capsys: pytest.CaptureFixture[str], record_file: tuple[Path, Table], tmp_path: Path) -> None:
    path, _ = record_file
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    data["deals"][2]["cards"][0]["card"] = "KS" if data["deals"][2]["cards"][0]["card"] != "KS" else "QS"
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(data), encoding="utf-8")
    assert "deal 3" in fails(capsys, "--record", str(tampered))
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json", encoding="utf-8")
    assert "not valid JSON" in fails(capsys, "--record", str(garbage))
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    assert "binary.json" in fails(capsys, "--record", str(binary))
    assert "--seed cannot be used with it" in fails(capsys, "--record", str(path), "--seed", "3")


def test_unwritable_out(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    line = fails(capsys, "--seed", "1", "--players", "3", "--out", str(tmp_path / "no" / "dir" / "x.txt"))
    assert "cannot write" in line
