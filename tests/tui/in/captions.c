/*
 * tui.captions: a demo's caption (issue 12) is prose: its lines in the demo file, and in a
 * translation, are where the file broke them, not where the box must. The viewer flows them as
 * one paragraph, so that a translated line longer than the box at 80x24 does not leave a word
 * alone on a row: call-priority's first caption in Spanish ("... puede hacer chi con 46m," then
 * "y Este puede hacer pon con 55m." on its own line) reads on as one text. The help (?) hides
 * the box. On a large terminal the box of a hand's result stands below what the result shows,
 * not over the top of the page, where it covered a tenpai player's tiles (exhaustive-draw at
 * 200x60). (Was tests/tui/captions.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void spanish(void)
{
    /* C.UTF-8 with LANGUAGE=es needs no generated locale; the catalogue is the build's. */
    setenv("LANGUAGE", "es", 1);
    drv_start(80, 24, "demo call-priority");
    drv_screen_is("view", -1);
    drv_text("paso 1 de");
    for (int n = 0; !drv_shows("Oeste descarta 5m."); n++) {
        if (n >= 10)
            drv_fail("no step shows call-priority's caption of West's 5m");
        drv_keys("Right", NULL);
    }
    int y = drv_find_row("46m,", 0);
    if (y < 0)
        drv_fail("the caption's '46m,' is not shown");
    if (!strstr(drv_row(y), "46m, y Este"))
        drv_fail("the caption breaks where the translation's line ends: %s", drv_row(y));
    drv_fits();
    drv_ok("a Spanish caption flows as one paragraph in its box at 80x24");

    /* The help over it: the caption's box, wider than the help's, does not frame it. */
    drv_keys("?", NULL);
    drv_grep("[Cc]ualquier (otra )?tecla cierra"); /* at 80x24 the viewer's help has pages */
    /* (the caption's box edges would stand out beside the help's: "+-+---- Teclas ---+-+") */
    drv_no_grep("\\+-\\+|\\| \\|");
    drv_keys("Escape", NULL);
    drv_text("c oculta el rótulo");
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("q did not leave with status 0");
    drv_ok("the help is drawn alone, without the caption's box around it, and the caption comes "
           "back");
    unsetenv("LANGUAGE");
}

static void big_result(void)
{
    drv_start(200, 60, "demo exhaustive-draw");
    drv_screen_is("view", -1);
    drv_text("step 1 of");
    drv_keys("End", NULL);
    drv_text("exhaustive draw");
    drv_text("c hides the caption");
    if (!drv_big_shows("2m 3m 4m 4p 5p 4s"))
        drv_fail("the caption's box covers South's shown tiles");
    if (!drv_big_shows("1m 2m 3m 4p 5p 6p"))
        drv_fail("the caption's box covers North's shown tiles");
    drv_fits();
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("q did not leave with status 0");
    drv_ok("200x60: a result's caption stands below the page's rows, not over the tenpai hands");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    spanish();
    big_result();
    return drv_finish();
}
