/*
 * Computer players (issue 13): one decision from what a seat may see.
 *
 * A computer player gets the seat's view (tsumo_game_view), the actions the
 * engine lists as legal for it now (tsumo_game_legal) and the ruleset, and
 * picks one of those actions. It never sees the game itself, so it cannot
 * read a hidden tile; and it only ever picks a listed action, so the engine
 * never refuses it. No I/O, no globals, no randomness: the same view and list
 * give the same choice, which keeps `tsumo sim` deterministic per seed.
 *
 * Levels (docs/computer-players.md):
 *   1  efficient discards by shanten alone, riichi as soon as tenpai, no calls;
 *   2  discards by the tiles that improve the hand (ukeire) among those not
 *      seen, riichi when the wait is alive, calls for yakuhai and for fast
 *      hands that keep a yaku, kans that cost nothing, nine terminals;
 *   3  level 2 with defence against a riichi or three open melds (genbutsu,
 *      suji, kabe, honours seen three times; folding when the hand is far),
 *      value (dora, red fives) and placement in the last hand.
 */
#ifndef TSUMO_BOT_H
#define TSUMO_BOT_H

#include "tsumo/tsumo.h"

#define BOT_LEVEL_MIN 1
#define BOT_LEVEL_MAX 3

/*
 * Picks one of the `n` legal actions of the viewer of `view` and copies it to
 * *out. Returns its index in `legal`, or -1 when `n` is not 1 to
 * TSUMO_GAME_MAX_LEGAL or the level is out of range (then *out is untouched).
 */
int bot_decide(const tsumo_view *view, const tsumo_action *legal, int n, int level,
               const tsumo_rules *rules, tsumo_action *out);

#endif
