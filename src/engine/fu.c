/*
 * Fu of one reading (EMA 2008 §4.1.1, CHECKLIST R-FU-01..08).
 *
 * Each item is recorded with its value, so that a breakdown can show where
 * every fu came from. Seven pairs is a flat 25; pinfu has no fu but the
 * base and the closed ron; everything else adds up and rounds up to 10.
 */
#include "engine.h"

static void item(tsumo_score *s, tsumo_fu_item what, int fu, tsumo_kind kind, bool open, bool kan)
{
    if (s->fu_count < TSUMO_MAX_FU_ITEMS)
        s->fu_items[s->fu_count++] = (tsumo_fu_entry){(uint8_t)what, (uint8_t)fu, kind, open, kan};
    s->fu_raw = (uint8_t)(s->fu_raw + fu);
}

/* R-FU-03/04: 2 for an open pung of simples, doubled for a terminal or honour,
   for a concealed set, and four times for a kan. */
static int set_fu(tsumo_kind kind, bool kan, bool open)
{
    int fu = tsumo_kind_is_yaochu(kind) ? 4 : 2;
    if (kan)
        fu *= 4;
    if (!open)
        fu *= 2;
    return fu;
}

/* R-FU-05, AMB-35: dragon, seat wind, round wind; a double wind per the ruleset. */
static int pair_fu(const tsumo__hand_facts *f, tsumo_kind pair)
{
    bool seat = pair == tsumo_wind_kind(f->win->seat_wind);
    bool round = pair == tsumo_wind_kind(f->win->round_wind);
    if (seat && round)
        return f->rules->double_wind_pair_fu;
    return tsumo_kind_is_dragon(pair) || seat || round ? 2 : 0;
}

/* R-FU-06: an edge, closed or single wait is worth 2 whatever else the hand waited on. */
static void wait_fu(tsumo_score *s, const tsumo__reading *r)
{
    if (r->wait == TSUMO__WAIT_EDGE)
        item(s, TSUMO_FU_WAIT_EDGE, 2, TSUMO_NO_KIND, false, false);
    else if (r->wait == TSUMO__WAIT_CLOSED)
        item(s, TSUMO_FU_WAIT_CLOSED, 2, TSUMO_NO_KIND, false, false);
    else if (r->wait == TSUMO__WAIT_SINGLE)
        item(s, TSUMO_FU_WAIT_SINGLE, 2, TSUMO_NO_KIND, false, false);
}

/* R-FU-02, AMB-34: +2 for a tsumo, a rinshan win per the ruleset, never with pinfu. */
static bool tsumo_fu(const tsumo__hand_facts *f, const tsumo__reading *r)
{
    if (!f->win->tsumo || r->pinfu_shape)
        return false;
    return !(f->win->flags & TSUMO_WIN_RINSHAN) || f->rules->rinshan_tsumo_fu;
}

void tsumo__fu_count(tsumo_score *out, const tsumo__hand_facts *facts,
                     const tsumo__reading *reading)
{
    out->fu_count = 0;
    out->fu_raw = 0;
    if (reading->decomp->form == TSUMO_FORM_CHIITOI) { /* R-FU-01, R-YAKU-16 */
        item(out, TSUMO_FU_CHIITOITSU, 25, TSUMO_NO_KIND, false, false);
        out->fu = 25;
        return;
    }
    item(out, TSUMO_FU_BASE, 20, TSUMO_NO_KIND, false, false);
    if (facts->closed && !facts->win->tsumo) /* R-FU-01 */
        item(out, TSUMO_FU_CLOSED_RON, 10, TSUMO_NO_KIND, false, false);
    if (tsumo_fu(facts, reading))
        item(out, TSUMO_FU_TSUMO, 2, TSUMO_NO_KIND, false, false);
    for (int i = 0; i < reading->set_count; i++) {
        tsumo_kind k = reading->sets[i];
        bool open = reading->set_open[i];
        item(out, TSUMO_FU_PUNG, set_fu(k, reading->set_kan[i], open), k, open,
             reading->set_kan[i]);
    }
    int pair = pair_fu(facts, reading->pair);
    if (pair)
        item(out, TSUMO_FU_PAIR, pair, reading->pair, false, false);
    wait_fu(out, reading);
    /* R-FU-07, AMB-36: an open hand with nothing above the base */
    if (!facts->closed && out->fu_raw == 20 && facts->rules->open_pinfu_fu)
        item(out, TSUMO_FU_OPEN_PINFU, 2, TSUMO_NO_KIND, false, false);
    out->fu = (uint8_t)((out->fu_raw + 9) / 10 * 10); /* R-FU-08 */
}
