/*
 * The walker (walk.h): the only place outside the engine that steps a replay.
 *
 * A step's report goes to the callback of what it was; the walk ends at the
 * report that ends the replay: DONE, REFUSED, or GAME_END (after it the
 * replay has only DONE to say). A mismatch after which the replay cannot go
 * on is followed by DONE, so `stop` sees every walk that ends by itself.
 */
#include "walk.h"

static size_t actions_applied(const tsumo_replay *r)
{
    const tsumo_record *rec = r->rec;
    return r->dealt && r->hand < rec->hand_count ? r->next - rec->hands[r->hand].first_action : 0;
}

static bool is_last(const tsumo_replay_report *rep)
{
    return rep->kind == TSUMO_REPLAY_DONE || rep->kind == TSUMO_REPLAY_GAME_END ||
           rep->kind == TSUMO_REPLAY_REFUSED;
}

static walk_fn callback_of(const walk_callbacks *cb, const tsumo_replay_report *rep)
{
    switch (rep->kind) {
    case TSUMO_REPLAY_DEAL:
        return cb->deal;
    case TSUMO_REPLAY_ACTION:
    case TSUMO_REPLAY_PASS:
        return cb->action;
    case TSUMO_REPLAY_MISMATCH:
        return cb->mismatch;
    default:
        return cb->stop;
    }
}

static int call(walk_fn fn, const walk_step *step, void *payload)
{
    return fn ? fn(step, payload) : 0;
}

/* Steps until a callback says stop or the replay ends. */
static int walk_steps(tsumo_replay *r, const walk_callbacks *cb, void *payload)
{
    tsumo_replay_report rep;
    walk_step step = {.replay = r};
    int rc = call(cb->begin, &step, payload);
    if (rc)
        return rc;
    for (;;) {
        step.report = NULL;
        step.after = actions_applied(r);
        rc = call(cb->before, &step, payload);
        if (rc)
            return rc;
        if (tsumo_replay_step(r, &rep) != TSUMO_OK)
            return WALK_EREFUSED; /* the engine says a step never fails: no report to give */
        step.report = &rep;
        step.steps++;
        step.after = actions_applied(r);
        rc = call(callback_of(cb, &rep), &step, payload);
        if (!rc && rep.hand_over)
            rc = call(cb->hand_end, &step, payload);
        if (rc)
            return rc;
        if (is_last(&rep))
            return rep.kind == TSUMO_REPLAY_REFUSED ? WALK_EREFUSED : 0;
    }
}

int walk_record(const tsumo_record *rec, const tsumo_rules *rules, const walk_callbacks *cb,
                void *payload, tsumo_game **end)
{
    if (end)
        *end = NULL;
    tsumo_replay r;
    if (tsumo_replay_begin(&r, rec, rules) != TSUMO_OK)
        return WALK_ESTART;
    int rc = walk_steps(&r, cb, payload);
    if (end && tsumo_game_clone(end, r.game) != TSUMO_OK) {
        *end = NULL;
        rc = WALK_ENOMEM;
    }
    tsumo_replay_end(&r);
    return rc;
}
