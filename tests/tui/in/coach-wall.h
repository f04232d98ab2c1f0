/*
 * A hand on a stacked wall for the coach's tests (tests/tui/in/coach-*.c, issue 22): a record
 * of East 1 under EMA 2008 whose wall deals the hands given, draws the tiles given, and turns
 * the indicator given, with the actions up to the moment a test plays on from (`play --from`).
 */
#ifndef TSUMO_TEST_COACH_WALL_H
#define TSUMO_TEST_COACH_WALL_H

#include "driver.h"
#include "tsumo/tsumo.h"

#include <stdio.h>
#include <string.h>

#define COACH_WALL_TILES 136

/* The kinds of "123m44p7z" (a 0 is a red five, marked by `red`), in order; their count. */
static int coach_kinds(const char *text, tsumo_kind out[], bool red[], int max)
{
    int n = 0, from = 0;
    for (int i = 0; text && text[i]; i++) {
        if (text[i] >= '0' && text[i] <= '9')
            continue;
        int suit = text[i] == 'm' ? 0 : text[i] == 'p' ? 1 : text[i] == 's' ? 2 : 3;
        for (int j = from; j < i && n < max; j++, n++) {
            int number = text[j] == '0' ? 5 : text[j] - '0';
            red[n] = text[j] == '0';
            out[n] = (tsumo_kind)(suit * 9 + number - 1);
        }
        from = i + 1;
    }
    return n;
}

/* A physical tile of the kind not used yet (a red five only when asked for: copy 0). */
static tsumo_tile coach_take(bool used[COACH_WALL_TILES], tsumo_kind k, bool red)
{
    bool five = k < 27 && k % 9 == 4;
    for (int copy = 3; copy >= 0; copy--) {
        int c = red ? 0 : copy;
        if ((red || !five || c != 0) && !used[k * 4 + c]) {
            used[k * 4 + c] = true;
            return (tsumo_tile)(k * 4 + c);
        }
        if (red)
            break;
    }
    drv_fail("the stacked wall has no more of kind %d", k);
}

/* A tile in the record's notation: "5m", "0m" for the red five (copy 0 of a five). */
static void coach_notation(char out[4], tsumo_tile t)
{
    int k = t / 4, red = k < 27 && k % 9 == 4 && t % 4 == 0;
    snprintf(out, 4, "%d%c", red ? 0 : k % 9 + 1, "mpsz"[k / 9]);
}

/* Places the tiles of `text` at wall positions from `positions` (count: their number). */
static void coach_place(tsumo_tile wall[], bool used[], const char *text, const int *positions,
                        int count)
{
    tsumo_kind kinds[20];
    bool red[20];
    int n = coach_kinds(text, kinds, red, 20);
    if (n > count)
        drv_fail("too many tiles in %s", text);
    for (int i = 0; i < n; i++)
        wall[positions[i]] = coach_take(used, kinds[i], red[i]);
}

/*
 * FILE in the test's dir: East 1 dealt HANDS (by seat, Ann East; 13 tiles, the dealer's 14th
 * written last), the live wall from DRAWS (South's first draw first), the dora indicator
 * INDICATOR, every other tile in order; then the record's ACTIONS lines.
 */
static void coach_record(const char *file, const char *const hands[4], const char *draws,
                         const char *indicator, const char *actions)
{
    tsumo_tile wall[COACH_WALL_TILES];
    bool used[COACH_WALL_TILES] = {false}, placed[COACH_WALL_TILES] = {false};
    for (int i = 0; i < COACH_WALL_TILES; i++)
        wall[i] = TSUMO_NO_TILE;
    for (int seat = 0; seat < 4; seat++) {
        int positions[14];
        for (int i = 0; i < 14; i++)
            positions[i] = tsumo_wall_deal_position(seat, i);
        coach_place(wall, used, hands[seat], positions, seat ? 13 : 14);
    }
    int live[69], dora = 130;
    for (int i = 0; i < 69; i++)
        live[i] = 53 + i;
    coach_place(wall, used, draws, live, 69);
    coach_place(wall, used, indicator, &dora, 1);
    for (int i = 0; i < COACH_WALL_TILES; i++)
        placed[i] = wall[i] != TSUMO_NO_TILE;
    int next = 0;
    for (int i = 0; i < COACH_WALL_TILES; i++) {
        while (next < COACH_WALL_TILES && used[next])
            next++;
        if (!placed[i] && next < COACH_WALL_TILES) {
            wall[i] = (tsumo_tile)next;
            used[next] = true;
        }
    }
    char path[512];
    snprintf(path, sizeof path, "%s/%s", drv_tmp(), file);
    FILE *f = fopen(path, "w");
    if (!f)
        drv_fail("cannot write %s", path);
    fprintf(f, "tsumo-record 1\nruleset ema2008\nseed 1\nseats fixed\nplayer Ann\nplayer Bo\n"
               "player Cy\nplayer Di\n\nhand E1 honba 0 sticks 0 scores 30000 30000 30000 30000\n"
               "wall 1 1\n");
    static const struct {
        const char *name;
        int from, to;
    } parts[] = {{"deal", 0, 53}, {"live", 53, 122}, {"dead", 122, 136}};
    for (int p = 0; p < 3; p++) {
        fputs(parts[p].name, f);
        for (int i = parts[p].from; i < parts[p].to; i++) {
            char t[4];
            coach_notation(t, wall[i]);
            fprintf(f, " %s", t);
        }
        fputc('\n', f);
    }
    fprintf(f, "%s", actions);
    fclose(f);
}

#endif
