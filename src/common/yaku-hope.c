/*
 * Whether a hand can still win with a yaku (yaku-hope.h). Only the scorer
 * decides: every wait of a tenpai hand is scored, by ron and by tsumo.
 */
#include "yaku-hope.h"

#include <string.h>

void yaku_hope_hand(tsumo_hand *h, const tsumo_view *v, int seat)
{
    memset(h, 0, sizeof *h);
    for (int i = 0; i < v->hand_count; i++)
        h->counts[tsumo_tile_kind(v->hand_tiles[i])]++;
    const tsumo_view_seat *me = &v->seats[seat];
    for (int i = 0; i < me->meld_count && i < TSUMO_MAX_MELDS; i++) {
        const tsumo_game_meld *g = &me->melds[i];
        tsumo_meld *m = &h->melds[h->meld_count++];
        m->type = g->type;
        m->kind = TSUMO_NO_KIND;
        for (int t = 0; t < g->count && t < 4; t++)
            if (m->kind == TSUMO_NO_KIND || tsumo_tile_kind(g->tiles[t]) < m->kind)
                m->kind = tsumo_tile_kind(g->tiles[t]);
        bool claimed = g->called != TSUMO_NO_TILE && g->from < 4;
        m->called = claimed ? tsumo_tile_kind(g->called) : TSUMO_NO_KIND;
        m->from = claimed ? (uint8_t)((g->from - seat) & 3) : TSUMO_FROM_NONE;
    }
}

/* Whether a tenpai hand wins on some wait with a yaku, by ron or by tsumo. */
static bool waits_have_yaku(tsumo_hand *h, const tsumo_view *v, int seat, const tsumo_rules *rules)
{
    tsumo_kindset waits = tsumo_waits(h->counts, h->meld_count);
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (!(waits >> k & 1) || h->counts[k] >= 4)
            continue;
        h->counts[k]++;
        for (int tsumo = 0; tsumo < 2; tsumo++) {
            tsumo_win w = {.tile = (tsumo_kind)k,
                           .tsumo = tsumo,
                           .seat_wind = v->seats[seat].wind,
                           .round_wind = v->round};
            tsumo_score sc;
            if (tsumo_score_hand(&sc, h, &w, rules) == TSUMO_OK && sc.valid) {
                h->counts[k]--;
                return true;
            }
        }
        h->counts[k]--;
    }
    return false;
}

/* yaku_hope() on a hand already read: tenpai, on one of its waits; one from it, after some
   draw and discard that make it tenpai. */
static int hand_hope(tsumo_hand *h, const tsumo_view *v, int seat, const tsumo_rules *rules)
{
    int shanten = tsumo_shanten_min(h->counts, h->meld_count);
    if (shanten == 0)
        return waits_have_yaku(h, v, seat, rules);
    if (shanten != 1)
        return -1;
    for (int d = 0; d < TSUMO_KINDS; d++) {
        if (h->counts[d] >= 4)
            continue;
        h->counts[d]++;
        for (int c = 0; c < TSUMO_KINDS; c++) {
            if (!h->counts[c] || c == d)
                continue;
            h->counts[c]--;
            bool yes = tsumo_shanten_min(h->counts, h->meld_count) == 0 &&
                       waits_have_yaku(h, v, seat, rules);
            h->counts[c]++;
            if (yes) {
                h->counts[d]--;
                return 1;
            }
        }
        h->counts[d]--;
    }
    return 0;
}

int yaku_hope(const tsumo_view *v, int seat, const tsumo_rules *rules)
{
    tsumo_hand h;
    yaku_hope_hand(&h, v, seat);
    return hand_hope(&h, v, seat, rules);
}

/* The call made on the hand: its own tiles out of the concealed ones, the meld added. */
static bool call_made(tsumo_hand *h, const tsumo_view *v, const tsumo_action *call)
{
    tsumo_kind claimed = tsumo_tile_kind(v->claim_tile);
    tsumo_kind own[3] = {claimed, claimed, claimed};
    int count = call->type == TSUMO_ACTION_OPEN_KAN ? 3 : 2;
    if (call->type != TSUMO_ACTION_OPEN_KAN)
        for (int i = 0; i < 2; i++)
            own[i] = call->tiles[i] < TSUMO_TILES ? tsumo_tile_kind(call->tiles[i]) : TSUMO_NO_KIND;
    tsumo_kind lowest = claimed;
    for (int i = 0; i < count; i++) {
        if (own[i] >= TSUMO_KINDS || h->counts[own[i]] == 0 || h->meld_count >= TSUMO_MAX_MELDS)
            return false;
        h->counts[own[i]]--;
        lowest = own[i] < lowest ? own[i] : lowest;
    }
    tsumo_meld *m = &h->melds[h->meld_count++];
    memset(m, 0, sizeof *m);
    m->type = call->type == TSUMO_ACTION_CHI   ? TSUMO_MELD_CHI
              : call->type == TSUMO_ACTION_PON ? TSUMO_MELD_PON
                                               : TSUMO_MELD_OPEN_KAN;
    m->kind = lowest;
    m->called = claimed;
    m->from = (uint8_t)((v->claim_from - call->seat) & 3);
    return true;
}

bool yaku_hope_lost_by_call(const tsumo_game *game, const tsumo_action *call)
{
    if (call->type != TSUMO_ACTION_CHI && call->type != TSUMO_ACTION_PON &&
        call->type != TSUMO_ACTION_OPEN_KAN)
        return false;
    if (call->seat > 3)
        return false;
    tsumo_view v;
    tsumo_game_view(game, call->seat, &v);
    if (v.claim_tile >= TSUMO_TILES || v.claim_from > 3)
        return false;
    tsumo_hand h;
    yaku_hope_hand(&h, &v, call->seat);
    if (!call_made(&h, &v, call))
        return false;
    const tsumo_rules *rules = tsumo_game_rules(game);
    if (call->type == TSUMO_ACTION_OPEN_KAN) /* a replacement tile comes before the discard */
        return hand_hope(&h, &v, call->seat, rules) == 0;
    /* The discards that leave the hand nearest to tenpai, the ones a player makes after a call:
       a worse one that keeps a yaku in reach (a lone dragon) is no reason to call (issue 22). */
    int nearest = TSUMO_KINDS;
    bool kept = false;
    for (int d = 0; d < TSUMO_KINDS; d++) {
        if (!h.counts[d])
            continue;
        h.counts[d]--;
        int shanten = tsumo_shanten_min(h.counts, h.meld_count);
        if (shanten <= nearest) {
            kept = (shanten == nearest && kept) || hand_hope(&h, &v, call->seat, rules) != 0;
            nearest = shanten;
        }
        h.counts[d]++;
    }
    return nearest <= 1 && !kept;
}
