/*
 * tsumo: a whole game (hanchan) as one pure, replayable state machine.
 *
 * A tsumo_game is created from a ruleset and a setup (a 64-bit seed, the
 * players' names, optionally stacked walls and a starting position). All
 * randomness (the seating draw, the dice, the shuffle) comes from a generator
 * inside the state, so the same setup and the same actions give the same game
 * on every platform. The state is fixed-size arrays only: tsumo_game_clone()
 * is a memcpy.
 *
 * The game is always in one phase (tsumo_phase). tsumo_game_legal() lists
 * exactly what a seat may do now; tsumo_game_apply() checks an action fully,
 * then changes the state and reports events, or refuses the action with a
 * reason (tsumo_reason) and leaves the state untouched. Nothing happens
 * without an action: draws, dora and the ends of hands are consequences of
 * actions and are reported as events.
 *
 * Seats are absolute, 0-3, in turn order; seat 0 is the first dealer (East
 * of the first hand). Every discard opens a claim window that every other
 * seat answers (pass or a claim), whether or not it could claim: a table
 * built on this never reveals who could have claimed. Every event says which
 * seats may see it, and tsumo_game_view() gives a seat only what it may see.
 */
#ifndef TSUMO_GAME_H
#define TSUMO_GAME_H

#include "tsumo/rules.h"
#include "tsumo/score.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TSUMO_NO_TILE         0xFF
#define TSUMO_NAME_SIZE       32 /* bytes of a player name, NUL included (UTF-8, cut whole) */
#define TSUMO_MAX_DISCARDS    48 /* one seat's pond can never hold more */
#define TSUMO_MAX_STACKED     4  /* stacked walls queued at once */
#define TSUMO_GAME_MAX_LEGAL  64 /* no seat ever has more legal actions */
#define TSUMO_GAME_MAX_EVENTS 64 /* no action ever reports more events */

/* ---- the wall ------------------------------------------------------------
 *
 * A wall is the 136 tiles in draw order from the break (R-WALL-05): position
 * 2(s-1) is the top and 2(s-1)+1 the bottom tile of stack s, stack 1 being
 * the first after the break. Positions 0-52 are the deal (EMA 2.8, below),
 * 53-121 the live draws, 122-135 the dead wall. Replacement tiles come from
 * positions 134, 135, 132, 133 (R-WALL-09); the dora indicator is position
 * 130 and the kan dora indicators 128, 126, 124, 122 (R-DORA-01, R-DORA-04);
 * each ura indicator lies under its indicator (position + 1). Every kan moves
 * the last live tile into the dead wall (R-WALL-07), so the live wall ends
 * one position earlier per kan.
 */
#define TSUMO_WALL_FIRST_DRAW 53
#define TSUMO_WALL_LIVE_END   122 /* one past the last live position, before any kan */

typedef struct tsumo_wall {
    tsumo_tile tiles[TSUMO_TILES]; /* physical tiles in draw order from the break */
    uint8_t dice[2];               /* 1-6 each; they say where the wall was broken */
} tsumo_wall;

/*
 * The wall position of the `index`-th tile (0-12, and 13 for the dealer) dealt
 * to the player `from_dealer` seats after the dealer (R-DEAL-01): the dealer
 * takes positions 0-3, 16-19, 32-35, 48 and 52; South 4-7, 20-23, 36-39, 49;
 * West 8-11, 24-27, 40-43, 50; North 12-15, 28-31, 44-47, 51.
 */
TSUMO_API int tsumo_wall_deal_position(int from_dealer, int index);

/* The position of the k-th replacement tile (0-3) and of the i-th indicator (0-4). */
TSUMO_API int tsumo_wall_rinshan_position(int k);
TSUMO_API int tsumo_wall_indicator_position(int i);
TSUMO_API int tsumo_wall_ura_position(int i);

/* Whether `wall` holds each of the 136 tiles once and two dice of 1-6. */
TSUMO_API bool tsumo_wall_is_valid(const tsumo_wall *wall);

/* ---- laying a wall from known faces --------------------------------------
 *
 * A format or a prepared situation knows some tiles and where they lie (the
 * hands dealt, the draws, the indicators); the engine lays those faces at
 * their positions and fills every other position from a seeded shuffle of the
 * tiles left, so that the same faces and seed give the same wall.
 */
typedef struct tsumo_wall_face {
    int pos;         /* the wall position, 0-135 */
    tsumo_kind kind; /* 0-33 */
    bool red;        /* a red five: the ruleset says how many there are */
    bool either;     /* when no tile of this face is left, the kind's other face will do */
} tsumo_wall_face;

typedef enum tsumo_wall_fault {
    TSUMO_WALL_FAULT_NONE = 0,
    TSUMO_WALL_FAULT_POSITION, /* a position outside 0-135 */
    TSUMO_WALL_FAULT_TWICE,    /* a second face at one position */
    TSUMO_WALL_FAULT_KIND,     /* a kind outside 0-33 */
    TSUMO_WALL_FAULT_NO_TILE,  /* every tile of the face is laid already (four of a kind,
                                  the ruleset's red fives among them) */
    TSUMO_WALL_FAULT_DICE,     /* a die outside 1-6 */
    TSUMO_WALL_FAULT_COUNT
} tsumo_wall_fault;

/* What tsumo_wall_build() refused: the fault and the face it was found at. */
typedef struct tsumo_wall_diag {
    tsumo_wall_fault fault;
    size_t face; /* index into the faces given (0 for the dice) */
} tsumo_wall_diag;

/*
 * Lays `faces` (count of them, borrowed; NULL when count is 0) at their
 * positions, in the order given, each as a physical tile of its face not laid
 * yet under `rules`' red fives; every other position takes the tiles left,
 * shuffled by a generator seeded with `seed`. The dice are `dice`. Returns
 * TSUMO_EINVAL with `diag` filled (when not NULL) and *out untouched for a
 * face or a die that does not fit; TSUMO_EVERSION for rules of a version the
 * library does not know.
 */
TSUMO_API tsumo_status tsumo_wall_build(tsumo_wall *out, const tsumo_rules *rules,
                                        const tsumo_wall_face *faces, size_t count,
                                        const uint8_t dice[2], uint64_t seed,
                                        tsumo_wall_diag *diag);

/* An English message id for the fault, for gettext() in the program. Never NULL. */
TSUMO_API const char *tsumo_wall_fault_msgid(tsumo_wall_fault fault);

/* ---- creating a game ---------------------------------------------------- */

typedef struct tsumo_game tsumo_game;

/* A position to start from instead of East 1 (a replay from the middle of a game). */
typedef struct tsumo_game_start {
    uint8_t round;     /* 0 East, 1 South, ... */
    uint8_t hand;      /* 0-3: the dealer is seat `hand` */
    uint8_t honba;     /* counters on the table */
    uint8_t sticks;    /* riichi sticks on the table */
    int32_t scores[4]; /* by seat */
} tsumo_game_start;

typedef struct tsumo_game_setup {
    uint64_t seed;                 /* every random choice of the game comes from it */
    const char *names[4];          /* the players, in the order given; NULL = "" */
    bool draw_seats;               /* R-SEAT-02: seats by lot; false: names[i] sits at seat i */
    const tsumo_wall *walls;       /* stacked walls for the first hands, in order (may be NULL) */
    int wall_count;                /* 0..TSUMO_MAX_STACKED */
    const tsumo_game_start *start; /* NULL = East 1, no counters, start_points each */
} tsumo_game_setup;

/*
 * Creates a game in phase TSUMO_PHASE_START: the first action deals the first
 * hand. The rules are copied; set rules->penalties in the copy you pass to
 * choose refuse or penalize for this game. Returns TSUMO_EINVAL for an invalid
 * wall or start or a ruleset tsumo_rules_check() refuses (TSUMO_EVERSION for
 * one of a version it does not know), TSUMO_ENOMEM when the allocation fails. Only this and
 * tsumo_game_clone() allocate.
 */
TSUMO_API tsumo_status tsumo_game_new(tsumo_game **out, const tsumo_rules *rules,
                                      const tsumo_game_setup *setup);

TSUMO_API void tsumo_game_free(tsumo_game *game);

/* A copy of the whole state (undo, look-ahead for computer players). */
TSUMO_API tsumo_status tsumo_game_clone(tsumo_game **out, const tsumo_game *game);

/* Copies `from` over `to` (both made by tsumo_game_new): no allocation. */
TSUMO_API void tsumo_game_copy(tsumo_game *to, const tsumo_game *from);

/* The ruleset the game plays under (borrowed for the game's life). */
TSUMO_API const tsumo_rules *tsumo_game_rules(const tsumo_game *game);

/*
 * Queues a wall for the next deal that has none queued (a replay feeds each
 * hand's wall before it is dealt). TSUMO_ERANGE when the queue is full.
 */
TSUMO_API tsumo_status tsumo_game_stack_wall(tsumo_game *game, const tsumo_wall *wall);

/*
 * For a mirror of a game played elsewhere (a bot that follows an outside
 * table from what its seat was shown, src/common/mjai-seat.c): physical tiles
 * `a` and `b` change places, as if the wall had been laid so. Each must lie
 * where no seat has been shown it: in the wall not yet drawn (an indicator not
 * turned) or among a seat's concealed tiles, the one just drawn included; a
 * hand that changes is analysed again, and it keeps its order. No event is
 * reported. TSUMO_EINVAL, nothing changed, for a tile out of range or shown.
 */
TSUMO_API tsumo_status tsumo_game_exchange_tiles(tsumo_game *game, tsumo_tile a, tsumo_tile b);

/* ---- phases and actions ------------------------------------------------- */

typedef enum tsumo_phase {
    TSUMO_PHASE_START = 0,  /* before the first deal: NEXT_HAND deals */
    TSUMO_PHASE_TURN,       /* the seat whose turn it is holds 14 tiles (a draw or the deal) */
    TSUMO_PHASE_AFTER_CALL, /* the seat that called chi or pon must discard (R-CALL-10) */
    TSUMO_PHASE_CLAIM,      /* every other seat answers the latest discard */
    TSUMO_PHASE_CHANKAN,    /* every other seat answers an added kan (or a closed kan) */
    TSUMO_PHASE_DRAW,       /* exhaustive draw: each seat from the dealer declares */
    TSUMO_PHASE_HAND_OVER,  /* the result is known: NEXT_HAND deals the next hand */
    TSUMO_PHASE_GAME_OVER
} tsumo_phase;

typedef enum tsumo_action_type {
    TSUMO_ACTION_NONE = 0,
    TSUMO_ACTION_DISCARD,    /* tile */
    TSUMO_ACTION_RIICHI,     /* tile: the declaration discard (R-RII-04) */
    TSUMO_ACTION_TSUMO,      /* win on the drawn tile */
    TSUMO_ACTION_CLOSED_KAN, /* tile: any of the four */
    TSUMO_ACTION_ADDED_KAN,  /* tile: the tile added to an own pon */
    TSUMO_ACTION_KYUUSHU,    /* nine terminals abort (R-ABRT-02) */
    TSUMO_ACTION_PASS,       /* in a claim window: no claim */
    TSUMO_ACTION_RON,        /* win on the discard or the kan tile */
    TSUMO_ACTION_CHI,        /* tiles[0], tiles[1]: the two own tiles */
    TSUMO_ACTION_PON,        /* tiles[0], tiles[1]: the two own tiles */
    TSUMO_ACTION_OPEN_KAN,   /* the three own tiles are implied */
    TSUMO_ACTION_TENPAI,     /* at an exhaustive draw: show a tenpai hand */
    TSUMO_ACTION_NOTEN,      /* at an exhaustive draw: keep the hand hidden (EMA 3.4.2) */
    TSUMO_ACTION_NAGASHI,    /* at an exhaustive draw: claim nagashi mangan (EMA 4.2.4) */
    TSUMO_ACTION_NEXT_HAND,  /* deal the next hand, or end the game after the last */
    TSUMO_ACTION_TYPE_COUNT
} tsumo_action_type;

/* TSUMO_ACTION_DISCARD and _RIICHI: the tile is the one just drawn (tsumogiri). */
#define TSUMO_ACTION_TSUMOGIRI 1
/*
 * TSUMO_ACTION_RIICHI: open riichi, the concealed hand shown to every seat
 * (R-RII-13, CFG-OPENRII): only under rules->open_riichi and only for the
 * first riichi of the hand.
 */
#define TSUMO_ACTION_OPEN 2

/*
 * An action: a small plain value that a record writes as text. Tiles are
 * physical tiles, but a tile stands for any held tile of the same face (kind
 * and red or not): "5m" and the red "0m" differ, two plain 5m do not.
 */
typedef struct tsumo_action {
    uint8_t type;  /* tsumo_action_type */
    uint8_t seat;  /* who acts */
    uint8_t flags; /* TSUMO_ACTION_TSUMOGIRI, TSUMO_ACTION_OPEN */
    tsumo_tile tile;
    tsumo_tile tiles[2];
} tsumo_action;

/* "discard", "riichi", "chi", ...: identifiers for records, not sentences. */
TSUMO_API const char *tsumo_action_type_id(tsumo_action_type type);
TSUMO_API tsumo_action_type tsumo_action_type_from_id(const char *id);

/* ---- reasons: why an action is refused or punished -------------------------
 * Each names a rule of ../shared/rules/CHECKLIST.md (tsumo_reason_rule) and
 * the EMA section (tsumo_reason_source); tsumo_reason_msgid gives an English
 * message id for the program to translate.
 */
typedef enum tsumo_reason {
    TSUMO_REASON_NONE = 0,
    TSUMO_REASON_BAD_ACTION,        /* not an action at all (seat, tile or type out of range) */
    TSUMO_REASON_NOT_NOW,           /* this kind of action has no place in this phase */
    TSUMO_REASON_NOT_YOUR_TURN,     /* another seat acts now (R-TURN-01) */
    TSUMO_REASON_ALREADY_ANSWERED,  /* a claim cannot be changed (R-CALL-06) */
    TSUMO_REASON_TILE_NOT_HELD,     /* the hand does not hold that tile */
    TSUMO_REASON_NOT_COMPLETE,      /* not a winning hand (R-WIN-01) */
    TSUMO_REASON_NO_YAKU,           /* no yaku (R-WIN-02) */
    TSUMO_REASON_FIVE_COUNTERS,     /* two han of yaku with five counters (R-WIN-03) */
    TSUMO_REASON_FURITEN,           /* a wait is in own discards (R-FURI-01) */
    TSUMO_REASON_TEMP_FURITEN,      /* passed a winning tile (R-FURI-04) */
    TSUMO_REASON_RIICHI_FURITEN,    /* passed a winning tile in riichi (R-FURI-06) */
    TSUMO_REASON_NO_DRAW,           /* tsumo or kan only after a draw (R-CALL-10) */
    TSUMO_REASON_RIICHI_LOCKED,     /* after riichi only the drawn tile is discarded (R-RII-06) */
    TSUMO_REASON_RIICHI_OPEN,       /* riichi needs a closed hand (R-RII-01) */
    TSUMO_REASON_RIICHI_NOT_TENPAI, /* riichi needs tenpai (R-RII-01) */
    TSUMO_REASON_RIICHI_WALL,       /* too few tiles left for riichi (R-RII-02) */
    TSUMO_REASON_RIICHI_POINTS,     /* too few points for riichi (R-RII-03) */
    TSUMO_REASON_ALREADY_RIICHI,    /* riichi once per hand */
    TSUMO_REASON_CHI_NOT_LEFT,      /* chi only from the left (R-CALL-02) */
    TSUMO_REASON_BAD_MELD,  /* the tiles make no such set with the discard (R-CALL-01..03) */
    TSUMO_REASON_LAST_TILE, /* the last discard is only for ron (R-CALL-12) */
    TSUMO_REASON_KUIKAE,    /* swap-calling is forbidden here (R-CALL-11) */
    TSUMO_REASON_KUIKAE_NO_DISCARD, /* the call would leave no allowed discard (R-CALL-11) */
    TSUMO_REASON_CALL_IN_RIICHI,    /* no calls after riichi (R-CALL-15) */
    TSUMO_REASON_DEAD_HAND,         /* a dead hand does not call or win (R-DEAD-01) */
    TSUMO_REASON_KAN_LAST_TILE,     /* no kan on the last tile (R-KAN-07) */
    TSUMO_REASON_KAN_LIMIT,         /* at most four kans (R-KAN-10) */
    TSUMO_REASON_RIICHI_KAN,        /* this closed kan is not allowed after riichi (R-RII-07) */
    TSUMO_REASON_NO_PON,            /* no own pon of that kind (R-KAN-04) */
    TSUMO_REASON_NOT_FIRST_TURN,    /* only on the first, uninterrupted turn (R-ABRT-02) */
    TSUMO_REASON_KYUUSHU_FEW,       /* fewer than nine terminal and honour kinds (R-ABRT-02) */
    TSUMO_REASON_NOT_TENPAI,        /* declared tenpai with a hand that is not (R-DRAW-03) */
    TSUMO_REASON_MUST_SHOW,         /* a riichi hand is shown at the draw (R-DRAW-05) */
    TSUMO_REASON_NOT_NAGASHI,       /* the discards do not qualify (R-NAGA-01) */
    TSUMO_REASON_OFF_IN_RULES,      /* the ruleset does not have it */
    /* causes of penalties (penalize mode) */
    TSUMO_REASON_FALSE_WIN,      /* chombo: a win declared on a hand that is none (R-CHMB-04) */
    TSUMO_REASON_NOTEN_RIICHI,   /* chombo: riichi hand not tenpai at the draw (R-RII-11) */
    TSUMO_REASON_BAD_RIICHI_KAN, /* chombo: an illegal closed kan after riichi (R-RII-07) */
    TSUMO_REASON_DEAD_CALL,      /* chombo: a claim from a dead hand (R-CALL-13) */
    TSUMO_REASON_INVALID_CALL,   /* dead hand: an invalid chi, pon or kan (R-DEAD-02) */
    /* added later, kept last so that no number above changes */
    TSUMO_REASON_OPEN_RIICHI_NOT_FIRST, /* open riichi only for the hand's first riichi (R-RII-13)
                                         */
    TSUMO_REASON_OPEN_RIICHI_FURITEN,   /* no open riichi in furiten; penalize: dead hand
                                           (R-RII-13) */
    TSUMO_REASON_MISTAKEN_CALL, /* chombo: an invalid chi, pon or kan under invalid_call = chombo
                                   (R-CHMB-05, AMB-23) */
    TSUMO_REASON_DEAD_KAN,      /* a dead hand declares no kan, closed or added (R-DEAD-01) */
    TSUMO_REASON_DEAD_RIICHI,   /* a dead hand is never tenpai, so it declares no riichi
                                   (R-DEAD-01) */
    TSUMO_REASON_NOT_DRAWN,     /* a tsumogiri of a tile held but not the one drawn */
    TSUMO_REASON_COUNT
} tsumo_reason;

TSUMO_API const char *tsumo_reason_id(tsumo_reason reason);     /* "furiten" */
TSUMO_API const char *tsumo_reason_rule(tsumo_reason reason);   /* "R-FURI-01" */
TSUMO_API const char *tsumo_reason_source(tsumo_reason reason); /* "EMA 3.4.5" */
TSUMO_API const char *tsumo_reason_msgid(tsumo_reason reason);  /* English, for gettext */
/*
 * The ruleset key behind a refusal, for players to look up in the ruleset: for
 * TSUMO_REASON_OFF_IN_RULES the key that switched off what `action` asked for
 * ("open_riichi", "kyuushu_kyuuhai", "nagashi_mangan"; `action` may be NULL,
 * then ""); for a reason only a setting makes a rule, that setting ("kuikae",
 * "riichi_min_points", "open_riichi", "invalid_call"); "" for the others.
 */
TSUMO_API const char *tsumo_reason_rules_key(tsumo_reason reason, const tsumo_action *action);

/* ---- where a rule comes from -------------------------------------------------
 * A sentence about a rule never carries a section typed by hand: the program
 * asks here for the rule's section of EMA 2008 and the ruleset key that shapes
 * it, then says "EMA 3.4.5", or the key where the ruleset in force departs from
 * EMA on it (tsumo_rules_key_departs) or decides what EMA leaves open.
 */
typedef enum tsumo_rule_basis {
    TSUMO_RULE_UNKNOWN = 0, /* a rule this library has no source for */
    TSUMO_RULE_EMA,         /* EMA 2008 says it; a ruleset may depart from it on the key */
    TSUMO_RULE_RULESET      /* EMA leaves it open or unclear: the ruleset's key decides */
} tsumo_rule_basis;

/*
 * For a rule ID of ../shared/rules/CHECKLIST.md ("R-FURI-04"): sets `*section`
 * to its section of EMA 2008 as the CHECKLIST's source column gives it
 * ("3.4.5", "preface #3", "3.3.10, 3.4.5"; NULL when EMA has none) and `*key`
 * to the ruleset file's key that shapes it ("temp_furiten_ends_on_call"; NULL
 * when none does), and returns on what the rule stands. Either pointer may be
 * NULL. A rule named by a refusal (tsumo_reason_rule) has the section its
 * reason gives. TSUMO_RULE_UNKNOWN, both NULL, for any other text.
 */
TSUMO_API tsumo_rule_basis tsumo_rule_source(const char *rule, const char **section,
                                             const char **key);

TSUMO_API tsumo_phase tsumo_game_phase(const tsumo_game *game);

/* Bit s is set when seat s may act now (in a claim window: has not answered). */
TSUMO_API unsigned tsumo_game_to_act(const tsumo_game *game);

/*
 * Lists what `seat` may do now (every way of each claim, one action per
 * distinct face) and returns how many there are; writes at most `max`. A seat
 * that may not act gets 0.
 */
TSUMO_API int tsumo_game_legal(const tsumo_game *game, int seat, tsumo_action *out, int max);

/*
 * What `seat` could declare at an exhaustive draw, asked of any seat at any
 * time (a log importer, a computer player): whether its hand is tenpai as a
 * declaration needs it (R-DRAW-03, EMA 3.4.2: some wait is a kind it does not
 * hold four of; a dead hand never is), and whether its discards qualify for
 * nagashi mangan under the ruleset (R-NAGA-01, EMA 4.2.4: none called, all
 * terminals and honours; CFG-NAGASHI). Both read hidden state, so a table
 * shows neither before the seat declares. False for a seat outside 0-3.
 */
TSUMO_API bool tsumo_game_seat_is_tenpai(const tsumo_game *game, int seat);
TSUMO_API bool tsumo_game_nagashi_qualifies(const tsumo_game *game, int seat);

/* ---- events --------------------------------------------------------------- */

typedef enum tsumo_event_type {
    TSUMO_EVENT_HAND_START = 0, /* seat = dealer; points[0] = round, [1] = hand, [2] = honba,
                                   [3] = sticks; tiles[0..1] = dice */
    TSUMO_EVENT_SEATING,        /* tiles[s] = the player (index in the setup) at seat s */
    TSUMO_EVENT_DEAL,           /* seat's starting tiles (only to that seat) */
    TSUMO_EVENT_DORA,           /* tile = a newly turned indicator */
    TSUMO_EVENT_DRAW,           /* tile (NO_TILE for the others); code 1 = a replacement tile */
    TSUMO_EVENT_DISCARD,        /* tile; flags: TSUMO_POND_* */
    TSUMO_EVENT_RIICHI,         /* seat declares riichi (code 2 = double riichi); flags
                                   TSUMO_ACTION_OPEN: open riichi, tiles = the hand shown */
    TSUMO_EVENT_RIICHI_STICK,   /* seat's 1000 goes on the table (R-RII-04) */
    TSUMO_EVENT_ANSWER,     /* seat answered a claim window; code = action type (own seat only) */
    TSUMO_EVENT_CALL,       /* seat makes a meld: code = tsumo_meld_type, from = discarder,
                               tile = the claimed or added tile, tiles = the meld */
    TSUMO_EVENT_FURITEN,    /* code = furiten reasons now (TSUMO_FURITEN_*), 0 = no longer;
                               flags = the reasons before (own seat only) */
    TSUMO_EVENT_REVEAL,     /* seat's concealed tiles are shown to everyone */
    TSUMO_EVENT_TENPAI,     /* code = TSUMO_ACTION_TENPAI, _NOTEN or _NAGASHI at a draw */
    TSUMO_EVENT_WIN,        /* seat wins from `from` (NO_SEAT: tsumo); tile; index in the result */
    TSUMO_EVENT_ABORT,      /* code = tsumo_abort */
    TSUMO_EVENT_EXHAUSTIVE, /* the wall is exhausted */
    TSUMO_EVENT_CHOMBO,     /* seat; code = tsumo_reason, flags = the detail of a false win
                               or a mistaken call */
    TSUMO_EVENT_DEAD_HAND,  /* seat; code = TSUMO_REASON_INVALID_CALL, flags = what was wrong;
                               or code = TSUMO_REASON_OPEN_RIICHI_FURITEN */
    TSUMO_EVENT_PAYMENT,    /* points = each seat's change (sticks included) */
    TSUMO_EVENT_HAND_END,   /* code = tsumo_hand_end; flags = 1 when the game ends with it;
                               points = the scores after it */
    TSUMO_EVENT_GAME_END,   /* points = the final totals; see tsumo_game_final_result() */
    TSUMO_EVENT_TYPE_COUNT
} tsumo_event_type;

/* Flags of a pond tile (tsumo_pond_tile.flags, TSUMO_EVENT_DISCARD.flags). */
#define TSUMO_POND_TSUMOGIRI 1 /* the tile just drawn */
#define TSUMO_POND_RIICHI    2 /* turned sideways: the riichi tile (R-TURN-03) */
#define TSUMO_POND_CALLED    4 /* claimed by another seat */

/* Furiten reasons (TSUMO_EVENT_FURITEN.code, tsumo_view.furiten). */
#define TSUMO_FURITEN_DISCARD   1 /* a wait among own discards (R-FURI-01) */
#define TSUMO_FURITEN_TEMPORARY 2 /* passed a winning tile (R-FURI-04, R-FURI-05) */
#define TSUMO_FURITEN_RIICHI    4 /* passed a winning tile in riichi (R-FURI-06) */

typedef struct tsumo_event {
    uint8_t type;    /* tsumo_event_type */
    uint8_t seat;    /* who, or TSUMO_NO_SEAT */
    uint8_t visible; /* bit s: seat s may see this event */
    uint8_t from;    /* another seat concerned, or TSUMO_NO_SEAT */
    uint8_t code;
    uint8_t flags;
    uint8_t tile_count;
    tsumo_tile tile;
    tsumo_tile tiles[14];
    int32_t points[4];
} tsumo_event;

#define TSUMO_SEATS_ALL 0xF

TSUMO_API const char *tsumo_event_type_id(tsumo_event_type type);

/*
 * Checks and applies an action. On success returns TSUMO_OK and writes the
 * events (at most TSUMO_GAME_MAX_EVENTS; `events` may be NULL when they are
 * not wanted, else `max` must be at least TSUMO_GAME_MAX_EVENTS) and their
 * number in *n. An action the rules do not allow returns TSUMO_EILLEGAL with
 * the reason in *reason (may be NULL) and changes nothing. In penalize mode
 * some wrong declarations are accepted and punished instead (a chombo or a
 * dead hand, reported by events with the reason).
 */
TSUMO_API tsumo_status tsumo_game_apply(tsumo_game *game, const tsumo_action *action,
                                        tsumo_event *events, int max, int *n, tsumo_reason *reason);

/* ---- what a seat sees ---------------------------------------------------- */

typedef struct tsumo_game_meld {
    uint8_t type;      /* tsumo_meld_type */
    uint8_t from;      /* the discarder's seat, TSUMO_NO_SEAT for a closed kan */
    tsumo_tile called; /* the claimed tile, TSUMO_NO_TILE for a closed kan */
    tsumo_tile added;  /* the tile added to make an added kan, else TSUMO_NO_TILE */
    uint8_t count;     /* 3 or 4 */
    tsumo_tile tiles[4];
} tsumo_game_meld;

typedef struct tsumo_pond_tile {
    tsumo_tile tile;
    uint8_t flags; /* TSUMO_POND_* */
} tsumo_pond_tile;

typedef struct tsumo_view_seat {
    char name[TSUMO_NAME_SIZE];
    uint8_t player; /* index of this player in the setup's names */
    uint8_t wind;   /* seat wind, tsumo_wind */
    int32_t score;
    uint8_t riichi;     /* 0, 1 riichi, 2 double riichi */
    bool ippatsu;       /* the riichi's ippatsu chance is still open */
    bool dead;          /* dead hand (R-DEAD-01) */
    bool answered;      /* has answered the current claim window */
    bool open_riichi;   /* open riichi: `shown` holds the concealed tiles but the drawn one */
    uint8_t tile_count; /* concealed tiles */
    uint8_t meld_count;
    tsumo_game_meld melds[TSUMO_MAX_MELDS];
    uint8_t discard_count;
    tsumo_pond_tile discards[TSUMO_MAX_DISCARDS];
    uint8_t shown_count; /* concealed tiles shown to everyone (a win, tenpai, kyuushu,
                            open riichi) */
    tsumo_tile shown[14];
} tsumo_view_seat;

typedef struct tsumo_view {
    uint8_t seat; /* the viewer, or TSUMO_NO_SEAT for what everyone sees */
    uint8_t phase;
    uint8_t turn;  /* whose turn (or whose discard is being answered) */
    uint8_t round; /* 0 East, 1 South, ... */
    uint8_t hand;  /* 0-3 within the round */
    uint8_t dealer;
    uint8_t honba;
    uint8_t sticks;
    uint8_t dice[2];
    uint8_t break_seat;  /* whose wall was broken (R-WALL-02) */
    uint8_t break_stack; /* after how many stacks from its right end (R-WALL-03) */
    uint8_t live_left;   /* tiles left in the live wall */
    uint8_t kan_count;
    uint8_t indicator_count;
    tsumo_tile indicators[TSUMO_MAX_INDICATORS];
    tsumo_view_seat seats[4];
    /* the claim or chankan window */
    tsumo_tile claim_tile; /* TSUMO_NO_TILE when none */
    uint8_t claim_from;
    /* the viewer's own */
    uint8_t hand_count;
    tsumo_tile hand_tiles[14]; /* sorted, the drawn tile included */
    tsumo_tile drawn;          /* the tile just drawn, TSUMO_NO_TILE when none */
    uint8_t furiten;           /* TSUMO_FURITEN_* */
    tsumo_kindset waits;       /* with 13 tiles: the kinds that complete the hand */
    uint8_t answer;            /* own answer in the claim window (action type), 0 = none */
} tsumo_view;

/* What `seat` may see now (TSUMO_NO_SEAT: only what everyone sees). */
TSUMO_API void tsumo_game_view(const tsumo_game *game, int seat, tsumo_view *out);

/* ---- results ------------------------------------------------------------- */

typedef enum tsumo_hand_end {
    TSUMO_END_NONE = 0,
    TSUMO_END_WIN,
    TSUMO_END_EXHAUSTIVE, /* R-DRAW-01 */
    TSUMO_END_ABORT,      /* R-ABRT-01 */
    TSUMO_END_CHOMBO,     /* R-CHMB-02: the hand is dealt again */
    TSUMO_END_COUNT
} tsumo_hand_end;

/* "win", "exhaustive", ...: identifiers for records, not sentences; "?" past the end. */
TSUMO_API const char *tsumo_hand_end_id(tsumo_hand_end end);
/* The end with that id, TSUMO_END_NONE when none has it. */
TSUMO_API tsumo_hand_end tsumo_hand_end_from_id(const char *id);
/* "an exhaustive draw": English, for gettext. */
TSUMO_API const char *tsumo_hand_end_msgid(tsumo_hand_end end);

typedef enum tsumo_abort {
    TSUMO_ABORT_NONE = 0,
    TSUMO_ABORT_KYUUSHU,     /* R-ABRT-02 */
    TSUMO_ABORT_FOUR_WINDS,  /* R-ABRT-03 */
    TSUMO_ABORT_FOUR_KANS,   /* R-ABRT-04, R-KAN-09 */
    TSUMO_ABORT_FOUR_RIICHI, /* R-ABRT-05 */
    TSUMO_ABORT_TRIPLE_RON,  /* R-ABRT-06 */
    TSUMO_ABORT_COUNT
} tsumo_abort;

TSUMO_API const char *tsumo_abort_id(tsumo_abort abort);     /* "four_winds"; "?" past the end */
TSUMO_API tsumo_abort tsumo_abort_from_id(const char *id);   /* TSUMO_ABORT_NONE for none */
TSUMO_API const char *tsumo_abort_rule(tsumo_abort abort);   /* "R-ABRT-03" */
TSUMO_API const char *tsumo_abort_source(tsumo_abort abort); /* "EMA 3.4.3"; "" when none */
TSUMO_API const char *tsumo_abort_msgid(tsumo_abort abort);  /* English, for gettext */

typedef struct tsumo_hand_win {
    uint8_t winner;
    uint8_t from;   /* the discarder (or the kan declarer), TSUMO_NO_SEAT on tsumo */
    uint8_t liable; /* pao (R-PAO-01), TSUMO_NO_SEAT */
    tsumo_tile tile;
    tsumo_win win;     /* the situation as scored */
    tsumo_score score; /* yaku, fu, payments */
} tsumo_hand_win;

typedef struct tsumo_hand_result {
    uint8_t end;                        /* tsumo_hand_end */
    uint8_t abort;                      /* tsumo_abort */
    uint8_t round, hand, dealer, honba; /* the hand that ended */
    uint8_t win_count;
    tsumo_hand_win wins[3];
    bool tenpai[4];        /* at an exhaustive draw */
    bool nagashi[4];       /* nagashi mangan claimed (R-NAGA-01) */
    uint8_t chombo;        /* the offender, TSUMO_NO_SEAT */
    uint8_t chombo_reason; /* tsumo_reason: FALSE_WIN, NOTEN_RIICHI, BAD_RIICHI_KAN, DEAD_CALL,
                              MISTAKEN_CALL */
    uint8_t chombo_detail; /* for a false win, why it is none (NO_YAKU, FURITEN, ...); for a
                              mistaken call, what was wrong (CHI_NOT_LEFT, BAD_MELD, ...) */
    int32_t delta[4];      /* each seat's change, sticks included */
    int32_t sticks_to[4];  /* riichi sticks (in points) each seat took from the table; at a
                              chombo, each seat's own stick of this hand handed back */
    bool dealer_keeps;     /* R-GAME-01 */
    bool game_over;        /* NEXT_HAND ends the game */
} tsumo_hand_result;

/* The result of the hand just over; NULL unless the phase is HAND_OVER or GAME_OVER. */
TSUMO_API const tsumo_hand_result *tsumo_game_result(const tsumo_game *game);
/*
 * The counters the next hand starts with, as the ruleset makes them of the
 * hand just over (R-HONB-01..02; after nagashi mangan as nagashi_settlement
 * says, R-HONB-06; none added after a chombo, R-CHMB-02): what a result page
 * states. -1 unless the phase is HAND_OVER and another hand follows.
 */
TSUMO_API int tsumo_game_next_honba(const tsumo_game *game);

typedef struct tsumo_game_final {
    int32_t points[4]; /* by seat, the sticks of R-STCK-04 included */
    uint8_t place[4];  /* 1-4; tied seats share the better place (R-GAME-06) */
    int32_t uma[4];    /* placement bonus in points, ties split (R-GAME-07, R-GAME-08) */
    int32_t oka[4];
    int32_t penalty[4];  /* chombo rating penalties, in points (CFG-CHOMBO) */
    int32_t total[4];    /* points + uma + oka - penalty */
    int32_t sticks_left; /* riichi sticks nobody took (CFG-ENDSTICKS), in points */
} tsumo_game_final;

/* The end of the game; NULL unless the phase is GAME_OVER. */
TSUMO_API const tsumo_game_final *tsumo_game_final_result(const tsumo_game *game);
/*
 * What the end of the game would make of the points as they stand now (EMA
 * 3.6): places, the riichi sticks on the table as the ruleset ends them, uma,
 * oka and chombo penalties; once the game is over, its final result. Only
 * public facts go in, so any seat may be shown it at any time.
 */
TSUMO_API tsumo_status tsumo_game_standings(const tsumo_game *game, tsumo_game_final *out);

/*
 * Checks the state's invariants: every tile in one place, no draw past the
 * live wall, the dead wall at 14, at most four kans with their replacement
 * tiles and indicators, each hand's tile count, points plus sticks constant.
 * Returns TSUMO_OK or TSUMO_EINVAL. Debug builds and builds with
 * TSUMO_INVARIANTS run it after every apply and stop at the first failure.
 */
TSUMO_API tsumo_status tsumo_game_check(const tsumo_game *game);

#ifdef __cplusplus
}
#endif
#endif
