/*
 * Reading a seat's view: its own tiles by kind, every copy it can see (its
 * hand, every meld, every pond, the shown hands, the dora indicators), the
 * dora, and the threats. Only the view is read, so nothing hidden can count.
 */
#include "bot-internal.h"

#include <string.h>

static void see_seat(bot_sight *s, const tsumo_view_seat *vs, bool own)
{
    for (int m = 0; m < vs->meld_count; m++)
        for (int i = 0; i < vs->melds[m].count; i++)
            s->seen[tsumo_tile_kind(vs->melds[m].tiles[i])]++;
    for (int i = 0; i < vs->discard_count; i++)
        if (!(vs->discards[i].flags & TSUMO_POND_CALLED)) /* a called tile is in a meld */
            s->seen[tsumo_tile_kind(vs->discards[i].tile)]++;
    if (!own)
        for (int i = 0; i < vs->shown_count; i++)
            s->seen[tsumo_tile_kind(vs->shown[i])]++;
}

static uint8_t threat_of(const tsumo_view_seat *vs)
{
    if (vs->riichi)
        return 2;
    int open = 0;
    for (int m = 0; m < vs->meld_count; m++)
        open += vs->melds[m].type != TSUMO_MELD_CLOSED_KAN;
    return open >= 3 ? 1 : 0;
}

/* ---- what each seat cannot ron ------------------------------------------------- */

/*
 * The place of every pond tile in the hand's order of discards: the dealer
 * discards first, then the next seat, except that a called tile sends the
 * turn to the caller (the meld holding that very tile says who). False when
 * the ponds cannot be read as one order (then no tile is taken as passed).
 */
static bool discard_order(const tsumo_view *v, uint8_t when[4][TSUMO_MAX_DISCARDS])
{
    int next_index[4] = {0}, seat = v->dealer & 3, total = 0, time = 1;
    for (int s = 0; s < 4; s++)
        total += v->seats[s].discard_count;
    for (int step = 0; step < total; step++) {
        const tsumo_view_seat *vs = &v->seats[seat];
        if (next_index[seat] >= vs->discard_count)
            return false;
        const tsumo_pond_tile *p = &vs->discards[next_index[seat]];
        when[seat][next_index[seat]++] = (uint8_t)(time < 255 ? time++ : 255);
        int next = (seat + 1) & 3;
        if (p->flags & TSUMO_POND_CALLED)
            for (int c = 0; c < 4; c++)
                for (int m = 0; m < v->seats[c].meld_count; m++)
                    if (v->seats[c].melds[m].called == p->tile && v->seats[c].melds[m].from == seat)
                        next = c;
        seat = next;
    }
    return true;
}

/*
 * The kinds seat t cannot ron now: its own discards (R-FURI-01, EMA 3.4.5),
 * and every tile discarded since its riichi (a winning tile passed in riichi
 * is furiten for the rest of the hand, R-FURI-06) or since its last discard
 * (passed: temporary furiten until it discards, R-FURI-04).
 */
void bot__read_safe(bool safe[4][TSUMO_KINDS], const tsumo_view *v)
{
    uint8_t when[4][TSUMO_MAX_DISCARDS];
    memset(when, 0, sizeof when);
    bool ordered = discard_order(v, when);
    for (int th = 0; th < 4; th++) {
        const tsumo_view_seat *vs = &v->seats[th];
        int since = 255;
        for (int i = 0; i < vs->discard_count; i++) {
            safe[th][tsumo_tile_kind(vs->discards[i].tile)] = true;
            if (vs->riichi && (vs->discards[i].flags & TSUMO_POND_RIICHI) && when[th][i] < since)
                since = when[th][i];
        }
        if (!ordered || !vs->discard_count)
            continue;
        if (!vs->riichi || since == 255)
            since = when[th][vs->discard_count - 1];
        for (int o = 0; o < 4; o++)
            for (int i = 0; i < v->seats[o].discard_count; i++)
                if (when[o][i] > since)
                    safe[th][tsumo_tile_kind(v->seats[o].discards[i].tile)] = true;
    }
}

void bot__read(bot_sight *s, const tsumo_view *view, const tsumo_rules *rules, int level)
{
    memset(s, 0, sizeof *s);
    s->view = view;
    s->rules = rules;
    s->level = level;
    s->seat = view->seat < 4 ? view->seat : 0;
    for (int i = 0; i < view->hand_count && i < 14; i++)
        s->counts[tsumo_tile_kind(view->hand_tiles[i])]++;
    memcpy(s->seen, s->counts, sizeof s->seen);
    const tsumo_view_seat *me = &view->seats[s->seat];
    s->melds = me->meld_count;
    for (int m = 0; m < me->meld_count; m++)
        s->open |= me->melds[m].type != TSUMO_MELD_CLOSED_KAN;
    for (int seat = 0; seat < 4; seat++) {
        see_seat(s, &view->seats[seat], seat == s->seat);
        if (seat != s->seat) {
            s->threat[seat] = threat_of(&view->seats[seat]);
            s->threatened |= s->threat[seat] != 0;
            s->riichi_threat |= s->threat[seat] == 2;
        }
    }
    for (int i = 0; i < view->indicator_count && i < TSUMO_MAX_INDICATORS; i++) {
        tsumo_kind ind = tsumo_tile_kind(view->indicators[i]);
        s->seen[ind]++;
        s->dora[tsumo_kind_dora(ind)]++;
    }
    for (int k = 0; k < TSUMO_KINDS; k++) /* a malformed view must not make counts negative */
        s->seen[k] = s->seen[k] > 4 ? 4 : s->seen[k];
    if (s->threatened)
        bot__read_safe(s->safe, view);
}

bool bot__after_call(const bot_sight *s, const tsumo_action *a, uint8_t after[TSUMO_KINDS])
{
    memcpy(after, s->counts, TSUMO_KINDS);
    tsumo_kind k0 = tsumo_tile_kind(a->tiles[0]), k1 = tsumo_tile_kind(a->tiles[1]);
    if (k0 >= TSUMO_KINDS || k1 >= TSUMO_KINDS ||
        tsumo_tile_kind(s->view->claim_tile) >= TSUMO_KINDS || !after[k0] || !after[k1] ||
        (k0 == k1 && after[k0] < 2))
        return false;
    after[k0]--;
    after[k1]--;
    return true;
}

bool bot__is_yakuhai(const bot_sight *s, tsumo_kind k, int seat)
{
    if (tsumo_kind_is_dragon(k))
        return true;
    int round_wind = s->view->round & 3;
    return k == tsumo_wind_kind(round_wind) || k == tsumo_wind_kind(s->view->seats[seat].wind & 3);
}

/* The kinds a tile could join: the held kinds and, in a suit, two either side. */
static tsumo_kindset near_held(const uint8_t counts[TSUMO_KINDS])
{
    tsumo_kindset near = 0;
    int yaochu = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (!counts[k])
            continue;
        yaochu += tsumo_kind_is_yaochu((tsumo_kind)k);
        if (tsumo_kind_is_honor((tsumo_kind)k)) {
            near |= (tsumo_kindset)1 << k;
            continue;
        }
        int base = k - k % 9;
        for (int j = k - 2; j <= k + 2; j++)
            if (j >= base && j < base + 9)
                near |= (tsumo_kindset)1 << j;
    }
    if (yaochu >= 9) /* thirteen orphans may be the nearest form: every terminal and honour */
        for (int k = 0; k < TSUMO_KINDS; k++)
            if (tsumo_kind_is_yaochu((tsumo_kind)k))
                near |= (tsumo_kindset)1 << k;
    return near;
}

int bot__accepts(const bot_sight *s, const uint8_t counts[TSUMO_KINDS], int melds, int shanten,
                 uint8_t accepts[TSUMO_KINDS])
{
    uint8_t c[TSUMO_KINDS];
    memcpy(c, counts, sizeof c);
    if (accepts)
        memset(accepts, 0, TSUMO_KINDS);
    tsumo_kindset near = near_held(counts);
    int total = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        int left = 4 - s->seen[k];
        if (!(near >> k & 1) || left <= 0 || c[k] >= 4)
            continue;
        c[k]++;
        if (tsumo_shanten_min(c, melds) < shanten) {
            total += left;
            if (accepts)
                accepts[k] = (uint8_t)left;
        }
        c[k]--;
    }
    return total;
}

int bot__ukeire(const bot_sight *s, const uint8_t counts[TSUMO_KINDS], int melds, int shanten)
{
    return bot__accepts(s, counts, melds, shanten, NULL);
}

int bot__shape(const uint8_t counts[TSUMO_KINDS], tsumo_kind k)
{
    int u = counts[k] * 6;
    if (tsumo_kind_is_honor(k))
        return u;
    int n = tsumo_kind_number(k);
    for (int d = -2; d <= 2; d++) {
        int m = n + d;
        if (d != 0 && m >= 1 && m <= 9 && counts[k + d])
            u += d == -1 || d == 1 ? 3 : 2;
    }
    return u + (n >= 3 && n <= 7);
}

int bot__place(const bot_sight *s)
{
    int place = 1;
    int32_t mine = s->view->seats[s->seat].score;
    for (int seat = 0; seat < 4; seat++) {
        int32_t other = s->view->seats[seat].score;
        place += seat != s->seat && (other > mine || (other == mine && seat < s->seat));
    }
    return place;
}

int bot__hands_after(const bot_sight *s)
{
    int rounds = s->rules->rounds ? s->rules->rounds : 1;
    int left = rounds * 4 - 1 - (s->view->round * 4 + s->view->hand);
    return left > 0 ? left : 0;
}

bool bot__all_last(const bot_sight *s)
{
    return bot__hands_after(s) == 0;
}

/* Hand c's key: its counts, three bits a kind, with a top bit that no empty slot has. */
void bot__hand_key(const uint8_t c[TSUMO_KINDS], uint64_t key[2])
{
    uint64_t lo = 0, hi = 0;
    for (int k = 0; k < 21; k++)
        lo = lo << 3 | c[k];
    for (int k = 21; k < TSUMO_KINDS; k++)
        hi = hi << 3 | c[k];
    key[0] = lo;
    key[1] = hi | 1ull << 63;
}
