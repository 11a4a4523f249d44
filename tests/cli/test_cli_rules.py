"""`tontine rules`: every preset in three languages, the overview, house rules in force, our readings marked."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.sources.passages import MARKS, quoted_spans

from tontine import PRESETS, AllFall, DeckHandling, Effect, FirstDealer, Rank, Rules
from tontine.cli.main import cli
from tontine.i18n import localizer
from tontine.quotations import quotation_args
from tontine.rules_text import changed_parameters, rules_text

NNBSP = "\u202f"

# The sources' own words: the box, the knave, the deuce (1797); corbeille, jetons; Jetons, and the period's Kasse for the German source's Pot.
WORDS = {
    "en": ["counters", "the box", "dead", "his discharge", "right", "left-hand neighbour", "Knave:", "Deuce:"],
    "fr": ["jetons", "corbeille", "mort", "quitte", "droite", "joueur de gauche", "donneur",
           "ne distribue plus"],
    "de": ["Jetons", "Kasse", "tot", "quitt", "Rechten", "linken Nachbarn", "Geber",
           "Erhält einer der drei Spieler zu seiner Rechten ein Ass, eine Zwei oder Drei"],
}
CARD_LINES = {
    "en": ["King: draws three counters from the box.", "Ten: neither draws nor pays.",
           "Five, seven, or nine: puts one counter into the box.",
           "Four, six, or eight: puts two counters into the box.",
           "Ace: gives one counter to the left-hand neighbour.",
           "Trey: gives three counters to the third left-hand neighbour."],
    "fr": [f"Roi{NNBSP}: prend trois jetons dans la corbeille.", f"Valet{NNBSP}: prend un jeton dans la corbeille.",
           f"Dix{NNBSP}: ne prend rien et ne met rien.", f"Quatre, six ou huit{NNBSP}: met deux jetons à la corbeille.",
           f"Deux{NNBSP}: donne deux jetons au deuxième joueur de gauche."],
    "de": ["König: erhält drei Jetons aus der Kasse.", "Bube: erhält einen Jeton aus der Kasse.",
           "Fünf, Sieben oder Neun: zahlt einen Jeton in die Kasse.", "Ass: zahlt einen Jeton an seinen linken Nachbarn.",
           "Drei: zahlt drei Jetons an den Mitspieler, der als dritter zu seiner Linken sitzt."],
}
#: What "our reading" is in each language, and the readings every full text must mark.
READING = {"en": "Our reading", "fr": "Notre lecture", "de": "Unsere Lesart"}
READING_IDS = ["rules-reading-players", "rules-reading-right", "rules-reading-card-by-card",
               "rules-reading-empty-box", "rules-reading-revived", "rules-reading-void", "rules-reading-end",
               "rules-reading-last-to-fall"]


def prose(text: str, lang: str) -> str:
    """A rules text without its quotations of the sources (their lines and the quoted words)."""
    source = localizer(lang)("rules-source", **{"source-name": "@", "quote-list": ""}).split("@")[0]
    lines = [line for line in text.split("\n") if not line.startswith("  " + source)]
    out = "\n".join(lines)
    for span in quoted_spans(out, MARKS[lang]):
        out = out.replace(span, "")
    return out


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("preset", [p.name for p in PRESETS])
def test_every_preset_in_every_language(runner: CliRunner, preset: str, lang: str) -> None:
    result = runner.invoke(cli, ["rules", preset, "--lang", lang])
    assert result.exit_code == 0, result.output
    text = result.stdout
    for word in WORDS[lang]:
        assert word in text, (word, preset, lang)
    for line in CARD_LINES[lang]:
        assert line in text
    stake = Rules.from_preset(preset).stake
    assert localizer(lang).words(stake) in text
    assert not re.search(r"\d", prose(text, lang).split("\n", 2)[2].replace("1797", "")
                         .replace("--card 'K=take 4'", "").replace("1760", "").replace("1889", "")), "digits in prose"


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("preset", [p.name for p in PRESETS])
def test_every_reading_is_marked_as_ours(preset: str, lang: str) -> None:
    def loc(msg_id: str, **args: object) -> str:
        return localizer(lang)(msg_id, **quotation_args(), **args)

    text = rules_text(Rules.from_preset(preset), lang)
    for msg_id in READING_IDS:
        reading = loc(msg_id, players=4)
        assert reading in text and READING[lang] in reading, (msg_id, preset, lang)
    # the 1797 text never mentions shuffling: the English preset's fresh pack is a reading, the German's is not
    assert (loc("rules-reading-fresh") in text) is (preset == "english")
    # who deals first: the French fan is its source's rule; the lot of the others is a reading
    assert (loc("rules-reading-lot") in text) is (preset != "french")


def test_a_house_rule_is_not_called_a_reading() -> None:
    shared = rules_text(Rules().replace(all_fall=Rules().all_fall.SHARE), "en")
    assert "they share the box" in shared
    assert localizer("en")("rules-reading-last-to-fall", **quotation_args()) not in shared
    assert "House rules in force: a shared box when the last players fall together." in shared


def test_presets_differ_where_their_sources_do(runner: CliRunner) -> None:
    english = runner.invoke(cli, ["rules", "english"]).stdout
    french = runner.invoke(cli, ["rules", "french"]).stdout
    german = runner.invoke(cli, ["rules", "german", "--lang", "de"]).stdout
    assert "Before every deal all the cards are gathered and shuffled." in english
    assert "first dealer is drawn by lot" in english
    assert "(the talon) are kept for the next deal" in french
    assert "The player who drew the king deals first." in french
    assert "of another suit" in french and "past thirteen players" in french
    assert "Jeder Spieler beginnt mit zwanzig Jetons" in german
    assert "Nach jeder Runde werden alle Karten gesammelt und neu gemischt." in german
    assert "deutschen Variante" in german
    assert "turns up one card for each player" in english and "face up" not in english


def test_without_a_preset_all_are_listed_with_the_default(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["rules"])
    assert result.exit_code == 0
    for preset in PRESETS:
        assert f"{preset.name}" in result.stdout
    assert "english (the default): English (Sporting Magazine, 1797)" in result.stdout
    assert "the more the merrier" in result.stdout and "Usually twelve to fifteen players, up to twenty" in result.stdout
    assert "Default: english." in result.stdout
    french = runner.invoke(cli, ["rules", "--lang", "fr"]).stdout
    assert "corbeille" in french and f"Par défaut{NNBSP}: english." in french
    assert "anglaise de 1797" in french
    german = runner.invoke(cli, ["rules", "--lang", "DE"]).stdout
    assert "Kasse" in german and "Pot" not in german and "Standard: english." in german and "Die deutsche Variante" in german


def test_house_rules_in_force(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["rules", "--stake", "20", "--deck", "talon", "--all-fall", "share",
                                 "--card", "K=take 4", "--deal-limit", "40"])
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert ("House rules in force: a stake of twenty counters, the talon kept between deals, a shared box when "
            "the last players fall together, an end after forty deals, and the king draws four counters from the "
            "box.") in text
    assert "Every player starts with twenty counters" in text
    assert "King: draws four counters from the box." in text
    assert "(the talon) are kept" in text
    assert "they share the box" in text
    assert "After forty deals the player with the most counters takes the box" in text
    plain = runner.invoke(cli, ["rules", "english"]).stdout
    assert "House rules in force" not in plain


def test_house_rule_names_are_translated(runner: CliRunner) -> None:
    french = runner.invoke(cli, ["rules", "--stake", "20", "--deck", "talon", "--lang", "fr"]).stdout
    assert f"Règles maison en vigueur{NNBSP}: une mise de vingt jetons et le talon gardé d’une donne à l’autre." in french
    german = runner.invoke(cli, ["rules", "--stake", "20", "--lang", "de"]).stdout
    assert "Geltende Hausregeln: ein Einsatz von zwanzig Jetons." in german


def test_french_typography_everywhere_in_french() -> None:
    text = prose(rules_text(Rules.from_preset("french"), "fr"), "fr")
    assert not re.search(r"[ \u00a0][;:!?»]", text) and "« " not in text
    assert f"«{NNBSP}" in text and f"{NNBSP};" in text


def test_the_card_table_is_written_from_the_rules() -> None:
    assert "an ace, a deuce, or a trey" in rules_text(Rules(), "en")
    table = Rules().table_dict()
    for rank in (Rank.ACE, Rank.TWO, Rank.THREE):
        table[rank] = Effect.parse("pay 1")
    no_gifts = Rules().replace(card_table=table)
    text = rules_text(no_gifts, "en")
    assert "the dead stay dead" in text
    assert "Ace, deuce, trey, five, seven, or nine: puts one counter into the box." in text
    assert "les morts ne reviennent pas" in rules_text(no_gifts, "fr")
    assert changed_parameters(no_gifts) == [("card", (rank, Effect.parse("pay 1")))
                                            for rank in (Rank.ACE, Rank.TWO, Rank.THREE)]
    # a reach of two: the small-table rule speaks of three players
    two = Rules().table_dict()
    two[Rank.THREE] = Effect.parse("give 3 to 2")
    assert "fewer than three players" in rules_text(Rules().replace(card_table=two), "en")


def test_preset_argument_and_flag(runner: CliRunner) -> None:
    by_flag = runner.invoke(cli, ["rules", "--preset", "german"])
    by_arg = runner.invoke(cli, ["rules", "german"])
    assert by_flag.exit_code == 0 and by_flag.stdout == by_arg.stdout
    both = runner.invoke(cli, ["rules", "german", "--preset", "french"])
    assert both.exit_code != 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["rules", "dutch"], "unknown preset 'dutch'"),
        (["rules", "english", "--lang", "it"], "'it' is not one of"),
        (["rules", "--stake", "3"], "stake 3 must be above the ante 3"),
        (["rules", "--card", "K=steal 3"], "unknown card effect"),
        (["rules", "german", "--preset", "french"], "disagree"),
    ],
)
def test_rules_errors_are_one_line(run_main, argv: list[str], message: str) -> None:  # type: ignore[no-untyped-def]
    result = run_main(*argv)
    assert result.code == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and message in result.stderr


_EFFECTS = st.one_of(
    st.just("nothing"),
    st.builds(lambda k, n: f"{k} {n}", st.sampled_from(["take", "pay"]), st.integers(1, 30)),
    st.builds(lambda n, d: f"give {n} to {d}", st.integers(1, 30), st.integers(1, 52)),
)


@settings(max_examples=60, deadline=None)
@given(
    preset=st.sampled_from([p.name for p in PRESETS]),
    stake=st.integers(4, 60),
    ante=st.integers(0, 3),
    deck=st.sampled_from(list(DeckHandling)),
    first=st.sampled_from(list(FirstDealer)),
    fall=st.sampled_from(list(AllFall)),
    limit=st.one_of(st.none(), st.integers(1, 500)),
    cards=st.dictionaries(st.sampled_from(list(Rank)), _EFFECTS, max_size=4),
    lang=st.sampled_from(["en", "fr", "de"]),
)
def test_any_house_rules_read_in_words(preset: str, stake: int, ante: int, deck: DeckHandling, first: FirstDealer,
                                       fall: AllFall, limit: int | None, cards: dict[Rank, str], lang: str) -> None:
    table = Rules.from_preset(preset).table_dict()
    table.update({rank: Effect.parse(text) for rank, text in cards.items()})
    rules = Rules.from_preset(preset).replace(stake=stake, ante=ante, deck=deck, first_dealer=first, all_fall=fall,
                                              deal_limit=limit, card_table=table)
    text = rules_text(rules, lang)
    loc = localizer(lang)
    assert not re.search(r"[{}$]", text)
    # every number of the rules in force is in the text, spelled out
    assert loc.words(stake) in text
    for _, effect in rules.card_table:
        if effect.amount:
            assert loc.words(effect.amount) in text
    # prose carries no digits (the flags of the house-rules paragraph and the titles' years aside)
    lines = prose(text, lang).split("\n")[2:]
    house = len(lines) - 1
    assert not [line for line in lines[:house] if re.search(r"\d", re.sub(r"\b1[78]\d\d\b", "", line))]
    # a setting that differs from the preset is named as a house rule; the preset itself names none
    in_force = loc("rules-house-in-force", list="@").split("@")[0]
    assert (changed_parameters(rules) != []) is (in_force in text)
    assert in_force not in rules_text(Rules.from_preset(preset), lang)


def _reading_of(text: str, lang: str, words: str) -> bool:
    """Whether ``words`` stand inside one of the text's parentheses marked as our reading."""
    return any(words in part and part.startswith(READING[lang]) for part in re.findall(r"\(([^()]*)\)", text))


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_what_no_source_of_the_preset_says_is_marked_as_our_reading(lang: str) -> None:
    def loc(msg_id: str, **args: object) -> str:
        return localizer(lang)(msg_id, **quotation_args(), **args)

    english, french, german = (rules_text(Rules.from_preset(name), lang) for name in ("english", "french", "german"))
    # the stake: the sources give twelve, fifteen or twenty (and "usually 20"); the preset's is our choice
    for text in (english, french, german):
        assert loc("rules-reading-stake") in text
    assert loc("rules-reading-stake") not in rules_text(Rules.from_preset("german").replace(stake=25), lang)
    # where players sit: no source says
    for text in (english, german):
        assert loc("rules-seats-lot") in text and loc("rules-reading-lot") in text
    assert not [t for t in (english, french, german) if "sit as they like" in t and lang == "en"
                and not _reading_of(t, "en", "sit as they like")]
    # suits: only the German article says they do not matter
    suits = loc("rules-reading-suits")
    assert "die Farbe ist ohne Bedeutung" in suits and suits in english and suits in french and suits not in german
    # the dealer's own card last: the French rule; a reading of the others
    for preset, text in (("english", english), ("german", german)):
        assert loc("rules-reading-dealer-last", preset=preset) in text
    assert loc("rules-reading-dealer-last", preset="french") not in french
    # the French page: no direction of play, no next dealer, no capped payment, only "Ce dernier a gagné"
    for msg_id in ("rules-reading-direction", "rules-reading-next", "rules-reading-the-box"):
        assert loc(msg_id, preset="french") in french, msg_id
        assert loc(msg_id, preset="english") not in english and loc(msg_id, preset="german") not in german
    assert loc("rules-reading-paying", preset="french") in french
    assert loc("rules-reading-paying", preset="german") in german
    assert loc("rules-reading-paying", preset="english") not in english
    # the cut the English and French sources name is not played, and says so
    assert loc("rules-reading-cut") in english and loc("rules-reading-cut") in french
    assert loc("rules-reading-cut") not in german
    # the fan's other suit is a reading of "un roi quelconque"
    assert loc("rules-reading-fan-suit") in french


def test_the_fan_draw_intro_marks_the_other_suit_as_our_reading() -> None:
    for lang, marker in (("en", "our reading"), ("fr", "notre lecture"), ("de", "unsere Lesart")):
        intro = localizer(lang)("cli-seat-draw-intro")
        assert marker in intro and "un roi quelconque" in intro
        suit = {"en": "another suit", "fr": "autre couleur", "de": "anderen Farbe"}[lang]
        inside = intro[intro.index("("):intro.index(")")]
        assert suit in inside, lang
