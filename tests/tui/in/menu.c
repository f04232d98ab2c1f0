/*
 * tui.menu: the menu `tsumo` opens with, the new game form, help, the hand calculator, leaving
 * and resuming. (Was tests/tui/menu.sh; its colour check, which only a terminal shows, is
 * tests/tui/colour.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void downs(int n)
{
    for (int i = 0; i < n; i++)
        drv_keys("Down", NULL);
}

static void form(void)
{
    drv_start(80, 24, "");
    drv_text("New game");
    drv_text("Hand calculator");
    drv_gone("Resume the saved game");
    drv_ok("the menu, and no resume without a saved game");
    drv_keys("?", NULL);
    drv_text("Any key closes this help");
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_ok("? shows the keys and any key closes them");

    drv_keys("Enter", NULL);
    drv_text("a new game");
    /* "Player 1" is a placeholder: the first key typed replaces it. */
    drv_keys("A", "n", "n", NULL);
    drv_text("Ann");
    drv_gone("Player 1Ann");
    drv_ok("the first key typed replaces the placeholder name");
    /* Names alike, case aside, are refused (the curtain would name nobody); Ctrl-U empties a
       field. */
    drv_keys("Down", "a", "N", "N", "Up", "Up", "Enter", NULL);
    drv_text("Players 1 and 2 have the same name, aNN: the curtain could not tell them apart");
    drv_grep("^ > Player 2 ");
    drv_keys("C-u", NULL);
    drv_grep("^ > Player 2 *$");
    drv_keys("Up", "Up", "Enter", NULL);
    drv_text("Player 2 needs a name");
    drv_keys("B", "o", "b", NULL);
    drv_text("Bob");
    drv_ok("names alike (case aside) and an empty name are refused; Ctrl-U empties a field");
    downs(7);
    drv_keys("Right", NULL);
    drv_text("kanji");
    drv_keys("Down", "5", NULL);
    drv_text("5");
    drv_keys("Down", "Enter", NULL);
    drv_text("Players and their claim keys");
    drv_text("[1]  Ann");
    drv_text("Seed: 5 · tiles: kanji");
    drv_ok("the form starts a game with its names, seed and tile style");
    drv_keys("Enter", NULL);
    drv_screen_is("curtain", -1);
    drv_keys("q", NULL);
    drv_text("Leave the table?");
    drv_keys("y", NULL);
    drv_text("> Resume the saved game");
    drv_ok("leaving a game goes back to the menu, which offers to resume it, chosen");
    drv_keys("Enter", NULL);
    drv_screen_is("curtain", -1);
    drv_ok("the saved game resumes");
    drv_type("q y");
    drv_screen_is("menu", -1);
}

static void calculator(void)
{
    drv_keys("Down", "Enter", NULL);
    drv_text("Hand calculator");
    drv_type("2 3 4 m 4 5 6 p 6 7 8 s 5 5 p 7 7 7 z");
    drv_text("234m456p678s55p777z");
    drv_text("points");
    drv_text("Hand calculator — EMA 2008");
    drv_ok("the hand calculator scores a typed hand and names the ruleset it scores under");
    /* A set has one name, the table's, here and in tsumo score: "Open pung of Rd", never "of
       7z". */
    if (drv_output("score", "score 234m456p678s55p777z") != 0 ||
        !drv_file_has("score", "  Open pung of Rd "))
        drv_fail("tsumo score does not name the pung 'Open pung of Rd'");
    drv_text("Open pung of Rd");
    drv_ok("the calculator names the set as tsumo score does: Open pung of Rd");
    /* The situation of tsumo score: riichi with ura dora (4p shows the three fives of pin),
       sticks. */
    drv_keys("Down", "Down", "Right", NULL);
    drv_text("Riichi         riichi");
    downs(8);
    drv_keys("4", "p", NULL);
    drv_text("Ura dora                            3 han");
    drv_keys("Up", "Up", "Right", "Right", NULL);
    drv_text("the winner takes 2000 in riichi sticks");
    drv_ok("the calculator counts ura dora and riichi sticks");
    /* A situation the hand cannot have is refused by the engine: rinshan on a ron. */
    drv_keys("Up", "Up", "Right", "Right", "Right", NULL);
    drv_text("Situation      rinshan");
    drv_text("Refused: rinshan, haitei, tenhou and chiihou are wins by self-draw");
    drv_keys("Left", "Left", "Left", NULL);
    downs(5);
    drv_keys("Right", NULL);
    drv_gone("Hand calculator — EMA 2008");
    drv_ok("the calculator's situation is judged by the engine; its ruleset can be changed");
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("quitting the menu did not exit with 0");
    drv_ok("q quits");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    form();
    calculator();
    /* The same from the command line. */
    if (drv_run(NULL, "err", "play --names Ann,Bob,ann,Dave") == 0)
        drv_fail("--names with a name twice started");
    if (!drv_file_has("err", "Players 1 and 3 have the same name"))
        drv_fail("--names does not say which names are alike");
    drv_ok("tsumo play --names refuses a name given twice, case aside");
    return drv_finish();
}
