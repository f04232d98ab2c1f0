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
    const char *tiles = getenv("TSUMO_TILES");
    if (tiles)
        ui_style_parse(&o->style, tiles);
}

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
static void trace_line(FILE *f, const ui *u)
{
    fprintf(f, "screen=%s holder=%d small=%d help=%d clipped=%d size=%dx%d standings=%d",
            screen_id(u->screen), ui_is_seat(u->holder) ? u->holder : -1, u->too_small ? 1 : 0,
            u->help ? 1 : 0, canvas_clipped(), canvas_cols(), canvas_rows(), u->standings ? 1 : 0);
    if (u->game && tsumo_game_phase(u->game) != TSUMO_PHASE_START) {
        int red = u->opt.rules.red_fives;
        int seat = ui_viewer(u);
        tsumo_view v;
        tsumo_game_view(u->game, seat, &v);
        fprintf(f, " phase=%d round=%d hand=%d turn=%d", v.phase, v.round, v.hand, v.turn);
        /* Open hands: each seat's hand as the table writes it ("1469m12p3345s23z+5p"). */
        for (int s = 0; u->opt.open_hands && s < UI_SEATS; s++) {
            char hand[48];
            board_hand_text(hand, sizeof hand, u, s);
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
            tsumo_game_view(u->game, s, &own);
            for (int i = 0; s != seat && i < own.hand_count; i++)
                trace_tile(f, own.hand_tiles[i], red);
        }
        /* A claim draws the discard again, beside the hand. */
        if (u->screen == UI_SCREEN_CALL && v.claim_tile < TSUMO_TILES)
            trace_tile(f, v.claim_tile, red);
        /* A result also shows each winner's ura indicators and winning tile. */
        const tsumo_hand_result *r = tsumo_game_result(u->game);
        for (int w = 0; r && w < r->win_count; w++) {
            trace_tile(f, r->wins[w].tile, red);
            for (int i = 0; i < r->wins[w].win.ura_count; i++)
                fprintf(f, " %d%c", tsumo_kind_number(r->wins[w].win.ura[i]),
                        "mpsz"[tsumo_kind_suit(r->wins[w].win.ura[i])]);
        }
        if (ui_is_seat(seat)) {
            tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
            int n = tsumo_game_legal(u->game, seat, legal, TSUMO_GAME_MAX_LEGAL);
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
        path = getenv("TSUMO_TUI_TRACE");
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
            screen_standings_draw(u);
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
    return s && s->standings && u->game != NULL;
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
        return;
    }
    if (u->want_quit) {
        ui_keys_run(u, &quit_keys, key);
        return;
    }
    if (u->help || u->standings) {
        u->help = u->standings = false;
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
        int key = canvas_read(timeout);
        if (key == UI_KEY_INTERRUPT)
            break; /* everything is saved already */
        handle_key(u, key);
    }
    return 0;
}

/* ---- entry points ---- */

static bool colour_wanted(void)
{
    const char *no = getenv("NO_COLOR");
    return !(no && *no);
}

static int run_table(ui *u)
{
    if (!canvas_open(colour_wanted())) {
        fputs(_("tsumo: the table needs a terminal (see tsumo --help)\n"), stderr);
        play_close(u);
        return 2;
    }
    int status = ui_run(u);
    canvas_close();
    /* Left from the viewer or a drill session (q, Ctrl-C): the table's game is given back first. */
    view_close(u);
    drill_close(u);
    play_close(u);
    cli_lines_free(&u->reference.lines);
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
    if (!cli_claim_ms_from_env(&u->opt.claim_ms)) {
        free(u);
        return 2;
    }
    u->holder = TSUMO_NO_SEAT;
    u->from_menu = true;
    u->find = find;
    ui_enter(u, UI_SCREEN_MENU);
    int status = run_table(u);
    free(u);
    return status;
}

static void play_usage(FILE *to)
{
    fputs(_("Usage: tsumo play [OPTIONS]\n"
            "Start a game of four players at this terminal at once, without the menu.\n"
            "\n"
            "Options:\n"
            "  --rules NAME|FILE         ruleset: a shipped one (tsumo rules) or a file;\n"
            "                            default ema2008\n"
            "  --names A,B,C,D           the four players, comma-separated\n"
            "  --seed N                  the seed of the game (default: random); the same\n"
            "                            seed and the same actions give the same game\n"
            "  --fixed-seats             seat the players in the order given instead of\n"
            "                            drawing the seats by lot\n"
            "  --penalties refuse|penalize\n"
            "                            refuse an impossible call or win with the rule, or\n"
            "                            accept it and apply the chombo or dead hand\n"
            "  --claim-window SECONDS    the claim window after each discard (default the\n"
            "                            ruleset's, 3); it closes early when every player\n"
            "                            has answered; 0 keeps it open until then\n"
            "  --casual                  skip the claim window when nobody can claim;\n"
            "                            this tells everyone that nobody could\n"
            "  --open-hands              a teaching game: no curtains, every hand face\n"
            "                            up for the room to see (the table says so)\n"
            "  --coach P,...|all         a coach for these players (numbers 1-4 in the\n"
            "                            order of --names): on their own screens only,\n"
            "                            their shanten, waits and furiten, and a warning\n"
            "                            before a call with no yaku or a furiten riichi\n"
            "  --cpu P,...               computer players: their numbers 1-4 in the order\n"
            "                            of --names (e.g. 2,3,4: one human, player 1),\n"
            "                            or seat winds E S W N: the seats of the first\n"
            "                            hand (e.g. S,W,N: one human, the first dealer);\n"
            "                            they decide from what their own seat may see\n"
            "  --cpu-level 1|2|3         how well the computers play (default 2)\n"
            "  --cpu-pause MS            the pause before a computer's discard shows\n"
            "                            (default 400, 0 to 10000)\n"
            "  --tiles ascii|kanji|unicode\n"
            "                            how tiles look (default ascii)\n"
            "  --big, --no-big           big tiles and a table spread over the screen,\n"
            "                            for a projector: --big wherever they fit,\n"
            "                            --no-big never; by default from 160x48\n"
            "  --resume                  continue the saved game; without it, a new game\n"
            "                            moves an unfinished saved one to the games folder\n"
            "  --from FILE               play on from a game record (docs/record-format.md):\n"
            "                            its rules, players, seed and actions; a record\n"
            "                            with a start line begins at that hand, e.g.\n"
            "                            'start S4 honba 0 sticks 1 scores 31000 29000\n"
            "                            30000 29000' for the last hand\n"
            "  --help                    show this help\n"
            "\n"
            "Keys: ? (or F1) shows the keys of the moment. On your turn: arrows or h/l\n"
            "choose, a typed tile (5p, 0p = red five) selects, Enter discards, r riichi,\n"
            "t tsumo, K kan, N nine terminals, q leave. In a claim window: 1-4 claim for\n"
            "that player, a s d f pass for him. At the end: e exports the record.\n"
            "Ctrl-C leaves at once; the game is saved after every action.\n"
            "\n"
            "Environment:\n"
            "  NO_COLOR          when set and not empty, no colours\n"
            "  XDG_STATE_HOME    the autosave goes to $XDG_STATE_HOME/tsumo/\n"
            "                    (default ~/.local/state/tsumo/)\n"
            "  TSUMO_TILES       the default tile style\n"
            "  TSUMO_CLAIM_MS    the claim window in milliseconds, over any option\n"
            "                    (tests: 0 waits for every pass, a small number\n"
            "                    hurries)\n"
            "  TSUMO_TUI_TRACE   a file that gets one line per frame (tests)\n"
            "\n"
            "The man page tsumo(6) has more.\n"),
          to);
}

static int bad_option(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int bad_option(const char *fmt, ...)
{
    /* The message echoes an argument: its bytes are shown, not sent to the terminal. */
    char msg[1024], shown[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    msg[strcspn(msg, "\n")] = '\0';
    if (msg[0])
        fprintf(stderr, "%s\n", cli_shown(shown, sizeof shown, msg));
    fputs(_("tsumo: see tsumo play --help\n"), stderr);
    return 2;
}

/* What the command line says beyond the options themselves. */
typedef struct play_args {
    bool resume;
    const char *from;                            /* --from FILE */
    bool style_given, claim_given, casual_given; /* the table's own: they apply to any game */
    bool big_given;
    bool open_hands_given;
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
static bool is_game_option(const char *a)
{
    static const char *const table_options[] = {"--claim-window", "--tiles",     "--style", "--cpu",
                                                "--cpu-level",    "--cpu-pause", "--coach"};
    for (size_t k = 0; k < sizeof table_options / sizeof table_options[0]; k++) {
        size_t n = strlen(table_options[k]);
        if (strncmp(a, table_options[k], n) == 0 && (a[n] == '\0' || a[n] == '='))
            return false;
    }
    return true;
}

static int parse_play(ui *u, int argc, char **argv, play_args *p)
{
    ui_options *o = &u->opt;
    bool claim_given = false, penalties_given = false;
    const char *rules = NULL;
    const char *game_option = NULL; /* one that a saved game or a record gives itself */
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i], *v = NULL;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            play_usage(stdout);
            return -1;
        } else if (strcmp(a, "--resume") == 0) {
            p->resume = true;
            continue;
        } else if (cli_option("play", argc, argv, &i, "--from", &p->from)) {
            if (!p->from || !*p->from)
                return bad_option(_("tsumo: %s needs a game record file\n"), a);
            continue;
        } else if (strcmp(a, "--casual") == 0) {
            o->casual = true;
            p->casual_given = true;
            continue;
        } else if (strcmp(a, "--big") == 0 || strcmp(a, "--no-big") == 0) {
            o->big = a[2] == 'b' ? UI_BIG_ON : UI_BIG_OFF;
            p->big_given = true;
            continue;
        } else if (strcmp(a, "--open-hands") == 0) {
            o->open_hands = true;
            p->open_hands_given = true;
            continue;
        } else if (strcmp(a, "--fixed-seats") == 0) {
            o->draw_seats = false;
        } else if (cli_option("play", argc, argv, &i, "--rules", &rules)) {
            if (!rules)
                return bad_option(_("tsumo: %s needs a ruleset\n"), a);
        } else if (cli_option("play", argc, argv, &i, "--names", &v)) {
            char why[256], shown[512];
            if (!v || !cli_option_names(v, o->names))
                return bad_option(_("tsumo: %s needs four names, A,B,C,D\n"), a);
            if (play_names_problem(o->names, why, sizeof why) >= 0)
                return bad_option(_("tsumo: %s %s: %s\n"), a, cli_shown(shown, sizeof shown, v),
                                  why);
        } else if (cli_option("play", argc, argv, &i, "--seed", &v)) {
            if (!v || !cli_option_seed("play", "--seed", v, &o->seed))
                return bad_option("%s", "");
            o->seed_given = true;
        } else if (cli_option("play", argc, argv, &i, "--penalties", &v)) {
            if (!v)
                return bad_option(_("tsumo: %s needs refuse or penalize\n"), a);
            if (strcmp(v, "refuse") == 0)
                o->penalties = TSUMO_PENALTIES_REFUSE;
            else if (strcmp(v, "penalize") == 0)
                o->penalties = TSUMO_PENALTIES_PENALIZE;
            else
                return bad_option(_("tsumo: penalties are refuse or penalize, not '%s'\n"), v);
            penalties_given = true;
        } else if (cli_option("play", argc, argv, &i, "--claim-window", &v)) {
            if (!v || !cli_option_claim_window("play", "--claim-window", v, &o->claim_ms))
                return bad_option("%s", "");
            claim_given = true;
        } else if (cli_option("play", argc, argv, &i, "--cpu", &v)) {
            if (!v || !parse_cpu_players(v, &o->cpu_players, &o->cpu_winds))
                return bad_option(_("tsumo: %s takes player numbers 1-4 or seat winds E S W N, "
                                    "comma-separated, not '%s'\n"),
                                  a, v ? v : "");
            p->cpu_given = true;
        } else if (cli_option("play", argc, argv, &i, "--coach", &v)) {
            if (!v || !parse_coach(v, &o->coach))
                return bad_option(_("tsumo: %s takes player numbers 1-4, comma-separated, or "
                                    "all, not '%s'\n"),
                                  a, v ? v : "");
            p->coach_given = true;
        } else if (cli_option("play", argc, argv, &i, "--cpu-level", &v)) {
            unsigned long long n;
            if (!v || !cli_option_number("play", a, v, BOT_LEVEL_MIN, BOT_LEVEL_MAX, &n))
                return bad_option("%s", "");
            o->cpu_level = (int)n;
            p->cpu_given = true;
        } else if (cli_option("play", argc, argv, &i, "--cpu-pause", &v)) {
            unsigned long long n;
            if (!v || !cli_option_number("play", a, v, 0, UI_CPU_PAUSE_MAX_MS, &n))
                return bad_option("%s", "");
            o->cpu_pause_ms = (int)n;
            p->cpu_given = true;
        } else if (cli_option("play", argc, argv, &i, "--tiles", &v) ||
                   cli_option("play", argc, argv, &i, "--style", &v)) {
            if (!v || !ui_style_parse(&o->style, v))
                return bad_option(_("tsumo: tiles are ascii, kanji or unicode (%s)\n"), a);
            p->style_given = true;
        } else {
            return bad_option(_("tsumo: unknown option '%s'\n"), a);
        }
        /* --rules, --names, --seed, --fixed-seats, --penalties: what a record holds. */
        if (is_game_option(a) && !game_option)
            game_option = a;
    }
    p->claim_given = claim_given;
    if (p->resume && p->from)
        return bad_option("%s", _("tsumo: --resume and --from cannot go together\n"));
    if ((p->resume || p->from) && game_option)
        return bad_option(_("tsumo: %s cannot be given with %s: the game's record says it\n"),
                          game_option, p->resume ? "--resume" : "--from");
    if (rules) {
        if (!cli_rules_load(&o->rules, rules))
            return 2;
        snprintf(o->rules_name, sizeof o->rules_name, "%s", rules);
        o->rules_loaded = true;
        if (!penalties_given)
            o->penalties = o->rules.penalties;
        if (!claim_given)
            o->claim_ms = o->rules.claim_window_ms;
    }
    return cli_claim_ms_from_env(&o->claim_ms) ? 0 : 2;
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
    if (p->coach_given)
        u->opt.coach = given.coach;
    if (p->cpu_given) {
        u->opt.cpu_players = given.cpu_players;
        u->opt.cpu_winds = given.cpu_winds;
        cpu_seat_winds(u); /* the winds of the game's first hand, as for a new game */
        u->opt.cpu_level = given.cpu_level;
        u->opt.cpu_pause_ms = given.cpu_pause_ms;
    }
    cli_claim_ms_from_env(&u->opt.claim_ms); /* checked with the options */
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
    if (st != 0) {
        free(u);
        return st < 0 ? 0 : st;
    }
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
