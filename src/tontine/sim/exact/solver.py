"""The float solver: the chain built, reduced to the states reachable from the start, and solved."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tontine.rules import Rules
from tontine.sim.exact.chain import build
from tontine.sim.exact.fourier import solve_components
from tontine.sim.exact.size import refuse_if_too_large

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
            progress(f"settling deals: {done}/{of} states ({now - began:.1f} s)")

    if progress is not None:
        progress(f"{n} players, stake {rules.stake}: about {size.states} states, {size.work:.2e} deal sequences")
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
        transitions = compact(chain.bounds, chain.targets, chain.probs, n, keep)
        bounds = chain.bounds[: m * n + 1]
        targets, probs = chain.targets[:transitions], chain.probs[:transitions]
        absorb = chain.absorb[keep]
    else:
        bounds, targets, probs, absorb = chain.bounds, chain.targets, chain.probs, chain.absorb
        transitions = len(targets)
    work = chain.work
    del chain, keep
    if progress is not None:
        progress(f"solving {m} reachable states, {transitions} transitions ({time.perf_counter() - began:.1f} s)")

    seats = np.arange(n)

    def operators(f: int) -> tuple[Callable[[Any], Any], Callable[[Any], Any] | None]:
        phase = np.exp(2j * np.pi * f * seats / n)
        table = phase.real.copy() if f == 0 or 2 * f == n else phase
        if n == 2:
            # rows of at most 81 entries: LU factors stay sparse, and long games (a stake
            # of 100 lasts 317 deals) would need hundreds of GMRES steps
            return _direct(bounds, targets, probs, table, m)

        def apply(x: Any) -> Any:
            x = np.ascontiguousarray(np.ravel(x)).astype(table.dtype, copy=False)
            return product(bounds, targets, probs, table, x, np.empty_like(x))

        return apply, None

    def timed(line: str) -> None:
        if progress is not None:
            progress(f"{line} ({time.perf_counter() - began:.1f} s)")

    solved = solve_components(operators, absorb, origin, progress=timed)
    seconds = time.perf_counter() - began
    if progress is not None:
        progress(f"done in {seconds:.1f} s")
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
    )


def _direct(bounds: Any, targets: Any, probs: Any, table: Any, m: int) -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    """``I - P_f`` as a SciPy sparse matrix, its product and its LU solve (:func:`scipy.sparse.linalg.splu`)."""
    import numpy as np
    import scipy.sparse as sp  # type: ignore[import-untyped]
    from scipy.sparse.linalg import splu  # type: ignore[import-untyped]

    n = len(table)
    pairs = np.repeat(np.arange(len(bounds) - 1), np.diff(bounds))
    values = probs * table[pairs % n]
    transitions = sp.csr_matrix((values, (pairs // n, targets)), shape=(m, m))
    matrix = (sp.identity(m, dtype=values.dtype, format="csr") - transitions).tocsc()
    lu = splu(matrix)
    return (lambda x: matrix @ np.ravel(x)), lu.solve
