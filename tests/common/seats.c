/*
 * The seat loop (src/common/seats.c): computers play a seeded game as `tsumo
 * sim` played it before the loop existed, a human seat makes the loop wait and
 * the game goes on from the action it is given, and the seats the engine asks
 * at a claim window are asked lowest first, computers before a waiting human,
 * the engine deciding between their claims (R-CLM-01, EMA 3.4.3: pon over chi).
 */
#include "game-support.h"
#include "seats.h"

/* ---- a whole game by four computers ---- */

/*
 * `tsumo sim --rules tenhou --seed 9 --games 1 --record DIR` before the seat
 * loop: East 1 is won by Sim B on Sim D's discard, and the game ends at these
 * points, by player.
 */
static const int32_t sim_9_points[4] = {-5100, 43000, 10000, 52100};

typedef struct played {
    int first_winner, first_from; /* the players of the first hand's win */
    long actions, waits;
} played;

static bool note(seats *loop, const tsumo_action *a, const tsumo_event *events, int count)
{
    (void)a, (void)events, (void)count;
    played *p = loop->arg;
    p->actions++;
    const tsumo_hand_result *r = tsumo_game_result(loop->game);
    if (p->first_winner < 0 && tsumo_game_phase(loop->game) == TSUMO_PHASE_HAND_OVER && r &&
        r->end == TSUMO_END_WIN) {
        tsumo_view v;
        tsumo_game_view(loop->game, TSUMO_NO_SEAT, &v);
        p->first_winner = v.seats[r->wins[0].winner].player;
        p->first_from = v.seats[r->wins[0].from].player;
    }
    return true;
}

/* Sim's game 9 at its start, its seats computers at level 2 but seat 0 of `first` kind. */
typedef struct sim_run {
    tsumo_rules rules;
    tsumo_game *g;
    played p;
    seats loop;
} sim_run;

static void sim_start(sim_run *r, seat_kind first)
{
    tsumo_diag diag;
    assert_int_equal(tsumo_rules_load_builtin(&r->rules, "tenhou", &diag), TSUMO_OK);
    tsumo_game_setup setup = {
        .seed = 9, .names = {"Sim A", "Sim B", "Sim C", "Sim D"}, .draw_seats = true};
    r->g = NULL;
    assert_int_equal(tsumo_game_new(&r->g, &r->rules, &setup), TSUMO_OK);
    r->p = (played){.first_winner = -1};
    seats_init(&r->loop, r->g, &r->rules, SEAT_COMPUTER, 2);
    r->loop.seat[0].kind = first;
    r->loop.applied = note;
    r->loop.arg = &r->p;
}

/* The game's final points are sim's, by player. */
static void assert_sim_result(const sim_run *r)
{
    assert_int_equal(r->p.first_winner, 1);
    assert_int_equal(r->p.first_from, 3);
    const tsumo_game_final *f = tsumo_game_final_result(r->g);
    assert_non_null(f);
    tsumo_view v;
    tsumo_game_view(r->g, TSUMO_NO_SEAT, &v);
    for (int s = 0; s < 4; s++)
        assert_int_equal(f->points[s], sim_9_points[v.seats[s].player]);
}

static void test_computers_play_sims_game(void **state)
{
    (void)state;
    sim_run r;
    sim_start(&r, SEAT_COMPUTER);
    assert_int_equal(seats_run(&r.loop), SEATS_OVER);
    assert_sim_result(&r);
    tsumo_game_free(r.g);
}

/*
 * A human at seat 0 who plays as the level-2 computer would: the loop waits
 * for the keyboard whenever the engine asks that seat and no computer can act
 * first, and the game is the computers' game all the same.
 */
static void test_human_waits_and_resumes(void **state)
{
    (void)state;
    sim_run r;
    sim_start(&r, SEAT_HUMAN);
    seats_status st;
    while ((st = seats_run(&r.loop)) == SEATS_WAIT) {
        r.p.waits++;
        assert_int_equal(r.loop.waiting, 1u);
        /* nobody else was left to answer: the computers went first */
        assert_int_equal(tsumo_game_to_act(r.g), 1u);
        tsumo_action legal[TSUMO_GAME_MAX_LEGAL], key;
        int n = tsumo_game_legal(r.g, 0, legal, TSUMO_GAME_MAX_LEGAL);
        assert_true(n > 0);
        seats_bot(&r.loop, 0, legal, n, &key);
        long before = r.p.actions;
        assert_true(seats_act(&r.loop, &key));
        assert_int_equal(r.p.actions, before + 1);
    }
    assert_int_equal(st, SEATS_OVER);
    assert_true(r.p.waits > 100); /* every turn of seat 0's, at least */
    assert_sim_result(&r);
    tsumo_game_free(r.g);
}

/* A key the engine refuses is not applied, and the seat is still waited for. */
static void test_refused_key(void **state)
{
    (void)state;
    sim_run r;
    sim_start(&r, SEAT_HUMAN);
    for (int s = 1; s < 4; s++)
        r.loop.seat[s].kind = SEAT_HUMAN;
    assert_int_equal(seats_run(&r.loop), SEATS_WAIT);
    tsumo_action wrong = {.type = TSUMO_ACTION_DISCARD, .seat = 0, .tile = 0};
    wrong.tiles[0] = wrong.tiles[1] = TSUMO_NO_TILE;
    assert_false(seats_act(&r.loop, &wrong));
    assert_int_not_equal(r.loop.status, TSUMO_OK);
    assert_int_equal(r.loop.refused.type, TSUMO_ACTION_DISCARD);
    assert_int_equal(tsumo_game_phase(r.g), TSUMO_PHASE_START);
    assert_int_equal(r.p.actions, 0);
    assert_int_equal(seats_run(&r.loop), SEATS_WAIT);
    tsumo_game_free(r.g);
}

/* ---- the order of claims ---- */

/* East discards 3p: South may chi it (12p), West may pon it (33p). */
static const test_deal claims = {
    .hands = {"111z222z999p111s3m3p", "12p456m789m2255s7z", "33p567m678s4466z9m", NULL},
    .draws = "9s9s9s",
};

typedef struct asked {
    int order[8];
    int count;
    int meld_seat, meld; /* the call the window ended with */
} asked;

/* Records who is asked; West pons, the others pass; the loop stops after the window. */
static seat_answer answer(seats *loop, int seat, const tsumo_action *legal, int n,
                          tsumo_action *out)
{
    asked *k = loop->arg;
    tsumo_phase ph = tsumo_game_phase(loop->game);
    if (ph != TSUMO_PHASE_CLAIM)
        return SEAT_STOP;
    k->order[k->count++] = seat;
    for (int i = 0; i < n; i++)
        if (legal[i].type == (seat == 2 ? TSUMO_ACTION_PON : TSUMO_ACTION_PASS)) {
            *out = legal[i];
            return SEAT_ACT;
        }
    fail_msg("seat %d has no %s", seat, seat == 2 ? "pon" : "pass");
    return SEAT_STOP;
}

static bool called(seats *loop, const tsumo_action *a, const tsumo_event *events, int count)
{
    (void)a;
    asked *k = loop->arg;
    for (int i = 0; i < count; i++)
        if (events[i].type == TSUMO_EVENT_CALL)
            k->meld_seat = events[i].seat, k->meld = events[i].code;
    return true;
}

static void test_claims_lowest_computer_first(void **state)
{
    (void)state;
    tsumo_game *g = test_game(&claims);
    test_play(g, "0d3p");
    assert_int_equal(tsumo_game_phase(g), TSUMO_PHASE_CLAIM);
    unsigned window = tsumo_game_to_act(g);
    assert_true(window >> 1 & 1);
    assert_true(window >> 2 & 1);
    asked k = {.meld_seat = -1};
    seats loop;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    seats_init(&loop, g, &rules, SEAT_COMPUTER, 2);
    for (int s = 0; s < 4; s++)
        loop.seat[s].decide = answer;
    loop.seat[1].kind = SEAT_HUMAN; /* South, at the keyboard, may chi */
    loop.applied = called;
    loop.arg = &k;
    assert_int_equal(seats_run(&loop), SEATS_WAIT);
    assert_int_equal(loop.waiting, 1u << 1);
    /* the computers answered, lowest first; nobody but South is left */
    int expected = 0;
    for (int s = 2; s < 4; s++)
        if (window >> s & 1)
            assert_int_equal(k.order[expected++], s);
    assert_int_equal(k.count, expected);
    assert_int_equal(tsumo_game_to_act(g), 1u << 1);
    assert_int_equal(k.meld_seat, -1); /* the window waits for South */
    /* South chis after West's pon was given: the pon is the call made */
    tsumo_action chi = test_action(g, "1chi12p");
    assert_true(seats_act(&loop, &chi));
    assert_int_equal(k.meld_seat, 2);
    assert_int_equal(k.meld, TSUMO_MELD_PON);
    assert_int_equal(seats_run(&loop), SEATS_STOP); /* West's turn after the call */
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_computers_play_sims_game),
        cmocka_unit_test(test_human_waits_and_resumes),
        cmocka_unit_test(test_refused_key),
        cmocka_unit_test(test_claims_lowest_computer_first),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
