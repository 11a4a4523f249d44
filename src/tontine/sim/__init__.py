"""Studying the game: the fast simulator, its statistics, and the command lines on top.

Importing this package is cheap: the Numba kernels are compiled or loaded from their cache
only when games are first run. :func:`simulate` is the entry point for a notebook.
"""

from tontine.sim.result import MissingExtraError, SeatShare, SimResult, simulate

__all__ = ["MissingExtraError", "SeatShare", "SimResult", "simulate"]
