/*
 * tui.screen-ID: one test a screen of the table (issue 18): the screen reached in process as a
 * player reaches it, at 80x24 and at 200x60; there it fits, its help (? or F1 where ? would be
 * typed) names the keys of that moment and fits too, and any key closes the help with the
 * screen as it was. What each screen does after its keys is tested by the feature's own test
 * (tui.claim, tui.final, ...); tui.screens draws every screen of whole games against the view
 * its row allows.
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GAME "play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats --claim-window 0"

static void menu_item(int cols, int rows, int downs)
{
    drv_start(cols, rows, "");
    for (int i = 0; i < downs; i++)
        drv_keys("Down", NULL);
    drv_keys("Enter", NULL);
}

static void to_menu(int cols, int rows)
{
    drv_start(cols, rows, "");
}
static void to_setup(int cols, int rows)
{
    drv_remove_state(); /* no game saved: Enter opens the form */
    menu_item(cols, rows, 0);
}
static void to_calc(int cols, int rows)
{
    menu_item(cols, rows, 1);
}
static void to_drill(int cols, int rows)
{
    menu_item(cols, rows, 2);
}
static void to_reference(int cols, int rows)
{
    menu_item(cols, rows, 3);
}
static void to_start(int cols, int rows)
{
    drv_start(cols, rows, GAME);
}
static void to_curtain(int cols, int rows)
{
    to_start(cols, rows);
    drv_keys("Enter", NULL);
}
static void to_table(int cols, int rows)
{
    to_curtain(cols, rows);
    drv_pass_curtain(0, "table");
}
static void to_claim(int cols, int rows)
{
    to_table(cols, rows);
    drv_keys("End", "Enter", NULL);
}
static void to_call(int cols, int rows)
{
    to_claim(cols, rows);
    drv_keys("2", NULL);
    drv_pass_curtain(1, "call");
}
static void to_cpu(int cols, int rows)
{
    drv_computers_wait = true; /* the computer's pause stays on screen */
    drv_start(cols, rows,
              "play --names Ann,Bot2,Bot3,Bot4 --seed 7 --fixed-seats --claim-window 0 --cpu "
              "2,3,4 --cpu-pause 10000");
    drv_keys("Enter", "Enter", NULL);
}

/* A planned hand played up to the first step of KIND (or to its end), through its curtain. */
static void planned(int cols, int rows, const char *mode, char kind)
{
    if (!drv_make_plan("plan", mode))
        drv_fail("the planner found no seed for %s", mode);
    drv_start_plan(cols, rows, "plan", NULL);
    drv_keys("Enter", NULL);
    int at = kind ? drv_plan_last_step("plan", kind) : 0;
    if (kind && !at)
        drv_fail("the plan has no step %c", kind);
    drv_play_plan("plan", kind ? at - 1 : 0);
}
static void to_declare(int cols, int rows)
{
    planned(cols, rows, "draw", 'Z');
    drv_keys("Enter", NULL); /* the curtain of the last seat to declare */
}
static void to_result(int cols, int rows)
{
    planned(cols, rows, "win", 0);
}
static void to_final(int cols, int rows)
{
    if (!drv_make_plan("last", "last-win"))
        drv_fail("the planner found no seed whose South 4 ends the game");
    drv_plan_record("last", "s4.tsumo", "Alice Bob Carol Dave");
    char args[600];
    snprintf(args, sizeof args, "play --from %s/s4.tsumo --claim-window 0", drv_tmp());
    drv_start(cols, rows, args);
    drv_keys("Enter", NULL);
    drv_play_plan("last", 0);
    drv_keys("Enter", "Enter", NULL);
}
static void to_view(int cols, int rows)
{
    drv_start(cols, rows, "demo furiten-temporary");
    drv_keys("Right", NULL);
}

static const struct screen {
    const char *id;
    void (*reach)(int cols, int rows);
} screens[] = {
    {"menu", to_menu},
    {"setup", to_setup},
    {"calc", to_calc},
    {"drill", to_drill},
    {"reference", to_reference},
    {"start", to_start},
    {"curtain", to_curtain},
    {"table", to_table},
    {"claim", to_claim},
    {"call", to_call},
    {"cpu", to_cpu},
    {"declare", to_declare},
    {"result", to_result},
    {"final", to_final},
    {"view", to_view},
};

static void check(const struct screen *s, int cols, int rows)
{
    drv_remove_state();
    s->reach(cols, rows);
    drv_screen_is(s->id, -1);
    drv_fits();
    drv_helped_reset();
    drv_check_help = true;
    drv_check_help_of(s->id);
    drv_check_help = false;
    drv_ok("%s at %dx%d: reached, fits, its help names its keys and closes", s->id, cols, rows);
    drv_keys("C-c", NULL); /* leave at once, as Ctrl-C does: the game is saved */
    drv_exit();
    drv_computers_wait = false;
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (argc < 3)
        drv_fail("usage: test-tui-in screen PLANNER ID");
    for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++)
        if (strcmp(argv[2], screens[i].id) == 0) {
            check(&screens[i], 80, 24);
            check(&screens[i], 200, 60);
            return drv_finish();
        }
    drv_fail("no screen %s", argv[2]);
}
