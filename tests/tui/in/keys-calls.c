/*
 * tui.keys-calls (issue 22): two keys that took what the player did not mean.
 * - The call chooser: with two ways to chi highlighted on the second, `c` makes the second (it
 *   made the first); the chi the record holds is the one highlighted (EMA 3.3.1: a chi is a run
 *   with the discard, the way the caller chooses).
 * - Enter on a turn whose drawn tile wins by tsumo (EMA 3.3.11: a win on the drawn tile) asks
 *   "tsumo or discard?" instead of throwing the win away: Esc goes back to the turn, Enter
 *   discards anyway, t wins. The turn is found by the scripted player (script.h) playing four
 *   humans as the strongest computer would, until a human's drawn tile wins.
 */
#include "driver.h"
#include "script.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The same face: the same kind, and red or not alike (copy 0 of a five is the red one). */
static bool same_face(tsumo_tile a, tsumo_tile b)
{
    if (a >= TSUMO_TILES || b >= TSUMO_TILES || tsumo_tile_kind(a) != tsumo_tile_kind(b))
        return false;
    tsumo_kind k = tsumo_tile_kind(a);
    bool five = !tsumo_kind_is_honor(k) && tsumo_kind_number(k) == 5;
    return !five || (a % 4 == 0) == (b % 4 == 0);
}

/* The highlighted second chi is the one `c` makes. */
static void highlighted_chi(void)
{
    if (!drv_make_plan("chi", "chi"))
        drv_fail("the planner found no seed with two ways of chi");
    drv_start_plan(80, 24, "chi", NULL);
    drv_keys("Enter", NULL);
    drv_play_plan("chi", 0);
    drv_screen_is("call", -1);
    const char *c = drv_plan_line("chi", "C ");
    int seat = c ? atoi(c + 2) : -1;
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL], chi[2];
    int n = script_legal(seat, legal), ways = 0;
    for (int i = 0; i < n; i++)
        if (legal[i].type == TSUMO_ACTION_CHI && ways < 2)
            chi[ways++] = legal[i];
    if (ways < 2)
        drv_fail("the plan's claim has %d ways of chi", ways);
    /* The choices go as the legal list, pass last: the first chi is at `at`, the second after. */
    int at = 0;
    for (int i = 0; i < n && legal[i].type != TSUMO_ACTION_CHI; i++)
        at += legal[i].type != TSUMO_ACTION_PASS;
    for (int i = 0; i <= at; i++)
        drv_keys("Right", NULL);
    drv_keys("c", NULL);
    drv_pass_all();
    drv_pass_curtain(seat, "table");
    tsumo_action made;
    if (!script_last_action(&made) || made.type != TSUMO_ACTION_CHI)
        drv_fail("no chi was made");
    if (!same_face(made.tiles[0], chi[1].tiles[0]) || !same_face(made.tiles[1], chi[1].tiles[1]))
        drv_fail("c made another chi than the highlighted one");
    drv_ok("c makes the chi highlighted (the second of %d ways), not the first", ways);
    drv_leave();
}

/* Whether the holder's drawn tile wins now. */
static bool tsumo_now(void)
{
    if (!drv_trace_matches("^screen=table "))
        return false;
    const char *h = strstr(drv_trace(), " holder=");
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = h ? script_legal(atoi(h + 8), legal) : 0;
    for (int i = 0; i < n; i++)
        if (legal[i].type == TSUMO_ACTION_TSUMO)
            return true;
    return false;
}

static const char *ponds(void)
{
    static char out[1024];
    const char *p = strstr(drv_trace(), " ponds=");
    snprintf(out, sizeof out, "%s", p ? p + 7 : "");
    out[strcspn(out, " ")] = '\0';
    return out;
}

/* On a winning draw: Enter asks, Esc goes back; then Enter discards anyway (the first time) or
   t wins (the second). */
static void ask(int asked)
{
    char before[1024];
    snprintf(before, sizeof before, "%s", ponds());
    drv_keys("Enter", NULL);
    drv_text("tsumo or discard? Your hand wins on the drawn tile");
    if (!drv_trace_matches("^screen=table ") || strcmp(ponds(), before) != 0)
        drv_fail("Enter on a winning draw discarded at once");
    drv_keys("Escape", NULL);
    drv_text("your turn: choose a discard");
    drv_keys("Enter", NULL);
    drv_text("tsumo or discard?");
    if (asked == 0) {
        drv_keys("Enter", NULL);
        if (strcmp(ponds(), before) == 0)
            drv_fail("Enter on the question did not discard");
        drv_ok("Enter on a winning draw asks tsumo or discard; Esc goes back; Enter again "
               "discards anyway");
    } else {
        drv_keys("t", NULL);
        drv_screen_is("result", -1);
        drv_text("by tsumo");
        drv_ok("t on the question wins by tsumo");
    }
}

/* Enter on a winning draw asks; Esc goes back; Enter discards anyway (the first time), t wins
   (the second). */
static void winning_draw(void)
{
    script s;
    script_init(&s, 0, 0);
    int asked = 0;
    for (long seed = 1; asked < 2 && seed < 40; seed++) {
        char args[256];
        snprintf(args, sizeof args, "play --names Ann,Bo,Cy,Di --seed %ld --fixed-seats", seed);
        drv_remove_state();
        drv_start(80, 24, args);
        for (int guard = 0; asked < 2 && guard < 20000; guard++) {
            if (!tsumo_now()) {
                if (!script_step(&s))
                    break;
                continue;
            }
            ask(asked++);
        }
        if (drv_trace_matches("^screen=final ")) {
            drv_keys("q", NULL);
            drv_exit();
        } else if (drv_running()) {
            drv_leave();
        }
    }
    if (asked < 2)
        drv_fail("no winning draw came to a human in the games played");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    highlighted_chi();
    winning_draw();
    return drv_finish();
}
