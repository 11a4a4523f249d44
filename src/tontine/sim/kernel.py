"""The compiled core of the simulator: whole games of Tontine in Numba.

This module applies the same rules as :class:`tontine.table.Table`, card for card,
on plain integer arrays. Nothing here allocates per card or per deal, so a game
costs a few nanoseconds per player-deal. Everything user-facing lives in
:mod:`tontine.sim.simulator`; this module only knows arrays.

Cards are indices 0..51 in :data:`tontine.cards.FULL_PACK` order (suit-major,
ace to king), so ``card % 13`` is the rank minus one.

Two sources of cards share one code path:

* a *card stream*: per game an array of packs ``(P, 52)`` in the order they are
  turned up, the same packs that :class:`tontine.sources.Stacked` feeds the engine;
* the built-in generator: the engine's seeded shuffle ``tontine-splitmix64-fy/1``
  (``docs/shuffle-seeded.md``), for game ``i`` of the master seed ``S`` with the seed
  ``tontine.sources.game_seed(S, i)``: the lot is the first draw of stream 0, the pack
  of deal ``d`` is stream ``d``'s front-first Fisher-Yates, drawn lazily (each card as
  it is turned up, so a deal costs the draws of the cards it uses). The engine with
  ``SeededShuffle(game_seed(S, i))`` plays the same game card for card; a game's cards
  depend on the seed and its index only, never on how games are split among workers.
"""

from __future__ import annotations

import numpy as np
from numba import njit, prange

__all__ = [
    "ALL_FELL_SHARE",
    "CAPPED",
    "INFO_FIELDS",
    "LAST_STANDING",
    "LAST_TO_FALL",
    "LIMIT_SHARE",
    "LIMIT_WIN",
    "OUTCOMES",
    "PARAM_FIELDS",
    "game_state",
    "run_chunk",
    "run_detailed",
]

# How a game ended (the engine's ``win_how``, plus the simulator's safety cap).
LAST_STANDING = 0
LAST_TO_FALL = 1
ALL_FELL_SHARE = 2
LIMIT_WIN = 3
LIMIT_SHARE = 4
CAPPED = 5
OUTCOMES = ("last standing", "last to fall", "all fell", "deal limit", "deal limit share", "capped")

# All-fall rules (see tontine.rules.AllFall).
FALL_LAST = 0
FALL_SHARE = 1
FALL_REPLAY = 2

#: the order of the integer parameter vector handed to the kernels
PARAM_FIELDS = ("n", "stake", "ante", "talon", "all_fall", "deal_limit", "cap", "horizon")

#: the columns of the per-game detail array written by :func:`run_detailed`
INFO_FIELDS = (
    "status",  # 0 finished or capped, 1 the card stream ran out of packs
    "deals",
    "outcome",
    "winner",  # seat, or -1 when the pool was shared or the game was capped
    "sharers",
    "revivals",
    "winner_revived",  # how many times the outright winner was revived (0 when none or no winner)
    "max_pool",
    "cards",
    "packs_used",
    "holders",  # seats holding counters at the end
    "first_dealer",
    "winner_low",  # the outright winner's lowest holding after a card before the last deal, else -1
    "winner_low_deal",  # the last deal in which he held that lowest (0: the antes), else -1
)

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_MASK32 = np.uint64(0xFFFFFFFF)
_TWO32 = np.uint64(1 << 32)
_S30 = np.uint64(30)
_S27 = np.uint64(27)
_S31 = np.uint64(31)
_S32 = np.uint64(32)


@njit(cache=True, inline="always")
def _mix(z: np.uint64) -> np.uint64:
    z = (z ^ (z >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    return z ^ (z >> _S31)


@njit(cache=True, inline="always")
def _next(state: np.uint64) -> tuple[np.uint64, np.uint64]:
    state = state + _GOLDEN
    return state, _mix(state)


@njit(cache=True, inline="always")
def _below(state: np.uint64, m: int) -> tuple[np.uint64, int]:
    """A uniform integer in ``[0, m)`` (Lemire's method, with rejection: no bias)."""
    mm = np.uint64(m)
    state, z = _next(state)
    prod = (z >> _S32) * mm
    low = prod & _MASK32
    if low < mm:
        threshold = (_TWO32 - mm) % mm
        while low < threshold:
            state, z = _next(state)
            prod = (z >> _S32) * mm
            low = prod & _MASK32
    return state, np.int64(prod >> _S32)  # type: ignore[return-value]


@njit(cache=True)
def game_state(key: np.uint64, index: int) -> np.uint64:
    """The seed of game ``index`` under the master ``key`` (``tontine.sources.game_seed``)."""
    return _mix(key + _GOLDEN * np.uint64(index + 1))


@njit(cache=True, inline="always")
def _stream(game_key: np.uint64, label: int) -> np.uint64:
    """The starting state of stream ``label`` of a game whose key is ``game_key``."""
    return _mix(game_key + _GOLDEN * np.uint64(label + 1))


@njit(cache=True)
def _accounts(n: int, csrc: np.ndarray, cdst: np.ndarray, cshift: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The accounts each card moves counters between, by card and seat: source and destination."""
    tsrc = np.empty((52, n), np.uint8)
    tdst = np.empty((52, n), np.uint8)
    for card in range(52):
        for seat in range(n):
            tsrc[card, seat] = seat + csrc[card] * (n - seat)
            dst = seat - cshift[card]
            if dst < 0:
                dst += n
            tdst[card, seat] = dst + cdst[card] * (n - dst)
    return tsrc, tdst


@njit(cache=True)
def _play(
    p: np.ndarray,
    tsrc: np.ndarray,
    tdst: np.ndarray,
    camt: np.ndarray,
    first: int,
    packs: np.ndarray,
    use_rng: bool,
    state: np.uint64,
    pack: np.ndarray,
    rec: np.ndarray,
    hold: np.ndarray,  # n + 1 accounts: the seats, then the pool
    start: np.ndarray,
    fell: np.ndarray,
    revived: np.ndarray,
    low: np.ndarray,  # (4, n): lowest holding and its deal, and the same before the current deal
    sharers: np.ndarray,
    acc_reach: np.ndarray,
    acc_live: np.ndarray,
    acc_pool: np.ndarray,
) -> tuple[int, int, int, int, int, int, int, int, int, int, int, int, int, int]:
    """One whole game, following ``Table.begin_deal``, ``_settle`` and ``_end_deal``."""
    n = p[0]
    stake = p[1]
    ante = p[2]
    talon = p[3] != 0
    all_fall = p[4]
    deal_limit = p[5]
    cap = p[6]
    horizon = p[7]
    n_rec = rec.shape[0]
    n_packs = packs.shape[0]

    game_key = _mix(state + _GOLDEN)  # ``state`` is the game's seed
    if first < 0:  # first dealer by lot: the first draw of stream 0
        _, first = _below(_stream(game_key, 0), n)
    for s in range(n):
        hold[s] = stake - ante
        revived[s] = 0
        low[0, s] = stake - ante
        low[1, s] = 0
    pool = ante * n
    max_pool = pool
    live = n
    dealer = first
    deals = 0
    pos = 52
    packs_used = 0
    revivals = 0
    cards = 0
    outcome = -1
    winner = -1
    n_share = 0
    status = 0

    while True:
        if cap > 0 and deals >= cap:
            outcome = CAPPED
            break
        deals += 1
        live_start = live
        if packs_used == 0 or not talon or 52 - pos < live_start:
            if use_rng:
                if packs_used > 0 and packs_used - 1 < n_rec:
                    for c in range(52):
                        rec[packs_used - 1, c] = pack[c]
                for c in range(52):  # every pack starts from FULL_PACK order
                    pack[c] = c
                state = _stream(game_key, deals)
            elif packs_used >= n_packs:
                status = 1
                break
            packs_used += 1
            pos = 0
        for s in range(n):
            start[s] = hold[s]
        start_pool = pool
        hold[n] = pool
        n_fell = 0
        seat = dealer
        for _ in range(n):
            seat += 1
            if seat == n:
                seat = 0
            if start[seat] == 0:  # dead at the start of the deal: skipped, even if revived since
                continue
            if use_rng:
                state, j = _below(state, 52 - pos)
                j += pos
                card = pack[j]
                pack[j] = pack[pos]
                pack[pos] = card
            else:
                card = np.uint8(packs[packs_used - 1, pos])
            pos += 1
            cards += 1
            # every effect moves x counters from one account to another (the pool is account n):
            # take pool -> seat, pay seat -> pool, give seat -> left neighbour; "nothing" and a
            # void payment move 0 (camt is 0 for them), so x > 0 means two different accounts
            src = tsrc[card, seat]
            dst = tdst[card, seat]
            have = hold[src]
            x = min(camt[card], have)
            if x > 0:
                before = hold[dst]
                hold[src] = have - x
                hold[dst] = before + x
                if src != n and have - x <= low[0, src]:
                    # a seat pays only on its own card, once a deal: keep the low before this deal
                    low[2, src] = low[0, src]
                    low[3, src] = low[1, src]
                    low[0, src] = have - x
                    low[1, src] = deals
                if have == x and src != n:
                    fell[n_fell] = src
                    n_fell += 1
                    live -= 1
                if before == 0 and dst != n:
                    revivals += 1
                    revived[dst] += 1
                    live += 1
                if hold[n] > max_pool:
                    max_pool = hold[n]
        pool = hold[n]

        if live == 0 and all_fall == FALL_REPLAY:
            for s in range(n):
                hold[s] = start[s]
            pool = start_pool
            live = live_start
            if deals <= horizon:
                acc_reach[deals] += 1
                acc_live[deals] += live
                acc_pool[deals] += pool
            continue  # the same dealer deals again

        if deals <= horizon:
            acc_reach[deals] += 1
            acc_live[deals] += live
            acc_pool[deals] += pool
        if live == 1:
            for s in range(n):
                if hold[s] > 0:
                    winner = s
            outcome = LAST_STANDING
            break
        if live == 0 and all_fall == FALL_LAST:
            winner = fell[n_fell - 1]
            outcome = LAST_TO_FALL
            break
        if live == 0:
            # those who fell this deal share, the last to fall first (each falls at most once a deal)
            for i in range(n_fell):
                sharers[i] = fell[n_fell - 1 - i]
            n_share = n_fell
            outcome = ALL_FELL_SHARE
            break
        if deal_limit > 0 and deals >= deal_limit:
            top = 0
            for s in range(n):
                if hold[s] > top:
                    top = hold[s]
            seat = dealer
            for _ in range(n):
                seat += 1
                if seat == n:
                    seat = 0
                if hold[seat] == top:
                    sharers[n_share] = seat
                    n_share += 1
            if n_share == 1:
                winner = sharers[0]
                n_share = 0
                outcome = LIMIT_WIN
            else:
                outcome = LIMIT_SHARE
            break
        seat = dealer
        for _ in range(n):
            seat += 1
            if seat == n:
                seat = 0
            if hold[seat] > 0:
                dealer = seat
                break

    if winner >= 0:
        hold[winner] += pool
        pool = 0
    elif n_share > 0:
        base = pool // n_share
        odd = pool - base * n_share
        for i in range(n_share):
            hold[sharers[i]] += base + (1 if i < odd else 0)
        pool = 0
    if use_rng and packs_used > 0 and packs_used - 1 < n_rec:
        for c in range(52):
            rec[packs_used - 1, c] = pack[c]
    holders = 0
    for s in range(n):
        if hold[s] > 0:
            holders += 1
    winner_revived = revived[winner] if winner >= 0 else 0
    winner_low = winner_low_deal = -1
    if winner >= 0:
        row = 2 if low[1, winner] == deals else 0  # a low in the winning deal is no comeback
        winner_low = low[row, winner]
        winner_low_deal = low[row + 1, winner]
    return (status, deals, outcome, winner, n_share, revivals, winner_revived, max_pool, cards,
            packs_used, holders, first, winner_low, winner_low_deal)


@njit(cache=True)
def run_detailed(
    p: np.ndarray,
    csrc: np.ndarray,
    cdst: np.ndarray,
    camt: np.ndarray,
    cshift: np.ndarray,
    use_rng: bool,
    key: np.uint64,
    start_index: int,
    first_dealers: np.ndarray,
    packs: np.ndarray,
    rec: np.ndarray,
    out_hold: np.ndarray,
    out_share: np.ndarray,
    out_info: np.ndarray,
) -> None:
    """Games one by one, keeping every game's final holdings, sharers and details.

    Card-stream mode (``use_rng`` false): game ``g`` is dealt ``packs[g]`` and its first
    dealer is ``first_dealers[g]``. Generator mode: game ``g`` is game number
    ``start_index + g`` of the master ``key``; ``first_dealers[g]`` is -1 for a lot,
    and ``rec[g]`` receives the packs the game used, as far as it has room.
    """
    n = p[0]
    horizon = p[7]
    games = out_info.shape[0]
    tsrc, tdst = _accounts(n, csrc, cdst, cshift)
    pack = np.empty(52, np.uint8)
    hold = np.empty(n + 1, np.int64)
    start = np.empty(n, np.int64)
    fell = np.empty(n, np.int64)
    revived = np.zeros(n, np.int64)
    low = np.empty((4, n), np.int64)
    sharers = np.empty(n, np.int64)
    acc_reach = np.zeros(horizon + 1, np.int64)
    acc_live = np.zeros(horizon + 1, np.int64)
    acc_pool = np.zeros(horizon + 1, np.int64)
    for g in range(games):
        state = game_state(key, start_index + g) if use_rng else np.uint64(0)
        game_packs = packs[0] if use_rng else packs[g]
        game_rec = rec[g] if use_rng else rec[0]
        result = _play(p, tsrc, tdst, camt, first_dealers[g], game_packs, use_rng, state, pack,
                       game_rec, hold, start, fell, revived, low, sharers, acc_reach, acc_live,
                       acc_pool)
        (out_info[g, 0], out_info[g, 1], out_info[g, 2], out_info[g, 3], out_info[g, 4], out_info[g, 5],
         out_info[g, 6], out_info[g, 7], out_info[g, 8], out_info[g, 9], out_info[g, 10],
         out_info[g, 11], out_info[g, 12], out_info[g, 13]) = result
        for i in range(result[4]):
            out_share[g, i] = sharers[i]
        for s in range(n):
            out_hold[g, s] = hold[s]


@njit(cache=True, parallel=True)
def run_chunk(
    p: np.ndarray,
    csrc: np.ndarray,
    cdst: np.ndarray,
    camt: np.ndarray,
    cshift: np.ndarray,
    lot: bool,
    key: np.uint64,
    start_index: int,
    blocks: int,
    out_deals: np.ndarray,
    out_outcome: np.ndarray,
    out_winner: np.ndarray,
    out_revivals: np.ndarray,
    out_winner_revived: np.ndarray,
    out_max_pool: np.ndarray,
    out_holders: np.ndarray,
    out_cards: np.ndarray,
    out_winner_low: np.ndarray,
    out_winner_low_deal: np.ndarray,
    acc_reach: np.ndarray,
    acc_live: np.ndarray,
    acc_pool: np.ndarray,
    acc_shared: np.ndarray,
) -> None:
    """Games ``start_index ..`` of the master ``key``, spread over ``blocks`` parallel blocks.

    Per-game results go to the ``out_*`` arrays (the winner as an offset from the first
    dealer); per-deal sums and shared pools go to block ``b``'s row of the ``acc_*``
    arrays. Every sum is an integer, so totals do not depend on the number of blocks.
    ``acc_shared[b, offset, k]`` counts pools shared ``k`` ways that ``offset`` took part in.
    """
    n = p[0]
    games = out_deals.shape[0]
    no_packs = np.empty((1, 52), np.int64)
    no_rec = np.empty((0, 52), np.int64)
    per_block = (games + blocks - 1) // blocks
    tsrc, tdst = _accounts(n, csrc, cdst, cshift)
    for b in prange(blocks):
        pack = np.empty(52, np.uint8)
        hold = np.empty(n + 1, np.int64)
        start = np.empty(n, np.int64)
        fell = np.empty(n, np.int64)
        revived = np.zeros(n, np.int64)
        low = np.empty((4, n), np.int64)
        sharers = np.empty(n, np.int64)
        lo = b * per_block
        hi = min(games, lo + per_block)
        for g in range(lo, hi):
            state = game_state(key, start_index + g)
            result = _play(p, tsrc, tdst, camt, -1 if lot else 0, no_packs, True,
                           state, pack, no_rec, hold, start, fell, revived, low, sharers,
                           acc_reach[b], acc_live[b], acc_pool[b])
            first = result[11]
            out_deals[g] = result[1]
            out_outcome[g] = result[2]
            winner = result[3]
            out_winner[g] = -1 if winner < 0 else (winner - first + n) % n
            out_revivals[g] = result[5]
            out_winner_revived[g] = result[6]
            out_max_pool[g] = result[7]
            out_cards[g] = result[8]
            out_holders[g] = result[10]
            out_winner_low[g] = result[12]
            out_winner_low_deal[g] = result[13]
            k = result[4]
            for i in range(k):
                acc_shared[b, (sharers[i] - first + n) % n, k] += 1
