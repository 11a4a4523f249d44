"""Every error a user can cause at the terminal reads in French and German with no English left in it."""

from __future__ import annotations

import errno
import json
import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from tontine.cards import Card
from tontine.cli.keep import parse_dealer
from tontine.cli.lang import catalogue_text
from tontine.cli.options import players_from_options, rules_from_options
from tontine.cli.os_text import ERRNO_MESSAGES, os_reason
from tontine.errors import TontineError
from tontine.i18n import localizer
from tontine.names import period_names
from tontine.narrate.cast import cast, parse_names
from tontine.record import parse_record, read_record, replay, to_record
from tontine.rules import DeckHandling, Effect, Preset, Rules
from tontine.sim.exact.support import check_supported
from tontine.sim.sweep import parse_int_list
from tontine.sources import SeededShuffle, check_pack
from tontine.table import Table, check_players

#: Words and phrases that give English away. Option names (--players), TOML keys (card_table),
#: the values one types (fresh, 'K=take 4') and file names are the same in every language.
ENGLISH = (
    "Invalid value", "No such", "cannot", "must", "requires an argument", "player(s)", "players:", "Usage:",
    "Show this message", "Missing", " is not ", "unknown", "Error", "not valid", "does not", "Try ", " one of ",
    "a table seats", "record '", "rules file", "Permission denied", "Is a directory", "directory", " the ",
    " and ", " a ", "use ", "write ", "already", "twice", "Got unexpected", "lists ", "between",
)


def _english_in(line: str) -> list[str]:
    # what the user typed and the names of options are quoted back as they were
    bare = re.sub(r"--[a-z-]+", "", line)
    return [word for word in ENGLISH if word in bare]


@pytest.fixture
def files(tmp_path: Path) -> dict[str, str]:
    def write(name: str, text: str) -> str:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return str(path)

    from tontine.record import write_record

    table = Table(Rules(), ["Ann", "Ben", "Cat"], source=SeededShuffle(5))
    for _ in table.play():
        pass
    good = to_record(table, seed=5)
    tampered = json.loads(json.dumps(good))
    tampered["deals"][0]["holdings_after"][0] += 1
    future = {**good, "format": 99}
    path = tmp_path / "good.json"
    write_record(path, good)
    return {
        "bad_rules": write("bad.toml", "stake = 'many'\n"),
        "not_toml": write("broken.toml", "stake = = 3\n"),
        "key_rules": write("key.toml", "stakes = 3\n"),
        "deck_rules": write("deck.toml", "deck = 'sometimes'\n"),
        "bad_record": write("bad.json", '{"format": 1, '),
        "list_record": write("list.json", "[1, 2]"),
        "tampered": write("tampered.json", json.dumps(tampered)),
        "future": write("future.json", json.dumps(future)),
        "missing": str(tmp_path / "missing.json"),
        "dir": str(tmp_path),
    }


CORPUS = [
    ["play", "--players", "abc"],
    ["plai"],
    ["play", "--players"],
    ["play", "--bogus"],
    ["play", "extra"],
    ["replay"],
    ["play", "--deck", "sometimes"],
    ["play", "--max-deals", "0"],
    ["play", "--players", "99"],
    ["play", "--players", "1"],
    ["play", "--preset", "dutch"],
    ["play", "--stake", "3"],
    ["play", "--stake", "5000000"],
    ["play", "--ante", "-1"],
    ["play", "--deal-limit", "0"],
    ["play", "--names", "Ann,Ben,ann"],
    ["play", "--names", "Ann,,Ben"],
    ["play", "--players", "3", "--names", "Ann,Ben"],
    ["play", "--card", "K=steal 3"],
    ["play", "--card", "Z=take 1"],
    ["play", "--card", "Ktake1"],
    ["play", "--card", "K=take 0"],
    ["play", "--card", "2=give 1 to 99"],
    ["play", "--rules", "{bad_rules}"],
    ["play", "--rules", "{not_toml}"],
    ["play", "--rules", "{key_rules}"],
    ["play", "--rules", "{deck_rules}"],
    ["play", "--rules", "{missing}"],
    ["play", "--rules", "{dir}"],
    ["play", "--players", "4", "--record", "{dir}/no/such/dir/g.json"],
    ["keep", "--names", "Ann,Ben", "--record", "{dir}"],
    ["keep", "--names", "Ann,Ben", "--dealer", "Zoe"],
    ["replay", "{missing}"],
    ["replay", "{dir}"],
    ["replay", "{bad_record}"],
    ["replay", "{list_record}"],
    ["replay", "{tampered}"],
    ["replay", "{future}"],
    ["rules", "dutch"],
    ["narrate", "--players", "1"],
    ["narrate", "--names", "Ann:z,Ben"],
    ["narrate", "--record", "{tampered}", "--seed", "3"],
    ["simulate", "--games", "0"],
    ["sweep", "--presets", "dutch"],
    ["sweep", "--players", "8..5"],
    ["exact", "--players", "3", "--deck", "talon"],
    ["exact", "--players", "4", "--stake", "30"],
    ["serve", "--workers", "2"],
    ["serve", "--schema", "games"],
]


@pytest.mark.parametrize("argv", CORPUS, ids=[" ".join(a) for a in CORPUS])
def test_the_error_line_is_in_the_users_language(run_main, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                                 files: dict[str, str], argv: list[str]) -> None:
    args = [arg.format(**files) for arg in argv]
    lines = {}
    for lang, prefix in (("en", "tontine: error: "), ("fr", "tontine\u202f: erreur\u202f: "),
                         ("de", "tontine: Fehler: ")):
        monkeypatch.setenv("TONTINE_LANG", lang)
        result = run_main(*args)
        # a record that is read but does not hold is a fault of the record (exit 1), not of the command line
        faulty = argv[:1] == ["replay"] and argv[1:] in (["{tampered}"], ["{future}"])
        assert result.code == (1 if faulty else 2), (lang, result.stderr)
        errors = [line for line in result.stderr.splitlines() if "warning" not in line and "Warnung" not in line
                  and "avertissement" not in line]
        assert len(errors) == 1 and errors[0].startswith(prefix), (lang, result.stderr)
        lines[lang] = errors[0][len(prefix):]
    for lang in ("fr", "de"):
        assert lines[lang] != lines["en"]
        assert not _english_in(lines[lang]), (lang, lines[lang], _english_in(lines[lang]))
    assert "(s)" not in lines["en"]


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_a_bad_card_typed_in_keep_is_said_in_the_language(runner, lang: str) -> None:  # type: ignore[no-untyped-def]
    from tontine.cli.main import cli

    result = runner.invoke(cli, ["keep", "--names", "Ann,Ben,Cat", "--first-dealer", "first-seat", "--lang", lang],
                           input="zz\nKS\nKS\nquit\n")
    refusals = [line for line in result.stdout.splitlines() if line.startswith("!")]
    assert len(refusals) == 2
    for line in refusals:
        assert not _english_in(line), line


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_keep_understands_its_words_in_the_language_and_in_english(runner, lang: str) -> None:  # type: ignore[no-untyped-def]
    from tontine.cli.main import cli

    say = localizer(lang)
    words = {name: say(f"cli-keep-word-{name}") for name in ("undo", "show", "help", "quit")}
    typed = ["KS", words["undo"], "undo", words["show"], words["help"], words["quit"], "QD"]
    result = runner.invoke(cli, ["keep", "--names", "Ann,Ben,Cat", "--first-dealer", "first-seat", "--lang", lang],
                           input="\n".join(typed) + "\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.count(say("cli-keep-nothing-to-undo")) == 1  # the second undo, in English, found nothing left
    assert say("cli-keep-help") in out and words["undo"] in say("cli-keep-help")
    assert "QD" not in out  # nothing is read after the localized quit
    assert say("cli-keep-stopped", deals=1) in out


def _twice(card: str) -> None:
    table = Table(Rules(), ["Ann", "Ben", "Cat"], first_dealer=0)
    table.turn_up(card)
    table.turn_up(card)


def _tampered() -> dict[str, object]:
    table = Table(Rules(), ["Ann", "Ben", "Cat"], source=SeededShuffle(5))
    for _ in table.play():
        pass
    record = to_record(table, seed=5)
    record["deals"][1]["pool_after"] += 1
    return record


#: Engine errors a user can cause, raised by the engine itself.
RAISERS: list[Callable[[], object]] = [
    lambda: Card.parse("zz"),
    lambda: Card.parse("Z"),
    lambda: check_pack(["KS", "KS"]),
    lambda: period_names(1),
    lambda: period_names(60),
    lambda: check_players(["Ann", "ann"]),
    lambda: check_players(["Ann", " "]),
    lambda: Rules(stake=3, ante=3),
    lambda: Rules(ante=-1),
    lambda: Rules.from_dict({"stakes": 3}),
    lambda: Rules.from_dict({"deck": "sometimes"}),
    lambda: Rules.from_dict({"stake": "many"}),
    lambda: Rules.from_dict({"card_table": {"Z": "take 1"}}),
    lambda: Effect.parse("steal 3"),
    lambda: Effect.parse("take 0"),
    lambda: Preset.get("dutch"),
    lambda: parse_record("[1]", "x.json"),
    lambda: parse_record("{", "x.json"),
    lambda: read_record("/no/such/record.json"),
    lambda: replay({"format": 99}),
    lambda: _twice("KS"),
    lambda: parse_dealer("Zoe", ["Ann", "Ben"]),
    lambda: players_from_options({"names": "Ann,Ben", "player_count": 3}),
    lambda: rules_from_options({"card_rules": ("Ktake1",)}),
    lambda: cast("fr", 500),
    lambda: parse_names("Ann:z", "en"),
    lambda: check_supported(Rules(deck=DeckHandling.TALON), 3),
    lambda: parse_int_list("8..5", "--players"),
    lambda: parse_int_list("x", "--stakes"),
    lambda: parse_int_list(",", "--players"),
    lambda: check_supported(Rules(), 1),
    lambda: Rules.from_toml("/no/such/rules.toml"),
    lambda: replay(_tampered()),
    lambda: replay({"format": 2, "rules": {}, "players": ["Ann", "Ben"], "first_dealer": 0, "deals": [5]}),
]


@pytest.mark.parametrize("raiser", RAISERS)
def test_the_english_catalogue_says_what_the_engine_says(raiser: Callable[[], object]) -> None:
    with pytest.raises(TontineError) as caught:
        raiser()
    exc = caught.value
    assert exc.msg_id is not None or exc.key is not None, str(exc)
    assert catalogue_text(exc, localizer("en")) == str(exc)
    for lang in ("fr", "de"):
        text = catalogue_text(exc, localizer(lang))
        assert text is not None and text != str(exc) and not _english_in(text), (lang, text)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "tontine: error: '/x/y.json': Permission denied"),
        ("fr", "tontine\u202f: erreur\u202f: «\u202f/x/y.json\u202f»\u202f: permission refusée"),
        ("de", "tontine: Fehler: „/x/y.json“: keine Berechtigung"),
    ],
)
def test_an_os_error_no_command_foresaw_names_its_reason_in_the_language(
    run_main, monkeypatch: pytest.MonkeyPatch, lang: str, expected: str  # type: ignore[no-untyped-def]
) -> None:
    def denied(_path: str) -> object:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), "/x/y.json")

    monkeypatch.setattr("tontine.cli.replay.read_record", denied)
    monkeypatch.setenv("TONTINE_LANG", lang)
    result = run_main("replay", "whatever.json")
    assert result.code == 2 and result.stderr == expected + "\n"


def test_every_errno_has_its_reason_in_every_language_and_others_keep_the_systems() -> None:
    for number, msg_id in ERRNO_MESSAGES.items():
        exc = OSError(number, os.strerror(number))
        assert os_reason(exc, localizer("en")) == os.strerror(number)
        for lang in ("fr", "de"):
            assert os_reason(exc, localizer(lang)) == localizer(lang)(msg_id) != os.strerror(number)
    unusual = OSError(errno.EMLINK, os.strerror(errno.EMLINK))
    assert os_reason(unusual, localizer("de")) == os.strerror(errno.EMLINK)


def test_a_record_that_cannot_be_written_at_the_end_says_why_in_the_language(
    run_main, monkeypatch: pytest.MonkeyPatch, tmp_path: Path  # type: ignore[no-untyped-def]
) -> None:
    def full(*_args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("tontine.cli.play.write_record", full)
    path = str(tmp_path / "g.json")
    monkeypatch.setenv("TONTINE_LANG", "de")
    result = run_main("play", "--players", "4", "--seed", "1", "--fast", "--record", path)
    assert result.code == 2
    assert result.stderr.splitlines()[-1] == f"tontine: Fehler: Die Datei „{path}“ lässt sich nicht öffnen: " \
        "kein Platz mehr auf dem Datenträger"


@pytest.mark.parametrize(("lang", "opening", "closing"), [("fr", "«\u202f", "\u202f»"), ("de", "„", "“")])
def test_the_suggested_options_are_quoted_as_the_language_quotes(run_main, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                                                 lang: str, opening: str, closing: str) -> None:
    monkeypatch.setenv("TONTINE_LANG", lang)
    line = run_main("play", "--dela").stderr
    assert f"{opening}--delay{closing}" in line
    assert "'" not in line, line


def test_a_control_character_in_a_name_is_shown_escaped_in_every_language(run_main,  # type: ignore[no-untyped-def]
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    for lang in ("en", "fr", "de"):
        monkeypatch.setenv("TONTINE_LANG", lang)
        line = run_main("play", "--names", "A\tB,C").stderr
        assert "A\\tB" in line and "\t" not in line, (lang, line)
