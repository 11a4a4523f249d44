"""The prose as a manuscript: properties over many seeds, in every language (no snapshots).

Each property is measured by :mod:`tontine.narrate.measure`, which ``benchmarks/bench_narrate.py``
prints too: no word broken across lines, no digit without ``--colophon``, few number words,
no sentence shape twice in a scene, and little shared between the scenes of different seeds.
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tontine import Rules, SeededShuffle, Table
from tontine.narrate import Game, Story, cast, measure, tell
from tontine.narrate.render import render_text

LANGS = ("en", "fr", "de")
PRESET = {"en": "english", "fr": "french", "de": "german"}


@cache
def scene(lang: str, seats: int, seed: int, length: str = "scene") -> Story:
    people = cast(lang, seats, seed=seed)
    table = Table(Rules.from_preset(PRESET[lang]), [p.name for p in people], source=SeededShuffle(seed))
    for _ in table.play():
        pass
    return tell(Game.from_table(table, seed=seed), lang, people=people, length=length)


SLOW = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True,
               phases=(Phase.explicit, Phase.reuse, Phase.generate))


@pytest.mark.parametrize("lang", LANGS)
@SLOW
@given(seed=st.integers(0, 10**6), seats=st.sampled_from([2, 3, 5, 12, 20, 40]), width=st.integers(20, 100))
def test_no_word_is_broken_and_no_digit_is_printed(lang: str, seed: int, seats: int, width: int) -> None:
    story = scene(lang, seats, seed)
    text = render_text(story, width=width)
    assert measure.broken_words(text) == 0
    assert measure.digits(text) == 0, text
    # the lines give back every sentence whole
    flat = re.sub(r"[ \n]+", " ", text)  # ordinary spaces: a French narrow no-break space stays
    assert all(sentence.text in flat for sentence in story.prose())
    headings = {story.title, *(section.heading for section in story.sections)}
    assert all(len(line) <= width for line in text.splitlines() if " " in line and line not in headings)


@pytest.mark.parametrize("lang", LANGS)
@SLOW
@given(seed=st.integers(0, 10**6), seats=st.sampled_from([2, 4, 12, 20, 52]))
def test_few_number_words_and_no_shape_twice_in_a_scene(lang: str, seed: int, seats: int) -> None:
    story = scene(lang, seats, seed)
    text = render_text(story)
    assert measure.per_thousand(measure.number_words(text, lang), story.words()) <= 20
    assert measure.repeated_shapes(story) == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("first", [0, 5000])
def test_ten_scenes_of_different_seeds_share_little(lang: str, first: int) -> None:
    seeds = [first + 7 * k * k + 3 for k in range(10)]
    stories = [scene(lang, 12, seed) for seed in seeds]
    for story in stories:
        assert measure.repeated_shapes(story) == []
        assert measure.digits(render_text(story)) == 0
        assert measure.per_thousand(measure.number_words(render_text(story), lang), story.words()) <= 20


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("first", [0, 5000])
def test_ten_scenes_share_at_most_a_tenth_of_their_sentences(lang: str, first: int) -> None:
    seeds = [first + 7 * k * k + 3 for k in range(10)]
    assert measure.shared_shapes([scene(lang, 12, seed) for seed in seeds]) <= 0.10


def test_the_shape_masks_names_numbers_and_cards() -> None:
    players = ("Mrs. Pelling", "Herr Albrecht")
    assert measure.shape("Mrs. Pelling paid two counters for the king of hearts.", "en", players) == \
        "N paid # counters for C."
    assert measure.shape("Herrn Albrecht fiel das Pik-Ass zu.", "de", players) == "N fiel C zu."
    assert measure.sentences("“Dead!” cried Mr. Ashby. He sat down.\nA new one.") == [
        "“Dead!” cried Mr. Ashby.", "He sat down.", "A new one."]
    assert measure.number_words("one of the two and twenty-one", "en") == 2  # "one" is an article here
    assert measure.broken_words("a neigh-\nbour came") == 1
