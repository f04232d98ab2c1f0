/*
 * tui.drill-KIND: drills from the menu (issue 14), one test a kind of drill (furiten, calls,
 * waits, scoring, and issue 22's efficiency and defence, whose tiles are drawn in the table's
 * tile style, here kanji, never in mpsz): the kind chosen, five drills each shown with its
 * question, an answer typed and the engine's verdict with its rule (an answer that does not parse
 * is wrong and says why), then the session's review with the score and the mistakes, and Esc back
 * to the menu. (Was tests/tui/drill.sh, furiten alone.) tui.drill-keys: the keys of a learner: j
 * and k, which move the choice of the kind of drill, are letters while an answer is typed ("N kan"
 * lost its k and read "N an", a mistake counted against a right answer, R-CALL-03); and a verdict
 * or a session's review longer than the screen is scrolled with ↑↓, which the hint offers. (Was
 * tests/tui/drill-keys.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct kind {
    const char *id, *choice, *answer, *unreadable;
    const char *style; /* the table's tile style (TSUMO_TILES): efficiency and defence in kanji */
    bool cites;        /* every verdict names a rule */
} kinds[] = {
    {"furiten", "> Furiten: may this player ron this tile?", "no",
     "Wrong: cannot read 'maybe': expected yes or no.", "", true},
    {"calls", NULL, "none", "Wrong: cannot read 'maybe'", "", true},
    {"waits", NULL, "1m", "Wrong: cannot read 'maybe'", "", true},
    {"scoring", NULL, "1000", "Wrong: cannot read 'maybe'", "", true},
    {"efficiency", "> Efficiency: which discard accepts the most tiles?", "1m",
     "Wrong: cannot read 'maybe': expected one tile, such as 3p or E.", "kanji", false},
    {"defence", "> Defence: which discard is safest against a riichi?", "E",
     "Wrong: cannot read 'maybe': expected one tile, such as 3p or E.", "kanji", false},
};
#define KINDS (int)(sizeof kinds / sizeof kinds[0])

/* The menu's drills, the kind at INDEX chosen. */
static void open_drills(int index)
{
    drv_text("Hand calculator");
    drv_keys("Down", "Down", "Enter", NULL);
    drv_screen_is("drill", -1);
    drv_text("Drills — EMA 2008");
    for (int i = 0; i < index; i++)
        drv_keys("Down", NULL);
}

/* The situation keeps a margin, and a wrapped line its own indent (the ponds' legend). */
static void margin_kept(int n)
{
    for (int y = 1; y < 22; y++)
        if (drv_row(y)[0] && drv_row(y)[0] != ' ')
            drv_fail("drill %d: row %d touches the left edge: %s", n, y, drv_row(y));
}

static void session(int index)
{
    const struct kind *k = &kinds[index];
    if (k->style[0])
        setenv("TSUMO_TILES", k->style, 1);
    drv_start(80, 24, "");
    open_drills(index);
    if (k->choice)
        drv_text(k->choice);
    drv_keys("Enter", NULL);
    for (int n = 1; n <= 5; n++) {
        char text[64];
        snprintf(text, sizeof text, "Drill %d of 5 — %s", n, k->id);
        drv_text(text);
        if (index == 0)
            drv_text("(yes/no)");
        margin_kept(n);
        if (!k->cites && (drv_count(drv_flat(), "[1-7]z") || !drv_count(drv_flat(), "萬|筒|索")))
            drv_fail("drill %d: tiles not in the kanji style: %s", n, drv_flat());
        drv_type(n == 2 ? "maybe" : k->answer);
        drv_keys("Enter", NULL);
        drv_text("The engine's answer: ");
        drv_grep("^ *(Right\\.|Wrong)");
        if (n == 2)
            drv_text(k->unreadable);
        if (k->cites && drv_count(drv_flat(), "\\((EMA|CFG)") == 0)
            drv_fail("drill %d: the verdict names no rule", n);
        drv_ok("%s drill %d: a verdict%s", k->id, n, k->cites ? " with its rule" : "");
        drv_keys("Enter", NULL);
    }
    drv_text("Drills — the session");
    drv_text("of 5 right.");
    /* a long review (efficiency lists every discard) is scrolled to the second mistake */
    for (int rows = 0; !drv_matches("Drill 2: you answered 'maybe', the answer is"); rows++) {
        if (rows > 80)
            drv_fail("%s: the review never shows the second mistake", k->id);
        drv_keys("Down", NULL);
    }
    drv_ok("%s: the review: the score and the mistakes", k->id);
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("the program did not end well");
}

static void learner_keys(void)
{
    drv_start(80, 24, "");
    open_drills(1);
    drv_keys("Enter", NULL);
    drv_text("Drill 1 of 5 — calls");
    drv_keys("N kan, W chi 34m, jk", NULL);
    drv_text("Your answer: N kan, W chi 34m, jk");
    drv_ok("j and k are typed into the answer");
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);

    open_drills(0);
    drv_keys("Enter", NULL);
    for (int n = 1; n <= 5; n++) {
        char text[64];
        snprintf(text, sizeof text, "Drill %d of 5 — furiten", n);
        drv_text(text);
        drv_keys("x", "Enter", NULL);
        drv_text("The engine's answer: ");
        drv_keys("Enter", NULL);
    }
    drv_text("Drills — the session");
    if (!strstr(drv_row(22), "↑↓ more") && !strstr(drv_row(23), "↑↓ more"))
        drv_fail("a review longer than the screen offers no ↑↓");
    int n = 0;
    while (!drv_matches("^ Drill 5: you answered 'x'")) {
        if (++n > 40)
            drv_fail("the review's last mistake never comes into view");
        drv_keys("Down", NULL);
    }
    drv_ok("the review scrolls to its last mistake (%d rows down)", n);
    drv_keys("Up", NULL);
    drv_fits();
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("the program did not end well");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (argc < 3)
        drv_fail("usage: test-tui-in drill PLANNER furiten|calls|waits|scoring|efficiency|"
                 "defence|keys");
    if (strcmp(argv[2], "keys") == 0) {
        learner_keys();
        return drv_finish();
    }
    for (int i = 0; i < KINDS; i++)
        if (strcmp(argv[2], kinds[i].id) == 0) {
            session(i);
            return drv_finish();
        }
    drv_fail("no drill kind %s", argv[2]);
}
