/*
 * Drills (issue 14): a table situation, one question about it, and the
 * engine's answer with the rule behind it. A drill is a deal and the actions
 * that lead to the moment asked about; it is played again under whatever
 * ruleset is practised, so every verdict comes from the engine, never from a
 * stored answer. Drills come from files (data/drills, docs/drill-format.md)
 * and from seeded games of computer players (drill-sim.c).
 *
 * The verb (src/cli/drill.c) and, later, the table use this model: build a
 * drill under a ruleset, show it, judge an answer.
 */
#ifndef TSUMO_COMMON_DRILL_H
#define TSUMO_COMMON_DRILL_H

#include "narrate.h"
#include "shared.h"

typedef enum drill_kind {
    DRILL_FURITEN = 0, /* may this seat ron this discard? */
    DRILL_CALLS,       /* which claims may be made on it, and whose wins? */
    DRILL_WAITS,       /* every winning tile of this seat's hand */
    DRILL_SCORING,     /* what this win pays */
    DRILL_EFFICIENCY,  /* which discard accepts the most tiles (drill-turn.h) */
    DRILL_DEFENCE,     /* which discard is safest against a riichi (drill-turn.h) */
    DRILL_KIND_COUNT
} drill_kind;

/* "furiten", "calls", "waits", "scoring", "efficiency", "defence"; drill_kind_from_id gives -1
   for another word. */
const char *drill_kind_id(drill_kind kind);
int drill_kind_from_id(const char *id);

#define DRILL_MAX_ACTIONS 512 /* one hand never takes more, passes included */
#define DRILL_NAME_SIZE   48
#define DRILL_REF_SIZE    64
#define DRILL_MAX_DRAWS   (TSUMO_WALL_LIVE_END - TSUMO_WALL_FIRST_DRAW)

/* An action of a drill file that is not the engine's: every seat throws its draw until N left. */
#define DRILL_ACTION_UNTIL TSUMO_ACTION_NONE

/* Tiles as a file writes them: kinds, and which are written as red fives. */
typedef struct drill_tiles {
    uint8_t count;
    tsumo_kind kinds[DRILL_MAX_DRAWS];
    bool red[DRILL_MAX_DRAWS];
} drill_tiles;

typedef struct drill {
    uint8_t kind;               /* drill_kind */
    uint8_t seat;               /* the seat asked (furiten, waits, efficiency, defence), the
                                   winner (scoring) */
    char name[DRILL_NAME_SIZE]; /* "furiten-temporary", or "sim" */
    char ref[DRILL_REF_SIZE];   /* where it comes from ("EMA 3.4.5 example 2"), may be "" */
    uint8_t topic;              /* drill_topic, shown translated */
    bool stacked;               /* dealt from `hands` and `draws`; else from `seed` */
    uint64_t seed;              /* the game's seed (a simulated hand) */
    drill_tiles hands[4];       /* by seat, East first (East is the dealer) */
    drill_tiles draws;          /* the live wall in order */
    drill_tiles dora;           /* the indicator, 0 or 1 tile */
    size_t action_count;        /* the actions up to the moment asked about */
    tsumo_action actions[DRILL_MAX_ACTIONS];
    int lines[DRILL_MAX_ACTIONS]; /* the file line of each action, 0 for a simulated one */
    tsumo_action win;             /* scoring: the win that is scored */
    int line;                     /* of its `drill` line */
} drill;

/* What a file says a drill is about; DRILL_TOPIC_NONE when it does not say. */
typedef enum drill_topic {
    DRILL_TOPIC_NONE = 0,
    DRILL_TOPIC_DISCARD_FURITEN,
    DRILL_TOPIC_TEMPORARY_FURITEN,
    DRILL_TOPIC_RIICHI_FURITEN,
    DRILL_TOPIC_NO_YAKU,
    DRILL_TOPIC_SEVEN_PAIRS,
    DRILL_TOPIC_THIRTEEN_ORPHANS,
    DRILL_TOPIC_CALLED_DISCARD,
    DRILL_TOPIC_FOUR_HELD,
    DRILL_TOPIC_CHI_LEFT,
    DRILL_TOPIC_CHI_CHOICES,
    DRILL_TOPIC_PRIORITY,
    DRILL_TOPIC_SEVERAL_RONS,
    DRILL_TOPIC_LAST_TILE,
    DRILL_TOPIC_SWAP_CALLING,
    DRILL_TOPIC_RIICHI_CALLS,
    DRILL_TOPIC_COUNT
} drill_topic;

/* "temporary-furiten" ...; drill_topic_from_id gives -1 for another word. */
const char *drill_topic_id(drill_topic topic);
int drill_topic_from_id(const char *id);
/* A translated line that says what the drill practises ("" for none). */
const char *drill_topic_text(drill_topic topic);

/* ---- drill files (drill-file.c) ---- */

/* Why a file is refused: the line and what was expected there (an English msgid). */
typedef struct drill_error {
    int line;
    const char *expected; /* msgid, translated when shown */
    char found[48];       /* the word found, escaped for the terminal, may be "" */
    bool no_memory;       /* what stopped the reading was memory, not the text */
} drill_error;

/*
 * Reads drill files' text (docs/drill-format.md) and appends its drills to
 * *list (grown with realloc, *count of them). False with `err` filled on the
 * first thing that is not the format; the drills read before it stay in *list.
 * Whether the engine accepts a drill's actions is drill_build's matter.
 */
bool drill_parse(const char *text, size_t len, drill **list, size_t *count, drill_error *err);

/* The shipped drill files, compiled in from data/drills (cmake/embed.cmake). */
typedef struct drill_builtin {
    const char *name; /* the file's name without ".drill" */
    const char *text;
    size_t len;
} drill_builtin;
extern const drill_builtin drill_builtins[]; /* ends with a NULL name */

/* ---- a drill played under a ruleset (drill.c) ---- */

typedef struct drill_state {
    tsumo_game *game; /* at the moment asked about */
    tsumo_rules rules;
    tsumo_kind passed[4];       /* the last winning tile each seat let go since its draw */
    bool passed_riichi[4];      /* ... while in riichi */
    uint8_t interrupted[4];     /* the seat whose call came after that pass, TSUMO_NO_SEAT */
    const narrate_namer *namer; /* how tiles are named: the table's style; NULL: its ascii
                                   faces ("5m", "Wh"), never the notation's "5z". Set after
                                   drill_build, before the drill is shown or judged. */
    int refused_line;           /* when the build fails: the file line, 0 when none */
    uint8_t refused_reason;     /* tsumo_reason of the engine's refusal */
    const tsumo_action *refused;
} drill_state;

/*
 * Deals the drill and plays its actions under `rules` (with refusals, never
 * penalties). False when the engine refuses one: `out->refused*` say which.
 * drill_state_free() in both cases.
 */
bool drill_build(drill_state *out, const drill *d, const tsumo_rules *rules);
void drill_state_free(drill_state *st);

/* The engine's answer in the answers notation ("no", "S pon, W chi 34m", "25m8p", "3900"). */
typedef struct drill_verdict {
    char answer[160]; /* in the answers notation, as drill_check compares it */
    char shown[160];  /* as shown: tiles by their faces ("2m 5m Wh"), yes and no translated */
    char why[1536];   /* translated, several lines, each ending with '\n' */
} drill_verdict;

void drill_judge(drill_verdict *out, const drill *d, const drill_state *st);

/*
 * Compares an answer with the verdict: true when it is right. An answer that
 * does not parse is wrong, and `why` says what was expected (translated).
 */
bool drill_check(const drill *d, const drill_verdict *v, const char *answer, char *why,
                 size_t size);

/*
 * How the drills of efficiency and defence name tiles in their situation and
 * verdict: the table gives its tile style's namer (narrate.h); NULL, the
 * default, names them by their ASCII faces ("5m", "E", "Wh").
 */
struct narrate_namer;
void drill_name_tiles(const struct narrate_namer *namer);

/* The engine's answer as shown: a furiten drill's yes or no in the reader's language, a
   waits drill's tiles by their faces. */
const char *drill_answer_shown(const drill_verdict *v);

/*
 * Why a wrong answer is wrong, about that answer (translated lines, each ending with '\n'):
 * the claim it names that the engine refuses and why, the tile it names that completes
 * nothing, what the points it names would be the value of. `st` is the drill built again.
 */
void drill_why_wrong(char *buf, size_t size, const drill *d, const drill_state *st,
                     const drill_verdict *v, const char *answer);

/*
 * What an answer is, for keeping a session's answers balanced: a furiten drill's yes or
 * no, the kinds of claim a calls drill's answer holds ("chi+pon", "none"), the answer
 * itself for the others.
 */
const char *drill_answer_class(char *buf, size_t size, const drill *d, const drill_verdict *v);

/* A drill's `ref` as shown: its sections, without the checklist's ids (R-FURI-04, AMB-16). */
const char *drill_ref_shown(char *buf, size_t size, const char *ref);

/* Prints the situation and the question (translated). */
void drill_show(FILE *to, const drill *d, const drill_state *st);

/* The question alone, one line (translated), with what form the answer takes. */
const char *drill_question(char *buf, size_t size, const drill *d, const drill_state *st);

/* Whether an action of this type is among the seat's legal ones now (the judge and drills
   drawn from a simulation ask it). */
bool drill_may(const tsumo_game *g, int seat, uint8_t type);

/* ---- a session's drills (drill-deck.c) ---- */

/* How often a session has dealt an answer of each class (drill_answer_class). */
#define DRILL_TALLY_SIZE 64
typedef struct drill_tally {
    int dealt;
    int count;
    struct {
        char what[24];
        int n;
    } at[DRILL_TALLY_SIZE];
} drill_tally;

typedef struct drill_deck {
    uint8_t kind; /* drill_kind */
    tsumo_rules rules;
    tsumo_rng rng;
    bool in_order; /* the pool in order and nothing else (a file of one's own) */
    drill *pool;   /* the file drills of the kind that play under the rules */
    size_t count;
    int dealt;
    drill spare;       /* a simulated drill being tried */
    drill_tally tally; /* the answers dealt, so that no answer is right much above half
                          the time (one could score by always giving it) */
} drill_deck;

enum { DRILL_ADD_OK = 0, DRILL_ADD_PARSE, DRILL_ADD_REFUSED, DRILL_ADD_NOMEM };

void drill_deck_init(drill_deck *d, drill_kind kind, const tsumo_rules *rules, uint64_t seed,
                     bool in_order);
void drill_deck_free(drill_deck *d);
/*
 * Adds the drills of the deck's kind from a drill file's text. DRILL_ADD_PARSE
 * with `err` filled when it is not the format; with `strict`, DRILL_ADD_REFUSED
 * and *refused filled (its line and reason) for the first drill the engine
 * refuses under the deck's rules, which are otherwise left out.
 */
int drill_deck_add_text(drill_deck *d, const char *text, size_t len, bool strict, drill_error *err,
                        drill_state *refused);
bool drill_deck_add_builtins(drill_deck *d);
/*
 * The next drill: in order, or every other one a shipped drill drawn without
 * repeat and the rest simulated hands. False when none is left or found.
 */
bool drill_deck_next(drill_deck *d, drill *out);

/*
 * What the other shipped rulesets answer where it differs from `v` (for calls,
 * also where whose claim wins differs), rulesets that agree named together:
 * translated lines, "" when all agree.
 */
void drill_others(char *buf, size_t size, const drill *d, const drill_verdict *v,
                  const tsumo_rules *rules);
/* The same, its tiles named as `namer` names them (the drill_state's, NULL: ascii faces). */
void drill_others_as(char *buf, size_t size, const drill *d, const drill_verdict *v,
                     const tsumo_rules *rules, const narrate_namer *namer);

/* ---- drills from simulated games (drill-sim.c) ---- */

/*
 * A drill of `kind` from a hand of computer players dealt from `seed`,
 * chosen where the rule matters: *near says whether it is a near-miss (a wait
 * that is furiten or gives no yaku, a claim from the wrong seat or outranked,
 * several waits); otherwise the first moment of that kind. False when that
 * hand has no such moment; the caller tries another seed.
 */
bool drill_from_sim(drill *out, drill_kind kind, uint64_t seed, const tsumo_rules *rules,
                    bool *near);

/* What a simulated drill is wanted to be: as drill_from_sim, or the first moment that is
   no near-miss (a furiten drill whose seat may ron: its answer is yes). */
enum { DRILL_WANT_NEAR = 0, DRILL_WANT_PLAIN };
bool drill_from_sim_wanting(drill *out, drill_kind kind, uint64_t seed, const tsumo_rules *rules,
                            bool *near, int want);

#endif
