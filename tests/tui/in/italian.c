/*
 * tui.italian: the table in Italian (po/it.po) at 80x24, as tui.spanish plays it in Spanish: the
 * menu, the new game form, the start screen, a curtain, the table and its help, the result of a
 * won hand and its payments, then an exhaustive draw's declarations and result. Every frame on
 * the way must draw nothing past the edges (the trace's clipped=0, which also counts a key hint
 * that does not fit), every line must be at most 80 columns wide, and the words must be those of
 * the Italian EMA rules (po/glossary/it.txt). C.UTF-8 with LANGUAGE=it needs no generated
 * locale; the catalogue is the build's own (TSUMO_LOCALEDIR, given by ctest).
 */
#include "driver.h"
#include "ui.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Nothing cut at the edges, and no line wider than the terminal. */
static void fits(const char *what)
{
    drv_fits();
    for (int y = 0; y < 24; y++)
        if (ui_width(drv_row(y)) > 80)
            drv_fail("%s: a line is wider than 80 columns: %s", what, drv_row(y));
}

/* The key hint row (the second from the bottom) holds every text, so that no pair was dropped
   for want of room. */
static void hint_has(const char *text, ...)
{
    va_list ap;
    va_start(ap, text);
    for (const char *t = text; t; t = va_arg(ap, const char *))
        if (!strstr(drv_row(22), t))
            drv_fail("the key hint '%s' lacks '%s'", drv_row(22), t);
    va_end(ap);
}

static void menu(void)
{
    drv_start(80, 24, "");
    drv_text("Nuova partita");
    drv_text("Calcolatore di mani");
    drv_text("Mahjong Riichi per quattro giocatori a un terminale");
    fits("the menu");
    hint_has("scegli", "apri", "aiuto", "esci", NULL);
    drv_ok("the menu is in Italian and fits");
    drv_keys("Enter", NULL);
    drv_text("una nuova partita");
    drv_text("Penalità");
    drv_text("Tempo chiamata");
    fits("the new game form");
    hint_has("campo", "cambia", "avanti / inizia", "indietro", "aiuto", NULL);
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("quitting the menu did not exit with 0");
    drv_ok("the new game form is in Italian and fits");
}

static void start_plan(const char *plan)
{
    char args[256];
    snprintf(args, sizeof args,
             "play --names Alessia,Bruno,Chiara,Dario --seed %ld --fixed-seats --claim-window 0",
             drv_plan_seed(plan));
    drv_start(80, 24, args);
    drv_text("I giocatori e i loro tasti di chiamata");
}

/* A won hand, played through the keyboard as tui.win plays it. */
static void won_hand(void)
{
    if (!drv_make_plan("win", "win"))
        drv_fail("the planner found no seed whose first hand is won");
    start_plan("win");
    fits("the start screen");
    hint_has("distribuisce la prima mano", "aiuto", "esci", NULL);
    drv_ok("the start screen is in Italian and fits");
    drv_keys("Enter", NULL);
    drv_screen_is("curtain", -1);
    drv_text("Passa la tastiera a");
    drv_text("Premi Enter quando solo");
    fits("the curtain");
    hint_has("mostra le mie tessere", "aiuto", "esci", NULL);
    drv_ok("the curtain is in Italian and fits");
    drv_keys("Enter", NULL);
    drv_screen_is("table", -1);
    drv_text("tocca a te: scegli uno scarto");
    drv_text("muro");
    fits("the table");
    hint_has("muovi", "scarta", "aiuto", "esci", NULL);
    drv_keys("?", NULL);
    drv_text("Ogni tasto chiude questo aiuto");
    drv_text("scarta la tessera scelta");
    fits("the table's help");
    drv_keys("Escape", NULL);
    drv_screen_is("table", -1);
    drv_ok("the table and its help are in Italian and fit");
    drv_check_fits = true;
    drv_play_plan("win", 0);
    drv_check_fits = false;
    drv_screen_is("result", -1);
    drv_text("vince con");
    drv_text("Indicatori dora:");
    fits("the result");
    hint_has("aiuto", "esci", NULL);
    drv_ok("the result of the won hand is in Italian and fits");
    drv_keys("Enter", NULL);
    drv_text("Punteggi");
    fits("the payments page");
    hint_has("pagina precedente", "aiuto", "esci", NULL);
    drv_ok("the payments page is in Italian and fits");
    drv_keys("q", NULL);
    drv_text("Lasciare il tavolo?");
    fits("the leave dialog");
    drv_keys("y", NULL);
    if (drv_exit() != 0)
        drv_fail("leaving did not exit with 0");
}

/* An exhaustive draw: each seat declares behind its curtain (the declare screen). */
static void drawn_hand(void)
{
    if (!drv_make_plan("draw", "draw"))
        drv_fail("the planner found no seed whose first hand is drawn");
    drv_remove_state();
    drv_trace_mark();
    start_plan("draw");
    drv_keys("Enter", NULL);
    drv_play_plan("draw", 0);
    drv_screen_is("result", -1);
    drv_text("pareggio completo");
    fits("the draw's result");
    drv_ok("an exhaustive draw, its declarations and result are in Italian and fit");
    drv_type("q y");
    drv_exit();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    setenv("LANGUAGE", "it", 1);
    const char *dir = getenv("TSUMO_LOCALEDIR");
    char mo[512];
    snprintf(mo, sizeof mo, "%s/it/LC_MESSAGES/tsumo.mo", dir ? dir : "");
    if (!dir || access(mo, R_OK) != 0)
        drv_fail("no Italian catalogue in %s", dir ? dir : "(TSUMO_LOCALEDIR unset)");
    menu();
    won_hand();
    drawn_hand();
    return drv_finish();
}
