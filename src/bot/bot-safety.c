/*
 * Defence (level 3): how dangerous a discard is against a riichi or a hand
 * with three open melds, read from the threat's pond and the tiles seen.
 *
 * A tile in the threat's own pond cannot ron it (genbutsu, furiten R-FURI-01),
 * nor one passed since its riichi or its last discard (R-FURI-06, R-FURI-04):
 * bot__read_safe reads both, for level 3's chances and these words alike.
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

/* Whether the run side of kind k with offsets a, b (both kinds in the suit) is closed. */
static bool side_closed(const bot_sight *s, int threat, tsumo_kind k, int a, int b, int suji)
{
    bool suji_seen = suji >= 0 && s->safe[threat][suji];
    return suji_seen || s->seen[k + a] >= 4 || s->seen[k + b] >= 4;
}

static int suited_danger(const bot_sight *s, int threat, tsumo_kind k)
{
    int n = tsumo_kind_number(k);
    int open_sides = 0;
    if (n <= 7) /* k as the low end of a wait on the run k+1, k+2 */
        open_sides += !side_closed(s, threat, k, 1, 2, n + 3 <= 9 ? k + 3 : -1);
    if (n >= 3) /* k as the high end of a wait on the run k-2, k-1 */
        open_sides += !side_closed(s, threat, k, -1, -2, n - 3 >= 1 ? k - 3 : -1);
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
bool bot__feeds_liability(const bot_sight *s, const tsumo_view_seat *vs, tsumo_kind k)
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
        if (bot__feeds_liability(s, vs, k))
            worst = worst > 40 ? worst : 40;
        if (!s->threat[seat] || s->safe[seat][k])
            continue;
        int d = tsumo_kind_is_honor(k) ? honour_danger(s, k, seat) : suited_danger(s, seat, k);
        d *= s->threat[seat];
        worst = d > worst ? d : worst;
    }
    return worst;
}

/* ---- the safety of a tile, as words for a learner (bot_safety_of) ----------- */

/*
 * One side of a two-sided (ryanmen) wait on suited kind k: the run k+a, k+b
 * waiting on k and on k+far. Closed by suji when k+far is in the threat's
 * pond, by kabe when all four of k+a or k+b are seen; one chance when three.
 */
typedef enum side_state { SIDE_OPEN, SIDE_ONE_CHANCE, SIDE_KABE, SIDE_SUJI } side_state;

static side_state ryanmen_side(const bot_sight *s, int threat, tsumo_kind k, int a, int b, int far)
{
    if (s->safe[threat][k + far])
        return SIDE_SUJI;
    int most = s->seen[k + a] > s->seen[k + b] ? s->seen[k + a] : s->seen[k + b];
    return most >= 4 ? SIDE_KABE : most == 3 ? SIDE_ONE_CHANCE : SIDE_OPEN;
}

bot_safety bot__safety(const bot_sight *s, int threat, tsumo_kind k)
{
    if (threat < 0 || threat > 3 || threat == s->seat || k >= TSUMO_KINDS)
        return BOT_SAFETY_NO_THREAT;
    /* Its own discards, and the tiles passed since its riichi (R-FURI-06): none can win. */
    if (s->safe[threat][k])
        return BOT_SAFETY_GENBUTSU;
    if (tsumo_kind_is_honor(k))
        return BOT_SAFETY_HONOUR;
    /* Suji reasoning counts two-sided waits only: 1-3 have the side above, 7-9 below. */
    int n = tsumo_kind_number(k);
    side_state sides[2];
    int count = 0;
    if (n <= 6)
        sides[count++] = ryanmen_side(s, threat, k, 1, 2, 3);
    if (n >= 4)
        sides[count++] = ryanmen_side(s, threat, k, -1, -2, -3);
    side_state weakest = SIDE_SUJI;
    for (int i = 0; i < count; i++)
        weakest = sides[i] < weakest ? sides[i] : weakest;
    switch (weakest) {
    case SIDE_SUJI:
        return BOT_SAFETY_SUJI;
    case SIDE_KABE:
        return BOT_SAFETY_KABE;
    case SIDE_ONE_CHANCE:
        return BOT_SAFETY_ONE_CHANCE;
    default:
        return BOT_SAFETY_DANGEROUS;
    }
}

bot_safety bot_safety_of(const tsumo_view *view, const tsumo_rules *rules, int threat, tsumo_kind k)
{
    if (!view || !rules)
        return BOT_SAFETY_NO_THREAT;
    bot_sight s;
    bot__read(&s, view, rules, BOT_LEVEL_MAX);
    if (!s.threatened) /* read for any seat asked about, as level 3 reads it for a threat */
        bot__read_safe(s.safe, view);
    return bot__safety(&s, threat, k);
}

const char *bot_safety_id(bot_safety safety)
{
    static const char *const ids[BOT_SAFETY_COUNT] = {
        "no-threat", "genbutsu", "suji", "kabe", "one-chance", "honour", "dangerous",
    };
    return safety >= 0 && safety < BOT_SAFETY_COUNT ? ids[safety] : "?";
}
