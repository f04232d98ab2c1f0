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
#define TSUMO__COSTS        130    /* and of the honours too */
#define TSUMO__PAIRS        180    /* classes of two parts combined */
#define TSUMO__FINALS       92     /* classes of all four parts combined */
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
    uint32_t honour_row[8 * 128]; /* the cost class times 128, a row of pair_class */
    uint32_t honour_fields[8 * 128];
    /* Two cost classes combined (sets and pair shared out), the second a suit's (below 128). */
    uint8_t pair_class[TSUMO__COSTS][128];
    /* Two pair classes combined; final_shanten's row gives the standard shanten for 0-4 melds. */
    uint8_t final_class[TSUMO__PAIRS][TSUMO__PAIRS];
    int8_t final_shanten[TSUMO__FINALS][8];
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
#define tsumo__final_class    (tsumo__tables.final_class)
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
 * The decompositions of the complete suit shapes (tools/gentables.c): bit b of the low 48 bits
 * of tsumo__suit_complete[r / 48] is set when the suit of rank r = 48 * (r / 48) + b is complete
 * (sets, and a pair when its tiles are 3n+2), and its top 16 bits count the complete shapes of
 * lower rank. Complete shape j has the records tsumo__suit_split[tsumo__suit_split_at[j]] up to
 * the next shape's: the pair's kind in bits 0-3, then each set in 5 bits (its kind, and 16 for
 * a pung), in the order tsumo_hand_decompose() gives.
 */
#define TSUMO__SHAPES      21743
#define TSUMO__SPLITS      23533
#define TSUMO__SPLIT_BITS  48
#define TSUMO__SPLIT_WORDS ((TSUMO__SUIT_VECTORS + TSUMO__SPLIT_BITS - 1) / TSUMO__SPLIT_BITS)
extern const uint64_t tsumo__suit_complete[TSUMO__SPLIT_WORDS];
extern const uint16_t tsumo__suit_split_at[TSUMO__SHAPES + 1];
extern const uint32_t tsumo__suit_split[TSUMO__SPLITS];

#define TSUMO__RANK_MASK ((UINT32_C(1) << TSUMO__RANK_BITS) - 1)

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
 * What a hand is, independent of how it is read: closed or not, its kans,
 * the dora. Built once per scored hand.
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
    uint8_t chuuren;             /* 0, or the yaku TSUMO_YAKU_CHUUREN / _CHUUREN_9 */
    tsumo_kind seat;             /* the seat wind's kind */
    tsumo_kind round;
    bool meld_open[TSUMO_MAX_MELDS + 1];      /* by tsumo_group.meld: 0 concealed, i+1 meld i */
    tsumo_group meld_groups[TSUMO_MAX_MELDS]; /* the melds as groups of a decomposition */
    uint64_t kinds;        /* bit k: the hand holds kind k, concealed or melded */
    uint64_t hand_yaku;    /* yaku of the situation and of the tiles alone (yaku.c) */
    uint64_t tile_yakuman; /* the same for yakuman: tsuuiisou, ryuuiisou, chinroutou */
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
    const tsumo_decomp *decomp;
    uint64_t run_mask; /* the first kind of each run */
    uint64_t set_mask; /* the kind of each pung or kan */
    uint8_t wait_group;
    uint8_t wait; /* tsumo__wait */
    uint8_t run_count;
    uint8_t twin_kinds; /* kinds that start two runs or more: 1 iipeikou, 2 ryanpeikou */
    bool four_twins;    /* four identical runs: ryanpeikou too */
    uint8_t set_count;
    uint8_t concealed_sets; /* pungs and kans that count as concealed */
    tsumo_kind pair;        /* TSUMO_NO_KIND outside the standard form */
    bool pinfu_shape;       /* closed, four runs, no-value pair, two-sided wait */
    /* the sets in order, for their fu; slot 4 takes the writes of groups of another type */
    tsumo_kind sets[5];
    bool set_open[5];
    bool set_kan[5];
    uint8_t set_of_group[13]; /* index in sets[] of each group that is a set */
    uint8_t opened_set;       /* the set a ron opened, 0xFF for none */
} tsumo__reading;

/*
 * The concealed tiles at a glance: for each suit (3 = honours), bit i of
 * at_least[n - 1] is set when the suit's kind i has n tiles or more, and
 * total is the suit's tile count. Fours are counted for the honours only
 * (at_least[3] is 0 for the suits). Taken a word at a time (readings.c).
 */
typedef struct tsumo__census {
    uint16_t at_least[4][4];
    uint8_t total[4];
} tsumo__census;

void tsumo__census_take(tsumo__census *out, const uint8_t counts[TSUMO_KINDS]);

/*
 * The decompositions of a hand of 14 tiles, found suit by suit (readings.c):
 * tsumo_hand_decompose() is this search. Groups past group_count are zero.
 */
int tsumo__score_decompose(tsumo_decomp *out, int max, const tsumo__hand_facts *facts,
                           const tsumo__census *census);

/* Facts of the whole hand (score.c), whose melds the caller has checked; `all`: every tile of
   the hand by kind, melds included. */
void tsumo__score_facts(tsumo__hand_facts *out, const tsumo_hand *hand, const tsumo_win *win,
                        const tsumo_rules *rules, const tsumo__census *census,
                        const uint8_t all[TSUMO_KINDS]);

/*
 * A reading is built in two steps: what the decomposition gives (the same
 * for every group the winning tile may complete), then the completed group,
 * which decides the wait and whether a pung won by ron is open.
 */
void tsumo__reading_split(tsumo__reading *out, const tsumo__hand_facts *facts,
                          const tsumo_decomp *decomp);
void tsumo__reading_complete(tsumo__reading *r, const tsumo__hand_facts *facts, int wait_group);

/* Whether a pair of this kind is worth fu or spoils pinfu (a dragon, seat or round wind). */
bool tsumo__score_value_pair(const tsumo__hand_facts *facts, tsumo_kind pair);

/*
 * What a hand's yaku owe to the situation and to the kinds it holds, which
 * no reading changes: fills facts->hand_yaku and facts->tile_yakuman
 * (yaku.c).
 */
void tsumo__yaku_hand(tsumo__hand_facts *facts);

/*
 * Yakuman of a reading (yaku.c): appends them to out->yaku and sets
 * out->yakuman_mult. Returns the multiplier (0 when there is none).
 */
int tsumo__yaku_yakuman(tsumo_score *out, const tsumo__hand_facts *facts,
                        const tsumo__reading *reading);

/* Ordinary yaku of a reading: appends them and sets out->yaku_han. */
void tsumo__yaku_regular(tsumo_score *out, const tsumo__hand_facts *facts,
                         const tsumo__reading *reading);

/* Fu of a reading (fu.c): fills fu_items, fu_raw and fu. */
void tsumo__fu_count(tsumo_score *out, const tsumo__hand_facts *facts,
                     const tsumo__reading *reading);

/* Basic points of a limit, or 0 for TSUMO_LIMIT_NONE (payments.c). */
int32_t tsumo__limit_base(tsumo_limit limit);

/* Rounds points up to the next 100 (R-PAY-02). */
static inline int32_t tsumo__ceil100(int32_t points)
{
    return (points + 99) / 100 * 100;
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
