/*
 * tui.view-nav: the viewer steered for a talk (issue 21, item 5), on a game of `tsumo sim`
 * (seed 5) whose steps `tsumo view --print` numbers as the title does:
 * - g and a number goes to that step, g and a hand's name (S3, E3-1 with its counters) to that
 *   hand's deal; a name or number of nothing is said, and the viewer stays;
 * - e and E go to the next and previous call, riichi or hand's end, and in a demo to a caption;
 * - --autoplay steps on by itself at its pace on the test clock (no waiting), a pauses, + and -
 *   change the pace; a pace under a quarter second is refused;
 * - H lists the hands with their results ("E1 Sim C ron 3900"); Enter goes to one's deal;
 * - the step left at is written to $XDG_STATE_HOME/tsumo/viewer-steps and offered when the
 *   game is opened again (b goes back); a corrupt file is refused with a word, never followed;
 * - Esc in a demo asks first (n and Esc stay, y leaves); in tsumo view it leaves at once.
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char file[512], args[700];
static int total;

/* What --print says of the game: its deals (step, line), its first call, riichi and hand end. */
static struct {
    int step;
    char line[160];
} deals[32];
static int deal_count, first_call, first_riichi, first_end;

static void read_print(void)
{
    snprintf(args, sizeof args, "view --print %s", file);
    if (drv_output("print", args) != 0)
        drv_fail("view --print failed");
    char path[600], line[1024];
    snprintf(path, sizeof path, "%s/print", drv_tmp());
    FILE *f = fopen(path, "r");
    int last = 0;
    while (f && fgets(line, sizeof line, f)) {
        int step = atoi(line);
        if (strncmp(line, "points ", 7) == 0 && !first_end)
            first_end = last;
        if (step <= 0)
            continue;
        last = total = step;
        if (strstr(line, " begins: ") && deal_count < 32) {
            deals[deal_count].step = step;
            snprintf(deals[deal_count++].line, sizeof deals[0].line, "%.150s", line);
        }
        if (strstr(line, " calls ") && !first_call)
            first_call = step;
        if (strstr(line, "declares riichi") && !first_riichi)
            first_riichi = step;
    }
    if (f)
        fclose(f);
    if (deal_count < 4 || !first_call || !first_riichi || !first_end)
        drv_fail("--print shows no game to steer: %d deals", deal_count);
}

/* The deal of a hand by its round, number and counters, as --print writes it; 0 if none. */
static int deal_of(const char *round, int counters)
{
    char want[64];
    snprintf(want, sizeof want, "counters: %d,", counters);
    for (int i = 0; i < deal_count; i++)
        if (strstr(deals[i].line, round) && strstr(deals[i].line, want))
            return deals[i].step;
    return 0;
}

/* The title names the step; a hand's end shows its result pages, whose t shows the table. */
static void at_step(int step, const char *what)
{
    char want[64];
    snprintf(want, sizeof want, "step %d of %d", step, total);
    bool result = drv_shows("t table");
    if (result)
        drv_keys("t", NULL);
    if (!drv_shows(want))
        drv_fail("%s: not at step %d", what, step);
    if (result)
        drv_keys("t", NULL);
}

static void open_view(const char *more)
{
    snprintf(args, sizeof args, "view %s%s", file, more);
    drv_start(80, 24, args);
    drv_screen_is("view", -1);
}

static void go_to(void)
{
    open_view("");
    drv_keys("g", "57", "Enter", NULL);
    at_step(57, "g 57");
    /* a hand with a second deal: its name alone is the first, with a dash its counters */
    int e3 = deal_of(" East 3 begins", 1), s4 = deal_of(" South 4 begins", 0),
        s4_1 = deal_of(" South 4 begins", 1), s3 = deal_of(" South 3 begins", 0);
    if (!e3 || !s4 || !s4_1 || !s3)
        drv_fail("the game lacks E3-1, S3, S4 or S4-1");
    drv_keys("g", "S3", "Enter", NULL);
    at_step(s3, "g S3");
    drv_keys("g", "s4", "Enter", NULL);
    at_step(s4, "g s4");
    drv_keys("g", "S4-1", "Enter", NULL);
    at_step(s4_1, "g S4-1");
    drv_keys("g", "E3-1", "Enter", NULL);
    at_step(e3, "g E3-1");
    drv_keys("g", "X9", "Enter", NULL);
    drv_text("There is no step or hand X9");
    at_step(e3, "after X9");
    char past[16];
    snprintf(past, sizeof past, "%d", total + 1);
    drv_keys("g", past, "Enter", NULL);
    drv_text("There is no step or hand");
    drv_keys("g", "E1-7", "Enter", NULL); /* no East 1 with seven counters */
    drv_text("There is no step or hand E1-7");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("g goes to step 57, to S3, S4, S4-1 and E3-1 by name; X9, %d and E1-7 are nothing",
           total + 1);
}

static void events(void)
{
    drv_remove_state();
    open_view("");
    int want[3] = {first_call, first_riichi, first_end};
    for (int i = 0; i < 3; i++) /* in order of their steps */
        for (int j = i + 1; j < 3; j++)
            if (want[j] < want[i]) {
                int t = want[i];
                want[i] = want[j];
                want[j] = t;
            }
    for (int i = 0; i < 3; i++) {
        drv_keys("e", NULL);
        at_step(want[i], "e");
    }
    drv_keys("E", NULL);
    at_step(want[1], "E");
    drv_keys("E", NULL);
    at_step(want[0], "E");
    drv_keys("E", NULL);
    drv_text("No call, riichi, hand's end or caption before this step");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("e goes to the call (%d), the riichi (%d) and the win (%d); E back; none before",
           first_call, first_riichi, first_end);

    /* a demo's caption is an event: the first one stands at the first deal */
    drv_start(80, 24, "demo furiten-temporary");
    drv_keys("e", NULL);
    drv_text("step 2 of");
    drv_text("c hides the caption");
    drv_keys("Escape", "y", NULL);
    drv_exit();
    drv_ok("in a demo, e goes to a caption");
}

static void autoplay(void)
{
    drv_remove_state();
    open_view(" --autoplay 1.5");
    at_step(1, "autoplay");
    drv_text("autoplay 1.5 s");
    drv_advance(1499);
    at_step(1, "1.499 s");
    drv_advance(1);
    at_step(2, "1.5 s");
    drv_advance(1500);
    at_step(3, "3 s");
    drv_keys("a", NULL);
    drv_text("Autoplay paused");
    drv_advance(10000);
    at_step(3, "paused");
    drv_keys("a", "+", NULL); /* on again, and half a second slower */
    drv_text("a step every 2 s");
    drv_advance(1999);
    at_step(3, "1.999 s at 2 s");
    drv_advance(1);
    at_step(4, "2 s");
    drv_keys("-", "-", "-", NULL);
    drv_text("a step every 0.75 s");
    drv_advance(750);
    at_step(5, "0.75 s");
    drv_keys("End", NULL);
    drv_advance(750);
    drv_text("Autoplay stopped: this is the last step");
    drv_keys("q", NULL);
    drv_exit();
    snprintf(args, sizeof args, "view %s --autoplay 0.1", file);
    drv_start(80, 24, args);
    if (drv_exit() != 2)
        drv_fail("--autoplay 0.1 is not refused");
    drv_start(80, 24, "demo furiten-temporary --autoplay 0.1");
    if (drv_exit() != 2)
        drv_fail("demo --autoplay 0.1 is not refused");
    drv_start(80, 24, "demo furiten-temporary --autoplay 1");
    drv_text("step 1 of");
    drv_advance(1000);
    drv_text("step 2 of");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("--autoplay 1.5 steps every 1.5 s of the test clock; a pauses; + and - pace it; it "
           "stops at the end; 0.1 s is refused; tsumo demo takes it too");
}

static void hands(void)
{
    drv_remove_state();
    open_view("");
    drv_keys("H", NULL);
    drv_text("The hands and how they ended");
    drv_grep("E1 +Sim [A-D] (ron|tsumo) [0-9]+");
    drv_grep("E3-1 ");
    drv_fits();
    drv_keys("Down", "Down", "Enter", NULL);
    drv_gone("The hands and how they ended");
    at_step(deals[2].step, "the third hand");
    drv_keys("H", "Escape", NULL);
    drv_gone("The hands and how they ended");
    at_step(deals[2].step, "Esc");
    drv_keys("?", NULL);
    drv_text("the hands with their results");
    drv_keys("Escape", "q", NULL);
    drv_exit();
    drv_ok("H lists each hand with its result; Down Down Enter goes to the third deal");
}

static void write_state(const char *text)
{
    char path[600];
    snprintf(path, sizeof path, "%s/tsumo/viewer-steps", getenv("XDG_STATE_HOME"));
    FILE *f = fopen(path, "w");
    if (!f || fputs(text, f) < 0 || fclose(f) != 0)
        drv_fail("cannot write %s", path);
}

static void resume(void)
{
    drv_remove_state();
    open_view("");
    drv_keys("g", "100", "Enter", "q", NULL);
    drv_exit();
    char line[700];
    snprintf(line, sizeof line, "100 %d %s", total, file);
    if (!drv_saved_line("tsumo/viewer-steps", line))
        drv_fail("viewer-steps does not hold '%s'", line);
    open_view("");
    at_step(1, "reopened");
    drv_text("Left at step 100 last time: b goes back there");
    drv_keys("b", NULL);
    at_step(100, "b");
    drv_keys("Home", "q", NULL);
    drv_exit();
    if (drv_saved_line("tsumo/viewer-steps", line))
        drv_fail("left at the first step, the file still holds '%s'", line);
    drv_ok("the step left at is written, offered on reopening, b goes there; step 1 forgets it");

    /* the header, the step, the count, the place and the end, each spoiled in turn */
    static const char *const corrupt[][4] = {
        {"tsumo-viewer-steps 1\n", "100", "", ""}, /* no newline at the end */
        {"tsumo-viewer-steps 1\n", "9999999", "", "\n"},
        {"tsumo-viewer-steps 2\n", "100", "", "\n"},
        {"tsumo-viewer-steps 1\n", "-100", "", "\n"},
        {"tsumo-viewer-steps 1\n", "100", "\x1b[2J", "\n"},
    };
    for (size_t i = 0; i < sizeof corrupt / sizeof corrupt[0]; i++) {
        char text[800];
        snprintf(text, sizeof text, "%s%s %d %s%s%s", corrupt[i][0], corrupt[i][1], total, file,
                 corrupt[i][2], corrupt[i][3]);
        write_state(text);
        open_view("");
        at_step(1, "corrupt");
        drv_text("The steps the viewer remembers do not read");
        drv_keys("b", NULL);
        drv_text("No step is remembered for this game");
        drv_keys("g", "7", "Enter", "q", NULL);
        drv_exit();
        snprintf(line, sizeof line, "7 %d %s", total, file);
        if (!drv_saved_line("tsumo/viewer-steps", line))
            drv_fail("a corrupt file is not replaced by a good one (%zu)", i);
    }
    /* a game with another number of steps is not offered the step */
    char text[800];
    snprintf(text, sizeof text, "tsumo-viewer-steps 1\n100 %d %s\n", total + 1, file);
    write_state(text);
    open_view("");
    if (drv_shows("Left at step"))
        drv_fail("a step of a game with other steps is offered");
    drv_keys("q", NULL);
    drv_exit();
    drv_ok("a corrupt file of steps is refused with a word and replaced; another game's is not "
           "offered");
}

static void escape(void)
{
    drv_remove_state();
    drv_start(80, 24, "demo furiten-temporary");
    drv_keys("Right", "Escape", NULL);
    drv_text("Leave the demo?");
    drv_keys("n", NULL);
    drv_gone("Leave the demo?");
    drv_text("step 2 of");
    drv_keys("Escape", "Escape", NULL);
    drv_gone("Leave the demo?");
    if (!drv_running())
        drv_fail("Esc at the question left the demo");
    drv_keys("Escape", "y", NULL);
    if (drv_exit() != 0)
        drv_fail("Esc y did not leave with status 0");
    open_view("");
    drv_keys("Escape", NULL);
    if (drv_exit() != 0)
        drv_fail("Esc did not leave tsumo view");
    drv_ok("Esc in a demo asks first: n and Esc stay, y leaves; tsumo view leaves at once");
}

int main(int argc, char **argv)
{
    drv_init(argc, argv);
    snprintf(file, sizeof file, "%s", drv_sim_record(5));
    read_print();
    go_to();
    events();
    autoplay();
    hands();
    resume();
    escape();
    return drv_finish();
}
