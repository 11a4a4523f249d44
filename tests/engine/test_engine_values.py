"""Value types and validation: cards, effects, rules, presets, players, sources."""

from __future__ import annotations

from pathlib import Path

import pytest

from tontine import (
    FULL_PACK,
    AllFall,
    Card,
    DeckHandling,
    Effect,
    InvalidCardError,
    PlayersError,
    Preset,
    Rank,
    Rules,
    RulesError,
    SeededShuffle,
    Stacked,
    StackExhaustedError,
    Suit,
    Table,
    check_players,
)
from tontine.rules_text import preset_warnings


def test_card_repr_pastes_back() -> None:
    card = Card(Rank.TEN, Suit.DIAMONDS)
    assert eval(repr(card)) == card
    assert str(card) == "TD"


@pytest.mark.parametrize("text", ["", "K", "KX", "1S", "KSS", "11H"])
def test_bad_cards_quote_the_input(text: str) -> None:
    with pytest.raises(InvalidCardError, match=repr(text)):
        Card.parse(text)


def test_full_pack_has_52_distinct_cards_with_indices() -> None:
    assert len(set(FULL_PACK)) == 52
    assert [c.index for c in FULL_PACK] == list(range(52))


@pytest.mark.parametrize("text", ["take 3", "pay 2", "give 1 to 1", "give 3 to 3", "nothing"])
def test_effects_round_trip(text: str) -> None:
    assert str(Effect.parse(text)) == text


@pytest.mark.parametrize("text", ["take", "take -1", "give 1", "give 1 to 0", "pay 2 to 1", "take 1001"])
def test_bad_effects(text: str) -> None:
    with pytest.raises(RulesError):
        Effect.parse(text)


def test_stake_must_be_above_the_ante() -> None:
    with pytest.raises(RulesError, match="stake 3 must be above the ante 3"):
        Rules(stake=3)
    with pytest.raises(RulesError, match="ante -1"):
        Rules(ante=-1)


def test_presets() -> None:
    english, french, german = (Preset.get(n) for n in ("english", "french", "german"))
    assert english.rules.deck is DeckHandling.FRESH and english.players == (12, 52)
    assert french.rules.deck is DeckHandling.TALON
    assert german.rules.stake == 20 and german.players[1] == 20
    assert preset_warnings(english, 13) == [] and preset_warnings(english, 52) == []  # "the more the merrier"
    assert "fewer than the twelve the source names" in preset_warnings(english, 11)[0]
    assert "twelve or fifteen persons" in preset_warnings(english, 11)[0]
    with pytest.raises(RulesError, match="unknown preset 'spanish'"):
        Preset.get("spanish")


def test_rules_round_trip_through_a_dict() -> None:
    rules = Rules.from_preset("french").replace(stake=9, all_fall=AllFall.SHARE, deal_limit=40)
    assert Rules.from_dict(rules.to_dict()) == rules


def test_rules_from_toml(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text('preset = "german"\nstake = 30\nall_fall = "replay"\n[card_table]\nK = "take 4"\n')
    rules = Rules.from_toml(path)
    assert (rules.preset, rules.stake, rules.all_fall) == ("german", 30, AllFall.REPLAY)
    assert str(rules.effect(Rank.KING)) == "take 4"
    assert str(rules.effect(Rank.QUEEN)) == "take 2"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("stake = 'x'", "stake must be a whole number"),
        ("deck = 'shuffled'", "unknown deck 'shuffled'"),
        ("colour = 'red'", "unknown rules key 'colour'"),
        ("[card_table]\nZ = 'take 1'", "unknown rank 'Z'"),
        ("stake = ", "is not valid TOML"),
        ("deal_limit = 0", "deal_limit must be"),
    ],
)
def test_bad_rules_files_name_the_file_and_the_problem(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(RulesError, match=message) as info:
        Rules.from_toml(path)
    assert "bad.toml" in str(info.value)


@pytest.mark.parametrize(
    ("players", "message"),
    [
        (["Ann"], "1 player"),
        ([f"P{i}" for i in range(53)], "53 player"),
        (["Ann", "ann "], "duplicate player name"),
        (["Ann", " "], "empty player name"),
        (["Ann", "x" * 41], "at most 40"),
        (["Ann", "B\x00b"], "control characters"),
    ],
)
def test_bad_players(players: list[str], message: str) -> None:
    with pytest.raises(PlayersError, match=message):
        check_players(players)


def test_stacked_source_runs_out_clearly() -> None:
    t = Table(Rules(first_dealer=Rules().first_dealer), ["A", "B"], source=Stacked([["KS", "QS"]]))
    t.deal()
    with pytest.raises(StackExhaustedError, match="no pack left for deal 2"):
        t.deal()


def test_seeded_shuffle_is_reproducible_and_seeds_differ() -> None:
    assert SeededShuffle(1).new_pack(1) == SeededShuffle(1).new_pack(1)
    assert SeededShuffle(1).new_pack(1) != SeededShuffle(2).new_pack(1)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"\xff\xfe\x00binary", "not UTF-8 text"),
        (b"a = " + b"[" * 100_000, "nested too deeply|not valid TOML"),
        (b"# " + b"x" * (1024 * 1024 + 10), "larger than 1024 KB"),
    ],
)
def test_rules_files_that_are_not_rules_are_refused(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "odd.toml"
    path.write_bytes(content)
    with pytest.raises(RulesError, match=message):
        Rules.from_toml(path)
