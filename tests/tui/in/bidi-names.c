/*
 * tui.bidi-names (issue 21): a file name of the games folder holding bidi controls (U+202E
 * turns the rest of the line around, U+2066 opens an isolate) or an ESC never reaches the
 * terminal raw: the menu's saved games and its review list, and the viewer's title of a game
 * opened from them, show each such character escaped ("\u202E"), as every name from a file is
 * (cli_shown). The canvas is watched: no text put on it holds one.
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RLO "\xe2\x80\xae"
#define LRI "\xe2\x81\xa6"

static int raw; /* texts put on the canvas with a control that acts on the terminal */

static void watch(int y, int x, int width, int style, const char *text)
{
    (void)y, (void)x, (void)width, (void)style;
    if (strstr(text, RLO) || strstr(text, LRI) || strchr(text, '\x1b'))
        raw++;
}

static void kept(const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tsumo/games/%s", getenv("XDG_STATE_HOME"), name);
    FILE *f = fopen(path, "w");
    if (!f ||
        fputs("tsumo-record 1\nruleset ema2008\nseed 7\nseats fixed\nplayer Ann\nplayer "
              "Bo\nplayer Cy\nplayer Di\n",
              f) < 0 ||
        fclose(f) != 0)
        drv_fail("cannot write %s", path);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_remove_state();
    char cmd[600];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s/tsumo/games'", getenv("XDG_STATE_HOME"));
    if (system(cmd) != 0)
        drv_fail("cannot make the games folder");
    kept("unfinished-20260104-" RLO "evil.tsumo");
    kept("unfinished-20260103-" LRI "x\x1b[2J.tsumo");
    drv_canvas_watch = watch;
    drv_start(80, 24, "");
    drv_screen_is("menu", -1);
    drv_keys("g", NULL);
    drv_text("Saved games");
    drv_text("unfinished-20260104-\\u202Eevil.tsumo");
    drv_text("unfinished-20260103-\\u2066x\\x1b[2J.tsumo");
    drv_ok("the saved games list escapes bidi controls and ESC in file names");
    drv_keys("v", NULL);
    drv_text("This game is not over");
    drv_keys("y", NULL);
    drv_text("step 1 of");
    drv_text("unfinished-20260104-\\u202Eevil.tsumo");
    drv_ok("the viewer's title of a saved game escapes them too");
    drv_keys("q", NULL);
    drv_screen_is("menu", -1);
    drv_keys("Escape", "v", NULL);
    drv_text("Review a game");
    drv_text("unfinished-20260104-\\u202Eevil.tsumo");
    drv_text("unfinished-20260103-\\u2066x\\x1b[2J.tsumo");
    drv_keys("Enter", NULL);
    drv_text("This game is not over");
    drv_keys("y", NULL);
    drv_text("step 1 of");
    drv_text("unfinished-20260104-\\u202Eevil.tsumo");
    drv_ok("the review list and the viewer opened from it escape them");
    drv_keys("q", NULL);
    drv_screen_is("menu", -1);
    drv_keys("Escape", "q", NULL);
    drv_exit();
    if (raw)
        drv_fail("%d texts reached the canvas with a bidi control or ESC raw", raw);
    return drv_finish();
}
