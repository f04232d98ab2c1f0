/*
 * tui.demo-NAME: a shipped demo (`tsumo demo NAME`, issue 12) in the viewer at 80x24 (and two
 * of them at 200x60 too): stepped with Right from the first step to the last, every caption of
 * `tsumo demo --print` shown on the way, in order, and no step line starting with an empty
 * name; then stepped back with Left to the first step, whose screen must be the first one again.
 * tui.demo-caption-key: c hides a caption and shows it again; hidden, a mark in the title says
 * one is there; the hint and the help name c. (Was tests/tui/demo.sh in tmux, all in one test.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_CAPTIONS = 64 };
static char want[MAX_CAPTIONS][128];
static int wanted;

/* The first words of each caption's first line, in order ("      > text"), as --print shows. */
static void captions(const char *name)
{
    char args[160];
    snprintf(args, sizeof args, "demo --print %s", name);
    if (drv_output("print", args) != 0)
        drv_fail("%s: --print failed", name);
    char path[512], line[1024];
    snprintf(path, sizeof path, "%s/print", drv_tmp());
    FILE *f = fopen(path, "r");
    bool inside = false;
    wanted = 0;
    while (f && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        const char *p = line + strspn(line, " ");
        bool caption = p > line && p[0] == '>' && p[1] == ' ';
        if (caption && !inside && wanted < MAX_CAPTIONS) {
            /* 28 characters, as awk's substr counts them in UTF-8 */
            const char *s = p + 2;
            size_t n = 0;
            for (int chars = 0; s[n] && chars < 28; chars++)
                do
                    n++;
                while ((s[n] & 0xC0) == 0x80);
            snprintf(want[wanted++], sizeof want[0], "%.*s", (int)n, s);
        }
        inside = caption;
    }
    if (f)
        fclose(f);
    if (!wanted)
        drv_fail("%s: --print shows no caption", name);
}

static char title[4096];

static const char *title_now(void)
{
    snprintf(title, sizeof title, "%s", drv_row(0));
    return title;
}

/* The number of steps, from the title's "step 1 of N". */
static int step_count(const char *name)
{
    const char *of = strstr(title_now(), "step 1 of ");
    int total = of ? atoi(of + 10) : 0;
    if (total <= 0)
        drv_fail("%s: no step count in the title: %s", name, title);
    return total;
}

/* The captions seen so far, in the order they first came on the screen. */
struct shown {
    bool seen[MAX_CAPTIONS];
    int order[MAX_CAPTIONS], count;
};

static void note_captions(struct shown *shown)
{
    for (int i = 0; i < wanted; i++)
        if (!shown->seen[i] && drv_shows(want[i])) {
            shown->seen[i] = true;
            shown->order[shown->count++] = i;
        }
}

/* A step line with an empty name starts with a blank after the margin. */
static void step_lines_name_somebody(const char *name, int rows)
{
    static const char *const verbs[] = {"discards", "draws", "calls", "declares"};
    for (int y = rows - 3; y < rows; y++) {
        const char *row = drv_row(y);
        size_t blanks = strspn(row, " ");
        for (size_t w = 0; w < sizeof verbs / sizeof verbs[0]; w++)
            if (blanks >= 3 && strncmp(row + blanks, verbs[w], strlen(verbs[w])) == 0)
                drv_fail("%s: a step line names nobody: %s", name, row);
    }
}

static void captions_in_order(const char *name, const struct shown *shown)
{
    for (int i = 0; i < wanted; i++)
        if (i >= shown->count || shown->order[i] != i)
            drv_fail("%s: caption '%s' not shown at its step, in order", name, want[i]);
}

/* Left back to the first step, whose screen must be the one it was on the way out. */
static void back_to_first(const char *name, const char *first)
{
    while (!strstr(title_now(), "step 1 of"))
        drv_press("Left");
    if (strcmp(drv_screen(), first) != 0)
        drv_fail("%s: the first step looks different after the way back", name);
}

static void walk(const char *name, int cols, int rows)
{
    captions(name);
    char args[160];
    snprintf(args, sizeof args, "demo %s", name);
    drv_start(cols, rows, args);
    drv_screen_is("view", -1);
    drv_text("step 1 of");
    drv_fits();
    char *first = strdup(drv_screen());
    int total = step_count(name), n = 1;
    struct shown shown = {0};
    for (;;) {
        note_captions(&shown);
        step_lines_name_somebody(name, rows);
        if (n >= total)
            break;
        drv_press("Right");
        n++;
    }
    captions_in_order(name, &shown);
    back_to_first(name, first);
    free(first);
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("%s: q did not leave with status 0", name);
    drv_ok("%s at %dx%d: %d steps forward, every caption at its step, and back to the same "
           "first screen",
           name, cols, rows, n);
}

/* c: the caption's box says how it goes away, c takes it away and c brings it back. */
static void caption_key(void)
{
    captions("furiten-temporary");
    drv_start(80, 24, "demo furiten-temporary");
    drv_screen_is("view", -1);
    drv_text("step 1 of");
    drv_keys("Right", NULL);
    drv_text("step 2 of");
    drv_text("c hides the caption");
    drv_text(want[0]);
    drv_grep(" c caption  "); /* the hint names c where a caption stands (issue 21) */
    drv_fits();
    drv_keys("c", NULL);
    drv_gone(want[0]);
    drv_gone("c hides the caption");
    /* hidden, a mark says a caption is there, and how it comes back */
    if (!strstr(drv_row(0), "caption hidden · c"))
        drv_fail("no mark of the hidden caption in the title: %s", drv_row(0));
    drv_grep(" c caption  ");
    drv_fits();
    drv_keys("c", NULL);
    drv_text(want[0]);
    drv_gone("caption hidden");
    drv_keys("?", NULL);
    drv_text("then hidden");
    drv_keys("Escape", "q", NULL);
    if (drv_exit() != 0)
        drv_fail("q did not leave with status 0");
    drv_ok("c hides a demo's caption, a mark says it is there, c shows it again; the hint and "
           "the help say so");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (argc < 3)
        drv_fail("usage: test-tui-in demo PLANNER NAME|--caption-key");
    if (strcmp(argv[2], "--caption-key") == 0) {
        caption_key();
    } else {
        walk(argv[2], 80, 24);
        if (strcmp(argv[2], "furiten-temporary") == 0 || strcmp(argv[2], "ron-triple") == 0)
            walk(argv[2], 200, 60);
    }
    return drv_finish();
}
