/*
 * tui.drill-style: drills at the table draw tiles as the table draws them (issue 22): in the
 * tile style chosen in the new-game form (kanji here), never the notation's "5z"; no
 * checklist id (R-FURI-01, AMB-16) on any screen of a session; and a wrong answer is told
 * why it is wrong, about that answer ("You answered yes, but ..."), on the verdict and in
 * the review. Answering "yes" to five furiten drills gets some wrong: a session's answers
 * are balanced, so "yes" is right about half the time.
 */
#include "driver.h"

#include <stdio.h>
#include <string.h>

/* The new-game form's tile style set to kanji, then back to the menu. */
static void kanji_style(void)
{
    drv_text("New game");
    drv_keys("Enter", NULL);
    drv_text("a new game");
    for (int i = 0; i < 8; i++)
        drv_keys("Down", NULL);
    drv_keys("Right", NULL);
    drv_text("kanji");
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
}

static void no_notation(const char *what)
{
    if (drv_matches("[0-9]z"))
        drv_fail("%s: a tile in the notation's honours:\n%s", what, drv_screen());
    drv_no_ids();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_start(80, 24, "");
    kanji_style();
    drv_keys("Down", "Down", "Enter", NULL);
    drv_screen_is("drill", -1);
    drv_text("> Furiten: may this player ron this tile?");
    drv_keys("Enter", NULL);
    int wrong = 0;
    for (int n = 1; n <= 5; n++) {
        char text[64];
        snprintf(text, sizeof text, "Drill %d of 5 — furiten", n);
        drv_text(text);
        if (!drv_matches("萬|筒|索|東|南|西|北|白|發|中"))
            drv_fail("drill %d: no tile drawn in kanji:\n%s", n, drv_screen());
        no_notation("the question");
        drv_type("yes");
        drv_keys("Enter", NULL);
        drv_text("The engine's answer: ");
        no_notation("the verdict");
        if (drv_matches("^ *Wrong\\.")) {
            wrong++;
            drv_text("You answered yes, but");
        }
        drv_keys("Enter", NULL);
    }
    if (wrong == 0 || wrong == 5)
        drv_fail("'yes' to five furiten drills was wrong %d times: not balanced", wrong);
    drv_ok("five furiten drills in kanji, %d answers of yes told why they are wrong", wrong);
    drv_text("Drills — the session");
    drv_text("You answered yes, but");
    no_notation("the review");
    drv_ok("the review says why each wrong answer is wrong");
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("the program did not end well");
    return drv_finish();
}
