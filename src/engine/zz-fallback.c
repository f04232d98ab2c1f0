/*
 * TEMPORARY: stand-ins for the scoring functions that
 * other modules are writing, so that the game engine can be tested before
 * they land. Slow and simplified (fu is not counted). Deleted when the real
 * ones arrive.
 */
#include "engine.h"

static bool chiitoi(const uint8_t c[TSUMO_KINDS])
{
    int pairs = 0;
    for (int i = 0; i < TSUMO_KINDS; i++) {
        if (c[i] != 0 && c[i] != 2)
            return false;
        pairs += c[i] == 2;
    }
    return pairs == 7;
}

/* ---- scoring: yaku that the engine's tests use, 30 fu flat ---- */

static void add_yaku(tsumo_score *sc, int yaku, int han)
{
    sc->yaku[sc->yaku_count].yaku = (uint8_t)yaku;
    sc->yaku[sc->yaku_count].han = (uint8_t)han;
    sc->yaku_count++;
}

static int meld_sets(const tsumo_hand *h, int kind_lo, int kind_hi)
{
    int n = 0;
    for (int m = 0; m < h->meld_count; m++)
        n += h->melds[m].type != TSUMO_MELD_CHI && h->melds[m].kind >= kind_lo &&
             h->melds[m].kind <= kind_hi;
    return n;
}

static bool all_of(const tsumo_hand *h, bool (*pred)(tsumo_kind))
{
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (h->counts[k] && !pred((tsumo_kind)k))
            return false;
    for (int m = 0; m < h->meld_count; m++)
        for (int i = 0; i < (h->melds[m].type == TSUMO_MELD_CHI ? 3 : 1); i++)
            if (!pred((tsumo_kind)(h->melds[m].kind + i)))
                return false;
    return true;
}

static bool simple(tsumo_kind k)
{
    return tsumo_kind_is_simple(k);
}

static int count_dora(const tsumo_hand *h, const tsumo_kind *ind, int n)
{
    int d = 0;
    for (int i = 0; i < n; i++) {
        tsumo_kind k = tsumo_kind_dora(ind[i]);
        d += h->counts[k];
        for (int m = 0; m < h->meld_count; m++) {
            const tsumo_meld *ml = &h->melds[m];
            if (ml->type == TSUMO_MELD_CHI)
                d += k >= ml->kind && k <= ml->kind + 2;
            else if (ml->kind == k)
                d += tsumo_meld_is_kan(ml) ? 4 : 3;
        }
    }
    return d;
}

tsumo_status tsumo_score_hand(tsumo_score *out, const tsumo_hand *hand, const tsumo_win *win,
                              const tsumo_rules *rules)
{
    memset(out, 0, sizeof *out);
    if (!tsumo_is_complete(hand->counts, hand->meld_count)) {
        out->refusal = TSUMO_REFUSAL_NOT_COMPLETE;
        return TSUMO_OK;
    }
    bool closed = tsumo_hand_is_closed(hand);
    int f = win->flags;
    tsumo_decomp d[TSUMO_MAX_DECOMPS];
    int nd = tsumo_hand_decompose(d, TSUMO_MAX_DECOMPS, hand);
    bool kokushi = false; /* the reading search finds it */
    for (int i = 0; i < nd && i < TSUMO_MAX_DECOMPS; i++)
        if (d[i].form == TSUMO_FORM_KOKUSHI) {
            kokushi = true;
            out->decomp = d[i];
        }
    if (!kokushi && nd > 0)
        out->decomp = d[0];
    int ykm = 0;
    if (kokushi)
        add_yaku(out, TSUMO_YAKU_KOKUSHI, 1), ykm++;
    if (meld_sets(hand, TSUMO_WHITE, TSUMO_RED) + (hand->counts[31] >= 3) +
            (hand->counts[32] >= 3) + (hand->counts[33] >= 3) ==
        3)
        add_yaku(out, TSUMO_YAKU_DAISANGEN, 1), ykm++;
    if (meld_sets(hand, TSUMO_EAST, TSUMO_NORTH) + (hand->counts[27] >= 3) +
            (hand->counts[28] >= 3) + (hand->counts[29] >= 3) + (hand->counts[30] >= 3) ==
        4)
        add_yaku(out, TSUMO_YAKU_DAISUUSHII, 2), ykm += 2;
    int kans = 0;
    for (int m = 0; m < hand->meld_count; m++)
        kans += tsumo_meld_is_kan(&hand->melds[m]);
    if (kans == 4)
        add_yaku(out, TSUMO_YAKU_SUUKANTSU, 1), ykm++;
    if (f & TSUMO_WIN_TENHOU)
        add_yaku(out, TSUMO_YAKU_TENHOU, 1), ykm++;
    if (f & TSUMO_WIN_CHIIHOU)
        add_yaku(out, TSUMO_YAKU_CHIIHOU, 1), ykm++;
    if ((f & TSUMO_WIN_RENHOU) && rules->renhou == TSUMO_RENHOU_YAKUMAN)
        add_yaku(out, TSUMO_YAKU_RENHOU_YAKUMAN, 1), ykm++;
    int han = 0;
    if (!ykm) {
        out->yaku_count = 0;
        if (f & TSUMO_WIN_DOUBLE_RIICHI)
            add_yaku(out, TSUMO_YAKU_DOUBLE_RIICHI, 2), han += 2;
        else if (f & TSUMO_WIN_RIICHI)
            add_yaku(out, TSUMO_YAKU_RIICHI, 1), han++;
        if (f & TSUMO_WIN_IPPATSU)
            add_yaku(out, TSUMO_YAKU_IPPATSU, 1), han++;
        if (win->tsumo && closed)
            add_yaku(out, TSUMO_YAKU_MENZEN_TSUMO, 1), han++;
        if (f & TSUMO_WIN_HAITEI)
            add_yaku(out, TSUMO_YAKU_HAITEI, 1), han++;
        if (f & TSUMO_WIN_HOUTEI)
            add_yaku(out, TSUMO_YAKU_HOUTEI, 1), han++;
        if (f & TSUMO_WIN_RINSHAN)
            add_yaku(out, TSUMO_YAKU_RINSHAN, 1), han++;
        if (f & TSUMO_WIN_CHANKAN)
            add_yaku(out, TSUMO_YAKU_CHANKAN, 1), han++;
        if (all_of(hand, simple) && (closed || rules->open_tanyao))
            add_yaku(out, TSUMO_YAKU_TANYAO, 1), han++;
        for (int k = TSUMO_WHITE; k <= TSUMO_RED; k++)
            if (hand->counts[k] >= 3 || meld_sets(hand, k, k))
                add_yaku(out, TSUMO_YAKU_YAKUHAI_HAKU + k - TSUMO_WHITE, 1), han++;
        tsumo_kind sw = tsumo_wind_kind(win->seat_wind), rw = tsumo_wind_kind(win->round_wind);
        if (hand->counts[sw] >= 3 || meld_sets(hand, sw, sw))
            add_yaku(out, TSUMO_YAKU_YAKUHAI_SEAT_WIND, 1), han++;
        if (hand->counts[rw] >= 3 || meld_sets(hand, rw, rw))
            add_yaku(out, TSUMO_YAKU_YAKUHAI_ROUND_WIND, 1), han++;
        if (hand->meld_count == 0 && chiitoi(hand->counts))
            add_yaku(out, TSUMO_YAKU_CHIITOITSU, 2), han += 2;
        out->yaku_han = (uint8_t)han;
        if (han < rules->min_han) {
            out->refusal = TSUMO_REFUSAL_NO_YAKU;
            return TSUMO_OK;
        }
        if (win->honba >= 5 && rules->two_han_at_five_counters && han < 2) {
            out->refusal = TSUMO_REFUSAL_FIVE_COUNTERS;
            return TSUMO_OK;
        }
        int dora = count_dora(hand, win->dora, win->dora_count);
        if (dora)
            add_yaku(out, TSUMO_YAKU_DORA, dora), han += dora;
        if (f & TSUMO_WIN_RIICHI) {
            int ura = count_dora(hand, win->ura, win->ura_count);
            if (ura)
                add_yaku(out, TSUMO_YAKU_URA_DORA, ura), han += ura;
        }
        int aka = hand->red[0] + hand->red[1] + hand->red[2];
        for (int m = 0; m < hand->meld_count; m++)
            aka += hand->melds[m].red;
        if (aka && rules->red_fives)
            add_yaku(out, TSUMO_YAKU_AKA_DORA, aka), han += aka;
    }
    out->valid = true;
    out->han = (uint8_t)han;
    out->yakuman_mult = (uint8_t)(ykm > 1 && !rules->double_yakuman ? 1 : ykm);
    out->fu = ykm ? 0 : 30;
    bool dealer = win->seat_wind == 0;
    tsumo_score_payments(&out->payments, han, out->fu, out->yakuman_mult, dealer, win->tsumo,
                         win->honba, win->riichi_sticks, rules);
    out->limit = (uint8_t)(ykm ? TSUMO_LIMIT_YAKUMAN : tsumo_score_limit(han, 30, rules));
    return TSUMO_OK;
}

tsumo_limit tsumo_score_limit(int han, int fu, const tsumo_rules *rules)
{
    (void)rules;
    if (han >= 13)
        return TSUMO_LIMIT_YAKUMAN;
    if (han >= 11)
        return TSUMO_LIMIT_SANBAIMAN;
    if (han >= 8)
        return TSUMO_LIMIT_BAIMAN;
    if (han >= 6)
        return TSUMO_LIMIT_HANEMAN;
    if (han >= 5 || fu * (1 << (han + 2)) > 2000)
        return TSUMO_LIMIT_MANGAN;
    return TSUMO_LIMIT_NONE;
}

static int32_t up100(int64_t x)
{
    return (int32_t)((x + 99) / 100 * 100);
}

void tsumo_score_payments(tsumo_payments *out, int han, int fu, int yakuman_mult, bool dealer,
                          bool tsumo, int honba, int riichi_sticks, const tsumo_rules *rules)
{
    static const int32_t limit_base[] = {0, 2000, 3000, 4000, 6000, 8000};
    memset(out, 0, sizeof *out);
    int64_t base;
    if (yakuman_mult)
        base = 8000 * yakuman_mult;
    else {
        tsumo_limit l = tsumo_score_limit(han, fu, rules);
        base = l ? limit_base[l] : (int64_t)fu << (han + 2);
    }
    int hb = honba * rules->honba_value;
    if (!tsumo) {
        out->ron = up100(base * (dealer ? 6 : 4));
        out->total = out->ron;
    } else if (dealer) {
        out->tsumo_each = up100(base * 2);
        out->total = out->tsumo_each * 3;
    } else {
        out->tsumo_dealer = up100(base * 2);
        out->tsumo_nondealer = up100(base);
        out->total = out->tsumo_dealer + 2 * out->tsumo_nondealer;
    }
    out->winner_gain = out->total + hb + riichi_sticks * rules->riichi_deposit;
}

tsumo_status tsumo_settle_wins(tsumo_settlement *out, const tsumo_settle_win *wins, int win_count,
                               int dealer, int discarder, int honba, int table_sticks,
                               const tsumo_rules *rules)
{
    memset(out, 0, sizeof *out);
    int hb = honba * rules->honba_value;
    for (int i = 0; i < win_count; i++) {
        const tsumo_settle_win *w = &wins[i];
        const tsumo_payments *p = &w->score->payments;
        int32_t *d = out->delta;
        if (discarder == TSUMO_NO_SEAT) {
            for (int s = 0; s < 4; s++) {
                if (s == w->winner)
                    continue;
                int32_t pay = w->winner == dealer
                                  ? p->tsumo_each
                                  : (s == dealer ? p->tsumo_dealer : p->tsumo_nondealer);
                pay += hb / 3;
                int payer = w->liable != TSUMO_NO_SEAT ? w->liable : s;
                d[payer] -= pay;
                d[w->winner] += pay;
            }
        } else if (w->liable != TSUMO_NO_SEAT && w->liable != discarder) {
            d[w->liable] -= p->ron / 2;
            d[discarder] -= p->ron - p->ron / 2 + hb;
            d[w->winner] += p->ron + hb;
        } else {
            d[discarder] -= p->ron + hb;
            d[w->winner] += p->ron + hb;
        }
    }
    if (win_count > 0 && table_sticks) {
        out->sticks_to[wins[0].winner] = table_sticks;
        out->delta[wins[0].winner] += table_sticks;
    }
    return TSUMO_OK;
}

void tsumo_settle_noten(tsumo_settlement *out, const bool tenpai[4], int table_sticks,
                        const tsumo_rules *rules)
{
    memset(out, 0, sizeof *out);
    out->sticks_left = table_sticks;
    int n = tenpai[0] + tenpai[1] + tenpai[2] + tenpai[3];
    if (n == 0 || n == 4)
        return;
    for (int s = 0; s < 4; s++)
        out->delta[s] = tenpai[s] ? rules->noten_total / n : -rules->noten_total / (4 - n);
}

void tsumo_settle_nagashi(tsumo_settlement *out, const bool nagashi[4], int dealer, int honba,
                          int table_sticks, const tsumo_rules *rules)
{
    memset(out, 0, sizeof *out);
    int first = -1;
    for (int i = 0; i < 4; i++) {
        int w = (dealer + i) & 3;
        if (!nagashi[w])
            continue;
        if (first < 0)
            first = w;
        for (int s = 0; s < 4; s++) {
            if (s == w)
                continue;
            int32_t pay =
                (w == dealer || s == dealer ? 4000 : 2000) + honba * rules->honba_value / 3;
            out->delta[s] -= pay;
            out->delta[w] += pay;
        }
    }
    if (first >= 0) {
        out->sticks_to[first] = table_sticks;
        out->delta[first] += table_sticks;
    } else {
        out->sticks_left = table_sticks;
    }
}

void tsumo_settle_chombo(tsumo_settlement *out, int offender, int dealer, const tsumo_rules *rules)
{
    (void)rules;
    memset(out, 0, sizeof *out);
    for (int s = 0; s < 4; s++) {
        if (s == offender)
            continue;
        int32_t pay = offender == dealer || s == dealer ? 4000 : 2000;
        out->delta[s] += pay;
        out->delta[offender] -= pay;
    }
}
