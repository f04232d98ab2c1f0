/*
 * tui.standings: `=` shows the running standings over any screen of a game: each player's
 * points now, his place and what the ruleset's uma and oka would make of them if the game ended
 * now (R-GAME-06, R-GAME-07, EMA 3.6, 3.6.1). It holds public facts only: over a curtain, the
 * claim window or a seat's own turn it shows no tile; any key closes it and leaves the screen
 * as it was. (Was tests/tui/standings.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cols, rows;

/* The trace's line without its standings=0, to compare the screens under the box. */
static const char *under(void)
{
    static char line[8192];
    snprintf(line, sizeof line, "%s", drv_trace());
    char *s = strstr(line, " standings=0");
    if (s)
        memmove(s, s + 12, strlen(s + 12) + 1);
    return line;
}

/* `=` opens the box over the screen, which fits and leaks nothing; a key closes it, and the
   screen under it is the same as before. */
static void standings_on(const char *what)
{
    char before[8192];
    snprintf(before, sizeof before, "%s", under());
    drv_keys("=", NULL);
    if (!drv_trace_matches(" standings=1"))
        drv_fail("= did not open the standings over %s", what);
    drv_text("Any key closes the standings");
    drv_fits();
    drv_check_no_leak();
    drv_text("If the game ended now, under the EMA 2008 ruleset:");
    drv_keys("Escape", NULL);
    if (!drv_trace_matches(" standings=0"))
        drv_fail("the standings did not close over %s", what);
    if (strcmp(under(), before) != 0)
        drv_fail("closing the standings changed %s", what);
    drv_ok("%d %d: the standings open over %s and close with any key", cols, rows, what);
}

static void at_size(void)
{
    drv_remove_state();
    drv_start(cols, rows,
              "play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0 --penalties "
              "penalize");
    drv_text("penalties: penalize");
    drv_keys("Enter", NULL);
    drv_screen_is("curtain", -1);
    drv_text("= standings");
    standings_on("the curtain");
    drv_pass_curtain(0, "table");
    standings_on("Ann's turn");
    drv_keys("End", "Enter", NULL);
    drv_screen_is("claim", -1);
    drv_text("= standings");
    standings_on("the claim window");
    drv_keys("2", NULL);
    drv_pass_curtain(1, "call");
    standings_on("Bo's claim");
    drv_keys("Escape", NULL);
    drv_screen_is("claim", -1);
    drv_pass_all();
    drv_pass_curtain(1, "table");
    drv_keys("?", NULL);
    drv_text("Any key closes this help");
    drv_text("standings: places now");
    drv_keys("Escape", NULL);
    if (!drv_trace_matches(" help=0 "))
        drv_fail("the help did not close");
    /* Bo's false tsumo: chombo, 8000 paid (4000 to Ann, the dealer, 2000 to each other). */
    if (drv_trace_matches(" legal: .*tsumo"))
        drv_fail("Bo's hand at seed 7 is complete: the test needs another seed");
    drv_keys("t", NULL);
    drv_screen_is("result", -1);
    drv_text("Bo: chombo");
    standings_on("the result of a chombo");
    drv_keys("=", NULL);
    drv_text("Any key closes the standings");
    /* Ann 34000 first; Cy and Di tied at 32000 share 2nd and 3rd (uma 0 each), "2=" as the
       final screen writes it (EMA 3.6.1); Bo last. */
    drv_grep("\\| +1 +Ann +34000 +[+]9000 +43000 ");
    drv_grep("\\| +2= +Cy +32000 +[+]0 +32000 ");
    drv_grep("\\| +2= +Di +32000 +[+]0 +32000 ");
    drv_grep("\\| +4 +Bo +22000 +-9000 +13000 ");
    drv_ok("%d %d: after Bo's chombo the standings give places, uma and totals, ties shared", cols,
           rows);
    drv_keys("Escape", NULL);
    drv_type("q y");
    drv_exit();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    cols = 80, rows = 24;
    at_size();
    cols = 200, rows = 60;
    at_size();
    return drv_finish();
}
