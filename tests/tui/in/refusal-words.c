/*
 * tui.refusal-words: how the table words a refusal where the engine's reason alone reads wrong:
 * a pon or kan meant without the tiles says what the call needs (R-CALL-01, EMA 3.3.1), not that
 * "that tile is not in the hand"; a chi from the wrong seat says so first (R-CALL-02, EMA
 * 3.3.4); an action the ruleset switched off names the ruleset's key (CFG-OPENRII, R-ABRT-02),
 * never "()". (Was tests/tui/refusal-words.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void at_size(int cols, int rows)
{
    char args[512], text[256];
    drv_remove_state();
    snprintf(args, sizeof args,
             "play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0 --rules "
             "%s/no-nine.ini",
             drv_tmp());
    drv_start(cols, rows, args);
    drv_text("Players and their claim keys");
    drv_keys("Enter", NULL);
    drv_pass_curtain(0, "table");
    drv_keys("N", NULL);
    drv_text("Refused: this ruleset does not have it (kyuushu_kyuuhai)");
    drv_gone("()");
    drv_ok("%d %d: nine terminals off in the ruleset names its key kyuushu_kyuuhai", cols, rows);
    drv_keys("End", "Enter", NULL);
    drv_screen_is("claim", -1);
    drv_keys("3", NULL);
    drv_pass_curtain(2, "call");
    char tile[16] = "";
    for (int y = 0; y < rows && !tile[0]; y++) {
        const char *c = strstr(drv_row(y), "Cy: claim ");
        if (c && strstr(c, " from Ann?"))
            sscanf(c + 10, "%15s", tile);
    }
    if (!tile[0])
        drv_fail("no claimed tile in the title: %s", drv_row(0));
    if (drv_trace_matches(" legal: .*pon")) {
        printf("Cy can pon %s: skipped\n", tile);
    } else {
        drv_keys("p", NULL);
        snprintf(text, sizeof text, "Refused: pon needs two %s in your hand — EMA 3.3.1", tile);
        drv_text(text);
        drv_ok("%d %d: a pon without a pair says what pon needs (%s)", cols, rows, tile);
        drv_keys("K", NULL);
        snprintf(text, sizeof text, "Refused: kan needs three %s in your hand — EMA 3.3.1", tile);
        drv_text(text);
        drv_ok("%d %d: a kan without three says what kan needs", cols, rows);
    }
    drv_keys("c", NULL);
    drv_text("Refused: chi only on the discard of the player on your left — EMA 3.3.4");
    drv_gone("not in the hand");
    drv_ok("%d %d: a chi from across the table says where chi comes from", cols, rows);
    drv_fits();
    drv_type("q y");
    drv_exit();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_ruleset("no-nine.ini", "kyuushu_kyuuhai = yes", "kyuushu_kyuuhai = no");
    at_size(80, 24);
    at_size(200, 60);
    return drv_finish();
}
