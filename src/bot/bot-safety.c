/*
 * Defence (level 3): how dangerous a discard is against a riichi or a hand
 * with three open melds, read from the threat's pond and the tiles seen.
 *
 * A tile in the threat's own pond cannot ron it (genbutsu, furiten R-FURI-01).
 * A suited tile is dealt into by a two-sided wait from either side: the side
 * of the run above it (n+1, n+2) waits on n and n+3, so it is closed when n+3
 * is in the threat's pond (suji) or when all four n+1 or n+2 are seen (kabe);
 * the same below. What is left of a tile after that is the single, pair and
 * closed waits, fewer when three copies are seen (an honour seen three times
 * waits only as a single). Besides, the third dragon or the fourth wind to a
 * seat that shows the others makes that seat's yakuman liable on us (pao,
 * R-PAO-01) and is never given while it can be kept.
 */
#include "bot-internal.h"

static bool in_pond(const tsumo_view_seat *vs, tsumo_kind k)
{
    for (int i = 0; i < vs->discard_count; i++)
        if (tsumo_tile_kind(vs->discards[i].tile) == k)
            return true;
    return false;
}

/* Whether the run side of kind k with offsets a, b (both kinds in the suit) is closed. */
static bool side_closed(const bot_sight *s, const tsumo_view_seat *vs, tsumo_kind k, int a, int b,
                        int suji)
{
    bool suji_seen = suji >= 0 && in_pond(vs, (tsumo_kind)suji);
    return suji_seen || s->seen[k + a] >= 4 || s->seen[k + b] >= 4;
}

static int suited_danger(const bot_sight *s, const tsumo_view_seat *vs, tsumo_kind k)
{
    int n = tsumo_kind_number(k);
    int open_sides = 0;
    if (n <= 7) /* k as the low end of a wait on the run k+1, k+2 */
        open_sides += !side_closed(s, vs, k, 1, 2, n + 3 <= 9 ? k + 3 : -1);
    if (n >= 3) /* k as the high end of a wait on the run k-2, k-1 */
        open_sides += !side_closed(s, vs, k, -1, -2, n - 3 >= 1 ? k - 3 : -1);
    int rest = (n >= 2 && n <= 8) + (s->seen[k] >= 3 ? 0 : 1);
    return 1 + 4 * open_sides + rest;
}

static int honour_danger(const bot_sight *s, tsumo_kind k, int threat_seat)
{
    int seen = s->seen[k];
    if (seen >= 4)
        return 0;
    if (seen == 3)
        return 1;
    return (seen == 2 ? 3 : 4) + bot__is_yakuhai(s, k, threat_seat);
}

/* The third dragon or fourth wind to a seat showing the others (R-PAO-01). */
static bool feeds_liability(const bot_sight *s, const tsumo_view_seat *vs, tsumo_kind k)
{
    if (!tsumo_kind_is_honor(k))
        return false;
    int dragons = 0, winds = 0;
    bool has_k = false;
    for (int m = 0; m < vs->meld_count; m++) {
        const tsumo_game_meld *meld = &vs->melds[m];
        tsumo_kind mk = tsumo_tile_kind(meld->tiles[0]);
        if (meld->type == TSUMO_MELD_CHI || !tsumo_kind_is_honor(mk))
            continue;
        dragons += tsumo_kind_is_dragon(mk);
        winds += tsumo_kind_is_wind(mk);
        has_k |= mk == k;
    }
    if (has_k || s->seen[k] >= 3)
        return false;
    return (tsumo_kind_is_dragon(k) && dragons >= 2 && s->rules->pao_daisangen) ||
           (tsumo_kind_is_wind(k) && winds >= 3 && s->rules->pao_daisuushii);
}

int bot__danger(const bot_sight *s, tsumo_kind k)
{
    int worst = 0;
    for (int seat = 0; seat < 4; seat++) {
        if (seat == s->seat)
            continue;
        const tsumo_view_seat *vs = &s->view->seats[seat];
        if (feeds_liability(s, vs, k))
            worst = worst > 40 ? worst : 40;
        if (!s->threat[seat] || in_pond(vs, k))
            continue;
        int d = tsumo_kind_is_honor(k) ? honour_danger(s, k, seat) : suited_danger(s, vs, k);
        d *= s->threat[seat];
        worst = d > worst ? d : worst;
    }
    return worst;
}

bool bot__should_fold(const bot_sight *s, int shanten)
{
    if (!s->threatened || shanten <= 0)
        return false;
    if (bot__all_last(s) && bot__place(s) == 1) /* keep first place rather than chase a win */
        return true;
    if (!s->riichi_threat)
        return shanten >= 2;
    return shanten >= 2 || s->view->live_left < 30;
}
