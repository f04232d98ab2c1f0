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

/* The hands a call leaves, by its discards nearest to tenpai: their shanten in *nearest, and
   whether one of them keeps a yaku in reach (hand_hope); false when the call cannot be read. */
static bool call_read(const tsumo_game *game, const tsumo_action *call, tsumo_view *v,
                      tsumo_hand *h, int *nearest, bool *kept)
{
    if (call->type != TSUMO_ACTION_CHI && call->type != TSUMO_ACTION_PON &&
        call->type != TSUMO_ACTION_OPEN_KAN)
        return false;
    if (call->seat > 3)
        return false;
    tsumo_game_view(game, call->seat, v);
    if (v->claim_tile >= TSUMO_TILES || v->claim_from > 3)
        return false;
    yaku_hope_hand(h, v, call->seat);
    if (!call_made(h, v, call))
        return false;
    const tsumo_rules *rules = tsumo_game_rules(game);
    if (call->type == TSUMO_ACTION_OPEN_KAN) { /* a replacement tile comes before the discard */
        *nearest = tsumo_shanten_min(h->counts, h->meld_count);
        *kept = *nearest > 1 || hand_hope(h, v, call->seat, rules) != 0;
        return true;
    }
    /* The discards that leave the hand nearest to tenpai, the ones a player makes after a call:
       a worse one that keeps a yaku in reach (a lone dragon) is no reason to call (issue 22). */
    *nearest = TSUMO_KINDS;
    *kept = false;
    for (int d = 0; d < TSUMO_KINDS; d++) {
        if (!h->counts[d])
            continue;
        h->counts[d]--;
        int shanten = tsumo_shanten_min(h->counts, h->meld_count);
        if (shanten <= *nearest) {
            *kept = (shanten == *nearest && *kept) || hand_hope(h, v, call->seat, rules) != 0;
            *nearest = shanten;
        }
        h->counts[d]++;
    }
    return true;
}

bool yaku_hope_lost_by_call(const tsumo_game *game, const tsumo_action *call)
{
    tsumo_view v;
    tsumo_hand h;
    int nearest;
    bool kept;
    return call_read(game, call, &v, &h, &nearest, &kept) && nearest <= 1 && !kept;
}

/* ---- the shapes of a hand far from tenpai (yaku_hope_shape) ---- */

/* A dragon, the round's wind or the seat's own: a triplet of it is a yaku (R-YAKU yakuhai). */
static bool value_honour(const tsumo_view *v, int seat, int k)
{
    return tsumo_kind_is_dragon((tsumo_kind)k) || k == TSUMO_EAST + v->round ||
           k == TSUMO_EAST + v->seats[seat].wind;
}

/* The copies of each kind the seat sees outside its own concealed hand. */
static void seen_outside(const tsumo_view *v, uint8_t seen[TSUMO_KINDS])
{
    memset(seen, 0, TSUMO_KINDS);
    for (int i = 0; i < v->indicator_count && i < TSUMO_MAX_INDICATORS; i++)
        if (v->indicators[i] < TSUMO_TILES)
            seen[tsumo_tile_kind(v->indicators[i])]++;
    for (int s = 0; s < 4; s++) {
        const tsumo_view_seat *o = &v->seats[s];
        for (int i = 0; i < o->discard_count && i < TSUMO_MAX_DISCARDS; i++)
            if (o->discards[i].tile < TSUMO_TILES)
                seen[tsumo_tile_kind(o->discards[i].tile)]++;
        for (int m = 0; m < o->meld_count && m < TSUMO_MAX_MELDS; m++)
            for (int t = 0; t < o->melds[m].count && t < 4; t++)
                if (o->melds[m].tiles[t] < TSUMO_TILES)
                    seen[tsumo_tile_kind(o->melds[m].tiles[t])]++;
    }
}

/* A value-honour triplet (meld or concealed), or a concealed pair of one whose third copy is
   not yet seen. */
static bool yakuhai_reach(const tsumo_hand *h, const tsumo_view *v, int seat)
{
    uint8_t seen[TSUMO_KINDS];
    seen_outside(v, seen);
    for (int m = 0; m < h->meld_count; m++)
        if (h->melds[m].type != TSUMO_MELD_CHI && h->melds[m].kind < TSUMO_KINDS &&
            value_honour(v, seat, h->melds[m].kind))
            return true;
    for (int k = TSUMO_EAST; k < TSUMO_KINDS; k++)
        if (value_honour(v, seat, k) &&
            (h->counts[k] >= 3 || (h->counts[k] == 2 && seen[k] + 2 < 4)))
            return true;
    return false;
}

/* Whether meld m is made of tiles of `suit` or of honours only. */
static bool meld_in_suit(const tsumo_meld *m, int suit)
{
    return tsumo_kind_is_honor(m->kind) || tsumo_kind_suit(m->kind) == suit;
}

/* Half or full flush: a suit every meld keeps to (or honours), and few concealed tiles of the
   others. */
static bool flush_reach(const tsumo_hand *h, int reach)
{
    for (int suit = 0; suit < 3; suit++) {
        bool melds = true;
        for (int m = 0; m < h->meld_count; m++)
            melds = melds && meld_in_suit(&h->melds[m], suit);
        int off = 0;
        for (int k = 0; k < TSUMO_EAST; k++)
            off += tsumo_kind_suit((tsumo_kind)k) != suit ? h->counts[k] : 0;
        if (melds && off <= reach)
            return true;
    }
    return false;
}

/* The lowest kind of meld m and whether it holds a terminal or honour; true for a simple one. */
static bool meld_simple(const tsumo_meld *m)
{
    int n = tsumo_kind_number(m->kind);
    if (tsumo_kind_is_honor(m->kind))
        return false;
    return m->type == TSUMO_MELD_CHI ? n >= 2 && n <= 6 : n >= 2 && n <= 8;
}

static bool meld_outside(const tsumo_meld *m)
{
    int n = tsumo_kind_number(m->kind);
    if (tsumo_kind_is_honor(m->kind))
        return true;
    return m->type == TSUMO_MELD_CHI ? n == 1 || n == 7 : n == 1 || n == 9;
}

/* All simples, where open tanyao counts (CFG-KUITAN): simple melds, few concealed yaochu. */
static bool tanyao_reach(const tsumo_hand *h, const tsumo_rules *rules, int reach)
{
    if (!rules->open_tanyao)
        return false;
    int off = 0;
    for (int m = 0; m < h->meld_count; m++)
        if (!meld_simple(&h->melds[m]))
            return false;
    for (int k = 0; k < TSUMO_KINDS; k++)
        off += tsumo_kind_is_yaochu((tsumo_kind)k) ? h->counts[k] : 0;
    return off <= reach;
}

/* Chanta or junchan: every meld holds a terminal or honour, few concealed 4-5-6. */
static bool chanta_reach(const tsumo_hand *h)
{
    int off = 0;
    for (int m = 0; m < h->meld_count; m++)
        if (!meld_outside(&h->melds[m]))
            return false;
    for (int k = 0; k < TSUMO_EAST; k++) {
        int n = tsumo_kind_number((tsumo_kind)k);
        off += n >= 4 && n <= 6 ? h->counts[k] : 0;
    }
    return off <= YAKU_HOPE_REACH;
}

/* All triplets: every meld a pon or kan, and few tiles missing from the concealed ones' best
   triplets and pair. */
static bool toitoi_reach(const tsumo_hand *h)
{
    for (int m = 0; m < h->meld_count; m++)
        if (h->melds[m].type == TSUMO_MELD_CHI)
            return false;
    uint8_t c[TSUMO_KINDS];
    memcpy(c, h->counts, sizeof c);
    int missing = 0;
    for (int g = 0; g < 5 - h->meld_count; g++) { /* triplets, then the pair last */
        int want = g < 4 - h->meld_count ? 3 : 2, best = 0;
        for (int k = 1; k < TSUMO_KINDS; k++)
            best = c[k] > c[best] ? k : best;
        missing += c[best] >= want ? 0 : want - c[best];
        c[best] = 0;
    }
    return missing <= YAKU_HOPE_REACH;
}

/* Runs of one suit at 1, 4 and 7 (ittsu), or one run in each suit (sanshoku): the chi melds
   must be among them, and few of their tiles missing from the concealed hand. */
static int runs_missing(const tsumo_hand *h, const tsumo_kind starts[3])
{
    int used = 0, missing = 0;
    for (int m = 0; m < h->meld_count; m++) {
        int j = 0;
        while (j < 3 && (h->melds[m].type != TSUMO_MELD_CHI || h->melds[m].kind != starts[j] ||
                         used >> j & 1))
            j++;
        if (j == 3)
            return TSUMO_KINDS; /* a meld outside the runs */
        used |= 1 << j;
    }
    for (int j = 0; j < 3; j++)
        for (int t = 0; t < 3 && !(used >> j & 1); t++)
            missing += h->counts[starts[j] + t] == 0;
    return missing;
}

static bool runs_reach(const tsumo_hand *h)
{
    for (int suit = 0; suit < 3; suit++) {
        tsumo_kind ittsu[3] = {tsumo_kind_make(suit, 1), tsumo_kind_make(suit, 4),
                               tsumo_kind_make(suit, 7)};
        if (runs_missing(h, ittsu) <= YAKU_HOPE_REACH)
            return true;
    }
    for (int n = 1; n <= 7; n++) {
        tsumo_kind sanshoku[3] = {tsumo_kind_make(0, n), tsumo_kind_make(1, n),
                                  tsumo_kind_make(2, n)};
        if (runs_missing(h, sanshoku) <= YAKU_HOPE_REACH)
            return true;
    }
    return false;
}

bool yaku_hope_shape(const tsumo_hand *h, const tsumo_view *v, int seat, const tsumo_rules *rules)
{
    return yakuhai_reach(h, v, seat) || flush_reach(h, YAKU_HOPE_REACH) ||
           tanyao_reach(h, rules, YAKU_HOPE_REACH) || chanta_reach(h) || toitoi_reach(h) ||
           runs_reach(h);
}

/*
 * A yaku the hand holds whatever it draws and keeps: a value-honour triplet, or nothing but
 * simples where open tanyao counts (CFG-KUITAN), or nothing but one suit and honours. Every
 * hand that wins from it by keeping to that shape has the yaku, even where the tenpai one draw
 * away waits on a kind the hand holds all four of (its own pon and the fourth copy, seed 1414
 * of `tsumo sim --rules tenhou`, issue 19): then the scorer finds no wait, not no yaku.
 */
static bool sure_shape(const tsumo_hand *h, const tsumo_view *v, int seat, const tsumo_rules *rules)
{
    for (int m = 0; m < h->meld_count; m++)
        if (h->melds[m].type != TSUMO_MELD_CHI && h->melds[m].kind < TSUMO_KINDS &&
            value_honour(v, seat, h->melds[m].kind))
            return true;
    for (int k = TSUMO_EAST; k < TSUMO_KINDS; k++)
        if (value_honour(v, seat, k) && h->counts[k] >= 3)
            return true;
    return flush_reach(h, 0) || tanyao_reach(h, rules, 0);
}

/* A hand of 3n+1 tiles on its way to a yaku: near tenpai the scorer's word (or a yaku it cannot
   lose, sure_shape), further its shape. */
static bool has_way(tsumo_hand *h, const tsumo_view *v, int seat, const tsumo_rules *rules)
{
    if (tsumo_shanten_min(h->counts, h->meld_count) <= 1)
        return sure_shape(h, v, seat, rules) || hand_hope(h, v, seat, rules) == 1;
    return yaku_hope_shape(h, v, seat, rules);
}

bool yaku_hope_call_yakuless(const tsumo_game *game, const tsumo_action *call)
{
    tsumo_view v;
    tsumo_hand h;
    int nearest;
    bool kept;
    if (!call_read(game, call, &v, &h, &nearest, &kept))
        return false;
    const tsumo_rules *rules = tsumo_game_rules(game);
    if (call->type == TSUMO_ACTION_OPEN_KAN) /* judged before its replacement tile */
        return !has_way(&h, &v, call->seat, rules);
    for (int d = 0; d < TSUMO_KINDS; d++) { /* any discard after the call that keeps a way */
        if (!h.counts[d])
            continue;
        h.counts[d]--;
        bool way = has_way(&h, &v, call->seat, rules);
        h.counts[d]++;
        if (way)
            return false;
    }
    return true;
}
