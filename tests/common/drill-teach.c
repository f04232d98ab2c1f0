/*
 * Drills that teach (issue 22, src/common/drill.c):
 * - melds are written in docs/notation.md's brackets with the claimed tile first and whose
 *   discard it was (a pon "(Gr Gr Gr<)", a chi "(3m 4m 5m)"), never all as closed kans
 *   ("[444p]" for a pon made a scoring drill read as 2300 where the engine pays 1300);
 * - tiles are named by the table's faces (its tile style; "Wh", never the notation's "5z");
 * - the scoring drill shows the fu line by line and the table looked up, with their
 *   sections of EMA (4.1.1, 4.1.3; R-FU-01, R-PAY-02);
 * - a wrong answer is told why it is wrong, about that answer;
 * - no checklist id (R-FURI-01, AMB-16, CFG-KUIKAE) reaches the screen, and the sections
 *   cited are those of the rule texts: a wait without yaku is EMA 3.2 (R-WIN-02), not
 *   3.4.2; seven pairs is 4.2.2 (R-YAKU-16), not 4.2.3.
 */
#include "drill.h"
#include "game-support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The shipped drill of that name. */
static drill *shipped(const char *name)
{
    for (const drill_builtin *b = drill_builtins; b->name; b++) {
        drill *list = NULL;
        size_t count = 0;
        drill_error err;
        assert_true(drill_parse(b->text, b->len, &list, &count, &err));
        for (size_t i = 0; i < count; i++)
            if (strcmp(list[i].name, name) == 0) {
                drill *d = malloc(sizeof *d);
                assert_non_null(d);
                *d = list[i];
                free(list);
                return d;
            }
        free(list);
    }
    fail_msg("no shipped drill %s", name);
    return NULL;
}

static drill *parsed(const char *text)
{
    drill *list = NULL;
    size_t count = 0;
    drill_error err;
    if (!drill_parse(text, strlen(text), &list, &count, &err))
        fail_msg("line %d: expected %s", err.line, err.expected);
    assert_int_equal(count, 1);
    return list;
}

typedef struct seen {
    drill_state st;
    drill_verdict v;
    char show[8192];
    char question[320];
} seen;

/* The drill built under EMA 2008, shown, asked and judged. */
static seen *look(const drill *d)
{
    seen *s = calloc(1, sizeof *s);
    assert_non_null(s);
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    assert_true(drill_build(&s->st, d, &rules));
    FILE *f = fmemopen(s->show, sizeof s->show - 1, "w");
    assert_non_null(f);
    drill_show(f, d, &s->st);
    fclose(f);
    drill_question(s->question, sizeof s->question, d, &s->st);
    drill_judge(&s->v, d, &s->st);
    return s;
}

static void done(seen *s)
{
    drill_state_free(&s->st);
    free(s);
}

/* A checklist id (R-FURI-01, AMB-16, CFG-KUIKAE) in the text, or NULL. */
static const char *an_id(const char *text)
{
    static const char *const ids[] = {"R-", "AMB-", "CFG-"};
    for (const char *p = text; *p; p++)
        for (int i = 0; i < 3; i++)
            if (strncmp(p, ids[i], strlen(ids[i])) == 0 &&
                (p == text || !((p[-1] >= 'A' && p[-1] <= 'Z') || (p[-1] >= 'a' && p[-1] <= 'z'))))
                return p;
    return NULL;
}

/* The notation's honours ("5z") in the text, or NULL. */
static const char *raw_honour(const char *text)
{
    for (const char *p = text; p[0] && p[1]; p++)
        if (p[0] >= '0' && p[0] <= '9' && p[1] == 'z')
            return p;
    return NULL;
}

static void test_pon_in_notation(void **state)
{
    (void)state;
    drill *d = shipped("temporary-ended-by-call");
    seen *s = look(d);
    /* South pons East's green dragon: East sits on South's left. */
    if (!strstr(s->show, "| (Gr Gr Gr<)"))
        fail_msg("no pon in the notation's brackets:\n%s", s->show);
    assert_null(strstr(s->show, "[Gr Gr Gr]"));
    assert_null(raw_honour(s->show));
    done(s);
    free(d);
}

static void test_chi_claimed_first(void **state)
{
    (void)state;
    drill *d = parsed("drill chi-made\nkind calls\n"
                      "east  3m111z222z99p99s7z6z4z\n"
                      "south 45m13579p13579s3z\n"
                      "west  24m2468p2468s33z5z\n"
                      "north 12m3468p3468s44z5z\n"
                      "E discard 3m\nS chi 45m\nS discard 3z\n");
    seen *s = look(d);
    if (!strstr(s->show, "| (3m 4m 5m)"))
        fail_msg("the chi does not start with the claimed 3m:\n%s", s->show);
    /* The discard called away is marked as the table marks it. */
    assert_non_null(strstr(s->show, " 3m-"));
    assert_non_null(strstr(s->question, "W?"));
    done(s);
    free(d);
}

static void test_scoring_fu_lines(void **state)
{
    (void)state;
    drill *d = shipped("white-dragon-ron");
    seen *s = look(d);
    assert_string_equal(s->v.answer, "1300");
    const char *want[] = {"Fu (EMA 4.1.1):\n",
                          "  Base (fuutei) 20\n",
                          "  Closed hand won by ron +10\n",
                          "  Concealed pung of Wh +8\n",
                          "  38 fu, rounded up to 40\n",
                          "The table (EMA 4.1.3): 1 han 40 fu, a non-dealer's ron: 1300 points.\n"};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        if (!strstr(s->v.why, want[i]))
            fail_msg("no '%s' in:\n%s", want[i], s->v.why);
    done(s);
    free(d);
}

static void test_why_wrong(void **state)
{
    (void)state;
    char buf[1024];
    drill *d = shipped("ema-example-1"); /* no: 9s among West's discards */
    seen *s = look(d);
    drill_why_wrong(buf, sizeof buf, d, &s->st, &s->v, "yes");
    if (!strstr(buf, "You answered yes, but West may not ron") || !strstr(buf, "(EMA 3.4.5)"))
        fail_msg("furiten: %s", buf);
    done(s);
    free(d);

    d = shipped("white-dragon-ron"); /* 1 han 40 fu, 1300 */
    s = look(d);
    drill_why_wrong(buf, sizeof buf, d, &s->st, &s->v, "1000");
    if (!strstr(buf, "1000 is what 1 han 30 fu pays; this hand has 40 fu"))
        fail_msg("scoring, 1000: %s", buf);
    drill_why_wrong(buf, sizeof buf, d, &s->st, &s->v, "2000");
    if (!strstr(buf, "2000 is what the hand pays for the dealer's ron"))
        fail_msg("scoring, 2000: %s", buf);
    drill_why_wrong(buf, sizeof buf, d, &s->st, &s->v, "2600");
    if (!strstr(buf, "2600 is what 2 han 40 fu pays; this hand has 1 han"))
        fail_msg("scoring, 2600: %s", buf);
    done(s);
    free(d);

    d = shipped("chi-left-only"); /* S chi 45m only */
    s = look(d);
    drill_why_wrong(buf, sizeof buf, d, &s->st, &s->v, "W chi 24m");
    if (!strstr(buf, "W chi 24m: not allowed: chi only on the discard of the player on your left "
                     "(EMA 3.3.4)") ||
        !strstr(buf, "S chi 45m was allowed too"))
        fail_msg("calls: %s", buf);
    done(s);
    free(d);

    d = shipped("nobetan"); /* 2p 5p */
    s = look(d);
    drill_why_wrong(buf, sizeof buf, d, &s->st, &s->v, "1p 2p");
    if (!strstr(buf, "1p: the hand is not complete with it (EMA 3.2)") ||
        !strstr(buf, "5p completes the hand too"))
        fail_msg("waits: %s", buf);
    /* the faces shown read as an answer too */
    char why[160];
    assert_true(drill_check(d, &s->v, s->v.shown, why, sizeof why));
    done(s);
    free(d);
}

/* Every shipped drill, shown, asked and judged: no checklist id, no "5z", the right sections. */
static void test_no_ids_no_raw_tiles(void **state)
{
    (void)state;
    for (const drill_builtin *b = drill_builtins; b->name; b++) {
        drill *list = NULL;
        size_t count = 0;
        drill_error err;
        assert_true(drill_parse(b->text, b->len, &list, &count, &err));
        for (size_t i = 0; i < count; i++) {
            seen *s = look(&list[i]);
            char ref[DRILL_REF_SIZE];
            drill_ref_shown(ref, sizeof ref, list[i].ref);
            const char *texts[] = {s->show, s->question, s->v.why, s->v.shown, ref};
            for (int t = 0; t < 5; t++) {
                if (an_id(texts[t]))
                    fail_msg("%s: a checklist id: %s", list[i].name, an_id(texts[t]));
                if (raw_honour(texts[t]))
                    fail_msg("%s: a tile in the notation: %s", list[i].name, raw_honour(texts[t]));
            }
            if (strcmp(list[i].name, "no-yaku-wait") == 0)
                assert_string_equal(ref, "EMA 3.2");
            if (list[i].topic == DRILL_TOPIC_SEVEN_PAIRS)
                assert_non_null(strstr(ref, "4.2.2"));
            done(s);
        }
        free(list);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pon_in_notation),     cmocka_unit_test(test_chi_claimed_first),
        cmocka_unit_test(test_scoring_fu_lines),    cmocka_unit_test(test_why_wrong),
        cmocka_unit_test(test_no_ids_no_raw_tiles),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
