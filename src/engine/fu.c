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
int tsumo__fu_set(tsumo_kind kind, bool kan, bool open)
{
    int fu = tsumo_kind_is_yaochu(kind) ? 4 : 2;
    if (kan)
        fu *= 4;
    if (!open)
        fu *= 2;
    return fu;
}

/* R-FU-06: an edge, closed or single wait is worth 2 whatever else the hand waited on. */
static bool wait_fu(const tsumo__reading *r)
{
    return r->wait == TSUMO__WAIT_EDGE || r->wait == TSUMO__WAIT_CLOSED ||
           r->wait == TSUMO__WAIT_SINGLE;
}

/* R-FU-02, AMB-34: +2 for a tsumo, a rinshan win per the ruleset, never with pinfu. */
static bool tsumo_fu(const tsumo__hand_facts *f, const tsumo__reading *r)
{
    if (!f->win->tsumo || r->pinfu_shape)
        return false;
    return !(f->win->flags & TSUMO_WIN_RINSHAN) || f->rules->rinshan_tsumo_fu;
}

int tsumo__fu_raw(const tsumo__hand_facts *f, const tsumo__reading *r)
{
    if (r->form == TSUMO_FORM_CHIITOI) /* R-FU-01, R-YAKU-16 */
        return 25;
    int fu = 20 + 10 * (f->closed && !f->win->tsumo) + 2 * tsumo_fu(f, r) + r->set_fu + f->pair_fu +
             2 * wait_fu(r);
    /* R-FU-07, AMB-36: an open hand with nothing above the base */
    if (!f->closed && fu == 20 && f->rules->open_pinfu_fu)
        fu += 2;
    return fu;
}

void tsumo__fu_write(tsumo_score *out, const tsumo__hand_facts *facts,
                     const tsumo__reading *reading)
{
    out->fu_count = 0;
    out->fu_raw = 0;
    if (reading->form == TSUMO_FORM_CHIITOI) { /* R-FU-01, R-YAKU-16 */
        item(out, TSUMO_FU_CHIITOITSU, 25, TSUMO_NO_KIND, false, false);
        out->fu = 25;
        return;
    }
    item(out, TSUMO_FU_BASE, 20, TSUMO_NO_KIND, false, false);
    if (facts->closed && !facts->win->tsumo) /* R-FU-01 */
        item(out, TSUMO_FU_CLOSED_RON, 10, TSUMO_NO_KIND, false, false);
    if (tsumo_fu(facts, reading))
        item(out, TSUMO_FU_TSUMO, 2, TSUMO_NO_KIND, false, false);
    /* the sets in the order of the groups; a pung a ron completed counts as open */
    bool ron_pung = reading->wait == TSUMO__WAIT_PUNG && !facts->win->tsumo;
    const tsumo_decomp *d = &out->decomp;
    for (int i = 0; i < d->group_count; i++) {
        const tsumo_group *g = &d->groups[i];
        if (g->type != TSUMO_GROUP_PUNG && g->type != TSUMO_GROUP_KAN)
            continue;
        bool kan = g->type == TSUMO_GROUP_KAN;
        bool open = facts->meld_open[g->meld] || (ron_pung && i == out->wait_group);
        item(out, TSUMO_FU_PUNG, tsumo__fu_set(g->kind, kan, open), g->kind, open, kan);
    }
    if (facts->pair_fu)
        item(out, TSUMO_FU_PAIR, facts->pair_fu, reading->pair, false, false);
    if (reading->wait == TSUMO__WAIT_EDGE)
        item(out, TSUMO_FU_WAIT_EDGE, 2, TSUMO_NO_KIND, false, false);
    else if (reading->wait == TSUMO__WAIT_CLOSED)
        item(out, TSUMO_FU_WAIT_CLOSED, 2, TSUMO_NO_KIND, false, false);
    else if (reading->wait == TSUMO__WAIT_SINGLE)
        item(out, TSUMO_FU_WAIT_SINGLE, 2, TSUMO_NO_KIND, false, false);
    /* R-FU-07, AMB-36: an open hand with nothing above the base */
    if (!facts->closed && out->fu_raw == 20 && facts->rules->open_pinfu_fu)
        item(out, TSUMO_FU_OPEN_PINFU, 2, TSUMO_NO_KIND, false, false);
    out->fu = (uint8_t)((out->fu_raw + 9) / 10 * 10); /* R-FU-08 */
}
