/*
 * Laying a wall from known faces (tsumo_wall_build): the faces lie where they
 * were placed, the rest is the tiles left in a seeded order, and a face placed
 * more often than the set holds it (red fives per the ruleset) is refused.
 */
#include "support.h"

#include <string.h>

static const uint8_t dice34[2] = {3, 4};

static tsumo_rules rules_with_reds(int red_fives)
{
    tsumo_rules r;
    tsumo_rules_default(&r);
    r.red_fives = (uint8_t)red_fives;
    return r;
}

static bool has_face(tsumo_tile t, tsumo_kind kind, bool red, int red_fives)
{
    return t < TSUMO_TILES && tsumo_tile_kind(t) == kind && tsumo_tile_is_red(t, red_fives) == red;
}

/* A hand for East, a draw, the dora indicator and a red five at the first live draw. */
static const tsumo_wall_face some_faces[] = {
    {.pos = 0, .kind = TSUMO_1M},
    {.pos = 1, .kind = TSUMO_1M},
    {.pos = 2, .kind = TSUMO_9P},
    {.pos = 3, .kind = TSUMO_EAST},
    {.pos = TSUMO_WALL_FIRST_DRAW, .kind = TSUMO_5M, .red = true},
    {.pos = 130, .kind = TSUMO_RED},
    {.pos = 135, .kind = TSUMO_5S},
};
#define SOME_FACES (sizeof some_faces / sizeof some_faces[0])

static void test_faces_lie_where_placed(void **state)
{
    (void)state;
    tsumo_rules rules = rules_with_reds(3);
    tsumo_wall w;
    tsumo_wall_diag diag;
    assert_int_equal(tsumo_wall_build(&w, &rules, some_faces, SOME_FACES, dice34, 7, &diag),
                     TSUMO_OK);
    assert_int_equal(diag.fault, TSUMO_WALL_FAULT_NONE);
    for (size_t i = 0; i < SOME_FACES; i++)
        assert_true(has_face(w.tiles[some_faces[i].pos], some_faces[i].kind, some_faces[i].red,
                             rules.red_fives));
    assert_int_equal(w.dice[0], 3);
    assert_int_equal(w.dice[1], 4);
    assert_true(tsumo_wall_is_valid(&w));
}

/* Every physical tile once: the positions no face names hold exactly the tiles left. */
static void test_rest_is_the_tiles_left(void **state)
{
    (void)state;
    tsumo_rules rules = rules_with_reds(3);
    tsumo_wall w;
    assert_int_equal(tsumo_wall_build(&w, &rules, some_faces, SOME_FACES, dice34, 7, NULL),
                     TSUMO_OK);
    int seen[TSUMO_TILES] = {0};
    for (int pos = 0; pos < TSUMO_TILES; pos++) {
        assert_true(w.tiles[pos] < TSUMO_TILES);
        seen[w.tiles[pos]]++;
    }
    for (int t = 0; t < TSUMO_TILES; t++)
        assert_int_equal(seen[t], 1);
    /* The rest holds two 1m (four less the two placed) and no red 5m (the only one is placed). */
    int ones = 0, red_5m = 0;
    for (int pos = 0; pos < TSUMO_TILES; pos++) {
        bool placed = false;
        for (size_t i = 0; i < SOME_FACES; i++)
            placed |= some_faces[i].pos == pos;
        if (placed)
            continue;
        ones += tsumo_tile_kind(w.tiles[pos]) == TSUMO_1M;
        red_5m += has_face(w.tiles[pos], TSUMO_5M, true, 3);
    }
    assert_int_equal(ones, 2);
    assert_int_equal(red_5m, 0);
}

static void test_same_seed_same_wall(void **state)
{
    (void)state;
    tsumo_rules rules = rules_with_reds(3);
    tsumo_wall a, b, c;
    assert_int_equal(tsumo_wall_build(&a, &rules, some_faces, SOME_FACES, dice34, 99, NULL),
                     TSUMO_OK);
    assert_int_equal(tsumo_wall_build(&b, &rules, some_faces, SOME_FACES, dice34, 99, NULL),
                     TSUMO_OK);
    assert_int_equal(tsumo_wall_build(&c, &rules, some_faces, SOME_FACES, dice34, 100, NULL),
                     TSUMO_OK);
    assert_memory_equal(a.tiles, b.tiles, sizeof a.tiles);
    assert_memory_not_equal(a.tiles, c.tiles, sizeof a.tiles);
}

/* The seed shuffles: the rest is not the tiles left in their numbers' order. */
static void test_rest_is_shuffled(void **state)
{
    (void)state;
    tsumo_rules rules = rules_with_reds(0);
    tsumo_wall w;
    assert_int_equal(tsumo_wall_build(&w, &rules, NULL, 0, dice34, 1, NULL), TSUMO_OK);
    int in_order = 0;
    for (int pos = 0; pos < TSUMO_TILES; pos++)
        in_order += w.tiles[pos] == pos;
    assert_true(in_order < 10);
}

static void test_a_fifth_tile_is_refused(void **state)
{
    (void)state;
    tsumo_rules rules = rules_with_reds(0);
    tsumo_wall_face five[5];
    for (int i = 0; i < 5; i++)
        five[i] = (tsumo_wall_face){.pos = 10 + i, .kind = TSUMO_WHITE};
    tsumo_wall w;
    memset(&w, 0xAB, sizeof w);
    tsumo_wall_diag diag;
    assert_int_equal(tsumo_wall_build(&w, &rules, five, 4, dice34, 1, &diag), TSUMO_OK);
    memset(&w, 0xAB, sizeof w);
    assert_int_equal(tsumo_wall_build(&w, &rules, five, 5, dice34, 1, &diag), TSUMO_EINVAL);
    assert_int_equal(diag.fault, TSUMO_WALL_FAULT_NO_TILE);
    assert_int_equal(diag.face, 4);
    assert_int_equal(w.tiles[0], 0xAB); /* refused: nothing written */
    assert_non_null(strstr(tsumo_wall_fault_msgid(diag.fault), "four of each tile"));
}

/* With three reds there is one red 5m and three plain: a second red or a fourth plain fails. */
static void test_red_fives_are_counted(void **state)
{
    (void)state;
    tsumo_rules three = rules_with_reds(3), none = rules_with_reds(0), four = rules_with_reds(4);
    tsumo_wall w;
    tsumo_wall_diag diag;
    tsumo_wall_face reds[2] = {{.pos = 0, .kind = TSUMO_5M, .red = true},
                               {.pos = 1, .kind = TSUMO_5M, .red = true}};
    assert_int_equal(tsumo_wall_build(&w, &three, reds, 1, dice34, 1, NULL), TSUMO_OK);
    assert_int_equal(tsumo_wall_build(&w, &three, reds, 2, dice34, 1, &diag), TSUMO_EINVAL);
    assert_int_equal(diag.fault, TSUMO_WALL_FAULT_NO_TILE);
    assert_int_equal(diag.face, 1);
    assert_int_equal(tsumo_wall_build(&w, &none, reds, 1, dice34, 1, &diag), TSUMO_EINVAL);
    assert_int_equal(diag.face, 0);
    /* Four reds: two of them are 5p. */
    tsumo_wall_face red_pins[2] = {{.pos = 0, .kind = TSUMO_5P, .red = true},
                                   {.pos = 1, .kind = TSUMO_5P, .red = true}};
    assert_int_equal(tsumo_wall_build(&w, &four, red_pins, 2, dice34, 1, NULL), TSUMO_OK);
    assert_int_equal(tsumo_wall_build(&w, &three, red_pins, 2, dice34, 1, NULL), TSUMO_EINVAL);

    tsumo_wall_face plain[4];
    for (int i = 0; i < 4; i++)
        plain[i] = (tsumo_wall_face){.pos = 20 + i, .kind = TSUMO_5M};
    assert_int_equal(tsumo_wall_build(&w, &none, plain, 4, dice34, 1, NULL), TSUMO_OK);
    assert_int_equal(tsumo_wall_build(&w, &three, plain, 4, dice34, 1, &diag), TSUMO_EINVAL);
    assert_int_equal(diag.face, 3);
    /* `either`: the red one will do for a fourth plain five, and no red is left in the rest. */
    plain[3].either = true;
    assert_int_equal(tsumo_wall_build(&w, &three, plain, 4, dice34, 1, NULL), TSUMO_OK);
    assert_true(has_face(w.tiles[23], TSUMO_5M, true, 3));
    for (int pos = 0; pos < TSUMO_TILES; pos++)
        if (pos < 20 || pos > 23)
            assert_true(tsumo_tile_kind(w.tiles[pos]) != TSUMO_5M);
}

static void test_positions_kinds_and_dice_are_checked(void **state)
{
    (void)state;
    tsumo_rules rules = rules_with_reds(3);
    tsumo_wall w;
    tsumo_wall_diag diag;
    tsumo_wall_face bad_pos[2] = {{.pos = 5, .kind = TSUMO_1S}, {.pos = 136, .kind = TSUMO_1S}};
    assert_int_equal(tsumo_wall_build(&w, &rules, bad_pos, 2, dice34, 1, &diag), TSUMO_EINVAL);
    assert_int_equal(diag.fault, TSUMO_WALL_FAULT_POSITION);
    assert_int_equal(diag.face, 1);
    bad_pos[1].pos = -1;
    assert_int_equal(tsumo_wall_build(&w, &rules, bad_pos, 2, dice34, 1, &diag), TSUMO_EINVAL);
    assert_int_equal(diag.fault, TSUMO_WALL_FAULT_POSITION);
    bad_pos[1].pos = 5;
    assert_int_equal(tsumo_wall_build(&w, &rules, bad_pos, 2, dice34, 1, &diag), TSUMO_EINVAL);
    assert_int_equal(diag.fault, TSUMO_WALL_FAULT_TWICE);
    tsumo_wall_face bad_kind = {.pos = 0, .kind = TSUMO_KINDS};
    assert_int_equal(tsumo_wall_build(&w, &rules, &bad_kind, 1, dice34, 1, &diag), TSUMO_EINVAL);
    assert_int_equal(diag.fault, TSUMO_WALL_FAULT_KIND);
    const uint8_t bad_dice[2] = {0, 7};
    assert_int_equal(tsumo_wall_build(&w, &rules, NULL, 0, bad_dice, 1, &diag), TSUMO_EINVAL);
    assert_int_equal(diag.fault, TSUMO_WALL_FAULT_DICE);
    for (int f = 0; f <= TSUMO_WALL_FAULT_COUNT; f++)
        assert_non_null(tsumo_wall_fault_msgid((tsumo_wall_fault)f));
}

/* A built wall deals: the game accepts it and East holds the faces placed for him. */
static void test_a_game_deals_the_wall(void **state)
{
    (void)state;
    tsumo_rules rules = rules_with_reds(3);
    tsumo_wall w;
    assert_int_equal(tsumo_wall_build(&w, &rules, some_faces, SOME_FACES, dice34, 7, NULL),
                     TSUMO_OK);
    tsumo_game_setup setup = {.seed = 1, .walls = &w, .wall_count = 1};
    tsumo_game *g = NULL;
    assert_int_equal(tsumo_game_new(&g, &rules, &setup), TSUMO_OK);
    tsumo_action deal = {.type = TSUMO_ACTION_NEXT_HAND};
    assert_int_equal(tsumo_game_apply(g, &deal, NULL, 0, NULL, NULL), TSUMO_OK);
    tsumo_view v;
    tsumo_game_view(g, 0, &v);
    int ones = 0, easts = 0;
    for (int i = 0; i < v.hand_count; i++) {
        ones += tsumo_tile_kind(v.hand_tiles[i]) == TSUMO_1M;
        easts += tsumo_tile_kind(v.hand_tiles[i]) == TSUMO_EAST;
    }
    assert_int_equal(v.hand_count, 14);
    assert_true(ones >= 2 && easts >= 1);
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_faces_lie_where_placed),
        cmocka_unit_test(test_rest_is_the_tiles_left),
        cmocka_unit_test(test_same_seed_same_wall),
        cmocka_unit_test(test_rest_is_shuffled),
        cmocka_unit_test(test_a_fifth_tile_is_refused),
        cmocka_unit_test(test_red_fives_are_counted),
        cmocka_unit_test(test_a_game_deals_the_wall),
        cmocka_unit_test(test_positions_kinds_and_dice_are_checked),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
