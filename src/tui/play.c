/*
 * The hot seat: one keyboard, four players, and nobody sees another's tiles.
 *
 * After every action the seat loop (seats.h) lets the computers act, and
 * play_advance() reads the engine's phase and picks the next screen. A
 * screen that shows a seat's concealed tiles (its turn, its claim, its
 * declaration at a draw) needs `holder` to be that seat; when it is not, a
 * curtain comes first and only its seat's Enter sets `holder`. Every public
 * screen (the claim window, results, the start) sets `holder` back to
 * nobody, so that the next private screen needs a curtain again.
 *
 * After every discard the claim window opens for everyone, whatever their
 * hands: each seat has a claim key and a pass key; the window ends when
 * every seat has answered, or when its time runs out and the seats that did
 * not answer pass. With one human among computers only the windows he can
 * claim in open (the computers answer at once, from their own views).
 */
#include "narrate.h"
#include "ui.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unicase.h>
#include <unistd.h>

/*
 * With TSUMO_TUI_CLOCK=FILE (tests only), the claim window's clock is the
 * number of milliseconds the file holds, so that a test moves time on by
 * writing it and never waits for a real window to run out. A missing or
 * unreadable file, or a number out of range, reads as 0.
 */
static int64_t test_clock_ms(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    long long ms = 0;
    if (fscanf(f, "%lld", &ms) != 1 || ms < 0 || ms > INT64_C(1) << 40)
        ms = 0;
    fclose(f);
    return (int64_t)ms;
}

int64_t play_now_ms(void)
{
    static const char *test_clock;
    static bool checked;
    if (!checked) {
        test_clock = ui_env_text(CLI_ENV_TUI_CLOCK);
        checked = true;
    }
    if (test_clock && *test_clock)
        return test_clock_ms(test_clock);
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void play_say(ui *u, int paint, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(u->message, sizeof u->message, fmt, ap);
    va_end(ap);
    u->message_paint = paint;
}

int play_legal(const ui *u, int seat, tsumo_action *out, int max)
{
    if (!u->game || seat < 0 || seat > 3)
        return 0;
    return tsumo_game_legal(u->game, seat, out, max);
}

int play_claim_key(const ui *u, int seat)
{
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    return '1' + (v.seats[seat & 3].player & 3);
}

int play_pass_key(const ui *u, int seat)
{
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    return UI_PASS_KEYS[v.seats[seat & 3].player & 3];
}

/* A name for the log in the table's centre: long names are cut there. */
static const char *seat_name(const ui *u, int seat, char buf[UI_SHORT_NAME])
{
    if (seat < 0 || seat > 3)
        return "?";
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    return board_short_name(buf, UI_SHORT_NAME, &v, seat, UI_LOG_NAME_COLS);
}

/* ---- refusals ---- */

/* For a furiten refusal, the winning tiles the player can see in his own pond; their count. */
static int furiten_detail(const ui *u, int seat, char *buf, size_t size)
{
    int count = 0;
    tsumo_view v;
    tsumo_game_view(u->game, seat, &v);
    buf[0] = '\0';
    const tsumo_view_seat *s = &v.seats[seat];
    tsumo_kindset shown = 0;
    for (int i = 0; i < s->discard_count; i++) {
        tsumo_kind k = tsumo_tile_kind(s->discards[i].tile);
        if ((v.waits >> k & 1) && !(shown >> k & 1)) {
            size_t n = strlen(buf);
            snprintf(buf + n, size - n, "%s%s", n ? " " : "", kind_word(u->opt.style, k));
            shown |= (tsumo_kindset)1 << k;
            count++;
        }
    }
    return count;
}

const char *ui_rule_source(const ui *u, const char *rule, char *buf, size_t size)
{
    const tsumo_rules *rules = ui_rules(u);
    if (u->shown_log)
        return cli_ruleset_source(buf, size, rules);
    return cli_rule_source(buf, size, rule, rules);
}

const char *play_rule_source(const ui *u, tsumo_reason reason, char *buf, size_t size)
{
    /*
     * A section of a rule text ("EMA 3.4.5") is what players can look up; the
     * checklist's IDs (R-..., CFG-..., AMB-...) are the project's own. A rule
     * that is a switch of the ruleset, or the club's own, names the ruleset.
     */
    const char *source = tsumo_reason_source(reason);
    if (strncmp(source, "EMA ", 4) == 0)
        snprintf(buf, size, "%s", source);
    else if (*source)
        snprintf(buf, size, _("the %s ruleset"), ui_rules(u)->name);
    else
        buf[0] = '\0';
    return buf;
}

/*
 * A call the player meant without the tiles for it: the engine only knows
 * that a tile named is not held (or, for a kan, that there is no set); the
 * player wants to hear what the call needs. `reason` becomes the rule to cite.
 */
static bool call_needs(ui *u, const tsumo_action *a, tsumo_reason *reason, char *buf, size_t size)
{
    if (*reason != TSUMO_REASON_TILE_NOT_HELD && *reason != TSUMO_REASON_BAD_MELD)
        return false;
    tsumo_view v;
    tsumo_game_view(u->game, a->seat, &v);
    if (v.claim_tile >= TSUMO_TILES || !ui_is_seat(v.claim_from))
        return false; /* no discard to call */
    tsumo_kind k = tsumo_tile_kind(v.claim_tile);
    const char *tile = kind_word(u->opt.style, k);
    *reason = TSUMO_REASON_BAD_MELD; /* the rule of sets, EMA 3.3.1 */
    switch (a->type) {
    case TSUMO_ACTION_PON:
        /* TRANSLATORS: %s is the discard's tile ("1m"). */
        snprintf(buf, size, _("pon needs two %s in your hand"), tile);
        return true;
    case TSUMO_ACTION_OPEN_KAN:
        /* TRANSLATORS: %s is the discard's tile ("1m"). */
        snprintf(buf, size, _("kan needs three %s in your hand"), tile);
        return true;
    case TSUMO_ACTION_CHI:
        if (a->seat != (v.claim_from + 1) % 4) {
            /* the first thing wrong with it, whatever the tiles */
            *reason = TSUMO_REASON_CHI_NOT_LEFT;
            snprintf(buf, size, "%s", _(tsumo_reason_msgid(*reason)));
        } else if (tsumo_kind_is_honor(k))
            /* TRANSLATORS: %s is an honour tile ("7z"). */
            snprintf(buf, size, _("chi needs a run, and %s is an honour: it makes none"), tile);
        else
            /* TRANSLATORS: %s is the discard's tile ("3m"). */
            snprintf(buf, size, _("chi needs two tiles in your hand that make a run with %s"),
                     tile);
        return true;
    default:
        return false;
    }
}

void play_refused(ui *u, const tsumo_action *action, tsumo_reason reason)
{
    char source[160], where[200] = "", needs[160];
    /* A setting of the ruleset is looked up by its key: "— the Tenhou ruleset (kuikae)". */
    const char *key = tsumo_reason_rules_key(reason, action);
    if (*play_rule_source(u, reason, source, sizeof source))
        snprintf(where, sizeof where, *key ? " — %s (%s)" : " — %s", source, key);
    else if (*key)
        snprintf(where, sizeof where, " (%s)", key);
    tsumo_reason rule = reason;
    if (call_needs(u, action, &rule, needs, sizeof needs)) {
        play_rule_source(u, rule, source, sizeof source);
        /* TRANSLATORS: "Refused: pon needs two 1m in your hand — EMA 3.3.1". */
        play_say(u, UI_PAINT_WARN, _("Refused: %s — %s"), needs, source);
        return;
    }
    if (reason == TSUMO_REASON_FURITEN) {
        char tiles[64];
        int n = furiten_detail(u, action->seat, tiles, sizeof tiles);
        if (n > 0) {
            /* TRANSLATORS: the first %s are tiles ("6p", "6p 9p"); the second names the rule. */
            play_say(u, UI_PAINT_WARN,
                     ngettext("Refused: furiten: %s is in your discards%s",
                              "Refused: furiten: %s are in your discards%s", n),
                     tiles, where);
            return;
        }
    }
    play_say(u, UI_PAINT_WARN, _("Refused: %s%s"), _(tsumo_reason_msgid(reason)), where);
}

/* ---- the public log ---- */

const char *play_tile_named(char *buf, size_t size, tsumo_tile tile, int red_fives,
                            const void *style)
{
    return tile_word(buf, size, *(const ui_style *)style, tile, red_fives);
}

/*
 * The line of an event in the table's style, into `out`: the narrator's
 * sentence for what every seat sees (narrate.c), with the names cut for the
 * log; false for an event that makes no line there.
 */
static bool log_render(const ui *u, const tsumo_event *e, char *out, size_t size)
{
    const narrate_namer namer = {.name = play_tile_named, .ctx = &u->opt.style};
    narrator n;
    narrate_init(&n, &u->opt.rules, &namer, TSUMO_NO_SEAT, false);
    for (int seat = 0; seat < 4; seat++) {
        char buf[UI_SHORT_NAME];
        snprintf(n.names[seat], sizeof n.names[seat], "%s", seat_name(u, seat, buf));
    }
    return narrate_event(&n, e, out, size);
}

/*
 * Only events every seat may see reach the log: it is shown on every screen.
 * The events are kept, not only their lines, so that the lines can be drawn
 * again in another tile style (a game resumed with --tiles).
 */
void play_log_event(ui *u, const tsumo_event *e)
{
    char line[sizeof u->log[0]];
    if (!log_render(u, e, line, sizeof line))
        return;
    memmove(u->log[0], u->log[1], sizeof u->log[0] * (UI_LOG_LINES - 1));
    memmove(&u->log_events[0], &u->log_events[1], sizeof u->log_events[0] * (UI_LOG_LINES - 1));
    memcpy(u->log[UI_LOG_LINES - 1], line, sizeof line);
    u->log_events[UI_LOG_LINES - 1] = *e;
}

void play_log_restyle(ui *u)
{
    for (int i = 0; i < UI_LOG_LINES; i++)
        if (u->log[i][0] && !log_render(u, &u->log_events[i], u->log[i], sizeof u->log[i]))
            u->log[i][0] = '\0';
}

/* ---- applying actions ---- */

/* Every action applied at the table, a key's or a computer's: logged, saved, coached. */
static bool applied(seats *loop, const tsumo_action *action, const tsumo_event *events, int n)
{
    ui *u = loop->arg;
    u->message[0] = '\0';
    for (int i = 0; i < n; i++) {
        play_log_event(u, &events[i]);
        /* A penalty is shown to all (penalize mode). */
        if (events[i].type == TSUMO_EVENT_CHOMBO || events[i].type == TSUMO_EVENT_DEAD_HAND)
            play_say(u, UI_PAINT_WARN, "%s", u->log[UI_LOG_LINES - 1]);
    }
    if (!save_note(u, action))
        play_say(u, UI_PAINT_WARN, "%s", _("Could not save the game; see --help for the place"));
    coach_after_action(u, action);
    int phase = tsumo_game_phase(u->game);
    if (phase != TSUMO_PHASE_CLAIM && phase != TSUMO_PHASE_CHANKAN)
        u->claim.open = false;
    return true;
}

void play_seats(ui *u, seats *loop)
{
    loop->applied = applied;
    loop->arg = u;
}

/* What the engine said of an action it would not take. */
static void not_applied(ui *u, const seats *loop)
{
    if (loop->status == TSUMO_EILLEGAL || loop->status == TSUMO_EINVAL)
        play_refused(u, &loop->refused, loop->why ? loop->why : TSUMO_REASON_BAD_ACTION);
    else
        play_say(u, UI_PAINT_WARN, _("The engine failed: %s"), tsumo_status_name(loop->status));
}

static void show_phase(ui *u);

/* The computers act until a human or a computer's pause is waited for; then its screen. */
static void run_seats(ui *u, seats *loop)
{
    if (seats_run(loop) == SEATS_REFUSED)
        not_applied(u, loop);
    show_phase(u);
}

bool play_apply(ui *u, const tsumo_action *action)
{
    seats loop;
    cpu_seats(u, &loop);
    if (!seats_act(&loop, action)) {
        not_applied(u, &loop);
        return false;
    }
    run_seats(u, &loop);
    return true;
}

bool play_choose_key(ui *u, int key)
{
    switch (key) {
    case UI_KEY_LEFT:
    case UI_KEY_UP:
    case 'h':
    case 'k':
        u->choices.at = (u->choices.at + u->choices.count - 1) % u->choices.count;
        return true;
    case UI_KEY_RIGHT:
    case UI_KEY_DOWN:
    case 'l':
    case 'j':
    case UI_KEY_TAB:
        u->choices.at = (u->choices.at + 1) % u->choices.count;
        return true;
    case UI_KEY_ENTER: {
        tsumo_action a = u->choices.item[u->choices.at].action;
        play_apply(u, &a);
        return true;
    }
    default:
        return false;
    }
}

/* ---- choosing the next screen ---- */

static void go_private(ui *u, int seat, int screen)
{
    /* The only human at the table: nobody else is at the keyboard to hide from; and in a
       teaching game (--open-hands) every hand is face up anyway. */
    if (u->holder != seat && (u->opt.open_hands || seat == cpu_lone_human(u))) {
        u->curtain_seat = seat;
        u->after_curtain = screen;
        play_curtain_passed(u); /* as if the curtain had been lifted at once */
        return;
    }
    if (u->holder == seat) {
        if (u->screen != screen) {
            u->turn.cursor = -1;
            u->turn.mode = UI_MODE_DISCARD;
            u->choices.at = 0;
        }
        u->screen = screen;
        return;
    }
    u->holder = TSUMO_NO_SEAT;
    u->curtain_seat = seat;
    u->after_curtain = screen;
    u->screen = UI_SCREEN_CURTAIN;
}

/*
 * Opens a screen for `seat`: a private one (its row in ui_screens says so)
 * behind a curtain unless that seat holds the keyboard already; a public one
 * takes the keyboard back from whoever held it.
 */
static void show(ui *u, int seat, int screen)
{
    const ui_screen_row *row = ui_screen_of(screen);
    if (row && row->private_screen) {
        go_private(u, seat, screen);
        return;
    }
    u->holder = TSUMO_NO_SEAT;
    u->screen = screen;
}

void play_curtain_passed(ui *u)
{
    u->holder = u->curtain_seat;
    if (!ui_table_still(u)) /* a still table keeps its bottom seat; the holder's hand is below */
        u->bottom = u->curtain_seat;
    u->screen = u->after_curtain;
    u->turn.cursor = -1;
    u->turn.mode = UI_MODE_DISCARD;
    u->choices.at = 0;
    u->turn.typed[0] = '\0';
}

static int lowest_seat(unsigned mask)
{
    for (int s = 0; s < 4; s++)
        if (mask >> s & 1)
            return s;
    return TSUMO_NO_SEAT;
}

/* Whether any seat that has not answered could do more than pass. */
static bool anyone_can_claim(const ui *u)
{
    unsigned mask = tsumo_game_to_act(u->game);
    for (int s = 0; s < 4; s++) {
        if (!(mask >> s & 1))
            continue;
        tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
        int n = tsumo_game_legal(u->game, s, legal, TSUMO_GAME_MAX_LEGAL);
        for (int i = 0; i < n; i++)
            if (legal[i].type != TSUMO_ACTION_PASS)
                return true;
    }
    return false;
}

static void open_window(ui *u)
{
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    int human = cpu_lone_human(u);
    if (!ui_table_still(u))
        u->bottom = ui_is_seat(human) ? human : ui_is_seat(v.claim_from) ? v.claim_from : u->bottom;
    show(u, TSUMO_NO_SEAT, UI_SCREEN_CLAIM);
    if (!u->claim.open) {
        u->claim.open = true;
        u->claim.left = u->opt.claim_ms;
        u->claim.deadline = u->opt.claim_ms > 0 ? play_now_ms() + u->opt.claim_ms : 0;
    } else if (u->claim.deadline == 0 && u->opt.claim_ms > 0) {
        /* Back from a seat's claim: the clock goes on with what was left. */
        u->claim.deadline = play_now_ms() + (u->claim.left > 0 ? u->claim.left : 0);
    }
}

static void show_phase(ui *u)
{
    int phase = tsumo_game_phase(u->game);
    if (phase != TSUMO_PHASE_CLAIM && phase != TSUMO_PHASE_CHANKAN)
        u->claim.open = false;
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    switch (phase) {
    case TSUMO_PHASE_START:
        show(u, TSUMO_NO_SEAT, UI_SCREEN_START);
        break;
    case TSUMO_PHASE_TURN:
    case TSUMO_PHASE_AFTER_CALL:
        if (cpu_seat(u, v.turn)) {
            int human = cpu_lone_human(u);
            if (!ui_table_still(u))
                u->bottom = ui_is_seat(human) ? human : v.turn;
            show(u, TSUMO_NO_SEAT, UI_SCREEN_CPU);
            cpu_turn_begins(u);
        } else {
            show(u, v.turn, UI_SCREEN_TABLE);
        }
        break;
    case TSUMO_PHASE_CLAIM:
    case TSUMO_PHASE_CHANKAN:
        /* The computers have answered (the seat loop): the humans are waited for. A casual
           table skips a window nobody can claim in; so does a table with one human, where it
           tells nothing: the computers have answered from their own views, and he knows that
           he cannot claim. */
        if ((u->opt.casual || ui_is_seat(cpu_lone_human(u))) && !anyone_can_claim(u)) {
            play_claim_close(u);
            return;
        }
        open_window(u);
        break;
    case TSUMO_PHASE_DRAW:
        show(u, lowest_seat(tsumo_game_to_act(u->game)), UI_SCREEN_DECLARE);
        break;
    case TSUMO_PHASE_HAND_OVER:
        show(u, TSUMO_NO_SEAT, UI_SCREEN_RESULT);
        u->results.page = 0;
        break;
    default:
        if (u->screen != UI_SCREEN_FINAL) {
            save_finish(u);
            u->results.sheet_page = 0;
        }
        show(u, TSUMO_NO_SEAT, UI_SCREEN_FINAL);
        break;
    }
}

void play_advance(ui *u)
{
    if (!u->game)
        return;
    seats loop;
    cpu_seats(u, &loop);
    run_seats(u, &loop);
}

/* ---- the claim window ---- */

int play_claim_timeout(ui *u)
{
    if (u->screen != UI_SCREEN_CLAIM || u->claim.deadline == 0)
        return -1; /* no window, or its clock is held: wait for a key */
    return play_claim_left(u);
}

void play_claim_hold(ui *u, bool hold)
{
    if (u->screen != UI_SCREEN_CLAIM || !u->claim.open || u->opt.claim_ms <= 0)
        return;
    if (hold && u->claim.deadline) {
        int64_t left = u->claim.deadline - play_now_ms();
        u->claim.left = left > 0 ? left : 0;
        u->claim.deadline = 0;
    } else if (!hold && !u->claim.deadline) {
        u->claim.deadline = play_now_ms() + (u->claim.left > 0 ? u->claim.left : 0);
    }
}

int play_claim_left(const ui *u)
{
    if (u->claim.deadline == 0)
        return (int)(u->claim.left > 0 ? u->claim.left : 0);
    int64_t left = u->claim.deadline - play_now_ms();
    return left > 0 ? (int)left : 0;
}

/*
 * A pass a timed-out window gives: logged and saved, but not the table's
 * `applied`, which would clear the message the window closed on and coach
 * the pass.
 */
static bool timed_out_pass(seats *loop, const tsumo_action *pass, const tsumo_event *events, int n)
{
    ui *u = loop->arg;
    for (int i = 0; i < n; i++)
        play_log_event(u, &events[i]);
    save_note(u, pass);
    return true;
}

/*
 * The seats that have not answered pass, through the seat loop's seats_act;
 * not through seats_run, whose lowest seat first would log and save the
 * passes in another order than from the discarder's right, as they always
 * were.
 */
void play_claim_close(ui *u)
{
    u->claim.deadline = 0;
    seats loop;
    seats_init(&loop, u->game, &u->opt.rules, SEAT_HUMAN, 0);
    loop.applied = timed_out_pass;
    loop.arg = u;
    /* Each pass may end the window (and start the next turn); stop then. */
    for (int guard = 0; guard < 4; guard++) {
        int phase = tsumo_game_phase(u->game);
        if (phase != TSUMO_PHASE_CLAIM && phase != TSUMO_PHASE_CHANKAN)
            break;
        unsigned mask = tsumo_game_to_act(u->game);
        tsumo_view v;
        tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
        int seat = TSUMO_NO_SEAT;
        for (int i = 1; i <= 4 && seat == TSUMO_NO_SEAT; i++) {
            int s = (v.claim_from + i) & 3;
            if (mask >> s & 1)
                seat = s;
        }
        tsumo_action pass = {.type = TSUMO_ACTION_PASS, .seat = (uint8_t)seat};
        if (seat == TSUMO_NO_SEAT || !seats_act(&loop, &pass))
            break;
    }
    u->claim.open = false;
    play_advance(u);
}

void play_claim_open(ui *u, int seat)
{
    if (!(tsumo_game_to_act(u->game) >> seat & 1))
        return; /* this seat has answered, or it discarded the tile */
    if (u->claim.deadline) {
        int64_t left = u->claim.deadline - play_now_ms();
        u->claim.left = left > 0 ? left : 0;
        u->claim.deadline = 0;
    }
    show(u, seat, UI_SCREEN_CALL);
}

/* ---- games ---- */

/* The name without the blanks around it: where it starts, its length. */
static size_t name_span(const char *name, const char **start)
{
    while (*name == ' ')
        name++;
    size_t n = strlen(name);
    while (n > 0 && name[n - 1] == ' ')
        n--;
    *start = name;
    return n;
}

int play_names_problem(char names[4][TSUMO_NAME_SIZE], char *why, size_t size)
{
    const char *at[4];
    size_t len[4];
    for (int i = 0; i < 4; i++) {
        len[i] = name_span(names[i], &at[i]);
        if (len[i] == 0) {
            snprintf(why, size, _("Player %d needs a name"), i + 1);
            return i;
        }
        char reason[128];
        if (!cli_text_safe(names[i], reason, sizeof reason)) {
            /* TRANSLATORS: the reason says what the name holds (a control character...). */
            snprintf(why, size, _("Player %d's name cannot be shown: %s"), i + 1, reason);
            return i;
        }
    }
    /* The curtain names the player who may look: two alike would name nobody. */
    for (int j = 1; j < 4; j++)
        for (int i = 0; i < j; i++) {
            int order = 1;
            if (u8_casecmp((const uint8_t *)at[i], len[i], (const uint8_t *)at[j], len[j], NULL,
                           NULL, &order) == 0 &&
                order == 0) {
                snprintf(why, size,
                         _("Players %d and %d have the same name, %.*s: the curtain could not "
                           "tell them apart"),
                         i + 1, j + 1, (int)len[j], at[j]);
                return j;
            }
        }
    return -1;
}

static uint64_t fresh_seed(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    uint64_t x = (uint64_t)ts.tv_sec * 1000000007u ^ (uint64_t)ts.tv_nsec;
    x ^= (uint64_t)(uintptr_t)&ts;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return x;
}

static void reset_table(ui *u)
{
    u->holder = TSUMO_NO_SEAT;
    u->curtain_seat = TSUMO_NO_SEAT;
    u->bottom = u->opt.seat & 3; /* --seat, where the table stands still */
    u->turn.mode = UI_MODE_DISCARD;
    u->turn.cursor = -1;
    u->turn.typed[0] = '\0';
    u->message[0] = '\0';
    u->claim.open = false;
    u->claim.deadline = 0;
    memset(u->log, 0, sizeof u->log);
    memset(u->log_events, 0, sizeof u->log_events);
    memset(u->coach_note, 0, sizeof u->coach_note); /* a note belongs to its game's hand */
}

bool play_new_game(ui *u)
{
    play_close(u);
    reset_table(u);
    char kept[sizeof u->kept];
    if (!save_keep_unfinished(kept, sizeof kept)) {
        play_say(u, UI_PAINT_WARN, _("Cannot start a new game: %s"), kept);
        return false;
    }
    if (kept[0])
        memcpy(u->kept, kept, sizeof u->kept);
    tsumo_rules rules = u->opt.rules;
    rules.penalties = u->opt.penalties;
    if (!u->opt.seed_given) {
        u->opt.seed = fresh_seed();
        u->opt.seed_given = true;
    }
    tsumo_game_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.seed = u->opt.seed;
    setup.draw_seats = u->opt.draw_seats;
    for (int i = 0; i < 4; i++)
        setup.names[i] = u->opt.names[i];
    tsumo_status st = tsumo_game_new(&u->game, &rules, &setup);
    if (st != TSUMO_OK) {
        u->game = NULL;
        play_say(u, UI_PAINT_WARN, _("Cannot start the game: %s"), tsumo_status_name(st));
        return false;
    }
    cpu_seat_winds(u);
    if (!save_begin(u, &setup))
        play_say(u, UI_PAINT_WARN, "%s", _("This game cannot be saved; see --help for the place"));
    else if (kept[0])
        play_say(u, UI_PAINT_GOOD, "%s", kept);
    play_advance(u);
    return true;
}

bool play_resume(ui *u)
{
    play_close(u);
    reset_table(u);
    char why[256];
    if (!save_load(u, why, sizeof why)) {
        play_say(u, UI_PAINT_WARN, _("Cannot resume: %s"), why);
        return false;
    }
    play_advance(u);
    return true;
}

bool play_resume_kept(ui *u, const char *file)
{
    play_close(u);
    reset_table(u);
    char path[4600], why[512], kept[sizeof u->kept];
    if (!save_kept_path(path, sizeof path, file)) {
        play_say(u, UI_PAINT_WARN, _("Cannot resume: %s"), _("not a kept game"));
        return false;
    }
    if (!save_load_file(u, path, why, sizeof why)) {
        play_say(u, UI_PAINT_WARN, _("Cannot resume: %s"), why);
        return false;
    }
    u->opt.claim_ms = u->opt.rules.claim_window_ms; /* as tsumo play --from */
    ui_claim_ms_from_env(&u->opt.claim_ms);         /* over any option, as for a new game */
    /* It takes the autosave: a game there is kept aside first, never overwritten. */
    if (!save_keep_unfinished(kept, sizeof kept)) {
        play_close(u);
        play_say(u, UI_PAINT_WARN, _("Cannot resume: %s"), kept);
        return false;
    }
    if (!save_take_over(u)) {
        /* The kept file stays: it is still the only copy on the disk. */
        play_say(u, UI_PAINT_WARN, "%s", _("This game cannot be saved; see --help for the place"));
    } else {
        unlink(path); /* the autosave holds it now, written and synced */
        if (kept[0])
            play_say(u, UI_PAINT_GOOD, "%s", kept);
    }
    play_advance(u);
    return true;
}

void play_close(ui *u)
{
    tsumo_game_free(u->game);
    u->game = NULL;
    save_end(u);
    u->holder = TSUMO_NO_SEAT;
}
