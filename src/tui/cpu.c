/*
 * Computer players at the table (issue 13). A computer seat decides with
 * bot_decide() from its own view and the engine's legal list only, never
 * from the game, and its action goes through play_apply() as a player's key
 * would: it is checked, logged, saved and recorded the same way.
 *
 * Nobody waits for a computer: it answers a claim window and declares at a
 * draw at once. Its turn is shown on a public screen for a short pause, so
 * that the players see what it discards; the pause is the main loop's read
 * timeout, so keys still work while it runs.
 */
#include "bot.h"
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

/* The seat decides from what it may see; false when it has nothing to do. */
static bool decide(const ui *u, int seat, tsumo_action *out)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = play_legal(u, seat, legal, TSUMO_GAME_MAX_LEGAL);
    if (n <= 0)
        return false;
    tsumo_view v;
    tsumo_game_view(u->game, seat, &v);
    if (bot_decide(&v, legal, n, u->opt.cpu_level, &u->opt.rules, out) < 0)
        *out = legal[0]; /* a level out of range: still never a table that waits for nobody */
    return true;
}

bool cpu_answer(ui *u, unsigned mask)
{
    for (int s = 0; s < UI_SEATS; s++) {
        tsumo_action a;
        if ((mask >> s & 1) && cpu_seat(u, s) && decide(u, s, &a))
            return play_apply(u, &a);
    }
    return false;
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
    tsumo_action a;
    if (cpu_seat(u, v.turn) && decide(u, v.turn, &a))
        play_apply(u, &a);
}
