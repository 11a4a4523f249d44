"""The linear solves of the canonical chain, one per Fourier component over the seats."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # numpy is imported inside the float path only
    import numpy.typing as npt


class _IdentityMinus:
    """``I - P`` as a product only: no sparse sum, no copy of ``P``."""

    def __init__(self, transitions: Any) -> None:
        self.transitions = transitions
        self.dtype = transitions.dtype

    def __matmul__(self, vector: npt.NDArray[Any]) -> npt.NDArray[Any]:
        import numpy as np

        return np.asarray(vector - self.transitions @ vector)


def _solve_linear(
    matrix: Any, rhs: npt.NDArray[Any], guess: npt.NDArray[Any] | None = None
) -> tuple[npt.NDArray[Any], float]:
    """Solve ``(I - P) x = b`` for a sub-stochastic ``P`` to a residual near rounding.

    The matrix of a chain this size fills in badly under LU, while GMRES converges in a
    few dozen steps; restarts on the true residual keep the answer to ~1e-15.
    """
    import numpy as np

    x = np.zeros_like(rhs) if guess is None else guess.astype(rhs.dtype)
    scale = max(1.0, float(np.abs(rhs).max()))
    remainder = rhs - matrix @ x
    worst = float(np.abs(remainder).max())
    for _ in range(8):
        # rounding bounds the residual near eps times the size of x; stop there or on a stall
        if worst <= 2e-15 * max(scale, float(np.abs(x).max())):
            break
        x = x + _gmres(matrix, remainder, steps=150, tolerance=1e-12)
        remainder = rhs - matrix @ x
        before, worst = worst, float(np.abs(remainder).max())
        if worst > 0.5 * before:
            break
    return x, worst


def _gmres(matrix: Any, rhs: npt.NDArray[Any], *, steps: int, tolerance: float) -> npt.NDArray[Any]:
    """One cycle of GMRES (Arnoldi with modified Gram-Schmidt twice) from zero."""
    import numpy as np

    norm = float(np.linalg.norm(rhs))
    if norm == 0.0:
        return np.zeros_like(rhs)
    dtype = np.result_type(rhs.dtype, matrix.dtype)
    basis = np.zeros((steps + 1, len(rhs)), dtype=dtype)
    hessenberg = np.zeros((steps + 1, steps), dtype=dtype)
    basis[0] = rhs / norm
    used = steps
    for j in range(steps):
        w = matrix @ basis[j]
        for _ in range(2):
            h = basis[: j + 1].conj() @ w
            w = w - h @ basis[: j + 1]
            hessenberg[: j + 1, j] += h
        hessenberg[j + 1, j] = np.linalg.norm(w)
        e1 = np.zeros(j + 2, dtype=dtype)
        e1[0] = norm
        y, *_ = np.linalg.lstsq(hessenberg[: j + 2, : j + 1], e1, rcond=None)
        left = float(np.linalg.norm(hessenberg[: j + 2, : j + 1] @ y - e1))
        if left <= tolerance * norm or hessenberg[j + 1, j] == 0:
            used = j + 1
            break
        basis[j + 1] = w / hessenberg[j + 1, j]
    return np.asarray(y @ basis[:used])
