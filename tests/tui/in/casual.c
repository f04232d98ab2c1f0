/*
 * tui.casual: the casual table (--casual, or "Casual table" in the form): the claim window is
 * skipped when nobody can claim the discard, and the start screen and the form say plainly that
 * this tells everyone that nobody could. A whole hand is played: a window opens exactly after
 * the discards someone could claim (the planner's "P 1"), never after the others, and the hand
 * ends as planned. (Was tests/tui/casual.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void count_passes(int *open, int *skipped)
{
    char path[512], line[256];
    snprintf(path, sizeof path, "%s/plan", drv_tmp());
    FILE *f = fopen(path, "r");
    *open = *skipped = 0;
    while (f && fgets(line, sizeof line, f)) {
        *open += strcmp(line, "P 1\n") == 0;
        *skipped += strcmp(line, "P 0\n") == 0;
    }
    if (f)
        fclose(f);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (!drv_make_plan("plan", "draw"))
        drv_fail("the planner found no seed");
    int open, skipped;
    count_passes(&open, &skipped);
    if (!open || !skipped)
        drv_fail("the plan has no claimable and unclaimable discards");
    drv_trace_mark();
    drv_start_plan(80, 24, "plan", "--casual");
    if (!strstr(drv_flat(), "Casual table: when nobody can claim a discard, the claim window is "
                            "skipped. That tells everyone that nobody could claim it."))
        drv_fail("the start screen does not say what the casual table reveals");
    drv_ok("the start screen says plainly what skipping the window reveals");
    drv_keys("Enter", NULL);
    drv_casual = true;
    drv_play_plan("plan", 0);
    drv_screen_is("result", -1);
    drv_text("exhaustive draw");
    /* Each window is a run of claim frames (nothing else opens one in this hand: no call). */
    int windows = drv_trace_runs("claim");
    if (windows != open)
        drv_fail("%d claim windows opened; %d discards could be claimed", windows, open);
    drv_ok("%d windows after the discards someone could claim, none after the %d others", open,
           skipped);
    static const char *const names[] = {"Alice", "Bob", "Carol", "Dave"};
    int d[4];
    const char *r = drv_plan_line("plan", "result ");
    if (!r || sscanf(r, "result draw %d %d %d %d", &d[0], &d[1], &d[2], &d[3]) != 4)
        drv_fail("the plan's result is no draw");
    for (int s = 0; s < 4; s++) {
        char ere[128];
        snprintf(ere, sizeof ere, " %s +[0-9]+ +%s%d +=", names[s], d[s] < 0 ? "" : "[+]", d[s]);
        if (!drv_matches(ere))
            drv_fail("%s's change is not %d", names[s], d[s]);
    }
    drv_ok("the hand ends as planned");
    drv_keys("q", NULL);
    drv_text("Leave the table?");
    drv_keys("y", NULL);
    drv_exit();

    /* The form: the casual field says what it gives away (no game saved: Enter opens the form). */
    drv_remove_state();
    drv_trace_mark();
    drv_start(80, 24, "");
    drv_screen_is("menu", -1);
    drv_keys("Enter", NULL);
    drv_screen_is("setup", -1);
    for (int i = 0; i < 7; i++)
        drv_keys("Down", NULL);
    drv_text("> Casual table");
    drv_keys("Right", NULL);
    drv_text("yes: skip the window when nobody can claim (reveals it)");
    drv_text("Casual: skipping the claim window tells everyone that nobody could claim.");
    drv_ok("the form's casual field says what it reveals");
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    drv_exit();
    return drv_finish();
}
