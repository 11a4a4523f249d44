"""Many games at once: the seeded batch simulator and its streaming statistics.

:func:`simulate` plays ``games`` games of one table in fixed-size chunks on the
compiled kernel and folds each chunk into a :class:`SimStats`, so memory does not
grow with the number of games. Game ``i`` is the game of the seed
``tontine.sources.game_seed(seed, i)``, card for card the game that
``Table(..., source=SeededShuffle(game_seed(seed, i)))`` plays: the same seed gives
the same figures whatever the number of jobs, and any game can be watched in the engine.

>>> from tontine import Rules
>>> stats = simulate(Rules.from_preset("english"), 5, 2000, seed=11, jobs=1)
>>> stats.games, sum(stats.outcomes.values())
(2000, 2000)
>>> summary = stats.summary()
>>> round(sum(summary["win_share"]), 6)
1.0
>>> simulate(Rules.from_preset("english"), 5, 2000, seed=11, jobs=2).summary() == summary
True
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from tontine.errors import TontineError
from tontine.rules import Rules
from tontine.sim import special
from tontine.sim.compiled import DEFAULT_CAP, DEFAULT_HORIZON, GameSpec
from tontine.sources import GOLDEN, game_seed, mix64

__all__ = ["CHUNK", "EXTREMES", "KERNELS", "SPECIAL_MIN_GAMES", "SimStats", "max_jobs", "seed_key", "simulate",
           "watch_command"]

#: the extreme games a run reports, in the order it reports them
EXTREMES = ("longest", "shortest", "comeback")

#: games per chunk: the unit of work, of progress and of memory (a few MB)
CHUNK = 1 << 16

#: the kernels :func:`simulate` can run: ``auto`` picks the specialised one when it is compiled already or
#: when the run is long enough to repay compiling it (see :mod:`tontine.sim.special`)
KERNELS = ("auto", "general", "special")

#: games from which ``kernel="auto"`` compiles the kernel specialised to the table (a few CPU-seconds, once)
SPECIAL_MIN_GAMES = 1_000_000

_Z95 = 1.959963984540054


def seed_key(seed: int) -> np.uint64:
    """The 64-bit master key of a seed: ``mix(seed + GOLDEN)`` (see ``docs/shuffle-seeded.md``).

    Game ``i`` of the run then has the seed ``tontine.sources.game_seed(seed, i)``.

    >>> int(seed_key(0)) != int(seed_key(1))
    True
    """
    if isinstance(seed, bool) or not isinstance(seed, int | np.integer):
        raise TontineError(f"seed must be a whole number, not {seed!r}")
    return np.uint64(mix64(int(seed) + GOLDEN))


def max_jobs() -> int:
    """How many worker threads the simulator may use (the cores Numba sees)."""
    import numba

    return int(getattr(numba.config, "NUMBA_NUM_THREADS"))  # noqa: B009  (set at import, unknown to stubs)


def _wilson(successes: float, trials: int) -> tuple[float, float]:
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = _Z95 * _Z95
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = _Z95 * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class SimStats:
    """Streaming totals of many games of one table; every count is an exact integer.

    ``deal_hist[d]`` counts finished games of ``d`` deals; capped games are counted in
    ``outcomes["capped"]`` only. Per-deal curves run to ``horizon`` deals.
    """

    rules: Rules
    players: int
    cap: int | None
    horizon: int
    seed: int | None = None
    games: int = 0
    player_deals: int = 0
    deal_hist: np.ndarray = field(default_factory=lambda: np.zeros(1, np.int64))
    wins: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    shared: np.ndarray = field(default_factory=lambda: np.zeros((0, 0), np.int64))
    outcomes: dict[str, int] = field(default_factory=dict)
    revivals: int = 0
    games_with_revival: int = 0
    winner_revived: int = 0
    max_pool: int = 0
    sum_max_pool: int = 0
    reach: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    live_sum: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    pool_sum: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    holders_by_len: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    #: the extreme games so far, by kind (see :data:`EXTREMES`): index, deals and the kind's measure
    extremes: dict[str, dict[str, Any]] = field(default_factory=dict)
    elapsed: float = 0.0

    def __post_init__(self) -> None:
        from tontine.sim.kernel import OUTCOMES

        n, h = self.players, self.horizon
        if self.wins.size == 0:
            self.wins = np.zeros(n, np.int64)
            self.shared = np.zeros((n, n + 1), np.int64)
            self.reach = np.zeros(h + 1, np.int64)
            self.live_sum = np.zeros(h + 1, np.int64)
            self.pool_sum = np.zeros(h + 1, np.int64)
            self.holders_by_len = np.zeros(h + 2, np.int64)
        for name in OUTCOMES:
            self.outcomes.setdefault(name, 0)

    # -- folding chunks in --------------------------------------------------------

    def add_chunk(self, out: dict[str, np.ndarray], acc: dict[str, np.ndarray], start: int = 0) -> None:
        """Fold one chunk of per-game results and per-block sums into the totals.

        ``start`` is the index of the chunk's first game in the run.
        """
        from tontine.sim.kernel import CAPPED, OUTCOMES

        deals, outcome, winner = out["deals"], out["outcome"], out["winner"]
        self._add_extremes(out, start)
        self.games += int(deals.size)
        self.player_deals += int(out["cards"].sum())
        finished = outcome != CAPPED
        hist = np.bincount(deals[finished])
        if hist.size > self.deal_hist.size:
            hist[: self.deal_hist.size] += self.deal_hist
            self.deal_hist = hist
        else:
            self.deal_hist[: hist.size] += hist
        won = winner >= 0
        self.wins += np.bincount(winner[won], minlength=self.players)
        counts = np.bincount(outcome, minlength=len(OUTCOMES))
        for i, name in enumerate(OUTCOMES):
            self.outcomes[name] += int(counts[i])
        self.revivals += int(out["revivals"].sum())
        self.games_with_revival += int(np.count_nonzero(out["revivals"]))
        self.winner_revived += int(np.count_nonzero(out["winner_revived"]))
        self.max_pool = max(self.max_pool, int(out["max_pool"].max(initial=0)))
        self.sum_max_pool += int(out["max_pool"].sum())
        self.shared += acc["shared"].sum(axis=0)
        self.reach += acc["reach"].sum(axis=0)
        self.live_sum += acc["live"].sum(axis=0)
        self.pool_sum += acc["pool"].sum(axis=0)
        # games over by deal d go on holding counters as they ended: kept by length for the survival curve
        lengths = np.minimum(deals[finished], self.horizon + 1)
        self.holders_by_len += np.bincount(
            lengths, weights=out["holders"][finished], minlength=self.horizon + 2
        ).astype(np.int64)

    def _add_extremes(self, out: dict[str, np.ndarray], start: int) -> None:
        from tontine.sim.kernel import CAPPED

        deals = out["deals"]
        finished = np.flatnonzero(out["outcome"] != CAPPED)
        candidates: dict[str, tuple[int, tuple[int, ...]]] = {}  # kind: (game in chunk, sort key: least wins)
        if finished.size:
            g = int(finished[np.argmax(deals[finished])])
            candidates["longest"] = (g, (-int(deals[g]),))
            g = int(finished[np.argmin(deals[finished])])
            candidates["shortest"] = (g, (int(deals[g]),))
        won = np.flatnonzero(out["winner"] >= 0)
        if won.size:
            low = out["winner_low"][won]
            revived = out["winner_revived"][won]
            since = deals[won] - out["winner_low_deal"][won]
            # the lowest holding first, then the most revivals, then the fewest deals from the low to the win
            best = int(won[np.lexsort((since, -revived, low))[0]])
            candidates["comeback"] = (best, (int(out["winner_low"][best]), -int(out["winner_revived"][best]),
                                             int(deals[best] - out["winner_low_deal"][best])))
        for kind, (g, key) in candidates.items():
            held = self.extremes.get(kind)
            if held is not None and tuple(held["key"]) <= key:
                continue  # an earlier game is as extreme: it stays
            entry: dict[str, Any] = {"game": start + g, "deals": int(deals[g]), "key": list(key)}
            if kind == "comeback":
                entry["winner_low"] = int(out["winner_low"][g])
                entry["winner_low_deal"] = int(out["winner_low_deal"][g])
                entry["winner_revivals"] = int(out["winner_revived"][g])
            self.extremes[kind] = entry

    def extreme_games(self) -> dict[str, dict[str, Any]]:
        """The longest and the shortest finished games and the biggest comeback, each with its seed.

        The biggest comeback is the game won outright by the player whose lowest holding
        after a card of a deal before the winning one was the lowest (0: he had fallen
        and was revived); among equals, the one whose winner was revived the most times,
        then the one with the fewest deals from that low to the win; then the first.
        Each entry names the game (its index in the run), its seed
        (:func:`tontine.sources.game_seed`) and the command that plays it again.
        """
        out: dict[str, dict[str, Any]] = {}
        if self.seed is None:
            return out
        for kind in EXTREMES:
            held = self.extremes.get(kind)
            if held is None:
                continue
            seed = game_seed(self.seed, held["game"])
            entry: dict[str, Any] = {"game": held["game"], "seed": seed, "deals": held["deals"]}
            if kind == "comeback":
                entry["winner_low"] = held["winner_low"]
                entry["winner_low_deal"] = held["winner_low_deal"]
                entry["winner_revivals"] = held["winner_revivals"]
            entry["command"] = watch_command(self.rules, self.players, seed)
            out[kind] = entry
        return out

    # -- reading the figures ----------------------------------------------------

    @property
    def finished(self) -> int:
        return self.games - self.outcomes["capped"]

    def credits(self) -> np.ndarray:
        """Games won by each seat offset, a pool shared k ways counting 1/k to each sharer."""
        k = np.arange(self.players + 1, dtype=np.float64)
        k[0] = 1.0
        return np.asarray(self.wins + (self.shared / k).sum(axis=1), dtype=np.float64)

    def deal_quantile(self, q: float) -> int:
        """The smallest length d with at least a fraction ``q`` of finished games of d deals or fewer."""
        total = self.finished
        if total == 0:
            return 0
        cumulative = np.cumsum(self.deal_hist)
        return int(np.searchsorted(cumulative, math.ceil(q * total - 1e-9), side="left"))

    def survival(self) -> np.ndarray:
        """Mean players holding counters after deals 1..horizon (games over count as they ended)."""
        h = self.horizon
        # games over before deal d: their holders, and how many they are
        ended = np.concatenate(([0], np.cumsum(self.holders_by_len)[:h]))
        over = np.concatenate(([0], np.cumsum(self.deal_hist_to(h + 1))[:h]))
        total = self.reach + over
        with np.errstate(invalid="ignore", divide="ignore"):
            curve = (self.live_sum + ended) / total
        return np.asarray(curve[1:], dtype=np.float64)

    def deal_hist_to(self, size: int) -> np.ndarray:
        hist = np.zeros(size, np.int64)
        m = min(size, self.deal_hist.size)
        hist[:m] = self.deal_hist[:m]
        return hist

    def pool_curve(self) -> np.ndarray:
        """Mean pool after deals 1..horizon, over the games that played that deal."""
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.asarray((self.pool_sum / self.reach)[1:], dtype=np.float64)

    def summary(self) -> dict[str, Any]:
        """Every figure as plain JSON-ready values (the schema of ``docs/simulate-json.md``)."""
        from scipy import stats as sps  # type: ignore[import-untyped]

        games, finished, n = self.games, self.finished, self.players
        lengths = np.arange(self.deal_hist.size, dtype=np.float64)
        if finished:
            mean = float((self.deal_hist * lengths).sum() / finished)
            var = float((self.deal_hist * (lengths - mean) ** 2).sum() / max(finished - 1, 1))
            sd = math.sqrt(var)
            se = sd / math.sqrt(finished)
            deals: dict[str, Any] = {
                "mean": mean,
                "sd": sd,
                "se": se,
                "ci95": [mean - _Z95 * se, mean + _Z95 * se],
                "min": int(np.flatnonzero(self.deal_hist)[0]),
                "median": self.deal_quantile(0.5),
                "p90": self.deal_quantile(0.9),
                "p99": self.deal_quantile(0.99),
                "max": int(np.flatnonzero(self.deal_hist)[-1]),
            }
        else:
            deals = {"mean": None, "sd": None, "se": None, "ci95": [None, None], "min": None,
                     "median": None, "p90": None, "p99": None, "max": None}
        credits = self.credits()
        share = [float(c / games) if games else 0.0 for c in credits]
        ci = [list(_wilson(float(c), games)) for c in credits]
        decided = float(credits.sum())
        if n >= 2 and decided > 0:
            chi = sps.chisquare(credits, np.full(n, decided / n))
            chi_square: dict[str, Any] = {
                "statistic": float(chi.statistic),
                "df": n - 1,
                "p_value": float(chi.pvalue),
            }
        else:
            chi_square = {"statistic": None, "df": n - 1, "p_value": None}
        winners = int(self.wins.sum())
        shared_games = self.outcomes["all fell"] + self.outcomes["deal limit share"]
        return {
            "format": 1,
            "players": n,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "cap": self.cap,
            "games": games,
            "finished": finished,
            "capped": self.outcomes["capped"],
            "player_deals": self.player_deals,
            "deals": deals,
            "win_share": share,
            "win_share_ci95": ci,
            "wins": [float(c) for c in credits],
            "chi_square": chi_square,
            "outcomes": dict(self.outcomes),
            "revivals": {
                "per_game": self.revivals / games if games else 0.0,
                "games_with_revival": self.games_with_revival / games if games else 0.0,
            },
            "winner_once_dead": self.winner_revived / winners if winners else 0.0,
            "last_to_fall": self.outcomes["last to fall"] / games if games else 0.0,
            "shared_pools": shared_games / games if games else 0.0,
            "largest_pool": {
                "max": self.max_pool,
                "mean": self.sum_max_pool / games if games else 0.0,
            },
            "extreme_games": self.extreme_games(),
        }


def simulate(
    rules: Rules,
    players: int,
    games: int,
    *,
    seed: int,
    jobs: int | None = None,
    cap: int | None = DEFAULT_CAP,
    horizon: int = DEFAULT_HORIZON,
    chunk: int = CHUNK,
    progress: Callable[[int, int], None] | None = None,
    kernel: str = "auto",
) -> SimStats:
    """Play ``games`` games of ``players`` seats under ``rules`` and return their statistics.

    ``jobs`` threads share each chunk (default: every core). Games longer than ``cap``
    deals are stopped and counted as capped (``cap=None``: no cap, at your own risk under
    the replay rule). ``progress(done, games)`` is called after each chunk. ``kernel`` is
    one of :data:`KERNELS`: ``general`` runs the one compiled kernel for every table,
    ``special`` the kernel generated for this table's rules (:mod:`tontine.sim.special`,
    compiled once and cached on disk); both play the same games and give the same figures.
    """
    import numba

    from tontine.sim.kernel import run_chunk

    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise TontineError(f"the number of games must be a whole number of 1 or more, not {games!r}")
    limit = max_jobs()
    if jobs is None:
        jobs = limit
    if isinstance(jobs, bool) or not isinstance(jobs, int) or not 1 <= jobs <= limit:
        raise TontineError(f"jobs {jobs!r} must be between 1 and {limit} (the cores available)")
    if chunk < 1:
        raise TontineError(f"chunk {chunk} must be 1 or more")
    if kernel not in KERNELS:
        raise TontineError(f"kernel {kernel!r} must be one of {', '.join(KERNELS)}")
    spec = GameSpec.from_rules(rules, players, cap=cap, horizon=horizon)
    if kernel == "auto":
        kernel = "special" if games >= SPECIAL_MIN_GAMES or special.is_cached(spec) else "general"
    special_chunk = special.special_kernel(spec) if kernel == "special" else None
    play_chunk: Callable[..., None] = run_chunk if special_chunk is None else special_chunk
    h = int(spec.params[7])
    stats = SimStats(rules, players, cap, h, seed=seed)
    key = seed_key(seed)
    # several blocks per thread even out games of uneven length
    blocks = jobs * 8 if jobs > 1 else 1
    size = min(chunk, games)
    out = {
        name: np.empty(size, np.int64)
        for name in ("deals", "outcome", "winner", "revivals", "winner_revived", "max_pool", "holders", "cards",
                     "winner_low", "winner_low_deal")
    }
    acc = {
        "reach": np.zeros((blocks, h + 1), np.int64),
        "live": np.zeros((blocks, h + 1), np.int64),
        "pool": np.zeros((blocks, h + 1), np.int64),
        "shared": np.zeros((blocks, players, players + 1), np.int64),
    }
    previous = numba.get_num_threads()
    numba.set_num_threads(jobs)
    # hand blocks out one at a time: a thread slowed by other work on the machine takes fewer
    previous_chunksize = numba.set_parallel_chunksize(1)
    began = time.perf_counter()
    try:
        done = 0
        while done < games:
            m = min(size, games - done)
            view = {name: array[:m] for name, array in out.items()}
            for array in acc.values():
                array.fill(0)
            head = (key, done, blocks) if special_chunk is not None else (
                spec.params, spec.csrc, spec.cdst, spec.camt, spec.cshift, spec.lot, key, done, blocks)
            play_chunk(
                *head, view["deals"], view["outcome"], view["winner"], view["revivals"],
                view["winner_revived"], view["max_pool"], view["holders"], view["cards"],
                view["winner_low"], view["winner_low_deal"], acc["reach"], acc["live"], acc["pool"], acc["shared"],
            )
            stats.add_chunk(view, acc, done)
            done += m
            if progress is not None:
                progress(done, games)
    finally:
        numba.set_num_threads(previous)
        numba.set_parallel_chunksize(previous_chunksize)
    stats.elapsed = time.perf_counter() - began
    return stats


def watch_command(rules: Rules, players: int, seed: int) -> str:
    """The ``tontine play`` command that plays the game of ``seed`` at this table.

    >>> from tontine import Rules
    >>> watch_command(Rules.from_preset("english").replace(stake=20), 12, 42)
    'tontine play --seed 42 --players 12 --preset english --stake 20'
    >>> watch_command(Rules.from_dict({"preset": "french", "deal_limit": 9, "card_table": {"K": "take 4"}}), 4, 7)
    "tontine play --seed 7 --players 4 --preset french --deal-limit 9 --card 'K=take 4'"
    """
    import shlex

    from tontine.rules import Preset

    base = Preset.get(rules.preset).rules
    words = ["tontine", "play", "--seed", str(seed), "--players", str(players), "--preset", rules.preset]
    mine, theirs = rules.to_dict(), base.to_dict()
    for key in ("stake", "ante", "deck", "first_dealer", "all_fall", "deal_limit"):
        if mine[key] != theirs[key]:
            words += ["--" + key.replace("_", "-"), str(mine[key])]
    for rank, effect in mine["card_table"].items():
        if theirs["card_table"].get(rank) != effect:
            words += ["--card", f"{rank}={effect}"]
    return shlex.join(words)


def cpu_count() -> int:
    """Cores usable by this process."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1
