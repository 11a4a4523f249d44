"""The plan of a telling: which moments are told, whose eyes see them, and who must be met first.

A plan is made from a :class:`~tontine.narrate.facts.Timeline` alone. It picks five to
eight beats for a scene (more for a chapter) by their drama and spreads them over the
game: the company, the first fall, a reversal, an irony, the last two, the end. Each beat
names the people it happens to; every one of them (and the winner) is among the
principals the opening introduces, so no turning point happens to a stranger. Between
two beats lies a stretch, told in one sentence.

>>> from tontine import Rules, Table, SeededShuffle
>>> from tontine.narrate.facts import timeline
>>> table = Table(Rules.from_preset("english"), list("ABCDEFGH"), source=SeededShuffle(3))
>>> _ = list(table.play())
>>> plan = make_plan(timeline(table.events, 8), beats=7)
>>> plan.beats[0].kind, plan.beats[-1].kind
('company', 'end')
>>> all(s in plan.principals for b in plan.beats for s in b.seats)
True
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from tontine.narrate.facts import Fact, Timeline

__all__ = ["Beat", "Plan", "Stretch", "make_plan"]


@dataclass(frozen=True, slots=True)
class Beat:
    """A moment told in full: its kind, its deal (0: the company), its people and its facts."""

    kind: str
    deal: int
    seats: tuple[int, ...]
    facts: tuple[Fact, ...] = ()


@dataclass(frozen=True, slots=True)
class Stretch:
    """The deals between two beats: how the table and the box moved, without counts."""

    first: int
    last: int
    table: str  #: quiet (no one fell), thin, grow or churn
    box: str  #: up, down or flat


@dataclass(frozen=True, slots=True)
class Plan:
    beats: tuple[Beat, ...]
    stretches: tuple[Stretch, ...]
    pov: int
    #: the people met in the opening, the point of view first
    principals: tuple[int, ...]


#: the most principals introduced one by one; the rest of the company is met as a crowd
PRINCIPALS = 7


def make_plan(line: Timeline, *, beats: int = 7, gap: int = 2) -> Plan:
    """Up to ``beats`` beats (the company and the end included), spread over the game.

    A beat is added only inside a stretch longer than ``gap`` deals (1: any two deals apart).
    """
    facts = line.facts
    end = next((f for f in facts if f.kind == "end"), None)
    last = line.deals
    chosen: dict[int, Beat] = {}

    def take(kind: str, fact: Fact | None) -> None:
        if fact is None or fact.deal in chosen or fact.deal == 0:
            return
        chosen[fact.deal] = Beat(kind, fact.deal, fact.seats, tuple(f for f in facts if f.deal == fact.deal))

    if end is not None:
        take("end", end)
    last_two = next(iter(line.of("last-two")), None)
    take("last-two", last_two)
    deaths = line.of("death")
    take("first-fall", deaths[0] if deaths else None)
    late = last_two.deal if last_two else last
    # a reversal: the change of lead nearest the middle of the game, while many still play
    leads = [f for f in line.of("lead") if f.deal < late and f.deal not in chosen]
    if leads:
        take("reversal", min(leads, key=lambda f: abs(f.deal - late / 2)))
    # the winner is never raised from the dead offstage
    take("irony", next(iter(line.of("winner-raised")), None))
    ironies = [f for f in facts if f.kind in ("killed-reviving", "chain") and f.deal not in chosen]
    if ironies:
        take("irony", max(ironies, key=lambda f: (f.weight, -abs(f.deal - late * 0.6))))
    # more beats by drama, each in the longest stretch untold
    while len(chosen) + 1 < beats:
        bounds = [0, *sorted(chosen), last + 1]
        gaps = sorted(((b - a, a, b) for a, b in itertools.pairwise(bounds) if b - a > gap), reverse=True)
        picked = None
        for kinds in (("death", "revival", "killed-reviving", "chain"), ("lead",)):
            for _, a, b in gaps:
                inside = [f for f in facts if a < f.deal < b and f.kind in kinds]
                if inside:
                    picked = max(inside, key=lambda f: (sum(g.weight for g in facts if g.deal == f.deal), -f.deal))
                    break
            if picked is not None:
                break
        if picked is None and gaps and line.seats <= 3:
            # a small table has few falls: a deal in the middle of the longest stretch, its leader to the fore
            _, a, b = gaps[0]
            middle = (a + b) // 2
            leader = line.leader(middle)
            picked = Fact("lead", middle, (leader if leader is not None else 0,))
        if picked is None:
            break
        take("turn", picked)
    beats_ = [Beat("company", 0, ()), *(chosen[d] for d in sorted(chosen))]
    # the principals: the point of view, the winner, the last to hold out against the winner, then the
    # people of each beat in order (so the final opponents are met in the opening, not in the last deal)
    pov = _pov(line, beats_)
    principals: list[int] = [pov]
    if line.winner is not None and line.winner != pov:  # the one who watched may be the one who won
        principals.append(line.winner)
    if line.deals >= 1:  # those alive when the last deal began, the winner's last opponents (a few at most)
        holdings = line.states[line.deals - 1][0]
        standing = [s for s, h in enumerate(holdings) if h > 0 and s not in principals]
        if len(standing) <= 3:
            principals += standing
    finals = [b for b in beats_ if b.kind in ("end", "last-two")]
    for beat in [*finals, *beats_]:
        for seat in beat.seats[:2]:
            if seat not in principals:
                principals.append(seat)
    principals = principals[: max(2, min(PRINCIPALS, line.seats))]
    room = set(principals)
    # a beat's people are the principals among those it happens to (the rest are named in passing)
    beats_ = [Beat(b.kind, b.deal, tuple(s for s in b.seats if s in room), b.facts) for b in beats_]
    stretches = []
    told = [b.deal for b in beats_]
    for first, following in zip(told, [*told[1:], last + 1], strict=True):
        if following - first > 1 and first < last:
            stretches.append(_stretch(line, first + 1, following - 1))
    return Plan(tuple(beats_), tuple(stretches), pov, tuple(principals))


def _pov(line: Timeline, beats: list[Beat]) -> int:
    """The eyes of the evening: the one who came nearest and lost, else the first to fall, else the host."""
    two = next((b for b in beats if b.kind == "last-two"), None)
    if two is not None and line.winner is not None:
        other = [s for s in two.seats if s != line.winner]
        if other:
            return other[0]
    fall = next((b for b in beats if b.kind == "first-fall"), None)
    if fall is not None and fall.seats:
        return fall.seats[0]
    return 0


def _stretch(line: Timeline, first: int, last: int) -> Stretch:
    died = sum(1 for f in line.facts if first <= f.deal <= last and f.kind == "death")
    rose = sum(1 for f in line.facts if first <= f.deal <= last and f.kind == "revival")
    before, after = line.live(first - 1), line.live(last)
    if died == 0 and rose == 0:
        table = "quiet"
    elif after < before:
        table = "thin"
    elif after > before:
        table = "grow"
    else:
        table = "churn"
    start, stop = line.box(first - 1), line.box(last)
    box = "up" if stop > start else "down" if stop < start else "flat"
    return Stretch(first, last, table, box)
