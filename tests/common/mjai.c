/*
 * The mjai protocol's mapping (src/common/mjai.c): tile names, a line read into an event with
 * every field checked, an event written as a line, and the two read back alike.
 */
#include "game-support.h"
#include "mjai.h"

#include <string.h>

static void test_tile_names(void **state)
{
    (void)state;
    mjai_tile t;
    char buf[4];
    assert_true(mjai_tile_parse("5mr", false, &t));
    assert_int_equal(t.kind, TSUMO_5M);
    assert_true(t.red);
    assert_string_equal(mjai_tile_name(t, buf), "5mr");
    assert_true(mjai_tile_parse("C", false, &t));
    assert_int_equal(t.kind, 33); /* red dragon, 7z */
    assert_string_equal(mjai_tile_name(t, buf), "C");
    assert_false(mjai_tile_parse("?", false, &t));
    assert_true(mjai_tile_parse("?", true, &t));
    assert_int_equal(t.kind, TSUMO_NO_KIND);
    assert_false(mjai_tile_parse("4mr", false, &t)); /* only fives are red */
    assert_false(mjai_tile_parse("0m", false, &t));
    assert_false(mjai_tile_parse("5m ", false, &t));
}

static void test_reads_dahai(void **state)
{
    (void)state;
    const char line[] = "{\"type\":\"dahai\",\"actor\":2,\"pai\":\"9m\",\"tsumogiri\":true}";
    mjai_event ev;
    mjai_error err = {0};
    assert_true(mjai_parse(line, strlen(line), &ev, &err));
    assert_int_equal(ev.type, MJAI_DAHAI);
    assert_int_equal(ev.actor, 2);
    assert_true(ev.has_pai);
    assert_int_equal(ev.pai.kind, TSUMO_9M);
    assert_int_equal(ev.tsumogiri, 1);
    assert_string_equal(mjai_type_id(MJAI_DAHAI), "dahai");
}

/* A field out of range or of the wrong kind is named, with what it should have been. */
static void test_refuses_bad_fields(void **state)
{
    (void)state;
    mjai_event ev;
    mjai_error err = {0};
    const char *bad_actor = "{\"type\":\"dahai\",\"actor\":4,\"pai\":\"9m\",\"tsumogiri\":true}";
    assert_false(mjai_parse(bad_actor, strlen(bad_actor), &ev, &err));
    assert_string_equal(err.field, "actor");
    assert_non_null(err.expected);
    const char *bad_tile = "{\"type\":\"dahai\",\"actor\":1,\"pai\":\"10m\",\"tsumogiri\":true}";
    assert_false(mjai_parse(bad_tile, strlen(bad_tile), &ev, &err));
    assert_string_equal(err.field, "pai");
    const char *no_json = "dahai 9m";
    assert_false(mjai_parse(no_json, strlen(no_json), &ev, &err));
    const char *no_type = "{\"type\":\"discard\"}";
    assert_false(mjai_parse(no_type, strlen(no_type), &ev, &err));
    assert_string_equal(err.field, "type");
}

/* An event written and read again is the same event. */
static void test_format_reads_back(void **state)
{
    (void)state;
    mjai_event ev;
    mjai_event_init(&ev, MJAI_PON);
    ev.actor = 1;
    ev.target = 0;
    ev.has_pai = true;
    ev.pai = (mjai_tile){TSUMO_5P, true};
    ev.consumed_count = 2;
    ev.consumed[0] = (mjai_tile){TSUMO_5P, false};
    ev.consumed[1] = (mjai_tile){TSUMO_5P, false};
    char line[256];
    size_t n = mjai_format(line, sizeof line, &ev);
    assert_true(n > 0);
    assert_int_equal(n, strlen(line));
    assert_non_null(strstr(line, "\"type\":\"pon\""));
    assert_non_null(strstr(line, "\"5pr\""));
    mjai_event back;
    mjai_error err = {0};
    assert_true(mjai_parse(line, n, &back, &err));
    assert_int_equal(back.type, MJAI_PON);
    assert_int_equal(back.actor, 1);
    assert_int_equal(back.target, 0);
    assert_true(back.pai.red);
    assert_int_equal(back.consumed_count, 2);
    assert_int_equal(back.consumed[1].kind, TSUMO_5P);
    assert_int_equal(mjai_format(line, 8, &ev), 0); /* does not fit */
}

/* A red five is "5mr" only under a ruleset with red fives. */
static void test_tile_of_follows_ruleset(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_tile red = (tsumo_tile)(TSUMO_5M * 4);
    rules.red_fives = 3;
    assert_true(mjai_tile_of(red, &rules).red);
    assert_true(mjai_tile_is(red, (mjai_tile){TSUMO_5M, true}, &rules));
    rules.red_fives = 0;
    assert_false(mjai_tile_of(red, &rules).red);
    assert_false(mjai_tile_is(red, (mjai_tile){TSUMO_5M, true}, &rules));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tile_names),
        cmocka_unit_test(test_reads_dahai),
        cmocka_unit_test(test_refuses_bad_fields),
        cmocka_unit_test(test_format_reads_back),
        cmocka_unit_test(test_tile_of_follows_ruleset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
