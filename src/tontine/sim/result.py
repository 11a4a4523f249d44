"""The simulator for a notebook: :func:`simulate` gives a frozen, typed :class:`SimResult`.

>>> from tontine import Rules
>>> result = simulate(Rules.from_preset("english"), 4, 3000, seed=7)
>>> result.games, len(result.seats), round(sum(s.share for s in result.seats), 6)
(3000, 4, 1.0)
>>> all(s.low <= s.share <= s.high for s in result.seats)
True
>>> sum(result.lengths) == result.finished
True
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tontine.errors import TontineError
from tontine.rules import Rules
from tontine.sim import simulator
from tontine.sim.compiled import DEFAULT_CAP, DEFAULT_HORIZON

if TYPE_CHECKING:
    import pandas as pd  # type: ignore[import-untyped]

__all__ = ["MissingExtraError", "SeatShare", "SimResult", "simulate"]


class MissingExtraError(TontineError, ImportError):
    """An optional dependency is not installed (the message names the extra that brings it)."""


@dataclass(frozen=True)
class SeatShare:
    """One seat's part of the wins: ``offset`` seats to the left of the first dealer (0: the first dealer).

    ``wins`` counts games won, a pool shared k ways counting 1/k to each sharer; ``share``
    is ``wins / games`` and ``low``, ``high`` its 95% Wilson interval.
    """

    offset: int
    wins: float
    share: float
    low: float
    high: float


@dataclass(frozen=True)
class SimResult:
    """The figures of one run of :func:`simulate`.

    ``lengths[d]`` counts the finished games of ``d`` deals (capped games are counted in
    ``capped`` only); ``outcomes`` counts the games by how they ended.
    """

    rules: Rules
    players: int
    games: int
    seed: int
    finished: int
    capped: int
    player_deals: int
    seats: tuple[SeatShare, ...]
    lengths: tuple[int, ...]
    outcomes: tuple[tuple[str, int], ...]
    mean_deals: float | None
    seconds: float

    def seats_frame(self) -> pd.DataFrame:
        """The seats as a pandas DataFrame, one row per seat: offset, wins, share, low, high."""
        pandas = _pandas()
        return pandas.DataFrame(
            {
                "offset": [s.offset for s in self.seats],
                "wins": [s.wins for s in self.seats],
                "share": [s.share for s in self.seats],
                "low": [s.low for s in self.seats],
                "high": [s.high for s in self.seats],
            }
        ).set_index("offset")

    def lengths_frame(self) -> pd.DataFrame:
        """The length distribution as a pandas DataFrame: deals, games and their fraction of the finished games."""
        pandas = _pandas()
        rows = [(d, n) for d, n in enumerate(self.lengths) if n]
        total = self.finished or 1
        return pandas.DataFrame(
            {
                "deals": [d for d, _ in rows],
                "games": [n for _, n in rows],
                "fraction": [n / total for _, n in rows],
            }
        ).set_index("deals")


def _pandas() -> Any:
    # pandas comes with the ``sweep`` extra: only these conversions need it
    try:
        return importlib.import_module("pandas")
    except ImportError:
        raise MissingExtraError("a DataFrame needs pandas: pip install 'tontine[sweep]'") from None


def simulate(
    rules: Rules,
    players: int,
    games: int,
    *,
    seed: int,
    jobs: int | None = None,
    cap: int | None = DEFAULT_CAP,
    horizon: int = DEFAULT_HORIZON,
    kernel: str = "auto",
) -> SimResult:
    """Play ``games`` games of ``players`` seats under ``rules``: :func:`tontine.sim.simulator.simulate`, typed.

    The keywords are those of :func:`tontine.sim.simulator.simulate`; game ``i`` is the
    engine's game of the seed ``tontine.sources.game_seed(seed, i)``.
    """
    stats = simulator.simulate(rules, players, games, seed=seed, jobs=jobs, cap=cap, horizon=horizon, kernel=kernel)
    summary = stats.summary()
    seats = tuple(
        SeatShare(offset, float(wins), float(share), float(low), float(high))
        for offset, (wins, share, (low, high)) in enumerate(
            zip(summary["wins"], summary["win_share"], summary["win_share_ci95"], strict=True)
        )
    )
    return SimResult(
        rules=rules,
        players=players,
        games=stats.games,
        seed=seed,
        finished=stats.finished,
        capped=stats.outcomes["capped"],
        player_deals=stats.player_deals,
        seats=seats,
        lengths=tuple(int(n) for n in stats.deal_hist),
        outcomes=tuple((name, int(count)) for name, count in stats.outcomes.items()),
        mean_deals=summary["deals"]["mean"],
        seconds=stats.elapsed,
    )
