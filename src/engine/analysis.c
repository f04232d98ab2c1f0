/*
 * Hand analysis: shanten, waits, tenpai and completeness (R-WIN-01,
 * R-DRAW-03), by table lookups.
 *
 * The standard form (sets and a pair) is solved part by part. A hand's
 * concealed tiles fall into four parts: man, pin, sou and honours. Each part
 * has a *cost class*: for m = 0..4 sets and h = 0..1 pairs, the fewest tiles
 * that must be added so that the part alone holds them, never using a kind
 * more than four times (tsumo__costs). Tiles added to one part never help
 * another, so the fewest tiles for the hand's n = 4 - melds sets and one pair
 * is the min-plus combination of the four classes. There are few classes,
 * so the combinations are tables too: man with pin and sou with honours give
 * two pair classes (tsumo__pair_class), and the two pair classes the standard
 * shanten, that number of tiles minus one (tsumo__final_shanten). The melds
 * are counted as sets the honours hold already (tsumo__honour_row by melds),
 * so that the last table needs no row for each n.
 *
 * A suit's class comes from its nine counts. The counts of 1-8 are one
 * 64-bit word (a byte each); packing them three bits each gives two 12-bit
 * indexes, and tsumo__rank_low[1-4] + tsumo__rank_high[9 and 5-8] is the suit's
 * rank among the 405,350 possible suits, where tsumo__suit_cost holds its
 * class (and tsumo__suit_waits_of() the kinds one more of which would complete it). The bits
 * above the rank in those two words add up what seven pairs and thirteen orphans need: the kinds
 * held, held twice, and the same for the terminals. The honours' class depends only on how many
 * kinds they hold at least once, twice, three times: their index (tsumo__honour_cost, and
 * tsumo__honour_fields for seven pairs and kokushi). The suits' fields and the honours' add up
 * to one index of tsumo__closed_shanten, which holds both closed forms' shanten.
 * tools/gentables.c builds all the tables, explains the ranking and numbers the classes by how
 * often hands meet them, so that the entries hands read lie close together.
 *
 * A hand is complete in the standard form when every part is (its class
 * needs nothing for the sets and pair its size implies: tsumo__complete_at)
 * and exactly one part holds the pair. One tile completes a 3n+1 hand in
 * that form only if every other part is already complete: then the waits are
 * the remaining part's own wait set. The discards that leave a hand tenpai
 * are found the same way, reading again only the part a discard changes.
 */
#include "engine.h"

#include <assert.h>
#include <stddef.h>

/*
 * Two paths (issue 23): the portable one, and one for x86-64 processors with BMI2 and SSSE3,
 * where `pext` packs a suit's counts three bits each in one instruction (the portable path takes
 * six) and `pshufb` with `psadbw` gives the honours' index in a few. Its shanten is one piece of
 * assembly (shanten_kernel). The public calls choose at each call, by what the processor says it
 * has (__builtin_cpu_supports, a flag that libgcc reads once at start-up);
 * tsumo__analysis_path() runs either, so that the tests compare the two on every hand of the
 * conformance sets.
 */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(TSUMO_NO_BMI2)
#include <emmintrin.h>
#define BMI2_PATH 1
#define INLINE    inline __attribute__((always_inline)) /* into either path's function */
#else
#define BMI2_PATH 0
#define INLINE    inline
#endif

enum { MAN, PIN, SOU, HONOURS, PARTS };

#define LANES     UINT64_C(0x0101010101010101) /* bit 0 of every byte */
#define RANK_MASK TSUMO__RANK_MASK
#define YAOCHU_KINDS                                                                               \
    (UINT64_C(1) << 0 | UINT64_C(1) << 8 | UINT64_C(1) << 9 | UINT64_C(1) << 17 |                  \
     UINT64_C(1) << 18 | UINT64_C(1) << 26 | UINT64_C(0x7F) << 27)

/* ---- counts as byte lanes --------------------------------------------- */

/* Eight counts as the bytes of a word, the lowest kind in the lowest byte. */
static uint64_t lanes8(const uint8_t *c)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t x;
    memcpy(&x, c, sizeof x);
    return x;
#else
    uint64_t x = 0;
    for (int i = 7; i >= 0; i--)
        x = x << 8 | c[i];
    return x;
#endif
}

/* For counts 0-4, bit 0 of each byte says whether the count is at least 1, 2, 3 or 4. */
static uint64_t at_least1(uint64_t x)
{
    return (x | x >> 1 | x >> 2) & LANES;
}

static uint64_t at_least2(uint64_t x)
{
    return (x >> 1 | x >> 2) & LANES;
}

static uint64_t at_least3(uint64_t x)
{
    return (x >> 2 | (x & x >> 1)) & LANES;
}

static uint64_t at_least4(uint64_t x)
{
    return x >> 2 & LANES;
}

/* The sum of the bytes, when it is below 256. */
static unsigned lane_sum(uint64_t x)
{
    return (unsigned)((x * LANES) >> 56);
}

/* Bit i set when byte i holds 1, for bytes of 0 or 1. */
static unsigned lane_bits(uint64_t x)
{
    return (unsigned)((x * UINT64_C(0x0102040810204080)) >> 56);
}

/* ---- reading a hand ---------------------------------------------------- */

typedef struct part {
    unsigned cost;  /* cost class */
    unsigned tiles; /* tiles in the part */
    unsigned waits; /* suits: kinds (bit 0 = the 1) one more of which completes the part */
    uint64_t x;     /* the counts as lanes: 1-8 of a suit, or the seven honours */
    unsigned nine;  /* a suit's count of 9 */
    uint32_t word;  /* a suit's rank and counts (see engine.h) */
    unsigned held;  /* the honour kinds held once or more, */
    unsigned twice; /* and twice or more */
    unsigned index; /* the honours' index (tsumo__honour_cost) */
} part;

typedef struct reading {
    part part[PARTS];
} reading;

#if BMI2_PATH
/* The masks of `pext` (tsumo__pext()): the counts of 1-4 and of 5-9, three bits each. */
static const uint64_t counts_1_4 = 0x07070707, counts_5_9 = 0x0707070707;

/*
 * A suit's word by `pext` (a function compiled for BMI2 could not be inlined into the functions
 * both paths share): the counts of 1-4 packed are rank_low's index, and those of 5-9, read from
 * the 5 on, rank_high's as one array (the 9's count is the index's top three bits).
 */
static INLINE uint32_t suit_word_pext(const uint8_t *c)
{
    uint32_t low;
    memcpy(&low, c, sizeof low);
    uint64_t high = tsumo__load8(c + 4);
    return tsumo__rank_low[tsumo__pext(low, &counts_1_4)] +
           tsumo__rank_high[tsumo__pext(high, &counts_5_9)];
}
#endif

/* A suit's rank and census word by either path (`bmi2` is a constant wherever it is inlined). */
static INLINE uint32_t suit_word_by(const uint8_t *c, bool bmi2)
{
#if BMI2_PATH
    if (bmi2)
        return suit_word_pext(c);
#endif
    (void)bmi2;
    return tsumo__suit_word(lanes8(c), c[8]);
}

/* `waits`: also read the suit's wait set (shanten does without, and so touches half the table). */
static void read_suit(part *p, uint64_t x, unsigned nine, bool waits)
{
    p->x = x;
    p->nine = nine;
    p->word = tsumo__suit_word(x, nine);
    unsigned entry = tsumo__suit_cost[p->word & RANK_MASK];
    p->cost = entry;
    p->waits = waits ? tsumo__suit_waits_of(p->word & RANK_MASK) : 0;
    p->tiles = lane_sum(x) + nine;
    p->held = p->twice = p->index = 0;
}

/* The honour kinds (bit 0 = East) one more of which makes the honours pungs and at most a pair. */
static unsigned honour_waits(uint64_t x)
{
    uint64_t a2 = at_least2(x), a3 = at_least3(x);
    uint64_t one = at_least1(x) & ~a2, two = a2 & ~a3, four = at_least4(x);
    unsigned ones = lane_sum(one), twos = lane_sum(two), fours = lane_sum(four);
    if (ones + fours == 1 && twos == 0)
        return lane_bits(one | four); /* a single to pair, or a fifth copy: pung and pair */
    if (ones + fours == 0 && (twos == 1 || twos == 2))
        return lane_bits(two); /* a pair to pung; the other pair, if any, stays */
    return 0;
}

/* The honour kinds held once or more, and twice or more (<< 4). */
static inline unsigned honours_held(uint64_t x)
{
    return lane_sum(at_least1(x) + (at_least2(x) << 4));
}

/* The honours' index: the kinds held once or more, twice or more (<< 4) and thrice or more (<< 7).
 */
static inline unsigned honours_index(uint64_t x)
{
    return honours_held(x) + (lane_sum(at_least3(x)) << 7);
}

static inline unsigned honours_cost(unsigned index)
{
    return (&tsumo__honour_cost[0][0])[index];
}

#if BMI2_PATH
/*
 * The honours' index by `pshufb`, which every processor with BMI2 also has (SSSE3; the path is
 * taken only where the processor says it has both): each count becomes its kind's share of the
 * index (1 once held, 16 more twice held, 128 more three times held), and `psadbw` adds them up.
 */
static _Alignas(16) const uint8_t honour_share[16] = {0, 1, 17, 145, 145};

static INLINE unsigned honours_index_pshufb(const uint8_t counts[TSUMO_KINDS])
{
    __m128i x = _mm_srli_epi64(_mm_loadl_epi64((const void *)(counts + 26)), 8);
    __m128i share = _mm_load_si128((const void *)honour_share);
    __asm__("pshufb %1, %0" : "+x"(share) : "x"(x));
    return (unsigned)_mm_cvtsi128_si32(_mm_sad_epu8(share, _mm_setzero_si128()));
}
#endif

static INLINE unsigned honours_index_by(const uint8_t counts[TSUMO_KINDS], bool bmi2)
{
#if BMI2_PATH
    if (bmi2)
        return honours_index_pshufb(counts);
#endif
    (void)bmi2;
    return honours_index(lanes8(counts + 26) >> 8);
}

static void read_honours(part *p, uint64_t x)
{
    unsigned held = honours_held(x);
    unsigned thrice = lane_sum(at_least3(x));
    p->x = x;
    p->held = held & 15;
    p->twice = held >> 4;
    p->index = held + (thrice << 7);
    p->cost = honours_cost(p->index);
    p->tiles = p->held + p->twice + thrice + lane_sum(at_least4(x));
    p->waits = p->nine = 0;
    p->word = 0;
}

#ifndef NDEBUG
/* The precondition of every call: a hand's counts, with room for the melds. */
static bool hand_ok(const uint8_t counts[TSUMO_KINDS], int melds)
{
    int total = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (counts[k] > 4)
            return false;
        total += counts[k];
    }
    return melds >= 0 && melds <= TSUMO_MAX_MELDS && total <= 3 * (TSUMO_MAX_MELDS - melds) + 2;
}
#endif

static void read_hand(reading *rd, const uint8_t counts[TSUMO_KINDS], int melds, bool waits)
{
    (void)melds;
    assert(hand_ok(counts, melds));
    for (int s = MAN; s <= SOU; s++)
        read_suit(&rd->part[s], lanes8(counts + 9 * s), counts[9 * s + 8], waits);
    read_honours(&rd->part[HONOURS], lanes8(counts + 26) >> 8);
}

static unsigned tile_total(const reading *rd)
{
    return rd->part[MAN].tiles + rd->part[PIN].tiles + rd->part[SOU].tiles +
           rd->part[HONOURS].tiles;
}

/* ---- seven pairs and thirteen orphans -------------------------------- */

typedef struct census {
    int kinds;        /* kinds held */
    int pairs;        /* kinds held twice or more */
    int orphans;      /* terminal and honour kinds held */
    int orphan_pairs; /* of those, kinds held twice or more */
} census;

/* From the three suits' words and the honours' kinds held (once | twice << 4). */
static inline census census_of(uint32_t man, uint32_t pin, uint32_t sou, unsigned honours)
{
    uint32_t f = (man >> TSUMO__RANK_BITS) + (pin >> TSUMO__RANK_BITS) + (sou >> TSUMO__RANK_BITS);
    unsigned held = honours & 15, twice = honours >> 4;
    return (census){
        .kinds = (int)((f & 15) + held),
        .pairs = (int)((f >> 4 & 7) + twice),
        .orphans = (int)((f >> 10 & 7) + held),
        .orphan_pairs = (int)((f >> 7 & 7) + twice),
    };
}

static census take_census(const reading *rd)
{
    const part *h = &rd->part[HONOURS];
    return census_of(rd->part[MAN].word, rd->part[PIN].word, rd->part[SOU].word,
                     h->held | h->twice << 4);
}

/* Seven different pairs: four of a kind is not two pairs (R-YAKU-16, EMA 4.2.2). */
static int chiitoi_shanten(const census *c)
{
    return 6 - c->pairs + (c->kinds < 7 ? 7 - c->kinds : 0);
}

static int kokushi_shanten(const census *c)
{
    return 13 - c->orphans - (c->orphan_pairs > 0);
}

/* ---- the standard form ------------------------------------------------ */

/*
 * The standard shanten from the three suits' cost classes and the honours' row of pair_class
 * (their class with the hand's melds, times 128).
 */
static inline int shanten_by_row(unsigned man, unsigned pin, unsigned sou, unsigned honours_row)
{
    unsigned low = tsumo__pair_class[man][pin];
    unsigned high = (&tsumo__pair_class[0][0])[honours_row + sou];
    return tsumo__final_shanten[low][high];
}

/* The same from the suits' cost classes, the honours' index and the melds. */
static inline int shanten_of(unsigned man, unsigned pin, unsigned sou, unsigned honours, int melds)
{
    return shanten_by_row(man, pin, sou, tsumo__honour_row[melds][honours]);
}

static int standard_shanten(const reading *rd, int melds)
{
    return shanten_of(rd->part[MAN].cost, rd->part[PIN].cost, rd->part[SOU].cost,
                      rd->part[HONOURS].index, melds);
}

/* A part is complete when its class needs no tile for the sets and pair its size implies. */
static bool part_complete(const part *p)
{
    return tsumo__complete_at[p->cost] >> p->tiles & 1;
}

/*
 * What waits read of a hand, straight from the counts (issue 23): enough to tell which parts
 * could wait, whose wait sets alone are then looked up. Small enough for registers when inlined.
 */
typedef struct lean {
    uint64_t x[PARTS];      /* the counts as lanes: 1-8 of a suit, or the seven honours */
    uint32_t word[HONOURS]; /* the suits' rank and census words (engine.h) */
    unsigned cost[PARTS];   /* cost classes */
    unsigned tiles[PARTS];
    unsigned honours; /* the honours' index */
} lean;

static INLINE void read_lean(lean *l, const uint8_t counts[TSUMO_KINDS], bool bmi2)
{
    for (int s = MAN; s <= SOU; s++) {
        unsigned nine = counts[9 * s + 8];
        l->x[s] = lanes8(counts + 9 * s);
        l->word[s] = suit_word_by(counts + 9 * s, bmi2);
        l->cost[s] = tsumo__suit_cost[l->word[s] & RANK_MASK];
        l->tiles[s] = lane_sum(l->x[s]) + nine;
    }
    l->x[HONOURS] = lanes8(counts + 26) >> 8;
    l->honours = honours_index_by(counts, bmi2);
    l->cost[HONOURS] = honours_cost(l->honours);
    l->tiles[HONOURS] = lane_sum(l->x[HONOURS]);
}

/* The kinds of part s (bit 0 = its 1, or East) one more of which completes it. */
static unsigned lean_own_waits(const lean *l, int s)
{
    if (s == HONOURS)
        return honour_waits(l->x[HONOURS]);
    return tsumo__suit_waits_of(l->word[s] & RANK_MASK);
}

/*
 * A tile in part s completes the hand when the other parts are complete and
 * the pairs come out at one: s goes from 3k+1 tiles to a pair while no other
 * part holds one, or from 3k+2 to sets while exactly one other part does.
 * Only such parts' wait sets are read: one part's, or two pairs' (all complete).
 */
static INLINE tsumo_kindset standard_waits(const lean *l)
{
    /* bit n set for n = 3k+1, and for n = 3k+2 (n <= 14): a shift, where % 3 takes five */
    const unsigned sets_and_one = 0x2492, sets_and_pair = 0x4924;
    unsigned incomplete = 0, ones = 0, pairs = 0; /* bit s for part s */
    for (int s = 0; s < PARTS; s++) {
        unsigned n = l->tiles[s];
        incomplete |= (~(unsigned)tsumo__complete_at[l->cost[s]] >> n & 1) << s;
        ones |= (sets_and_one >> n & 1) << s;
        pairs |= (sets_and_pair >> n & 1) << s;
    }
    /*
     * The hand holds 3n+1 tiles, and a complete part 3k or 3k+2: with one part incomplete, the
     * others hold no pair or three when it holds 3k+1 (no pair is the wait), exactly one when
     * it holds 3k+2; with none, exactly two parts hold a pair, and both wait.
     */
    if (incomplete & (incomplete - 1))
        return 0; /* two parts or more incomplete: most hands, decided by one branch */
    unsigned waiting = incomplete ? incomplete : pairs;
    if ((incomplete & ~(ones | pairs)) || ((incomplete & ones) && (pairs & ~incomplete)))
        return 0;
    tsumo_kindset waits = 0;
    for (; waiting; waiting &= waiting - 1) {
        int s = tsumo__bit_lowest(waiting);
        waits |= (tsumo_kindset)lean_own_waits(l, s) << (9 * s);
    }
    return waits;
}

static bool standard_complete(const reading *rd)
{
    int with_pair = 0;
    for (int s = 0; s < PARTS; s++) {
        if (!part_complete(&rd->part[s]))
            return false;
        with_pair += rd->part[s].tiles % 3 == 2;
    }
    return with_pair == 1;
}

/* ---- the public calls -------------------------------------------------- */

/* The seven-pairs and kokushi shanten as tsumo__closed_shanten gives them, in their order. */
static INLINE void put_closed_forms(tsumo_shanten *out, unsigned both)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint16_t two = (uint16_t)both;
    memcpy(&out->chiitoi, &two, sizeof two);
#else
    out->chiitoi = (int8_t)(both & 0xFF);
    out->kokushi = (int8_t)(both >> 8);
#endif
}

#if BMI2_PATH
#define AT(member) "i"(offsetof(tsumo__analysis_tables, member))

/* what the kernel takes for granted of the tables' shapes */
_Static_assert(sizeof tsumo__pair_class[0] == 128, "a pair_class row is 128 bytes");
_Static_assert(sizeof tsumo__final_shanten[0] == 256, "a final_shanten row is 256 bytes");
_Static_assert(sizeof tsumo__honour_row[0] == 4096, "honour_row: 4096 bytes for each meld count");
_Static_assert(sizeof tsumo__rank_low[0] == 4 && sizeof tsumo__honour_fields[0] == 4 &&
                   sizeof tsumo__honour_row[0][0] == 4 && sizeof tsumo__closed_shanten[0] == 2,
               "the kernel reads these widths");

/*
 * The BMI2 path's shanten_fused as one piece of assembly, in the order the work depends on
 * itself: the compiler held every suit's word to the end, saved registers to do so, and read
 * the census behind a branch on the melds, which random hands mispredict (issue 23). Returns
 * the standard shanten, and the seven-pairs and kokushi ones as tsumo__closed_shanten gives them.
 */
/*
 * A suit's word in a (its counts of 1-4 at `low`, of 5-9 at `high`), its rank's class in the
 * register named `into`; the kernel takes the census fields from a after.
 */
#define SUIT(low, high, into)                                                                      \
    "movl " low "(%[c]), %k[a]\n\t"                                                                \
    "pextq %[m14], %[a], %[a]\n\t"                                                                 \
    "movq " high "(%[c]), %[" into "]\n\t"                                                         \
    "pextq %[m59], %[" into "], %[" into "]\n\t"                                                   \
    "movl %c[rl](%[t],%[a],4), %k[a]\n\t"                                                          \
    "addl %c[rh](%[t],%[" into "],4), %k[a]\n\t"                                                   \
    "bzhiq %[k], %[a], %[" into "]\n\t"                                                            \
    "movzbl %c[sc](%[t],%[" into "]), %k[" into "]\n\t"

static INLINE int shanten_kernel(const uint8_t counts[TSUMO_KINDS], int melds, unsigned *closed)
{
    uint64_t a, b, d, f, k, m = (uint64_t)(int64_t)melds;
    __m128i x0, x1;
    __asm__("movl %[bits], %k[k]\n\t"
            /* the melds' part of honour_row (4096 bytes each), off the chain of look-ups */
            "shll $10, %k[m]\n\t"
            /* man: its rank's class, times 128 (a row of pair_class); the census in f */
            SUIT("0", "4", "b") /**/
            "shrxq %[k], %[a], %[f]\n\t"
            "shll $7, %k[b]\n\t"
            /* pin: man and pin's pair class in b */
            SUIT("9", "13", "d") /**/
            "shrxq %[k], %[a], %[a]\n\t"
            "addl %k[a], %k[f]\n\t"
            "addl %k[d], %k[b]\n\t"
            "movzbl %c[pc](%[t],%[b]), %k[b]\n\t"
            /* sou: its class in d */
            SUIT("18", "22", "d") /**/
            "shrxq %[k], %[a], %[a]\n\t"
            "addl %k[a], %k[f]\n\t"
            /* honours: their index in a, then honours and sou's pair class in d */
            "movq 26(%[c]), %[x1]\n\t"
            "psrlq $8, %[x1]\n\t"
            "movdqa %[share], %[x0]\n\t"
            "pshufb %[x1], %[x0]\n\t"
            "pxor %[x1], %[x1]\n\t"
            "psadbw %[x1], %[x0]\n\t"
            "movd %[x0], %k[a]\n\t"
            "addl %c[hf](%[t],%[a],4), %k[f]\n\t"
            "addl %k[m], %k[a]\n\t"
            "addl %c[hr](%[t],%[a],4), %k[d]\n\t"
            "movzbl %c[pc](%[t],%[d]), %k[d]\n\t"
            /* the shanten by the two pair classes (final_shanten's rows: 1 << row bytes) */
            "shll %[row], %k[b]\n\t"
            "addl %k[d], %k[b]\n\t"
            "movsbl %c[fs](%[t],%[b]), %k[b]\n\t"
            /* an open hand reads the census entry no closed hand reaches */
            "movl %k[f], %k[a]\n\t"
            "orl %[open], %k[a]\n\t"
            "testl %k[m], %k[m]\n\t"
            "cmovgl %k[a], %k[f]\n\t"
            "movzwl %c[cs](%[t],%[f],2), %k[f]"
            : [a] "=&r"(a), [b] "=&r"(b), [d] "=&r"(d), [f] "=&r"(f), [k] "=&r"(k), [x0] "=&x"(x0),
              [x1] "=&x"(x1), [m] "+r"(m)
            : [c] "r"(counts), [t] "r"(&tsumo__tables), [m14] "m"(counts_1_4),
              [m59] "m"(counts_5_9), [share] "m"(honour_share),
              "m"(*(const uint8_t(*)[TSUMO_KINDS])counts), "m"(tsumo__tables), [rl] AT(rank_low),
              [rh] AT(rank_high), [sc] AT(suit_cost), [pc] AT(pair_class), [hf] AT(honour_fields),
              [hr] AT(honour_row), [fs] AT(final_shanten), [cs] AT(closed_shanten),
              [bits] "i"(TSUMO__RANK_BITS), [open] "i"(TSUMO__CENSUS - 1), [row] "i"(8)
            : "cc");
    *closed = (unsigned)f;
    return (int)(int32_t)b;
}
#endif

/*
 * Shanten reads the counts straight into its look-up keys: the three suits' words and the
 * honours' index, kept in registers; seven pairs and kokushi are one more read, of the census
 * their fields add up to. The general reading (read_hand) fills a 160-byte struct of which
 * shanten needs a fifth, and its tile counts and waits cost as much again as the look-ups
 * (docs/performance.md). tsumo__shanten_by_reading() is the general way, which the tests
 * compare with this one.
 */
static INLINE void shanten_fused(tsumo_shanten *out, const uint8_t counts[TSUMO_KINDS], int melds,
                                 bool bmi2)
{
    assert(hand_ok(counts, melds));
#if BMI2_PATH
    if (bmi2) {
        unsigned closed;
        out->standard = (int8_t)shanten_kernel(counts, melds, &closed);
        put_closed_forms(out, closed);
        return;
    }
#endif
    (void)bmi2;
    unsigned honours = honours_index_by(counts, false), fields = tsumo__honour_fields[honours];
    unsigned class[HONOURS];
    for (int s = MAN; s <= SOU; s++) {
        uint32_t word = suit_word_by(counts + 9 * s, false);
        class[s] = tsumo__suit_cost[word & RANK_MASK];
        fields += word >> TSUMO__RANK_BITS;
    }
    out->standard = (int8_t)shanten_by_row(class[MAN], class[PIN], class[SOU],
                                           tsumo__honour_row[melds][honours]);
    /* an open hand reads the one entry no closed hand reaches: no branch to mispredict */
    fields |= melds > 0 ? TSUMO__CENSUS - 1 : 0;
    put_closed_forms(out, tsumo__closed_shanten[fields]);
}

static inline int least_of(const tsumo_shanten *s)
{
    int least = s->standard < s->chiitoi ? s->standard : s->chiitoi;
    return least < s->kokushi ? least : s->kokushi;
}

/* Each path a function of its own: the public calls only choose, and jump. */
static void shanten_portable(tsumo_shanten *out, const uint8_t counts[TSUMO_KINDS], int melds)
{
    shanten_fused(out, counts, melds, false);
}

static int shanten_min_portable(const uint8_t counts[TSUMO_KINDS], int melds)
{
    tsumo_shanten s;
    shanten_fused(&s, counts, melds, false);
    return least_of(&s);
}

#if BMI2_PATH
static void shanten_pext(tsumo_shanten *out, const uint8_t counts[TSUMO_KINDS], int melds)
{
    shanten_fused(out, counts, melds, true);
}

#endif

/* The BMI2 path is the one processors of the last ten years take: it falls through, no jump. */
void tsumo_shanten_all(tsumo_shanten *out, const uint8_t counts[TSUMO_KINDS], int melds)
{
#if BMI2_PATH
    if (__builtin_expect(tsumo__have_bmi2(), 1)) {
        shanten_fused(out, counts, melds, true);
        return;
    }
#endif
    shanten_portable(out, counts, melds);
}

int tsumo_shanten_min(const uint8_t counts[TSUMO_KINDS], int melds)
{
#if BMI2_PATH
    if (__builtin_expect(tsumo__have_bmi2(), 1)) {
        tsumo_shanten s;
        shanten_fused(&s, counts, melds, true);
        return least_of(&s);
    }
#endif
    return shanten_min_portable(counts, melds);
}

void tsumo__shanten_by_reading(tsumo_shanten *out, const uint8_t counts[TSUMO_KINDS], int melds)
{
    reading rd;
    read_hand(&rd, counts, melds, false);
    out->standard = (int8_t)standard_shanten(&rd, melds);
    if (melds > 0) {
        out->chiitoi = out->kokushi = TSUMO_SHANTEN_NONE;
        return;
    }
    census c = take_census(&rd);
    out->chiitoi = (int8_t)chiitoi_shanten(&c);
    out->kokushi = (int8_t)kokushi_shanten(&c);
}

/* The single of a tenpai seven pairs, or the orphans a tenpai kokushi waits for. */
/* The kinds held exactly once (`once`), or held at all, eight counts at a time. */
static tsumo_kindset kinds_held(const uint8_t counts[TSUMO_KINDS], bool once)
{
    tsumo_kindset kinds = 0;
    for (int w = 0; w <= 4; w++) {
        /* kinds 0-7, 8-15, 16-23, 24-31, then 32 and 33 as the top of the last eight */
        uint64_t x = w < 4 ? lanes8(counts + 8 * w) : lanes8(counts + 26) >> 48;
        uint64_t held = once ? at_least1(x) & ~at_least2(x) : at_least1(x);
        kinds |= (tsumo_kindset)lane_bits(held) << (8 * w);
    }
    return kinds;
}

static tsumo_kindset closed_form_waits(const uint8_t counts[TSUMO_KINDS], const census *c)
{
    tsumo_kindset waits = 0;
    if (chiitoi_shanten(c) == 0)
        waits |= kinds_held(counts, true); /* the single */
    if (kokushi_shanten(c) == 0)           /* the orphan missing, or any with none paired */
        waits |= c->orphan_pairs == 0 ? YAOCHU_KINDS : YAOCHU_KINDS & ~kinds_held(counts, false);
    return waits;
}

static INLINE tsumo_kindset waits_by(const uint8_t counts[TSUMO_KINDS], int melds, int *shanten,
                                     bool bmi2)
{
    assert(hand_ok(counts, melds));
    lean l;
    read_lean(&l, counts, bmi2);
    unsigned total = l.tiles[MAN] + l.tiles[PIN] + l.tiles[SOU] + l.tiles[HONOURS];
    if (total != 3u * (unsigned)(TSUMO_MAX_MELDS - melds) + 1) {
        if (shanten)
            *shanten = 0; /* not a hand of 3n+1 tiles: nothing known */
        return 0;
    }
    tsumo_kindset waits = standard_waits(&l);
    int least = shanten ? shanten_of(l.cost[MAN], l.cost[PIN], l.cost[SOU], l.honours, melds) : 0;
    if (melds == 0) {
        census c = census_of(l.word[MAN], l.word[PIN], l.word[SOU], honours_held(l.x[HONOURS]));
        int chiitoi = chiitoi_shanten(&c), kokushi = kokushi_shanten(&c);
        if (chiitoi == 0 || kokushi == 0)
            waits |= closed_form_waits(counts, &c);
        least = chiitoi < least ? chiitoi : least;
        least = kokushi < least ? kokushi : least;
    }
    if (shanten)
        *shanten = least;
    return waits;
}

#if BMI2_PATH
static tsumo_kindset waits_pext(const uint8_t counts[TSUMO_KINDS], int melds, int *shanten)
{
    return waits_by(counts, melds, shanten, true);
}
#endif

tsumo_kindset tsumo__analysis_waits(const uint8_t counts[TSUMO_KINDS], int melds, int *shanten)
{
#if BMI2_PATH
    if (tsumo__have_bmi2())
        return waits_pext(counts, melds, shanten);
#endif
    return waits_by(counts, melds, shanten, false);
}

/*
 * The waits of a hand whose shanten is known: the seven-pairs and kokushi ones (as
 * tsumo__closed_shanten gives them) say whether those forms can wait.
 */
static INLINE tsumo_kindset waits_near(const uint8_t counts[TSUMO_KINDS], int melds,
                                       unsigned closed, bool bmi2)
{
    lean l;
    read_lean(&l, counts, bmi2);
    unsigned total = l.tiles[MAN] + l.tiles[PIN] + l.tiles[SOU] + l.tiles[HONOURS];
    if (total != 3u * (unsigned)(TSUMO_MAX_MELDS - melds) + 1)
        return 0;
    tsumo_kindset waits = standard_waits(&l);
    if ((closed & 0xFF) == 0 || (closed & 0xFF00) == 0) {
        census c = census_of(l.word[MAN], l.word[PIN], l.word[SOU], honours_held(l.x[HONOURS]));
        waits |= closed_form_waits(counts, &c);
    }
    return waits;
}

/*
 * No hand waits unless it is at most one tile from tenpai (issue 23): a standard wait is
 * standard shanten 0, or a fifth copy of a kind held four times, which leaves the hand at most
 * one step further (engine.analysis checks every suit and the honours); seven pairs and kokushi
 * wait at shanten 0 only. Most hands are further, and shanten is four times cheaper than waits.
 */
static INLINE bool far_from_waiting(int standard, unsigned closed)
{
    return standard > 1 && (int8_t)(closed & 0xFF) > 0 && (int8_t)(closed >> 8) > 0;
}

tsumo_kindset tsumo_waits(const uint8_t counts[TSUMO_KINDS], int melds)
{
#if BMI2_PATH
    if (__builtin_expect(tsumo__have_bmi2(), 1)) {
        unsigned closed;
        int standard = shanten_kernel(counts, melds, &closed);
        if (far_from_waiting(standard, closed))
            return 0;
        return waits_near(counts, melds, closed, true);
    }
#endif
    tsumo_shanten s;
    shanten_fused(&s, counts, melds, false);
    unsigned closed = (uint8_t)s.chiitoi | (unsigned)(uint8_t)s.kokushi << 8;
    if (far_from_waiting(s.standard, closed))
        return 0;
    return waits_near(counts, melds, closed, false);
}

bool tsumo__analysis_path(tsumo_shanten *shanten, tsumo_kindset *waits,
                          const uint8_t counts[TSUMO_KINDS], int melds, bool bmi2)
{
#if BMI2_PATH
    if (bmi2) {
        if (!tsumo__have_bmi2())
            return false;
        shanten_pext(shanten, counts, melds);
        *waits = waits_pext(counts, melds, NULL);
        return true;
    }
#endif
    if (bmi2)
        return false;
    shanten_portable(shanten, counts, melds);
    *waits = waits_by(counts, melds, NULL, false);
    return true;
}

int tsumo__analysis_forms(const uint8_t counts[TSUMO_KINDS], int melds)
{
    reading rd;
    read_hand(&rd, counts, melds, false);
    if (tile_total(&rd) != 3u * (unsigned)(TSUMO_MAX_MELDS - melds) + 2)
        return 0;
    int forms = standard_complete(&rd) << TSUMO_FORM_STANDARD;
    if (melds == 0) {
        census c = take_census(&rd);
        forms |= (chiitoi_shanten(&c) == -1) << TSUMO_FORM_CHIITOI;
        forms |= (kokushi_shanten(&c) == -1) << TSUMO_FORM_KOKUSHI;
    }
    return forms;
}

bool tsumo_is_complete(const uint8_t counts[TSUMO_KINDS], int melds)
{
    return tsumo__analysis_forms(counts, melds) != 0;
}

/* Kinds of which the hand holds all four, concealed and in melds, eight counts at a time. */
static tsumo_kindset all_held(const tsumo_hand *hand)
{
    uint8_t held[TSUMO_KINDS];
    memcpy(held, hand->counts, sizeof held);
    for (int i = 0; i < hand->meld_count && i < TSUMO_MAX_MELDS; i++) {
        const tsumo_meld *m = &hand->melds[i];
        if (m->type == TSUMO_MELD_CHI && m->kind < TSUMO_EAST && m->kind % 9 <= 6)
            for (int k = 0; k < 3; k++)
                held[m->kind + k]++;
        else if (m->type != TSUMO_MELD_CHI && m->kind < TSUMO_KINDS)
            held[m->kind] += tsumo_meld_is_kan(m) ? 4 : 3;
    }
    /* adding 0x7C to a byte sets its top bit from 4 up (held counts stay far below 0x84) */
    const uint64_t tops = 0x8080808080808080u, plus = 0x7C7C7C7C7C7C7C7Cu;
    tsumo_kindset full = 0;
    for (int w = 0; w < 4; w++)
        full |= (tsumo_kindset)lane_bits(((lanes8(held + 8 * w) + plus) & tops) >> 7) << (8 * w);
    uint64_t last = lanes8(held + 26) >> 48; /* kinds 32 and 33 */
    return full | (tsumo_kindset)lane_bits(((last + (plus >> 48)) & (tops >> 48)) >> 7) << 32;
}

bool tsumo_hand_is_tenpai(const tsumo_hand *hand)
{
    return (tsumo_waits(hand->counts, hand->meld_count) & ~all_held(hand)) != 0;
}

/* The kinds held four times among the concealed tiles. */
static tsumo_kindset concealed_full(const uint8_t counts[TSUMO_KINDS])
{
    tsumo_kindset full = 0;
    for (int w = 0; w < 4; w++)
        full |= (tsumo_kindset)lane_bits(at_least4(lanes8(counts + 8 * w))) << (8 * w);
    return full | (tsumo_kindset)lane_bits(at_least4(lanes8(counts + 26) >> 48)) << 32;
}

/* Part s of the hand read again after one tile of its kind j has gone. */
static part part_without(const reading *rd, int s, int j)
{
    part p = rd->part[s];
    if (s == HONOURS)
        read_honours(&p, p.x - ((uint64_t)1 << (8 * j)));
    else if (j == 8)
        read_suit(&p, p.x, p.nine - 1, true);
    else
        read_suit(&p, p.x - ((uint64_t)1 << (8 * j)), p.nine, true);
    return p;
}

/* The kinds held in part s. */
static tsumo_kindset part_kinds(const part *p, int s)
{
    unsigned held = lane_bits(at_least1(p->x)) | (p->nine > 0) << 8;
    return (tsumo_kindset)held << (9 * s);
}

/* The kinds of part s one more of which completes it. */
static tsumo_kindset own_waits(const part *p, int s)
{
    unsigned waits = s == HONOURS ? honour_waits(p->x) : p->waits;
    return (tsumo_kindset)waits << (9 * s);
}

/*
 * The kinds whose discard leaves a standard-form wait the hand does not hold
 * four of: standard_waits() for each discard, with what does not depend on
 * the discard worked out once. A discard changes one part; the other three
 * must then hold at most one incomplete part, so whole parts are passed over.
 */
static tsumo_kindset standard_discards(const reading *rd, tsumo_kindset full)
{
    bool complete[PARTS];
    unsigned rest[PARTS];
    tsumo_kindset own[PARTS];
    int incomplete = 0;
    for (int s = 0; s < PARTS; s++) {
        complete[s] = part_complete(&rd->part[s]);
        rest[s] = rd->part[s].tiles % 3;
        own[s] = own_waits(&rd->part[s], s);
        incomplete += !complete[s];
    }
    /* read every candidate first: the table reads then overlap instead of queueing */
    tsumo_kindset candidates = 0;
    for (int s = 0; s < PARTS; s++)
        if (incomplete - !complete[s] <= 1)
            candidates |= part_kinds(&rd->part[s], s);
    part after[TSUMO_KINDS];
    int kinds[TSUMO_KINDS], n = 0;
    for (; candidates; candidates &= candidates - 1)
        kinds[n++] = tsumo__lowest_kind(candidates);
    for (int i = 0; i < n; i++)
        after[i] = part_without(rd, kinds[i] / 9, kinds[i] % 9);
    tsumo_kindset discards = 0;
    for (int i = 0; i < n; i++) {
        int k = kinds[i], s = k / 9, pairs = 0, open = -1;
        for (int v = 0; v < PARTS; v++) {
            pairs += v != s && rest[v] == 2;
            open = v != s && !complete[v] ? v : open;
        }
        const part *p = &after[i];
        unsigned r = p->tiles % 3;
        pairs += r == 2;
        tsumo_kindset waits = 0;
        if (open < 0) { /* the others are complete: waits in s, or in a part with a pair */
            if ((r == 1 && pairs == 0) || (r == 2 && pairs == 2))
                waits |= own_waits(p, s);
            if (pairs == 2 && part_complete(p))
                for (int v = 0; v < PARTS; v++)
                    if (v != s && rest[v] == 2)
                        waits |= own[v];
        } else if (part_complete(p)) { /* the waits are the open part's */
            if ((rest[open] == 1 && pairs == 0) || (rest[open] == 2 && pairs == 2))
                waits |= own[open];
        }
        tsumo_kindset bit = (tsumo_kindset)1 << k;
        if (waits & ~(full & ~bit)) /* the discarded copy is held no more */
            discards |= bit;
    }
    return discards;
}

/*
 * Discarding kind k from a seven-pairs or kokushi hand: the counts drop for
 * that kind only. A tenpai seven pairs or kokushi always has a wait the hand
 * does not hold four of (its single, or an orphan held once or not at all).
 */
static tsumo_kindset closed_form_discards(const census *c, const uint8_t counts[TSUMO_KINDS])
{
    tsumo_kindset discards = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        int had = counts[k];
        if (!had)
            continue;
        bool yaochu = YAOCHU_KINDS >> k & 1;
        census left = *c;
        left.kinds -= had == 1;
        left.pairs -= had == 2;
        left.orphans -= yaochu && had == 1;
        left.orphan_pairs -= yaochu && had == 2;
        if (chiitoi_shanten(&left) == 0 || kokushi_shanten(&left) == 0)
            discards |= (tsumo_kindset)1 << k;
    }
    return discards;
}

/*
 * Some discard leaves a form tenpai only if the 14 tiles are at most 0
 * shanten in it, which most hands are not: that test comes first. The kinds
 * held four times (in the concealed tiles, with the melds' when `hand` is
 * given) are counted only when a standard wait has to be checked against them.
 */
static tsumo_kindset tenpai_discards(const uint8_t counts[TSUMO_KINDS], int melds,
                                     const tsumo_hand *hand)
{
    reading rd;
    read_hand(&rd, counts, melds, true);
    if (tile_total(&rd) != 3u * (unsigned)(TSUMO_MAX_MELDS - melds) + 2)
        return 0;
    tsumo_kindset discards = 0;
    if (standard_shanten(&rd, melds) <= 0)
        discards |= standard_discards(&rd, hand ? all_held(hand) : concealed_full(counts));
    if (melds == 0) {
        census c = take_census(&rd);
        if (chiitoi_shanten(&c) <= 0 || kokushi_shanten(&c) <= 0)
            discards |= closed_form_discards(&c, counts);
    }
    return discards;
}

tsumo_kindset tsumo_tenpai_discards(const uint8_t counts[TSUMO_KINDS], int melds)
{
    return tenpai_discards(counts, melds, NULL);
}

tsumo_kindset tsumo_hand_tenpai_discards(const tsumo_hand *hand)
{
    return tenpai_discards(hand->counts, hand->meld_count, hand);
}
