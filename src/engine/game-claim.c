/*
 * Claim windows. Every discard, added kan and closed kan opens a window that
 * every other seat answers, pass or claim, whether or not it could claim;
 * the answers stay private until the last one is in. Then the window is
 * resolved: ron before pon and kan before chi (R-CALL-04), several rons all
 * winning or only the first (CFG-MULTIRON), and the abortive draws that wait
 * for a discard not to be ronned (four riichi, four winds, four kans).
 */
#include "game-state.h"

static bool may_claim(const tsumo_game *g, int seat, int k);

void tsumo__claim_open(tsumo_game *g, int from, tsumo_tile tile, int window, g_out *out)
{
    (void)out;
    g->phase = window == G_WINDOW_DISCARD ? TSUMO_PHASE_CLAIM : TSUMO_PHASE_CHANKAN;
    g->window = (uint8_t)window;
    g->claim_from = (uint8_t)from;
    g->claim_tile = tile;
    g->claim_houtei = window == G_WINDOW_DISCARD && g_live_left(g) == 0;
    g->turn = (uint8_t)from;
    g->awaiting = (uint8_t)(TSUMO_SEATS_ALL & ~(1u << from));
    int k = tsumo_tile_kind(tile);
    g->claimers = 0;
    for (int s = 0; s < 4; s++) {
        g->seats[s].answered = s == from;
        memset(&g->seats[s].answer, 0, sizeof g->seats[s].answer);
        g->seats[s].answer_judged = g_legal();
        if (s != from)
            g->claimers |= (uint8_t)(may_claim(g, s, k) << s);
    }
}

/* A call of any kind breaks the go-around (R-CALL-14, R-TURN-05, R-FURI-04). */
void tsumo__claim_interrupt(tsumo_game *g)
{
    g->interrupted = true;
    for (int s = 0; s < 4; s++) {
        g->seats[s].ippatsu = false;
        if (g->rules.temp_furiten_ends_on_call)
            g->seats[s].temp_furiten = false;
    }
}

/* ---- judging a claim ---- */

/* The kinds a caller may not discard straight after the call (R-CALL-11). */
static tsumo_kindset kuikae_kinds(const tsumo_game *g, int type, int k, int k0, int k1)
{
    if (g->rules.kuikae == TSUMO_KUIKAE_ALLOW)
        return 0;
    tsumo_kindset set = g_bit(k);
    if (g->rules.kuikae == TSUMO_KUIKAE_FORBID_SAME_AND_END && type == TSUMO_ACTION_CHI) {
        int lo = k0 < k1 ? k0 : k1, hi = k0 < k1 ? k1 : k0;
        if (k < lo && tsumo_kind_number((tsumo_kind)hi) < 9)
            set |= g_bit(hi + 1);
        if (k > hi && tsumo_kind_number((tsumo_kind)lo) > 1)
            set |= g_bit(lo - 1);
    }
    return set;
}

/*
 * Whether the call leaves a tile the caller may discard (R-CALL-11): the
 * tiles left, less those of the kinds it may not discard, are not none.
 */
static bool leaves_a_discard(const tsumo_game *g, const g_seat *s, int type, int k, int k0, int k1)
{
    int left = s->tile_count - 2; /* the two tiles of the call go to the meld */
    for (tsumo_kindset banned = kuikae_kinds(g, type, k, k0, k1); banned; banned &= banned - 1) {
        int i = tsumo__bit_lowest(banned);
        left -= s->hand.counts[i] - (i == k0) - (i == k1);
    }
    return left > 0;
}

static bool is_run(int k, int k0, int k1)
{
    if (tsumo_kind_is_honor((tsumo_kind)k) || tsumo_kind_is_honor((tsumo_kind)k0) ||
        tsumo_kind_is_honor((tsumo_kind)k1))
        return false;
    if (tsumo_kind_suit((tsumo_kind)k) != tsumo_kind_suit((tsumo_kind)k0) ||
        tsumo_kind_suit((tsumo_kind)k) != tsumo_kind_suit((tsumo_kind)k1))
        return false;
    int lo = k, hi = k;
    lo = k0 < lo ? k0 : lo;
    lo = k1 < lo ? k1 : lo;
    hi = k0 > hi ? k0 : hi;
    hi = k1 > hi ? k1 : hi;
    return hi - lo == 2 && k0 != k1 && k0 != k && k1 != k;
}

/* The two own tiles a chi or pon names, as held tiles; false when not held. */
static bool own_pair(const tsumo_game *g, const g_seat *s, const tsumo_action *a, tsumo_tile *t0,
                     tsumo_tile *t1)
{
    int i = tsumo__game_find(s, g, a->tiles[0], TSUMO_NO_TILE);
    if (i < 0)
        return false;
    *t0 = s->tiles[i];
    int j = tsumo__game_find(s, g, a->tiles[1], *t0); /* another tile than the first */
    if (j < 0 || s->tiles[j] == *t0)
        return false;
    *t1 = s->tiles[j];
    return true;
}

static g_judgement judge_call(const tsumo_game *g, const tsumo_action *a)
{
    const g_seat *s = &g->seats[a->seat];
    int k = tsumo_tile_kind(g->claim_tile);
    int k0 = k, k1 = k;
    tsumo_tile t0 = TSUMO_NO_TILE, t1 = TSUMO_NO_TILE;
    if (g->window != G_WINDOW_DISCARD)
        return g_refuse(TSUMO_REASON_NOT_NOW); /* a kan is robbed only by ron (R-KAN-05) */
    if (a->type != TSUMO_ACTION_OPEN_KAN) {
        if (!own_pair(g, s, a, &t0, &t1))
            return g_refuse(TSUMO_REASON_TILE_NOT_HELD);
        k0 = tsumo_tile_kind(t0);
        k1 = tsumo_tile_kind(t1);
    }
    if (s->dead)
        return g_fault(g, G_CHOMBO, TSUMO_REASON_DEAD_CALL); /* R-CALL-13 */
    if (s->riichi)
        return g_fault(g, G_DEAD, TSUMO_REASON_CALL_IN_RIICHI); /* R-CALL-15 */
    if (g->claim_houtei)
        return g_fault(g, G_DEAD, TSUMO_REASON_LAST_TILE); /* R-CALL-12 */
    if (a->type == TSUMO_ACTION_CHI && a->seat != g_next(g->claim_from, 1))
        return g_fault(g, G_DEAD, TSUMO_REASON_CHI_NOT_LEFT); /* R-CALL-02 */
    bool shape = a->type == TSUMO_ACTION_CHI   ? is_run(k, k0, k1)
                 : a->type == TSUMO_ACTION_PON ? k0 == k && k1 == k
                                               : s->hand.counts[k] == 3;
    if (!shape)
        return g_fault(g, G_DEAD, TSUMO_REASON_BAD_MELD); /* R-CALL-01..03 */
    if (a->type == TSUMO_ACTION_OPEN_KAN) {
        if (g->kans >= 4)
            return g_refuse(TSUMO_REASON_KAN_LIMIT);
        return g_legal();
    }
    if (!leaves_a_discard(g, s, a->type, k, k0, k1))
        return g_refuse(TSUMO_REASON_KUIKAE_NO_DISCARD);
    return (g_judgement){G_LEGAL, 0, {t0, t1}};
}

g_judgement tsumo__claim_judge(const tsumo_game *g, const tsumo_action *a)
{
    switch (a->type) {
    case TSUMO_ACTION_PASS:
        return g_legal();
    case TSUMO_ACTION_RON:
        return tsumo__win_judge(g, a->seat, g->claim_tile, false, -1, NULL);
    default:
        return judge_call(g, a);
    }
}

/* ---- the list of legal answers ---- */

/*
 * The faces held of the kinds around the claimed one (k - 2 to k + 2), each
 * kind's distinct faces (a plain tile and a red one at most) in the order the
 * tiles are held, named by the first tile of each, with their counts.
 */
typedef struct near_faces {
    tsumo_tile face[5][2];
    uint8_t count[5][2];
    uint8_t n[5];
} near_faces;

static void find_near_faces(const tsumo_game *g, const g_seat *s, int k, near_faces *nf)
{
    memset(nf->n, 0, sizeof nf->n);
    for (int i = 0; i < s->tile_count; i++) {
        tsumo_tile t = s->tiles[i];
        unsigned d = (unsigned)(tsumo_tile_kind(t) - k + 2);
        if (d > 4)
            continue;
        int f = nf->n[d] > 0 && !g_same_face(g, nf->face[d][0], t);
        if (f == nf->n[d]) {
            nf->face[d][f] = t;
            nf->count[d][f] = 0;
            nf->n[d]++;
        }
        nf->count[d][f]++;
    }
}

/*
 * The calls of a discard of kind k. The judge (judge_call) finds the tiles a
 * listed call names held and its shape right, so only the tile left to
 * discard (R-CALL-11) can refuse one, whatever faces it names: that is
 * checked once a shape, before the tiles are looked at.
 */
static const int chi_shapes[3][2] = {{-2, -1}, {-1, 1}, {1, 2}};

/* Bit i: chi shape i (chi_shapes) is held and legal. */
static unsigned chi_shapes_held(const tsumo_game *g, const g_seat *s, int k)
{
    int number = tsumo_kind_number((tsumo_kind)k);
    unsigned held = 0;
    for (int sh = 0; sh < 3; sh++) {
        int d0 = chi_shapes[sh][0], d1 = chi_shapes[sh][1];
        if (number + d0 >= 1 && number + d1 <= 9 && s->hand.counts[k + d0] &&
            s->hand.counts[k + d1] && leaves_a_discard(g, s, TSUMO_ACTION_CHI, k, k + d0, k + d1))
            held |= 1u << sh;
    }
    return held;
}

/* The pons: each pair of faces of kind k held (the same face twice when held twice). */
static void list_pons(int seat, const near_faces *nf, g_list *l)
{
    tsumo_action a = {.type = TSUMO_ACTION_PON, .seat = (uint8_t)seat};
    int n = nf->n[2];
    for (int i = 0; i < n; i++) {
        for (int j = i; j < n; j++) {
            if (i == j && nf->count[2][i] < 2)
                continue;
            a.tiles[0] = nf->face[2][i];
            a.tiles[1] = nf->face[2][j];
            g_add(l, a);
        }
    }
}

/* The chis of the shapes held: each face of the one kind with each of the other. */
static void list_chis(int seat, unsigned shapes, const near_faces *nf, g_list *l)
{
    for (int sh = 0; sh < 3; sh++) {
        if (!(shapes >> sh & 1))
            continue;
        int d0 = 2 + chi_shapes[sh][0], d1 = 2 + chi_shapes[sh][1];
        for (int i = 0; i < nf->n[d0]; i++)
            for (int j = 0; j < nf->n[d1]; j++)
                g_add(l, (tsumo_action){.type = TSUMO_ACTION_CHI,
                                        .seat = (uint8_t)seat,
                                        .tiles = {nf->face[d0][i], nf->face[d1][j]}});
    }
}

TSUMO__COLD static int claim_answers(const tsumo_game *g, int seat, tsumo_action *out, int max)
{
    const g_seat *s = &g->seats[seat];
    g_list l = {out, max, 0};
    int k = tsumo_tile_kind(g->claim_tile);
    g_add(&l,
          (tsumo_action){.type = TSUMO_ACTION_PASS, .seat = (uint8_t)seat}); /* always allowed */
    tsumo_action ron = {.type = TSUMO_ACTION_RON, .seat = (uint8_t)seat};
    if ((s->waits & g_bit(k)) && /* the judge would refuse any other ron at once */
        tsumo__claim_judge(g, &ron).verdict == G_LEGAL)
        g_add(&l, ron);
    /* what judge_call refuses whatever the tiles named */
    if (g->window != G_WINDOW_DISCARD || s->dead || s->riichi || g->claim_houtei)
        return l.n;
    bool pon = s->hand.counts[k] >= 2 && leaves_a_discard(g, s, TSUMO_ACTION_PON, k, k, k);
    bool kan = s->hand.counts[k] == 3 && g->kans < 4;
    unsigned chis = seat == g_next(g->claim_from, 1) && !tsumo_kind_is_honor((tsumo_kind)k)
                        ? chi_shapes_held(g, s, k)
                        : 0;
    if (!pon && !kan && !chis)
        return l.n;
    near_faces nf;
    find_near_faces(g, s, k, &nf);
    if (pon)
        list_pons(seat, &nf, &l);
    if (kan)
        g_add(&l, (tsumo_action){.type = TSUMO_ACTION_OPEN_KAN, .seat = (uint8_t)seat});
    list_chis(seat, chis, &nf, &l);
    return l.n;
}

/* Whether two held kinds make a run with a discard of kind k (kuikae aside). */
static bool holds_a_run_for(const uint8_t counts[TSUMO_KINDS], int k)
{
    if (k >= TSUMO_EAST)
        return false;
    int n = tsumo_kind_number((tsumo_kind)k);
    return (n >= 3 && counts[k - 2] && counts[k - 1]) ||
           (n >= 2 && n <= 8 && counts[k - 1] && counts[k + 1]) ||
           (n <= 7 && counts[k + 1] && counts[k + 2]);
}

/*
 * Whether `seat` may answer the window with more than a pass: a ron on one of
 * its waits, or a call. Worked out for the three seats when the window opens
 * (nothing it reads changes until the window closes), so that the usual
 * answer, a lone pass, costs a bit test.
 */
static bool may_claim(const tsumo_game *g, int seat, int k)
{
    const g_seat *s = &g->seats[seat];
    bool may_call = (g->window == G_WINDOW_DISCARD) & !s->dead & !s->riichi & !g->claim_houtei &
                    ((s->hand.counts[k] >= 2) |
                     ((seat == g_next(g->claim_from, 1)) && holds_a_run_for(s->hand.counts, k)));
    return ((s->waits >> k) & 1) | may_call;
}

int tsumo__claim_legal(const tsumo_game *g, int seat, tsumo_action *out, int max)
{
    if (!(g->claimers >> seat & 1)) { /* the usual answer: pass, and nothing else */
        if (max > 0)
            out[0] = (tsumo_action){.type = TSUMO_ACTION_PASS, .seat = (uint8_t)seat};
        return 1;
    }
    return claim_answers(g, seat, out, max);
}

/* ---- resolving the window ---- */

/* Passing a winning tile makes a seat furiten (R-FURI-04..06, R-RII-10). */
static void mark_declined(tsumo_game *g)
{
    int k = tsumo_tile_kind(g->claim_tile);
    for (int seat = 0; seat < 4; seat++) {
        g_seat *s = &g->seats[seat];
        if (seat == g->claim_from || s->answer.type == TSUMO_ACTION_RON || !(s->waits & g_bit(k)))
            continue;
        if (g->window == G_WINDOW_CLOSED_KAN) {
            tsumo_shanten sh;
            tsumo_shanten_all(&sh, s->hand.counts, s->hand.meld_count);
            if (sh.kokushi != 0)
                continue; /* only thirteen orphans could have robbed it */
        }
        if (s->riichi)
            s->riichi_furiten = true;
        else
            s->temp_furiten = true;
    }
}

/* The riichi stick goes on the table once the declaration tile is not ronned (R-RII-04). */
static void post_riichi(tsumo_game *g, int seat, g_out *out)
{
    g_seat *s = &g->seats[seat];
    if (!s->riichi_pending)
        return;
    s->riichi_pending = false;
    s->score -= g->rules.riichi_deposit;
    s->stick_posted = true;
    s->ippatsu = g->rules.ippatsu;
    g->sticks++;
    tsumo__game_event(out, TSUMO_EVENT_RIICHI_STICK, seat, TSUMO_SEATS_ALL);
}

/* A ron on the declaration tile voids the riichi (R-RII-04). */
static void void_riichi(tsumo_game *g)
{
    g_seat *s = &g->seats[g->claim_from];
    if (s->riichi_pending) {
        s->riichi_pending = false;
        s->riichi = 0;
        s->open_riichi = false;
    }
}

static void win_by_ron(tsumo_game *g, const uint8_t winners[3], int n, g_out *out)
{
    if (g->rules.triple_ron_abort && n == 3) { /* R-ABRT-06 */
        void_riichi(g);
        tsumo__end_abort(g, TSUMO_ABORT_TRIPLE_RON, out);
        return;
    }
    if (g->rules.head_bump)
        n = 1; /* R-WIN-06 under JPML: the first in turn order */
    void_riichi(g);
    /* R-STCK-02: a riichi winner takes his own stick back; the rest of the
       table goes to the first winner after the discarder. */
    int sticks_left = g->sticks;
    int own[3];
    bool first_takes_all = g->rules.multi_ron_honba == TSUMO_HONBA_FIRST_WINNER;
    for (int i = 0; i < n; i++) {
        own[i] = g->seats[winners[i]].stick_posted && !first_takes_all;
        sticks_left -= own[i];
    }
    tsumo_hand_win wins[3];
    for (int i = 0; i < n; i++)
        tsumo__win_judge(g, winners[i], g->claim_tile, false, own[i] + (i == 0 ? sticks_left : 0),
                         &wins[i]);
    tsumo__end_wins(g, wins, n, out);
}

static void make_call(tsumo_game *g, int seat, const tsumo_action *a, g_out *out)
{
    g_seat *c = &g->seats[seat];
    g_seat *d = &g->seats[g->claim_from];
    tsumo_tile tile = g->claim_tile;
    int k = tsumo_tile_kind(tile);
    tsumo_pond_tile *p = &d->discards[d->discard_count - 1];
    p->flags |= TSUMO_POND_CALLED;
    d->sideways_next |= (p->flags & TSUMO_POND_RIICHI) != 0; /* R-RII-04 */
    d->nagashi_broken = true;

    int m = c->hand.meld_count;
    tsumo_game_meld *meld = &c->melds[m];
    *meld = (tsumo_game_meld){.from = g->claim_from, .called = tile, .added = TSUMO_NO_TILE};
    meld->tiles[meld->count++] = tile;
    if (a->type == TSUMO_ACTION_OPEN_KAN) {
        meld->type = TSUMO_MELD_OPEN_KAN;
        for (int i = c->tile_count - 1; i >= 0; i--)
            if (tsumo_tile_kind(c->tiles[i]) == k)
                meld->tiles[meld->count++] = c->tiles[i];
    } else {
        meld->type = a->type == TSUMO_ACTION_CHI ? TSUMO_MELD_CHI : TSUMO_MELD_PON;
        meld->tiles[1] = c->answer_judged.tiles[0];
        meld->tiles[2] = c->answer_judged.tiles[1];
        meld->count = 3;
    }
    int lowest = k, red = 0;
    for (int i = 0; i < meld->count; i++) {
        if (i > 0)
            tsumo__game_take(g, seat, meld->tiles[i]);
        lowest =
            tsumo_tile_kind(meld->tiles[i]) < lowest ? tsumo_tile_kind(meld->tiles[i]) : lowest;
        red += g_red(g, meld->tiles[i]);
    }
    c->hand.melds[m] = (tsumo_meld){.type = meld->type,
                                    .kind = (tsumo_kind)lowest,
                                    .called = (tsumo_kind)k,
                                    .from = (uint8_t)((g->claim_from - seat) & 3),
                                    .red = (uint8_t)red,
                                    .called_red = g_red(g, tile)};
    c->hand.meld_count++;
    c->drawn = TSUMO_NO_TILE;
    tsumo__claim_interrupt(g);
    if (meld->type != TSUMO_MELD_OPEN_KAN)
        c->kuikae = kuikae_kinds(g, a->type, k, tsumo_tile_kind(meld->tiles[1]),
                                 tsumo_tile_kind(meld->tiles[2]));
    tsumo__claim_pao(g, seat, meld->type, g->claim_from);

    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_CALL, seat, TSUMO_SEATS_ALL);
    if (e) {
        e->code = meld->type;
        e->from = meld->from;
        e->tile = tile;
        e->tile_count = meld->count;
        memcpy(e->tiles, meld->tiles, meld->count);
    }
    g->turn = (uint8_t)seat;
    if (meld->type == TSUMO_MELD_OPEN_KAN) {
        tsumo__kan_complete(g, seat, false, g->claim_from, out);
    } else {
        g->phase = TSUMO_PHASE_AFTER_CALL;
        g->turn_kind = G_TURN_DRAW;
    }
}

/*
 * Liability (R-PAO-01, EMA 3.3.6): the discarder whose tile completes the
 * third dragon set or the fourth wind set, and by option the fourth kan.
 */
void tsumo__claim_pao(tsumo_game *g, int seat, int type, int from)
{
    g_seat *c = &g->seats[seat];
    if (type == TSUMO_MELD_CHI)
        return;
    int dragons = 0, winds = 0; /* exposed sets only: EMA 3.3.6 says "descubierto" */
    for (int m = 0; m < c->hand.meld_count; m++) {
        const tsumo_meld *meld = &c->hand.melds[m];
        if (meld->type == TSUMO_MELD_CHI || meld->type == TSUMO_MELD_CLOSED_KAN)
            continue;
        dragons += tsumo_kind_is_dragon(meld->kind);
        winds += tsumo_kind_is_wind(meld->kind);
    }
    tsumo_kind k = c->hand.melds[c->hand.meld_count - 1].kind;
    if (g->rules.pao_daisangen && tsumo_kind_is_dragon(k) && dragons == 3)
        c->pao_dragons = (uint8_t)from;
    if (g->rules.pao_daisuushii && tsumo_kind_is_wind(k) && winds == 4)
        c->pao_winds = (uint8_t)from;
    if (g->rules.pao_suukantsu && type == TSUMO_MELD_OPEN_KAN && c->kan_count == 3)
        c->pao_kans = (uint8_t)from;
}

static bool all_in_riichi(const tsumo_game *g)
{
    for (int s = 0; s < 4; s++)
        if (!g->seats[s].riichi)
            return false;
    return true;
}

/* The abortive draws that wait for a discard not to be ronned (R-ABRT-03..05). */
static bool abort_after_discard(tsumo_game *g, g_out *out)
{
    if (g->rules.four_riichi_abort && all_in_riichi(g)) {
        for (int s = 0; s < 4; s++)
            tsumo__game_reveal(g, s, out); /* EMA 3.4.3: every hand is shown */
        if (!tsumo__end_riichi_offences(g, out))
            tsumo__end_abort(g, TSUMO_ABORT_FOUR_RIICHI, out);
        return true;
    }
    if (g->rules.four_winds_abort && g->first_winds == 4) {
        tsumo__end_abort(g, TSUMO_ABORT_FOUR_WINDS, out);
        return true;
    }
    if (g->four_kans_pending) {
        tsumo__end_abort(g, TSUMO_ABORT_FOUR_KANS, out);
        return true;
    }
    return false;
}

/* An invalid chi, pon or kan is chombo where the ruleset says so (R-CHMB-05, AMB-23). */
static bool mistaken_call_is_chombo(const tsumo_game *g, const g_judgement *j)
{
    return j->verdict == G_DEAD && g->rules.invalid_call == TSUMO_INVALID_CALL_CHOMBO;
}

/*
 * Penalize mode: a claim from a dead hand is chombo (R-CALL-13), and so is
 * an invalid call under invalid_call = chombo, the first in turn order
 * ending the hand; otherwise an invalid call kills the hand (R-DEAD-02).
 */
static bool punish_calls(tsumo_game *g, g_out *out)
{
    for (int i = 1; i < 4; i++) {
        int seat = g_next(g->claim_from, i);
        const g_seat *s = &g->seats[seat];
        const g_judgement *j = &s->answer_judged;
        if (s->answer.type == TSUMO_ACTION_RON)
            continue;
        if (j->verdict == G_CHOMBO) {
            tsumo__end_chombo(g, seat, j->reason, TSUMO_REASON_NONE, out);
            return true;
        }
        if (mistaken_call_is_chombo(g, j)) {
            tsumo__end_chombo(g, seat, TSUMO_REASON_MISTAKEN_CALL, j->reason, out);
            return true;
        }
    }
    for (int seat = 0; seat < 4; seat++) {
        g_seat *s = &g->seats[seat];
        if (s->answer_judged.verdict != G_DEAD)
            continue;
        s->dead = true; /* R-DEAD-02: the call is void, the hand plays on dead */
        tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_DEAD_HAND, seat, TSUMO_SEATS_ALL);
        if (e) {
            e->code = TSUMO_REASON_INVALID_CALL;
            e->flags = s->answer_judged.reason;
        }
    }
    return false;
}

/* The valid call that wins the window: pon or kan before chi (R-CALL-04). */
static int winning_call(const tsumo_game *g)
{
    int chi = -1;
    for (int seat = 0; seat < 4; seat++) {
        const g_seat *s = &g->seats[seat];
        if (s->answer_judged.verdict != G_LEGAL)
            continue;
        if (s->answer.type == TSUMO_ACTION_PON || s->answer.type == TSUMO_ACTION_OPEN_KAN)
            return seat;
        if (s->answer.type == TSUMO_ACTION_CHI)
            chi = seat;
    }
    return chi;
}

static void resolve(tsumo_game *g, g_out *out)
{
    uint8_t winners[3];
    int n = 0, false_ron = -1;
    for (int i = 1; i < 4; i++) {
        int seat = g_next(g->claim_from, i);
        const g_seat *s = &g->seats[seat];
        if (s->answer.type != TSUMO_ACTION_RON)
            continue;
        if (s->answer_judged.verdict == G_LEGAL)
            winners[n++] = (uint8_t)seat;
        else if (false_ron < 0)
            false_ron = seat;
    }
    if (n > 0) { /* a valid win makes a simultaneous chombo void (R-CHMB-03) */
        win_by_ron(g, winners, n, out);
        return;
    }
    if (false_ron >= 0) {
        tsumo__end_chombo(g, false_ron, TSUMO_REASON_FALSE_WIN,
                          g->seats[false_ron].answer_judged.reason, out);
        return;
    }
    if (g->window != G_WINDOW_DISCARD) {
        /* The kan broke the go-around when it was declared, before it was
           declined: the furiten of declining it (R-FURI-05) outlives it. */
        bool closed = g->window == G_WINDOW_CLOSED_KAN;
        tsumo__kan_complete(g, g->claim_from, closed, TSUMO_NO_SEAT, out);
        mark_declined(g);
        return;
    }
    mark_declined(g);
    post_riichi(g, g->claim_from, out);
    if (abort_after_discard(g, out) || punish_calls(g, out))
        return;
    if (g->claim_houtei) {
        tsumo__end_exhaustive(g, out); /* R-DRAW-01 */
        return;
    }
    int caller = winning_call(g);
    if (caller >= 0)
        make_call(g, caller, &g->seats[caller].answer, out);
    else
        tsumo__game_draw(g, g_next(g->claim_from, 1), false, out);
}

void tsumo__claim_apply(tsumo_game *g, const tsumo_action *a, g_judgement j, g_out *out)
{
    g_seat *s = &g->seats[a->seat];
    s->answered = true;
    g->awaiting &= (uint8_t) ~(1u << a->seat);
    s->answer = *a;
    s->answer_judged = j;
    tsumo_event *e = tsumo__game_event(out, TSUMO_EVENT_ANSWER, a->seat, 1u << a->seat);
    if (e)
        e->code = a->type;
    tsumo__game_event(out, TSUMO_EVENT_ANSWER, a->seat, TSUMO_SEATS_ALL & ~(1u << a->seat));
    if (tsumo_game_to_act(g) == 0)
        resolve(g, out);
}
