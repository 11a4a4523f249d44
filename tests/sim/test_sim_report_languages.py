"""``tontine simulate``, ``sweep`` and ``exact`` under ``--lang fr`` and ``--lang de`` print no English word.

The English words are those of the English catalogue that the other language's catalogue does not
use too; what one types as it is (option names, the rules' values, commands, file paths, quoted
text, Click's placeholders) is taken out first, of the catalogues and of what is printed.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.support.cli import run_main

from tontine.i18n import localizer
from tontine.sim.report import sweep_lines

LOCALES = Path(__file__).resolve().parents[2] / "src" / "tontine" / "locales"
LANGS = ("fr", "de")

#: what is typed as it is, the same in every language
_TYPED = re.compile(
    r"^\s*tontine play .*$"  # the command that replays a game to watch
    r"|--[\w-]+"  # option names
    r"|\[[^\]\s]*\]"  # choices [a|b] and ranges [0<=x<=60]
    r"|'[^']*'|\"[^\"]*\"|«[^»]*»|„[^“]*“"  # what one types, quoted
    r"|\w+://\S+"  # URLs
    r"|\S*/\S*"  # paths and n/1
    r"|\b[\w.-]+,[\w.,-]+"  # lists one types: fresh,talon
    r"|\b(?:last-to-fall|first-seat|fresh|talon|lot|fan|share|replay|english|french|german)\b"  # the rules' values
    r"|\bsweep-results\b"  # a default folder
    r"|\b(?:play|narrate|simulate|sweep|exact)\b"  # commands
    r"|\b[A-Z][A-Z,]+\b",  # placeholders: FILE, DIR, INTEGER
    flags=re.MULTILINE,
)
_WORD = re.compile(r"[^\W\d_]{2,}")


class _Text(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.parts.append(node.value)


def words(text: str) -> set[str]:
    """The words of ``text`` (lower case) once what is typed as it is has been taken out."""
    text = re.sub(r"(?<=\w)-\n\s+", "-", text)  # a word the help wrapped at its hyphen
    return {word.lower() for word in _WORD.findall(_TYPED.sub(" ", text))}


@cache
def catalogue_words(lang: str) -> frozenset[str]:
    """Every word of the text of ``lang``'s catalogues (comments, ids and variables left out)."""
    found: set[str] = set()
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        walk = _Text()
        walk.visit(FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")))
        for part in walk.parts:
            found |= words(part)
    return frozenset(found)


@cache
def english_only(lang: str) -> frozenset[str]:
    """The English catalogue's words that ``lang``'s catalogue never uses."""
    return catalogue_words("en") - catalogue_words(lang)


def english_in(text: str, lang: str) -> list[str]:
    return sorted(words(text) & english_only(lang))


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code, out, err = run_main(capsys, *argv)
    return code, out + err


def test_the_word_list_finds_english() -> None:
    for lang in LANGS:
        assert {"games", "seat", "deals", "pool", "revivals", "favoured", "stake"} <= english_only(lang)
        assert {"by", "dead", "deals", "finish", "once", "player", "who", "won"} \
            <= set(english_in("Deals to finish, won by a player who was once dead", lang))
        # what one types is not taken for English
        assert english_in("tontine play --seed 3 --deck talon\n« a penny » /tmp/game-length.png", lang) == []


def _options(players: int, stake: int, deck: str, first: str, fall: str, limit: int | None, cap: int) -> list[str]:
    argv = ["--players", str(players), "--stake", str(stake), "--deck", deck, "--first-dealer", first,
            "--all-fall", fall, "--max-deals", str(cap)]
    return argv + (["--deal-limit", str(limit)] if limit else [])


@pytest.mark.parametrize("lang", LANGS)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(players=st.integers(2, 9), stake=st.integers(4, 20), deck=st.sampled_from(["fresh", "talon"]),
       first=st.sampled_from(["first-seat", "lot", "fan"]), fall=st.sampled_from(["last-to-fall", "share", "replay"]),
       limit=st.one_of(st.none(), st.integers(1, 60)), cap=st.integers(5, 400), seed=st.integers(0, 2**40))
def test_simulate_prints_no_english(capsys: pytest.CaptureFixture[str], lang: str, players: int, stake: int,
                                    deck: str, first: str, fall: str, limit: int | None, cap: int,
                                    seed: int) -> None:
    argv = ["simulate", "--lang", lang, "--games", "200", "--jobs", "1", "--seed", str(seed), "--no-progress",
            *_options(players, stake, deck, first, fall, limit, cap)]
    code, out = _run(capsys, *argv)
    assert code == 0, out
    assert not english_in(out, lang), (argv, english_in(out, lang), out)


def test_english_simulate_is_caught_by_the_list(capsys: pytest.CaptureFixture[str]) -> None:
    # the same check finds the English of the English tables: it is not vacuous
    code, out = _run(capsys, "simulate", "--lang", "en", "--games", "200", "--jobs", "1", "--seed", "3",
                     "--no-progress", "--max-deals", "30", "--deal-limit", "20")
    assert code == 0, out
    for lang in LANGS:
        assert {"deals", "finish", "seat", "games", "watch"} <= set(english_in(out, lang))


@pytest.mark.parametrize("lang", LANGS)
def test_the_figures_and_the_cap_in_the_language(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                 lang: str) -> None:
    code, out = _run(capsys, "simulate", "--lang", lang, "--games", "300", "--jobs", "1", "--seed", "2",
                     "--players", "12", "--max-deals", "40", "--no-progress", "--plot", str(tmp_path / "plots"))
    assert code == 0, out
    assert not english_in(out, lang), english_in(out, lang)
    # numbers the language's way: a decimal comma, never a decimal point
    assert not re.search(r"\d\.\d\d\b(?! ?%)", out.split("tontine play")[0].replace(str(tmp_path), ""))
    assert "%" in out and "," in out


EXACT = [
    ["exact", "--players", "3", "--stake", "5"],
    ["exact", "--players", "2", "--stake", "4", "--fractions", "--first-dealer", "fan"],
    ["exact", "--players", "3", "--stake", "4", "--preset", "french", "--deck", "fresh", "--all-fall", "replay"],
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("argv", EXACT, ids=[" ".join(a) for a in EXACT])
def test_exact_prints_no_english(capsys: pytest.CaptureFixture[str], lang: str, argv: list[str]) -> None:
    code, out = _run(capsys, *argv, "--lang", lang)
    assert code == 0, out
    assert not english_in(out, lang), (english_in(out, lang), out)
    english = _run(capsys, *argv, "--lang", "en")[1]
    assert english_in(english, lang)  # the English answer is caught


ERRORS = [
    ["simulate", "--games", "0"],
    ["simulate", "--players", "1"],
    ["simulate", "--players", "abc"],
    ["simulate", "--jobs", "999"],
    ["simulate", "--max-deals", "0"],
    ["simulate", "--plot", "{file}"],
    ["simulate", "--stake", "2"],
    ["simulate", "--bogus"],
    ["sweep", "--players", "8..5"],
    ["sweep", "--players", "x"],
    ["sweep", "--players", "1,4"],
    ["sweep", "--stakes", ","],
    ["sweep", "--presets", "dutch"],
    ["sweep", "--decks", "sometimes"],
    ["sweep", "--games", "0"],
    ["sweep", "--out", "{file}/inside"],
    ["exact", "--players", "3", "--deck", "talon"],
    ["exact", "--players", "3", "--all-fall", "share"],
    ["exact", "--players", "3", "--deal-limit", "9"],
    ["exact", "--players", "5", "--stake", "20"],
    ["exact", "--players", "1"],
    ["exact", "--players", "3", "--stake", "5", "--fractions"],
    ["exact", "--players", "2", "--stake", "4", *[f"--card={rank}=nothing" for rank in "456789"],
     *[f"--card={rank}=take 1" for rank in "A23"]],
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("argv", ERRORS, ids=[" ".join(a) for a in ERRORS])
def test_errors_are_in_the_language(capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str,
                                    argv: list[str]) -> None:
    afile = tmp_path / "a-file"
    afile.write_text("x", encoding="utf-8")
    args = [arg.replace("{file}", str(afile)) for arg in argv]
    code, out = _run(capsys, args[0], "--lang", lang, *args[1:])
    assert code == 2, out
    assert not english_in(out, lang), (english_in(out, lang), out)
    english = _run(capsys, args[0], "--lang", "en", *args[1:])[1]
    assert english != out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["simulate", "sweep", "exact"])
def test_help_is_in_the_language(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, lang: str,
                                 name: str) -> None:
    monkeypatch.delenv("TONTINE_LANG", raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    code, out = _run(capsys, name, "--lang", lang, "--help")
    assert code == 0, out
    assert not english_in(out, lang), (english_in(out, lang), out)
    # and the next run without --lang speaks the environment's language again
    code, english = _run(capsys, name, "--help")
    assert code == 0 and english_in(english, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_sweep_says_what_it_wrote_in_the_language(lang: str) -> None:
    say = localizer(lang)
    lines = sweep_lines(8, 20_000, 7, ["out/sweep.csv", "out/first-dealer.png"], parquet=False, say=say)
    assert len(lines) == 2 and "20" in lines[0]
    text = "\n".join(lines)
    assert not english_in(text, lang), english_in(text, lang)
    english = "\n".join(sweep_lines(8, 20_000, 7, ["out/sweep.csv"], parquet=False, say=localizer("en")))
    assert english.startswith("8 cells, 20,000 games each, seed 7: out/sweep.csv") and english_in(english, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_exact_solvers_progress_in_the_language(lang: str) -> None:
    from tontine import Rules
    from tontine.sim.exact import solve
    from tontine.sim.report import progress_text

    lines: list[str] = []
    solve(Rules(stake=5), 3, progress=lines.append)
    assert len(lines) >= 3
    said = [progress_text(line, localizer(lang)) for line in lines]
    text = "\n".join(said)
    assert not english_in(text, lang), (english_in(text, lang), text)
    assert english_in("\n".join(lines), lang)  # the solver's own lines are English


def _plot_words(capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str) -> str:
    """The text of every figure ``simulate --plot`` writes, read from its SVGs (text kept as text)."""
    matplotlib = pytest.importorskip("matplotlib", reason="matplotlib (tontine[sim]) is not installed")
    folder = tmp_path / f"plots-{lang}"
    with matplotlib.rc_context({"svg.fonttype": "none"}):
        code, out = _run(capsys, "simulate", "--lang", lang, "--games", "200", "--jobs", "1", "--seed", "4",
                         "--players", "6", "--max-deals", "25", "--no-progress", "--plot", str(folder))
    assert code == 0, out
    svgs = sorted(folder.glob("*.svg"))
    assert len(svgs) == 4
    texts = [re.sub(r"<[^>]+>", " ", t) for svg in svgs
             for t in re.findall(r"<text\b.*?</text>", svg.read_text(encoding="utf-8"), flags=re.S)]
    return " ".join(texts)


@pytest.mark.parametrize("lang", LANGS)
def test_the_plots_are_labelled_in_the_language(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                lang: str) -> None:
    text = _plot_words(capsys, tmp_path, lang)
    assert not english_in(text, lang), english_in(text, lang)
    say = localizer(lang)
    for msg_id in ("study-plot-deal", "study-plot-survival-title", "study-plot-pool-title", "study-plot-seat-x"):
        assert say(msg_id) in text, msg_id
    # and the same check finds the English of the English figures: it is not vacuous
    assert {"deal", "survival", "pool", "seat"} <= set(english_in(_plot_words(capsys, tmp_path, "en"), lang))
