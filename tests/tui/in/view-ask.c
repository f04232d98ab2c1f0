/*
 * tui.view-ask: the viewer asks before showing a game that is not over only where someone may
 * play it on: a kept tsumo record (tui.view). A Tenhou log of one hand (a game played
 * elsewhere, which tsumo play --from does not take) and a demo without captions (an organiser's
 * own) open straight at their first step, as a shipped demo does: an organiser opening the
 * conformance logs in front of a room is not told that their tiles are still hidden from their
 * players. (Was tests/tui/view-ask.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The viewer shows step 1 at once, with no question before it. */
static void opens(const char *what, const char *args)
{
    drv_start(80, 24, args);
    drv_screen_is("view", -1);
    if (drv_shows("This game is not over"))
        drv_fail("%s: the viewer asks whether to show it", what);
    if (!drv_shows("step 1 of"))
        drv_fail("%s: the first step is not shown", what);
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("%s: q did not leave with status 0", what);
    drv_ok("%s: shown at once", what);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    char args[600];
    /* the first hand and its result: a game that is not over */
    drv_copy_lines(drv_sim_record(5), "one.tsumo", "result", true, NULL);
    snprintf(args, sizeof args, "replay %s/one.tsumo --to tenhou", drv_tmp());
    if (drv_output("one.json", args) != 0)
        drv_fail("replay --to tenhou failed");
    drv_copy_lines(TSUMO_SOURCE_DIR "/data/demos/furiten-temporary.demo", "bare.demo", NULL, false,
                   "caption");

    snprintf(args, sizeof args, "view %s/one.json", drv_tmp());
    opens("a Tenhou log of one hand", args);
    snprintf(args, sizeof args, "demo %s/bare.demo", drv_tmp());
    opens("a demo without captions", args);

    /* the kept record itself is still asked about */
    snprintf(args, sizeof args, "view %s/one.tsumo", drv_tmp());
    drv_start(80, 24, args);
    drv_text("This game is not over");
    drv_keys("n", NULL);
    if (drv_exit() != 0)
        drv_fail("n did not leave with status 0");
    drv_ok("a kept record that is not over is still asked about");

    /* In Spanish the question speaks to the organiser as the rest of the table does (tú, as in
       "Agranda la ventana"), not as usted. */
    setenv("LANGUAGE", "es", 1); /* the build's catalogue: TSUMO_LOCALEDIR, given by ctest */
    drv_start(80, 24, args);
    drv_text("Esta partida no ha terminado");
    char flat[64 * 1024];
    snprintf(flat, sizeof flat, "%s", drv_flat());
    for (char *p = flat; *p; p++)
        *p = *p == '|' ? ' ' : *p;
    size_t n = 0;
    for (char *p = flat; *p; p++) /* the blanks the bars left, squeezed again */
        if (*p != ' ' || n == 0 || flat[n - 1] != ' ')
            flat[n++] = *p;
    flat[n] = '\0';
    if (!strstr(flat, "Muéstralas solo si nadie"))
        drv_fail("the Spanish question does not say 'Muéstralas'");
    drv_keys("n", NULL);
    if (drv_exit() != 0)
        drv_fail("n did not leave with status 0");
    drv_ok("the Spanish question says Muéstralas, as the table speaks elsewhere");
    return drv_finish();
}
