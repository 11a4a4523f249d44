"""Studying the game: the fast simulator, its statistics, and the command lines on top.

Importing this package is cheap: the Numba kernel is compiled or loaded from its cache
only when :mod:`tontine.sim.simulator` first runs games.
"""
