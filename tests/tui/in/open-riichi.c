/*
 * tui.open-riichi: open riichi at the table (R-RII-13, RU club rules D6), under EMA 2008 with
 * `open_riichi = yes`: declared with o, the tile and Enter; from then on the hand is face up for
 * every seat, on the claim window and on the next player's turn, and the seat is labelled "open
 * riichi". The leak check still holds on every screen: the view now holds those tiles, and
 * nothing else. (Was tests/tui/open-riichi.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char hand[128];

/* The screen holds every tile of the open hand (as often as the hand does). */
static void shows_hand(const char *where)
{
    int seen[64], want[64] = {0};
    drv_screen_tiles(seen);
    char copy[128], *save = NULL;
    snprintf(copy, sizeof copy, "%s", hand);
    for (char *t = strtok_r(copy, " ", &save); t; t = strtok_r(NULL, " ", &save))
        if (drv_face_kind(t) >= 0)
            want[drv_face_kind(t)]++;
    for (int k = 0; k < 64; k++)
        if (seen[k] < want[k])
            drv_fail("%s: a tile of the open hand (kind %d) is shown %d times, not %d", where, k,
                     seen[k], want[k]);
}

static void start(long seed, const char *style)
{
    char args[512];
    snprintf(args, sizeof args,
             "play --rules %s/open.ini --names Alice,Bob,Carol,Dave --seed %ld --fixed-seats "
             "--claim-window 0%s%s",
             drv_tmp(), seed, style ? " --tiles " : "", style ? style : "");
    drv_trace_mark();
    drv_start(80, 24, args);
    drv_text("Players and their claim keys");
    drv_keys("Enter", NULL);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (!drv_make_plan("plan", "open"))
        drv_fail("the planner found no seed whose first hand has an open riichi");
    long seed = drv_plan_seed("plan");
    const char *r = drv_plan_line("plan", "result open ");
    int seat = r ? atoi(r + 12) : -1;
    if (seat < 0 || seat > 3)
        drv_fail("the plan has no open hand");
    snprintf(hand, sizeof hand, "%s", r + 14);
    static const char *const names[] = {"Alice", "Bob", "Carol", "Dave"};
    const char *name = names[seat];
    drv_ruleset("open.ini", "open_riichi = no", "open_riichi = yes");

    start(seed, NULL);
    drv_check_leaks = drv_check_fits = drv_check_hints = true;
    /* The turn's hints name a declaration only when the engine allows it (check_hints on every
       turn): o on the turn of the open riichi. */
    int at = drv_plan_last_step("plan", 'O'); /* the plan has one open riichi */
    if (!at)
        drv_fail("the plan has no open riichi");
    if (at > 1)
        drv_play_plan("plan", at - 1);
    const char *o = drv_plan_line("plan", "O ");
    drv_pass_curtain(atoi(o + 2), "table");
    if (!strstr(drv_row(22), " o open "))
        drv_fail("the turn's hints do not name the open riichi key");
    drv_ok("under a ruleset with open riichi, the turn's hints name its key when it is possible");
    drv_play_plan_range("plan", at, 0);
    drv_screen_is("claim", -1);
    drv_text(name);
    drv_text("open riichi");
    shows_hand("the claim window");
    drv_check_no_leak();
    drv_fits();
    drv_ok("after %s's open riichi the claim window shows the hand (%s) to all, and nothing more",
           name, hand);
    drv_pass_all();
    drv_pass_curtain((seat + 1) % 4, "table");
    shows_hand("the next player's turn");
    drv_check_no_leak();
    drv_fits();
    drv_ok("the next player sees the open hand at his turn, and no other hidden tile");
    drv_leave();

    /* The wide styles: the open hand still fits the band (in mpsz text where the faces do not). */
    drv_check_leaks = false;
    static const char *const styles[] = {"kanji", "unicode"};
    for (int i = 0; i < 2; i++) {
        start(seed, styles[i]);
        drv_play_plan("plan", 0);
        drv_screen_is("claim", -1);
        drv_fits();
        drv_no_cut_since(styles[i]);
        drv_ok("%s: the open riichi and its hand on the claim window fit 80x24", styles[i]);
        drv_leave();
    }
    return drv_finish();
}
