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
    import scipy.sparse as sp  # type: ignore[import-untyped]

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
    states, chain, absorb, work = build(rules, n, report)
    count = len(states)
    # one layout for every component: CSR sorted by row, repeated columns left in (a product sums them)
    rows = np.concatenate(chain.rows).astype(np.int32)
    order = np.argsort(rows, kind="stable")
    rows = rows[order]
    cols = np.concatenate(chain.cols).astype(np.int32)[order]
    turns = np.concatenate(chain.turns).astype(np.int8)[order]
    probs = np.concatenate(chain.probs)[order]
    del order, chain

    # keep the states reachable from the start: (stake - ante, ...) with the first dealer at 0
    total = n * rules.stake
    radix = (total + 1) ** np.arange(n, dtype=np.int64)
    codes = states.astype(np.int64) @ radix
    start_code = int(np.full(n, rules.stake - rules.ante, dtype=np.int64) @ radix)
    start = int(np.flatnonzero(codes == start_code)[0])
    indptr = np.concatenate([[0], np.cumsum(np.bincount(rows, minlength=count))])
    graph = sp.csr_matrix((np.ones(len(cols), dtype=np.float32), cols, indptr), shape=(count, count))
    from scipy.sparse.csgraph import breadth_first_order  # type: ignore[import-untyped]

    reach = np.sort(breadth_first_order(graph, start, directed=True, return_predecessors=False))
    del graph
    renumber = np.full(count, -1, dtype=np.int32)
    renumber[reach] = np.arange(len(reach), dtype=np.int32)
    keep = renumber[rows] >= 0
    rows, cols, turns, probs = renumber[rows[keep]], renumber[cols[keep]], turns[keep], probs[keep]
    del keep
    absorb = absorb[reach]
    m = len(reach)
    origin = int(renumber[start])
    indptr = np.concatenate([[0], np.cumsum(np.bincount(rows, minlength=m))])
    transitions = len(rows)
    del rows
    if progress is not None:
        progress(f"solving {m} reachable states, {transitions} transitions ({time.perf_counter() - began:.1f} s)")

    seats = np.arange(n)

    def products(f: int) -> Callable[[Any], Any]:
        phase = np.exp(2j * np.pi * f * seats / n)
        table = phase.real if f == 0 or 2 * f == n else phase
        matrix = sp.csr_matrix((probs * table[turns], cols, indptr), shape=(m, m))
        return lambda x: matrix @ x

    def timed(line: str) -> None:
        if progress is not None:
            progress(f"{line} ({time.perf_counter() - began:.1f} s)")

    solved = solve_components(products, absorb, origin, progress=timed)
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
