"""The Fraction path: one deal enumerated and the chain solved with exact rationals (standard library only)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tontine.errors import RulesError
from tontine.rules import Rules
from tontine.settle import DealEndKind, end_of_deal, serving_order, settle_effect
from tontine.sim.exact.support import NEVER_ENDS, PACK_SIZE, EffectClass, check_supported, effect_classes

__all__ = ["MAX_FRACTION_UNKNOWNS", "FractionResult", "Outcome", "deal_outcomes", "solve_fractions"]

#: the Fraction path refuses chains with more unknowns than this
MAX_FRACTION_UNKNOWNS = 400


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
    order = serving_order(dealer, holdings)
    left = [c.count for c in cls]
    out: dict[Outcome, Fraction] = {}

    def walk(position: int, hold: tuple[int, ...], pool: int, fallen: tuple[int, ...], prob: Fraction) -> None:
        if position == len(order):
            end = end_of_deal(rules, hold, dealer, fallen)
            outcome: Outcome
            if end.kind is DealEndKind.VOID:
                outcome = ("next", tuple(holdings), dealer)
            elif end.kind is DealEndKind.GOES_ON:
                outcome = ("next", hold, end.next_dealer)
            else:  # the supported rules give one winner
                outcome = ("win", end.seats[0])
            out[outcome] = out.get(outcome, Fraction(0)) + prob
            return
        remaining = PACK_SIZE - position
        seat = order[position]
        for index, effect_class in enumerate(cls):
            if left[index] == 0:
                continue
            chance = prob * Fraction(left[index], remaining)
            left[index] -= 1
            card = settle_effect(effect_class.effect, seat, hold, pool)
            walk(position + 1, card.holdings, card.pool, (*fallen, seat) if card.died else fallen, chance)
            left[index] += 1

    walk(0, tuple(holdings), pool0, (), Fraction(1))
    return out


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
                            "use the float solver",
                            msg_id="study-error-fractions-too-large", players=players, stake=rules.stake,
                            states=max_unknowns // (players + 1),
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
        raise RulesError(NEVER_ENDS, msg_id="study-error-never-ends")
    try:
        solution = _gauss_jordan(system, rhs, size, columns)
    except (KeyError, ZeroDivisionError):  # a zero pivot: some states never reach the end
        raise RulesError(NEVER_ENDS, msg_id="study-error-never-ends") from None
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
