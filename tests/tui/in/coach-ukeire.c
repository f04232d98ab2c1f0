/*
 * tui.coach-ukeire: the coach teaches efficiency (issue 22). Ann, coached (`--coach 1`), deals
 * East 1 on a stacked wall (tests/tui/in/coach-wall.h) with 123m 456p 789s 35m 1p 3p and South
 * drawn: one tile from tenpai after any of her loose tiles. On her turn the coach's line says,
 * for the tile under the caret, how many tiles not seen improve the hand after it and which
 * (the ukeire), counted here again with the engine's shanten alone; the message row ranks the
 * best discards with theirs, and where the caret is on another tile than the strongest
 * computer level's choice it names that choice and why: the level's own reason where the row
 * has room (issue 19), else the short form.
 */
#include "coach-wall.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const hands[4] = {"123m456p789s35m1p3p2z", NULL, NULL, NULL};

/* The tiles not seen by Ann (her hand and the indicator) that lower the shanten of her hand
   less `discard`, counted kind by kind; their words ("4m 1p") into `kinds`. */
static int ukeire(const char *discard, char *kinds, size_t size, int *shanten)
{
    tsumo_kind held[20], gone[1], shown[1];
    bool red[20];
    int n = coach_kinds(hands[0], held, red, 20);
    coach_kinds(discard, gone, red, 1);
    coach_kinds("3z", shown, red, 1);
    uint8_t counts[TSUMO_KINDS] = {0};
    for (int i = 0; i < n; i++)
        counts[held[i]]++;
    counts[gone[0]]--;
    int before = tsumo_shanten_min(counts, 0), total = 0;
    *shanten = before;
    size_t len = 0;
    kinds[0] = '\0';
    static const char *const honours[] = {"E", "S", "W", "N", "Wh", "Gr", "Rd"};
    for (int k = 0; k < TSUMO_KINDS; k++) {
        int unseen = 4 - counts[k] - (k == gone[0]) - (k == shown[0]);
        if (unseen <= 0)
            continue;
        counts[k]++;
        bool better = tsumo_shanten_min(counts, 0) < before;
        counts[k]--;
        if (!better)
            continue;
        total += unseen;
        char word[4];
        if (k >= 27)
            snprintf(word, sizeof word, "%s", honours[k - 27]);
        else
            snprintf(word, sizeof word, "%d%c", k % 9 + 1, "mps"[k / 9]);
        len += (size_t)snprintf(kinds + len, size - len, "%s%s", len ? " " : "", word);
    }
    return total;
}

/* The coach's line after `tile` (typed, or under the caret already) has the ukeire counted. */
static void line_after(const char *tile, const char *word)
{
    char kinds[200], want[320];
    int shanten, total = ukeire(tile, kinds, sizeof kinds, &shanten);
    snprintf(want, sizeof want, "coach: after %s, %d %s from tenpai, %d tiles help: %s", word,
             shanten, shanten == 1 ? "tile" : "tiles", total, kinds);
    drv_text(want);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    coach_record("ukeire.tsumo", hands, "", "3z", "");
    char args[600];
    snprintf(args, sizeof args, "play --from %s/ukeire.tsumo --coach 1 --claim-window 0",
             drv_tmp());
    drv_start(80, 24, args);
    drv_pass_curtain(0, "table");
    /* The caret starts on the drawn South: the level's own choice, so no choice is named. */
    line_after("2z", "S");
    drv_text("coach: best: S ");
    drv_gone("level 3:");
    drv_fits();
    drv_ok("the coach gives the ukeire of the drawn tile's discard and the best discards");

    drv_keys("3", "m", NULL);
    line_after("3m", "3m");
    /* 3m and 6p both take 10 tiles; level 3 puts first the one whose ready hands are worth more. */
    drv_text("coach: best: S 22, 1p 13, 3m 10 tiles · level 3: S, more tiles (22, not 10)");
    drv_fits();
    drv_ok("on 3m: its ukeire, the best three, and the strongest level's South: more tiles");

    drv_keys("1", "p", NULL);
    line_after("1p", "1p");
    drv_grep("level 3: S, more tiles \\([0-9]+, not [0-9]+\\)");
    drv_fits();
    drv_ok("on 1p: its ukeire, and the strongest level's South: more tiles");
    drv_leave();

    /* With big tiles, the same lines after Ann's label. */
    drv_remove_state(); /* no game kept from the first start, no message over the coach's */
    drv_start(200, 60, args);
    drv_pass_curtain(0, "table");
    line_after("2z", "S");
    drv_text("coach: best: S ");
    drv_fits();
    drv_ok("at 200x60 the same line, nothing cut");
    /* Where the row has room, the level's choice comes with its own reason (issue 19), in the
       review's words (findings_decision_text). */
    drv_keys("3", "m", NULL);
    drv_text("· level 3 would discard S here, because ");
    drv_gone("level 3: S, more tiles");
    drv_fits();
    drv_ok("on 3m at 200 columns: the strongest level's South with its reason");
    drv_leave();
    return drv_finish();
}
