/*
 * The stand-in for majiang-ai (src/bot/bot-proxy.c, `tsumo sim --levels k`):
 * it only ever picks a listed action, over whole seeded games, and rules
 * docs/computer-players.md gives it hold on stacked deals (its fold with
 * genbutsu is tests/bot/decide.c's, beside the levels').
 */
#include "bot.h"
#include "game-support.h"
#include "seats.h"

static tsumo_rules builtin(const char *name)
{
    tsumo_rules r;
    assert_int_equal(tsumo_rules_load_builtin(&r, name, NULL), TSUMO_OK);
    return r;
}

/* The stand-in's choice for `seat` now, asserted to be one of the engine's legal actions. */
static tsumo_action choice(const tsumo_game *g, int seat, const tsumo_rules *rules, bot_why *why)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL], out;
    int n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
    assert_true(n > 0);
    tsumo_view v = test_view(g, seat);
    int i = bot_proxy_decide(&v, legal, n, rules, &out, why);
    assert_true(i >= 0 && i < n);
    assert_memory_equal(&out, &legal[i], sizeof out);
    return out;
}

/* The seat loop's decider for a stand-in: its choice from the seat's view, checked listed. */
static seat_answer stand_in(seats *loop, int seat, const tsumo_action *legal, int n,
                            tsumo_action *out)
{
    tsumo_view v = test_view(loop->game, seat);
    int i = bot_proxy_decide(&v, legal, n, loop->rules, out, NULL);
    assert_true(i >= 0 && i < n);
    assert_memory_equal(out, &legal[i], sizeof *out);
    return SEAT_ACT;
}

/* Counts the hands the game plays. */
static bool count_hands(seats *loop, const tsumo_action *action, const tsumo_event *events,
                        int count)
{
    (void)action;
    for (int i = 0; i < count; i++)
        *(long *)loop->arg += events[i].type == TSUMO_EVENT_HAND_END;
    return true;
}

/* A whole game of four stand-ins on the seat loop: every choice is applied, none refused. */
static void play_seeded(const tsumo_rules *rules, uint64_t seed)
{
    tsumo_game_setup setup = {.seed = seed, .names = {"A", "B", "C", "D"}, .draw_seats = true};
    tsumo_game *g = NULL;
    assert_int_equal(tsumo_game_new(&g, rules, &setup), TSUMO_OK);
    long hands = 0;
    seats loop;
    seats_init(&loop, g, rules, SEAT_COMPUTER, BOT_LEVEL_MIN);
    for (int seat = 0; seat < 4; seat++)
        loop.seat[seat].decide = stand_in;
    loop.applied = count_hands;
    loop.arg = &hands;
    seats_status st = seats_run(&loop);
    if (st != SEATS_OVER)
        fail_msg("seed %llu: the loop ended with %d (%s refused: %s)", (unsigned long long)seed,
                 (int)st, tsumo_action_type_id(loop.refused.type), tsumo_reason_id(loop.why));
    assert_true(hands >= 4);
    tsumo_game_free(g);
}

static void test_legal_over_seeded_games(void **state)
{
    (void)state;
    tsumo_rules tenhou = builtin("tenhou"), ema = builtin("ema2008");
    play_seeded(&tenhou, 1);
    play_seeded(&ema, 2);
}

/*
 * Far from ready, a pon of its yakuhai pair that brings the hand nearer, with a
 * yaku, is called (majiang-ai's far calls); a pon that only turns the hand's one
 * pair into a set is not, the closed hand being as near.
 */
static void test_pon_yakuhai(void **state)
{
    (void)state;
    static const test_deal deal = {.hands = {"7z?????????????", NULL, "22m46m13p57p9s13z77z"}};
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    test_play(g, "0d7z");
    bot_why why;
    assert_int_equal(choice(g, 2, &rules, &why).type, TSUMO_ACTION_PON);
    assert_int_equal(why.code, BOT_WHY_CALL);
    tsumo_game_free(g);
    static const test_deal one_pair = {.hands = {"7z?????????????", NULL, "77z13m468p2479s13z"}};
    g = test_game(&one_pair);
    test_play(g, "0d7z");
    assert_int_equal(choice(g, 2, &rules, &why).type, TSUMO_ACTION_PASS);
    tsumo_game_free(g);
}

/* Riichi as soon as a closed hand is ready on a live wait. */
static void test_riichi_when_tenpai(void **state)
{
    (void)state;
    static const test_deal deal = {.hands = {"123m456m789p11s23s7z"}};
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    tsumo_action a = choice(g, 0, &rules, NULL);
    assert_int_equal(a.type, TSUMO_ACTION_RIICHI);
    assert_true(test_is(a.tile, "7z"));
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_legal_over_seeded_games),
        cmocka_unit_test(test_pon_yakuhai),
        cmocka_unit_test(test_riichi_when_tenpai),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
