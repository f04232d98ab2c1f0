/*
 * The command-line verbs: each takes the arguments after its name. They sit
 * on the shared program code (src/common) and the public API; nothing below
 * them includes this header.
 */
#ifndef TSUMO_CLI_H
#define TSUMO_CLI_H

#include "shared.h"

int cli_score(int argc, char **argv);
int cli_score_jsonl(const char *path, bool check, const tsumo_rules *rules);
int cli_rules(int argc, char **argv);
int cli_bench(int argc, char **argv);
int cli_replay(int argc, char **argv);
int cli_sim(int argc, char **argv);
int cli_drill(int argc, char **argv);

/* `tsumo demo`: `show` opens the viewer on `count` demos, one after another (a talk's), or
   one (main.c hands it the table's). */
struct demo;
/* Big tiles (--big, --no-big): as the table's enum ui_big_mode. */
enum { CLI_BIG_AUTO = 0, CLI_BIG_ON, CLI_BIG_OFF };
typedef struct cli_demo_how {
    const char *place; /* where the viewer remembers its step: "demo NAME", a file's full path */
    int autoplay_ms;   /* --autoplay, 0 none */
    int big;           /* CLI_BIG_* */
} cli_demo_how;
typedef int (*cli_demo_show_fn)(const struct demo *demos, size_t count, const cli_demo_how *how);
int cli_demo(int argc, char **argv, cli_demo_show_fn show);

int cli_explain(int argc, char **argv);
/* `tsumo explain`'s findings with their places, for the viewer (src/common/findings.h). */
struct finding_list;
bool cli_explain_gather(struct finding_list *out, const tsumo_record *rec,
                        const tsumo_rules *rules);
int cli_bot(int argc, char **argv);
int cli_serve(int argc, char **argv);

/* Each verb's table of options (options.h), for `tsumo --options` and the help test. */
extern const cli_verb cli_score_verb, cli_rules_verb, cli_bench_verb, cli_replay_verb,
    cli_explain_verb, cli_sim_verb, cli_demo_verb, cli_drill_verb, cli_bot_verb, cli_serve_verb;

#endif
