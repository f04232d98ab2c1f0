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
 *
 * A wall laid from known faces (tsumo_wall_build: a demo, a drill, a log
 * read back) skips the square: the faces are put straight at their draw-order
 * positions and the tiles left are shuffled into the other positions. A
 * record read back lays its faces with tsumo__wall_lay too, every position.
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

static void shuffle(tsumo_tile *tiles, int n, tsumo_rng *rng)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)tsumo_rng_below(rng, (uint32_t)i + 1);
        tsumo_tile t = tiles[i];
        tiles[i] = tiles[j];
        tiles[j] = t;
    }
}

void tsumo__wall_shuffle(tsumo_wall *wall, tsumo_rng *rng)
{
    tsumo_tile square[TSUMO_TILES];
    for (int i = 0; i < TSUMO_TILES; i++)
        square[i] = (tsumo_tile)i;
    shuffle(square, TSUMO_TILES, rng); /* R-WALL-01: shuffled face down */
    wall->dice[0] = (uint8_t)(1 + tsumo_rng_below(rng, 6));
    wall->dice[1] = (uint8_t)(1 + tsumo_rng_below(rng, 6));
    tsumo__wall_read(wall, square);
}

/* ---- laying a wall from known faces ---- */

static const char *const fault_msgids[TSUMO_WALL_FAULT_COUNT] = {
    [TSUMO_WALL_FAULT_NONE] = N_("no fault"),
    [TSUMO_WALL_FAULT_POSITION] = N_("a wall position outside 0-135"),
    [TSUMO_WALL_FAULT_TWICE] = N_("two tiles at one wall position"),
    [TSUMO_WALL_FAULT_KIND] = N_("no such tile"),
    [TSUMO_WALL_FAULT_NO_TILE] =
        N_("no such tile is left: there are four of each tile, the ruleset's red fives among them"),
    [TSUMO_WALL_FAULT_DICE] = N_("a die outside 1-6"),
};

const char *tsumo_wall_fault_msgid(tsumo_wall_fault fault)
{
    if ((unsigned)fault >= TSUMO_WALL_FAULT_COUNT)
        return N_("unknown error");
    return fault_msgids[fault];
}

/*
 * A copy of the face not laid yet, the highest first (the copy tests name a
 * plain tile by) or the lowest first; TSUMO_NO_TILE when none is left. Red
 * fives are the lowest copies (tile.h), so which copy a face takes never
 * changes the faces left.
 */
static tsumo_tile unlaid_copy(const bool used[TSUMO_TILES], tsumo_kind kind, bool red,
                              int red_fives, tsumo__wall_copy order)
{
    for (int i = 0; i < 4; i++) {
        int c = order == TSUMO__WALL_LOWEST_COPY ? i : 3 - i;
        tsumo_tile t = (tsumo_tile)(kind * 4 + c);
        if (!used[t] && tsumo_tile_is_red(t, red_fives) == red)
            return t;
    }
    return TSUMO_NO_TILE;
}

tsumo_wall_fault tsumo__wall_lay(tsumo_tile at[TSUMO_TILES], bool used[TSUMO_TILES],
                                 const tsumo_wall_face *f, int red_fives, tsumo__wall_copy order)
{
    if (f->pos < 0 || f->pos >= TSUMO_TILES)
        return TSUMO_WALL_FAULT_POSITION;
    if (f->kind >= TSUMO_KINDS)
        return TSUMO_WALL_FAULT_KIND;
    if (at[f->pos] != TSUMO_NO_TILE)
        return TSUMO_WALL_FAULT_TWICE;
    tsumo_tile t = unlaid_copy(used, f->kind, f->red, red_fives, order);
    if (t == TSUMO_NO_TILE && f->either)
        t = unlaid_copy(used, f->kind, !f->red, red_fives, order);
    if (t == TSUMO_NO_TILE)
        return TSUMO_WALL_FAULT_NO_TILE;
    used[t] = true;
    at[f->pos] = t;
    return TSUMO_WALL_FAULT_NONE;
}

/* The tiles no face took, in the order of their numbers, shuffled into the empty positions. */
static void fill_from_seed(tsumo_tile at[TSUMO_TILES], const bool used[TSUMO_TILES], uint64_t seed)
{
    tsumo_tile left[TSUMO_TILES];
    int n = 0;
    for (int t = 0; t < TSUMO_TILES; t++)
        if (!used[t])
            left[n++] = (tsumo_tile)t;
    tsumo_rng rng;
    tsumo_rng_seed(&rng, seed);
    shuffle(left, n, &rng);
    for (int pos = 0, k = 0; pos < TSUMO_TILES; pos++)
        if (at[pos] == TSUMO_NO_TILE)
            at[pos] = left[k++];
}

static tsumo_status wall_refuse(tsumo_wall_diag *diag, tsumo_wall_fault fault, size_t face)
{
    if (diag)
        *diag = (tsumo_wall_diag){.fault = fault, .face = face};
    return TSUMO_EINVAL;
}

tsumo_status tsumo_wall_build(tsumo_wall *out, const tsumo_rules *rules,
                              const tsumo_wall_face *faces, size_t count, const uint8_t dice[2],
                              uint64_t seed, tsumo_wall_diag *diag)
{
    if (rules->version != TSUMO_RULES_STRUCT_VERSION)
        return TSUMO_EVERSION;
    if (dice[0] < 1 || dice[0] > 6 || dice[1] < 1 || dice[1] > 6)
        return wall_refuse(diag, TSUMO_WALL_FAULT_DICE, 0);
    tsumo_wall wall = {.dice = {dice[0], dice[1]}};
    bool used[TSUMO_TILES] = {false};
    memset(wall.tiles, TSUMO_NO_TILE, sizeof wall.tiles);
    for (size_t i = 0; i < count; i++) {
        tsumo_wall_fault fault = tsumo__wall_lay(wall.tiles, used, &faces[i], rules->red_fives,
                                                 TSUMO__WALL_HIGHEST_COPY);
        if (fault != TSUMO_WALL_FAULT_NONE)
            return wall_refuse(diag, fault, i);
    }
    fill_from_seed(wall.tiles, used, seed);
    if (diag)
        *diag = (tsumo_wall_diag){.fault = TSUMO_WALL_FAULT_NONE};
    *out = wall;
    return TSUMO_OK;
}
