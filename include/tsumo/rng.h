/*
 * tsumo: the only source of randomness, seeded by the caller.
 *
 * xoshiro256** (Blackman and Vigna), its state filled from the 64-bit seed
 * by splitmix64. The same seed gives the same sequence on every platform.
 */
#ifndef TSUMO_RNG_H
#define TSUMO_RNG_H

#include "tsumo/common.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tsumo_rng {
    uint64_t s[4];
} tsumo_rng;

TSUMO_API void tsumo_rng_seed(tsumo_rng *rng, uint64_t seed);

TSUMO_API uint64_t tsumo_rng_next(tsumo_rng *rng);

/* A uniform number in [0, n), n >= 1, without modulo bias. */
TSUMO_API uint32_t tsumo_rng_below(tsumo_rng *rng, uint32_t n);

#ifdef __cplusplus
}
#endif
#endif
