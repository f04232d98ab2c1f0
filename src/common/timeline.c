/*
 * A game laid out step by step (timeline.h). The line of each step is the
 * narrator's (narrate.c) of the engine's events, for the viewer, who sees
 * every hand: the engine decides every rule, the narrator names the section
 * of the rule text each event stands for.
 */
#include "timeline.h"
#include "games.h"
#include "walk.h"

#include <stdlib.h>
#include <string.h>

/* The line of the step being built: the viewer's narrator, who sees every hand. */
typedef struct builder {
    timeline *t;
    narrator n;
} builder;

static void add(char *line, const char *text)
{
    size_t n = strlen(line);
    if (n && n + 2 < TIMELINE_LINE) {
        strcat(line, "; ");
        n += 2;
    }
    snprintf(line + n, TIMELINE_LINE - n, "%s", text);
}

/*
 * The seats' names as the table shows them; a seat with no name (a demo, a
 * log without players) is called by its wind in the hand, so that no line
 * begins with an empty name.
 */
static void seat_names(const tsumo_game *game, char names[4][TSUMO_NAME_SIZE])
{
    games_seat_names(game, names);
    tsumo_view v;
    tsumo_game_view(game, TSUMO_NO_SEAT, &v);
    for (int seat = 0; seat < 4; seat++)
        if (!names[seat][0])
            snprintf(names[seat], TSUMO_NAME_SIZE, "%s", cli_wind_name(v.seats[seat].wind));
}

/* The part of the line one event says (narrate.c): the viewer is told every event. */
static void event_text(builder *b, const tsumo_event *e, char *line)
{
    char text[TIMELINE_LINE];
    if (narrate_event(&b->n, e, text, sizeof text))
        add(line, text);
}

/* ---- building ---- */

static bool grow(timeline *t)
{
    if (t->count < t->cap)
        return true;
    size_t cap = t->cap ? t->cap * 2 : 512;
    timeline_step *s = realloc(t->steps, cap * sizeof *s);
    if (!s)
        return false;
    t->steps = s;
    size_t *d = realloc(t->deals, cap * sizeof *d);
    if (!d)
        return false;
    t->deals = d;
    t->cap = cap;
    return true;
}

/* A new step holding a copy of the game as it is now. */
static timeline_step *push(timeline *t, const tsumo_game *game)
{
    if (!grow(t))
        return NULL;
    timeline_step *s = &t->steps[t->count];
    memset(s, 0, sizeof *s);
    if (tsumo_game_clone(&s->game, game) != TSUMO_OK)
        return NULL;
    t->count++;
    return s;
}

static void note_stop(timeline *t, const tsumo_replay_report *rep)
{
    if (rep->kind == TSUMO_REPLAY_REFUSED)
        /* TRANSLATORS: the engine's reason, then the rule text's section. */
        snprintf(t->stop, sizeof t->stop,
                 _("The file stops here: the engine refuses its next action: %s (%s)"),
                 _(tsumo_reason_msgid((tsumo_reason)rep->reason)),
                 tsumo_reason_source((tsumo_reason)rep->reason));
    else
        snprintf(t->stop, sizeof t->stop, _("The file stops here: the game differs from it (%s)"),
                 tsumo_replay_mismatch_id((tsumo_replay_mismatch)rep->mismatch));
}

/* The window these passes close ends in a call or a win: not everyone passed. */
static bool claim_made(const tsumo_replay_report *rep)
{
    for (int i = 0; i < rep->event_count; i++)
        if (rep->events[i].type == TSUMO_EVENT_CALL || rep->events[i].type == TSUMO_EVENT_WIN)
            return true;
    return false;
}

/* Takes "everyone passes" off the start of a run of passes' line. */
static void drop_everyone_passes(char *line)
{
    const char *said = _("everyone passes");
    size_t n = strlen(said);
    if (strncmp(line, said, n) != 0)
        return;
    if (line[n] == ';')
        n += 2; /* "; ", as add() joins */
    else if (line[n])
        return;
    memmove(line, line + n, strlen(line + n) + 1);
}

/*
 * A claim that leaves its window open (the others have still to answer) has
 * a step of its own with nothing else to say: it says the claim.
 */
static void claim_text(const builder *b, const tsumo_replay_report *rep, char *line)
{
    for (int i = 0; i < rep->event_count; i++) {
        const tsumo_event *e = &rep->events[i];
        if (e->type != TSUMO_EVENT_ANSWER || e->seat > 3 || !e->code ||
            e->code == TSUMO_ACTION_PASS)
            continue;
        char said[TIMELINE_LINE];
        add(line, narrate_claim(&b->n, e->seat, e->code, said, sizeof said));
    }
}

/* What the report brings on the screen (TIMELINE_SHOWS_*). */
static uint8_t shows_of(const tsumo_replay_report *rep)
{
    uint8_t shows = rep->hand_over ? TIMELINE_SHOWS_RESULT : 0;
    for (int i = 0; i < rep->event_count; i++) {
        const tsumo_event *e = &rep->events[i];
        bool claim = e->type == TSUMO_EVENT_ANSWER && e->code && e->code != TSUMO_ACTION_PASS;
        shows |= claim                                 ? TIMELINE_SHOWS_CLAIM
                 : e->type == TSUMO_EVENT_CALL         ? TIMELINE_SHOWS_CALL
                 : e->type == TSUMO_EVENT_DRAW         ? TIMELINE_SHOWS_DRAW
                 : e->type == TSUMO_EVENT_DORA         ? TIMELINE_SHOWS_DORA
                 : e->type == TSUMO_EVENT_RIICHI_STICK ? TIMELINE_SHOWS_STICK
                                                       : 0;
    }
    return shows;
}

/* Takes one report into the timeline: a run of passes is one step. */
static bool take(builder *b, const tsumo_replay *rp, const tsumo_replay_report *rep,
                 bool *in_passes)
{
    timeline *t = b->t;
    timeline_step *s;
    if (rep->kind == TSUMO_REPLAY_PASS && *in_passes) {
        s = &t->steps[t->count - 1];
        tsumo_game_copy(s->game, rp->game);
        if (claim_made(rep))
            drop_everyone_passes(s->line);
    } else {
        if (!(s = push(t, rp->game)))
            return false;
    }
    *in_passes = rep->kind == TSUMO_REPLAY_PASS;
    if (rep->kind == TSUMO_REPLAY_DEAL)
        t->deals[t->deal_count++] = t->count - 1;
    s->kind = rep->kind;
    s->hand = rp->hand;
    s->after = rp->dealt && rp->hand < t->rec->hand_count
                   ? rp->next - t->rec->hands[rp->hand].first_action
                   : 0;
    s->hand_over = s->hand_over || rep->hand_over;
    s->shows |= shows_of(rep);
    if (rep->kind == TSUMO_REPLAY_DEAL)
        seat_names(rp->game, b->n.names);
    for (int i = 0; i < rep->event_count; i++)
        event_text(b, &rep->events[i], s->line);
    if (!s->line[0] && rep->kind == TSUMO_REPLAY_ACTION)
        claim_text(b, rep, s->line);
    if (*in_passes && !s->line[0])
        snprintf(s->line, sizeof s->line, "%s", _("everyone passes"));
    if (rep->kind == TSUMO_REPLAY_MISMATCH) {
        char text[TIMELINE_LINE];
        snprintf(text, sizeof text, _("the file says otherwise here (%s)"),
                 tsumo_replay_mismatch_id((tsumo_replay_mismatch)rep->mismatch));
        add(s->line, text);
    }
    return true;
}

/* The walk of the record into the timeline (walk.h). */
typedef struct timeline_walk {
    builder *b;
    bool in_passes; /* the last step is a run of passes, which the next pass joins */
} timeline_walk;

enum { TIMELINE_NO_MEMORY = 1 };

/* Step 0: the game before the first deal. */
static int lay_begin(const walk_step *step, void *payload)
{
    timeline_walk *w = payload;
    timeline *t = w->b->t;
    seat_names(step->replay->game, w->b->n.names);
    if (!push(t, step->replay->game))
        return TIMELINE_NO_MEMORY;
    t->steps[0].hand = t->rec->hand_count; /* no hand of the record yet: no caption's */
    snprintf(t->steps[0].line, TIMELINE_LINE, "%s", _("the game before the first deal"));
    return 0;
}

static int lay_step(const walk_step *step, void *payload)
{
    timeline_walk *w = payload;
    return take(w->b, step->replay, step->report, &w->in_passes) ? 0 : TIMELINE_NO_MEMORY;
}

/* A number that differs is a step like any other; a difference the replay cannot go on after
   ends the timeline there. */
static int lay_mismatch(const walk_step *step, void *payload)
{
    timeline_walk *w = payload;
    int rc = lay_step(step, payload);
    if (step->replay->finished)
        note_stop(w->b->t, step->report);
    return rc;
}

static int lay_stop(const walk_step *step, void *payload)
{
    timeline_walk *w = payload;
    if (step->report->kind == TSUMO_REPLAY_REFUSED)
        note_stop(w->b->t, step->report);
    if (step->report->kind != TSUMO_REPLAY_GAME_END)
        return 0;
    return lay_step(step, payload);
}

bool timeline_build(timeline *t, const tsumo_record *rec, const tsumo_rules *rules, char *why,
                    size_t why_size)
{
    return timeline_build_named(t, rec, rules, NULL, false, why, why_size);
}

bool timeline_build_named(timeline *t, const tsumo_record *rec, const tsumo_rules *rules,
                          const timeline_namer *namer, bool log, char *why, size_t why_size)
{
    memset(t, 0, sizeof *t);
    t->rec = rec;
    t->rules = rules ? *rules : rec->rules;
    static const walk_callbacks laying_out = {.begin = lay_begin,
                                              .deal = lay_step,
                                              .action = lay_step,
                                              .mismatch = lay_mismatch,
                                              .stop = lay_stop};
    builder b = {.t = t};
    narrate_init(&b.n, &t->rules, namer, NARRATE_ALL, true);
    b.n.log = log;
    timeline_walk w = {.b = &b};
    int rc = walk_record(rec, &t->rules, &laying_out, &w, NULL);
    if (rc == WALK_ESTART) {
        snprintf(why, why_size, "%s", _("the record's game cannot start under these rules"));
        return false;
    }
    if (rc == TIMELINE_NO_MEMORY) {
        snprintf(why, why_size, "%s", _("out of memory"));
        timeline_free(t);
        return false;
    }
    return true; /* a refusal or a difference is in t->stop */
}

void timeline_free(timeline *t)
{
    for (size_t i = 0; i < t->count; i++)
        tsumo_game_free(t->steps[i].game);
    free(t->steps);
    free(t->deals);
    memset(t, 0, sizeof *t);
}

size_t timeline_hand_of(const timeline *t, size_t i)
{
    size_t h = 0;
    while (h + 1 < t->deal_count && t->deals[h + 1] <= i)
        h++;
    return h;
}

/* ---- a seat's panel ---- */

static void seen(int counts[TSUMO_KINDS], tsumo_tile t)
{
    if (t < TSUMO_TILES)
        counts[tsumo_tile_kind(t)]++;
}

void timeline_seat_read(const tsumo_game *game, int seat, timeline_seat *out)
{
    timeline_seat_after(game, seat, TSUMO_NO_TILE, out);
}

/* The kinds of a seat's own discards, called away or not: furiten counts them all (R-FURI-01). */
static tsumo_kindset pond_kinds(const tsumo_view_seat *own)
{
    tsumo_kindset kinds = 0;
    for (int i = 0; i < own->discard_count; i++)
        if (own->discards[i].tile < TSUMO_TILES)
            kinds |= (tsumo_kindset)1 << tsumo_tile_kind(own->discards[i].tile);
    return kinds;
}

void timeline_seat_after(const tsumo_game *game, int seat, tsumo_tile discard, timeline_seat *out)
{
    memset(out, 0, sizeof *out);
    tsumo_view v;
    tsumo_game_view(game, seat, &v);
    const tsumo_view_seat *own = &v.seats[seat & 3];
    uint8_t counts[TSUMO_KINDS] = {0};
    for (int i = 0; i < v.hand_count; i++)
        counts[tsumo_tile_kind(v.hand_tiles[i])]++;
    tsumo_kindset waits = v.waits, pond = pond_kinds(own);
    bool after = discard < TSUMO_TILES && counts[tsumo_tile_kind(discard)] > 0;
    if (after) { /* the hand as the discard would leave it: its waits from the hand's tables */
        counts[tsumo_tile_kind(discard)]--;
        pond |= (tsumo_kindset)1 << tsumo_tile_kind(discard);
        waits = tsumo_waits(counts, own->meld_count);
    }
    out->tiles = v.hand_count - (after ? 1 : 0);
    out->shanten = out->tiles ? tsumo_shanten_min(counts, own->meld_count) : 8;
    out->furiten = v.furiten;
    out->riichi = own->riichi;
    out->dead = own->dead;
    int visible[TSUMO_KINDS] = {0};
    for (int i = 0; i < v.hand_count; i++)
        seen(visible, v.hand_tiles[i]);
    for (int s = 0; s < 4; s++) {
        const tsumo_view_seat *vs = &v.seats[s];
        for (int i = 0; i < vs->discard_count; i++)
            if (!(vs->discards[i].flags & TSUMO_POND_CALLED))
                seen(visible, vs->discards[i].tile);
        for (int m = 0; m < vs->meld_count; m++)
            for (int i = 0; i < vs->melds[m].count; i++)
                seen(visible, vs->melds[m].tiles[i]);
        for (int i = 0; s != seat && i < vs->shown_count; i++)
            seen(visible, vs->shown[i]);
    }
    for (int i = 0; i < v.indicator_count; i++)
        seen(visible, v.indicators[i]);
    if (out->tiles % 3 != 1)
        return; /* waits only with 13 tiles (less the melds' sets) */
    out->pond_waits = waits & pond;
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (waits >> k & 1) {
            out->waits[out->wait_count] = (tsumo_kind)k;
            out->unseen[out->wait_count++] = visible[k] < 4 ? 4 - visible[k] : 0;
        }
}
