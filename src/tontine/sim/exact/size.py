"""How large a table's chain is, known before building it, and the refusal of tables too large."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tontine.errors import RulesError
from tontine.rules import Rules
from tontine.sim.exact.support import check_supported, effect_classes

__all__ = [
    "MAX_INDEX",
    "MAX_STATES",
    "MAX_TWO_SEAT_STATES",
    "MAX_WORK",
    "Estimate",
    "estimate",
    "largest_stakes",
    "refuse_if_too_large",
]

#: the largest number of settled (state, class sequence) pairs :func:`solve` takes on:
#: n=4 with stake 8 needs 2.5e8 (52,328 states, 7.5e7 transitions of 8 bytes, 0.9 GB at
#: the peak, about 45 s of CPU); n=5 with stake 4 needs 1.0e9 (1.4e8 transitions, 96 s) and stake 5 3.5e9 (see
#: docs/exact.md, *The frontier*)
MAX_WORK = 25 * 10**7
#: the most canonical states :func:`solve` takes on (transitions and memory grow with them;
#: for three players, whose rows are short, the games grow long: n=3, stake 24 has 64,752
#: states and lasts 78 deals)
MAX_STATES = 65_000
#: the most states for two players, solved by LU factors, which fill in as the games grow
#: long (n=2, stake 100: 19,900 states, 317 deals; stake 150 took 57 s and 1.8 GB)
MAX_TWO_SEAT_STATES = 20_000
#: the largest dense index of holdings vectors ((n * stake + 1) ** n) the float path keeps
MAX_INDEX = 10**7
#: the Fraction path refuses chains with more unknowns than this


@dataclass(frozen=True, slots=True)
class Estimate:
    """The size of a table's chain, known before solving it."""

    players: int
    total: int  #: counters on the table
    states: int  #: canonical states (dealer at 0 and live, at least two live seats)
    work: int  #: settled (state, class sequence) pairs
    index: int  #: size of the dense index of holdings vectors

    @property
    def feasible(self) -> bool:
        states = MAX_TWO_SEAT_STATES if self.players == 2 else MAX_STATES
        return self.work <= MAX_WORK and self.states <= states and self.index <= MAX_INDEX


def _count_states(n: int, total: int, classes: int) -> tuple[int, int]:
    """Canonical states and settled sequences, by the number of live seats.

    Holdings with ``j`` given seats live (each at least 1) and a sum at most ``total``:
    ``C(total, j)`` vectors (stars and bars with the pool as a slack).
    """
    states = work = 0
    for live in range(2, n + 1):
        # seat 0 (the dealer) live and live - 1 of the other n - 1 seats
        patterns = math.comb(n - 1, live - 1)
        vectors = math.comb(total, live)
        states += patterns * vectors
        work += patterns * vectors * classes**live
    return states, work


def estimate(rules: Rules, players: int) -> Estimate:
    """How large the chain of a table is (without building it).

    >>> from tontine import Rules
    >>> e = estimate(Rules(stake=6), 4)
    >>> e.states, e.feasible
    (17526, True)
    """
    total = players * rules.stake
    states, work = _count_states(players, total, len(effect_classes(rules)))
    return Estimate(players, total, states, work, (total + 1) ** players)


def largest_stakes(rules: Rules, players: Sequence[int] = (2, 3, 4, 5)) -> dict[int, int]:
    """The largest stake :func:`solve` takes for each table size (0: none).

    >>> largest_stakes(Rules(), (3, 4, 5))
    {3: 24, 4: 8, 5: 0}
    >>> largest_stakes(Rules(ante=1), (5,))
    {5: 3}
    """
    out: dict[int, int] = {}
    for n in players:
        best = 0
        stake = rules.ante + 1
        while estimate(rules.replace(stake=stake), n).feasible and stake < 10_000:
            best = stake
            stake += 1
        out[n] = best
    return out


def refuse_if_too_large(rules: Rules, players: int) -> Estimate:
    """The estimate, or a :class:`RulesError` saying how large a table can be solved."""
    check_supported(rules, players)
    size = estimate(rules, players)
    if size.feasible:
        return size
    limits = largest_stakes(rules, tuple(n for n in (2, 3, 4, 5) if n <= max(players, 4)))
    can = ", ".join(f"n={n} up to stake {s}" for n, s in limits.items() if s > 0)
    raise RulesError(
        f"{players} players with stake {rules.stake} make about {size.states:.2e} states and "
        f"{size.work:.2e} deal sequences, beyond the exact solver's limits "
        f"({MAX_TWO_SEAT_STATES if players == 2 else MAX_STATES} states, {MAX_WORK:.1e} sequences); "
        f"with ante {rules.ante} it can do {can or 'no table this size'} (use tontine simulate beyond)"
    )
