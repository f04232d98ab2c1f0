/*
 * tui.claim: the claim window as EMA 3.3.1 has it: every player has the time to claim. Each
 * seat answers with its own keys, shown under its name (the claim key, and the pass key under
 * it); the window ends early only when all three have answered, and no key passes for the
 * others (Space does nothing but say so). Its clock stops while something covers it: the help,
 * the leave dialog, a terminal too small; it goes on with the time that was left. The timed
 * windows run on the test's clock, which moves only when the test moves it. (Was claim.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The claim keys and names (row 21), and the pass keys under them (row 22), at 80x24. */
static const char *keys_row(void)
{
    static char row[4096];
    snprintf(row, sizeof row, "%s", drv_row(20));
    return row;
}

static const char *pass_row(void)
{
    static char row[4096];
    snprintf(row, sizeof row, "%s", drv_row(21));
    return row;
}

/* The pass keys the window offers, in order ("s d f "). */
static const char *pass_keys(void)
{
    static char keys[16];
    int n = 0;
    for (int y = 20; y < 24; y++)
        for (const char *p = drv_row(y); (p = strchr(p, '[')) != NULL; p++)
            if (p[1] && strchr("asdf", p[1]) && p[2] == ']' && n < 12) {
                keys[n++] = p[1];
                keys[n++] = ' ';
            }
    keys[n] = '\0';
    return keys;
}

static void row_matches(const char *row, const char *ere, const char *what)
{
    if (drv_count(row, ere) == 0)
        drv_fail("%s: %s", what, row);
}

/* Through SEAT's curtain to its turn, and its drawn tile discarded. */
static void discard(int seat)
{
    drv_pass_curtain(seat, "table");
    drv_keys("End", "Enter", NULL);
    drv_screen_is("claim", -1);
    drv_text("Pass:");
}

static void answered(char key)
{
    if (strcmp(drv_under_key(key), "answered") != 0)
        drv_fail("seat %c never showed as answered", key);
}

static void open_window(void)
{
    if (!drv_trace_matches("^screen=claim "))
        drv_fail("the window closed");
}

static int column_of(const char *row, const char *text)
{
    const char *at = strstr(row, text);
    return at ? (int)(at - row) : -1;
}

static void answers(void)
{
    drv_start(80, 24, "play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats --claim-window 0");
    drv_text("Players and their claim keys");
    drv_grep("\\[1\\] +Alice +\\[a\\] pass");
    drv_grep("\\[4\\] +Dave +\\[f\\] pass");
    drv_ok("the start screen gives each player his claim key and his pass key");
    drv_keys("Enter", NULL);
    discard(0);
    row_matches(keys_row(), "Claim: +Alice +\\[2\\] Bob +\\[3\\] Carol +\\[4\\] Dave",
                "the claim keys are not under the table");
    row_matches(pass_row(), "Pass: +discards +\\[s\\] +\\[d\\] +\\[f\\]", "no pass keys");
    if (strcmp(pass_keys(), "s d f ") != 0)
        drv_fail("the pass keys are not s d f: %s", pass_row());
    drv_ok("the window shows each seat's claim key and its pass key under it");
    drv_keys("Space", NULL);
    drv_text("Each player passes with his own key");
    open_window();
    drv_ok("Space passes for nobody: the window stays open, and the message says why");
    drv_keys("a", NULL);
    drv_text("That is the discarder's key");
    drv_keys("s", NULL);
    answered('2');
    if (strcmp(pass_keys(), "d f ") != 0)
        drv_fail("Bob's pass key is still offered: %s", pass_row());
    open_window();
    drv_keys("s", NULL);
    drv_text("That seat has answered already");
    drv_keys("d", NULL);
    answered('3');
    open_window();
    drv_ok("a pass key answers for its own seat only; the discarder's and a second pass are "
           "refused");
    int dave = column_of(keys_row(), "[4] Dave");
    drv_keys("f", NULL);
    drv_pass_curtain(1, "table");
    drv_ok("the third pass closes the window");
    /* The columns go by the claim keys 1-4 on every window, whoever discards: each player's keys
       stay where they were (the discarder's column says so and has none). */
    drv_keys("End", "Enter", NULL);
    drv_screen_is("claim", -1);
    row_matches(keys_row(), "Claim: +\\[1\\] Alice +Bob +\\[3\\] Carol +\\[4\\] Dave",
                "the columns moved with the discarder");
    row_matches(pass_row(), "Pass: +\\[a\\] +discards +\\[d\\] +\\[f\\]", "pass keys");
    if (column_of(keys_row(), "[4] Dave") != dave)
        drv_fail("Dave's column moved: %s", keys_row());
    drv_ok("the next window keeps the columns in key order, each at its place");
    drv_type("a d f");
    drv_pass_curtain(2, "table");
    drv_leave();
}

/* A long timed window closes as soon as all three have passed; Space does not end it. (The
   test's clock stands still: only the passes can close it.) */
static void long_window(void)
{
    drv_remove_state();
    drv_start(80, 24, "play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats --claim-window 30");
    drv_text("Players and their claim keys");
    drv_keys("Enter", NULL);
    discard(0);
    drv_type("Space s d");
    answered('3');
    open_window();
    drv_keys("f", NULL);
    drv_pass_curtain(1, "table");
    drv_ok("a window of 30 s closes when all three have passed, not before");
    drv_leave();
}

/* The seconds the window's clock shows, in tenths ("2.4 s left" gives 24). */
static int left(void)
{
    const char *row = drv_row(0);
    for (const char *p = strstr(row, " s left"); p && p > row; p--)
        if (*p == ' ' && p != strstr(row, " s left")) {
            int whole, tenth;
            if (sscanf(p + 1, "%d.%d s left", &whole, &tenth) == 2)
                return whole * 10 + tenth;
            break;
        }
    return -1;
}

/* After covering the window for longer than its whole time (the clock moved on 4 s behind it),
   it is still open with all its time: the test's clock stood still otherwise. */
static void still_open(const char *what)
{
    if (!drv_trace_matches("^screen=claim "))
        drv_fail("the window closed behind %s", what);
    if (left() != 30)
        drv_fail("the window's clock ran behind %s: %s", what, drv_row(0));
    drv_ok("the window's clock stops behind %s: %d tenths of a second left after 4 s", what,
           left());
}

/* The window's whole time passes; it closes by itself. */
static void run_out(void)
{
    drv_advance(3000);
    drv_screen_is("curtain", -1);
}

/* The clock stops behind what covers the window: each time for 4 s, longer than the whole
   window (the default, 3 s), and the window is still open after. */
static void covered(void)
{
    drv_remove_state();
    drv_start(80, 24, "play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats");
    drv_text("Claim window: 3.0 s after every discard");
    drv_keys("Enter", NULL);
    discard(0);
    drv_keys("?", NULL);
    if (!drv_trace_matches(" help=1 "))
        drv_fail("the help did not open");
    drv_advance(4000);
    drv_keys("Escape", NULL);
    if (!drv_trace_matches(" help=0 "))
        drv_fail("the help did not close");
    still_open("the help");
    run_out();
    drv_ok("then the window runs out and closes by itself");

    discard(1);
    drv_keys("q", NULL);
    drv_text("Leave the table?");
    drv_advance(4000);
    drv_keys("n", NULL);
    drv_gone("Leave the table?");
    still_open("the leave dialog");
    run_out();

    discard(2);
    drv_resize(60, 20);
    if (!drv_trace_matches(" small=1 "))
        drv_fail("no too-small screen at 60x20");
    drv_advance(4000);
    drv_resize(80, 24);
    if (!drv_trace_matches(" small=0 .*size=80x24"))
        drv_fail("no frame at 80x24 again");
    still_open("the too-small screen");
    run_out();
    drv_leave();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    answers();
    long_window();
    covered();
    return drv_finish();
}
