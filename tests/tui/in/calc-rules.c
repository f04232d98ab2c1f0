/*
 * tui.calc-rules: the hand calculator names the ruleset it scores under with its description;
 * where the line is too narrow (80 columns) the description ends after its last whole word
 * with an ellipsis, never cut in the middle of a word ("Riichi rules, 2"); at 200 columns it is
 * whole. (Was tests/tui/calc-rules.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <string.h>

static bool ends_with(const char *s, const char *end)
{
    size_t n = strlen(s), m = strlen(end);
    return n >= m && strcmp(s + n - m, end) == 0;
}

static void at_size(int cols, int rows)
{
    drv_start(cols, rows, "");
    drv_text("Hand calculator");
    drv_keys("Down", "Enter", NULL);
    drv_text("Hand calculator — EMA 2008");
    int y = drv_find_row("^ +>? *Ruleset ", 0);
    const char *line = y >= 0 ? drv_row(y) : "";
    if (cols == 80) {
        if (!ends_with(line, "Riichi rules,…") && !ends_with(line, "Riichi rules…") &&
            !ends_with(line, "Association…"))
            drv_fail("at %dx%d the ruleset's description does not end in an ellipsis after a "
                     "word: '%s'",
                     cols, rows, line);
    } else if (drv_count(line, "Riichi rules, 2008[^…]*$") == 0) {
        drv_fail("at %dx%d the ruleset's description is not whole: '%s'", cols, rows, line);
    }
    drv_fits();
    drv_ok("the calculator's ruleset at %d %d: %s", cols, rows, drv_row(y));
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    drv_exit();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    at_size(80, 24);
    at_size(200, 60);
    return drv_finish();
}
