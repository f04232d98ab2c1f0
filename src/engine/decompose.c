/*
 * Every reading of a complete hand (R-WIN-01, EMA 3.2, 3.4.9).
 *
 * The tables of analysis.c first say whether the hand is complete at all,
 * which answers most calls at once. The standard readings are then found by
 * always taking a group that contains the lowest remaining kind: it can only
 * be a pair, a pung or a run starting at that kind. Groups taken at the same
 * kind go in the order pair, pung, run, so that each split of the tiles is
 * produced once.
 *
 * Output order: the standard readings in that search order (concealed
 * groups by their lowest kind, then the melds in their order), then the
 * seven-pairs reading, then the kokushi reading.
 */
#include "engine.h"

typedef struct search {
    uint8_t counts[TSUMO_KINDS];
    tsumo_kindset held; /* the kinds with tiles left */
    tsumo_group groups[5];
    int group_count;
    bool has_pair;
    tsumo_decomp *out;
    int max;
    int found;
    const tsumo_hand *hand;
} search;

static void emit_standard(search *s)
{
    if (s->found < s->max) {
        tsumo_decomp *d = &s->out[s->found];
        memset(d, 0, sizeof *d);
        d->form = TSUMO_FORM_STANDARD;
        for (int i = 0; i < s->group_count; i++)
            d->groups[d->group_count++] = s->groups[i];
        for (int i = 0; i < s->hand->meld_count; i++) {
            const tsumo_meld *m = &s->hand->melds[i];
            tsumo_group g = {.kind = m->kind, .meld = (uint8_t)(i + 1)};
            g.type = m->type == TSUMO_MELD_CHI   ? TSUMO_GROUP_RUN
                     : m->type == TSUMO_MELD_PON ? TSUMO_GROUP_PUNG
                                                 : TSUMO_GROUP_KAN;
            d->groups[d->group_count++] = g;
        }
    }
    s->found++;
}

/* Takes n tiles of kind k into a group, or puts them back with n < 0. */
static void take(search *s, int k, int n)
{
    s->counts[k] = (uint8_t)(s->counts[k] - n);
    tsumo_kindset bit = (tsumo_kindset)1 << k;
    s->held = s->counts[k] ? s->held | bit : s->held & ~bit;
}

static void push(search *s, int type, int kind)
{
    s->groups[s->group_count++] = (tsumo_group){.type = (uint8_t)type, .kind = (tsumo_kind)kind};
}

/* `from`: the kind the last group was taken at; `min_type`: see the file comment. */
static void split(search *s, int from, int min_type)
{
    if (!s->held) {
        if (s->has_pair)
            emit_standard(s);
        return;
    }
    int k = tsumo__lowest_kind(s->held);
    if (k != from)
        min_type = 0;
    /* order at one kind: pair (0), pung (1), run (2) */
    if (min_type <= 0 && !s->has_pair && s->counts[k] >= 2) {
        take(s, k, 2);
        s->has_pair = true;
        push(s, TSUMO_GROUP_PAIR, k);
        split(s, k, 0);
        s->group_count--;
        s->has_pair = false;
        take(s, k, -2);
    }
    if (min_type <= 1 && s->counts[k] >= 3) {
        take(s, k, 3);
        push(s, TSUMO_GROUP_PUNG, k);
        split(s, k, 1);
        s->group_count--;
        take(s, k, -3);
    }
    if (k < TSUMO_EAST && k % 9 <= 6 && s->counts[k + 1] && s->counts[k + 2]) {
        take(s, k, 1), take(s, k + 1, 1), take(s, k + 2, 1);
        push(s, TSUMO_GROUP_RUN, k);
        split(s, k, 2);
        s->group_count--;
        take(s, k, -1), take(s, k + 1, -1), take(s, k + 2, -1);
    }
}

/* The concealed tiles, and whether every count is one the tables can read (at most 4). */
static int concealed_count(const tsumo_hand *hand, bool *readable)
{
    int n = 0;
    uint8_t most = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        n += hand->counts[k];
        most = hand->counts[k] > most ? hand->counts[k] : most;
    }
    *readable = most <= 4;
    return n;
}

static bool chiitoi(const tsumo_hand *hand, tsumo_decomp *d)
{
    if (hand->meld_count)
        return false;
    memset(d, 0, sizeof *d);
    d->form = TSUMO_FORM_CHIITOI;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (hand->counts[k] == 0)
            continue;
        if (hand->counts[k] != 2) /* four of a kind is not two pairs (EMA 4.2.2) */
            return false;
        d->groups[d->group_count++] =
            (tsumo_group){.type = TSUMO_GROUP_PAIR, .kind = (tsumo_kind)k};
    }
    return d->group_count == 7;
}

static bool kokushi(const tsumo_hand *hand, tsumo_decomp *d)
{
    if (hand->meld_count)
        return false;
    memset(d, 0, sizeof *d);
    d->form = TSUMO_FORM_KOKUSHI;
    int pairs = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        int c = hand->counts[k];
        if (!tsumo_kind_is_yaochu((tsumo_kind)k)) {
            if (c)
                return false;
            continue;
        }
        if (c == 0 || c > 2)
            return false;
        pairs += c == 2;
        d->groups[d->group_count++] =
            (tsumo_group){.type = (uint8_t)(c == 2 ? TSUMO_GROUP_PAIR : TSUMO_GROUP_SINGLE),
                          .kind = (tsumo_kind)k};
    }
    return pairs == 1;
}

/* What to try for counts with a fifth copy, which the tables cannot read. */
#define ALL_FORMS (1 << TSUMO_FORM_STANDARD | 1 << TSUMO_FORM_CHIITOI | 1 << TSUMO_FORM_KOKUSHI)

static void emit(search *s, const tsumo_decomp *d)
{
    if (s->found < s->max)
        s->out[s->found] = *d;
    s->found++;
}

int tsumo_hand_decompose(tsumo_decomp *out, int max, const tsumo_hand *hand)
{
    bool readable;
    if (hand->meld_count > TSUMO_MAX_MELDS ||
        concealed_count(hand, &readable) + 3 * hand->meld_count != 14)
        return 0;
    /* a fifth copy (a test's question) goes to the search */
    int forms = readable ? tsumo__analysis_forms(hand->counts, hand->meld_count) : ALL_FORMS;
    if (!forms)
        return 0;
    search s = {.out = out, .max = max, .hand = hand};
    memcpy(s.counts, hand->counts, TSUMO_KINDS);
    for (int k = 0; k < TSUMO_KINDS; k++)
        s.held |= (tsumo_kindset)(s.counts[k] > 0) << k;
    if (forms & 1 << TSUMO_FORM_STANDARD)
        split(&s, 0, 0);
    tsumo_decomp extra;
    if (forms & 1 << TSUMO_FORM_CHIITOI && chiitoi(hand, &extra))
        emit(&s, &extra);
    if (forms & 1 << TSUMO_FORM_KOKUSHI && kokushi(hand, &extra))
        emit(&s, &extra);
    return s.found;
}
