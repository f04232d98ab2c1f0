/*
 * Helpers shared by the scoring tests (yaku.c, fu.c, score.c): a winning
 * hand in notation, its winning tile and its situation in words, scored
 * under EMA 2008 or a ruleset changed by some of the words.
 *
 * Words (space-separated; the default is a ron by South in the East round):
 *   tsumo ron  seat=E|S|W|N  round=E|S|W|N  honba=N  sticks=N
 *   riichi double_riichi ippatsu haitei houtei rinshan chankan tenhou
 *   chiihou renhou nagashi_mangan open_riichi       (tsumo_win_flag_id)
 *   dora=5m,1z  ura=3p                              (indicators)
 *   open_tanyao kiriage no_double stacking hatsu no_ippatsu no_ura
 *   no_kan_dora no_kan_ura no_rinshan_fu no_open_pinfu keep_haitei_apart
 *   kazoe=sanbaiman renhou=mangan|han5|none red=0|3|4 double_wind=2
 *   min_han=N no_two_han nagashi=off|any|draw       (the ruleset)
 */
#ifndef TSUMO_TEST_SCORING_H
#define TSUMO_TEST_SCORING_H

#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct scored {
    tsumo_hand hand;
    tsumo_win win;
    tsumo_rules rules;
    tsumo_score score;
    tsumo_status status;
} scored;

static inline int test_wind(const char *w)
{
    const char *winds = "ESWN";
    const char *p = strchr(winds, w[0]);
    if (!p || !w[0])
        fail_msg("no such wind: %s", w);
    return (int)(p - winds);
}

/* Calls fn on each piece of text between separators (strtok without its state). */
static inline void test_split(const char *text, char sep, void (*fn)(void *, const char *),
                              void *arg)
{
    char piece[64];
    while (*text) {
        size_t n = 0;
        while (text[n] && text[n] != sep)
            n++;
        if (n > 0 && n < sizeof piece) {
            memcpy(piece, text, n);
            piece[n] = '\0';
            fn(arg, piece);
        }
        text += n + (text[n] == sep);
    }
}

typedef struct test_indicator_list {
    tsumo_kind *kinds;
    uint8_t *count;
} test_indicator_list;

static inline void test_add_indicator(void *arg, const char *tile)
{
    test_indicator_list *l = arg;
    l->kinds[(*l->count)++] = test_kind(tile);
}

static inline void test_indicators(tsumo_kind *out, uint8_t *count, const char *list)
{
    test_indicator_list l = {out, count};
    test_split(list, ',', test_add_indicator, &l);
}

static inline bool test_flag_word(tsumo_win *win, const char *w)
{
    unsigned flag = tsumo_win_flag_from_id(w);
    win->flags = (uint16_t)(win->flags | flag);
    return flag != 0;
}

static inline bool test_rules_word(tsumo_rules *r, const char *w)
{
    if (strcmp(w, "open_tanyao") == 0)
        r->open_tanyao = true;
    else if (strcmp(w, "kiriage") == 0)
        r->kiriage = true;
    else if (strcmp(w, "no_double") == 0)
        r->double_yakuman = false;
    else if (strcmp(w, "stacking") == 0)
        r->yakuman_stacking = true;
    else if (strcmp(w, "hatsu") == 0)
        r->ryuuiisou_needs_hatsu = true;
    else if (strcmp(w, "no_ippatsu") == 0)
        r->ippatsu = false;
    else if (strcmp(w, "no_ura") == 0)
        r->ura_dora = false;
    else if (strcmp(w, "no_kan_dora") == 0)
        r->kan_dora = false;
    else if (strcmp(w, "no_kan_ura") == 0)
        r->kan_ura_dora = false;
    else if (strcmp(w, "no_rinshan_fu") == 0)
        r->rinshan_tsumo_fu = false;
    else if (strcmp(w, "no_open_pinfu") == 0)
        r->open_pinfu_fu = false;
    else if (strcmp(w, "keep_haitei_apart") == 0)
        r->haitei_with_rinshan = false;
    else if (strcmp(w, "kazoe=sanbaiman") == 0)
        r->kazoe = TSUMO_KAZOE_SANBAIMAN;
    else if (strcmp(w, "renhou=mangan") == 0)
        r->renhou = TSUMO_RENHOU_MANGAN;
    else if (strcmp(w, "renhou=han5") == 0)
        r->renhou = TSUMO_RENHOU_HAN5;
    else if (strcmp(w, "renhou=none") == 0)
        r->renhou = TSUMO_RENHOU_NONE;
    else if (strncmp(w, "red=", 4) == 0)
        r->red_fives = (uint8_t)atoi(w + 4);
    else if (strcmp(w, "double_wind=2") == 0)
        r->double_wind_pair_fu = 2;
    else if (strncmp(w, "min_han=", 8) == 0)
        r->min_han = (uint8_t)atoi(w + 8);
    else if (strcmp(w, "no_two_han") == 0)
        r->two_han_at_five_counters = false;
    else if (strcmp(w, "nagashi=off") == 0)
        r->nagashi = TSUMO_NAGASHI_OFF;
    else if (strcmp(w, "nagashi=any") == 0)
        r->nagashi = TSUMO_NAGASHI_ANY;
    else if (strcmp(w, "nagashi=draw") == 0)
        r->nagashi_settlement = TSUMO_NAGASHI_AS_DRAW;
    else
        return false;
    return true;
}

static inline void test_word(void *arg, const char *w)
{
    scored *s = arg;
    tsumo_win *win = &s->win;
    if (strcmp(w, "tsumo") == 0)
        win->tsumo = true;
    else if (strcmp(w, "ron") == 0)
        win->tsumo = false;
    else if (strncmp(w, "seat=", 5) == 0)
        win->seat_wind = (uint8_t)test_wind(w + 5);
    else if (strncmp(w, "round=", 6) == 0)
        win->round_wind = (uint8_t)test_wind(w + 6);
    else if (strncmp(w, "honba=", 6) == 0)
        win->honba = (uint8_t)atoi(w + 6);
    else if (strncmp(w, "sticks=", 7) == 0)
        win->riichi_sticks = (uint8_t)atoi(w + 7);
    else if (strncmp(w, "dora=", 5) == 0)
        test_indicators(win->dora, &win->dora_count, w + 5);
    else if (strncmp(w, "ura=", 4) == 0)
        test_indicators(win->ura, &win->ura_count, w + 4);
    else if (!test_flag_word(win, w) && !test_rules_word(&s->rules, w))
        fail_msg("unknown word in a test situation: %s", w);
}

/* Scores `hand` won on `tile` in the situation `words`. */
static inline scored test_score(const char *hand, const char *tile, const char *words)
{
    scored s;
    memset(&s, 0, sizeof s);
    s.hand = test_hand(hand);
    tsumo_rules_default(&s.rules);
    s.win.seat_wind = TSUMO_WIND_SOUTH;
    s.win.round_wind = TSUMO_WIND_EAST;
    tsumo_diag diag;
    bool red = false;
    if (tsumo_kind_parse(&s.win.tile, &red, tile, &diag) != TSUMO_OK)
        fail_msg("cannot parse the winning tile %s", tile);
    s.win.tile_red = red;
    test_split(words ? words : "", ' ', test_word, &s);
    s.status = tsumo_score_hand(&s.score, &s.hand, &s.win, &s.rules);
    return s;
}

/* The han (or yakuman multiplier) a score gives a yaku, 0 when it does not have it. */
static inline int test_yaku_han(const tsumo_score *s, tsumo_yaku yaku)
{
    for (int i = 0; i < s->yaku_count; i++)
        if (s->yaku[i].yaku == yaku)
            return s->yaku[i].han;
    return 0;
}

/* "riichi:1 pinfu:1" for failure messages. */
static inline const char *test_yaku_list(const tsumo_score *s)
{
    static char buf[512];
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; i < s->yaku_count && n < sizeof buf - 40; i++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s:%d ", tsumo_yaku_id(s->yaku[i].yaku),
                              s->yaku[i].han);
    snprintf(buf + n, sizeof buf - n, "(han %d fu %d, refusal %d, situation %d)", s->han, s->fu,
             s->refusal, s->situation);
    return buf;
}

#endif
