/*
 * tsumo-tui-keys: the keys and the table's seconds a hand takes (issue 22), measured in process
 * on the driver (driver.h) with the scripted player (script.h), who makes the strongest computer
 * level's choices with the table's keys. Not a test: it prints the figures of docs/tui.md.
 *
 *   usage: tsumo-tui-keys [--hands N] [--seed S]
 *
 * (a) one human and three computers at the strongest level, as a learner plays, the table's
 *     defaults for that (the window only when he can claim, no timer on it, --cpu-pause 400);
 * (b) four humans with the ruleset's claim window (3 s).
 * Games of seeds S, S+1, ... are played until N hands are over in each case.
 */
#include "driver.h"
#include "script.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void run(const char *what, const char *names, unsigned computers, const char *more,
                long hands, long seed)
{
    script s;
    script_init(&s, computers, 400);
    for (long game = seed; s.hands < hands; game++) {
        drv_remove_state();
        char args[512];
        snprintf(args, sizeof args, "play --names %s --seed %ld --fixed-seats %s", names, game,
                 more);
        drv_start(80, 24, args);
        for (long guard = 0; s.hands < hands && script_step(&s); guard++)
            if (guard > 200000)
                drv_fail("the game of seed %ld does not end", game);
        if (s.hands < hands) {
            drv_keys("q", NULL); /* the final standings: q quits */
            drv_exit();
        } else {
            drv_leave();
        }
    }
    double per = (double)s.hands;
    printf("%s: %ld hands: %.1f keys a hand, %.0f s a hand (%.1f min); a hand: %.1f turns, "
           "%.1f claim windows (%.1f run out), %.1f curtains, %.1f computer turns\n",
           what, s.hands, s.keys / per, s.seconds / per, s.seconds / per / 60, s.turns / per,
           s.windows / per, s.windows_waited / per, s.curtains / per, s.cpu_turns / per);
}

int main(int argc, char **argv)
{
    long hands = 100, seed = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--hands") == 0)
            hands = strtol(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--seed") == 0)
            seed = strtol(argv[i + 1], NULL, 10);
    }
    if (hands < 1 || hands > 100000) {
        fprintf(stderr, "usage: tsumo-tui-keys [--hands N] [--seed S]\n");
        return 2;
    }
    char *none[] = {argv[0], NULL};
    drv_init(1, none);
    printf("cost: %.1f s a key, %.1f s for the keyboard to change hands at a curtain (less the "
           "claim window before it), a window the time it stays open, a computer's turn its "
           "pause\n",
           SCRIPT_KEY_S, SCRIPT_HANDOVER_S);
    run("(a) one human, three computers", "Ann,Bot2,Bot3,Bot4", 14, "--cpu 2,3,4 --cpu-level 3",
        hands, seed);
    run("(b) four humans", "Ann,Bo,Cy,Di", 0, "", hands, seed);
    return 0;
}
