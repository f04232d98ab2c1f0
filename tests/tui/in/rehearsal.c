/*
 * tui.rehearsal (issue 21): a game in which nothing was played is not kept. `tsumo play`
 * started and left before any action (a rehearsal, before the deal or after it) leaves its
 * autosave, and the next `tsumo play` takes the slot without moving that one into the games
 * folder; a game with an action played is kept as before, and the message that names where is
 * wrapped whole at 80x24 with --open-hands (whose mark takes the corner): the path is never cut.
 */
#include "driver.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The games kept in the games folder (unfinished-*.tsumo); the last one's path in *last. */
static int kept_games(char *last, size_t size)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/tsumo/games", getenv("XDG_STATE_HOME"));
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        if (strncmp(e->d_name, "unfinished-", 11) == 0) {
            n++;
            snprintf(last, size, "%s/%s", dir, e->d_name);
        }
    if (d)
        closedir(d);
    return n;
}

/* `text` without its blanks: a path wrapped over rows reads whole once they are taken out. */
static void squeeze(char *out, size_t size, const char *text)
{
    size_t n = 0;
    for (; *text && n + 1 < size; text++)
        if (*text != ' ' && *text != '\n')
            out[n++] = *text;
    out[n] = '\0';
}

static void rehearse(const char *names, bool deal)
{
    char args[256], last[1024];
    snprintf(args, sizeof args, "play --names %s --seed 7 --claim-window 0", names);
    drv_start(80, 24, args);
    drv_text("Players and their claim keys");
    if (kept_games(last, sizeof last) != 0)
        drv_fail("a rehearsal's save was kept: %s", last);
    if (drv_shows("is kept"))
        drv_fail("the start screen says a rehearsal's save is kept");
    if (deal) {
        drv_keys("Enter", NULL);
        drv_screen_is("curtain", -1);
    }
    drv_leave();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_remove_state();
    rehearse("Ann,Bo,Cy,Di", false);
    rehearse("Eve,Fay,Gus,Hal", true);
    rehearse("Ivy,Jo,Kim,Lu", false);
    drv_ok("a game left before its first action is not kept by the next tsumo play");

    /* One discard: a game that has begun, kept by the next, which says where in full. */
    drv_start(80, 24, "play --names Ann,Bo,Cy,Di --seed 7 --claim-window 0");
    drv_text("Players and their claim keys");
    drv_keys("Enter", NULL);
    drv_pass_curtain(0, "table");
    drv_keys("End", "Enter", NULL);
    drv_screen_is("claim", -1);
    drv_leave();
    drv_start(80, 24, "play --names Wu,Xi,Yo,Zi --seed 9 --claim-window 0 --open-hands");
    drv_text("Players and their claim keys");
    char last[1024], path[1024], screen[8192];
    if (kept_games(last, sizeof last) != 1)
        drv_fail("the game with a discard played is not kept");
    drv_text("is kept: tsumo play");
    drv_fits();
    squeeze(path, sizeof path, last);
    squeeze(screen, sizeof screen, drv_screen());
    if (!strstr(screen, path))
        drv_fail("at 80x24 with --open-hands the kept game's path is cut: %s\n%s", last,
                 drv_screen());
    drv_ok("a game with a discard is kept, and the message names its whole path at 80x24");
    drv_leave();
    return drv_finish();
}
