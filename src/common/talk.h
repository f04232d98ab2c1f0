/*
 * Talks (issue 21, docs/demo-format.md): the demos a club organiser shows in a
 * chosen order. A demo is named as `tsumo demo` names it (a shipped one by
 * name, a file by a path); the shipped ones come in a teaching order (the
 * shipped playlist data/demos/teaching-order.playlist); the organiser's own
 * demos are the files of a folder of his ($XDG_DATA_HOME/tsumo/demos); and a
 * playlist file names demos in the order of a talk.
 */
#ifndef TSUMO_COMMON_TALK_H
#define TSUMO_COMMON_TALK_H

#include "demo.h"

/* The shipped playlists (data/demos, each NAME.playlist), as the shipped demos: sorted by name. */
extern const demo_builtin demo_playlists[];

/* The shipped demo of that name, or NULL. */
const demo_builtin *demo_builtin_find(const char *name);

/* The shipped playlist of that name ("teaching-order"), or NULL. */
const demo_builtin *demo_playlist_find(const char *name);

/* Whether `tsumo demo` reads the argument as a file: it holds a '/' or ends in ".demo". */
bool demo_is_path(const char *arg);

/* A demo's text: a shipped one's (borrowed), or a file's (owned). */
typedef struct demo_text {
    const char *text;
    size_t len;
    char path[4096]; /* the name its messages give: "NAME.demo" or the file's path */
    char *owned;
} demo_text;

/*
 * Reads the demo `arg` names: a shipped demo's name, or a file (relative to
 * `dir` when that is not NULL and the path is not absolute). On failure why
 * says so (translated, safe for the terminal). Free with demo_text_free().
 */
bool demo_text_read(demo_text *out, const char *arg, const char *dir, char *why, size_t size);
void demo_text_free(demo_text *t);

/* demo_text_read and demo_parse in one: `out` to free with demo_free() after success. */
bool demo_load(demo *out, const char *arg, const char *dir, char *why, size_t size);

/*
 * The shipped demos in their teaching order: the order of the shipped
 * playlist `teaching-order`, then any shipped demo it leaves out, by name.
 * Fills at most `max` and returns how many.
 */
size_t demo_teaching_order(const demo_builtin **out, size_t max);

/*
 * The organiser's own demos: $XDG_DATA_HOME/tsumo/demos, or
 * ~/.local/share/tsumo/demos, from the values of XDG_DATA_HOME and HOME
 * (either NULL; a relative XDG_DATA_HOME is ignored, as the XDG base
 * directory specification says). False when neither gives a folder.
 */
bool demo_user_dir(char *buf, size_t size, const char *data_home, const char *home);

/* The ".demo" files of the folder `dir`, sorted by name, at most `max`: how many. */
int demo_user_files(const char *dir, char (*names)[256], int max);

/* ---- playlists ---- */

/* The most a playlist file may hold, and the demos it may name. */
#define TALK_MAX_FILE  (1u << 16)
#define TALK_MAX_DEMOS 200

typedef struct talk_item {
    char *arg; /* a shipped demo's name or a file's path, as written */
    int line;  /* the line that names it, from 1 */
} talk_item;

typedef struct talk {
    char title[160]; /* "" when the playlist gives none; safe for the terminal */
    talk_item *items;
    size_t count;
} talk;

/*
 * Reads a playlist (docs/demo-format.md, "Playlists"). On failure returns
 * false with why (translated, safe for the terminal): "path:line: what was
 * expected, what was found". A shipped demo's name is checked here; a file
 * is read when the talk is shown (talk_load). Free with talk_free().
 */
bool talk_parse(talk *out, const char *text, size_t len, const char *path, char *why, size_t size);
void talk_free(talk *t);

/*
 * The demo of item `i`, a file read relative to the playlist's folder `dir`;
 * on failure why is "path:line: " and the demo's own refusal.
 */
bool talk_load(const talk *t, size_t i, const char *path, const char *dir, demo *out, char *why,
               size_t size);

#endif
