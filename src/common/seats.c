/* The seat loop (seats.h): the seats the engine asks act in turn, lowest first. */
#include "seats.h"

#include "bot.h"

void seats_init(seats *loop, tsumo_game *game, const tsumo_rules *rules, seat_kind kind, int level)
{
    *loop = (seats){.game = game, .rules = rules, .at = TSUMO_NO_SEAT};
    for (int s = 0; s < 4; s++)
        loop->seat[s] = (seat_decider){.kind = kind, .level = level};
}

seat_answer seats_bot_why(seats *loop, int seat, const tsumo_action *legal, int n,
                          tsumo_action *out, bot_why *why, tsumo_view *view)
{
    *out = legal[0];
    if (why)
        *why = (bot_why){BOT_WHY_ONLY, legal[0].tile, TSUMO_NO_SEAT, -1, 0, 0};
    if (n == 1) /* a pass, the next hand, a forced discard: no view needed */
        return SEAT_ACT;
    tsumo_view own;
    tsumo_game_view(loop->game, seat, &own);
    /* a level out of range leaves legal[0]: never a game that waits for nobody */
    bot_decide_why(&own, legal, n, loop->seat[seat].level, loop->rules, out, why);
    if (view)
        *view = own;
    return SEAT_ACT;
}

seat_answer seats_bot(seats *loop, int seat, const tsumo_action *legal, int n, tsumo_action *out)
{
    return seats_bot_why(loop, seat, legal, n, out, NULL, NULL);
}

bool seats_act(seats *loop, const tsumo_action *action)
{
    int count = 0;
    loop->why = TSUMO_REASON_NONE;
    loop->status = tsumo_game_apply(loop->game, action, loop->events, TSUMO_GAME_MAX_EVENTS, &count,
                                    &loop->why);
    if (loop->status != TSUMO_OK) {
        loop->refused = *action;
        return false;
    }
    return !loop->applied || loop->applied(loop, action, loop->events, count);
}

/* Seat s's answer, when it has one now; SEAT_WAIT for a human. */
static seat_answer ask(seats *loop, int s, tsumo_action *out, seats_status *failed)
{
    const seat_decider *who = &loop->seat[s];
    if (who->kind == SEAT_HUMAN)
        return SEAT_WAIT;
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(loop->game, s, legal, TSUMO_GAME_MAX_LEGAL);
    if (n <= 0 || n > TSUMO_GAME_MAX_LEGAL) {
        loop->at = s;
        *failed = SEATS_NO_LEGAL;
        return SEAT_STOP;
    }
    return (who->decide ? who->decide : seats_bot)(loop, s, legal, n, out);
}

/* One action of the lowest seat asked that answers; false with *st when none does. */
static bool step(seats *loop, unsigned to_act, seats_status *st)
{
    loop->waiting = 0;
    for (int s = 0; s < 4; s++) {
        if (!(to_act >> s & 1))
            continue;
        tsumo_action a;
        *st = SEATS_STOP;
        seat_answer answer = ask(loop, s, &a, st);
        if (answer == SEAT_WAIT) {
            loop->waiting |= 1u << s;
            continue;
        }
        if (answer == SEAT_STOP)
            return false;
        loop->at = s;
        if (seats_act(loop, &a))
            return true;
        *st = loop->status != TSUMO_OK ? SEATS_REFUSED : SEATS_STOP;
        return false;
    }
    *st = SEATS_WAIT;
    return false;
}

seats_status seats_run(seats *loop)
{
    loop->waiting = 0;
    seats_status st = SEATS_OVER;
    while (tsumo_game_phase(loop->game) != TSUMO_PHASE_GAME_OVER) {
        unsigned to_act = tsumo_game_to_act(loop->game);
        if (!to_act)
            return SEATS_STUCK;
        if (!step(loop, to_act, &st))
            return st;
    }
    return SEATS_OVER;
}
