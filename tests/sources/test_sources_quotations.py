"""Every quotation of the sources, in the ledger, in the program and in ``tontine rules`` in three languages,
is word for word in the shipped passages of the seeds (``passages.json``)."""

from __future__ import annotations

import re

import pytest
from tests.sources.passages import (
    LEDGER,
    Passage,
    fragments,
    ledger_quotations,
    load_passages,
    normal,
    rules_quotations,
    unmatched,
)

from tontine.quotations import QUOTATIONS, Quotation
from tontine.rules import PRESETS, DeckHandling, FirstDealer, Rules
from tontine.rules_text import overview_text, rules_text

PASSAGES = load_passages()
LANGS = ["en", "fr", "de"]


def test_a_changed_word_is_caught() -> None:
    passages = [Passage("x.txt", "He that has an ace, gives one counter to his left hand neighbour")]
    assert unmatched("He that has an ace ... left hand neighbour", passages) == []
    assert unmatched("He that has an ace, gives one counter to each neighbour", passages) != []
    assert unmatched("he that has an ace", passages) != []  # case counts
    assert unmatched("He that has an ace", passages, source="y.txt") != []


@pytest.mark.parametrize("key", list(QUOTATIONS))
def test_every_quotation_of_the_program_is_its_sources_word_for_word(key: str) -> None:
    quotation: Quotation = QUOTATIONS[key]
    assert not unmatched(quotation.text, PASSAGES, source=quotation.source), key
    assert " ... " not in quotation.text  # one passage each, uncut


def test_every_quotation_in_the_ledger_is_word_for_word() -> None:
    quotations = ledger_quotations()
    assert len(quotations) > 60
    wrong = {q: unmatched(q, PASSAGES) for q in quotations if unmatched(q, PASSAGES)}
    assert not wrong


def _ledger_quotes(words: str) -> bool:
    """Whether the ledger quotes ``words`` (inside one of its quotations)."""
    return any(words in normal(q.replace(" [sic]", "")) for q in ledger_quotations())


def test_the_ledger_quotes_what_it_used_to_leave_out() -> None:
    for words in ("It is played with an entire pack of fifty-two cards.", "un jeu de 52 cartes", "52 Blatt",
                  "Après avoir battu les cartes et fait couper", "mit der Bildseite nach oben",
                  "die Farbe ist ohne Bedeutung", "er muss natürlich auch nichts mehr bezahlen",
                  # the revival amounts, once cut out by an ellipsis
                  "for which he receives a counter", "for which he receives two counters",
                  "for which he receives three counters"):
        assert _ledger_quotes(words), words


def _section(number: int) -> str:
    text = LEDGER.read_text(encoding="utf-8")
    start = text.index(f"\n## {number}. ")
    return text[start:text.index("\n## ", start + 1)]


def _rule(number: int) -> str:
    """The **Rule.** paragraph of a section of the ledger."""
    section = _section(number)
    return normal(section[section.index("**Rule.**"):].split("\n\n")[0])


def test_the_ledgers_rules_say_only_what_a_source_says() -> None:
    text = LEDGER.read_text(encoding="utf-8")
    # suits: only the German says they do not matter
    assert "suits never matter" not in text
    suits = normal(text[text.index("**Suits.**"):].split("\n\n")[0])
    assert "Only DE" in suits and "**Reading**" in suits
    # where the deal begins and when the end is looked for are readings, not rules
    assert "right" not in _rule(5) and "last" not in _rule(5)
    assert "**Reading.** Where the cards begin" in _section(5)
    assert "after the whole deal" not in _rule(10)
    assert "**Reading: when the end is looked for.**" in _section(10)
    # revival: the rule does not say when; the reading does, with its alternative
    assert "next deal" not in _rule(8) and "at once" not in _rule(8)
    assert "No option selects it." in _section(8)
    # the French page never says who deals next
    assert "**Reading for `french`.**" in _section(11)
    for number in (5, 8, 10, 11):
        assert "no option selects" in normal(_section(number)).lower(), number


def _texts() -> list[tuple[str, str, str]]:
    """``tontine rules`` for every preset in every language, and some house rules: (label, lang, text)."""
    out = []
    for preset in PRESETS:
        variants = {"": preset.rules, "+fan": preset.rules.replace(first_dealer=FirstDealer.FAN),
                    "+talon": preset.rules.replace(deck=DeckHandling.TALON),
                    "+fresh": preset.rules.replace(deck=DeckHandling.FRESH),
                    "+lot": preset.rules.replace(first_dealer=FirstDealer.LOT)}
        for name, rules in variants.items():
            for lang in LANGS:
                out.append((f"{preset.name}{name}-{lang}", lang, rules_text(rules, lang)))
    return out + [(f"overview-{lang}", lang, overview_text(lang)) for lang in LANGS]


@pytest.mark.parametrize(("label", "lang", "text"), _texts(), ids=lambda v: v if isinstance(v, str) and
                         len(v) < 20 else "")
def test_every_quotation_of_tontine_rules_is_word_for_word(label: str, lang: str, text: str) -> None:
    quotations = rules_quotations(text, lang)
    assert quotations, label
    wrong = {q: unmatched(q, PASSAGES) for q in quotations if unmatched(q, PASSAGES)}
    assert not wrong, label


@pytest.mark.parametrize("lang", LANGS)
def test_tontine_rules_quotes_its_preset_source_on_what_it_left_out(lang: str) -> None:
    def quotes(preset: str) -> str:
        return " ".join(rules_quotations(rules_text(Rules.from_preset(preset), lang), lang))

    english, french, german = quotes("english"), quotes("french"), quotes("german")
    # the number of players, in all three
    assert "Tontine may be played by twelve or fifteen persons" in english
    assert "Plus on est nombreux, plus le jeu est intéressant." in french
    assert "es können bis zu 20 Spieler teilnehmen" in german and "12 – 15 Personen" in normal(german)
    # the stake as the sources give it
    assert "twelve, fifteen, or twenty counters more or less" in english
    assert "12, 15 ou 20" in french and "gewöhnlich 20" in german
    # the cut, the shuffle, the face-up deal
    assert "being cut to him by his left hand" in english
    assert "Après avoir battu les cartes et fait couper" in french
    assert "mit der Bildseite nach oben" in german
    # the 1797 text as it is printed: "or each player", marked
    assert "or [sic] each player, according to his rank" in english
    assert "for each player, according" not in rules_text(Rules.from_preset("english"), lang)
    # the pack of fifty-two in all three
    assert "fifty-two cards" in english and "52 cartes" in french and "52 Blatt" in german


def test_a_quotation_carries_its_marks() -> None:
    assert fragments("or [sic] each player") == ["or each player"]
    assert re.search(r"\[sic\]", QUOTATIONS["en-deal"].text)
