"""The exact solver's compiled loops (Numba): the end of a deal by code, the tree walk of
one deal per state, reachability, and the product ``(I - P_f) x``.

These are a performance copy of the deal: the walk reads each card's settlement from
:class:`~tontine.sim.exact.chain.CardTables` (the values of :mod:`tontine.settle`) and
the next dealer from a table of :func:`tontine.table.serving_order`; the tests hold them
equal, state by state, to the Fraction enumeration of :func:`~tontine.sim.exact.deal_outcomes`.

The transitions are stored as a CSR matrix whose rows are (state, turn) pairs: row
``x * n + t`` lists the canonical targets reached from ``x`` with the next dealer ``t``
seats on, so a product applies the rotation's phase once per pair, not once per entry.
"""

# mypy: ignore-errors
from __future__ import annotations

import numpy as np
from numba import njit, prange

from tontine.sim.exact.support import PACK_SIZE

__all__ = ["ALL_FELL", "compact", "end_table", "product", "reachable", "walk_rows"]

#: :func:`end_table` for holdings with nobody left
ALL_FELL = -1


@njit(cache=True)
def end_table(n, total, index, first):
    """By holdings code (seat ``s`` the digit ``s`` in base ``total + 1``): what the end of a deal makes of it.

    ``turn * count + canonical index`` of the next state (the next dealer ``turn``
    seats on), :data:`ALL_FELL`, ``-2 - s`` when seat ``s`` is the lone survivor, or
    ``-2 - n`` for codes of more than ``total`` counters (never reached).
    """
    base = total + 1
    size = base**n
    count = 0
    for code in range(size):
        if index[code] >= 0:
            count += 1
    out = np.full(size, -2 - n, dtype=np.int64)
    digits = np.zeros(n, dtype=np.int64)
    for code in range(size):
        rest = code
        held = 0
        live = 0
        for s in range(n):
            digits[s] = rest % base
            rest //= base
            held += digits[s]
            if digits[s] > 0:
                live |= 1 << s
        if held > total:
            continue
        if live == 0:
            out[code] = ALL_FELL
        elif live & (live - 1) == 0:
            for s in range(n):
                if digits[s] > 0:
                    out[code] = -2 - s
        else:
            turn = first[live]
            rotated = 0
            scale = 1
            for k in range(n):
                rotated += digits[(turn + k) % n] * scale
                scale *= base
            out[code] = turn * count + index[rotated]
    return out


@njit(cache=True)
def walk_rows(
    states, first_row, radix, counts, own, other, offset, orders, ends, total, last_to_fall,
    bounds, targets, probs, absorb, scratch, stamp, touched,
):
    """Settle every class sequence of one deal from the rows ``first_row``, ... while the buffers hold them.

    Writes ``bounds[x * n + t + 1]`` (entries from the call's start), ``targets`` and
    ``probs`` for each (row, turn), and ``absorb``; returns the row after the last one
    written and the entries written.
    """
    count, n = states.shape
    classes = counts.shape[0]
    cap = targets.shape[0]
    hold = np.zeros((n + 1, n), dtype=np.int64)
    pool = np.zeros(n + 1, dtype=np.int64)
    fell = np.zeros(n + 1, dtype=np.int64)
    code = np.zeros(n + 1, dtype=np.int64)
    prob = np.zeros(n + 1, dtype=np.float64)
    choice = np.zeros(n + 1, dtype=np.int64)
    used = np.zeros(classes, dtype=np.int64)
    per_turn = np.zeros(n + 1, dtype=np.int64)
    written = 0
    x = first_row
    while x < count:
        mask = 0
        held = 0
        code[0] = 0
        for s in range(n):
            hold[0, s] = states[x, s]
            held += states[x, s]
            code[0] += states[x, s] * radix[s]
            if states[x, s] > 0:
                mask |= 1 << s
        length = 0
        while length < n and orders[mask, length] >= 0:
            length += 1
        sequences = classes**length
        if written + min(sequences, count * n) > cap:
            break
        pool[0] = total - held
        fell[0] = -1
        prob[0] = 1.0
        level = 0
        choice[0] = 0
        entries = 0
        while True:
            if level == length:
                p = prob[level]
                end = ends[code[level]]
                key = -1
                if end >= 0:
                    key = end
                elif end == ALL_FELL:
                    if last_to_fall:
                        absorb[x, fell[level]] += p
                    else:  # replay: the same state, the same dealer
                        key = x
                else:
                    absorb[x, -2 - end] += p
                if key >= 0:
                    if stamp[key] != x + 1:
                        stamp[key] = x + 1
                        scratch[key] = 0.0
                        touched[entries] = key
                        entries += 1
                    scratch[key] += p
                level -= 1
                used[choice[level]] -= 1
                choice[level] += 1
                continue
            c = choice[level]
            if c == classes:
                if level == 0:
                    break
                level -= 1
                used[choice[level]] -= 1
                choice[level] += 1
                continue
            left = counts[c] - used[c]
            if left <= 0:
                choice[level] += 1
                continue
            seat = orders[mask, level]
            h = hold[level, seat]
            pl = pool[level]
            for s in range(n):
                hold[level + 1, s] = hold[level, s]
            mine = own[c, h, pl]
            theirs = other[c, h, pl]
            target = (seat + offset[c]) % n
            hold[level + 1, seat] += mine
            hold[level + 1, target] += theirs
            code[level + 1] = code[level] + mine * radix[seat] + theirs * radix[target]
            pool[level + 1] = pl - mine - theirs
            if h > 0 and hold[level + 1, seat] == 0:
                fell[level + 1] = seat
            else:
                fell[level + 1] = fell[level]
            prob[level + 1] = prob[level] * left / (PACK_SIZE - level)
            used[c] += 1
            level += 1
            choice[level] = 0
        ordered = np.sort(touched[:entries])
        per_turn[:] = 0
        for j in range(entries):
            key = ordered[j]
            targets[written + j] = key % count
            probs[written + j] = scratch[key]
            per_turn[key // count + 1] += 1
        for t in range(n):
            per_turn[t + 1] += per_turn[t]
            bounds[x * n + t + 1] = written + per_turn[t + 1]
        written += entries
        x += 1
    return x, written


@njit(cache=True, parallel=True)
def product(bounds, targets, probs, phase, x, out):
    """``out = x - P_f x``, with ``P_f``'s entries ``p * phase[turn]`` over the (state, turn) rows."""
    n = phase.shape[0]
    rows = (bounds.shape[0] - 1) // n
    for i in prange(rows):
        total = 0.0 * x[0]
        for t in range(n):
            part = 0.0 * x[0]
            for k in range(bounds[i * n + t], bounds[i * n + t + 1]):
                part += probs[k] * x[targets[k]]
            total += phase[t] * part
        out[i] = x[i] - total
    return out


@njit(cache=True)
def reachable(bounds, targets, n, start):
    """The states reachable from ``start`` (breadth first), as a boolean mask."""
    rows = (bounds.shape[0] - 1) // n
    seen = np.zeros(rows, dtype=np.bool_)
    queue = np.empty(rows, dtype=np.int64)
    seen[start] = True
    queue[0] = start
    head, tail = 0, 1
    while head < tail:
        i = queue[head]
        head += 1
        for k in range(bounds[i * n], bounds[i * n + n]):
            j = targets[k]
            if not seen[j]:
                seen[j] = True
                queue[tail] = j
                tail += 1
    return seen


@njit(cache=True)
def compact(bounds, targets, probs, n, keep):
    """Keep the states in ``keep`` in place, renumbering the targets; returns the new entry count.

    ``bounds`` is rewritten for the kept states (its first ``kept * n + 1`` entries); the
    targets of kept states are kept (``keep`` is closed under transitions).
    """
    rows = (bounds.shape[0] - 1) // n
    renumber = np.full(rows, -1, dtype=np.int64)
    kept = 0
    for i in range(rows):
        if keep[i]:
            renumber[i] = kept
            kept += 1
    write = 0
    row = 0
    begin = bounds[0]
    for r in range(rows * n):
        end = bounds[r + 1]
        if keep[r // n]:
            for k in range(begin, end):
                targets[write] = renumber[targets[k]]
                probs[write] = probs[k]
                write += 1
            row += 1
            bounds[row] = write
        begin = end
    bounds[0] = 0
    return write
