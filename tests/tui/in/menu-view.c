/*
 * tui.menu-view: the viewer from the menu (issue 12), at 80x24. "Watch a demo" (w) lists every
 * shipped demo with its title as `tsumo demo --list` does; Enter opens the chosen one in the
 * viewer, with its title, and q comes back to the list with the same demo chosen. "Review a
 * game" (v) lists the last game, the kept unfinished games and the exports of the games folder,
 * newest first, each with its date, players and hands; Enter opens one in the viewer and q comes
 * back to the list; a kept game that is not over is asked about first, and n leaves it unseen.
 * n and N go to the findings of tsumo explain there too, as in `tsumo view FILE`. A game whose
 * ruleset's description holds a control sequence (a C1 CSI) is refused with the reason on the
 * message line, as `tsumo view FILE` refuses it, and never drawn. (Was tests/tui/menu-view.sh.)
 */
#include "driver.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char save[512];

static void sh(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void sh(const char *fmt, ...)
{
    char cmd[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    if (system(cmd) != 0)
        drv_fail("the test's own command failed: %s", cmd);
}

/* The games to review: the last game, an export, a kept unfinished game, and an export whose
   ruleset's description holds a CSI (U+009B, an escape sequence's start in one character). */
static void games(void)
{
    snprintf(save, sizeof save, "%s/tsumo", getenv("XDG_STATE_HOME"));
    sh("mkdir -p '%s/games'", save);
    sh("cp '%s' '%s/last-game.tsumo'", drv_sim_record(5), save);
    sh("cp '%s/tests/data/explain.tsumo' '%s/games/tsumo-20260101-100000.tsumo'", TSUMO_SOURCE_DIR,
       save);
    sh("printf 'tsumo-record 1\\nruleset ema2008\\nseed 7\\nseats fixed\\nplayer Ann\\nplayer "
       "Bo\\nplayer Cy\\nplayer Di\\n' >'%s/games/unfinished-20260103-100000.tsumo'",
       save);
    sh("sed \"s/^  description = \\(.*\\)$/  description = \\1 $(printf '\\302\\233')2J/\" "
       "'%s/last-game.tsumo' >'%s/games/tsumo-20251231-100000.tsumo'",
       save, save);
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "cmp -s '%s/last-game.tsumo' '%s/games/tsumo-20251231-100000.tsumo'",
             save, save);
    if (system(cmd) == 0)
        drv_fail("the ruleset's description was not changed");
    sh("touch -d '2026-01-01 10:00' '%s/games/tsumo-20260101-100000.tsumo'", save);
    sh("touch -d '2025-12-31 10:00' '%s/games/tsumo-20251231-100000.tsumo'", save);
    sh("touch -d '2026-01-02 10:00' '%s/last-game.tsumo'", save);
    sh("touch -d '2026-01-03 10:00' '%s/games/unfinished-20260103-100000.tsumo'", save);
}

/* Until the screen shows TEXT, its wrapped rows read as one. */
static void shows(const char *text)
{
    if (!strstr(drv_flat(), text))
        drv_fail("waited for '%s'", text);
}

/* The screen's first row that shows TEXT (1 the top; 0 when none). */
static int row(const char *text)
{
    for (int y = 0; y < 24; y++)
        if (strstr(drv_row(y), text))
            return y + 1;
    return 0;
}

static void demos(void)
{
    drv_text("Watch a demo");
    drv_keys("w", NULL);
    drv_text("Watch a demo");
    if (drv_output("demos", "demo --list") != 0)
        drv_fail("demo --list failed");
    char path[512], line[512], second[64] = "", title[256] = "";
    snprintf(path, sizeof path, "%s/demos", drv_tmp());
    FILE *f = fopen(path, "r");
    for (int i = 0; f && fgets(line, sizeof line, f); i++) {
        line[strcspn(line, "\n")] = '\0';
        char name[64], text[128];
        const char *t = line + strcspn(line, " ");
        t += strspn(t, " ");
        snprintf(name, sizeof name, "%.*s", (int)strcspn(line, " "), line);
        snprintf(text, sizeof text, "> %s", name);
        drv_text(text);
        snprintf(text, sizeof text, "%.30s", t);
        if (!drv_shows(text))
            drv_fail("the list lacks the title of %s", name);
        if (i == 1) {
            snprintf(second, sizeof second, "%s", name);
            snprintf(title, sizeof title, "%s", t);
        }
        drv_keys("Down", NULL);
    }
    if (f)
        fclose(f);
    drv_fits();
    /* the list wraps: after a full round the first is chosen again, and one Down the second */
    char chosen[80];
    snprintf(chosen, sizeof chosen, "> %s", second);
    drv_keys("Down", NULL);
    drv_text(chosen);
    drv_keys("Enter", NULL);
    drv_screen_is("view", -1);
    drv_text("step 1 of");
    char start[32];
    snprintf(start, sizeof start, "%.20s", title);
    if (!strstr(drv_row(0), start))
        drv_fail("the viewer's title is not the demo's");
    drv_keys("Right", "Right", NULL);
    drv_text("step 3 of");
    drv_keys("q", NULL);
    drv_screen_is("menu", -1);
    drv_text(chosen);
    drv_ok("w lists the shipped demos with their titles; Enter opens one in the viewer, q comes "
           "back to the list");
    drv_keys("Escape", NULL);
    drv_text("> Watch a demo");
}

static void review(void)
{
    drv_keys("v", NULL);
    drv_text("Review a game");
    drv_text("The last game");
    drv_text("tsumo-20260101-100000.tsumo");
    drv_text("unfinished-20260103-100000.tsumo");
    int kept = row("unfinished-20260103"), last = row("The last game"),
        export = row("tsumo-20260101");
    if (kept >= last || last >= export)
        drv_fail("not newest first: kept at %d, last at %d, export at %d", kept, last, export);
    drv_text("2026-01-02 10:00");
    drv_grep("Ann, Bo, Cy, Di · 0 hands");
    drv_grep("Ann, Bo, Cy, Di · 1 hand$");
    drv_fits();
    drv_ok("v lists the kept game, the last game and the export, newest first, with date, "
           "players and hands");
    drv_keys("Down", "Enter", NULL);
    drv_screen_is("view", -1);
    drv_text("step 1 of");
    drv_keys("End", NULL);
    drv_text("The game is over");
    drv_keys("q", NULL);
    drv_screen_is("menu", -1);
    drv_text("> The last game");
    drv_keys("Up", "Enter", NULL);
    drv_text("This game is not over");
    drv_keys("n", NULL);
    drv_screen_is("menu", -1);
    drv_text("> unfinished-20260103-100000.tsumo");
    drv_ok("Enter reviews the chosen game and q comes back to the list; a kept game asks first");
    drv_keys("Down", "Down", "Enter", NULL);
    drv_text("This game is not over");
    drv_keys("y", NULL);
    drv_text("step 1 of");
    drv_keys("n", NULL);
    shows("could win by ron on 4s and did not");
    drv_keys("n", NULL);
    shows("the pon left a hand with no yaku");
    drv_keys("N", NULL);
    shows("could win by ron on 4s and did not");
    drv_keys("q", NULL);
    drv_screen_is("menu", -1);
    drv_text("> tsumo-20260101-100000.tsumo");
    drv_ok("n and N go to the findings of tsumo explain in a game reviewed from the menu");
    drv_keys("Down", "Enter", NULL);
    shows("key 'description': it holds the control character \\u009B");
    drv_screen_is("menu", -1);
    drv_gone("2J");
    drv_ok("a game whose ruleset's description holds a control sequence is refused with the "
           "reason");
    drv_keys("Escape", NULL);
    drv_text("> Review a game");
    drv_keys("q", NULL);
    drv_exit();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    games();
    drv_start(80, 24, "");
    demos();
    review();
    return drv_finish();
}
