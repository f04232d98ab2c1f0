/*
 * tui.calls: a pon and an open kan made through the keyboard, as the players at the table make
 * them: the seat's key in the claim window, its curtain, the call's key, the others pass. Checked
 * on the screens: the meld at the caller's place with the claimed tile turned towards the seat
 * that discarded it (EMA 3.3.5, R-CALL-05), the tile marked as called away in the discarder's
 * pond, the caller's discard after a pon (R-CALL-10) and the meld still in sight on the window
 * that follows it, the kan's replacement tile and its kan dora indicator turned at once (EMA 2.9
 * and 3.3.8, R-KAN-02, R-DORA-02), and no hidden tile on any screen. Then a closed kan declared
 * with K: the window every seat answers (only thirteen orphans may rob it, R-KAN-05), its two
 * middle tiles face down for its owner and for the others (EMA 3.3.8, R-KAN-01), its kan dora
 * indicator turned. (Was tests/tui/calls.sh.)
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const names[] = {"Alice", "Bob", "Carol", "Dave"};

/* The ASCII style's word for a face the planner prints ("3z" is W, "0m" the red 5m). */
static void word(char *out, size_t size, const char *face)
{
    static const char *const honours[] = {"E", "S", "W", "N", "Wh", "Gr", "Rd"};
    if (face[1] == 'z' && face[0] >= '1' && face[0] <= '7')
        snprintf(out, size, "%s", honours[face[0] - '1']);
    else if (face[0] == '0')
        snprintf(out, size, "5%c*", face[1]);
    else
        snprintf(out, size, "%s", face);
}

/* How a meld marks its claimed tile, by where the discarder sits for the caller. */
static char marker(int seat, int from)
{
    return ">^<"[(from - seat + 3) % 4]; /* right, across, left */
}

static int count_of(const char *row, const char *text)
{
    int n = 0;
    for (const char *p = row; (p = strstr(p, text)) != NULL; p += strlen(text))
        n++;
    return n;
}

/* The face-up tiles of the dead wall (its indicators): the centre columns of its row. */
static int indicators(void)
{
    int y = drv_find_row("## ", 0);
    if (y < 0)
        return 0;
    char centre[64] = "";
    const char *row = drv_row(y);
    if (strlen(row) > 19)
        snprintf(centre, sizeof centre, "%.41s", row + 19);
    int n = 0;
    char *save = NULL;
    for (char *w = strtok_r(centre, " ", &save); w; w = strtok_r(NULL, " ", &save))
        n += strcmp(w, "##") != 0;
    return n;
}

static void row_has(int y, const char *text, const char *what)
{
    if (!strstr(drv_row(y), text))
        drv_fail("%s: %s", what, drv_row(y));
}

static void start_plan(const char *plan)
{
    drv_start_plan(80, 24, plan, NULL);
    drv_keys("Enter", NULL);
}

static void open_call(const char *call)
{
    if (!drv_make_plan(call, call))
        drv_fail("the planner found no seed for a %s", call);
    int seat, from;
    char face[8], tile[8], mark[16];
    const char *r = drv_plan_line(call, "result ");
    if (!r || sscanf(r, "result %*s %d %d %7s", &seat, &from, face) != 3)
        drv_fail("the plan's result: %s", r ? r : "none");
    word(tile, sizeof tile, face);
    const char *name = names[seat], *discarder = names[from];
    char m = marker(seat, from);
    snprintf(mark, sizeof mark, "%s%c", tile, m);
    bool pon = strcmp(call, "pon") == 0;

    start_plan(call);
    drv_check_leaks = drv_check_fits = drv_check_hints = true;
    drv_play_plan(call, 0);
    /* (no leak check on the claim itself: its row of choices names the seat's own tiles again) */
    drv_fits();
    int before = 0;
    char text[128];
    if (pon) {
        snprintf(text, sizeof text, "pon %s %s", tile, tile);
        if (!drv_shows(text))
            drv_fail("the claim does not offer '%s'", text);
        drv_keys("p", NULL);
    } else {
        if (!drv_matches("kan( |$)"))
            drv_fail("the claim does not offer the kan");
        before = indicators();
        drv_keys("K", NULL);
    }
    /* The others pass; the caller is behind a curtain again before the table shows the hand. */
    drv_pass_all();
    drv_pass_curtain(seat, "table");
    drv_check_no_leak();
    drv_fits();
    char what[160];
    snprintf(what, sizeof what, "the %s's claimed %s is not marked '%c' towards %s", call, tile, m,
             discarder);
    if (pon) {
        snprintf(text, sizeof text, "%s calls pon on %s from %s", name, tile, discarder);
        drv_text(text);
        drv_text("discard a tile after your call");
        row_has(20, mark, what);
        drv_ok("a pon of %s from %s, made through the keyboard, the claimed tile marked '%c'", tile,
               discarder, m);
    } else {
        snprintf(text, sizeof text, "%s calls an open kan on %s from %s", name, tile, discarder);
        drv_text(text);
        /* After a kan the seat draws its replacement tile and plays a normal turn. */
        drv_text("your turn: choose a discard");
        row_has(20, mark, what);
        int n = count_of(drv_row(20), tile);
        if (n < 4)
            drv_fail("the open kan shows %d tiles of %s, not 4: %s", n, tile, drv_row(20));
        int after = indicators();
        if (after != before + 1)
            drv_fail("the dead wall shows %d indicators after the kan, %d before", after, before);
        drv_ok("an open kan of %s from %s, its replacement drawn and a kan dora indicator turned "
               "at once",
               tile, discarder);
    }
    /* The called tile stays in the discarder's pond, marked as called away. */
    snprintf(text, sizeof text, "%s-", tile);
    if (!drv_shows(text))
        drv_fail("the called %s is not marked '-' in %s's pond", tile, discarder);
    drv_ok("the %s's tile is marked as called away in %s's pond", call, discarder);

    drv_keys("Enter", NULL);
    drv_screen_is("claim", -1);
    snprintf(text, sizeof text, "%s discards", name);
    drv_text(text);
    drv_check_no_leak();
    drv_fits();
    drv_ok("%s discards after the %s and the claim window opens for the others", name, call);
    /* The window shows no hand, but the discarder's melds stay in sight of all (EMA 3.3.5). */
    snprintf(what, sizeof what, "the claim window does not show %s's %s of %s", name, call, tile);
    row_has(19, mark, what);
    int n = count_of(drv_row(19), tile);
    if (n < (pon ? 3 : 4))
        drv_fail("the claim window shows %d tiles of %s's %s: %s", n, name, call, drv_row(19));
    drv_ok("the claim window on %s's discard shows the %s, its tile marked '%c'", name, call, m);
    drv_leave();
}

static void closed_kan(void)
{
    if (!drv_make_plan("closed", "closed-kan"))
        drv_fail("the planner found no closed kan");
    int seat;
    char face[8], tile[8], text[128], down[32];
    const char *r = drv_plan_line("closed", "result ");
    if (!r || sscanf(r, "result %*s %d %7s", &seat, face) != 2)
        drv_fail("the plan's result: %s", r ? r : "none");
    word(tile, sizeof tile, face);
    const char *name = names[seat];
    snprintf(down, sizeof down, "%s ## ## %s", tile, tile);
    start_plan("closed");
    drv_play_plan("closed", drv_plan_last_step("closed", 'A') - 1); /* up to the kan */
    drv_pass_curtain(seat, "table");
    int before = indicators();
    drv_keys("K", NULL);
    /* Every seat answers a closed kan too, so that nobody learns who holds thirteen orphans. */
    drv_screen_is("claim", -1);
    snprintf(text, sizeof text, "%s: closed kan of %s — only kokushi may rob it", name, tile);
    drv_text(text);
    drv_fits();
    drv_pass_all();
    drv_pass_curtain(seat, "table");
    snprintf(text, sizeof text, "%s declares a closed kan", name);
    drv_text(text);
    drv_check_no_leak();
    drv_fits();
    row_has(20, down, "the closed kan is not shown with its middle tiles face down");
    int after = indicators();
    if (after != before + 1)
        drv_fail("the dead wall shows %d indicators after the closed kan, %d before", after,
                 before);
    drv_ok("%s's closed kan of %s: the middle tiles face down, a kan dora indicator turned", name,
           tile);
    drv_keys("Enter", NULL);
    drv_screen_is("claim", -1);
    row_has(19, down, "the claim window on the discard does not show the closed kan");
    drv_ok("the claim window on %s's discard shows the closed kan, its middle tiles face down",
           name);
    drv_pass_all();
    drv_pass_curtain((seat + 1) % 4, "table");
    if (!drv_shows(down))
        drv_fail("the next player does not see the closed kan face down");
    drv_check_no_leak();
    drv_ok("the next player sees %s's closed kan with its middle tiles face down", name);
    drv_leave();
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    open_call("pon");
    open_call("kan");
    closed_kan();
    return drv_finish();
}
