/*
 * tui.cpu: computer players at the table (issue 13): one human (player 1, East with fixed seats)
 * and three computers (--cpu 2,3,4) play a whole game to the final standings. The human always
 * discards the drawn tile, passes every claim window and takes the first choice at a draw. No
 * curtain ever comes (nobody else is at the keyboard), the claim window never waits for a
 * computer (only the human's pass key is offered, and a computer's claim key says that it
 * answers by itself; --casual keeps to the windows he could claim in), and no screen the human
 * sees shows a computer's concealed tile (R-DEAD-02). (Was tests/tui/cpu.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* On the claim window, the first word under NAME ("computer", "discards", ...). */
static const char *under_name(const char *name)
{
    static char word[16];
    word[0] = '\0';
    int y = drv_find_row("^ Claim: ", 0);
    const char *row = y >= 0 ? drv_row(y) : "";
    const char *at = strstr(row, name);
    if (at) {
        size_t col = (size_t)(at - row);
        const char *below = drv_row(y + 1);
        if (strlen(below) > col)
            sscanf(below + col, "%15s", word);
    }
    return word;
}

static void claim_window(int windows)
{
    if (windows % 5 == 1)
        drv_check_no_leak();
    int y = drv_find_row("^ Pass:", 0);
    const char *row = y >= 0 ? drv_row(y) : "";
    if (!strstr(row, "[a]") || strstr(row, "[s]") || strstr(row, "[d]") || strstr(row, "[f]"))
        drv_fail("the claim window waits for a computer: %s", row);
    if (windows == 1) { /* a computer's claim key: it answers by itself, says the table */
        char k = '2';
        for (; k <= '4'; k++) {
            char name[8];
            snprintf(name, sizeof name, "Bot%c", k);
            if (strcmp(under_name(name), "computer") == 0)
                break;
        }
        char key[2] = {k > '4' ? '4' : k, '\0'};
        drv_keys(key, NULL);
        drv_text("That seat is a computer player: it answers by itself");
        if (!drv_trace_matches("^screen=claim "))
            drv_fail("a computer's claim key closed the window");
        drv_ok("a computer's claim key (%s) on the claim window says that it answers by itself",
               key);
    }
    drv_keys("a", NULL);
}

static void whole_game(void)
{
    drv_start(80, 24,
              "play --names Ann,Bot2,Bot3,Bot4 --seed 7 --fixed-seats --claim-window 0 --cpu "
              "2,3,4 --cpu-pause 0 --casual");
    drv_screen_is("start", -1);
    drv_keys("Enter", NULL);
    int turns = 0, windows = 0;
    for (int guard = 0; !drv_trace_matches("^screen=final "); guard++) {
        if (guard > 20000)
            drv_fail("the game did not end");
        if (drv_trace_matches("^screen=curtain "))
            drv_fail("a curtain with one human at the table");
        if (drv_trace_matches("^screen=(call |(table|declare) holder=[123] )"))
            drv_fail("a computer's seat on a human's screen");
        if (drv_trace_matches("^screen=table holder=0 ")) {
            if (++turns % 5 == 1)
                drv_check_no_leak();
            drv_keys("Enter", NULL); /* the drawn tile: the cursor starts on it */
        } else if (drv_trace_matches("^screen=claim ")) {
            claim_window(++windows);
        } else if (drv_trace_matches("^screen=declare holder=0 ")) {
            drv_check_no_leak();
            drv_keys("Enter", NULL);
        } else if (drv_trace_matches("^screen=(start|result) ")) {
            /* (not the leak check: a result's "waits: 2p 5p" are words, which it would count) */
            drv_keys("Enter", NULL);
        } else {
            drv_fail("the game waits on a screen the human has no key for");
        }
    }
    if (!turns)
        drv_fail("the human never had a turn");
    drv_ok("one human and three computers played the game to its end (%d turns of the human)",
           turns);
    drv_text("Place");
    static const char *const names[] = {"Ann", "Bot2", "Bot3", "Bot4"};
    for (int i = 0; i < 4; i++) {
        char ere[64];
        snprintf(ere, sizeof ere, "^ +[1-4]=? +%s +", names[i]);
        if (!drv_matches(ere))
            drv_fail("no row for %s in the final standings", names[i]);
    }
    drv_ok("the final standings list the four players");
    drv_check_no_leak();
    drv_ok("no frame the human saw showed a computer's concealed tile");
    drv_keys("q", NULL);
    drv_exit();
}

static const char *ponds(void)
{
    static char out[512];
    const char *p = strstr(drv_trace(), " ponds=");
    snprintf(out, sizeof out, "%s", p ? p + 7 : "");
    out[strcspn(out, " ")] = '\0';
    return out;
}

/* A game with computers resumes with them (the table's saved settings): left on the human's
   first turn, taken up again with --resume alone, the human's turn comes back without a curtain
   and the computers play on after his discard. */
static void resumed(void)
{
    drv_trace_mark();
    drv_start(80, 24,
              "play --names Ann,Bot2,Bot3,Bot4 --seed 8 --fixed-seats --claim-window 0 --cpu "
              "2,3,4 --cpu-pause 0");
    drv_screen_is("start", -1);
    drv_keys("Enter", NULL);
    drv_screen_is("table", 0);
    drv_leave();
    drv_trace_mark();
    drv_start(80, 24, "play --resume");
    drv_screen_is("table", 0);
    if (drv_trace_any("^screen=curtain "))
        drv_fail("a curtain in a resumed game with one human");
    char before[512];
    snprintf(before, sizeof before, "%s", ponds());
    drv_keys("Enter", NULL);
    for (int guard = 0;
         !(drv_trace_matches("^screen=table holder=0 ") && strcmp(ponds(), before) != 0); guard++) {
        if (guard > 100)
            drv_fail("the computers did not play on in the resumed game");
        if (drv_trace_matches("^screen=curtain "))
            drv_fail("a curtain after resuming");
        if (!drv_trace_matches("^screen=claim "))
            drv_fail("the resumed game waits on a screen the human has no key for");
        drv_keys("a", NULL);
    }
    drv_ok("a resumed game keeps its computer players");
    drv_leave();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    whole_game();
    resumed();
    return drv_finish();
}
