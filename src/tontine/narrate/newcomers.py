"""A discourse pass over a told story: a player the opening never introduced is marked as new at first sight.

At a large table the opening meets a handful of people and names the rest in a crowd, or not at
all; a card may then fall to somebody the reader has never heard of. Where such a player's first
mention opens a sentence as its subject ("Mr. Fabre turned up the ace"), the name gets an
apposition from the catalogue (``narrate-newcomer``: "Mr. Fabre, who had sat silent until then,
turned up the ace"), each wording once a scene. Speech is left as it is.

>>> from tontine.narrate.cast import Person
>>> from tontine.narrate.told import Paragraph, Section, Sentence, Story
>>> opening = Section("opening", "", [Paragraph([Sentence("m", "meet", "There was Mrs. Ann.")])])
>>> play = Section("play", "", [Paragraph([Sentence("c", "card", "Mr. Cal turned up a king."),
...                                        Sentence("d", "card", "Mr. Cal paid."),
...                                        Sentence("e", "card", "Mrs. Ann paid.")])])
>>> story = Story("en", "T", [opening, play], ("Mrs. Ann", "Mr. Cal"), [])
>>> told = with_newcomers(story, [Person("Mrs. Ann", "female"), Person("Mr. Cal", "male")])
>>> [s.text for s in told.sections[1].paragraphs[0].sentences][0].startswith("Mr. Cal, ")
True
>>> [s.text for s in told.sections[1].paragraphs[0].sentences][1:]
['Mr. Cal paid.', 'Mrs. Ann paid.']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tontine.i18n import localizer
from tontine.narrate.cast import Person
from tontine.narrate.pronouns import SPEECH, is_named, sentence_subject
from tontine.narrate.told import Paragraph, Section, Sentence, Story

__all__ = ["with_newcomers"]


def with_newcomers(story: Story, people: Sequence[Person]) -> Story:
    """``story`` with an apposition at the first sight of each player the opening did not introduce."""
    loc = localizer(story.lang)
    wordings = loc.variant_count("narrate-newcomer")
    by_length = sorted(people, key=lambda p: len(p.name), reverse=True)
    met: set[str] = set()
    used = 0
    first = sum(map(ord, "".join(story.players))) % wordings if wordings else 0  #: where this cast's wordings begin
    sections = []
    for section in story.sections:
        paragraphs = []
        for paragraph in section.paragraphs:
            out: list[Sentence] = []
            for sentence in paragraph.sentences:
                named = {p.name for p in people if is_named(sentence.text, p)}
                who = None if section.key == "opening" or sentence.kind in SPEECH else sentence_subject(
                    sentence.text, by_length, story.lang)
                if who is not None and who.name not in met and used < wordings:
                    apposition = loc("narrate-newcomer", variant=(first + used) % wordings, gender=who.gender)
                    rest = sentence.text[len(who.name):]
                    sentence = replace(sentence, text=f"{who.name}, {apposition},{rest}")
                    used += 1
                met |= named
                out.append(sentence)
            paragraphs.append(Paragraph(out))
        sections.append(Section(section.key, section.heading, paragraphs))
    if not used:
        return story
    return replace(story, sections=sections, messages=story.messages | {"narrate-newcomer"})
