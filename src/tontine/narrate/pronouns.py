"""A discourse pass over a told story: a name that opens a sentence just after one naming the same person becomes a pronoun.

Only where the pronoun can point at nobody else: the two sentences are of one paragraph, the first
names the person and nobody else of that person's gender, the person is a woman or a man (a name of
unknown gender keeps its name), and the sentence before did not already open with the pronoun (a
name, then a pronoun, then a name again), nor names the person again further on. Speech is left as it is, and so is a
name that does not stand as the subject (a possessive "Mrs. Pelling’s", a German dative "Frau von
Sellin fiel die Dame zu"). The pronouns are the catalogue's (``narrate-pronoun``).

>>> from tontine.narrate.cast import Person
>>> from tontine.narrate.told import Paragraph, Section, Sentence, Story
>>> said = [Sentence("a", "card", "Mrs. Pelling turned up a king."),
...         Sentence("b", "card", "Mrs. Pelling took two counters."),
...         Sentence("c", "card", "Mrs. Pelling smiled.")]
>>> story = Story("en", "T", [Section("play", "", [Paragraph(said)])], ("Mrs. Pelling",), [])
>>> [s.text for s in with_pronouns(story, [Person("Mrs. Pelling", "female")]).sentences()]
['Mrs. Pelling turned up a king.', 'She took two counters.', 'Mrs. Pelling smiled.']
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from tontine.i18n import localizer
from tontine.narrate.cast import Person
from tontine.narrate.told import Paragraph, Section, Sentence, Story

__all__ = ["is_named", "sentence_subject", "with_pronouns"]

#: kinds of sentence left as they are: speech, and the closing note
SPEECH = frozenset({"line", "reply", "ask", "answer", "colophon", "rules-speech", "rules-court"})
#: German verbs that open a sentence after a dative ("Frau von Sellin fiel die Dame zu"): no "Sie" there
_DATIVE_FIRST = frozenset({"fiel", "fielen", "schien", "schienen", "gehörte", "blieb", "kam", "war", "wurde",
                           "gefiel", "gelang", "misslang", "entging", "half", "graute", "bangte"})


def with_pronouns(story: Story, people: Sequence[Person]) -> Story:
    """``story`` with a pronoun for a name that opens a sentence after one that named them, where it is unambiguous."""
    loc = localizer(story.lang)
    pronoun = {g: loc("narrate-pronoun", gender=g) for g in ("female", "male")}
    by_length = sorted(people, key=lambda p: len(p.name), reverse=True)
    sections, used = [], False
    for section in story.sections:
        paragraphs = []
        for paragraph in section.paragraphs:
            out: list[Sentence] = []
            said = False  #: whether the sentence before opened with the pronoun
            for sentence in paragraph.sentences:
                subject = None if sentence.kind in SPEECH else sentence_subject(sentence.text, by_length, story.lang)
                if (subject is not None and out and not said and subject.gender in pronoun
                        and is_named(out[-1].text, subject) and not _names_another(out[-1].text, subject, people)
                        and not is_named(sentence.text[len(subject.name):], subject)):
                    word = pronoun[subject.gender]
                    out.append(replace(sentence, text=word[:1].upper() + word[1:] + sentence.text[len(subject.name):]))
                    said = used = True
                    continue
                out.append(sentence)
                said = False
            paragraphs.append(Paragraph(out))
        sections.append(Section(section.key, section.heading, paragraphs))
    return replace(story, sections=sections, messages=story.messages | {"narrate-pronoun"}) if used else story


#: words that join a second subject to the name: the name then stands for no pronoun alone
_JOINED = frozenset({"and", "or", "nor", "et", "ou", "ni", "und", "oder", "noch"})


def sentence_subject(text: str, people: Sequence[Person], lang: str) -> Person | None:
    """The person whose name opens ``text`` as its subject (a verb after it), else None."""
    for person in people:
        if text.startswith(person.name + " "):
            rest = text[len(person.name) + 1:]
            word = re.match(r"\w+", rest)
            if word is None or not word.group()[0].islower() or word.group() in _JOINED:
                return None  # not a verb after the name, or one of two subjects (« Il et Madame … »)
            if lang == "de" and word.group() in _DATIVE_FIRST:
                return None
            return person
    return None


def is_named(text: str, person: Person) -> bool:
    """Whether ``text`` names ``person`` (in German also as "Herrn", the dative and accusative)."""
    return person.name in text or (person.name.startswith("Herr ") and "Herrn " + person.name[5:] in text)


def _names_another(text: str, subject: Person, people: Sequence[Person]) -> bool:
    """Whether ``text`` names somebody else of ``subject``'s gender (the pronoun could point at them)."""
    return any(p is not subject and p.gender == subject.gender and is_named(text, p) for p in people)
