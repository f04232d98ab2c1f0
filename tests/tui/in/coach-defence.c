/*
 * tui.coach-defence: against a riichi the coach marks each tile of the hand (issue 22). On a
 * stacked wall (tests/tui/in/coach-wall.h) Di declares riichi with 4m; Ann, coached
 * (`--coach 1`), then draws 9s and holds 1m 4m 7m 1p 222p 5p 8888s E 9s. As the strongest
 * computer level judges them against Di (bot_safety_of, docs/computer-players.md "Advice"):
 * 4m genbutsu (in Di's discards: no ron on it, R-FURI-01, EMA 3.4.5), 1m and 7m suji (4m closes
 * their two-sided waits), 9s kabe (all four 8s are Ann's), 1p one chance (three 2p are hers),
 * East an honour, the rest dangerous. The marks stand over the tiles (under them with big
 * tiles), the tile under the caret has its reason in words, and nothing of it shows on the
 * claim window that follows.
 */
#include "coach-wall.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The marks over (or under) the hand, blanks squeezed out: one a tile, in the hand's order. */
static void marks_are(int y, const char *want)
{
    char got[64] = "";
    size_t n = 0;
    for (const char *p = drv_row(y); *p && n + 1 < sizeof got; p++)
        if (*p != ' ' && *p != '^') /* the caret stands beside a mark under big tiles */
            got[n++] = *p;
    got[n] = '\0';
    if (strncmp(got, want, strlen(want)) != 0)
        drv_fail("the marks on row %d are '%s', not '%s'", y, got, want);
}

static void type_tile(const char *face)
{
    char number[2] = {face[0], '\0'};
    drv_keys(number, face + 1, NULL);
}

/* The hand, sorted, the drawn 9s last: 1m 4m 7m 1p 2p 2p 2p 5p 8s 8s 8s 8s E, 9s. */
static const char want[] = "sgs1!!!!!!!!hk";

static void reasons(void)
{
    drv_text("coach: k 9s kabe against North: a tile its two-sided waits need is all seen");
    type_tile("4m");
    drv_text("coach: g 4m genbutsu: in North's discards, no ron on it (EMA 3.4.5)");
    type_tile("7m");
    drv_text("coach: s 7m suji against North: no two-sided wait on it; others may be");
    type_tile("5p");
    drv_text("coach: ! 5p dangerous against North: open to a two-sided wait");
    type_tile("1p");
    drv_text("coach: 1 1p one chance against North: three of a tile its wait needs seen");
    drv_fits();
    drv_no_ids();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    const char *const hands[4] = {"147m1p222p5p8888s2z1z", NULL, NULL, "123p456p789p345s6z"};
    coach_record("riichi.tsumo", hands, "3m3m4m9s", "3z",
                 "E discard 2z\nS discard 3m tsumogiri\nW discard 3m tsumogiri\n"
                 "N riichi 4m tsumogiri\n");
    char args[600];
    snprintf(args, sizeof args, "play --from %s/riichi.tsumo --coach 1 --claim-window 0",
             drv_tmp());
    drv_start(80, 24, args);
    drv_pass_all();
    drv_pass_curtain(0, "table");
    marks_are(19, want);
    reasons();
    drv_ok("at 80x24 each tile is marked over it against Di's riichi, the caret's in words");

    drv_keys("Enter", NULL);
    drv_screen_is("claim", -1);
    if (drv_shows("coach:"))
        drv_fail("the coach's lines on the claim window");
    drv_no_grep("s +g +s +1");
    drv_ok("nothing of it on the claim window");
    drv_leave();

    drv_remove_state(); /* no game kept from the first start, no message over the coach's */
    drv_start(200, 60, args);
    drv_pass_all();
    drv_pass_curtain(0, "table");
    marks_are(56, want);
    reasons();
    drv_ok("at 200x60 each tile is marked under it, the caret's in words");
    drv_leave();
    return drv_finish();
}
