/*
 * Scoring a winning hand (EMA 2008 §4).
 *
 * A hand is scored in three layers. The facts of the hand (every kind it
 * holds, closed or not, dora) do not depend on how it is read and are worked
 * out once. A reading is one decomposition plus the group that the winning
 * tile completed; each reading gets its yakuman, or its yaku, fu and dora,
 * and its basic points. The winner chooses the reading (R-WIN-07, EMA 3.4.9,
 * 4.1.1), so the reading that pays most wins: first a valid win over a
 * refused one, then basic points, then a yakuman over a counted one, then
 * more han, then more fu. Payments are worked out once, for the winner.
 */
#include "engine.h"

#include <assert.h>

/* ---- ids ---------------------------------------------------------------- */

static const char *const yaku_ids[TSUMO_YAKU_COUNT] = {
    [TSUMO_YAKU_MENZEN_TSUMO] = "menzen_tsumo",
    [TSUMO_YAKU_RIICHI] = "riichi",
    [TSUMO_YAKU_DOUBLE_RIICHI] = "double_riichi",
    [TSUMO_YAKU_IPPATSU] = "ippatsu",
    [TSUMO_YAKU_CHANKAN] = "chankan",
    [TSUMO_YAKU_RINSHAN] = "rinshan",
    [TSUMO_YAKU_HAITEI] = "haitei",
    [TSUMO_YAKU_HOUTEI] = "houtei",
    [TSUMO_YAKU_PINFU] = "pinfu",
    [TSUMO_YAKU_TANYAO] = "tanyao",
    [TSUMO_YAKU_IIPEIKOU] = "iipeikou",
    [TSUMO_YAKU_YAKUHAI_SEAT_WIND] = "yakuhai_seat_wind",
    [TSUMO_YAKU_YAKUHAI_ROUND_WIND] = "yakuhai_round_wind",
    [TSUMO_YAKU_YAKUHAI_HAKU] = "yakuhai_haku",
    [TSUMO_YAKU_YAKUHAI_HATSU] = "yakuhai_hatsu",
    [TSUMO_YAKU_YAKUHAI_CHUN] = "yakuhai_chun",
    [TSUMO_YAKU_CHIITOITSU] = "chiitoitsu",
    [TSUMO_YAKU_CHANTA] = "chanta",
    [TSUMO_YAKU_ITTSU] = "ittsu",
    [TSUMO_YAKU_SANSHOKU] = "sanshoku",
    [TSUMO_YAKU_SANSHOKU_DOUKOU] = "sanshoku_doukou",
    [TSUMO_YAKU_SANKANTSU] = "sankantsu",
    [TSUMO_YAKU_TOITOI] = "toitoi",
    [TSUMO_YAKU_SANANKOU] = "sanankou",
    [TSUMO_YAKU_SHOUSANGEN] = "shousangen",
    [TSUMO_YAKU_HONROUTOU] = "honroutou",
    [TSUMO_YAKU_RYANPEIKOU] = "ryanpeikou",
    [TSUMO_YAKU_JUNCHAN] = "junchan",
    [TSUMO_YAKU_HONITSU] = "honitsu",
    [TSUMO_YAKU_CHINITSU] = "chinitsu",
    [TSUMO_YAKU_NAGASHI_MANGAN] = "nagashi_mangan",
    /* the conformance format knows renhou only as a yakuman; a renhou worth
       han (CFG-RENHOU) keeps the same name */
    [TSUMO_YAKU_RENHOU] = "renhou",
    [TSUMO_YAKU_KOKUSHI] = "kokushi",
    [TSUMO_YAKU_KOKUSHI_13] = "kokushi_13",
    [TSUMO_YAKU_SUUANKOU] = "suuankou",
    [TSUMO_YAKU_SUUANKOU_TANKI] = "suuankou_tanki",
    [TSUMO_YAKU_DAISANGEN] = "daisangen",
    [TSUMO_YAKU_SHOUSUUSHII] = "shousuushii",
    [TSUMO_YAKU_DAISUUSHII] = "daisuushii",
    [TSUMO_YAKU_TSUUIISOU] = "tsuuiisou",
    [TSUMO_YAKU_RYUUIISOU] = "ryuuiisou",
    [TSUMO_YAKU_CHINROUTOU] = "chinroutou",
    [TSUMO_YAKU_CHUUREN] = "chuuren",
    [TSUMO_YAKU_CHUUREN_9] = "chuuren_9",
    [TSUMO_YAKU_SUUKANTSU] = "suukantsu",
    [TSUMO_YAKU_TENHOU] = "tenhou",
    [TSUMO_YAKU_CHIIHOU] = "chiihou",
    [TSUMO_YAKU_RENHOU_YAKUMAN] = "renhou",
    [TSUMO_YAKU_KAZOE_YAKUMAN] = "kazoe_yakuman",
    [TSUMO_YAKU_DORA] = "dora",
    [TSUMO_YAKU_URA_DORA] = "ura_dora",
    [TSUMO_YAKU_AKA_DORA] = "aka_dora",
};

const char *tsumo_yaku_id(tsumo_yaku yaku)
{
    return (unsigned)yaku < TSUMO_YAKU_COUNT ? yaku_ids[yaku] : NULL;
}

tsumo_yaku tsumo_yaku_from_id(const char *id)
{
    /* "renhou" is the yakuman: that is what the conformance format means by it */
    if (id && strcmp(id, "renhou") == 0)
        return TSUMO_YAKU_RENHOU_YAKUMAN;
    for (int y = 0; id && y < TSUMO_YAKU_COUNT; y++)
        if (strcmp(yaku_ids[y], id) == 0)
            return (tsumo_yaku)y;
    return TSUMO_YAKU_COUNT;
}

const char *tsumo_limit_id(tsumo_limit limit)
{
    static const char *const ids[] = {NULL, "mangan", "haneman", "baiman", "sanbaiman", "yakuman"};
    return (unsigned)limit <= TSUMO_LIMIT_YAKUMAN ? ids[limit] : NULL;
}

const char *tsumo_fu_item_id(tsumo_fu_item item)
{
    static const char *const ids[TSUMO_FU_ITEM_COUNT] = {
        "base", "closed_ron", "tsumo",     "chiitoitsu",  "open_pinfu",
        "pung", "pair",       "wait_edge", "wait_closed", "wait_single",
    };
    return (unsigned)item < TSUMO_FU_ITEM_COUNT ? ids[item] : NULL;
}

/* ---- the facts of a hand ------------------------------------------------ */

/* The dora shown by the first n indicators, counted over every tile of the hand. */
static int count_dora(const uint8_t all[TSUMO_KINDS], const tsumo_kind *indicators, int n)
{
    /* tsumo_kind_dora() as a table: 9 -> 1 in each suit, N -> E, red -> white */
    static const tsumo_kind next[TSUMO_KINDS] = {
        1, 2,  3,  4,  5,  6,  7,  8,  0,  10, 11, 12, 13, 14, 15, 16, 17,
        9, 19, 20, 21, 22, 23, 24, 25, 26, 18, 28, 29, 30, 27, 32, 33, 31,
    };
    int dora = 0;
    for (int i = 0; i < n; i++)
        dora += all[next[indicators[i]]];
    return dora;
}

/*
 * Chuuren (R-YKM-02, EMA 4.2.5, AMB-32): 1112345678999 of one suit plus one
 * more of that suit, closed. It is double when the hand was that shape
 * before the winning tile: the pure nine-sided wait.
 */
static uint8_t chuuren_of(const tsumo_hand *hand, const tsumo__tiles *tiles, tsumo_kind win)
{
    static const uint8_t shape[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
    if ((hand->meld_count != 0) | (win >= TSUMO_EAST) || tiles->suit_total[win / 9] != 14)
        return 0; /* one test, nearly always true, rather than one per condition */
    const uint8_t *c = &hand->counts[win - win % 9];
    bool pure = true;
    for (int i = 0; i < 9; i++) {
        if (c[i] < shape[i])
            return 0;
        int before = c[i] - (c + i == &hand->counts[win]);
        pure = pure && before == shape[i];
    }
    return pure ? TSUMO_YAKU_CHUUREN_9 : TSUMO_YAKU_CHUUREN;
}

/* A meld the notation could have written (an impossible one is no hand at all). */
static bool meld_ok(const tsumo_meld *m)
{
    bool run_ok = (m->kind < TSUMO_EAST) & (m->kind % 9 <= 6);
    return (m->type <= TSUMO_MELD_ADDED_KAN) & (m->kind < TSUMO_KINDS) &
           ((m->type != TSUMO_MELD_CHI) | run_ok);
}

/* R-FU-03/04: 2 for an open pung of simples, doubled for a terminal or honour,
   for a concealed set, and four times for a kan. */
static int set_fu(tsumo_kind kind, bool kan, bool open)
{
    return (tsumo_kind_is_yaochu(kind) ? 4 : 2) << (2 * kan) << !open;
}

/*
 * A meld as a set (a chi counts nothing here): its fu item, written in the
 * next slot whatever the meld, and counted only for a pung or a kan, so
 * that the kind of meld is not a branch.
 */
static void take_set(tsumo__hand_facts *out, const tsumo_meld *m, bool set)
{
    bool open = m->type != TSUMO_MELD_CLOSED_KAN;
    int fu = set_fu(m->kind, tsumo_meld_is_kan(m), open) & -(int)set;
    out->meld_fu_items[out->meld_sets] =
        (tsumo_fu_entry){(uint8_t)(TSUMO_FU_PUNG & -(int)set), (uint8_t)fu,
                         (tsumo_kind)(m->kind & -(int)set), (uint8_t)(open & set)};
    out->meld_sets = (uint8_t)(out->meld_sets + set);
    out->meld_fu = (uint8_t)(out->meld_fu + fu);
    out->closed_kans = (uint8_t)(out->closed_kans + (!open & set));
    out->meld_set_kinds |= (uint64_t)set << m->kind;
}

/*
 * One pass over the melds: closed or not, kans, red fives, the melds as
 * groups and as sets, and every tile by kind in `all`. False for a meld
 * that cannot be. The kind of each meld decides no branch.
 */
static bool take_melds(tsumo__hand_facts *out, const tsumo_hand *hand, uint8_t all[TSUMO_KINDS],
                       int *red)
{
    out->closed = true;
    out->kans = out->meld_sets = out->closed_kans = out->meld_fu = 0;
    out->meld_runs = out->meld_set_kinds = 0;
    memset(out->meld_groups, 0, sizeof out->meld_groups);
    memset(out->meld_fu_items, 0, sizeof out->meld_fu_items);
    if (hand->meld_count > TSUMO_MAX_MELDS)
        return false;
    bool ok = true;
    for (int i = 0; i < hand->meld_count; i++) {
        const tsumo_meld *m = &hand->melds[i];
        if (!meld_ok(m)) {
            ok = false;
            break;
        }
        bool chi = m->type == TSUMO_MELD_CHI, kan = tsumo_meld_is_kan(m);
        out->closed = out->closed & (m->type == TSUMO_MELD_CLOSED_KAN);
        out->kans = (uint8_t)(out->kans + kan);
        *red += m->red;
        out->meld_groups[i] = tsumo__meld_group(m, i);
        out->meld_runs |= (uint64_t)chi << m->kind;
        take_set(out, m, !chi);
        out->kinds |= (uint64_t)(1 + 6 * chi) << m->kind;
        all[m->kind] = (uint8_t)(all[m->kind] + 3 + kan - 2 * chi);
        all[m->kind + chi] = (uint8_t)(all[m->kind + chi] + chi);
        all[m->kind + 2 * chi] = (uint8_t)(all[m->kind + 2 * chi] + chi);
    }
    return ok; /* past the sets, the items are zero: a chi writes zeros where the next set goes */
}

bool tsumo__score_facts(tsumo__hand_facts *out, const tsumo_hand *hand, const tsumo_win *win,
                        const tsumo_rules *rules)
{
    uint8_t all[TSUMO_KINDS]; /* every tile by kind, melds included, for the dora */
    memcpy(all, hand->counts, sizeof all);
    int red = hand->red[0] + hand->red[1] + hand->red[2];
    out->hand = hand;
    out->win = win;
    out->rules = rules;
    if (!tsumo__tiles_take(&out->tiles, hand->counts))
        return false;
    out->kinds = out->tiles.kinds; /* the melds' kinds are added in take_melds() */
    if (!take_melds(out, hand, all, &red))
        return false;
    out->riichi = (win->flags & (TSUMO_WIN_RIICHI | TSUMO_WIN_DOUBLE_RIICHI)) != 0;
    /* without kan dora (CFG-KANDORA) only the first indicator is ever turned */
    int dora_n = rules->kan_dora ? win->dora_count : (win->dora_count > 0);
    out->dora = (uint8_t)count_dora(all, win->dora, dora_n);
    /* ura dora only for a riichi winner (R-DORA-06): none to count otherwise, no branch */
    int ura_n = rules->kan_ura_dora ? win->ura_count : (win->ura_count > 0);
    out->ura = (uint8_t)count_dora(all, win->ura, ura_n & -(int)(out->riichi & rules->ura_dora));
    out->aka = (uint8_t)(red & -(int)(rules->red_fives != 0));
    out->chuuren = chuuren_of(hand, &out->tiles, win->tile);
    out->seat = tsumo_wind_kind(win->seat_wind);
    out->round = tsumo_wind_kind(win->round_wind);
    tsumo__yaku_hand(out);
    return true;
}

bool tsumo__score_value_pair(const tsumo__hand_facts *facts, tsumo_kind pair)
{
    return (pair >= TSUMO_WHITE) | (pair == facts->seat) | (pair == facts->round);
}

/* ---- readings ----------------------------------------------------------- */

/* What a decomposition gives each of its readings: its sets, with the melds'. */
static void reading_split(tsumo__reading *r, const tsumo__hand_facts *f, const tsumo__shape *sh)
{
    tsumo__shape_sets(&r->sets, sh, &f->tiles);
    r->shape = sh;
    r->form = sh->form;
    r->run_mask = r->sets.runs | f->meld_runs;
    r->set_mask = r->sets.pungs | f->meld_set_kinds;
    r->concealed_sets = (uint8_t)(r->sets.pung_count + f->closed_kans);
    r->set_fu = (uint8_t)(r->sets.pung_fu + f->meld_fu);
}

/*
 * The groups the winning tile may have completed, as bits in the order the
 * groups come in a decomposition (the pair first in its suit, then by kind,
 * a pung before a run of the same kind). Identical runs read the same way,
 * so each is one bit.
 */
enum completion { AS_PAIR, AS_RUN_END, AS_RUN_MIDDLE, AS_PUNG, AS_RUN_START };

static unsigned completions(const tsumo__reading *r, tsumo_kind tile)
{
    if (r->form != TSUMO_FORM_STANDARD) /* the one pair or single of that kind */
        return 1u << AS_PAIR;
    uint64_t runs = r->sets.runs << 2; /* bit k + 2: a run starts at k */
    return (unsigned)(r->sets.pair == tile) << AS_PAIR |
           (unsigned)(runs >> tile & 1) << AS_RUN_END |
           (unsigned)(runs >> (tile + 1) & 1) << AS_RUN_MIDDLE |
           (unsigned)(r->sets.pungs >> tile & 1) << AS_PUNG |
           (unsigned)(runs >> (tile + 2) & 1) << AS_RUN_START;
}

/*
 * How a run starting at `run` waited on `tile` (R-FU-06): closed on its
 * middle, edge on the 3 of 123 or the 7 of 789, two-sided otherwise. By
 * table, as the three cases follow no pattern a branch could learn.
 */
static uint8_t run_wait(tsumo_kind run, tsumo_kind tile)
{
    static const uint8_t waits[3][3] = {
        /* run starts at 1, 2-6, 7 */
        {TSUMO__WAIT_TWO_SIDED, TSUMO__WAIT_TWO_SIDED, TSUMO__WAIT_EDGE}, /* tile is its first */
        {TSUMO__WAIT_CLOSED, TSUMO__WAIT_CLOSED, TSUMO__WAIT_CLOSED},     /* its middle */
        {TSUMO__WAIT_EDGE, TSUMO__WAIT_TWO_SIDED, TSUMO__WAIT_TWO_SIDED}, /* its last */
    };
    int n = run % 9;
    return waits[tile - run][(n > 0) + (n == 6)];
}

/* The reading in which the winning tile completed group `how`. */
static void reading_complete(tsumo__reading *r, const tsumo__hand_facts *f, enum completion how)
{
    static const uint8_t back[] = {0, 2, 1, 0, 0}; /* from the tile to the group's first kind */
    static const uint8_t types[] = {TSUMO_GROUP_PAIR, TSUMO_GROUP_RUN, TSUMO_GROUP_RUN,
                                    TSUMO_GROUP_PUNG, TSUMO_GROUP_RUN};
    static const uint8_t waits[] = {TSUMO__WAIT_SINGLE, 0, 0, TSUMO__WAIT_PUNG, 0};
    tsumo_kind tile = f->win->tile;
    bool pung = how == AS_PUNG, kokushi = r->form == TSUMO_FORM_KOKUSHI;
    bool run = types[how] == TSUMO_GROUP_RUN;
    r->wait_kind = (tsumo_kind)(tile - back[how]);
    r->wait_type = (kokushi & (f->hand->counts[tile] == 1)) ? TSUMO_GROUP_SINGLE : types[how];
    uint8_t run_waited = run_wait(r->wait_kind, tile); /* read for every group, used for runs */
    r->wait = kokushi ? TSUMO__WAIT_KOKUSHI : run ? run_waited : waits[how];
    /* R-FU-04, AMB-29: a pung completed with another player's tile is open */
    bool opened = pung & !f->win->tsumo;
    r->opened = opened ? tile : TSUMO_NO_KIND;
    r->concealed_sets = (uint8_t)(r->concealed_sets - opened);
    r->set_fu = (uint8_t)(r->set_fu - (set_fu(tile, false, true) & -(int)opened));
    /* pinfu (R-YAKU-06, EMA 4.2.1): four runs, a pair of no value, a two-sided wait */
    r->pinfu_shape = f->closed & (r->form == TSUMO_FORM_STANDARD) & (r->set_mask == 0) &
                     (r->wait == TSUMO__WAIT_TWO_SIDED) & !tsumo__score_value_pair(f, r->sets.pair);
}

/* ---- the situation ------------------------------------------------------ */

static bool any(unsigned flags, unsigned mask)
{
    return (flags & mask) != 0;
}

/* Flags that cannot go together, or cannot go with this hand (EMA 3.3.12, 3.4.1, 4.2). */
static tsumo_situation_error situation_of(const tsumo__hand_facts *facts)
{
    const tsumo_win *win = facts->win;
    unsigned f = win->flags;
    unsigned first = TSUMO_WIN_TENHOU | TSUMO_WIN_CHIIHOU | TSUMO_WIN_RENHOU;
    unsigned riichi = TSUMO_WIN_RIICHI | TSUMO_WIN_DOUBLE_RIICHI;
    if (!(f & ~(unsigned)TSUMO_WIN_RIICHI) && facts->closed)
        return TSUMO_SITUATION_OK; /* the usual case: nothing, or riichi with a closed hand */
    int firsts = !!(f & TSUMO_WIN_TENHOU) + !!(f & TSUMO_WIN_CHIIHOU) + !!(f & TSUMO_WIN_RENHOU);
    bool dealer = win->seat_wind == TSUMO_WIND_EAST;
    if (any(f, riichi) && !facts->closed)
        return TSUMO_SITUATION_RIICHI_OPEN;
    if (any(f, TSUMO_WIN_IPPATSU) && !any(f, riichi))
        return TSUMO_SITUATION_IPPATSU_NO_RIICHI;
    if (firsts > 1)
        return TSUMO_SITUATION_TWO_FIRST_TURN;
    if (any(f, first) && facts->hand->meld_count)
        return TSUMO_SITUATION_FIRST_TURN_MELD;
    if (any(f, first) && any(f, riichi))
        return TSUMO_SITUATION_RIICHI_FIRST_TURN;
    if (any(f, TSUMO_WIN_TENHOU) && !dealer)
        return TSUMO_SITUATION_TENHOU_NOT_DEALER;
    if (any(f, TSUMO_WIN_CHIIHOU | TSUMO_WIN_RENHOU) && dealer)
        return TSUMO_SITUATION_DEALER_ONLY_NOT;
    unsigned tsumo_only =
        TSUMO_WIN_RINSHAN | TSUMO_WIN_HAITEI | TSUMO_WIN_TENHOU | TSUMO_WIN_CHIIHOU;
    unsigned ron_only = TSUMO_WIN_CHANKAN | TSUMO_WIN_HOUTEI | TSUMO_WIN_RENHOU;
    if (any(f, tsumo_only) && !win->tsumo)
        return TSUMO_SITUATION_NEEDS_TSUMO;
    if (any(f, ron_only) && win->tsumo)
        return TSUMO_SITUATION_NEEDS_RON;
    if (any(f, TSUMO_WIN_HOUTEI) && any(f, TSUMO_WIN_CHANKAN))
        return TSUMO_SITUATION_HOUTEI_CHANKAN;
    if (any(f, TSUMO_WIN_RINSHAN) && facts->kans == 0)
        return TSUMO_SITUATION_RINSHAN_NO_KAN;
    /* EMA 3.4.1: a kan on the second-to-last tile makes the replacement the last (AMB-07) */
    if (any(f, TSUMO_WIN_RINSHAN) && any(f, TSUMO_WIN_HAITEI) && !facts->rules->haitei_with_rinshan)
        return TSUMO_SITUATION_HAITEI_RINSHAN;
    return TSUMO_SITUATION_OK;
}

/* ---- what a reading is worth -------------------------------------------- */

/*
 * A reading's value in numbers: what the winner compares readings by. The
 * lists (yaku, fu items, groups) are written out only for the reading he
 * takes.
 */
typedef struct verdict {
    uint64_t yaku; /* ordinary yaku, or the yakuman when yakuman_mult > 0 */
    int32_t base;  /* basic points */
    bool valid;
    bool renhou; /* CFG-RENHOU's renhou worth han, instead of the reading's yaku */
    uint8_t refusal, yakuman_mult, yaku_han, han, fu, fu_raw, limit;
} verdict;

/* Limit and basic points (R-PAY-01, R-HAN-04). */
static void value(verdict *v, const tsumo_rules *rules)
{
    if (v->yakuman_mult) {
        v->limit = TSUMO_LIMIT_YAKUMAN;
        v->base = tsumo__limit_base(TSUMO_LIMIT_YAKUMAN) * v->yakuman_mult;
        return;
    }
    v->limit = (uint8_t)tsumo_score_limit(v->han, v->fu, rules);
    int32_t below = (int32_t)v->fu << (v->han < 5 ? v->han + 2 : 0); /* only read below 5 han */
    v->base = v->limit ? tsumo__limit_base((tsumo_limit)v->limit) : below;
}

/* R-WIN-02/03, EMA 3.2, 3.4.11: han from yaku only, dora excluded. Branch-free: it often fails. */
static void judge(verdict *v, const tsumo__hand_facts *f)
{
    const tsumo_rules *rules = f->rules;
    bool no_yaku = (v->yaku_han < rules->min_han) | (v->yaku_han == 0);
    bool five = rules->two_han_at_five_counters & (f->win->honba >= 5) & (v->yaku_han < 2);
    int refusal = no_yaku ? TSUMO_REFUSAL_NO_YAKU : five ? TSUMO_REFUSAL_FIVE_COUNTERS : 0;
    v->refusal = (uint8_t)(v->yakuman_mult ? TSUMO_REFUSAL_NONE : refusal);
    v->valid = v->refusal == TSUMO_REFUSAL_NONE;
}

/* Yakuman, or yaku, fu and dora, then the value and the verdict, of one reading. */
static void weigh(verdict *v, const tsumo__hand_facts *f, const tsumo__reading *r)
{
    uint64_t yakuman = tsumo__yakuman_of(f, r);
    v->renhou = false;
    v->yakuman_mult = (uint8_t)tsumo__yakuman_mult(f, yakuman);
    if (v->yakuman_mult) {
        v->yaku = yakuman;
        v->yaku_han = v->han = v->fu = v->fu_raw = 0;
    } else {
        v->yaku = tsumo__yaku_of(f, r);
        v->yaku_han = (uint8_t)tsumo__yaku_han(f, v->yaku);
        v->han = (uint8_t)(v->yaku_han + f->dora + f->ura + f->aka);
        v->fu = (uint8_t)tsumo__fu_of(f, r, &v->fu_raw);
    }
    value(v, f->rules);
    judge(v, f);
}

/* Whether the winner would rather take reading a than reading b. */
static bool better(const verdict *a, const verdict *b)
{
    if (a->valid != b->valid)
        return a->valid;
    if (a->base != b->base)
        return a->base > b->base;
    if (a->yakuman_mult != b->yakuman_mult)
        return a->yakuman_mult > b->yakuman_mult;
    if (a->han != b->han)
        return a->han > b->han;
    return a->fu > b->fu;
}

/*
 * Renhou worth han (CFG-RENHOU, R-YAKU-27): JPML pays a mangan and RU 5 han,
 * with no other yaku. The winner may still take an ordinary reading that
 * pays more.
 */
static void weigh_renhou(verdict *v, const tsumo__hand_facts *f)
{
    bool mangan = f->rules->renhou == TSUMO_RENHOU_MANGAN;
    v->renhou = true;
    v->yaku = (uint64_t)1 << TSUMO_YAKU_RENHOU;
    v->yakuman_mult = 0;
    v->fu = v->fu_raw = 0;
    v->yaku_han = 5;
    /* dora are no yaku: they still add to a 5-han renhou */
    v->han = (uint8_t)(mangan ? 5 : 5 + f->dora + f->aka);
    value(v, f->rules);
    judge(v, f);
}

/* The reading the winner takes, and what it is worth. */
typedef struct choice {
    verdict verdict;
    tsumo__reading reading;
} choice;

/*
 * Every reading of every decomposition (R-WIN-07, EMA 3.4.9, 4.1.1); false
 * when there is none. Two choices take turns as the candidate and the best
 * so far.
 */
static const choice *choose(choice two[2], const tsumo__hand_facts *f, const tsumo__shape *shapes,
                            int n)
{
    const choice *best = NULL;
    choice *cand = &two[0];
    tsumo_kind tile = f->win->tile;
    for (int i = 0; i < n; i++) {
        tsumo__reading split;
        reading_split(&split, f, &shapes[i]);
        for (unsigned todo = completions(&split, tile); todo; todo &= todo - 1) {
            cand->reading = split;
            reading_complete(&cand->reading, f, (enum completion)tsumo__bit_lowest(todo));
            weigh(&cand->verdict, f, &cand->reading);
            if (!best || better(&cand->verdict, &best->verdict)) {
                best = cand;
                cand = cand == &two[0] ? &two[1] : &two[0];
            }
        }
    }
    if (best && (f->win->flags & TSUMO_WIN_RENHOU) &&
        (f->rules->renhou == TSUMO_RENHOU_MANGAN || f->rules->renhou == TSUMO_RENHOU_HAN5)) {
        cand->reading = best->reading;
        weigh_renhou(&cand->verdict, f);
        if (better(&cand->verdict, &best->verdict))
            best = cand;
    }
    return best;
}

/* ---- the chosen reading, written out ------------------------------------ */

/* Written whatever its value, counted only when it is worth something. */
static void add_dora(tsumo_score *s, tsumo_yaku yaku, int han)
{
    if (s->yaku_count < TSUMO_MAX_SCORED_YAKU) {
        s->yaku[s->yaku_count] = (tsumo_scored_yaku){(uint8_t)yaku, (uint8_t)han};
        s->yaku_count = (uint8_t)(s->yaku_count + (han > 0));
    }
}

/* The yaku list: yakuman, or yaku and then dora, ura dora and red fives. */
static void list_yaku(tsumo_score *out, const tsumo__hand_facts *f, const verdict *v)
{
    if (v->renhou) {
        out->yaku[out->yaku_count++] = (tsumo_scored_yaku){TSUMO_YAKU_RENHOU, 5};
        if (f->rules->renhou != TSUMO_RENHOU_MANGAN) {
            add_dora(out, TSUMO_YAKU_DORA, f->dora);
            add_dora(out, TSUMO_YAKU_AKA_DORA, f->aka);
        }
        return;
    }
    tsumo__yaku_list(out, f, v->yaku, v->yakuman_mult > 0);
    if (!v->yakuman_mult) {
        add_dora(out, TSUMO_YAKU_DORA, f->dora);
        add_dora(out, TSUMO_YAKU_URA_DORA, f->ura);
        add_dora(out, TSUMO_YAKU_AKA_DORA, f->aka);
    }
}

static void write_choice(tsumo_score *out, const tsumo__hand_facts *f, const choice *c)
{
    const verdict *v = &c->verdict;
    const tsumo_hand *hand = f->hand;
    out->valid = v->valid;
    out->refusal = v->refusal;
    out->yakuman_mult = v->yakuman_mult;
    out->yaku_han = v->yaku_han;
    out->han = v->han;
    out->fu = v->fu;
    out->fu_raw = v->fu_raw;
    out->limit = v->limit;
    out->base = v->base;
    list_yaku(out, f, v);
    if (!v->yakuman_mult && !v->renhou) {
        tsumo__fu_list(out, f, &c->reading);
        assert(out->fu_raw == v->fu_raw && out->fu == v->fu);
    }
    tsumo_group completed = {c->reading.wait_type, c->reading.wait_kind, 0};
    out->wait_group = (uint8_t)tsumo__shape_groups(&out->decomp, c->reading.shape, &f->tiles,
                                                   f->meld_groups, hand->meld_count, completed);
}

/* ---- the public entry points -------------------------------------------- */

/* All five slots are looked at, so that the loop has no exit to guess. */
static bool indicators_ok(const tsumo_kind *kinds, int n)
{
    bool bad = n > TSUMO_MAX_INDICATORS;
    for (int i = 0; i < TSUMO_MAX_INDICATORS; i++)
        bad |= (i < n) & (kinds[i] >= TSUMO_KINDS);
    return !bad;
}

static bool win_ok(const tsumo_win *win)
{
    return win->tile < TSUMO_KINDS && win->seat_wind < 4 && win->round_wind < 4 &&
           indicators_ok(win->dora, win->dora_count) && indicators_ok(win->ura, win->ura_count);
}

/* The payments (R-PAY-01..06); the basic points of a hand worth no han or no fu are 0. */
static void pay(tsumo_score *s, const tsumo_win *win, bool tsumo, const tsumo_rules *rules)
{
    int32_t base = s->base & -(int32_t)((s->limit != 0) | ((s->han > 0) & (s->fu > 0)));
    tsumo__payments(&s->payments, base, win->seat_wind == TSUMO_WIND_EAST, tsumo, win->honba,
                    win->riichi_sticks, rules);
}

/* Nagashi mangan (R-NAGA-01, EMA 4.2.4): a mangan tsumo whatever the tiles. */
static void score_nagashi(tsumo_score *out, const tsumo_hand *hand, const tsumo_win *win,
                          const tsumo_rules *rules)
{
    bool allowed = rules->nagashi == TSUMO_NAGASHI_ANY ||
                   (rules->nagashi == TSUMO_NAGASHI_CLOSED && tsumo_hand_is_closed(hand));
    out->valid = allowed;
    out->refusal = allowed ? TSUMO_REFUSAL_NONE : TSUMO_REFUSAL_NO_YAKU;
    out->yaku[0] = (tsumo_scored_yaku){TSUMO_YAKU_NAGASHI_MANGAN, 5};
    out->yaku_count = 1;
    out->yaku_han = out->han = 5; /* EMA lists it among the five-yaku hands */
    out->limit = TSUMO_LIMIT_MANGAN;
    out->base = tsumo__limit_base(TSUMO_LIMIT_MANGAN);
    pay(out, win, true, rules);
    if (rules->nagashi_settlement == TSUMO_NAGASHI_AS_DRAW) /* no counters, no sticks */
        out->payments.winner_gain = out->payments.total;
}

tsumo_status tsumo_score_hand(tsumo_score *out, const tsumo_hand *hand, const tsumo_win *win,
                              const tsumo_rules *rules)
{
    static const tsumo_score empty; /* a copy of it costs less than a memset */
    *out = empty;
    out->wait_group = 0xFF;
    if (!win_ok(win))
        return TSUMO_EINVAL;
    if (win->flags & TSUMO_WIN_NAGASHI) {
        score_nagashi(out, hand, win, rules);
        return TSUMO_OK;
    }
    tsumo__hand_facts facts;
    if (!tsumo__score_facts(&facts, hand, win, rules) ||
        facts.tiles.total + 3 * hand->meld_count != 14)
        return TSUMO_EINVAL;
    out->situation = (uint8_t)situation_of(&facts);
    if (out->situation != TSUMO_SITUATION_OK) {
        out->refusal = TSUMO_REFUSAL_BAD_SITUATION;
        return TSUMO_OK;
    }
    if (hand->counts[win->tile] == 0) {
        out->refusal = TSUMO_REFUSAL_TILE_NOT_IN_HAND;
        return TSUMO_OK;
    }
    tsumo__shape shapes[TSUMO_MAX_DECOMPS];
    int n = tsumo__shapes_find(shapes, TSUMO_MAX_DECOMPS, &facts.tiles, hand->meld_count);
    if (n > TSUMO_MAX_DECOMPS)
        n = TSUMO_MAX_DECOMPS;
    choice two[2];
    const choice *best = choose(two, &facts, shapes, n);
    if (!best) {
        out->refusal = TSUMO_REFUSAL_NOT_COMPLETE;
        return TSUMO_OK;
    }
    write_choice(out, &facts, best);
    pay(out, win, win->tsumo, rules);
    return TSUMO_OK;
}
