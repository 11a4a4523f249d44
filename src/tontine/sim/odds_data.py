"""The odds the server ships: how long a game lasts and what each seat wins, for the presets.

``python -m tontine.sim.odds_data`` writes ``src/tontine/server/data/odds.json``: for each preset,
each table of 2 to 20 seats and each of :data:`STAKES`, the deals a game lasts (median and the
10-90% range, from :data:`GAMES` simulated games) and each seat's share of the wins with its 95%
interval: exact (:func:`tontine.sim.exact.solve`, the interval its error bound) where the exact
solver handles the table within :data:`EXACT_WORK`, simulated otherwise (Wilson intervals). The
server reads the file with the standard library only; :func:`odds_entry` also answers house rules on
demand where the simulator is installed.

>>> from tontine import Rules
>>> entry = odds_entry(Rules.from_preset("english"), 4, games=500, seed=3, exact=False)
>>> entry["players"], entry["method"], len(entry["seats"])
(4, 'simulated', 4)
>>> entry["deals"]["p10"] <= entry["deals"]["median"] <= entry["deals"]["p90"]
True
>>> round(sum(seat["share"] for seat in entry["seats"]), 6)
1.0
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from tontine.errors import TontineError
from tontine.rules import PRESETS, Rules
from tontine.sim.exact import check_supported, estimate, solve
from tontine.sim.simulator import simulate

__all__ = ["EXACT_WORK", "FORMAT", "GAMES", "PLAYERS", "SEED", "STAKES", "build", "odds_entry"]

FORMAT = 1
#: the stakes shipped for every preset (the presets' own are 15 and 20)
STAKES = (10, 15, 20)
PLAYERS = range(2, 21)
#: simulated games per table (enough for a share within about 0.7 points at 20,000)
GAMES = 20_000
SEED = 1797
#: the most settled deal sequences an exact solve of the shipped data may take (a few seconds each)
EXACT_WORK = 12_000_000
#: where the file goes in a checkout
TARGET = Path(__file__).resolve().parents[1] / "server" / "data" / "odds.json"


def _exact(rules: Rules, players: int, limit: int) -> list[dict[str, float]] | None:
    """Each seat's exact win share with its error bound, or None where the solver does not handle the table."""
    try:
        check_supported(rules, players)
    except TontineError:
        return None
    if estimate(rules, players).work > limit:
        return None
    result = solve(rules, players)
    bound = result.error_bound
    return [{"share": p, "low": max(0.0, p - bound), "high": min(1.0, p + bound)} for p in result.win_probability]


def odds_entry(rules: Rules, players: int, *, games: int = GAMES, seed: int = SEED, exact: bool = True,
               exact_work: int = EXACT_WORK) -> dict[str, Any]:
    """The odds of one table: its deals (median, 10% and 90%) and each seat's share of the wins.

    Seats are counted from the first dealer (seat 1). ``exact``: try the exact solver for the shares.
    """
    stats = simulate(rules, players, games, seed=seed, jobs=1)
    summary = stats.summary()
    seats = _exact(rules, players, exact_work) if exact else None
    method = "exact" if seats is not None else "simulated"
    if seats is None:
        seats = [{"share": share, "low": low, "high": high}
                 for share, (low, high) in zip(summary["win_share"], summary["win_share_ci95"], strict=True)]
    return {
        "preset": rules.preset,
        "players": players,
        "stake": rules.stake,
        "ante": rules.ante,
        "deck": rules.deck.value,
        "games": games,
        "seed": seed,
        "finished": stats.finished,
        "deals": {"median": stats.deal_quantile(0.5), "p10": stats.deal_quantile(0.1),
                  "p90": stats.deal_quantile(0.9), "mean": summary["deals"]["mean"]},
        "method": method,
        "seats": [{key: round(value, 6) for key, value in seat.items()} for seat in seats],
    }


def build(*, games: int = GAMES, seed: int = SEED, stakes: tuple[int, ...] = STAKES,
          players: range = PLAYERS, progress: bool = False) -> dict[str, Any]:
    """The whole shipped file: every preset x ``players`` x ``stakes``."""
    entries = []
    began = time.perf_counter()
    for preset in PRESETS:
        for stake in stakes:
            rules = preset.rules.replace(stake=stake)
            for n in players:
                entries.append(odds_entry(rules, n, games=games, seed=seed))
                if progress:
                    print(f"{preset.name} stake {stake} players {n}: {entries[-1]['method']}"
                          f" ({time.perf_counter() - began:.0f} s)", file=sys.stderr)
    return {"format": FORMAT, "games": games, "seed": seed, "stakes": list(stakes),
            "players": [players.start, players.stop - 1], "entries": entries}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tontine.sim.odds_data", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=GAMES)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, default=TARGET)
    args = parser.parse_args(argv)
    data = build(games=args.games, seed=args.seed, progress=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(data['entries'])} tables written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
