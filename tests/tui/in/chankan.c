/*
 * tui.chankan: a kan robbed through the keyboard (R-KAN-05, EMA 3.3.8 and 4.2.1): pons claimed
 * with the seat's key and p, a tile added to a pon with K, the window that opens on the added
 * tile for the other seats (the kan in sight on it, EMA 3.3.5), the ron on it, and the result
 * with its yaku, Robbing a Kan. No screen on the way shows a hidden tile. (Was chankan.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int count_of(const char *row, const char *text)
{
    int n = 0;
    for (const char *p = row; (p = strstr(p, text)) != NULL; p += strlen(text))
        n++;
    return n;
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (!drv_make_plan("plan", "chankan"))
        drv_fail("the planner found no hand won by robbing a kan");
    long seed = drv_plan_seed("plan");
    static const char *const names[] = {"Alice", "Bob", "Carol", "Dave"};
    int winner, han, fu, total;
    const char *r = drv_plan_line("plan", "result ");
    if (!r || sscanf(r, "result win %d ron %d %d %d", &winner, &han, &fu, &total) != 4)
        drv_fail("the plan's result is no ron: %s", r ? r : "none");
    const char *a = drv_plan_last_line("plan", "A "); /* the seat of the last added kan */
    int kan_seat = a ? atoi(a + 2) : -1;
    if (kan_seat < 0 || kan_seat > 3)
        drv_fail("the plan adds no kan");
    const char *name = names[winner], *kanner = names[kan_seat];

    drv_start_plan(80, 24, "plan", NULL);
    drv_keys("Enter", NULL);
    drv_check_leaks = drv_check_fits = drv_check_hints = true;
    /* Up to the window on the added tile: the pon being extended is in sight of the seat that
       decides whether to rob it (EMA 3.3.5), although the window shows no hand. */
    int ron_step = drv_plan_last_step("plan", 'W');
    drv_play_plan("plan", ron_step - 1);
    drv_screen_is("claim", -1);
    char adds[64];
    snprintf(adds, sizeof adds, "%s adds", kanner);
    drv_text(adds);
    char kan_tile[16] = "";
    for (int y = 0; y < 24 && !kan_tile[0]; y++) {
        const char *at = strstr(drv_row(y), " adds ");
        if (at && strstr(at, " to a kan"))
            sscanf(at + 6, "%15s", kan_tile);
    }
    char plus[20];
    snprintf(plus, sizeof plus, "%s+", kan_tile);
    char row20[4096];
    snprintf(row20, sizeof row20, "%s", drv_row(19));
    if (!kan_tile[0] || !strstr(row20, plus))
        drv_fail("the window on the added %s does not show %s's kan: %s", kan_tile, kanner, row20);
    int n = count_of(row20, kan_tile);
    if (n < 4)
        drv_fail("the window shows %d tiles of %s's added kan of %s, not 4", n, kanner, kan_tile);
    drv_ok("the window on the added %s shows %s's kan, the added tile marked '+'", kan_tile,
           kanner);
    drv_play_plan_range("plan", ron_step, 0);
    drv_screen_is("result", -1);
    char wins[64];
    snprintf(wins, sizeof wins, "%s wins by ron", name);
    drv_text(wins);
    drv_check_no_leak();
    drv_fits();
    drv_ok("%s robs %s's added kan through the keyboard (seed %ld) and wins by ron", name, kanner,
           seed);
    drv_text("Robbing a Kan (chankan)");
    char value[64];
    snprintf(value, sizeof value, "%d han %d fu", han, fu);
    drv_text(value);
    snprintf(value, sizeof value, "%d points", total);
    drv_text(value);
    drv_ok("the result names Robbing a Kan and the value the engine gives (%d han %d fu, %d)", han,
           fu, total);
    drv_leave();
    return drv_finish();
}
