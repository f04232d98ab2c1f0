/*
 * tsumo: tiles (R-TILE-01..05, EMA 1.1-1.3).
 *
 * A tile *kind* is one of the 34 faces, numbered 0-33: 1-9 man (0-8),
 * 1-9 pin (9-17), 1-9 sou (18-26), then East South West North (27-30) and
 * White Green Red (31-33). The order of the honours is the order of the z
 * digits in mpsz notation (1z = East ... 7z = Red dragon).
 *
 * A physical *tile* is one of the 136 pieces, numbered kind * 4 + copy.
 * Red fives are physical tiles: copy 0 of 5m, 5p and 5s when a ruleset has
 * three; with four, copy 1 of 5p is red too (EMA 1.1, CFG-AKA).
 */
#ifndef TSUMO_TILE_H
#define TSUMO_TILE_H

#include "tsumo/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TSUMO_KINDS   34
#define TSUMO_TILES   136
#define TSUMO_NO_KIND 0xFF

typedef uint8_t tsumo_kind;
typedef uint8_t tsumo_tile;

enum tsumo_suit { TSUMO_MAN = 0, TSUMO_PIN = 1, TSUMO_SOU = 2, TSUMO_HONOR = 3 };

enum tsumo_kind_name {
    TSUMO_1M = 0,
    TSUMO_5M = 4,
    TSUMO_9M = 8,
    TSUMO_1P = 9,
    TSUMO_5P = 13,
    TSUMO_9P = 17,
    TSUMO_1S = 18,
    TSUMO_5S = 22,
    TSUMO_9S = 26,
    TSUMO_EAST = 27,
    TSUMO_SOUTH = 28,
    TSUMO_WEST = 29,
    TSUMO_NORTH = 30,
    TSUMO_WHITE = 31,
    TSUMO_GREEN = 32,
    TSUMO_RED = 33
};

/* Seat winds and the round wind as 0-3: East South West North. */
enum tsumo_wind { TSUMO_WIND_EAST = 0, TSUMO_WIND_SOUTH, TSUMO_WIND_WEST, TSUMO_WIND_NORTH };

/* "east" ... "north", and the English msgid "East" ... "North"; NULL out of range. */
TSUMO_API const char *tsumo_wind_id(int wind);
TSUMO_API const char *tsumo_wind_msgid(int wind);

/* The wind with that id, or -1. */
TSUMO_API int tsumo_wind_from_id(const char *id);

/* 'E', 'S', 'W', 'N': the letter records and the batch format write; '?' out of range. */
TSUMO_API char tsumo_wind_letter(int wind);

/* The wind of that capital letter, or -1. */
TSUMO_API int tsumo_wind_from_letter(char letter);

static inline tsumo_kind tsumo_tile_kind(tsumo_tile t)
{
    return (tsumo_kind)(t >> 2);
}

static inline int tsumo_kind_suit(tsumo_kind k)
{
    return k / 9;
}

/* 1-9 for suited kinds, 1-7 for honours (the z digit). */
static inline int tsumo_kind_number(tsumo_kind k)
{
    return k % 9 + 1;
}

static inline tsumo_kind tsumo_kind_make(int suit, int number)
{
    return (tsumo_kind)(suit * 9 + number - 1);
}

static inline bool tsumo_kind_is_honor(tsumo_kind k)
{
    return k >= TSUMO_EAST;
}

static inline bool tsumo_kind_is_wind(tsumo_kind k)
{
    return k >= TSUMO_EAST && k <= TSUMO_NORTH;
}

static inline bool tsumo_kind_is_dragon(tsumo_kind k)
{
    return k >= TSUMO_WHITE;
}

static inline bool tsumo_kind_is_terminal(tsumo_kind k)
{
    return k < TSUMO_EAST && (k % 9 == 0 || k % 9 == 8);
}

/* Terminal or honour: the 13 "yaochu" kinds (R-TILE-02). */
static inline bool tsumo_kind_is_yaochu(tsumo_kind k)
{
    return tsumo_kind_is_honor(k) || tsumo_kind_is_terminal(k);
}

static inline bool tsumo_kind_is_simple(tsumo_kind k)
{
    return !tsumo_kind_is_yaochu(k);
}

/* 2, 3, 4, 6, 8 sou and the green dragon (R-TILE-05, EMA 4.2.5). */
static inline bool tsumo_kind_is_green(tsumo_kind k)
{
    return k == TSUMO_GREEN || k == 19 || k == 20 || k == 21 || k == 23 || k == 25;
}

/* The wind kind (27-30) of a wind 0-3. */
static inline tsumo_kind tsumo_wind_kind(int wind)
{
    return (tsumo_kind)(TSUMO_EAST + wind);
}

/* The dora shown by an indicator: the next kind in its cycle (R-DORA-02, EMA 2.7). */
TSUMO_API tsumo_kind tsumo_kind_dora(tsumo_kind indicator);

/* Whether a physical tile is a red five under a ruleset with `red_fives` (0, 3 or 4) reds. */
TSUMO_API bool tsumo_tile_is_red(tsumo_tile t, int red_fives);

/*
 * How many of the four tiles of kind k are red fives under a ruleset with
 * `red_fives` reds: 1 for 5m, 5p and 5s (2 for 5p with four), 0 for any other
 * kind or with none (R-TILE-03, CFG-AKA). Inline, as scoring asks it of every
 * hand; tests/engine/notation.c checks it against tsumo_tile_is_red().
 */
static inline int tsumo_kind_red_count(tsumo_kind k, int red_fives)
{
    bool five = k == TSUMO_5M || k == TSUMO_5P || k == TSUMO_5S;
    return five && red_fives > 0 ? 1 + (red_fives >= 4 && k == TSUMO_5P) : 0;
}

/*
 * Notation of one tile: "5m", "0p" (red five), "7z". Writes at most `size`
 * bytes including the terminating NUL; returns the length it needed (2).
 */
TSUMO_API size_t tsumo_kind_format(char *buf, size_t size, tsumo_kind k, bool red);

/*
 * Parses exactly one tile in mpsz notation ("5m", "0s", "3z"). The text must
 * hold nothing else (surrounding blanks are allowed). On failure returns
 * TSUMO_EPARSE and fills `diag` (column = the offending character).
 */
TSUMO_API tsumo_status tsumo_kind_parse(tsumo_kind *out, bool *out_red, const char *text,
                                        tsumo_diag *diag);

#ifdef __cplusplus
}
#endif
#endif
