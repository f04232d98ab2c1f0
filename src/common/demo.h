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
 * A caption, shown while the viewer stands at its step: once `after` of hand
 * `hand`'s record actions have been applied (0: right after the deal). Its
 * text is translated and safe for the terminal; lines are separated by '\n'.
 */
typedef struct demo_caption {
    size_t hand;  /* index in rec->hands */
    size_t after; /* record actions of that hand applied, 0 to action_count */
    char *text;
} demo_caption;

typedef struct demo {
    tsumo_record *rec;      /* owned */
    char name[64];          /* the demo's name: its file name without ".demo" */
    char title[160];        /* translated, terminal-safe */
    demo_caption *captions; /* owned, sorted by (hand, after) */
    size_t caption_count;
} demo;

void demo_free(demo *d);

#endif
