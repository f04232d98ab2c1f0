/*
 * A seat's own turn: after a draw (or the deal) it may discard, declare
 * riichi with its discard, win by tsumo, declare a closed or added kan, or
 * abort with nine terminals; after a chi or pon it may only discard
 * (R-TURN-01, R-CALL-10). Also the judge of every win, tsumo or ron.
 */
#include "game-state.h"

#include <stdlib.h>

/* ---- winning ---- */

static void add_indicators(const tsumo_game *g, tsumo_win *w, bool riichi)
{
    w->dora_count = g->indicators;
    for (int i = 0; i < g->indicators; i++)
        w->dora[i] = tsumo_tile_kind(g->wall.tiles[tsumo_wall_indicator_position(i)]);
    if (!riichi || !g->rules.ura_dora)
        return;
    w->ura_count = g->rules.kan_ura_dora ? g->indicators : 1; /* R-DORA-06 */
    for (int i = 0; i < w->ura_count; i++)
        w->ura[i] = tsumo_tile_kind(g->wall.tiles[tsumo_wall_ura_position(i)]);
}

static uint16_t tsumo_flags(const tsumo_game *g, int seat)
{
    const g_seat *s = &g->seats[seat];
    uint16_t f = 0;
    if (g->turn_kind == G_TURN_RINSHAN)
        f |= TSUMO_WIN_RINSHAN;
    if (g_live_left(g) == 0 && (g->turn_kind != G_TURN_RINSHAN || g->rules.haitei_with_rinshan))
        f |= TSUMO_WIN_HAITEI; /* R-YAKU-09, R-KAN-08 */
    if (g->turn_kind == G_TURN_DEAL)
        f |= TSUMO_WIN_TENHOU; /* R-YKM-03 */
    if (seat != g->dealer && g->turn_kind == G_TURN_DRAW && !s->has_discarded && !g->interrupted)
        f |= TSUMO_WIN_CHIIHOU; /* R-YKM-04 */
    return f;
}

static uint16_t ron_flags(const tsumo_game *g, int seat)
{
    const g_seat *s = &g->seats[seat];
    uint16_t f = 0;
    if (g->window == G_WINDOW_DISCARD && g->claim_houtei)
        f |= TSUMO_WIN_HOUTEI; /* R-YAKU-10 */
    if (g->window != G_WINDOW_DISCARD)
        f |= TSUMO_WIN_CHANKAN; /* R-YAKU-12 */
    if (seat != g->dealer && !s->has_drawn && !g->interrupted &&
        g->rules.renhou != TSUMO_RENHOU_NONE)
        f |= TSUMO_WIN_RENHOU; /* R-YAKU-27 */
    return f;
}

/* Everything about a win that is not the tiles (tsumo_win). */
static void situation(const tsumo_game *g, int seat, tsumo_tile tile, bool tsumo, int sticks,
                      tsumo_win *w)
{
    const g_seat *s = &g->seats[seat];
    memset(w, 0, sizeof *w);
    w->tile = tsumo_tile_kind(tile);
    w->tile_red = g_red(g, tile);
    w->tsumo = tsumo;
    w->seat_wind = (uint8_t)((seat - g->dealer) & 3);
    w->round_wind = (uint8_t)(g->round & 3);
    if (s->riichi)
        w->flags |= TSUMO_WIN_RIICHI;
    if (s->riichi == 2)
        w->flags |= TSUMO_WIN_DOUBLE_RIICHI;
    if (s->riichi && s->open_riichi)
        w->flags |= TSUMO_WIN_OPEN_RIICHI; /* R-RII-13 */
    if (s->ippatsu && g->rules.ippatsu)
        w->flags |= TSUMO_WIN_IPPATSU;
    w->flags |= tsumo ? tsumo_flags(g, seat) : ron_flags(g, seat);
    add_indicators(g, w, s->riichi != 0);
    w->honba = g->honba;
    w->riichi_sticks = (uint8_t)(sticks < 0 ? g->sticks : sticks);
}

static int furiten_reason(int furiten)
{
    if (furiten & TSUMO_FURITEN_RIICHI)
        return TSUMO_REASON_RIICHI_FURITEN;
    if (furiten & TSUMO_FURITEN_DISCARD)
        return TSUMO_REASON_FURITEN;
    return TSUMO_REASON_TEMP_FURITEN;
}

static int score_reason(const tsumo_score *sc)
{
    switch (sc->refusal) {
    case TSUMO_REFUSAL_NO_YAKU:
        return TSUMO_REASON_NO_YAKU;
    case TSUMO_REFUSAL_FIVE_COUNTERS:
        return TSUMO_REASON_FIVE_COUNTERS;
    default:
        return TSUMO_REASON_NOT_COMPLETE;
    }
}

static bool kokushi_tenpai(const g_seat *s)
{
    tsumo_shanten sh;
    tsumo_shanten_all(&sh, s->hand.counts, s->hand.meld_count);
    return sh.kokushi == 0;
}

/*
 * Whether `seat` may win on `tile` now (R-WIN-01..05, R-FURI-*, R-KAN-05),
 * and if so the scored win in *out (may be NULL). A wrong declaration is a
 * false win: chombo in penalize mode (R-CHMB-04).
 */
g_judgement tsumo__win_judge(const tsumo_game *g, int seat, tsumo_tile tile, bool tsumo, int sticks,
                             tsumo_hand_win *out)
{
    const g_seat *s = &g->seats[seat];
    tsumo_kind k = tsumo_tile_kind(tile);
    if (s->dead)
        return g_fault(g, G_CHOMBO, TSUMO_REASON_DEAD_HAND);
    if (tsumo) {
        /* After a draw the hand is complete exactly when the drawn tile is one of the waits
           of the hand before it (kept up to date at every discard and kan). */
        bool complete = g->turn_kind == G_TURN_DEAL
                            ? tsumo_is_complete(s->hand.counts, s->hand.meld_count)
                            : s->drawn != TSUMO_NO_TILE && (s->waits & g_bit(k));
        if (!complete)
            return g_fault(g, G_CHOMBO, TSUMO_REASON_NOT_COMPLETE);
    } else {
        if (!(s->waits & g_bit(k)))
            return g_fault(g, G_CHOMBO, TSUMO_REASON_NOT_COMPLETE);
        if (g->window == G_WINDOW_CLOSED_KAN && !kokushi_tenpai(s))
            return g_fault(g, G_CHOMBO, TSUMO_REASON_NOT_COMPLETE); /* R-KAN-05 */
        int furiten = tsumo__game_furiten(g, seat);
        if (furiten)
            return g_fault(g, G_CHOMBO, furiten_reason(furiten));
    }
    tsumo_hand hand = s->hand; /* a complete hand: worth a copy to score it */
    if (!tsumo) {
        hand.counts[k]++;
        if (g_red(g, tile))
            hand.red[tsumo_kind_suit(k)]++;
    }
    tsumo_hand_win local;
    /* cppcheck-suppress uninitvar ; the memset below sets local before anything reads it */
    tsumo_hand_win *w = out ? out : &local;
    memset(w, 0, sizeof *w);
    situation(g, seat, tile, tsumo, sticks, &w->win);
    if (tsumo_score_hand(&w->score, &hand, &w->win, &g->rules) != TSUMO_OK)
        return g_fault(g, G_CHOMBO, TSUMO_REASON_NOT_COMPLETE);
    if (!w->score.valid)
        return g_fault(g, G_CHOMBO, score_reason(&w->score));
    w->winner = (uint8_t)seat;
    w->from = tsumo ? TSUMO_NO_SEAT : g->claim_from;
    w->liable = TSUMO_NO_SEAT;
    w->tile = tile;
    return g_legal();
}

/* ---- the tile an action names ---- */

/* The physical tile a discard names, or TSUMO_NO_TILE when the hand has none. */
static tsumo_tile discard_tile(const tsumo_game *g, const g_seat *s, const tsumo_action *a)
{
    bool drawn_face = s->drawn != TSUMO_NO_TILE && g_same_face(g, s->drawn, a->tile);
    if (a->flags & TSUMO_ACTION_TSUMOGIRI)
        return drawn_face ? s->drawn : TSUMO_NO_TILE;
    if (s->riichi && drawn_face)
        return s->drawn; /* the same face: the locked hand discards the drawn one */
    int i = tsumo__game_find(s, g, a->tile, s->drawn);
    return i < 0 ? TSUMO_NO_TILE : s->tiles[i];
}

/* Why a discard names no tile: a tsumogiri of a face held but not drawn says so. */
static tsumo_reason discard_refusal(const tsumo_game *g, const g_seat *s, const tsumo_action *a)
{
    if ((a->flags & TSUMO_ACTION_TSUMOGIRI) && tsumo__game_find(s, g, a->tile, TSUMO_NO_TILE) >= 0)
        return TSUMO_REASON_NOT_DRAWN;
    return TSUMO_REASON_TILE_NOT_HELD;
}

/* Kinds whose discard leaves the 14-tile hand tenpai by EMA 3.4.2 (R-RII-01). */
static tsumo_kindset tenpai_discards(const g_seat *s)
{
    return tsumo_hand_tenpai_discards(&s->hand);
}

/* ---- judges ---- */

static g_judgement judge_discard(const tsumo_game *g, const tsumo_action *a)
{
    const g_seat *s = &g->seats[a->seat];
    tsumo_tile t = discard_tile(g, s, a);
    if (t == TSUMO_NO_TILE)
        return g_refuse(discard_refusal(g, s, a));
    if (s->riichi && t != s->drawn)
        return g_refuse(TSUMO_REASON_RIICHI_LOCKED); /* R-RII-06 */
    if (s->kuikae & g_bit(tsumo_tile_kind(t)))
        return g_refuse(TSUMO_REASON_KUIKAE); /* R-CALL-11 */
    return (g_judgement){G_LEGAL, 0, {t, TSUMO_NO_TILE}};
}

/* Riichi without its discard: what does not depend on the tile (R-RII-01..03). */
static g_judgement judge_riichi_hand(const tsumo_game *g, int seat)
{
    const g_seat *s = &g->seats[seat];
    if (g->phase == TSUMO_PHASE_AFTER_CALL)
        return g_refuse(TSUMO_REASON_RIICHI_OPEN);
    if (s->dead)
        return g_refuse(TSUMO_REASON_DEAD_RIICHI); /* never tenpai, EMA 3.4.7 */
    if (s->riichi)
        return g_refuse(TSUMO_REASON_ALREADY_RIICHI);
    if (!tsumo_hand_is_closed(&s->hand))
        return g_refuse(TSUMO_REASON_RIICHI_OPEN);
    if (g_live_left(g) < g->rules.riichi_min_wall)
        return g_refuse(TSUMO_REASON_RIICHI_WALL);
    if (g->rules.riichi_min_points > 0 && s->score < g->rules.riichi_min_points)
        return g_refuse(TSUMO_REASON_RIICHI_POINTS);
    return g_legal();
}

/* Open riichi without its discard (R-RII-13, RU:D6): only the hand's first riichi. */
static g_judgement judge_open_riichi(const tsumo_game *g, int seat)
{
    if (!g->rules.open_riichi)
        return g_refuse(TSUMO_REASON_OFF_IN_RULES); /* CFG-OPENRII */
    for (int o = 0; o < 4; o++)
        if (o != seat && g->seats[o].riichi)
            return g_refuse(TSUMO_REASON_OPEN_RIICHI_NOT_FIRST);
    return g_legal();
}

/* Whether the hand, once kind k is discarded, waits on a kind among its discards (R-FURI-01). */
static bool furiten_after(const g_seat *s, tsumo_kind k)
{
    uint8_t counts[TSUMO_KINDS];
    memcpy(counts, s->hand.counts, sizeof counts);
    counts[k]--;
    return (tsumo_waits(counts, s->hand.meld_count) & (s->discarded | g_bit(k))) != 0;
}

static g_judgement judge_riichi(const tsumo_game *g, const tsumo_action *a)
{
    g_judgement j = judge_riichi_hand(g, a->seat);
    bool open = a->flags & TSUMO_ACTION_OPEN;
    if (j.verdict == G_LEGAL && open)
        j = judge_open_riichi(g, a->seat);
    if (j.verdict != G_LEGAL)
        return j;
    const g_seat *s = &g->seats[a->seat];
    tsumo_tile t = discard_tile(g, s, a);
    if (t == TSUMO_NO_TILE)
        return g_refuse(discard_refusal(g, s, a));
    tsumo_kind k = tsumo_tile_kind(t);
    if (!(tenpai_discards(s) & g_bit(k)))
        j = g_fault(g, G_NOTED, TSUMO_REASON_RIICHI_NOT_TENPAI); /* R-RII-11 at the draw */
    else if (open && furiten_after(s, k))
        j = g_fault(g, G_DEAD, TSUMO_REASON_OPEN_RIICHI_FURITEN); /* RU:D6: a dead hand */
    j.tiles[0] = t;
    return j;
}

/* Whether every reading of the winning hands holds the kan's tiles as one pung (EMA 3.3.12). */
static bool only_pung_reading(const tsumo_hand *h13, tsumo_kindset waits, tsumo_kind k)
{
    for (int w = 0; w < TSUMO_KINDS; w++) {
        if (!(waits & g_bit((tsumo_kind)w)))
            continue;
        tsumo_hand h = *h13;
        h.counts[w]++;
        tsumo_decomp d[TSUMO_MAX_DECOMPS];
        int n = tsumo_hand_decompose(d, TSUMO_MAX_DECOMPS, &h);
        for (int i = 0; i < n && i < TSUMO_MAX_DECOMPS; i++) {
            bool pung = false;
            for (int gi = 0; gi < d[i].group_count; gi++)
                pung |= d[i].groups[gi].type == TSUMO_GROUP_PUNG && d[i].groups[gi].kind == k &&
                        d[i].groups[gi].meld == 0;
            if (!pung)
                return false;
        }
    }
    return true;
}

/* A closed kan after riichi as the ruleset allows it (R-RII-07, CFG-RIICHI-KAN). */
static bool riichi_kan_allowed(const tsumo_game *g, const g_seat *s, tsumo_kind k)
{
    if (g->rules.riichi_kan == TSUMO_RIICHI_KAN_NONE || s->drawn == TSUMO_NO_TILE ||
        tsumo_tile_kind(s->drawn) != k)
        return false;
    tsumo_hand before = s->hand; /* the hand as it waited before this draw */
    before.counts[k]--;
    tsumo_kindset waits = tsumo_waits(before.counts, before.meld_count);
    tsumo_hand after = s->hand;
    after.counts[k] = 0;
    if (tsumo_waits(after.counts, after.meld_count + 1) != waits)
        return false;
    if (g->rules.riichi_kan == TSUMO_RIICHI_KAN_WAIT)
        return true;
    /* EMA and JPML: the three tiles could only be a pung; under JPML the yaku
       cannot change either, which follows when every reading keeps the pung. */
    return only_pung_reading(&before, waits, k);
}

static g_judgement judge_kan_common(const tsumo_game *g, int seat)
{
    if (g->phase == TSUMO_PHASE_AFTER_CALL)
        return g_refuse(TSUMO_REASON_NO_DRAW); /* R-KAN-01, R-KAN-04 */
    if (g->kans >= 4)
        return g_refuse(TSUMO_REASON_KAN_LIMIT); /* R-KAN-10 */
    if (g_live_left(g) == 0)
        return g_refuse(TSUMO_REASON_KAN_LAST_TILE); /* R-KAN-07 */
    /* EMA 3.4.7 (ES): a dead hand may not declare a kong; 3.4.6 makes only a claimed
       discard chombo, and a kan from the own hand claims none (AMB-23): refused. */
    if (g->seats[seat].dead)
        return g_refuse(TSUMO_REASON_DEAD_KAN); /* R-DEAD-01 */
    return g_legal();
}

static g_judgement judge_closed_kan(const tsumo_game *g, const tsumo_action *a)
{
    const g_seat *s = &g->seats[a->seat];
    tsumo_kind k = tsumo_tile_kind(a->tile);
    if (s->hand.counts[k] < 4)
        return g_refuse(TSUMO_REASON_TILE_NOT_HELD);
    g_judgement j = judge_kan_common(g, a->seat);
    if (j.verdict != G_LEGAL)
        return j;
    if (s->riichi && !riichi_kan_allowed(g, s, k))
        return g_fault(g, G_NOTED, TSUMO_REASON_RIICHI_KAN);
    return g_legal();
}

static int pon_to_extend(const g_seat *s, tsumo_kind k)
{
    for (int m = 0; m < s->hand.meld_count; m++)
        if (s->hand.melds[m].type == TSUMO_MELD_PON && s->hand.melds[m].kind == k)
            return m;
    return -1;
}

static g_judgement judge_added_kan(const tsumo_game *g, const tsumo_action *a)
{
    const g_seat *s = &g->seats[a->seat];
    if (tsumo__game_find(s, g, a->tile, TSUMO_NO_TILE) < 0)
        return g_refuse(TSUMO_REASON_TILE_NOT_HELD);
    if (pon_to_extend(s, tsumo_tile_kind(a->tile)) < 0)
        return g_refuse(TSUMO_REASON_NO_PON);
    return judge_kan_common(g, a->seat);
}

static int yaochu_kinds(const g_seat *s)
{
    int n = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        n += s->hand.counts[k] > 0 && tsumo_kind_is_yaochu((tsumo_kind)k);
    return n;
}

static g_judgement judge_kyuushu(const tsumo_game *g, const tsumo_action *a)
{
    const g_seat *s = &g->seats[a->seat];
    if (!g->rules.kyuushu)
        return g_refuse(TSUMO_REASON_OFF_IN_RULES);
    if (g->phase == TSUMO_PHASE_AFTER_CALL || g->interrupted || s->has_discarded)
        return g_refuse(TSUMO_REASON_NOT_FIRST_TURN); /* R-ABRT-02, AMB-18 */
    if (yaochu_kinds(s) < 9)
        return g_refuse(TSUMO_REASON_KYUUSHU_FEW);
    return g_legal();
}

g_judgement tsumo__turn_judge(const tsumo_game *g, const tsumo_action *a)
{
    switch (a->type) {
    case TSUMO_ACTION_DISCARD:
        return judge_discard(g, a);
    case TSUMO_ACTION_RIICHI:
        return judge_riichi(g, a);
    case TSUMO_ACTION_TSUMO:
        if (g->phase == TSUMO_PHASE_AFTER_CALL)
            return g_refuse(TSUMO_REASON_NO_DRAW);
        return tsumo__win_judge(g, a->seat, g->seats[a->seat].drawn, true, -1, NULL);
    case TSUMO_ACTION_CLOSED_KAN:
        return judge_closed_kan(g, a);
    case TSUMO_ACTION_ADDED_KAN:
        return judge_added_kan(g, a);
    case TSUMO_ACTION_KYUUSHU:
        return judge_kyuushu(g, a);
    default:
        return g_refuse(TSUMO_REASON_NOT_NOW);
    }
}

/* ---- the list of legal actions ---- */

/* Eight bytes from a word (byte i from bits 8i..8i+7) into a list that has room past them. */
static void store8(tsumo_action *at, uint64_t x)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x);
#endif
    memcpy(at, &x, sizeof x);
}

/*
 * One discard per distinct face, in the order the tiles are held, then the
 * drawn tile as tsumogiri (only that after riichi); none of a kind kuikae
 * forbids (R-CALL-11). Each held tile is looked at once, and written in the
 * next slot whether or not it is a new face: only the count moves. The
 * discard of tile t is eight bytes (the action's six, then two of the next
 * slot, written over later): one store a tile.
 */
static uint64_t discard_bytes(int seat)
{
    const uint8_t bytes[8] = {TSUMO_ACTION_DISCARD, (uint8_t)seat};
    return tsumo__load8(bytes);
}

/* The usual turn: no kuikae, and the drawn tile (if any) held last, as a draw leaves it. */
static int list_discards_plain(const tsumo_game *g, const tsumo_tile *tiles, int count, int seat,
                               tsumo_action *out)
{
    const uint64_t discard = discard_bytes(seat);
    int n = 0;
    uint64_t seen = 0; /* bit f: face f listed already (g->face) */
    for (int i = 0; i < count; i++) {
        uint64_t face = UINT64_C(1) << g->face[tiles[i]];
        store8(&out[n], discard | (uint64_t)tiles[i] << 24);
        n += !(seen & face);
        seen |= face;
    }
    return n;
}

/* Any turn: the drawn tile anywhere in the hand, kinds kuikae forbids. */
static int list_discards_any(const tsumo_game *g, const tsumo_tile *tiles, int count, int seat,
                             tsumo_tile drawn, tsumo_kindset kuikae, tsumo_action *out)
{
    const uint64_t discard = discard_bytes(seat);
    int n = 0;
    uint64_t seen = 0;
    bool drawn_seen = false; /* the drawn tile's own copy is the tsumogiri, listed last */
    for (int i = 0; i < count; i++) {
        tsumo_tile t = tiles[i];
        bool is_drawn = t == drawn, skip = is_drawn & !drawn_seen;
        drawn_seen |= is_drawn;
        uint64_t face = UINT64_C(1) << g->face[t];
        bool fresh = !(seen & face) & !skip;
        seen |= face & (0 - (uint64_t)fresh);
        store8(&out[n], discard | (uint64_t)t << 24);
        n += fresh & !(kuikae & g_bit(tsumo_tile_kind(t)));
    }
    return n;
}

static int list_discards(const tsumo_game *g, const g_seat *s, int seat, tsumo_action *out)
{
    /* copied out first: each byte stored into the list could otherwise be the seat's */
    const tsumo_tile drawn = s->drawn;
    const tsumo_kindset kuikae = s->kuikae;
    const int count = s->riichi ? 0 : s->tile_count;
    tsumo_tile tiles[14];
    memcpy(tiles, s->tiles, sizeof tiles);
    int n;
    if (kuikae == 0 && drawn == TSUMO_NO_TILE)
        n = list_discards_plain(g, tiles, count, seat, out);
    else if (kuikae == 0 && count > 0 && tiles[count - 1] == drawn)
        n = list_discards_plain(g, tiles, count - 1, seat, out);
    else
        n = list_discards_any(g, tiles, count, seat, drawn, kuikae, out);
    if (drawn != TSUMO_NO_TILE && !(kuikae & g_bit(tsumo_tile_kind(drawn))))
        out[n++] = (tsumo_action){.type = TSUMO_ACTION_DISCARD,
                                  .seat = (uint8_t)seat,
                                  .flags = TSUMO_ACTION_TSUMOGIRI,
                                  .tile = drawn};
    return n;
}

static void add_kan_if_legal(const tsumo_game *g, int seat, int type, int k, g_list *l)
{
    const g_seat *s = &g->seats[seat];
    tsumo_action a = {.type = (uint8_t)type, .seat = (uint8_t)seat};
    for (int i = 0; i < s->tile_count; i++)
        if (tsumo_tile_kind(s->tiles[i]) == k)
            a.tile = s->tiles[i];
    if (tsumo__turn_judge(g, &a).verdict == G_LEGAL)
        g_add(l, a);
}

static void list_kans(const tsumo_game *g, int seat, g_list *l)
{
    const g_seat *s = &g->seats[seat];
    if (g->kans >= 4 || g_live_left(g) == 0)
        return;
    for (tsumo_kindset q = s->quads; q; q &= q - 1)
        add_kan_if_legal(g, seat, TSUMO_ACTION_CLOSED_KAN, __builtin_ctzll(q), l);
    for (int m = 0; m < s->hand.meld_count; m++) {
        const tsumo_meld *meld = &s->hand.melds[m];
        if (meld->type == TSUMO_MELD_PON && s->hand.counts[meld->kind])
            add_kan_if_legal(g, seat, TSUMO_ACTION_ADDED_KAN, meld->kind, l);
    }
}

/* The list, into `out` (room for every action: a seat never has more than 64). */
static int turn_legal(const tsumo_game *g, int seat, tsumo_action *out)
{
    const g_seat *s = &g->seats[seat];
    int n = list_discards(g, s, seat, out);
    g_list l = {out, TSUMO_GAME_MAX_LEGAL, n};
    if (g->phase == TSUMO_PHASE_AFTER_CALL)
        return l.n;
    if (tsumo__win_judge(g, seat, s->drawn, true, -1, NULL).verdict == G_LEGAL)
        g_add(&l, (tsumo_action){.type = TSUMO_ACTION_TSUMO, .seat = (uint8_t)seat});
    /* Riichi needs a tenpai discard: none after a draw to a hand two or more tiles short of
       tenpai before it (the dealer's first turn has no such hand: its shanten reads 0). */
    if (s->shanten <= 1 && judge_riichi_hand(g, seat).verdict == G_LEGAL) {
        /* kuikae is no matter here: it holds only just after a call */
        tsumo_kindset ok = tenpai_discards(s);
        bool open = g->rules.open_riichi && judge_open_riichi(g, seat).verdict == G_LEGAL;
        for (int i = 0; i < n && ok; i++) {
            if (!(ok & g_bit(tsumo_tile_kind(out[i].tile))))
                continue;
            tsumo_action a = out[i];
            a.type = TSUMO_ACTION_RIICHI;
            g_add(&l, a);
            if (open && !furiten_after(s, tsumo_tile_kind(a.tile))) {
                a.flags |= TSUMO_ACTION_OPEN; /* R-RII-13 */
                g_add(&l, a);
            }
        }
    }
    if (!s->dead)
        list_kans(g, seat, &l);
    if (g->rules.kyuushu && !g->interrupted && !s->has_discarded &&
        judge_kyuushu(g, &(tsumo_action){.type = TSUMO_ACTION_KYUUSHU, .seat = (uint8_t)seat})
                .verdict == G_LEGAL)
        g_add(&l, (tsumo_action){.type = TSUMO_ACTION_KYUUSHU, .seat = (uint8_t)seat});
    return l.n;
}

int tsumo__turn_legal(const tsumo_game *g, int seat, tsumo_action *out, int max)
{
    if (max >= TSUMO_GAME_MAX_LEGAL)
        return turn_legal(g, seat, out);
    tsumo_action all[TSUMO_GAME_MAX_LEGAL]; /* a short list wanted: cut a full one */
    int n = turn_legal(g, seat, all);
    memcpy(out, all, (size_t)(n < max ? n : max < 0 ? 0 : max) * sizeof *out);
    return n;
}

/* ---- doing it ---- */

static void pond_add(g_seat *s, tsumo_tile t, uint8_t flags)
{
    /* A seat discards once per turn. Between two of its draws another seat draws unless a
       call skipped it (twelve calls at most), so of 69 live and 4 replacement draws it takes
       at most 43; with its own four calls and the dealer's first turn: 48. */
    if (s->discard_count >= TSUMO_MAX_DISCARDS)
        abort();
    s->discards[s->discard_count].tile = t;
    s->discards[s->discard_count].flags = flags;
    s->discard_count++;
}

/* Four winds (R-ABRT-03): the first discards of an uninterrupted go-around, one wind. */
static void count_first_winds(tsumo_game *g, int seat, tsumo_kind k)
{
    const g_seat *s = &g->seats[seat];
    bool first = !g->interrupted && !s->has_discarded;
    bool starts = seat == g->dealer && g->first_winds == 0;
    if (first && tsumo_kind_is_wind(k) && (starts || (g->first_winds > 0 && k == g->first_wind))) {
        g->first_wind = k;
        g->first_winds++;
    } else {
        g->first_winds = 0;
    }
}

/* The declaration of a riichi, open or not, with the hand it shows (R-RII-08, R-RII-13). */
static void declare_riichi(tsumo_game *g, int seat, bool open, g_out *out)
{
    g_seat *s = &g->seats[seat];
    s->riichi = (!g->interrupted && !s->has_discarded) ? 2 : 1; /* R-RII-08 */
    s->riichi_pending = true;
    s->open_riichi = open;
    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_RIICHI, seat, TSUMO_SEATS_ALL);
    if (e) {
        e->code = s->riichi;
        e->flags = open ? TSUMO_ACTION_OPEN : 0;
        if (open) {
            e->tile_count = s->tile_count;
            memcpy(e->tiles, s->tiles, s->tile_count);
        }
    }
    if (!s->open_furiten)
        return;
    e = tsumo__game_event(out, TSUMO_EVENT_DEAD_HAND, seat, TSUMO_SEATS_ALL);
    if (e)
        e->code = TSUMO_REASON_OPEN_RIICHI_FURITEN; /* RU:D6 */
}

/* `riichi`: 0 a plain discard, 1 riichi, 2 open riichi. */
static void discard(tsumo_game *g, int seat, tsumo_tile t, int riichi, g_out *out)
{
    g_seat *s = &g->seats[seat];
    tsumo_kind k = tsumo_tile_kind(t);
    uint8_t flags = t == s->drawn ? TSUMO_POND_TSUMOGIRI : 0;
    /* A discard of the drawn kind leaves the counts of before the draw, whose waits
       s->waits still holds (the dealer's first turn had no draw before it). */
    bool same_hand =
        g->turn_kind != G_TURN_DEAL && s->drawn != TSUMO_NO_TILE && tsumo_tile_kind(s->drawn) == k;
    tsumo__game_take(g, seat, t);
    s->drawn = TSUMO_NO_TILE;
    s->kuikae = 0;
    g->rinshan_from = TSUMO_NO_SEAT;
    if (riichi || s->sideways_next) {
        flags |= TSUMO_POND_RIICHI;
        s->sideways_next = false;
    }
    if (riichi) {
        declare_riichi(g, seat, riichi == 2, out);
    } else {
        s->ippatsu = false; /* R-RII-09: one go-around, the own next draw included */
    }
    pond_add(s, t, flags);
    s->discarded |= g_bit(k);
    s->nagashi_broken |= !tsumo_kind_is_yaochu(k);
    count_first_winds(g, seat, k);
    s->has_discarded = true;
    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_DISCARD, seat, TSUMO_SEATS_ALL);
    if (e) {
        e->tile = t;
        e->flags = flags;
    }
    for (; g->indicators_owed > 0; g->indicators_owed--)
        tsumo__game_turn_indicator(g, out); /* late kan dora: after the discard (AMB-05) */
    if (!same_hand)
        tsumo__game_update_waits(g, seat);
    tsumo__claim_open(g, seat, t, G_WINDOW_DISCARD, out);
}

static void call_event(tsumo_game *g, int seat, int m, tsumo_tile tile, g_out *out)
{
    const tsumo_game_meld *meld = &g->seats[seat].melds[m];
    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_CALL, seat, TSUMO_SEATS_ALL);
    if (!e)
        return;
    e->code = meld->type;
    e->from = meld->from;
    e->tile = tile;
    e->tile_count = meld->count;
    memcpy(e->tiles, meld->tiles, meld->count);
}

static void closed_kan(tsumo_game *g, int seat, tsumo_kind k, g_out *out)
{
    g_seat *s = &g->seats[seat];
    int m = s->hand.meld_count;
    tsumo_game_meld *meld = &s->melds[m];
    *meld = (tsumo_game_meld){.type = TSUMO_MELD_CLOSED_KAN,
                              .from = TSUMO_NO_SEAT,
                              .called = TSUMO_NO_TILE,
                              .added = TSUMO_NO_TILE};
    int red = 0;
    for (int i = s->tile_count - 1; i >= 0; i--) {
        tsumo_tile t = s->tiles[i];
        if (tsumo_tile_kind(t) != k)
            continue;
        meld->tiles[meld->count++] = t;
        red += g_red(g, t);
        tsumo__game_take(g, seat, t);
    }
    s->hand.melds[m] = (tsumo_meld){.type = TSUMO_MELD_CLOSED_KAN,
                                    .kind = k,
                                    .called = TSUMO_NO_KIND,
                                    .from = TSUMO_FROM_NONE,
                                    .red = (uint8_t)red};
    s->hand.meld_count++;
    s->drawn = TSUMO_NO_TILE;
    call_event(g, seat, m, TSUMO_NO_TILE, out);
    g->kan_meld = (uint8_t)m;
    tsumo__claim_open(g, seat, meld->tiles[0], G_WINDOW_CLOSED_KAN, out); /* kokushi may rob it */
}

static void added_kan(tsumo_game *g, int seat, tsumo_tile t, g_out *out)
{
    g_seat *s = &g->seats[seat];
    int m = pon_to_extend(s, tsumo_tile_kind(t));
    tsumo__game_take(g, seat, t);
    s->drawn = TSUMO_NO_TILE;
    tsumo_game_meld *meld = &s->melds[m];
    meld->type = TSUMO_MELD_ADDED_KAN;
    meld->added = t;
    meld->tiles[meld->count++] = t;
    s->hand.melds[m].type = TSUMO_MELD_ADDED_KAN;
    s->hand.melds[m].red = (uint8_t)(s->hand.melds[m].red + g_red(g, t));
    call_event(g, seat, m, t, out);
    g->kan_meld = (uint8_t)m;
    tsumo__claim_open(g, seat, t, G_WINDOW_ADDED_KAN, out); /* chankan (R-KAN-05) */
}

/*
 * A kan is complete once nobody robbed it: the go-around is broken, the kan
 * dora turned as the ruleset says, and the kan declarer draws a replacement
 * (R-KAN-01..04, R-DORA-04, R-CALL-14). `fed_by` is the discarder of an
 * open kan, else TSUMO_NO_SEAT.
 */
void tsumo__kan_complete(tsumo_game *g, int seat, bool closed, int fed_by, g_out *out)
{
    g_seat *s = &g->seats[seat];
    g->kans++;
    s->kan_count++;
    tsumo__game_update_waits(g, seat); /* the hand holds 3n+1 tiles again */
    tsumo__claim_interrupt(g);
    if (g->rules.kan_dora) {
        bool now = g->rules.kan_dora_timing == TSUMO_KANDORA_AT_ONCE || closed;
        if (now) {
            for (; g->indicators_owed > 0; g->indicators_owed--)
                tsumo__game_turn_indicator(g, out);
            tsumo__game_turn_indicator(g, out);
        } else {
            g->indicators_owed++;
        }
    }
    if (g->kans == 4 && s->kan_count < 4) { /* R-KAN-09: kans by several players */
        if (g->rules.four_kan_abort == TSUMO_FOURKAN_AT_KAN) {
            tsumo__end_abort(g, TSUMO_ABORT_FOUR_KANS, out);
            return;
        }
        g->four_kans_pending = g->rules.four_kan_abort == TSUMO_FOURKAN_AFTER_DISCARD;
    }
    tsumo__game_draw(g, seat, true, out);
    if (fed_by != TSUMO_NO_SEAT)
        g->rinshan_from = (uint8_t)fed_by; /* kept through chained kans (R-PAO-04) */
}

void tsumo__turn_apply(tsumo_game *g, const tsumo_action *a, g_judgement j, g_out *out)
{
    int seat = a->seat;
    g_seat *s = &g->seats[seat];
    if (j.verdict == G_CHOMBO) { /* a false tsumo, the only chombo of a turn (R-CHMB-04) */
        tsumo__end_chombo(g, seat, TSUMO_REASON_FALSE_WIN, j.reason, out);
        return;
    }
    switch (a->type) {
    case TSUMO_ACTION_DISCARD:
        discard(g, seat, j.tiles[0], 0, out);
        break;
    case TSUMO_ACTION_RIICHI:
        s->noten_riichi = j.verdict == G_NOTED;
        if (j.verdict == G_DEAD) /* an open riichi in furiten (R-RII-13, RU:D6) */
            s->dead = s->open_furiten = true;
        discard(g, seat, j.tiles[0], (a->flags & TSUMO_ACTION_OPEN) ? 2 : 1, out);
        break;
    case TSUMO_ACTION_TSUMO: {
        tsumo_hand_win w;
        tsumo__win_judge(g, seat, s->drawn, true, -1, &w);
        tsumo__end_wins(g, &w, 1, out);
        break;
    }
    case TSUMO_ACTION_CLOSED_KAN:
        s->bad_riichi_kan |= j.verdict == G_NOTED;
        closed_kan(g, seat, tsumo_tile_kind(a->tile), out);
        break;
    case TSUMO_ACTION_ADDED_KAN:
        added_kan(g, seat, s->tiles[tsumo__game_find(s, g, a->tile, TSUMO_NO_TILE)], out);
        break;
    case TSUMO_ACTION_KYUUSHU:
        tsumo__game_reveal(g, seat, out);
        tsumo__end_abort(g, TSUMO_ABORT_KYUUSHU, out);
        break;
    }
}
