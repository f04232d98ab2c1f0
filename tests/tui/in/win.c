/*
 * tui.win: a seeded hand played through the keyboard to a win; the result screens are checked
 * against what the engine says, and no screen on the way shows a tile its viewer may not see.
 * Then a hand won by two players on one discard. (Was tests/tui/win.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const names[] = {"Alice", "Bob", "Carol", "Dave"};

static void start_plan(const char *plan)
{
    drv_start_plan(80, 24, plan, NULL);
}

static void one_winner(void)
{
    if (!drv_make_plan("plan", "win"))
        drv_fail("the planner found no seed whose first hand is won");
    int winner, han, fu, total, d[4];
    char how[16], text[128];
    const char *r = drv_plan_line("plan", "result ");
    if (!r || sscanf(r, "result win %d %15s %d %d %d %d %d %d %d", &winner, how, &han, &fu, &total,
                     &d[0], &d[1], &d[2], &d[3]) != 9)
        drv_fail("the plan's result is no win");
    const char *name = names[winner];
    start_plan("plan");
    drv_ok("the start screen");
    drv_keys("Enter", NULL);
    drv_check_leaks = true;
    drv_play_plan("plan", 0);
    drv_screen_is("result", -1);
    snprintf(text, sizeof text, "%s wins by %s", name, how);
    drv_text(text);
    drv_check_no_leak();
    drv_ok("%s wins by %s (seed %ld), through the keyboard", name, how, drv_plan_seed("plan"));
    drv_text("Yaku");
    if (fu > 0) {
        snprintf(text, sizeof text, "%d han %d fu", han, fu);
        drv_text(text);
    }
    snprintf(text, sizeof text, "%d points", total);
    drv_text(text);
    drv_ok("the win shows its han, fu and value (%d han %d fu, %d)", han, fu, total);
    drv_text("Dora indicators:");
    drv_ok("the dora indicators are shown");
    drv_keys("Enter", NULL);
    drv_text("Scores");
    snprintf(text, sizeof text, "%s +[0-9]+ +\\+%d +=", name, d[winner]);
    if (!drv_matches(text))
        drv_fail("the winner's change is not +%d", d[winner]);
    drv_check_no_leak();
    drv_ok("the payments page shows the winner's +%d", d[winner]);
    drv_keys("Enter", NULL);
    drv_screen_is("curtain", -1);
    drv_ok("Enter deals the next hand");
    drv_keys("q", NULL);
    drv_text("Leave the table?");
    drv_keys("y", NULL);
    if (drv_exit() != 0)
        drv_fail("the program did not exit with 0");
    drv_ok("leaving exits with 0; the game stays saved");
}

/* Several winners on one discard (R-WIN-06, EMA 3.3.1): a page for each, one after the other,
   each with its own payment, then every seat's change. */
static void several_winners(void)
{
    if (!drv_make_plan("double", "double-ron"))
        drv_fail("the planner found no double ron");
    int d[4];
    const char *r = drv_plan_line("double", "result ");
    if (!r ||
        sscanf(r, "result %*s %*s %*s %*s %*s %*s %d %d %d %d", &d[0], &d[1], &d[2], &d[3]) != 4)
        drv_fail("the plan's result: %s", r ? r : "none");
    int winners[4], count = 0;
    char path[512], line[256];
    snprintf(path, sizeof path, "%s/double", drv_tmp());
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        if (line[0] == 'W' && line[1] == ' ' && count < 4)
            winners[count++] = atoi(line + 2);
    if (f)
        fclose(f);
    drv_remove_state();
    drv_trace_mark();
    drv_check_leaks = false;
    start_plan("double");
    drv_keys("Enter", NULL);
    drv_play_plan("double", 0);
    drv_screen_is("result", -1);
    for (int i = 0; i < count; i++) {
        char text[128];
        snprintf(text, sizeof text, "%s wins by ron on", names[winners[i]]);
        drv_text(text);
        snprintf(text, sizeof text, "(winner %d of %d)", i + 1, count);
        drv_text(text);
        snprintf(text, sizeof text, "page %d of %d", i + 1, count + 1);
        drv_text(text);
        drv_text("pays");
        drv_check_no_leak();
        drv_keys("Enter", NULL);
    }
    drv_text("payments");
    for (int s = 0; s < 4; s++) {
        char ere[128];
        snprintf(ere, sizeof ere, " %s +[0-9]+ +%s%d +=", names[s], d[s] < 0 ? "" : "[+]", d[s]);
        if (!drv_matches(ere))
            drv_fail("seat %d's change is not %d", s, d[s]);
    }
    drv_ok("%d winners on one discard: a page each, one after the other, then every change", count);
    drv_type("q y");
    drv_exit();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    one_winner();
    several_winners();
    return drv_finish();
}
