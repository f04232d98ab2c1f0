/*
 * tui.view: `tsumo view FILE` (issue 12) on a fresh game of `tsumo sim --record`, at 80x24 and
 * 200x60: the first step, one action forward (the deal, with its dora indicator and its EMA
 * section), the panel and the help, then hand by hand to the end, where the final standings
 * name every player with the points the record ends with (EMA 3.6); then hand by hand back to
 * the start, whose screen must be the first one again. A game that is not over is asked about
 * first: its tiles are still hidden from its players. (Was tests/tui/view.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char file[512], final[128];

static void at_size(int cols, int rows)
{
    char args[600];
    snprintf(args, sizeof args, "view %s", file);
    drv_start(cols, rows, args);
    drv_screen_is("view", -1);
    drv_text("step 1 of");
    drv_fits();
    char *first = strdup(drv_screen());
    if (!drv_shows("←→ step"))
        drv_fail("%dx%d: the hint line does not offer the arrows", cols, rows);
    drv_press("Right");
    drv_text("step 2 of");
    /* (the line may wrap: its rows read as one) */
    if (!strstr(drv_flat(), "dora indicator"))
        drv_fail("%dx%d: the deal's line names no dora indicator", cols, rows);
    if (!strstr(drv_flat(), "EMA 2.7"))
        drv_fail("%dx%d: the deal's line names no EMA section", cols, rows);
    drv_fits();
    drv_ok("%d %d: Right deals the first hand, its line names the rule", cols, rows);

    drv_keys("p", NULL);
    drv_text("Each seat, as it sees the game");
    drv_fits();
    drv_keys("p", NULL);
    drv_gone("Each seat, as it sees the game");
    drv_keys("?", NULL);
    drv_text("one action forward");
    drv_fits();
    drv_keys("Escape", NULL);
    if (!drv_trace_matches(" help=0"))
        drv_fail("the help did not close");
    drv_ok("%d %d: the panel and the help open, fit and close", cols, rows);

    /* One step before the second deal: the first hand's end, its result as the table shows it. */
    drv_press("PgDn");
    drv_press("Left");
    drv_text("t table");
    drv_fits();
    drv_keys("t", NULL);
    drv_gone("t table");
    drv_fits();
    drv_ok("%d %d: a hand's end shows its result pages, and t the table", cols, rows);

    int n = 0;
    while (!drv_shows("The game is over")) {
        if (++n > 60)
            drv_fail("%dx%d: PgDn never reached the end", cols, rows);
        drv_press("PgDn");
    }
    drv_screen_is("view", -1);
    drv_fits();
    char copy[128], *save = NULL;
    snprintf(copy, sizeof copy, "%s", final);
    for (char *p = strtok_r(copy, " ", &save); p; p = strtok_r(NULL, " ", &save)) {
        char ere[64];
        snprintf(ere, sizeof ere, "(^| )%s( |$)", p);
        if (!drv_matches(ere))
            drv_fail("%dx%d: the final standings lack %s points", cols, rows, p);
    }
    static const char *const names[] = {"Sim A", "Sim B", "Sim C", "Sim D"};
    for (int i = 0; i < 4; i++)
        if (!drv_shows(names[i]))
            drv_fail("%dx%d: the final standings do not name %s", cols, rows, names[i]);
    drv_ok("%d %d: PgDn goes hand by hand to the final standings, names and points (%s)", cols,
           rows, final);

    drv_press("Left");
    drv_press("Right");
    if (!drv_shows("The game is over"))
        drv_fail("%dx%d: Left then Right is not the end again", cols, rows);
    while (!drv_shows("step 1 of")) {
        if (--n < -5)
            drv_fail("%dx%d: PgUp never reached the start", cols, rows);
        drv_press("PgUp");
    }
    if (strcmp(drv_screen(), first) != 0)
        drv_fail("%dx%d: the first screen differs after the way back", cols, rows);
    free(first);
    drv_ok("%d %d: PgUp goes back hand by hand to the first screen, the same as before", cols,
           rows);

    drv_keys("g", "2", "Enter", NULL);
    drv_text("deals");
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("%dx%d: q did not leave with status 0", cols, rows);
    drv_ok("%d %d: g 2 Enter goes to step 2, the first deal, q leaves", cols, rows);
}

/* A kept unfinished game: the question first, and n leaves having shown nothing. */
static void unfinished(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/unfinished.tsumo", drv_tmp());
    drv_copy_lines(file, "unfinished.tsumo", "result", false, NULL);
    char args[600];
    snprintf(args, sizeof args, "view %s", path);
    drv_start(80, 24, args);
    drv_text("This game is not over");
    drv_gone("step 1 of");
    drv_keys("y", NULL);
    drv_text("step 1 of");
    drv_press("End");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("an unfinished game is asked about first, then shown");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    snprintf(file, sizeof file, "%s", drv_sim_record(5));
    /* "end P0 P1 P2 P3": the points by seat the record ends with. */
    FILE *f = fopen(file, "r");
    char line[1024];
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "end ", 4) == 0)
            snprintf(final, sizeof final, "%.*s", (int)strcspn(line + 4, "\n"), line + 4);
    if (f)
        fclose(f);
    if (!final[0])
        drv_fail("the sim record has no end line");
    at_size(80, 24);
    drv_remove_state(); /* the step left at would be offered (tui.view-nav) on the first screen */
    at_size(200, 60);
    unfinished();
    return drv_finish();
}
