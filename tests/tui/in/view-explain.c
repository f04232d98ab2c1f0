/*
 * tui.view-explain: `tsumo view FILE --explain` (issues 12, 14) on tests/data/explain.tsumo at
 * 80x24: n goes to each finding of `tsumo explain` in turn and the step line tells it with its
 * player and rule (the missed ron at the discard it could have taken, the pon that left no
 * yaku, the riichi in furiten), N goes back, and past the last one n says there is none. --seat
 * W keeps West's findings only; without --explain the step line tells none until n is pressed.
 * (Was tests/tui/view-explain.sh.) r shows the review (issue 22) of each player in turn, then
 * none: his rating against the strongest level and his findings most costly first (Bo's missed
 * ron with its points, Ann's riichi in furiten above her earlier discard); with --seat W, West's
 * alone.
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
    wait_shows("Di: East 1, 0 counters, turn 4: discarded 1z; level 3 would have discarded 7s "
               "here, because");
    drv_keys("n", NULL);
    wait_shows("Ann: East 1, 0 counters, turn 5: declared riichi while furiten");
    drv_keys("N", NULL);
    wait_shows("Di: East 1, 0 counters, turn 4: discarded 1z");
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

    drv_start(80, 24, "view " DATA);
    drv_text("This game is not over");
    drv_keys("y", NULL);
    drv_text("step 1 of");
    drv_keys("r", NULL);
    drv_text("The review of Ann");
    wait_shows("discards as the strongest level would make them");
    drv_fits();
    int riichi = drv_find_row("turn 5: declared riichi while furiten", 0);
    int discard = drv_find_row("turn 1: discarded 4s; level 3 would have", 0);
    if (riichi < 0 || discard < 0 || riichi > discard)
        drv_fail("Ann's riichi in furiten is not ranked above her discard, which came first");
    drv_keys("r", NULL);
    drv_text("The review of Bo");
    wait_shows("32000 points: East 1, 0 counters, turn 1: could win by ron on 4s");
    drv_fits();
    drv_keys("r", NULL);
    drv_text("The review of Cy");
    drv_keys("r", NULL);
    drv_text("The review of Di");
    drv_keys("r", NULL);
    drv_gone("The review of");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("r: each player's review in turn, the most costly finding first, then none");

    drv_start(80, 24, "view " DATA " --seat W");
    drv_text("This game is not over");
    drv_keys("y", NULL);
    drv_text("step 1 of");
    drv_keys("r", NULL);
    drv_text("The review of Cy");
    drv_keys("r", NULL);
    drv_gone("The review of");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("--seat W: r shows West's review alone");
    return drv_finish();
}
