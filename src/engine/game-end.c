/*
 * The end of a hand and of the game: wins and their payments, the
 * exhaustive draw and its declarations, abortive draws, chombo, counters and
 * sticks, dealer rotation, the rounds, and the final settlement with uma.
 */
#include "game-state.h"

static bool has_yaku(const tsumo_score *sc, int yaku)
{
    for (int i = 0; i < sc->yaku_count; i++)
        if (sc->yaku[i].yaku == yaku)
            return true;
    return false;
}

static int max_score(const tsumo_game *g)
{
    int32_t best = g->seats[0].score;
    for (int s = 1; s < 4; s++)
        best = g->seats[s].score > best ? g->seats[s].score : best;
    return best;
}

static bool any_below_zero(const tsumo_game *g)
{
    for (int s = 0; s < 4; s++)
        if (g->seats[s].score < 0)
            return true;
    return false;
}

/*
 * Whether the game ends with this hand (R-GAME-02..04): after the last round,
 * unless nobody reached the extension target; at once when a score goes below
 * zero under busting; in the last hand when the leading dealer keeps the
 * deal under agari-yame. Extra rounds end as soon as someone reaches the
 * target, and after one round at most.
 */
static bool game_ends(const tsumo_game *g, bool keeps)
{
    const tsumo_rules *r = &g->rules;
    if (r->bust && any_below_zero(g))
        return true;
    if (g->result.end == TSUMO_END_CHOMBO)
        return false;
    int round = g->round, hand = g->hand_number;
    if (!keeps && ++hand == 4)
        round++;
    bool dealer_top = g->seats[g->dealer].score >= max_score(g);
    bool target = r->extension_target > 0 && max_score(g) >= r->extension_target;
    if (g->extension)
        return (target && !(keeps && !dealer_top)) || round > r->rounds;
    if (round >= r->rounds)
        return r->extension_target == 0 || target;
    bool last = g->round == r->rounds - 1 && g->hand_number == 3;
    bool earned = (g->result.end == TSUMO_END_WIN && r->agariyame) ||
                  (g->result.end == TSUMO_END_EXHAUSTIVE && r->tenpaiyame);
    return last && keeps && earned && dealer_top &&
           (r->extension_target == 0 || g->seats[g->dealer].score >= r->extension_target);
}

/* Pays the result's deltas and closes the hand. */
static void finish_hand(tsumo_game *g, bool keeps, g_out *out)
{
    tsumo_hand_result *r = &g->result;
    bool paid = false;
    for (int s = 0; s < 4; s++) {
        g->seats[s].score += r->delta[s];
        paid |= r->delta[s] != 0;
    }
    r->round = g->round;
    r->hand = g->hand_number;
    r->dealer = g->dealer;
    r->honba = g->honba;
    r->dealer_keeps = keeps;
    if (paid) {
        tsumo_event *e =
            tsumo__game_event(out, TSUMO_EVENT_PAYMENT, TSUMO_NO_SEAT, TSUMO_SEATS_ALL);
        if (e)
            memcpy(e->points, r->delta, sizeof e->points);
    }
    r->game_over = game_ends(g, keeps);
    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_HAND_END, TSUMO_NO_SEAT, TSUMO_SEATS_ALL);
    if (e) {
        e->code = r->end;
        e->flags = r->game_over;
        for (int s = 0; s < 4; s++)
            e->points[s] = g->seats[s].score;
    }
    g->phase = TSUMO_PHASE_HAND_OVER;
}

/* ---- wins ---- */

/* Who pays for a win alone or shares it (R-PAO-01..04). */
static uint8_t liable_for(const tsumo_game *g, const tsumo_hand_win *w)
{
    const g_seat *s = &g->seats[w->winner];
    const tsumo_score *sc = &w->score;
    if (s->pao_dragons != TSUMO_NO_SEAT && has_yaku(sc, TSUMO_YAKU_DAISANGEN))
        return s->pao_dragons;
    if (s->pao_winds != TSUMO_NO_SEAT && has_yaku(sc, TSUMO_YAKU_DAISUUSHII))
        return s->pao_winds;
    if (s->pao_kans != TSUMO_NO_SEAT && has_yaku(sc, TSUMO_YAKU_SUUKANTSU))
        return s->pao_kans;
    if (g->rules.rinshan_liability && w->from == TSUMO_NO_SEAT &&
        (w->win.flags & TSUMO_WIN_RINSHAN) && g->rinshan_from != TSUMO_NO_SEAT)
        return g->rinshan_from;
    return TSUMO_NO_SEAT;
}

/* `wins` in turn order from the discarder (or the one tsumo). */
/*
 * R-RII-07: an illegal kan after riichi is found at the offender's win, which
 * is then no win. R-CHMB-03 (EMA 3.4.6): a chombo at the same time as a
 * valid win is ignored, so the others' wins stand; only when no valid win is
 * left does the first offender's chombo end the hand. Returns the wins kept.
 */
static int drop_bad_riichi_kans(const tsumo_game *g, tsumo_hand_win *kept,
                                const tsumo_hand_win *wins, int n, int *offender)
{
    int k = 0;
    *offender = TSUMO_NO_SEAT;
    for (int i = 0; i < n; i++) {
        if (!g->seats[wins[i].winner].bad_riichi_kan)
            kept[k++] = wins[i];
        else if (*offender == TSUMO_NO_SEAT)
            *offender = wins[i].winner;
    }
    return k;
}

void tsumo__end_wins(tsumo_game *g, const tsumo_hand_win *all, int count, g_out *out)
{
    tsumo_hand_win wins[3];
    int offender;
    int n = drop_bad_riichi_kans(g, wins, all, count, &offender);
    if (n == 0) {
        tsumo__end_chombo(g, offender, TSUMO_REASON_BAD_RIICHI_KAN, TSUMO_REASON_NONE, out);
        return;
    }
    tsumo_hand_result *r = &g->result;
    r->end = TSUMO_END_WIN;
    r->win_count = (uint8_t)n;
    tsumo_settle_win settle[3] = {{0}};
    bool dealer_won = false;
    for (int i = 0; i < n; i++) {
        r->wins[i] = wins[i];
        r->wins[i].liable = liable_for(g, &wins[i]);
        settle[i] = (tsumo_settle_win){.winner = wins[i].winner,
                                       .liable = r->wins[i].liable,
                                       .score = &r->wins[i].score,
                                       .riichi = g->seats[wins[i].winner].stick_posted};
        dealer_won |= wins[i].winner == g->dealer;
        tsumo__game_reveal(g, wins[i].winner, out);
        tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_WIN, wins[i].winner, TSUMO_SEATS_ALL);
        if (e) {
            e->from = wins[i].from;
            e->tile = wins[i].tile;
            e->code = (uint8_t)i;
        }
    }
    /* R-STCK-01..02: scoring divides the sticks, told whose of this hand are the winners' */
    int table = g->sticks * g->rules.riichi_deposit;
    tsumo_settlement st;
    tsumo_settle_wins(&st, settle, n, g->dealer, wins[0].from, g->honba, table, &g->rules);
    memcpy(r->delta, st.delta, sizeof r->delta);
    memcpy(r->sticks_to, st.sticks_to, sizeof r->sticks_to);
    g->sticks = (uint8_t)(st.sticks_left / g->rules.riichi_deposit);
    g->honba_next = dealer_won ? (uint8_t)(g->honba + 1) : 0; /* R-HONB-01..02 */
    finish_hand(g, dealer_won, out);                          /* R-GAME-01 */
}

/* ---- draws ---- */

void tsumo__end_abort(tsumo_game *g, int abort, g_out *out)
{
    g->result.end = TSUMO_END_ABORT;
    g->result.abort = (uint8_t)abort;
    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_ABORT, TSUMO_NO_SEAT, TSUMO_SEATS_ALL);
    if (e)
        e->code = (uint8_t)abort;
    g->honba_next = (uint8_t)(g->honba + 1);            /* R-ABRT-01 */
    finish_hand(g, g->rules.abort_dealer_repeats, out); /* R-ABRT-07 */
}

/* R-CHMB-01..02: the payment, the sticks of this hand back, the same hand again. */
void tsumo__end_chombo(tsumo_game *g, int seat, int reason, int detail, g_out *out)
{
    tsumo_hand_result *r = &g->result;
    r->end = TSUMO_END_CHOMBO;
    r->chombo = (uint8_t)seat;
    r->chombo_reason = (uint8_t)reason;
    r->chombo_detail = (uint8_t)detail;
    memset(r->delta, 0, sizeof r->delta);
    if (g->rules.chombo_mangan) {
        tsumo_settlement st;
        tsumo_settle_chombo(&st, seat, g->dealer, &g->rules);
        memcpy(r->delta, st.delta, sizeof r->delta);
    }
    /* Each stick of this hand goes back to its owner: in the delta, and apart in sticks_to so
       that a table can show the refund apart from the penalty. */
    memset(r->sticks_to, 0, sizeof r->sticks_to);
    for (int s = 0; s < 4; s++) {
        if (g->seats[s].stick_posted) {
            r->delta[s] += g->rules.riichi_deposit;
            r->sticks_to[s] = g->rules.riichi_deposit;
            g->sticks--;
        }
    }
    g->seats[seat].chombo_count++;
    if (g->seats[seat].shown_count == 0) /* shown already when found at a draw */
        tsumo__game_reveal(g, seat, out);
    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_CHOMBO, seat, TSUMO_SEATS_ALL);
    if (e) {
        e->code = (uint8_t)reason;
        e->flags = (uint8_t)detail;
    }
    g->honba_next = g->honba;
    finish_hand(g, true, out);
}

void tsumo__end_exhaustive(tsumo_game *g, g_out *out)
{
    tsumo__game_event(out, TSUMO_EVENT_EXHAUSTIVE, TSUMO_NO_SEAT, TSUMO_SEATS_ALL);
    g->phase = TSUMO_PHASE_DRAW;
    g->declarer = g->dealer;
    g->claim_tile = TSUMO_NO_TILE;
}

bool tsumo_game_seat_is_tenpai(const tsumo_game *g, int seat)
{
    return seat >= 0 && seat < 4 && tsumo__game_is_tenpai(g, seat);
}

bool tsumo_game_nagashi_qualifies(const tsumo_game *g, int seat)
{
    if (seat < 0 || seat >= 4)
        return false;
    const g_seat *s = &g->seats[seat];
    return g->rules.nagashi != TSUMO_NAGASHI_OFF && !s->dead && !s->nagashi_broken &&
           s->discard_count > 0 &&
           (g->rules.nagashi == TSUMO_NAGASHI_ANY || tsumo_hand_is_closed(&s->hand));
}

g_judgement tsumo__draw_judge(const tsumo_game *g, const tsumo_action *a)
{
    const g_seat *s = &g->seats[a->seat];
    switch (a->type) {
    case TSUMO_ACTION_TENPAI:
        if (!tsumo__game_is_tenpai(g, a->seat))
            return (g_judgement){.verdict = G_REFUSE,
                                 .reason = TSUMO_REASON_NOT_TENPAI}; /* R-DRAW-03, R-DRAW-06 */
        break;
    case TSUMO_ACTION_NOTEN:
        if (s->riichi && tsumo__game_is_tenpai(g, a->seat))
            return (g_judgement){.verdict = G_REFUSE,
                                 .reason = TSUMO_REASON_MUST_SHOW}; /* R-DRAW-05 */
        break;
    default:
        if (g->rules.nagashi == TSUMO_NAGASHI_OFF)
            return (g_judgement){.verdict = G_REFUSE, .reason = TSUMO_REASON_OFF_IN_RULES};
        if (!tsumo_game_nagashi_qualifies(g, a->seat))
            return (g_judgement){.verdict = G_REFUSE,
                                 .reason = TSUMO_REASON_NOT_NAGASHI}; /* R-NAGA-01 */
        break;
    }
    return (g_judgement){.verdict = G_LEGAL, .reason = 0};
}

int tsumo__draw_legal(const tsumo_game *g, int seat, tsumo_action *out, int max)
{
    int n = 0;
    for (int type = TSUMO_ACTION_TENPAI; type <= TSUMO_ACTION_NAGASHI; type++) {
        tsumo_action a = {.type = (uint8_t)type, .seat = (uint8_t)seat};
        if (tsumo__draw_judge(g, &a).verdict != G_LEGAL)
            continue;
        if (n < max)
            out[n] = a;
        n++;
    }
    return n;
}

/* A riichi hand that is not tenpai, or made an illegal kan, is found out when shown at a draw. */
static int riichi_offence(const tsumo_game *g, int seat)
{
    const g_seat *s = &g->seats[seat];
    if (!s->riichi)
        return TSUMO_REASON_NONE;
    if (s->bad_riichi_kan)
        return TSUMO_REASON_BAD_RIICHI_KAN; /* R-RII-07 */
    /* a hand dead for an open riichi in furiten was tenpai: dead, not noten (R-RII-13) */
    bool tenpai = s->open_furiten ? tsumo_hand_is_tenpai(&s->hand) : tsumo__game_is_tenpai(g, seat);
    if (!tenpai)
        return TSUMO_REASON_NOTEN_RIICHI; /* R-RII-11 */
    return TSUMO_REASON_NONE;
}

/*
 * R-RII-11, R-RII-07 (EMA 3.4.6): a noten riichi and an illegal kan in riichi
 * are chombo "in case of a draw". They come to light where the riichi hands
 * are shown: at the exhaustive draw (EMA 3.4.2) and at the four-riichi abort
 * (EMA 3.4.3); at the other abortive draws riichi hands stay hidden. The first
 * offender from the dealer pays. Returns whether the hand ended in a chombo.
 */
bool tsumo__end_riichi_offences(tsumo_game *g, g_out *out)
{
    for (int i = 0; i < 4; i++) {
        int seat = g_next(g->dealer, i);
        int offence = riichi_offence(g, seat);
        if (offence != TSUMO_REASON_NONE) {
            tsumo__end_chombo(g, seat, offence, TSUMO_REASON_NONE, out);
            return true;
        }
    }
    return false;
}

static void settle_draw(tsumo_game *g, g_out *out)
{
    tsumo_hand_result *r = &g->result;
    if (tsumo__end_riichi_offences(g, out))
        return;
    bool any_nagashi = false;
    for (int s = 0; s < 4; s++) {
        r->tenpai[s] = g->seats[s].declared == TSUMO_ACTION_TENPAI;
        r->nagashi[s] = g->seats[s].declared == TSUMO_ACTION_NAGASHI;
        any_nagashi |= r->nagashi[s];
    }
    r->end = TSUMO_END_EXHAUSTIVE;
    int table = g->sticks * g->rules.riichi_deposit;
    tsumo_settlement st;
    bool keeps;
    if (any_nagashi && g->rules.nagashi_settlement == TSUMO_NAGASHI_AS_WIN) {
        /* AMB-21: like tsumo wins, no noten payments, the counters as for a win */
        tsumo_settle_nagashi(&st, r->nagashi, g->dealer, g->honba, table, &g->rules);
        keeps = r->nagashi[g->dealer];
        g->honba_next = keeps ? (uint8_t)(g->honba + 1) : 0;
        g->sticks = (uint8_t)(st.sticks_left / g->rules.riichi_deposit);
        memcpy(r->sticks_to, st.sticks_to, sizeof r->sticks_to);
    } else if (any_nagashi) {
        /* Tenhou: the mangan is paid, but the hand stays a draw for the deal */
        tsumo_settle_nagashi(&st, r->nagashi, g->dealer, g->honba, 0, &g->rules);
        keeps =
            r->tenpai[g->dealer] || (r->nagashi[g->dealer] && tsumo__game_is_tenpai(g, g->dealer));
        g->honba_next = (uint8_t)(g->honba + 1);
    } else {
        tsumo_settle_noten(&st, r->tenpai, table, &g->rules); /* R-DRAW-02 */
        keeps = r->tenpai[g->dealer];                         /* R-DRAW-07 */
        g->honba_next = (uint8_t)(g->honba + 1);
    }
    memcpy(r->delta, st.delta, sizeof r->delta);
    finish_hand(g, keeps, out);
}

void tsumo__draw_apply(tsumo_game *g, const tsumo_action *a, g_judgement j, g_out *out)
{
    (void)j;
    g_seat *s = &g->seats[a->seat];
    s->declared = a->type;
    if (a->type == TSUMO_ACTION_TENPAI)
        tsumo__game_reveal(g, a->seat, out);
    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_TENPAI, a->seat, TSUMO_SEATS_ALL);
    if (e)
        e->code = a->type;
    g->declarer = (uint8_t)g_next(g->declarer, 1);
    if (g->declarer == g->dealer)
        settle_draw(g, out);
}

/* ---- the end of the game (EMA 3.6) ---- */

/*
 * Places by points; tied seats share the better place (R-GAME-06), or under
 * Tenhou's rule the seat nearer the first dealer (seat 0) ranks higher.
 */
static void rank(const tsumo_game *g, const int32_t points[4], uint8_t place[4])
{
    bool seat_order = g->rules.ties == TSUMO_TIES_SEAT_ORDER;
    for (int s = 0; s < 4; s++) {
        place[s] = 1;
        for (int o = 0; o < 4; o++)
            place[s] += points[o] > points[s] || (seat_order && points[o] == points[s] && o < s);
    }
}

/*
 * Splits `amounts` (by place 1-4, multiples of 100) among the seats: tied
 * seats share the amounts of the places they fill (R-GAME-07, AMB-39). EMA
 * 3.6.1 gives only shares that divide (+6000 each for two first, +3000 for
 * three); one that does not (1000 in sticks, or an oka, among three) is
 * shared in whole 100s, so that every total stays a multiple of 100 and the
 * shares add up, and the 100s left over go one each to the tied seats nearest
 * the first dealer's seat (seat 0), the order Tenhou and JPML rank ties by:
 * 1000 among three is 400, 300, 300; -10000 is -3300, -3300, -3400.
 */
static void share_by_place(const uint8_t place[4], const int32_t amounts[4], int32_t out[4])
{
    for (int s = 0; s < 4; s++) {
        int tied = 0, before = 0; /* tied seats, and those of them nearer seat 0 */
        for (int o = 0; o < 4; o++) {
            tied += place[o] == place[s];
            before += o < s && place[o] == place[s];
        }
        int32_t hundreds = 0;
        for (int p = place[s]; p < place[s] + tied; p++)
            hundreds += amounts[p - 1] / 100;
        int32_t each = hundreds / tied, left = hundreds % tied;
        if (left < 0) { /* rounded down, not towards zero: what is left is 0..tied-1 */
            each--;
            left += tied;
        }
        out[s] = 100 * (each + (before < left));
    }
}

/* Placement points by how many finished at or above the start: the ruleset's row (R-GAME-08). */
static void jpml_uma(const tsumo_game *g, const int32_t points[4], int32_t uma[4])
{
    int above = 0;
    for (int s = 0; s < 4; s++)
        above += points[s] >= g->rules.start_points;
    memcpy(uma, g->rules.uma_by_start[above], sizeof g->rules.uma_by_start[above]);
}

/* The final settlement of the points as they stand (EMA 3.6): at the end, or now. */
static void standings(const tsumo_game *g, tsumo_game_final *f)
{
    memset(f, 0, sizeof *f);
    for (int s = 0; s < 4; s++)
        f->points[s] = g->seats[s].score;
    rank(g, f->points, f->place);
    int32_t table = g->sticks * g->rules.riichi_deposit;
    if (g->rules.end_sticks == TSUMO_ENDSTICKS_FIRST) { /* R-STCK-04, AMB-39 */
        int32_t to_first[4] = {table, 0, 0, 0}, share[4];
        share_by_place(f->place, to_first, share);
        for (int s = 0; s < 4; s++)
            f->points[s] += share[s];
    } else {
        f->sticks_left = table;
    }
    int32_t uma[4], oka[4] = {g->rules.oka, 0, 0, 0};
    if (g->rules.uma_kind == TSUMO_UMA_JPML_A)
        jpml_uma(g, f->points, uma);
    else
        memcpy(uma, g->rules.uma, sizeof uma);
    share_by_place(f->place, uma, f->uma);
    share_by_place(f->place, oka, f->oka);
    for (int s = 0; s < 4; s++) {
        f->penalty[s] = g->seats[s].chombo_count * g->rules.chombo_rating * 1000;
        f->total[s] = f->points[s] + f->uma[s] + f->oka[s] - f->penalty[s];
    }
}

static void settle_game(tsumo_game *g, g_out *out)
{
    tsumo_game_final *f = &g->final;
    standings(g, f);
    g->phase = TSUMO_PHASE_GAME_OVER;
    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_GAME_END, TSUMO_NO_SEAT, TSUMO_SEATS_ALL);
    if (e)
        memcpy(e->points, f->total, sizeof e->points);
}

/* NEXT_HAND: rotate the deal (R-GAME-01..02) and deal, or end the game. */
void tsumo__end_next(tsumo_game *g, g_out *out)
{
    if (g->phase == TSUMO_PHASE_START) {
        tsumo__game_deal(g, out);
        return;
    }
    if (g->result.game_over) {
        settle_game(g, out);
        return;
    }
    if (!g->result.dealer_keeps) {
        g->dealer = (uint8_t)g_next(g->dealer, 1);
        if (++g->hand_number == 4) {
            g->hand_number = 0;
            g->round++;
        }
        g->extension |= g->round >= g->rules.rounds;
    }
    g->honba = g->honba_next;
    tsumo__game_deal(g, out);
}

const tsumo_hand_result *tsumo_game_result(const tsumo_game *g)
{
    if (g->phase != TSUMO_PHASE_HAND_OVER && g->phase != TSUMO_PHASE_GAME_OVER)
        return NULL;
    return &g->result;
}

int tsumo_game_next_honba(const tsumo_game *g)
{
    return g->phase == TSUMO_PHASE_HAND_OVER && !g->result.game_over ? g->honba_next : -1;
}

const tsumo_game_final *tsumo_game_final_result(const tsumo_game *g)
{
    return g->phase == TSUMO_PHASE_GAME_OVER ? &g->final : NULL;
}

tsumo_status tsumo_game_standings(const tsumo_game *g, tsumo_game_final *out)
{
    if (!g || !out)
        return TSUMO_EINVAL;
    if (g->phase == TSUMO_PHASE_GAME_OVER)
        *out = g->final;
    else
        standings(g, out);
    return TSUMO_OK;
}
