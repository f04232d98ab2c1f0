/*
 * The new game form: four names, the ruleset (the shipped ones), penalties
 * refuse or penalize, the claim window, the casual option, the tile style,
 * the seed. ↑↓ move between fields, ←→ change a choice, typing edits a name.
 * A name still at its default ("Player 1") is a placeholder that the first
 * key replaces; Ctrl-U empties a field. ←→ on a name make that player a
 * computer or a human again, and step the computers' level (one for all, as
 * --cpu-level), shown at the name's right. Empty names and names alike (case
 * aside) are refused at the start: the curtain names who may look.
 */
#include "bot.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistr.h>

enum {
    FIELD_NAME0,
    FIELD_NAME3 = FIELD_NAME0 + 3,
    FIELD_RULES,
    FIELD_PENALTIES,
    FIELD_CLAIM,
    FIELD_CASUAL,
    FIELD_STYLE,
    FIELD_SEED,
    FIELD_START,
    FIELD_COUNT
};

/* The form's own (u->form); the options it sets are the table's, ui.opt. */
struct ui_form {
    int field;
    char seed[256];           /* the seed as typed */
    bool name_placeholder[4]; /* the name is still "Player N": the first key replaces it */
};

static bool is_text(int field)
{
    return field <= FIELD_NAME3 || field == FIELD_SEED;
}

static bool screen_setup_typing(const ui *u)
{
    return u->screen == UI_SCREEN_SETUP && u->form && is_text(u->form->field);
}

static int rules_count(void)
{
    int n = 0;
    while (tsumo_rules_builtin_name(n))
        n++;
    return n;
}

static int rules_index(const ui *u)
{
    for (int i = 0; tsumo_rules_builtin_name(i); i++)
        if (strcmp(tsumo_rules_builtin_name(i), u->opt.rules_name) == 0)
            return i;
    return -1;
}

static void claim_for_humans(ui *u);

/* Loads a shipped ruleset by name; false when it does not parse. */
static bool load_builtin(ui *u, const char *name)
{
    const char *text = tsumo_rules_builtin_text(name);
    tsumo_rules rules;
    tsumo_diag diag;
    memset(&diag, 0, sizeof diag);
    if (!text || tsumo_rules_parse(&rules, text, strlen(text), &diag) != TSUMO_OK)
        return false;
    u->opt.rules = rules;
    u->opt.rules_loaded = true;
    snprintf(u->opt.rules_name, sizeof u->opt.rules_name, "%s", name);
    u->opt.penalties = rules.penalties;
    u->opt.claim_ms = rules.claim_window_ms;
    claim_for_humans(u);
    return true;
}

static const char *field_label(int field)
{
    switch (field) {
    case FIELD_RULES:
        return _("Ruleset");
    case FIELD_PENALTIES:
        return _("Penalties");
    case FIELD_CLAIM:
        return _("Claim window");
    case FIELD_CASUAL:
        return _("Casual table");
    case FIELD_STYLE:
        return _("Tiles");
    case FIELD_SEED:
        return _("Seed");
    default:
        return "";
    }
}

static void field_value(const ui *u, int field, char *buf, size_t size)
{
    switch (field) {
    case FIELD_RULES:
        snprintf(buf, size, "%s", u->opt.rules_name);
        break;
    case FIELD_PENALTIES:
        snprintf(buf, size, "%s",
                 u->opt.penalties == TSUMO_PENALTIES_PENALIZE
                     ? _("penalize: a wrong call or win is accepted and punished")
                     : _("refuse: a wrong call or win is refused with the rule"));
        break;
    case FIELD_CLAIM:
        if (u->opt.claim_ms > 0)
            snprintf(buf, size, _("%d.%d s"), u->opt.claim_ms / 1000, u->opt.claim_ms % 1000 / 100);
        else
            snprintf(buf, size, "%s", _("no timer: until everyone passes"));
        break;
    case FIELD_CASUAL:
        snprintf(buf, size, "%s",
                 u->opt.casual ? _("yes: skip the window when nobody can claim (reveals it)")
                               : _("no: a claim window after every discard"));
        break;
    case FIELD_STYLE:
        tile_style_name(buf, size, u->opt.style);
        break;
    default:
        buf[0] = '\0';
    }
}

/* Beside a name, once there is a computer at all: "human", or "computer, level 2". */
static void seat_mark(const ui *u, int player, int y, int x)
{
    char mark[64];
    if (!u->opt.cpu_players)
        return; /* four humans: the form as it always was */
    if (u->opt.cpu_players >> player & 1) {
        snprintf(mark, sizeof mark, _("computer, level %d"), u->opt.cpu_level);
        canvas_put_max(y, x, canvas_cols() - x - 1, UI_PAINT_KEY, mark);
    } else {
        canvas_put_max(y, x, canvas_cols() - x - 1, UI_PAINT_DIM, _("human"));
    }
}

/* Drawn only once the form has opened: its enter left the menu on if u->form could not be had. */
static void screen_setup_draw(ui *u)
{
    int rows = canvas_rows(), cols = canvas_cols();
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, _("tsumo — a new game"));
    int y = 2, lx = 3, vx = 20;
    canvas_cursor(-1, -1);
    for (int f = 0; f < FIELD_COUNT; f++) {
        bool on = u->form->field == f;
        int paint = on ? (UI_PAINT_KEY | UI_BOLD) : UI_PAINT_TEXT;
        char label[64], value[256];
        if (f <= FIELD_NAME3)
            snprintf(label, sizeof label, _("Player %d"), f + 1);
        else
            snprintf(label, sizeof label, "%s", field_label(f));
        if (f == FIELD_START) {
            y++;
            canvas_put(y, vx, on ? (UI_PAINT_KEY | UI_BOLD | UI_REVERSE) : UI_PAINT_TEXT,
                       _("[ Start the game ]"));
            break;
        }
        canvas_put(y, lx - 2, paint, on ? ">" : " ");
        canvas_put(y, lx, paint, label);
        bool placeholder = f <= FIELD_NAME3 && u->form->name_placeholder[f];
        if (f <= FIELD_NAME3)
            snprintf(value, sizeof value, "%s", u->opt.names[f]);
        else if (f == FIELD_SEED)
            snprintf(value, sizeof value, "%s", u->form->seed);
        else
            field_value(u, f, value, sizeof value);
        if (!is_text(f) && on)
            canvas_put(y, vx - 2, UI_PAINT_KEY, "<");
        int shown = placeholder  ? (UI_PAINT_DIM | UI_UNDERLINE)
                    : is_text(f) ? UI_UNDERLINE
                                 : UI_PAINT_TEXT;
        /* A name has the columns of the longest one, then its seat's mark. */
        int mark_x = vx + TSUMO_NAME_SIZE + 1;
        int end =
            canvas_put_max(y, vx, (f <= FIELD_NAME3 ? mark_x - 1 : cols) - vx - 3, shown, value);
        if (f <= FIELD_NAME3)
            seat_mark(u, f, y, mark_x);
        if (f == FIELD_SEED && !u->form->seed[0])
            canvas_put(y, vx, UI_PAINT_DIM, _("(random)"));
        if (!is_text(f) && on)
            canvas_put(y, end + 1, UI_PAINT_KEY, ">");
        if (is_text(f) && on)
            canvas_cursor(y, placeholder ? vx : end); /* the first key replaces a placeholder */
        y++;
        if (f == FIELD_RULES) {
            canvas_put_max(y++, vx, cols - vx - 2, UI_PAINT_DIM, u->opt.rules.description);
        }
        if (f == FIELD_STYLE) {
            /* Two red fives and a plain one, a wind and a dragon: every paint of the style. */
            static const tsumo_tile sample[] = {UI_TILE(TSUMO_5M, 0), UI_TILE(TSUMO_5P, 0),
                                                UI_TILE(TSUMO_5S, 1), UI_TILE(TSUMO_EAST, 0),
                                                UI_TILE(TSUMO_RED, 0)};
            int n = (int)(sizeof sample / sizeof sample[0]);
            int step = tile_row_step(u->opt.style, n, cols - vx - 2);
            tile_row_draw(y, vx, u->opt.style, sample, n, UI_SAMPLE_RED_FIVES, NULL, step);
            y++;
        }
    }
    if (u->opt.casual)
        ui_wrap(rows - 5, 3, cols - 6, 2, UI_PAINT_WARN,
                _("Casual: skipping the claim window tells everyone that nobody could claim."));
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
}

/* Removes the last UTF-8 character of s. */
static void erase_last(char *s)
{
    size_t n = strlen(s);
    while (n > 0) {
        n--;
        if (((unsigned char)s[n] & 0xC0) != 0x80)
            break;
    }
    s[n] = '\0';
}

static void append(char *s, size_t size, int key)
{
    uint8_t buf[8];
    int len = u8_uctomb(buf, (ucs4_t)key, (int)sizeof buf);
    size_t n = strlen(s);
    if (len <= 0 || n + (size_t)len >= size)
        return;
    memcpy(s + n, buf, (size_t)len);
    s[n + (size_t)len] = '\0';
}

bool screen_setup_rules_step(ui *u, int delta)
{
    int n = rules_count();
    if (n == 0)
        return false;
    int i = rules_index(u);
    i = ((i < 0 ? 0 : i + delta) % n + n) % n;
    if (load_builtin(u, tsumo_rules_builtin_name(i)))
        return true;
    play_say(u, UI_PAINT_WARN, _("The ruleset %s does not load"), tsumo_rules_builtin_name(i));
    return false;
}

/*
 * The next claim window the form offers: 0 (no timer), half seconds up to
 * 10 s, then 5 s at a time up to the longest the ruleset key allows (60 s, a
 * learner's time to think); past either end it wraps.
 */
static int claim_step(int ms, int delta)
{
    int32_t min = TSUMO_CLAIM_WINDOW_MIN_MS, max = TSUMO_CLAIM_WINDOW_MAX_MS;
    if (tsumo_rules_key_range("claim_window_ms", &min, &max, NULL) != TSUMO_OK)
        max = TSUMO_CLAIM_WINDOW_MAX_MS;
    bool fine = delta > 0 ? ms < UI_CLAIM_FINE_MS : ms <= UI_CLAIM_FINE_MS;
    int next = ms + delta * (fine ? UI_CLAIM_STEP_MS : UI_CLAIM_LONG_STEP_MS);
    if (next > 0 && next < min)
        next = delta > 0 ? min : 0;
    if (next < 0)
        return max;
    return next > max ? 0 : next;
}

/*
 * A learner alone with the computers gets the window without a timer: it
 * opens only when he can claim (play.c), and then waits for his answer. Back
 * to more humans, the ruleset's window comes back. Either may be changed.
 */
static void claim_for_humans(ui *u)
{
    bool alone = __builtin_popcount(u->opt.cpu_players & 15) == UI_SEATS - 1;
    if (alone && u->opt.claim_ms == u->opt.rules.claim_window_ms)
        u->opt.claim_ms = 0;
    else if (!alone && u->opt.claim_ms == 0)
        u->opt.claim_ms = u->opt.rules.claim_window_ms;
}

static void change(ui *u, int delta)
{
    switch (u->form->field) {
    case FIELD_RULES:
        screen_setup_rules_step(u, delta);
        break;
    case FIELD_PENALTIES:
        u->opt.penalties = u->opt.penalties == TSUMO_PENALTIES_REFUSE ? TSUMO_PENALTIES_PENALIZE
                                                                      : TSUMO_PENALTIES_REFUSE;
        break;
    case FIELD_CLAIM:
        u->opt.claim_ms = claim_step(u->opt.claim_ms, delta);
        break;
    case FIELD_CASUAL:
        u->opt.casual = !u->opt.casual;
        break;
    case FIELD_STYLE:
        u->opt.style = (ui_style)(((int)u->opt.style + delta + UI_STYLE_COUNT) % UI_STYLE_COUNT);
        break;
    default:
        break;
    }
}

/* A name without the blanks around it. */
static void trim(char *name)
{
    size_t skip = strspn(name, " ");
    memmove(name, name + skip, strlen(name + skip) + 1);
    size_t n = strlen(name);
    while (n > 0 && name[n - 1] == ' ')
        name[--n] = '\0';
}

static void start(ui *u)
{
    char why[256];
    for (int i = 0; i < 4; i++)
        trim(u->opt.names[i]);
    int bad = play_names_problem(u->opt.names, why, sizeof why);
    if (bad >= 0) {
        u->form->field = FIELD_NAME0 + bad;
        play_say(u, UI_PAINT_WARN, "%s", why);
        return;
    }
    if (u->form->seed[0]) {
        char *end = NULL;
        unsigned long long seed = strtoull(u->form->seed, &end, 10);
        if (!end || *end) {
            u->form->field = FIELD_SEED;
            play_say(u, UI_PAINT_WARN, "%s", _("The seed is a whole number"));
            return;
        }
        u->opt.seed = seed;
        u->opt.seed_given = true;
    } else {
        u->opt.seed_given = false;
    }
    canvas_cursor(-1, -1);
    play_new_game(u);
}

static bool field_key(ui *u, int key)
{
    int delta = key == UI_KEY_UP || key == UI_KEY_BACKTAB ? FIELD_COUNT - 1 : 1;
    u->form->field = (u->form->field + delta) % FIELD_COUNT;
    return true;
}

/*
 * → makes a human a computer, raises the computers' level, and past the
 * highest makes the player human again; ← goes back the same way.
 */
static void seat_step(ui *u, int player, int delta)
{
    unsigned bit = 1u << player;
    ui_options *o = &u->opt;
    if (!(o->cpu_players & bit)) {
        o->cpu_players |= bit;
        if (delta < 0)
            o->cpu_level = BOT_LEVEL_MAX;
    } else if (o->cpu_level + delta >= BOT_LEVEL_MIN && o->cpu_level + delta <= BOT_LEVEL_MAX) {
        o->cpu_level += delta;
    } else {
        o->cpu_players &= ~bit;
    }
    claim_for_humans(u);
}

static bool change_key(ui *u, int key)
{
    if (u->form->field <= FIELD_NAME3 && key != ' ') {
        seat_step(u, u->form->field - FIELD_NAME0, key == UI_KEY_LEFT ? -1 : 1);
        return true;
    }
    if (is_text(u->form->field))
        return false; /* Space is typed in a name, any key in the seed */
    change(u, key == UI_KEY_LEFT ? -1 : 1);
    return true;
}

static bool enter_key(ui *u, int key)
{
    (void)key;
    if (u->form->field == FIELD_START)
        start(u);
    else
        u->form->field++;
    return true;
}

static bool back_key(ui *u, int key)
{
    (void)key;
    canvas_cursor(-1, -1);
    u->screen = UI_SCREEN_MENU;
    return true;
}

static const ui_key_row key_rows[] = {
    {.codes = {UI_KEY_UP, UI_KEY_BACKTAB, UI_KEY_DOWN, UI_KEY_TAB},
     .key = "↑↓",
     .label = N_("field"),
     .help_key = "↑↓ Tab",
     .help = N_("move between fields"),
     .act = field_key},
    {.codes = {UI_KEY_LEFT, UI_KEY_RIGHT, ' '},
     .key = "←→",
     .label = N_("change"),
     .help_key = "←→ Space",
     .help = N_("change a choice"),
     .act = change_key},
    {.help_key = N_("←→ on a name"),
     .help = N_("a human or a computer player; again, the computers' level (one for all)")},
    {.help_key = N_("letters"),
     .help = N_("type a name or the seed; Backspace erases, Ctrl-U empties the field")},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("next / start"),
     .help_key = "Enter",
     .help = N_("next field; on Start, start"),
     .act = enter_key},
    {.codes = {UI_KEY_ESCAPE},
     .key = "Esc",
     .label = N_("back"),
     .help_key = "Esc",
     .help = N_("back to the menu"),
     .act = back_key},
    UI_KEY_ROW(UI_ROW_HELP_F1),
    {.help_key = "",
     .help = N_("Penalties: refuse turns an impossible call or win down with the rule; penalize "
                "accepts it and the chombo or dead hand follows. A casual table skips the claim "
                "window when nobody can claim, which tells everyone that nobody could.")},
};
static const ui_keys keys = UI_KEYS(key_rows, false);

/* A name or the seed being typed: the keys the table does not take. */
static void type_key(ui *u, int key)
{
    if (u->form->field <= FIELD_NAME3) {
        char *name = u->opt.names[u->form->field];
        bool *placeholder = &u->form->name_placeholder[u->form->field];
        bool typed = key < UI_KEY_TIMEOUT && key >= ' ';
        /* "Player 1" is there to be replaced: the first key, Backspace or Ctrl-U clears it. */
        if (*placeholder && (typed || key == UI_KEY_BACKSPACE || key == UI_KEY_CLEAR)) {
            name[0] = '\0';
            *placeholder = false;
            if (!typed)
                return;
        }
        if (key == UI_KEY_BACKSPACE)
            erase_last(name);
        else if (key == UI_KEY_CLEAR)
            name[0] = '\0';
        else if (typed)
            append(name, TSUMO_NAME_SIZE, key);
    } else if (u->form->field == FIELD_SEED) {
        if (key == UI_KEY_BACKSPACE)
            erase_last(u->form->seed);
        else if (key == UI_KEY_CLEAR)
            u->form->seed[0] = '\0';
        else if (key >= '0' && key <= '9' && strlen(u->form->seed) < UI_SEED_DIGITS)
            append(u->form->seed, sizeof u->form->seed, key);
    }
}

static void setup_key(ui *u, int key)
{
    if (!u->form)
        return;
    if (!u->opt.rules_loaded)
        load_builtin(u, TSUMO_RULES_DEFAULT_NAME);
    if (!ui_keys_run(u, &keys, key))
        type_key(u, key);
}

static void screen_setup_enter(ui *u)
{
    if (!u->form)
        u->form = calloc(1, sizeof *u->form);
    if (!u->form) {
        u->screen = UI_SCREEN_MENU; /* no memory for it: the menu stays */
        return;
    }
    if (!u->opt.rules_loaded || rules_index(u) < 0)
        load_builtin(u, TSUMO_RULES_DEFAULT_NAME);
    u->form->seed[0] = '\0';
    u->form->field = 0;
    /* The computers a game left in the settings stay, marked beside their names; open hands
       and the coach, which the form does not show, do not (tsumo play --open-hands, --coach). */
    u->opt.cpu_winds = 0;
    u->opt.open_hands = false;
    u->opt.coach = 0;
    /* A name still at its default ("Player 1") is a placeholder, not text to add to. */
    for (int i = 0; i < 4; i++) {
        char def[TSUMO_NAME_SIZE];
        snprintf(def, sizeof def, _("Player %d"), i + 1);
        u->form->name_placeholder[i] = strcmp(u->opt.names[i], def) == 0;
    }
}

void setup_close(ui *u)
{
    free(u->form);
    u->form = NULL;
}

/* Public: no game is open. */
const ui_screen_row screen_setup = {
    .id = "setup",
    .enter = screen_setup_enter,
    .draw = screen_setup_draw,
    .key = setup_key,
    .key_table = &keys,
    .typing = screen_setup_typing,
};
