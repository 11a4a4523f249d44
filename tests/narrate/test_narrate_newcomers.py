"""A player the opening never introduced is marked as new at first sight, and nobody else is."""

from __future__ import annotations

import pytest

from tontine import Rules, SeededShuffle, Table
from tontine.i18n import localizer
from tontine.narrate import Game, cast, tell
from tontine.narrate.pronouns import SPEECH, is_named, sentence_subject

PRESET = {"en": "english", "fr": "french", "de": "german"}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_first_sight_of_a_stranger_says_so_and_of_an_acquaintance_does_not(lang: str) -> None:
    loc = localizer(lang)
    wordings = {loc("narrate-newcomer", variant=v, gender=g)
                for v in range(loc.variant_count("narrate-newcomer")) for g in ("female", "male", "other")}
    marked = 0
    for seats in (20, 40):
        for seed in range(16):
            people = cast(lang, seats, seed=seed)
            table = Table(Rules.from_preset(PRESET[lang]), [p.name for p in people], source=SeededShuffle(seed))
            for _ in table.play():
                pass
            story = tell(Game.from_table(table, seed=seed), lang, people=people)
            by_length = sorted(people, key=lambda p: len(p.name), reverse=True)
            seen: set[str] = set()
            told = 0
            for section in story.sections:
                for sentence in (s for p in section.paragraphs for s in p.sentences):
                    who = sentence_subject(sentence.text, by_length, lang)
                    says = [w for w in wordings if f", {w}," in sentence.text]
                    if says:
                        marked += 1
                        told += 1
                        stranger = next((p for p in by_length if sentence.text.startswith(f"{p.name}, {says[0]},")), None)
                        assert stranger is not None and stranger.name not in seen, (seed, sentence.text)
                    elif (who is not None and who.name not in seen and section.key != "opening"
                          and sentence.kind not in SPEECH and told < len(wordings) // 3):
                        raise AssertionError(f"a stranger unannounced: {sentence.text}")
                    seen |= {p.name for p in people if is_named(sentence.text, p)}
    assert marked >= 5
