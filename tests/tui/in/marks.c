/*
 * tui.marks: a meld's claimed tile shows who discarded it (EMA 3.3.5, R-CALL-05): the arrow
 * after it points on the screen at the discarder's seat, whoever looks. A pon made through the
 * keyboard is seen by its caller (bottom) and by the next player, for whom the caller sits on
 * the left; the arrow is worked out here from where the two seats are drawn, not from the
 * program. The tiles of ponds and melds stand a blank apart, so that no mark touches the next
 * tile; in kanji the arrows are arrows. Every frame fits 80x24. (Was tests/tui/marks.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The mark pointing at seat FROM's place on VIEWER's screen. */
static const char *arrow(int viewer, int from, bool ascii)
{
    static const char *const marks[2][4] = {{"↓", "→", "↑", "←"}, {"v", ">", "^", "<"}};
    return marks[ascii][(from - viewer + 4) % 4];
}

/* A mark glued to the next tile: "8p/N", "5s*Rd", "1m^1m" (ascii faces), rows 2 to 19. */
static bool glued(void)
{
    for (int y = 1; y < 19; y++)
        if (drv_count(drv_row(y), "([1-9][mps]|Wh|Gr|Rd)[*/<>^v+-]+([1-9][mps]|[ESWN] |Wh|Gr|Rd)"))
            return true;
    return false;
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (!drv_make_plan("pon", "pon"))
        drv_fail("the planner found no pon");
    int seat, from;
    char face[8], tile[8];
    const char *r = drv_plan_line("pon", "result ");
    if (!r || sscanf(r, "result pon %d %d %7s", &seat, &from, face) != 3)
        drv_fail("the plan's result: %s", r ? r : "none");
    static const char *const honours[] = {"E", "S", "W", "N", "Wh", "Gr", "Rd"};
    snprintf(tile, sizeof tile, "%s", face[1] == 'z' ? honours[face[0] - '1'] : face);
    int next = (seat + 1) % 4;
    static const char *const styles[] = {"ascii", "kanji"};
    for (int i = 0; i < 2; i++) {
        bool ascii = i == 0;
        char tiles[32], want[32];
        snprintf(tiles, sizeof tiles, "--tiles %s", styles[i]);
        drv_start_plan(80, 24, "pon", tiles);
        drv_keys("Enter", NULL);
        drv_play_plan("pon", 0);
        drv_keys("p", NULL);
        drv_pass_all();
        drv_pass_curtain(seat, "table");
        drv_fits();
        const char *mine = arrow(seat, from, ascii);
        snprintf(want, sizeof want, "%s%s", ascii ? tile : "", mine);
        if (!strstr(drv_row(20), want))
            drv_fail("the caller's own pon does not point '%s' at the discarder: %s", mine,
                     drv_row(20));
        drv_ok("%s: the caller sees the claimed tile pointing '%s' at the discarder", styles[i],
               mine);

        drv_keys("Enter", NULL);
        drv_screen_is("claim", -1);
        drv_fits();
        drv_pass_all();
        drv_pass_curtain(next, "table");
        drv_fits();
        const char *theirs = arrow(next, from, ascii);
        /* The caller is the next player's left seat: its melds are under its pond (row 14). */
        char meld[32];
        snprintf(meld, sizeof meld, "%.24s", drv_row(13));
        snprintf(want, sizeof want, "%s%s", ascii ? tile : "", theirs);
        if (!strstr(meld, want))
            drv_fail("for the next player the pon does not point '%s' at the discarder: '%s'",
                     theirs, meld);
        if (ascii && glued())
            drv_fail("a mark touches the next tile");
        drv_ok("%s: the next player sees the same pon pointing '%s' at the discarder's seat",
               styles[i], theirs);
        drv_leave();
    }
    return drv_finish();
}
