/*
 * The decompositions of a complete hand (R-WIN-01, EMA 3.2, 3.4.9), behind
 * tsumo_hand_decompose() and scoring.
 *
 * They are found suit by suit:
 *
 * - a suit's tiles split into sets, plus the pair when the suit holds it, so
 *   its tile count is 3n (no pair) or 3n+2 (the pair); 3n+1 is no win;
 * - honours cannot form runs: each honour kind holds 0, 2 (the pair) or 3;
 * - exactly one suit or honour kind holds the pair.
 *
 * A suit's readings depend on its nine counts alone, and only 21,743 suit
 * shapes are complete, with 23,533 readings (five at most): tools/gentables.c
 * lists them by the suit's rank, in the order of the search they replace
 * (the pair at each kind that has two, lowest first; at the lowest kind left,
 * with c tiles, a pung and c-3 runs before c runs). A hand's standard
 * readings are the product of its three suits' (issue 23: the search was two
 * thirds of scoring's mispredicted branches). The order is the one hand.h
 * documents; melds are appended.
 *
 * The honours and the kinds held are read sixteen counts at a time by SSE2
 * on x86-64; elsewhere eight counts at a time as one 64-bit word, one count
 * a byte (SWAR): a count is at most 4 here, so its three bits say whether it
 * is 1, 2, 3 or 4, and one multiplication gathers a bit of each of the eight
 * bytes into a byte.
 */
#include "engine.h"

#define LANES_1 0x0101010101010101u

#if !defined(__SSE2__) || defined(TSUMO_NO_BMI2)
/* Bit i set when byte i of x, which is 0 or 1, is 1 (the portable paths' below). */
static unsigned gather(uint64_t x)
{
    return (unsigned)((x * 0x0102040810204080u) >> 56);
}
#endif

#if defined(__SSE2__) && !defined(TSUMO_NO_BMI2)
/*
 * Every x86-64 processor has SSE2: sixteen counts compared with 0 at a time, and the compares'
 * top bits gathered by `pmovmskb`, take a third of the instructions of the eight-byte words
 * below. The counts are read as kinds 0-15, 16-31 and 18-33 (18-31 twice). A build with
 * TSUMO_NO_BMI2, which the tests run too, takes the portable path below, as analysis.c does.
 */
#include <emmintrin.h>

static uint64_t kinds_held16(const uint8_t *counts)
{
    __m128i x = _mm_loadu_si128((const __m128i *)(const void *)counts);
    return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_setzero_si128())) ^ 0xFFFFu;
}

uint64_t tsumo__kinds_held(const uint8_t counts[TSUMO_KINDS])
{
    return kinds_held16(counts) | kinds_held16(counts + 16) << 16 |
           kinds_held16(counts + TSUMO_KINDS - 16) << (TSUMO_KINDS - 16);
}
#else
uint64_t tsumo__kinds_held(const uint8_t counts[TSUMO_KINDS])
{
    uint64_t kinds = (uint64_t)(counts[32] != 0) << 32 | (uint64_t)(counts[33] != 0) << 33;
    for (int i = 0; i < 32; i += 8) {
        uint64_t x = tsumo__load8(&counts[i]);
        kinds |= (uint64_t)gather((x | x >> 1 | x >> 2) & LANES_1) << i;
    }
    return kinds;
}
#endif

bool tsumo__seven_pairs(const uint8_t counts[TSUMO_KINDS])
{
    uint64_t any = (uint64_t)counts[32] | counts[33];
    for (int i = 0; i < 32; i += 8)
        any |= tsumo__load8(&counts[i]);
    return !(any & ~(2 * LANES_1));
}

/* ---- the suits' readings, from a table ---------------------------------- */

#if TSUMO__BMI2_PATH
#define INLINE inline __attribute__((always_inline)) /* into either path's function */
/* The masks of `pext`: the counts of 1-4 and of 5-9, three bits each, as analysis.c's. */
static const uint64_t counts_1_4 = 0x07070707, counts_5_9 = 0x0707070707;
#else
#define INLINE inline
#endif

/*
 * The rank of a suit's shape (its counts at c), by `pext` on the BMI2 path (`bmi2` is a constant
 * wherever it is inlined): the counts of 1-4 packed are rank_low's index, those of 5-9, read from
 * the 5 on, rank_high's (the 9's count its top three bits).
 */
static INLINE uint32_t suit_rank(const uint8_t *c, bool bmi2)
{
#if TSUMO__BMI2_PATH
    if (bmi2) {
        uint32_t low;
        memcpy(&low, c, sizeof low);
        uint64_t high = tsumo__load8(c + 4);
        return (tsumo__rank_low[tsumo__pext(low, &counts_1_4)] +
                tsumo__rank_high[tsumo__pext(high, &counts_5_9)]) &
               TSUMO__RANK_MASK;
    }
#endif
    (void)bmi2;
    return tsumo__suit_word(tsumo__load8(c), c[8]) & TSUMO__RANK_MASK;
}

/* The set bits of x: every processor of the BMI2 path has `popcnt` (x86-64-v3 holds it). */
static INLINE unsigned bit_count(uint64_t x, bool bmi2)
{
#if TSUMO__BMI2_PATH
    if (bmi2) {
        uint64_t n;
        __asm__("popcntq %1, %0" : "=r"(n) : "r"(x));
        return (unsigned)n;
    }
#endif
    (void)bmi2;
    return (unsigned)tsumo__bit_count_any(x);
}

/*
 * The readings of suit s's shape, its records in *recs: 0 when the shape is not complete. The
 * shape's rank finds its bit in tsumo__suit_complete; the complete shapes of lower rank, counted
 * in the bitmap, its place in tsumo__suit_split_at (tools/gentables.c).
 */
static INLINE unsigned suit_splits(const uint64_t **recs, const uint8_t counts[TSUMO_KINDS], int s,
                                   bool bmi2)
{
    uint32_t rank = suit_rank(&counts[9 * s], bmi2);
    uint64_t word = tsumo__suit_complete[rank / TSUMO__SPLIT_BITS];
    unsigned bit = rank % TSUMO__SPLIT_BITS;
    if (!(word >> bit & 1))
        return 0;
    unsigned below = bit_count(word & ((UINT64_C(1) << bit) - 1), bmi2);
    unsigned shape = (unsigned)(word >> TSUMO__SPLIT_BITS) + below;
    *recs = &tsumo__suit_split[tsumo__suit_split_at[shape]];
    return (unsigned)((*recs)[0] >> TSUMO__SPLIT_N) & 7;
}

#if defined(__SSE2__) && !defined(TSUMO_NO_BMI2)
/*
 * Writes one reading of suit s from its record (`rec` in tsumo__suit_split) at group g; returns
 * the groups written. The record's groups are 16 bytes of tsumo__split_groups, the suit's first
 * kind added at the kind of each of its groups (a mask by their count): one store, zeros past
 * them, which the groups after them write over.
 */
static int put_suit(tsumo_decomp *d, int g, const uint64_t *rec, int s)
{
    /* the kinds' bytes of the first n groups, n = 0 to 5 */
    static const uint8_t kind_bytes[6][16] = {
        {0},
        {0, 0xFF},
        {0, 0xFF, 0, 0, 0xFF},
        {0, 0xFF, 0, 0, 0xFF, 0, 0, 0xFF},
        {0, 0xFF, 0, 0, 0xFF, 0, 0, 0xFF, 0, 0, 0xFF},
        {0, 0xFF, 0, 0, 0xFF, 0, 0, 0xFF, 0, 0, 0xFF, 0, 0, 0xFF},
    };
    unsigned n = (unsigned)(*rec >> TSUMO__SPLIT_GROUPS & 7);
    __m128i groups = _mm_loadu_si128(
        (const __m128i *)(const void *)tsumo__split_groups[rec - tsumo__suit_split]);
    __m128i kinds = _mm_and_si128(_mm_set1_epi8((char)(9 * s)),
                                  _mm_loadu_si128((const __m128i *)(const void *)kind_bytes[n]));
    _mm_storeu_si128((__m128i *)(void *)((uint8_t *)d->groups + 3 * g),
                     _mm_add_epi8(groups, kinds));
    return (int)n;
}
#else
/*
 * Writes one reading of suit s from its record at group g; returns the groups written. The pair
 * is written whether the suit holds it or not, and four sets whatever their count, two at a time
 * from tsumo__set_pairs, so that nothing branches on the tiles; what is written past the suit's
 * own groups is written over by the groups after them (the melds' slots at the least). Eight
 * bytes at a time: a kind's byte is the second and the fifth.
 */
static int put_suit(tsumo_decomp *d, int g, const uint64_t *at, int s)
{
    uint64_t rec = *at;
    uint8_t *p = (uint8_t *)d->groups + 3 * g;
    unsigned base = 9 * (unsigned)s;
    uint64_t counts = rec >> TSUMO__SPLIT_COUNTS,
             kinds = (uint64_t)base << 8 | (uint64_t)base << 32;
    unsigned pair = (unsigned)(counts >> TSUMO__SPLIT_PAIR) & 1;
    uint8_t pair_group[4] = {TSUMO_GROUP_PAIR, (uint8_t)(base + (rec & 15)), 0, 0};
    memcpy(p, pair_group, sizeof pair_group);
    p += 3 * pair;
    tsumo__store8(p, tsumo__load8(tsumo__set_pairs[rec >> 4 & 0x3FF]) + kinds);
    tsumo__store8(p + 6, tsumo__load8(tsumo__set_pairs[rec >> 14 & 0x3FF]) + kinds);
    return (int)(rec >> TSUMO__SPLIT_GROUPS & 7);
}
#endif

/* Honours are fixed: a pung for three, the pair for two. */
static INLINE int put_honours(tsumo_group *g, unsigned held, unsigned pungs, bool bmi2)
{
#if TSUMO__BMI2_PATH
    /* without a loop on the kinds held (a branch mispredicted in one hand of two): the pairs by
       the kinds held, less 2 at the types of those that are pungs, which `pext` gathers in the
       kinds' order; the 16 bytes' zeros past the groups are written over by the melds' slots */
    if (bmi2) {
        uint64_t which, n;
        __asm__("pextq %2, %1, %0" : "=r"(which) : "r"((uint64_t)pungs), "r"((uint64_t)held));
        __asm__("popcntq %1, %0" : "=r"(n) : "r"((uint64_t)held));
        __m128i pairs = _mm_loadu_si128((const __m128i *)(const void *)tsumo__honour_groups[held]);
        __m128i turn =
            _mm_loadu_si128((const __m128i *)(const void *)tsumo__honour_pung_types[which & 31]);
        _mm_storeu_si128((__m128i *)(void *)g, _mm_sub_epi8(pairs, turn));
        return (int)n;
    }
#endif
    (void)bmi2;
    int n = 0;
    for (; held; held &= held - 1) {
        int i = tsumo__bit_lowest(held);
        g[n++] = (tsumo_group){.type = (pungs >> i) & 1 ? TSUMO_GROUP_PUNG : TSUMO_GROUP_PAIR,
                               .kind = (tsumo_kind)(TSUMO_EAST + i)};
    }
    return n;
}

#if defined(__SSE2__) && !defined(TSUMO_NO_BMI2)
/*
 * Whether each honour is held 0, 2 (the pair) or 3 times, and which are pairs and which pungs
 * (bit i for TSUMO_EAST + i): three compares of kinds 18-33 (the honours in bytes 9-15).
 */
static inline bool honour_sets(unsigned *pairs, unsigned *pungs, const uint8_t counts[TSUMO_KINDS])
{
    __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(counts + TSUMO_KINDS - 16));
    unsigned none = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_setzero_si128())) >> 9;
    *pairs = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8(2))) >> 9;
    *pungs = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8(3))) >> 9;
    return (none | *pairs | *pungs) == 0x7F;
}
#else
/* The same from the bits of the counts, kind by kind (each count at most 4). */
static inline bool honour_sets(unsigned *pairs, unsigned *pungs, const uint8_t counts[TSUMO_KINDS])
{
    uint64_t h = tsumo__load8(&counts[TSUMO_EAST - 1]) >> 8;
    unsigned ones = gather(h & LANES_1), twos = gather(h >> 1 & LANES_1);
    *pairs = twos & ~ones;
    *pungs = ones & twos;
    return !((ones & ~twos) | gather(h >> 2 & LANES_1));
}
#endif

static INLINE int suit_readings(tsumo__suits *out, const uint8_t counts[TSUMO_KINDS], bool bmi2)
{
    unsigned pairs, pungs;
    if (!honour_sets(&pairs, &pungs, counts))
        return 0;
    out->honours = (uint8_t)(pairs | pungs);
    out->honour_pungs = (uint8_t)pungs;
    /* which parts hold a pair: bit s for suit s, bit 3 for the honours */
    unsigned held = (pairs != 0) << 3;
    for (int s = 0; s < 3; s++) {
        if (!(out->n[s] = (uint8_t)suit_splits(&out->recs[s], counts, s, bmi2)))
            return 0;
        held |= (unsigned)(out->recs[s][0] >> (TSUMO__SPLIT_COUNTS + TSUMO__SPLIT_PAIR)) << s;
    }
    /* exactly one pair: a suit's, or one honour kind's; the part that holds it is the lowest */
    if ((held == 0) | ((held & (held - 1)) != 0) | ((pairs & (pairs - 1)) != 0))
        return 0;
    out->pair_suit = (uint8_t)tsumo__bit_lowest(held);
    return out->n[0] * out->n[1] * out->n[2];
}

/* The BMI2 path is the one processors of the last ten years take: it falls through, no jump. */
int tsumo__suit_readings(tsumo__suits *out, const uint8_t counts[TSUMO_KINDS])
{
#if TSUMO__BMI2_PATH
    if (__builtin_expect(tsumo__have_bmi2(), 1))
        return suit_readings(out, counts, true);
#endif
    return suit_readings(out, counts, false);
}

static INLINE void standard_groups(tsumo_decomp *d, const uint64_t *const rec[3],
                                   const tsumo__suits *su, const tsumo_group *melds, int meld_count,
                                   bool bmi2)
{
    /* fixed sizes, so no copy loop: the four meld slots (zero past the melds) land after the
       concealed groups, at slot 5 at most */
    memset(&d->groups[5], 0, 8 * sizeof d->groups[0]);
    int g = put_suit(d, 0, rec[0], 0);
    g += put_suit(d, g, rec[1], 1);
    g += put_suit(d, g, rec[2], 2);
    g += put_honours(&d->groups[g], su->honours, su->honour_pungs, bmi2);
    memcpy(&d->groups[g], melds, TSUMO_MAX_MELDS * sizeof melds[0]);
    d->form = TSUMO_FORM_STANDARD;
    d->group_count = (uint8_t)(g + meld_count);
}

void tsumo__standard_groups(tsumo_decomp *d, const uint64_t *const rec[3], const tsumo__suits *su,
                            const tsumo_group *melds, int meld_count)
{
#if TSUMO__BMI2_PATH
    if (__builtin_expect(tsumo__have_bmi2(), 1)) {
        standard_groups(d, rec, su, melds, meld_count, true);
        return;
    }
#endif
    standard_groups(d, rec, su, melds, meld_count, false);
}

/*
 * The standard readings: the product of the suits' readings, the first suit slowest, each with
 * the honours' groups and the melds (zero past them) after the suits'.
 */
static int standard(tsumo_decomp *out, int max, const tsumo_hand *hand, const tsumo_group *melds)
{
    tsumo__suits su;
    int found = tsumo__suit_readings(&su, hand->counts);
    if (!found)
        return 0;
    int made = 0;
    for (unsigned a = 0; a < su.n[0]; a++)
        for (unsigned b = 0; b < su.n[1]; b++)
            for (unsigned c = 0; c < su.n[2] && made < max; c++, made++) {
                const uint64_t *rec[3] = {&su.recs[0][a], &su.recs[1][b], &su.recs[2][c]};
                tsumo__standard_groups(&out[made], rec, &su, melds, hand->meld_count);
            }
    return found;
}

/* ---- the two special forms ---------------------------------------------- */

void tsumo__special_groups(tsumo_decomp *d, int form, const uint8_t counts[TSUMO_KINDS])
{
    memset(d, 0, sizeof *d);
    d->form = (uint8_t)form;
    /* the kinds held, 7 or 13, not the 34 kinds: a special form has at most 13 */
    int n = 0;
    for (uint64_t held = tsumo__kinds_held(counts); held && n < 13; held &= held - 1) {
        int k = tsumo__bit_lowest(held);
        d->groups[n++] =
            (tsumo_group){.type = (uint8_t)(counts[k] == 2 ? TSUMO_GROUP_PAIR : TSUMO_GROUP_SINGLE),
                          .kind = (tsumo_kind)k};
    }
    d->group_count = (uint8_t)n;
}

/* The standard readings, then seven pairs, then kokushi (`melds`: the hand's as groups). */
static int decompose(tsumo_decomp *out, int max, const tsumo_hand *hand, const tsumo_group *melds)
{
    int found = standard(out, max, hand, melds);
    if (hand->meld_count)
        return found;
    /* R-YAKU-16, EMA 4.2.2: four of a kind is not two pairs; R-YKM-01: the 13 terminals and
       honours, one of them twice, is the only way 14 tiles hold those 13 kinds */
    int form = tsumo__seven_pairs(hand->counts)                         ? TSUMO_FORM_CHIITOI
               : tsumo__kinds_held(hand->counts) == TSUMO__YAOCHU_KINDS ? TSUMO_FORM_KOKUSHI
                                                                        : -1;
    if (form >= 0) {
        if (found < max)
            tsumo__special_groups(&out[found], form, hand->counts);
        found++;
    }
    return found;
}

int tsumo_hand_decompose(tsumo_decomp *out, int max, const tsumo_hand *hand)
{
    if (hand->meld_count > TSUMO_MAX_MELDS)
        return 0;
    int tiles = 3 * hand->meld_count, over = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        tiles += hand->counts[k];
        over |= hand->counts[k] > 4;
    }
    if (tiles != 14 || over) /* no set of tiles holds a fifth copy: no reading */
        return 0;
    tsumo_group melds[TSUMO_MAX_MELDS] = {{0}}; /* zero past the melds: copied whole */
    for (int i = 0; i < hand->meld_count; i++) {
        const tsumo_meld *m = &hand->melds[i];
        uint8_t type = m->type == TSUMO_MELD_CHI   ? TSUMO_GROUP_RUN
                       : m->type == TSUMO_MELD_PON ? TSUMO_GROUP_PUNG
                                                   : TSUMO_GROUP_KAN;
        melds[i] = (tsumo_group){.type = type, .kind = m->kind, .meld = (uint8_t)(i + 1)};
    }
    tsumo_decomp all[TSUMO_MAX_DECOMPS]; /* `out` may be short, or NULL with max 0 */
    int found = decompose(all, TSUMO_MAX_DECOMPS, hand, melds);
    int kept = found < max ? found : max;
    for (int i = 0; i < kept && i < TSUMO_MAX_DECOMPS; i++)
        out[i] = all[i];
    return found;
}
