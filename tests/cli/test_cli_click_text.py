"""Click's own messages through the catalogues: the table still matches Click, and help speaks the language."""

from __future__ import annotations

import ast
import importlib
import string
from functools import cache
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from tontine.cli.click_text import (
    CLICK_MESSAGES,
    CLICK_MODULES,
    localized_format,
    localized_plural,
    placeholders,
)
from tontine.cli.main import cli
from tontine.i18n import localizer

NNBSP = "\u202f"


#: Messages Click translates through a variable (``_(extra["required"])``): string constants of its source.
INDIRECT = {"required"}


@cache
def _click_strings() -> tuple[dict[str, str], set[str]]:
    """The string literals Click passes to ``_()`` or ``ngettext()`` (singular -> plural), and all its strings."""
    translated: dict[str, str] = {}
    every: set[str] = set()
    for path in Path(click.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                every.add(node.value)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "ngettext"):
                strings = [arg.value for arg in node.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str)]
                if strings:
                    translated[strings[0]] = strings[-1]
    return translated, every


def test_every_message_of_the_table_is_still_in_the_installed_click() -> None:
    translated, every = _click_strings()
    missing = sorted(msgid for msgid in CLICK_MESSAGES
                     if msgid not in translated and not (msgid in INDIRECT and msgid in every))
    assert not missing, f"Click no longer says these (reworded in an upgrade?): {missing}"


def test_the_modules_the_shim_installs_into_translate_with_gettext() -> None:
    for name in CLICK_MODULES:
        module = importlib.import_module(name)
        assert hasattr(module, "_"), name


#: Messages that read the same in another language.
SAME_TEXT = {("fr", "%(prog)s, version %(version)s")}


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("msgid", sorted(CLICK_MESSAGES))
def test_each_message_has_a_catalogue_text_whose_english_is_clicks(msgid: str) -> None:
    en = localizer("en")
    msg_id = CLICK_MESSAGES[msgid]
    # English with Click's !r placeholders quoted as repr() quotes a plain string
    english = en(msg_id, count=1, **{k: v for k, v in placeholders(msgid).items()})
    expected = msgid
    for name in _fields(msgid):
        expected = expected.replace("{" + name + "!r}", "'{" + name + "}'")
    assert english == expected
    plural = _click_strings()[0].get(msgid, msgid)
    counted = "count" in en.variables(msg_id)
    for lang in ("fr", "de"):
        say = localizer(lang)
        text = localized_plural(msgid, plural, 2, say) if counted else localized_format(msgid, say)
        assert text == say(msg_id, count=2, **{**placeholders(msgid), **placeholders(plural)})
        assert text != msgid or (lang, msgid) in SAME_TEXT, (lang, text)
        # a valid format string that asks only for Click's placeholders
        assert _fields(text) <= _fields(msgid) | _fields(plural), (lang, text)
        assert "!r" not in text


def test_plurals_follow_the_real_count() -> None:
    de = localizer("de")
    one = localized_plural("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments.", 1, de)
    two = localized_plural("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments.", 2, de)
    assert one.format(name="--x") == "Die Option „--x“ erwartet einen Wert."
    assert two.format(name="--x", nargs=2) == "Die Option „--x“ erwartet 2 Werte."
    en = localizer("en")
    assert localized_plural("{value!r} is not {choice}.", "{value!r} is not one of {choices}.", 3, en) == (
        "{value!r} is not one of {choices}.")
    assert localized_format("Something Click adds one day.", de) == "Something Click adds one day."


@pytest.mark.parametrize(
    ("lang", "usage", "options"),
    [("fr", f"Utilisation{NNBSP}: tontine play", f"Options{NNBSP}:"), ("de", "Aufruf: tontine play", "Optionen:")],
)
def test_help_has_the_languages_headings(runner: CliRunner, lang: str, usage: str, options: str) -> None:
    for argv, env in ((["play", "--help"], {"TONTINE_LANG": lang}), (["play", "--lang", lang, "--help"], None)):
        out = runner.invoke(cli, argv, env=env, prog_name="tontine").stdout
        assert out.startswith(usage), out[:80]
        assert f"\n{options}\n" in out
        for english in ("Usage:", "Options:", "Show this message and exit."):
            assert english not in out, (lang, english)
    group = runner.invoke(cli, ["--help"], env={"TONTINE_LANG": lang}, prog_name="tontine").stdout
    assert "Commands:" not in group


def test_english_help_is_clicks_own(runner: CliRunner) -> None:
    out = runner.invoke(cli, ["play", "--help"], prog_name="tontine").stdout
    assert out.startswith("Usage: tontine play [OPTIONS]")
    assert "\nOptions:\n" in out and "Show this message and exit." in out


def test_click_errors_follow_lang_wherever_it_is_on_the_line(run_main) -> None:  # type: ignore[no-untyped-def]
    before = run_main("play", "--lang", "de", "--players", "abc").stderr
    after = run_main("play", "--players", "abc", "--lang", "de").stderr
    assert before == after == "tontine: Fehler: Ungültiger Wert für „--players“: „abc“ ist keine gültige Zahl.\n"
    # and the next command in the same process speaks the environment's language again
    assert run_main("play", "--players", "abc").stderr.startswith("tontine: error: Invalid value for '--players'")
