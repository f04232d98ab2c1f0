/*
 * tui.result-pao: the result of a pao hand (R-PAO-02, EMA 3.3.6, 4.2.5) says who pays what, as
 * the settlement does: in the pao-daisangen demo South wins big three dragons by tsumo and East,
 * who fed the third dragon, pays the whole 32000 alone; the page must not say "the dealer pays
 * 16000, the others 8000 each", which the payments page then contradicts. The same demo changed
 * to a ron (West discards South's 9p) splits it: East pays half, 16000, and West, the
 * discarder, the rest. (Was tests/tui/result-pao.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <string.h>

/* West holds a 9p and discards it at his third turn, where he drew and discarded before. */
static void pao_ron(void)
{
    char out[512], line[1024];
    snprintf(out, sizeof out, "%s/pao-ron.demo", drv_tmp());
    FILE *f = fopen(TSUMO_SOURCE_DIR "/data/demos/pao-daisangen.demo", "r"), *g = fopen(out, "w");
    int n = 0;
    while (f && g && fgets(line, sizeof line, f)) {
        if (strcmp(line, "hand W 5z\n") == 0)
            snprintf(line, sizeof line, "hand W 5z9p\n");
        else if (strcmp(line, "draws S 1z 9p\n") == 0)
            snprintf(line, sizeof line, "draws S 1z\n");
        else if (strcmp(line, "W tsumogiri\n") == 0 && ++n == 3) {
            fputs("W discard 9p\nS ron\nresult win -16000 +32000 -16000 0\n", g);
            break;
        }
        fputs(line, g);
    }
    if (f)
        fclose(f);
    if (g)
        fclose(g);
    if (n != 3)
        drv_fail("the pao demo has no third tsumogiri of West's");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_start(80, 24, "demo pao-daisangen");
    drv_screen_is("view", -1);
    drv_text("step 1 of");
    drv_keys("End", NULL);
    drv_text("wins by tsumo");
    drv_text("East pays all 32000 alone");
    drv_gone("the others 8000 each");
    drv_fits();
    drv_keys("Enter", NULL);
    drv_text("payments");
    drv_grep("^ +East +30000 +-32000");
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("q did not leave with status 0");
    drv_ok("a pao tsumo's result says the liable player pays it all, as the payments do");

    pao_ron();
    char args[600];
    snprintf(args, sizeof args, "demo %s/pao-ron.demo", drv_tmp());
    drv_start(80, 24, args);
    drv_screen_is("view", -1);
    drv_text("step 1 of");
    drv_keys("End", NULL);
    drv_text("wins by ron");
    drv_text("East pays 16000 and West 16000");
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("q did not leave with status 0");
    drv_ok("a pao ron's result splits it between the liable player and the discarder");
    return drv_finish();
}
