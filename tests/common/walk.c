/*
 * The walker (src/common/walk.c) over a known record: a whole game played by
 * the eager player (wins, riichi, calls and kans happen), written as text and
 * read back so that its actions have lines. Each callback leaves a letter in
 * a trace; the trace says in what order they came, and the engine's own
 * replay, stepped here, says how many of each there must be.
 */
#include "game-support.h"
#include "walk.h"

#include <stdlib.h>
#include <string.h>

/* ---- the known record ---- */

static tsumo_record *eager_record(uint64_t seed)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_game_setup setup = {.seed = seed, .names = {"Ann", "Bo", "Cy", "Di"}};
    tsumo_game *g = NULL;
    tsumo_record *played = NULL;
    assert_int_equal(tsumo_game_new(&g, &rules, &setup), TSUMO_OK);
    assert_int_equal(tsumo_record_new(&played, &rules, &setup), TSUMO_OK);
    tsumo_rng rng;
    tsumo_rng_seed(&rng, seed + 1);
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    for (int seat = 0; tsumo_game_phase(g) != TSUMO_PHASE_GAME_OVER; seat = 0) {
        while (!(tsumo_game_to_act(g) >> seat & 1))
            seat++;
        int n = tsumo_game_legal(g, seat, legal, TSUMO_GAME_MAX_LEGAL);
        tsumo_action a = legal[test_eager_choice(g, seat, legal, n, &rng)];
        assert_int_equal(tsumo_game_apply(g, &a, NULL, 0, NULL, NULL), TSUMO_OK);
        assert_int_equal(tsumo_record_add(played, g, &a), TSUMO_OK);
    }
    tsumo_game_free(g);
    /* through the text, so that each action has its line */
    size_t len = tsumo_record_format(NULL, 0, played);
    char *text = malloc(len + 1);
    assert_non_null(text);
    tsumo_record_format(text, len + 1, played);
    tsumo_record *rec = NULL;
    tsumo_diag diag;
    assert_int_equal(tsumo_record_parse(&rec, text, len, &diag), TSUMO_OK);
    free(text);
    tsumo_record_free(played);
    assert_true(rec->has_end && rec->hand_count >= 4);
    return rec;
}

/* What the engine's replay reports, counted by stepping it directly. */
typedef struct counts {
    size_t deals, actions, passes, hand_ends, steps;
} counts;

static counts replay_counts(const tsumo_record *rec)
{
    counts c = {0};
    tsumo_replay r;
    tsumo_replay_report rep;
    assert_int_equal(tsumo_replay_begin(&r, rec, NULL), TSUMO_OK);
    do {
        assert_int_equal(tsumo_replay_step(&r, &rep), TSUMO_OK);
        c.steps++;
        c.deals += rep.kind == TSUMO_REPLAY_DEAL;
        c.actions += rep.kind == TSUMO_REPLAY_ACTION;
        c.passes += rep.kind == TSUMO_REPLAY_PASS;
        c.hand_ends += rep.hand_over;
    } while (rep.kind != TSUMO_REPLAY_GAME_END && rep.kind != TSUMO_REPLAY_DONE);
    tsumo_replay_end(&r);
    return c;
}

/* ---- a tracing walker ---- */

typedef struct trace {
    const tsumo_record *rec;
    char *letters; /* one per callback: b begin, > before, d deal, a action, p pass, m mismatch,
                      h hand end, s stop */
    size_t count, cap;
    size_t steps;             /* the last step seen */
    size_t hand;              /* the hand last dealt */
    size_t next;              /* the record's action expected next */
    int stop_after;           /* the action callback returns 42 at this many actions; 0 never */
    size_t actions;           /* actions seen */
    int stop_before;          /* `before` returns 7 at this step; -1 never */
    tsumo_replay_report last; /* the last report that reached a callback */
} trace;

static void put(trace *t, char letter)
{
    if (t->count + 2 > t->cap) {
        t->cap = t->cap ? t->cap * 2 : 1024;
        t->letters = realloc(t->letters, t->cap);
        assert_non_null(t->letters);
    }
    t->letters[t->count++] = letter;
    t->letters[t->count] = '\0';
}

/* Every step is reported once, in order, with the game where the record says it is. */
static void seen(trace *t, const walk_step *step, char letter)
{
    put(t, letter);
    assert_non_null(step->report);
    assert_int_equal(step->steps, t->steps + 1);
    t->steps = step->steps;
    t->last = *step->report;
    const tsumo_replay *r = step->replay;
    if (r->dealt && r->hand < t->rec->hand_count)
        assert_int_equal(step->after, r->next - t->rec->hands[r->hand].first_action);
}

static int on_begin(const walk_step *step, void *payload)
{
    trace *t = payload;
    put(t, 'b');
    assert_null(step->report);
    assert_int_equal(step->steps, 0);
    assert_int_equal(tsumo_game_phase(step->replay->game), TSUMO_PHASE_START);
    return 0;
}

static int on_before(const walk_step *step, void *payload)
{
    trace *t = payload;
    put(t, '>');
    assert_null(step->report);
    assert_int_equal(step->steps, t->steps);
    return (int)step->steps == t->stop_before ? 7 : 0;
}

static int on_deal(const walk_step *step, void *payload)
{
    trace *t = payload;
    seen(t, step, 'd');
    assert_int_equal(step->report->kind, TSUMO_REPLAY_DEAL);
    t->hand = step->report->hand;
    assert_int_equal(step->after, 0);
    return 0;
}

static int on_action(const walk_step *step, void *payload)
{
    trace *t = payload;
    const tsumo_replay_report *rep = step->report;
    seen(t, step, rep->kind == TSUMO_REPLAY_PASS ? 'p' : 'a');
    assert_int_equal(rep->hand, t->hand);
    if (rep->kind == TSUMO_REPLAY_ACTION) {
        assert_int_equal(rep->action_index, t->next); /* the record's actions, each once */
        if (!rep->hand_over)                          /* else the line of the hand's result */
            assert_int_equal(rep->line, t->rec->action_lines[t->next]);
        t->next++;
        if (++t->actions == (size_t)t->stop_after)
            return 42;
    }
    return 0;
}

static int on_mismatch(const walk_step *step, void *payload)
{
    seen(payload, step, 'm');
    return 0;
}

static int on_hand_end(const walk_step *step, void *payload)
{
    trace *t = payload;
    put(t, 'h');
    assert_true(step->report->hand_over);
    assert_int_equal(step->report->hand, t->hand);
    assert_non_null(tsumo_game_result(step->replay->game));
    return 0;
}

static int on_stop(const walk_step *step, void *payload)
{
    seen(payload, step, 's');
    return 0;
}

static const walk_callbacks tracing = {.begin = on_begin,
                                       .before = on_before,
                                       .deal = on_deal,
                                       .action = on_action,
                                       .mismatch = on_mismatch,
                                       .hand_end = on_hand_end,
                                       .stop = on_stop};

static size_t letters(const trace *t, char letter)
{
    size_t n = 0;
    for (size_t i = 0; i < t->count; i++)
        n += t->letters[i] == letter;
    return n;
}

static trace trace_of(const tsumo_record *rec)
{
    return (trace){.rec = rec, .stop_before = -1};
}

/* ---- the tests ---- */

static void test_callbacks_in_order_and_counted(void **state)
{
    (void)state;
    tsumo_record *rec = eager_record(2024);
    counts want = replay_counts(rec);
    trace t = trace_of(rec);
    tsumo_game *end = NULL;
    assert_int_equal(walk_record(rec, NULL, &tracing, &t, &end), 0);
    assert_int_equal(letters(&t, 'b'), 1);
    assert_int_equal(letters(&t, 'd'), rec->hand_count);
    assert_int_equal(letters(&t, 'd'), want.deals);
    assert_int_equal(letters(&t, 'a'), rec->action_count);
    assert_int_equal(letters(&t, 'a'), want.actions);
    assert_int_equal(letters(&t, 'p'), want.passes);
    assert_true(want.passes > 0);
    assert_int_equal(letters(&t, 'h'), rec->hand_count);
    assert_int_equal(letters(&t, 'h'), want.hand_ends);
    assert_int_equal(letters(&t, 'm'), 0);
    assert_int_equal(letters(&t, 's'), 1);
    assert_int_equal(letters(&t, '>'), want.steps);
    assert_int_equal(t.steps, want.steps);
    /* begin, then before each step; a deal first, the stop last (the game's end) */
    assert_memory_equal(t.letters, "b>d", 3);
    assert_int_equal(t.letters[t.count - 1], 's');
    assert_int_equal(t.last.kind, TSUMO_REPLAY_GAME_END);
    for (size_t i = 1; i < t.count; i++) {
        char c = t.letters[i];
        if (c == 'h') /* right after the step that ended the hand */
            assert_non_null(strchr("apm", t.letters[i - 1]));
        else if (c != '>') /* every step is announced by `before` */
            assert_int_equal(t.letters[i - 1], '>');
        if (c == 'd' && i > 2) /* a hand is dealt after the last one ended */
            assert_int_equal(t.letters[i - 2], 'h');
    }
    assert_non_null(end);
    assert_int_equal(tsumo_game_phase(end), TSUMO_PHASE_GAME_OVER);
    tsumo_game_free(end);
    free(t.letters);
    tsumo_record_free(rec);
}

/* Each callback is optional: none at all walks the record to its end. */
static void test_no_callbacks(void **state)
{
    (void)state;
    tsumo_record *rec = eager_record(7);
    walk_callbacks none = {0};
    assert_int_equal(walk_record(rec, NULL, &none, NULL, NULL), 0);
    tsumo_record_free(rec);
}

/* A callback's nonzero return stops the walk at once and is what the walk returns. */
static void test_early_stop(void **state)
{
    (void)state;
    tsumo_record *rec = eager_record(2024);
    trace t = trace_of(rec);
    t.stop_after = 10;
    tsumo_game *end = NULL;
    assert_int_equal(walk_record(rec, NULL, &tracing, &t, &end), 42);
    assert_int_equal(t.actions, 10);
    assert_int_equal(t.letters[t.count - 1], 'a'); /* nothing after the stop */
    assert_int_equal(letters(&t, 's'), 0);
    assert_int_equal(letters(&t, 'h'), 0);
    assert_non_null(end); /* the game as the walk left it: ten actions into the first hand */
    tsumo_view v;
    tsumo_game_view(end, TSUMO_NO_SEAT, &v);
    int discards = 0;
    for (int s = 0; s < 4; s++)
        discards += v.seats[s].discard_count;
    assert_true(discards > 0 && discards <= 10);
    tsumo_game_free(end);
    free(t.letters);

    t = trace_of(rec);
    t.stop_before = 0; /* before the first step */
    assert_int_equal(walk_record(rec, NULL, &tracing, &t, NULL), 7);
    assert_string_equal(t.letters, "b>");
    free(t.letters);
    tsumo_record_free(rec);
}

/* The engine refuses an action: `stop` sees the refusal, with the action's line. */
static void test_refused_record(void **state)
{
    (void)state;
    tsumo_record *rec = eager_record(2024);
    size_t k = rec->hands[0].first_action; /* the dealer's first discard, by another seat */
    rec->actions[k].seat = (uint8_t)((rec->actions[k].seat + 1) & 3);
    trace t = trace_of(rec);
    assert_int_equal(walk_record(rec, NULL, &tracing, &t, NULL), WALK_EREFUSED);
    assert_string_equal(t.letters, "b>d>s");
    assert_int_equal(t.last.kind, TSUMO_REPLAY_REFUSED);
    assert_int_equal(t.last.action_index, k);
    assert_int_equal(t.last.line, rec->action_lines[k]);
    assert_true(t.last.line > 0);
    free(t.letters);
    tsumo_record_free(rec);
}

/* A payment that differs is reported, the hand still ends, and the walk goes on to the end. */
static void test_mismatch_reported(void **state)
{
    (void)state;
    tsumo_record *rec = eager_record(2024);
    rec->hands[0].result.delta[0] += 100;
    trace t = trace_of(rec);
    assert_int_equal(walk_record(rec, NULL, &tracing, &t, NULL), 0);
    assert_int_equal(letters(&t, 'm'), 1);
    assert_non_null(strstr(t.letters, "mh")); /* the hand ended at the mismatch's step */
    assert_int_equal(letters(&t, 'h'), rec->hand_count);
    assert_int_equal(letters(&t, 's'), 1);
    assert_int_equal(t.last.kind, TSUMO_REPLAY_GAME_END);
    free(t.letters);
    tsumo_record_free(rec);
}

/* A game that cannot start under the rules given: no callback, and the walk says so. */
static void test_no_start(void **state)
{
    (void)state;
    tsumo_record *rec = eager_record(7);
    tsumo_rules bad = rec->rules;
    bad.red_fives = 2; /* 0, 3 or 4 */
    trace t = trace_of(rec);
    tsumo_game *end = NULL;
    assert_int_equal(walk_record(rec, &bad, &tracing, &t, &end), WALK_ESTART);
    assert_int_equal(t.count, 0);
    assert_null(end);
    tsumo_record_free(rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_callbacks_in_order_and_counted),
        cmocka_unit_test(test_no_callbacks),
        cmocka_unit_test(test_early_stop),
        cmocka_unit_test(test_refused_record),
        cmocka_unit_test(test_mismatch_reported),
        cmocka_unit_test(test_no_start),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
