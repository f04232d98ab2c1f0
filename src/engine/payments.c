/*
 * Payments and the settlement of a hand's end (EMA 2008 §3.4, §4.1.2-4.1.3;
 * CHECKLIST R-PAY, R-HONB, R-STCK, R-PAO, R-DRAW-02, R-NAGA-01, R-CHMB-01).
 *
 * Every payment is the basic points times 1, 2, 4 or 6, rounded up to 100
 * one payment at a time (rounding the basic points first would break 50
 * cells of the EMA tables). Each settlement moves points between the four
 * seats and from the table: the sum of the deltas always equals the sticks
 * taken from the table, so points plus sticks stay constant.
 */
#include "engine.h"

tsumo_limit tsumo_score_limit(int han, int fu, const tsumo_rules *rules)
{
    if (han <= 0 || (han < 5 && fu <= 0))
        return TSUMO_LIMIT_NONE;
    /* past 13 han and 255 fu nothing changes: the limit by han, a mangan by the points */
    return tsumo__limit_of(han < 13 ? (unsigned)han : 13, fu < 255 ? (unsigned)fu : 255, rules);
}

static int32_t basic_points(int han, int fu, int yakuman_mult, const tsumo_rules *rules)
{
    if (yakuman_mult > 0) /* R-YKM-14 */
        return tsumo__limit_base(TSUMO_LIMIT_YAKUMAN) * yakuman_mult;
    tsumo_limit limit = tsumo_score_limit(han, fu, rules);
    if (limit != TSUMO_LIMIT_NONE)
        return tsumo__limit_base(limit);
    return han > 0 && fu > 0 ? (int32_t)fu << (han + 2) : 0;
}

/* One counter's share for each of the three payers of a tsumo (R-HONB-03). */
static int32_t counter_share(const tsumo_rules *rules)
{
    return rules->honba_value / 3;
}

void tsumo_score_payments(tsumo_payments *out, int han, int fu, int yakuman_mult, bool dealer,
                          bool tsumo, int honba, int riichi_sticks, const tsumo_rules *rules)
{
    tsumo__payments(out, basic_points(han, fu, yakuman_mult, rules), dealer, tsumo, honba,
                    riichi_sticks, rules);
}

/* ---- settlements -------------------------------------------------------- */

static void move(tsumo_settlement *out, int from, int to, int32_t points)
{
    out->delta[from] -= points;
    out->delta[to] += points;
}

static bool seat_ok(int seat)
{
    return seat >= 0 && seat < 4;
}

/* What seat `payer` owes the tsumo winner, counters included (R-PAY-02, R-HONB-03). */
static int32_t tsumo_share(const tsumo_payments *p, int payer, int winner, int dealer, int honba,
                           const tsumo_rules *rules)
{
    int32_t share = winner == dealer  ? p->tsumo_each
                    : payer == dealer ? p->tsumo_dealer
                                      : p->tsumo_nondealer;
    return share + honba * counter_share(rules);
}

static void settle_tsumo(tsumo_settlement *out, const tsumo_settle_win *w, int dealer, int honba,
                         const tsumo_rules *rules)
{
    for (int seat = 0; seat < 4; seat++) {
        if (seat == w->winner)
            continue;
        int32_t share = tsumo_share(&w->score->payments, seat, w->winner, dealer, honba, rules);
        /* R-PAO-02: the liable player pays the whole tsumo alone */
        move(out, w->liable != TSUMO_NO_SEAT ? w->liable : seat, w->winner, share);
    }
}

static void settle_ron(tsumo_settlement *out, const tsumo_settle_win *w, int discarder, int honba,
                       const tsumo_rules *rules)
{
    /* honba is 0 here for the winners that the ruleset gives no counters */
    int32_t value = w->score->payments.ron;
    int32_t counters = honba * rules->honba_value;
    if (w->liable != TSUMO_NO_SEAT && w->liable != discarder) {
        /* R-PAO-02, AMB-40: half each; the counters from the discarder (R-HONB-05) */
        int32_t liable_half = tsumo__ceil100(value / 2);
        move(out, w->liable, w->winner, liable_half);
        value -= liable_half;
    }
    move(out, discarder, w->winner, value + counters); /* R-PAO-03 when he is liable himself */
}

static bool win_ok(const tsumo_settle_win *w, int discarder)
{
    const tsumo_score *s = w->score;
    if (!s || !s->valid || !seat_ok(w->winner) || w->winner == discarder)
        return false;
    if (w->liable != TSUMO_NO_SEAT && (!seat_ok(w->liable) || w->liable == w->winner))
        return false;
    bool ron = discarder != TSUMO_NO_SEAT;
    return ron ? s->payments.ron > 0 : s->payments.ron == 0 && s->payments.total > 0;
}

/* Index in wins[] of the first winner in turn order after `from`, or -1. */
static int first_after(const tsumo_settle_win *wins, int n, int from)
{
    for (int step = 1; step <= 4; step++)
        for (int i = 0; i < n; i++)
            if (wins[i].winner == (from + step) % 4)
                return i;
    return -1;
}

static bool wins_ok(const tsumo_settle_win *wins, int n, int dealer, int discarder)
{
    bool ron = discarder != TSUMO_NO_SEAT;
    if (n < 1 || n > 3 || (!ron && n != 1) || !seat_ok(dealer) || (ron && !seat_ok(discarder)))
        return false;
    for (int i = 0; i < n; i++) {
        if (!win_ok(&wins[i], discarder))
            return false;
        /* a tsumo scored for the wrong seat would pay the wrong shares */
        if (!ron && (wins[i].winner == dealer) != (wins[i].score->payments.tsumo_each > 0))
            return false;
        for (int j = 0; j < i; j++)
            if (wins[j].winner == wins[i].winner)
                return false;
    }
    return true;
}

/*
 * R-STCK-01/02, EMA 3.4.4, 4.1: each riichi winner takes back his own stick;
 * the rest goes to the first winner after the discarder.
 */
static void share_sticks(tsumo_settlement *out, const tsumo_settle_win *wins, int n, int first,
                         int table_sticks, const tsumo_rules *rules)
{
    int32_t left = table_sticks;
    for (int i = 0; i < n && n > 1; i++) {
        if (wins[i].riichi && left >= rules->riichi_deposit) {
            out->sticks_to[wins[i].winner] += rules->riichi_deposit;
            left -= rules->riichi_deposit;
        }
    }
    out->sticks_to[wins[first].winner] += left;
    for (int seat = 0; seat < 4; seat++)
        out->delta[seat] += out->sticks_to[seat];
    out->sticks_left = 0;
}

tsumo_status tsumo_settle_wins(tsumo_settlement *out, const tsumo_settle_win *wins, int win_count,
                               int dealer, int discarder, int honba, int table_sticks,
                               const tsumo_rules *rules)
{
    memset(out, 0, sizeof *out);
    out->sticks_left = table_sticks;
    if (!wins || !wins_ok(wins, win_count, dealer, discarder) || honba < 0 || table_sticks < 0)
        return TSUMO_EINVAL;
    bool ron = discarder != TSUMO_NO_SEAT;
    int first = ron ? first_after(wins, win_count, discarder) : 0;
    if (ron && rules->head_bump) { /* CFG-MULTIRON: only the first claimant wins */
        wins = &wins[first];
        win_count = 1;
        first = 0;
    }
    /* R-HONB-04: counters to each winner (EMA 4.1), or to the first only (Tenhou) */
    bool first_only = rules->multi_ron_honba == TSUMO_HONBA_FIRST_WINNER;
    for (int i = 0; i < win_count; i++) {
        if (ron)
            settle_ron(out, &wins[i], discarder, first_only && i != first ? 0 : honba, rules);
        else
            settle_tsumo(out, &wins[i], dealer, honba, rules);
    }
    if (first_only) /* the first winner takes every stick, his partners' too */
        share_sticks(out, &wins[first], 1, 0, table_sticks, rules);
    else
        share_sticks(out, wins, win_count, first, table_sticks, rules);
    return TSUMO_OK;
}

void tsumo_settle_noten(tsumo_settlement *out, const bool tenpai[4], int table_sticks,
                        const tsumo_rules *rules)
{
    memset(out, 0, sizeof *out);
    out->sticks_left = table_sticks; /* R-STCK-03: they stay for the next winner */
    int ready = tenpai[0] + tenpai[1] + tenpai[2] + tenpai[3];
    if (ready == 0 || ready == 4) /* R-DRAW-02: nobody pays */
        return;
    int32_t gain = rules->noten_total / ready;
    int32_t loss = rules->noten_total / (4 - ready);
    for (int seat = 0; seat < 4; seat++)
        out->delta[seat] = tenpai[seat] ? gain : -loss;
}

void tsumo_settle_nagashi(tsumo_settlement *out, const bool nagashi[4], int dealer, int honba,
                          int table_sticks, const tsumo_rules *rules)
{
    memset(out, 0, sizeof *out);
    out->sticks_left = table_sticks;
    if (rules->nagashi == TSUMO_NAGASHI_OFF || !seat_ok(dealer))
        return;
    /* AMB-21: settled as a win (EMA), or a payment inside a draw (Tenhou) */
    bool as_win = rules->nagashi_settlement == TSUMO_NAGASHI_AS_WIN;
    honba = as_win ? honba : 0;
    int first = -1;
    for (int step = 0; step < 4; step++) {
        int seat = (dealer + step) % 4;
        if (!nagashi[seat])
            continue;
        tsumo_payments p;
        tsumo_score_payments(&p, 5, 0, 0, seat == dealer, true, honba, 0, rules);
        for (int payer = 0; payer < 4; payer++)
            if (payer != seat)
                move(out, payer, seat, tsumo_share(&p, payer, seat, dealer, honba, rules));
        if (first < 0)
            first = seat;
    }
    if (first >= 0 && as_win) { /* R-STCK-03, AMB-21: the first qualifier from the dealer */
        out->sticks_to[first] = table_sticks;
        out->delta[first] += table_sticks;
        out->sticks_left = 0;
    }
}

void tsumo_settle_chombo(tsumo_settlement *out, int offender, int dealer, const tsumo_rules *rules)
{
    memset(out, 0, sizeof *out);
    if (!rules->chombo_mangan || !seat_ok(offender) || !seat_ok(dealer))
        return;
    int32_t base = tsumo__limit_base(TSUMO_LIMIT_MANGAN);
    for (int seat = 0; seat < 4; seat++) {
        if (seat == offender)
            continue;
        /* R-CHMB-01: a reverse mangan tsumo; the dealer's share is double */
        bool double_share = seat == dealer || offender == dealer;
        move(out, offender, seat, double_share ? 2 * base : base);
    }
}
