/*
 * The one narrator (narrate.h). Each event has one sentence, the table's
 * log's; the viewer's narrator (`detail`) ends a ruled sentence with the
 * rule's section and adds what the events before it make of it: a deal's
 * counters, a kan's indicator turned at once, a call that beat another, a
 * pass that makes its seat furiten. The engine decides every rule: this file
 * only names the CHECKLIST rule an event stands for.
 */
#include "narrate.h"
#include "games.h"

#include <string.h>

void narrate_init(narrator *n, const tsumo_rules *rules, const narrate_namer *namer, int seat,
                  bool detail)
{
    memset(n, 0, sizeof *n);
    n->rules = rules;
    n->namer = namer;
    n->seat = seat;
    n->detail = detail;
    n->discard = TSUMO_NO_TILE;
}

const char *narrate_tile(const narrator *n, tsumo_tile tile, char buf[NARRATE_TILE])
{
    if (tile < TSUMO_TILES && n->namer && n->namer->name)
        return n->namer->name(buf, NARRATE_TILE, tile, n->rules->red_fives, n->namer->ctx);
    return cli_tile_notation(buf, tile, n->rules); /* "?" for no tile */
}

const char *narrate_rule(const narrator *n, const char *rule, char *buf, size_t size)
{
    if (n->log)
        return cli_ruleset_source(buf, size, n->rules);
    return cli_rule_source(buf, size, rule, n->rules);
}

static const char *who(const narrator *n, int seat)
{
    return seat >= 0 && seat < 4 ? n->names[seat] : "?";
}

/* Joins a part to the sentence as the viewer's lines join events: "; ". */
static void join(char *out, size_t size, const char *text)
{
    size_t len = strlen(out);
    if (len && len + 2 < size) {
        memcpy(out + len, "; ", 3);
        len += 2;
    }
    snprintf(out + len, size - len, "%s", text);
}

/* The part, and in detail its rule's section after a dash: "Ann declares riichi — EMA 3.3.12". */
static void say(const narrator *n, char *out, size_t size, const char *text, const char *rule)
{
    char source[200] = "";
    if (n->detail && rule)
        narrate_rule(n, rule, source, sizeof source);
    if (!source[0]) {
        join(out, size, text);
        return;
    }
    char cited[NARRATE_LINE];
    /* TRANSLATORS: a sentence of the log, then the section of the rule it stands for. */
    snprintf(cited, sizeof cited, _("%s — %s"), text, source);
    join(out, size, cited);
}

/* Whether the narrator's point of view sees `e`. */
static bool seen(const narrator *n, const tsumo_event *e)
{
    if (n->seat == NARRATE_ALL)
        return true;
    if (n->seat >= 0 && n->seat < 4)
        return e->visible >> n->seat & 1;
    return (e->visible & TSUMO_SEATS_ALL) == TSUMO_SEATS_ALL;
}

/* ---- the sentences ---- */

static const char *meld_name(int type)
{
    switch (type) {
    case TSUMO_MELD_CHI:
        return _("chi");
    case TSUMO_MELD_PON:
        return _("pon");
    default:
        return _("an open kan");
    }
}

static const char *claim_word(int type)
{
    return type == TSUMO_ACTION_CHI   ? _("the chi")
           : type == TSUMO_ACTION_PON ? _("the pon")
                                      : _("the kan");
}

/* Which lower claim a call or a ron beat in its window (R-CALL-04); 0 none. */
static int beaten_claim(const narrator *n, int winner, int kind)
{
    int beaten = 0;
    for (int s = 0; s < 4; s++) {
        int c = n->claimed[s];
        if (s == winner || !c || c == TSUMO_ACTION_PASS)
            continue;
        if (kind == TSUMO_ACTION_RON && c != TSUMO_ACTION_RON)
            beaten = c;
        else if (kind != TSUMO_ACTION_RON && c == TSUMO_ACTION_CHI)
            beaten = c;
    }
    return beaten;
}

/* The rule by which each kind of kan turns its indicator (R-DORA-04): the kan's own. */
static const char *kan_rule(int type)
{
    return type == TSUMO_MELD_OPEN_KAN    ? "R-KAN-03"
           : type == TSUMO_MELD_ADDED_KAN ? "R-KAN-04"
                                          : "R-KAN-01";
}

static void deal_text(narrator *n, const tsumo_event *e, char *out, size_t size)
{
    char hand[64], text[NARRATE_LINE];
    games_hand_name(hand, sizeof hand, e->points[0], e->points[1]);
    if (n->log && n->detail) /* a log records no dice: the engine's are made up */
        /* TRANSLATORS: "East 2 begins: Ann deals; counters: 1, riichi sticks: 0". */
        snprintf(text, sizeof text, _("%s begins: %s deals; counters: %d, riichi sticks: %d"), hand,
                 who(n, e->seat), e->points[2], e->points[3]);
    else if (n->log)
        snprintf(text, sizeof text, _("%s begins: %s deals"), hand, who(n, e->seat));
    else if (n->detail)
        /* TRANSLATORS: "East 2 begins: Ann deals, dice 3+4; counters: 1, riichi sticks: 0". */
        snprintf(text, sizeof text,
                 _("%s begins: %s deals, dice %d+%d; counters: %d, riichi "
                   "sticks: %d"),
                 hand, who(n, e->seat), e->tiles[0], e->tiles[1], e->points[2], e->points[3]);
    else
        snprintf(text, sizeof text, _("%s begins: %s deals, dice %d+%d"), hand, who(n, e->seat),
                 e->tiles[0], e->tiles[1]);
    n->in_deal = true;
    n->kan_pending = n->kan_late = false;
    memset(n->claimed, 0, sizeof n->claimed);
    join(out, size, text);
}

static void dora_text(narrator *n, const tsumo_event *e, char *out, size_t size)
{
    char t[NARRATE_TILE], text[NARRATE_LINE];
    const char *tile = narrate_tile(n, e->tile, t);
    const char *rule = "R-DORA-01";
    if (!n->detail || n->in_deal) {
        snprintf(text, sizeof text, _("dora indicator: %s"), tile);
    } else if (n->kan_pending) {
        snprintf(text, sizeof text, _("kan dora indicator %s turned at once"), tile);
        rule = kan_rule(n->kan_type);
    } else if (n->kan_late) { /* a ruleset that turns it after the discard (R-DORA-04) */
        snprintf(text, sizeof text, _("kan dora indicator %s turned after the discard"), tile);
        rule = kan_rule(n->kan_type);
    } else {
        snprintf(text, sizeof text, _("kan dora indicator %s turned"), tile);
        rule = NULL;
    }
    n->in_deal = n->kan_pending = n->kan_late = false;
    say(n, out, size, text, rule);
}

static void draw_text(narrator *n, const tsumo_event *e, char *out, size_t size)
{
    char t[NARRATE_TILE], text[NARRATE_LINE];
    bool dead_wall = e->code == 1;
    if (e->tile < TSUMO_TILES)
        snprintf(text, sizeof text,
                 dead_wall ? _("%s draws %s from the dead wall") : _("%s draws %s"),
                 who(n, e->seat), narrate_tile(n, e->tile, t));
    else if (n->seat == NARRATE_ALL)
        return; /* the copy without the tile: the viewer has the one with it */
    else        /* another seat's draw: its tile stays hidden */
        snprintf(text, sizeof text, dead_wall ? _("%s draws from the dead wall") : _("%s draws"),
                 who(n, e->seat));
    join(out, size, text);
}

static void discard_text(narrator *n, const tsumo_event *e, char *out, size_t size)
{
    char t[NARRATE_TILE], text[NARRATE_LINE];
    n->kan_late = n->kan_late || n->kan_pending;
    n->kan_pending = false;
    n->discard = e->tile;
    memset(n->claimed, 0, sizeof n->claimed);
    snprintf(text, sizeof text,
             (e->flags & TSUMO_POND_RIICHI) ? _("%s discards %s sideways") : _("%s discards %s"),
             who(n, e->seat), narrate_tile(n, e->tile, t));
    join(out, size, text);
}

static void riichi_text(narrator *n, const tsumo_event *e, char *out, size_t size)
{
    char text[NARRATE_LINE];
    snprintf(text, sizeof text,
             e->code == 2 ? _("%s declares double riichi") : _("%s declares riichi"),
             who(n, e->seat));
    say(n, out, size, text, "R-RII-04");
}

/* "the pon beats the chi — EMA 3.3.1", after a call or a win over a lower claim. */
static void beat_text(narrator *n, int winner, int kind, const char *by, char *out, size_t size)
{
    int beaten = beaten_claim(n, winner, kind);
    if (!n->detail || !beaten)
        return;
    char text[NARRATE_LINE];
    /* TRANSLATORS: "the pon beats the chi", "ron beats the pon": over a lower claim. */
    snprintf(text, sizeof text, _("%s beats %s"), by, claim_word(beaten));
    say(n, out, size, text, "R-CALL-04");
}

static void call_text(narrator *n, const tsumo_event *e, char *out, size_t size)
{
    char t[NARRATE_TILE], text[NARRATE_LINE];
    /* A closed kan claims no tile: its tiles say which kan it is. */
    tsumo_tile shown = e->tile < TSUMO_TILES ? e->tile : e->tiles[0];
    const char *tile = narrate_tile(n, shown, t);
    const char *rule = NULL;
    if (e->code == TSUMO_MELD_CLOSED_KAN)
        snprintf(text, sizeof text, _("%s declares a closed kan of %s"), who(n, e->seat), tile);
    else if (e->code == TSUMO_MELD_ADDED_KAN)
        snprintf(text, sizeof text, _("%s adds %s to his pon: an added kan"), who(n, e->seat),
                 tile);
    else {
        /* TRANSLATORS: "Ann calls pon on 5m from Bo"; the second %s is "chi", "pon", "an open
           kan". */
        snprintf(text, sizeof text, _("%s calls %s on %s from %s"), who(n, e->seat),
                 meld_name(e->code), tile, who(n, e->from));
        rule = e->code == TSUMO_MELD_CHI ? "R-CALL-02" : NULL;
    }
    say(n, out, size, text, rule);
    if (e->code >= TSUMO_MELD_OPEN_KAN) {
        n->kan_pending = true;
        n->kan_type = e->code;
    }
    if (e->code != TSUMO_MELD_CHI)
        beat_text(n, e->seat, TSUMO_ACTION_PON,
                  claim_word(e->code == TSUMO_MELD_PON ? TSUMO_ACTION_PON : TSUMO_ACTION_OPEN_KAN),
                  out, size);
    memset(n->claimed, 0, sizeof n->claimed);
}

const char *narrate_win(char *out, size_t size, const char *winner, const char *tile,
                        const char *from)
{
    if (!from)
        snprintf(out, size, _("%s wins by tsumo on %s"), winner, tile);
    else
        snprintf(out, size, _("%s wins by ron on %s from %s"), winner, tile, from);
    return out;
}

static void win_text(narrator *n, const tsumo_event *e, char *out, size_t size)
{
    char t[NARRATE_TILE], text[NARRATE_LINE];
    narrate_win(text, sizeof text, who(n, e->seat), narrate_tile(n, e->tile, t),
                e->from < 4 ? who(n, e->from) : NULL);
    join(out, size, text);
    beat_text(n, e->seat, TSUMO_ACTION_RON, _("ron"), out, size);
}

/* Why a seat is furiten now, or no longer: the pass that made it, or its pond. */
static void furiten_text(narrator *n, const tsumo_event *e, char *out, size_t size)
{
    char t[NARRATE_TILE], text[NARRATE_LINE];
    const char *name = who(n, e->seat), *tile = narrate_tile(n, n->discard, t);
    uint8_t now = e->code, fresh = (uint8_t)(now & ~e->flags);
    const char *rule = "R-FURI-04";
    if (fresh & TSUMO_FURITEN_RIICHI) {
        snprintf(text, sizeof text, _("%s passes %s in riichi: furiten for the rest of the hand"),
                 name, tile);
        rule = "R-FURI-06";
    } else if ((fresh & TSUMO_FURITEN_TEMPORARY) && n->rules->temp_furiten_ends_on_call) {
        snprintf(text, sizeof text,
                 _("%s passes %s: temporary furiten until his next turn or any call"), name, tile);
    } else if (fresh & TSUMO_FURITEN_TEMPORARY) { /* CFG-TEMPFURI-CALL: not EMA's rule */
        snprintf(text, sizeof text,
                 _("%s passes %s: temporary furiten until his next turn; a call does not end it"),
                 name, tile);
    } else if (fresh & TSUMO_FURITEN_DISCARD) {
        snprintf(text, sizeof text, _("%s is furiten: a wait is among his own discards"), name);
        rule = "R-FURI-01";
    } else if (!now) {
        snprintf(text, sizeof text, _("%s is no longer furiten"), name);
        rule = NULL;
    } else {
        return;
    }
    say(n, out, size, text, rule);
}

static void declared_text(narrator *n, const tsumo_event *e, char *out, size_t size)
{
    char text[NARRATE_LINE];
    bool nagashi = e->code == TSUMO_ACTION_NAGASHI;
    /* TRANSLATORS: "Ann: tenpai", at an exhaustive draw. */
    snprintf(text, sizeof text, _("%s: %s"), who(n, e->seat),
             e->code == TSUMO_ACTION_TENPAI ? _("tenpai")
             : nagashi                      ? _("nagashi mangan")
                                            : _("noten"));
    say(n, out, size, text, nagashi ? "R-NAGA-01" : "R-DRAW-05");
}

static const char *abort_name(int abort, const char **rule)
{
    bool known = abort > TSUMO_ABORT_NONE && abort < TSUMO_ABORT_COUNT;
    *rule = known ? tsumo_abort_rule((tsumo_abort)abort) : NULL;
    return _(tsumo_abort_msgid((tsumo_abort)abort));
}

/* A penalty: chombo, or a dead hand with what was wrong (an invalid call carries it in flags). */
static void penalty_text(narrator *n, const tsumo_event *e, char *out, size_t size)
{
    char text[NARRATE_LINE];
    tsumo_reason r = (tsumo_reason)e->code;
    if (e->type == TSUMO_EVENT_CHOMBO)
        /* TRANSLATORS: "Ann: chombo: a win declared on a hand that is not one". */
        snprintf(text, sizeof text, _("%s: %s"), who(n, e->seat), _(tsumo_reason_msgid(r)));
    else
        snprintf(text, sizeof text, _("%s's hand is dead: %s"), who(n, e->seat),
                 _(tsumo_reason_msgid(e->flags ? (tsumo_reason)e->flags : r)));
    say(n, out, size, text, tsumo_reason_rule(r));
}

static void end_text(narrator *n, const tsumo_event *e, char *out, size_t size)
{
    const char *rule = NULL, *name;
    char text[NARRATE_LINE];
    switch (e->type) {
    case TSUMO_EVENT_EXHAUSTIVE:
        say(n, out, size, _("the wall is exhausted: a draw"), "R-DRAW-01");
        break;
    case TSUMO_EVENT_ABORT:
        name = abort_name(e->code, &rule);
        snprintf(text, sizeof text, _("abortive draw: %s"), name);
        say(n, out, size, text, rule);
        break;
    default:
        join(out, size, _("the game is over"));
        break;
    }
}

bool narrate_event(narrator *n, const tsumo_event *e, char *out, size_t size)
{
    out[0] = '\0';
    if (!seen(n, e))
        return false;
    switch (e->type) {
    case TSUMO_EVENT_HAND_START:
        deal_text(n, e, out, size);
        break;
    case TSUMO_EVENT_DORA:
        dora_text(n, e, out, size);
        break;
    case TSUMO_EVENT_DRAW:
        draw_text(n, e, out, size);
        break;
    case TSUMO_EVENT_DISCARD:
        discard_text(n, e, out, size);
        break;
    case TSUMO_EVENT_RIICHI:
        riichi_text(n, e, out, size);
        break;
    case TSUMO_EVENT_ANSWER:
        /* Told twice: with the claim to its seat, without it (code 0) to the others. */
        if (e->seat < 4 && e->code)
            n->claimed[e->seat] = e->code;
        break;
    case TSUMO_EVENT_CALL:
        call_text(n, e, out, size);
        break;
    case TSUMO_EVENT_FURITEN:
        furiten_text(n, e, out, size);
        break;
    case TSUMO_EVENT_TENPAI:
        declared_text(n, e, out, size);
        break;
    case TSUMO_EVENT_WIN:
        win_text(n, e, out, size);
        break;
    case TSUMO_EVENT_EXHAUSTIVE:
    case TSUMO_EVENT_ABORT:
    case TSUMO_EVENT_GAME_END:
        end_text(n, e, out, size);
        break;
    case TSUMO_EVENT_CHOMBO:
    case TSUMO_EVENT_DEAD_HAND:
        penalty_text(n, e, out, size);
        break;
    default:
        break;
    }
    return out[0] != '\0';
}

const char *narrate_claim(const narrator *n, int seat, int type, char *out, size_t size)
{
    const char *name = who(n, seat);
    if (type == TSUMO_ACTION_RON)
        snprintf(out, size, _("%s claims ron"), name);
    else if (type == TSUMO_ACTION_CHI)
        snprintf(out, size, _("%s claims a chi"), name);
    else if (type == TSUMO_ACTION_PON)
        snprintf(out, size, _("%s claims a pon"), name);
    else
        snprintf(out, size, _("%s claims an open kan"), name);
    return out;
}
