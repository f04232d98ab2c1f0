/*
 * A computer player's reasons in words (src/common/findings.c, issue 19): each
 * bot_why code is worded once there, for the coach at the table and the
 * review (`tsumo explain`), and said with the arguments the decision gave
 * (the tile, the threat by its wind, the shanten, the tiles, the points).
 */
#include "findings.h"
#include "support.h"

#include <string.h>

/* A tile of kind `kind` that is never a red five. */
static tsumo_tile plain(int kind)
{
    return (tsumo_tile)(kind * 4 + 3);
}

/* What East (seat 0, in riichi or with open melds) and the others show: only the winds. */
static void view_with_threat(tsumo_view *v, bool riichi)
{
    memset(v, 0, sizeof *v);
    for (int s = 0; s < 4; s++)
        v->seats[s].wind = (uint8_t)s;
    v->seats[0].riichi = riichi;
    v->claim_tile = TSUMO_NO_TILE;
}

static const char *said(char *buf, size_t size, const bot_why *why, const tsumo_view *v)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    narrator n;
    narrate_init(&n, &rules, NULL, 1, false);
    return findings_why_text(buf, size, why, v, &n);
}

static void test_fold(void **state)
{
    (void)state;
    tsumo_view v;
    view_with_threat(&v, true);
    bot_why why = {BOT_WHY_FOLD, plain(TSUMO_1S + 5), 0, -1, 4, 0};
    char buf[400];
    assert_string_equal(said(buf, sizeof buf, &why, &v),
                        "it folds: 6s is the safest tile against East's riichi; 4 safe tiles left");
    /* Against three open melds, and with one safe tile left. */
    view_with_threat(&v, false);
    why.count = 1;
    assert_string_equal(said(buf, sizeof buf, &why, &v),
                        "it folds: 6s is the safest tile against East's open hand; 1 safe tile "
                        "left");
}

static void test_push(void **state)
{
    (void)state;
    tsumo_view v;
    view_with_threat(&v, true);
    bot_why why = {BOT_WHY_PUSH, plain(TSUMO_1P + 7), 0, 0, 5, 8000};
    char buf[400];
    assert_string_equal(said(buf, sizeof buf, &why, &v),
                        "it pushes: the hand is worth 8000 points at tenpai with 5 winning tiles, "
                        "though 8p is not safe against East's riichi");
    why.shanten = 1;
    why.count = 0;
    assert_string_equal(said(buf, sizeof buf, &why, &v),
                        "it pushes: the hand is worth 8000 points at 1-shanten, though 8p is not "
                        "safe against East's riichi");
}

/* R-RII-05: a riichi in furiten wins by tsumo only; the reason says it was chosen so. */
static void test_riichi(void **state)
{
    (void)state;
    bot_why why = {BOT_WHY_RIICHI_FURITEN, plain(TSUMO_1M), TSUMO_NO_SEAT, 0, 3, 0};
    char buf[400];
    assert_string_equal(said(buf, sizeof buf, &why, NULL),
                        "the hand is furiten, so it can win by tsumo only, and riichi is worth it: "
                        "3 winning tiles not seen");
    why.code = BOT_WHY_RIICHI;
    why.count = 1;
    assert_string_equal(said(buf, sizeof buf, &why, NULL),
                        "the wait is alive: 1 winning tile not seen");
}

static void test_decision(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    narrator n;
    narrate_init(&n, &rules, NULL, 1, false);
    tsumo_view v;
    view_with_threat(&v, true);
    tsumo_action discard = {.type = TSUMO_ACTION_DISCARD, .seat = 1, .tile = plain(TSUMO_1S + 5)};
    bot_why why = {BOT_WHY_FOLD, discard.tile, 0, -1, 4, 0};
    char buf[600];
    assert_string_equal(findings_decision_text(buf, sizeof buf, 3, &discard, &why, &v, false, &n),
                        "level 3 would have discarded 6s here, because it folds: 6s is the safest "
                        "tile against East's riichi; 4 safe tiles left");
    assert_string_equal(findings_decision_text(buf, sizeof buf, 3, &discard, &why, &v, true, &n),
                        "level 3 would discard 6s here, because it folds: 6s is the safest tile "
                        "against East's riichi; 4 safe tiles left");
    /* A claim's action names no tile (the engine's list leaves it 0): the window's is said. */
    v.claim_tile = plain(TSUMO_1M + 4);
    tsumo_action pon = {.type = TSUMO_ACTION_PON, .seat = 1, .tile = 0};
    bot_why call = {BOT_WHY_CALL, 0, TSUMO_NO_SEAT, 1, 0, 0};
    assert_string_equal(findings_decision_text(buf, sizeof buf, 2, &pon, &call, &v, false, &n),
                        "level 2 would have called pon on 5m here, because the call on 5m brings "
                        "the hand to 1-shanten and keeps a yaku");
}

/* Every code has words of its own: none is empty, none says another's. */
static void test_every_code(void **state)
{
    (void)state;
    tsumo_view v;
    view_with_threat(&v, true);
    v.claim_tile = plain(TSUMO_1M + 4);
    char texts[BOT_WHY_COUNT][400];
    for (int c = 0; c < BOT_WHY_COUNT; c++) {
        bot_why why = {(bot_why_code)c, plain(TSUMO_1S + 5), 0, 1, 4, 3};
        said(texts[c], sizeof texts[c], &why, &v);
        assert_true(texts[c][0] != '\0');
        assert_null(strstr(texts[c], "?"));
        for (int d = 0; d < c; d++)
            if (strcmp(texts[c], texts[d]) == 0)
                fail_msg("codes %s and %s are said alike: %s", bot_why_id((bot_why_code)c),
                         bot_why_id((bot_why_code)d), texts[c]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fold),       cmocka_unit_test(test_push),
        cmocka_unit_test(test_riichi),     cmocka_unit_test(test_decision),
        cmocka_unit_test(test_every_code),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
