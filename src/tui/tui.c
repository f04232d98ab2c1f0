/*
 * The table's entry points (`tsumo`, `tsumo play`) and its main loop.
 *
 * The loop draws the whole screen, then blocks on the keyboard: an idle
 * table uses no CPU. Only while a claim window's timer runs does the read
 * time out, to count the window down and close it. Every key is followed by
 * a full redraw, so a keypress is on the screen within one frame.
 */
#include "tui.h"
#include "bot.h"
#include "ui.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the trace (tests and debugging) ---- */

/* The trace's name of a screen: its row's id. */
static const char *screen_id(int screen)
{
    const ui_screen_row *s = ui_screen_of(screen);
    return s ? s->id : "quit";
}

static void trace_tile(FILE *f, tsumo_tile t, int red)
{
    char s[4];
    tile_typed(s, t, red);
    fprintf(f, " %s", s);
}

/*
 * With TSUMO_TUI_TRACE=FILE, each frame appends one line: the screen, the
 * seat whose tiles may be shown, and every tile the frame may show (the view
 * it was drawn from). Tests compare the captured screen with it, so that a
 * tile that is on screen but not in the list is a leak. The list is written
 * from the same view as the screen, never from hidden state.
 */
/* A demo's caption, where the frame has one: the tests check what it covers (caption.c). */
static void trace_caption(FILE *f)
{
    ui_rect caption = caption_last();
    if (caption.h > 0)
        fprintf(f, " caption=%d,%d,%d,%d", caption.y, caption.x, caption.h, caption.w);
}

/* The viewer's step, of how many, and the demo's place in a talk: a test goes to a step (g)
   and knows the frame is that step's (tests/tui/caption-talk.sh). */
static void trace_step(FILE *f, const ui *u)
{
    size_t step, count, talk_at;
    if (view_step_of(u, &step, &count, &talk_at))
        fprintf(f, " step=%zu/%zu talk=%zu", step, count, talk_at);
}

static void trace_line(FILE *f, const ui *u)
{
    fprintf(f, "screen=%s holder=%d small=%d help=%d clipped=%d size=%dx%d standings=%d",
            screen_id(u->screen), ui_is_seat(u->holder) ? u->holder : -1, u->too_small ? 1 : 0,
            u->help ? 1 : 0, canvas_clipped(), canvas_cols(), canvas_rows(), u->standings ? 1 : 0);
    trace_caption(f);
    trace_step(f, u);
    const tsumo_game *game = ui_game(u);
    if (game && tsumo_game_phase(game) != TSUMO_PHASE_START) {
        int red = ui_rules(u)->red_fives;
        int seat = ui_viewer(u);
        tsumo_view v;
        tsumo_game_view(game, seat, &v);
        fprintf(f, " phase=%d round=%d hand=%d turn=%d", v.phase, v.round, v.hand, v.turn);
        /* Open hands: each seat's hand as the table writes it ("1469m12p3345s23z+5p"). */
        for (int s = 0; u->opt.open_hands && s < UI_SEATS; s++) {
            char hand[48];
            board_hand_text(hand, sizeof hand, u, game, s);
            char *gap = strchr(hand, ' '); /* one word: the drawn tile after a '+' */
            if (gap)
                *gap = '+';
            fprintf(f, "%s%s", s ? "|" : " hands=", hand);
        }
        fputs(" ponds=", f);
        for (int s = 0; s < 4; s++) {
            fputc(s ? '|' : '[', f);
            for (int i = 0; i < v.seats[s].discard_count; i++) {
                char t[4];
                tile_typed(t, v.seats[s].discards[i].tile, red);
                fputs(t, f);
            }
        }
        fputs("] allowed:", f);
        for (int s = 0; s < 4; s++) {
            for (int i = 0; i < v.seats[s].discard_count; i++)
                trace_tile(f, v.seats[s].discards[i].tile, red);
            for (int m = 0; m < v.seats[s].meld_count; m++)
                for (int i = 0; i < v.seats[s].melds[m].count; i++)
                    trace_tile(f, v.seats[s].melds[m].tiles[i], red);
            for (int i = 0; i < v.seats[s].shown_count; i++)
                trace_tile(f, v.seats[s].shown[i], red);
        }
        for (int i = 0; i < v.indicator_count; i++)
            trace_tile(f, v.indicators[i], red);
        for (int i = 0; i < v.hand_count; i++)
            trace_tile(f, v.hand_tiles[i], red);
        /* Open hands: every seat's hand may show, each from its own view. */
        for (int s = 0; u->opt.open_hands && s < UI_SEATS; s++) {
            tsumo_view own;
            tsumo_game_view(game, s, &own);
            for (int i = 0; s != seat && i < own.hand_count; i++)
                trace_tile(f, own.hand_tiles[i], red);
        }
        /* A claim draws the discard again, beside the hand. */
        if (u->screen == UI_SCREEN_CALL && v.claim_tile < TSUMO_TILES)
            trace_tile(f, v.claim_tile, red);
        /* A result also shows each winner's ura indicators and winning tile. */
        const tsumo_hand_result *r = tsumo_game_result(game);
        for (int w = 0; r && w < r->win_count; w++) {
            trace_tile(f, r->wins[w].tile, red);
            for (int i = 0; i < r->wins[w].win.ura_count; i++)
                fprintf(f, " %d%c", tsumo_kind_number(r->wins[w].win.ura[i]),
                        "mpsz"[tsumo_kind_suit(r->wins[w].win.ura[i])]);
        }
        if (ui_is_seat(seat)) {
            tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
            int n = tsumo_game_legal(game, seat, legal, TSUMO_GAME_MAX_LEGAL);
            fputs(" legal:", f);
            int last = -1;
            for (int i = 0; i < n; i++)
                if (legal[i].type != last) {
                    fprintf(f, " %s", tsumo_action_type_id((tsumo_action_type)legal[i].type));
                    last = legal[i].type;
                }
        }
    }
    fputc('\n', f);
}

/*
 * The last frame's line also goes, replaced whole (written, then renamed), to
 * FILE.last: the tests poll it many times a frame, and reading it takes no
 * process of their own, where finding the end of FILE did.
 */
void trace_frame(const ui *u)
{
    static const char *path;
    static bool checked;
    if (!checked) {
        path = ui_env_text(CLI_ENV_TUI_TRACE);
        checked = true;
    }
    if (!path || !*path)
        return;
    FILE *f = fopen(path, "a");
    if (!f)
        return;
    trace_line(f, u);
    fclose(f);
    char last[4096], next[4096];
    int n = snprintf(last, sizeof last, "%s.last", path);
    int m = snprintf(next, sizeof next, "%s.last.new", path);
    if (n < 0 || m < 0 || (size_t)m >= sizeof next || !(f = fopen(next, "w")))
        return;
    trace_line(f, u);
    if (fclose(f) == 0)
        rename(next, last);
}

/* ---- the leave dialog ---- */

static void leave_table(ui *u)
{
    u->want_quit = false;
    if (!u->from_menu) {
        u->screen = UI_SCREEN_QUIT;
        return;
    }
    play_close(u);
    ui_enter(u, UI_SCREEN_MENU);
}

static bool leave_key(ui *u, int key)
{
    (void)key;
    leave_table(u);
    return true;
}

static bool stay_key(ui *u, int key)
{
    (void)key;
    u->want_quit = false;
    return true;
}

/* The leave dialog's keys, over any screen; nothing else acts while it is up. */
static const ui_key_row quit_rows[] = {
    {.codes = {'y', 'Y'}, .key = "y", .label = N_("leave"), .act = leave_key},
    {.codes = {'n', 'N', UI_KEY_ESCAPE}, .key = "n", .label = N_("stay"), .act = stay_key},
};
static const ui_keys quit_keys = UI_KEYS(quit_rows, false);

static void quit_box_draw(const ui *u)
{
    int rows = canvas_rows(), cols = canvas_cols();
    int w = 64, h = 7;
    int x = (cols - w) / 2, y = (rows - h) / 2;
    ui_box(y, x, h, w, _("Leave the table?"));
    ui_wrap(y + 1, x + 2, w - 4, 3, UI_PAINT_TEXT,
            u->game_saved ? _("The game is saved after every action: choose \"Resume\" in the "
                              "menu, or run tsumo play --resume, to go on.")
                          : _("This game could not be saved and will be lost."));
    ui_keys_hint(u, &quit_keys, y + h - 2, x + 2, w - 4);
}

/* ---- the frame and the keys ---- */

static void draw(ui *u)
{
    canvas_clear();
    u->too_small = canvas_rows() < UI_MIN_ROWS || canvas_cols() < UI_MIN_COLS;
    if (u->too_small) {
        screen_small_draw(u);
    } else {
        const ui_screen_row *s = ui_screen_of(u->screen);
        if (s)
            s->draw(u);
        ui_big_note_draw(u);
        ui_open_hands_draw(u);
        if (u->want_quit)
            quit_box_draw(u);
        else if (u->help)
            screen_help_draw(u);
        else if (u->standings)
            screen_standings_draw(u, ui_game(u));
    }
    if (u->too_small || u->help || u->standings || u->want_quit || !ui_typing(u))
        canvas_cursor(-1, -1);
    /* The frame reaches the terminal before its line reaches the trace: a test that sees the
       line and then a screen that has stopped changing sees this frame, not the one before. */
    canvas_flush();
    trace_frame(u);
}

/* The screens of a game in play, over which `=` shows the standings (their rows say). */
static bool in_game(const ui *u)
{
    const ui_screen_row *s = ui_screen_of(u->screen);
    return s && s->standings && ui_game(u) != NULL;
}

static void handle_key(ui *u, int key)
{
    if (key == UI_KEY_RESIZE || key == UI_KEY_OTHER)
        return;
    if (key == UI_KEY_REDRAW) {
        canvas_repaint();
        return;
    }
    if (key == UI_KEY_TIMEOUT) {
        if (u->screen == UI_SCREEN_CLAIM && u->claim.deadline && play_now_ms() >= u->claim.deadline)
            play_claim_close(u);
        cpu_turn_act(u);
        view_tick(u);
        return;
    }
    if (u->want_quit) {
        ui_keys_run(u, &quit_keys, key);
        return;
    }
    if (u->help && key == ' ' && u->help_page + 1 < screen_help_pages(u)) {
        u->help_page++;
        return;
    }
    if (u->help || u->standings) {
        u->help = u->standings = false;
        u->help_page = 0;
        return;
    }
    if (u->too_small) {
        if (key == 'q')
            u->screen = UI_SCREEN_QUIT;
        return;
    }
    if ((key == '?' && !ui_typing(u)) || key == UI_KEY_HELP) {
        u->help = true;
        return;
    }
    if (key == '=' && in_game(u)) {
        u->standings = true;
        return;
    }
    ui_key(u, key);
}

int ui_run(ui *u)
{
    while (u->screen != UI_SCREEN_QUIT) {
        draw(u);
        /* The claim window's clock stops while the window cannot be seen. */
        play_claim_hold(u, u->too_small || u->help || u->standings || u->want_quit);
        int timeout = play_claim_timeout(u);
        if (timeout > 100)
            timeout = 100;        /* the countdown on screen, a tenth of a second at a time */
        int cpu = cpu_timeout(u); /* a computer's pause, the same way: keys still work */
        if (cpu >= 0 && (timeout < 0 || cpu < timeout))
            timeout = cpu;
        int view = view_timeout(u); /* the viewer's autoplay, the same way */
        if (view >= 0 && (timeout < 0 || view < timeout))
            timeout = view;
        int key = canvas_read(timeout);
        if (key == UI_KEY_INTERRUPT)
            break; /* everything is saved already */
        handle_key(u, key);
    }
    return 0;
}

/* ---- entry points ---- */

bool ui_faces_ready(void)
{
    char why[512];
    if (tile_faces_load(why, sizeof why))
        return true;
    fprintf(stderr, _("tsumo: cannot read the faces of big tiles: %s\n"), why);
    return false;
}

static int run_table(ui *u)
{
    if (!ui_faces_ready()) {
        play_close(u);
        return 2;
    }
    if (!canvas_open(ui_colour_wanted())) {
        fputs(_("tsumo: the table needs a terminal (see tsumo --help)\n"), stderr);
        play_close(u);
        return 2;
    }
    save_sweep(); /* what killed saves left behind */
    int status = ui_run(u);
    canvas_close();
    /* Left from the viewer or a drill session (q, Ctrl-C): the table's options are given back
       before its game closes. */
    ui_screens_close(u);
    play_close(u);
    /* Said on the screen too, but the file is wanted after the table has closed. */
    if (u->kept[0])
        printf("%s\n", u->kept);
    return status;
}

int tui_menu(findings_fn find)
{
    ui *u = calloc(1, sizeof *u);
    if (!u)
        return 2;
    ui_options_default(&u->opt);
    if (!ui_claim_ms_from_env(&u->opt.claim_ms)) {
        free(u);
        return 2;
    }
    u->holder = TSUMO_NO_SEAT;
    u->from_menu = true;
    u->find = find;
    save_settings_read(); /* the language chosen in the menu before, unless --lang said */
    ui_enter(u, UI_SCREEN_MENU);
    int status = run_table(u);
    free(u);
    return status;
}

enum {
    OPT_RULES = 1,
    OPT_NAMES,
    OPT_SEED,
    OPT_FIXED_SEATS,
    OPT_PENALTIES,
    OPT_CLAIM_WINDOW,
    OPT_CASUAL,
    OPT_OPEN_HANDS,
    OPT_SEAT,
    OPT_COACH,
    OPT_CPU,
    OPT_CPU_LEVEL,
    OPT_CPU_PAUSE,
    OPT_TILES,
    OPT_BIG,
    OPT_NO_BIG,
    OPT_RESUME,
    OPT_FROM,
    ENV_TILES,
    ENV_CLAIM_MS
};

#define TILE_STYLES "ascii|kanji|unicode|local"

static const cli_option play_rows[] = {
    {"--rules", OPT_RULES, CLI_STRING, "NAME|FILE", 0, 0, NULL,
     N_("ruleset: a shipped one (tsumo rules) or a file; default %s"), CLI_DEFAULT_RULES},
    {"--names", OPT_NAMES, CLI_STRING, "A,B,C,D", 0, 0, NULL,
     N_("the four players, comma-separated"), 0},
    {"--seed", OPT_SEED, CLI_SEED, "N", 0, 0, NULL,
     N_("the seed of the game (default: random); the same seed and the same actions give the "
        "same game"),
     0},
    {"--fixed-seats", OPT_FIXED_SEATS, CLI_FLAG, NULL, 0, 0, NULL,
     N_("seat the players in the order given instead of drawing the seats by lot"), 0},
    {"--penalties", OPT_PENALTIES, CLI_CHOICE, "refuse|penalize", 0, 0, "refuse|penalize",
     N_("refuse an impossible call or win with the rule, or accept it and apply the chombo or "
        "dead hand"),
     0},
    {"--claim-window", OPT_CLAIM_WINDOW, CLI_SECONDS, "SECONDS", 0, CLI_CLAIM_WINDOW_MAX_S, NULL,
     N_("the claim window after each discard (default the ruleset's, 3; with one human among "
        "computers 0, as his window opens only when he can claim); it closes early when every "
        "player has answered; 0 keeps it open until then"),
     0},
    {"--casual", OPT_CASUAL, CLI_FLAG, NULL, 0, 0, NULL,
     N_("skip the claim window when nobody can claim; this tells everyone that nobody could"), 0},
    {"--open-hands", OPT_OPEN_HANDS, CLI_FLAG, NULL, 0, 0, NULL,
     N_("a teaching game: no curtains, every hand face up for the room to see (the table says "
        "so)"),
     0},
    {"--seat", OPT_SEAT, CLI_WIND, "E|S|W|N", 0, 0, NULL,
     N_("with --open-hands and several humans, the table stands still with the seat of this "
        "wind in the first hand at the bottom (default E); v turns it"),
     CLI_ONCE},
    {"--coach", OPT_COACH, CLI_STRING, "P,...|all", 0, 0, NULL,
     N_("a coach for these players (numbers 1-4 in the order of --names): on their own screens "
        "only, their shanten, waits and furiten, and a warning before a call with no yaku or a "
        "furiten riichi"),
     0},
    {"--cpu", OPT_CPU, CLI_STRING, "P,...", 0, 0, NULL,
     N_("computer players: their numbers 1-4 in the order of --names (e.g. 2,3,4: one human, "
        "player 1), or seat winds E S W N: the seats of the first hand (e.g. S,W,N: one human, "
        "the first dealer); they decide from what their own seat may see"),
     0},
    {"--cpu-level", OPT_CPU_LEVEL, CLI_NUMBER, "1|2|3", BOT_LEVEL_MIN, BOT_LEVEL_MAX, NULL,
     N_("how well the computers play (default 2)"), 0},
    {"--cpu-pause", OPT_CPU_PAUSE, CLI_NUMBER, "MS", 0, UI_CPU_PAUSE_MAX_MS, NULL,
     N_("the pause before a computer's discard shows (default 400, 0 to 10000)"), 0},
    {"--tiles", OPT_TILES, CLI_CHOICE, TILE_STYLES, 0, 0, TILE_STYLES,
     N_("how tiles look (default ascii)"), 0},
    {"--style", OPT_TILES, CLI_CHOICE, TILE_STYLES, 0, 0, TILE_STYLES, N_("the same as --tiles"),
     0},
    {"--big", OPT_BIG, CLI_FLAG, NULL, 0, 0, NULL,
     N_("big tiles and a table spread over the screen, for a projector, wherever they fit (by "
        "default from 160x48)"),
     0},
    {"--no-big", OPT_NO_BIG, CLI_FLAG, NULL, 0, 0, NULL,
     N_("never big tiles, whatever the terminal's size"), 0},
    {"--resume", OPT_RESUME, CLI_FLAG, NULL, 0, 0, NULL,
     N_("continue the saved game; without it, a new game moves an unfinished saved one to the "
        "games folder"),
     0},
    {"--from", OPT_FROM, CLI_STRING, "FILE", 0, 0, NULL,
     N_("play on from a game record (docs/record-format.md): its rules, players, seed and "
        "actions; a record with a start line begins at that hand (tsumo(6) shows one)"),
     0},
    CLI_ROW_NO_COLOR,
    {"XDG_STATE_HOME", UI_ENV_STATE_HOME, CLI_STRING, NULL, 0, 0, NULL,
     N_("the autosave goes to $XDG_STATE_HOME/tsumo/ (default ~/.local/state/tsumo/); a relative "
        "path is ignored, as the XDG base directory specification says"),
     CLI_ENV},
    {"HOME", UI_ENV_HOME, CLI_STRING, NULL, 0, 0, NULL,
     N_("the home directory: the autosave's when XDG_STATE_HOME is unset, and shown as ~"),
     CLI_ENV},
    {"XDG_DATA_HOME", UI_ENV_DATA_HOME, CLI_STRING, NULL, 0, 0, NULL,
     N_("the menu's Watch a demo lists, after the shipped demos, the .demo files of "
        "$XDG_DATA_HOME/tsumo/demos/ (default ~/.local/share/tsumo/demos/); a relative path is "
        "ignored"),
     CLI_ENV},
    {"TSUMO_TILES", ENV_TILES, CLI_CHOICE, NULL, 0, 0, TILE_STYLES, N_("the default tile style"),
     CLI_ENV},
    {"TSUMO_CLAIM_MS", ENV_CLAIM_MS, CLI_NUMBER, NULL, 0, CLI_CLAIM_WINDOW_MAX_S * 1000, NULL,
     N_("the claim window in milliseconds, over any option (tests: 0 waits for every pass, a "
        "small number hurries)"),
     CLI_ENV},
    CLI_ROW_TUI_TRACE,
    CLI_ROW_TUI_CLOCK,
    CLI_ROW_FACES,
};

const cli_verb tui_play_verb = {
    "play",
    N_("Usage: tsumo play [OPTIONS]\n"),
    N_("Start a game of four players at this terminal at once, without the menu.\n"),
    CLI_OPTIONS(play_rows),
    N_("Keys: ? (or F1) shows the keys of the moment. On your turn: arrows or h/l\n"
       "choose, a typed tile (5p, 0p = red five) selects, Enter discards, r riichi,\n"
       "t tsumo, K kan, N nine terminals, q leave. In a claim window: 1-4 claim for\n"
       "that player, a s d f pass for him. At the end: e exports the record.\n"
       "Ctrl-C leaves at once; the game is saved after every action.\n"
       "\n"
       "The man page tsumo(6) has more.\n"),
};

static bool take_env(void *ctx, const cli_arg *arg)
{
    ui_options *o = ctx;
    if (arg->option->id == ENV_TILES)
        return ui_style_parse(&o->style, arg->text);
    o->claim_ms = (int)arg->number;
    return true;
}

static bool take_text(void *ctx, const cli_arg *arg)
{
    *(const char **)ctx = arg->text;
    return true;
}

/*
 * Read through the play table, whichever verb opened the screens: the view's
 * table holds the same rows (CLI_ROW_* in options.h), and the screens read
 * them long after the verb's parse (a frame's trace, the clock, a save).
 */
const char *ui_env_text(int id)
{
    const char *text = NULL;
    cli_parse_env(&tui_play_verb, id, take_text, &text);
    return text;
}

bool ui_colour_wanted(void)
{
    return ui_env_text(CLI_ENV_NO_COLOR) == NULL;
}

bool ui_claim_ms_from_env(int *ms)
{
    ui_options o = {.claim_ms = *ms};
    if (cli_parse_env(&tui_play_verb, ENV_CLAIM_MS, take_env, &o) != CLI_GO_ON)
        return false;
    *ms = o.claim_ms;
    return true;
}

void ui_options_default(ui_options *o)
{
    memset(o, 0, sizeof *o);
    tsumo_rules_default(&o->rules);
    snprintf(o->rules_name, sizeof o->rules_name, "%s", TSUMO_RULES_DEFAULT_NAME);
    const char *text = tsumo_rules_builtin_text(TSUMO_RULES_DEFAULT_NAME);
    tsumo_diag diag;
    if (text && tsumo_rules_parse(&o->rules, text, strlen(text), &diag) == TSUMO_OK)
        o->rules_loaded = true;
    else
        tsumo_rules_default(&o->rules);
    for (int i = 0; i < 4; i++)
        snprintf(o->names[i], sizeof o->names[i], _("Player %d"), i + 1);
    o->draw_seats = true;
    o->style = UI_STYLE_ASCII;
    o->claim_ms = o->rules.claim_window_ms;
    o->penalties = o->rules.penalties;
    o->cpu_level = UI_CPU_LEVEL_DEFAULT;
    o->cpu_pause_ms = UI_CPU_PAUSE_DEFAULT_MS;
    /* A bad TSUMO_TILES is said, and the default style kept. */
    cli_parse_env(&tui_play_verb, ENV_TILES, take_env, o);
}

/* What the command line says beyond the options themselves. */
typedef struct play_args {
    bool resume;
    const char *from;                            /* --from FILE */
    bool style_given, claim_given, casual_given; /* the table's own: they apply to any game */
    bool big_given;
    bool open_hands_given;
    bool seat_given;
    bool coach_given;
    bool cpu_given; /* --cpu, --cpu-level, --cpu-pause: over a saved game's computers */
} play_args;

/*
 * "2,3,4" or "S,W,N": who is a computer, each once. A number is a player (1-4,
 * as in --names), into `players`; a wind is the seat of that wind in the first
 * hand, into `winds` (bit 0 East), which the game turns into players once the
 * seats are drawn (cpu_seat_winds).
 */
static bool parse_cpu_players(const char *value, unsigned *players, unsigned *winds)
{
    static const char wind_letters[] = "ESWN";
    unsigned p = 0, w = 0;
    for (const char *c = value;; c += 2) {
        const char *wind = c[0] ? strchr(wind_letters, c[0] & ~0x20) : NULL;
        bool number = c[0] >= '1' && c[0] <= '4';
        if ((!number && !wind) || (c[1] != ',' && c[1] != '\0'))
            return false;
        unsigned *mask = number ? &p : &w;
        unsigned bit = 1u << (number ? c[0] - '1' : wind - wind_letters);
        if (*mask & bit)
            return false;
        *mask |= bit;
        if (c[1] == '\0')
            break;
    }
    *players = p;
    *winds = w;
    return true;
}

/* "1,3" or "all": the players who have the coach, each once. */
static bool parse_coach(const char *value, unsigned *players)
{
    if (strcmp(value, "all") == 0) {
        *players = 15;
        return true;
    }
    unsigned p = 0, w = 0;
    if (!parse_cpu_players(value, &p, &w) || w)
        return false; /* winds are not taken: the coach follows a player, not a seat */
    *players = p;
    return true;
}

/* The options a game's record holds itself, which --resume and --from cannot take. */
static bool is_game_option(int id)
{
    return id == OPT_RULES || id == OPT_NAMES || id == OPT_SEED || id == OPT_FIXED_SEATS ||
           id == OPT_PENALTIES;
}

/* The command line as it is read: the table's options, and what they say beyond them. */
typedef struct play_parse {
    ui_options *o;
    play_args *p;
    const char *rules;
    const char *game_option; /* the first that a saved game or a record gives itself */
    bool penalties_given;
} play_parse;

static bool take_names(ui_options *o, const char *v)
{
    char why[256];
    if (!cli_option_names(v, o->names))
        return cli_usage_error(&tui_play_verb, _("%s needs four names, A,B,C,D"), "--names") ==
               CLI_EXIT_OK;
    if (play_names_problem(o->names, why, sizeof why) >= 0)
        return cli_usage_error(&tui_play_verb, "%s %s: %s", "--names", v, why) == CLI_EXIT_OK;
    return true;
}

/* The options of the game itself: what a record holds. */
static bool take_game_option(play_parse *c, const cli_arg *arg)
{
    ui_options *o = c->o;
    switch (arg->option->id) {
    case OPT_RULES:
        c->rules = arg->text;
        return true;
    case OPT_NAMES:
        return take_names(o, arg->text);
    case OPT_SEED:
        o->seed = arg->number;
        o->seed_given = true;
        return true;
    case OPT_FIXED_SEATS:
        o->draw_seats = false;
        return true;
    default:
        o->penalties = arg->number == 0 ? TSUMO_PENALTIES_REFUSE : TSUMO_PENALTIES_PENALIZE;
        c->penalties_given = true;
        return true;
    }
}

/* The computer players and the coach: over a saved game's. */
static bool take_players_option(play_parse *c, const cli_arg *arg)
{
    ui_options *o = c->o;
    int id = arg->option->id;
    c->p->cpu_given |= id != OPT_COACH;
    c->p->coach_given |= id == OPT_COACH;
    if (id == OPT_CPU && !parse_cpu_players(arg->text, &o->cpu_players, &o->cpu_winds))
        return cli_usage_error(&tui_play_verb,
                               _("%s takes player numbers 1-4 or seat winds E S W N, "
                                 "comma-separated, not '%s'"),
                               "--cpu", arg->text) == CLI_EXIT_OK;
    if (id == OPT_COACH && !parse_coach(arg->text, &o->coach))
        return cli_usage_error(&tui_play_verb,
                               _("%s takes player numbers 1-4, comma-separated, or all, not '%s'"),
                               "--coach", arg->text) == CLI_EXIT_OK;
    if (id == OPT_CPU_LEVEL)
        o->cpu_level = (int)arg->number;
    if (id == OPT_CPU_PAUSE)
        o->cpu_pause_ms = (int)arg->number;
    return true;
}

/* The table's own options, which apply to any game, a saved one too. */
static bool take_table_option(play_parse *c, const cli_arg *arg)
{
    ui_options *o = c->o;
    play_args *p = c->p;
    switch (arg->option->id) {
    case OPT_CLAIM_WINDOW:
        o->claim_ms = (int)arg->number;
        p->claim_given = true;
        return true;
    case OPT_CASUAL:
        o->casual = p->casual_given = true;
        return true;
    case OPT_OPEN_HANDS:
        o->open_hands = p->open_hands_given = true;
        return true;
    case OPT_SEAT:
        o->seat = (int)arg->number;
        p->seat_given = true;
        return true;
    case OPT_TILES:
        p->style_given = true;
        return ui_style_parse(&o->style, arg->text);
    case OPT_BIG:
    case OPT_NO_BIG:
        o->big = arg->option->id == OPT_BIG ? UI_BIG_ON : UI_BIG_OFF;
        p->big_given = true;
        return true;
    case OPT_RESUME:
        p->resume = true;
        return true;
    default:
        if (!*arg->text)
            return cli_usage_error(&tui_play_verb, _("%s needs a game record file"), "--from") ==
                   CLI_EXIT_OK;
        p->from = arg->text;
        return true;
    }
}

static bool take_arg(void *ctx, const cli_arg *arg)
{
    play_parse *c = ctx;
    if (!arg->option)
        return cli_refuse_operand(&tui_play_verb, arg);
    int id = arg->option->id;
    if (is_game_option(id)) {
        if (!c->game_option)
            c->game_option = arg->option->name;
        return take_game_option(c, arg);
    }
    if (id == OPT_CPU || id == OPT_COACH || id == OPT_CPU_LEVEL || id == OPT_CPU_PAUSE)
        return take_players_option(c, arg);
    return take_table_option(c, arg);
}

static int parse_play(ui *u, int argc, char **argv, play_args *p)
{
    ui_options *o = &u->opt;
    play_parse c = {.o = o, .p = p};
    int st = cli_parse(&tui_play_verb, argc, argv, take_arg, &c);
    if (st != CLI_GO_ON)
        return st;
    if (p->resume && p->from)
        return cli_usage_error(&tui_play_verb, "%s", _("--resume and --from cannot go together"));
    if ((p->resume || p->from) && c.game_option)
        return cli_usage_error(&tui_play_verb,
                               _("%s cannot be given with %s: the game's record says it"),
                               c.game_option, p->resume ? "--resume" : "--from");
    if (c.rules) {
        if (!cli_rules_load(&o->rules, c.rules))
            return CLI_EXIT_USAGE;
        snprintf(o->rules_name, sizeof o->rules_name, "%s", c.rules);
        o->rules_loaded = true;
        if (!c.penalties_given)
            o->penalties = o->rules.penalties;
        if (!p->claim_given)
            o->claim_ms = o->rules.claim_window_ms;
    }
    /* A learner alone with the computers: the window opens only when he can claim (play.c),
       and then it waits for his answer unless --claim-window says otherwise. */
    if (!p->claim_given &&
        __builtin_popcount(o->cpu_players & 15) + __builtin_popcount(o->cpu_winds & 15) ==
            UI_SEATS - 1)
        o->claim_ms = 0;
    return ui_claim_ms_from_env(&o->claim_ms) ? CLI_GO_ON : CLI_EXIT_USAGE;
}

/* Continues a saved game or a record; the table's options given on the command line win. */
static bool load_game(ui *u, const play_args *p)
{
    ui_options given = u->opt;
    char why[512];
    bool ok = p->from ? save_load_file(u, p->from, why, sizeof why) : save_load(u, why, sizeof why);
    if (!ok) {
        if (p->from)
            fprintf(stderr, _("tsumo: cannot play on from the record: %s\n"), why);
        else
            fprintf(stderr, _("tsumo: cannot resume: %s\n"), why);
        return false;
    }
    if (p->style_given) {
        u->opt.style = given.style;
        play_log_restyle(u); /* the replay wrote the log in the saved game's style */
    }
    if (p->claim_given)
        u->opt.claim_ms = given.claim_ms;
    else if (p->from)
        u->opt.claim_ms = u->opt.rules.claim_window_ms;
    if (p->casual_given)
        u->opt.casual = true;
    if (p->big_given)
        u->opt.big = given.big;
    if (p->open_hands_given)
        u->opt.open_hands = true;
    if (p->seat_given)
        u->opt.seat = u->bottom = given.seat;
    if (p->coach_given)
        u->opt.coach = given.coach;
    if (p->cpu_given) {
        u->opt.cpu_players = given.cpu_players;
        u->opt.cpu_winds = given.cpu_winds;
        cpu_seat_winds(u); /* the winds of the game's first hand, as for a new game */
        u->opt.cpu_level = given.cpu_level;
        u->opt.cpu_pause_ms = given.cpu_pause_ms;
    }
    ui_claim_ms_from_env(&u->opt.claim_ms); /* checked with the options */
    u->message[0] = '\0';
    /* A record played on takes the autosave: an unfinished game there is kept aside first. */
    if (p->from && !save_keep_unfinished(u->kept, sizeof u->kept)) {
        fprintf(stderr, _("tsumo: cannot play on from the record: %s\n"), u->kept);
        return false;
    }
    if (!save_take_over(u))
        play_say(u, UI_PAINT_WARN, "%s", _("This game cannot be saved; see --help for the place"));
    else if (u->kept[0])
        play_say(u, UI_PAINT_GOOD, "%s", u->kept);
    return true;
}

int tui_play(int argc, char **argv)
{
    ui *u = calloc(1, sizeof *u);
    if (!u)
        return 2;
    ui_options_default(&u->opt);
    u->holder = TSUMO_NO_SEAT;
    play_args args = {0};
    int st = parse_play(u, argc, argv, &args);
    if (st != CLI_GO_ON) {
        free(u);
        return st;
    }
    save_settings_read(); /* the menu's language and names, unless the options said */
    if (args.resume || args.from) {
        if (!load_game(u, &args)) {
            play_close(u);
            free(u);
            return 1;
        }
        play_advance(u);
    } else if (!play_new_game(u)) {
        fprintf(stderr, "tsumo: %s\n", u->message);
        play_close(u);
        free(u);
        return 1;
    }
    st = run_table(u);
    free(u);
    return st;
}
