"""The ``--help`` of simulate, sweep, exact, narrate, serve and verify reads in French and German.

Help strings are built when a command's module is imported, in the language of the environment
then. Each test imports the commands' modules afresh under ``TONTINE_LANG`` and puts them where
``tontine``'s command group looks them up (``sys.modules``, restored after the test), so that
every language is seen in one process.
"""

from __future__ import annotations

import importlib.util
import inspect
import re
import sys
from collections.abc import Callable
from types import ModuleType

import click
import pytest
from click.testing import CliRunner

from tontine.cli.lang import reset_language
from tontine.cli.main import COMMANDS, cli

NNBSP = "\u202f"
#: placeholders of Click's convention, the same in every language (None: Click's type name, INTEGER)
CLICK_METAVARS = {None, "FILE", "NAME", "DIR", "URL", "N", "CODE", "RECORD", "A,B,C"}
#: the commands whose help this file checks
HELPED = ("simulate", "sweep", "exact", "narrate", "serve", "verify")
MODULES = sorted({COMMANDS[name].split(":")[0] for name in HELPED})
HEADINGS = {
    "fr": (f"Utilisation{NNBSP}: tontine {{}} [OPTIONS]", f"\nOptions{NNBSP}:\n"),
    "de": ("Aufruf: tontine {} [OPTIONS]", "\nOptionen:\n"),
}

#: Words that give English help away (whole words, case as written). Option names (--players),
#: metavars (FILE), the values one types (fresh,talon, 'K=take 4', « a shilling ») and URLs are
#: the same in every language and are taken out before looking.
ENGLISH = (
    "the", "and", "of", "to", "with", "or", "for", "from", "by", "is", "are", "when", "which", "this",
    "each", "every", "default", "number", "games", "players", "deals", "seat", "counters", "box", "pool",
    "write", "print", "show", "log", "detail", "only", "one", "e.g.", "Number", "Show", "Print", "Write",
    "Usage:", "Options:", "Show this message",
)
_ENGLISH = re.compile("|".join(rf"(?<![\w.-]){re.escape(word)}(?![\w-])" for word in ENGLISH))
_TYPED = re.compile(
    r"--[\w-]+"  # option names
    r"|\[[^\]\s]*\]"  # choices [a|b] and ranges [0<=x<=60]
    r"|'[^']*'|\"[^\"]*\"|«[^»]*»|„[^“]*“"  # what one types, quoted
    r"|\w+://\S+"  # URLs
    r"|\b[\w.-]+[,/][\w.,/-]+"  # lists and paths one types: fresh,talon docs/rules.md Ann:f,Ben:m
)


def english_in(text: str) -> list[str]:
    """The tell-tale English words left in ``text`` once what is typed as it is has been taken out."""
    return sorted({match.group(0) for match in _ENGLISH.finditer(_TYPED.sub(" ", text))})


def _fresh(name: str) -> ModuleType:
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_CACHE: dict[tuple[str, str], ModuleType] = {}


@pytest.fixture
def in_language(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], None]:
    """Make ``tontine`` speak ``lang``, the help of the commands of this file included."""

    def choose(lang: str) -> None:
        monkeypatch.setenv("TONTINE_LANG", lang)
        reset_language()
        for name in MODULES:
            if (lang, name) not in _CACHE:
                _CACHE[lang, name] = _fresh(name)
            monkeypatch.setitem(sys.modules, name, _CACHE[lang, name])

    return choose


def _help(runner: CliRunner, *argv: str) -> str:
    result = runner.invoke(cli, [*argv, "--help"], prog_name="tontine")
    assert result.exit_code == 0, result.output
    return result.stdout


def _command(lang_modules: Callable[[str], None], lang: str, name: str) -> click.Command:
    lang_modules(lang)
    module, attribute = COMMANDS[name].split(":")
    command = getattr(sys.modules[module], attribute)
    assert isinstance(command, click.Command)
    return command


def _option_helps(command: click.Command) -> dict[str, str]:
    return {param.name or "": param.help or "" for param in command.params if isinstance(param, click.Option)}


def _metavars(command: click.Command) -> dict[str, str | None]:
    return {param.name or "": param.metavar for param in command.params}


def test_the_check_finds_english_help() -> None:
    # the words this file looks for are in the English help, and what is typed is not taken for English
    assert english_in("Number of games to play.") == ["Number", "games", "of", "to"]
    assert english_in("Server log detail.") == ["detail", "log"]
    assert english_in("Change the card table, e.g. --card 'K=take 4' --card '2=give 2 to 1'.") == ["e.g.", "the"]
    assert english_in("Variantes, p. ex. english,french,german (par défaut : --preset, sinon english).") == []
    assert english_in("URL de Redis (redis://host:6379/0) : Ann:f,Ben:m,Sam, « a penny/pence »") == []


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("name", HELPED)
def test_help_is_in_the_language(runner: CliRunner, in_language: Callable[[str], None], lang: str,
                                 name: str) -> None:
    in_language("en")
    english = _help(runner, name)
    in_language(lang)
    out = _help(runner, name)
    usage, options = HEADINGS[lang]
    assert out.startswith(usage.format(name)), out[:80]
    assert options in out
    assert not english_in(out), (lang, name, english_in(out))
    description = out.split(options)[0].splitlines()[2:]
    assert description and not set(description) & set(english.splitlines()) - {""}


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("name", HELPED)
def test_every_help_string_is_translated(in_language: Callable[[str], None], lang: str, name: str) -> None:
    english = _command(in_language, "en", name)
    local = _command(in_language, lang, name)
    assert local.help and english.help and local.help != english.help
    assert local.get_short_help_str() != english.get_short_help_str()
    helps, english_helps = _option_helps(local), _option_helps(english)
    assert helps.keys() == english_helps.keys()
    for option, text in helps.items():
        assert text and text != english_helps[option], (lang, name, option, text)
        assert not english_in(text), (lang, name, option, english_in(text))
    # a placeholder that is a word is the language's (FILE, NAME, DIR, URL, N: Click's own, they stay)
    metavars, english_metavars = _metavars(local), _metavars(english)
    for option, metavar in english_metavars.items():
        if metavar in CLICK_METAVARS:
            assert metavars[option] == metavar, (lang, name, option)
        else:
            assert metavars[option] not in (None, metavar), (lang, name, option, metavar)


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_commands_are_described_in_the_language(runner: CliRunner, in_language: Callable[[str], None],
                                                    lang: str) -> None:
    in_language("en")
    english = dict(_listed(_help(runner)))
    in_language(lang)
    listed = dict(_listed(_help(runner)))
    for name in HELPED:
        assert listed[name] != english[name], name
        assert not english_in(listed[name]), (lang, name, listed[name])


def _listed(group_help: str) -> list[tuple[str, str]]:
    """(command, description) from the command list at the end of ``tontine --help``."""
    rows = re.findall(r"^  ([a-z]+) +(\S.*)$", group_help, flags=re.MULTILINE)
    return [(name, text) for name, text in rows if name in COMMANDS]


@pytest.mark.parametrize("name", HELPED)
def test_the_english_help_is_the_docstring(in_language: Callable[[str], None], name: str) -> None:
    command = _command(in_language, "en", name)
    assert command.callback is not None

    def paragraphs(text: str) -> list[str]:
        return [" ".join(part.split()) for part in inspect.cleandoc(text).split("\n\n")]

    assert paragraphs(command.help or "") == paragraphs(command.callback.__doc__ or "")


def test_french_help_keeps_what_one_types_as_typed(runner: CliRunner, in_language: Callable[[str], None]) -> None:
    in_language("fr")
    narrate, sweep = _help(runner, "narrate"), _help(runner, "sweep")
    assert "(Ann:f,Ben:m,Sam)" in narrate
    assert "tcp://host:8786" in sweep
    for out in (narrate, sweep):
        # French spacing is the catalogue's own: no plain space before a colon, none after «
        assert not re.search(r" [:;!?»]|« ", out)


@pytest.mark.slow
def test_the_console_script_helps_in_the_language(run_script, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TONTINE_LANG", "de")
    out = run_script("simulate", "--help").stdout
    assert out.startswith("Aufruf: tontine simulate [OPTIONS]")
    assert "Zahl der Partien." in out and not english_in(out)
