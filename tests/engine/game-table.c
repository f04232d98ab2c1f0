/*
 * The table: seating, the wall and its break, the dead wall, the dora and the
 * deal (CHECKLIST sections 2-3, EMA 2.1-2.8).
 */
#include "game-support.h"
#include "game-state.h" /* the wall's internal reading, to check the layout itself */

/* R-DEAL-01, R-WALL-09, R-DORA-01 (EMA 2.8, 2.7): the deal, replacement and indicator spots. */
static void test_deal_positions(void **state)
{
    (void)state;
    static const int dealer[14] = {0, 1, 2, 3, 16, 17, 18, 19, 32, 33, 34, 35, 48, 52};
    static const int north[13] = {12, 13, 14, 15, 28, 29, 30, 31, 44, 45, 46, 47, 51};
    for (int i = 0; i < 14; i++)
        assert_int_equal(tsumo_wall_deal_position(0, i), dealer[i]);
    for (int i = 0; i < 13; i++)
        assert_int_equal(tsumo_wall_deal_position(3, i), north[i]);
    int used[53] = {0};
    for (int r = 0; r < 4; r++)
        for (int i = 0; i < (r == 0 ? 14 : 13); i++)
            used[tsumo_wall_deal_position(r, i)]++;
    for (int p = 0; p < 53; p++)
        assert_int_equal(used[p], 1);
    /* R-WALL-09, R-DORA-01, R-DORA-04 */
    assert_int_equal(tsumo_wall_rinshan_position(0), 134);
    assert_int_equal(tsumo_wall_rinshan_position(1), 135);
    assert_int_equal(tsumo_wall_rinshan_position(2), 132);
    assert_int_equal(tsumo_wall_rinshan_position(3), 133);
    assert_int_equal(tsumo_wall_indicator_position(0), 130);
    assert_int_equal(tsumo_wall_indicator_position(4), 122);
    assert_int_equal(tsumo_wall_ura_position(0), 131);
}

static void assert_hand(const tsumo_game *g, int seat, const char *notation)
{
    tsumo_view v = test_view(g, seat);
    uint8_t want[TSUMO_KINDS], got[TSUMO_KINDS] = {0};
    test_counts(want, notation);
    for (int i = 0; i < v.hand_count; i++)
        got[tsumo_tile_kind(v.hand_tiles[i])]++;
    assert_memory_equal(want, got, TSUMO_KINDS);
}

/* R-DEAL-01, R-DEAL-02 (EMA 2.8): each seat gets its 13 tiles, the dealer 14. */
static void test_deal_follows_wall(void **state)
{
    (void)state;
    test_deal d = {
        .dealer = 2,
        .hands = {"123m456m789m1z2z3z4z", "123p456p789p5z6z7z1s", "123s456s789s1z2z3z4z5z",
                  "11m22p33s44z55z66z7z"},
    };
    tsumo_game *g = test_game(&d);
    for (int s = 0; s < 4; s++)
        assert_hand(g, s, d.hands[s]);
    tsumo_view v = test_view(g, 2);
    assert_int_equal(v.hand_count, 14);
    assert_true(test_is(v.drawn, "5z")); /* the dealer's 14th, written last */
    for (int s = 0; s < 4; s++)
        assert_int_equal(v.seats[s].tile_count, s == 2 ? 14 : 13); /* R-DEAL-02 */
    assert_int_equal(v.live_left, 69);                             /* R-WALL-08 */
    tsumo_game_free(g);
}

/* R-WALL-02, R-WALL-03 (EMA 2.5, AMB-01, AMB-02): the dice pick the wall and the stack. */
static void test_dice_break(void **state)
{
    (void)state;
    for (int dealer = 0; dealer < 4; dealer++) {
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                uint8_t dice[2] = {(uint8_t)a, (uint8_t)b}, seat, stack;
                tsumo__wall_break(&seat, &stack, dealer, dice);
                int sum = a + b;
                int expect = sum % 4 == 1 ? 0 : sum % 4 == 2 ? 1 : sum % 4 == 3 ? 2 : 3;
                assert_int_equal(seat, (dealer + expect) & 3);
                assert_int_equal(stack, sum);
            }
        }
    }
    test_deal d = {.dealer = 1};
    tsumo_game *g = test_game(&d); /* the test walls roll 3 and 4 */
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.dice[0] + v.dice[1], 7);
    assert_int_equal(v.break_seat, 3); /* 7 counts to West of dealer 1: seat 3 */
    assert_int_equal(v.break_stack, 7);
    tsumo_game_free(g);
}

/* R-WALL-04, R-WALL-05, R-WALL-06 (EMA 2.6, 2.8, AMB-03): read clockwise from the stack left
   of the break; the dead wall ends at the break and goes round the corner. */
static void test_wall_layout(void **state)
{
    (void)state;
    tsumo_tile square[TSUMO_TILES];
    for (int i = 0; i < TSUMO_TILES; i++)
        square[i] = (tsumo_tile)i;
    tsumo_wall wall = {.dice = {1, 3}}; /* 4: North's wall, after its 4th stack */
#define AT(w, s, level) ((w)*34 + (s)*2 + (level))
    tsumo__wall_read(&wall, square);
    assert_true(tsumo_wall_is_valid(&wall));
    assert_int_equal(wall.tiles[0], AT(3, 4, 0)); /* the 5th stack of North's wall, top */
    assert_int_equal(wall.tiles[1], AT(3, 4, 1));
    assert_int_equal(wall.tiles[2 * 12], AT(3, 16, 0)); /* North's left end */
    assert_int_equal(wall.tiles[2 * 13], AT(2, 0, 0));  /* then West's right end */
    assert_int_equal(wall.tiles[134], AT(3, 3, 0));     /* stack 68: next to the break */
    assert_int_equal(wall.tiles[135], AT(3, 3, 1));
    assert_int_equal(wall.tiles[128], AT(3, 0, 0));  /* stack 65: North's right end */
    assert_int_equal(wall.tiles[126], AT(0, 16, 0)); /* stack 64: round the corner (R-WALL-06) */
    assert_int_equal(wall.tiles[122], AT(0, 14, 0));
#undef AT
}

/* R-WALL-01: the shuffle is the seed's: the same seed, the same wall. R-TILE-01, R-TILE-06
   (EMA 1, 1.4, 2.5): each of the 136 tiles once, and two six-sided dice. */
static void test_shuffle_is_seeded(void **state)
{
    (void)state;
    tsumo_rng a, b, c;
    tsumo_rng_seed(&a, 99);
    tsumo_rng_seed(&b, 99);
    tsumo_rng_seed(&c, 100);
    tsumo_wall wa, wb, wc;
    tsumo__wall_shuffle(&wa, &a);
    tsumo__wall_shuffle(&wb, &b);
    tsumo__wall_shuffle(&wc, &c);
    assert_true(tsumo_wall_is_valid(&wa));
    assert_memory_equal(&wa, &wb, sizeof wa);
    assert_memory_not_equal(wa.tiles, wc.tiles, sizeof wa.tiles);
    unsigned sums = 0;
    for (int i = 0; i < 500; i++) {
        tsumo__wall_shuffle(&wa, &a);
        assert_true(tsumo_wall_is_valid(&wa)); /* 136 distinct tiles, dice 1-6 */
        sums |= 1u << (wa.dice[0] + wa.dice[1]);
    }
    assert_int_equal(sums, 0x1FFCu); /* every sum from 2 to 12 */
}

/* R-DORA-01, R-DORA-02 (EMA 2.7): the indicator and its successor. */
static void test_dora_indicator(void **state)
{
    (void)state;
    test_deal d = {.dora = "3m"};
    tsumo_game *g = test_game(&d);
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.indicator_count, 1);
    assert_true(test_is(v.indicators[0], "3m"));
    tsumo_game_free(g);
    assert_int_equal(tsumo_kind_dora(test_kind("9m")), test_kind("1m"));
    assert_int_equal(tsumo_kind_dora(test_kind("4z")), test_kind("1z"));
    assert_int_equal(tsumo_kind_dora(test_kind("7z")), test_kind("5z"));
    assert_int_equal(tsumo_kind_dora(test_kind("5z")), test_kind("6z"));
}

static int yaku_han(const tsumo_hand_win *w, tsumo_yaku yaku)
{
    for (int i = 0; i < w->score.yaku_count; i++)
        if (w->score.yaku[i].yaku == yaku)
            return w->score.yaku[i].han;
    return 0;
}

/* Seat 1 declares riichi on its first draw and wins by tsumo four draws later. */
static const test_deal riichi_win_deal = {
    .hands = {"1111z2222z333z99m8m", "123m456m789p11s23s", "147p258p369p4567z", "78m235689s34567z"},
    .draws = "9s6m6m9p1s",
    .dora = "1s",
    .ura = "2m",
};

/* R-DORA-03, R-DORA-06 (EMA 4.1, 3.3.12): dora count; a riichi winner gets ura dora. */
static void test_dora_and_ura(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&riichi_win_deal);
    test_play(g, "0d8m . 1R9s . 2x . 3x . 0x . 1t");
    const tsumo_hand_win *w = &tsumo_game_result(g)->wins[0];
    assert_int_equal(w->win.dora_count, 1);
    assert_int_equal(w->win.dora[0], test_kind("1s"));
    assert_int_equal(w->win.ura_count, 1);
    assert_int_equal(w->win.ura[0], test_kind("2m"));
    assert_int_equal(yaku_han(w, TSUMO_YAKU_DORA), 1);     /* the 2s */
    assert_int_equal(yaku_han(w, TSUMO_YAKU_URA_DORA), 1); /* the 3m */
    tsumo_game_free(g);

    tsumo_rules rules; /* CFG-URA off */
    tsumo_rules_default(&rules);
    rules.ura_dora = false;
    rules.kan_ura_dora = false;
    g = test_game_rules(&rules, &riichi_win_deal);
    test_play(g, "0d8m . 1R9s . 2x . 3x . 0x . 1t");
    assert_int_equal(tsumo_game_result(g)->wins[0].win.ura_count, 0);
    tsumo_game_free(g);
}

/* R-DORA-06: no ura dora without riichi. */
static void test_no_ura_without_riichi(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&riichi_win_deal);
    test_play(g, "0d8m . 1x . 2x . 3x . 0x . 1t");
    assert_int_equal(tsumo_game_result(g)->wins[0].win.ura_count, 0);
    tsumo_game_free(g);
}

/* R-DORA-04, CFG-KANDORA off (JPML-A): a kan turns no indicator. */
static void test_no_kan_dora(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    rules.kan_dora = false;
    rules.kan_ura_dora = false;
    test_deal d = {.hands = {"1111z2222z333z99m8m"}};
    tsumo_game *g = test_game_rules(&rules, &d);
    test_play(g, "0a1z .");
    assert_int_equal(test_view(g, 0).indicator_count, 1);
    tsumo_game_free(g);
}

/*
 * R-DORA-07 (J:Dora3, RU9.3): a wrong tile cannot be turned as indicator, so there is nothing
 * to correct: the engine turns the top of stack 66 (position 130) at the deal and the tops of
 * stacks 65, 64, 63 (128, 126, 124) at the kans, in that order, and every seat sees those.
 */
static void test_indicators_are_the_right_tiles(void **state)
{
    (void)state;
    test_deal d = {
        .hands = {"1111m2222m3333m5p7z", NULL, NULL, NULL},
        .rinshan = "9s9s9s",
        .dora = "1z2z3z4z",
    };
    test_events_clear();
    tsumo_game *g = test_game(&d);
    test_play(g, "0a1m . 0a2m . 0a3m .");
    static const char *const turned[4] = {"1z", "2z", "3z", "4z"};
    assert_int_equal(test_events_count(TSUMO_EVENT_DORA), 4);
    for (int i = 0; i < 4; i++) {
        const tsumo_event *e = test_events_find(TSUMO_EVENT_DORA, i);
        assert_true(test_is(e->tile, turned[i]));
        assert_int_equal(e->tile, g->wall.tiles[130 - 2 * i]);
        assert_int_equal(e->visible, TSUMO_SEATS_ALL);
    }
    for (int seat = 0; seat < 4; seat++) {
        tsumo_view v = test_view(g, seat);
        assert_int_equal(v.indicator_count, 4);
        for (int i = 0; i < 4; i++)
            assert_int_equal(v.indicators[i], g->wall.tiles[130 - 2 * i]);
    }
    tsumo_game_free(g);
}

/* What a deal must be: the break where the dice say, the hands from the stacks after it, the
   indicator on stack 66 (R-DEAL-03, R-DORA-07). */
static void check_deal(const tsumo_game *g, const tsumo_event *ev, int n)
{
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    int sum = v.dice[0] + v.dice[1];
    assert_int_equal(v.break_seat, (v.dealer + sum - 1) & 3);
    assert_int_equal(v.break_stack, sum);
    assert_memory_equal(v.dice, g->wall.dice, 2);
    int deals = 0;
    for (int i = 0; i < n; i++) {
        const tsumo_event *e = &ev[i];
        if (e->type == TSUMO_EVENT_HAND_START) {
            assert_int_equal(e->tiles[0], v.dice[0]);
            assert_int_equal(e->tiles[1], v.dice[1]);
        } else if (e->type == TSUMO_EVENT_DEAL) {
            int from_dealer = (e->seat - v.dealer) & 3;
            for (int t = 0; t < e->tile_count; t++)
                assert_int_equal(e->tiles[t],
                                 g->wall.tiles[tsumo_wall_deal_position(from_dealer, t)]);
            deals++;
        } else if (e->type == TSUMO_EVENT_DORA) {
            assert_int_equal(e->tile, g->wall.tiles[130]);
        }
    }
    assert_int_equal(deals, 4);
    assert_int_equal(v.indicator_count, 1);
    assert_int_equal(v.indicators[0], g->wall.tiles[130]);
}

/*
 * R-DEAL-03 (J:P6, RU7.1): the wall cannot be broken at the wrong place: in every hand of a
 * shuffled game the break is where the dice put it, the deal starts at the stack after it
 * and the dead wall ends at it, with its indicator on stack 66 (R-DORA-07).
 */
static void test_break_is_where_the_dice_say(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_game_setup setup = {.seed = 2024};
    tsumo_game *g = NULL;
    assert_int_equal(tsumo_game_new(&g, &rules, &setup), TSUMO_OK);
    tsumo_rng policy;
    tsumo_rng_seed(&policy, 5);
    int hands = 0;
    while (tsumo_game_phase(g) != TSUMO_PHASE_GAME_OVER) {
        int seat = __builtin_ctz(tsumo_game_to_act(g));
        tsumo_action a[TSUMO_GAME_MAX_LEGAL];
        int n = tsumo_game_legal(g, seat, a, TSUMO_GAME_MAX_LEGAL);
        tsumo_action pick = a[tsumo_rng_below(&policy, (uint32_t)n)];
        tsumo_event ev[TSUMO_GAME_MAX_EVENTS];
        int count = 0;
        assert_int_equal(tsumo_game_apply(g, &pick, ev, TSUMO_GAME_MAX_EVENTS, &count, NULL),
                         TSUMO_OK);
        if (pick.type == TSUMO_ACTION_NEXT_HAND && tsumo_game_phase(g) == TSUMO_PHASE_TURN) {
            check_deal(g, ev, count);
            hands++;
        }
    }
    assert_true(hands >= 8);
    tsumo_game_free(g);
}

/* R-SEAT-01, R-SEAT-03, R-SEAT-04 (EMA 2.1-2.2): winds by seat, the round wind. */
static void test_winds(void **state)
{
    (void)state;
    test_deal d = {.dealer = 1, .round = 1};
    tsumo_game *g = test_game(&d);
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(v.round, 1);
    assert_int_equal(v.dealer, 1);
    assert_int_equal(v.seats[1].wind, TSUMO_WIND_EAST);
    assert_int_equal(v.seats[2].wind, TSUMO_WIND_SOUTH);
    assert_int_equal(v.seats[3].wind, TSUMO_WIND_WEST);
    assert_int_equal(v.seats[0].wind, TSUMO_WIND_NORTH);
    assert_int_equal(v.turn, 1);
    tsumo_game_free(g);
}

/* R-SEAT-02 (EMA 2.3): seats by lot from the seed, or as given. */
static void test_seating(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_game_setup setup = {.names = {"Ana", "Bo", "Cy", "Di"}};
    tsumo_game *g = NULL;
    assert_int_equal(tsumo_game_new(&g, &rules, &setup), TSUMO_OK);
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_string_equal(v.seats[2].name, "Cy");
    tsumo_game_free(g);

    setup.draw_seats = true;
    int moved = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        setup.seed = seed;
        assert_int_equal(tsumo_game_new(&g, &rules, &setup), TSUMO_OK);
        test_events_clear();
        test_play(g, "next");
        const tsumo_event *e = test_events_find(TSUMO_EVENT_SEATING, 0);
        assert_non_null(e);
        int seen = 0;
        v = test_view(g, TSUMO_NO_SEAT);
        for (int s = 0; s < 4; s++) {
            seen |= 1 << e->tiles[s];
            assert_int_equal(v.seats[s].player, e->tiles[s]);
            assert_string_equal(v.seats[s].name, setup.names[e->tiles[s]]);
            moved += e->tiles[s] != s;
        }
        assert_int_equal(seen, 0xF);
        tsumo_game_free(g);
    }
    assert_true(moved > 0);
}

/* A long name is cut at a whole UTF-8 character. */
static void test_long_name(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_game_setup setup = {.names = {"ééééééééééééééééééééé"}}; /* 21 two-byte letters */
    tsumo_game *g = NULL;
    assert_int_equal(tsumo_game_new(&g, &rules, &setup), TSUMO_OK);
    tsumo_view v = test_view(g, TSUMO_NO_SEAT);
    assert_int_equal(strlen(v.seats[0].name), 30);
    tsumo_game_free(g);
}

/* R-SEAT-05 (EMA 2.1, 3.1): in a full game each player deals at least once per round. */
static void test_everyone_deals_each_round(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    for (uint64_t seed = 1; seed <= 5; seed++) {
        tsumo_game_setup setup = {.seed = seed};
        tsumo_game *g = NULL;
        assert_int_equal(tsumo_game_new(&g, &rules, &setup), TSUMO_OK);
        unsigned dealt[2] = {0, 0};
        tsumo_rng policy;
        tsumo_rng_seed(&policy, seed);
        while (tsumo_game_phase(g) != TSUMO_PHASE_GAME_OVER) {
            unsigned m = tsumo_game_to_act(g);
            int seat = __builtin_ctz(m);
            tsumo_action a[TSUMO_GAME_MAX_LEGAL];
            int n = tsumo_game_legal(g, seat, a, TSUMO_GAME_MAX_LEGAL);
            tsumo_event ev[TSUMO_GAME_MAX_EVENTS];
            int count = 0;
            assert_int_equal(tsumo_game_apply(g, &a[tsumo_rng_below(&policy, (uint32_t)n)], ev,
                                              TSUMO_GAME_MAX_EVENTS, &count, NULL),
                             TSUMO_OK);
            for (int i = 0; i < count; i++)
                if (ev[i].type == TSUMO_EVENT_HAND_START)
                    dealt[ev[i].points[0]] |= 1u << ev[i].seat;
        }
        assert_int_equal(dealt[0], 0xF);
        assert_int_equal(dealt[1], 0xF);
        tsumo_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deal_positions),
        cmocka_unit_test(test_deal_follows_wall),
        cmocka_unit_test(test_dice_break),
        cmocka_unit_test(test_wall_layout),
        cmocka_unit_test(test_shuffle_is_seeded),
        cmocka_unit_test(test_dora_indicator),
        cmocka_unit_test(test_dora_and_ura),
        cmocka_unit_test(test_no_ura_without_riichi),
        cmocka_unit_test(test_no_kan_dora),
        cmocka_unit_test(test_indicators_are_the_right_tiles),
        cmocka_unit_test(test_break_is_where_the_dice_say),
        cmocka_unit_test(test_winds),
        cmocka_unit_test(test_seating),
        cmocka_unit_test(test_long_name),
        cmocka_unit_test(test_everyone_deals_each_round),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
