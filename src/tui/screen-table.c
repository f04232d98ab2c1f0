/*
 * A seat's own turn: its hand at the bottom, the table around it.
 *
 * The cursor moves along the hand in table order (sorted, the drawn tile
 * apart at the end); a tile can also be typed as in mpsz ("5p", "0p" for the
 * red one). Enter discards. The declarations (riichi, tsumo, kan, the
 * nine-terminals abort) are sent to the engine as the player means them:
 * the engine judges them, and a refusal comes back with its rule.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

/* The declarations the holder may make now (the engine's legal list): UI_DECLARE_* bits. */
enum ui_declare {
    UI_DECLARE_RIICHI = 1 << 0,
    UI_DECLARE_OPEN_RIICHI = 1 << 1,
    UI_DECLARE_TSUMO = 1 << 2,
    UI_DECLARE_KAN = 1 << 3,
    UI_DECLARE_NINE = 1 << 4 /* the nine-terminals abort */
};

static void own_view(const ui *u, tsumo_view *v)
{
    ui_view(u, v);
}

static int hand_size(const tsumo_view *v)
{
    tsumo_tile order[14];
    return board_hand_order(v, order);
}

static tsumo_tile hand_tile(const tsumo_view *v, int i)
{
    tsumo_tile order[14];
    int n = board_hand_order(v, order);
    return i >= 0 && i < n ? order[i] : TSUMO_NO_TILE;
}

static void fix_cursor(ui *u, const tsumo_view *v)
{
    int n = hand_size(v);
    if (u->turn.cursor < 0 || u->turn.cursor >= n)
        u->turn.cursor = n - 1; /* the drawn tile, or the last one */
}

/* Whether the legal list has an action of this type (with this face, if tile < TILES); an open
   riichi (R-RII-13) counts only as OPEN_RIICHI_LISTED, a type of its own here. */
#define OPEN_RIICHI_LISTED (TSUMO_ACTION_TYPE_COUNT + 1)

static bool legal_has(const tsumo_action *legal, int n, int type, tsumo_tile tile, int red)
{
    for (int i = 0; i < n; i++) {
        bool open = legal[i].type == TSUMO_ACTION_RIICHI && (legal[i].flags & TSUMO_ACTION_OPEN);
        if ((open ? OPEN_RIICHI_LISTED : legal[i].type) != type)
            continue;
        if (tile >= TSUMO_TILES)
            return true;
        if (tsumo_tile_kind(legal[i].tile) == tsumo_tile_kind(tile) &&
            tsumo_tile_is_red(legal[i].tile, red) == tsumo_tile_is_red(tile, red))
            return true;
    }
    return false;
}

static void title_draw(const ui *u, const tsumo_view *v)
{
    char title[256], name[UI_SHORT_NAME];
    const tsumo_view_seat *s = &v->seats[u->holder];
    board_short_name(name, sizeof name, v, u->holder, UI_NAME_COLS);
    const char *what;
    if (u->turn.mode == UI_MODE_RIICHI)
        what = _("riichi: choose the tile to turn sideways, Enter to declare");
    else if (u->turn.mode == UI_MODE_OPEN_RIICHI)
        what = _("open riichi: choose the tile, Enter; your hand is then shown");
    else if (u->turn.mode == UI_MODE_KAN)
        what = _("kan: choose which, Enter to declare");
    else if (u->turn.mode == UI_MODE_TSUMO_ASK)
        /* TRANSLATORS: the title after Enter on a turn whose drawn tile wins. */
        what = _("tsumo or discard? Your hand wins on the drawn tile");
    else if (v->phase == TSUMO_PHASE_AFTER_CALL)
        what = _("discard a tile after your call");
    else
        what = _("your turn: choose a discard");
    snprintf(title, sizeof title, _("%s (%s) — %s"), name, board_wind_name(s->wind), what);
    canvas_blank(0, 0, canvas_cols(), UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, title);
}

static void status_draw(const ui *u, const tsumo_view *v, const tsumo_action *legal, int n)
{
    int y = board_hand_below(u);
    int x = board_hand_x(u, v, u->turn.cursor);
    canvas_put(y, x, UI_PAINT_KEY | UI_BOLD, "^");
    char line[256] = "";
    size_t len = 0;
    static const struct {
        int type;
        const char *name;
    } specials[] = {
        {TSUMO_ACTION_TSUMO, N_("tsumo")},       {TSUMO_ACTION_RIICHI, N_("riichi")},
        {OPEN_RIICHI_LISTED, N_("open riichi")}, {TSUMO_ACTION_CLOSED_KAN, N_("kan")},
        {TSUMO_ACTION_ADDED_KAN, N_("kan")},     {TSUMO_ACTION_KYUUSHU, N_("nine terminals")}};
    bool kan_said = false;
    for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++) {
        if (!legal_has(legal, n, specials[i].type, TSUMO_NO_TILE, 0))
            continue;
        bool is_kan = specials[i].type == TSUMO_ACTION_CLOSED_KAN ||
                      specials[i].type == TSUMO_ACTION_ADDED_KAN;
        if (is_kan && kan_said)
            continue;
        kan_said = kan_said || is_kan;
        len += (size_t)snprintf(line + len, sizeof line - len, "%s%s", len ? ", " : "",
                                _(specials[i].name));
    }
    /* One status text: right-aligned, or at the left when the caret is at the right. */
    char text[320] = "";
    size_t tl = 0;
    if (u->turn.typed[0])
        tl += (size_t)snprintf(text + tl, sizeof text - tl, _("typed: %s"), u->turn.typed);
    if (v->furiten)
        tl += (size_t)snprintf(text + tl, sizeof text - tl, "%s%s", tl ? " · " : "", _("furiten"));
    if (*line)
        tl += (size_t)snprintf(text + tl, sizeof text - tl, "%s", tl ? " · " : "");
    if (*line)
        snprintf(text + tl, sizeof text - tl, _("possible: %s"), line);
    if (!*text)
        return;
    int w = ui_width(text), cols = canvas_cols();
    int sx = cols - w - 1;
    if (x >= sx - 1)
        sx = 1;
    int paint = v->furiten ? (UI_PAINT_WARN | UI_BOLD) : (UI_PAINT_GOOD | UI_BOLD);
    canvas_put_max(y, sx, sx == 1 ? x - 2 : cols - sx, paint, text);
}

static unsigned screen_table_declarations(const ui *u)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = play_legal(u, u->holder, legal, TSUMO_GAME_MAX_LEGAL);
    static const struct {
        int type;
        unsigned bit;
    } kinds[] = {
        {TSUMO_ACTION_RIICHI, UI_DECLARE_RIICHI}, {OPEN_RIICHI_LISTED, UI_DECLARE_OPEN_RIICHI},
        {TSUMO_ACTION_TSUMO, UI_DECLARE_TSUMO},   {TSUMO_ACTION_CLOSED_KAN, UI_DECLARE_KAN},
        {TSUMO_ACTION_ADDED_KAN, UI_DECLARE_KAN}, {TSUMO_ACTION_KYUUSHU, UI_DECLARE_NINE}};
    unsigned mask = 0;
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (legal_has(legal, n, kinds[i].type, TSUMO_NO_TILE, 0))
            mask |= kinds[i].bit;
    return mask;
}

static void screen_table_draw(ui *u)
{
    tsumo_view v;
    own_view(u, &v);
    fix_cursor(u, &v);
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = play_legal(u, u->holder, legal, TSUMO_GAME_MAX_LEGAL);
    title_draw(u, &v);
    board_draw(u, &v, u->bottom); /* the holder, or the seat of a still table */
    unsigned marks[14] = {0};
    int count = hand_size(&v);
    for (int i = 0; i < count; i++) {
        tsumo_tile t = hand_tile(&v, i);
        if (u->turn.mode == UI_MODE_RIICHI || u->turn.mode == UI_MODE_OPEN_RIICHI)
            marks[i] =
                legal_has(legal, n,
                          u->turn.mode == UI_MODE_RIICHI ? TSUMO_ACTION_RIICHI : OPEN_RIICHI_LISTED,
                          t, u->opt.rules.red_fives)
                    ? TILE_CHOICE
                    : TILE_FAINT;
        if (i == u->turn.cursor)
            marks[i] |= TILE_SELECTED;
    }
    board_draw_hand(u, &v, u->holder, board_hand_row(u), marks, TSUMO_NO_TILE);
    status_draw(u, &v, legal, n);
    coach_draw(u, count ? hand_tile(&v, u->turn.cursor) : TSUMO_NO_TILE, NULL);
    if (u->turn.mode == UI_MODE_KAN) {
        int x = 1, y = canvas_rows() - 3;
        for (int i = 0; i < u->choices.count; i++) {
            int style = i == u->choices.at ? (UI_PAINT_KEY | UI_REVERSE) : UI_PAINT_TEXT;
            x = canvas_put(y, x, style, u->choices.item[i].label) + 2;
        }
    }
    ui_keys_hint(u, ui_keys_now(u), canvas_rows() - 2, 1, canvas_cols() - 2);
    ui_message_draw(u);
}

/* ---- keys ---- */

static void act(ui *u, int type, tsumo_tile tile, const tsumo_view *v)
{
    tsumo_action a = {.type = (uint8_t)type, .seat = (uint8_t)u->holder, .tile = tile};
    a.tiles[0] = a.tiles[1] = TSUMO_NO_TILE;
    if ((type == TSUMO_ACTION_DISCARD || type == TSUMO_ACTION_RIICHI) && tile == v->drawn)
        a.flags = TSUMO_ACTION_TSUMOGIRI;
    if (type == TSUMO_ACTION_RIICHI && u->turn.mode == UI_MODE_OPEN_RIICHI)
        a.flags |= TSUMO_ACTION_OPEN; /* R-RII-13: the engine judges it */
    if (play_apply(u, &a)) {
        u->turn.mode = UI_MODE_DISCARD;
        u->turn.cursor = -1;
    }
}

/* Typing a tile: a digit, then its suit letter; selects the first such tile. */
static bool typed_key(ui *u, int key, const tsumo_view *v)
{
    if (key >= '0' && key <= '9') {
        u->turn.typed[0] = (char)key;
        u->turn.typed[1] = '\0';
        return true;
    }
    if (!u->turn.typed[0] || key <= 0 || key > 127 || !strchr("mpsz", key))
        return false;
    u->turn.typed[1] = (char)key;
    u->turn.typed[2] = '\0';
    tsumo_kind kind;
    bool red;
    tsumo_diag diag;
    if (tsumo_kind_parse(&kind, &red, u->turn.typed, &diag) != TSUMO_OK) {
        play_say(u, UI_PAINT_WARN, _("%s is not a tile"), u->turn.typed);
        u->turn.typed[0] = '\0';
        return true;
    }
    int n = hand_size(v);
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n; i++) {
            tsumo_tile t = hand_tile(v, i);
            bool r = tsumo_tile_is_red(t, u->opt.rules.red_fives);
            /* A plain "5m" finds a plain five first, the red one only when no other is held. */
            if (tsumo_tile_kind(t) == kind && (r == red || (pass == 1 && !red))) {
                u->turn.cursor = i;
                u->turn.typed[0] = '\0';
                u->message[0] = '\0';
                return true;
            }
        }
    play_say(u, UI_PAINT_WARN, _("No %s in your hand"), u->turn.typed);
    u->turn.typed[0] = '\0';
    return true;
}

/* The kan a hand tile would make: a closed one (four alike), an added one (an own pon), or 0. */
static int kan_of(const tsumo_view *v, int seat, tsumo_tile tile)
{
    tsumo_kind kind = tsumo_tile_kind(tile);
    int same = 0;
    for (int i = 0; i < v->hand_count; i++)
        same += tsumo_tile_kind(v->hand_tiles[i]) == kind;
    if (same >= 4)
        return TSUMO_ACTION_CLOSED_KAN;
    const tsumo_view_seat *s = &v->seats[seat & 3];
    for (int m = 0; m < s->meld_count; m++)
        if (s->melds[m].type == TSUMO_MELD_PON && tsumo_tile_kind(s->melds[m].tiles[0]) == kind)
            return TSUMO_ACTION_ADDED_KAN;
    return 0;
}

static void kan_key(ui *u, const tsumo_view *v)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = play_legal(u, u->holder, legal, TSUMO_GAME_MAX_LEGAL);
    u->choices.count = 0;
    for (int i = 0; i < n && u->choices.count < UI_MAX_CHOICES; i++) {
        if (legal[i].type != TSUMO_ACTION_CLOSED_KAN && legal[i].type != TSUMO_ACTION_ADDED_KAN)
            continue;
        ui_choice *c = &u->choices.item[u->choices.count++];
        c->action = legal[i];
        char tile[UI_TILE_WORD];
        snprintf(c->label, sizeof c->label, "%s %s",
                 legal[i].type == TSUMO_ACTION_CLOSED_KAN ? _("closed kan") : _("added kan"),
                 tile_word(tile, sizeof tile, u->opt.style, legal[i].tile, u->opt.rules.red_fives));
    }
    if (u->choices.count == 1) {
        tsumo_action a = u->choices.item[0].action;
        if (play_apply(u, &a))
            u->turn.cursor = -1;
        return;
    }
    if (u->choices.count > 1) {
        u->turn.mode = UI_MODE_KAN;
        u->choices.at = 0;
        return;
    }
    /*
     * None is legal. Where the hand has the tiles of a kan (four alike, or a
     * pon and its fourth), the player means that one: the engine says why not
     * (or punishes it); the selected tile's kind first. Else there is no kan
     * to mean at all, which is what the player is told.
     */
    tsumo_tile t = hand_tile(v, u->turn.cursor);
    tsumo_tile pick = TSUMO_NO_TILE;
    int type = 0;
    for (int pass = 0; pass < 2 && pick >= TSUMO_TILES; pass++)
        for (int i = 0; i < v->hand_count && pick >= TSUMO_TILES; i++) {
            tsumo_tile h = v->hand_tiles[i];
            if (pass == 0 && t < TSUMO_TILES && tsumo_tile_kind(h) != tsumo_tile_kind(t))
                continue;
            int kan = kan_of(v, u->holder, h);
            if (kan) {
                pick = h;
                type = kan;
            }
        }
    if (pick < TSUMO_TILES) {
        act(u, type, pick, v);
        return;
    }
    char closed[160], added[160];
    /* TRANSLATORS: each %s is where a rule comes from: a closed kan's ("EMA 3.3.8"), an added
       kan's ("EMA 3.3.7"). */
    play_say(u, UI_PAINT_WARN,
             _("No kan is possible: a kan needs four alike in your hand (%s), or a pon of yours "
               "and its fourth tile (%s)"),
             ui_rule_source(u, "R-KAN-01", closed, sizeof closed),
             ui_rule_source(u, "R-KAN-04", added, sizeof added));
}

static void move_cursor(ui *u, const tsumo_view *v, int delta)
{
    int n = hand_size(v);
    if (n <= 0)
        return;
    u->turn.cursor = ((u->turn.cursor + delta) % n + n) % n;
    u->turn.typed[0] = '\0';
}

/* ---- the key tables of the three moments: a discard, a riichi tile, a kan ---- */

/* Each key's act sees the hand as the screen shows it. */
static void table_view(ui *u, tsumo_view *v)
{
    own_view(u, v);
    fix_cursor(u, v);
}

static bool move_key(ui *u, int key)
{
    tsumo_view v;
    table_view(u, &v);
    if (key == UI_KEY_LEFT || key == 'h')
        move_cursor(u, &v, -1);
    else if (key == UI_KEY_RIGHT || key == 'l')
        move_cursor(u, &v, 1);
    else if (key == UI_KEY_HOME || key == UI_KEY_UP || key == 'k')
        u->turn.cursor = 0;
    else
        u->turn.cursor = hand_size(&v) - 1;
    return true;
}

static bool can_tsumo(const ui *u);

/*
 * Enter discards; where the hand wins by tsumo it asks first, so that a win
 * is never thrown away by the key that discards on every other turn.
 */
static bool discard_key(ui *u, int key)
{
    (void)key;
    tsumo_view v;
    table_view(u, &v);
    if (u->turn.mode == UI_MODE_DISCARD && can_tsumo(u)) {
        u->turn.mode = UI_MODE_TSUMO_ASK;
        play_say(u, UI_PAINT_GOOD, "%s",
                 _("Tsumo or discard? t wins on the drawn tile; Enter discards the selected tile "
                   "anyway; Esc goes back"));
        return true;
    }
    u->turn.mode = UI_MODE_DISCARD;
    act(u, TSUMO_ACTION_DISCARD, hand_tile(&v, u->turn.cursor), &v);
    return true;
}

/*
 * r (o): choose the riichi tile. Where the tile under the cursor cannot be
 * turned sideways, the cursor goes to the last that can (the nearest to the
 * drawn tile), so that the usual riichi is r and Enter.
 */
static bool riichi_key(ui *u, int key)
{
    u->turn.mode = key == 'o' ? UI_MODE_OPEN_RIICHI : UI_MODE_RIICHI;
    u->message[0] = '\0';
    tsumo_view v;
    table_view(u, &v);
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = play_legal(u, u->holder, legal, TSUMO_GAME_MAX_LEGAL);
    int type = key == 'o' ? OPEN_RIICHI_LISTED : TSUMO_ACTION_RIICHI;
    int red = u->opt.rules.red_fives;
    if (legal_has(legal, n, type, hand_tile(&v, u->turn.cursor), red))
        return true;
    for (int i = hand_size(&v) - 1; i >= 0; i--)
        if (legal_has(legal, n, type, hand_tile(&v, i), red)) {
            u->turn.cursor = i;
            break;
        }
    return true;
}

static bool declare_key(ui *u, int key)
{
    tsumo_view v;
    table_view(u, &v);
    if (key == 'K')
        kan_key(u, &v);
    else
        act(u, key == 't' ? TSUMO_ACTION_TSUMO : TSUMO_ACTION_KYUUSHU, TSUMO_NO_TILE, &v);
    return true;
}

static bool forget_key(ui *u, int key)
{
    (void)key;
    u->turn.typed[0] = '\0';
    u->message[0] = '\0';
    return true;
}

static bool can(const ui *u, unsigned what)
{
    return u->game && (screen_table_declarations(u) & what) != 0;
}
static bool can_riichi(const ui *u)
{
    return can(u, UI_DECLARE_RIICHI);
}
static bool can_open_riichi(const ui *u)
{
    return can(u, UI_DECLARE_OPEN_RIICHI);
}
static bool can_tsumo(const ui *u)
{
    return can(u, UI_DECLARE_TSUMO);
}
static bool can_kan(const ui *u)
{
    return can(u, UI_DECLARE_KAN);
}
static bool can_nine(const ui *u)
{
    return can(u, UI_DECLARE_NINE);
}

/* R: the rules reference, back to this turn with Esc (the same seat holds the keyboard). */
static bool reference_key(ui *u, int key)
{
    (void)key;
    ui_reference_open(u);
    return true;
}

/*
 * A declaration's key is offered only when the engine lists it now (after a
 * call only the discard; open riichi only where the ruleset has it). Its key
 * still sends what the player means, for the engine to refuse or punish.
 */
static const ui_key_row discard_rows[] = {
    {.codes = {UI_KEY_LEFT, 'h', UI_KEY_RIGHT, 'l'},
     .key = "←→",
     .label = N_("move"),
     .help_key = "←→ h l",
     .help = N_("move along the hand"),
     .act = move_key},
    {.codes = {UI_KEY_HOME, UI_KEY_UP, 'k', UI_KEY_END, UI_KEY_DOWN, 'j'},
     .help_key = "↑ k  ↓ j",
     .help = N_("first tile, drawn tile"),
     .act = move_key},
    {.help_key = "5p 0m 7z", .help = N_("type a tile to select it (0 = red five, z = honours)")},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("discard"),
     .help_key = "Enter",
     .help = N_("discard the selected tile"),
     .act = discard_key},
    {.codes = {'r'},
     .key = "r",
     .label = N_("riichi"),
     .help_key = "r",
     .help = N_("riichi: choose the tile, Enter declares, Esc cancels"),
     .shown_when = can_riichi,
     .act = riichi_key},
    {.codes = {'o'},
     .key = "o",
     .label = N_("open"),
     .help_key = "o",
     .help = N_("open riichi: as r, and your hand is shown to all"),
     .shown_when = can_open_riichi,
     .act = riichi_key},
    {.codes = {'t'},
     .key = "t",
     .label = N_("tsumo"),
     .help_key = "t",
     .help = N_("tsumo: win on the drawn tile"),
     .shown_when = can_tsumo,
     .act = declare_key},
    {.codes = {'K'},
     .key = "K",
     .label = N_("kan"),
     .help_key = "K",
     .help = N_("kan: closed or added"),
     .shown_when = can_kan,
     .act = declare_key},
    {.codes = {'N'},
     .key = "N",
     .label = N_("abort"),
     .help_key = "N",
     .help = N_("abort with nine terminals and honours (first turn)"),
     .shown_when = can_nine,
     .act = declare_key},
    UI_KEY_ROW(UI_ROW_TURN),
    UI_KEY_ROW(UI_ROW_HELP),
    UI_KEY_ROW(UI_ROW_STANDINGS),
    {.codes = {'R'},
     .help_key = "R",
     .help = N_("the rules reference of this game's ruleset"),
     .act = reference_key},
    UI_KEY_ROW(UI_ROW_LEAVE),
    {.codes = {UI_KEY_ESCAPE}, .act = forget_key},
    {.help_key = "",
     .help = N_("Only the declarations the rules allow now are listed; the others' keys are "
                "still judged by the engine.")},
    {.help_key = "",
     .help = N_("Marks after a tile: * red five, / riichi tile, - claimed away, + added to a kan; "
                "after a meld's claimed tile, an arrow (< ^ > v) points at the seat on the screen "
                "that discarded it. %s is a tile face down.")},
};

static bool riichi_declare_key(ui *u, int key)
{
    (void)key;
    tsumo_view v;
    table_view(u, &v);
    act(u, TSUMO_ACTION_RIICHI, hand_tile(&v, u->turn.cursor), &v);
    return true;
}

static bool back_key(ui *u, int key)
{
    (void)key;
    if (u->turn.mode != UI_MODE_KAN)
        u->message[0] = '\0';
    u->turn.mode = UI_MODE_DISCARD;
    return true;
}

static const ui_key_row riichi_rows[] = {
    {.codes = {UI_KEY_LEFT, 'h', UI_KEY_RIGHT, 'l', UI_KEY_HOME, UI_KEY_END},
     .key = "←→",
     .label = N_("choose"),
     .help_key = "←→ h l",
     .help = N_("choose the tile to turn sideways (underlined: those that keep tenpai)"),
     .act = move_key /* (its codes: the same moves as a discard's) */},
    {.help_key = "5p 0m 7z", .help = N_("type a tile to select it")},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("declare"),
     .help_key = "Enter",
     /* TRANSLATORS: %s is where the rule comes from: "EMA 3.3.12". */
     .help = N_("declare riichi with the selected tile (%s)"),
     .rule = "R-RII-01",
     .act = riichi_declare_key},
    {.codes = {UI_KEY_ESCAPE, 'r', 'o'},
     .key = "Esc",
     .label = N_("back"),
     .help_key = "Esc r",
     .help = N_("do not declare: back to choosing a discard"),
     .act = back_key},
    UI_KEY_ROW(UI_ROW_HELP),
    {.help_key = "",
     .help = N_("The engine judges the declaration: a riichi it does not allow is refused with the "
                "rule.")},
};

static bool kan_declare_key(ui *u, int key)
{
    (void)key;
    tsumo_action a = u->choices.item[u->choices.at].action;
    if (play_apply(u, &a))
        u->turn.cursor = -1;
    u->turn.mode = UI_MODE_DISCARD;
    return true;
}

/* Esc: back to choosing a discard (from a kan's choice, or the tsumo question). */
#define BACK_TO_DISCARD_ROW                                                                        \
    {                                                                                              \
        .codes = {UI_KEY_ESCAPE}, .key = "Esc", .label = N_("back"), .help_key = "Esc",            \
        .help = N_("back to choosing a discard"), .act = back_key                                  \
    }

static const ui_key_row kan_rows[] = {
    {.codes = {UI_KEY_LEFT, 'h', UI_KEY_UP, 'k', UI_KEY_RIGHT, 'l', UI_KEY_DOWN, 'j'},
     .key = "←→",
     .label = N_("choose"),
     .help_key = "←→",
     .help = N_("choose which kan"),
     .act = play_choose_key},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("declare"),
     .help_key = "Enter",
     .help = N_("declare it"),
     .act = kan_declare_key},
    BACK_TO_DISCARD_ROW,
    UI_KEY_ROW(UI_ROW_HELP),
};

static bool ask_tsumo_key(ui *u, int key)
{
    (void)key;
    u->turn.mode = UI_MODE_DISCARD;
    tsumo_view v;
    table_view(u, &v);
    act(u, TSUMO_ACTION_TSUMO, TSUMO_NO_TILE, &v);
    return true;
}

static const ui_key_row ask_rows[] = {
    {.codes = {'t', 'T'},
     .key = "t",
     .label = N_("tsumo"),
     .help_key = "t",
     .help = N_("tsumo: win on the drawn tile"),
     .act = ask_tsumo_key},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("discard anyway"),
     .help_key = "Enter",
     .help = N_("discard the selected tile anyway, and do not win"),
     .act = discard_key},
    BACK_TO_DISCARD_ROW,
    UI_KEY_ROW(UI_ROW_HELP),
    UI_KEY_ROW(UI_ROW_STANDINGS),
    {.help_key = "",
     .help = N_("Your hand wins on the drawn tile: Enter asks before it throws the win away.")},
};

static const ui_keys discard_keys = UI_KEYS(discard_rows, true);
static const ui_keys riichi_keys = UI_KEYS(riichi_rows, false);
static const ui_keys kan_keys = UI_KEYS(kan_rows, false);
static const ui_keys ask_keys = UI_KEYS(ask_rows, false);

static const ui_keys *keys_of(const ui *u)
{
    if (u->turn.mode == UI_MODE_KAN)
        return &kan_keys;
    if (u->turn.mode == UI_MODE_TSUMO_ASK)
        return &ask_keys;
    return u->turn.mode == UI_MODE_DISCARD ? &discard_keys : &riichi_keys;
}

/* The keys the tables do not take are a tile typed ("5p"). */
static void table_key(ui *u, int key)
{
    tsumo_view v;
    table_view(u, &v);
    if (!ui_keys_run(u, keys_of(u), key) && u->turn.mode != UI_MODE_KAN &&
        u->turn.mode != UI_MODE_TSUMO_ASK)
        typed_key(u, key, &v);
}

/* Private: the seat's own hand, behind a curtain. */
const ui_screen_row screen_table = {
    .id = "table",
    .private_screen = true,
    .standings = true,
    .draw = screen_table_draw,
    .key = table_key,
    .keys = keys_of,
};
