/* The simulator's kernel written for one table: the speed of light of the machine for those rules.
 *
 * The rules are compile-time constants (-D, written by benchmarks/c/ckernel.py from a GameSpec):
 *     T_N T_STAKE T_ANTE T_TALON T_ALL_FALL T_DEAL_LIMIT T_CAP T_HORIZON T_LOT
 *     T_K<r> T_A<r> T_S<r>  for the ranks r = 0 (ace) .. 12 (king): kind (0 nothing, 1 take, 2 pay, 3 give),
 *                           amount (0 for a void payment) and, for give, the distance mod T_N.
 * The same shuffle as the simulator (shuffle.h), the same games card for card and the same statistics as
 * tontine.sim.kernel.run_chunk on one block; benchmarks/bench_simulator.py sets it beside the simulator and
 * tests/sim/test_sim_c_special.py holds it equal to the engine. What it does the straightforward kernel.c
 * does not: the pack holds ranks, so a card's effect is a switch over constants; the seats alive at the start
 * of a deal are the bits of one word, dealt from the dealer's left by counting trailing zeros.
 *
 *     cc -O3 -march=native -shared -fPIC -DT_N=12 ... -o special.so special.c
 */
#include <stdint.h>
#include <string.h>

#include "shuffle.h"

#if !defined(T_N) || !defined(T_K12)
#error "the rules are compile-time constants: see benchmarks/c/ckernel.py"
#endif

enum { NOTHING = 0, TAKE = 1, PAY = 2, GIVE = 3 };
enum { LAST_STANDING = 0, LAST_TO_FALL = 1, ALL_FELL_SHARE = 2, LIMIT_WIN = 3, LIMIT_SHARE = 4, CAPPED = 5 };
#define FALL_LAST 0 /* macros, not an enum: the preprocessor compares them */
#define FALL_SHARE 1
#define FALL_REPLAY 2

#define BIT(s) (1ULL << (s))
#define ALL_SEATS (T_N == 64 ? ~0ULL : BIT(T_N) - 1)

typedef struct {
    int64_t deals, outcome, winner, first, n_share, revivals, winner_revived, max_pool, cards, holders,
        winner_low, winner_low_deal;
    int64_t sharers[T_N];
    int64_t hold[T_N];
} game_t;

/* The effect of a card of kind K, amount A and distance S on the seat it is dealt to. */
#define EFFECT(K, A, S)                                                                                    \
    do {                                                                                                   \
        if ((K) == TAKE && (A) > 0) {                                                                      \
            int64_t x = (A) < pool ? (A) : pool;                                                           \
            if (x > 0) {                                                                                   \
                if (hold[seat] == 0) { revivals++; revived[seat]++; live++; mask |= BIT(seat); }           \
                hold[seat] += x;                                                                           \
                pool -= x;                                                                                 \
            }                                                                                              \
        } else if (((K) == PAY || (K) == GIVE) && (A) > 0) {                                               \
            int64_t have = hold[seat], x = (A) < have ? (A) : have;                                        \
            if (x > 0) {                                                                                   \
                hold[seat] = have - x;                                                                     \
                if (have - x <= low[seat]) {                                                               \
                    low_before[seat] = low[seat];                                                          \
                    low_deal_before[seat] = low_deal[seat];                                                \
                    low[seat] = have - x;                                                                  \
                    low_deal[seat] = deals;                                                                \
                }                                                                                          \
                if (have == x) { fell[n_fell++] = seat; live--; mask &= ~BIT(seat); }                      \
                if ((K) == PAY) {                                                                          \
                    pool += x;                                                                             \
                    if (pool > max_pool) max_pool = pool;                                                  \
                } else {                                                                                   \
                    int to = seat - (S);                                                                   \
                    if (to < 0) to += T_N;                                                                 \
                    if (hold[to] == 0) { revivals++; revived[to]++; live++; mask |= BIT(to); }             \
                    hold[to] += x;                                                                         \
                }                                                                                          \
            }                                                                                              \
        }                                                                                                  \
    } while (0)

#define RANK(r) case r: EFFECT(T_K##r, T_A##r, T_S##r); break;

static inline void play(uint64_t seed, int64_t *acc_reach, int64_t *acc_live, int64_t *acc_pool, game_t *g) {
    int64_t *hold = g->hold;
    int64_t low[T_N], low_deal[T_N], low_before[T_N], low_deal_before[T_N], revived[T_N];
    int fell[T_N];
    uint8_t pack[52];
    uint64_t game_key = mix(seed + GOLDEN), state = 0;
    int first = 0;
    if (T_LOT) {
        uint64_t s0 = stream(game_key, 0);
        first = (int)below(&s0, (uint32_t)T_N);
    }
    for (int s = 0; s < T_N; s++) {
        hold[s] = low[s] = T_STAKE - T_ANTE;
        low_deal[s] = 0;
        revived[s] = 0;
    }
    int64_t pool = (int64_t)T_ANTE * T_N, max_pool = pool, deals = 0, cards = 0, revivals = 0, packs = 0;
    int live = T_N, dealer = first, pos = 52, outcome = -1, winner = -1, n_share = 0;
    uint64_t mask = ALL_SEATS; /* the seats holding counters (the rules keep the stake above the ante) */
#if T_ALL_FALL == FALL_REPLAY
    int64_t start[T_N];
#endif

    for (;;) {
        if (T_CAP > 0 && deals >= T_CAP) {
            outcome = CAPPED;
            break;
        }
        deals++;
        int live_start = live;
        if (packs == 0 || !T_TALON || 52 - pos < live_start) {
            for (int c = 0; c < 52; c++) pack[c] = (uint8_t)(c % 13);
            state = stream(game_key, deals);
            packs++;
            pos = 0;
        }
#if T_ALL_FALL == FALL_REPLAY
        memcpy(start, hold, sizeof start);
        int64_t start_pool = pool;
        uint64_t start_mask = mask;
#endif
        int n_fell = 0;
        /* the seats alive now, from the dealer's left round to the dealer */
        uint64_t right = mask & ~(BIT(dealer + 1) - 1), left = mask & (BIT(dealer + 1) - 1);
        for (int half = 0; half < 2; half++) {
            uint64_t todo = half ? left : right;
            while (todo) {
                int seat = __builtin_ctzll(todo);
                todo &= todo - 1;
                int j = pos + (int)below(&state, (uint32_t)(52 - pos));
                uint8_t rank = pack[j];
                pack[j] = pack[pos];
                pack[pos] = rank;
                pos++;
                cards++;
                switch (rank) {
                    RANK(0) RANK(1) RANK(2) RANK(3) RANK(4) RANK(5) RANK(6)
                    RANK(7) RANK(8) RANK(9) RANK(10) RANK(11) RANK(12)
                default: break;
                }
            }
        }
#if T_ALL_FALL == FALL_REPLAY
        if (live == 0) { /* the deal is void: dealt again by the same dealer */
            memcpy(hold, start, sizeof start);
            pool = start_pool;
            live = live_start;
            mask = start_mask;
            if (deals <= T_HORIZON) { acc_reach[deals]++; acc_live[deals] += live; acc_pool[deals] += pool; }
            continue;
        }
#endif
        if (deals <= T_HORIZON) { acc_reach[deals]++; acc_live[deals] += live; acc_pool[deals] += pool; }
        if (live == 1) {
            winner = __builtin_ctzll(mask);
            outcome = LAST_STANDING;
            break;
        }
        if (live == 0 && T_ALL_FALL == FALL_LAST) {
            winner = fell[n_fell - 1];
            outcome = LAST_TO_FALL;
            break;
        }
        if (live == 0) { /* those who fell this deal share, the last to fall first */
            for (int i = 0; i < n_fell; i++) g->sharers[i] = fell[n_fell - 1 - i];
            n_share = n_fell;
            outcome = ALL_FELL_SHARE;
            break;
        }
        if (T_DEAL_LIMIT > 0 && deals >= T_DEAL_LIMIT) {
            int64_t top = 0;
            for (int s = 0; s < T_N; s++) if (hold[s] > top) top = hold[s];
            int seat = dealer;
            for (int k = 0; k < T_N; k++) {
                seat = seat + 1 == T_N ? 0 : seat + 1;
                if (hold[seat] == top) g->sharers[n_share++] = seat;
            }
            if (n_share == 1) { winner = (int)g->sharers[0]; n_share = 0; outcome = LIMIT_WIN; }
            else outcome = LIMIT_SHARE;
            break;
        }
        /* the next dealer: the first live seat to the left */
        uint64_t after = mask & ~(BIT(dealer + 1) - 1);
        dealer = __builtin_ctzll(after ? after : mask);
    }
    if (winner >= 0) {
        hold[winner] += pool;
        pool = 0;
    } else if (n_share > 0) {
        int64_t base = pool / n_share, odd = pool - base * n_share;
        for (int i = 0; i < n_share; i++) hold[g->sharers[i]] += base + (i < odd ? 1 : 0);
        pool = 0;
    }
    int holders = 0;
    for (int s = 0; s < T_N; s++) holders += hold[s] > 0;
    g->deals = deals; g->outcome = outcome; g->winner = winner; g->first = first; g->n_share = n_share;
    g->revivals = revivals; g->winner_revived = winner >= 0 ? revived[winner] : 0; g->max_pool = max_pool;
    g->cards = cards; g->holders = holders;
    g->winner_low = g->winner_low_deal = -1;
    if (winner >= 0) { /* a low in the winning deal is no comeback */
        int late = low_deal[winner] == deals;
        g->winner_low = late ? low_before[winner] : low[winner];
        g->winner_low_deal = late ? low_deal_before[winner] : low_deal[winner];
    }
}

/* The interface of kernel.c's tontine_run, the rules left out: see there. */
void tontine_special(uint64_t key, int64_t start, int64_t games, int64_t *out_info, int64_t *out_hold,
                     int64_t *out_share, int64_t *acc_reach, int64_t *acc_live, int64_t *acc_pool,
                     int64_t *acc_shared) {
    const int n = T_N;
    game_t g;
    for (int64_t i = 0; i < games; i++) {
        play(game_seed_of(key, start + i), acc_reach, acc_live, acc_pool, &g);
        int64_t *info = out_info + 12 * i;
        info[0] = g.deals; info[1] = g.outcome; info[2] = g.winner; info[3] = g.first; info[4] = g.n_share;
        info[5] = g.revivals; info[6] = g.winner_revived; info[7] = g.max_pool; info[8] = g.cards;
        info[9] = g.holders; info[10] = g.winner_low; info[11] = g.winner_low_deal;
        for (int k = 0; k < g.n_share; k++) acc_shared[((g.sharers[k] - g.first + n) % n) * (n + 1) + g.n_share]++;
        if (out_hold) memcpy(out_hold + n * i, g.hold, sizeof(int64_t) * n);
        if (out_share) for (int k = 0; k < g.n_share; k++) out_share[n * i + k] = g.sharers[k];
    }
}
