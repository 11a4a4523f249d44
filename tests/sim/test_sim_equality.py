"""The simulator against the engine: the same card stream must give the same game.

The bulk sweep plays 10,000 games spread over every preset, 2 to 52 seats, stakes 4
to 20, both deck handlings, the three all-fall rules, deal limits, antes, custom card
tables and the safety cap. Half the games are dealt from card streams made here (the
engine reads them through ``Stacked``); the other half are the simulator's own
production games (its generator), whose packs it records and the engine replays.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tontine import PRESETS, Rank, Rules, SeededShuffle, Table
from tontine.errors import TontineError
from tontine.sim.streams import (
    GameOutcome,
    engine_game,
    engine_outcome,
    random_packs,
    simulate_recorded,
    simulate_streams,
)
from tontine.sources import game_seed

GAMES = 10_000
PER_CONFIG = 20
STREAM_PACKS = 700  # more than any game here uses; a shortfall fails loudly
RECORD_PACKS = 700
SAFETY_CAP = 600

_EFFECTS = ["nothing"] + [f"take {a}" for a in range(1, 6)] + [f"pay {a}" for a in range(1, 6)]


@dataclass(frozen=True)
class Config:
    rules: Rules
    players: int
    cap: int | None


def _random_config(rng: np.random.Generator, index: int) -> Config:
    preset = PRESETS[index % len(PRESETS)].name
    # small tables are cheap for the engine and rich in corner cases; large ones still come up
    players = int(min(52, 2 + np.floor(rng.pareto(1.3) * 3)))
    if index % 25 == 0:
        players = 52
    stake = int(rng.integers(4, 21))
    data: dict[str, Any] = {
        "preset": preset,
        "stake": stake,
        "deck": "talon" if rng.random() < 0.5 else "fresh",
        "all_fall": str(rng.choice(["last-to-fall", "last-to-fall", "share", "replay"])),
        "first_dealer": str(rng.choice(["first-seat", "lot", "fan"])),
    }
    if rng.random() < 0.2:
        data["ante"] = int(rng.integers(0, min(stake, 6)))
    if rng.random() < 0.25:
        data["deal_limit"] = int(rng.integers(1, 60))
    if rng.random() < 0.25:
        table = {}
        for rank in rng.choice(13, size=int(rng.integers(1, 6)), replace=False):
            symbol = Rank(int(rank) + 1).symbol
            if rng.random() < 0.4:
                table[symbol] = f"give {int(rng.integers(1, 6))} to {int(rng.integers(1, 53))}"
            else:
                table[symbol] = str(rng.choice(_EFFECTS))
        data["card_table"] = table
    # a custom table may never end a game: every game has a cap, mostly far above normal lengths
    cap = int(rng.integers(1, 40)) if rng.random() < 0.1 else SAFETY_CAP
    return Config(Rules.from_dict(data), players, cap)


def _check_streams(config: Config, rng: np.random.Generator, games: int) -> None:
    packs = random_packs(rng, games, STREAM_PACKS)
    firsts = rng.integers(0, config.players, games)
    sims = simulate_streams(config.rules, config.players, packs, firsts, cap=config.cap)
    for g, sim in enumerate(sims):
        engine = engine_game(config.rules, config.players, packs[g][: sim.packs_used],
                             first_dealer=int(firsts[g]), cap=config.cap)
        assert sim == engine, (config, g)


def _check_recorded(config: Config, seed: int, games: int) -> None:
    sims, rec = simulate_recorded(config.rules, config.players, seed, games, max_packs=RECORD_PACKS,
                                  cap=config.cap)
    for g, sim in enumerate(sims):
        assert sim.packs_used <= RECORD_PACKS
        engine = engine_game(config.rules, config.players, rec[g][: sim.packs_used],
                             first_dealer=sim.first_dealer, cap=config.cap)
        assert sim == engine, (config, seed, g)


@pytest.mark.slow
def test_ten_thousand_games_equal_the_engine() -> None:
    rng = np.random.default_rng(20261129)
    seen: dict[str, set[Any]] = {key: set() for key in
                                 ("preset", "players", "stake", "deck", "all_fall", "first_dealer", "extras")}
    played = 0
    index = 0
    while played < GAMES:
        config = _random_config(rng, index)
        half = PER_CONFIG // 2
        if index % 2:
            _check_streams(config, rng, half)
            _check_recorded(config, int(rng.integers(0, 2**62)), half)
        else:
            _check_recorded(config, int(rng.integers(0, 2**62)), half)
            _check_streams(config, rng, half)
        played += PER_CONFIG
        index += 1
        rules = config.rules
        for key in ("preset", "stake", "deck", "all_fall", "first_dealer"):
            seen[key].add(getattr(rules, key))
        seen["players"].add(config.players)
        if rules.deal_limit is not None:
            seen["extras"].add("deal limit")
        if not rules.is_standard_table:
            seen["extras"].add("card table")
        if rules.ante != 3:
            seen["extras"].add("ante")
        if config.cap != SAFETY_CAP:
            seen["extras"].add("cap")
    assert seen["preset"] == {p.name for p in PRESETS}
    assert {2, 3, 4, 52} <= seen["players"] and len(seen["players"]) > 20
    assert seen["stake"] == set(range(4, 21))
    assert len(seen["deck"]) == 2
    assert len(seen["all_fall"]) == len(seen["first_dealer"]) == 3
    assert seen["extras"] == {"deal limit", "card table", "ante", "cap"}


_rules_strategy = st.builds(
    lambda preset, stake, deck, fall, limit: Rules.from_dict(
        {"preset": preset, "stake": stake, "deck": deck, "all_fall": fall, "deal_limit": limit}
    ),
    st.sampled_from([p.name for p in PRESETS]),
    st.integers(4, 20),
    st.sampled_from(["fresh", "talon"]),
    st.sampled_from(["last-to-fall", "share", "replay"]),
    st.none() | st.integers(1, 80),
)


@given(rules=_rules_strategy, players=st.integers(2, 14), seed=st.integers(0, 2**32 - 1),
       lot=st.integers(0, 51))
def test_any_stream_gives_the_engines_game(rules: Rules, players: int, seed: int, lot: int) -> None:
    rng = np.random.default_rng(seed)
    packs = random_packs(rng, 1, STREAM_PACKS)
    sim = simulate_streams(rules, players, packs, [lot % players], cap=SAFETY_CAP)[0]
    assert sim == engine_game(rules, players, packs[0][: sim.packs_used], first_dealer=lot % players,
                              cap=SAFETY_CAP)


def _pack(*first: int) -> list[int]:
    return list(first) + [i for i in range(52) if i not in first]


#: one house rule at a time on top of each preset (the preset's own choice is among them)
HOUSE_RULES: list[dict[str, Any]] = [
    {},
    {"deck": "talon"},
    {"deck": "fresh"},
    {"first_dealer": "first-seat"},
    {"first_dealer": "lot"},
    {"first_dealer": "fan"},
    {"all_fall": "last-to-fall"},
    {"all_fall": "share"},
    {"all_fall": "replay"},
    {"deal_limit": 6},
    {"ante": 0},
    {"card_table": {"A": "give 2 to 3", "5": "take 4", "T": "pay 3"}},
]


def _seeded_engine(rules: Rules, players: int, seed: int, cap: int) -> GameOutcome:
    table = Table(rules, [f"P{i}" for i in range(players)], source=SeededShuffle(seed))
    for _ in table.play(max_deals=cap):
        pass
    return engine_outcome(table)


@pytest.mark.parametrize("preset", [p.name for p in PRESETS])
@pytest.mark.parametrize("house", HOUSE_RULES, ids=lambda h: ",".join(f"{k}={v}" for k, v in h.items()) or "preset")
def test_simulated_game_i_is_the_engines_game_of_its_seed(preset: str, house: dict[str, Any]) -> None:
    # no card stream in between: the kernel's own generator and SeededShuffle(game_seed(S, i))
    rules = Rules.from_dict({"preset": preset, "stake": 6, **house})
    master = 20261201
    for players in (2, 3, 7):
        sims, _ = simulate_recorded(rules, players, master, 4, start=1000, max_packs=1, cap=SAFETY_CAP)
        for i, sim in enumerate(sims):
            assert sim == _seeded_engine(rules, players, game_seed(master, 1000 + i), SAFETY_CAP), (players, i)


def test_hand_made_stream_small_table_void_payments() -> None:
    # Two seats, stake 5, ante 1: holdings 4 and 4, pool 2; seat 0 deals first, so seat 1 is served first.
    # Deal 1: seat 1 turns 2S ("give 2 to 2" reaches himself at a table of two: void), seat 0 turns KS
    # (take 3, capped at the pool's 2): 6 and 4, pool 0. Deal 2, dealt by seat 1: seat 0 turns 4S (pay 2),
    # seat 1 turns 4H (pay 2): 4 and 2, pool 4. Deal 3, dealt by seat 0: seat 1 turns 4S and pays his
    # last 2, seat 0 turns TS (nothing). Seat 0 is last standing with 4 + the pool's 6.
    rules = Rules(stake=5, ante=1, first_dealer=Rules().first_dealer.FIRST_SEAT)
    packs = np.array([[_pack(1, 12), _pack(3, 16), _pack(3, 9)]])
    expected = GameOutcome(deals=3, holdings=(10, 0), winner=0, shares=(), how="last standing",
                           first_dealer=0, packs_used=3, cards=6, revivals=0, winner_revived=False,
                           max_pool=6)
    assert simulate_streams(rules, 2, packs, [0])[0] == expected
    assert engine_game(rules, 2, packs[0], first_dealer=0) == expected


def test_stream_too_short_is_an_error() -> None:
    rules = Rules.from_preset("english")
    packs = random_packs(np.random.default_rng(1), 1, 2)
    with pytest.raises(TontineError, match="ran out of packs"):
        simulate_streams(rules, 12, packs, [0])


def test_outcome_fields_are_compared() -> None:
    # the comparison would catch a wrong seat, count or total, not only a wrong winner
    a = GameOutcome(3, (10, 0), 0, (), "last standing", 0, 3, 6, 0, False, 7)
    assert a != GameOutcome(3, (10, 0), 0, (), "last standing", 0, 3, 6, 1, False, 7)
    assert a != GameOutcome(4, (10, 0), 0, (), "last standing", 0, 3, 6, 0, False, 7)
