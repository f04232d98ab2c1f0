/*
 * The engine's name tables: every code of an enum has an id and an English
 * msgid, ids are unique, and an id leads back to its code. A code added to an
 * enum without its names fails here, not as a "(null)" on a player's screen.
 */
#include "support.h"

#include <string.h>

typedef const char *(*name_of)(int code);
typedef int (*code_of)(const char *id);

/* The printf conversions of a msgid ("%%" is none). */
static int conversions(const char *msgid)
{
    int n = 0;
    for (const char *p = strchr(msgid, '%'); p; p = strchr(p + 2, '%'))
        n += p[1] != '%';
    return n;
}

/* Codes first..count-1: an id and a msgid each, without conversions, ids unique, and back. */
static void check_table(int first, int count, name_of id, name_of msgid, code_of from_id)
{
    for (int c = first; c < count; c++) {
        assert_non_null(id(c));
        assert_true(id(c)[0] != '\0');
        assert_non_null(msgid(c));
        assert_true(msgid(c)[0] != '\0');
        assert_int_equal(conversions(msgid(c)), 0);
        for (int d = first; d < c; d++)
            assert_string_not_equal(id(c), id(d));
        if (from_id)
            assert_int_equal(from_id(id(c)), c);
    }
}

static const char *yaku_id(int c)
{
    return tsumo_yaku_id((tsumo_yaku)c);
}
static const char *yaku_msgid(int c)
{
    return tsumo_yaku_msgid((tsumo_yaku)c);
}
static int yaku_from_id(const char *id)
{
    return (int)tsumo_yaku_from_id(id);
}

static void test_yaku(void **state)
{
    (void)state;
    /* the plain renhou's id is the yakuman's too: "renhou" means the yakuman (conformance) */
    check_table(0, TSUMO_YAKU_RENHOU, yaku_id, yaku_msgid, yaku_from_id);
    check_table(TSUMO_YAKU_RENHOU + 1, TSUMO_YAKU_COUNT, yaku_id, yaku_msgid, yaku_from_id);
    assert_int_equal(tsumo_yaku_from_id("renhou"), TSUMO_YAKU_RENHOU_YAKUMAN);
    assert_null(tsumo_yaku_id(TSUMO_YAKU_COUNT));
    assert_null(tsumo_yaku_msgid(TSUMO_YAKU_COUNT));
    assert_int_equal(tsumo_yaku_from_id("no_such_yaku"), TSUMO_YAKU_COUNT);
}

/* Win flags are bits: the table's codes are bit numbers. */
static const char *flag_id(int bit)
{
    return tsumo_win_flag_id(1u << bit);
}
static const char *flag_msgid(int bit)
{
    return tsumo_win_flag_msgid(1u << bit);
}
static int flag_from_id(const char *id)
{
    unsigned flag = tsumo_win_flag_from_id(id);
    for (int b = 0; b < TSUMO_WIN_FLAG_COUNT; b++)
        if (flag == 1u << b)
            return b;
    return -1;
}

static void test_win_flags(void **state)
{
    (void)state;
    check_table(0, TSUMO_WIN_FLAG_COUNT, flag_id, flag_msgid, flag_from_id);
    /* the last flag of the enum is inside the count, and nothing is above it */
    assert_string_equal(tsumo_win_flag_id(TSUMO_WIN_OPEN_RIICHI), "open_riichi");
    assert_string_equal(tsumo_win_flag_id(TSUMO_WIN_NAGASHI), "nagashi_mangan");
    assert_null(tsumo_win_flag_id(1u << TSUMO_WIN_FLAG_COUNT));
    assert_null(tsumo_win_flag_id(0));
    assert_null(tsumo_win_flag_id(TSUMO_WIN_RIICHI | TSUMO_WIN_IPPATSU));
    assert_int_equal(tsumo_win_flag_from_id("nagashi"), 0);
    assert_int_equal(tsumo_win_flag_from_id(NULL), 0);
}

static const char *refusal_id(int c)
{
    return tsumo_refusal_id((tsumo_refusal)c);
}
static const char *refusal_msgid(int c)
{
    return tsumo_refusal_msgid((tsumo_refusal)c);
}

static void test_refusals(void **state)
{
    (void)state;
    check_table(TSUMO_REFUSAL_NONE + 1, TSUMO_REFUSAL_COUNT, refusal_id, refusal_msgid, NULL);
    assert_string_equal(tsumo_refusal_msgid(TSUMO_REFUSAL_NONE), "");
    assert_null(tsumo_refusal_id(TSUMO_REFUSAL_COUNT));
    assert_string_equal(tsumo_refusal_msgid(TSUMO_REFUSAL_COUNT), "");
}

static const char *situation_id(int c)
{
    return tsumo_situation_id((tsumo_situation_error)c);
}
static const char *situation_msgid(int c)
{
    return tsumo_situation_msgid((tsumo_situation_error)c);
}

static void test_situations(void **state)
{
    (void)state;
    check_table(TSUMO_SITUATION_OK, TSUMO_SITUATION_COUNT, situation_id, situation_msgid, NULL);
    /* one out of range is an impossible situation in general */
    assert_string_equal(tsumo_situation_id(TSUMO_SITUATION_COUNT), "bad_situation");
}

static const char *wind_id(int c)
{
    return tsumo_wind_id(c);
}
static const char *wind_msgid(int c)
{
    return tsumo_wind_msgid(c);
}

static void test_winds(void **state)
{
    (void)state;
    check_table(TSUMO_WIND_EAST, TSUMO_WIND_NORTH + 1, wind_id, wind_msgid, tsumo_wind_from_id);
    assert_null(tsumo_wind_id(4));
    assert_null(tsumo_wind_msgid(-1));
    assert_int_equal(tsumo_wind_from_id("E"), -1);
    for (int w = 0; w < 4; w++) {
        assert_int_equal(tsumo_wind_from_letter(tsumo_wind_letter(w)), w);
        assert_int_equal(tsumo_wind_letter(w), "ESWN"[w]); /* the record format's letters */
    }
    assert_int_equal(tsumo_wind_letter(4), '?');
    assert_int_equal(tsumo_wind_from_letter('e'), -1);
    assert_int_equal(tsumo_wind_from_letter('\0'), -1);
}

/* Fu entries: an id per item, and a msgid naming the set's tile once where there is a set. */
static void test_fu_items(void **state)
{
    (void)state;
    for (int item = 0; item < TSUMO_FU_ITEM_COUNT; item++) {
        const char *id = tsumo_fu_item_id((tsumo_fu_item)item);
        assert_non_null(id);
        for (int other = 0; other < item; other++)
            assert_string_not_equal(id, tsumo_fu_item_id((tsumo_fu_item)other));
        bool set = item == TSUMO_FU_PUNG || item == TSUMO_FU_PAIR;
        for (int open = 0; open < 2; open++)
            for (int kan = 0; kan < 2; kan++) {
                tsumo_fu_entry e = {(uint8_t)item, 2, TSUMO_5M, (uint8_t)open, (uint8_t)kan};
                const char *msgid = tsumo_fu_entry_msgid(&e);
                assert_non_null(msgid);
                assert_int_equal(conversions(msgid), set ? 1 : 0);
                if (set)
                    assert_non_null(strstr(msgid, "%s"));
            }
    }
    tsumo_fu_entry e = {TSUMO_FU_PUNG, 8, TSUMO_5M, 1, 1};
    assert_string_equal(tsumo_fu_entry_msgid(&e), "Open kan of %s");
    e.kan = 0;
    assert_string_equal(tsumo_fu_entry_msgid(&e), "Open pung of %s");
    e.item = TSUMO_FU_ITEM_COUNT;
    assert_null(tsumo_fu_entry_msgid(&e));
    assert_null(tsumo_fu_item_id(TSUMO_FU_ITEM_COUNT));
}

/* Replay mismatches: ids, and msgids with the conversions record.h promises the caller. */
static void test_replay_mismatches(void **state)
{
    (void)state;
    static const int wanted[TSUMO_MISMATCH_COUNT] = {
        [TSUMO_MISMATCH_HAND] = 2,   [TSUMO_MISMATCH_HONBA] = 2, [TSUMO_MISMATCH_STICKS] = 2,
        [TSUMO_MISMATCH_SCORES] = 3, [TSUMO_MISMATCH_END] = 2,   [TSUMO_MISMATCH_PAYMENT] = 3,
        [TSUMO_MISMATCH_FINAL] = 3,
    };
    for (int m = TSUMO_MISMATCH_NONE + 1; m < TSUMO_MISMATCH_COUNT; m++) {
        const char *id = tsumo_replay_mismatch_id((tsumo_replay_mismatch)m);
        assert_true(id && id[0] && strcmp(id, "?") != 0);
        for (int other = 0; other < m; other++)
            assert_string_not_equal(id, tsumo_replay_mismatch_id((tsumo_replay_mismatch)other));
        for (int expected = 0; expected < 2; expected++) {
            const char *msgid = tsumo_replay_mismatch_msgid((tsumo_replay_mismatch)m, expected);
            assert_non_null(msgid);
            assert_int_equal(conversions(msgid), wanted[m]);
        }
    }
    /* the game over has a message for each side that ended it */
    assert_string_not_equal(tsumo_replay_mismatch_msgid(TSUMO_MISMATCH_GAME_OVER, true),
                            tsumo_replay_mismatch_msgid(TSUMO_MISMATCH_GAME_OVER, false));
    assert_null(tsumo_replay_mismatch_msgid(TSUMO_MISMATCH_NONE, false));
    assert_null(tsumo_replay_mismatch_msgid(TSUMO_MISMATCH_COUNT, false));
    assert_string_equal(tsumo_replay_mismatch_id(TSUMO_MISMATCH_COUNT), "?");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_yaku),
        cmocka_unit_test(test_win_flags),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_situations),
        cmocka_unit_test(test_winds),
        cmocka_unit_test(test_fu_items),
        cmocka_unit_test(test_replay_mismatches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
