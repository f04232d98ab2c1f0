/*
 * tui.restyle: a game resumed in another tile style (tsumo play --resume --tiles kanji) draws
 * everything in that style, the log of the last public events in the table's centre too: the
 * log keeps the events, not their text in the style they were first drawn in. (Was
 * tests/tui/restyle.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_start(80, 24,
              "play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats --claim-window 0 --tiles "
              "ascii");
    drv_text("Players and their claim keys");
    drv_keys("Enter", NULL);
    drv_pass_curtain(0, "table");
    drv_keys("Enter", NULL);
    drv_pass_all();
    drv_screen_is("curtain", -1);
    drv_keys("Enter", NULL);
    drv_screen_is("table", 1);
    drv_text("Alice discards ");
    drv_grep("Alice discards ([1-9][mps]|[ESWN]|Wh|Gr|Rd)");
    drv_ok("the log shows Alice's discard in ascii");
    drv_leave();

    drv_trace_mark();
    drv_start(80, 24, "play --resume --tiles kanji");
    drv_screen_is("curtain", -1);
    drv_keys("Enter", NULL);
    drv_screen_is("table", 1);
    drv_text("Alice discards ");
    for (int y = 0; y < 24; y++)
        if (strstr(drv_row(y), "Alice discards ") &&
            drv_count(drv_row(y), "discards ([1-9][mps]|[ESWN] |Wh|Gr|Rd)"))
            drv_fail("the resumed kanji table's log still shows the discard in ascii");
    drv_grep("Alice discards [^ -~]");
    drv_ok("resumed with --tiles kanji, the log shows the discard in kanji");
    drv_leave();
    return drv_finish();
}
