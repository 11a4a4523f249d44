/* The simulator's kernel written for one table: the speed of light of the machine for those rules.
 *
 * The rules are compile-time constants (-D, written by benchmarks/c/ckernel.py from a GameSpec):
 *     T_N T_STAKE T_ANTE T_TALON T_ALL_FALL T_DEAL_LIMIT T_CAP T_HORIZON T_LOT
 *     T_K<r> T_A<r> T_S<r>  for the ranks r = 0 (ace) .. 12 (king): kind (0 nothing, 1 take, 2 pay, 3 give),
 *                           amount (0 for a void payment) and, for give, the distance mod T_N.
 * The same shuffle as the simulator (shuffle.h), the same games card for card and the same statistics as
 * tontine.sim.kernel.run_chunk on one block; benchmarks/bench_simulator.py sets it beside the simulator and
 * tests/sim/test_sim_c_kernel.py holds it equal to the engine. What it does that the straightforward kernel.c
 * does not: the pack holds ranks (a new pack is one copy), the seats alive at the start
 * of a deal are the bits of one word, dealt from the dealer's left by counting trailing zeros, and a card
 * moves counters between two accounts of a table by rank and seat, without a branch on its effect.
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

#define pool acct[T_N] /* the pool is the last account */
#define BIT(s) (1ULL << (s))
#define ALL_SEATS (T_N == 64 ? ~0ULL : BIT(T_N) - 1)

typedef struct {
    int64_t deals, outcome, winner, first, n_share, revivals, winner_revived, max_pool, cards, holders,
        winner_low, winner_low_deal;
    int64_t sharers[T_N];
    int64_t hold[T_N];
} game_t;

/* Every effect moves x counters from one account to another (the seats, then the pool at T_N): take
 * pool -> seat, pay seat -> pool, give seat -> the seat S places round; nothing and a void payment move 0.
 * The tables by rank and seat are made once from the constants. */
#define SUIT 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
static const uint8_t RANKS[52] = {SUIT, SUIT, SUIT, SUIT}; /* a new pack, FULL_PACK order, by rank */
#define BY_RANK(X) {X##0, X##1, X##2, X##3, X##4, X##5, X##6, X##7, X##8, X##9, X##10, X##11, X##12}
static const int64_t AMT[13] = BY_RANK(T_A);
static const int KIND[13] = BY_RANK(T_K);
static const int SHIFT[13] = BY_RANK(T_S);
static uint8_t TSRC[13][T_N], TDST[13][T_N];
static int tables_ready = 0;
static void make_tables(void) {
    for (int r = 0; r < 13; r++) {
        for (int s = 0; s < T_N; s++) {
            int k = KIND[r], d = s;
            if (k == PAY) d = T_N;
            if (k == GIVE) d = s - SHIFT[r] < 0 ? s - SHIFT[r] + T_N : s - SHIFT[r];
            if (k == NOTHING || AMT[r] == 0) d = s;
            TSRC[r][s] = (uint8_t)(k == TAKE ? T_N : s);
            TDST[r][s] = (uint8_t)d;
        }
    }
    tables_ready = 1;
}

static inline void play(uint64_t seed, int64_t *acc_reach, int64_t *acc_live, int64_t *acc_pool, game_t *g) {
    int64_t acct[T_N + 1]; /* the seats' holdings, then the pool */
    int64_t *hold = acct;
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
    pool = (int64_t)T_ANTE * T_N;
    int64_t max_pool = pool, deals = 0, cards = 0, revivals = 0, packs = 0;
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
            memcpy(pack, RANKS, 52);
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
                int src = TSRC[rank][seat], dst = TDST[rank][seat];
                int64_t have = acct[src], a = AMT[rank], x = a < have ? a : have, before = acct[dst];
                acct[src] = have - x;
                acct[dst] = before + x;
                if (x > 0) {
                    if (src != T_N && have - x <= low[src]) { /* a seat pays once a deal: keep the low before */
                        low_before[src] = low[src];
                        low_deal_before[src] = low_deal[src];
                        low[src] = have - x;
                        low_deal[src] = deals;
                    }
                    if (src != T_N && have == x) { fell[n_fell++] = src; live--; mask &= ~BIT(src); }
                    if (dst != T_N && before == 0) { revivals++; revived[dst]++; live++; mask |= BIT(dst); }
                    if (pool > max_pool) max_pool = pool;
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
    memcpy(g->hold, acct, sizeof(int64_t) * T_N);
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
    if (!tables_ready) make_tables();
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
