/*
 * The mjai protocol (docs/mjai.md): one JSON object a line, the events a
 * table sends to a bot and the actions the bot answers with. This is the
 * mapping layer only: tile names, an event read from a line with every field
 * and number checked, an event written as a line, and the conversions to and
 * from the engine's actions. What a bot remembers of a game is mjai-seat.c.
 *
 * Reads with json-line.h, uses the public API only, no gettext: an error names the field
 * and an English msgid of what was expected, which the program translates.
 */
#ifndef TSUMO_COMMON_MJAI_H
#define TSUMO_COMMON_MJAI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "json-line.h"
#include "tsumo/tsumo.h"

#define MJAI_MAX_LINE   4096 /* bytes of one line tsumo writes, the newline excluded */
#define MJAI_MAX_POINTS 10000000
#define MJAI_MAX_INPUT  (1 << 20) /* bytes of one line read, the newline excluded (1 MiB) */
#define MJAI_MAX_TEXT   255       /* bytes of a join's name or an error's message kept */
#define MJAI_MAX_ROOM   63        /* bytes of a join's room */

typedef enum mjai_type {
    MJAI_NONE = 0,
    MJAI_START_GAME,
    MJAI_START_KYOKU,
    MJAI_TSUMO,
    MJAI_DAHAI,
    MJAI_CHI,
    MJAI_PON,
    MJAI_DAIMINKAN,
    MJAI_KAKAN,
    MJAI_ANKAN,
    MJAI_REACH,
    MJAI_REACH_ACCEPTED,
    MJAI_DORA,
    MJAI_HORA,
    MJAI_RYUKYOKU,
    MJAI_END_KYOKU,
    MJAI_END_GAME,
    MJAI_HELLO, /* a gimite server's greeting; the client answers join */
    MJAI_JOIN,  /* name, room */
    MJAI_ERROR, /* message: the server ends the game */
    MJAI_TYPE_COUNT
} mjai_type;

/* A tile as the protocol names it: a kind, red or not; TSUMO_NO_KIND is "?" (hidden). */
typedef struct mjai_tile {
    tsumo_kind kind;
    bool red;
} mjai_tile;

#define MJAI_NO_SEAT (-1)

typedef struct mjai_event {
    uint8_t type; /* mjai_type */
    int8_t actor; /* 0-3, MJAI_NO_SEAT when absent */
    int8_t target;
    bool has_pai;
    mjai_tile pai;
    uint8_t consumed_count;
    mjai_tile consumed[4];
    int8_t tsumogiri; /* 0, 1, or -1 when absent */
    bool kyushu;      /* ryukyoku with reason "kyushukyuhai" */
    /* start_game */
    int8_t id;
    /* start_kyoku (and dora: dora_marker) */
    uint8_t bakaze; /* 0 E, 1 S, 2 W, 3 N */
    uint8_t kyoku;  /* 1-4 */
    uint8_t honba, kyotaku, oya;
    mjai_tile dora_marker;
    bool has_scores; /* start_kyoku needs them; reach_accepted may carry them */
    int32_t scores[4];
    mjai_tile tehais[4][13];
    /* any event: can_act (Mortal's and akochan's hosts), 0, 1 or -1 when absent */
    int8_t can_act;
    /* join: name and room; error: the message (cut to fit, as read: escape it to show it) */
    char text[MJAI_MAX_TEXT + 1];
    char room[MJAI_MAX_ROOM + 1];
} mjai_event;

/* Why a line is not an event: the field concerned ("" for the line) and what was expected. */
typedef struct mjai_error {
    const char *field;
    const char *expected; /* an English msgid */
} mjai_error;

/* "dahai" for MJAI_DAHAI; NULL out of range. */
const char *mjai_type_id(mjai_type type);

/* Reads "1m".."9s", "5mr", "5pr", "5sr", "E S W N P F C" and, with `hidden_ok`, "?". */
bool mjai_tile_parse(const char *text, bool hidden_ok, mjai_tile *out);

/* Writes the tile's name (at most 4 bytes with the NUL) and returns `buf`. */
const char *mjai_tile_name(mjai_tile tile, char buf[4]);

/* The face of a physical tile under a ruleset's red fives. */
mjai_tile mjai_tile_of(tsumo_tile tile, const tsumo_rules *rules);

/* Whether a physical tile has the face (kind and red) of `tile`. */
bool mjai_tile_is(tsumo_tile t, mjai_tile tile, const tsumo_rules *rules);

/*
 * Reads one line (not NUL-terminated, `len` bytes) into *out. On failure
 * returns false with *err saying which field and what it should have been.
 */
bool mjai_parse(const char *line, size_t len, mjai_event *out, mjai_error *err);

/* An event of `type` with every field absent. */
void mjai_event_init(mjai_event *ev, mjai_type type);

/*
 * Writes the event as one JSON object without a newline into `buf` (like
 * snprintf, NUL-terminated); returns the length, 0 when it does not fit.
 */
size_t mjai_format(char *buf, size_t size, const mjai_event *ev);

/*
 * The answer a bot sends for the engine action `a` of its seat, seen from its
 * view (the claimed tile and who discarded it): dahai (reach for a riichi,
 * whose tile follows on the reach event), hora, chi, pon, daiminkan, kakan,
 * ankan, ryukyoku for nine terminals; none for a pass and the rest.
 */
void mjai_from_action(const tsumo_action *a, const tsumo_view *view, const tsumo_rules *rules,
                      mjai_event *out);

/*
 * The engine action a table applies for answer `ev` of `seat`, its tiles
 * taken from the seat's own view by face. A riichi's tile comes separately
 * (the dahai after the reach): `ev` is then that dahai and `riichi` true.
 * False when the answer names tiles the hand does not hold or is not an action.
 */
bool mjai_to_action(const mjai_event *ev, int seat, bool riichi, const tsumo_view *view,
                    const tsumo_rules *rules, tsumo_action *out);

/*
 * A line of several events, a JSON array of objects (mjai.app sends one a
 * line): opened once, then each event read in turn.
 */
typedef struct mjai_batch {
    jv_doc doc;   /* private: the line read, in place */
    const jv *at; /* the next event's value */
    size_t next, count;
} mjai_batch;

/* False (with *err) when the line is not a JSON array of at most MJAI_MAX_BATCH objects. */
#define MJAI_MAX_BATCH 1024
bool mjai_batch_open(mjai_batch *b, const char *line, size_t len, mjai_error *err);

/* 1 with the next event in *out, 0 after the last, -1 when it is not an event (*err). */
int mjai_batch_next(mjai_batch *b, mjai_event *out, mjai_error *err);
void mjai_batch_close(mjai_batch *b);

/*
 * An event read as mjai_parse reads one, from a JSON object already parsed (a line of an
 * mjai log, read by mjai-log.c):
 * `obj` is a json_t. No limit on its size: the log's reader bounds what it holds.
 */
struct json_t;
bool mjai_parse_object(struct json_t *obj, mjai_event *out, mjai_error *err);

#endif
