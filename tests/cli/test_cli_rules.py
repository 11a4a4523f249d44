"""`tontine rules`: every preset in three languages, the overview, and house rules in force."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from tontine import PRESETS, Effect, Rank, Rules
from tontine.cli.main import cli
from tontine.rules_text import changed_parameters, rules_text

WORDS = {
    "en": ["counters", "pool", "dead", "discharged", "right", "left-hand neighbour"],
    "fr": ["jetons", "corbeille", "mort", "quitte", "droite", "joueur de gauche", "donneur"],
    "de": ["Jetons", "Pot", "tot", "quitt", "Rechten", "linken Nachbarn", "Geber"],
}
CARD_LINES = {
    "en": ["King: takes 3 counters from the pool.", "Ten: neither takes nor pays.",
           "Five, Seven, Nine: puts 1 counter into the pool.", "Four, Six, Eight: puts 2 counters into the pool.",
           "Ace: pays 1 counter to the left-hand neighbour.", "Three: pays 3 counters to the 3rd player on the left."],
    "fr": ["Roi : prend 3 jetons dans la corbeille.", "Valet : prend 1 jeton dans la corbeille.",
           "Dix : ne prend rien et ne met rien.", "Quatre, Six, Huit : met 2 jetons à la corbeille.",
           "Deux : donne 2 jetons au 2e joueur de gauche."],
    "de": ["König: erhält 3 Jetons aus dem Pot.", "Bube: erhält 1 Jeton aus dem Pot.",
           "Fünf, Sieben, Neun: zahlt 1 Jeton in den Pot.", "Ass: zahlt 1 Jeton an seinen linken Nachbarn.",
           "Drei: zahlt 3 Jetons an den 3. Spieler zu seiner Linken."],
}


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
    assert f" {stake} " in text


def test_presets_differ_where_their_sources_do(runner: CliRunner) -> None:
    english = runner.invoke(cli, ["rules", "english"]).stdout
    french = runner.invoke(cli, ["rules", "french"]).stdout
    german = runner.invoke(cli, ["rules", "german", "--lang", "de"]).stdout
    assert "Before every deal all the cards are gathered and shuffled." in english
    assert "first dealer is drawn by lot" in english
    assert "(the talon) are kept for the next deal" in french
    assert "The player who drew the king deals first." in french
    assert "Jeder Spieler beginnt mit 20 Jetons" in german
    assert "Nach jeder Runde werden alle Karten gesammelt und neu gemischt." in german


def test_without_a_preset_all_are_listed_with_the_default(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["rules"])
    assert result.exit_code == 0
    for preset in PRESETS:
        assert result.stdout.count(f"{preset.name}") >= 1
        low, high = preset.players
        assert f"{low} to {high} players" in result.stdout
    assert "english (the default): English 1797" in result.stdout
    assert "Default: english." in result.stdout
    french = runner.invoke(cli, ["rules", "--lang", "fr"]).stdout
    assert "corbeille" in french and "Par défaut : english." in french
    german = runner.invoke(cli, ["rules", "--lang", "DE"]).stdout
    assert "Pot" in german and "Standard: english." in german


def test_house_rules_in_force(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["rules", "--stake", "20", "--deck", "talon", "--all-fall", "share",
                                 "--card", "K=take 4", "--deal-limit", "40"])
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "House rules in force: stake 20, deck talon, all-fall share, deal-limit 40, card K=take 4." in text
    assert "Every player starts with 20 counters" in text
    assert "King: takes 4 counters from the pool." in text
    assert "(the talon) are kept" in text
    assert "they share the pool" in text
    assert "After 40 deals the player with the most counters takes the pool" in text
    plain = runner.invoke(cli, ["rules", "english"]).stdout
    assert "House rules in force" not in plain


def test_the_card_table_is_written_from_the_rules() -> None:
    assert "Ace, Two or Three" in rules_text(Rules(), "en")
    table = Rules().table_dict()
    for rank in (Rank.ACE, Rank.TWO, Rank.THREE):
        table[rank] = Effect.parse("pay 1")
    no_gifts = Rules().replace(card_table=table)
    text = rules_text(no_gifts, "en")
    assert "the dead stay dead" in text
    assert "Ace, Two, Three, Five, Seven, Nine: puts 1 counter into the pool." in text
    assert "les morts ne reviennent pas" in rules_text(no_gifts, "fr")
    assert changed_parameters(no_gifts) == ["card A=pay 1", "card 2=pay 1", "card 3=pay 1"]


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
