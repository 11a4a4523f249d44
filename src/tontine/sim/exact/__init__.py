"""The exact answer for small tables: Tontine as an absorbing Markov chain.

A state between deals is the holdings by seat and the dealer (the pool is what the
holdings leave of the ``n * stake`` counters). A deal turns up one card for each
live seat, drawn without replacement from a fresh 52-card pack; ranks with the same
effect are merged into one *effect class* (for the standard table K, Q, J, T,
{4,6,8}, {5,7,9}, A, 2, 3 with multiplicities 4,4,4,4,12,12,4,4,4), so a deal for
``k`` live seats is one of ``classes ** k`` ordered class sequences with
multivariate hypergeometric probabilities. Each sequence is settled with the
engine's rules (:mod:`tontine.settle`, :func:`tontine.settle.serving_order`): deal order from the dealer's right with the
dealer last, the dead skipped, capped payments and pool draws, void payments to
oneself, deaths and revivals, then the end of the deal.

Rotating a table so that the dealer sits at seat 0 changes nothing but the seat
numbers, so the chain is built over *canonical* states (dealer at seat 0) and a
transition carries the rotation to the next dealer. The rotation is diagonalised by
the discrete Fourier transform over seats: component ``f`` of the win vector solves
``(I - P_f) w_f = a_f`` with ``P_f = sum p * omega ** (f * d)``, one sparse solve
of the size of the canonical chain per component. Since ``|P_f| <= P_0`` entrywise,
every error is at most the longest expected game times the largest residual, which
:class:`ExactResult` reports as ``error_bound``.

Two paths share these rules:

* :func:`solve` (NumPy, Numba and SciPy: a compiled walk builds the chain with exact
  integer transitions, SciPy's GMRES on every Fourier component at once, or LU for two
  seats, solves it in floats to a residual near rounding, with an error bound) for tables
  up to 2.5e8 settled sequences and 65,000 states, 20,000 for two seats (n=2 up to stake
  100, n=3 up to stake 24, n=4 up to stake 8, with the ante of 3);
* :func:`solve_fractions` (standard library only, :class:`fractions.Fraction`) for
  tiny tables, used to check the float path exactly.

>>> from tontine import Rules
>>> rules = Rules(stake=2, ante=1)
>>> exact = solve_fractions(rules, 2)
>>> exact.win_probability[0] + exact.win_probability[1]
Fraction(1, 1)
>>> result = solve(rules, 2)
>>> abs(result.win_probability[0] - float(exact.win_probability[0])) < 1e-12
True
"""

from tontine.sim.exact.rational import MAX_FRACTION_UNKNOWNS, FractionResult, deal_outcomes, solve_fractions
from tontine.sim.exact.size import (
    MAX_INDEX,
    MAX_STATES,
    MAX_WORK,
    Estimate,
    estimate,
    largest_stakes,
    refuse_if_too_large,
)
from tontine.sim.exact.solver import ExactResult, solve
from tontine.sim.exact.support import EffectClass, check_supported, effect_classes

__all__ = [
    "MAX_FRACTION_UNKNOWNS",
    "MAX_INDEX",
    "MAX_STATES",
    "MAX_WORK",
    "EffectClass",
    "Estimate",
    "ExactResult",
    "FractionResult",
    "check_supported",
    "deal_outcomes",
    "effect_classes",
    "estimate",
    "largest_stakes",
    "refuse_if_too_large",
    "solve",
    "solve_fractions",
]
