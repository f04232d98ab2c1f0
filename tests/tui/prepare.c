/*
 * tsumo-tui-prepare: a game saved in the middle of a planned hand, for a tmux
 * test that starts there (tests/tui/resize.sh, resume.sh). The planner's hand
 * (tests/tui/plan.c, MODE as it takes it) is played in process
 * (tests/tui/driver.h) through its first STOP steps, typed as a player types
 * them; the autosave the table leaves (autosave.tsumo, autosave.table) is
 * copied to DIR/tsumo, where `tsumo play --resume` finds it with
 * XDG_STATE_HOME=DIR. The steps before the one a test is about cost no
 * terminal: in tmux, under load, each of them cost a few process starts.
 *
 *   usage: tsumo-tui-prepare PLANNER MODE STOP DIR
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

static void copy_saved(const char *name, const char *dir)
{
    char from[512], to[512];
    snprintf(from, sizeof from, "%s/state/tsumo/%s", drv_tmp(), name);
    snprintf(to, sizeof to, "%s/tsumo/%s", dir, name);
    FILE *in = fopen(from, "rb"), *out = in ? fopen(to, "wb") : NULL;
    if (!out)
        drv_fail("cannot copy %s to %s", from, to);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0)
        if (fwrite(buf, 1, n, out) != n)
            drv_fail("cannot write %s", to);
    fclose(in);
    if (fclose(out) != 0)
        drv_fail("cannot write %s", to);
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fputs("usage: tsumo-tui-prepare PLANNER MODE STOP DIR\n", stderr);
        return 2;
    }
    drv_init(argc, argv);
    if (!drv_make_plan("plan", argv[2]))
        drv_fail("the planner found no seed");
    drv_start_plan(80, 24, "plan", NULL);
    drv_keys("Enter", NULL);
    drv_play_plan("plan", atoi(argv[3]));
    char dir[512];
    snprintf(dir, sizeof dir, "%s/tsumo", argv[4]);
    mkdir(argv[4], 0700);
    mkdir(dir, 0700);
    copy_saved("autosave.tsumo", argv[4]);
    copy_saved("autosave.table", argv[4]);
    drv_ok("the first %s steps of a %s hand played and saved", argv[3], argv[2]);
    drv_leave();
    return drv_finish();
}
