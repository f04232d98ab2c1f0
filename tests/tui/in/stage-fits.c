/*
 * tui.stage-fits: the screens of a talk as an organiser shows them (issue 21), in English and
 * in Spanish (LANGUAGE=es, the build's catalogue), at 80x24 (and 200x60 in Spanish, whose
 * words are the longer): `tsumo demo --playlist
 * teaching-order --big` stepped through every step of every shipped demo, each result's pages
 * turned with Enter, the table under them (t) and the list of hands (H) on each demo's last step,
 * then on to the next demo. Nothing may be cut at an edge (the trace's clipped=0: a key hint that
 * does not fit counts): at 80 columns the talk's "→ next demo" took the room of "q leave", and a
 * result page's "page 1 of 2" ran past the edge. Where --big does not fit, the note saying so takes
 * the viewer's last row whole on the talk's first step (before, the keys' hint showed through
 * after it), and leaves the keys there on every other step. And the Spanish reads as Spanish:
 * no "a el" (al), no "de el" (del; "el pon gana a el chi" was on call-priority's step 10), and
 * one word for the riichi sticks ("apuestas riichi", as the centre says; the step line said
 * "palos de riichi").
 */
#include "driver.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The trace's step=N/M talk=I of the frame shown. */
static void where(int *step, int *count, int *talk)
{
    const char *s = strstr(drv_trace(), " step=");
    const char *t = strstr(drv_trace(), " talk=");
    if (!s || !t || sscanf(s, " step=%d/%d", step, count) != 2 || sscanf(t, " talk=%d", talk) != 1)
        drv_fail("no step in the trace: %s", drv_trace());
}

static void check(const char *what, int talk, int step)
{
    if (!strstr(drv_trace(), " clipped=0"))
        drv_fail("%s, demo %d step %d: something was cut at the edge of the screen", what, talk,
                 step);
    if (drv_matches("(^|[^[:alpha:]])(a|de) el "))
        drv_fail("%s, demo %d step %d: 'a el' or 'de el' in Spanish", what, talk, step);
    if (drv_matches("palos? de riichi")) /* the centre's word, "apuestas riichi", everywhere */
        drv_fail("%s, demo %d step %d: two Spanish words for the riichi sticks", what, talk, step);
}

/* The last row at the talk's first step, where --big does not fit: the note alone. */
static void note_alone(const char *what, const char *note)
{
    if (strcmp(drv_row(23), note) != 0)
        drv_fail("%s: the last row is '%s', not the note alone '%s'", what, drv_row(23), note);
    drv_press("Right");
    if (strstr(drv_row(23), note + 1) || !drv_matches("q (leave|salir)$"))
        drv_fail("%s: past the first step the keys are not back on the last row: '%s'", what,
                 drv_row(23));
    drv_press("Left");
}

static int talk_walk(const char *what, int cols, int rows, const char *note)
{
    drv_start(cols, rows, "demo --playlist teaching-order --big");
    drv_screen_is("view", -1);
    if (note)
        note_alone(what, note);
    int step, count, talk, demos = 0, last_talk = 0;
    for (;;) {
        where(&step, &count, &talk);
        if (talk != last_talk)
            demos++, last_talk = talk;
        check(what, talk, step);
        if (drv_matches("Enter (page|página)")) { /* a result's next page */
            drv_keys("Enter", NULL);
            check(what, talk, step);
        }
        if (step < count) {
            drv_keys("Right", NULL);
            continue;
        }
        drv_keys("t", NULL); /* the table at the hand's end, under the result's pages */
        check(what, talk, step);
        drv_keys("H", NULL);
        check(what, talk, step);
        drv_keys("Escape", NULL);
        drv_keys("Right", NULL);
        if (!drv_running() || !strstr(drv_trace(), "screen=view "))
            break;
        int s2, c2, t2;
        where(&s2, &c2, &t2);
        if (t2 == talk)
            break; /* the talk's last demo: → leads nowhere */
    }
    if (drv_running()) {
        drv_keys("q", NULL);
        drv_exit();
    }
    return demos;
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    static const char *const langs[] = {"en", "es"};
    static const char *const notes[] = {
        " Big tiles need a terminal of 134×45; this one is 80×24",
        " Las fichas grandes piden 134×45; este terminal es de 80×24",
    };
    for (int l = 0; l < 2; l++) {
        setenv("LANGUAGE", langs[l], 1);
        char what[64];
        snprintf(what, sizeof what, "%s 80x24", langs[l]);
        int demos = talk_walk(what, 80, 24, notes[l]);
        if (demos < 20)
            drv_fail("%s: the talk showed %d demos", what, demos);
        drv_ok("%s: the teaching order's %d demos, every step, page, table at the end and list "
               "of hands, nothing cut; the --big note alone on its row",
               what, demos);
    }
    /* 200x60, big tiles: in Spanish, the longer words (English has the same rows, shorter). */
    int demos = talk_walk("es 200x60", 200, 60, NULL);
    if (demos < 20)
        drv_fail("es 200x60: the talk showed %d demos", demos);
    drv_ok("es 200x60: the teaching order's %d demos in big tiles, nothing cut", demos);
    return drv_finish();
}
