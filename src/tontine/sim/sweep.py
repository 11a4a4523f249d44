"""A grid of tables simulated on Dask: one task per cell, one CSV row per cell, heat maps.

Each cell (preset, deck, all-fall rule, players, stake) is played with the simulator
on one core of a Dask worker, with its own seed derived from the master seed and the
cell itself, so a cell's figures do not depend on the rest of the grid or on the
cluster.

>>> parse_int_list("5..8,12", "--players")
[5, 6, 7, 8, 12]
>>> parse_int_list("8..5", "--players")
Traceback (most recent call last):
...
tontine.errors.OptionsError: --players '8..5': a range must go upwards, like 5..20
>>> cell = Cell("english", "fresh", "last-to-fall", 12, 15)
>>> cell_seed(1, cell) == cell_seed(1, Cell("english", "fresh", "last-to-fall", 12, 15)) != cell_seed(2, cell)
True
"""

from __future__ import annotations

import csv
import hashlib
import itertools
import json
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from tontine.errors import OptionsError
from tontine.rules import Rules

__all__ = ["COLUMNS", "Cell", "cell_seed", "parse_int_list", "run_cell", "write_csv", "write_heatmaps",
           "write_parquet"]

#: the CSV columns, in order
COLUMNS = (
    "preset", "deck", "all_fall", "players", "stake", "games", "seed", "finished", "capped",
    "deals_mean", "deals_ci95_low", "deals_ci95_high", "deals_median", "deals_p90", "deals_p99", "deals_max",
    "first_dealer_share", "first_dealer_ci95_low", "first_dealer_ci95_high", "first_dealer_advantage",
    "chi_square_p", "revivals_per_game", "winner_once_dead", "last_to_fall", "shared_pools",
    "largest_pool", "player_deals", "win_share", "rules",
)


@dataclass(frozen=True)
class Cell:
    """One table of the grid."""

    preset: str
    deck: str
    all_fall: str
    players: int
    stake: int


def parse_int_list(text: str, option: str) -> list[int]:
    """``5..20``, ``12,15,20`` or a mix, as a sorted list without repeats."""
    values: set[int] = set()
    for part in text.split(","):
        bounds = part.strip().split("..", 1)
        try:
            numbers = [int(b) for b in bounds]
        except ValueError:
            raise OptionsError(f"{option} '{text}': write numbers and ranges, like 5..20 or 12,15,20",
                               msg_id="study-error-int-list", option_name=option, list_text=text) from None
        if numbers[-1] < numbers[0]:
            raise OptionsError(f"{option} '{text}': a range must go upwards, like 5..20",
                               msg_id="study-error-range-down", option_name=option, list_text=text)
        values.update(range(numbers[0], numbers[-1] + 1))
    if not values:
        raise OptionsError(f"{option} '{text}' lists nothing", msg_id="study-error-list-empty", option_name=option,
                           list_text=text)
    return sorted(values)


def cell_seed(seed: int, cell: Cell) -> int:
    """A 63-bit seed from the master seed and the cell's own parameters."""
    text = json.dumps([seed, asdict(cell)], sort_keys=True)
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") >> 1


def run_cell(cell: Cell, rules: dict[str, Any], seed: int, games: int, cap: int) -> dict[str, Any]:
    """Play one cell (``rules`` as ``Rules.to_dict()``) on one core and return its CSV row.

    This runs on a Dask worker: it takes and returns plain data only.
    """
    from tontine.sim.simulator import simulate

    table_rules = Rules.from_dict(rules)
    s = simulate(table_rules, cell.players, games, seed=seed, jobs=1, cap=cap).summary()
    d = s["deals"]
    first = s["win_share"][0]
    low, high = s["win_share_ci95"][0]
    return {
        **asdict(cell),
        "games": games,
        "seed": seed,
        "finished": s["finished"],
        "capped": s["capped"],
        "deals_mean": d["mean"],
        "deals_ci95_low": d["ci95"][0],
        "deals_ci95_high": d["ci95"][1],
        "deals_median": d["median"],
        "deals_p90": d["p90"],
        "deals_p99": d["p99"],
        "deals_max": d["max"],
        "first_dealer_share": first,
        "first_dealer_ci95_low": low,
        "first_dealer_ci95_high": high,
        # the first dealer's share against a fair 1/n: +0.05 means 5% more often than fair
        "first_dealer_advantage": first * cell.players - 1,
        "chi_square_p": s["chi_square"]["p_value"],
        "revivals_per_game": s["revivals"]["per_game"],
        "winner_once_dead": s["winner_once_dead"],
        "last_to_fall": s["last_to_fall"],
        "shared_pools": s["shared_pools"],
        "largest_pool": s["largest_pool"]["max"],
        "player_deals": s["player_deals"],
        "win_share": json.dumps([round(x, 6) for x in s["win_share"]]),
        "rules": json.dumps(rules, sort_keys=True),
    }


def _sorted(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(rows, key=lambda r: (r["preset"], r["deck"], r["all_fall"], r["players"], r["stake"]))


def write_csv(rows: Iterable[dict[str, Any]], path: Path) -> Path:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=COLUMNS)
        writer.writeheader()
        for row in _sorted(rows):
            writer.writerow(row)
    return path


def write_parquet(rows: Iterable[dict[str, Any]], path: Path) -> Path | None:
    """The same table as Parquet, if pyarrow is installed (else None)."""
    try:
        import pyarrow as pa  # type: ignore[import-not-found, unused-ignore]
        import pyarrow.parquet as pq  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return None
    ordered = _sorted(rows)
    table = pa.table({name: [row[name] for row in ordered] for name in COLUMNS})
    pq.write_table(table, path)
    return path


def write_heatmaps(rows: Sequence[dict[str, Any]], folder: Path) -> list[Path]:
    """For each (preset, deck, all-fall) group: expected length and first-dealer advantage, players x stake."""
    import numpy as np
    from matplotlib.figure import Figure

    written: list[Path] = []
    groups: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault((row["preset"], row["deck"], row["all_fall"]), []).append(row)
    for (preset, deck, fall), group in sorted(groups.items()):
        players = sorted({r["players"] for r in group})
        stakes = sorted({r["stake"] for r in group})
        for column, label, stem, cmap in (
            ("deals_mean", "mean deals to finish", "length", "viridis"),
            ("first_dealer_advantage", "first dealer's win share x n - 1", "first-dealer", "RdBu_r"),
        ):
            values = np.full((len(players), len(stakes)), np.nan)
            for r in group:
                if r[column] is not None:
                    values[players.index(r["players"]), stakes.index(r["stake"])] = r[column]
            fig = Figure(figsize=(3.5 + 0.7 * len(stakes), 2.2 + 0.35 * len(players)), layout="constrained")
            ax = fig.subplots()
            if cmap == "RdBu_r":
                bound = float(np.nanmax(np.abs(values))) if np.isfinite(values).any() else 1.0
                image = ax.imshow(values, cmap=cmap, vmin=-bound, vmax=bound, aspect="auto", origin="lower")
            else:
                image = ax.imshow(values, cmap=cmap, aspect="auto", origin="lower")
            fig.colorbar(image, ax=ax, label=label)
            ax.set_xticks(range(len(stakes)), [str(s) for s in stakes])
            ax.set_yticks(range(len(players)), [str(p) for p in players])
            ax.set_xlabel("stake")
            ax.set_ylabel("players")
            if len(players) * len(stakes) <= 200:
                fmt = "{:.1f}" if column == "deals_mean" else "{:+.3f}"
                for i, j in itertools.product(range(len(players)), range(len(stakes))):
                    if np.isfinite(values[i, j]):
                        ax.text(j, i, fmt.format(values[i, j]), ha="center", va="center", fontsize=7)
            ax.set_title(f"{label}\n{preset}, {deck} pack, all fall: {fall}", fontsize=9)
            for suffix in ("png", "svg"):
                path = folder / f"heatmap-{stem}-{preset}-{deck}-{fall}.{suffix}"
                fig.savefig(path, dpi=110)
                written.append(path)
    return written
