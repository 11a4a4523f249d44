"""What a telling is made of: sentences in paragraphs in sections, and the story they make with its chart's data.

The storyteller (:mod:`~tontine.narrate.story`) makes them; the discourse passes
(:mod:`~tontine.narrate.pronouns`), the renderers, the chart and the measures read them.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Length", "LengthError", "Paragraph", "Section", "Sentence", "Story"]


class Length(enum.StrEnum):
    """How much of the game is told."""

    SCENE = "scene"  #: five to eight moments, 500 to 1,500 words
    CHAPTER = "chapter"  #: more moments at more length, about 2,000 to 4,000 words
    FULL = "full"  #: every card of every deal


class LengthError(ValueError):
    """A length that is not scene, chapter or full."""

    def __init__(self, value: object) -> None:
        super().__init__(f"unknown length {value!r}: use one of {', '.join(m.value for m in Length)}")



@dataclass(frozen=True)
class Sentence:
    """One sentence: the message it came from, the family it tells, its text, its facts, its cards."""

    key: str
    kind: str
    text: str
    facts: Mapping[str, Any] = field(default_factory=dict)
    #: the cards this sentence tells, as (deal, seat)
    cards: tuple[tuple[int, int], ...] = ()
    #: what the reader learns of the living: ("acts" | "falls" | "rises", seat), in order
    acts: tuple[tuple[str, int], ...] = ()


@dataclass
class Paragraph:
    sentences: list[Sentence] = field(default_factory=list)

    def text(self) -> str:
        return " ".join(s.text for s in self.sentences)


@dataclass
class Section:
    key: str  #: opening, play or end
    heading: str
    paragraphs: list[Paragraph] = field(default_factory=list)


@dataclass
class Story:
    """A told game: sections of paragraphs of sentences, and the chart's data."""

    lang: str
    title: str
    sections: list[Section]
    players: tuple[str, ...]
    #: (deal number, holdings by seat, pool): after the antes, after every deal
    series: list[tuple[int, tuple[int, ...], int]]
    length: Length = Length.SCENE
    #: (deal, seat, "died" | "revived") for every death and revival
    marks: list[tuple[int, int, str]] = field(default_factory=list)
    #: the box at each point of :attr:`series` before any pay-out at the end
    box: list[int] = field(default_factory=list)
    #: every catalogue message the telling used
    messages: frozenset[str] = frozenset()

    def sentences(self) -> list[Sentence]:
        return [s for section in self.sections for p in section.paragraphs for s in p.sentences]

    def prose(self) -> list[Sentence]:
        """Every sentence but the colophon (which names the seed and the rules' source in digits)."""
        return [s for s in self.sentences() if s.kind != "colophon"]

    def colophon(self) -> str:
        """The closing note (rules, deals, seed in digits), or "" when there is none."""
        return " ".join(s.text for s in self.sentences() if s.kind == "colophon")

    def text(self) -> str:
        """The plain text of every sentence, a paragraph a line."""
        return "\n".join(p.text() for section in self.sections for p in section.paragraphs)

    def words(self) -> int:
        """The number of words (a French « guillemet » or a lone ; is not a word)."""
        return sum(1 for w in re.split(r"[ \n]+", self.text()) if any(ch.isalnum() for ch in w))

    def alive(self) -> list[tuple[int, tuple[bool, ...]]]:
        """Who holds counters after each point of :attr:`series`."""
        return [(deal, tuple(h > 0 for h in holdings)) for deal, holdings, _ in self.series]
