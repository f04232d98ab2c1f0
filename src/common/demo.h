/*
 * Prepared situations for a club demo (issue 12, docs/demo-format.md): a demo
 * file read into a record the engine replays, with captions attached to its
 * steps. The viewer (src/tui, tui_view_show) shows any record this way; a
 * demo only adds the captions and a title.
 */
#ifndef TSUMO_COMMON_DEMO_H
#define TSUMO_COMMON_DEMO_H

#include "shared.h"

/*
 * A caption, shown while the viewer stands at one of its steps: the viewer's
 * steps `step` to `last` (timeline.h, the same numbering as `tsumo demo
 * --print`, from 0). It stands where it is written, once `after` of hand
 * `hand`'s record actions have been applied (0: right after the deal), or
 * where its anchor (`caption-at`) happens, and stays until the next action or
 * the next caption. Its text is translated and safe for the terminal; lines
 * are separated by '\n'.
 */
typedef struct demo_caption {
    size_t hand;  /* index in rec->hands */
    size_t after; /* record actions of that hand applied, 0 to action_count */
    size_t step;  /* the viewer's first step that shows it */
    size_t last;  /* and its last */
    int line;     /* of the demo file, for --print and messages */
    char *text;
} demo_caption;

typedef struct demo {
    tsumo_record *rec;      /* owned */
    char name[64];          /* the demo's name: its file name without ".demo" */
    char title[160];        /* translated, terminal-safe */
    demo_caption *captions; /* owned, sorted by step */
    size_t caption_count;
    int dealer; /* the seat (0-3, the first East 0) that deals the demo's hand */
    int seat;   /* `seat W`: the seat the viewer draws at the bottom (0-3), -1 not given */
} demo;

/* The most a demo file may hold: a file larger than that is refused, not read. */
#define CLI_MAX_DEMO (1u << 20)

/*
 * Reads a demo (docs/demo-format.md) from `text` and replays it through the
 * engine. On failure returns false with why in `why` (translated, safe for
 * the terminal): "path:line: what", with the rule (EMA section or ruleset
 * key) when the engine refuses an action. `path` names the file in messages
 * and gives the demo's name. Free `out` with demo_free() after success.
 */
bool demo_parse(demo *out, const char *text, size_t len, const char *path, char *why,
                size_t why_size);

void demo_free(demo *d);

/* The demos shipped inside the program (data/demos, embedded at build time). */
typedef struct demo_builtin {
    const char *name; /* the file's name without ".demo" */
    const char *text;
    size_t len;
} demo_builtin;

/* Ends with a row whose name is NULL; sorted by name. */
extern const demo_builtin demo_builtins[];

#endif
