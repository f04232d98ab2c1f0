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

/*
 * tsumo_waits(), and with `shanten` not NULL the least shanten of the three
 * forms too, from the same reading of the hand (0 when the hand has not 3n+1
 * concealed tiles).
 */
tsumo_kindset tsumo__analysis_waits(const uint8_t counts[TSUMO_KINDS], int melds, int *shanten);

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
 * The concealed tiles at a glance, taken once a hand (readings.c): each
 * suit's counts of 1-8 as the bytes of one word and its nines apart, the
 * tile count of each suit, the kinds held, and what the honours can be in a
 * standard hand.
 */
typedef struct tsumo__tiles {
    const uint8_t *counts;
    uint64_t suit[3];
    uint8_t nine[3];
    uint64_t kinds;        /* bit k: kind k is held */
    uint8_t suit_total[3]; /* the tiles of each suit */
    uint8_t total;         /* all concealed tiles */
    uint8_t honour_pungs;  /* bit i: honour i (TSUMO_EAST + i) held three times */
    uint8_t honour_pairs;  /* ... twice */
    uint8_t honour_odd;    /* ... once, or four times or more: no standard form */
    uint8_t honour_pung_count;
    tsumo_kind honour_pair; /* the honour held twice, TSUMO_NO_KIND for none */
} tsumo__tiles;

/* False when a count is above 15, which no hand of 14 tiles has. */
bool tsumo__tiles_take(tsumo__tiles *out, const uint8_t counts[TSUMO_KINDS]);

/*
 * One decomposition of the concealed tiles (R-WIN-01), the melds left out.
 * Each suit's sets are one word (readings.c), numbering the suit's kinds
 * 0-8: bits 0-8 say where a run starts, 9-17 where two do, 18-26 three,
 * 27-35 four; bits 36-44 where a pung is; bits 45-47 count the pungs and
 * 48-53 add up their fu as concealed sets (R-FU-03); bits 54-59 hold the
 * pair's kind (0-26) plus one when the pair is in the suit. The honours
 * have one reading at most, kept in tsumo__tiles.
 */
typedef struct tsumo__shape {
    uint8_t form; /* tsumo_form */
    uint64_t suit[3];
} tsumo__shape;

#define TSUMO__RUNS(w, n)    ((w) >> (9 * (n)) & 0x1FF) /* kinds with n+1 runs or more */
#define TSUMO__PUNGS(w)      ((w) >> 36 & 0x1FF)
#define TSUMO__PUNG_COUNT(w) ((w) >> 45 & 7)
#define TSUMO__PUNG_FU(w)    ((w) >> 48 & 63)
#define TSUMO__PAIR(w)       ((w) >> 54 & 63) /* the pair's kind + 1, 0 for none */

/*
 * Every decomposition of tiles that make a complete hand with `melds`
 * melds (the tiles' total must be 14 - 3 * melds): the standard ones, then
 * seven pairs, then thirteen orphans, in the order documented in hand.h.
 * Returns how many there are and writes up to `max`.
 */
int tsumo__shapes_find(tsumo__shape *out, int max, const tsumo__tiles *tiles, int melds);

/* The concealed sets of a decomposition as masks over the kinds (bit k for kind k). */
typedef struct tsumo__sets {
    uint64_t runs;  /* bit k: a concealed run starts at kind k */
    uint64_t pungs; /* bit k: a concealed pung of kind k */
    tsumo_kind pair;
    uint8_t twin_kinds; /* kinds that start two runs or more: two at most */
    bool four_twins;    /* four identical runs */
    uint8_t pung_count; /* concealed pungs, */
    uint8_t pung_fu;    /* and their fu as concealed sets */
} tsumo__sets;

void tsumo__shape_sets(tsumo__sets *out, const tsumo__shape *shape, const tsumo__tiles *tiles);

/*
 * A decomposition's groups as tsumo_hand_decompose() gives them, then the
 * melds' groups (TSUMO_MAX_MELDS of them, zero past meld_count). Returns the
 * index of the first concealed group of the type and kind of `find`, 0xFF
 * for none (scoring's completed group).
 */
int tsumo__shape_groups(tsumo_decomp *out, const tsumo__shape *shape, const tsumo__tiles *tiles,
                        const tsumo_group *melds, int meld_count, tsumo_group find);

/* A meld as a group of a decomposition (`index` is the meld's place in the hand). */
tsumo_group tsumo__meld_group(const tsumo_meld *meld, int index);

/*
 * What a hand is, independent of how it is read: closed or not, its kans,
 * the dora, its melds as sets, the yaku of the situation and of the tiles.
 * Built once per scored hand.
 */
typedef struct tsumo__hand_facts {
    const tsumo_hand *hand;
    const tsumo_win *win;
    const tsumo_rules *rules;
    tsumo__tiles tiles;
    bool closed;     /* R-HAN-02 */
    bool riichi;     /* riichi or double riichi */
    uint8_t kans;    /* kan melds of any kind */
    uint8_t dora;    /* dora and kan dora (R-DORA-03/04) */
    uint8_t ura;     /* ura dora, counted only for a riichi winner (R-DORA-06) */
    uint8_t aka;     /* red fives, 0 when the ruleset has none */
    uint8_t chuuren; /* 0, or the yaku TSUMO_YAKU_CHUUREN / _CHUUREN_9 by the tiles alone */
    tsumo_kind seat; /* the seat wind's kind */
    tsumo_kind round;
    uint8_t meld_sets;   /* pungs and kans among the melds */
    uint8_t closed_kans; /* the melds' concealed sets */
    uint8_t meld_fu;     /* fu of the melds' sets (R-FU-03/04) */
    uint64_t meld_runs;  /* bit k: a chi starting at kind k */
    uint64_t meld_set_kinds;
    uint64_t kinds;         /* bit k: the hand holds kind k, concealed or melded */
    uint64_t hand_yaku;     /* yaku of the situation and of the tiles alone (yaku.c) */
    uint64_t hand_yakuman;  /* the same for yakuman, and chuuren and suukantsu */
    uint64_t doubles;       /* the yakuman that count twice under these rules */
    uint64_t kokushi;       /* the kokushi yakuman of the thirteen-orphans reading */
    uint8_t suuankou_tanki; /* the suuankou yakuman of a reading won on the pair */
    tsumo_group meld_groups[TSUMO_MAX_MELDS];      /* the melds as groups of a decomposition */
    tsumo_fu_entry meld_fu_items[TSUMO_MAX_MELDS]; /* each called set's fu, zero for a chi */
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
 * ron counts as open (R-FU-04, AMB-29). The masks have bit k for kind k and
 * take in the melds, so that most yaku are a test of a few bits.
 */
typedef struct tsumo__reading {
    const tsumo__shape *shape;
    tsumo__sets sets;  /* the concealed sets */
    uint64_t run_mask; /* the first kind of each run, concealed or called */
    uint64_t set_mask; /* the kind of each pung or kan, concealed or called */
    uint8_t form;
    uint8_t concealed_sets; /* pungs and kans that count as concealed */
    uint8_t set_fu;         /* the fu of every pung and kan */
    /* the completed group */
    uint8_t wait;      /* tsumo__wait */
    uint8_t wait_type; /* its tsumo_group_type */
    tsumo_kind wait_kind;
    tsumo_kind opened; /* the pung a ron completed, TSUMO_NO_KIND for none */
    bool pinfu_shape;  /* closed, four runs, no-value pair, two-sided wait */
} tsumo__reading;

/* Facts of the whole hand (score.c); false for a meld that cannot be or a count above 15. */
bool tsumo__score_facts(tsumo__hand_facts *out, const tsumo_hand *hand, const tsumo_win *win,
                        const tsumo_rules *rules);

/* Whether a pair of this kind is worth fu or spoils pinfu (a dragon, seat or round wind). */
bool tsumo__score_value_pair(const tsumo__hand_facts *facts, tsumo_kind pair);

/*
 * What a hand's yaku owe to the situation and to the kinds it holds, which
 * no reading changes: fills facts->hand_yaku, hand_yakuman and doubles
 * (yaku.c).
 */
void tsumo__yaku_hand(tsumo__hand_facts *facts);

/* The yakuman of a reading, as a set of tsumo_yaku bits (yaku.c). */
uint64_t tsumo__yakuman_of(const tsumo__hand_facts *facts, const tsumo__reading *reading);

/* The multiplier of a set of yakuman (R-HAN-03, R-YKM-13), 0 for none. */
int tsumo__yakuman_mult(const tsumo__hand_facts *facts, uint64_t yakuman);

/* The ordinary yaku of a reading, as a set of tsumo_yaku bits, and what they are worth. */
uint64_t tsumo__yaku_of(const tsumo__hand_facts *facts, const tsumo__reading *reading);
int tsumo__yaku_han(const tsumo__hand_facts *facts, uint64_t yaku);

/* Lists a set of yaku (or of yakuman) in out->yaku, in the order of the enum, with their value. */
void tsumo__yaku_list(tsumo_score *out, const tsumo__hand_facts *facts, uint64_t yaku,
                      bool yakuman);

/* Fu of a reading (fu.c), rounded, with the sum before rounding in *raw; then item by item. */
int tsumo__fu_of(const tsumo__hand_facts *facts, const tsumo__reading *reading, uint8_t *raw);
void tsumo__fu_list(tsumo_score *out, const tsumo__hand_facts *facts,
                    const tsumo__reading *reading);

/* The payments of a hand worth `base` basic points (payments.c; see tsumo_score_payments). */
void tsumo__payments(tsumo_payments *out, int32_t base, bool dealer, bool tsumo, int honba,
                     int riichi_sticks, const tsumo_rules *rules);

/* Basic points of a limit, or 0 for TSUMO_LIMIT_NONE (payments.c). */
int32_t tsumo__limit_base(tsumo_limit limit);

/* Rounds points up to the next 100 (R-PAY-02). */
static inline int32_t tsumo__ceil100(int32_t points)
{
    return (points + 99) / 100 * 100;
}

/* ---- the game (game*.c, wall.c) ----
 * The game's state and the functions its files share are declared in
 * game-state.h, which only those files include: they need the state's
 * private types, and no other module needs them. */

#endif
