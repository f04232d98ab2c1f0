/*
 * tui.view-bottom: a chosen point of view in the viewer (issue 21, item 4). `tsumo view FILE
 * --seat S` keeps the player who sat South in the first hand at the bottom through the whole
 * game: at every step of a full game record whose table is on the screen, the bottom label
 * (row 18 at 80x24) is his name with the wind he has in that hand (the winds go round, EMA
 * 3.1; the seat stays). `v` turns the table a quarter (the next seat to the right at the
 * bottom) and says so in the hint and the help. A demo names its seat (`seat W`,
 * docs/demo-format.md) and `tsumo demo --seat` overrides it; a bad seat line is refused with
 * its line.
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LABEL_ROW = 18 }; /* rows - 6 at 80x24 (board.c) */

static const char *const winds[4] = {"East", "South", "West", "North"};

/* The name of the player who deals hand "East 2" in the record's step lines: seat 1. */
static void seat_one_name(const char *rec, char *name, size_t size)
{
    char args[600];
    snprintf(args, sizeof args, "view %s --print", rec);
    if (drv_output("print.txt", args) != 0)
        drv_fail("tsumo view --print failed");
    char path[600], line[1024];
    snprintf(path, sizeof path, "%s/print.txt", drv_tmp());
    FILE *f = fopen(path, "r");
    name[0] = '\0';
    while (f && !name[0] && fgets(line, sizeof line, f)) {
        const char *p = strstr(line, "East 2 begins: ");
        const char *end = p ? strstr(p, " deals") : NULL;
        if (end)
            snprintf(name, size, "%.*s", (int)(end - p - 15), p + 15);
    }
    if (f)
        fclose(f);
    if (!name[0])
        drv_fail("the record has no East 2 to name seat 1 by");
}

/* The wind seat `seat` has in the hand the title names ("East 3": dealer seat 2). */
static const char *wind_now(int seat)
{
    char hand[8];
    if (!drv_sub(drv_row(0), "(East|South|West|North) ([1-4]) ", 2, hand, sizeof hand))
        drv_fail("the title names no hand");
    return winds[(seat - (atoi(hand) - 1)) & 3];
}

/* Every step of the game: where the table is shown, seat `seat` is at the bottom. */
static int check_whole_game(int seat, const char *name)
{
    char of[32];
    if (!drv_sub(drv_row(0), "^step 1 of ([0-9]+)", 1, of, sizeof of))
        drv_fail("the viewer does not start at step 1");
    int steps = atoi(of), checked = 0;
    for (int step = 1; step <= steps; step++) {
        if (step > 1)
            drv_keys("Right", NULL);
        const char *title = drv_row(0);
        if (strncmp(title, "step ", 5) != 0 || strstr(title, "before the deal"))
            continue; /* a result's pages, the final standings, the step before the deal */
        char want[128];
        snprintf(want, sizeof want, "%s %s ", wind_now(seat), name);
        if (strncmp(drv_row(LABEL_ROW), want, strlen(want)) != 0)
            drv_fail("step %d: the bottom label is not '%s'", step, want);
        checked++;
    }
    return checked;
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    char rec[512], name[64], args[700];
    snprintf(rec, sizeof rec, "%s", drv_sim_record(5));
    seat_one_name(rec, name, sizeof name);

    snprintf(args, sizeof args, "view %s --seat S", rec);
    drv_start(80, 24, args);
    drv_screen_is("view", -1);
    int checked = check_whole_game(1, name);
    if (checked < 100)
        drv_fail("only %d steps showed the table", checked);
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("view --seat S: %s at the bottom at each of %d steps of a whole game", name, checked);

    /* v: the next seat to the right comes to the bottom; in the hint and the help. */
    drv_start(80, 24, args);
    drv_keys("Right", "Right", NULL);
    drv_no_grep("v turn"); /* the hint at 80 columns has no room: the help says it */
    char before[128];
    snprintf(before, sizeof before, "%s", drv_row(LABEL_ROW));
    if (strncmp(before, "South ", 6) != 0)
        drv_fail("--seat S does not put South at the bottom of East 1");
    drv_keys("v", NULL);
    if (strncmp(drv_row(LABEL_ROW), "West ", 5) != 0)
        drv_fail("v did not bring West to the bottom");
    drv_keys("v", "v", "v", NULL);
    if (strcmp(drv_row(LABEL_ROW), before) != 0)
        drv_fail("four turns are not the table as it was");
    drv_keys("?", NULL);
    drv_text("turn the table: the next seat at the bottom");
    /* At 80x24 the viewer's keys take two pages: Space shows the rest, the last line too. */
    drv_text("Space: more keys (1/2)");
    drv_keys("Space", NULL);
    drv_text("leave the viewer");
    drv_keys("Escape", "q", NULL);
    drv_exit();
    drv_ok("v turns the table a quarter, four times round; the help names it");
    drv_start(120, 40, args);
    drv_keys("Right", NULL);
    drv_grep("v turn");
    drv_fits();
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("the hint names v where it has room");

    /* A demo's seat line, and --seat over it (a wind of the demo's hand). */
    drv_start(80, 24, "demo furiten-temporary");
    drv_keys("Right", "c", NULL);
    if (strncmp(drv_row(LABEL_ROW), "South", 5) != 0)
        drv_fail("the demo's seat line does not put South at the bottom");
    drv_keys("q", NULL);
    drv_exit();
    drv_start(80, 24, "demo furiten-temporary --seat N");
    drv_keys("Right", "c", NULL);
    if (strncmp(drv_row(LABEL_ROW), "North", 5) != 0)
        drv_fail("demo --seat N does not put North at the bottom");
    drv_keys("q", NULL);
    drv_exit();

    /* A bad seat line is refused with its line. */
    char path[600];
    snprintf(path, sizeof path, "%s/bad-seat.demo", drv_tmp());
    FILE *f = fopen(path, "w");
    if (!f)
        drv_fail("cannot write %s", path);
    fputs("tsumo-demo 1\ntitle A bad seat\nruleset ema2008\nseat X\nE discard 1z\n", f);
    fclose(f);
    snprintf(args, sizeof args, "demo --print %s", path);
    if (drv_run("bad.out", "bad.err", args) == 0)
        drv_fail("a demo with 'seat X' was accepted");
    if (!drv_file_has("bad.err", "bad-seat.demo:4: expected a seat's wind E, S, W or N, found 'X'"))
        drv_fail("the refusal does not name the line and the value");
    drv_ok("a demo's seat line puts its seat at the bottom, --seat over it, a bad one refused");
    return drv_finish();
}
