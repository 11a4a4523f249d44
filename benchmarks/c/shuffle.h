/* The seeded shuffle of tontine.sim.kernel (tontine-splitmix64-fy/1, docs/shuffle-seeded.md), shared by
 * kernel.c and special.c: SplitMix64 steps, Lemire's bounded draws with rejection, and the streams of a game.
 * Game i of the master key K has the seed mix(K + GOLDEN * (i + 1)); its key is mix(seed + GOLDEN);
 * stream d of the game starts at mix(key + GOLDEN * (d + 1)).
 */
#ifndef TONTINE_SHUFFLE_H
#define TONTINE_SHUFFLE_H
#include <stdint.h>

#define GOLDEN 0x9E3779B97F4A7C15ULL

static inline uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* A uniform integer in [0, m): Lemire's multiply-and-reject on the top 32 bits. */
static inline uint32_t below(uint64_t *state, uint32_t m) {
    *state += GOLDEN;
    uint64_t product = (mix(*state) >> 32) * (uint64_t)m;
    uint32_t low = (uint32_t)product;
    if (low < m) {
        uint32_t threshold = (uint32_t)(-m) % m;
        while (low < threshold) {
            *state += GOLDEN;
            product = (mix(*state) >> 32) * (uint64_t)m;
            low = (uint32_t)product;
        }
    }
    return (uint32_t)(product >> 32);
}

static inline uint64_t stream(uint64_t game_key, int64_t label) {
    return mix(game_key + GOLDEN * (uint64_t)(label + 1));
}

static inline uint64_t game_seed_of(uint64_t key, int64_t index) {
    return mix(key + GOLDEN * (uint64_t)(index + 1));
}

#endif
