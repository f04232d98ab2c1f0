/*
 * tui.styles-STYLE: every screen fits 80x24 in a tile style (ascii, kanji, unicode), and ? shows
 * the keys of each moment. Every frame of these is checked for anything cut at the edge:
 *   a whole hand to an exhaustive draw (the fullest ponds), the declarations and the draw result;
 *   a last hand (South 4, from a record) to a win, both result pages and the final standings;
 *   the nine-terminals abort and its result; a claim with two ways of chi, a refused ron, the chi
 *   made and the discard after it (these two with the longest names, some of them wide); a false
 *   tsumo refused (refuse) and punished (penalize: the chombo result); the menu, the new game
 *   form and the calculator;
 * and the help (?) of each screen on the way: menu, form, calculator, start, curtain, turn,
 * riichi, claim window, claim, declaration, result, final standings. (Was tests/tui/styles.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *style;

#define PLAYERS "--names Alice,Bob,Carol,Dave --fixed-seats"
/* The longest names a seat takes (31 bytes), some of them wide: labels, titles, the claim keys
   and the log make room by cutting names, never the screen's edge. */
#define LONG                                                                                              \
    "--names Maximiliano-Alejandro-Gil,山本五十六右衛門之助,Anastasia-Konstantinova,Guinevere-" \
    "Montgomery-Xu --fixed-seats"

/* A game with the style, its start screen checked, the first hand dealt. */
static void begin(const char *args)
{
    char all[1024];
    snprintf(all, sizeof all, "play --claim-window 0 --tiles %s %s", style, args);
    drv_trace_mark();
    drv_start(80, 24, all);
    drv_screen_is("start", -1);
    drv_fits();
    drv_check_help_of("start");
    drv_keys("Enter", NULL);
}

static void begin_seed(const char *names, const char *plan)
{
    char args[512];
    snprintf(args, sizeof args, "%s --seed %ld", names, drv_plan_seed(plan));
    begin(args);
}

static void drawn_hand(void)
{
    begin_seed(PLAYERS, "draw");
    drv_play_plan("draw", 0);
    drv_screen_is("result", -1);
    drv_text("exhaustive draw");
    drv_fits();
    drv_check_help_of("result");
    drv_keys("Enter", NULL);
    drv_pass_curtain(1, "table");
    drv_no_cut_since("a drawn hand");
    drv_ok("%s: a whole hand to an exhaustive draw, the declarations, the result", style);
    drv_leave();
}

static void won_last_hand(void)
{
    char args[512];
    snprintf(args, sizeof args, "--from %s/last-win.tsumo", drv_tmp());
    begin(args);
    drv_play_plan("last-win", 0);
    drv_screen_is("result", -1);
    drv_text("page 1 of 2");
    drv_fits();
    drv_keys("Enter", NULL);
    drv_text("page 2 of 2");
    drv_fits();
    drv_keys("Enter", NULL);
    drv_screen_is("final", -1);
    drv_fits();
    drv_check_help_of("final");
    drv_keys("e", NULL);
    drv_text("Exported:");
    drv_fits();
    drv_no_cut_since("a won last hand");
    drv_ok("%s: a won last hand, both pages of its result, the final standings, the export", style);
    drv_keys("q", NULL);
    drv_exit();
}

static void abort_hand(void)
{
    begin_seed(LONG, "abort");
    drv_play_plan("abort", 0);
    drv_screen_is("result", -1);
    drv_text("nine different terminals and honours");
    drv_fits();
    drv_no_cut_since("an abortive draw");
    drv_ok("%s: the nine-terminals abort and its result, with long names", style);
    drv_leave();
}

static void chi(void)
{
    begin_seed(LONG, "chi");
    drv_play_plan("chi", 0);
    /* The choices are on the row above the hints (the 22nd of 24). */
    int ways = 0;
    for (const char *p = drv_row(21); (p = strstr(p, "chi ")) != NULL; p += 4)
        ways++;
    const char *result = drv_plan_line("chi", "result chi ");
    if (!result || ways != atoi(result + 11))
        drv_fail("the claim offers %d ways of chi, not %s", ways, result ? result + 11 : "?");
    drv_fits();
    drv_keys("r", NULL);
    drv_text("Refused: the hand is not complete with that tile — EMA 3.2");
    drv_fits();
    drv_keys("Enter", NULL);
    drv_pass_all();
    const char *c = drv_plan_line("chi", "C ");
    drv_pass_curtain(c ? atoi(c + 2) : -1, "table");
    drv_text("discard a tile after your call");
    if (!drv_matches("<|←"))
        drv_fail("the chi's tile taken from the left is not marked '<' (or '←')");
    drv_fits();
    drv_keys("t", NULL);
    drv_text("Refused: ");
    drv_fits();
    drv_no_cut_since("a chi");
    drv_ok("%s: a claim with %d ways of chi, a refused ron, the chi made, a refused tsumo, long "
           "names",
           style, ways);
    drv_leave();
}

static void chombo(void)
{
    begin(PLAYERS " --seed 7 --penalties penalize");
    drv_pass_curtain(0, "table");
    drv_keys("t", NULL);
    drv_screen_is("result", -1);
    drv_text("chombo");
    drv_fits();
    drv_no_cut_since("a chombo");
    drv_ok("%s: a false tsumo punished, the chombo result", style);
    drv_leave();
}

static void menu(void)
{
    drv_trace_mark();
    drv_remove_state(); /* no game saved: Enter opens the form */
    setenv("TSUMO_TILES", style, 1);
    drv_start(80, 24, "");
    drv_screen_is("menu", -1);
    drv_fits();
    drv_check_help_of("menu");
    drv_keys("Enter", NULL);
    drv_screen_is("setup", -1);
    drv_check_help_of("setup");
    for (int i = 0; i < 11; i++)
        drv_keys("Down", NULL);
    drv_fits();
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_keys("Down", "Enter", NULL);
    drv_screen_is("calc", -1);
    drv_check_help_of("calc");
    drv_type("2 3 4 m 4 5 6 p 6 7 8 s 2 2 z 7 7 7 z");
    drv_text("234m456p678s22z777z");
    drv_text("pung of Rd"); /* the set's name is the same in every style (cli_kind_name) */
    drv_fits();
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    drv_exit();
    drv_no_cut_since("the menu");
    unsetenv("TSUMO_TILES");
    drv_ok("%s: the menu, the new game form and the calculator", style);
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    if (argc < 3)
        drv_fail("usage: test-tui-in styles PLANNER ascii|kanji|unicode");
    style = argv[2];
    static const char *const modes[] = {"draw", "last-win", "abort", "chi"};
    for (int i = 0; i < 4; i++)
        if (!drv_make_plan(modes[i], modes[i]))
            drv_fail("the planner found no seed for %s", modes[i]);
    drv_plan_record("last-win", "last-win.tsumo", "Alice Bob Carol Dave");
    drv_check_help = drv_check_fits = drv_check_hints = true;
    drawn_hand();
    won_last_hand();
    abort_hand();
    chi();
    chombo();
    menu();
    static const char *const kinds[] = {"menu",   "setup", "calc", "start",   "curtain", "table",
                                        "riichi", "claim", "call", "declare", "result",  "final"};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (!drv_helped(kinds[i]))
            drv_fail("%s: the help of the %s screen was not seen", style, kinds[i]);
    drv_ok("%s: the help of every moment names its keys and fits", style);
    return drv_finish();
}
