/*
 * tenhou.net/6 JSON logs, the format replay viewers read: what the import
 * (tenhou-import.c) and the export (tenhou-export.c) share, the tile codes.
 *
 * A log is {"name": [4 names], "log": [round, ...], ...}. A round is
 *
 *   [[kyoku, honba, sticks], [4 scores], [dora indicators], [ura indicators],
 *    hand0, takes0, discards0, hand1, takes1, discards1, ..., result]
 *
 * with seats absolute (seat 0 is East of East 1; the dealer is kyoku % 4).
 * Tiles are numbers: 11-19 man, 21-29 pin, 31-39 sou, 41-47 East South West
 * North White Green Red, 51-53 the red fives. `takes` lists what a seat
 * took, in order: a drawn tile, or a call as a string ("c375336" chi of 37
 * with 53 and 36; "45p4545" pon, "m39393939" open kan: where the letter stands
 * says who discarded: first = the seat on the left, in the middle = across,
 * last = on the right). `discards` lists what it gave up: a tile, 60 for the
 * tile just drawn, "r21" a riichi discard, "151515a51" a closed kan,
 * "4747k4747" an added kan (the tile after the letter is the one added), and
 * 0 where an open kan took the turn's discard. The result is ["和了",
 * deltas, [winner, from, liable, text, yaku...], ...] (one deltas-and-info
 * pair per winner), ["流局", deltas], ["流し満貫", deltas] or an abort.
 */
#ifndef TSUMO_COMMON_TENHOU_H
#define TSUMO_COMMON_TENHOU_H

#include "tsumo/tsumo.h"

#define CODES        64       /* tile codes are below 60 */
#define TILE_MIN     11       /* 1m */
#define TILE_MAX     53       /* the red five of sou */
#define TSUMOGIRI    60       /* a discard of the tile just drawn */
#define POINTS_LIMIT 10000000 /* scores and payments: far past any game, far inside int32 */

/* ---- tiles: the one mapping between Tenhou's codes and ours ---- */

static inline bool tenhou_code_face(int code, tsumo_kind *kind, bool *red)
{
    *red = false;
    if (code >= 11 && code <= 19)
        *kind = (tsumo_kind)(code - 11);
    else if (code >= 21 && code <= 29)
        *kind = (tsumo_kind)(9 + code - 21);
    else if (code >= 31 && code <= 39)
        *kind = (tsumo_kind)(18 + code - 31);
    else if (code >= 41 && code <= 47)
        *kind = (tsumo_kind)(27 + code - 41);
    else if (code >= 51 && code <= 53) {
        *kind = (tsumo_kind)(4 + 9 * (code - 51));
        *red = true;
    } else
        return false;
    return true;
}

static inline int tenhou_face_code(tsumo_kind kind, bool red)
{
    if (red)
        return 51 + tsumo_kind_suit(kind);
    return (tsumo_kind_suit(kind) + 1) * 10 + tsumo_kind_number(kind);
}

static inline int tenhou_tile_code(tsumo_tile t, const tsumo_rules *rules)
{
    return tenhou_face_code(tsumo_tile_kind(t), tsumo_tile_is_red(t, rules->red_fives));
}

/* A physical tile of the code's face (an action's tile stands for any of them). */
static inline tsumo_tile tenhou_code_tile(int code, const tsumo_rules *rules)
{
    tsumo_kind k;
    bool red;
    if (!tenhou_code_face(code, &k, &red))
        return TSUMO_NO_TILE;
    for (int c = 0; c < 4; c++)
        if (tsumo_tile_is_red((tsumo_tile)(k * 4 + c), rules->red_fives) == red)
            return (tsumo_tile)(k * 4 + c);
    return TSUMO_NO_TILE;
}

#endif
