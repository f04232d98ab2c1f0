/*
 * tsumo_game_exchange_tiles (a mirror's correction, src/engine/game-mirror.c): two tiles no
 * seat has been shown change places as if the wall had been laid so; a hand that changes is
 * analysed again; a tile that was shown (discarded, an indicator turned) is refused and
 * nothing changes. The state stays whole (tsumo_game_check: 136 tiles, one place each).
 */
#include "game-support.h"

#include <string.h>

/* Where in the seat's view the tile lies, -1 when it is not among its concealed tiles. */
static int held_at(const tsumo_game *g, int seat, tsumo_tile t)
{
    tsumo_view v = test_view(g, seat);
    for (int i = 0; i < v.hand_count; i++)
        if (v.hand_tiles[i] == t)
            return i;
    return -1;
}

static bool in_a_hand(const tsumo_game *g, tsumo_tile t)
{
    for (int seat = 0; seat < 4; seat++)
        if (held_at(g, seat, t) >= 0)
            return true;
    return false;
}

/* A tile of `face` held by `seat`. */
static tsumo_tile held(const tsumo_game *g, int seat, const char *face)
{
    tsumo_view v = test_view(g, seat);
    for (int i = 0; i < v.hand_count; i++)
        if (test_is(v.hand_tiles[i], face))
            return v.hand_tiles[i];
    fail_msg("seat %d holds no %s", seat, face);
    return TSUMO_NO_TILE;
}

/* A wall tile for a seat's: the seat holds the wall's tile after, and its hand is analysed
   again (South, not ready with 1m 24m 5z, is ready on 3m with the wall's 1m for his 5z). */
static void test_wall_for_hand(void **state)
{
    (void)state;
    static const test_deal deal = {
        .hands = {"123m456m789p11s23s7z", "123p456p789s1m24m5z"},
        .draws = "9m1z",
    };
    tsumo_game *g = test_game(&deal);
    tsumo_view before = test_view(g, 1);
    assert_int_equal(before.waits, 0);
    tsumo_tile dragon = held(g, 1, "5z"), wall_one = TSUMO_NO_TILE;
    for (tsumo_tile t = 0; t < TSUMO_TILES && wall_one == TSUMO_NO_TILE; t++)
        if (test_is(t, "1m") && held_at(g, 0, t) < 0 && held_at(g, 1, t) < 0 &&
            tsumo_game_exchange_tiles(g, dragon, t) == TSUMO_OK)
            wall_one = t;
    assert_true(wall_one != TSUMO_NO_TILE);
    assert_true(held_at(g, 1, wall_one) >= 0);
    assert_int_equal(held_at(g, 1, dragon), -1);
    tsumo_view after = test_view(g, 1);
    assert_int_equal(after.hand_count, before.hand_count);
    assert_true(after.waits == (tsumo_kindset)1 << tsumo_tile_kind(test_tile("3m")));
    assert_int_equal(tsumo_game_check(g), TSUMO_OK);
    tsumo_game_free(g);
}

/*
 * A hand's tile put in the wall lies there, though the wall still names it where it was dealt
 * from: it can change places again (a mirror that learns one face after another).
 */
static void test_wall_tile_exchanged_again(void **state)
{
    (void)state;
    static const test_deal deal = {
        .hands = {"123m456m789p11s23s7z", "123p456p789s1m24m5z"},
        .draws = "9m1z",
    };
    tsumo_game *g = test_game(&deal);
    tsumo_tile dragon = held(g, 1, "5z"), wall_tile = TSUMO_NO_TILE;
    for (tsumo_tile t = 0; t < TSUMO_TILES && wall_tile == TSUMO_NO_TILE; t++)
        if (!in_a_hand(g, t) && tsumo_game_exchange_tiles(g, dragon, t) == TSUMO_OK)
            wall_tile = t;
    assert_true(wall_tile != TSUMO_NO_TILE);
    assert_false(in_a_hand(g, dragon));
    /* the dragon, now in the wall, for South's 2m: back in a hand */
    tsumo_tile two = held(g, 1, "2m");
    assert_int_equal(tsumo_game_exchange_tiles(g, dragon, two), TSUMO_OK);
    assert_true(held_at(g, 1, dragon) >= 0);
    assert_int_equal(held_at(g, 1, two), -1);
    /* and the 2m, now where the dragon lay, once more */
    assert_int_equal(tsumo_game_exchange_tiles(g, two, held(g, 1, "4m")), TSUMO_OK);
    assert_true(held_at(g, 1, two) >= 0);
    assert_int_equal(tsumo_game_check(g), TSUMO_OK);
    tsumo_game_free(g);
}

/* A discarded tile was shown to everyone: refused, the game unchanged. */
static void test_shown_refused(void **state)
{
    (void)state;
    static const test_deal deal = {
        .hands = {"123m456m789p11s23s7z", "123p456p789s1m24m5z"},
        .draws = "9m1z",
    };
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d7z . 1d9m");
    tsumo_tile seven = test_tile("7z"), two = held(g, 1, "2m");
    tsumo_view v0 = test_view(g, 1);
    assert_int_equal(tsumo_game_exchange_tiles(g, seven, two), TSUMO_EINVAL);
    assert_int_equal(tsumo_game_exchange_tiles(g, TSUMO_TILES, two), TSUMO_EINVAL);
    tsumo_view v1 = test_view(g, 1);
    assert_memory_equal(&v0, &v1, sizeof v0);
    assert_int_equal(tsumo_game_check(g), TSUMO_OK);
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wall_for_hand),
        cmocka_unit_test(test_wall_tile_exchanged_again),
        cmocka_unit_test(test_shown_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
