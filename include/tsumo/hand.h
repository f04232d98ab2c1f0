/*
 * tsumo: hands, melds, mpsz notation and hand analysis (shanten, waits,
 * decompositions).
 *
 * A hand is its concealed tiles counted by kind, the red fives among them,
 * and up to four melds. Kans count as three tiles towards the 14 of a
 * winning hand. Analysis works on the concealed counts and the number of
 * melds, so the same calls serve a 13-tile hand (3n+1 concealed tiles) and a
 * 14-tile hand (3n+2).
 *
 * Notation (docs/notation.md): concealed tiles in mpsz form, then each meld
 * in brackets: "(123m)" chi, "(555z^)" pon, "(1111p>)" open kan,
 * "[1111p]" closed kan, "{5555s<}" added kan. In an open meld the first
 * digit is the claimed tile; the optional mark after the suit says who
 * discarded it: '<' left (kamicha), '^' across (toimen), '>' right
 * (shimocha). '0' is a red five.
 */
#ifndef TSUMO_HAND_H
#define TSUMO_HAND_H

#include "tsumo/tile.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TSUMO_MAX_MELDS   4
#define TSUMO_MAX_DECOMPS 16 /* more than any 14-tile hand has */

typedef enum tsumo_meld_type {
    TSUMO_MELD_CHI = 0,
    TSUMO_MELD_PON,
    TSUMO_MELD_OPEN_KAN,   /* daiminkan: a discard plus three concealed tiles */
    TSUMO_MELD_CLOSED_KAN, /* ankan: four concealed tiles; the hand stays closed */
    TSUMO_MELD_ADDED_KAN   /* shouminkan: a fourth tile added to an own pon */
} tsumo_meld_type;

/* Where a claimed tile came from, seen from the claimer. */
typedef enum tsumo_relative {
    TSUMO_FROM_NONE = 0,   /* not claimed (closed kan) or not given */
    TSUMO_FROM_RIGHT = 1,  /* shimocha */
    TSUMO_FROM_ACROSS = 2, /* toimen */
    TSUMO_FROM_LEFT = 3    /* kamicha */
} tsumo_relative;

typedef struct tsumo_meld {
    uint8_t type;       /* tsumo_meld_type */
    tsumo_kind kind;    /* the lowest kind of the meld */
    tsumo_kind called;  /* the claimed kind (TSUMO_NO_KIND for a closed kan) */
    uint8_t from;       /* tsumo_relative */
    uint8_t red;        /* red fives among the meld's tiles */
    uint8_t called_red; /* whether the claimed tile itself was red */
} tsumo_meld;

typedef struct tsumo_hand {
    uint8_t counts[TSUMO_KINDS]; /* concealed tiles by kind, red fives included */
    uint8_t red[3];              /* red fives among the concealed tiles, by suit */
    uint8_t meld_count;
    tsumo_meld melds[TSUMO_MAX_MELDS];
} tsumo_hand;

static inline bool tsumo_meld_is_kan(const tsumo_meld *m)
{
    return m->type >= TSUMO_MELD_OPEN_KAN;
}

/* A hand is closed when it has no chi, pon, open kan or added kan (R-HAN-02). */
TSUMO_API bool tsumo_hand_is_closed(const tsumo_hand *hand);

/* Concealed tiles plus three per meld (a kan counts three). */
TSUMO_API int tsumo_hand_tile_count(const tsumo_hand *hand);

/*
 * Parses a hand in notation. `last` (may be NULL) receives the last concealed
 * tile as written, which `tsumo score` takes as the winning tile when none is
 * given; `last_red` (may be NULL) says whether it was written as a red five.
 * Rejects a fifth copy of a kind (concealed and melds together) and more than
 * 14 tiles. On failure returns TSUMO_EPARSE, fills `diag` (column of the
 * offending character, counted from 1) and leaves `out` unspecified.
 */
TSUMO_API tsumo_status tsumo_hand_parse(tsumo_hand *out, tsumo_kind *last, bool *last_red,
                                        const char *text, tsumo_diag *diag);

/*
 * Writes the hand in canonical notation (sorted concealed tiles, red fives as
 * 0, melds in their order). Returns the length it needed, like snprintf;
 * parsing the result gives the same hand.
 */
TSUMO_API size_t tsumo_hand_format(char *buf, size_t size, const tsumo_hand *hand);

/* ---- analysis ---------------------------------------------------------- */

#define TSUMO_SHANTEN_NONE 99 /* the form cannot be reached (seven pairs with melds) */

typedef struct tsumo_shanten {
    int8_t standard; /* four sets and a pair */
    int8_t chiitoi;  /* seven pairs, TSUMO_SHANTEN_NONE with melds */
    int8_t kokushi;  /* thirteen orphans, TSUMO_SHANTEN_NONE with melds */
} tsumo_shanten;

/*
 * Shanten of each form: the number of tile exchanges short of tenpai, -1 for
 * a complete hand; exactly, one less than the fewest tiles that must be added
 * to the concealed tiles for them to hold a complete hand of that form, with
 * no kind more than four times in it. `counts` are the concealed tiles, 3n+1
 * or 3n+2 of them with n = 4 - melds, none held more than four times: the
 * analysis calls that take counts do not check it (debug builds assert it).
 */
TSUMO_API void tsumo_shanten_all(tsumo_shanten *out, const uint8_t counts[TSUMO_KINDS], int melds);

/* The least of the three forms. */
TSUMO_API int tsumo_shanten_min(const uint8_t counts[TSUMO_KINDS], int melds);

/* Bit k is set when kind k is set. */
typedef uint64_t tsumo_kindset;

/*
 * The kinds that would complete a hand of 3n+1 concealed tiles in any form,
 * whether or not the hand already holds all four copies (a fifth would
 * complete 123456789m1111p: 1p is listed); 0 when no kind completes it or the
 * hand has not 3n+1 concealed tiles.
 */
TSUMO_API tsumo_kindset tsumo_waits(const uint8_t counts[TSUMO_KINDS], int melds);

/*
 * Tenpai by EMA 3.4.2 (R-DRAW-03) for a hand of 3n+1 concealed tiles: some
 * wait is a kind of which the hand (concealed tiles and melds) does not
 * already hold all four. Tiles seen elsewhere do not matter.
 */
TSUMO_API bool tsumo_hand_is_tenpai(const tsumo_hand *hand);

/*
 * For a hand of 3n+2 concealed tiles, the kinds whose discard leaves it
 * tenpai by EMA 3.4.2 (R-DRAW-03), as riichi requires (R-RII-01, EMA 3.3.12).
 * Only the concealed tiles count as held here: a wait is dead when they hold
 * all four of its kind. tsumo_hand_tenpai_discards also counts the melds'
 * tiles (a closed kan holds all four of its kind), and is the one to use
 * for a hand with melds.
 */
TSUMO_API tsumo_kindset tsumo_tenpai_discards(const uint8_t counts[TSUMO_KINDS], int melds);
TSUMO_API tsumo_kindset tsumo_hand_tenpai_discards(const tsumo_hand *hand);

/* Whether 3n+2 concealed tiles with `melds` melds form a winning shape (R-WIN-01). */
TSUMO_API bool tsumo_is_complete(const uint8_t counts[TSUMO_KINDS], int melds);

typedef enum tsumo_form {
    TSUMO_FORM_STANDARD = 0, /* four sets and a pair */
    TSUMO_FORM_CHIITOI,      /* seven different pairs */
    TSUMO_FORM_KOKUSHI       /* thirteen orphans */
} tsumo_form;

typedef enum tsumo_group_type {
    TSUMO_GROUP_RUN = 0,
    TSUMO_GROUP_PUNG,
    TSUMO_GROUP_KAN,
    TSUMO_GROUP_PAIR,
    TSUMO_GROUP_SINGLE /* a kokushi tile that is not the pair */
} tsumo_group_type;

typedef struct tsumo_group {
    uint8_t type;    /* tsumo_group_type */
    tsumo_kind kind; /* the lowest kind */
    uint8_t meld;    /* index of the meld it comes from + 1, 0 for concealed tiles */
} tsumo_group;

typedef struct tsumo_decomp {
    uint8_t form;        /* tsumo_form */
    uint8_t group_count; /* 5 for the standard form, 7 for chiitoi, 13 for kokushi */
    tsumo_group groups[13];
} tsumo_decomp;

/*
 * Every way a complete hand splits into groups (R-WIN-01, EMA 3.4.9): the
 * standard readings of the concealed tiles with the melds appended, the
 * seven-pairs reading and the kokushi reading. Returns how many were found
 * (0 for a hand that is not complete, or that holds a kind more than four
 * times) and writes up to `max` of them (`out` may be NULL when `max` is 0).
 *
 * Order: the standard readings first. Within a reading, the concealed
 * groups suit by suit (m, p, s, then the honours): in a suit the pair
 * first, then the sets by their lowest kind, a pung before runs of the same
 * kind; the honours by kind, the pair among them; then one group per meld in
 * the melds' order. The readings vary like nested loops over the suits m, p,
 * s, the first slowest: in the suit that holds the pair, each place of the
 * pair by kind; then, at the lowest kind of a suit where a pung may be
 * taken, the reading with the pung before the one without. Then the
 * seven-pairs reading (its pairs by kind), then the kokushi reading (by
 * kind, the pair among the singles).
 */
TSUMO_API int tsumo_hand_decompose(tsumo_decomp *out, int max, const tsumo_hand *hand);

#ifdef __cplusplus
}
#endif
#endif
