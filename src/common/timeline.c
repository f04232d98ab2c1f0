/*
 * A game laid out step by step (timeline.h). The line of each step is
 * written from the engine's events only: the engine decides every rule, this
 * file only names the section of the rule text that the event stands for
 * (../shared/rules/CHECKLIST.md gives the sections).
 */
#include "timeline.h"
#include "games.h"
#include "walk.h"

#include <stdlib.h>
#include <string.h>

/* What the line of the step being built needs to know beyond its events. */
typedef struct builder {
    timeline *t;
    const timeline_namer *namer; /* how a tile is named, or NULL: mpsz */
    char names[4][TSUMO_NAME_SIZE];
    tsumo_tile discard; /* the latest discard: the tile a pass or a claim is about */
    uint8_t claimed[4]; /* each seat's claim in the current window (action type), 0 none */
    bool kan_pending;   /* a kan was declared and no discard has followed: its indicator, if
                           turned now, is turned at once (the chankan window's passes between) */
    bool kan_late;      /* a discard followed a kan whose indicator is not turned yet */
    uint8_t kan_type;   /* its tsumo_meld_type */
    bool in_deal;       /* the step deals a hand: its indicator is the first */
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

/* A tile in the words of the viewer's tile style (the table's log's), or in mpsz. */
static const char *tile_text(const builder *b, char buf[TIMELINE_TILE], tsumo_tile t)
{
    if (t < TSUMO_TILES && b->namer && b->namer->name)
        return b->namer->name(buf, TIMELINE_TILE, t, b->t->rules.red_fives, b->namer->ctx);
    return cli_tile_notation(buf, t, &b->t->rules); /* "?" for no tile */
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

static const char *seat_name(const builder *b, int seat)
{
    return seat >= 0 && seat < 4 ? b->names[seat] : "?";
}

/* The EMA section where each kind of kan turns its indicator (R-DORA-04). */
static const char *kan_section(int type)
{
    return type == TSUMO_MELD_OPEN_KAN ? "3.3.2" : type == TSUMO_MELD_ADDED_KAN ? "3.3.7" : "3.3.8";
}

/* Which lower claim a call or a ron beat in its window (R-CALL-04, EMA 3.3.1); 0 none. */
static int beaten_claim(const builder *b, int winner, int kind)
{
    int beaten = 0;
    for (int s = 0; s < 4; s++) {
        int c = b->claimed[s];
        if (s == winner || !c || c == TSUMO_ACTION_PASS)
            continue;
        if (kind == TSUMO_ACTION_RON && c != TSUMO_ACTION_RON)
            beaten = c;
        else if (kind != TSUMO_ACTION_RON && c == TSUMO_ACTION_CHI)
            beaten = c;
    }
    return beaten;
}

static const char *claim_word(int type)
{
    return type == TSUMO_ACTION_CHI   ? _("the chi")
           : type == TSUMO_ACTION_PON ? _("the pon")
                                      : _("the kan");
}

static void call_text(builder *b, const tsumo_event *e, char *line)
{
    char t[TIMELINE_TILE], text[TIMELINE_LINE];
    /* A closed kan claims no tile: its tiles say which kan it is. */
    tsumo_tile shown = e->tile < TSUMO_TILES ? e->tile : e->tiles[0];
    const char *who = seat_name(b, e->seat), *tile = tile_text(b, t, shown);
    switch (e->code) {
    case TSUMO_MELD_CHI:
        snprintf(text, sizeof text, _("%s calls chi on %s from %s (EMA 3.3.1)"), who, tile,
                 seat_name(b, e->from));
        break;
    case TSUMO_MELD_PON:
        snprintf(text, sizeof text, _("%s calls pon on %s from %s"), who, tile,
                 seat_name(b, e->from));
        break;
    case TSUMO_MELD_OPEN_KAN:
        snprintf(text, sizeof text, _("%s calls an open kan on %s from %s"), who, tile,
                 seat_name(b, e->from));
        break;
    case TSUMO_MELD_ADDED_KAN:
        snprintf(text, sizeof text, _("%s adds %s to his pon: an added kan"), who, tile);
        break;
    default:
        snprintf(text, sizeof text, _("%s declares a closed kan of %s"), who, tile);
        break;
    }
    add(line, text);
    if (e->code >= TSUMO_MELD_OPEN_KAN) {
        b->kan_pending = true;
        b->kan_type = e->code;
    }
    int beaten = beaten_claim(b, e->seat, TSUMO_ACTION_PON);
    if (e->code != TSUMO_MELD_CHI && beaten) {
        /* TRANSLATORS: "the pon beats the chi", a call over a lower one. */
        snprintf(text, sizeof text, _("%s beats %s — EMA 3.3.1"),
                 claim_word(e->code == TSUMO_MELD_PON ? TSUMO_ACTION_PON : TSUMO_ACTION_OPEN_KAN),
                 claim_word(beaten));
        add(line, text);
    }
    memset(b->claimed, 0, sizeof b->claimed);
}

static void furiten_text(builder *b, const tsumo_event *e, char *line)
{
    char t[TIMELINE_TILE], text[TIMELINE_LINE];
    const char *who = seat_name(b, e->seat), *tile = tile_text(b, t, b->discard);
    uint8_t now = e->code, before = e->flags, fresh = (uint8_t)(now & ~before);
    if (fresh & TSUMO_FURITEN_RIICHI)
        snprintf(text, sizeof text,
                 _("%s passes %s in riichi: furiten for the rest of the hand — EMA 3.4.5"), who,
                 tile);
    else if ((fresh & TSUMO_FURITEN_TEMPORARY) && b->t->rules.temp_furiten_ends_on_call)
        snprintf(text, sizeof text,
                 _("%s passes %s: temporary furiten until his next turn or any call — EMA 3.4.5"),
                 who, tile);
    else if (fresh & TSUMO_FURITEN_TEMPORARY) /* CFG-TEMPFURI-CALL: not EMA's rule */
        snprintf(text, sizeof text,
                 /* TRANSLATORS: the last words are a ruleset's key and value, not translated. */
                 _("%s passes %s: temporary furiten until his next turn; a call does not end it "
                   "— ruleset temp_furiten_ends_on_call = no"),
                 who, tile);
    else if (fresh & TSUMO_FURITEN_DISCARD)
        snprintf(text, sizeof text,
                 _("%s is furiten: a wait is among his own discards — EMA 3.4.5"), who);
    else if (!now)
        snprintf(text, sizeof text, _("%s is no longer furiten"), who);
    else
        return;
    add(line, text);
}

static void win_text(builder *b, const tsumo_event *e, char *line)
{
    char t[TIMELINE_TILE], text[TIMELINE_LINE];
    const char *who = seat_name(b, e->seat), *tile = tile_text(b, t, e->tile);
    if (e->from >= 4)
        snprintf(text, sizeof text, _("%s wins by tsumo on %s"), who, tile);
    else
        snprintf(text, sizeof text, _("%s wins by ron on %s from %s"), who, tile,
                 seat_name(b, e->from));
    add(line, text);
    int beaten = beaten_claim(b, e->seat, TSUMO_ACTION_RON);
    if (beaten) {
        /* TRANSLATORS: "ron beats the pon": a win over a call on the same discard. */
        snprintf(text, sizeof text, _("ron beats %s — EMA 3.3.1"), claim_word(beaten));
        add(line, text);
    }
}

static void deal_text(builder *b, const tsumo_event *e, char *line)
{
    char hand[64], text[TIMELINE_LINE];
    games_hand_name(hand, sizeof hand, e->points[0], e->points[1]);
    /* TRANSLATORS: "East 2: Ann deals; counters: 1, riichi sticks: 0". */
    snprintf(text, sizeof text, _("%s: %s deals; counters: %d, riichi sticks: %d"), hand,
             seat_name(b, e->seat), e->points[2], e->points[3]);
    add(line, text);
}

static void dora_text(builder *b, const tsumo_event *e, char *line)
{
    char t[TIMELINE_TILE], text[TIMELINE_LINE];
    const char *tile = tile_text(b, t, e->tile);
    if (b->in_deal)
        snprintf(text, sizeof text, _("dora indicator %s — EMA 2.7"), tile);
    else if (b->kan_pending)
        snprintf(text, sizeof text, _("kan dora indicator %s turned at once — EMA %s"), tile,
                 kan_section(b->kan_type));
    else if (b->kan_late) /* a ruleset that turns it after the discard (R-DORA-04, AMB-05) */
        snprintf(text, sizeof text,
                 _("kan dora indicator %s turned after the discard, as the ruleset says "
                   "(kan_dora_timing)"),
                 tile);
    else
        snprintf(text, sizeof text, _("kan dora indicator %s turned"), tile);
    b->kan_pending = b->kan_late = false;
    add(line, text);
}

static void declared_text(builder *b, const tsumo_event *e, char *line)
{
    char text[TIMELINE_LINE];
    const char *who = seat_name(b, e->seat);
    if (e->code == TSUMO_ACTION_TENPAI)
        snprintf(text, sizeof text, _("%s shows a tenpai hand — EMA 3.4.2"), who);
    else if (e->code == TSUMO_ACTION_NAGASHI)
        snprintf(text, sizeof text, _("%s claims nagashi mangan — EMA 4.2.4"), who);
    else
        snprintf(text, sizeof text, _("%s keeps his hand hidden: noten"), who);
    add(line, text);
}

/* The part of the line one event says; events of other seats' sight are all shown. */
static void event_text(builder *b, const tsumo_event *e, char *line)
{
    char t[TIMELINE_TILE], text[TIMELINE_LINE];
    const char *who = seat_name(b, e->seat);
    switch (e->type) {
    case TSUMO_EVENT_HAND_START:
        deal_text(b, e, line);
        break;
    case TSUMO_EVENT_DORA:
        dora_text(b, e, line);
        break;
    case TSUMO_EVENT_DRAW:
        if (e->tile >= TSUMO_TILES)
            break; /* the copy the others see */
        snprintf(text, sizeof text,
                 e->code == 1 ? _("%s draws %s from the dead wall") : _("%s draws %s"), who,
                 tile_text(b, t, e->tile));
        add(line, text);
        break;
    case TSUMO_EVENT_DISCARD:
        b->kan_late = b->kan_late || b->kan_pending;
        b->kan_pending = false;
        b->discard = e->tile;
        memset(b->claimed, 0, sizeof b->claimed);
        snprintf(text, sizeof text, _("%s discards %s"), who, tile_text(b, t, e->tile));
        add(line, text);
        break;
    case TSUMO_EVENT_RIICHI:
        snprintf(text, sizeof text,
                 e->code == 2 ? _("%s declares double riichi — EMA 3.3.12")
                              : _("%s declares riichi — EMA 3.3.12"),
                 who);
        add(line, text);
        break;
    case TSUMO_EVENT_ANSWER:
        /* Told twice: with the claim to its seat, without it (code 0) to the others. */
        if (e->seat < 4 && e->code)
            b->claimed[e->seat] = e->code;
        break;
    case TSUMO_EVENT_CALL:
        call_text(b, e, line);
        break;
    case TSUMO_EVENT_FURITEN:
        furiten_text(b, e, line);
        break;
    case TSUMO_EVENT_TENPAI:
        declared_text(b, e, line);
        break;
    case TSUMO_EVENT_WIN:
        win_text(b, e, line);
        break;
    case TSUMO_EVENT_ABORT:
        add(line, cli_abort_reason(e->code));
        break;
    case TSUMO_EVENT_EXHAUSTIVE:
        add(line, _("the wall is exhausted: a draw — EMA 3.4.2"));
        break;
    case TSUMO_EVENT_CHOMBO:
        snprintf(text, sizeof text, _("%s: chombo — %s"), who,
                 tsumo_reason_source((tsumo_reason)e->code));
        add(line, text);
        break;
    case TSUMO_EVENT_DEAD_HAND:
        snprintf(text, sizeof text, _("%s: dead hand — %s"), who,
                 tsumo_reason_source((tsumo_reason)e->code));
        add(line, text);
        break;
    case TSUMO_EVENT_GAME_END:
        add(line, _("the game is over"));
        break;
    default:
        break;
    }
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
        const char *who = seat_name(b, e->seat);
        char said[TIMELINE_LINE];
        if (e->code == TSUMO_ACTION_RON)
            snprintf(said, sizeof said, _("%s claims ron"), who);
        else if (e->code == TSUMO_ACTION_CHI)
            snprintf(said, sizeof said, _("%s claims a chi"), who);
        else if (e->code == TSUMO_ACTION_PON)
            snprintf(said, sizeof said, _("%s claims a pon"), who);
        else
            snprintf(said, sizeof said, _("%s claims an open kan"), who);
        add(line, said);
    }
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
    b->in_deal = rep->kind == TSUMO_REPLAY_DEAL;
    if (b->in_deal) {
        seat_names(rp->game, b->names);
        b->kan_pending = b->kan_late = false;
    }
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
    seat_names(step->replay->game, w->b->names);
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
    return timeline_build_named(t, rec, rules, NULL, why, why_size);
}

bool timeline_build_named(timeline *t, const tsumo_record *rec, const tsumo_rules *rules,
                          const timeline_namer *namer, char *why, size_t why_size)
{
    memset(t, 0, sizeof *t);
    t->rec = rec;
    t->rules = rules ? *rules : rec->rules;
    static const walk_callbacks laying_out = {.begin = lay_begin,
                                              .deal = lay_step,
                                              .action = lay_step,
                                              .mismatch = lay_mismatch,
                                              .stop = lay_stop};
    builder b = {.t = t, .namer = namer, .discard = TSUMO_NO_TILE};
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

const char *timeline_furiten_text(char *buf, size_t size, uint8_t furiten)
{
    buf[0] = '\0';
    if (furiten & TSUMO_FURITEN_RIICHI)
        snprintf(buf, size, "%s",
                 _("riichi furiten: passed a winning tile, to the hand's end (EMA 3.4.5)"));
    else if (furiten & TSUMO_FURITEN_TEMPORARY)
        snprintf(buf, size, "%s", _("temporary furiten: passed a winning tile (EMA 3.4.5)"));
    else if (furiten & TSUMO_FURITEN_DISCARD)
        snprintf(buf, size, "%s", _("furiten: a wait among his own discards (EMA 3.4.5)"));
    return buf;
}
