/*
 * tui.humans: humans and computers at the table (issue 13): --cpu by seat winds, the new game
 * form's seat marks, and what one human sees among three computers. With one human, public
 * screens put him at the bottom with his own hand in view (never the discarder's seat), no
 * curtain ever comes, and the claim window offers his keys only: the computers have answered
 * before it is drawn. (Was tests/tui/humans.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int words_of(const char *row)
{
    int n = 0;
    for (const char *p = row; *p; p++)
        n += *p != ' ' && (p == row || p[-1] == ' ');
    return n;
}

/* The tile cells on the hand's rows (19 on a claim window, over the keys; 20 on a turn), his
   melds with them: one word a tile in the ascii style ("6m", "N", "Wh", "5m*<"). */
static int hand_tiles(void)
{
    int n = 0;
    for (int y = 19; y <= 20; y++)
        if (strncmp(drv_row(y), " Claim:", 7) != 0)
            n += words_of(drv_row(y));
    return n;
}

/* The human (Ann) at the bottom with his hand, and no tile of a computer's (R-DEAD-02). */
static void check_bottom(void)
{
    drv_check_no_leak();
    if (!strstr(drv_row(18), "Ann"))
        drv_fail("the human is not at the bottom: %s", drv_row(18));
    if (hand_tiles() < 13)
        drv_fail("the human's hand is not in view");
}

static const char *claim_line(void)
{
    int y = drv_find_row("^ Claim:", 0);
    return y < 0 ? "" : drv_row(y);
}

/* --cpu by winds: the seats of the first hand. E,S,W leaves North (seat 3) the one human,
   whoever the drawn seats put there. */
static void by_winds(void)
{
    drv_trace_mark();
    drv_start(80, 24,
              "play --names Ann,Bo,Cy,Di --seed 7 --claim-window 0 --casual --cpu E,S,W "
              "--cpu-pause 0");
    drv_screen_is("start", -1);
    drv_keys("Enter", NULL);
    drv_screen_is("table", 3);
    if (drv_trace_any("^screen=curtain "))
        drv_fail("a curtain with one human at the table");
    drv_ok("--cpu E,S,W seats the computers East, South and West; the human plays North");
    drv_leave();
}

static void claim_window(int windows)
{
    check_bottom();
    if (!drv_trace_matches(" legal:.* (ron|pon|chi|open_kan)"))
        drv_fail("a window opened for the one human where he cannot claim");
    const char *keys = claim_line();
    if (!strstr(keys, "[1]"))
        drv_fail("the claim window lost the human's key: %s", keys);
    if (strstr(keys, "[2]") || strstr(keys, "[3]") || strstr(keys, "[4]"))
        drv_fail("a computer's claim key in the window: %s", keys);
    if (strncmp(drv_row(22), " 1 claim  a pass ", 17) != 0)
        drv_fail("the hint offers other keys: %s", drv_row(22));
    if (windows == 1) {
        drv_keys("?", NULL);
        drv_grep("\\| +1 +your claim key");
        drv_grep("\\| +a +your pass key");
        drv_no_grep("1 2 3 4|a s d f");
        drv_keys("Escape", NULL);
    }
    drv_keys("a", NULL);
}

/* One human, a whole hand: at the bottom of every public screen with his hand, no curtain, his
   keys only in the claim window (R-DEAD-02: no computer's tile shows; EMA 3.3.1: the window
   waits for him alone). */
static void whole_hand(void)
{
    drv_trace_mark();
    drv_start(80, 24,
              "play --names Ann,Bot2,Bot3,Bot4 --seed 7 --fixed-seats --claim-window 0 --cpu "
              "2,3,4 --cpu-pause 0");
    drv_screen_is("start", -1);
    drv_grep("^ *\\[1\\]  Ann  *\\[a\\] pass");
    int computers = 0;
    for (int y = 0; (y = drv_find_row("^ +Bot[234]  +computer, level 2", y)) >= 0; y++)
        computers++;
    if (computers != 3)
        drv_fail("the start screen gives the computers keys");
    drv_no_grep("\\[[234]\\]|\\[[sdf]\\]");
    drv_ok("the start screen gives keys to the human only, and marks the computers");
    drv_keys("Enter", NULL);
    int windows = 0;
    /* Whole hands until one has had a window: one opens only when he can claim (issue 22). */
    for (int guard = 0; !(windows && drv_trace_matches("^screen=result ")); guard++) {
        if (guard > 8000)
            drv_fail("no claim window in the hands played");
        if (drv_trace_matches("^screen=curtain "))
            drv_fail("a curtain with one human at the table");
        else if (drv_trace_matches("^screen=(table|declare) holder=0 "))
            drv_keys("Enter", NULL);
        else if (drv_trace_matches("^screen=claim "))
            claim_window(++windows);
        else if (drv_trace_matches("^screen=result "))
            drv_keys("Enter", NULL);
        else
            drv_fail("the table waits on a screen the human has no key for");
    }
    drv_ok("whole hands: the human at the bottom with his hand, no curtain, only his claim keys "
           "(%d windows, each one he could claim in)",
           windows);
    drv_leave();
}

/* A computer's turn that lasts (--cpu-pause 10000): the human's hand is on it, he at the bottom. */
static void lasting_turn(void)
{
    drv_trace_mark();
    drv_computers_wait = true;
    drv_start(80, 24,
              "play --names Ann,Bot2,Bot3,Bot4 --seed 7 --fixed-seats --claim-window 0 --cpu "
              "2,3,4 --cpu-pause 10000");
    drv_screen_is("start", -1);
    drv_keys("Enter", NULL);
    drv_screen_is("table", 0);
    drv_keys("Enter", NULL);
    drv_screen_is("cpu", -1); /* the next seat's computer thinks for its ten seconds */
    drv_advance(10000);
    if (drv_trace_matches("^screen=claim ")) /* only when he can claim */
        drv_keys("a", NULL);
    drv_screen_is("cpu", -1);
    check_bottom();
    drv_ok("on a computer's turn the one human's hand stays in view, at the bottom");
    drv_keys("q", NULL);
    drv_text("Leave the table?");
    drv_keys("y", NULL);
    drv_exit();
    drv_computers_wait = false;
}

/* The form: Right on a name makes that player a computer, and again raises the computers' level
   (one for all), up to human again; the marks reach the game and its saved settings. */
static void form(void)
{
    drv_trace_mark();
    drv_remove_state(); /* no game saved: Enter opens the form */
    drv_start(80, 24, "");
    drv_screen_is("menu", -1);
    drv_keys("Enter", NULL);
    drv_screen_is("setup", -1);
    drv_keys("Down", "Right", NULL);
    drv_text("computer, level 2");
    drv_keys("Down", "Right", "Down", "Right", "Right", NULL);
    int level3 = 0;
    for (int y = 0; (y = drv_find_row("computer, level 3", y)) >= 0; y++)
        level3++;
    if (level3 != 3)
        drv_fail("the form does not mark three computers at level 3");
    if (!strstr(drv_row(2), "human"))
        drv_fail("player 1 is not marked human: %s", drv_row(2));
    drv_ok("the form marks each seat human or computer, with the computers' level");
    for (int i = 0; i < 7; i++)
        drv_keys("Down", NULL);
    drv_keys("Enter", NULL);
    drv_screen_is("start", -1);
    drv_keys("Enter", NULL);
    for (int guard = 0; !drv_trace_matches("^screen=table "); guard++) {
        if (guard > 200)
            drv_fail("the human's turn never came");
        if (drv_trace_matches("^screen=curtain "))
            drv_fail("a curtain with one human: the form's computers did not reach the game");
        if (!drv_trace_matches("^screen=claim "))
            drv_fail("the table waits on a screen the human has no key for");
        drv_keys("a", NULL);
    }
    if (!drv_saved_line("tsumo/autosave.table", "cpu 14"))
        drv_fail("the computers are not saved");
    if (!drv_saved_line("tsumo/autosave.table", "cpu-level 3"))
        drv_fail("their level is not saved");
    drv_ok("the form's computers play the game and are saved with its settings");
    drv_keys("q", NULL);
    drv_text("Leave the table?");
    drv_keys("y", NULL);
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    drv_exit();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    by_winds();
    whole_hand();
    lasting_turn();
    form();
    return drv_finish();
}
