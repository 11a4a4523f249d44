"""The linear solves of the canonical chain: every Fourier component over the seats in one system.

With ``P`` the transitions among canonical states (probability ``p``, rotation ``d`` to
the next dealer) and ``a`` the absorption by seat, component ``f`` of the win vector
solves ``(I - P_f) w_f = a_f`` with ``P_f = sum p * omega ** (f * d)``, and the expected
number of deals solves ``(I - P_0) E = 1``. Components ``n - f`` are the conjugates of
``f`` and component 0 of the win vector is 1 everywhere, so ``n`` real unknowns per
state remain: ``E``, then the real and imaginary parts of ``w_1``, ``w_2``, ... (one
real part for ``f = n / 2``). They are the columns of one block-diagonal system
``X - P X = B`` (see :class:`Layout`), whose product reads each transition once for
every column (:func:`tontine.sim.exact.kernels.product`): the product is bound by the
gather of the targets, so the ``n`` columns cost little more than one.

The system is solved by SciPy's GMRES (:func:`scipy.sparse.linalg.gmres`) on the
product only, refined on the true residual until it stalls near rounding; since
``|P_f| <= P_0`` entrywise, the error of every figure is at most the longest expected
game times the largest residual.

A direct solve (:func:`scipy.sparse.linalg.splu`) does not scale beyond two seats: a row
holds hundreds to a thousand transitions, and for n=3, stake 8 (2,576 states, 0.41 M
entries in ``I - P_0``) the factors hold 2.9 M entries, 0.44 of a dense matrix, and
take 3 s, while the whole GMRES solve of that table takes under a second.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tontine.errors import RulesError
from tontine.sim.exact.support import NEVER_ENDS, ProgressLine

if TYPE_CHECKING:  # numpy is imported inside the float path only
    import numpy as np
    import numpy.typing as npt

__all__ = ["Components", "Layout", "solve_components", "solve_linear"]

#: Krylov vectors kept between GMRES restarts
RESTART = 120
#: a residual is at rounding when it is within this of the size of the solution
_ROUNDING = 2e-15

#: ``X -> X - P X`` on the (states, columns) unknowns
Product = Callable[["npt.NDArray[np.float64]"], "npt.NDArray[np.float64]"]


def one_blas_thread() -> contextlib.AbstractContextManager[Any]:
    """BLAS on one thread while GMRES runs (:mod:`threadpoolctl`, when installed).

    GMRES's Gram-Schmidt steps are BLAS dot products of a few hundred thousand entries;
    OpenBLAS spreads each over every core, and on a shared 2-core machine the waiting
    threads spin: 25 steps on 70,000 entries took 0.83 s of CPU with two threads and
    0.045 s with one (load average 5).
    """
    try:  # untyped: imported by name
        threadpoolctl = importlib.import_module("threadpoolctl")
    except ImportError:  # pragma: no cover - threadpoolctl comes with tontine[sim]
        return contextlib.nullcontext()
    limits: contextlib.AbstractContextManager[Any] = threadpoolctl.threadpool_limits(limits=1, user_api="blas")
    return limits


@dataclass(frozen=True, slots=True)
class Layout:
    """The ``n`` real columns of the stacked unknowns for ``n`` seats, and their phases.

    Column 0 is the expected number of deals (component 0); then, for ``f = 1 .. n // 2``,
    the real and imaginary parts of ``w_f`` (only the real part when ``2 f = n``, whose
    phases are real). ``kinds[c]`` is 0 for a real column, 1 and 2 for the real and
    imaginary parts of a complex one; a transition with the next dealer ``t`` seats on
    carries the phase ``cos_t[c, t] + i sin_t[c, t]`` in column ``c``.

    >>> Layout.of(4).frequencies, Layout.of(4).kinds.tolist()
    ((0, 1, 1, 2), [0, 1, 2, 0])
    >>> Layout.of(3).frequencies, Layout.of(3).width
    ((0, 1, 1), 4)
    """

    seats: int
    frequencies: tuple[int, ...]  #: the component of each column
    #: by column, padded to :attr:`width` columns with real columns of phase 0
    kinds: npt.NDArray[np.int64]
    cos_t: npt.NDArray[np.float64]
    sin_t: npt.NDArray[np.float64]

    @property
    def width(self) -> int:
        """The columns of the product's unknowns: ``seats`` padded to 4 or 8."""
        return int(self.kinds.shape[0])

    @classmethod
    def of(cls, n: int) -> Layout:
        import numpy as np

        frequencies: list[int] = [0]
        kinds: list[int] = [0]
        for f in range(1, n // 2 + 1):
            if 2 * f == n:
                frequencies.append(f)
                kinds.append(0)
            else:
                frequencies += [f, f]
                kinds += [1, 2]
        width = 4 if n <= 4 else 8
        if n > width:
            raise ValueError(f"{n} seats: the product takes at most {width} columns")
        angle = 2 * np.pi * np.outer(frequencies, np.arange(n)) / n
        cos_t, sin_t = np.zeros((width, n)), np.zeros((width, n))
        cos_t[:n], sin_t[:n] = np.cos(angle), np.sin(angle)
        if n % 2 == 0:  # exact signs for the real component n / 2
            cos_t[n - 1] = np.where(np.arange(n) % 2 == 0, 1.0, -1.0)
            sin_t[n - 1] = 0.0
        padded = np.zeros(width, dtype=np.int64)
        padded[:n] = kinds
        return cls(n, tuple(frequencies), padded, cos_t, sin_t)

    def groups(self) -> list[tuple[int, slice]]:
        """Each component and its columns: ``(0, E)``, then ``(f, w_f)``."""
        out: list[tuple[int, slice]] = []
        c = 0
        while c < self.seats:
            width = 2 if self.kinds[c] == 1 else 1
            out.append((self.frequencies[c], slice(c, c + width)))
            c += width
        return out

    def right_hand_side(self, absorb: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
        """``B``: ones for the expected length, then the parts of ``a_f = absorb @ omega ** (f s)``."""
        import numpy as np

        m, n = absorb.shape
        out = np.empty((m, n))
        out[:, 0] = 1.0
        seats = np.arange(n)
        for f, cols in self.groups()[1:]:
            a_f = absorb @ np.exp(2j * np.pi * f * seats / n)
            out[:, cols.start] = a_f.real
            if cols.stop - cols.start == 2:
                out[:, cols.start + 1] = a_f.imag
        return out


@dataclass(slots=True)
class Components:
    """The solved chain at the start state."""

    win: list[float]  #: win probability by seat offset from the start's dealer
    expected: float  #: expected number of deals from the start
    longest: float  #: the largest expected number of deals over all states
    residual: float  #: the largest residual of the win-probability solves
    deals_residual: float  #: the residual of the expected-length solve
    products: int = 0  #: products ``X - P X`` the solve took


def solve_linear(
    apply: Product,
    rhs: npt.NDArray[np.float64],
    groups: list[slice],
    *,
    direct: Product | None = None,
    progress: Callable[[str], None] | None = None,
) -> tuple[npt.NDArray[np.float64], list[float], int]:
    """Solve ``X - P X = B`` for a sub-stochastic ``P`` to a residual near rounding in every column group.

    ``rhs`` is (states, columns) and ``groups`` the column groups that are solved
    together (a complex component's two parts). Each group is scaled to a right-hand
    side of largest entry 1, then each pass solves for the correction with SciPy's GMRES
    from the true residual of the last (iterative refinement), so the final residual is
    that of ``X`` itself, not GMRES's own estimate. ``direct`` (a solve with LU factors
    of ``I - P``) replaces GMRES for the corrections. Returns ``X``, the largest entry of
    ``|B - (X - P X)|`` by group, and the number of products; ``progress`` receives a
    line after each pass.
    """
    import numpy as np
    from scipy.sparse.linalg import LinearOperator  # type: ignore[import-untyped]

    m, width = rhs.shape
    scale = np.ones(width)
    for cols in groups:
        top = float(np.abs(rhs[:, cols]).max())
        scale[cols] = top if top > 0 else 1.0
    b = rhs / scale
    calls = [0]

    def product(flat: Any) -> Any:
        calls[0] += 1
        return apply(np.ascontiguousarray(flat, dtype=np.float64).reshape(m, width)).ravel()

    matrix = LinearOperator((m * width, m * width), matvec=product, dtype=np.float64)

    def excess(x: Any, remainder: Any) -> float:
        # the worst group's residual over what rounding leaves in it (1 or less: done)
        worst = 0.0
        for cols in groups:
            floor = _ROUNDING * max(1.0, float(np.abs(x[:, cols]).max()))
            worst = max(worst, float(np.abs(remainder[:, cols]).max()) / floor)
        return worst

    def report(attempt: int, ratio: float) -> None:
        if progress is not None:
            progress(ProgressLine(f"solve pass {attempt + 1}: {calls[0]} products, residual {ratio:.1f} times rounding",
                                  "study-exact-progress-pass", attempt=attempt + 1, products=calls[0], ratio=ratio))

    with one_blas_thread():
        x, remainder = _refine(matrix, product, b, direct, excess, report)
    residuals = [float(np.abs(remainder[:, cols] * scale[cols]).max()) for cols in groups]
    return x * scale, residuals, calls[0]


def _refine(
    matrix: Any,
    product: Callable[[Any], Any],
    b: npt.NDArray[np.float64],
    direct: Product | None,
    excess: Callable[[Any, Any], float],
    report: Callable[[int, float], None],
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Passes of GMRES (or ``direct``) on the true residual until it is at rounding or stalls."""
    import numpy as np
    from scipy.sparse.linalg import gmres

    m, width = b.shape
    x = np.zeros_like(b)
    remainder = b.copy()
    ratio = excess(x, remainder)
    for attempt in range(8):
        if ratio <= 1.0:
            break
        # each pass asks for what GMRES reaches before its own rounding stalls it (its
        # estimate then runs ahead of the true residual); the next pass starts afresh
        if direct is not None:
            step = direct(remainder)
        else:
            rtol = 1e-12 if attempt == 0 else 1e-3
            flat, _info = gmres(matrix, remainder.ravel(), rtol=rtol, atol=0.0, restart=RESTART, maxiter=1)
            step = flat.reshape(m, width)
        x = x + step
        remainder = b - product(x.ravel()).reshape(m, width)
        before, ratio = ratio, excess(x, remainder)
        report(attempt, ratio)
        if ratio > 0.5 * before:
            break
    return x, remainder


def solve_components(
    apply: Product,
    absorb: npt.NDArray[np.float64],
    origin: int,
    *,
    direct: Product | None = None,
    progress: Callable[[str], None] | None = None,
) -> Components:
    """Solve every Fourier component at once and transform back at the state ``origin``.

    ``apply`` is the stacked product ``X -> X - P X`` over the columns of
    :class:`Layout` for ``absorb.shape[1]`` seats; ``direct``, for a chain sparse enough
    to factorise, a solve with ``I - P`` on the same columns; ``absorb`` is (states,
    seats), the chance that a deal from a state ends the game with each seat winning,
    in the state's frame. ``progress`` receives a line after each pass of the solve.
    """
    import numpy as np

    m, n = absorb.shape
    if not absorb.any():
        raise RulesError(NEVER_ENDS, msg_id="study-error-never-ends")
    layout = Layout.of(n)
    groups = layout.groups()
    x, residuals, products = solve_linear(
        apply, layout.right_hand_side(absorb), [g for _f, g in groups], direct=direct, progress=progress
    )
    durations = x[:, 0]
    r_e = residuals[0]
    if not np.all(np.isfinite(x)) or r_e > 1e-9 * max(1.0, float(np.abs(durations).max())):
        raise RulesError(NEVER_ENDS, msg_id="study-error-never-ends")
    # every game ends (the durations are finite) with one winner: component 0 of the win
    # vector is 1 everywhere, with the residual of the rounded chain
    ones = np.zeros((m, n))
    ones[:, 0] = 1.0
    r_0 = float(np.abs(absorb.sum(axis=1) - apply(ones)[:, 0]).max())
    components: list[complex] = [1.0]
    for _f, cols in groups[1:]:
        part = x[origin, cols]
        components.append(complex(part[0], part[1]) if len(part) == 2 else complex(part[0]))
    # the inverse transform, with w_{n-f} the conjugate of w_f
    full = [components[f] if f < len(components) else components[n - f].conjugate() for f in range(n)]
    win = [float(sum(full[f] * np.exp(-2j * np.pi * f * s / n) for f in range(n)).real / n) for s in range(n)]
    return Components(
        win=win,
        expected=float(durations[origin]),
        longest=float(durations.max()),
        residual=max([r_0, *residuals[1:]]),
        deals_residual=r_e,
        products=products + 1,
    )
