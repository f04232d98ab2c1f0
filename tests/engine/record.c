/*
 * Game records (docs/record-format.md): recording a game as it is played,
 * the text round trip, the replay and its checks, and damaged texts refused
 * with the line, the column and what was expected.
 */
#include "game-support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- helpers ---- */

static char *format_record(const tsumo_record *rec)
{
    size_t n = tsumo_record_format(NULL, 0, rec);
    char *text = malloc(n + 1);
    assert_non_null(text);
    assert_int_equal(tsumo_record_format(text, n + 1, rec), n);
    assert_int_equal(strlen(text), n);
    return text;
}

static tsumo_record *parse_ok(const char *text)
{
    tsumo_record *rec = NULL;
    tsumo_diag d;
    tsumo_status st = tsumo_record_parse(&rec, text, strlen(text), &d);
    if (st != TSUMO_OK)
        fail_msg("line %d column %d: %s (key %s, found \"%s\", expected %s)", d.line, d.column,
                 tsumo_diag_msgid(d.code), d.key, d.found, d.expected);
    return rec;
}

/*
 * Plays a whole game with random legal actions (like test_random_game) and
 * records it; `walls` are stacked before the first deals.
 */
static tsumo_record *record_random_game(const tsumo_rules *rules, uint64_t seed,
                                        const tsumo_wall *walls, int wall_count)
{
    tsumo_game_setup setup = {.seed = seed,
                              .names = {"Ana", "Bo", "  Chiyo Ōta ", "Dee"},
                              .draw_seats = true,
                              .walls = walls,
                              .wall_count = wall_count};
    tsumo_game *g = NULL;
    tsumo_record *rec = NULL;
    assert_int_equal(tsumo_game_new(&g, rules, &setup), TSUMO_OK);
    assert_int_equal(tsumo_record_new(&rec, rules, &setup), TSUMO_OK);
    tsumo_rng policy;
    tsumo_rng_seed(&policy, seed ^ 0x5eed);
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    while (tsumo_game_phase(g) != TSUMO_PHASE_GAME_OVER) {
        unsigned m = tsumo_game_to_act(g);
        int seat = 0;
        while (!(m & (1u << seat)))
            seat++;
        int n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
        assert_true(n > 0);
        tsumo_action a = legal[tsumo_rng_below(&policy, (uint32_t)n)];
        assert_int_equal(tsumo_game_apply(g, &a, NULL, 0, NULL, NULL), TSUMO_OK);
        assert_int_equal(tsumo_record_add(rec, g, &a), TSUMO_OK);
    }
    tsumo_game_free(g);
    return rec;
}

/* Replays to the end; returns the last report. */
static tsumo_replay_report replay_all(const tsumo_record *rec, int *hands)
{
    tsumo_replay r;
    tsumo_replay_report rep;
    assert_int_equal(tsumo_replay_begin(&r, rec, NULL), TSUMO_OK);
    *hands = 0;
    for (;;) {
        assert_int_equal(tsumo_replay_step(&r, &rep), TSUMO_OK);
        *hands += rep.hand_over;
        if (rep.kind == TSUMO_REPLAY_DONE || rep.kind == TSUMO_REPLAY_REFUSED ||
            rep.kind == TSUMO_REPLAY_MISMATCH)
            break;
    }
    tsumo_replay_end(&r);
    return rep;
}

static void assert_replays_clean(const tsumo_record *rec)
{
    int hands;
    tsumo_replay_report rep = replay_all(rec, &hands);
    if (rep.kind != TSUMO_REPLAY_DONE)
        fail_msg("replay stopped: kind %d, mismatch %s, reason %s, line %d, hand %zu", rep.kind,
                 tsumo_replay_mismatch_id(rep.mismatch), tsumo_reason_id(rep.reason), rep.line,
                 rep.hand);
    assert_int_equal(hands, (int)rec->hand_count);
}

/* ---- recording and the round trip ---- */

static void test_random_games_round_trip(void **state)
{
    (void)state;
    const char *names[] = {"ema2008", "tenhou", "jpml-a"};
    for (int r = 0; r < 3; r++) {
        tsumo_rules rules;
        assert_int_equal(tsumo_rules_load_builtin(&rules, names[r], NULL), TSUMO_OK);
        for (uint64_t seed = 1; seed <= 20; seed++) {
            tsumo_record *rec = record_random_game(&rules, seed * 7919 + (uint64_t)r, NULL, 0);
            assert_true(rec->has_end && rec->has_final);
            assert_true(rec->hand_count >= 4);
            assert_string_equal(rec->names[2], "Chiyo Ōta"); /* trimmed */
            char *text = format_record(rec);
            tsumo_record *back = parse_ok(text);
            assert_true(tsumo_record_equal(rec, back));
            char *again = format_record(back);
            assert_string_equal(text, again); /* the text is canonical */
            assert_replays_clean(back);
            free(again);
            free(text);
            tsumo_record_free(back);
            tsumo_record_free(rec);
        }
    }
}

/* A stacked wall is written with the hand it was dealt to and replays the same. */
static void test_stacked_wall_round_trip(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    test_deal deal = {.hands = {"123m456p789s1234z5z", "111m222p333s4445z", "99m88p77s1122z667z",
                                "234567m234567p9s"},
                      .draws = "5m5p5s"};
    tsumo_wall wall;
    test_wall(&wall, &deal);
    tsumo_record *rec = record_random_game(&rules, 42, &wall, 1);
    assert_true(rec->hands[0].has_wall);
    assert_false(rec->hands[1].has_wall);
    char *text = format_record(rec);
    assert_non_null(strstr(text, "\nwall "));
    tsumo_record *back = parse_ok(text);
    assert_true(tsumo_record_equal(rec, back));
    assert_replays_clean(back);
    free(text);
    tsumo_record_free(back);
    tsumo_record_free(rec);
}

/* A hand-written record in the documented form: winds, implied passes, a result. */
static const char *const small_record = "# docs/record-format.md, example\n"
                                        "tsumo-record 1\n"
                                        "ruleset ema2008\n"
                                        "seed 0x2a\n"
                                        "seats fixed\n"
                                        "player Ana\n"
                                        "player Bo\n"
                                        "player Chiyo\n"
                                        "player Dee\n"
                                        "\n"
                                        "hand E1 honba 0 sticks 0 scores 30000 30000 30000 30000\n"
                                        "wall 3 4\n";

static void test_small_record_parses(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    test_deal deal = {.hands = {"123m456p789s1234z5z", "111m222p333s4445z", "99m88p77s1122z667z",
                                "234567m234567p9s"},
                      .draws = "1p9p1s"};
    tsumo_wall wall;
    test_wall(&wall, &deal);
    wall.dice[0] = 3;
    wall.dice[1] = 4;
    /* Write the wall lines from the test wall, then the actions by hand. */
    tsumo_game_setup setup = {.seed = 42, .names = {"Ana", "Bo", "Chiyo", "Dee"}};
    tsumo_record *built;
    assert_int_equal(tsumo_record_new(&built, &rules, &setup), TSUMO_OK);
    tsumo_record_hand h = {.has_wall = true,
                           .wall = wall,
                           .honba = 0,
                           .sticks = 0,
                           .has_scores = true,
                           .scores = {30000, 30000, 30000, 30000}};
    assert_int_equal(tsumo_record_push_hand(built, &h), TSUMO_OK);
    char *text = format_record(built);
    char *wall_lines = strstr(text, "deal ");
    assert_non_null(wall_lines);
    char buf[4096];
    snprintf(buf, sizeof buf,
             "%s%s"
             "E discard 5z\n"
             "S discard 5z\n" /* the passes of W, N and E are implied */
             "W discard 9m\n"
             "N discard 1s tsumogiri\n",
             small_record, wall_lines);
    tsumo_record *rec = parse_ok(buf);
    assert_int_equal(rec->hand_count, 1);
    assert_int_equal(rec->action_count, 4);
    assert_int_equal(rec->actions[1].seat, 1);
    assert_int_equal(rec->actions[3].flags, TSUMO_ACTION_TSUMOGIRI);
    assert_int_equal(rec->action_lines[0], 16);
    assert_int_equal(rec->seed, 42);
    int hands;
    tsumo_replay_report rep = replay_all(rec, &hands);
    assert_int_equal(rep.kind, TSUMO_REPLAY_DONE); /* the hand goes on: a game in progress */
    assert_int_equal(hands, 0);
    free(text);
    tsumo_record_free(rec);
    tsumo_record_free(built);
}

/* ---- replay checks: the first difference stops with where it is ---- */

static tsumo_record *some_game(void)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    return record_random_game(&rules, 77, NULL, 0);
}

static void test_replay_catches_a_wrong_payment(void **state)
{
    (void)state;
    tsumo_record *rec = some_game();
    size_t k = rec->hand_count / 2;
    rec->hands[k].result.delta[1] += 100;
    rec->hands[k].result.delta[2] -= 100;
    int hands;
    tsumo_replay_report rep = replay_all(rec, &hands);
    assert_int_equal(rep.kind, TSUMO_REPLAY_MISMATCH);
    assert_int_equal(rep.mismatch, TSUMO_MISMATCH_PAYMENT);
    assert_int_equal(rep.hand, k);
    assert_int_equal(rep.seat, 1);
    assert_int_equal(rep.expected - rep.got, 100);
    assert_int_equal(hands, (int)k + 1);
    tsumo_record_free(rec);
}

static void test_replay_catches_a_wrong_header(void **state)
{
    (void)state;
    tsumo_record *rec = some_game();
    rec->hands[2].honba++;
    int hands;
    tsumo_replay_report rep = replay_all(rec, &hands);
    assert_int_equal(rep.kind, TSUMO_REPLAY_MISMATCH);
    assert_int_equal(rep.mismatch, TSUMO_MISMATCH_HONBA);
    assert_int_equal(rep.hand, 2);
    rec->hands[2].honba--;
    rec->hands[3].scores[0] += 1000;
    rep = replay_all(rec, &hands);
    assert_int_equal(rep.mismatch, TSUMO_MISMATCH_SCORES);
    assert_int_equal(rep.hand, 3);
    tsumo_record_free(rec);
}

/* An action the engine refuses stops the replay at its line (after a text round trip). */
static void test_replay_stops_at_a_refused_action(void **state)
{
    (void)state;
    tsumo_record *rec = some_game();
    char *text = format_record(rec);
    tsumo_record *back = parse_ok(text);
    /* The first discard of the second hand: make it a tile the seat cannot hold (a fifth). */
    const tsumo_record_hand *h = &back->hands[1];
    size_t i = h->first_action;
    while (back->actions[i].type != TSUMO_ACTION_DISCARD)
        i++;
    tsumo_action *a = &back->actions[i];
    a->type = TSUMO_ACTION_TSUMO; /* a draw that does not win */
    int hands;
    tsumo_replay_report rep = replay_all(back, &hands);
    if (rep.kind == TSUMO_REPLAY_REFUSED) {
        assert_int_equal(rep.line, back->action_lines[i]);
        assert_int_equal(rep.action_index, i);
        assert_true(rep.reason == TSUMO_REASON_NOT_COMPLETE || rep.reason == TSUMO_REASON_NO_DRAW);
    } else { /* the hand happened to be complete: then the payments differ */
        assert_int_equal(rep.kind, TSUMO_REPLAY_MISMATCH);
    }
    free(text);
    tsumo_record_free(back);
    tsumo_record_free(rec);
}

/* A record that stops in the middle of a hand replays up to there (a game in progress). */
static void test_replay_of_an_unfinished_game(void **state)
{
    (void)state;
    tsumo_record *rec = some_game();
    rec->hand_count = 2;
    rec->hands[1].action_count /= 2;
    rec->hands[1].result.end = TSUMO_END_NONE;
    rec->action_count = rec->hands[1].first_action + rec->hands[1].action_count;
    rec->has_end = rec->has_final = false;
    int hands;
    tsumo_replay_report rep = replay_all(rec, &hands);
    assert_int_equal(rep.kind, TSUMO_REPLAY_DONE);
    assert_int_equal(hands, 1);
    /* but a hand that says it is over and is not is a mismatch */
    rec->hands[1].result.end = TSUMO_END_WIN;
    rep = replay_all(rec, &hands);
    assert_int_equal(rep.kind, TSUMO_REPLAY_MISMATCH);
    assert_int_equal(rep.mismatch, TSUMO_MISMATCH_NOT_OVER);
    tsumo_record_free(rec);
}

/* ---- damaged texts ---- */

typedef struct bad_case {
    const char *text;
    tsumo_diag_code code;
    int line, column;
    const char *key;
} bad_case;

#define HEAD "tsumo-record 1\nruleset ema2008\n"

static const bad_case bad_cases[] = {
    {"", TSUMO_DIAG_EMPTY, 0, 0, "tsumo-record"},
    {"# only a comment\n", TSUMO_DIAG_EMPTY, 0, 0, "tsumo-record"},
    {"tsumo-record 2\n", TSUMO_DIAG_BAD_VERSION, 1, 14, "tsumo-record"},
    {"seed 1\n", TSUMO_DIAG_BAD_VERSION, 1, 1, "tsumo-record"},
    {"tsumo-record\n", TSUMO_DIAG_TRUNCATED, 1, 13, "tsumo-record"},
    {"tsumo-record 1\n", TSUMO_DIAG_TRUNCATED, 0, 0, "rules"},
    {"tsumo-record 1\nruleset nonesuch\n", TSUMO_DIAG_BAD_VALUE, 2, 9, "ruleset"},
    {"tsumo-record 1\nrules\n  [yaku]\n  min_han = 9\nend-rules\n", TSUMO_DIAG_OUT_OF_RANGE, 4, 0,
     "min_han"},
    {"tsumo-record 1\nrules\n  [yaku]\n", TSUMO_DIAG_TRUNCATED, 4, 1, "rules"},
    {HEAD "ruleset ema2008\n", TSUMO_DIAG_DUPLICATE_KEY, 3, 1, "rules"},
    {HEAD "seed -1\n", TSUMO_DIAG_BAD_VALUE, 3, 6, "seed"},
    {HEAD "seed 18446744073709551616\n", TSUMO_DIAG_OUT_OF_RANGE, 3, 6, "seed"},
    {HEAD "seats maybe\n", TSUMO_DIAG_BAD_VALUE, 3, 7, "seats"},
    {HEAD "player a\nplayer b\nplayer c\nplayer d\nplayer e\n", TSUMO_DIAG_DUPLICATE_KEY, 7, 1,
     "player"},
    {HEAD "player abcdefghijklmnopqrstuvwxyz0123456789\n", TSUMO_DIAG_TOO_LONG, 3, 8, "player"},
    {HEAD "colour blue\n", TSUMO_DIAG_UNKNOWN_KEY, 3, 1, ""},
    {HEAD "hand X1\n", TSUMO_DIAG_BAD_VALUE, 3, 6, "hand"},
    {HEAD "hand E5\n", TSUMO_DIAG_BAD_VALUE, 3, 6, "hand"},
    {HEAD "hand E1 honba\n", TSUMO_DIAG_TRUNCATED, 3, 14, "hand"},
    {HEAD "hand E1 honba 1 honba 2\n", TSUMO_DIAG_UNKNOWN_KEY, 3, 17, "hand"},
    {HEAD "hand E1 scores 1 2 3\n", TSUMO_DIAG_TRUNCATED, 3, 21, "hand"},
    {HEAD "hand E1\nE discard\n", TSUMO_DIAG_TRUNCATED, 4, 10, "discard"},
    {HEAD "hand E1\nE discard 5q\n", TSUMO_DIAG_SUIT_EXPECTED, 4, 12, "discard"},
    {HEAD "hand E1\nE discard 8z\n", TSUMO_DIAG_BAD_HONOR, 4, 11, "discard"},
    {HEAD "hand E1\nE discard 0z\n", TSUMO_DIAG_BAD_RED, 4, 11, "discard"},
    {HEAD "hand E1\nE discard 56m\n", TSUMO_DIAG_TOO_MANY_TILES, 4, 12, "discard"},
    {HEAD "hand E1\nE discard 5m twice\n", TSUMO_DIAG_UNEXPECTED_CHAR, 4, 14, "discard"},
    {HEAD "hand E1\nE chi 3m\n", TSUMO_DIAG_TRUNCATED, 4, 9, "chi"},
    {HEAD "hand E1\nE tsumo 5m\n", TSUMO_DIAG_TOO_MANY_TILES, 4, 9, "tsumo"},
    {HEAD "hand E1\nE shout\n", TSUMO_DIAG_UNKNOWN_KEY, 4, 3, ""},
    {HEAD "hand E1\nE next_hand\n", TSUMO_DIAG_UNKNOWN_KEY, 4, 3, ""},
    {HEAD "hand E1\nX discard 5m\n", TSUMO_DIAG_UNKNOWN_KEY, 4, 1, ""},
    {HEAD "E discard 5m\n", TSUMO_DIAG_UNKNOWN_KEY, 3, 1, ""},
    {HEAD "hand E1\nresult win 1 2 3 4\nE discard 5m\n", TSUMO_DIAG_INCONSISTENT, 5, 1, ""},
    {HEAD "hand E1\nresult draw 0 0 0 0\n", TSUMO_DIAG_BAD_VALUE, 4, 8, "result"},
    {HEAD "hand E1\nresult abort 0 0 0 0\n", TSUMO_DIAG_BAD_VALUE, 4, 14, "result"},
    {HEAD "hand E1\nresult win 1 2 3 x\n", TSUMO_DIAG_BAD_VALUE, 4, 18, "result"},
    {HEAD "hand E1\nresult win 1 2 3 99999999\n", TSUMO_DIAG_OUT_OF_RANGE, 4, 18, "result"},
    {HEAD "hand E1\nwall 0 3\n", TSUMO_DIAG_OUT_OF_RANGE, 4, 6, "wall"},
    {HEAD "hand E1\nwall 1 3\n", TSUMO_DIAG_TRUNCATED, 5, 1, "wall"},
    {HEAD "hand E1\nwall 1 3\ndeal 1m\n", TSUMO_DIAG_TRUNCATED, 5, 8, "deal"},
    {HEAD "hand E1\nwall 1 3\nlive 1m\n", TSUMO_DIAG_UNKNOWN_KEY, 5, 1, "wall"},
    {HEAD "hand E1\nE discard 5m\nwall 1 3\n", TSUMO_DIAG_INCONSISTENT, 5, 1, "wall"},
    {HEAD "end\nhand E1\n", TSUMO_DIAG_INCONSISTENT, 4, 1, "end"},
    {HEAD "end 1 2\n", TSUMO_DIAG_TRUNCATED, 3, 8, "end"},
    {"tsumo-record 1\nhand E1\n", TSUMO_DIAG_INCONSISTENT, 2, 1, "hand"},
    {HEAD "seed 1\x01\n", TSUMO_DIAG_UNEXPECTED_CHAR, 3, 7, ""},
};

static void test_damaged_records(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_cases / sizeof bad_cases[0]; i++) {
        const bad_case *c = &bad_cases[i];
        tsumo_record *rec = (tsumo_record *)&rec; /* must be reset to NULL */
        tsumo_diag d;
        memset(&d, 0, sizeof d);
        tsumo_status st = tsumo_record_parse(&rec, c->text, strlen(c->text), &d);
        if (st != TSUMO_EPARSE || d.code != c->code || d.line != c->line ||
            (c->column && d.column != c->column) || strcmp(d.key, c->key) != 0)
            fail_msg("case %zu \"%s\": status %d code %d line %d column %d key \"%s\" found "
                     "\"%s\" expected \"%s\"",
                     i, c->text, st, d.code, d.line, d.column, d.key, d.found, d.expected);
        assert_null(rec);
        assert_true(d.expected[0] != '\0' || d.code == TSUMO_DIAG_OUT_OF_RANGE);
    }
}

/* An unknown action word is answered with the whole list of actions, not a cut one. */
static void test_unknown_action_lists_every_action(void **state)
{
    (void)state;
    static const char text[] = HEAD "hand E1\nE discar 5m\n";
    tsumo_record *rec = NULL;
    tsumo_diag d;
    assert_int_equal(tsumo_record_parse(&rec, text, strlen(text), &d), TSUMO_EPARSE);
    assert_int_equal(d.code, TSUMO_DIAG_UNKNOWN_KEY);
    assert_string_equal(d.found, "discar");
    assert_string_equal(d.expected, "discard, riichi, tsumo, closed_kan, added_kan, kyuushu, pass, "
                                    "ron, chi, pon, open_kan, tenpai, noten or nagashi");
}

/* A wall with a fifth copy, or a plain five where the ruleset's red one must be. */
static void test_damaged_walls(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_game_setup setup = {.seed = 1};
    tsumo_record *rec;
    assert_int_equal(tsumo_record_new(&rec, &rules, &setup), TSUMO_OK);
    tsumo_record_hand h = {.has_wall = true, .honba = -1, .sticks = -1};
    for (int i = 0; i < TSUMO_TILES; i++)
        h.wall.tiles[i] = (tsumo_tile)i;
    h.wall.dice[0] = h.wall.dice[1] = 1;
    assert_int_equal(tsumo_record_push_hand(rec, &h), TSUMO_OK);
    char *text = format_record(rec);
    /* deal starts 1m 1m 1m 1m 2m ...: the red five of man is the 17th tile, "0m" */
    char *deal = strstr(text, "deal ");
    assert_non_null(deal);
    assert_memory_equal(deal, "deal 1m 1m 1m 1m 2m", 19);
    char *red = strstr(deal, "0m");
    assert_non_null(red);
    red[0] = '5'; /* five plain 5m now, and no red one */
    tsumo_record *bad = NULL;
    tsumo_diag d;
    assert_int_equal(tsumo_record_parse(&bad, text, strlen(text), &d), TSUMO_EPARSE);
    assert_int_equal(d.code, TSUMO_DIAG_TOO_MANY_COPIES);
    assert_string_equal(d.key, "deal");
    red[0] = '0';
    deal[5] = '2'; /* 2m 1m 1m 1m 2m 2m 2m 2m: a fifth 2m */
    assert_int_equal(tsumo_record_parse(&bad, text, strlen(text), &d), TSUMO_EPARSE);
    assert_int_equal(d.code, TSUMO_DIAG_TOO_MANY_COPIES);
    assert_int_equal(d.column, 27); /* the fifth 2m is the one that does not fit */
    free(text);
    tsumo_record_free(rec);
}

/* Every prefix of a valid record is refused or read, never a crash (the fuzz target's floor). */
static void test_every_prefix(void **state)
{
    (void)state;
    tsumo_record *rec = some_game();
    char *text = format_record(rec);
    size_t n = strlen(text);
    int ok = 0;
    for (size_t len = 0; len < n; len += 1 + len / 64) {
        tsumo_record *p = NULL;
        tsumo_diag d;
        tsumo_status st = tsumo_record_parse(&p, text, len, &d);
        assert_true(st == TSUMO_OK || st == TSUMO_EPARSE);
        if (st == TSUMO_OK) {
            ok++;
            int hands;
            replay_all(p, &hands); /* whatever it says, it must not crash */
        }
        tsumo_record_free(p);
    }
    assert_true(ok > 0);
    free(text);
    tsumo_record_free(rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_games_round_trip),
        cmocka_unit_test(test_stacked_wall_round_trip),
        cmocka_unit_test(test_small_record_parses),
        cmocka_unit_test(test_replay_catches_a_wrong_payment),
        cmocka_unit_test(test_replay_catches_a_wrong_header),
        cmocka_unit_test(test_replay_stops_at_a_refused_action),
        cmocka_unit_test(test_replay_of_an_unfinished_game),
        cmocka_unit_test(test_damaged_records),
        cmocka_unit_test(test_unknown_action_lists_every_action),
        cmocka_unit_test(test_damaged_walls),
        cmocka_unit_test(test_every_prefix),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
