/*
 * score-hand: scores one hand with the installed libtsumo, the way a program
 * of your own would use it (docs/packaging.md).
 *
 *   cc score-hand.c $(pkg-config --cflags --libs tsumo) -o score-hand
 *   ./score-hand '234m567m456p678s55p'
 *
 * The hand is in mpsz notation (docs/notation.md); its last tile is the
 * winning tile. The win is a ron by the South seat in the East round, after a
 * riichi, with 1p as the dora indicator. Prints the yaku, han, fu and what the
 * discarder pays; exits 1 when the hand is refused, 2 on a bad argument.
 */
#include <stdio.h>
#include <string.h>

#include <tsumo/tsumo.h>

static void print_score(const tsumo_score *score)
{
    for (int i = 0; i < score->yaku_count; i++)
        printf("  %-16s %d\n", tsumo_yaku_id(score->yaku[i].yaku), score->yaku[i].han);
    printf("%d han %d fu: the discarder pays %d\n", score->han, score->fu,
           (int)score->payments.ron);
}

int main(int argc, char **argv)
{
    const char *text = argc > 1 ? argv[1] : "234m567m456p678s55p";
    tsumo_hand hand;
    tsumo_kind last;
    bool last_red;
    tsumo_diag diag;
    if (tsumo_hand_parse(&hand, &last, &last_red, text, &diag) != TSUMO_OK) {
        /* The argument is not echoed: the column says where it went wrong. */
        fprintf(stderr, "score-hand: column %d: %s\n", diag.column, tsumo_diag_msgid(diag.code));
        return 2;
    }

    tsumo_rules rules;
    tsumo_rules_default(&rules);
    tsumo_win win;
    memset(&win, 0, sizeof win);
    win.tile = last;
    win.tile_red = last_red;
    win.tsumo = false;
    win.seat_wind = TSUMO_WIND_SOUTH;
    win.round_wind = TSUMO_WIND_EAST;
    win.flags = TSUMO_WIN_RIICHI;
    win.dora_count = 1;
    win.dora[0] = tsumo_kind_make(TSUMO_PIN, 1);

    tsumo_score score;
    if (tsumo_score_hand(&score, &hand, &win, &rules) != TSUMO_OK) {
        fprintf(stderr, "score-hand: not a hand of 14 tiles\n");
        return 2;
    }
    char canonical[128];
    tsumo_hand_format(canonical, sizeof canonical, &hand);
    printf("tsumo %s (headers %s): %s\n", tsumo_version(), TSUMO_VERSION, canonical);
    if (!score.valid) {
        printf("refused: %d\n", score.refusal);
        return 1;
    }
    print_score(&score);
    return 0;
}
