/*
 * Fu of one reading (EMA 2008 §4.1.1, CHECKLIST R-FU-01..08).
 *
 * Each item is recorded with its value, so that a breakdown can show where
 * every fu came from. Seven pairs is a flat 25; pinfu has no fu but the
 * base and the closed ron; everything else adds up and rounds up to 10.
 */
#include "engine.h"

/* R-FU-06: an edge, closed or single wait is worth 2 whatever else the hand waited on. */
static bool wait_fu(const tsumo__reading *r)
{
    return (1u << TSUMO__WAIT_EDGE | 1u << TSUMO__WAIT_CLOSED | 1u << TSUMO__WAIT_SINGLE) >>
               r->wait &
           1;
}

/* R-FU-02, AMB-34: +2 for a tsumo, a rinshan win per the ruleset, never with pinfu. */
static bool tsumo_fu(const tsumo__hand_facts *f, const tsumo__reading *r)
{
    return f->win->tsumo & !r->pinfu_shape &
           (!(f->win->flags & TSUMO_WIN_RINSHAN) | f->rules->rinshan_tsumo_fu);
}

int tsumo__fu_raw(const tsumo__hand_facts *f, const tsumo__reading *r)
{
    if (r->form == TSUMO_FORM_CHIITOI) /* R-FU-01, R-YAKU-16 */
        return 25;
    int fu = 20 + 10 * (f->closed & !f->win->tsumo) + 2 * tsumo_fu(f, r) + r->set_fu + f->pair_fu +
             2 * wait_fu(r);
    /* R-FU-07, AMB-36: an open hand with nothing above the base */
    if (!f->closed && fu == 20 && f->rules->open_pinfu_fu)
        fu += 2;
    return fu;
}

void tsumo__fu_write(tsumo_score *out, const tsumo__hand_facts *f, const tsumo__reading *r)
{
    /* Eight items at most: the base, a closed ron or a tsumo, four sets, the pair and the wait
       (the open hand's two fu only for an open hand without sets or wait). An item that one test
       decides is written whether the hand has it or not and counted only when it has, so that
       nothing branches on the reading; the twelve slots leave room for what is written past
       the count. */
    tsumo_fu_entry *e = out->fu_items;
    if (r->form == TSUMO_FORM_CHIITOI) { /* R-FU-01, R-YAKU-16 */
        e[0] = (tsumo_fu_entry){TSUMO_FU_CHIITOITSU, 25, TSUMO_NO_KIND, 0, 0};
        out->fu_count = 1;
        out->fu_raw = out->fu = 25;
        return;
    }
    bool ron = f->closed & !f->win->tsumo, tsumo = tsumo_fu(f, r);
    e[0] = (tsumo_fu_entry){TSUMO_FU_BASE, 20, TSUMO_NO_KIND, 0, 0};
    e[1] = (tsumo_fu_entry){TSUMO_FU_CLOSED_RON, 10, TSUMO_NO_KIND, 0, 0}; /* R-FU-01 */
    int n = 1 + ron, raw = 20 + 10 * ron;
    e[n] = (tsumo_fu_entry){TSUMO_FU_TSUMO, 2, TSUMO_NO_KIND, 0, 0};
    n += tsumo;
    raw += 2 * tsumo;
    /* the concealed pungs by kind are in the order of the groups, the melds after them; a pung
       a ron completed counts as open */
    bool ron_pung = (r->wait == TSUMO__WAIT_PUNG) & !f->win->tsumo;
    for (uint64_t p = r->pungs; p; p &= p - 1) {
        tsumo_kind k = (tsumo_kind)tsumo__bit_lowest(p);
        bool open = ron_pung & (k == f->win->tile);
        int fu = tsumo__fu_set(k, false, open);
        e[n++] = (tsumo_fu_entry){TSUMO_FU_PUNG, (uint8_t)fu, k, open, 0};
        raw += fu;
    }
    /* the melds' four slots whatever their count, zeros past them (which is what the result
       holds there): a copy of a length the hand decides was a branch on it and a `rep movsq` */
    memcpy(&e[n], f->meld_items, sizeof f->meld_items);
    n += f->meld_sets;
    raw += f->meld_fu;
    e[n] = (tsumo_fu_entry){TSUMO_FU_PAIR, f->pair_fu, r->pair, 0, 0};
    n += f->pair_fu != 0;
    raw += f->pair_fu;
    static const uint8_t wait_item[] = {
        [TSUMO__WAIT_EDGE] = TSUMO_FU_WAIT_EDGE,
        [TSUMO__WAIT_CLOSED] = TSUMO_FU_WAIT_CLOSED,
        [TSUMO__WAIT_SINGLE] = TSUMO_FU_WAIT_SINGLE,
        [TSUMO__WAIT_KOKUSHI] = 0,
    };
    bool wait = wait_fu(r);
    e[n] = (tsumo_fu_entry){wait_item[r->wait], 2, TSUMO_NO_KIND, 0, 0};
    n += wait;
    raw += 2 * wait;
    /* R-FU-07, AMB-36: an open hand with nothing above the base */
    bool open_pinfu = !f->closed & (raw == 20) & f->rules->open_pinfu_fu;
    e[n] = (tsumo_fu_entry){TSUMO_FU_OPEN_PINFU, 2, TSUMO_NO_KIND, 0, 0};
    n += open_pinfu;
    raw += 2 * open_pinfu;
    out->fu_count = (uint8_t)n;
    out->fu_raw = (uint8_t)raw;
    out->fu = (uint8_t)((unsigned)(raw + 9) / 10 * 10); /* R-FU-08, unsigned: no sign fix-up */
}
