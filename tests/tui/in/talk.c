/*
 * tui.talk (issue 21): `tsumo demo --playlist FILE` shows a talk's demos one after another in
 * the viewer. Each title numbers its demo ("1/2 · ..."); at a demo's last step the hint names
 * the next demo, and Right (or PgDn) there opens it at its first step; Left never goes past
 * the first step; q leaves the whole talk. The demos are read before any is shown.
 * The menu's "Watch a demo" lists the shipped demos in their teaching order, then the
 * organiser's own ($XDG_DATA_HOME/tsumo/demos), one that does not read with its reason and
 * never opened; past the end of a demo opened from the list comes the list's next one.
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The organiser's folder: a copy of kan-dora, and a file the engine refuses. */
static void own_demos(void)
{
    char cmd[4096], dir[300];
    snprintf(dir, sizeof dir, "%s/tsumo/demos", getenv("XDG_DATA_HOME"));
    snprintf(cmd, sizeof cmd,
             "mkdir -p '%s' && cp '%s/data/demos/kan-dora.demo' '%s/my-kan.demo' && "
             "printf 'tsumo-demo 1\ntitle Broken\nruleset nosuch\n' >'%s/broken.demo' && "
             "echo not a demo >'%s/notes.txt'",
             dir, TSUMO_SOURCE_DIR, dir, dir, dir);
    if (system(cmd) != 0)
        drv_fail("cannot make the organiser's demos");
}

static void menu(void)
{
    own_demos();
    drv_start(80, 24, "");
    drv_screen_is("menu", -1);
    drv_keys("w", NULL);
    drv_text("Watch a demo");
    drv_text("Your own demos: the .demo files of");
    drv_grep("^ > riichi-ippatsu-ura");
    drv_grep("^   call-priority");
    drv_ok("the menu lists the shipped demos in their teaching order");
    drv_keys("Up", NULL); /* the last row: the organiser's, by name */
    drv_grep("^ > my-kan\\.demo");
    drv_text("Kan dora: turned at once");
    drv_keys("Up", NULL);
    drv_grep("^ > broken\\.demo");
    drv_text("cannot be read: broken.demo:3:");
    if (drv_shows("notes.txt"))
        drv_fail("a file that is no .demo is listed");
    drv_keys("Enter", NULL);
    drv_screen_is("menu", -1);
    drv_text("broken.demo:3:");
    drv_fits();
    drv_ok("the organiser's demos follow, one that does not read with its reason, not opened");
    drv_keys("Down", "Enter", NULL);
    drv_screen_is("view", -1);
    drv_text("Kan dora: turned at once");
    drv_keys("q", NULL);
    drv_screen_is("menu", -1);
    drv_grep("^ > my-kan\\.demo");
    drv_ok("Enter opens one's own demo, q comes back to it in the list");
    drv_keys("Down", "Enter", NULL); /* from the last row to the first: riichi-ippatsu-ura */
    drv_screen_is("view", -1);
    drv_text("Riichi, ippatsu and ura dora");
    drv_keys("End", NULL);
    drv_text("next demo");
    drv_keys("Right", NULL);
    drv_screen_is("view", -1);
    drv_text("Call priority");
    drv_keys("q", NULL);
    drv_screen_is("menu", -1);
    drv_grep("^ > call-priority");
    drv_ok("past the end of a demo from the list, the list's next demo opens; q comes back to it");
    drv_keys("Escape", "q", NULL);
    drv_exit();
}

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
    menu();
    return drv_finish();
}
