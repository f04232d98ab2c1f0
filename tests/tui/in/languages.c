/*
 * tui.languages: every language of po/LINGUAS at 80x24 (issue 24): the menu and the new game
 * form, one full scripted hand (the start screen, a curtain, the table and its help, every step
 * of a won hand, its result and payments), one drill of each kind with its verdict (the tiles of
 * efficiency and defence in the local style, honours lettered in the language), one demo from
 * its first step to its last, and the rules reference page by page. Every frame checked must
 * draw nothing past an edge (the trace's clipped=0, which the table counts wherever a text or a
 * key hint is cut short; the layout breaks lines at word boundaries with libunistring, so a cut
 * is a word cut) and hold no row wider than 80 columns as libunistring measures it. The language
 * comes from --lang before the verb, and for the menu from cli_language_set as its Language item
 * sets it; a language whose catalogue the build did not make is named and skipped. (tui.spanish
 * checks the Spanish words themselves.)
 */
#include "driver.h"
#include "shared.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char lang[64];
static int frames;

/* Nothing cut at the edges, and no line wider than the terminal. */
static void fits(const char *what)
{
    drv_fits();
    for (int y = 0; y < 24; y++)
        if (ui_width(drv_row(y)) > 80)
            drv_fail("%s: %s: a line is wider than 80 columns: %s", lang, what, drv_row(y));
    frames++;
}

/* The program started with --lang before its words; the menu (no words) in the language set as
   the menu's Language item sets it (the driver opens the menu without main()). */
static void start(const char *args)
{
    if (!args[0]) {
        if (!cli_language_set(lang))
            drv_fail("%s: not a language of the program", lang);
        drv_start(80, 24, "");
        return;
    }
    char line[400];
    snprintf(line, sizeof line, "--lang %s%s%s", lang, args[0] ? " " : "", args);
    drv_start(80, 24, line);
}

static void quit_menu(void)
{
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("%s: quitting the menu did not exit with 0", lang);
}

static void menu(void)
{
    drv_remove_state(); /* no saved game: Enter on the first item opens the form */
    start("");
    drv_screen_is("menu", -1);
    if (strcmp(lang, "en") != 0 && drv_shows("New game"))
        drv_fail("%s: the menu is in English", lang);
    fits("the menu");
    drv_keys("Enter", NULL);
    drv_screen_is("setup", -1);
    fits("the new game form");
    drv_keys("Escape", NULL);
    quit_menu();
    drv_ok("%s: the menu and the new game form fit", lang);
}

static void won_hand(void)
{
    char args[256];
    snprintf(args, sizeof args,
             "play --names Alicia,Bruno,Carmen,Diego --seed %ld --fixed-seats --claim-window 0",
             drv_plan_seed("win"));
    drv_remove_state();
    start(args);
    drv_screen_is("start", -1);
    fits("the start screen");
    drv_keys("Enter", NULL);
    drv_screen_is("curtain", -1);
    fits("the curtain");
    drv_keys("Enter", NULL);
    drv_screen_is("table", -1);
    fits("the table");
    drv_keys("?", NULL);
    fits("the table's help");
    drv_keys("Escape", NULL);
    drv_screen_is("table", -1);
    drv_check_fits = true; /* every frame of every step */
    drv_play_plan("win", 0);
    drv_check_fits = false;
    drv_screen_is("result", -1);
    fits("the result");
    drv_keys("Enter", NULL);
    fits("the payments page");
    drv_keys("q", NULL);
    fits("the leave dialog");
    drv_keys("y", NULL);
    if (drv_exit() != 0)
        drv_fail("%s: leaving did not exit with 0", lang);
    drv_ok("%s: a whole scripted hand, its result and payments fit", lang);
}

/* The menu's sample of the local style: the wind and the dragons lettered by the catalogue,
   one or two columns each. */
static void local_faces(void)
{
    int y = drv_find_row("^ +1m +5p +5s", 0);
    if (y < 0)
        drv_fail("%s: no row of sample tiles in the menu", lang);
    char row[512];
    snprintf(row, sizeof row, " %s ", drv_row(y));
    static const tsumo_kind honours[] = {TSUMO_EAST, TSUMO_WHITE, TSUMO_GREEN, TSUMO_RED};
    for (size_t i = 0; i < sizeof honours / sizeof honours[0]; i++) {
        const char *face = cli_kind_face(honours[i]);
        char word[32];
        snprintf(word, sizeof word, " %s ", face);
        if (ui_width(face) < 1 || ui_width(face) > 2 || !strstr(row, word))
            drv_fail("%s: the local style's face '%s' is not in the sample: %s", lang, face, row);
    }
    drv_ok("%s: the local style letters the honours from the catalogue: %s", lang, drv_row(y));
}

/* One drill of each kind from the menu: its question, an answer, the verdict. */
static void drills(void)
{
    static const char *const answers[] = {"no", "none", "1m", "1000", "1m", "E"};
    const int kinds = (int)(sizeof answers / sizeof answers[0]);
    setenv("TSUMO_TILES", "local", 1);
    for (int k = 0; k < kinds; k++) {
        start("");
        if (k == 0)
            local_faces();
        drv_keys("Down", "Down", "Enter", NULL); /* Drills, the third item */
        drv_screen_is("drill", -1);
        fits("the choice of drills");
        for (int i = 0; i < k; i++)
            drv_keys("Down", NULL);
        drv_keys("Enter", NULL);
        fits("a drill's question");
        if (k >= 4 && drv_count(drv_flat(), "[1-7]z"))
            drv_fail("%s: a drill shows tiles in the notation: %s", lang, drv_flat());
        drv_type(answers[k]);
        drv_keys("Enter", NULL);
        fits("a drill's verdict");
        for (int down = 0; down < 30; down++) { /* a long verdict, scrolled to its end */
            char *before = strdup(drv_screen());
            drv_keys("Down", NULL);
            bool same = strcmp(before, drv_screen()) == 0;
            free(before);
            fits("a drill's verdict, scrolled");
            if (same)
                break;
        }
        drv_keys("Escape", NULL);
        quit_menu();
    }
    unsetenv("TSUMO_TILES");
    drv_ok("%s: a drill of each of the %d kinds, question and verdict, fits", lang, kinds);
}

/* Right until the screen no longer changes (the last step or page), each frame checked. */
static int page_through(const char *what)
{
    int n = 1;
    for (; n < 400; n++) {
        char *before = strdup(drv_screen());
        drv_keys("Right", NULL);
        bool same = strcmp(before, drv_screen()) == 0;
        free(before);
        fits(what);
        if (same)
            break;
    }
    return n;
}

static void demo(void)
{
    start("demo furiten-temporary");
    drv_screen_is("view", -1);
    fits("a demo's first step");
    int steps = page_through("a demo's step");
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("%s: q did not leave the demo with 0", lang);
    drv_ok("%s: the demo furiten-temporary fits at each of its %d steps", lang, steps);
}

static void reference(void)
{
    start("");
    drv_keys("Down", "Down", "Down", "Enter", NULL); /* Rules reference, the fourth item */
    drv_screen_is("reference", -1);
    fits("the rules reference");
    int pages = page_through("a page of the rules reference");
    drv_keys("Escape", NULL);
    quit_menu();
    drv_ok("%s: the rules reference fits on each of its %d pages", lang, pages);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    const char *dir = getenv("TSUMO_LOCALEDIR");
    char path[512];
    snprintf(path, sizeof path, "%s/po/LINGUAS", TSUMO_SOURCE_DIR);
    FILE *f = fopen(path, "r");
    if (!f)
        drv_fail("cannot read %s", path);
    if (!drv_make_plan("win", "win"))
        drv_fail("the planner found no seed whose first hand is won");
    char word[64];
    int langs = 0;
    while (fscanf(f, "%63s", word) == 1) {
        if (word[0] == '#') {
            fscanf(f, "%*[^\n]");
            continue;
        }
        char mo[600];
        snprintf(mo, sizeof mo, "%s/%s/LC_MESSAGES/tsumo.mo", dir ? dir : "", word);
        if (!dir || access(mo, R_OK) != 0) {
            printf("# %s: no catalogue built (%s), skipped\n", word, mo);
            continue;
        }
        snprintf(lang, sizeof lang, "%s", word);
        frames = 0;
        menu();
        won_hand();
        drills();
        demo();
        reference();
        printf("# %s: %d frames checked at 80x24\n", lang, frames);
        langs++;
    }
    fclose(f);
    if (langs == 0)
        drv_fail("po/LINGUAS names no language with a built catalogue");
    return drv_finish();
}
