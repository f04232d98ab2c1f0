/*
 * A mirror's correction (game.h, tsumo_game_exchange_tiles): a program that
 * follows a game played elsewhere learns a hidden tile's face late, and puts
 * it where the table had it by exchanging two tiles nobody has been shown, so
 * that its game goes on by actions instead of being dealt and replayed again.
 */
#include "game-state.h"

/* Where a tile lies: a wall position (seat < 0) or a seat's concealed tiles at `at`. */
typedef struct place {
    int seat, at;
} place;

/* Whether wall position `pos` is still face down and undrawn. */
static bool wall_hidden(const tsumo_game *g, int pos)
{
    if (pos < g->next_draw)
        return false;
    for (int i = 0; i < g->indicators; i++)
        if (pos == tsumo_wall_indicator_position(i))
            return false;
    for (int k = 0; k < g->rinshan_taken; k++)
        if (pos == tsumo_wall_rinshan_position(k))
            return false;
    return true;
}

/* Where `t` lies hidden from everyone; false when it has been shown. */
static bool find_hidden(const tsumo_game *g, tsumo_tile t, place *out)
{
    for (int seat = 0; seat < 4; seat++) {
        const g_seat *s = &g->seats[seat];
        for (int i = 0; i < s->tile_count; i++)
            if (s->tiles[i] == t) {
                *out = (place){seat, i};
                /* an open riichi or a hand shown at the end is seen by all */
                return !s->open_riichi && s->shown_count == 0;
            }
    }
    /* A drawn position still names the tile drawn from it, which an exchange may since have
       put elsewhere: only a position still face down says where the tile lies. */
    for (int pos = 0; pos < TSUMO_TILES; pos++)
        if (g->wall.tiles[pos] == t && wall_hidden(g, pos)) {
            *out = (place){-1, pos};
            return true;
        }
    return false;
}

/* Puts `t` at `p` where another tile was: the hand's counts follow, its order stays. */
static void put(tsumo_game *g, place p, tsumo_tile t)
{
    if (p.seat < 0) {
        g->wall.tiles[p.at] = t;
        return;
    }
    g_seat *s = &g->seats[p.seat];
    tsumo_tile old = s->tiles[p.at];
    bool drawn = s->drawn == old;
    tsumo__game_take(g, p.seat, old); /* the last tile moves to p.at ... */
    tsumo__game_give(g, p.seat, t);   /* ... t comes last: swap them back */
    s->tiles[s->tile_count - 1] = s->tiles[p.at];
    s->tiles[p.at] = t;
    if (drawn)
        s->drawn = t;
}

static void reanalyse(tsumo_game *g, place p)
{
    if (p.seat >= 0 && g->seats[p.seat].tile_count % 3 == 1)
        tsumo__game_update_waits(g, p.seat);
}

tsumo_status tsumo_game_exchange_tiles(tsumo_game *game, tsumo_tile a, tsumo_tile b)
{
    place pa, pb;
    if (a >= TSUMO_TILES || b >= TSUMO_TILES || !find_hidden(game, a, &pa) ||
        !find_hidden(game, b, &pb))
        return TSUMO_EINVAL;
    if (a == b)
        return TSUMO_OK;
    if (pa.seat >= 0 && pa.seat == pb.seat) { /* one hand: its counts stay */
        g_seat *s = &game->seats[pa.seat];
        s->tiles[pa.at] = b;
        s->tiles[pb.at] = a;
        s->drawn = s->drawn == a ? b : s->drawn == b ? a : s->drawn;
        return TSUMO_OK;
    }
    put(game, pa, b);
    put(game, pb, a);
    reanalyse(game, pa);
    reanalyse(game, pb);
    return TSUMO_OK;
}
