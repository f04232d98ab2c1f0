/*
 * Fu of one reading (EMA 2008 §4.1.1, CHECKLIST R-FU-01..08).
 *
 * Seven pairs is a flat 25; pinfu has no fu but the base and the closed ron;
 * everything else adds up and rounds up to 10. Every reading is weighed by
 * tsumo__fu_of(), which adds the items up in one expression (the sets' fu
 * come with the reading); the reading the winner takes is then written out
 * item by item by tsumo__fu_list(), so that a breakdown can show where every
 * fu came from. The two follow the same rules in the same order, and
 * score.c checks (in builds with assertions) that they agree.
 */
#include "engine.h"

/* R-FU-05, AMB-35: dragon, seat wind, round wind; a double wind per the ruleset. */
static int pair_fu(const tsumo__hand_facts *f, tsumo_kind pair)
{
    bool seat = pair == f->seat;
    bool round = pair == f->round;
    if (seat && round)
        return f->rules->double_wind_pair_fu;
    return tsumo_kind_is_dragon(pair) || seat || round ? 2 : 0;
}

/* R-FU-06: an edge, closed or single wait is worth 2 whatever else the hand waited on. */
static int wait_fu(const tsumo__reading *r)
{
    /* TSUMO__WAIT_EDGE, _CLOSED and _SINGLE are 1, 2 and 3 */
    return 2 * ((unsigned)(r->wait - TSUMO__WAIT_EDGE) <= TSUMO__WAIT_SINGLE - TSUMO__WAIT_EDGE);
}

/*
 * R-FU-02, AMB-34: +2 for a tsumo, a rinshan win per the ruleset, never with
 * pinfu. The conditions are combined without short cuts, so that a hand's
 * tsumo or ron (which no branch predictor can guess) is not a branch.
 */
static bool tsumo_fu(const tsumo__hand_facts *f, const tsumo__reading *r)
{
    bool rinshan = (f->win->flags & TSUMO_WIN_RINSHAN) != 0;
    return f->win->tsumo & !r->pinfu_shape & (!rinshan | f->rules->rinshan_tsumo_fu);
}

/* R-FU-01: 10 for a closed hand won by ron. */
static bool closed_ron(const tsumo__hand_facts *f)
{
    return f->closed & !f->win->tsumo;
}

/* R-FU-07, AMB-36: +2 for an open hand with nothing above the base. */
static bool open_pinfu(const tsumo__hand_facts *f, int fu)
{
    return !f->closed & (fu == 20) & f->rules->open_pinfu_fu;
}

int tsumo__fu_of(const tsumo__hand_facts *facts, const tsumo__reading *reading, uint8_t *raw)
{
    if (reading->form == TSUMO_FORM_CHIITOI) { /* R-FU-01, R-YAKU-16: 25, not rounded */
        *raw = 25;
        return 25;
    }
    int fu = 20 + 10 * closed_ron(facts) + 2 * tsumo_fu(facts, reading) + reading->set_fu +
             pair_fu(facts, reading->sets.pair) + wait_fu(reading);
    fu += 2 * open_pinfu(facts, fu);
    *raw = (uint8_t)fu;
    return (fu + 9) / 10 * 10; /* R-FU-08 */
}

static void item(tsumo_score *s, tsumo_fu_item what, int fu, tsumo_kind kind, bool open)
{
    s->fu_items[s->fu_count++] = (tsumo_fu_entry){(uint8_t)what, (uint8_t)fu, kind, open};
    s->fu_raw = (uint8_t)(s->fu_raw + fu); /* at most 10 items of 12: no check needed */
}

/*
 * An item that counts only when `cond` holds, written either way in the
 * next slot: whether the hand was won by tsumo, closed or not, decides no
 * branch. tsumo__fu_list() clears the slot past the last item.
 */
static void item_if(tsumo_score *s, bool cond, tsumo_fu_item what, int fu, tsumo_kind kind)
{
    s->fu_items[s->fu_count] = (tsumo_fu_entry){(uint8_t)what, (uint8_t)fu, kind, 0};
    s->fu_count = (uint8_t)(s->fu_count + cond);
    s->fu_raw = (uint8_t)(s->fu_raw + (fu & -(int)cond));
}

/* R-FU-03/04: the concealed pungs by kind (a pung won by ron counts as open), then the melds. */
static void set_items(tsumo_score *out, const tsumo__hand_facts *f, const tsumo__reading *r)
{
    for (uint64_t pungs = r->sets.pungs; pungs; pungs &= pungs - 1) {
        tsumo_kind k = (tsumo_kind)tsumo__bit_lowest(pungs);
        bool open = k == r->opened;
        item(out, TSUMO_FU_PUNG, (tsumo_kind_is_yaochu(k) ? 4 : 2) << !open, k, open);
    }
    /* the melds' items in one copy; past them they are zero, as the list's end must be */
    memcpy(&out->fu_items[out->fu_count], f->meld_fu_items, sizeof f->meld_fu_items);
    out->fu_count = (uint8_t)(out->fu_count + f->meld_sets);
    out->fu_raw = (uint8_t)(out->fu_raw + f->meld_fu);
}

void tsumo__fu_list(tsumo_score *out, const tsumo__hand_facts *facts, const tsumo__reading *reading)
{
    static const uint8_t wait_items[] = {[TSUMO__WAIT_EDGE] = TSUMO_FU_WAIT_EDGE,
                                         [TSUMO__WAIT_CLOSED] = TSUMO_FU_WAIT_CLOSED,
                                         [TSUMO__WAIT_SINGLE] = TSUMO_FU_WAIT_SINGLE,
                                         [TSUMO__WAIT_KOKUSHI] = 0};
    out->fu_count = 0;
    out->fu_raw = 0;
    if (reading->form == TSUMO_FORM_CHIITOI) {
        item(out, TSUMO_FU_CHIITOITSU, 25, TSUMO_NO_KIND, false);
        out->fu = 25;
        return;
    }
    item(out, TSUMO_FU_BASE, 20, TSUMO_NO_KIND, false);
    item_if(out, closed_ron(facts), TSUMO_FU_CLOSED_RON, 10, TSUMO_NO_KIND);
    item_if(out, tsumo_fu(facts, reading), TSUMO_FU_TSUMO, 2, TSUMO_NO_KIND);
    set_items(out, facts, reading);
    int pair = pair_fu(facts, reading->sets.pair);
    item_if(out, pair != 0, TSUMO_FU_PAIR, pair, reading->sets.pair);
    item_if(out, wait_fu(reading) != 0, (tsumo_fu_item)wait_items[reading->wait], 2, TSUMO_NO_KIND);
    item_if(out, open_pinfu(facts, out->fu_raw), TSUMO_FU_OPEN_PINFU, 2, TSUMO_NO_KIND);
    out->fu_items[out->fu_count] = (tsumo_fu_entry){0, 0, 0, 0}; /* nothing past the list */
    out->fu = (uint8_t)((out->fu_raw + 9) / 10 * 10);            /* R-FU-08 */
}
