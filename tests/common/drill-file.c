/*
 * Drill files and a session's deck (src/common/drill-file.c, drill-deck.c): a file read into
 * drills, a file refused at its first wrong line with what was expected, the shipped files
 * read whole, and a deck that deals the drills of its kind in order.
 */
#include "drill.h"
#include "game-support.h"

#include <stdlib.h>
#include <string.h>

static const char calls_drill[] = "# a comment\n"
                                  "drill chi-left-only\n"
                                  "kind calls\n"
                                  "topic chi-left\n"
                                  "ref EMA 3.3.4, R-CALL-02\n"
                                  "east  3m111z222z99p99s7z6z4z\n"
                                  "south 45m13579p13579s3z\n"
                                  "west  24m2468p2468s33z5z\n"
                                  "north 12m3468p3468s44z5z\n"
                                  "  E discard 3m  \n";

static void test_reads_a_drill(void **state)
{
    (void)state;
    drill *list = NULL;
    size_t count = 0;
    drill_error err = {0};
    assert_true(drill_parse(calls_drill, strlen(calls_drill), &list, &count, &err));
    assert_int_equal(count, 1);
    assert_string_equal(list[0].name, "chi-left-only");
    assert_int_equal(list[0].kind, DRILL_CALLS);
    assert_int_equal(list[0].topic, DRILL_TOPIC_CHI_LEFT);
    assert_string_equal(list[0].ref, "EMA 3.3.4, R-CALL-02");
    assert_true(list[0].stacked);
    assert_int_equal(list[0].hands[0].count, 14);
    assert_int_equal(list[0].hands[1].count, 13);
    assert_int_equal(list[0].action_count, 1);
    assert_int_equal(list[0].actions[0].type, TSUMO_ACTION_DISCARD);
    assert_int_equal(list[0].lines[0], 10);
    assert_int_equal(list[0].line, 2);
    free(list);
}

/* The first wrong line is named, with what it should have held and what it held. */
static void test_refuses_at_first_wrong_line(void **state)
{
    (void)state;
    const char text[] = "drill x\nkind riddles\n";
    drill *list = NULL;
    size_t count = 0;
    drill_error err = {0};
    assert_false(drill_parse(text, strlen(text), &list, &count, &err));
    assert_int_equal(err.line, 2);
    assert_string_equal(err.expected, "furiten, calls, waits, scoring, efficiency or defence");
    assert_string_equal(err.found, "riddles");
    free(list);
    const char no_kind[] = "drill y\neast 3m111z222z99p99s7z6z4z\n";
    list = NULL;
    count = 0;
    assert_false(drill_parse(no_kind, strlen(no_kind), &list, &count, &err));
    assert_string_equal(err.expected, "a 'kind' line in the drill");
    free(list);
}

/* Every shipped file reads whole, each drill of the kind its file is named for. */
static void test_shipped_files_read(void **state)
{
    (void)state;
    int files = 0;
    for (const drill_builtin *b = drill_builtins; b->name; b++, files++) {
        drill *list = NULL;
        size_t count = 0;
        drill_error err = {0};
        if (!drill_parse(b->text, b->len, &list, &count, &err))
            fail_msg("%s.drill line %d: expected %s", b->name, err.line, err.expected);
        assert_true(count > 0);
        for (size_t i = 0; i < count; i++)
            assert_string_equal(drill_kind_id((drill_kind)list[i].kind), b->name);
        free(list);
    }
    assert_int_equal(files, DRILL_KIND_COUNT);
}

/* A deck of one's own file deals its drills in order, then none. */
static void test_deck_in_order(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    drill_deck deck;
    drill_deck_init(&deck, DRILL_CALLS, &rules, 1, true);
    char two[sizeof calls_drill * 2 + 16];
    snprintf(two, sizeof two, "%s%s", calls_drill, calls_drill);
    char *second = strstr(two + strlen(calls_drill), "drill chi-left-only");
    memcpy(second, "drill chi-left-solo", 19); /* the same drill, named again */
    drill_error err = {0};
    drill_state refused = {0};
    assert_int_equal(drill_deck_add_text(&deck, two, strlen(two), true, &err, &refused),
                     DRILL_ADD_OK);
    assert_int_equal(deck.count, 2);
    drill *d = malloc(sizeof *d);
    assert_non_null(d);
    assert_true(drill_deck_next(&deck, d));
    assert_string_equal(d->name, "chi-left-only");
    assert_true(drill_deck_next(&deck, d));
    assert_string_equal(d->name, "chi-left-solo");
    assert_false(drill_deck_next(&deck, d));
    free(d);
    drill_deck_free(&deck);
}

/* Drills of another kind are left out of a deck; a file that is not the format is refused. */
static void test_deck_takes_its_kind(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    drill_deck deck;
    drill_deck_init(&deck, DRILL_FURITEN, &rules, 1, true);
    drill_error err = {0};
    drill_state refused = {0};
    assert_int_equal(
        drill_deck_add_text(&deck, calls_drill, strlen(calls_drill), true, &err, &refused),
        DRILL_ADD_OK);
    assert_int_equal(deck.count, 0);
    assert_int_equal(drill_deck_add_text(&deck, "drill\n", 6, true, &err, &refused),
                     DRILL_ADD_PARSE);
    drill_deck_free(&deck);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reads_a_drill),
        cmocka_unit_test(test_refuses_at_first_wrong_line),
        cmocka_unit_test(test_shipped_files_read),
        cmocka_unit_test(test_deck_in_order),
        cmocka_unit_test(test_deck_takes_its_kind),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
