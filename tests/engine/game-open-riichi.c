/*
 * Open riichi (R-RII-13, CFG-OPENRII, RU:D6; its value AMB-14). The club
 * text allows it as a deviation, off by default: only the player who
 * declares the first riichi of the hand may make it open; in furiten it is
 * punished by a dead hand; a wrong (noten) one is chombo only at a draw.
 * Seat 1 holds a tenpai hand from the deal (waiting on 1s-4s), as in
 * game-riichi.c, and declares with the tile it draws.
 */
#include "game-support.h"

#include <stdlib.h>
#include <string.h>

static const test_deal deal = {
    .hands = {"1111z2222z333z99m8m", "123m456m789p11s23s", "147p258p369p4567z", "78m235689s34567z"},
    .draws = "9s6m6m9p1s",
};

static tsumo_rules open_rules(int penalties)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.open_riichi = true;
    rules.penalties = (uint8_t)penalties;
    return rules;
}

/* How many of `seat`'s legal actions are riichi, and how many of those open riichi. */
static int legal_riichi(const tsumo_game *g, int seat, int *open)
{
    tsumo_action a[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, seat, a, TSUMO_GAME_MAX_LEGAL), riichi = 0;
    *open = 0;
    for (int i = 0; i < n; i++) {
        riichi += a[i].type == TSUMO_ACTION_RIICHI;
        *open += a[i].type == TSUMO_ACTION_RIICHI && (a[i].flags & TSUMO_ACTION_OPEN);
    }
    return riichi;
}

static int han_of(const tsumo_score *s, tsumo_yaku yaku)
{
    for (int i = 0; i < s->yaku_count; i++)
        if (s->yaku[i].yaku == yaku)
            return s->yaku[i].han;
    return 0;
}

/* ---- who may declare it ---- */

/* R-RII-13, RU D6, CFG-OPENRII: off in the ruleset (every shipped one), refused and not listed. */
static void test_refused_when_off(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d8m .");
    int open = -1;
    assert_true(legal_riichi(g, 1, &open) > 0);
    assert_int_equal(open, 0);
    test_refused(g, "1O9s", TSUMO_REASON_OFF_IN_RULES);
    /* The refusal names the ruleset's key, since no rule text has one to cite. */
    tsumo_action open_riichi = {.type = TSUMO_ACTION_RIICHI, .seat = 1, .flags = TSUMO_ACTION_OPEN};
    assert_string_equal(tsumo_reason_rules_key(TSUMO_REASON_OFF_IN_RULES, &open_riichi),
                        "open_riichi");
    assert_string_equal(tsumo_reason_rules_key(TSUMO_REASON_FURITEN, &open_riichi), "");
    test_play(g, "1R9s"); /* the plain riichi stays */
    tsumo_game_free(g);

    tsumo_rules rules = open_rules(TSUMO_PENALTIES_PENALIZE);
    rules.open_riichi = false;
    g = test_game_rules(&rules, &deal);
    test_play(g, "0d8m .");
    test_refused(g, "1O9s", TSUMO_REASON_OFF_IN_RULES); /* not a fault to punish: no such thing */
    tsumo_game_free(g);
}

/* R-RII-13, RU D6: the first riichi of the hand may be open; the event shows the hand. */
static void test_allowed_for_the_first_riichi(void **state)
{
    (void)state;
    tsumo_rules rules = open_rules(TSUMO_PENALTIES_REFUSE);
    tsumo_game *g = test_game_rules(&rules, &deal);
    test_play(g, "0d8m .");
    int open = 0;
    int riichi = legal_riichi(g, 1, &open);
    assert_true(open > 0);
    assert_int_equal(riichi, 2 * open); /* each riichi discard also open: none is furiten */
    test_events_clear();
    test_play(g, "1O9s");
    const tsumo_event *e = test_events_find(TSUMO_EVENT_RIICHI, 0);
    assert_non_null(e);
    assert_int_equal(e->visible, TSUMO_SEATS_ALL);
    assert_int_equal(e->flags, TSUMO_ACTION_OPEN);
    assert_int_equal(e->code, 2); /* a double riichi, open */
    assert_int_equal(e->tile_count, 13);
    tsumo_view own = test_view(g, 1);
    tsumo_tile shown[14];
    memcpy(shown, e->tiles, e->tile_count);
    for (int i = 1; i < 13; i++) /* the event's tiles are the hand, in any order */
        for (int j = i; j > 0 && shown[j - 1] > shown[j]; j--) {
            tsumo_tile t = shown[j];
            shown[j] = shown[j - 1];
            shown[j - 1] = t;
        }
    assert_memory_equal(shown, own.hand_tiles, 13);
    assert_true(own.seats[1].open_riichi);
    assert_int_equal(own.seats[1].riichi, 2);
    tsumo_game_free(g);
}

/* R-RII-13, RU D6: only the player who declared riichi first; a second declarer is refused
   an open riichi (in either mode) but keeps the plain one. */
static void test_refused_for_a_second_declarer(void **state)
{
    (void)state;
    test_deal d = deal;
    d.hands[2] = "234p567p678s44z45m"; /* waits on 3m-6m; draws 9m, not furiten after it */
    d.draws = "9s9m6m9p1s";
    for (int mode = 0; mode < 2; mode++) {
        tsumo_rules rules = open_rules(mode ? TSUMO_PENALTIES_PENALIZE : TSUMO_PENALTIES_REFUSE);
        tsumo_game *g = test_game_rules(&rules, &d);
        test_play(g, "0d8m . 1R9s .");
        int open = -1;
        assert_true(legal_riichi(g, 2, &open) > 0);
        assert_int_equal(open, 0);
        test_refused(g, "2O9m", TSUMO_REASON_OPEN_RIICHI_NOT_FIRST);
        test_play(g, "2R9m");
        assert_false(test_view(g, 0).seats[2].open_riichi);
        tsumo_game_free(g);
    }
    /* and the one after an open riichi may declare a plain one */
    tsumo_rules rules = open_rules(TSUMO_PENALTIES_REFUSE);
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0d8m . 1O9s .");
    test_refused(g, "2O9m", TSUMO_REASON_OPEN_RIICHI_NOT_FIRST);
    test_play(g, "2R9m .");
    tsumo_view v = test_view(g, 0);
    assert_true(v.seats[1].open_riichi);
    assert_false(v.seats[2].open_riichi);
    assert_int_equal(v.seats[2].shown_count, 0);
    tsumo_game_free(g);
}

/* ---- what every seat sees ---- */

/* R-RII-13, RU D6: every seat sees the open hand (and only that hand), all but the tile its
   owner has just drawn. */
static void test_view_shows_the_open_hand(void **state)
{
    (void)state;
    tsumo_rules rules = open_rules(TSUMO_PENALTIES_REFUSE);
    tsumo_game *g = test_game_rules(&rules, &deal);
    test_play(g, "0d8m . 1O9s");
    tsumo_view own = test_view(g, 1);
    int viewers[] = {0, 2, 3, TSUMO_NO_SEAT};
    for (int i = 0; i < 4; i++) {
        tsumo_view v = test_view(g, viewers[i]);
        assert_true(v.seats[1].open_riichi);
        assert_int_equal(v.seats[1].shown_count, 13);
        assert_memory_equal(v.seats[1].shown, own.hand_tiles, 13);
        for (int s = 0; s < 4; s++)
            if (s != 1)
                assert_int_equal(v.seats[s].shown_count, 0);
        if (viewers[i] != TSUMO_NO_SEAT)
            assert_int_equal(v.hand_count, 13); /* its own hand only */
    }
    test_play(g, ". 2x . 3x . 0x ."); /* seat 1 draws its 1s */
    own = test_view(g, 1);
    assert_true(own.drawn != TSUMO_NO_TILE);
    for (int i = 0; i < 4; i++) {
        tsumo_view v = test_view(g, viewers[i]);
        assert_int_equal(v.seats[1].shown_count, 13);
        assert_int_equal(v.drawn == own.drawn, false);
        for (int t = 0; t < v.seats[1].shown_count; t++)
            assert_int_not_equal(v.seats[1].shown[t], own.drawn); /* still its own */
    }
    tsumo_game_free(g);
}

/* ---- furiten: a dead hand, or refused ---- */

/* R-RII-13, RU D6: after drawing 4s, every tenpai discard leaves a wait among the discards. */
static const test_deal furiten_deal = {
    .hands = {"1111z2222z333z99m8m", "123m456m789p11s23s", "234p567p678s44z45m",
              "78m235689s34567z"},
    .draws = "4s6m6m9p1s",
};

static void test_furiten_refused(void **state)
{
    (void)state;
    tsumo_rules rules = open_rules(TSUMO_PENALTIES_REFUSE);
    tsumo_game *g = test_game_rules(&rules, &furiten_deal);
    test_play(g, "0d8m .");
    int open = -1;
    assert_true(legal_riichi(g, 1, &open) > 0);
    assert_int_equal(open, 0);
    test_refused(g, "1O4s", TSUMO_REASON_OPEN_RIICHI_FURITEN);
    test_refused(g, "1o1s", TSUMO_REASON_OPEN_RIICHI_FURITEN);
    test_play(g, "1R4s"); /* a plain riichi in furiten is allowed (R-FURI-06) */
    assert_false(test_view(g, 0).seats[1].open_riichi);
    tsumo_game_free(g);
}

/* R-RII-13, RU D6: in penalize mode an open riichi in furiten is accepted and the hand is
   dead: no win, noten at the draw, but no chombo (it was tenpai). */
static void test_furiten_dead_hand(void **state)
{
    (void)state;
    tsumo_rules rules = open_rules(TSUMO_PENALTIES_PENALIZE);
    tsumo_game *g = test_game_rules(&rules, &furiten_deal);
    test_events_clear();
    test_play(g, "0d8m . 1O4s");
    const tsumo_event *e = test_events_find(TSUMO_EVENT_DEAD_HAND, 0);
    assert_non_null(e);
    assert_int_equal(e->seat, 1);
    assert_int_equal(e->code, TSUMO_REASON_OPEN_RIICHI_FURITEN);
    assert_int_equal(e->visible, TSUMO_SEATS_ALL);
    tsumo_view v = test_view(g, 0);
    assert_true(v.seats[1].dead);
    assert_true(v.seats[1].open_riichi);
    assert_int_equal(v.seats[1].shown_count, 13);
    test_play(g, ". 2x . 3x . 0x ."); /* seat 1 draws 1s, a winning tile */
    assert_false(test_can(g, 1, TSUMO_ACTION_TSUMO));
    test_play_out(g);
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_DRAW);
    test_play(g, "0noten");
    assert_false(test_can(g, 1, TSUMO_ACTION_TENPAI));
    test_play(g, "1noten 2tenpai 3noten");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_EXHAUSTIVE);
    assert_int_equal(r->chombo, TSUMO_NO_SEAT);
    assert_false(r->tenpai[1]);
    assert_int_equal(r->delta[1], -1000);
    assert_int_equal(r->delta[2], 3000);
    tsumo_game_free(g);
}

/* ---- noten: chombo only at a draw ---- */

/* Seat 1 holds junk; seat 2 waits on 1p-4p with a pung of white dragons (game-penalty.c). */
static const test_deal noten_deal = {
    .hands = {"1111z2222z333z99m8m", "1357m2468p1357s9s", "23p456m789m555z55s", "79m???????????"},
    .draws = "5z1p",
};

/* R-RII-13, RU D6, R-RII-11: a noten open riichi goes unpunished when another player wins. */
static void test_noten_no_chombo_on_a_win(void **state)
{
    (void)state;
    tsumo_rules rules = open_rules(TSUMO_PENALTIES_PENALIZE);
    tsumo_game *g = test_game_rules(&rules, &noten_deal);
    test_play(g, "0d8m . 1O5z . 2t");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_WIN);
    assert_int_equal(r->wins[0].winner, 2);
    assert_int_equal(r->chombo, TSUMO_NO_SEAT);
    assert_int_equal(r->sticks_to[2], 1000); /* the open riichi's stick goes to the winner */
    tsumo_game_free(g);

    rules = open_rules(TSUMO_PENALTIES_REFUSE);
    g = test_game_rules(&rules, &noten_deal);
    test_play(g, "0d8m .");
    test_refused(g, "1O5z", TSUMO_REASON_RIICHI_NOT_TENPAI);
    tsumo_game_free(g);
}

/* R-RII-13, RU D6, R-RII-11: a noten open riichi is chombo at an exhaustive draw. */
static void test_noten_chombo_at_the_draw(void **state)
{
    (void)state;
    tsumo_rules rules = open_rules(TSUMO_PENALTIES_PENALIZE);
    test_deal d = noten_deal;
    d.draws = "5z";
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0d8m . 1O5z .");
    assert_true(test_view(g, 0).seats[1].open_riichi);
    test_play_out(g);
    test_play(g, "0noten 1noten 2tenpai 3noten");
    const tsumo_hand_result *r = test_result(g);
    assert_int_equal(r->end, TSUMO_END_CHOMBO);
    assert_int_equal(r->chombo, 1);
    assert_int_equal(r->chombo_reason, TSUMO_REASON_NOTEN_RIICHI);
    tsumo_game_free(g);
}

/* ---- scoring ---- */

/* R-RII-13, RU D6, AMB-14: an open riichi wins with open_riichi_han in place of riichi's 1;
   on a double riichi it adds open_riichi_han - 1; ura dora as for riichi. */
static void test_scoring_in_play(void **state)
{
    (void)state;
    for (int han = 1; han <= 3; han++) {
        tsumo_rules rules = open_rules(TSUMO_PENALTIES_REFUSE);
        rules.open_riichi_han = (uint8_t)han;
        /* plain: a closed kan before it breaks the first go-around */
        tsumo_game *g = test_game_rules(&rules, &deal);
        test_play(g, "0a1z . 0d8m . 1O9s . 2x . 3x . 0x . 1t");
        const tsumo_hand_win *w = &test_result(g)->wins[0];
        assert_int_equal(w->winner, 1);
        assert_true(w->win.flags & TSUMO_WIN_OPEN_RIICHI);
        assert_int_equal(han_of(&w->score, TSUMO_YAKU_OPEN_RIICHI), han);
        assert_int_equal(han_of(&w->score, TSUMO_YAKU_RIICHI), 0);
        assert_true(w->win.ura_count > 0);
        tsumo_game_free(g);
        /* double */
        g = test_game_rules(&rules, &deal);
        test_play(g, "0d8m . 1O9s . 2x . 3x . 0x . 1t");
        w = &test_result(g)->wins[0];
        assert_int_equal(han_of(&w->score, TSUMO_YAKU_DOUBLE_RIICHI), 2);
        assert_int_equal(han_of(&w->score, TSUMO_YAKU_OPEN_RIICHI), han - 1);
        assert_int_equal(han_of(&w->score, TSUMO_YAKU_RIICHI), 0);
        tsumo_game_free(g);
    }
}

/* R-RII-13, RU D6, AMB-14: tsumo_score_hand with the open flag. */
static void test_scoring_the_hand(void **state)
{
    (void)state;
    tsumo_rules rules = open_rules(TSUMO_PENALTIES_REFUSE);
    tsumo_hand hand = test_hand("123m456m789p11s123s");
    tsumo_win win = {.tile = test_kind("1s"), .seat_wind = TSUMO_WIND_SOUTH};
    win.flags = TSUMO_WIN_RIICHI | TSUMO_WIN_OPEN_RIICHI;
    win.dora_count = win.ura_count = 1;
    win.dora[0] = test_kind("1z"); /* dora 2z: none */
    win.ura[0] = test_kind("9m");  /* ura dora 1m: one */
    tsumo_score s;
    assert_int_equal(tsumo_score_hand(&s, &hand, &win, &rules), TSUMO_OK);
    assert_true(s.valid);
    assert_int_equal(han_of(&s, TSUMO_YAKU_OPEN_RIICHI), 2);
    assert_int_equal(han_of(&s, TSUMO_YAKU_RIICHI), 0);
    assert_int_equal(han_of(&s, TSUMO_YAKU_URA_DORA), 1);
    int open_han = s.han;
    win.flags = TSUMO_WIN_RIICHI;
    assert_int_equal(tsumo_score_hand(&s, &hand, &win, &rules), TSUMO_OK);
    assert_int_equal(s.han, open_han - 1);
    assert_string_equal(tsumo_yaku_id(TSUMO_YAKU_OPEN_RIICHI), "open_riichi");
    assert_int_equal(tsumo_yaku_from_id("open_riichi"), TSUMO_YAKU_OPEN_RIICHI);

    win.flags = TSUMO_WIN_OPEN_RIICHI; /* open without riichi */
    assert_int_equal(tsumo_score_hand(&s, &hand, &win, &rules), TSUMO_OK);
    assert_int_equal(s.refusal, TSUMO_REFUSAL_BAD_SITUATION);
    assert_int_equal(s.situation, TSUMO_SITUATION_OPEN_NO_RIICHI);
    win.flags = TSUMO_WIN_RIICHI | TSUMO_WIN_OPEN_RIICHI;
    rules.open_riichi = false; /* CFG-OPENRII */
    assert_int_equal(tsumo_score_hand(&s, &hand, &win, &rules), TSUMO_OK);
    assert_int_equal(s.refusal, TSUMO_REFUSAL_BAD_SITUATION);
    assert_int_equal(s.situation, TSUMO_SITUATION_OPEN_RIICHI_OFF);
}

/* ---- records ---- */

static char *format_record(const tsumo_record *rec)
{
    size_t n = tsumo_record_format(NULL, 0, rec);
    char *text = malloc(n + 1);
    assert_non_null(text);
    assert_int_equal(tsumo_record_format(text, n + 1, rec), n);
    return text;
}

/* R-RII-13, RU D6: a record keeps the open flag ("riichi 9s tsumogiri open") and replays. */
static void test_record_round_trip(void **state)
{
    (void)state;
    tsumo_rules rules = open_rules(TSUMO_PENALTIES_REFUSE);
    tsumo_wall wall;
    test_wall(&wall, &deal);
    tsumo_game_setup setup = {.seed = 5, .walls = &wall, .wall_count = 1};
    tsumo_game *g = test_game_rules(&rules, &deal); /* the same wall, dealt */
    tsumo_record *rec = NULL;
    assert_int_equal(tsumo_record_new(&rec, &rules, &setup), TSUMO_OK);
    tsumo_game_free(g);
    assert_int_equal(tsumo_game_new(&g, &rules, &setup), TSUMO_OK);
    const char *script[] = {"next", "0d8m", "1O9s", "2x", "3x", "0x", "1t"};
    for (size_t i = 0; i < sizeof script / sizeof *script; i++) {
        unsigned awaiting = tsumo_game_to_act(g);
        tsumo_phase ph = tsumo_game_phase(g);
        while (ph == TSUMO_PHASE_CLAIM) { /* implied passes are recorded too */
            int seat = __builtin_ctz(awaiting);
            tsumo_action pass = {.type = TSUMO_ACTION_PASS, .seat = (uint8_t)seat};
            assert_int_equal(tsumo_game_apply(g, &pass, NULL, 0, NULL, NULL), TSUMO_OK);
            assert_int_equal(tsumo_record_add(rec, g, &pass), TSUMO_OK);
            awaiting = tsumo_game_to_act(g);
            ph = tsumo_game_phase(g);
        }
        tsumo_action a = test_action(g, script[i]);
        assert_int_equal(tsumo_game_apply(g, &a, NULL, 0, NULL, NULL), TSUMO_OK);
        assert_int_equal(tsumo_record_add(rec, g, &a), TSUMO_OK);
    }
    char *text = format_record(rec);
    assert_non_null(strstr(text, "\nS riichi 9s tsumogiri open\n"));
    tsumo_record *back = NULL;
    tsumo_diag d;
    assert_int_equal(tsumo_record_parse(&back, text, strlen(text), &d), TSUMO_OK);
    assert_true(tsumo_record_equal(rec, back));
    char *again = format_record(back);
    assert_string_equal(text, again);
    tsumo_replay r;
    tsumo_replay_report rep;
    assert_int_equal(tsumo_replay_begin(&r, back, NULL), TSUMO_OK);
    bool win = false;
    do {
        assert_int_equal(tsumo_replay_step(&r, &rep), TSUMO_OK);
        assert_int_not_equal(rep.kind, TSUMO_REPLAY_REFUSED);
        win |= rep.hand_over;
    } while (rep.kind != TSUMO_REPLAY_DONE);
    tsumo_replay_end(&r);
    assert_true(win);

    /* "open" only on a riichi, once, after tsumogiri */
    const char *bad[] = {"S riichi 9s tsumogiri open\n", "S riichi 9s open open\n",
                         "S discard 9s open\n", "S riichi 9s open tsumogiri\n"};
    for (int i = 1; i < 4; i++) {
        char *t = malloc(strlen(text) + 64);
        assert_non_null(t);
        const char *at = strstr(text, bad[0]);
        size_t head = (size_t)(at - text);
        memcpy(t, text, head);
        strcpy(t + head, bad[i]);
        strcat(t, at + strlen(bad[0]));
        tsumo_record *x = NULL;
        assert_int_equal(tsumo_record_parse(&x, t, strlen(t), &d), TSUMO_EPARSE);
        free(t);
    }
    free(again);
    free(text);
    tsumo_record_free(back);
    tsumo_record_free(rec);
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_refused_when_off),
        cmocka_unit_test(test_allowed_for_the_first_riichi),
        cmocka_unit_test(test_refused_for_a_second_declarer),
        cmocka_unit_test(test_view_shows_the_open_hand),
        cmocka_unit_test(test_furiten_refused),
        cmocka_unit_test(test_furiten_dead_hand),
        cmocka_unit_test(test_noten_no_chombo_on_a_win),
        cmocka_unit_test(test_noten_chombo_at_the_draw),
        cmocka_unit_test(test_scoring_in_play),
        cmocka_unit_test(test_scoring_the_hand),
        cmocka_unit_test(test_record_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
