/*
 * Computer players at the table (issue 13). A computer seat decides with
 * seats_bot() from its own view and the engine's legal list only, never from
 * the game, and the seat loop (seats.h) applies its action as a player's key
 * would be: it is checked, logged, saved and recorded the same way.
 *
 * Nobody waits for a computer: the seat loop has it answer a claim window
 * and declare at a draw at once. Its turn is shown on a public screen for a
 * short pause, so that the players see what it discards; the pause is the
 * main loop's read timeout, so keys still work while it runs.
 */
#include "ui.h"

bool cpu_seat(const ui *u, int seat)
{
    if (!u->game || !ui_is_seat(seat) || !u->opt.cpu_players)
        return false;
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    return u->opt.cpu_players >> (v.seats[seat].player & 3) & 1;
}

int cpu_lone_human(const ui *u)
{
    int human = TSUMO_NO_SEAT, count = 0;
    for (int s = 0; s < UI_SEATS; s++)
        if (u->game && !cpu_seat(u, s)) {
            human = s;
            count++;
        }
    return count == 1 ? human : TSUMO_NO_SEAT;
}

void cpu_seat_winds(ui *u)
{
    if (!u->game || !u->opt.cpu_winds)
        return;
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    /* The first hand's dealer is seat 0, East, and the winds go round from there. */
    for (int wind = 0; wind < UI_SEATS; wind++)
        if (u->opt.cpu_winds >> wind & 1)
            u->opt.cpu_players |= 1u << (v.seats[wind].player & 3);
    u->opt.cpu_winds = 0;
}

/* A computer at the table: a claim window's answer or a declaration now, its turn after a pause. */
static seat_answer decide(seats *loop, int seat, const tsumo_action *legal, int n,
                          tsumo_action *out)
{
    tsumo_phase ph = tsumo_game_phase(loop->game);
    if (ph != TSUMO_PHASE_CLAIM && ph != TSUMO_PHASE_CHANKAN && ph != TSUMO_PHASE_DRAW)
        return SEAT_WAIT; /* its turn is shown first; the next hand is the players' key */
    return seats_bot(loop, seat, legal, n, out);
}

/*
 * A human's turn in riichi whose only choice is to discard the drawn tile
 * (R-RII-06) is played at once: no curtain and no key, since nothing private
 * is chosen. A drawn tile that wins or makes a kan the rules allow after
 * riichi brings the turn (and its curtain) as any other, for the player to
 * choose; every other moment waits for the keyboard.
 */
static seat_answer riichi_turn(seats *loop, int seat, const tsumo_action *legal, int n,
                               tsumo_action *out)
{
    if (tsumo_game_phase(loop->game) != TSUMO_PHASE_TURN)
        return SEAT_WAIT;
    tsumo_view v;
    tsumo_game_view(loop->game, TSUMO_NO_SEAT, &v);
    if (!v.seats[seat & 3].riichi)
        return SEAT_WAIT;
    for (int i = 0; i < n; i++)
        if (legal[i].type != TSUMO_ACTION_DISCARD)
            return SEAT_WAIT;
    *out = legal[0];
    return SEAT_ACT;
}

/* Whether a human seat's riichi turns play themselves: not for a coached player, whose coach
   speaks on his turn (coach.c). */
static bool riichi_turns_play(const ui *u, int seat)
{
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    return !(u->opt.coach >> (v.seats[seat & 3].player & 3) & 1);
}

void cpu_seats(ui *u, seats *loop)
{
    seats_init(loop, u->game, &u->opt.rules, SEAT_HUMAN, u->opt.cpu_level);
    for (int s = 0; s < UI_SEATS; s++)
        if (cpu_seat(u, s))
            loop->seat[s] = (seat_decider){SEAT_COMPUTER, u->opt.cpu_level, decide};
        else if (u->game && riichi_turns_play(u, s))
            loop->seat[s] = (seat_decider){SEAT_COMPUTER, 0, riichi_turn};
    play_seats(u, loop);
}

void cpu_turn_begins(ui *u)
{
    u->claim.cpu_due = play_now_ms() + u->opt.cpu_pause_ms;
}

int cpu_timeout(const ui *u)
{
    if (u->screen != UI_SCREEN_CPU)
        return -1;
    int64_t left = u->claim.cpu_due - play_now_ms();
    return left > 0 ? (int)(left < UI_CPU_PAUSE_MAX_MS ? left : UI_CPU_PAUSE_MAX_MS) : 0;
}

void cpu_turn_act(ui *u)
{
    if (u->screen != UI_SCREEN_CPU || cpu_timeout(u) > 0)
        return;
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL], a;
    int n = play_legal(u, v.turn, legal, TSUMO_GAME_MAX_LEGAL);
    if (!cpu_seat(u, v.turn) || n <= 0)
        return;
    seats loop;
    cpu_seats(u, &loop);
    seats_bot(&loop, v.turn, legal, n, &a); /* the seat loop waited for this pause */
    play_apply(u, &a);
}
