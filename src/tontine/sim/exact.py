"""The exact answer for small tables: Tontine as an absorbing Markov chain.

A state between deals is the holdings by seat and the dealer (the pool is what the
holdings leave of the ``n * stake`` counters). A deal turns up one card for each
live seat, drawn without replacement from a fresh 52-card pack; ranks with the same
effect are merged into one *effect class* (for the standard table K, Q, J, T,
{4,6,8}, {5,7,9}, A, 2, 3 with multiplicities 4,4,4,4,12,12,4,4,4), so a deal for
``k`` live seats is one of ``classes ** k`` ordered class sequences with
multivariate hypergeometric probabilities. Each sequence is settled with the
engine's rules (:mod:`tontine.table`): deal order from the dealer's right with the
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

* :func:`solve` (numpy and scipy, floats, GMRES on the sparse chain to a residual near
  rounding, with an error bound) for tables up to 1e8 settled sequences and 20,000 states
  (n=3 up to stake 16, n=4 up to stake 6);
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

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from tontine.cards import Rank
from tontine.errors import PlayersError, RulesError
from tontine.rules import MAX_SEATS, MIN_SEATS, AllFall, DeckHandling, Effect, EffectKind, Rules

if TYPE_CHECKING:  # numpy is imported inside the float path only
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "MAX_WORK",
    "EffectClass",
    "ExactResult",
    "FractionResult",
    "check_supported",
    "deal_outcomes",
    "effect_classes",
    "estimate",
    "largest_stakes",
    "solve",
    "solve_fractions",
]

#: the largest number of settled (state, class sequence) pairs :func:`solve` takes on;
#: n=4 with stake 6 needs about 1.3e8 and runs well under a minute on two cores
MAX_WORK = 10**8
#: the most canonical states :func:`solve` takes on (transitions and memory grow with them)
MAX_STATES = 20_000
#: the largest dense index of holdings vectors ((n * stake + 1) ** n) the float path keeps
MAX_INDEX = 10**7
#: the Fraction path refuses chains with more unknowns than this
MAX_FRACTION_UNKNOWNS = 400

PACK_SIZE = 52

_NEVER_ENDS = (
    "under these rules a game can go on for ever (no deal ends it from some holdings): "
    "no exact expected length exists; change the card table"
)


@dataclass(frozen=True, slots=True)
class EffectClass:
    """The ranks that share one effect, and how many cards of the pack carry it."""

    effect: Effect
    ranks: tuple[Rank, ...]

    @property
    def count(self) -> int:
        return 4 * len(self.ranks)

    @property
    def label(self) -> str:
        return "".join(rank.symbol for rank in self.ranks)


def effect_classes(rules: Rules) -> list[EffectClass]:
    """The rules' card table with ranks of the same effect merged, in rank order.

    >>> from tontine import Rules
    >>> [(c.label, c.count) for c in effect_classes(Rules())]
    [('A', 4), ('2', 4), ('3', 4), ('468', 12), ('579', 12), ('T', 4), ('J', 4), ('Q', 4), ('K', 4)]
    """
    merged: dict[Effect, list[Rank]] = {}
    for rank in Rank:
        merged.setdefault(rules.effect(rank), []).append(rank)
    return [EffectClass(effect, tuple(ranks)) for effect, ranks in merged.items()]


def check_supported(rules: Rules, players: int) -> None:
    """Refuse, with one clear line, what the chain does not model.

    >>> from tontine import Rules, DeckHandling
    >>> check_supported(Rules(deck=DeckHandling.TALON), 3)
    Traceback (most recent call last):
    ...
    tontine.errors.RulesError: tontine exact needs a fresh pack every deal (--deck fresh): with a kept talon the state would also hold the talon's composition
    """
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_SEATS <= players <= MAX_SEATS:
        raise PlayersError(f"{players!r} player(s): a table seats {MIN_SEATS} to {MAX_SEATS}")
    if rules.deck is not DeckHandling.FRESH:
        raise RulesError(
            "tontine exact needs a fresh pack every deal (--deck fresh): with a kept talon "
            "the state would also hold the talon's composition"
        )
    if rules.all_fall is AllFall.SHARE:
        raise RulesError(
            "tontine exact gives one winner per game: use --all-fall last-to-fall or replay, not share"
        )
    if rules.deal_limit is not None:
        raise RulesError(
            f"tontine exact does not take a deal limit ({rules.deal_limit}): the state would also "
            "hold the number of the deal; leave --deal-limit out"
        )


# -- settling one deal, the engine's rules on plain values ---------------------------------


def _settle(
    effect: Effect, seat: int, holdings: list[int], pool: int, n: int, fell: int
) -> tuple[int, int]:
    """Apply one card to ``holdings`` in place; return the new pool and last seat to fall."""
    kind = effect.kind
    if kind is EffectKind.TAKE:
        taken = min(effect.amount, pool)
        holdings[seat] += taken
        pool -= taken
    elif kind is EffectKind.PAY:
        paid = min(effect.amount, holdings[seat])
        holdings[seat] -= paid
        pool += paid
        if paid > 0 and holdings[seat] == 0:
            fell = seat
    elif kind is EffectKind.GIVE:
        target = (seat - effect.distance) % n
        if target != seat:
            paid = min(effect.amount, holdings[seat])
            holdings[seat] -= paid
            holdings[target] += paid
            if paid > 0 and holdings[seat] == 0:
                fell = seat
    return pool, fell


#: one outcome of a deal: ("win", seat) or ("next", holdings after, next dealer)
Outcome = tuple[Any, ...]


def deal_outcomes(
    rules: Rules, holdings: Sequence[int], dealer: int, *, classes: Sequence[EffectClass] | None = None
) -> dict[Outcome, Fraction]:
    """The exact distribution of the outcomes of one deal, with Fractions.

    ``("win", seat)`` ends the game; ``("next", holdings, dealer)`` is the state
    of the next deal (a replayed deal leads back to the same state).

    >>> from tontine import Rules
    >>> outcomes = deal_outcomes(Rules(stake=4, ante=3), (1, 1), 0)
    >>> sum(outcomes.values())
    Fraction(1, 1)
    >>> outcomes[("win", 1)]  # (20*32 + 24*8 + 4*4 + 4*3) / (52*51): see tests/sim/test_exact.py
    Fraction(215, 663)
    """
    n = len(holdings)
    total = n * rules.stake
    pool0 = total - sum(holdings)
    if pool0 < 0 or min(holdings) < 0:
        raise RulesError(f"holdings {tuple(holdings)} do not fit {total} counters")
    if holdings[dealer] <= 0:
        raise RulesError(f"dealer {dealer} holds no counters")
    cls = list(classes) if classes is not None else effect_classes(rules)
    order = [(dealer + k) % n for k in range(1, n + 1) if holdings[(dealer + k) % n] > 0]
    left = [c.count for c in cls]
    out: dict[Outcome, Fraction] = {}

    def walk(position: int, hold: list[int], pool: int, fell: int, prob: Fraction) -> None:
        if position == len(order):
            outcome = _end_of_deal(rules, hold, dealer, fell, holdings)
            out[outcome] = out.get(outcome, Fraction(0)) + prob
            return
        remaining = PACK_SIZE - position
        seat = order[position]
        for index, effect_class in enumerate(cls):
            if left[index] == 0:
                continue
            chance = prob * Fraction(left[index], remaining)
            left[index] -= 1
            after = list(hold)
            new_pool, new_fell = _settle(effect_class.effect, seat, after, pool, n, fell)
            walk(position + 1, after, new_pool, new_fell, chance)
            left[index] += 1

    walk(0, list(holdings), pool0, -1, Fraction(1))
    return out


def _end_of_deal(
    rules: Rules, hold: list[int], dealer: int, fell: int, before: Sequence[int]
) -> Outcome:
    n = len(hold)
    survivors = [s for s in range(n) if hold[s] > 0]
    if len(survivors) == 1:
        return ("win", survivors[0])
    if not survivors:
        if rules.all_fall is AllFall.REPLAY:
            return ("next", tuple(before), dealer)
        return ("win", fell)
    next_dealer = next((dealer + k) % n for k in range(1, n + 1) if hold[(dealer + k) % n] > 0)
    return ("next", tuple(hold), next_dealer)


# -- the Fraction path ----------------------------------------------------------------------


@dataclass(slots=True)
class FractionResult:
    """Exact rational answers for one table (seat offsets from the first dealer)."""

    players: int
    rules: Rules
    expected_deals: Fraction
    win_probability: list[Fraction]
    states: int


def solve_fractions(rules: Rules, players: int, *, max_unknowns: int = MAX_FRACTION_UNKNOWNS) -> FractionResult:
    """Solve the chain over every reachable (holdings, dealer) with exact rational arithmetic.

    Pure Python and slow: meant for tiny tables (n=2, or n=3 with a stake just above the ante).

    >>> from tontine import Rules
    >>> solve_fractions(Rules(stake=2, ante=1), 2).expected_deals
    Fraction(194891789060436, 157632934579391)
    """
    check_supported(rules, players)
    classes = effect_classes(rules)
    start = (tuple([rules.stake - rules.ante] * players), 0)
    index: dict[tuple[tuple[int, ...], int], int] = {start: 0}
    states: list[tuple[tuple[int, ...], int]] = [start]
    rows: list[dict[Outcome, Fraction]] = []
    i = 0
    while i < len(states):
        holdings, dealer = states[i]
        outcomes = deal_outcomes(rules, holdings, dealer, classes=classes)
        rows.append(outcomes)
        for outcome in outcomes:
            if outcome[0] == "next":
                key = (outcome[1], outcome[2])
                if key not in index:
                    index[key] = len(states)
                    states.append(key)
                    if len(states) * (players + 1) > max_unknowns:
                        raise RulesError(
                            f"{players} players with stake {rules.stake} need more than "
                            f"{max_unknowns // (players + 1)} states: too many for exact fractions; "
                            "use the float solver"
                        )
        i += 1
    size = len(states)
    # unknowns: the expected deals E(x), then P(seat s wins | x) for every seat s
    columns = players + 1
    system: list[dict[int, Fraction]] = []
    rhs: list[list[Fraction]] = []
    for x, outcomes in enumerate(rows):
        row: dict[int, Fraction] = {x: Fraction(1)}
        absorb = [Fraction(0)] * players
        for outcome, p in outcomes.items():
            if outcome[0] == "win":
                absorb[outcome[1]] += p
            else:
                y = index[(outcome[1], outcome[2])]
                row[y] = row.get(y, Fraction(0)) - p
        system.append(row)
        rhs.append([Fraction(1), *absorb])
    if not any(any(row[1:]) for row in rhs):
        raise RulesError(_NEVER_ENDS)
    try:
        solution = _gauss_jordan(system, rhs, size, columns)
    except (KeyError, ZeroDivisionError):  # a zero pivot: some states never reach the end
        raise RulesError(_NEVER_ENDS) from None
    return FractionResult(
        players=players,
        rules=rules,
        expected_deals=solution[0][0],
        win_probability=list(solution[0][1:]),
        states=size,
    )


def _gauss_jordan(
    system: list[dict[int, Fraction]], rhs: list[list[Fraction]], size: int, columns: int
) -> list[list[Fraction]]:
    """Solve a sparse rational system with several right-hand sides (rows as dicts)."""
    rows = [dict(r) for r in system]
    values = [list(v) for v in rhs]
    for pivot in range(size):
        # (I - Q) of an absorbing chain is non-singular and diagonally dominant: no pivoting needed
        prow = rows[pivot]
        inv = 1 / prow[pivot]
        for key in prow:
            prow[key] *= inv
        values[pivot] = [v * inv for v in values[pivot]]
        for other in range(size):
            if other == pivot:
                continue
            orow = rows[other]
            factor = orow.get(pivot)
            if not factor:
                continue
            for key, value in prow.items():
                orow[key] = orow.get(key, Fraction(0)) - factor * value
            del orow[pivot]
            values[other] = [a - factor * b for a, b in zip(values[other], values[pivot], strict=True)]
    return values


# -- the float path -------------------------------------------------------------------------


@dataclass(slots=True)
class ExactResult:
    """The exact answer for one table (win probabilities by seat offset from the first dealer)."""

    players: int
    rules: Rules
    expected_deals: float
    win_probability: list[float]
    states: int  #: canonical (dealer at seat 0) states reachable from the start
    seconds: float
    work: int  #: settled (state, class sequence) pairs
    residual: float  #: largest residual of the linear solves for the win probabilities
    #: a bound on the error of every win probability: the longest expected game times the residual
    error_bound: float
    #: the same bound for the expected number of deals
    deals_error_bound: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "stake": self.rules.stake,
            "ante": self.rules.ante,
            "preset": self.rules.preset,
            "all_fall": self.rules.all_fall.value,
            "expected_deals": self.expected_deals,
            "win_probability": list(self.win_probability),
            "states": self.states,
            "seconds": self.seconds,
            "error_bound": self.error_bound,
            "expected_deals_error_bound": self.deals_error_bound,
        }


@dataclass(frozen=True, slots=True)
class Estimate:
    """The size of a table's chain, known before solving it."""

    players: int
    total: int  #: counters on the table
    states: int  #: canonical states (dealer at 0 and live, at least two live seats)
    work: int  #: settled (state, class sequence) pairs
    index: int  #: size of the dense index of holdings vectors

    @property
    def feasible(self) -> bool:
        return self.work <= MAX_WORK and self.states <= MAX_STATES and self.index <= MAX_INDEX


def _count_states(n: int, total: int, classes: int) -> tuple[int, int]:
    """Canonical states and settled sequences, by the number of live seats.

    Holdings with ``j`` given seats live (each at least 1) and a sum at most ``total``:
    ``C(total, j)`` vectors (stars and bars with the pool as a slack).
    """
    states = work = 0
    for live in range(2, n + 1):
        # seat 0 (the dealer) live and live - 1 of the other n - 1 seats
        patterns = math.comb(n - 1, live - 1)
        vectors = math.comb(total, live)
        states += patterns * vectors
        work += patterns * vectors * classes**live
    return states, work


def estimate(rules: Rules, players: int) -> Estimate:
    """How large the chain of a table is (without building it).

    >>> from tontine import Rules
    >>> e = estimate(Rules(stake=6), 4)
    >>> e.states, e.feasible
    (17526, True)
    """
    total = players * rules.stake
    states, work = _count_states(players, total, len(effect_classes(rules)))
    return Estimate(players, total, states, work, (total + 1) ** players)


def largest_stakes(rules: Rules, players: Sequence[int] = (2, 3, 4, 5)) -> dict[int, int]:
    """The largest stake :func:`solve` takes for each table size (0: none).

    >>> largest_stakes(Rules(), (3, 4))
    {3: 16, 4: 6}
    """
    out: dict[int, int] = {}
    for n in players:
        best = 0
        stake = rules.ante + 1
        while estimate(rules.replace(stake=stake), n).feasible and stake < 10_000:
            best = stake
            stake += 1
        out[n] = best
    return out


def refuse_if_too_large(rules: Rules, players: int) -> Estimate:
    """The estimate, or a :class:`RulesError` saying how large a table can be solved."""
    check_supported(rules, players)
    size = estimate(rules, players)
    if size.feasible:
        return size
    limits = largest_stakes(rules, tuple(n for n in (2, 3, 4, 5) if n <= max(players, 4)))
    can = ", ".join(f"n={n} up to stake {s}" for n, s in limits.items() if s > 0)
    raise RulesError(
        f"{players} players with stake {rules.stake} make about {size.states:.2e} states and "
        f"{size.work:.2e} deal sequences, beyond the exact solver's limits ({MAX_STATES} states, {MAX_WORK:.0e} sequences); "
        f"with ante {rules.ante} it can do {can or 'no table this size'} (use tontine simulate beyond)"
    )


@dataclass(slots=True)
class _Chain:
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


def _settle_batch(
    rules: Rules,
    classes: Sequence[EffectClass],
    holdings: npt.NDArray[np.int16],
    total: int,
) -> tuple[npt.NDArray[np.int16], npt.NDArray[np.int8]]:
    """Every class sequence of one deal for a batch of canonical states sharing their live seats.

    Returns the holdings after the deal, shape (batch, classes ** live, n), and the last
    seat to fall (-1: none), in the order of :func:`_sequence_probabilities`.
    """
    import numpy as np

    batch, n = holdings.shape
    c = len(classes)
    order = [s for s in (*range(1, n), 0) if holdings[0, s] > 0]
    hold = holdings[:, None, :].copy()
    pool = (total - holdings.sum(axis=1, dtype=np.int16))[:, None].astype(np.int16)
    fell = np.full((batch, 1), -1, dtype=np.int8)
    for seat in order:
        width = hold.shape[1]
        hold = np.repeat(hold[:, :, None, :], c, axis=2)
        pool = np.repeat(pool[:, :, None], c, axis=2)
        fell = np.repeat(fell[:, :, None], c, axis=2)
        for index, effect_class in enumerate(classes):
            effect = effect_class.effect
            h = hold[:, :, index, :]
            p = pool[:, :, index]
            if effect.kind is EffectKind.TAKE:
                taken = np.minimum(p, effect.amount)
                h[:, :, seat] += taken
                p -= taken
            elif effect.kind is EffectKind.PAY:
                paid = np.minimum(h[:, :, seat], effect.amount)
                h[:, :, seat] -= paid
                p += paid
                fell[:, :, index][(paid > 0) & (h[:, :, seat] == 0)] = seat
            elif effect.kind is EffectKind.GIVE:
                target = (seat - effect.distance) % n
                if target != seat:
                    paid = np.minimum(h[:, :, seat], effect.amount)
                    h[:, :, seat] -= paid
                    h[:, :, target] += paid
                    fell[:, :, index][(paid > 0) & (h[:, :, seat] == 0)] = seat
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


def _build(
    rules: Rules,
    n: int,
    progress: Callable[[int, int], None] | None,
) -> tuple[npt.NDArray[np.int16], _Chain, npt.NDArray[np.float64], int]:
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
    chain = _Chain()
    counts = [k.count for k in classes]
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
            hold, fell = _settle_batch(rules, classes, states[rows], total)
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


def solve(
    rules: Rules,
    players: int,
    *,
    progress: Callable[[str], None] | None = None,
) -> ExactResult:
    """The exact win probability of each seat offset and the expected number of deals.

    Floats with a sparse direct solve; refuses (:class:`RulesError`) a table too large,
    saying how large a table it can do. ``progress`` receives lines for a long solve.

    >>> from tontine import Rules
    >>> result = solve(Rules(stake=4), 3)
    >>> round(sum(result.win_probability), 12)
    1.0
    """
    import numpy as np
    import scipy.sparse as sp  # type: ignore[import-untyped]

    began = time.perf_counter()
    n = players
    size = refuse_if_too_large(rules, n)

    last = [began]

    def report(done: int, of: int) -> None:
        now = time.perf_counter()
        if progress is not None and (now - last[0] >= 2.0 or done == of):
            last[0] = now
            progress(f"settling deals: {done}/{of} states ({now - began:.1f} s)")

    if progress is not None:
        progress(f"{n} players, stake {rules.stake}: about {size.states} states, {size.work:.2e} deal sequences")
    states, chain, absorb, work = _build(rules, n, report)
    count = len(states)
    # one layout for every component: CSR sorted by row, repeated columns left in (a product sums them)
    rows = np.concatenate(chain.rows).astype(np.int32)
    order = np.argsort(rows, kind="stable")
    rows = rows[order]
    cols = np.concatenate(chain.cols).astype(np.int32)[order]
    turns = np.concatenate(chain.turns).astype(np.int8)[order]
    probs = np.concatenate(chain.probs)[order]
    del order, chain

    # keep the states reachable from the start: (stake - ante, ...) with the first dealer at 0
    total = n * rules.stake
    radix = (total + 1) ** np.arange(n, dtype=np.int64)
    codes = states.astype(np.int64) @ radix
    start_code = int(np.full(n, rules.stake - rules.ante, dtype=np.int64) @ radix)
    start = int(np.flatnonzero(codes == start_code)[0])
    indptr = np.concatenate([[0], np.cumsum(np.bincount(rows, minlength=count))])
    graph = sp.csr_matrix((np.ones(len(cols), dtype=np.float32), cols, indptr), shape=(count, count))
    from scipy.sparse.csgraph import breadth_first_order  # type: ignore[import-untyped]

    reach = np.sort(breadth_first_order(graph, start, directed=True, return_predecessors=False))
    del graph
    renumber = np.full(count, -1, dtype=np.int32)
    renumber[reach] = np.arange(len(reach), dtype=np.int32)
    keep = renumber[rows] >= 0
    rows, cols, turns, probs = renumber[rows[keep]], renumber[cols[keep]], turns[keep], probs[keep]
    del keep
    absorb = absorb[reach]
    m = len(reach)
    origin = int(renumber[start])
    indptr = np.concatenate([[0], np.cumsum(np.bincount(rows, minlength=m))])
    transitions = len(rows)
    del rows
    if progress is not None:
        progress(f"solving {m} reachable states, {transitions} transitions ({time.perf_counter() - began:.1f} s)")

    seats = np.arange(n)
    components: list[complex] = []
    residual = 0.0
    expected = 0.0
    longest = 1.0
    for f in range(n // 2 + 1):
        phase = np.exp(2j * np.pi * f * seats / n)
        real = f == 0 or 2 * f == n
        table = phase.real if real else phase
        matrix = _IdentityMinus(sp.csr_matrix((probs * table[turns], cols, indptr), shape=(m, m)))
        a_f = absorb @ table
        if f == 0:
            if not absorb.any():
                raise RulesError(_NEVER_ENDS)
            durations, r_e = _solve_linear(matrix, np.ones(m))
            if not np.all(np.isfinite(durations)) or r_e > 1e-9 * max(1.0, float(np.abs(durations).max())):
                raise RulesError(_NEVER_ENDS)
            expected = float(durations[origin])
            longest = float(durations.max())
        # every game ends with one winner: the sum of the win probabilities is 1 everywhere
        x, r_f = _solve_linear(matrix, a_f, np.ones(m) if f == 0 else None)
        residual = max(residual, r_f)
        components.append(complex(x[origin]))
        del matrix
        if progress is not None:
            progress(f"solved component {f} of {n // 2} ({time.perf_counter() - began:.1f} s)")
    # the inverse transform, with w_{n-f} the conjugate of w_f
    full = [components[f] if f < len(components) else components[n - f].conjugate() for f in range(n)]
    win = [
        float(sum(full[f] * np.exp(-2j * np.pi * f * s / n) for f in range(n)).real / n) for s in range(n)
    ]
    seconds = time.perf_counter() - began
    if progress is not None:
        progress(f"done in {seconds:.1f} s")
    return ExactResult(
        players=n,
        rules=rules,
        expected_deals=expected,
        win_probability=win,
        states=m,
        seconds=seconds,
        work=work,
        residual=residual,
        error_bound=longest * residual,
        deals_error_bound=longest * r_e,
    )


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
