/*
 * tui.seats: seats drawn by lot (R-SEAT-02, EMA 2.3): `tsumo play --from` a whole game that
 * `tsumo sim --record` played with drawn seats shows the same players with the same points as
 * `tsumo replay` and the tenhou.net/6 export (tests/cli/seats.sh checks those two against the
 * record's results, hand by hand). (Was tests/tui/seats.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    char rec[512], args[600], path[512], line[4096];
    snprintf(rec, sizeof rec, "%s", drv_sim_record(7));
    if (!drv_file_has("sim-7.txt", "seats drawn"))
        drv_fail("the record's seats are not drawn");
    /* The export's names, in its seat order. */
    snprintf(args, sizeof args, "replay --to tenhou %s", rec);
    if (drv_output("tenhou", args) != 0)
        drv_fail("tsumo replay --to tenhou failed");
    char names[256] = "", quoted[256];
    snprintf(path, sizeof path, "%s/tenhou", drv_tmp());
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        if (drv_sub(line, "\"name\": *\\[([^]]*)\\]", 1, quoted, sizeof quoted)) {
            size_t n = 0;
            for (const char *p = quoted; *p && n + 1 < sizeof names; p++)
                if (*p != '"')
                    names[n++] = *p;
            names[n] = '\0';
        }
    if (f)
        fclose(f);
    if (strcmp(names, "Sim A,Sim B,Sim C,Sim D") == 0)
        drv_fail("seed 7 no longer draws the seats out of order");
    /* "Sim C 47000" for each place, as `tsumo replay` gives the final result. */
    snprintf(args, sizeof args, "replay %s", rec);
    if (drv_output("replay", args) != 0)
        drv_fail("tsumo replay failed");
    char replay[256] = "", table[256] = "";
    snprintf(path, sizeof path, "%s/replay", drv_tmp());
    f = fopen(path, "r");
    bool final = false;
    int places = 0;
    while (f && fgets(line, sizeof line, f)) {
        final = final || strcmp(line, "Final result\n") == 0;
        char name[16], points[16];
        if (final && drv_sub(line, "^  [1-4]\\. (Sim [A-D]) *([0-9-]*) ", 1, name, sizeof name) &&
            drv_sub(line, "^  [1-4]\\. (Sim [A-D]) *([0-9-]*) ", 2, points, sizeof points)) {
            snprintf(replay + strlen(replay), sizeof replay - strlen(replay), "%s %s\n", name,
                     points);
            places++;
        }
    }
    if (f)
        fclose(f);
    if (places != 4)
        drv_fail("tsumo replay gives no final result: %s", replay);

    snprintf(args, sizeof args, "play --from %s", rec);
    drv_start(80, 24, args);
    drv_screen_is("final", -1);
    for (int y = 0; y < 24; y++) {
        char name[16], points[16];
        const char *row = drv_row(y);
        if (drv_sub(row, "^   [1-4]  *(Sim [A-D])  *([0-9-]*) ", 1, name, sizeof name) &&
            drv_sub(drv_row(y), "^   [1-4]  *(Sim [A-D])  *([0-9-]*) ", 2, points, sizeof points))
            snprintf(table + strlen(table), sizeof table - strlen(table), "%s %s\n", name, points);
    }
    if (strcmp(replay, table) != 0)
        drv_fail("the table's standings differ from tsumo replay's: %s / %s", table, replay);
    drv_ok("the standings name the players as tsumo replay does");
    /* The score sheet's columns are the seats, from the first dealer, as in the export. */
    int y = drv_find_row("^  Hands 1-[0-9]* of [0-9]*  *", 0);
    char header[256] = "", rest[256];
    if (y >= 0 &&
        drv_sub(drv_row(y), "^  Hands 1-[0-9]* of [0-9]*  *(.*)$", 1, rest, sizeof rest)) {
        size_t n = 0;
        for (const char *p = rest; *p && n + 1 < sizeof header; p++) {
            if (p[0] == ' ' && p[1] == ' ') { /* a run of two blanks or more */
                header[n++] = ',';
                p += strspn(p, " ") - 1;
            } else {
                header[n++] = *p;
            }
        }
        header[n] = '\0';
    }
    if (strcmp(header, names) != 0)
        drv_fail("the score sheet's seats are '%s', the export's '%s'", header, names);
    drv_ok("the score sheet's seats are the export's: %s", names);
    drv_keys("q", NULL);
    drv_exit();
    return drv_finish();
}
