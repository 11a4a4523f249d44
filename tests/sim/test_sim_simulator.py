"""The batch simulator: seeds, streaming statistics, and agreement with the plain engine."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tontine import Rules, SeededShuffle, Table
from tontine.errors import TontineError
from tontine.events import Revived
from tontine.sim.simulator import SimStats, seed_key, simulate


def test_same_seed_same_figures_whatever_the_jobs_and_chunks() -> None:
    rules = Rules.from_preset("french")
    base = simulate(rules, 7, 6000, seed=99, jobs=1).summary()
    assert simulate(rules, 7, 6000, seed=99, jobs=2).summary() == base
    assert simulate(rules, 7, 6000, seed=99, jobs=2, chunk=777).summary() == base
    assert simulate(rules, 7, 6000, seed=100, jobs=1).summary() != base


def test_a_game_depends_on_its_index_only() -> None:
    # games 3000.. of one run are the same as a run that starts there: the chunks prove it
    rules = Rules.from_preset("german")
    whole = simulate(rules, 5, 4000, seed=7, jobs=1, chunk=1000)
    halves = simulate(rules, 5, 4000, seed=7, jobs=2, chunk=3000)
    assert np.array_equal(whole.deal_hist, halves.deal_hist)
    assert np.array_equal(whole.wins, halves.wins)
    assert whole.revivals == halves.revivals


def test_seed_key_takes_any_int_and_rejects_others() -> None:
    # seeds are taken modulo 2**64: -1 and 2**64 - 1 are the same seed
    assert seed_key(-1) == seed_key(2**64 - 1)
    assert seed_key(2**70) != seed_key(2**70 + 1)
    with pytest.raises(TontineError):
        seed_key("7")  # type: ignore[arg-type]


def test_counts_add_up() -> None:
    stats = simulate(Rules.from_preset("english"), 12, 3000, seed=1, jobs=1)
    s = stats.summary()
    assert sum(s["outcomes"].values()) == s["games"] == 3000
    assert s["capped"] == 0 and s["finished"] == 3000
    assert int(stats.deal_hist.sum()) == 3000
    assert math.isclose(sum(s["win_share"]), 1.0)
    assert all(lo <= share <= hi for share, (lo, hi) in zip(s["win_share"], s["win_share_ci95"], strict=True))
    assert s["deals"]["min"] <= s["deals"]["median"] <= s["deals"]["p90"] <= s["deals"]["p99"] <= s["deals"]["max"]
    assert s["deals"]["ci95"][0] < s["deals"]["mean"] < s["deals"]["ci95"][1]
    # 12 seats holding 12 counters each: nobody can fall in the first deal
    assert stats.survival()[0] == 12.0
    assert 0 <= s["winner_once_dead"] <= 1 and s["largest_pool"]["max"] <= 12 * 15


def test_capped_games_are_counted_not_dropped() -> None:
    stats = simulate(Rules.from_preset("english"), 12, 2000, seed=3, jobs=1, cap=60)
    s = stats.summary()
    assert s["capped"] > 0 and s["finished"] + s["capped"] == 2000
    assert s["deals"]["max"] <= 60
    assert math.isclose(sum(s["win_share"]), s["finished"] / 2000)


def test_shared_pools_split_the_credit() -> None:
    rules = Rules.from_preset("english").replace(stake=4, all_fall=Rules().all_fall.SHARE)
    stats = simulate(rules, 3, 5000, seed=5, jobs=1)
    s = stats.summary()
    shared_games = s["outcomes"]["all fell"]
    assert shared_games > 0 and s["shared_pools"] == shared_games / 5000
    # everyone live at the start of the last deal fell in it: at least two share each pool
    assert stats.shared[:, :2].sum() == 0 and stats.shared.sum() >= 2 * shared_games
    assert math.isclose(sum(s["wins"]), int(stats.wins.sum()) + shared_games)
    assert math.isclose(sum(s["win_share"]), 1.0)


def test_memory_does_not_grow_with_games() -> None:
    rules = Rules.from_preset("english")
    small = simulate(rules, 6, 1000, seed=2, jobs=1, chunk=500)
    large = simulate(rules, 6, 20000, seed=2, jobs=1, chunk=500)
    for name in ("wins", "shared", "reach", "live_sum", "pool_sum", "holders_by_len"):
        assert getattr(small, name).shape == getattr(large, name).shape
    assert large.deal_hist.size <= large.cap + 1


def test_bad_arguments() -> None:
    rules = Rules()
    with pytest.raises(TontineError, match="number of games"):
        simulate(rules, 4, 0, seed=1)
    with pytest.raises(TontineError, match="jobs"):
        simulate(rules, 4, 10, seed=1, jobs=999)
    with pytest.raises(TontineError, match="players"):
        simulate(rules, 53, 10, seed=1)
    with pytest.raises(TontineError, match="cap"):
        simulate(rules, 4, 10, seed=1, cap=0)


def _engine_stats(rules: Rules, players: int, games: int, seed: int) -> dict[str, np.ndarray]:
    deals = np.empty(games)
    offset_wins = np.zeros((games, players))
    revivals = np.empty(games)
    last_to_fall = np.empty(games)
    for g in range(games):
        table = Table(rules, [f"P{i}" for i in range(players)], source=SeededShuffle(seed + g))
        for _ in table.play():
            pass
        assert table.winner is not None and table.first_dealer is not None
        deals[g] = table.deal_number
        offset_wins[g, (table.winner - table.first_dealer) % players] = 1
        revivals[g] = sum(isinstance(e, Revived) for e in table.events)
        last_to_fall[g] = table.win_how == "last to fall"
    return {"deals": deals, "wins": offset_wins, "revivals": revivals, "last_to_fall": last_to_fall}


@pytest.mark.parametrize(
    ("preset", "players", "stake"),
    [pytest.param("english", 5, 10, marks=pytest.mark.slow), ("french", 3, 6),
     pytest.param("german", 8, 6, marks=pytest.mark.slow)],
)
def test_simulator_statistics_match_the_plain_engine(preset: str, players: int, stake: int) -> None:
    """Means from the engine's own shuffles and from the simulator agree within 4 standard errors."""
    rules = Rules.from_preset(preset).replace(stake=stake)
    n_engine, n_sim = 2500, 200_000
    engine = _engine_stats(rules, players, n_engine, seed=1000)
    stats = simulate(rules, players, n_sim, seed=2024, jobs=1)
    s = stats.summary()

    def close(engine_values: np.ndarray, sim_mean: float, sim_sd: float, what: str) -> None:
        se = math.sqrt(engine_values.var(ddof=1) / n_engine + sim_sd**2 / n_sim)
        assert abs(engine_values.mean() - sim_mean) <= 4 * se + 1e-12, (what, engine_values.mean(), sim_mean, se)

    close(engine["deals"], s["deals"]["mean"], s["deals"]["sd"], "deals")
    for offset in range(players):
        p = s["win_share"][offset]
        close(engine["wins"][:, offset], p, math.sqrt(p * (1 - p)), f"win share {offset}")
    p = s["last_to_fall"]
    close(engine["last_to_fall"], p, math.sqrt(p * (1 - p)), "last to fall")
    # revivals: the simulator's standard deviation is not kept, the engine's stands in (same law)
    close(engine["revivals"], s["revivals"]["per_game"], float(engine["revivals"].std()), "revivals")


def test_stats_object_is_plain_data() -> None:
    stats = SimStats(Rules(), 4, 100, 10)
    assert stats.games == 0 and stats.summary()["deals"]["mean"] is None


def _engine_extremes(rules: Rules, players: int, seed: int, games: int) -> dict[str, tuple[int, ...]]:
    """The extreme games by their definition (SimStats.extreme_games), found by playing every game in the engine."""
    from tontine.events import PaidIntoPool, PaidNeighbour, Won
    from tontine.sources import game_seed

    found: dict[str, tuple[tuple[int, ...], int]] = {}

    def offer(kind: str, key: tuple[int, ...], game: int) -> None:
        if kind not in found or key < found[kind][0]:
            found[kind] = (key, game)

    for game in range(games):
        table = Table(rules, [f"P{i}" for i in range(players)], source=SeededShuffle(game_seed(seed, game)))
        events = list(table.play())
        deals = table.deal_number
        offer("longest", (-deals,), game)
        offer("shortest", (deals,), game)
        won = [e for e in events if isinstance(e, Won)]
        if not won:
            continue
        winner = won[0].seat
        low, low_deal = rules.stake - rules.ante, 0
        for e in events:
            if e.deal < deals and isinstance(e, PaidIntoPool | PaidNeighbour) and e.seat == winner \
                    and e.paid > 0 and e.holding <= low:
                low, low_deal = e.holding, e.deal
        revivals = sum(isinstance(e, Revived) and e.seat == winner for e in events)
        offer("comeback", (low, -revivals, deals - low_deal), game)
    return {kind: (game, *key) for kind, (key, game) in found.items()}


@pytest.mark.parametrize("preset,players", [("english", 5), ("french", 3), ("german", 4)])
def test_extreme_games_are_the_engines_by_definition(preset: str, players: int) -> None:
    rules = Rules.from_preset(preset).replace(stake=6)
    games = 300
    stats = simulate(rules, players, games, seed=4242, jobs=2, chunk=70)
    extremes = stats.extreme_games()
    expected = _engine_extremes(rules, players, 4242, games)
    got = {kind: (e["game"], -e["deals"]) if kind == "longest" else
           (e["game"], e["deals"]) if kind == "shortest" else
           (e["game"], e["winner_low"], -e["winner_revivals"], e["deals"] - e["winner_low_deal"])
           for kind, e in extremes.items()}
    assert got == expected
    # one chunk or many, the same games
    assert simulate(rules, players, games, seed=4242, jobs=1).extreme_games() == extremes


def test_extreme_game_seed_plays_that_game() -> None:
    rules = Rules.from_preset("english")
    stats = simulate(rules, 12, 2000, seed=1797, jobs=2)
    longest = stats.summary()["extreme_games"]["longest"]
    table = Table(rules, [f"P{i}" for i in range(12)], source=SeededShuffle(longest["seed"]))
    for _ in table.play():
        pass
    assert table.deal_number == longest["deals"] == stats.summary()["deals"]["max"]
    assert longest["command"] == f"tontine play --seed {longest['seed']} --players 12 --preset english"
