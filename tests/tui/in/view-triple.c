/*
 * tui.view-triple: a triple ron in the viewer (issue 21 item 8; EMA 3.3.1: in EMA all three
 * win). Every winner's hand and points have a page: stepping the ron-triple demo to its end shows
 * South's, West's and North's win in turn, then the payments, at 80x24, 200x60, 134x45,
 * 160x48 and 240x67. (Each claim but the last also has a step of its own; the last ends the
 * hand, and the result's pages show it.)
 */
#include "driver.h"

#include <stdio.h>
#include <string.h>

static void at_size(int cols, int rows)
{
    drv_start(cols, rows, "demo ron-triple");
    drv_screen_is("view", -1);
    for (int n = 0; !drv_shows("page 1 of"); n++) {
        if (n >= 40)
            drv_fail("%dx%d: Right never reached the result", cols, rows);
        drv_keys("Right", NULL);
    }
    static const char *const winners[] = {"South wins by ron", "West wins by ron",
                                          "North wins by ron"};
    for (int i = 0; i < 3; i++) {
        if (i)
            drv_keys("Enter", NULL);
        char page[32];
        snprintf(page, sizeof page, "page %d of 4", i + 1);
        drv_text(page);
        drv_text(winners[i]);
        drv_text("1 han 40 fu");
    }
    drv_keys("Enter", NULL);
    drv_text("page 4 of 4");
    drv_text("payments");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("%dx%d: a page for each of the three winners, then the payments", cols, rows);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    at_size(80, 24);
    at_size(200, 60);
    at_size(134, 45);
    at_size(160, 48);
    at_size(240, 67);
    return drv_finish();
}
