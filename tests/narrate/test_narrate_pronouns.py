"""A name that opens a sentence after one naming the same person becomes a pronoun, where it can point
at nobody else (properties over whole scenes, and the rules one by one)."""

from __future__ import annotations

import pytest

from tontine import Rules, SeededShuffle, Table
from tontine.narrate import Game, Story, cast, tell
from tontine.narrate import story as story_module
from tontine.narrate.cast import Person, person
from tontine.narrate.pronouns import with_pronouns
from tontine.narrate.told import Paragraph, Section, Sentence

PRESET = {"en": "english", "fr": "french", "de": "german"}
PRONOUN = {"en": ("She", "He"), "fr": ("Elle", "Il"), "de": ("Sie", "Er")}
ANN, BEA, CAL = Person("Mrs. Ann", "female"), Person("Miss Bea", "female"), Person("Mr. Cal", "male")
SAM = Person("Sam", "other")


def _told(lang: str, *texts: str, kinds: tuple[str, ...] = ()) -> Story:
    said = [Sentence(f"m#{n}", kinds[n] if n < len(kinds) else "card", text) for n, text in enumerate(texts)]
    return Story(lang, "T", [Section("play", "", [Paragraph(said)])], (), [])


def _texts(story: Story) -> list[str]:
    return [s.text for s in story.sentences()]


def test_a_name_after_a_sentence_that_named_only_that_person_of_that_gender_becomes_a_pronoun() -> None:
    people = [ANN, BEA, CAL, SAM]
    told = _told("en", "The deuce came to Mrs. Ann and to Mr. Cal.", "Mrs. Ann laughed.", "Mrs. Ann paid.",
                 "Mrs. Ann sighed.")
    assert _texts(with_pronouns(told, people))[1:] == ["She laughed.", "Mrs. Ann paid.", "She sighed."]


@pytest.mark.parametrize(("texts", "kinds"), [
    (("Mrs. Ann paid Miss Bea.", "Mrs. Ann laughed."), ()),  # "she" could be either woman
    (("Sam paid.", "Sam laughed."), ()),  # a name of unknown gender keeps its name
    (("Mr. Cal paid.", "Mr. Cal laughed, and Mr. Cal paid."), ()),  # named again further on
    (("Mrs. Ann paid.", "Mrs. Ann’s heap was gone."), ()),  # not the subject
    (("Mrs. Ann paid.", "“Mrs. Ann is dead,” said Mr. Cal."), ("card", "line")),  # speech is left alone
    (("The box grew.", "Mrs. Ann laughed."), ()),  # the sentence before did not name her
])
def test_a_name_that_could_point_elsewhere_or_is_not_the_subject_is_kept(texts: tuple[str, ...],
                                                                        kinds: tuple[str, ...]) -> None:
    told = _told("en", *texts, kinds=kinds)
    assert _texts(with_pronouns(told, [ANN, BEA, CAL, SAM])) == list(texts)


def test_a_german_dative_opening_keeps_its_name_and_a_nominative_takes_the_pronoun() -> None:
    frau, herr = Person("Frau Lenz", "female"), Person("Herr Roth", "male")
    told = _told("de", "Die Dame ging an Frau Lenz.", "Frau Lenz fiel die Kasse zu.", "Herrn Roth blieb nichts.",
                 "Herr Roth seufzte.")
    assert _texts(with_pronouns(told, [frau, herr]))[1:] == ["Frau Lenz fiel die Kasse zu.", "Herrn Roth blieb nichts.",
                                                            "Er seufzte."]


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_in_whole_scenes_only_openings_change_and_each_pronoun_points_at_one_person(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(story_module, "with_pronouns", lambda story, _people: story)
    changed = 0
    for seed in range(20, 40):
        people = cast(lang, 12, seed=seed)
        table = Table(Rules.from_preset(PRESET[lang]), [p.name for p in people], source=SeededShuffle(seed))
        for _ in table.play():
            pass
        plain = tell(Game.from_table(table, seed=seed), lang, people=people)
        told = with_pronouns(plain, people)
        for before, (old, new) in zip(plain.sentences(), list(zip(plain.sentences(), told.sentences(),
                                                                  strict=True))[1:], strict=False):
            if old.text == new.text:
                continue
            changed += 1
            subject = next(p for p in people if old.text.startswith(p.name + " "))
            assert new.text == PRONOUN[lang][subject.gender == "male"] + old.text[len(subject.name):]
            assert subject.name in before.text or "Herrn " + subject.name[5:] in before.text
            assert not [p for p in people if p is not subject and p.gender == subject.gender and p.name in before.text]
            assert old.kind not in ("line", "reply")
    assert changed >= 10


def test_a_name_joined_to_another_subject_keeps_its_name() -> None:
    from tontine.narrate.pronouns import sentence_subject

    launoy, villemin = person("Monsieur de Launoy", "fr"), person("Madame Villemin", "fr")
    assert sentence_subject("Monsieur de Launoy et Madame Villemin se regardèrent.", [launoy, villemin], "fr") is None
    assert sentence_subject("Monsieur de Launoy se tut.", [launoy, villemin], "fr") is launoy
