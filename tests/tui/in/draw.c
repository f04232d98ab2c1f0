/*
 * tui.draw: a seeded hand played through the keyboard to an exhaustive draw (R-DRAW-01, EMA
 * 3.4.2): each seat declares behind its curtain, the result shows the tenpai hands and the noten
 * payments. (Was tests/tui/draw.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (!drv_make_plan("plan", "draw"))
        drv_fail("the planner found no seed whose first hand is drawn");
    long seed = drv_plan_seed("plan");
    drv_start_plan(80, 24, "plan", NULL);
    drv_keys("Enter", NULL);
    drv_check_leaks = true;
    drv_play_plan("plan", 0);
    drv_screen_is("result", -1);
    drv_text("exhaustive draw");
    drv_check_no_leak();
    drv_ok("the hand is played to an exhaustive draw (seed %ld)", seed);
    static const char *const names[] = {"Alice", "Bob", "Carol", "Dave"};
    const char *result = drv_plan_line("plan", "result ");
    int delta[4] = {0}, tenpai = 0;
    if (!result ||
        sscanf(result, "result draw %d %d %d %d", &delta[0], &delta[1], &delta[2], &delta[3]) != 4)
        drv_fail("the plan's result is not a draw: %s", result ? result : "none");
    for (int seat = 0; seat < 4; seat++) {
        char y[8], ere[128];
        snprintf(y, sizeof y, "Y %d", seat);
        const char *line = drv_plan_line("plan", y);
        bool is_tenpai = line && strcmp(line, y) == 0;
        tenpai += is_tenpai;
        snprintf(ere, sizeof ere, "^  %s +%s", names[seat], is_tenpai ? "tenpai" : "noten");
        if (!drv_matches(ere))
            drv_fail("%s is not shown %s", names[seat], is_tenpai ? "tenpai" : "noten");
        snprintf(ere, sizeof ere, " %s +[0-9]+ +\\%s%d +=", names[seat],
                 delta[seat] >= 0 ? "+" : "", delta[seat]);
        if (!drv_matches(ere))
            drv_fail("%s's change is not %d", names[seat], delta[seat]);
    }
    drv_ok("each seat's tenpai or noten and its noten payment are on the result");
    int shown = 0;
    for (int y = 0; (y = drv_find_row("^  [A-Za-z]+ +tenpai +[^ ]", y)) >= 0; y++)
        shown++;
    if (tenpai != shown)
        drv_fail("%d tenpai hands declared, %d shown", tenpai, shown);
    drv_ok("the tenpai hands are opened (%d), the noten ones are not", tenpai);
    drv_no_ids();
    if (!strstr(drv_flat(), "(EMA 3.4.2)") && !strstr(drv_flat(), "(EMA 4.2.4)"))
        drv_fail("the draw's payments do not name their section");
    if (!strstr(drv_flat(), "(EMA 3.4.2, 3.4.12)"))
        drv_fail("the deal's line names no section");
    drv_ok("the draw's rules are named by their EMA sections, never by the checklist's IDs");
    /* R-HONB-01 (EMA 3.4.10): the first hand's draw leaves one counter for the next */
    if (!strstr(drv_flat(), "The next hand has 1 counter (EMA 3.4.10)."))
        drv_fail("the page does not say the next hand's counter");
    drv_ok("the page states the counters the next hand shows (R-HONB-01)");
    drv_keys("Enter", NULL);
    drv_screen_is("curtain", -1);
    drv_keys("q", NULL);
    drv_text("Leave the table?");
    drv_keys("y", NULL);
    if (drv_exit() != 0)
        drv_fail("the program did not exit with 0");
    return drv_finish();
}
