"""The linear solves of the canonical chain, one per Fourier component over the seats.

With ``P`` the transitions among canonical states (probability ``p``, rotation ``d`` to
the next dealer) and ``a`` the absorption by seat, component ``f`` of the win vector
solves ``(I - P_f) w_f = a_f`` with ``P_f = sum p * omega ** (f * d)``. Each system is
solved by SciPy's GMRES (:func:`scipy.sparse.linalg.gmres`) on ``I - P_f`` applied as a
product only, refined on the true residual until it stalls near rounding; since
``|P_f| <= P_0`` entrywise, the error of every figure is at most the longest expected
game times the largest residual.

A direct solve (:func:`scipy.sparse.linalg.splu`) does not scale: a row holds hundreds
to a thousand transitions, and for n=3, stake 8 (2,576 states, 0.41 M entries in
``I - P_0``) the factors hold 2.9 M entries, 0.44 of a dense matrix, and take 3 s, while
the whole GMRES solve of that table takes under a second.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tontine.errors import RulesError
from tontine.sim.exact.support import NEVER_ENDS

if TYPE_CHECKING:  # numpy is imported inside the float path only
    import numpy as np
    import numpy.typing as npt

__all__ = ["Components", "solve_components", "solve_linear"]

#: Krylov vectors kept between GMRES restarts
RESTART = 120


@dataclass(slots=True)
class Components:
    """The solved chain at the start state."""

    win: list[float]  #: win probability by seat offset from the start's dealer
    expected: float  #: expected number of deals from the start
    longest: float  #: the largest expected number of deals over all states
    residual: float  #: the largest residual of the win-probability solves
    deals_residual: float  #: the residual of the expected-length solve


def _operator(apply: Callable[[Any], Any], m: int, dtype: Any) -> Any:
    """``I - P`` as a SciPy linear operator, from the product ``x -> (I - P) x``."""
    from scipy.sparse.linalg import LinearOperator  # type: ignore[import-untyped]

    return LinearOperator((m, m), matvec=apply, dtype=dtype)


def solve_linear(
    matrix: Any,
    rhs: npt.NDArray[Any],
    guess: npt.NDArray[Any] | None = None,
    *,
    direct: Callable[[Any], Any] | None = None,
) -> tuple[npt.NDArray[Any], float]:
    """Solve ``(I - P) x = b`` for a sub-stochastic ``P`` to a residual near rounding.

    Each pass solves for the correction with SciPy's GMRES from the true residual of
    the last (iterative refinement), so the final residual is that of ``x`` itself,
    not GMRES's own estimate. ``direct`` (a solve with an LU factorisation of ``I - P``)
    replaces GMRES for the corrections. Returns ``x`` and the largest entry of ``|b - (I - P) x|``.
    """
    import numpy as np
    from scipy.sparse.linalg import gmres

    x = np.zeros_like(rhs) if guess is None else guess.astype(rhs.dtype)
    scale = max(1.0, float(np.abs(rhs).max()))
    remainder = rhs - matrix @ x
    worst = float(np.abs(remainder).max())
    for attempt in range(6):
        # rounding bounds the residual near eps times the size of x; stop there or on a stall
        if worst <= 2e-15 * max(scale, float(np.abs(x).max())):
            break
        # each pass asks for what GMRES reaches before its own rounding stalls it (its
        # estimate then runs ahead of the true residual); the next pass starts afresh
        rtol = 1e-12 if attempt == 0 else 1e-3
        if direct is not None:
            step = direct(remainder)
        else:
            step, _info = gmres(matrix, remainder, rtol=rtol, atol=0.0, restart=RESTART, maxiter=1)
        x = x + step
        remainder = rhs - matrix @ x
        before, worst = worst, float(np.abs(remainder).max())
        if worst > 0.5 * before:
            break
    return x, worst


def solve_components(
    operators: Callable[[int], tuple[Callable[[Any], Any], Callable[[Any], Any] | None]],
    absorb: npt.NDArray[np.float64],
    origin: int,
    *,
    progress: Callable[[str], None] | None = None,
) -> Components:
    """Solve every Fourier component and transform back at the state ``origin``.

    ``operators(f)`` gives the product ``x -> (I - P_f) x`` for component ``f`` and, for a
    chain sparse enough to factorise, a direct solve with ``I - P_f``; ``absorb`` is
    (states, seats), the chance that a deal from a state ends the game with each seat
    winning, in the state's frame.
    """
    import numpy as np

    m, n = absorb.shape
    if not absorb.any():
        raise RulesError(NEVER_ENDS)
    seats = np.arange(n)
    components: list[complex] = []
    residual = expected = 0.0
    longest = 1.0
    r_e = 0.0
    for f in range(n // 2 + 1):
        phase = np.exp(2j * np.pi * f * seats / n)
        real = f == 0 or 2 * f == n
        table = phase.real if real else phase
        apply, direct = operators(f)
        matrix = _operator(apply, m, np.float64 if real else np.complex128)
        a_f = absorb @ table
        if f == 0:
            durations, r_e = solve_linear(matrix, np.ones(m), direct=direct)
            if not np.all(np.isfinite(durations)) or r_e > 1e-9 * max(1.0, float(np.abs(durations).max())):
                raise RulesError(NEVER_ENDS)
            expected = float(durations[origin])
            longest = float(durations.max())
        if f == 0:
            # every game ends (the durations are finite) with one winner: the sum of the win
            # probabilities is 1 everywhere, with the residual of the rounded chain
            x = np.ones(m)
            r_f = float(np.abs(a_f - matrix @ x).max())
        else:
            x, r_f = solve_linear(matrix, a_f, direct=direct)
        residual = max(residual, r_f)
        components.append(complex(x[origin]))
        if progress is not None:
            progress(f"solved component {f} of {n // 2}")
    # the inverse transform, with w_{n-f} the conjugate of w_f
    full = [components[f] if f < len(components) else components[n - f].conjugate() for f in range(n)]
    win = [float(sum(full[f] * np.exp(-2j * np.pi * f * s / n) for f in range(n)).real / n) for s in range(n)]
    return Components(win, expected, longest, residual, r_e)
