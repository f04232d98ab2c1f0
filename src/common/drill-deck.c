/*
 * A session's drills, for the verb and the table alike: the file drills of
 * one kind that play under the ruleset, dealt in an order the seed repeats,
 * every other one replaced by a simulated hand; and what the other shipped
 * rulesets answer where they differ.
 */
#include "drill.h"

#include <stdlib.h>
#include <string.h>

#define SIM_TRIES      200 /* seeds tried for one simulated drill before giving up */
#define SIM_NEAR_TRIES 12  /* seeds tried for a near-miss, once a drill has been found */
#define SIM_FAIR_TRIES 24  /* drills tried for an answer that is not dealt too often */
#define FAIR_SHARE                                                                                 \
    50 /* no answer class above this share (%) of a session, as far as                             \
          the simulated hands allow: issue 22 found "no" to every furiten                          \
          drill scoring 7-10 of 10 */

void drill_deck_init(drill_deck *d, drill_kind kind, const tsumo_rules *rules, uint64_t seed,
                     bool in_order)
{
    memset(d, 0, sizeof *d);
    d->kind = (uint8_t)kind;
    d->rules = *rules;
    d->in_order = in_order;
    tsumo_rng_seed(&d->rng, seed);
}

void drill_deck_free(drill_deck *d)
{
    free(d->pool);
    d->pool = NULL;
    d->count = 0;
}

int drill_deck_add_text(drill_deck *d, const char *text, size_t len, bool strict, drill_error *err,
                        drill_state *refused)
{
    drill *all = NULL;
    size_t n = 0;
    if (!drill_parse(text, len, &all, &n, err)) {
        free(all);
        return err->no_memory ? DRILL_ADD_NOMEM : DRILL_ADD_PARSE;
    }
    drill *grown = realloc(d->pool, (d->count + n + 1) * sizeof *grown);
    if (!grown) {
        free(all);
        return DRILL_ADD_NOMEM;
    }
    d->pool = grown;
    int status = DRILL_ADD_OK;
    for (size_t i = 0; i < n && status == DRILL_ADD_OK; i++) {
        if (all[i].kind != d->kind)
            continue;
        drill_state st;
        bool ok = drill_build(&st, &all[i], &d->rules);
        drill_state_free(&st);
        if (ok)
            d->pool[d->count++] = all[i];
        else if (strict) {
            *refused = st;
            refused->refused = NULL; /* it pointed into `all` */
            status = DRILL_ADD_REFUSED;
        }
    }
    free(all);
    return status;
}

bool drill_deck_add_builtins(drill_deck *d)
{
    drill_error err;
    for (int i = 0; drill_builtins[i].name; i++)
        if (drill_deck_add_text(d, drill_builtins[i].text, drill_builtins[i].len, false, &err,
                                NULL) != DRILL_ADD_OK)
            return false;
    return true;
}

/* ---- balanced answers ---- */

/* The class of the drill's answer under the deck's rules; "" when it does not play. */
static const char *class_of(char *buf, size_t size, const drill_deck *d, const drill *x)
{
    buf[0] = '\0';
    drill_state st;
    if (drill_build(&st, x, &d->rules)) {
        drill_verdict v;
        drill_judge(&v, x, &st);
        drill_answer_class(buf, size, x, &v);
    }
    drill_state_free(&st);
    return buf;
}

static int tally_of(const drill_tally *t, const char *what)
{
    for (int i = 0; i < t->count; i++)
        if (strcmp(t->at[i].what, what) == 0)
            return t->at[i].n;
    return 0;
}

static void tally_add(drill_tally *t, const char *what)
{
    t->dealt++;
    for (int i = 0; i < t->count; i++)
        if (strcmp(t->at[i].what, what) == 0) {
            t->at[i].n++;
            return;
        }
    if (t->count == DRILL_TALLY_SIZE)
        return; /* rare answers: none of them comes near the share */
    snprintf(t->at[t->count].what, sizeof t->at[0].what, "%s", what);
    t->at[t->count++].n = 1;
}

/* Whether one more answer of a class dealt `n` times would take it above its share. */
static bool over_share(const drill_tally *t, int n)
{
    return (n + 1) * 100 > (t->dealt + 1) * FAIR_SHARE && n > 0;
}

/* A furiten drill whose answer is yes is a moment that is no near-miss: wanted when "no"
   is the answer dealt more. */
static int want_of(const drill_deck *d, bool want_near)
{
    if (d->kind == DRILL_FURITEN)
        return tally_of(&d->tally, "no") > tally_of(&d->tally, "yes") ? DRILL_WANT_PLAIN
                                                                      : DRILL_WANT_NEAR;
    return want_near ? DRILL_WANT_NEAR : DRILL_WANT_PLAIN;
}

/*
 * A simulated drill: a near-miss where one turns up within a few hands, and one whose
 * answer has not been dealt more than its share where one turns up within a few more;
 * otherwise the one of the answer dealt least.
 */
static bool simulated(drill_deck *d, drill *out, bool want_near)
{
    bool found = false;
    int least = 0, tried = 0;
    for (int t = 0; t < SIM_TRIES; t++) {
        uint64_t seed = tsumo_rng_next(&d->rng);
        bool near = false;
        int want = want_of(d, want_near);
        if (!drill_from_sim_wanting(&d->spare, (drill_kind)d->kind, seed, &d->rules, &near, want))
            continue;
        char what[24];
        int n = tally_of(&d->tally, class_of(what, sizeof what, d, &d->spare));
        if (!over_share(&d->tally, n) && (near || want != DRILL_WANT_NEAR || t >= SIM_NEAR_TRIES)) {
            *out = d->spare;
            return true;
        }
        if (!found || n < least) { /* the fallback: the answer dealt least */
            *out = d->spare;
            least = n;
        }
        found = true;
        if (++tried >= SIM_FAIR_TRIES)
            return true;
    }
    return found;
}

/* The next drill, not yet counted in the tally. */
static bool deal(drill_deck *d, drill *out)
{
    int i = d->dealt++;
    if (d->in_order) {
        if ((size_t)i >= d->count)
            return false;
        *out = d->pool[i];
        return true;
    }
    if (i % 2 == 0 && d->count) { /* a shipped one, drawn without repeat */
        uint32_t j = tsumo_rng_below(&d->rng, (uint32_t)d->count);
        *out = d->pool[j];
        d->pool[j] = d->pool[--d->count];
        return true;
    }
    return simulated(d, out, i % 3 != 2); /* and now and then a plain case */
}

bool drill_deck_next(drill_deck *d, drill *out)
{
    if (!deal(d, out))
        return false;
    if (!d->in_order) {
        char what[24];
        tally_add(&d->tally, class_of(what, sizeof what, d, out));
    }
    return true;
}

/* The lines of `why` that `base` does not have, indented. */
static void new_lines(char *buf, size_t size, const char *why, const char *base)
{
    for (const char *line = why; *line;) {
        const char *nl = strchr(line, '\n');
        size_t n = nl ? (size_t)(nl - line) : strlen(line);
        char part[256];
        snprintf(part, sizeof part, "%.*s", (int)n, line);
        size_t used = strlen(buf);
        if (!strstr(base, part) && used + 1 < size)
            snprintf(buf + used, size - used, "  %s\n", part);
        line += n + (nl != NULL);
    }
}

enum { MAX_RULESETS = 16 };

/* The verdicts of the other shipped rulesets that differ; how many, their ids in `ids`. */
static int differing(drill_verdict other[], const char *ids[], const drill *d,
                     const drill_verdict *v, const tsumo_rules *rules, const narrate_namer *namer)
{
    int n = 0;
    for (int i = 0; tsumo_rules_builtin_name(i) && n < MAX_RULESETS; i++) {
        const char *id = tsumo_rules_builtin_name(i);
        tsumo_rules r;
        tsumo_diag diag;
        if (tsumo_rules_load_builtin(&r, id, &diag) != TSUMO_OK || strcmp(r.name, rules->name) == 0)
            continue;
        drill_state st;
        bool ok = drill_build(&st, d, &r);
        st.namer = namer;
        if (ok)
            drill_judge(&other[n], d, &st);
        drill_state_free(&st);
        /* for calls, whose claim wins differs too (a triple ron that is a draw) */
        if (ok && (strcmp(other[n].answer, v->answer) != 0 ||
                   (d->kind == DRILL_CALLS && strcmp(other[n].why, v->why) != 0)))
            ids[n++] = id;
    }
    return n;
}

void drill_others(char *buf, size_t size, const drill *d, const drill_verdict *v,
                  const tsumo_rules *rules)
{
    drill_others_as(buf, size, d, v, rules, NULL);
}

void drill_others_as(char *buf, size_t size, const drill *d, const drill_verdict *v,
                     const tsumo_rules *rules, const narrate_namer *namer)
{
    static drill_verdict other[MAX_RULESETS]; /* large; one session at a time */
    const char *ids[MAX_RULESETS];
    bool shown[MAX_RULESETS] = {false};
    buf[0] = '\0';
    int n = differing(other, ids, d, v, rules, namer);
    for (int i = 0; i < n; i++) {
        if (shown[i])
            continue;
        char names[256] = "";
        for (int j = i; j < n; j++)
            if (!shown[j] && strcmp(other[j].why, other[i].why) == 0 &&
                strcmp(other[j].answer, other[i].answer) == 0) {
                shown[j] = true;
                size_t len = strlen(names);
                snprintf(names + len, sizeof names - len, "%s%s", len ? ", " : "", ids[j]);
            }
        size_t used = strlen(buf);
        if (strcmp(other[i].answer, v->answer) != 0)
            snprintf(buf + used, size - used, _("Under %s the answer would be: %s\n"), names,
                     drill_answer_shown(&other[i]));
        else
            snprintf(buf + used, size - used, _("Under %s:\n"), names);
        new_lines(buf, size, other[i].why, v->why);
    }
}
