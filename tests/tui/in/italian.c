/*
 * tui.italian: the table in Italian (po/it.po) at 80x24, as tui.spanish plays it in Spanish: the
 * menu, the new game form, the start screen, a curtain, the table and its help, the result of a
 * won hand and its payments, then an exhaustive draw's declarations and result. Every frame on
 * the way must draw nothing past the edges (the trace's clipped=0, which also counts a key hint
 * that does not fit), every line must be at most 80 columns wide, and the words must be those of
 * the Italian EMA rules (po/glossary/it.txt). Then a drill of each kind (each verdict, the
 * session's review), the rules reference page by page, and a demo (chankan) step by step with
 * its captions, each frame at 80x24 fitting as well. C.UTF-8 with LANGUAGE=it needs no generated
 * locale; the catalogue is the build's own (TSUMO_LOCALEDIR, given by ctest).
 */
#include "driver.h"
#include "ui.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void menu(void)
{
    drv_start(80, 24, "");
    drv_text("Nuova partita");
    drv_text("Calcolatore di mani");
    drv_text("Mahjong Riichi per quattro giocatori a un terminale");
    drv_fits_in("the menu", 80, 24);
    drv_hint_has("muovi", "apri", "aiuto", "esci", NULL);
    drv_ok("the menu is in Italian and fits");
    drv_keys("Enter", NULL);
    drv_text("una nuova partita");
    drv_text("Penalità");
    drv_text("Tempo chiamata");
    drv_fits_in("the new game form", 80, 24);
    drv_hint_has("campo", "cambia", "avanti / inizia", "indietro", "aiuto", NULL);
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
    drv_fits_in("the start screen", 80, 24);
    drv_hint_has("distribuisce la prima mano", "aiuto", "esci", NULL);
    drv_ok("the start screen is in Italian and fits");
    drv_keys("Enter", NULL);
    drv_screen_is("curtain", -1);
    drv_text("Passa la tastiera a");
    drv_text("Premi Enter quando solo");
    drv_fits_in("the curtain", 80, 24);
    drv_hint_has("mostra le mie tessere", "aiuto", "esci", NULL);
    drv_ok("the curtain is in Italian and fits");
    drv_keys("Enter", NULL);
    drv_screen_is("table", -1);
    drv_text("tocca a te: scegli uno scarto");
    drv_text("muro");
    drv_fits_in("the table", 80, 24);
    drv_hint_has("muovi", "scarta", "aiuto", "esci", NULL);
    drv_keys("?", NULL);
    drv_text("Ogni tasto chiude questo aiuto");
    drv_text("scarta la tessera scelta");
    drv_fits_in("the table's help", 80, 24);
    drv_keys("Escape", NULL);
    drv_screen_is("table", -1);
    drv_ok("the table and its help are in Italian and fit");
    drv_check_fits = true;
    drv_play_plan("win", 0);
    drv_check_fits = false;
    drv_screen_is("result", -1);
    drv_text("vince con");
    drv_text("Indicatori dora:");
    drv_fits_in("the result", 80, 24);
    drv_hint_has("aiuto", "esci", NULL);
    drv_ok("the result of the won hand is in Italian and fits");
    drv_keys("Enter", NULL);
    drv_text("Punteggi");
    drv_fits_in("the payments page", 80, 24);
    drv_hint_has("pagina precedente", "aiuto", "esci", NULL);
    drv_ok("the payments page is in Italian and fits");
    drv_leave_asked("Lasciare il tavolo?");
}

/* An exhaustive draw: each seat declares behind its curtain (the declare screen). */
static void drawn_hand(void)
{
    drv_plan_fresh("draw");
    start_plan("draw");
    drv_keys("Enter", NULL);
    drv_check_fits = true; /* the curtains and the declare screens on the way */
    drv_play_plan("draw", 0);
    drv_check_fits = false;
    drv_screen_is("result", -1);
    drv_text("pareggio completo");
    drv_fits_in("the draw's result", 80, 24);
    drv_ok("an exhaustive draw, its declarations and result are in Italian and fit");
    drv_type("q y");
    drv_exit();
}

/* One session of the drill kind at INDEX (the menu's order), five answers, the review. */
static void drill_kind(int index, const char *title, const char *answer)
{
    drv_start(80, 24, "");
    drv_text("Calcolatore di mani");
    drv_keys("Down", "Down", "Enter", NULL);
    drv_screen_is("drill", -1);
    drv_text("Esercizi — EMA 2008");
    for (int i = 0; i < index; i++)
        drv_keys("Down", NULL);
    drv_text(title);
    drv_fits_in("the drills' menu", 80, 24);
    drv_keys("Enter", NULL);
    for (int n = 1; n <= 5; n++) {
        char text[64];
        snprintf(text, sizeof text, "Esercizio %d di 5", n);
        drv_text(text);
        drv_fits_in("a drill's question", 80, 24);
        drv_type(answer);
        drv_keys("Enter", NULL);
        drv_text("La risposta del motore: ");
        drv_grep("^ *(Giusto\\.|Sbagliato)");
        drv_fits_in("a drill's verdict", 80, 24);
        drv_keys("Enter", NULL);
    }
    drv_text("Esercizi — la sessione");
    drv_text("giuste su 5.");
    drv_fits_in("the session's review", 80, 24);
    drv_ok("drill %d (%s): questions, verdicts and the review are in Italian and fit", index,
           title);
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("the program did not end well");
}

/* The rules reference from the menu, every page. */
static void reference(void)
{
    drv_start(80, 24, "");
    drv_keys("Down", "Down", "Down", "Enter", NULL);
    drv_screen_is("reference", -1);
    drv_text("Riepilogo delle regole: EMA 2008");
    drv_text("Riepilogo delle regole, righe 1-20 di ");
    drv_hint_has("riga", "pagina", "aiuto", "indietro", NULL);
    for (int page = 0; !drv_shows("Chombo (EMA 3.4.6)"); page++) {
        if (page > 40)
            drv_fail("the reference never reaches its chombo section");
        drv_fits_in("a page of the rules reference", 80, 24);
        drv_keys("Right", NULL);
    }
    drv_fits_in("the last page of the rules reference", 80, 24);
    drv_text("Pagamento: un non Est paga 4000 a Est e 2000 a ciascun altro giocatore");
    drv_ok("the rules reference is in Italian and every page fits");
    drv_keys("Escape", "q", NULL);
    if (drv_exit() != 0)
        drv_fail("the program did not end well");
}

/* A demo step by step to its result, the captions on the way. */
static void demo(void)
{
    drv_start(80, 24, "demo chankan");
    drv_screen_is("view", -1);
    drv_text("passo 1 di");
    drv_text("←→ passo");
    drv_text("? aiuto  q esci");
    for (int n = 0; !drv_shows("Sud vince con ron su 8p"); n++) {
        if (n > 30)
            drv_fail("the demo never reaches its result");
        drv_fits_in("a step of the demo", 80, 24);
        drv_keys("Right", NULL);
    }
    drv_text("Sud ruba il kong");
    drv_text("Kong Rubato (chankan)");
    drv_fits_in("the demo's result and its caption", 80, 24);
    drv_ok("a demo and its captions are in Italian and every step fits");
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("q did not leave with status 0");
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
    drill_kind(0, "> Furiten: questo giocatore può fare ron su questa tessera?", "no");
    drill_kind(1, "> Chiamate: quali chiamate si possono fare su questo scarto?", "none");
    drill_kind(2, "> Attese: ogni tessera vincente di questa mano", "1m");
    drill_kind(3, "> Punteggio: quanto paga questa vittoria?", "1000");
    drill_kind(4, "> Efficienza: quale scarto accetta più tessere?", "1m");
    drill_kind(5, "> Difesa: quale scarto è più sicuro contro un riichi?", "E");
    reference();
    demo();
    return drv_finish();
}
