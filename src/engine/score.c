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
static uint8_t chuuren_of(const tsumo_hand *hand, const tsumo__census *census, tsumo_kind win)
{
    static const uint8_t shape[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
    if (hand->meld_count || win >= TSUMO_EAST || census->total[win / 9] != 14)
        return 0;
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

/* Adds a meld's tiles, by kind, to `all`. */
static void meld_tiles(uint8_t all[TSUMO_KINDS], const tsumo_meld *m)
{
    bool chi = m->type == TSUMO_MELD_CHI, kan = tsumo_meld_is_kan(m);
    all[m->kind] = (uint8_t)(all[m->kind] + (chi ? 1 : kan ? 4 : 3));
    all[m->kind + chi] = (uint8_t)(all[m->kind + chi] + chi);
    all[m->kind + 2 * chi] = (uint8_t)(all[m->kind + 2 * chi] + chi);
}

/* The fives among a meld's tiles: the most red ones it can hold. */
static int meld_fives(const tsumo_meld *m)
{
    int n = m->kind % 9 + 1;
    if (m->kind >= TSUMO_EAST)
        return 0;
    if (m->type == TSUMO_MELD_CHI)
        return n >= 3 && n <= 5;
    return n == 5 ? (tsumo_meld_is_kan(m) ? 4 : 3) : 0;
}

/* A meld the notation could have written (an impossible one is no hand at all). */
static bool meld_ok(const tsumo_meld *m)
{
    if (m->type > TSUMO_MELD_ADDED_KAN || m->kind >= TSUMO_KINDS)
        return false;
    if (m->type == TSUMO_MELD_CHI && (m->kind >= TSUMO_EAST || m->kind % 9 > 6))
        return false;
    return m->red <= meld_fives(m) && m->called_red <= (m->red > 0);
}

/* A hand the notation could have written, whatever the ruleset: melds that can be, and red
   fives among the concealed tiles that are fives. */
static bool hand_ok(const tsumo_hand *hand)
{
    if (hand->meld_count > TSUMO_MAX_MELDS)
        return false;
    for (int i = 0; i < hand->meld_count; i++)
        if (!meld_ok(&hand->melds[i]))
            return false;
    for (int s = 0; s < 3; s++)
        if (hand->red[s] > hand->counts[tsumo_kind_make(s, 5)])
            return false;
    return true;
}

/*
 * Whether no kind is counted more than four times, eight kinds at a time: a
 * byte of 5 to 0x7F gets its top bit once 0x7B is added, a larger one has it
 * already (and only such a byte carries into the next). Every hand is checked,
 * so this is kept free of branches on the tiles. The sum of the counts goes
 * to *tiles when the answer is yes (each lane then holds at most 16).
 */
static bool at_most_four(int *tiles, const uint8_t counts[TSUMO_KINDS])
{
    const uint64_t ones = 0x0101010101010101u;
    uint64_t over = 0, sum = 0;
    for (int i = 0; i < 32; i += 8) {
        uint64_t x;
        memcpy(&x, counts + i, sizeof x);
        over |= (x + 0x7B * ones) | x;
        sum += x;
    }
    *tiles = (int)((sum * ones) >> 56) + counts[32] + counts[33];
    return !(over & 0x80 * ones) & (counts[32] <= 4) & (counts[33] <= 4);
}

/* How many concealed tiles the hand holds, and whether no kind is among them five times. */
static bool concealed_census(int *tiles, const uint8_t counts[TSUMO_KINDS])
{
    if (at_most_four(tiles, counts))
        return true;
    *tiles = 0; /* the lanes may have overflowed: count again */
    for (int k = 0; k < TSUMO_KINDS; k++)
        *tiles += counts[k];
    return false;
}

/* The first kind counted more than four times (there is one). */
static tsumo_kind fifth_tile(const uint8_t counts[TSUMO_KINDS])
{
    int k = 0;
    while (k < TSUMO_KINDS - 1 && counts[k] <= 4)
        k++;
    return (tsumo_kind)k;
}

/*
 * The hand against the ruleset's set of tiles, with the refusal and the kind
 * it names: a fifth tile of a kind, counting the melds and the indicators on
 * show (R-TILE-01, EMA 1.1); more red fives of a suit than the set has
 * (R-TILE-03, CFG-AKA); a winning tile that the concealed tiles do not hold
 * as it is said to be, red or plain. `concealed_ok`: no concealed kind is
 * held five times, so that adding the melds and indicators cannot overflow.
 * Past the check of the copies, `all` holds every tile of the hand by kind,
 * melds included, which the facts of the hand count the dora on.
 */
static tsumo_refusal tiles_refusal(tsumo_kind *kind, uint8_t all[TSUMO_KINDS],
                                   const tsumo_hand *hand, const tsumo_win *win,
                                   const tsumo_rules *rules, bool concealed_ok)
{
    int tiles;
    if (!concealed_ok) {
        *kind = fifth_tile(hand->counts);
        return TSUMO_REFUSAL_TOO_MANY_COPIES;
    }
    memcpy(all, hand->counts, TSUMO_KINDS);
    int red[3] = {hand->red[0], hand->red[1], hand->red[2]};
    for (int i = 0; i < hand->meld_count; i++) {
        meld_tiles(all, &hand->melds[i]);
        red[tsumo_kind_suit(hand->melds[i].kind) % 3] += hand->melds[i].red;
    }
    for (int i = 0; i < win->dora_count; i++)
        all[win->dora[i]]++;
    for (int i = 0; i < win->ura_count; i++)
        all[win->ura[i]]++;
    if (!at_most_four(&tiles, all)) {
        *kind = fifth_tile(all);
        return TSUMO_REFUSAL_TOO_MANY_COPIES;
    }
    for (int i = 0; i < win->dora_count; i++) /* back to the hand's tiles, for the dora */
        all[win->dora[i]]--;
    for (int i = 0; i < win->ura_count; i++)
        all[win->ura[i]]--;
    for (int s = 0; (red[0] | red[1] | red[2]) && s < 3; s++)
        if (red[s] > tsumo_kind_red_count(tsumo_kind_make(s, 5), rules->red_fives)) {
            *kind = tsumo_kind_make(s, 5);
            return TSUMO_REFUSAL_TOO_MANY_RED;
        }
    bool five = win->tile < TSUMO_EAST && win->tile % 9 == 4;
    int reds = five ? hand->red[tsumo_kind_suit(win->tile)] : 0;
    if (win->tile_red ? reds == 0 : hand->counts[win->tile] == reds)
        return TSUMO_REFUSAL_TILE_NOT_IN_HAND;
    return TSUMO_REFUSAL_NONE;
}

/*
 * One pass over the melds: closed or not, kans, red fives, the melds as
 * groups, and every tile by kind in `all`.
 */
static void take_melds(tsumo__hand_facts *out, const tsumo_hand *hand, int *red)
{
    out->closed = true;
    out->kans = 0;
    out->meld_open[0] = false;
    memset(out->meld_groups, 0, sizeof out->meld_groups);
    for (int i = 0; i < hand->meld_count; i++) {
        const tsumo_meld *m = &hand->melds[i];
        bool chi = m->type == TSUMO_MELD_CHI, kan = tsumo_meld_is_kan(m);
        out->closed = out->closed && m->type == TSUMO_MELD_CLOSED_KAN;
        out->meld_open[i + 1] = m->type != TSUMO_MELD_CLOSED_KAN;
        out->kans = (uint8_t)(out->kans + kan);
        *red += m->red;
        uint8_t type = chi ? TSUMO_GROUP_RUN : kan ? TSUMO_GROUP_KAN : TSUMO_GROUP_PUNG;
        out->meld_groups[i] =
            (tsumo_group){.type = type, .kind = m->kind, .meld = (uint8_t)(i + 1)};
        out->kinds |= (uint64_t)(chi ? 7 : 1) << m->kind;
    }
}

void tsumo__score_facts(tsumo__hand_facts *out, const tsumo_hand *hand, const tsumo_win *win,
                        const tsumo_rules *rules, const tsumo__census *census,
                        const uint8_t all[TSUMO_KINDS])
{
    int red = hand->red[0] + hand->red[1] + hand->red[2];
    out->hand = hand;
    out->win = win;
    out->rules = rules;
    out->kinds = 0; /* the concealed kinds from the census, the melds' in take_melds() */
    for (int s = 0; s < 4; s++)
        out->kinds |= (uint64_t)census->at_least[0][s] << (9 * s);
    take_melds(out, hand, &red);
    out->riichi = (win->flags & (TSUMO_WIN_RIICHI | TSUMO_WIN_DOUBLE_RIICHI)) != 0;
    /* without kan dora (CFG-KANDORA) only the first indicator is ever turned */
    int dora_n = rules->kan_dora ? win->dora_count : (win->dora_count > 0);
    out->dora = (uint8_t)count_dora(all, win->dora, dora_n);
    out->ura = 0;
    memset(&out->dora_kinds, 0, sizeof out->dora_kinds);
    out->dora_kinds.dora = (uint8_t)count_dora(all, win->dora, dora_n > 0);
    out->dora_kinds.kan_dora = (uint8_t)(out->dora - out->dora_kinds.dora);
    if (out->riichi && rules->ura_dora) {
        int ura_n = rules->kan_ura_dora ? win->ura_count : (win->ura_count > 0);
        out->ura = (uint8_t)count_dora(all, win->ura, ura_n);
        out->dora_kinds.ura_dora = (uint8_t)count_dora(all, win->ura, ura_n > 0);
        out->dora_kinds.kan_ura_dora = (uint8_t)(out->ura - out->dora_kinds.ura_dora);
    }
    out->aka = (uint8_t)(rules->red_fives ? red : 0);
    out->chuuren = chuuren_of(hand, census, win->tile);
    out->seat = tsumo_wind_kind(win->seat_wind);
    out->round = tsumo_wind_kind(win->round_wind);
    tsumo__yaku_hand(out);
}

bool tsumo__score_value_pair(const tsumo__hand_facts *facts, tsumo_kind pair)
{
    return tsumo_kind_is_dragon(pair) || pair == facts->seat || pair == facts->round;
}

/* ---- readings ----------------------------------------------------------- */

static uint8_t run_wait(tsumo_kind run, tsumo_kind tile)
{
    int n = run % 9; /* 0 for a run starting at 1 */
    if (tile == run + 1)
        return TSUMO__WAIT_CLOSED;
    if ((tile == run && n == 6) || (tile == run + 2 && n == 0))
        return TSUMO__WAIT_EDGE;
    return TSUMO__WAIT_TWO_SIDED;
}

static uint8_t wait_of(const tsumo_decomp *d, int wait_group, tsumo_kind tile)
{
    const tsumo_group *g = &d->groups[wait_group];
    if (d->form == TSUMO_FORM_KOKUSHI)
        return TSUMO__WAIT_KOKUSHI;
    switch (g->type) {
    case TSUMO_GROUP_RUN:
        return run_wait(g->kind, tile);
    case TSUMO_GROUP_PUNG:
        return TSUMO__WAIT_PUNG;
    default:
        return TSUMO__WAIT_SINGLE;
    }
}

/*
 * One pass over the groups, without a branch on the group's type: every
 * group is written to each list and counted only where it belongs, because
 * the types follow no pattern a branch predictor could learn. Every set is
 * taken as concealed unless it was called; tsumo__reading_complete() opens
 * a pung won by ron.
 */
void tsumo__reading_split(tsumo__reading *r, const tsumo__hand_facts *f, const tsumo_decomp *d)
{
    uint64_t twice = 0, thrice = 0, four = 0;
    r->decomp = d;
    r->run_mask = r->set_mask = 0;
    r->run_count = r->set_count = r->concealed_sets = 0;
    r->pair = TSUMO_NO_KIND;
    for (int i = 0; i < d->group_count; i++) {
        const tsumo_group *g = &d->groups[i];
        tsumo_kind k = g->kind;
        bool run = g->type == TSUMO_GROUP_RUN;
        bool set = g->type == TSUMO_GROUP_PUNG || g->type == TSUMO_GROUP_KAN;
        uint64_t bit = (uint64_t)1 << k;
        uint64_t run_bit = bit & (0 - (uint64_t)run);
        four |= thrice & run_bit;
        thrice |= twice & run_bit;
        twice |= r->run_mask & run_bit;
        r->run_mask |= run_bit;
        r->set_mask |= bit & (0 - (uint64_t)set);
        r->run_count = (uint8_t)(r->run_count + run);
        int n = r->set_count;
        bool open = f->meld_open[g->meld];
        r->set_of_group[i] = (uint8_t)n;
        r->sets[n] = k;
        r->set_kan[n] = g->type == TSUMO_GROUP_KAN;
        r->set_open[n] = open;
        r->set_count = (uint8_t)(r->set_count + set);
        r->concealed_sets = (uint8_t)(r->concealed_sets + (set && !open));
        r->pair = g->type == TSUMO_GROUP_PAIR ? k : r->pair;
    }
    if (d->form != TSUMO_FORM_STANDARD)
        r->pair = TSUMO_NO_KIND;
    r->twin_kinds = (uint8_t)(twice ? tsumo__bit_count(twice) : 0); /* mostly none */
    r->four_twins = four != 0;
}

void tsumo__reading_complete(tsumo__reading *r, const tsumo__hand_facts *f, int wait_group)
{
    r->wait_group = (uint8_t)wait_group;
    r->wait = wait_of(r->decomp, wait_group, f->win->tile);
    r->opened_set = 0xFF;
    if (r->wait == TSUMO__WAIT_PUNG && !f->win->tsumo) { /* R-FU-04, AMB-29 */
        r->opened_set = r->set_of_group[wait_group];
        r->set_open[r->opened_set] = true;
        r->concealed_sets--;
    }
    /* pinfu (R-YAKU-06, EMA 4.2.1): four runs, a pair of no value, a two-sided wait */
    r->pinfu_shape = f->closed && r->run_count == 4 && r->wait == TSUMO__WAIT_TWO_SIDED &&
                     !tsumo__score_value_pair(f, r->pair);
}

/* ---- the situation ------------------------------------------------------ */

static bool any(unsigned flags, unsigned mask)
{
    return (flags & mask) != 0;
}

/* Riichi's own conditions (EMA 3.3.12, 4.2.1, R-RII-13): a closed hand, ippatsu and open
   riichi only on a riichi, open riichi only where the ruleset has it. */
static tsumo_situation_error riichi_situation(unsigned f, bool closed, const tsumo_rules *rules)
{
    unsigned riichi = TSUMO_WIN_RIICHI | TSUMO_WIN_DOUBLE_RIICHI;
    if (any(f, riichi) && !closed)
        return TSUMO_SITUATION_RIICHI_OPEN;
    if (any(f, TSUMO_WIN_IPPATSU) && !any(f, riichi))
        return TSUMO_SITUATION_IPPATSU_NO_RIICHI;
    if (any(f, TSUMO_WIN_OPEN_RIICHI) && !any(f, riichi))
        return TSUMO_SITUATION_OPEN_NO_RIICHI;
    if (any(f, TSUMO_WIN_OPEN_RIICHI) && !rules->open_riichi)
        return TSUMO_SITUATION_OPEN_RIICHI_OFF; /* CFG-OPENRII */
    return TSUMO_SITUATION_OK;
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
    tsumo_situation_error riichi_error = riichi_situation(f, facts->closed, facts->rules);
    if (riichi_error != TSUMO_SITUATION_OK)
        return riichi_error;
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

/* ---- scoring one reading ------------------------------------------------ */

/* Written whatever its value, counted only when it is worth something. */
static void add_dora(tsumo_score *s, tsumo_yaku yaku, int han)
{
    if (s->yaku_count < TSUMO_MAX_SCORED_YAKU) {
        s->yaku[s->yaku_count] = (tsumo_scored_yaku){(uint8_t)yaku, (uint8_t)han};
        s->yaku_count = (uint8_t)(s->yaku_count + (han > 0));
    }
}

/* Limit and basic points of an ordinary hand (R-PAY-01, R-HAN-04). */
static void value(tsumo_score *s, const tsumo_rules *rules)
{
    if (s->yakuman_mult) {
        s->limit = TSUMO_LIMIT_YAKUMAN;
        s->base = tsumo__limit_base(TSUMO_LIMIT_YAKUMAN) * s->yakuman_mult;
        return;
    }
    s->limit = (uint8_t)tsumo_score_limit(s->han, s->fu, rules);
    s->base = s->limit ? tsumo__limit_base((tsumo_limit)s->limit) : (int32_t)s->fu << (s->han + 2);
}

/* R-WIN-02/03, EMA 3.2, 3.4.11: han from yaku only, dora excluded. */
static void judge(tsumo_score *s, const tsumo__hand_facts *f)
{
    const tsumo_rules *rules = f->rules;
    s->valid = false;
    if (s->yakuman_mult) {
        s->valid = true;
        s->refusal = TSUMO_REFUSAL_NONE;
    } else if (s->yaku_han < rules->min_han || s->yaku_han == 0) {
        s->refusal = TSUMO_REFUSAL_NO_YAKU;
    } else if (rules->two_han_at_five_counters && f->win->honba >= 5 && s->yaku_han < 2) {
        s->refusal = TSUMO_REFUSAL_FIVE_COUNTERS;
    } else {
        s->valid = true;
        s->refusal = TSUMO_REFUSAL_NONE;
    }
}

/* Scores one reading; the decomposition itself is copied only for the chosen one. */
/* Yakuman, or yaku, fu and dora, then the value and the verdict, of one completed reading. */
static void score_completed(tsumo_score *s, const tsumo__hand_facts *f, const tsumo__reading *r)
{
    s->yaku_count = 0;
    s->yaku_han = s->han = s->fu = s->fu_raw = s->fu_count = 0;
    s->yakuman_mult = 0;
    s->situation = TSUMO_SITUATION_OK; /* every field is set, so two scores compare equal */
    s->refused_tile = TSUMO_NO_KIND;
    s->wait_group = r->wait_group;
    memset(&s->dora_kinds, 0, sizeof s->dora_kinds);
    if (tsumo__yaku_yakuman(s, f, r) == 0) {
        tsumo__yaku_regular(s, f, r);
        tsumo__fu_count(s, f, r);
        add_dora(s, TSUMO_YAKU_DORA, f->dora);
        add_dora(s, TSUMO_YAKU_URA_DORA, f->ura);
        add_dora(s, TSUMO_YAKU_AKA_DORA, f->aka);
        s->han = (uint8_t)(s->yaku_han + f->dora + f->ura + f->aka);
        s->dora_kinds = f->dora_kinds;
    }
    value(s, f->rules);
    judge(s, f);
}

/* Undoes what tsumo__reading_complete() changed, so that the split serves the next reading. */
static void reopen(tsumo__reading *r)
{
    if (r->opened_set != 0xFF) {
        r->set_open[r->opened_set] = false;
        r->concealed_sets++;
    }
}

static void score_reading(tsumo_score *s, const tsumo__hand_facts *f, tsumo__reading *r,
                          int wait_group)
{
    tsumo__reading_complete(r, f, wait_group);
    score_completed(s, f, r);
    reopen(r);
}

/* Whether the winner would rather take reading a than reading b. */
static bool better(const tsumo_score *a, const tsumo_score *b)
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
static void score_renhou(tsumo_score *s, const tsumo__hand_facts *f)
{
    bool mangan = f->rules->renhou == TSUMO_RENHOU_MANGAN;
    s->yaku_count = 0;
    s->yakuman_mult = 0;
    s->fu = s->fu_raw = s->fu_count = 0;
    s->yaku[s->yaku_count++] = (tsumo_scored_yaku){TSUMO_YAKU_RENHOU, 5};
    s->yaku_han = s->han = 5;
    memset(&s->dora_kinds, 0, sizeof s->dora_kinds);
    if (!mangan) { /* dora are no yaku: they still add to a 5-han renhou */
        add_dora(s, TSUMO_YAKU_DORA, f->dora);
        add_dora(s, TSUMO_YAKU_AKA_DORA, f->aka);
        s->han = (uint8_t)(s->han + f->dora + f->aka);
        s->dora_kinds.dora = f->dora_kinds.dora;
        s->dora_kinds.kan_dora = f->dora_kinds.kan_dora;
    }
    value(s, f->rules);
    judge(s, f);
}

/*
 * The groups of d that the winning tile may have completed: concealed ones
 * (they come before the melds) that hold it, less a group identical to the
 * one before it, which would read the same way. Bit g for group g. Most
 * hands have one such group; the twins are looked for only when there are
 * more.
 */
static unsigned completed_groups(const tsumo_decomp *d, int concealed, tsumo_kind tile)
{
    /* the standard form has 5 groups: a fixed count the compiler unrolls; the melds after the
       concealed groups are masked off at the end */
    unsigned found = 0;
    if (d->form == TSUMO_FORM_STANDARD) {
        for (int g = 0; g < 5; g++) {
            const tsumo_group *grp = &d->groups[g];
            unsigned span = (unsigned)(grp->type == TSUMO_GROUP_RUN) << 1;
            found |= (unsigned)((unsigned)(tile - grp->kind) <= span) << g;
        }
    } else {
        for (int g = 0; g < concealed; g++)
            found |= (unsigned)(d->groups[g].kind == tile) << g;
    }
    found &= (1u << concealed) - 1;
    if (!(found & (found - 1)))
        return found;
    for (unsigned more = found & (found - 1); more; more &= more - 1) {
        int g = tsumo__bit_lowest(more);
        const tsumo_group *grp = &d->groups[g], *prev = &d->groups[g - 1];
        if (prev->type == grp->type && prev->kind == grp->kind)
            found &= ~(1u << g);
    }
    return found;
}

/*
 * Every reading of every decomposition; writes the winner's choice to *out.
 * Two scores take turns as the candidate and the best so far.
 */
static bool choose(tsumo_score *out, const tsumo__hand_facts *f, const tsumo_decomp *decomps, int n)
{
    tsumo_score spare;
    tsumo_score *best = out, *cand = &spare;
    const tsumo_decomp *best_decomp = NULL;
    tsumo_kind tile = f->win->tile;
    for (int i = 0; i < n; i++) {
        const tsumo_decomp *d = &decomps[i];
        int concealed = d->group_count - f->hand->meld_count;
        unsigned todo = completed_groups(d, concealed, tile);
        if (!todo)
            continue;
        tsumo__reading split;
        tsumo__reading_split(&split, f, d);
        for (; todo; todo &= todo - 1) {
            int g = tsumo__bit_lowest(todo);
            score_reading(best_decomp ? cand : best, f, &split, g);
            if (!best_decomp || better(cand, best)) {
                if (best_decomp) {
                    tsumo_score *t = best;
                    best = cand;
                    cand = t;
                }
                best_decomp = &decomps[i];
            }
        }
    }
    if (!best_decomp)
        return false;
    if ((f->win->flags & TSUMO_WIN_RENHOU) &&
        (f->rules->renhou == TSUMO_RENHOU_MANGAN || f->rules->renhou == TSUMO_RENHOU_HAN5)) {
        *cand = *best;
        score_renhou(cand, f);
        if (better(cand, best))
            best = cand;
    }
    if (best != out)
        *out = *best;
    out->decomp = *best_decomp; /* its unused groups are zero (readings.c) */
    return true;
}

/* ---- the public entry points -------------------------------------------- */

/* Yaku in the order of the enum, which puts dora, ura dora and red fives last. */
static void sort_yaku(tsumo_score *s)
{
    for (int i = 1; i < s->yaku_count; i++)
        for (int j = i; j > 0 && s->yaku[j - 1].yaku > s->yaku[j].yaku; j--) {
            tsumo_scored_yaku y = s->yaku[j];
            s->yaku[j] = s->yaku[j - 1];
            s->yaku[j - 1] = y;
        }
}

/*
 * The first n of five indicators, as the bytes of a word, the first in the lowest: a byte of 0
 * to 0x7F gets its top bit when 0x80 - TSUMO_KINDS is added exactly when it names no kind, a
 * larger one has it already (its carry can spoil only the answer that is no already).
 */
static uint64_t indicators_bad(const tsumo_kind *kinds, unsigned n)
{
    const uint64_t lanes = 0x0101010101010101u;
    uint64_t x = 0;
    memcpy(&x, kinds, TSUMO_MAX_INDICATORS);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x);
#endif
    x &= (UINT64_C(1) << (8 * (n % 8))) - 1; /* n is at most 5 here */
    return ((x + (0x80 - TSUMO_KINDS) * lanes) | x) & 0x80 * lanes;
}

static bool win_ok(const tsumo_win *win)
{
    if (win->tile >= TSUMO_KINDS || win->seat_wind >= 4 || win->round_wind >= 4 ||
        (win->dora_count | win->ura_count) > TSUMO_MAX_INDICATORS)
        return false;
    return !(indicators_bad(win->dora, win->dora_count) | indicators_bad(win->ura, win->ura_count));
}

static void pay(tsumo_score *s, const tsumo_win *win, bool tsumo, const tsumo_rules *rules)
{
    tsumo_score_payments(&s->payments, s->han, s->fu, s->yakuman_mult,
                         win->seat_wind == TSUMO_WIND_EAST, tsumo, win->honba, win->riichi_sticks,
                         rules);
}

/*
 * Nagashi mangan is settled at an exhaustive draw as a mangan tsumo and combines with nothing
 * (R-NAGA-01, EMA 4.2.4): no ron, no flag of a win on a tile. A riichi may stand.
 */
static tsumo_situation_error nagashi_situation(const tsumo_hand *hand, const tsumo_win *win,
                                               const tsumo_rules *rules)
{
    unsigned win_flags = TSUMO_WIN_IPPATSU | TSUMO_WIN_HAITEI | TSUMO_WIN_HOUTEI |
                         TSUMO_WIN_RINSHAN | TSUMO_WIN_CHANKAN | TSUMO_WIN_TENHOU |
                         TSUMO_WIN_CHIIHOU | TSUMO_WIN_RENHOU;
    if (!win->tsumo)
        return TSUMO_SITUATION_NAGASHI_RON;
    if (any(win->flags, win_flags))
        return TSUMO_SITUATION_NAGASHI_WITH_WIN;
    return riichi_situation(win->flags, tsumo_hand_is_closed(hand), rules);
}

/* Nagashi mangan (R-NAGA-01, EMA 4.2.4): a mangan tsumo whatever the tiles. */
static void score_nagashi(tsumo_score *out, const tsumo_hand *hand, const tsumo_win *win,
                          const tsumo_rules *rules)
{
    out->situation = (uint8_t)nagashi_situation(hand, win, rules);
    if (out->situation != TSUMO_SITUATION_OK) {
        out->refusal = TSUMO_REFUSAL_BAD_SITUATION;
        return;
    }
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
    out->refused_tile = TSUMO_NO_KIND;
    bool nagashi = (win->flags & TSUMO_WIN_NAGASHI) != 0;
    int concealed;
    bool concealed_ok = concealed_census(&concealed, hand->counts);
    /* a nagashi hand is held at an exhaustive draw: 13 tiles, no winning tile among them */
    if (!win_ok(win) || !hand_ok(hand) || concealed + 3 * hand->meld_count != 14 - nagashi)
        return TSUMO_EINVAL;
    tsumo_kind refused_tile = TSUMO_NO_KIND;
    uint8_t all[TSUMO_KINDS]; /* every tile of the hand by kind, melds included */
    out->refusal = (uint8_t)tiles_refusal(&refused_tile, all, hand, win, rules, concealed_ok);
    if (out->refusal == TSUMO_REFUSAL_TILE_NOT_IN_HAND && nagashi)
        out->refusal = TSUMO_REFUSAL_NONE;
    if (out->refusal != TSUMO_REFUSAL_NONE) {
        out->refused_tile = refused_tile;
        return TSUMO_OK;
    }
    if (nagashi) {
        score_nagashi(out, hand, win, rules);
        return TSUMO_OK;
    }
    tsumo__census census;
    tsumo__hand_facts facts;
    tsumo__census_take(&census, hand->counts);
    tsumo__score_facts(&facts, hand, win, rules, &census, all);
    out->situation = (uint8_t)situation_of(&facts);
    if (out->situation != TSUMO_SITUATION_OK) {
        out->refusal = TSUMO_REFUSAL_BAD_SITUATION;
        return TSUMO_OK;
    }
    tsumo_decomp decomps[TSUMO_MAX_DECOMPS];
    int n = tsumo__score_decompose(decomps, TSUMO_MAX_DECOMPS, &facts, &census);
    if (n > TSUMO_MAX_DECOMPS)
        n = TSUMO_MAX_DECOMPS;
    if (!choose(out, &facts, decomps, n)) {
        out->refusal = TSUMO_REFUSAL_NOT_COMPLETE;
        return TSUMO_OK;
    }
    if (out->yakuman_mult) /* ordinary yaku come in order already */
        sort_yaku(out);
    pay(out, win, win->tsumo, rules);
    return TSUMO_OK;
}
