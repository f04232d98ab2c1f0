/*
 * tui.keys-windows (issue 22): the faster table still tells nobody anything.
 * - One human among three computers: a claim window opens only when he can claim (the
 *   computers answer from their own views, and he knows his hand), so some discards pass with
 *   no window at all; every window that opens offers him a claim (EMA 3.3.1).
 * - Four humans: a window after every discard, each as long as the others (the ruleset's 3 s,
 *   still open at 2.9 s, closed at 3.0 s when nobody answers), whether or not a seat could
 *   claim: windows of both kinds are met and measured alike.
 * - A hand in riichi (R-RII-06, EMA 3.3.12) whose drawn tile neither wins nor makes a kan plays
 *   itself: no curtain and no key (the scripted player fails on such a turn), and its discards
 *   are made.
 * The players are the scripted player of script.h, making the strongest level's choices.
 */
#include "driver.h"
#include "script.h"

#include <stdio.h>
#include <string.h>

static int lone_windows;

static void lone_window(script *s, bool can_claim)
{
    (void)s;
    lone_windows++;
    if (!can_claim)
        drv_fail("a window opened for the one human where he cannot claim");
}

static void one_human(void)
{
    script s;
    script_init(&s, 14, 0);
    s.on_window = lone_window;
    drv_remove_state();
    drv_start(80, 24,
              "play --names Ann,Bot2,Bot3,Bot4 --seed 3 --fixed-seats --cpu 2,3,4 --cpu-level 3 "
              "--cpu-pause 0");
    long discards = 0;
    while (s.hands < 3 && script_step(&s))
        if (drv_trace_matches("^screen=result "))
            discards = script_saved_discards(14);
    if (lone_windows == 0 || discards <= lone_windows)
        drv_fail("%d windows for %ld discards of the computers: none skipped, or none shown",
                 lone_windows, discards);
    drv_ok("one human: %d windows, each one he could claim in, for %ld discards of the computers",
           lone_windows, discards);
    drv_leave();
}

static int kinds[2]; /* windows met where nobody / somebody could claim */

static int left_tenths(void)
{
    int whole = -1, tenth = -1;
    const char *at = strstr(drv_row(0), " s left");
    while (at && at > drv_row(0) && at[-1] != ' ')
        at--;
    if (!at || sscanf(at, "%d.%d", &whole, &tenth) != 2)
        return -1;
    return whole * 10 + tenth;
}

/* Every window: 3.0 s at its opening, still open after 2.9 s; the scripted player then lets the
   last tenth run out (or claims), and fails if the window outlives it. */
static void four_window(script *s, bool can_claim)
{
    (void)s;
    kinds[can_claim]++;
    if (left_tenths() != 30)
        drv_fail("a window opened with %d tenths of a second", left_tenths());
    drv_advance(2900);
    if (!drv_trace_matches("^screen=claim ") || left_tenths() != 1)
        drv_fail("a window (%s) closed before its time", can_claim ? "claimable" : "not claimable");
}

static void four_humans(void)
{
    script s;
    script_init(&s, 0, 0);
    s.on_window = four_window;
    long riichi_discards = 0;
    for (long seed = 1; seed < 20 && (kinds[0] < 5 || kinds[1] < 2 || riichi_discards < 1);
         seed++) {
        drv_remove_state();
        char args[256];
        snprintf(args, sizeof args, "play --names Ann,Bo,Cy,Di --seed %ld --fixed-seats", seed);
        drv_start(80, 24, args);
        long game_riichi = 0; /* the autosave's game so far (it is gone at the final standings) */
        for (long hands = s.hands + 2; s.hands < hands && script_step(&s);)
            if (drv_trace_matches("^screen=result "))
                game_riichi = script_riichi_discards();
        riichi_discards += game_riichi;
        if (drv_trace_matches("^screen=final ")) {
            drv_keys("q", NULL);
            drv_exit();
        } else {
            drv_leave();
        }
    }
    if (kinds[0] < 5 || kinds[1] < 2)
        drv_fail("windows met: %d where nobody could claim, %d where somebody could", kinds[0],
                 kinds[1]);
    drv_ok("four humans: %d windows where nobody could claim and %d where somebody could, each "
           "3.0 s, open at 2.9 s, closed at 3.0 s when nobody claimed",
           kinds[0], kinds[1]);
    if (riichi_discards < 1)
        drv_fail("no hand in riichi discarded again in the hands played");
    drv_ok("hands in riichi discarded %ld times; the %ld riichi turns that came to the keys each "
           "had a tsumo or a kan to choose",
           riichi_discards, s.riichi_turns_shown);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    one_human();
    four_humans();
    return drv_finish();
}
