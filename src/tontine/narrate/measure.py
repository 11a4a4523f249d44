"""Measures of a telling's prose: sentence shapes, number words, digits, broken words.

The tests and ``benchmarks/bench_narrate.py`` share these. A sentence's **shape** is its
text with the people's names, the numbers and the card words masked, so that two
sentences built on one frame have one shape whoever and whatever they are about.

>>> from tontine import Rules, Table, SeededShuffle
>>> from tontine.narrate import Game, tell
>>> table = Table(Rules.from_preset("english"), ["Mr. Ashby", "Miss Carrow", "Mrs. Pelling"],
...               source=SeededShuffle(11))
>>> _ = list(table.play())
>>> story = tell(Game.from_table(table, seed=11), "en")
>>> shape("Mr. Ashby turned up the king of hearts and paid two.", "en", story.players)
'N turned up C and paid #.'
>>> repeated_shapes(story)
[]
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache

from tontine.i18n import localizer
from tontine.narrate.cast import person
from tontine.narrate.story import Story

__all__ = ["broken_words", "digits", "number_words", "per_thousand", "repeated_shapes", "sentences", "shape",
           "shared_shapes", "story_shapes"]

_SENTENCE_END = re.compile(r"(?<=[.!?…])[”»“\"]?\s+(?=[„“«\"]?[A-ZÀ-ÝÄÖÜ])")
#: abbreviations a sentence does not end at ("Mr. Ashby", "Dr. Prideaux", "M. Aubertin")
_ABBREVIATIONS = re.compile(r"(?:^|\s)(?:Mr|Mrs|Dr|St|Mme|Mlle|M|Ms)\.$")
_RANKS = ["A", 2, 3, 4, 5, 6, 7, 8, 9, "T", "J", "Q", "K"]


def sentences(text: str) -> list[str]:
    """The sentences of a text, paragraph by paragraph (a quoted line and its "said X" are one)."""
    out: list[str] = []
    for paragraph in text.split("\n"):
        paragraph = " ".join(paragraph.split())
        if not paragraph:
            continue
        pieces: list[str] = []
        for piece in _SENTENCE_END.split(paragraph):
            if pieces and _ABBREVIATIONS.search(pieces[-1]):
                pieces[-1] += " " + piece
            else:
                pieces.append(piece)
        out += [p for p in pieces if p.strip()]
    return out


@cache
def _numbers(lang: str) -> tuple[re.Pattern[str], frozenset[str]]:
    """A pattern for every number word (cardinal and ordinal, 0 to 1,200) and the forms of one."""
    loc = localizer(lang)
    forms: set[str] = set()
    ones: set[str] = set()
    for n in range(0, 1201):
        found = {loc.words(n), loc.words(n, gender="feminine"), loc.ordinal(n), loc.ordinal(n, gender="feminine")}
        if lang == "de":
            found |= {loc.ordinal(n, ending="en"), loc.ordinal(n, ending="er"), loc.ordinal(n, ending="es")}
        found = {f.casefold() for f in found}
        forms |= found
        if n == 1:
            ones |= {loc.words(1).casefold(), loc.words(1, gender="feminine").casefold()}
    ones |= {"one", "un", "une", "ein", "eine", "einen", "einem", "einer", "eins"}
    forms |= ones
    alternatives = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
    return re.compile(rf"(?<![\w\-])(?:{alternatives})(?![\w\-])", re.IGNORECASE), frozenset(ones)


@cache
def _cards(lang: str) -> re.Pattern[str]:
    loc = localizer(lang)
    names: set[str] = set()
    for rank in _RANKS:
        for suit in "SHDC":
            for msg_id in ("card-name", "card-bare", "narrate-card-acc", "narrate-card-dat"):
                if loc.has(msg_id):
                    names.add(loc(msg_id, rank=rank, suit=suit))
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE)


@cache
def _names(lang: str, players: tuple[str, ...]) -> re.Pattern[str] | None:
    forms: set[str] = set()
    for name in players:
        forms |= {v for k, v in person(name, lang).forms(lang).items() if not k.endswith("gender")}
    if not forms:
        return None
    alternatives = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


def shape(sentence: str, lang: str, players: Sequence[str] = ()) -> str:
    """The sentence with names (N), card words (C), numbers (#) and digits (#) masked."""
    names = _names(lang, tuple(players))
    text = names.sub("N", sentence) if names is not None else sentence
    text = _cards(lang).sub("C", text)
    text = _numbers(lang)[0].sub("#", text)
    text = re.sub(r"\d[\d,.]*", "#", text)
    return re.sub(r"\s+", " ", text).strip()


@cache
def _ranks(lang: str) -> re.Pattern[str]:
    """A card's rank after an article ("le deux", "die Drei", "a trey"): a card, not a number."""
    loc = localizer(lang)
    ranks = {loc("rank-name", rank=r) for r in _RANKS}
    articles = {"en": "the|a|an", "fr": "le|les|du|au|aux|un", "de": "die|der|den|dem|eine|einer|ein|mit"}[lang]
    alternatives = "|".join(re.escape(r) for r in sorted(ranks, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{articles})\s+(?:{alternatives})(?!\w)", re.IGNORECASE)


def number_words(text: str, lang: str) -> int:
    """How many number words a text has; "one" and its kin ("un", "ein") are not counted, being articles,
    nor a card's rank ("the king of hearts", "le trois de pique", "die Zwei")."""
    pattern, ones = _numbers(lang)
    text = _ranks(lang).sub(" ", _cards(lang).sub(" ", text))
    return sum(1 for m in pattern.finditer(text) if m.group(0).casefold() not in ones)


def digits(text: str) -> int:
    return len(re.findall(r"\d", text))


def per_thousand(count: int, words: int) -> float:
    return 1000 * count / words if words else 0.0


def broken_words(rendered: str) -> int:
    """Lines of rendered text that end inside a word: a letter and a hyphen, the word going on below."""
    lines = rendered.splitlines()
    return sum(1 for line, following in itertools.pairwise(lines)
               if re.search(r"\w-$", line) and following[:1].isalpha())


def story_shapes(story: Story) -> list[str]:
    """The shape of every sentence of a telling's prose (the colophon left out)."""
    out: list[str] = []
    for section in story.sections:
        for paragraph in section.paragraphs:
            if all(s.kind == "colophon" for s in paragraph.sentences):
                continue
            out += [shape(s, story.lang, story.players) for s in sentences(paragraph.text())]
    return out


def repeated_shapes(story: Story) -> list[str]:
    """Shapes that occur more than once in one telling."""
    return [s for s, n in Counter(story_shapes(story)).items() if n > 1]


def shared_shapes(stories: Iterable[Story], *, others: int = 2) -> float:
    """The share of all sentences whose shape occurs in at least ``others`` other tellings."""
    shapes = [story_shapes(s) for s in stories]
    scenes_of: Counter[str] = Counter()
    for own in shapes:
        scenes_of.update(set(own))
    total = sum(len(own) for own in shapes)
    shared = sum(1 for own in shapes for s in own if scenes_of[s] - 1 >= others)
    return shared / total if total else 0.0
