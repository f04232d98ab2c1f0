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

/* The names of the tenhou.net/6 export of the record, in its seat order: "Sim C,Sim A,...". */
static void export_names(const char *rec, char *names, size_t size)
{
    char args[600], path[512], line[4096], quoted[256];
    snprintf(args, sizeof args, "replay --to tenhou %s", rec);
    if (drv_output("tenhou", args) != 0)
        drv_fail("tsumo replay --to tenhou failed");
    names[0] = '\0';
    snprintf(path, sizeof path, "%s/tenhou", drv_tmp());
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        if (drv_sub(line, "\"name\": *\\[([^]]*)\\]", 1, quoted, sizeof quoted)) {
            size_t n = 0;
            for (const char *p = quoted; *p && n + 1 < size; p++)
                if (*p != '"')
                    names[n++] = *p;
            names[n] = '\0';
        }
    if (f)
        fclose(f);
}

/* "Sim C 47000" for each place, as `tsumo replay` gives the final result. */
static void replay_result(const char *rec, char *replay, size_t size)
{
    char args[600], path[512], line[4096];
    snprintf(args, sizeof args, "replay %s", rec);
    if (drv_output("replay", args) != 0)
        drv_fail("tsumo replay failed");
    replay[0] = '\0';
    snprintf(path, sizeof path, "%s/replay", drv_tmp());
    FILE *f = fopen(path, "r");
    bool final = false;
    int places = 0;
    while (f && fgets(line, sizeof line, f)) {
        final = final || strcmp(line, "Final result\n") == 0;
        char name[16], points[16];
        if (final && drv_sub(line, "^  [1-4]\\. (Sim [A-D]) *([0-9-]*) ", 1, name, sizeof name) &&
            drv_sub(line, "^  [1-4]\\. (Sim [A-D]) *([0-9-]*) ", 2, points, sizeof points)) {
            snprintf(replay + strlen(replay), size - strlen(replay), "%s %s\n", name, points);
            places++;
        }
    }
    if (f)
        fclose(f);
    if (places != 4)
        drv_fail("tsumo replay gives no final result: %s", replay);
}

/* The final screen's standings, one "Sim C 47000" line a place. */
static void table_standings(char *table, size_t size)
{
    table[0] = '\0';
    for (int y = 0; y < 24; y++) {
        char name[16], points[16];
        const char *row = drv_row(y);
        if (drv_sub(row, "^   [1-4]  *(Sim [A-D])  *([0-9-]*) ", 1, name, sizeof name) &&
            drv_sub(drv_row(y), "^   [1-4]  *(Sim [A-D])  *([0-9-]*) ", 2, points, sizeof points))
            snprintf(table + strlen(table), size - strlen(table), "%s %s\n", name, points);
    }
}

/* The score sheet's columns, the seats from the first dealer, as "Sim C,Sim A,...". */
static void sheet_seats(char *header, size_t size)
{
    int y = drv_find_row("^  Hands 1-[0-9]* of [0-9]*  *", 0);
    char rest[256];
    header[0] = '\0';
    if (y >= 0 &&
        drv_sub(drv_row(y), "^  Hands 1-[0-9]* of [0-9]*  *(.*)$", 1, rest, sizeof rest)) {
        size_t n = 0;
        for (const char *p = rest; *p && n + 1 < size; p++) {
            if (p[0] == ' ' && p[1] == ' ') { /* a run of two blanks or more */
                header[n++] = ',';
                p += strspn(p, " ") - 1;
            } else {
                header[n++] = *p;
            }
        }
        header[n] = '\0';
    }
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    char rec[512], args[600];
    snprintf(rec, sizeof rec, "%s", drv_sim_record(7));
    if (!drv_file_has("sim-7.txt", "seats drawn"))
        drv_fail("the record's seats are not drawn");
    char names[256], replay[256], table[256], header[256];
    export_names(rec, names, sizeof names);
    if (strcmp(names, "Sim A,Sim B,Sim C,Sim D") == 0)
        drv_fail("seed 7 no longer draws the seats out of order");
    replay_result(rec, replay, sizeof replay);

    snprintf(args, sizeof args, "play --from %s", rec);
    drv_start(80, 24, args);
    drv_screen_is("final", -1);
    table_standings(table, sizeof table);
    if (strcmp(replay, table) != 0)
        drv_fail("the table's standings differ from tsumo replay's: %s / %s", table, replay);
    drv_ok("the standings name the players as tsumo replay does");
    /* The score sheet's columns are the seats, from the first dealer, as in the export. */
    sheet_seats(header, sizeof header);
    if (strcmp(header, names) != 0)
        drv_fail("the score sheet's seats are '%s', the export's '%s'", header, names);
    drv_ok("the score sheet's seats are the export's: %s", names);
    drv_keys("q", NULL);
    drv_exit();
    return drv_finish();
}
