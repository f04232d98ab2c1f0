/*
 * Private declarations shared by the engine's files. Nothing here is part of
 * the public API; names are tsumo__<module>_<verb>.
 */
#ifndef TSUMO_ENGINE_H
#define TSUMO_ENGINE_H

#include "tsumo/tsumo.h"

#include <string.h>

/* Marks a string for translation without translating it (the program does). */
#define N_(s) (s)

/* Copies at most size-1 bytes of src and terminates dst. */
void tsumo__strlcpy(char *dst, const char *src, size_t size);

/* Fills a diagnostic (NULL-safe); strings are cut to fit. */
void tsumo__diag_set(tsumo_diag *diag, tsumo_diag_code code, int line, int column, const char *key,
                     const char *found, const char *expected);

/* ---- rulesets (rules.c, generated/rulesets.c) ---- */
struct tsumo__builtin_ruleset {
    const char *name;
    const char *text;
    size_t len;
};
extern const struct tsumo__builtin_ruleset tsumo__builtin_rulesets[];

/* ---- hand analysis (analysis.c; generated/tables.c by tools/gentables.c) ---- */

/* The lowest kind in a set that is not empty. */
static inline int tsumo__lowest_kind(tsumo_kindset set)
{
#if defined(__GNUC__)
    return __builtin_ctzll(set);
#else
    int k = 0;
    while (!(set >> k & 1))
        k++;
    return k;
#endif
}

/* Bit f (a tsumo_form) set when the 3n+2 concealed tiles are complete in form f. */
int tsumo__analysis_forms(const uint8_t counts[TSUMO_KINDS], int melds);

#define TSUMO__SUIT_VECTORS 405350 /* nine counts 0-4 with at most 14 tiles */
#define TSUMO__SUIT_COSTS   126    /* cost classes of the suits, */
#define TSUMO__COSTS        130    /* and of the honours too */
#define TSUMO__PAIRS        180    /* classes of two parts combined */
#define TSUMO__FINALS       92     /* classes of all four parts combined */
#define TSUMO__RANK_BITS    19

/*
 * A suit's rank is the low TSUMO__RANK_BITS bits of rank_low[counts of 1-4]
 * + rank_high[count of 9][counts of 5-8], counts packed three bits each
 * (1 in the lowest bits). Above the rank the two words add up, in 4, 3, 3
 * and 3 bits: the kinds held, the kinds held twice or more, the terminals
 * held and the terminals held twice or more.
 */
extern const uint32_t tsumo__rank_low[4096];
extern const uint32_t tsumo__rank_high[5][4096];
/*
 * By rank: the suit's cost class (7 bits) and whether a 9 completes it (bit 7);
 * whether a 1, ..., an 8 completes it (bits 0-7).
 */
extern const uint8_t tsumo__suit_cost[TSUMO__SUIT_VECTORS];
extern const uint8_t tsumo__suit_waits[TSUMO__SUIT_VECTORS];
/* By cost class: the fewest tiles to add for [pairs 0-1][sets 0-4], four copies a kind. */
extern const uint8_t tsumo__costs[TSUMO__COSTS][2][5];
/* The honours' cost class by [kinds held 3+][kinds held 1+ | kinds held 2+ << 4]. */
extern const uint8_t tsumo__honour_cost[8][128];
/* Two cost classes combined (sets and pair shared out between the parts). */
extern const uint8_t tsumo__pair_class[TSUMO__COSTS][TSUMO__COSTS];
/* Two pair classes combined; its row gives the fewest tiles for n = 0..4 sets and a pair. */
extern const uint8_t tsumo__final_class[TSUMO__PAIRS][TSUMO__PAIRS];
extern const uint8_t tsumo__final_cost[TSUMO__FINALS][5];
/* By cost class: bit n set when n tiles of that class are complete (sets, a pair if n = 3k+2). */
extern const uint16_t tsumo__complete_at[TSUMO__COSTS];

#endif
