/*
 * Replaying a record through the engine, one step at a time, and checking
 * the game against what the record says.
 *
 * A step is one of: a pass the record leaves out (a claim window is open and
 * the record's next action is not an answer to it), the record's next action,
 * or the deal of its next hand (its wall stacked first, then NEXT_HAND). After
 * a deal the hand's header is compared with the game; after the action that
 * ends a hand, its result. The first difference stops the replay, so that a
 * checker can say exactly where the record and the engine part ways.
 */
#include "engine.h"

/* Each mismatch's id and msgid; the conversions are documented in record.h. */
static const struct {
    const char *id;
    const char *msgid;
} mismatches[TSUMO_MISMATCH_COUNT] = {
    [TSUMO_MISMATCH_NONE] = {"none", NULL},
    [TSUMO_MISMATCH_HAND] = {"hand", N_("the file deals %s but the game deals %s")},
    [TSUMO_MISMATCH_HONBA] = {"honba", N_("counters at the deal: the file says %d, the game %d")},
    [TSUMO_MISMATCH_STICKS] = {"sticks",
                               N_("riichi sticks at the deal: the file says %d, the game %d")},
    [TSUMO_MISMATCH_SCORES] = {"scores",
                               N_("score of %s at the deal: the file says %d, the game %d")},
    [TSUMO_MISMATCH_NOT_OVER] = {"not_over",
                                 N_("the file's hand ends here, but in the game it goes on")},
    [TSUMO_MISMATCH_OVER] = {"over", N_("the hand is over in the game, but the file goes on")},
    [TSUMO_MISMATCH_END] = {"end", N_("the hand ends in %s in the file, in %s in the game")},
    [TSUMO_MISMATCH_PAYMENT] = {"payment", N_("payment of %s: the file says %+d, the game %+d")},
    [TSUMO_MISMATCH_GAME_OVER] = {"game_over", N_("the game is over here, the file goes on")},
    [TSUMO_MISMATCH_FINAL] = {"final", N_("final points of %s: the file says %d, the game %d")},
};

const char *tsumo_replay_mismatch_id(tsumo_replay_mismatch mismatch)
{
    return (unsigned)mismatch < TSUMO_MISMATCH_COUNT ? mismatches[mismatch].id : "?";
}

const char *tsumo_replay_mismatch_msgid(tsumo_replay_mismatch mismatch, bool expected)
{
    if ((unsigned)mismatch >= TSUMO_MISMATCH_COUNT)
        return NULL;
    if (mismatch == TSUMO_MISMATCH_GAME_OVER && expected)
        return N_("the file ends the game here, the game goes on");
    return mismatches[mismatch].msgid;
}

tsumo_status tsumo_replay_begin(tsumo_replay *r, const tsumo_record *rec, const tsumo_rules *rules)
{
    memset(r, 0, sizeof *r);
    if (rec->version != TSUMO_RECORD_STRUCT_VERSION)
        return TSUMO_EVERSION;
    tsumo_game_setup setup;
    tsumo_record_setup(rec, &setup);
    tsumo_status st = tsumo_game_new(&r->game, rules ? rules : &rec->rules, &setup);
    if (st != TSUMO_OK)
        return st;
    r->rec = rec;
    r->hand = rec->hand_count; /* no hand dealt yet */
    return TSUMO_OK;
}

void tsumo_replay_end(tsumo_replay *r)
{
    tsumo_game_free(r->game);
    r->game = NULL;
}

/* ---- the record's position ---- */

static const tsumo_record_hand *hand_of(const tsumo_replay *r)
{
    return r->dealt ? &r->rec->hands[r->hand] : NULL;
}

static bool hand_has_actions(const tsumo_replay *r)
{
    const tsumo_record_hand *h = hand_of(r);
    return h && r->next < h->first_action + h->action_count;
}

static size_t next_hand_index(const tsumo_replay *r)
{
    return r->dealt ? r->hand + 1 : 0;
}

static int action_line(const tsumo_replay *r, size_t i)
{
    return i < r->rec->action_count && r->rec->action_lines ? r->rec->action_lines[i] : 0;
}

/* ---- reports ---- */

static void stop(tsumo_replay *r, tsumo_replay_report *out, int kind)
{
    out->kind = (uint8_t)kind;
    r->finished = true;
}

static void mismatch(tsumo_replay *r, tsumo_replay_report *out, int what, int seat,
                     int32_t expected, int32_t got)
{
    out->mismatch = (uint8_t)what;
    out->seat = (uint8_t)seat;
    out->expected = expected;
    out->got = got;
    out->kind = TSUMO_REPLAY_MISMATCH;
    /* The game can go on after a wrong number, not after the record and it part ways. */
    if (what == TSUMO_MISMATCH_NOT_OVER || what == TSUMO_MISMATCH_OVER ||
        what == TSUMO_MISMATCH_GAME_OVER)
        r->finished = true;
}

static tsumo_status apply(tsumo_replay *r, tsumo_replay_report *out, const tsumo_action *a)
{
    tsumo_reason reason;
    out->action = *a;
    tsumo_status st = tsumo_game_apply(r->game, a, out->events, TSUMO_GAME_MAX_EVENTS,
                                       &out->event_count, &reason);
    if (st == TSUMO_EILLEGAL || st == TSUMO_EINVAL) {
        out->reason = (uint8_t)reason;
        stop(r, out, TSUMO_REPLAY_REFUSED);
    }
    return st;
}

/* ---- checks ---- */

static void check_header(tsumo_replay *r, tsumo_replay_report *out)
{
    const tsumo_record_hand *h = hand_of(r);
    tsumo_view v;
    tsumo_game_view(r->game, TSUMO_NO_SEAT, &v);
    if (v.round != h->round || v.hand != h->hand) {
        mismatch(r, out, TSUMO_MISMATCH_HAND, TSUMO_NO_SEAT, h->round * 4 + h->hand,
                 v.round * 4 + v.hand);
    } else if (h->honba >= 0 && v.honba != h->honba) {
        mismatch(r, out, TSUMO_MISMATCH_HONBA, TSUMO_NO_SEAT, h->honba, v.honba);
    } else if (h->sticks >= 0 && v.sticks != h->sticks) {
        mismatch(r, out, TSUMO_MISMATCH_STICKS, TSUMO_NO_SEAT, h->sticks, v.sticks);
    } else if (h->has_scores) {
        for (int s = 0; s < 4; s++) {
            if (v.seats[s].score != h->scores[s]) {
                mismatch(r, out, TSUMO_MISMATCH_SCORES, s, h->scores[s], v.seats[s].score);
                return;
            }
        }
    }
}

static void check_result(tsumo_replay *r, tsumo_replay_report *out)
{
    const tsumo_record_hand *h = hand_of(r);
    const tsumo_hand_result *res = tsumo_game_result(r->game);
    out->hand_over = true;
    if (hand_has_actions(r)) {
        out->line = action_line(r, r->next);
        mismatch(r, out, TSUMO_MISMATCH_OVER, TSUMO_NO_SEAT, 0, 0);
        return;
    }
    const tsumo_record_result *want = &h->result;
    if (!res || want->end == TSUMO_END_NONE)
        return;
    if (h->result_line)
        out->line = h->result_line;
    if (res->end != want->end || (want->end == TSUMO_END_ABORT && res->abort != want->abort)) {
        mismatch(r, out, TSUMO_MISMATCH_END, TSUMO_NO_SEAT, want->end * 16 + want->abort,
                 res->end * 16 + res->abort);
        return;
    }
    for (int wind = 0; wind < 4; wind++) { /* East first, as the record lists them */
        int s = (h->hand + wind) & 3;
        if (res->delta[s] != want->delta[s]) {
            mismatch(r, out, TSUMO_MISMATCH_PAYMENT, s, want->delta[s], res->delta[s]);
            return;
        }
    }
}

static void check_final(tsumo_replay *r, tsumo_replay_report *out)
{
    const tsumo_game_final *f = tsumo_game_final_result(r->game);
    if (!r->rec->has_final || !f)
        return;
    for (int s = 0; s < 4; s++) {
        if (f->points[s] != r->rec->final[s]) {
            mismatch(r, out, TSUMO_MISMATCH_FINAL, s, r->rec->final[s], f->points[s]);
            return;
        }
    }
}

/* ---- steps ---- */

static bool is_answer(int type)
{
    return type == TSUMO_ACTION_PASS || type == TSUMO_ACTION_RON || type == TSUMO_ACTION_CHI ||
           type == TSUMO_ACTION_PON || type == TSUMO_ACTION_OPEN_KAN;
}

/* In a claim window: the record's answer, or a pass from the first seat still to answer. */
static void step_window(tsumo_replay *r, tsumo_replay_report *out)
{
    unsigned to_act = tsumo_game_to_act(r->game);
    if (hand_has_actions(r)) {
        const tsumo_action *a = &r->rec->actions[r->next];
        if (is_answer(a->type) && a->seat < 4 && (to_act & (1u << a->seat))) {
            out->kind = TSUMO_REPLAY_ACTION;
            out->action_index = r->next;
            out->line = action_line(r, r->next);
            if (apply(r, out, a) == TSUMO_OK) {
                r->next++;
                tsumo_phase ph = tsumo_game_phase(r->game);
                if (ph == TSUMO_PHASE_HAND_OVER || ph == TSUMO_PHASE_GAME_OVER)
                    check_result(r, out);
            }
            return;
        }
    }
    int seat = 0;
    while (seat < 4 && !(to_act & (1u << seat)))
        seat++;
    tsumo_action pass = {.type = TSUMO_ACTION_PASS,
                         .seat = (uint8_t)seat,
                         .tile = TSUMO_NO_TILE,
                         .tiles = {TSUMO_NO_TILE, TSUMO_NO_TILE}};
    out->kind = TSUMO_REPLAY_PASS;
    out->line = hand_has_actions(r) ? action_line(r, r->next) : 0;
    if (apply(r, out, &pass) == TSUMO_OK) {
        tsumo_phase ph = tsumo_game_phase(r->game);
        if (ph == TSUMO_PHASE_HAND_OVER || ph == TSUMO_PHASE_GAME_OVER)
            check_result(r, out);
    }
}

/* A seat's own turn or a declaration at a draw: only the record can say what comes. */
static void step_turn(tsumo_replay *r, tsumo_replay_report *out)
{
    if (!hand_has_actions(r)) {
        /* A record may stop in the middle of its last hand (a game in progress). */
        bool last = next_hand_index(r) >= r->rec->hand_count && !r->rec->has_end;
        const tsumo_record_hand *h = hand_of(r);
        if (last && (!h || h->result.end == TSUMO_END_NONE)) {
            stop(r, out, TSUMO_REPLAY_DONE);
            return;
        }
        out->line =
            next_hand_index(r) < r->rec->hand_count ? r->rec->hands[next_hand_index(r)].line : 0;
        mismatch(r, out, TSUMO_MISMATCH_NOT_OVER, TSUMO_NO_SEAT, 0, 0);
        return;
    }
    const tsumo_action *a = &r->rec->actions[r->next];
    out->kind = TSUMO_REPLAY_ACTION;
    out->action_index = r->next;
    out->line = action_line(r, r->next);
    if (apply(r, out, a) != TSUMO_OK)
        return;
    r->next++;
    tsumo_phase ph = tsumo_game_phase(r->game);
    if (ph == TSUMO_PHASE_HAND_OVER || ph == TSUMO_PHASE_GAME_OVER)
        check_result(r, out);
}

/* Between hands: deal the record's next hand, or end the game. */
static void step_deal(tsumo_replay *r, tsumo_replay_report *out)
{
    size_t next = next_hand_index(r);
    tsumo_action deal = {.type = TSUMO_ACTION_NEXT_HAND,
                         .tile = TSUMO_NO_TILE,
                         .tiles = {TSUMO_NO_TILE, TSUMO_NO_TILE}};
    if (next < r->rec->hand_count) {
        const tsumo_record_hand *h = &r->rec->hands[next];
        out->hand = next;
        out->line = h->line;
        if (h->has_wall && tsumo_game_stack_wall(r->game, &h->wall) != TSUMO_OK) {
            out->reason = TSUMO_REASON_BAD_ACTION;
            stop(r, out, TSUMO_REPLAY_REFUSED);
            return;
        }
        deal.seat = (uint8_t)(h->hand & 3);
        if (apply(r, out, &deal) != TSUMO_OK)
            return;
        r->hand = next;
        r->dealt = true;
        r->next = h->first_action;
        if (tsumo_game_phase(r->game) == TSUMO_PHASE_GAME_OVER) {
            mismatch(r, out, TSUMO_MISMATCH_GAME_OVER, TSUMO_NO_SEAT, 0, 1);
            return;
        }
        out->kind = TSUMO_REPLAY_DEAL;
        check_header(r, out);
        return;
    }
    if (!r->rec->has_end) {
        stop(r, out, TSUMO_REPLAY_DONE);
        return;
    }
    if (apply(r, out, &deal) != TSUMO_OK)
        return;
    if (tsumo_game_phase(r->game) != TSUMO_PHASE_GAME_OVER) {
        mismatch(r, out, TSUMO_MISMATCH_GAME_OVER, TSUMO_NO_SEAT, 1, 0);
        return;
    }
    out->kind = TSUMO_REPLAY_GAME_END;
    check_final(r, out);
}

tsumo_status tsumo_replay_step(tsumo_replay *r, tsumo_replay_report *out)
{
    memset(out, 0, offsetof(tsumo_replay_report, events));
    out->seat = TSUMO_NO_SEAT;
    out->hand = r->dealt ? r->hand : 0;
    if (r->finished || !r->game) {
        out->kind = TSUMO_REPLAY_DONE;
        return TSUMO_OK;
    }
    switch (tsumo_game_phase(r->game)) {
    case TSUMO_PHASE_CLAIM:
    case TSUMO_PHASE_CHANKAN:
        step_window(r, out);
        break;
    case TSUMO_PHASE_TURN:
    case TSUMO_PHASE_AFTER_CALL:
    case TSUMO_PHASE_DRAW:
        step_turn(r, out);
        break;
    case TSUMO_PHASE_START:
    case TSUMO_PHASE_HAND_OVER:
        step_deal(r, out);
        break;
    default: /* game over */
        if (next_hand_index(r) < r->rec->hand_count) {
            out->line = r->rec->hands[next_hand_index(r)].line;
            mismatch(r, out, TSUMO_MISMATCH_GAME_OVER, TSUMO_NO_SEAT, 0, 1);
        } else {
            stop(r, out, TSUMO_REPLAY_DONE);
        }
        break;
    }
    return TSUMO_OK;
}
