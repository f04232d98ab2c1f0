/*
 * tui.alone: a learner practising alone (issues 13, 14): with one human at the table the start
 * screen says no curtain comes between turns, rather than telling him to pass the keyboard
 * before each turn; with four humans it still asks for that, and in a teaching game
 * (--open-hands) it says every hand is face up. The same holds in Spanish, and the text fits
 * 80x24. (Was tests/tui/alone.sh.)
 */
#include "driver.h"

#include <stdlib.h>

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    drv_start(80, 24, "play --cpu S,W,N --seed 7 --cpu-pause 0");
    drv_screen_is("start", -1);
    drv_text("You play alone against the computers");
    drv_gone("curtain asks");
    drv_fits();
    drv_ok("one human: no curtain promised");
    drv_leave();

    drv_start(80, 24, "play --names Ann,Bo,Cy,Di --seed 7");
    drv_screen_is("start", -1);
    drv_text("Before each turn a curtain asks");
    drv_ok("four humans: the curtain is still announced");
    drv_leave();

    drv_start(80, 24, "play --names Ann,Bo,Cy,Di --seed 7 --open-hands");
    drv_screen_is("start", -1);
    drv_text("every hand is face up");
    drv_gone("curtain asks");
    drv_ok("open hands: no curtain announced");
    drv_leave();

    setenv("LANGUAGE", "es", 1); /* the build's catalogue: TSUMO_LOCALEDIR, given by ctest */
    drv_start(80, 24, "play --cpu S,W,N --seed 7 --cpu-pause 0");
    drv_screen_is("start", -1);
    drv_text("Juegas solo contra la máquina");
    drv_fits();
    drv_ok("in Spanish too");
    drv_keys("q", "y", NULL);
    drv_exit();
    return drv_finish();
}
