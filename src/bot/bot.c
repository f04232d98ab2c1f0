/*
 * The decision of a computer player (bot.h): a win whenever the engine lists
 * one (it lists only wins with a yaku that it would accept, R-WIN-02, so
 * five counters and furiten are its business), then by phase: on a turn a
 * discard, riichi or kan; in a claim window a call or a pass; at a draw the
 * best declaration listed. Every choice is one of the listed actions.
 */
#include "bot-internal.h"

#include <limits.h>
#include <string.h>

static int find_type(const listed *l, int type)
{
    for (int i = 0; i < l->n; i++)
        if (l->legal[i].type == type)
            return i;
    return -1;
}

/* ---- discards ------------------------------------------------------------- */

/*
 * Counting the tiles that improve the hand costs a shanten look-up per kind
 * near the hand, so it is done for the few discards that keep the best
 * shanten and do least for the shape (isolated tiles first): the others
 * almost never have more, and a decision stays well under a millisecond.
 */
#define UKEIRE_CANDIDATES 4

/* What each listed discard kind leaves: computed once per decision for discard and riichi. */
typedef struct discard_table {
    int best_shanten;
    bool listed[TSUMO_KINDS];
    int shanten[TSUMO_KINDS];
    int score[TSUMO_KINDS];  /* lower is better */
    int danger[TSUMO_KINDS]; /* level 3: the chance to deal in, per mille */
} discard_table;

/* What is lost by giving up kind k (level 3): its dora, a yakuhai pair or pung. */
static int value_lost(const bot_sight *s, tsumo_kind k)
{
    int v = s->dora[k] * 3;
    if (s->counts[k] >= 2 && bot__is_yakuhai(s, k, s->seat))
        v += 3;
    return v;
}

/* The shanten after the best discard: the 3n+2 hand's own. */
static int hand_shanten(const bot_sight *s)
{
    return tsumo_shanten_min(s->counts, s->melds);
}

static int ukeire_after(const bot_sight *s, tsumo_kind k, int shanten)
{
    uint8_t c[TSUMO_KINDS];
    for (int i = 0; i < TSUMO_KINDS; i++)
        c[i] = s->counts[i];
    c[k]--;
    return bot__ukeire(s, c, s->melds, shanten);
}

/* Ukeire for the best few discards that keep the best shanten (by shape, least first). */
static void add_ukeire(const bot_sight *s, discard_table *t)
{
    bool done[TSUMO_KINDS] = {false};
    for (int round = 0; round < UKEIRE_CANDIDATES; round++) {
        int pick = -1;
        for (int k = 0; k < TSUMO_KINDS; k++)
            if (t->listed[k] && !done[k] && t->shanten[k] == t->best_shanten &&
                (pick < 0 || t->score[k] < t->score[pick]))
                pick = k;
        if (pick < 0)
            return;
        done[pick] = true;
        t->score[pick] -= ukeire_after(s, (tsumo_kind)pick, t->best_shanten) * 4;
    }
}

static void make_table(const bot_sight *s, const listed *l, discard_table *t)
{
    t->best_shanten = hand_shanten(s);
    uint8_t c[TSUMO_KINDS];
    for (int i = 0; i < TSUMO_KINDS; i++)
        c[i] = s->counts[i];
    for (int i = 0; i < l->n; i++) {
        const tsumo_action *a = &l->legal[i];
        tsumo_kind k = tsumo_tile_kind(a->tile);
        bool discard = a->type == TSUMO_ACTION_DISCARD || a->type == TSUMO_ACTION_RIICHI;
        if (!discard || k >= TSUMO_KINDS || !c[k] || t->listed[k])
            continue;
        t->listed[k] = true;
        c[k]--;
        t->shanten[k] = tsumo_shanten_min(c, s->melds);
        c[k]++;
        t->score[k] = t->shanten[k] * 1000 + bot__shape(s->counts, k);
    }
    if (s->level >= 3) { /* level 3's own order (bot-strong.c) */
        bot__strong_order(s, l, t->score, t->danger);
        return;
    }
    if (s->level >= 2)
        add_ukeire(s, t);
}

/*
 * The listed discard (or riichi, when `type` says so) that leaves the best
 * hand, of kind `only` (TSUMO_KINDS: of any kind); among faces of one kind, a
 * plain five before a red one.
 */
static int best_discard(const bot_sight *s, const listed *l, const discard_table *t, int type,
                        int *score_out, tsumo_kind only)
{
    int best = -1, best_score = INT_MAX;
    for (int i = 0; i < l->n; i++) {
        const tsumo_action *a = &l->legal[i];
        tsumo_kind k = tsumo_tile_kind(a->tile);
        if (a->type != type || k >= TSUMO_KINDS || !t->listed[k] ||
            (only < TSUMO_KINDS && k != only))
            continue;
        int score = t->score[k] * 4 + tsumo_tile_is_red(a->tile, s->rules->red_fives) * 2 +
                    (a->flags & TSUMO_ACTION_OPEN ? 1 : 0);
        if (score < best_score) {
            best_score = score;
            best = i;
        }
    }
    if (score_out)
        *score_out = best_score / 4;
    return best;
}

/* ---- riichi ---------------------------------------------------------------- */

/* Tiles not seen that complete the hand after discarding kind k. */
static int live_waits(const bot_sight *s, tsumo_kind k)
{
    uint8_t c[TSUMO_KINDS];
    for (int i = 0; i < TSUMO_KINDS; i++)
        c[i] = s->counts[i];
    c[k]--;
    tsumo_kindset w = tsumo_waits(c, s->melds);
    int left = 0;
    for (int i = 0; i < TSUMO_KINDS; i++)
        left += (w >> i & 1) ? 4 - s->seen[i] : 0;
    return left;
}

static bool riichi_pays(const bot_sight *s, const tsumo_action *riichi)
{
    if (s->level == 1)
        return true;
    return live_waits(s, tsumo_tile_kind(riichi->tile)) >= 2; /* not a dead or near-dead wait */
}

/*
 * Open riichi (R-RII-13, where the ruleset has it) shows the hand, so nobody
 * deals in but a seat in riichi: worth it for a wide wait that tsumo wins,
 * eight tiles or more not seen.
 */
static int open_instead(const bot_sight *s, const listed *l, int r)
{
    const tsumo_action *plain = &l->legal[r];
    if ((plain->flags & TSUMO_ACTION_OPEN) || live_waits(s, tsumo_tile_kind(plain->tile)) < 8)
        return r;
    for (int i = 0; i < l->n; i++) {
        const tsumo_action *a = &l->legal[i];
        bool same_face = tsumo_tile_kind(a->tile) == tsumo_tile_kind(plain->tile) &&
                         tsumo_tile_is_red(a->tile, s->rules->red_fives) ==
                             tsumo_tile_is_red(plain->tile, s->rules->red_fives);
        if (a->type == TSUMO_ACTION_RIICHI && same_face &&
            a->flags == (plain->flags | TSUMO_ACTION_OPEN))
            return i;
    }
    return r;
}

/* ---- kans ------------------------------------------------------------------ */

static bool kan_costs_nothing(const bot_sight *s, const tsumo_action *a)
{
    if (s->level < 2 || (s->level >= 3 && s->threatened))
        return false;
    if (s->view->seats[s->seat].riichi) /* listed after riichi: the wait stays (R-RII-07) */
        return true;
    uint8_t c[TSUMO_KINDS];
    for (int i = 0; i < TSUMO_KINDS; i++)
        c[i] = s->counts[i];
    tsumo_kind k = tsumo_tile_kind(a->tile);
    int take = a->type == TSUMO_ACTION_CLOSED_KAN ? 4 : 1;
    if (c[k] < take)
        return false;
    c[k] = (uint8_t)(c[k] - take);
    int melds = s->melds + (a->type == TSUMO_ACTION_CLOSED_KAN);
    return tsumo_shanten_min(c, melds) <= hand_shanten(s);
}

/* Nine terminals (R-ABRT-02): taken when thirteen orphans is far. */
static bool abort_pays(const bot_sight *s)
{
    tsumo_shanten sh;
    tsumo_shanten_all(&sh, s->counts, s->melds);
    return s->level >= 2 && sh.kokushi > 2;
}

static int decide_turn(const bot_sight *s, const listed *l, bot_why *why)
{
    int i = find_type(l, TSUMO_ACTION_TSUMO);
    if (i >= 0)
        return i;
    i = find_type(l, TSUMO_ACTION_KYUUSHU);
    if (i >= 0 && abort_pays(s))
        return i;
    for (i = 0; i < l->n; i++) {
        int t = l->legal[i].type;
        if ((t == TSUMO_ACTION_CLOSED_KAN || t == TSUMO_ACTION_ADDED_KAN) &&
            kan_costs_nothing(s, &l->legal[i]))
            return i;
    }
    if (s->level >= 3)
        return bot__strong_turn(s, l, why);
    discard_table t = {0};
    make_table(s, l, &t);
    int discard_score = INT_MAX, riichi_score = INT_MAX;
    int d = best_discard(s, l, &t, TSUMO_ACTION_DISCARD, &discard_score, TSUMO_KINDS);
    int r = best_discard(s, l, &t, TSUMO_ACTION_RIICHI, &riichi_score, TSUMO_KINDS);
    if (r >= 0 && riichi_score <= discard_score && riichi_pays(s, &l->legal[r]))
        return open_instead(s, l, r);
    if (d >= 0)
        return d;
    return r >= 0 ? r : 0; /* a riichi that does not pay but is all there is */
}

/* ---- claims ---------------------------------------------------------------- */

static bool meld_is_simple(tsumo_kind low, bool run)
{
    if (tsumo_kind_is_honor(low))
        return false;
    int n = tsumo_kind_number(low);
    return run ? n >= 2 && n <= 6 : n >= 2 && n <= 8;
}

/* Whether the hand after the call still has a way to a yaku it can see now. */
static bool keeps_yaku(const bot_sight *s, const uint8_t after[TSUMO_KINDS], tsumo_kind low_kind,
                       bool run)
{
    const tsumo_view_seat *me = &s->view->seats[s->seat];
    bool simple = meld_is_simple(low_kind, run);
    for (int m = 0; m < me->meld_count; m++) {
        const tsumo_game_meld *meld = &me->melds[m];
        tsumo_kind mk = tsumo_tile_kind(meld->tiles[0]);
        bool is_run = meld->type == TSUMO_MELD_CHI;
        if (!is_run && bot__is_yakuhai(s, mk, s->seat))
            return true;
        int low = mk;
        for (int i = 1; i < meld->count; i++)
            low = tsumo_tile_kind(meld->tiles[i]) < low ? tsumo_tile_kind(meld->tiles[i]) : low;
        simple &= meld_is_simple((tsumo_kind)low, is_run);
    }
    int yaochu = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (after[k] >= 3 && bot__is_yakuhai(s, (tsumo_kind)k, s->seat))
            return true;
        yaochu += tsumo_kind_is_yaochu((tsumo_kind)k) ? after[k] : 0;
    }
    return s->rules->open_tanyao && simple && yaochu <= 1; /* kuitan (CFG-KUITAN) */
}

/* The shanten after a chi or pon and its best discard; INT_MAX when it is not worth it. */
static int call_result(const bot_sight *s, const tsumo_action *a, int now)
{
    uint8_t after[TSUMO_KINDS];
    if (!bot__after_call(s, a, after))
        return INT_MAX;
    tsumo_kind k0 = tsumo_tile_kind(a->tiles[0]), k1 = tsumo_tile_kind(a->tiles[1]);
    tsumo_kind called = tsumo_tile_kind(s->view->claim_tile);
    int sh = tsumo_shanten_min(after, s->melds + 1);
    bool run = a->type == TSUMO_ACTION_CHI;
    tsumo_kind low = run ? (k0 < k1 ? k0 : k1) : called;
    low = run && called < low ? called : low;
    if (!run && bot__is_yakuhai(s, called, s->seat))
        return sh <= now ? sh : INT_MAX;
    bool fast = sh < now && sh <= 2;
    return fast && keeps_yaku(s, after, low, run) ? sh : INT_MAX;
}

static int decide_claim(const bot_sight *s, const listed *l, bot_why *why)
{
    int i = find_type(l, TSUMO_ACTION_RON);
    if (i >= 0)
        return i;
    int pass = find_type(l, TSUMO_ACTION_PASS);
    if (s->level == 1 || s->view->claim_tile >= TSUMO_TILES)
        return pass >= 0 ? pass : 0;
    if (s->level >= 3)
        return bot__strong_claim(s, l, why);
    int now = tsumo_shanten_min(s->counts, s->melds);
    int best = pass, best_sh = INT_MAX;
    for (i = 0; i < l->n; i++) {
        int t = l->legal[i].type;
        if (t != TSUMO_ACTION_CHI && t != TSUMO_ACTION_PON)
            continue;
        int sh = call_result(s, &l->legal[i], now);
        if (sh < best_sh) {
            best_sh = sh;
            best = i;
        }
    }
    return best >= 0 ? best : 0;
}

/* ---- the draw -------------------------------------------------------------- */

static int decide_draw(const listed *l)
{
    static const int order[] = {TSUMO_ACTION_NAGASHI, TSUMO_ACTION_TENPAI, TSUMO_ACTION_NOTEN};
    for (int o = 0; o < 3; o++) {
        int i = find_type(l, order[o]);
        if (i >= 0)
            return i;
    }
    return 0;
}

/*
 * A first reason from the action chosen and what the sight says; the deciders
 * that know more (push, dama, placement) are to fill it themselves (issue 19).
 */
static void why_of(const bot_sight *s, const tsumo_action *a, int n, bot_why *why)
{
    /* A claim's action names no tile (the engine leaves it 0): the reason names the claimed one. */
    bool claim = s->view->phase == TSUMO_PHASE_CLAIM || s->view->phase == TSUMO_PHASE_CHANKAN;
    tsumo_tile tile = claim && s->view->claim_tile < TSUMO_TILES ? s->view->claim_tile : a->tile;
    *why = (bot_why){BOT_WHY_ONLY, tile, TSUMO_NO_SEAT, -1, 0, 0};
    if (n <= 1)
        return;
    switch (a->type) {
    case TSUMO_ACTION_TSUMO:
    case TSUMO_ACTION_RON:
        why->code = BOT_WHY_WIN;
        break;
    case TSUMO_ACTION_DISCARD:
        why->code = BOT_WHY_EFFICIENCY; /* levels 1 and 2 do not defend */
        break;
    case TSUMO_ACTION_RIICHI:
        why->code = BOT_WHY_RIICHI;
        why->count = live_waits(s, tsumo_tile_kind(a->tile));
        break;
    case TSUMO_ACTION_CHI:
    case TSUMO_ACTION_PON:
    case TSUMO_ACTION_OPEN_KAN:
        why->code = BOT_WHY_CALL;
        break;
    case TSUMO_ACTION_PASS:
        why->code = BOT_WHY_PASS;
        break;
    case TSUMO_ACTION_CLOSED_KAN:
    case TSUMO_ACTION_ADDED_KAN:
        why->code = BOT_WHY_KAN;
        break;
    case TSUMO_ACTION_KYUUSHU:
        why->code = BOT_WHY_ABORT;
        break;
    case TSUMO_ACTION_TENPAI:
    case TSUMO_ACTION_NOTEN:
    case TSUMO_ACTION_NAGASHI:
        why->code = BOT_WHY_DRAW;
        break;
    default:
        break;
    }
}

int bot_decide_why(const tsumo_view *view, const tsumo_action *legal, int n, int level,
                   const tsumo_rules *rules, tsumo_action *out, bot_why *why)
{
    if (!view || !legal || !rules || !out || n < 1 || n > TSUMO_GAME_MAX_LEGAL ||
        level < BOT_LEVEL_MIN || level > BOT_LEVEL_MAX)
        return -1;
    int i = 0;
    bot_sight s;
    bot__read(&s, view, rules, level);
    /* A decider that knows why fills `w`; the others' reasons are read off the action. */
    bot_why w = {BOT_WHY_COUNT, TSUMO_NO_TILE, TSUMO_NO_SEAT, -1, 0, 0};
    if (n > 1) {
        listed l = {legal, n};
        switch (view->phase) {
        case TSUMO_PHASE_TURN:
        case TSUMO_PHASE_AFTER_CALL:
            i = decide_turn(&s, &l, &w);
            break;
        case TSUMO_PHASE_CLAIM:
        case TSUMO_PHASE_CHANKAN:
            i = decide_claim(&s, &l, &w);
            break;
        case TSUMO_PHASE_DRAW:
            i = decide_draw(&l);
            break;
        default:
            break;
        }
    }
    *out = legal[i];
    if (why && w.code != BOT_WHY_COUNT && n > 1)
        *why = w;
    else if (why)
        why_of(&s, &legal[i], n, why);
    return i;
}

int bot_decide(const tsumo_view *view, const tsumo_action *legal, int n, int level,
               const tsumo_rules *rules, tsumo_action *out)
{
    return bot_decide_why(view, legal, n, level, rules, out, NULL);
}

const char *bot_why_id(bot_why_code code)
{
    static const char *const ids[BOT_WHY_COUNT] = {
        [BOT_WHY_ONLY] = "only",
        [BOT_WHY_WIN] = "win",
        [BOT_WHY_EFFICIENCY] = "efficiency",
        [BOT_WHY_VALUE] = "value",
        [BOT_WHY_FOLD] = "fold",
        [BOT_WHY_PUSH] = "push",
        [BOT_WHY_RIICHI] = "riichi",
        [BOT_WHY_RIICHI_FURITEN] = "riichi-furiten",
        [BOT_WHY_DAMA] = "dama",
        [BOT_WHY_PLACEMENT] = "placement",
        [BOT_WHY_CALL] = "call",
        [BOT_WHY_PASS] = "pass",
        [BOT_WHY_KAN] = "kan",
        [BOT_WHY_ABORT] = "abort",
        [BOT_WHY_DRAW] = "draw",
    };
    return code >= 0 && code < BOT_WHY_COUNT ? ids[code] : "unknown";
}

/* ---- advice (bot_advise_discards) ----------------------------------------- */

static void advise_one(const bot_sight *s, const discard_table *t, tsumo_kind k,
                       bot_discard_advice *a)
{
    uint8_t c[TSUMO_KINDS];
    memcpy(c, s->counts, sizeof c);
    c[k]--;
    a->shanten = t->shanten[k];
    a->ukeire = bot__accepts(s, c, s->melds, a->shanten, a->accepts);
    a->value = value_lost(s, k);
    a->danger = s->level >= 3 ? t->danger[k] : bot__danger(s, k);
    a->threat = TSUMO_NO_SEAT;
    a->safety = BOT_SAFETY_NO_THREAT;
    int worst = -1;
    for (int seat = 0; seat < 4; seat++) {
        if (seat == s->seat || !s->threat[seat])
            continue;
        bot_safety safety = bot__safety(s, seat, k);
        if ((int)safety > worst) {
            worst = (int)safety;
            a->threat = (uint8_t)seat;
            a->safety = safety;
        }
    }
}

/* The level's order: its score (lower first), then more ukeire, then the listed order. */
static bool advised_before(const bot_discard_advice *a, int score_a, const bot_discard_advice *b,
                           int score_b)
{
    if (score_a != score_b)
        return score_a < score_b;
    return a->ukeire > b->ukeire;
}

int bot_advise_discards(const tsumo_view *view, const tsumo_action *legal, int n, int level,
                        const tsumo_rules *rules, bot_discard_advice *out, int max)
{
    if (!view || !legal || !rules || !out || max < 0 || n < 0 || n > TSUMO_GAME_MAX_LEGAL ||
        level < BOT_LEVEL_MIN || level > BOT_LEVEL_MAX)
        return -1;
    bot_sight s;
    bot__read(&s, view, rules, level);
    listed l = {legal, n};
    discard_table t = {0};
    make_table(&s, &l, &t);
    bot_discard_advice all[TSUMO_KINDS];
    int score[TSUMO_KINDS], count = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (!t.listed[k])
            continue;
        /* The face bot_decide would choose of the kind, and whether riichi is listed with it. */
        int d = best_discard(&s, &l, &t, TSUMO_ACTION_DISCARD, NULL, (tsumo_kind)k);
        int r = best_discard(&s, &l, &t, TSUMO_ACTION_RIICHI, NULL, (tsumo_kind)k);
        bot_discard_advice *a = &all[count];
        memset(a, 0, sizeof *a);
        a->tile = legal[d >= 0 ? d : r].tile;
        a->riichi = r >= 0;
        advise_one(&s, &t, (tsumo_kind)k, a);
        score[count++] = t.score[k];
    }
    /* Insertion sort: at most 34 kinds. */
    for (int i = 1; i < count; i++)
        for (int j = i; j > 0 && advised_before(&all[j], score[j], &all[j - 1], score[j - 1]);
             j--) {
            bot_discard_advice ta = all[j];
            all[j] = all[j - 1];
            all[j - 1] = ta;
            int ts = score[j];
            score[j] = score[j - 1];
            score[j - 1] = ts;
        }
    /* bot_decide's own choice first, when it discards (it may prefer a riichi's tile). */
    tsumo_action chosen;
    if (bot_decide(view, legal, n, level, rules, &chosen) >= 0 &&
        (chosen.type == TSUMO_ACTION_DISCARD || chosen.type == TSUMO_ACTION_RIICHI))
        for (int i = 1; i < count; i++)
            if (tsumo_tile_kind(all[i].tile) == tsumo_tile_kind(chosen.tile)) {
                bot_discard_advice first = all[i];
                memmove(&all[1], &all[0], (size_t)i * sizeof all[0]);
                all[0] = first;
                break;
            }
    int written = count < max ? count : max;
    for (int i = 0; i < written; i++) {
        out[i] = all[i];
        out[i].rank = i + 1;
    }
    return written;
}

bot_reason bot_advice_reason(const bot_discard_advice *better, const bot_discard_advice *other)
{
    if (!better || !other || tsumo_tile_kind(better->tile) == tsumo_tile_kind(other->tile))
        return BOT_REASON_SAME;
    if (better->threat != TSUMO_NO_SEAT && better->danger < other->danger)
        return BOT_REASON_DEFENCE;
    if (better->shanten < other->shanten)
        return BOT_REASON_SHANTEN;
    if (better->ukeire > other->ukeire)
        return BOT_REASON_UKEIRE;
    if (better->value < other->value)
        return BOT_REASON_VALUE;
    return better->rank < other->rank ? BOT_REASON_SHAPE : BOT_REASON_SAME;
}

const char *bot_reason_id(bot_reason reason)
{
    static const char *const ids[] = {"same", "defence", "shanten", "ukeire", "value", "shape"};
    return reason >= 0 && reason <= BOT_REASON_SHAPE ? ids[reason] : "?";
}
