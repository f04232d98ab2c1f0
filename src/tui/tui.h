/* The table's entry points, for the program's dispatcher (src/cli/main.c). */
#ifndef TSUMO_TUI_H
#define TSUMO_TUI_H

#include "findings.h"

#include <stddef.h>

/*
 * `tsumo` with no arguments: the menu; `find` gathers `tsumo explain`'s
 * findings for a game reviewed from it. Returns the exit status.
 */
int tui_menu(findings_fn find);

/* `tsumo play [OPTIONS]`: argv[0] is the first option. Returns the exit status. */
int tui_play(int argc, char **argv);
/* The options of `tsumo play` (and the environment the table reads) and of `tsumo view`. */
extern const cli_verb tui_play_verb, tui_view_verb;

/*
 * What the viewer shows (issue 12): a record, borrowed, and optionally the
 * captions of a demo (src/common/demo.h) and a title for its frame.
 */
struct demo_caption;
typedef struct tui_view_source {
    const struct tsumo_record *rec;
    const struct demo_caption *captions;
    size_t caption_count;
    const char *title;       /* terminal-safe, or NULL */
    const finding *findings; /* `tsumo explain`'s, borrowed: n and N go to each */
    size_t finding_count;
    const finding_rating *ratings; /* four, by seat: the review's rating of discards, or NULL */
    int review_seat;               /* --seat: the one seat reviewed (0-3), -1 for each in turn */
    int bottom;       /* --seat, a demo's seat line: the seat drawn at the bottom (0-3); any other
                         value (a demo without one, -1) the first East */
    bool findings_on; /* --explain: the step line shows them from the start */
    bool findings_looked; /* they were looked for (tsumo view, a game reviewed from the menu) */
    bool kept;            /* a record tsumo keeps, which tsumo play --from may play on */
    bool demo;            /* a demo: Esc asks before leaving it */
    const char *place;    /* where the step left at is remembered ("demo NAME", a file's full
                             path), or NULL: reopened, the viewer offers it (b) */
    int autoplay_ms;      /* --autoplay: a step every so many ms from the start, 0 none */
    int big;              /* --big, --no-big: enum ui_big_mode (0 by the terminal's size) */
    bool log; /* a Tenhou or Majiang log's game: no dice shown (none is recorded), and every
                 rule cited from its ruleset by name, for it was no EMA game */
    size_t talk_at, talk_count; /* a demo of a talk: its place from 1 among so many; 0 none */
} tui_view_source;

/* Opens the viewer on `src` until the user leaves it. Returns the exit status. */
int tui_view_show(const tui_view_source *src);

/*
 * The demos of a talk (tsumo demo --playlist), `count` of them, in the
 * viewer one after another: past the last step of one comes the next; q
 * leaves the talk. Each gives its talk_at and talk_count. The exit status.
 */
int tui_view_talk(const tui_view_source *demos, size_t count);

/*
 * `tsumo view FILE [--rules R] [--explain] [--seat S]`: argv[0] is the first
 * argument; `find` gathers `tsumo explain`'s findings. Returns the exit status.
 */
int tui_view(int argc, char **argv, findings_fn find);

/* The language and names chosen in the menu (the settings file), unless the options said
   otherwise: for the verbs that open the table without the menu (view, demo). */
void tui_settings_apply(void);

#endif
