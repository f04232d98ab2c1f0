/*
 * tui.coach: the coach at the table (issue 14): `tsumo play --coach 1,3` for Ann and Cy, played
 * on from the first two discards of tests/data/explain.tsumo (EMA 2008, a stacked wall; its
 * comments say what is planted). Each message of the coach shows on the coached seat's own
 * screen:
 * - its hand: shanten, or its waits with how many of each it may still expect, and why a
 *   discard would leave it furiten;
 * - before Cy's pon of 3p, which leaves her 1s-4s wait with no yaku: the ruleset has no open
 *   tanyao (R-WIN-02, R-YAKU-05, EMA 3.2, 4.2.1);
 * - before Ann's riichi with 9m, waiting on 1s 4s with 4s in her discards: a furiten riichi,
 *   allowed, that can win only by tsumo (R-FURI-01, R-FURI-06, EMA 3.4.5);
 * - when Di discards 4s: Ann could not ron it (furiten, EMA 3.4.5), nor Cy (no yaku, EMA 3.2),
 *   each told on her next turn.
 * Nothing of it on a public screen (the claim window, the curtain) nor on Bo's or Di's turn.
 * (Was tests/tui/coach.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void no_coach(const char *where)
{
    if (drv_shows("coach:"))
        drv_fail("the coach on %s", where);
}

static void type_tile(const char *face)
{
    char number[2] = {face[0], '\0'};
    drv_keys(number, face + 1, NULL);
}

/* The seat's turn, behind its curtain: a tile typed and discarded. */
static void discard(int seat, const char *face)
{
    drv_pass_curtain(seat, "table");
    type_tile(face);
    drv_keys("Enter", NULL);
    drv_screen_is("claim", -1);
}

/* The record up to (without) the line "W pon 33p", with LINE made INSTEAD (both may be NULL). */
static void record(const char *file, const char *line, const char *instead)
{
    char out[512], text[1024], last[1024] = "";
    snprintf(out, sizeof out, "%s/%s", drv_tmp(), file);
    FILE *f = fopen(TSUMO_SOURCE_DIR "/tests/data/explain.tsumo", "r"), *g = fopen(out, "w");
    bool changed = !line;
    while (f && g && fgets(text, sizeof text, f) && strcmp(text, "W pon 33p\n") != 0) {
        if (line && strncmp(text, line, strlen(line)) == 0 && text[strlen(line)] == '\n') {
            snprintf(text, sizeof text, "%s\n", instead);
            changed = true;
        }
        fputs(text, g);
        snprintf(last, sizeof last, "%s", text);
    }
    if (f)
        fclose(f);
    if (g)
        fclose(g);
    if (strncmp(last, "S discard 3p", 12) != 0)
        drv_fail("the record does not end where the test begins: %s", last);
    if (!changed)
        drv_fail("no line '%s' in the record", line);
}

static void coached_game(void)
{
    char args[600];
    snprintf(args, sizeof args, "play --from %s/coach.tsumo --coach 1,3 --claim-window 0",
             drv_tmp());
    drv_start(80, 24, args);
    drv_screen_is("claim", -1);
    no_coach("the claim window on 3p");

    /* Cy's call: the pon is chosen first; the coach warns that it leaves no yaku. */
    drv_keys("3", NULL);
    drv_screen_is("curtain", -1);
    no_coach("Cy's curtain");
    drv_pass_curtain(2, "call");
    drv_text("coach: this pon leaves no yaku (EMA 3.2); no open tanyao here (EMA 4.2.1)");
    drv_text("coach: 1 tile from tenpai");
    drv_fits();
    drv_ok("the call screen warns of a pon with no yaku (EMA 3.2, 4.2.1)");

    drv_keys("Enter", NULL);
    drv_pass_all();
    drv_pass_curtain(2, "table");
    drv_text("coach: after ");
    discard(2, "2z");
    no_coach("the claim window on 2z");
    drv_pass_all();
    discard(3, "1z");
    no_coach("Di's turn");
    drv_pass_all();

    /* Ann: riichi with 9m leaves 1s 4s, and 4s is in her discards. */
    drv_pass_curtain(0, "table");
    type_tile("9m");
    drv_text("coach: after 9m, tenpai, waits 1s (4 left), 4s (3 left)");
    drv_text("coach: furiten: 4s in own discards (EMA 3.4.5)");
    drv_ok("the turn says why a discard leaves the hand furiten (EMA 3.4.5)");
    drv_keys("r", NULL);
    drv_text("riichi: choose the tile");
    drv_text("coach: riichi allowed, but furiten (4s discarded): tsumo only (EMA 3.3.12)");
    drv_fits();
    drv_no_ids();
    drv_ok("the riichi in furiten is warned of before it is declared (EMA 3.3.12)");
    drv_keys("Enter", NULL);
    drv_screen_is("claim", -1);
    drv_pass_all();

    discard(1, "1m");
    drv_pass_all();
    discard(2, "1m");
    drv_pass_all();
    drv_pass_curtain(3, "table");
    no_coach("Di's turn");
    type_tile("4s");
    drv_keys("Enter", NULL);
    drv_screen_is("claim", -1);
    no_coach("the claim window on 4s, which Ann and Cy cannot ron");
    drv_pass_all();

    /* Each hears why she could not ron 4s, on her own next turn: Ann (in riichi) discards the 2m
       she draws, Bo the 2m he draws, then it is Cy's turn. */
    drv_pass_curtain(0, "table");
    drv_text("coach: no ron on 4s: furiten: 4s in own discards (EMA 3.3.12)");
    drv_no_ids();
    drv_ok("Ann, in riichi, is told she could not ron 4s: furiten, her wait locked (EMA 3.3.12)");
    type_tile("2m");
    drv_keys("Enter", NULL);
    drv_screen_is("claim", -1);
    drv_pass_all();
    discard(1, "2m");
    drv_pass_all();
    drv_pass_curtain(2, "table");
    drv_text("coach: no ron on 4s: no yaku to win with (EMA 3.2)");
    drv_ok("Cy is told she could not ron 4s: no yaku (EMA 3.2)");
    drv_leave();

    /* The coached players are kept with the table's settings: --resume brings the coach back. */
    drv_start(80, 24, "play --resume");
    drv_pass_curtain(2, "table");
    drv_text("coach: ");
    drv_ok("--resume keeps the coach");
    drv_leave();
}

/* Where open tanyao counts (the same record, its ruleset's key changed), Cy's pon keeps tanyao
   on her 4s: no warning. */
static void open_tanyao(void)
{
    record("kuitan.tsumo", "  open_tanyao = no", "  open_tanyao = yes");
    char args[600];
    snprintf(args, sizeof args, "play --from %s/kuitan.tsumo --coach 3 --claim-window 0",
             drv_tmp());
    drv_start(80, 24, args);
    drv_screen_is("claim", -1);
    drv_keys("3", NULL);
    drv_pass_curtain(2, "call");
    drv_text("coach: 1 tile from tenpai");
    drv_gone("leaves no yaku");
    drv_ok("no warning where the pon keeps a yaku (open tanyao)");
    drv_leave();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    record("coach.tsumo", NULL, NULL);
    coached_game();
    open_tanyao();
    return drv_finish();
}
