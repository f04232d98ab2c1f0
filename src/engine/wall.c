/*
 * The wall (R-WALL-01..09, R-DEAL-01, EMA 2.4-2.8).
 *
 * The tiles are shuffled into the square as the players build it: four walls
 * of 17 stacks two high, wall p in front of seat p, its stacks counted from
 * its right end as that player sees it. The dealer's dice pick the wall to
 * break (counting seats counter-clockwise, in turn order, with the dealer as
 * 1) and the break falls after the N-th stack from that wall's right end, N
 * being the sum. The live wall is then read from the stack left of the break,
 * going clockwise: along the broken wall towards its left end, then along the
 * wall of the seat before it in turn order, and so on. The 68 stacks in that
 * order, top tile first, are the wall of game.h; the last seven, which end at
 * the break, are the dead wall.
 */
#include "game-state.h"

#define STACKS_PER_WALL 17

int tsumo_wall_deal_position(int from_dealer, int index)
{
    /* Three rounds of two stacks each, then the dealer's jump (R-DEAL-01). */
    if (index < 12)
        return (index / 4) * 16 + from_dealer * 4 + index % 4;
    if (index == 12)
        return 48 + from_dealer;
    return 52;
}

int tsumo_wall_rinshan_position(int k)
{
    static const uint8_t order[4] = {134, 135, 132, 133}; /* AMB-04: top tile first */
    return order[k & 3];
}

int tsumo_wall_indicator_position(int i)
{
    return 130 - 2 * i;
}

int tsumo_wall_ura_position(int i)
{
    return 131 - 2 * i;
}

bool tsumo_wall_is_valid(const tsumo_wall *wall)
{
    uint8_t seen[TSUMO_TILES] = {0};
    for (int i = 0; i < TSUMO_TILES; i++) {
        tsumo_tile t = wall->tiles[i];
        if (t >= TSUMO_TILES || seen[t])
            return false;
        seen[t] = 1;
    }
    for (int i = 0; i < 2; i++)
        if (wall->dice[i] < 1 || wall->dice[i] > 6)
            return false;
    return true;
}

void tsumo__wall_break(uint8_t *seat, uint8_t *stack, int dealer, const uint8_t dice[2])
{
    int sum = dice[0] + dice[1];
    *seat = (uint8_t)((dealer + sum - 1) & 3); /* R-WALL-02, AMB-01 */
    *stack = (uint8_t)sum;                     /* R-WALL-03, AMB-02 */
}

/*
 * Reads the square into draw order from the break made by wall->dice. The
 * square is laid out from the dealer's seat: wall 0 is his, stacks counted
 * from each wall's right end, top tile first.
 */
void tsumo__wall_read(tsumo_wall *wall, const tsumo_tile square[TSUMO_TILES])
{
    uint8_t seat, n;
    tsumo__wall_break(&seat, &n, 0, wall->dice);
    for (int pos = 0; pos < TSUMO_TILES; pos++) {
        int j = n + pos / 2; /* stacks counted leftwards from the broken wall's right end */
        int w = (seat - j / STACKS_PER_WALL) & 3;
        int s = j % STACKS_PER_WALL;
        wall->tiles[pos] = square[w * 2 * STACKS_PER_WALL + s * 2 + pos % 2];
    }
}

void tsumo__wall_shuffle(tsumo_wall *wall, tsumo_rng *rng)
{
    tsumo_tile square[TSUMO_TILES];
    for (int i = 0; i < TSUMO_TILES; i++)
        square[i] = (tsumo_tile)i;
    for (int i = TSUMO_TILES - 1; i > 0; i--) { /* R-WALL-01: shuffled face down */
        int j = (int)tsumo_rng_below(rng, (uint32_t)i + 1);
        tsumo_tile t = square[i];
        square[i] = square[j];
        square[j] = t;
    }
    wall->dice[0] = (uint8_t)(1 + tsumo_rng_below(rng, 6));
    wall->dice[1] = (uint8_t)(1 + tsumo_rng_below(rng, 6));
    tsumo__wall_read(wall, square);
}
