/*
 * Whether a hand can still win with a yaku (R-WIN-02, EMA 3.3.2): the judgement
 * `tsumo explain` makes on a call that left no yaku, and the coach at the table
 * (issue 14) before an open call. The scorer decides, on the seat's own view.
 */
#ifndef TSUMO_COMMON_YAKU_HOPE_H
#define TSUMO_COMMON_YAKU_HOPE_H

#include "shared.h"

/*
 * A seat's hand of 13 (less its melds' sets): 1 when it is tenpai on a wait
 * that scores a yaku, or one tile from such a tenpai; 0 when it is tenpai or
 * one from it and no wait ever scores; -1 when it is further: too far to judge.
 */
int yaku_hope(const tsumo_view *v, int seat, const tsumo_rules *rules);

/* A seat's hand as the scorer takes it, from its own view: concealed tiles by kind, melds. */
void yaku_hope_hand(tsumo_hand *h, const tsumo_view *v, int seat);

/*
 * Before a chi, pon or open kan on the discard being answered: whether every
 * hand the call leaves nearest to tenpai (after its discard: tenpai, or one
 * tile from it) has no yaku to win with. A worse discard that keeps a yaku in
 * reach does not count: the call is judged by the hands it is made for.
 */
bool yaku_hope_lost_by_call(const tsumo_game *game, const tsumo_action *call);

/*
 * How many concealed tiles may be off a yaku's shape (or missing from it) for
 * a hand far from tenpai to count as on its way to that yaku.
 */
#define YAKU_HOPE_REACH 3

/*
 * Whether hand `h` (of `seat`, with its melds) is on its way to a yaku by its
 * shape alone, for hands too far from tenpai for the scorer to judge
 * (docs/computer-players.md "A way to a yaku"): a value-honour triplet, or a
 * pair of one whose third copy is not seen; a half or full flush, chanta or
 * junchan, toitoi, ittsu or sanshoku its melds allow with at most
 * YAKU_HOPE_REACH concealed tiles off the shape; tanyao likewise where open
 * tanyao counts (CFG-KUITAN).
 */
bool yaku_hope_shape(const tsumo_hand *h, const tsumo_view *v, int seat, const tsumo_rules *rules);

/*
 * Before a chi, pon or open kan: whether the hand it leaves has no yaku and no
 * way to one, whatever is discarded after it: no discard leaves a hand that,
 * one tile from tenpai or nearer, the scorer finds a yaku for on a wait of it
 * (or of the tenpai one draw and discard on), or that, further, has the shape
 * of one (yaku_hope_shape). What `tsumo sim` counts as a yakuless call. Less
 * strict than yaku_hope_lost_by_call, which judges the call by the hands it is
 * made for (the nearest to tenpai) as the coach and `tsumo explain` warn.
 */
bool yaku_hope_call_yakuless(const tsumo_game *game, const tsumo_action *call);

#endif
