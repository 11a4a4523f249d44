"""The chain builder: every canonical state and its transitions, settled by a compiled tree walk.

A canonical state is a holdings vector with the dealer at seat 0 (live), two or more
seats live and at most ``n * stake`` counters in all (the pool holds the rest). For
each state, :func:`~tontine.sim.exact.kernels.walk_rows` walks the tree of class sequences of one deal (the live
seats in serving order, one card each, drawn without replacement), settling each card
with :class:`CardTables` (the values of :func:`tontine.settle.settle_effect`) and the
end of the deal with the serving order of :func:`tontine.settle.serving_order`; a leaf
either ends the game (absorption by seat) or leads to the next dealer's canonical state
(a transition). Transitions are summed in integers (each leaf's probability is an
integer over the ordered deals of the state's cards) per row in a dense scratch row and
stored in CSR form with a row per (state, turn to the next dealer).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tontine.errors import RulesError
from tontine.rules import AllFall, Rules
from tontine.settle import serving_order, settle_effect
from tontine.sim.exact.support import PACK_SIZE, EffectClass, effect_classes

if TYPE_CHECKING:  # numpy is imported inside the float path only
    import numpy as np
    import numpy.typing as npt

__all__ = ["CardTables", "Chain", "build", "canonical_states"]

#: transitions gathered per call of the compiled walk before they are copied out: pieces of
#: 64 MB and more, which the C allocator maps and unmaps whole, so that each piece's memory
#: returns to the system once it is copied into the chain (smaller pieces, under glibc's
#: mmap threshold of up to 32 MB, stayed in the heap: n=5, stake 4 then peaked at 2.4 GB
#: for 1.2 GB of transitions)
_BUFFER = 1 << 24


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


@dataclass(slots=True)
class Chain:
    """Canonical states, their transitions and their absorption by seat.

    The transitions are a CSR matrix with a row per (state ``x``, turn ``t``): entries
    ``bounds[x * n + t]:bounds[x * n + t + 1]`` of ``targets`` and ``nums`` are the
    canonical states reached from ``x`` with the next dealer ``t`` seats on, and the
    probabilities times ``denominator[x]``: a sequence of ``k`` cards drawn from the
    pack has a probability of an integer over ``52 * 51 * ... * (53 - k)``, so the
    transitions are exact integers (4 bytes each).
    """

    states: npt.NDArray[np.int16]  #: (states, seats) holdings, the dealer at seat 0
    bounds: npt.NDArray[np.int64]
    targets: npt.NDArray[np.int32]
    #: each transition's probability times the ``denominator`` of its state: an exact integer
    nums: npt.NDArray[np.uint32]
    #: by state, ``52 * 51 * ...`` with one factor per live seat (the ordered deals of its cards)
    denominator: npt.NDArray[np.float64]
    absorb: npt.NDArray[np.float64]  #: (states, seats) the chance the deal ends the game, by winner
    work: int  #: settled (state, class sequence) pairs

    def entries(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """The state and the turn of every entry."""
        import numpy as np

        n = int(self.states.shape[1])
        pairs = np.repeat(np.arange(len(self.bounds) - 1, dtype=np.int64), np.diff(self.bounds))
        return pairs // n, pairs % n

    @property
    def probs(self) -> npt.NDArray[np.float64]:
        """The probability of every transition (built on demand: the solves use ``nums``)."""
        rows, _turns = self.entries()
        return self.nums / self.denominator[rows]


def canonical_states(n: int, total: int) -> npt.NDArray[np.int16]:
    """Every canonical holdings vector: seat 0 live, two or more live, sum at most ``total``.

    >>> canonical_states(2, 2).tolist()
    [[1, 1]]
    """
    import numpy as np

    grids = np.indices((total + 1,) * n, dtype=np.int16).reshape(n, -1).T
    keep = (grids.sum(axis=1) <= total) & (grids[:, 0] > 0) & ((grids > 0).sum(axis=1) >= 2)
    return np.ascontiguousarray(grids[keep])


def _first_to_serve(n: int) -> npt.NDArray[np.int64]:
    """By live mask (bit s: seat s live): the first seat served by the dealer at seat 0 (-1: none)."""
    import numpy as np

    first = np.full(1 << n, -1, dtype=np.int64)
    for mask in range(1, 1 << n):
        order = serving_order(0, [(mask >> s) & 1 for s in range(n)])
        first[mask] = order[0]
    return first


def _serving_orders(n: int) -> npt.NDArray[np.int64]:
    """By live mask with seat 0 live: the live seats in the dealer's serving order, padded with -1."""
    import numpy as np

    orders = np.full((1 << n, n), -1, dtype=np.int64)
    for mask in range(1, 1 << n, 2):
        order = serving_order(0, [(mask >> s) & 1 for s in range(n)])
        orders[mask, : len(order)] = order
    return orders


def build(
    rules: Rules,
    n: int,
    progress: Callable[[int, int], None] | None,
) -> Chain:
    """All canonical states, their transitions and their absorption by seat."""
    import numpy as np

    from tontine.sim.exact.kernels import end_table, walk_rows

    classes = effect_classes(rules)
    total = n * rules.stake
    if total >= 2**14:
        raise RulesError(f"{total} counters are too many for the exact solver")
    states = canonical_states(n, total)
    count = len(states)
    if count * n >= 2**31:
        raise RulesError(f"{count} states are too many for the exact solver")
    radix = (total + 1) ** np.arange(n, dtype=np.int64)
    index = np.full((total + 1) ** n, -1, dtype=np.int64)
    index[states.astype(np.int64) @ radix] = np.arange(count)
    ends = end_table(n, total, index, _first_to_serve(n))
    del index
    tables = CardTables.build(classes, n, total)
    counts = np.array([k.count for k in classes], dtype=np.int64)
    orders = _serving_orders(n)
    falling = np.array([math.perm(PACK_SIZE, k) for k in range(n + 1)], dtype=np.int64)
    if falling[-1] >= 2**32:
        raise RulesError(f"{n} seats are too many for the exact solver")
    bounds = np.zeros(count * n + 1, dtype=np.int64)
    local = np.zeros(count * n + 1, dtype=np.int64)
    absorb = np.zeros((count, n))
    scratch = np.zeros((count * n, 2), dtype=np.int64)
    widest = min(len(classes) ** n, count * n)
    touched = np.zeros(widest, dtype=np.int64)
    buffer_targets = np.zeros(max(_BUFFER, widest), dtype=np.int32)
    buffer_nums = np.zeros(len(buffer_targets), dtype=np.uint32)
    pieces: list[tuple[npt.NDArray[np.int32], npt.NDArray[np.uint32]]] = []
    done = offset = 0
    last_to_fall = rules.all_fall is AllFall.LAST_TO_FALL
    while done < count:
        local[done * n] = 0
        after, written = walk_rows(
            states, done, radix, counts, tables.own, tables.other, tables.offset, orders, ends,
            total, last_to_fall, falling, local, buffer_targets, buffer_nums, absorb, scratch, touched,
        )
        bounds[done * n + 1 : after * n + 1] = local[done * n + 1 : after * n + 1] + offset
        offset += written
        pieces.append((buffer_targets[:written].copy(), buffer_nums[:written].copy()))
        done = after
        if progress is not None:
            progress(done, count)
    del buffer_targets, buffer_nums, scratch, local, ends
    targets = np.empty(offset, dtype=np.int32)
    nums = np.empty(offset, dtype=np.uint32)
    at = 0
    pieces.reverse()
    while pieces:
        t, p = pieces.pop()
        targets[at : at + len(t)] = t
        nums[at : at + len(p)] = p
        at += len(t)
    live = (states > 0).sum(axis=1)
    work = int(sum(len(classes) ** int(k) for k in live))
    return Chain(states, bounds, targets, nums, falling[live].astype(np.float64), absorb, work)
