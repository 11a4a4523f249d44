"""Card streams that both the engine and the simulator consume, and games played from them.

A card stream for one game is an array of packs, shape ``(P, 52)``, each row a
permutation of the card indices 0..51 (:data:`tontine.cards.FULL_PACK` order), in the
order the table asks for new packs; plus the first dealer. The engine takes it through
:class:`tontine.Stacked`, the simulator directly. :func:`engine_game` and
:func:`simulate_streams` then give the same :class:`GameOutcome` for the same stream.

>>> import numpy as np
>>> from tontine import Rules
>>> rules = Rules.from_preset("german").replace(stake=6)
>>> packs = random_packs(np.random.default_rng(5), games=1, packs=200)
>>> sim = simulate_streams(rules, 4, packs, first_dealers=[2])[0]
>>> eng = engine_game(rules, 4, packs[0][:sim.packs_used], first_dealer=2)
>>> sim == eng
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tontine.cards import FULL_PACK, Card
from tontine.errors import TontineError
from tontine.events import CardDealt, Ending, PaidIntoPool, Revived
from tontine.rules import FirstDealer, Rules
from tontine.sources import Stacked
from tontine.table import Table

__all__ = [
    "GameOutcome",
    "engine_game",
    "engine_outcome",
    "pack_cards",
    "random_packs",
    "simulate_recorded",
    "simulate_streams",
]

#: The engine's ending for each of the kernel's outcome codes (``tontine.sim.kernel.OUTCOMES``).
_HOW = (Ending.LAST_STANDING, Ending.LAST_TO_FALL, Ending.ALL_FELL, Ending.DEAL_LIMIT, Ending.DEAL_LIMIT, None)


@dataclass(frozen=True)
class GameOutcome:
    """How one game ended, in terms both the engine and the simulator can state.

    ``winner`` is a seat (None when the pool was shared or the game was capped);
    ``shares`` lists the seats that shared the pool in the order they were served.
    """

    deals: int
    holdings: tuple[int, ...]
    winner: int | None
    shares: tuple[int, ...]
    how: Ending | None
    first_dealer: int
    packs_used: int
    cards: int
    revivals: int
    winner_revived: bool
    max_pool: int


def random_packs(rng: np.random.Generator, games: int, packs: int) -> np.ndarray:
    """``games`` streams of ``packs`` uniformly shuffled packs each, shape ``(games, packs, 52)``."""
    base = np.broadcast_to(np.arange(52, dtype=np.int64), (games, packs, 52))
    return np.ascontiguousarray(rng.permuted(base, axis=2))


def pack_cards(row: Sequence[int] | np.ndarray) -> list[Card]:
    """One pack's card indices as cards.

    >>> [str(c) for c in pack_cards([0, 12, 51])]
    ['AS', 'KS', 'KC']
    """
    return [FULL_PACK[int(i)] for i in row]


def _spec(rules: Rules, players: int, cap: int | None):  # type: ignore[no-untyped-def]
    from tontine.sim.compiled import GameSpec

    return GameSpec.from_rules(rules, players, cap=cap, horizon=0)


def _outcomes(info: np.ndarray, hold: np.ndarray, share: np.ndarray) -> list[GameOutcome]:
    from tontine.sim.kernel import INFO_FIELDS

    col = {name: i for i, name in enumerate(INFO_FIELDS)}
    out = []
    for g in range(info.shape[0]):
        row = info[g]
        if row[col["status"]] != 0:
            raise TontineError(f"game {g}: the card stream ran out of packs after {row[col['packs_used']]}")
        winner = int(row[col["winner"]])
        k = int(row[col["sharers"]])
        out.append(
            GameOutcome(
                deals=int(row[col["deals"]]),
                holdings=tuple(int(h) for h in hold[g]),
                winner=winner if winner >= 0 else None,
                shares=tuple(int(s) for s in share[g, :k]),
                how=_HOW[int(row[col["outcome"]])],
                first_dealer=int(row[col["first_dealer"]]),
                packs_used=int(row[col["packs_used"]]),
                cards=int(row[col["cards"]]),
                revivals=int(row[col["revivals"]]),
                winner_revived=bool(row[col["winner_revived"]]),
                max_pool=int(row[col["max_pool"]]),
            )
        )
    return out


def simulate_streams(
    rules: Rules,
    players: int,
    packs: np.ndarray,
    first_dealers: Sequence[int] | np.ndarray,
    *,
    cap: int | None = None,
) -> list[GameOutcome]:
    """Play one game per card stream in the simulator: ``packs[g]`` with ``first_dealers[g]``.

    The first dealer is used as the engine would: the lot's seat under
    ``first_dealer = lot``, seat 0 otherwise. Raises :class:`TontineError` if a stream
    has too few packs.
    """
    from tontine.sim.kernel import INFO_FIELDS, run_detailed

    spec = _spec(rules, players, cap)
    packs = np.ascontiguousarray(packs, dtype=np.int64)
    if packs.ndim != 3 or packs.shape[2] != 52:
        raise TontineError(f"card streams must have shape (games, packs, 52), not {packs.shape}")
    games = packs.shape[0]
    firsts = np.asarray(first_dealers, dtype=np.int64)
    if firsts.shape != (games,):
        raise TontineError(f"{firsts.size} first dealer(s) for {games} game(s)")
    if not spec.lot:
        firsts = np.zeros(games, np.int64)
    if np.any((firsts < 0) | (firsts >= players)):
        raise TontineError(f"a first dealer is not a seat 0..{players - 1}")
    hold = np.zeros((games, players), np.int64)
    share = np.zeros((games, players), np.int64)
    info = np.zeros((games, len(INFO_FIELDS)), np.int64)
    run_detailed(spec.params, spec.csrc, spec.cdst, spec.camt, spec.cshift, False, np.uint64(0), 0, firsts, packs,
                 np.zeros((1, 0, 52), np.int64), hold, share, info)
    return _outcomes(info, hold, share)


def simulate_recorded(
    rules: Rules, players: int, seed: int, games: int, *, start: int = 0, max_packs: int = 64,
    cap: int | None = None,
) -> tuple[list[GameOutcome], np.ndarray]:
    """Games ``start .. start + games - 1`` of ``seed`` as production runs play them, with their packs.

    Returns the outcomes and the packs each game used, shape ``(games, max_packs, 52)``
    (only a game's first ``max_packs`` packs are kept), so that any simulated game can be
    replayed in the engine with :func:`engine_game`.
    """
    from tontine.sim.kernel import INFO_FIELDS, run_detailed
    from tontine.sim.simulator import seed_key

    spec = _spec(rules, players, cap)
    hold = np.zeros((games, players), np.int64)
    share = np.zeros((games, players), np.int64)
    info = np.zeros((games, len(INFO_FIELDS)), np.int64)
    rec = np.zeros((games, max_packs, 52), np.int64)
    firsts = np.full(games, -1 if spec.lot else 0, np.int64)
    run_detailed(spec.params, spec.csrc, spec.cdst, spec.camt, spec.cshift, True, seed_key(seed), start, firsts,
                 np.zeros((1, 1, 52), np.int64), rec, hold, share, info)
    return _outcomes(info, hold, share), rec


def engine_game(
    rules: Rules, players: int, packs: np.ndarray | Sequence[Sequence[int]], *, first_dealer: int = 0,
    cap: int | None = None,
) -> GameOutcome:
    """Play one card stream through the engine (:class:`tontine.Table` with :class:`tontine.Stacked`)."""
    names = [f"P{i}" for i in range(players)]
    fan = list(range(players)) if rules.first_dealer is FirstDealer.FAN else None
    source = Stacked([pack_cards(row) for row in packs], first_dealer=first_dealer, fan=fan)
    table = Table(rules, names, source=source)
    for _ in table.play(max_deals=cap):
        pass
    return engine_outcome(table)


def engine_outcome(table: Table) -> GameOutcome:
    """A finished (or stopped) engine table as a :class:`GameOutcome`."""
    max_pool = table.rules.ante * table.size
    cards = revivals = 0
    revived: set[int] = set()
    for event in table.events:
        if isinstance(event, CardDealt):
            cards += 1
        elif isinstance(event, PaidIntoPool):
            max_pool = max(max_pool, event.pool)
        elif isinstance(event, Revived):
            revivals += 1
            revived.add(event.seat)
    assert table.first_dealer is not None
    return GameOutcome(
        deals=table.deal_number,
        holdings=tuple(table.holdings),
        winner=table.winner,
        shares=tuple(seat for seat, _ in table.shares),
        how=table.win_how,
        first_dealer=table.first_dealer,
        packs_used=table.packs_used,
        cards=cards,
        revivals=revivals,
        winner_revived=table.winner is not None and table.winner in revived,
        max_pool=max_pool,
    )
