"""Every message of every language, rendered for every case; the forms each selector must give; every id used.

The catalogues are read as they are on disk, so a file another front end adds later is checked too.
Variable conventions (which names are genders, counts, keys or text) are those of
``src/tontine/locales/README.md``.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast, visitor

from tontine.i18n import GENDERS, languages, localizer

SRC = Path(__file__).resolve().parents[2] / "src" / "tontine"
LOCALES = SRC / "locales"

COUNTS = (0, 1, 2, 5, 21)
#: Variables whose values are keys, with every key (locales/README.md).
ENUMS: dict[str, tuple[str, ...]] = {
    "rank": tuple("A23456789TJQK"),
    "suit": tuple("SHDC"),
    "preset": ("english", "french", "german"),
    "lang": languages(),
    "deck": ("fresh", "talon"),
    "first-dealer": ("first-seat", "lot", "fan"),
    "method": ("first-seat", "lot", "fan"),
    "all-fall": ("last-to-fall", "share", "replay"),
    "how-key": ("last-standing", "last-to-fall", "all-fell", "deal-limit"),
    "fan": ("yes", "no"),
}
TEXT_ENDINGS = ("name", "names", "card", "text", "code", "url", "list", "key", "place", "title")
SAMPLE_TEXT = "Mlle Sample"


def _kind(variable: str) -> str:
    if variable in ENUMS:
        return "enum"
    if variable == "gender" or variable.endswith("gender"):
        return "gender"
    if variable.endswith(TEXT_ENDINGS):
        return "text"
    return "count"


def _domain(variable: str) -> tuple[Any, ...]:
    kind = _kind(variable)
    if kind == "enum":
        return ENUMS[variable]
    if kind == "gender":
        return GENDERS
    if kind == "text":
        return ("KS",) if variable.endswith("card") else (SAMPLE_TEXT,)
    return COUNTS


def _cases(variables: set[str]) -> list[dict[str, Any]]:
    """Every value of every variable, one variable at a time, plus every count (and gender) for all at once."""
    base = {name: _domain(name)[0] for name in variables}
    cases = [dict(base)]
    for name in sorted(variables):
        for value in _domain(name):
            cases.append({**base, name: value})
    counts = [name for name in variables if _kind(name) == "count"]
    genders = [name for name in variables if _kind(name) == "gender"]
    for count, gender in itertools.product(COUNTS, GENDERS):
        cases.append({**base, **dict.fromkeys(counts, count), **dict.fromkeys(genders, gender)})
    return cases


def _all_messages() -> list[tuple[str, str]]:
    return [(lang, msg_id) for lang in languages() for msg_id in localizer(lang).ids()]


LEFTOVER = re.compile(r"[{}$]")


@pytest.mark.parametrize(("lang", "msg_id"), _all_messages())
def test_every_message_renders_for_every_case(lang: str, msg_id: str) -> None:
    loc = localizer(lang)
    variables = loc.variables(msg_id)
    parts: list[str | None] = [None, *loc.attributes(msg_id)]
    for args in _cases(variables):
        for attr in parts:
            try:
                text = loc(msg_id, **args) if attr is None else loc.attribute(msg_id, attr, **args)
            except Exception as exc:  # a formatting error of any kind is a failure, with the case
                pytest.fail(f"{lang} {msg_id}{'.' + attr if attr else ''} {args}: {exc}")
            assert not LEFTOVER.search(text), (lang, msg_id, attr, args, text)
            if attr is None and text.strip() == "" and msg_id not in EMPTY_ALLOWED:
                pytest.fail(f"{lang} {msg_id} {args}: empty")


#: Messages that may be empty for some arguments (none so far).
EMPTY_ALLOWED: set[str] = set()


def test_every_language_has_every_message_and_attribute() -> None:
    table = {lang: {msg_id: set(localizer(lang).attributes(msg_id)) for msg_id in localizer(lang).ids()}
             for lang in languages()}
    every = set().union(*(set(ids) for ids in table.values()))
    for lang, messages in table.items():
        missing = sorted(every - set(messages))
        assert not missing, f"{lang} lacks {missing}"
    for msg_id in every:
        attrs = {lang: table[lang][msg_id] for lang in languages()}
        assert len({frozenset(a) for a in attrs.values()}) == 1, (msg_id, attrs)


def test_every_language_uses_the_same_variables_in_rules_and_cli() -> None:
    # a translation that drops a number or a name says less than the original
    for msg_id in localizer("en").ids():
        if localizer("en").file_of(msg_id) not in ("rules.ftl", "cli.ftl", "study.ftl"):
            continue
        used = {lang: localizer(lang).variables(msg_id) for lang in languages()}
        assert len({frozenset(v) for v in used.values()}) == 1, (msg_id, used)


# --- the forms each selector must give, per language ------------------------------------------------

#: (message, arguments, {count: expected words}) per language: the plural categories and the numbers' genders.
FORMS: dict[str, list[tuple[str, dict[str, Any], str, dict[int, str]]]] = {
    "en": [
        ("rules-effect-take", {"distance": 0}, "amount",
         {0: "zero counters", 1: "one counter", 2: "two counters", 5: "five counters", 21: "twenty-one counters"}),
        ("rules-effect-give", {"amount": 1}, "distance",
         {1: "the left-hand neighbour", 2: "the second left-hand neighbour", 21: "the twenty-first left-hand"}),
        ("cli-keep-stopped", {}, "deals", {0: "no deal", 1: "one deal", 2: "two deals", 21: "twenty-one deals"}),
        ("cli-summary", {"revivals": 0, "packs": 1}, "deals", {1: "One deal", 5: "five deals"}),
        ("cli-summary", {"deals": 2, "packs": 1}, "revivals", {0: "no revival", 1: "one revival", 5: "five revivals"}),
        ("cli-winner", {"how-key": "last-standing", "player-name": "Ann"}, "holding",
         {1: "with one counter.", 21: "with twenty-one counters."}),
        ("rules-warning-more", {"high": 20, "source-name": "x", "quote-text": "y"}, "players",
         {1: "has one player,", 21: "has twenty-one players,"}),
        ("rules-counters", {"stake": 15}, "ante",
         {0: "(nobody puts anything into the box", 1: "puts one counter into the box", 3: "puts three counters"}),
    ],
    "fr": [
        ("rules-effect-take", {"distance": 0}, "amount",
         {0: "zéro jeton ", 1: "un jeton", 2: "deux jetons", 5: "cinq jetons", 21: "vingt et un jetons"}),
        ("rules-effect-give", {"amount": 1}, "distance",
         {1: "au premier joueur de gauche", 2: "au deuxième joueur", 21: "au vingt et unième joueur"}),
        # une donne: the numbers agree with the feminine noun
        ("cli-keep-stopped", {}, "deals",
         {0: "aucune donne", 1: "une donne", 2: "deux donnes", 21: "vingt et une donnes"}),
        ("rules-deal-limit", {}, "deals", {1: "Après une donne,", 21: "Après vingt et une donnes,"}),
        ("cli-summary", {"deals": 2, "packs": 1}, "revivals",
         {0: "aucun retour au jeu", 1: "un retour au jeu", 5: "cinq retours au jeu"}),
        ("cli-winner", {"how-key": "last-standing", "player-name": "Ann"}, "holding",
         {1: "avec un jeton.", 21: "avec vingt et un jetons."}),
        ("rules-warning-more", {"high": 20, "source-name": "x", "quote-text": "y"}, "players",
         {1: "compte un joueur,", 21: "compte vingt et un joueurs,"}),
    ],
    "de": [
        # accusative: "erhält einen Jeton"
        ("rules-effect-take", {"distance": 0}, "amount",
         {0: "null Jetons", 1: "einen Jeton", 2: "zwei Jetons", 5: "fünf Jetons", 21: "einundzwanzig Jetons"}),
        ("rules-effect-give", {"amount": 1}, "distance",
         {1: "an seinen linken Nachbarn", 2: "der als zweiter zu seiner Linken", 3: "als dritter zu seiner"}),
        # dative after "nach": "nach einer Runde"
        ("cli-keep-stopped", {}, "deals",
         {0: "keiner Runde", 1: "einer Runde", 2: "zwei Runden", 21: "einundzwanzig Runden"}),
        ("cli-summary", {"deals": 2, "packs": 1}, "revivals",
         {0: "keine Wiedererweckung", 1: "eine Wiedererweckung", 5: "fünf Wiedererweckungen"}),
        ("cli-winner", {"how-key": "last-standing", "player-name": "Ann"}, "holding",
         {1: "mit einem Jeton.", 21: "mit einundzwanzig Jetons."}),
        ("rules-warning-more", {"high": 20, "source-name": "x", "quote-text": "y"}, "players",
         {1: "sitzt ein Spieler,", 21: "sitzen einundzwanzig Spieler,"}),
        ("rules-counters", {"stake": 1}, "ante", {1: "mit einem Jeton und zahlt einen Jeton"}),
    ],
}

#: The wrong forms that must never appear (the agreement failures a reader would see).
WRONG = {
    "en": [r"(?<![-\w])one counters\b", r"\b(?:two|five|twenty-one) counter\b", r"(?<![-\w])one deals\b",
           r"(?<![\d,.])1 (?:counters|deals|players)\b"],
    "fr": [r"(?<!et )\bun jetons\b", r"\bvingt et un donnes\b", r"\bun donne\b", r"\bune jetons?\b"],
    "de": [r"\bein Jetons\b", r"\beinen Jetons\b", r"\bein Spieler sitzen\b", r"\beins Jeton"],
}


def _form_cases() -> list[tuple[str, str, dict[str, Any], str, int, str]]:
    return [(lang, msg_id, args, var, count, words)
            for lang, rows in FORMS.items() for msg_id, args, var, forms in rows for count, words in forms.items()]


@pytest.mark.parametrize(("lang", "msg_id", "args", "var", "count", "expected"), _form_cases())
def test_each_selector_gives_the_languages_own_form(lang: str, msg_id: str, args: dict[str, Any], var: str,
                                                    count: int, expected: str) -> None:
    text = localizer(lang)(msg_id, **{**args, var: count})
    assert expected in text, (lang, msg_id, count, text)


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_no_wrong_agreement_in_rules_and_cli(lang: str) -> None:
    loc = localizer(lang)
    for msg_id in loc.ids():
        if loc.file_of(msg_id) not in ("rules.ftl", "cli.ftl"):
            continue
        for args in _cases(loc.variables(msg_id)):
            text = loc(msg_id, **args)
            for wrong in WRONG[lang]:
                assert not re.search(wrong, text), (msg_id, args, text)


@pytest.mark.parametrize(
    ("lang", "rank", "expected", "gender"),
    [
        ("en", "A", "an ace", None), ("en", "8", "an eight", None), ("en", "2", "a deuce", None),
        ("en", "J", "a knave", None),
        ("fr", "Q", "une dame", "feminine"), ("fr", "K", "un roi", "masculine"), ("fr", "A", "un as", "masculine"),
        ("de", "A", "ein Ass", "neuter"), ("de", "2", "eine Zwei", "feminine"), ("de", "K", "ein König", "masculine"),
        ("de", "Q", "eine Dame", "feminine"),
    ],
)
def test_ranks_agree_with_their_gender(lang: str, rank: str, expected: str, gender: str | None) -> None:
    loc = localizer(lang)
    assert loc("rank-indefinite", rank=rank) == expected
    if gender:
        assert loc.attribute("rank-name", "gender", rank=rank) == gender


# --- every message of rules.ftl and cli.ftl is used by the code ------------------------------------------


def _references(path: Path) -> dict[str, set[str]]:
    """Message id -> the messages its text refers to (``{ cli-how }``)."""
    class Visitor(visitor.Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.found: set[str] = set()

        def visit_MessageReference(self, node: ast.MessageReference) -> None:
            self.found.add(node.id.name)

    out: dict[str, set[str]] = {}
    for entry in FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body:
        if isinstance(entry, ast.Message):
            seen = Visitor()
            seen.visit(entry)
            out[entry.id.name] = seen.found
    return out


@pytest.mark.parametrize("name", ["rules.ftl", "cli.ftl", "study.ftl"])
@pytest.mark.slow
def test_every_message_is_used_by_the_code(name: str) -> None:
    code = "\n".join(path.read_text(encoding="utf-8") for path in SRC.rglob("*")
                     if path.suffix in (".py", ".js", ".html") and path.is_file())
    # every quoted word of the code, overlapping quotes included ('a' 'b' and "a"b")
    quoted = set(re.findall(r"(?=[\"']([A-Za-z0-9_.-]+)[\"'])", code))
    for lang in languages():
        refs: dict[str, set[str]] = {}
        for path in (LOCALES / lang).glob("*.ftl"):
            refs.update(_references(path))
        ids = set(_references(LOCALES / lang / name))
        used = set(refs) & quoted
        # a message is also used when a used message refers to it
        frontier = set(used)
        while frontier:
            frontier = {ref for msg_id in frontier for ref in refs.get(msg_id, ())} - used
            used |= frontier
        unused = sorted(ids - used)
        assert not unused, f"{lang}/{name}: no code uses {unused}"
