"""The exact solver's compiled loops (Numba): the end of a deal by code, the tree walk of
one deal per state, reachability, and the product ``X - P X`` of every Fourier component.

These are a performance copy of the deal: the walk reads each card's settlement from
:class:`~tontine.sim.exact.chain.CardTables` (the values of :mod:`tontine.settle`) and
the next dealer from a table of :func:`tontine.settle.serving_order`; the tests hold them
equal, state by state, to the Fraction enumeration of :func:`~tontine.sim.exact.deal_outcomes`.

The transitions are stored as a CSR matrix whose rows are (state, turn) pairs: row
``x * n + t`` lists the canonical targets reached from ``x`` with the next dealer ``t``
seats on, so a product applies the rotation's phase once per pair, not once per entry.
Each entry is 8 bytes: the target (``int32``) and the probability times the number of
ordered deals of the state's cards, an exact integer (``uint32``).
"""

# mypy: ignore-errors
from __future__ import annotations

import numpy as np
from numba import njit, prange

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
    out = np.full(size, -2 - n, dtype=np.int32)
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
    states, first_row, radix, counts, own, other, offset, orders, ends, total, last_to_fall, falling,
    bounds, targets, nums, absorb, scratch, touched,
):
    """Settle every class sequence of one deal from the rows ``first_row``, ... while the buffers hold them.

    A sequence of ``k`` cards has the probability ``numerator / falling[k]`` with an integer
    numerator (the product of the cards left of each class as it is drawn), so the
    transitions are summed exactly in integers. Writes ``bounds[x * n + t + 1]`` (entries
    from the call's start), ``targets`` and ``nums`` (the numerators over
    ``falling[live seats of x]``) for each (row, turn), and ``absorb`` (floats); returns
    the row after the last one written and the entries written. ``scratch`` is the dense
    row being summed, (keys, 2): the row that last wrote each key and its sum, side by
    side so that a leaf touches one cache line.
    """
    count, n = states.shape
    classes = counts.shape[0]
    cap = targets.shape[0]
    hold = np.zeros((n + 1, n), dtype=np.int64)
    pool = np.zeros(n + 1, dtype=np.int64)
    fell = np.zeros(n + 1, dtype=np.int64)
    code = np.zeros(n + 1, dtype=np.int64)
    num = np.zeros(n + 1, dtype=np.int64)
    choice = np.zeros(n + 1, dtype=np.int64)
    used = np.zeros(classes, dtype=np.int64)
    per_turn = np.zeros(n + 1, dtype=np.int64)
    won = np.zeros(n, dtype=np.int64)
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
        num[0] = 1
        won[:] = 0
        level = 0
        choice[0] = 0
        entries = 0
        while True:
            if level == length - 1:
                # the last card: every class settled in one loop, each a leaf
                seat = orders[mask, level]
                h = hold[level, seat]
                pl = pool[level]
                base = code[level]
                before = num[level]
                for c in range(classes):
                    left = counts[c] - used[c]
                    if left <= 0:
                        continue
                    mine = own[c, h, pl]
                    theirs = other[c, h, pl]
                    p = before * left
                    end = ends[base + mine * radix[seat] + theirs * radix[(seat + offset[c]) % n]]
                    key = -1
                    if end >= 0:
                        key = end
                    elif end == ALL_FELL:
                        if last_to_fall:
                            won[seat if h > 0 and h + mine == 0 else fell[level]] += p
                        else:  # replay: the same state, the same dealer
                            key = x
                    else:
                        won[-2 - end] += p
                    if key >= 0:
                        if scratch[key, 0] != x + 1:  # the first leaf of this row to reach key
                            scratch[key, 0] = x + 1
                            scratch[key, 1] = 0
                            touched[entries] = key
                            entries += 1
                        scratch[key, 1] += p
                if level == 0:
                    break
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
            num[level + 1] = num[level] * left
            used[c] += 1
            level += 1
            choice[level] = 0
        for s in range(n):
            absorb[x, s] = won[s] / falling[length]
        ordered = np.sort(touched[:entries])
        per_turn[:] = 0
        for j in range(entries):
            key = ordered[j]
            targets[written + j] = key % count
            nums[written + j] = scratch[key, 1]
            per_turn[key // count + 1] += 1
        for t in range(n):
            per_turn[t + 1] += per_turn[t]
            bounds[x * n + t + 1] = written + per_turn[t + 1]
        written += entries
        x += 1
    return x, written


#: rows of the stacked product handed to one thread at a time
_BLOCK = 256


@njit(cache=True, parallel=True)
def product(bounds, targets, nums, denominator, kinds, cos_t, sin_t, x, out):
    """``out = X - P X`` for every Fourier component at once, reading the transitions once.

    ``X`` is (states, 4) or (states, 8), its columns padded with zeros: column ``c``
    holds a real component (``kinds[c] == 0``) or the real (1) or imaginary (2) part of
    a complex one, whose transitions carry the phase ``cos_t[c, turn] + i sin_t[c, turn]``
    (padding: a real column of phase 0); ``P``'s entries are ``nums / denominator[state]``
    over the (state, turn) rows. One gather of a target's row of ``X`` serves every
    column; the sums over a row run in scalars, 4 or 8 wide, which the compiler keeps
    in registers (a loop over a column count held in an array took twice as long).
    """
    rows, width = x.shape
    n = cos_t.shape[1]
    wide = width == 8
    blocks = (rows + _BLOCK - 1) // _BLOCK
    for b in prange(blocks):
        part = np.zeros(width)
        total = np.zeros(width)
        for i in range(b * _BLOCK, min(rows, (b + 1) * _BLOCK)):
            for c in range(width):
                total[c] = 0.0
            for t in range(n):
                a0 = a1 = a2 = a3 = a4 = a5 = a6 = a7 = 0.0
                if wide:
                    for k in range(bounds[i * n + t], bounds[i * n + t + 1]):
                        p = float(nums[k])
                        j = targets[k]
                        a0 += p * x[j, 0]
                        a1 += p * x[j, 1]
                        a2 += p * x[j, 2]
                        a3 += p * x[j, 3]
                        a4 += p * x[j, 4]
                        a5 += p * x[j, 5]
                        a6 += p * x[j, 6]
                        a7 += p * x[j, 7]
                    part[4] = a4
                    part[5] = a5
                    part[6] = a6
                    part[7] = a7
                else:
                    for k in range(bounds[i * n + t], bounds[i * n + t + 1]):
                        p = float(nums[k])
                        j = targets[k]
                        a0 += p * x[j, 0]
                        a1 += p * x[j, 1]
                        a2 += p * x[j, 2]
                        a3 += p * x[j, 3]
                part[0] = a0
                part[1] = a1
                part[2] = a2
                part[3] = a3
                for c in range(width):
                    kind = kinds[c]
                    if kind == 0:
                        total[c] += cos_t[c, t] * part[c]
                    elif kind == 1:
                        total[c] += cos_t[c, t] * part[c] - sin_t[c, t] * part[c + 1]
                    else:
                        total[c] += sin_t[c, t] * part[c - 1] + cos_t[c, t] * part[c]
            d = denominator[i]
            for c in range(width):
                out[i, c] = x[i, c] - total[c] / d
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
def compact(bounds, targets, nums, n, keep):
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
                nums[write] = nums[k]
                write += 1
            row += 1
            bounds[row] = write
        begin = end
    bounds[0] = 0
    return write
