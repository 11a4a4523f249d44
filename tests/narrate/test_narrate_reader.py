"""The game as the reader sees it: no one the telling has told dead acts before being told revived."""

from __future__ import annotations

import itertools
import random

import pytest

from tontine import Rules, SeededShuffle, Table
from tontine.i18n import localizer
from tontine.narrate import Game, cast, tell
from tontine.narrate.cast import Person, reply_bond
from tontine.narrate.facts import timeline

PRESET = {"en": "english", "fr": "french", "de": "german"}


def _games(count: int, seed: int) -> list[tuple[str, int, int]]:
    rng = random.Random(seed)
    return [(rng.choice(("en", "fr", "de")), rng.randint(2, 52), rng.randrange(10**6)) for _ in range(count)]


def _play(lang: str, seats: int, seed: int) -> tuple[Table, Game]:
    table = Table(Rules.from_preset(PRESET[lang]), [p.name for p in cast(lang, seats)], source=SeededShuffle(seed))
    for _ in table.play():
        pass
    return table, Game.from_table(table, seed=seed)


@pytest.mark.parametrize("length", ["scene", "chapter"])
def test_no_one_the_reader_believes_dead_acts(length: str) -> None:
    for lang, seats, seed in _games(40 if length == "scene" else 12, 18):
        _, game = _play(lang, seats, seed)
        story = tell(game, lang, length=length)
        believed = [True] * seats
        for sentence in story.sentences():
            for verb, seat in sentence.acts:
                where = (lang, seats, seed, sentence.key, sentence.text)
                if verb == "acts":
                    assert believed[seat], where
                elif verb == "falls":
                    assert believed[seat], where  # a death is told once
                    believed[seat] = False
                else:  # a rising tells the reader, if they did not know it, that the risen had been dead
                    assert verb == "rises", where
                    believed[seat] = True


def test_revivals_between_beats_are_told_before_the_revived_act() -> None:
    """The offstage revival of someone told dead is told ("… had been paid back into the game")."""
    told = 0
    for lang, seats, seed in _games(40, 7):
        story = tell(_play(lang, seats, seed)[1], lang)
        told += sum(1 for s in story.sentences() if s.kind == "back")
    assert told > 0


def test_the_last_two_are_the_only_living_to_the_end() -> None:
    for _, seats, seed in _games(120, 3):
        table, _ = _play("en", seats, seed)
        line = timeline(table.events, seats)
        for fact in line.of("last-two"):
            for deal in range(fact.deal, line.deals):
                alive = {s for s, h in enumerate(line.states[deal][0]) if h > 0}
                assert alive == set(fact.seats), (seats, seed, deal, alive, fact)
            # the final fall is of one of the last two (the winner may be a dead one paid back at the last)
            falls = {f.seats[0] for f in line.facts if f.kind == "death" and f.deal == line.deals}
            assert falls <= set(fact.seats), (seats, seed, falls, fact)


def test_a_reply_in_a_bond_fits_who_says_it() -> None:
    """The creditor says "what you owe me", the chaperon "sit by me": never the debtor, never the charge."""
    debtor, creditor = Person("Miss Quarles", "female", bond=("debt", "Mrs. Ravenhill")), Person("Mrs. Ravenhill")
    assert reply_bond(debtor, creditor) == "debt"
    assert reply_bond(creditor, debtor) == "none"
    chaperon, charge = Person("Mrs. Pelling", "female", bond=("chaperone", "Miss Ware")), Person("Miss Ware")
    assert reply_bond(charge, chaperon) == "chaperone"
    assert reply_bond(chaperon, charge) == "none"
    rival, other = Person("Mr. A", bond=("rivals", "Mr. B")), Person("Mr. B")
    assert reply_bond(rival, other) == reply_bond(other, rival) == "rivals"


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_a_man_is_never_given_a_womans_rivalry(lang: str) -> None:
    loc = localizer(lang)
    women = {"en": "bonnets", "fr": "chapeaux", "de": "Hauben"}[lang]
    for gender, other in itertools.product(("male", "female", "other"), repeat=2):
        for variant in range(loc.variant_count("narrate-bond-rivals") or 1):
            text = loc("narrate-bond-rivals", variant=variant, **Person("A", gender).forms(lang),
                       **Person("B", other).forms(lang, "other-"))
            assert (women in text) <= (gender == other == "female"), (gender, other, text)


def test_the_first_guest_met_is_not_met_as_coming_after_another() -> None:
    follows = {"en": ("Then came", "Lastly", "of the party too"), "fr": ("Venait ensuite", "Enfin il y avait",
               "aussi de la partie"), "de": ("Dann kam", "Zuletzt war da noch", "Zur Partie gehörte auch")}
    for lang, seats, seed in _games(40, 11):
        meets = [s for s in tell(_play(lang, seats, seed)[1], lang).sentences() if s.kind == "meet"]
        assert meets and not any(w in meets[0].text for w in follows[lang]), (lang, seats, seed, meets[0].text)
