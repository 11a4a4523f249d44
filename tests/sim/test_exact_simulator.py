"""The fast simulator agrees with the exact values within 4 standard errors."""

from __future__ import annotations

import math

import pytest

from tontine import AllFall, Rules
from tontine.sim.exact import solve

simulator = pytest.importorskip("tontine.sim.simulator", reason="the fast simulator (tontine[sim]) is not installed")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "rules", "games"),
    [
        (3, Rules(stake=4), 200_000),  # the first dealer clearly favoured
        (4, Rules(stake=4), 100_000),
        (3, Rules(stake=4, all_fall=AllFall.REPLAY), 200_000),  # the advantage reversed
        (3, Rules(stake=6), 100_000),
    ],
)
def test_simulator_matches_exact(players: int, rules: Rules, games: int) -> None:
    exact = solve(rules, players)
    summary = simulator.simulate(rules, players, games, seed=1797, jobs=1).summary()
    assert summary["games"] == games and summary["capped"] == 0
    for offset, p in enumerate(exact.win_probability):
        se = math.sqrt(p * (1 - p) / games)
        assert abs(summary["win_share"][offset] - p) < 4 * se, (offset, summary["win_share"], exact.win_probability)
    deals = summary["deals"]
    assert abs(deals["mean"] - exact.expected_deals) < 4 * deals["se"]
