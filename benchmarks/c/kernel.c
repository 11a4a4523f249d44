/* A straightforward C implementation of the simulator's kernel, for reference.
 *
 * The same rules as tontine.table.Table and the same seeded shuffle
 * (tontine-splitmix64-fy/1, docs/shuffle-seeded.md) as tontine.sim.kernel:
 * game i of the master key K is the game of the seed mix(K + GOLDEN * (i + 1)),
 * the lot is the first draw of stream 0, the pack of deal d is stream d's
 * front-first Fisher-Yates, drawn card by card as the cards are turned up.
 * It computes what tontine.sim.kernel.run_chunk computes (one block, one thread),
 * so benchmarks/bench_simulator.py can set the two side by side, and
 * tests/sim/test_sim_c_kernel.py holds it equal to the engine.
 *
 * Built by the benchmark and the test with the system compiler:
 *     cc -O2 -shared -fPIC -o kernel.so kernel.c
 */
#include <stdint.h>
#include <string.h>

#include "shuffle.h"

#define MAX_SEATS 52

enum { NOTHING = 0, TAKE = 1, PAY = 2, GIVE = 3 };
enum { LAST_STANDING = 0, LAST_TO_FALL = 1, ALL_FELL_SHARE = 2, LIMIT_WIN = 3, LIMIT_SHARE = 4, CAPPED = 5 };
enum { FALL_LAST = 0, FALL_SHARE = 1, FALL_REPLAY = 2 };

/* What one game gives back. */
typedef struct {
    int64_t deals, outcome, winner, first, n_share, revivals, winner_revived, max_pool, cards, holders,
        winner_low, winner_low_deal;
    int64_t sharers[MAX_SEATS];
    int64_t hold[MAX_SEATS];
} game_t;

/* params: n, stake, ante, talon, all_fall, deal_limit, cap, horizon (tontine.sim.kernel.PARAM_FIELDS);
 * per card (FULL_PACK order): kind (NOTHING, TAKE, PAY, GIVE), amount and, for GIVE, the distance mod n. */
static void play(const int64_t *p, const int64_t *kind, const int64_t *amount, const int64_t *shift,
                 uint64_t seed, int lot, int64_t *acc_reach, int64_t *acc_live, int64_t *acc_pool, game_t *g) {
    const int n = (int)p[0], talon = p[3] != 0, all_fall = (int)p[4];
    const int64_t stake = p[1], ante = p[2], deal_limit = p[5], cap = p[6], horizon = p[7];
    int64_t *hold = g->hold;
    int64_t start[MAX_SEATS], low[MAX_SEATS], low_deal[MAX_SEATS], low_before[MAX_SEATS], low_deal_before[MAX_SEATS];
    int fell[MAX_SEATS];
    int64_t revived[MAX_SEATS];
    uint8_t pack[52];
    uint64_t game_key = mix(seed + GOLDEN), state = 0;
    int first = 0;
    if (lot) {
        uint64_t s0 = stream(game_key, 0);
        first = (int)below(&s0, (uint32_t)n);
    }
    for (int s = 0; s < n; s++) {
        hold[s] = low[s] = stake - ante;
        low_deal[s] = 0;
        revived[s] = 0;
    }
    int64_t pool = ante * n, max_pool = pool, deals = 0, cards = 0, revivals = 0, packs = 0;
    int live = n, dealer = first, pos = 52, outcome = -1, winner = -1, n_share = 0;

    for (;;) {
        if (cap > 0 && deals >= cap) {
            outcome = CAPPED;
            break;
        }
        deals++;
        int live_start = live;
        if (packs == 0 || !talon || 52 - pos < live_start) {
            for (int c = 0; c < 52; c++) pack[c] = (uint8_t)c;
            state = stream(game_key, deals);
            packs++;
            pos = 0;
        }
        memcpy(start, hold, sizeof(int64_t) * n);
        int64_t start_pool = pool;
        int n_fell = 0;
        int seat = dealer;
        for (int k = 0; k < n; k++) {
            seat = seat + 1 == n ? 0 : seat + 1;
            if (start[seat] == 0) continue; /* dead at the start of the deal */
            int j = pos + (int)below(&state, (uint32_t)(52 - pos));
            int card = pack[j];
            pack[j] = pack[pos];
            pack[pos] = (uint8_t)card;
            pos++;
            cards++;
            int64_t a = amount[card], x;
            switch (kind[card]) {
            case TAKE:
                x = a < pool ? a : pool;
                if (x > 0) {
                    if (hold[seat] == 0) { revivals++; revived[seat]++; live++; }
                    hold[seat] += x;
                    pool -= x;
                }
                break;
            case PAY:
            case GIVE: {
                int to = -1;
                if (kind[card] == GIVE) {
                    if (shift[card] == 0) break; /* the payment would reach the payer: void */
                    to = seat - (int)shift[card];
                    if (to < 0) to += n;
                }
                x = a < hold[seat] ? a : hold[seat];
                if (x == 0) break;
                hold[seat] -= x;
                if (hold[seat] <= low[seat]) {
                    low_before[seat] = low[seat];
                    low_deal_before[seat] = low_deal[seat];
                    low[seat] = hold[seat];
                    low_deal[seat] = deals;
                }
                if (hold[seat] == 0) { fell[n_fell++] = seat; live--; }
                if (to < 0) {
                    pool += x;
                    if (pool > max_pool) max_pool = pool;
                } else {
                    if (hold[to] == 0) { revivals++; revived[to]++; live++; }
                    hold[to] += x;
                }
                break;
            }
            default:
                break;
            }
        }
        if (live == 0 && all_fall == FALL_REPLAY) { /* the deal is void: dealt again by the same dealer */
            memcpy(hold, start, sizeof(int64_t) * n);
            pool = start_pool;
            live = live_start;
            if (deals <= horizon) { acc_reach[deals]++; acc_live[deals] += live; acc_pool[deals] += pool; }
            continue;
        }
        if (deals <= horizon) { acc_reach[deals]++; acc_live[deals] += live; acc_pool[deals] += pool; }
        if (live == 1) {
            for (int s = 0; s < n; s++) if (hold[s] > 0) winner = s;
            outcome = LAST_STANDING;
            break;
        }
        if (live == 0 && all_fall == FALL_LAST) {
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
        if (deal_limit > 0 && deals >= deal_limit) {
            int64_t top = 0;
            for (int s = 0; s < n; s++) if (hold[s] > top) top = hold[s];
            seat = dealer;
            for (int k = 0; k < n; k++) {
                seat = seat + 1 == n ? 0 : seat + 1;
                if (hold[seat] == top) g->sharers[n_share++] = seat;
            }
            if (n_share == 1) { winner = (int)g->sharers[0]; n_share = 0; outcome = LIMIT_WIN; }
            else outcome = LIMIT_SHARE;
            break;
        }
        seat = dealer; /* the next dealer: the first live seat to the left */
        for (int k = 0; k < n; k++) {
            seat = seat + 1 == n ? 0 : seat + 1;
            if (hold[seat] > 0) { dealer = seat; break; }
        }
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
    for (int s = 0; s < n; s++) holders += hold[s] > 0;
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

/* Games start .. start + games - 1 of the master key, as run_chunk plays them in one block.
 * out_info (games x 12): deals, outcome, winner seat, first dealer, sharers, revivals, the winner's revivals,
 * largest pool, cards, holders, winner's low, its deal; out_hold (games x n) and out_share (games x n)
 * may be NULL. acc_* have horizon + 1 entries, acc_shared n x (n + 1); all are added to. */
void tontine_run(const int64_t *p, const int64_t *kind, const int64_t *amount, const int64_t *shift, int64_t lot,
                 uint64_t key, int64_t start, int64_t games, int64_t *out_info, int64_t *out_hold,
                 int64_t *out_share, int64_t *acc_reach, int64_t *acc_live, int64_t *acc_pool,
                 int64_t *acc_shared) {
    const int n = (int)p[0];
    game_t g;
    for (int64_t i = 0; i < games; i++) {
        play(p, kind, amount, shift, mix(key + GOLDEN * (uint64_t)(start + i + 1)), (int)lot,
             acc_reach, acc_live, acc_pool, &g);
        int64_t *info = out_info + 12 * i;
        info[0] = g.deals; info[1] = g.outcome; info[2] = g.winner; info[3] = g.first; info[4] = g.n_share;
        info[5] = g.revivals; info[6] = g.winner_revived; info[7] = g.max_pool; info[8] = g.cards;
        info[9] = g.holders; info[10] = g.winner_low; info[11] = g.winner_low_deal;
        for (int k = 0; k < g.n_share; k++) acc_shared[((g.sharers[k] - g.first + n) % n) * (n + 1) + g.n_share]++;
        if (out_hold) memcpy(out_hold + n * i, g.hold, sizeof(int64_t) * n);
        if (out_share) for (int k = 0; k < g.n_share; k++) out_share[n * i + k] = g.sharers[k];
    }
}
