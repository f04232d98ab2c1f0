/*
 * tui.spanish: the table in Spanish (po/es.po) at 80x24: the menu, the new game form, the start
 * screen, a curtain, the table and its help, a claim window and the result of a won hand, then
 * an exhaustive draw's declarations. Every frame on the way must draw nothing past the edges
 * (the trace's clipped=0, which also counts a key hint that does not fit), every line must be at
 * most 80 columns wide, and the words must be the Spanish ones. C.UTF-8 with LANGUAGE=es needs
 * no generated locale; the catalogue is the build's own (TSUMO_LOCALEDIR, given by ctest).
 * (Was tests/tui/spanish.sh.)
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
    drv_text("Partida nueva");
    drv_text("Calculadora de manos");
    drv_text("Riichi Mahjong para cuatro jugadores en un solo terminal");
    drv_fits_in("the menu", 80, 24);
    drv_hint_has("elegir", "abrir", "ayuda", "salir", NULL);
    drv_ok("the menu is in Spanish and fits");
    drv_keys("Enter", NULL);
    drv_text("partida nueva");
    drv_text("Penalizaciones");
    drv_text("Para reclamar");
    drv_fits_in("the new game form", 80, 24);
    drv_hint_has("campo", "cambiar", "siguiente / empezar", "volver", "ayuda", NULL);
    drv_keys("Escape", NULL);
    drv_screen_is("menu", -1);
    drv_keys("q", NULL);
    if (drv_exit() != 0)
        drv_fail("quitting the menu did not exit with 0");
    drv_ok("the new game form is in Spanish and fits");
}

static void start_plan(const char *plan)
{
    char args[256];
    snprintf(args, sizeof args,
             "play --names Alicia,Bruno,Carmen,Diego --seed %ld --fixed-seats --claim-window 0",
             drv_plan_seed(plan));
    drv_start(80, 24, args);
    drv_text("Jugadores y sus teclas para reclamar");
}

/* A won hand, played through the keyboard as tui.win plays it. */
static void won_hand(void)
{
    if (!drv_make_plan("win", "win"))
        drv_fail("the planner found no seed whose first hand is won");
    start_plan("win");
    drv_fits_in("the start screen", 80, 24);
    drv_hint_has("repartir la primera mano", "ayuda", "salir", NULL);
    drv_ok("the start screen is in Spanish and fits");
    drv_keys("Enter", NULL);
    drv_screen_is("curtain", -1);
    drv_text("Pasa el teclado a");
    drv_text("Pulsa Enter cuando solo");
    drv_fits_in("the curtain", 80, 24);
    drv_hint_has("ver mis fichas", "ayuda", "salir", NULL);
    drv_ok("the curtain is in Spanish and fits");
    drv_keys("Enter", NULL);
    drv_screen_is("table", -1);
    drv_text("tu turno: elige un descarte");
    drv_text("muro");
    drv_fits_in("the table", 80, 24);
    drv_hint_has("mover", "descarte", "ayuda", "salir", NULL);
    drv_keys("?", NULL);
    drv_text("Cualquier tecla cierra esta ayuda");
    drv_text("descartar la ficha elegida");
    drv_fits_in("the table's help", 80, 24);
    drv_keys("Escape", NULL);
    drv_screen_is("table", -1);
    drv_ok("the table and its help are in Spanish and fit");
    drv_check_fits = true;
    drv_play_plan("win", 0);
    drv_check_fits = false;
    drv_screen_is("result", -1);
    drv_text("gana por");
    drv_text("Indicadores de dora:");
    drv_fits_in("the result", 80, 24);
    drv_hint_has("ayuda", "salir", NULL);
    drv_ok("the result of the won hand is in Spanish and fits");
    drv_keys("Enter", NULL);
    drv_text("Puntuaciones");
    drv_fits_in("the payments page", 80, 24);
    drv_hint_has("página anterior", "ayuda", "salir", NULL);
    drv_ok("the payments page is in Spanish and fits");
    drv_leave_asked("¿Dejar la mesa?");
}

/* An exhaustive draw: each seat declares behind its curtain (the declare screen). */
static void drawn_hand(void)
{
    drv_plan_fresh("draw");
    start_plan("draw");
    drv_keys("Enter", NULL);
    drv_play_plan("draw", 0);
    drv_screen_is("result", -1);
    drv_text("empate exhaustivo");
    drv_fits_in("the draw's result", 80, 24);
    drv_ok("an exhaustive draw, its declarations and result are in Spanish and fit");
    drv_type("q y");
    drv_exit();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    setenv("LANGUAGE", "es", 1);
    const char *dir = getenv("TSUMO_LOCALEDIR");
    char mo[512];
    snprintf(mo, sizeof mo, "%s/es/LC_MESSAGES/tsumo.mo", dir ? dir : "");
    if (!dir || access(mo, R_OK) != 0)
        drv_fail("no Spanish catalogue in %s", dir ? dir : "(TSUMO_LOCALEDIR unset)");
    menu();
    won_hand();
    drawn_hand();
    return drv_finish();
}
