/*
 * tui.talk (issue 21): `tsumo demo --playlist FILE` shows a talk's demos one after another in
 * the viewer. Each title numbers its demo ("1/2 · ..."); at a demo's last step the hint names
 * the next demo, and Right (or PgDn) there opens it at its first step; Left never goes past
 * the first step; q leaves the whole talk. The demos are read before any is shown.
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    char path[600], args[700];
    snprintf(path, sizeof path, "%s/night.playlist", drv_tmp());
    FILE *f = fopen(path, "w");
    if (!f || fputs("tsumo-playlist 1\ntitle Club night\ndemo chankan\ndemo kan-dora\n", f) < 0 ||
        fclose(f) != 0)
        drv_fail("cannot write %s", path);
    snprintf(args, sizeof args, "demo --playlist %s", path);
    drv_start(80, 24, args);
    drv_screen_is("view", -1);
    drv_text("1/2 · Robbing a kan");
    drv_text("step 1 of");
    if (drv_shows("next demo"))
        drv_fail("the first step already offers the next demo");
    drv_keys("End", NULL);
    drv_text("next demo");
    drv_keys("Right", NULL);
    drv_text("2/2 · Kan dora");
    drv_text("step 1 of");
    drv_ok("past the last step of the talk's first demo, Right opens the second at its start");
    drv_keys("End", NULL);
    if (drv_shows("next demo"))
        drv_fail("the talk's last demo offers a next one");
    drv_keys("Right", "Right", NULL);
    drv_screen_is("view", -1);
    if (!drv_running() || !drv_shows("Kan dora"))
        drv_fail("Right at the talk's last step left its last demo");
    drv_ok("the last demo of the talk stays at its end");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("q leaves the talk");

    /* PgDn at the end goes on too; q in the middle of a talk leaves it at once. */
    drv_start(80, 24, args);
    drv_text("1/2 · Robbing a kan");
    drv_keys("End", "PgDn", NULL);
    drv_text("2/2 · Kan dora");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("PgDn at a demo's end opens the next one as well");
    return drv_finish();
}
