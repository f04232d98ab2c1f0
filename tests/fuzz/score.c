/*
 * Fuzz target: scoring. The input is a hand in notation, a newline, then
 * bytes that set the situation: the winning tile (taken among the concealed
 * tiles), tsumo or ron, the winds, the flags, counters and up to two dora
 * and ura indicators, and a few ruleset switches.
 *
 * Whatever the input, scoring returns TSUMO_OK or TSUMO_EINVAL; a valid win
 * has yaku worth the han it reports, fu of a possible value, payments that
 * add up to the total, and an impossible situation is refused; a hand that
 * is not complete is never valid; a refusal names a tile exactly when it is
 * about the tiles of the set, and a valid win holds no more red fives than
 * the ruleset has.
 */
#include "tsumo/tsumo.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void must(bool ok)
{
    if (!ok)
        abort();
}

typedef struct bytes {
    const uint8_t *p;
    size_t left;
} bytes;

static unsigned take(bytes *b)
{
    if (!b->left)
        return 0;
    b->left--;
    return *b->p++;
}

/* The n-th concealed tile (in kind order, n taken modulo the count). */
static tsumo_kind nth_concealed(const tsumo_hand *h, unsigned n)
{
    int total = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        total += h->counts[k];
    if (total == 0)
        return 0;
    n %= (unsigned)total;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (n < h->counts[k])
            return (tsumo_kind)k;
        n -= h->counts[k];
    }
    return 0;
}

static void situation(tsumo_win *win, tsumo_rules *rules, const tsumo_hand *hand, bytes *b)
{
    memset(win, 0, sizeof *win);
    win->tile = nth_concealed(hand, take(b));
    unsigned x = take(b);
    win->tsumo = x & 1;
    win->seat_wind = (uint8_t)((x >> 1) & 3);
    win->round_wind = (uint8_t)((x >> 3) & 3);
    win->flags = (uint16_t)(take(b) | (take(b) & 7) << 8);
    win->honba = (uint8_t)(take(b) % 8);
    win->riichi_sticks = (uint8_t)(take(b) % 4);
    win->dora_count = (uint8_t)(take(b) % 3);
    win->ura_count = (uint8_t)(take(b) % 3);
    for (int i = 0; i < 2; i++) {
        win->dora[i] = (tsumo_kind)(take(b) % TSUMO_KINDS);
        win->ura[i] = (tsumo_kind)(take(b) % TSUMO_KINDS);
    }
    unsigned r = take(b);
    rules->open_tanyao = r & 1;
    rules->yakuman_stacking = r & 2;
    rules->double_yakuman = !(r & 4);
    rules->kiriage = r & 8;
    rules->renhou = (uint8_t)((r >> 4) & 3);
    rules->red_fives = (r & 64) ? 0 : 3;
    rules->haitei_with_rinshan = !(r & 128);
}

static void check_valid(const tsumo_score *s, const tsumo_hand *hand, const tsumo_win *win)
{
    must(s->yaku_count > 0 && s->yaku_count <= TSUMO_MAX_SCORED_YAKU);
    int sum = 0;
    for (int i = 0; i < s->yaku_count; i++) {
        must(s->yaku[i].yaku < TSUMO_YAKU_COUNT && s->yaku[i].han > 0);
        sum += s->yaku[i].han;
    }
    if (s->yakuman_mult) {
        must(s->limit == TSUMO_LIMIT_YAKUMAN && s->han == 0 && s->fu == 0);
    } else if (!(win->flags & TSUMO_WIN_NAGASHI)) {
        must(sum == s->han && s->yaku_han >= 1 && s->yaku_han <= s->han);
        /* no fu only where they cannot matter: a renhou worth 5 han (CFG-RENHOU) */
        must(s->fu == 25 || (s->fu % 10 == 0 && s->fu >= 20 && s->fu <= 170) ||
             (s->fu == 0 && s->han >= 5));
        must(s->fu_raw <= s->fu && s->fu - s->fu_raw < 10);
        must(hand->counts[win->tile] > 0);
    }
    const tsumo_payments *p = &s->payments;
    int32_t parts = p->ron + p->tsumo_dealer + 2 * p->tsumo_nondealer + 3 * p->tsumo_each;
    must(p->total > 0 && p->total == parts && p->winner_gain >= p->total);
    must(p->total % 100 == 0);
}

/* R-TILE-03, CFG-AKA: no suit holds more red fives than the ruleset's set. */
static void check_reds(const tsumo_hand *hand, const tsumo_rules *rules)
{
    int red[3] = {hand->red[0], hand->red[1], hand->red[2]};
    for (int i = 0; i < hand->meld_count; i++)
        if (hand->melds[i].kind < TSUMO_EAST)
            red[tsumo_kind_suit(hand->melds[i].kind)] += hand->melds[i].red;
    for (int s = 0; s < 3; s++)
        must(red[s] <= tsumo_kind_red_count(tsumo_kind_make(s, 5), rules->red_fives));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[128];
    size_t n = 0;
    while (n < size && n < sizeof text - 1 && data[n] != '\n')
        n++;
    memcpy(text, data, n);
    text[n] = '\0';
    tsumo_hand hand;
    if (tsumo_hand_parse(&hand, NULL, NULL, text, NULL) != TSUMO_OK)
        return 0;
    bytes b = {data + n, size - n};
    take(&b); /* the newline */
    tsumo_win win;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    situation(&win, &rules, &hand, &b);
    tsumo_score s;
    tsumo_status st = tsumo_score_hand(&s, &hand, &win, &rules);
    must(st == TSUMO_OK || st == TSUMO_EINVAL);
    if (st != TSUMO_OK)
        return 0;
    must(s.refusal != TSUMO_REFUSAL_BAD_SITUATION || !s.valid);
    must((s.refusal == TSUMO_REFUSAL_NONE) == s.valid);
    bool names_tile =
        s.refusal == TSUMO_REFUSAL_TOO_MANY_RED || s.refusal == TSUMO_REFUSAL_TOO_MANY_COPIES;
    must(names_tile == (s.refused_tile != TSUMO_NO_KIND));
    if (s.valid)
        check_reds(&hand, &rules);
    if (s.valid)
        check_valid(&s, &hand, &win);
    if (!(win.flags & TSUMO_WIN_NAGASHI) && s.valid)
        must(tsumo_hand_decompose(NULL, 0, &hand) > 0);
    return 0;
}
