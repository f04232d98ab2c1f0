/*
 * tui.temp-files: a save killed before its rename leaves its temporary file ("autosave.tsumo.
 * Ab3dE9", issue 22: 8 after 44 kills); the table removes such files when it starts and after
 * each save, but never one that another running tsumo is writing: its writer holds a lock on
 * it (here a child process, as another tsumo would), nor one made an instant ago (before its
 * writer could lock it). Files of other names stay. No clock is waited for: the dead saves'
 * files are made an hour old.
 */
#include "driver.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *state(const char *file)
{
    static char path[2][512];
    static int which;
    which = !which;
    snprintf(path[which], sizeof path[which], "%s/tsumo/%s", getenv("XDG_STATE_HOME"), file);
    return path[which];
}

/* A file of the state dir, `age` seconds old. */
static void leave(const char *file, int age)
{
    FILE *f = fopen(state(file), "w");
    if (!f || fputs("half a record\n", f) < 0 || fclose(f) != 0)
        drv_fail("cannot make %s", state(file));
    struct timespec t[2];
    clock_gettime(CLOCK_REALTIME, &t[0]);
    t[0].tv_sec -= age;
    t[1] = t[0];
    if (utimensat(AT_FDCWD, state(file), t, 0) != 0)
        drv_fail("cannot age %s", file);
}

static bool exists(const char *file)
{
    struct stat st;
    return stat(state(file), &st) == 0;
}

static void gone(const char *file, const char *when)
{
    if (exists(file))
        drv_fail("%s is still there %s", file, when);
}

static void kept(const char *file, const char *when)
{
    if (!exists(file))
        drv_fail("%s was removed %s", file, when);
}

/* Another tsumo writing: a child that holds the lock on `file` until `release` is closed. */
static pid_t writer(const char *file, int *release)
{
    int ready[2], hold[2];
    if (pipe(ready) != 0 || pipe(hold) != 0)
        drv_fail("no pipe");
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0)
        drv_fail("no fork");
    if (pid == 0) {
        close(ready[0]);
        close(hold[1]);
        int fd = open(state(file), O_RDWR);
        char c = fd >= 0 && flock(fd, LOCK_EX) == 0 ? 'y' : 'n';
        if (write(ready[1], &c, 1) != 1 || read(hold[0], &c, 1) < 0)
            _exit(1);
        _exit(0);
    }
    close(ready[1]);
    close(hold[0]);
    char c = 'n';
    if (read(ready[0], &c, 1) != 1 || c != 'y')
        drv_fail("the writer could not lock %s", file);
    close(ready[0]);
    *release = hold[1];
    return pid;
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    char games[600];
    snprintf(games, sizeof games, "mkdir -p '%s'", state("games"));
    if (system(games) != 0)
        drv_fail("cannot make the state dir");
    static const char *const dead[] = {"autosave.tsumo.Ab3dE9", "autosave.table.x1Y2z3",
                                       "last-game.tsumo.QQ7qq7",
                                       "games/tsumo-20260101-000000.json.abcdef"};
    for (size_t i = 0; i < sizeof dead / sizeof dead[0]; i++)
        leave(dead[i], 3600);
    leave("autosave.tsumo.LiVe01", 3600); /* held by the writer below */
    leave("autosave.tsumo.young1", 0);    /* made an instant ago: its writer locks it next */
    leave("autosave.tsumo.bak", 3600);    /* not a temporary file's name */
    leave("notes.txt.abcdef", 3600);
    int release;
    pid_t pid = writer("autosave.tsumo.LiVe01", &release);

    drv_start(80, 24, "");
    drv_screen_is("menu", -1);
    for (size_t i = 0; i < sizeof dead / sizeof dead[0]; i++)
        gone(dead[i], "when the table has started");
    kept("autosave.tsumo.LiVe01", "under the tsumo writing it");
    kept("autosave.tsumo.young1", "an instant after it was made");
    kept("autosave.tsumo.bak", "though it is no temporary file");
    kept("notes.txt.abcdef", "though it is no file of the table's");
    drv_ok("the table's start removes the dead saves' temporary files (%zu), not a file another "
           "tsumo writes, a new one, or another name",
           sizeof dead / sizeof dead[0]);
    drv_keys("q", NULL);
    drv_exit();

    /* After a save: a game's deal is saved, and the dead save's file left meanwhile goes. */
    drv_start(80, 24, "play --names Alice,Bob,Carol,Dave --seed 5 --claim-window 0");
    drv_text("Players and their claim keys");
    leave("autosave.tsumo.Zz9Yy8", 3600);
    drv_keys("Enter", NULL);
    gone("autosave.tsumo.Zz9Yy8", "after a save");
    kept("autosave.tsumo.LiVe01", "after a save, under the tsumo writing it");
    kept("autosave.tsumo", "after a save");
    drv_ok("a save removes a dead save's temporary file left while the table runs");
    drv_leave();

    /* The other tsumo is gone (killed): its file is a dead save's now. */
    close(release);
    int status;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        drv_fail("the writer did not end well");
    drv_start(80, 24, "");
    drv_screen_is("menu", -1);
    gone("autosave.tsumo.LiVe01", "once its writer has gone");
    kept("autosave.tsumo", "at the start");
    drv_ok("once its writer is gone, its temporary file goes at the next start; the save stays");
    drv_keys("q", NULL);
    drv_exit();
    return drv_finish();
}
