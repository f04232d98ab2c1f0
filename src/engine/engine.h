/*
 * Private declarations shared by the engine's files. Nothing here is part of
 * the public API; names are tsumo__<module>_<verb>.
 */
#ifndef TSUMO_ENGINE_H
#define TSUMO_ENGINE_H

#include "tsumo/tsumo.h"

#include <string.h>

/*
 * Everything declared below is the library's own: hidden, so that the engine's calls to its
 * internal functions and its reads of the generated tables go straight to them, not through the
 * global offset table that position-independent code uses for what may come from another
 * object (-fvisibility=hidden hides the definitions only, not these declarations). The
 * exported functions are those the public headers mark TSUMO_API, included above.
 */
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility push(hidden)
#endif

/* Marks a string for translation without translating it (the program does). */
#define N_(s) (s)

/* Copies at most size-1 bytes of src and terminates dst. */
void tsumo__strlcpy(char *dst, const char *src, size_t size);

/* Fills a diagnostic (NULL-safe); strings are cut to fit. */
void tsumo__diag_set(tsumo_diag *diag, tsumo_diag_code code, int line, int column, const char *key,
                     const char *found, const char *expected);

/* ---- text (text.c): the one writer and line reader of every format ---- */

/*
 * Into buf (size bytes, what does not fit counted in len, like snprintf) or,
 * when fn is set, to fn (failed once it refused some text).
 */
typedef struct tsumo__writer {
    char *buf;
    size_t size;
    size_t len; /* bytes written, or that would have been */
    tsumo_write_fn fn;
    void *ctx;
    bool failed;
} tsumo__writer;

void tsumo__put_bytes(tsumo__writer *w, const char *s, size_t n);
void tsumo__put(tsumo__writer *w, const char *s);
void tsumo__put_char(tsumo__writer *w, char c);
void tsumo__putf(tsumo__writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Terminates a buffer's text, cut to fit. */
void tsumo__put_end(tsumo__writer *w);

/* The lines of text[pos..len), without their LF or CRLF ends and without copying. */
typedef struct tsumo__lines {
    const char *text;
    size_t len, pos;  /* the whole text and where the next line starts */
    int number;       /* the current line's, from 1 */
    const char *line; /* the current line */
    size_t line_len;
} tsumo__lines;

/* The next line into l->line; false at the end of the text. */
bool tsumo__next_line(tsumo__lines *l);

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

/*
 * tsumo_waits(), and with `shanten` not NULL the least shanten of the three
 * forms too, from the same reading of the hand (0 when the hand has not 3n+1
 * concealed tiles).
 */
tsumo_kindset tsumo__analysis_waits(const uint8_t counts[TSUMO_KINDS], int melds, int *shanten);

/*
 * tsumo_shanten_all() by the general reading of the hand that waits and completeness use,
 * not the fused one: the tests check that the two always agree.
 */
void tsumo__shanten_by_reading(tsumo_shanten *out, const uint8_t counts[TSUMO_KINDS], int melds);

/*
 * Shanten and waits by the portable path (`bmi2` false) or the BMI2 one: false, and nothing
 * written, when this processor or build has no BMI2 path. The public calls choose the BMI2 path
 * where the processor has it; the tests compare the two (analysis.c).
 */
bool tsumo__analysis_path(tsumo_shanten *shanten, tsumo_kindset *waits,
                          const uint8_t counts[TSUMO_KINDS], int melds, bool bmi2);

/* Bit f (a tsumo_form) set when the 3n+2 concealed tiles are complete in form f. */
int tsumo__analysis_forms(const uint8_t counts[TSUMO_KINDS], int melds);

#define TSUMO__SUIT_VECTORS 405350 /* nine counts 0-4 with at most 14 tiles */
#define TSUMO__SUIT_COSTS   126    /* cost classes of the suits, */
#define TSUMO__COSTS        141    /* and of the honours too, melds counted as theirs */
#define TSUMO__PAIRS        184    /* classes of two parts combined */
#define TSUMO__RANK_BITS    19

#define TSUMO__CENSUS       (1 << 14) /* census indexes, below */

/*
 * The tables shanten and waits read (tools/gentables.c), in one struct so that one base address
 * reaches them all: apart, each would cost the calls an instruction to find (position-independent
 * code takes a table's address from the instruction pointer, with no room for an index).
 */
typedef struct tsumo__analysis_tables {
    /*
     * A suit's rank is the low TSUMO__RANK_BITS bits of rank_low[counts of 1-4] + rank_high[count
     * of 9][counts of 5-8], counts packed three bits each (1 in the lowest bits). Above the rank
     * the two words add up, in 4, 3, 3 and 3 bits: the kinds held, the kinds held twice or more,
     * the terminals held twice or more and the terminals held.
     */
    uint32_t rank_low[4096];
    uint32_t rank_high[5 * 4096];
    /*
     * The honours' cost class, and their census fields, by the honours' index: the kinds held
     * once or more | twice or more << 4 | three times or more << 7.
     */
    uint8_t honour_cost[8][128];
    /*
     * By melds: the class of the honours with the melds counted as sets they hold, times 128 (a
     * row of pair_class). The melds then need no table of their own at the end.
     */
    uint32_t honour_row[TSUMO_MAX_MELDS + 1][8 * 128];
    uint32_t honour_fields[8 * 128];
    /* Two cost classes combined (sets and pair shared out), the second a suit's (below 128). */
    uint8_t pair_class[TSUMO__COSTS][128];
    /*
     * The standard shanten by man and pin's pair class and sou and the honours' (melds in), in
     * rows of 256: a shift where a multiplication took three cycles more of the chain.
     */
    int8_t final_shanten[TSUMO__PAIRS][256];
    /* By cost class: bit n set when n tiles of that class are complete (sets, a pair if 3k+2). */
    uint16_t complete_at[TSUMO__COSTS];
    /*
     * By census index (the sum of the suits' fields and the honours', the orphans in the top
     * four bits, where the honours' may carry): the seven-pairs shanten (low byte) and the
     * kokushi shanten (high byte).
     */
    uint16_t closed_shanten[TSUMO__CENSUS];
    /*
     * By rank: the suit's cost class; whether a 1, ..., an 8 completes it (bits 0-7); whether a
     * 9 does (bit r % 64 of word r / 64).
     */
    uint8_t suit_cost[TSUMO__SUIT_VECTORS];
    uint8_t suit_waits[TSUMO__SUIT_VECTORS];
    uint64_t nine_waits[(TSUMO__SUIT_VECTORS + 63) / 64];
} tsumo__analysis_tables;

extern const tsumo__analysis_tables tsumo__tables;

#define tsumo__rank_low       (tsumo__tables.rank_low)
#define tsumo__rank_high      (tsumo__tables.rank_high)
#define tsumo__honour_cost    (tsumo__tables.honour_cost)
#define tsumo__honour_row     (tsumo__tables.honour_row)
#define tsumo__honour_fields  (tsumo__tables.honour_fields)
#define tsumo__pair_class     (tsumo__tables.pair_class)
#define tsumo__final_shanten  (tsumo__tables.final_shanten)
#define tsumo__complete_at    (tsumo__tables.complete_at)
#define tsumo__closed_shanten (tsumo__tables.closed_shanten)
#define tsumo__suit_cost      (tsumo__tables.suit_cost)
#define tsumo__suit_waits     (tsumo__tables.suit_waits)
#define tsumo__nine_waits     (tsumo__tables.nine_waits)

/* The kinds of a suit of rank r (bit 0 = its 1) one more of which completes it. */
static inline unsigned tsumo__suit_waits_of(uint32_t r)
{
    return tsumo__suit_waits[r] | (unsigned)(tsumo__nine_waits[r / 64] >> (r % 64) & 1) << 8;
}

/* By cost class: the fewest tiles to add for [pairs 0-1][sets 0-4], four copies a kind. */
extern const uint8_t tsumo__costs[TSUMO__COSTS][2][5];

/*
 * The decompositions of the complete suit shapes (tools/gentables.c): bit b of the low 32 bits
 * of tsumo__suit_complete[r / 32] is set when the suit of rank r = 32 * (r / 32) + b is complete
 * (sets, and a pair when its tiles are 3n+2), and its top 32 bits count the complete shapes of
 * lower rank. Complete shape j has the records tsumo__suit_split[tsumo__suit_split_at[j]] on, in
 * the order tsumo_hand_decompose() gives. A record's low 32 bits are the pair's kind in bits
 * 0-3, then each set in 5 bits (its kind, and 16 for a pung), in bits 24-26 how many records
 * the shape has and in 27-29 how many groups the record has (its sets and its pair); its top 32
 * bits what scoring reads of it (TSUMO__SPLIT_*): masks of the runs' first kinds and of the pungs'
 * kinds, then counts that three records add up without a carry.
 */
#define TSUMO__SHAPES      21743
#define TSUMO__SPLITS      23533
#define TSUMO__SPLIT_BITS  32
#define TSUMO__SPLIT_WORDS ((TSUMO__SUIT_VECTORS + TSUMO__SPLIT_BITS - 1) / TSUMO__SPLIT_BITS)
extern const uint64_t tsumo__suit_complete[TSUMO__SPLIT_WORDS];
extern const uint16_t tsumo__suit_split_at[TSUMO__SHAPES + 1];
#define TSUMO__SPLIT_N      24 /* 3 bits: the shape's records */
#define TSUMO__SPLIT_GROUPS 27 /* 3 bits: the record's groups, its sets and its pair */
extern const uint64_t tsumo__suit_split[TSUMO__SPLITS];

/* Two sets of a record (its bits 4-13 or 14-23) as the bytes of two groups (tools/gentables.c). */
extern const uint8_t tsumo__set_pairs[1024][8];

/*
 * Each record's groups (its pair, then its sets) as the 16 bytes of a decomposition's groups,
 * its kinds within the suit, 0 past them (tools/gentables.c): 376,528 bytes, which take the
 * chosen reading's groups from 25 instructions a suit to 10.
 */
extern const uint8_t tsumo__split_groups[TSUMO__SPLITS][16];

/*
 * The honours' groups as bytes (tools/gentables.c): by the honour kinds held, each a pair of its
 * kind, 0 past them; by which of them are pungs (in the kinds' order), 2 at each such group's
 * type, taken from the pair's to make a pung's.
 */
extern const uint8_t tsumo__honour_groups[128][16];
extern const uint8_t tsumo__honour_pung_types[32][16];

/*
 * A meld as scoring takes it, by its type and kind (tools/gentables.c): what the checks, the tiles
 * and the facts of the hand read of it, so that each is a read, not a test of the type. The counts
 * add up over the melds in `tally`, a byte each (TSUMO__MELD_*; four melds stay below 256).
 */
typedef struct tsumo__meld_fact {
    uint64_t tally;
    tsumo_fu_entry item; /* its fu item as a set: {TSUMO_FU_PUNG, fu, kind, open, kan}; 0 for
                            a chi */
    uint8_t group;       /* its group's type (tsumo_group_type) */
    uint8_t count;       /* tiles of its own kind: 1 for a chi, 3 for a pon, 4 for a kan */
    uint8_t chi;         /* 1 for a chi: one tile of each of the two kinds above */
    uint8_t reds;        /* one more than the red fives it can hold; 0 when no notation can
                            write it (a chi is a run from 1 to 7 of a suit) */
    uint8_t suit;        /* kind / 9 % 3: where its red fives are counted */
    uint8_t kinds;       /* its kinds from its own on, as bits: 7 for a chi, 1 otherwise */
} tsumo__meld_fact;
#define TSUMO__MELD_RUNS      0  /* chis */
#define TSUMO__MELD_SETS      8  /* pons and kans */
#define TSUMO__MELD_CONCEALED 16 /* closed kans */
#define TSUMO__MELD_KANS      24 /* kans of any kind */
#define TSUMO__MELD_OPEN      32 /* melds that open the hand */
#define TSUMO__MELD_FU        40 /* the sets' fu (R-FU-03/04) */
extern const tsumo__meld_fact tsumo__meld_facts[5][TSUMO_KINDS];

#define TSUMO__SPLIT_RUNS       32 /* 9 bits: the runs' first kinds */
#define TSUMO__SPLIT_PUNGS      41 /* 9 bits: the pungs' kinds */
#define TSUMO__SPLIT_COUNTS     50 /* the counts below, from here */
#define TSUMO__SPLIT_RUN_COUNT  0  /* 3 bits */
#define TSUMO__SPLIT_PUNG_COUNT 3  /* 3 bits */
#define TSUMO__SPLIT_TWINS      6  /* 2 bits: kinds that start two runs or more */
#define TSUMO__SPLIT_FOUR       8  /* 1 bit: a kind that starts four (above the twins: 3 bits) */
#define TSUMO__SPLIT_PUNG_FU    9  /* 4 bits: the pungs' fu as concealed sets, in fours */
#define TSUMO__SPLIT_PAIR       13 /* 1 bit: the reading holds the pair */

#define TSUMO__RANK_MASK        ((UINT32_C(1) << TSUMO__RANK_BITS) - 1)

/*
 * A suit's rank and census word (above) from its counts of 1-8 as the bytes of a word (the 1
 * in the lowest) and its count of 9: the counts packed three bits each give the two indexes.
 */
static inline uint32_t tsumo__suit_word(uint64_t x, unsigned nine)
{
    uint64_t packed = (x | x >> 5) & UINT64_C(0x003F003F003F003F);
    packed = (packed | packed >> 10) & UINT64_C(0x00000FFF00000FFF);
    return tsumo__rank_low[packed & 0xFFF] + tsumo__rank_high[nine << 12 | packed >> 32];
}

/* ---- scoring (score.c, yaku.c, fu.c, payments.c, readings.c) ---- */

/* The terminals and honours: bit k for kind k. */
#define TSUMO__YAOCHU_KINDS UINT64_C(0x3FC060301)

/* The index of the lowest set bit of x (x != 0), and the number of set bits. */
static inline int tsumo__bit_lowest(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    int n = 0;
    for (; !(x & 1); x >>= 1)
        n++;
    return n;
#endif
}

/* Without a popcount instruction the compiler's builtin is a library call: count by halves. */
static inline int tsumo__bit_count(uint64_t x)
{
#if defined(__POPCNT__)
    return __builtin_popcountll(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555u);
    x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
    return (int)((x * 0x0101010101010101u) >> 56);
#endif
}

/* The set bits of a nibble (x < 16): a table of sixteen counts in one constant. */
static inline int tsumo__nibble_count(unsigned x)
{
    return (int)(UINT64_C(0x4332322132212110) >> (4 * x) & 15);
}

/*
 * tsumo__bit_count() by the processor's own instruction where it has one and the compiler was
 * not told (the release build targets every x86-64): a well-predicted test of the flag libgcc
 * reads at start-up, where counting by halves takes a dozen instructions.
 */
static inline int tsumo__bit_count_any(uint64_t x)
{
#if !defined(__POPCNT__) && defined(__x86_64__) && defined(__GNUC__)
    if (__builtin_cpu_supports("popcnt")) {
        uint64_t n;
        __asm__("popcntq %1, %0" : "=r"(n) : "r"(x));
        return (int)n;
    }
#endif
    return tsumo__bit_count(x);
}

/* Eight bytes as one word, byte i in bits 8i..8i+7 whatever the machine's byte order. */
static inline uint64_t tsumo__load8(const uint8_t *p)
{
    uint64_t x;
    memcpy(&x, p, sizeof x);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x);
#endif
    return x;
}

/*
 * The BMI2 path (issue 23): x86-64 processors with BMI2 and SSSE3, where `pext` packs a suit's
 * counts three bits each in one instruction. The callers choose at each call, by what the
 * processor says it has (__builtin_cpu_supports, a flag that libgcc reads once at start-up); a
 * build with TSUMO_NO_BMI2, which the tests run too, takes the portable paths only.
 */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(TSUMO_NO_BMI2)
#define TSUMO__BMI2_PATH 1
/*
 * gcc 12 tests BMI2 and SSSE3 as one bit of libgcc's, x86-64-v3 (the processors of 2013 on:
 * Haswell, Zen), which also takes in AVX2, FMA, POPCNT and the like; clang 14 knows no such
 * name and tests BMI2, SSSE3 and POPCNT (readings.c counts bits by `popcnt` on the path).
 */
static inline bool tsumo__have_bmi2(void)
{
#if !defined(__clang__) && __GNUC__ >= 12
    return __builtin_cpu_supports("x86-64-v3");
#else
    return __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("ssse3") &&
           __builtin_cpu_supports("popcnt");
#endif
}

/*
 * `pext` itself, as the assembler knows it whatever the compiler's target, its mask read from
 * memory (two masks in registers, and the calls ran out of registers to spare).
 */
static inline uint64_t tsumo__pext(uint64_t x, const uint64_t *mask)
{
    uint64_t packed;
    __asm__("pextq %2, %1, %0" : "=r"(packed) : "r"(x), "m"(*mask));
    return packed;
}
#else
#define TSUMO__BMI2_PATH 0
static inline bool tsumo__have_bmi2(void)
{
    return false;
}
#endif

/* The inverse of tsumo__load8(). */
static inline void tsumo__store8(uint8_t *p, uint64_t x)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x);
#endif
    memcpy(p, &x, sizeof x);
}

/*
 * What a hand is, independent of how it is read: closed or not, its kans,
 * the dora, the melds and the honours as every standard reading holds them,
 * the yaku and yakuman no reading changes. Built once per scored hand.
 */
typedef struct tsumo__hand_facts {
    const tsumo_hand *hand;
    const tsumo_win *win;
    const tsumo_rules *rules;
    bool closed;                 /* R-HAN-02 */
    bool riichi;                 /* riichi or double riichi */
    uint8_t kans;                /* kan melds of any kind */
    uint8_t dora;                /* dora and kan dora (R-DORA-03/04) */
    uint8_t ura;                 /* ura dora, counted only for a riichi winner (R-DORA-06) */
    tsumo_dora_kinds dora_kinds; /* the same by indicator: the first one's, the kans' */
    uint8_t aka;                 /* red fives, 0 when the ruleset has none */
    tsumo_kind seat;             /* the seat wind's kind */
    tsumo_kind round;
    uint64_t value_kinds; /* a pair of these is worth fu and spoils pinfu: the dragons,
                             the seat wind, the round wind */
    uint8_t open_riichi;  /* open riichi's han, 0 without (yaku.c) */
    tsumo_group meld_groups[TSUMO_MAX_MELDS]; /* the melds as groups of a decomposition */
    /* the melds and the honours as a standard reading takes them */
    uint64_t fixed_runs;     /* the chis' first kinds */
    uint64_t fixed_sets;     /* the kinds of the pons and kans, and of the honours' pungs */
    uint8_t fixed_run_count; /* chis */
    uint8_t fixed_set_count; /* pons, kans and the honours' pungs */
    uint8_t fixed_concealed; /* closed kans and the honours' pungs */
    uint8_t fixed_fu;        /* their fu (R-FU-03/04) */
    uint64_t honour_pungs;   /* the honours' pungs: bit k for kind k */
    uint8_t meld_sets;       /* the melds that are pons or kans */
    uint8_t meld_fu;         /* their fu */
    tsumo_fu_entry meld_items[TSUMO_MAX_MELDS]; /* and their fu items, in the melds' order,
                                                   0 past them */
    tsumo_kind honour_pair;                     /* TSUMO_NO_KIND when a suit holds the pair */
    uint8_t pair_fu;      /* the honour pair's fu (R-FU-05): a suit's pair has none */
    uint64_t kinds;       /* bit k: the hand holds kind k, concealed or melded */
    uint64_t hand_yaku;   /* yaku of the situation and of the tiles alone (yaku.c) */
    uint64_t fixed_yaku;  /* of the standard form's fixed sets and pair: yakuhai, shousangen,
                             sankantsu */
    uint64_t yakuman;     /* yakuman of every form: chuuren, the tiles alone, the first turn */
    uint64_t set_yakuman; /* of the standard form's fixed sets: daisangen, the winds, 4 kans */
    uint64_t doubles;     /* the yakuman that count twice under the ruleset */
} tsumo__hand_facts;

/* How the winning tile completed its group. */
enum tsumo__wait {
    TSUMO__WAIT_TWO_SIDED = 0,
    TSUMO__WAIT_EDGE,
    TSUMO__WAIT_CLOSED,
    TSUMO__WAIT_SINGLE, /* the pair (tanki) */
    TSUMO__WAIT_PUNG,   /* one of two pairs (shanpon) */
    TSUMO__WAIT_KOKUSHI /* a kokushi single or pair */
};

/*
 * One reading of a complete hand: a decomposition plus the group the winning
 * tile completed (R-WIN-07). Sets are pungs and kans; a pung completed by a
 * ron counts as open (R-FU-04, AMB-29). The masks have bit k for kind k, so
 * that most yaku are a test of a few bits.
 */
typedef struct tsumo__reading {
    uint64_t run_mask;      /* the first kind of each run, melds included */
    uint64_t set_mask;      /* the kind of each pung or kan, melds included */
    uint64_t pungs;         /* the kind of each concealed pung */
    uint8_t form;           /* tsumo_form */
    tsumo_kind pair;        /* TSUMO_NO_KIND outside the standard form */
    uint8_t run_count;      /* melds included */
    uint8_t set_count;      /* melds included */
    uint8_t concealed_sets; /* pungs and kans that count as concealed */
    uint8_t twins;    /* kinds that start two runs or more (bits 0-1: 1 iipeikou, 2 ryanpeikou),
                         and in bit 2 four identical runs (ryanpeikou too) */
    uint8_t set_fu;   /* the sets' fu (R-FU-03/04) */
    uint8_t wait;     /* tsumo__wait */
    bool pinfu_shape; /* closed, four runs, no-value pair, two-sided wait */
} tsumo__reading;

/* Bit k set when the counts hold kind k, each count at most 4 (readings.c). */
uint64_t tsumo__kinds_held(const uint8_t counts[TSUMO_KINDS]);

/* Whether 14 tiles, each kind at most 4 times, are seven pairs: every count 0 or 2. */
bool tsumo__seven_pairs(const uint8_t counts[TSUMO_KINDS]);

/*
 * The standard readings of the concealed tiles, each kind held at most 4 times, as the suits'
 * records (readings.c): the readings are the product of the three suits', n[s] records at
 * recs[s] each; the honours hold a pung of each kind in honour_pungs (bit i for TSUMO_EAST + i)
 * and the pair of the other kind held.
 */
typedef struct tsumo__suits {
    const uint64_t *recs[3];
    uint8_t n[3];
    uint8_t pair_suit;    /* 0-2, or 3 for the honours */
    uint8_t honours;      /* the honour kinds held */
    uint8_t honour_pungs; /* those held three times */
} tsumo__suits;

/* Fills *out and returns how many standard readings the concealed tiles have (0: none). */
int tsumo__suit_readings(tsumo__suits *out, const uint8_t counts[TSUMO_KINDS]);

/*
 * Writes the standard reading of the suits' records, each a pointer into tsumo__suit_split, with
 * the honours and the melds.
 */
void tsumo__standard_groups(tsumo_decomp *d, const uint64_t *const rec[3],
                            const tsumo__suits *suits, const tsumo_group *melds, int meld_count);

/* Writes the seven pairs or the thirteen orphans reading of the counts. */
void tsumo__special_groups(tsumo_decomp *d, int form, const uint8_t counts[TSUMO_KINDS]);

/*
 * What a hand's yaku owe to the situation, to the kinds it holds and to its
 * fixed sets, which no reading changes: fills hand_yaku, open_riichi,
 * yakuman, set_yakuman and doubles (yaku.c).
 */
void tsumo__yaku_hand(tsumo__hand_facts *facts);

/* The yakuman of a reading (a bit for each yaku) and their multiplier, 0 for none (yaku.c). */
int tsumo__yaku_yakuman(uint64_t *yakuman, const tsumo__hand_facts *facts,
                        const tsumo__reading *reading);

/* Writes a reading's yakuman, in the order of the enum, each with its multiplier. */
void tsumo__yaku_write_yakuman(tsumo_score *out, const tsumo__hand_facts *facts, uint64_t yakuman);

/* The ordinary yaku of a reading (a bit for each), and in *han their han, open riichi's too. */
uint64_t tsumo__yaku_regular(int *han, const tsumo__hand_facts *facts,
                             const tsumo__reading *reading);

/* Writes ordinary yaku, in the order of the enum, each with its han, and open riichi. */
void tsumo__yaku_write(tsumo_score *out, const tsumo__hand_facts *facts, uint64_t yaku);

/* R-FU-03/04: a pung's or kan's fu, 2 for an open pung of simples, doubled for a terminal or
   honour, for a concealed set, and four times for a kan: 2 shifted by those three. */
static inline int tsumo__fu_set(tsumo_kind kind, bool kan, bool open)
{
    return 2 << ((TSUMO__YAOCHU_KINDS >> kind & 1) + 2 * kan + !open);
}

/* Fu of a reading before rounding (fu.c). */
int tsumo__fu_raw(const tsumo__hand_facts *facts, const tsumo__reading *reading);

/* Writes the fu items of a reading and sets fu_raw and fu. */
void tsumo__fu_write(tsumo_score *out, const tsumo__hand_facts *facts,
                     const tsumo__reading *reading);

/* Basic points of a limit, or 0 for TSUMO_LIMIT_NONE: in line, as every limit hand's reading
   takes them. */
static inline int32_t tsumo__limit_base(tsumo_limit limit)
{
    static const int32_t base[] = {0, 2000, 3000, 4000, 6000, 8000};
    return (unsigned)limit <= TSUMO_LIMIT_YAKUMAN ? base[limit] : 0;
}

/*
 * tsumo_score_limit() of a reading's han and fu (each at most 255), in line: every reading of
 * every hand takes it. Five han or more are a limit by han alone, from a table; below five the
 * basic points decide (R-PAY-01, R-PAY-04, CFG-KIRIAGE); 13 han are a yakuman or a sanbaiman
 * (R-HAN-04/05, CFG-KAZOE). No han or no fu gives basic points far below a mangan.
 */
static inline tsumo_limit tsumo__limit_of(unsigned han, unsigned fu, const tsumo_rules *rules)
{
    static const uint8_t by_han[14] = {
        TSUMO_LIMIT_NONE,      TSUMO_LIMIT_NONE,      TSUMO_LIMIT_NONE,    TSUMO_LIMIT_NONE,
        TSUMO_LIMIT_NONE,      TSUMO_LIMIT_MANGAN,    TSUMO_LIMIT_HANEMAN, TSUMO_LIMIT_HANEMAN,
        TSUMO_LIMIT_BAIMAN,    TSUMO_LIMIT_BAIMAN,    TSUMO_LIMIT_BAIMAN,  TSUMO_LIMIT_SANBAIMAN,
        TSUMO_LIMIT_SANBAIMAN, TSUMO_LIMIT_SANBAIMAN,
    };
    if (han < 5) {
        unsigned points = fu << (han + 2);
        return (tsumo_limit)((points > 2000) | (rules->kiriage & (points >= 1920)));
    }
    unsigned kazoe = (han >= 13) & (rules->kazoe == TSUMO_KAZOE_YAKUMAN);
    return (tsumo_limit)(by_han[han < 13 ? han : 13] + kazoe); /* sanbaiman + 1: yakuman */
}

/* Rounds points up to the next 100 (R-PAY-02). */
static inline int32_t tsumo__ceil100(int32_t points)
{
    return (points + 99) / 100 * 100;
}

/*
 * tsumo_score_payments() of the basic points, in line: every scored hand takes it, and a call
 * of seven arguments cost a sixth of it. Each field is written, so that *out needs no clearing.
 */
static inline void tsumo__payments(tsumo_payments *out, int32_t base, bool dealer, bool tsumo,
                                   int honba, int riichi_sticks, const tsumo_rules *rules)
{
    /* one counter's share, each of a tsumo's payers' (R-HONB-03) */
    int32_t share = rules->honba_value / 3;
    int32_t counters;
    if (tsumo && dealer) {
        *out = (tsumo_payments){.tsumo_each = tsumo__ceil100(2 * base)};
        out->total = 3 * out->tsumo_each;
        counters = 3 * honba * share;
    } else if (tsumo) {
        *out = (tsumo_payments){.tsumo_dealer = tsumo__ceil100(2 * base),
                                .tsumo_nondealer = tsumo__ceil100(base)};
        out->total = out->tsumo_dealer + 2 * out->tsumo_nondealer;
        counters = 3 * honba * share;
    } else {
        *out = (tsumo_payments){.ron = tsumo__ceil100((dealer ? 6 : 4) * base)};
        out->total = out->ron;
        counters = honba * rules->honba_value;
    }
    out->winner_gain = out->total + counters + riichi_sticks * rules->riichi_deposit;
}

/* ---- laying a wall from known faces (wall.c) ---- */

/* Which copy of a face a wall position takes, of those not laid yet. */
typedef enum tsumo__wall_copy {
    TSUMO__WALL_HIGHEST_COPY, /* tsumo_wall_build's */
    TSUMO__WALL_LOWEST_COPY,  /* a record's wall: the ids it has always been read back with */
} tsumo__wall_copy;

/*
 * Lays face `f` at its position in `at` (TSUMO_NO_TILE where nothing is laid)
 * as a copy not in `used`, and marks it used: one face of tsumo_wall_build.
 */
tsumo_wall_fault tsumo__wall_lay(tsumo_tile at[TSUMO_TILES], bool used[TSUMO_TILES],
                                 const tsumo_wall_face *f, int red_fives, tsumo__wall_copy order);

/* ---- the game (game*.c, wall.c) ----
 * The game's state and the functions its files share are declared in
 * game-state.h, which only those files include: they need the state's
 * private types, and no other module needs them. */

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility pop
#endif

#endif
