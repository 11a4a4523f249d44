"""The float solver: the chain built, reduced to the states reachable from the start, and solved."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tontine.errors import RulesError
from tontine.rules import Rules
from tontine.sim.exact.chain import build
from tontine.sim.exact.fourier import Layout, solve_components
from tontine.sim.exact.size import refuse_if_too_large
from tontine.sim.exact.support import NEVER_ENDS, ProgressLine

__all__ = ["ExactResult", "solve"]


@dataclass(slots=True)
class ExactResult:
    """The exact answer for one table (win probabilities by seat offset from the first dealer)."""

    players: int
    rules: Rules
    expected_deals: float
    win_probability: list[float]
    states: int  #: canonical (dealer at seat 0) states reachable from the start
    seconds: float
    work: int  #: settled (state, class sequence) pairs
    residual: float  #: largest residual of the linear solves for the win probabilities
    #: a bound on the error of every win probability: the longest expected game times the residual
    error_bound: float
    #: the same bound for the expected number of deals
    deals_error_bound: float = 0.0
    products: int = 0  #: products ``X - P X`` (every component at once) the solve took

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "stake": self.rules.stake,
            "ante": self.rules.ante,
            "preset": self.rules.preset,
            "all_fall": self.rules.all_fall.value,
            "expected_deals": self.expected_deals,
            "win_probability": list(self.win_probability),
            "states": self.states,
            "seconds": self.seconds,
            "error_bound": self.error_bound,
            "expected_deals_error_bound": self.deals_error_bound,
        }


def solve(
    rules: Rules,
    players: int,
    *,
    progress: Callable[[str], None] | None = None,
) -> ExactResult:
    """The exact win probability of each seat offset and the expected number of deals.

    Floats, with SciPy's GMRES on the sparse chain and a strict error bound; refuses (:class:`RulesError`) a table too large,
    saying how large a table it can do. ``progress`` receives lines for a long solve.

    >>> from tontine import Rules
    >>> result = solve(Rules(stake=4), 3)
    >>> round(sum(result.win_probability), 12)
    1.0
    """
    import numpy as np

    from tontine.sim.exact.kernels import compact, product, reachable

    began = time.perf_counter()
    n = players
    size = refuse_if_too_large(rules, n)

    last = [began]

    def report(done: int, of: int) -> None:
        now = time.perf_counter()
        if progress is not None and (now - last[0] >= 2.0 or done == of):
            last[0] = now
            progress(ProgressLine(f"settling deals: {done}/{of} states ({now - began:.1f} s)",
                                  "study-exact-progress-settling", done=done, of=of, seconds=now - began))

    if progress is not None:
        progress(ProgressLine(f"{n} players, stake {rules.stake}: about {size.states} states, {size.work:.2e} deal sequences",
                              "study-exact-progress-size", players=n, stake=rules.stake, states=size.states,
                              work=size.work))
    chain = build(rules, n, report)
    count = len(chain.states)
    # keep the states reachable from the start: (stake - ante, ...) with the first dealer at 0
    total = n * rules.stake
    radix = (total + 1) ** np.arange(n, dtype=np.int64)
    start_code = int(np.full(n, rules.stake - rules.ante, dtype=np.int64) @ radix)
    start = int(np.flatnonzero(chain.states.astype(np.int64) @ radix == start_code)[0])
    keep = reachable(chain.bounds, chain.targets, n, start)
    m = int(keep.sum())
    origin = int(keep[:start].sum())
    if m < count:
        transitions = compact(chain.bounds, chain.targets, chain.nums, n, keep)
        bounds = chain.bounds[: m * n + 1]
        targets, nums = chain.targets[:transitions], chain.nums[:transitions]
        absorb, denominator = chain.absorb[keep], chain.denominator[keep]
    else:
        bounds, targets, nums, absorb = chain.bounds, chain.targets, chain.nums, chain.absorb
        denominator = chain.denominator
        transitions = len(targets)
    work = chain.work
    del chain, keep
    if progress is not None:
        spent = time.perf_counter() - began
        progress(ProgressLine(f"solving {m} reachable states, {transitions} transitions ({spent:.1f} s)",
                              "study-exact-progress-solving", states=m, transitions=transitions, seconds=spent))

    layout = Layout.of(n)

    padded = np.zeros((m, layout.width))
    result = np.empty_like(padded)

    def apply(x: Any) -> Any:
        padded[:, :n] = x
        product(bounds, targets, nums, denominator, layout.kinds, layout.cos_t, layout.sin_t, padded, result)
        return result[:, :n].copy()

    # two seats: rows of at most 81 entries, so LU factors stay sparse, and long games (a
    # stake of 100 lasts 317 deals) would need hundreds of GMRES steps
    direct = _direct(bounds, targets, nums, denominator, layout) if n == 2 else None
    def timed(line: str) -> None:
        if progress is not None:
            spent = time.perf_counter() - began
            progress(ProgressLine(f"{line} ({spent:.1f} s)", "study-exact-progress-timed", line_text=line,
                                  seconds=spent))

    solved = solve_components(apply, absorb, origin, direct=direct, progress=timed)
    seconds = time.perf_counter() - began
    if progress is not None:
        progress(ProgressLine(f"done in {seconds:.1f} s ({solved.products} products)", "study-exact-progress-done",
                              seconds=seconds, products=solved.products))
    return ExactResult(
        players=n,
        rules=rules,
        expected_deals=solved.expected,
        win_probability=solved.win,
        states=m,
        seconds=seconds,
        work=work,
        residual=solved.residual,
        error_bound=solved.longest * solved.residual,
        deals_error_bound=solved.longest * solved.deals_residual,
        products=solved.products,
    )


def _direct(bounds: Any, targets: Any, nums: Any, denominator: Any, layout: Layout) -> Callable[[Any], Any]:
    """A solve with ``I - P`` on the stacked columns of real components, by LU factors of each (:func:`scipy.sparse.linalg.splu`)."""
    import numpy as np
    import scipy.sparse as sp  # type: ignore[import-untyped]
    from scipy.sparse.linalg import splu  # type: ignore[import-untyped]

    n = layout.seats
    m = len(denominator)
    pairs = np.repeat(np.arange(len(bounds) - 1), np.diff(bounds))
    rows = pairs // n
    probs = nums / denominator[rows]
    if np.any(layout.kinds != 0):
        raise ValueError("the direct solve takes real components only")
    factors = []
    for c in range(n):
        values = probs * layout.cos_t[c, pairs % n]
        transitions = sp.csr_matrix((values, (rows, targets)), shape=(m, m))
        try:
            factors.append(splu((sp.identity(m, format="csr") - transitions).tocsc()))
        except RuntimeError:  # singular: some states never reach the end of a game
            raise RulesError(NEVER_ENDS, msg_id="study-error-never-ends") from None

    def solve_columns(rhs: Any) -> Any:
        return np.column_stack([lu.solve(np.ascontiguousarray(rhs[:, c])) for c, lu in enumerate(factors)])

    return solve_columns
