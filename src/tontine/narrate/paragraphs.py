"""A discourse pass over a told story: a new speaker, a new paragraph, as a novel sets its dialogue.

Each line of dialogue (a line, its reply, a question from the table and its answer) opens a
paragraph of its own, and the narration after it opens another; the narration before the first
line keeps its paragraph. The rules, a speech the explainer opens in narration, stay where they
are told. Sentences, their order and their words are unchanged.

>>> from tontine.narrate.told import Paragraph, Section, Sentence, Story
>>> said = [Sentence("a", "card", "Mrs. Pelling turned up a king."), Sentence("b", "line", "“Mine!” she cried."),
...         Sentence("c", "reply", "“Yours,” said Mr. Ashby."), Sentence("d", "pov", "Miss Carrow sighed.")]
>>> story = Story("en", "T", [Section("play", "", [Paragraph(said)])], ("Mrs. Pelling",), [])
>>> [[s.key for s in p.sentences] for p in with_speech_paragraphs(story).sections[0].paragraphs]
[['a'], ['b'], ['c'], ['d']]
"""

from __future__ import annotations

from dataclasses import replace

from tontine.narrate.told import Paragraph, Section, Sentence, Story

__all__ = ["SPOKEN", "with_speech_paragraphs"]

#: the kinds of sentence that are a speaker's own line
SPOKEN = frozenset({"line", "reply", "ask", "answer"})


def _split(paragraph: Paragraph) -> list[Paragraph]:
    out: list[Paragraph] = []
    current: list[Sentence] = []
    previous_spoken = False
    for sentence in paragraph.sentences:
        spoken = sentence.kind in SPOKEN
        if current and (spoken or previous_spoken):
            out.append(Paragraph(current))
            current = []
        current.append(sentence)
        previous_spoken = spoken
    if current:
        out.append(Paragraph(current))
    return out


def with_speech_paragraphs(story: Story) -> Story:
    """``story`` with every line of dialogue in a paragraph of its own."""
    sections = [Section(s.key, s.heading, [q for p in s.paragraphs for q in _split(p)]) for s in story.sections]
    return replace(story, sections=sections)
