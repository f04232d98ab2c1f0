/*
 * The drills asked on a seat's turn (issue 22, src/common/drill-turn.h): efficiency and
 * defence, from simulated hands and from the shipped files. Their verdicts are checked
 * against counts made here without the computer players: for efficiency, the tiles each
 * discard accepts (the kinds that lower the hand's shanten, tsumo_shanten_min, times the
 * copies the seat does not see); for defence, the riichi hand's real waits (tsumo_waits on
 * its concealed tiles): a right answer never deals in, and a tile in the riichi player's own
 * discards is the answer whenever the hand holds one (genbutsu, R-FURI-01, EMA 3.4.5). Over
 * 1,000 seeded questions of each kind, always giving one answer (the commonest, the hand's
 * first or last tile, the tile just drawn) scores at most 60 %.
 */
#include "drill-turn.h"
#include "game-support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int questions(void)
{
    const char *env = getenv("TSUMO_DRILL_QUESTIONS");
    int n = env ? atoi(env) : 1000;
    return n > 0 && n <= 100000 ? n : 1000;
}

/* ---- counts made here ---- */

/* Every copy the seat sees: its hand, the melds, the ponds but tiles called away, the shown
   hands of others, the dora indicators. */
static void seen_by(const tsumo_view *v, uint8_t seen[TSUMO_KINDS])
{
    memset(seen, 0, TSUMO_KINDS);
    for (int i = 0; i < v->hand_count; i++)
        seen[tsumo_tile_kind(v->hand_tiles[i])]++;
    for (int s = 0; s < 4; s++) {
        const tsumo_view_seat *vs = &v->seats[s];
        for (int m = 0; m < vs->meld_count; m++)
            for (int i = 0; i < vs->melds[m].count; i++)
                seen[tsumo_tile_kind(vs->melds[m].tiles[i])]++;
        for (int i = 0; i < vs->discard_count; i++)
            if (!(vs->discards[i].flags & TSUMO_POND_CALLED))
                seen[tsumo_tile_kind(vs->discards[i].tile)]++;
        for (int i = 0; s != v->seat && i < vs->shown_count; i++)
            seen[tsumo_tile_kind(vs->shown[i])]++;
    }
    for (int i = 0; i < v->indicator_count; i++)
        seen[tsumo_tile_kind(v->indicators[i])]++;
}

typedef struct counted {
    tsumo_kindset held, right;
    int shanten[TSUMO_KINDS], ukeire[TSUMO_KINDS];
} counted;

/* Shanten and ukeire of every discard, by brute force over the 34 kinds. */
static void count_efficiency(counted *c, const tsumo_view *v, int melds)
{
    uint8_t counts[TSUMO_KINDS] = {0}, seen[TSUMO_KINDS];
    memset(c, 0, sizeof *c);
    seen_by(v, seen);
    for (int i = 0; i < v->hand_count; i++)
        counts[tsumo_tile_kind(v->hand_tiles[i])]++;
    int best = 99, most = -1;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        if (!counts[k])
            continue;
        c->held |= (tsumo_kindset)1 << k;
        counts[k]--;
        int sh = tsumo_shanten_min(counts, melds), total = 0;
        for (int j = 0; j < TSUMO_KINDS; j++) {
            if (counts[j] >= 4 || seen[j] >= 4)
                continue;
            counts[j]++;
            total += tsumo_shanten_min(counts, melds) < sh ? 4 - seen[j] : 0;
            counts[j]--;
        }
        counts[k]++;
        c->shanten[k] = sh;
        c->ukeire[k] = total;
        best = sh < best ? sh : best;
    }
    for (int k = 0; k < TSUMO_KINDS; k++)
        if ((c->held >> k & 1) && c->shanten[k] == best && c->ukeire[k] > most)
            most = c->ukeire[k];
    for (int k = 0; k < TSUMO_KINDS; k++)
        if ((c->held >> k & 1) && c->shanten[k] == best && c->ukeire[k] == most)
            c->right |= (tsumo_kindset)1 << k;
}

/* The kinds of a verdict's answer ("3p, E"), read back with the drill's own check. */
static tsumo_kindset answer_kinds(const drill *d, const drill_verdict *v)
{
    tsumo_kindset set = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        char why[160];
        if (drill_check(d, v, cli_kind_name((tsumo_kind)k), why, sizeof why))
            set |= (tsumo_kindset)1 << k;
    }
    return set;
}

/* ---- the balance of a kind's answers ---- */

typedef struct tally {
    int asked;
    int by_kind[TSUMO_KINDS]; /* questions each kind answers right */
    int first, last, drawn;   /* ... the hand's first kind, its last, the tile drawn */
} tally;

static void note(tally *t, tsumo_kindset right, tsumo_kindset held, tsumo_tile drawn)
{
    t->asked++;
    for (int k = 0; k < TSUMO_KINDS; k++)
        t->by_kind[k] += (int)(right >> k & 1);
    t->first += (int)(right >> __builtin_ctzll(held) & 1);
    t->last += (int)(right >> (63 - __builtin_clzll(held)) & 1);
    t->drawn += drawn != TSUMO_NO_TILE && (right >> tsumo_tile_kind(drawn) & 1);
}

static void balanced(const tally *t, const char *kind)
{
    int most = 0, at = 0;
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (t->by_kind[k] > most)
            most = t->by_kind[k], at = k;
    printf("%s: %d questions; always %s: %d right; the first tile: %d; the last: %d; the tile "
           "drawn: %d\n",
           kind, t->asked, cli_kind_name((tsumo_kind)at), most, t->first, t->last, t->drawn);
    assert_true(most * 10 <= t->asked * 6);
    assert_true(t->first * 10 <= t->asked * 6);
    assert_true(t->last * 10 <= t->asked * 6);
    assert_true(t->drawn * 10 <= t->asked * 6);
}

/* ---- efficiency ---- */

/* The verdict against the count made here; the count's best number of tiles is in the text. */
static void check_efficiency(const drill *d, const drill_state *st, tally *t)
{
    tsumo_view v;
    tsumo_game_view(st->game, d->seat, &v);
    counted c;
    count_efficiency(&c, &v, v.seats[d->seat].meld_count);
    drill_verdict verdict;
    drill_judge(&verdict, d, st);
    tsumo_kindset got = answer_kinds(d, &verdict);
    if (got != c.right)
        fail_msg("seed %llu: the drill answers %s; counted here: %llx", (unsigned long long)d->seed,
                 verdict.answer, (unsigned long long)c.right);
    drill_turn turn;
    assert_true(drill_turn_read(&turn, DRILL_EFFICIENCY, st->game, &st->rules, d->seat));
    for (int i = 0; i < turn.count; i++) {
        tsumo_kind k = turn.discards[i].kind;
        assert_int_equal(turn.discards[i].shanten, c.shanten[k]);
        assert_int_equal(turn.discards[i].ukeire, c.ukeire[k]);
    }
    char line[96];
    tsumo_kind first = (tsumo_kind)__builtin_ctzll(c.right);
    snprintf(line, sizeof line, "  %s: %d tile", cli_kind_name(first), c.ukeire[first]);
    assert_non_null(strstr(verdict.why, line));
    if (t)
        note(t, c.right, c.held, v.drawn);
}

typedef void (*checker)(const drill *d, const drill_state *st, tally *t);

/* A session of the kind's simulated drills, as `tsumo drill KIND --seed 22` deals them. */
static void session(drill_kind kind, checker check)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    drill_deck deck;
    drill_deck_init(&deck, kind, &rules, 22, false);
    tally t = {0};
    drill *d = malloc(sizeof *d);
    assert_non_null(d);
    for (int i = 0, n = questions(); i < n; i++) {
        assert_true(drill_deck_next(&deck, d));
        drill_state st;
        assert_true(drill_build(&st, d, &rules));
        check(d, &st, &t);
        drill_state_free(&st);
    }
    balanced(&t, drill_kind_id(kind));
    free(d);
    drill_deck_free(&deck);
}

static void test_efficiency_counts(void **state)
{
    (void)state;
    session(DRILL_EFFICIENCY, check_efficiency);
}

/* ---- defence ---- */

/* The riichi hand's waits, from its concealed tiles. */
static tsumo_kindset real_waits(const tsumo_game *g, int seat)
{
    tsumo_view v;
    tsumo_game_view(g, seat, &v);
    uint8_t counts[TSUMO_KINDS] = {0};
    for (int i = 0; i < v.hand_count; i++)
        counts[tsumo_tile_kind(v.hand_tiles[i])]++;
    return tsumo_waits(counts, v.seats[seat].meld_count);
}

static tsumo_kindset pond_kinds(const tsumo_view_seat *s)
{
    tsumo_kindset set = 0;
    for (int i = 0; i < s->discard_count; i++)
        set |= (tsumo_kindset)1 << tsumo_tile_kind(s->discards[i].tile);
    return set;
}

/*
 * A right answer never deals in: no right kind is a wait of the riichi hand (the simulated
 * ones are not furiten); the tiles the drill says deal in are its waits; and a tile of its
 * own pond in the hand is the answer (genbutsu).
 */
static void check_defence(const drill *d, const drill_state *st, tally *t)
{
    tsumo_view pub, v;
    tsumo_game_view(st->game, TSUMO_NO_SEAT, &pub);
    tsumo_game_view(st->game, d->seat, &v);
    tsumo_kindset held = 0, waits = 0, ponds = 0;
    for (int i = 0; i < v.hand_count; i++)
        held |= (tsumo_kindset)1 << tsumo_tile_kind(v.hand_tiles[i]);
    for (int s = 0; s < 4; s++)
        if (s != d->seat && pub.seats[s].riichi) {
            waits |= real_waits(st->game, s);
            ponds |= pond_kinds(&pub.seats[s]);
        }
    assert_true(waits != 0);
    drill_verdict verdict;
    drill_judge(&verdict, d, st);
    tsumo_kindset right = answer_kinds(d, &verdict);
    assert_true(right != 0);
    assert_true((right & ~held) == 0);
    drill_turn turn;
    assert_true(drill_turn_read(&turn, DRILL_DEFENCE, st->game, &st->rules, d->seat));
    if (!turn.furiten) {
        if (right & waits)
            fail_msg("seed %llu: the drill answers %s, which deals in", (unsigned long long)d->seed,
                     verdict.answer);
        for (int i = 0; i < turn.count; i++)
            assert_int_equal(turn.discards[i].deals_in, (int)(waits >> turn.discards[i].kind & 1));
    }
    /* A held tile of the pond is right; so may be one passed since the riichi (R-FURI-06). */
    if (held & ponds)
        assert_true((right & ponds) == (held & ponds));
    if (t)
        note(t, right, held, v.drawn);
}

static void test_defence_waits(void **state)
{
    (void)state;
    session(DRILL_DEFENCE, check_defence);
}

/* ---- the shipped drills ---- */

static drill *shipped(const char *name, size_t *count)
{
    for (int i = 0; drill_builtins[i].name; i++)
        if (strcmp(drill_builtins[i].name, name) == 0) {
            drill *list = NULL;
            drill_error err;
            assert_true(
                drill_parse(drill_builtins[i].text, drill_builtins[i].len, &list, count, &err));
            return list;
        }
    fail_msg("no shipped drill file %s", name);
    return NULL;
}

/* Every shipped drill of these kinds plays under every shipped ruleset, and its verdict holds. */
static void test_shipped(void **state)
{
    (void)state;
    static const char *const files[] = {"efficiency", "defence"};
    for (int f = 0; f < 2; f++) {
        size_t n = 0;
        drill *list = shipped(files[f], &n);
        assert_true(n >= 2);
        for (int r = 0; tsumo_rules_builtin_name(r); r++) {
            tsumo_rules rules;
            tsumo_diag diag;
            assert_int_equal(tsumo_rules_load_builtin(&rules, tsumo_rules_builtin_name(r), &diag),
                             TSUMO_OK);
            for (size_t i = 0; i < n; i++) {
                drill_state st;
                if (!drill_build(&st, &list[i], &rules))
                    fail_msg("%s under %s: refused at line %d", list[i].name, rules.name,
                             st.refused_line);
                if (list[i].kind == DRILL_EFFICIENCY)
                    check_efficiency(&list[i], &st, NULL);
                else
                    check_defence(&list[i], &st, NULL);
                drill_state_free(&st);
            }
        }
        free(list);
    }
}

/* The genbutsu and suji drills: their answers, and the words that explain them. */
static void test_defence_words(void **state)
{
    (void)state;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    size_t n = 0;
    drill *list = shipped("defence", &n);
    drill_state st;
    drill_verdict v;
    assert_true(drill_build(&st, &list[0], &rules));
    drill_judge(&v, &list[0], &st);
    assert_string_equal(v.answer, "9m");
    assert_non_null(strstr(v.why, "South is in riichi and waits on 1s 4s."));
    assert_non_null(strstr(v.why, "9m — genbutsu"));
    assert_non_null(strstr(v.why, "Deals in, as the riichi hand wins on it: 1s 4s."));
    drill_state_free(&st);
    assert_true(drill_build(&st, &list[1], &rules));
    drill_judge(&v, &list[1], &st);
    assert_string_equal(v.answer, "1p, 7p");
    assert_non_null(strstr(v.why, "1p 7p — suji"));
    drill_state_free(&st);
    free(list);
}

/* An answer is one tile, as the table names it or in mpsz; anything else is not read. */
static void test_answers(void **state)
{
    (void)state;
    drill d = {.kind = DRILL_DEFENCE};
    drill_verdict v = {.answer = "5p, E, Wh"};
    char why[160];
    static const char *const right[] = {"5p", "5P", "0p", "5p*", "e", "E", "1z", "wh", "5z"};
    for (size_t i = 0; i < sizeof right / sizeof right[0]; i++) {
        assert_true(drill_check(&d, &v, right[i], why, sizeof why));
        assert_string_equal(why, "");
    }
    assert_false(drill_check(&d, &v, "6p", why, sizeof why));
    assert_string_equal(why, "");
    static const char *const unread[] = {"", "maybe", "8z", "5", "5p 6p", "p5"};
    for (size_t i = 0; i < sizeof unread / sizeof unread[0]; i++) {
        assert_false(drill_check(&d, &v, unread[i], why, sizeof why));
        assert_string_equal(why, "expected one tile, such as 3p or E");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_answers),       cmocka_unit_test(test_defence_words),
        cmocka_unit_test(test_shipped),       cmocka_unit_test(test_efficiency_counts),
        cmocka_unit_test(test_defence_waits),
    };
    return test_run_group(tests);
}
