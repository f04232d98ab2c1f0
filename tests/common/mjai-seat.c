/*
 * A seat's mirror game (src/common/mjai-seat.c, docs/mjai.md "How the bot knows the game"):
 * four computers play seeded games, each seat's mjai events (mjai_stream, as a bot is sent
 * them) go to a mirror of that seat, and each mirror follows the whole game by actions and
 * exchanges of tiles nobody was shown: it is dealt once a hand, and again only after a kan,
 * whose indicator the game turns before a dora event shows it.
 */
#include "game-support.h"
#include "mjai-seat.h"
#include "mjai-table.h"
#include "seats.h"

typedef struct mirrors {
    tsumo_rules rules;
    mjai_stream streams[4];
    mjai_seat *seat[4];
    long hands, kans, events;
} mirrors;

static void feed(mirrors *m, int v, const mjai_event *ev)
{
    const char *why = "";
    if (!mjai_seat_feed(m->seat[v], ev, &why))
        fail_msg("seat %d refused %s: %s", v, mjai_type_id((mjai_type)ev->type), why);
    if (v > 0)
        return;
    m->events++;
    m->hands += ev->type == MJAI_START_KYOKU;
    m->kans += ev->type == MJAI_DAIMINKAN || ev->type == MJAI_KAKAN || ev->type == MJAI_ANKAN;
}

static bool applied(seats *loop, const tsumo_action *a, const tsumo_event *evs, int n)
{
    (void)a;
    mirrors *m = loop->arg;
    for (int v = 0; v < 4; v++) {
        mjai_msg msgs[MJAI_STREAM_MAX];
        int count = mjai_stream_feed(&m->streams[v], loop->game, &m->rules, evs, n, msgs);
        for (int i = 0; i < count; i++)
            feed(m, v, &msgs[i].ev);
    }
    return true;
}

/* A seeded game at level 3 (which calls kans) under `rules`; each mirror's deals checked against
 * its hands. */
static void play(const char *rules, uint64_t seed, long *kans)
{
    mirrors m = {0};
    tsumo_diag diag;
    assert_int_equal(tsumo_rules_load_builtin(&m.rules, rules, &diag), TSUMO_OK);
    tsumo_game_setup setup = {.seed = seed, .names = {"A", "B", "C", "D"}};
    tsumo_game *g = NULL;
    assert_int_equal(tsumo_game_new(&g, &m.rules, &setup), TSUMO_OK);
    for (int v = 0; v < 4; v++) {
        mjai_stream_init(&m.streams[v], v);
        assert_non_null(m.seat[v] = mjai_seat_new(&m.rules));
        mjai_msg start;
        mjai_stream_start(&m.streams[v], NULL, &start);
        feed(&m, v, &start.ev);
    }
    seats loop;
    seats_init(&loop, g, &m.rules, SEAT_COMPUTER, 3);
    loop.applied = applied;
    loop.arg = &m;
    assert_int_equal(seats_run(&loop), SEATS_OVER);
    assert_true(m.hands >= 4 && m.events > 20 * m.hands);
    for (int v = 0; v < 4; v++) {
        int deals = mjai_seat_deals(m.seat[v]);
        if (deals < m.hands || deals > m.hands + m.kans)
            fail_msg("%s seed %llu, seat %d: %d deals for %ld hands and %ld kans", rules,
                     (unsigned long long)seed, v, deals, m.hands, m.kans);
        mjai_seat_free(m.seat[v]);
    }
    *kans += m.kans;
    tsumo_game_free(g);
}

static void test_dealt_once_a_hand(void **state)
{
    (void)state;
    long kans = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        play("tenhou", seed, &kans);
        play("ema2008", seed, &kans);
    }
    assert_true(kans > 0); /* the games had kans: the one case a hand is dealt again */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dealt_once_a_hand),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
