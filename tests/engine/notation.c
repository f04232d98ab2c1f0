/*
 * Tile and hand notation (docs/notation.md): parse, format, round trip and
 * the diagnostics that point at the offending character.
 */
#include "support.h"

#include <string.h>

static void round_trip(const char *text, const char *canonical)
{
    tsumo_hand hand = test_hand(text);
    char buf[128];
    size_t n = tsumo_hand_format(buf, sizeof buf, &hand);
    assert_int_equal(n, strlen(canonical));
    assert_string_equal(buf, canonical);
    tsumo_hand again = test_hand(buf);
    assert_memory_equal(&hand, &again, sizeof hand);
}

static void test_round_trip(void **state)
{
    (void)state;
    round_trip("123m456p789s1122z", "123m456p789s1122z");
    round_trip("  321m 654p  ", "123m456p");
    round_trip("0m55m", "055m");
    round_trip("234m66p (789s<) (555z^) [1111p]", "234m66p (789s<) (555z^) [1111p]");
    round_trip("23m(213m)", "23m (213m<)");
    round_trip("11m{5505p>}", "11m {5055p>}");
    round_trip("11m(0555p)", "11m (0555p)");
    round_trip("123456789m1122z", "123456789m1122z");
}

static void test_melds(void **state)
{
    (void)state;
    tsumo_hand h = test_hand("22m (435s<) (777z^) [0555m] {9999p>} ");
    assert_int_equal(h.meld_count, 4);
    assert_int_equal(h.melds[0].type, TSUMO_MELD_CHI);
    assert_int_equal(h.melds[0].kind, test_kind("3s"));
    assert_int_equal(h.melds[0].called, test_kind("4s"));
    assert_int_equal(h.melds[0].from, TSUMO_FROM_LEFT);
    assert_int_equal(h.melds[1].type, TSUMO_MELD_PON);
    assert_int_equal(h.melds[1].from, TSUMO_FROM_ACROSS);
    assert_int_equal(h.melds[2].type, TSUMO_MELD_CLOSED_KAN);
    assert_int_equal(h.melds[2].red, 1);
    assert_int_equal(h.melds[3].type, TSUMO_MELD_ADDED_KAN);
    assert_int_equal(h.melds[3].from, TSUMO_FROM_RIGHT);
    assert_false(tsumo_hand_is_closed(&h));
    assert_int_equal(tsumo_hand_tile_count(&h), 14);
    tsumo_hand closed = test_hand("123m456p789s11z [2222z]");
    assert_true(tsumo_hand_is_closed(&closed));
}

static void test_last_tile(void **state)
{
    (void)state;
    tsumo_hand h;
    tsumo_kind last;
    bool red;
    assert_int_equal(tsumo_hand_parse(&h, &last, &red, "123m406p (789s<)", NULL), TSUMO_OK);
    assert_int_equal(last, test_kind("6p"));
    assert_false(red);
    assert_int_equal(tsumo_hand_parse(&h, &last, &red, "123m460p", NULL), TSUMO_OK);
    assert_int_equal(last, test_kind("5p"));
    assert_true(red);
}

static void expect_error(const char *text, tsumo_diag_code code, int column)
{
    tsumo_hand h;
    tsumo_diag diag;
    tsumo_status st = tsumo_hand_parse(&h, NULL, NULL, text, &diag);
    assert_int_equal(st, TSUMO_EPARSE);
    if (diag.code != code || diag.column != column)
        fail_msg("\"%s\": got code %d column %d, want code %d column %d", text, diag.code,
                 diag.column, code, column);
}

static void test_errors_point_at_the_character(void **state)
{
    (void)state;
    expect_error("", TSUMO_DIAG_EMPTY, 1);
    expect_error("123", TSUMO_DIAG_SUIT_EXPECTED, 4);
    expect_error("123x", TSUMO_DIAG_SUIT_EXPECTED, 4);
    expect_error("18z", TSUMO_DIAG_BAD_HONOR, 2);
    expect_error("10z", TSUMO_DIAG_BAD_RED, 2);
    expect_error("11111m", TSUMO_DIAG_TOO_MANY_COPIES, 5);
    expect_error("00m", TSUMO_DIAG_TOO_MANY_COPIES, 2);
    expect_error("123m (124m)", TSUMO_DIAG_BAD_MELD, 7);
    expect_error("123m (123m^)", TSUMO_DIAG_BAD_SOURCE, 11);
    expect_error("123m [111m]", TSUMO_DIAG_BAD_MELD, 7);
    expect_error("[1111m<]", TSUMO_DIAG_BAD_SOURCE, 7);
    expect_error("(111m", TSUMO_DIAG_UNCLOSED_MELD, 6);
    expect_error("11m x", TSUMO_DIAG_UNEXPECTED_CHAR, 5);
    expect_error("111222333444556m", TSUMO_DIAG_TOO_MANY_TILES, 15);
    expect_error("1112223334445m (666m)", TSUMO_DIAG_TOO_MANY_TILES, 21);
    expect_error("(111m)(222m)(333m)(444m)(555m)", TSUMO_DIAG_TOO_MANY_MELDS, 25);
    expect_error("1m (1111m)", TSUMO_DIAG_TOO_MANY_COPIES, 8);
}

static void test_single_tiles(void **state)
{
    (void)state;
    char buf[4];
    for (int k = 0; k < TSUMO_KINDS; k++) {
        assert_int_equal(tsumo_kind_format(buf, sizeof buf, (tsumo_kind)k, false), 2);
        assert_int_equal(test_kind(buf), k);
    }
    tsumo_kind k;
    bool red;
    assert_int_equal(tsumo_kind_parse(&k, &red, "0s", NULL), TSUMO_OK);
    assert_int_equal(k, TSUMO_5S);
    assert_true(red);
    tsumo_diag diag;
    assert_int_equal(tsumo_kind_parse(&k, &red, "5mm", &diag), TSUMO_EPARSE);
    assert_int_equal(diag.column, 3);
    assert_int_equal(tsumo_kind_parse(&k, &red, "8z", &diag), TSUMO_EPARSE);
    assert_int_equal(diag.code, TSUMO_DIAG_BAD_HONOR);
}

/* R-DORA-02, EMA 2.7: the dora is the indicator's successor in its cycle. */
static void test_dora_succession(void **state)
{
    (void)state;
    assert_int_equal(tsumo_kind_dora(test_kind("1m")), test_kind("2m"));
    assert_int_equal(tsumo_kind_dora(test_kind("9m")), test_kind("1m"));
    assert_int_equal(tsumo_kind_dora(test_kind("9p")), test_kind("1p"));
    assert_int_equal(tsumo_kind_dora(test_kind("9s")), test_kind("1s"));
    assert_int_equal(tsumo_kind_dora(test_kind("4z")), test_kind("1z"));
    assert_int_equal(tsumo_kind_dora(test_kind("1z")), test_kind("2z"));
    assert_int_equal(tsumo_kind_dora(test_kind("5z")), test_kind("6z"));
    assert_int_equal(tsumo_kind_dora(test_kind("7z")), test_kind("5z"));
}

/* R-TILE-01, EMA 1.1-1.3: 34 kinds, four of each, 136 tiles; no flowers, seasons or jokers. */
static void test_the_tile_set(void **state)
{
    (void)state;
    int copies[TSUMO_KINDS] = {0}, suits[4] = {0}, winds = 0, dragons = 0;
    for (int t = 0; t < TSUMO_TILES; t++)
        copies[tsumo_tile_kind((tsumo_tile)t)]++;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        assert_int_equal(copies[k], 4);
        suits[tsumo_kind_suit((tsumo_kind)k)]++;
        winds += tsumo_kind_is_wind((tsumo_kind)k);
        dragons += tsumo_kind_is_dragon((tsumo_kind)k);
    }
    assert_int_equal(suits[TSUMO_MAN], 9);
    assert_int_equal(suits[TSUMO_PIN], 9);
    assert_int_equal(suits[TSUMO_SOU], 9);
    assert_int_equal(winds, 4);
    assert_int_equal(dragons, 3);
    /* nothing beyond the seven honours: 8z and 9z name no tile */
    tsumo_kind k;
    bool red;
    assert_int_equal(tsumo_kind_parse(&k, &red, "8z", NULL), TSUMO_EPARSE);
    assert_int_equal(tsumo_kind_parse(&k, &red, "9z", NULL), TSUMO_EPARSE);
}

/* R-TILE-02/03/05, EMA 1.1, 4.2.5: tile classes and red fives. */
static void test_tile_classes(void **state)
{
    (void)state;
    int yaochu = 0, green = 0, red3 = 0, red4 = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        yaochu += tsumo_kind_is_yaochu((tsumo_kind)k);
        green += tsumo_kind_is_green((tsumo_kind)k);
        /* R-TILE-02: terminals are the 1s and 9s, honours the winds and dragons */
        int n = tsumo_kind_number((tsumo_kind)k);
        bool honour = k >= TSUMO_EAST;
        assert_int_equal(tsumo_kind_is_terminal((tsumo_kind)k), !honour && (n == 1 || n == 9));
        assert_int_equal(tsumo_kind_is_honor((tsumo_kind)k), honour);
        assert_int_equal(tsumo_kind_is_simple((tsumo_kind)k), !honour && n >= 2 && n <= 8);
    }
    /* R-TILE-05: exactly 2, 3, 4, 6, 8 sou and the green dragon */
    uint8_t greens[TSUMO_KINDS];
    test_counts(greens, "23468s6z");
    for (int k = 0; k < TSUMO_KINDS; k++)
        assert_int_equal(tsumo_kind_is_green((tsumo_kind)k), greens[k] > 0);
    for (int t = 0; t < TSUMO_TILES; t++) {
        red3 += tsumo_tile_is_red((tsumo_tile)t, 3);
        red4 += tsumo_tile_is_red((tsumo_tile)t, 4);
        assert_false(tsumo_tile_is_red((tsumo_tile)t, 0));
        if (tsumo_tile_is_red((tsumo_tile)t, 4)) /* R-TILE-03: only fives are red */
            assert_int_equal(tsumo_kind_number(tsumo_tile_kind((tsumo_tile)t)), 5);
    }
    /* R-TILE-03: with three, one red five in each suit */
    for (int suit = TSUMO_MAN; suit <= TSUMO_SOU; suit++) {
        int reds = 0;
        for (int copy = 0; copy < 4; copy++)
            reds += tsumo_tile_is_red((tsumo_tile)(tsumo_kind_make(suit, 5) * 4 + copy), 3);
        assert_int_equal(reds, 1);
    }
    /* R-TILE-03, CFG-AKA, EMA 1.1: a suit's red fives, by the ruleset's count, are its red
       physical tiles */
    for (int k = 0; k < TSUMO_KINDS; k++) {
        bool five = k == TSUMO_5M || k == TSUMO_5P || k == TSUMO_5S;
        assert_int_equal(tsumo_kind_red_count((tsumo_kind)k, 0), 0);
        assert_int_equal(tsumo_kind_red_count((tsumo_kind)k, 3), five);
        assert_int_equal(tsumo_kind_red_count((tsumo_kind)k, 4), five + (k == TSUMO_5P));
        for (int red_fives = 0; red_fives <= 4; red_fives++) {
            int reds = 0;
            for (int copy = 0; copy < 4; copy++)
                reds += tsumo_tile_is_red((tsumo_tile)(k * 4 + copy), red_fives);
            assert_int_equal(tsumo_kind_red_count((tsumo_kind)k, red_fives), reds);
        }
    }
    assert_int_equal(yaochu, 13);
    assert_int_equal(green, 6);
    assert_int_equal(red3, 3);
    assert_int_equal(red4, 4);
    assert_true(tsumo_kind_is_simple(test_kind("2m")));
    assert_false(tsumo_kind_is_simple(test_kind("9s")));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),   cmocka_unit_test(test_melds),
        cmocka_unit_test(test_last_tile),    cmocka_unit_test(test_errors_point_at_the_character),
        cmocka_unit_test(test_single_tiles), cmocka_unit_test(test_dora_succession),
        cmocka_unit_test(test_the_tile_set), cmocka_unit_test(test_tile_classes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
