/*
 * tui.reference: the rules reference at the table (issue 14): from the menu, for the form's
 * ruleset (EMA 2008 until another is chosen), and from a seat's turn with R (its ? help lists
 * it), for the game's ruleset. It is the text of `tsumo rules --reference`, wrapped to the
 * terminal; it scrolls by line and by page, fits, and Esc goes back to the screen it came from,
 * as that screen was. (Was tests/tui/reference.sh.)
 * Issue 22: it has the fu (EMA 4.1.1), the counters and the five-counter rule (3.4.11), riichi
 * and its conditions (3.3.12) and furiten (3.4.5), and every example hand is written in the
 * table's tile style, never in the notation, at 80x24 and 200x60, in English and in Spanish.
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* From the top, a page at a time until `text` shows. */
static void page_to(const char *text)
{
    drv_keys("Home", NULL);
    for (int i = 0; i < 120 && !drv_shows(text); i++)
        drv_keys("Right", NULL);
    drv_text(text);
}

/* Every page from the top: it fits, and no tile is in the notation (no "1z", no "234m"). */
static void every_page_in_faces(void)
{
    drv_keys("Home", NULL);
    for (int i = 0; i < 120; i++) {
        drv_fits();
        drv_no_grep("tsumo score|[0-9][0-9]+[mpsz]|[0-9]z");
        char before[16384];
        snprintf(before, sizeof before, "%s", drv_screen());
        drv_keys("Right", NULL);
        if (strcmp(before, drv_screen()) == 0)
            return;
    }
    drv_fail("the reference never ends");
}

/* The menu's reference, opened on a fresh table of that size. */
static void open_from_menu(int cols, int rows)
{
    drv_start(cols, rows, "");
    drv_keys("Down", "Down", "Down", "Enter", NULL);
    drv_screen_is("reference", -1);
}

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

    /* Issue 22's sections, and the examples in the table's tiles. */
    open_from_menu(80, 24);
    page_to("Fu (EMA 4.1.1)");
    page_to("kan of 1, 9 or an honour");
    page_to("= 42 fu, rounded up to 50 fu.");
    page_to("Counters (EMA 3.4.10, 3.4.11)");
    page_to("Five counters: with five or more counters on the table");
    page_to("Riichi (EMA 3.3.12)");
    page_to("Conditions: a closed hand (closed kans allowed) that is tenpai");
    page_to("At least 4 tiles must be left in the live wall.");
    page_to("Furiten (EMA 3.4.5)");
    drv_ok("the fu, the counters and five counters, riichi's conditions and furiten");
    page_to("Example: 2m 3m 4m 4p 5p 6p 3s 3s 5s 6s 7s 8s 9s, won on 7s by tsumo");
    page_to("3s 3s 5s 6s 7s 8s 9s, won on 7s by ron;");
    page_to("Gr^ Gr Gr");
    every_page_in_faces();
    drv_ok("every example hand in the table's tiles, never in the notation, at 80x24");
    drv_keys("Escape", "q", NULL);
    drv_exit();

    open_from_menu(200, 60);
    page_to("Fu (EMA 4.1.1)");
    every_page_in_faces();
    drv_ok("the same at 200x60");
    drv_keys("Escape", "q", NULL);
    drv_exit();

    setenv("TSUMO_TILES", "kanji", 1);
    open_from_menu(80, 24);
    page_to("二萬 三萬 四萬 四筒 五筒 六筒");
    every_page_in_faces();
    drv_ok("in kanji tiles when the table's style is kanji");
    drv_keys("Escape", "q", NULL);
    drv_exit();
    unsetenv("TSUMO_TILES");

    setenv("LANGUAGE", "es", 1); /* the build's catalogue: TSUMO_LOCALEDIR, given by ctest */
    open_from_menu(80, 24);
    drv_text("Referencia de reglas: EMA 2008");
    page_to("Riichi (EMA 3.3.12)");
    page_to("Contadores (EMA 3.4.10, 3.4.11)");
    page_to("ganada con 7s por tsumo");
    every_page_in_faces();
    drv_ok("in Spanish, wrapped to 80 columns");
    drv_keys("Escape", "q", NULL);
    drv_exit();
    unsetenv("LANGUAGE");

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
