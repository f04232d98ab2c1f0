/*
 * tui.view-explain: `tsumo view FILE --explain` (issues 12, 14) on tests/data/explain.tsumo at
 * 80x24: n goes to each finding of `tsumo explain` in turn and the step line tells it with its
 * player and rule (the missed ron at the discard it could have taken, the pon that left no
 * yaku, the riichi in furiten), N goes back, and past the last one n says there is none. --seat
 * W keeps West's findings only; without --explain the step line tells none until n is pressed.
 * (Was tests/tui/view-explain.sh.)
 */
#include "driver.h"

#include <string.h>

#define DATA TSUMO_SOURCE_DIR "/tests/data/explain.tsumo"

/* The screen holds TEXT, its wrapped rows read as one. */
static bool shows(const char *text)
{
    return strstr(drv_flat(), text) != NULL;
}

static void wait_shows(const char *text)
{
    if (!shows(text))
        drv_fail("waited for '%s'", text);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_start(80, 24, "view " DATA " --explain");
    drv_text("This game is not over");
    drv_keys("y", NULL);
    drv_text("step 1 of");
    drv_keys("n", NULL);
    wait_shows("Bo: East 1, 0 counters, turn 1: could win by ron on 4s and did not");
    if (!shows("Ann discards 4s"))
        drv_fail("the missed ron is not told at the discard it could take");
    drv_fits();
    drv_keys("n", NULL);
    wait_shows("Cy: East 1, 0 counters, turn 3: the pon left a hand with no yaku");
    if (!shows("EMA 4.2.1"))
        drv_fail("the pon's finding does not name its rule");
    drv_keys("n", NULL);
    wait_shows("Ann: East 1, 0 counters, turn 5: declared riichi while furiten");
    drv_keys("N", NULL);
    wait_shows("the pon left a hand with no yaku");
    drv_ok("n and N go to each finding; the step line tells it with its player and rule");
    for (int i = 0; i < 5; i++)
        drv_keys("n", NULL);
    drv_text("No finding after this step");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("past the last finding n says there is none");

    drv_start(80, 24, "view " DATA " --seat W");
    drv_text("This game is not over");
    drv_keys("y", NULL);
    drv_text("step 1 of");
    for (int i = 0; i < 12; i++)
        drv_keys("Right", NULL);
    if (shows("could win by ron"))
        drv_fail("without --explain the step line told a finding before n");
    drv_keys("Home", "n", NULL);
    wait_shows("Cy: East 1, 0 counters, turn 3: the pon left a hand with no yaku");
    drv_keys("n", NULL);
    drv_text("No finding after this step");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("--seat W: only West's finding; without --explain none is told before n");
    return drv_finish();
}
