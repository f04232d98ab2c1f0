/*
 * The rules reference (src/common/reference.c): generated from a ruleset and the engine's
 * tables, wrapped to the width asked, and different where the rulesets differ. Under every
 * shipped ruleset it has the fu (EMA 4.1.1), the counters with the five-counter rule (3.4.11),
 * riichi and its conditions (3.3.12) and furiten (3.4.5), every yaku with an example hand
 * (issue 22); at the table the examples' tiles are faces, never the notation; and every section
 * it cites is one the CHECKLIST cites (TSUMO_CHECKLIST, ../shared/rules/CHECKLIST.md).
 */
#include "checklist.h"
#include "game-support.h"
#include "shared.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool has_line_with(const cli_lines *lines, const char *text)
{
    for (size_t i = 0; i < lines->count; i++)
        if (strstr(lines->at[i], text))
            return true;
    return false;
}

/* The prose is wrapped to the width asked and filled (tables and examples keep their width). */
static void test_wraps_to_width(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    cli_lines narrow = {0}, wide = {0};
    assert_true(cli_reference(&narrow, &rules, 60));
    assert_true(cli_reference(&wide, &rules, 100));
    assert_false(narrow.failed);
    assert_true(narrow.count > 50);
    assert_true(narrow.count > wide.count);
    /* the paragraph under the title: "Generated from the ruleset ..." */
    assert_non_null(strstr(narrow.at[1], "Generated from"));
    assert_in_range(cli_width(narrow.at[1]), 45, 60);
    assert_in_range(cli_width(wide.at[1]), 75, 100);
    cli_lines_free(&narrow);
    cli_lines_free(&wide);
}

/* Every yaku of the ruleset is listed by its name; the reference follows the ruleset. */
static void test_follows_ruleset(void **state)
{
    (void)state;
    tsumo_rules ema, tenhou;
    tsumo_diag diag;
    tsumo_rules_default(&ema);
    assert_int_equal(tsumo_rules_load_builtin(&tenhou, "tenhou", &diag), TSUMO_OK);
    cli_lines a = {0}, b = {0};
    assert_true(cli_reference(&a, &ema, 80));
    assert_true(cli_reference(&b, &tenhou, 80));
    assert_true(has_line_with(&a, cli_yaku_name(TSUMO_YAKU_RIICHI)));
    assert_string_equal(a.at[0], "Rules reference: EMA 2008");
    assert_string_not_equal(b.at[0], a.at[0]);
    bool differ = a.count != b.count;
    for (size_t i = 0; !differ && i < a.count; i++)
        differ = strcmp(a.at[i], b.at[i]) != 0;
    assert_true(differ);
    cli_lines_free(&a);
    cli_lines_free(&b);
}

/* The line that holds `text` exactly, from the start, or -1. */
static long line_of(const cli_lines *lines, const char *text)
{
    for (size_t i = 0; i < lines->count; i++)
        if (strcmp(lines->at[i], text) == 0)
            return (long)i;
    return -1;
}

static bool load(tsumo_rules *rules, int i)
{
    const char *name = tsumo_rules_builtin_name(i);
    if (!name)
        return false;
    tsumo_diag diag;
    assert_int_equal(tsumo_rules_load_builtin(rules, name, &diag), TSUMO_OK);
    return true;
}

/* The sections of issue 22 under every shipped ruleset, each with its rules. */
static void test_sections_under_every_ruleset(void **state)
{
    (void)state;
    tsumo_rules rules;
    for (int i = 0; load(&rules, i); i++) {
        cli_lines l = {0};
        assert_true(cli_reference(&l, &rules, 80));
        long fu = line_of(&l, "Fu (EMA 4.1.1)"),
             counters = line_of(&l, "Counters (EMA 3.4.10, 3.4.11)");
        long riichi = line_of(&l, "Riichi (EMA 3.3.12)"),
             furiten = line_of(&l, "Furiten (EMA 3.4.5)");
        assert_true(fu > 0 && counters > fu && riichi > counters && furiten > riichi);
        /* the sets' fu, from the scorer: a closed kan of an honour is 32 under every ruleset */
        assert_true(has_line_with(&l, "    kan of 1, 9 or an honour           16          32"));
        assert_true(has_line_with(
            &l, "Worked example: tsumo score '123m456p999s789s77z' --win 7s --riichi"));
        assert_true(has_line_with(&l, "= 42 fu, rounded up to 50 fu."));
        assert_true(has_line_with(&l, "= 28 fu, rounded up to 30 fu."));
        assert_true(has_line_with(&l, rules.two_han_at_five_counters ? "Five counters: with five"
                                                                     : "No five-counter rule"));
        assert_true(has_line_with(&l, "Conditions: a closed hand"));
        assert_true(has_line_with(&l, "live wall"));
        assert_true(has_line_with(&l, "waits on 3p 6p 9p."));
        cli_lines_free(&l);
    }
}

/* Every yaku the ruleset pays has its name, then its value, then its example. */
static void test_every_yaku_has_an_example(void **state)
{
    (void)state;
    tsumo_rules rules;
    for (int i = 0; load(&rules, i); i++) {
        cli_lines l = {0};
        assert_true(cli_reference(&l, &rules, 200));
        int listed = 0;
        for (int y = 0; y < TSUMO_YAKU_COUNT; y++) {
            char name[160];
            snprintf(name, sizeof name, "  %s", cli_yaku_name((tsumo_yaku)y));
            long at = line_of(&l, name);
            if (at < 0)
                continue;
            listed++;
            bool example = false;
            for (long k = at + 1; k < (long)l.count && k < at + 4 && !example; k++)
                example = strncmp(l.at[k], "    Example: tsumo score '", 26) == 0;
            if (!example)
                fail_msg("%s: %s has no example", rules.name, name);
        }
        assert_true(listed > 30);
        cli_lines_free(&l);
    }
}

/* At the table the tiles are faces ("<5m>" here), never the notation. */
static const char *test_face(tsumo_kind kind, const void *ctx)
{
    static char faces[TSUMO_KINDS][8];
    (void)ctx;
    snprintf(faces[kind], sizeof faces[kind], "<%02d>", kind);
    return faces[kind];
}

static bool notation_in(const char *s)
{
    for (const char *c = s; *c; c++)
        if (isdigit((unsigned char)c[0]) && c[1] && strchr("mpsz", c[1]) &&
            !isalpha((unsigned char)c[2]))
            return true;
    return false;
}

static void test_faces_at_the_table(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    const cli_tile_faces faces = {.face = test_face};
    cli_lines l = {0};
    assert_true(cli_reference_faces(&l, &rules, 80, &faces));
    int examples = 0;
    for (size_t i = 0; i < l.count; i++) {
        if (strstr(l.at[i], "tsumo score") || notation_in(l.at[i]))
            fail_msg("the notation at the table: %s", l.at[i]);
        assert_true(cli_width(l.at[i]) <= 80);
        examples += strstr(l.at[i], "Example: <") != NULL;
    }
    assert_true(examples > 30);
    /* Menzen tsumo's example: the tiles, the winning one apart, how it was won */
    assert_true(has_line_with(&l, "<01> <02> <03> <12> <13> <14> <20> <20> <22> <23> <24>"));
    assert_true(has_line_with(&l, "won on <24> by tsumo"));
    /* a meld, the claimed tile first with the seat it came from; a closed kan in brackets */
    assert_true(has_line_with(&l, "<31>^ <31> <31>") || has_line_with(&l, "<32>^ <32> <32>"));
    assert_true(has_line_with(&l, "[<19> <19> <19> <19>]"));
    assert_true(has_line_with(&l, "Concealed pung of <26> 8"));
    cli_lines_free(&l);
}

/* ---- the sections cited are the CHECKLIST's ---- */

/* The sections a line cites: each "EMA a, b" list, up to a character no section has. */
static void cited_sections(checklist_list *s, const char *line)
{
    for (const char *at = strstr(line, "EMA "); at; at = strstr(at + 1, "EMA ")) {
        const char *list = at + 4;
        if (strncmp(list, "2008", 4) == 0 ||
            !(isdigit((unsigned char)list[0]) || strncmp(list, "preface #", 9) == 0))
            continue; /* "the EMA 2008 rules": no section */
        size_t n = strspn(list, "0123456789., preface#");
        while (n && (list[n - 1] == ' ' || list[n - 1] == ',' || list[n - 1] == '.'))
            n--;
        checklist_add_list(s, list, n);
    }
}

static void test_sections_are_the_checklists(void **state)
{
    (void)state;
    static checklist_list known, cited;
    if (!checklist_read(&known, NULL)) {
        print_message("no CHECKLIST at %s: TSUMO_CHECKLIST names it\n", checklist_path());
        skip();
    }
    tsumo_rules rules;
    for (int i = 0; load(&rules, i); i++) {
        cli_lines l = {0};
        assert_true(cli_reference(&l, &rules, 200)); /* wide: no list cut by a wrap */
        for (size_t k = 0; k < l.count; k++)
            cited_sections(&cited, l.at[k]);
        cli_lines_free(&l);
    }
    assert_true(checklist_has(&cited, "4.1.1") && checklist_has(&cited, "3.4.11") &&
                checklist_has(&cited, "3.3.12") && checklist_has(&cited, "3.4.5"));
    for (int i = 0; i < cited.count; i++)
        if (!checklist_has(&known, cited.at[i]))
            fail_msg("the reference cites EMA %s, which no CHECKLIST row does", cited.at[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wraps_to_width),
        cmocka_unit_test(test_follows_ruleset),
        cmocka_unit_test(test_sections_under_every_ruleset),
        cmocka_unit_test(test_every_yaku_has_an_example),
        cmocka_unit_test(test_faces_at_the_table),
        cmocka_unit_test(test_sections_are_the_checklists),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
