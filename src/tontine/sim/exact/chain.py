"""The chain builder: every canonical state and its transitions, settled with numpy."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tontine.errors import RulesError
from tontine.rules import AllFall, Rules
from tontine.settle import settle_effect
from tontine.sim.exact.support import PACK_SIZE, EffectClass, effect_classes
from tontine.table import serving_order

if TYPE_CHECKING:  # numpy is imported inside the float path only
    import numpy as np
    import numpy.typing as npt

__all__ = ["CardTables", "Chain", "build"]


@dataclass(slots=True)
class Chain:
    """Transitions among canonical states, gathered batch by batch."""

    rows: list[npt.NDArray[np.int64]] = field(default_factory=list)
    cols: list[npt.NDArray[np.int64]] = field(default_factory=list)
    turns: list[npt.NDArray[np.int64]] = field(default_factory=list)
    probs: list[npt.NDArray[np.float64]] = field(default_factory=list)


def _sequence_probabilities(counts: Sequence[int], length: int) -> npt.NDArray[np.float64]:
    """P(ordered class sequence) for ``length`` cards without replacement, first class slowest."""
    import numpy as np

    classes = len(counts)
    prob = np.ones(1)
    used = np.zeros((1, classes), dtype=np.int64)
    m = np.asarray(counts, dtype=np.float64)
    for position in range(length):
        # (prefixes, classes): the chance of each class given what the prefix used
        step = (m[None, :] - used) / (PACK_SIZE - position)
        prob = (prob[:, None] * np.clip(step, 0.0, None)).reshape(-1)
        used = (used[:, None, :] + np.eye(classes, dtype=np.int64)[None, :, :]).reshape(-1, classes)
    return prob


def _canonical_states(n: int, total: int) -> npt.NDArray[np.int16]:
    """Every canonical holdings vector: seat 0 live, two or more live, sum at most ``total``."""
    import numpy as np

    grids = np.indices((total + 1,) * n, dtype=np.int16).reshape(n, -1).T
    keep = (grids.sum(axis=1) <= total) & (grids[:, 0] > 0) & ((grids > 0).sum(axis=1) >= 2)
    return np.ascontiguousarray(grids[keep])


@dataclass(frozen=True, slots=True)
class CardTables:
    """Each effect class's settlement, tabulated from :func:`tontine.settle.settle_effect`.

    A card changes the holding of its seat by ``own[c, h, p]`` and that of the seat
    ``offset[c]`` places further round (mod n; 0: none) by ``other[c, h, p]``, where
    ``h`` is the seat's holding and ``p`` the pool before the card; the pool takes the
    rest. The rule itself stays in :mod:`tontine.settle`: these are its values.
    """

    own: npt.NDArray[np.int16]
    other: npt.NDArray[np.int16]
    offset: npt.NDArray[np.int64]

    @classmethod
    def build(cls, classes: Sequence[EffectClass], n: int, total: int) -> CardTables:
        import numpy as np

        c = len(classes)
        own = np.zeros((c, total + 1, total + 1), dtype=np.int16)
        other = np.zeros_like(own)
        offset = np.zeros(c, dtype=np.int64)
        for index, effect_class in enumerate(classes):
            probe = settle_effect(effect_class.effect, 0, (1, *([0] * (n - 1))), 1)
            target = 0 if probe.target is None or probe.void else probe.target
            offset[index] = target % n
            for h in range(total + 1):
                for p in range(total + 1 - h):
                    holdings = [0] * n
                    holdings[0] = h
                    after = settle_effect(effect_class.effect, 0, holdings, p)
                    own[index, h, p] = after.holdings[0] - h
                    if target:
                        other[index, h, p] = after.holdings[target]
        return cls(own, other, offset)


def _settle_batch(
    tables: CardTables,
    holdings: npt.NDArray[np.int16],
    total: int,
) -> tuple[npt.NDArray[np.int16], npt.NDArray[np.int8]]:
    """Every class sequence of one deal for a batch of canonical states sharing their live seats.

    Returns the holdings after the deal, shape (batch, classes ** live, n), and the last
    seat to fall (-1: none), in the order of :func:`_sequence_probabilities`.
    """
    import numpy as np

    batch, n = holdings.shape
    c = len(tables.offset)
    order = serving_order(0, tuple(int(h) for h in holdings[0]))
    hold = holdings[:, None, :].copy()
    pool = (total - holdings.sum(axis=1, dtype=np.int16))[:, None].astype(np.int16)
    fell = np.full((batch, 1), -1, dtype=np.int8)
    for seat in order:
        width = hold.shape[1]
        hold = np.repeat(hold[:, :, None, :], c, axis=2)
        pool = np.repeat(pool[:, :, None], c, axis=2)
        fell = np.repeat(fell[:, :, None], c, axis=2)
        for index in range(c):
            h = hold[:, :, index, :]
            p = pool[:, :, index]
            mine = h[:, :, seat].copy()
            own = tables.own[index][mine, p]
            other = tables.other[index][mine, p]
            h[:, :, seat] += own
            h[:, :, (seat + tables.offset[index]) % n] += other
            p -= own + other
            fell[:, :, index][(mine > 0) & (h[:, :, seat] == 0)] = seat
        hold = hold.reshape(batch, width * c, n)
        pool = pool.reshape(batch, width * c)
        fell = fell.reshape(batch, width * c)
    return hold, fell


def _outcome_tables(
    n: int, total: int, states: npt.NDArray[np.int16]
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int8], npt.NDArray[np.int64]]:
    """What the end of a deal makes of every holdings vector, indexed by its code.

    Returns the radix of the code (seat 0 least significant), and by code: the next
    state as ``next_dealer * len(states) + canonical index`` (-1: the game ends), the
    lone survivor (-1: none or several), and the index of each canonical state.
    """
    import numpy as np

    radix = (total + 1) ** np.arange(n, dtype=np.int64)
    size = (total + 1) ** n
    index = np.full(size, -1, dtype=np.int64)
    index[states.astype(np.int64) @ radix] = np.arange(len(states))
    grid = np.indices((total + 1,) * n, dtype=np.int16).reshape(n, -1).T
    grid = grid[grid.sum(axis=1) <= total]
    codes = grid.astype(np.int64) @ radix
    alive = grid > 0
    live = alive.sum(axis=1)
    lone = np.full(size, -1, dtype=np.int8)
    lone[codes[live == 1]] = np.argmax(alive[live == 1], axis=1)
    # the next dealer: the first live seat to the right of the dealer at seat 0
    next_order = np.array([*range(1, n), 0])
    on = live >= 2
    turn = next_order[np.argmax(alive[on][:, next_order], axis=1)]
    rotate = (turn[:, None] + np.arange(n)[None, :]) % n
    rotated = np.take_along_axis(grid[on], rotate, axis=1).astype(np.int64) @ radix
    follow = np.full(size, -1, dtype=np.int64)
    follow[codes[on]] = turn * len(states) + index[rotated]
    return radix, follow, lone, index


def build(
    rules: Rules,
    n: int,
    progress: Callable[[int, int], None] | None,
) -> tuple[npt.NDArray[np.int16], Chain, npt.NDArray[np.float64], int]:
    """All canonical states, their transitions and their absorption by seat."""
    import numpy as np

    classes = effect_classes(rules)
    total = n * rules.stake
    if total >= 2**14:
        raise RulesError(f"{total} counters are too many for the exact solver")
    states = _canonical_states(n, total)
    count = len(states)
    radix, follow, lone, _ = _outcome_tables(n, total, states)
    live_mask = (states > 0).astype(np.int64) @ (1 << np.arange(n, dtype=np.int64))
    absorb = np.zeros((count, n))
    chain = Chain()
    counts = [k.count for k in classes]
    tables = CardTables.build(classes, n, total)
    probabilities = {k: _sequence_probabilities(counts, k) for k in range(2, n + 1)}
    done = 0
    work = 0
    for pattern in np.unique(live_mask):
        members = np.flatnonzero(live_mask == pattern)
        prob = probabilities[int(pattern).bit_count()]
        sequences = len(prob)
        # keep each batch's arrays to a few million entries
        step = max(1, 2_000_000 // sequences)
        for begin in range(0, len(members), step):
            rows = members[begin : begin + step]
            batch = len(rows)
            hold, fell = _settle_batch(tables, states[rows], total)
            work += batch * sequences
            code = hold @ radix
            weights = np.broadcast_to(prob, code.shape)
            local = np.broadcast_to(np.arange(batch, dtype=np.int64)[:, None], code.shape)
            seat = lone[code].astype(np.int64)
            nobody = code == 0
            if rules.all_fall is AllFall.LAST_TO_FALL:
                # none left: the last to fall wins the pool
                seat = np.where(nobody, fell, seat)
            elif nobody.any():
                # none left: the deal is void and dealt again by the same dealer
                replay = np.bincount(local[nobody], weights=weights[nobody], minlength=batch)
                hit = replay > 0
                chain.rows.append(rows[hit])
                chain.cols.append(rows[hit])
                chain.turns.append(np.zeros(int(hit.sum()), dtype=np.int64))
                chain.probs.append(np.asarray(replay[hit], dtype=np.float64))
            ends = seat >= 0
            won = np.bincount(local[ends] * n + seat[ends], weights=weights[ends], minlength=batch * n)
            absorb[rows] += won.reshape(batch, n)
            step_to = follow[code]
            goes_on = step_to >= 0
            key = local[goes_on] * (n * count) + step_to[goes_on]
            unique, inverse = np.unique(key, return_inverse=True)
            summed = np.bincount(inverse.reshape(-1), weights=weights[goes_on], minlength=len(unique))
            rest, target = np.divmod(unique, count)
            where, turn = np.divmod(rest, n)
            chain.rows.append(rows[where])
            chain.cols.append(target)
            chain.turns.append(turn)
            chain.probs.append(np.asarray(summed, dtype=np.float64))
            done += batch
            if progress is not None:
                progress(done, count)
    return states, chain, absorb, work
