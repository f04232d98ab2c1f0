/*
 * tui.reference: the rules reference at the table (issue 14): from the menu, for the form's
 * ruleset (EMA 2008 until another is chosen), and from a seat's turn with R (its ? help lists
 * it), for the game's ruleset. It is the text of `tsumo rules --reference`, wrapped to the
 * terminal; it scrolls by line and by page, fits, and Esc goes back to the screen it came from,
 * as that screen was. (Was tests/tui/reference.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_start(80, 24, "");
    drv_text("Rules reference");
    drv_keys("Down", "Down", "Down", NULL);
    drv_text("> Rules reference");
    drv_keys("Enter", NULL);
    drv_screen_is("reference", -1);
    drv_text("Rules reference: EMA 2008");
    drv_text("Rules reference, lines 1-20 of ");
    drv_fits();
    drv_ok("the menu opens the rules reference of EMA 2008");
    drv_keys("Right", NULL);
    drv_text("lines 21-40 of ");
    drv_keys("Down", NULL);
    drv_text("lines 22-41 of ");
    drv_keys("k", NULL);
    drv_text("lines 21-40 of ");
    drv_keys("End", NULL);
    drv_text("Chombo (EMA 3.4.6)");
    drv_text("Payment: a non-dealer pays 4000 to the dealer and 2000 to each other");
    drv_keys("Home", NULL);
    drv_text("Rules reference: EMA 2008");
    drv_ok("it scrolls by line and by page, Home and End go to either end");
    drv_keys("?", NULL);
    drv_text("back to where the reference was opened");
    drv_keys("Escape", NULL);
    drv_gone("back to where the reference was opened");
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_text("> Rules reference");
    drv_ok("Esc goes back to the menu");
    drv_keys("q", NULL);
    drv_exit();

    /* At the table: the game's ruleset (JPML A), from Ann's turn and back to it. */
    drv_start(80, 24,
              "play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0 --rules jpml-a");
    drv_screen_is("start", -1);
    drv_keys("Enter", NULL);
    drv_pass_curtain(0, "table");
    drv_keys("?", NULL);
    drv_text("the rules reference of this game's ruleset");
    drv_keys("Escape", NULL);
    drv_gone("the rules reference of this game's ruleset");
    char before[8192];
    snprintf(before, sizeof before, "%s", drv_trace());
    drv_keys("R", NULL);
    drv_screen_is("reference", -1);
    drv_text("Rules reference: JPML A");
    drv_fits();
    drv_keys("End", NULL);
    drv_text("the offender loses 20 result points");
    drv_ok("R at a turn opens the reference of the game's ruleset, JPML A");
    drv_keys("Escape", NULL);
    drv_screen_is("table", 0);
    if (strcmp(drv_trace(), before) != 0)
        drv_fail("the turn is not as it was");
    drv_ok("Esc goes back to the same turn, as it was");
    drv_leave();
    return drv_finish();
}
