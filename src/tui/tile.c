/*
 * How a tile looks in each style.
 *
 * A tile is drawn as a cell: its face, padded to the style's width, then one
 * column for a mark. The width is the widest face of the style as
 * libunistring measures it (two for "5m", four for "五萬", two for the
 * Unicode red dragon, which is an emoji), never a number written here, so
 * that every cell of a row lines up. The mark, right after the face, says
 * what colour alone must not: '*' a red five; in a pond '/' the riichi tile
 * (turned sideways) and '-' a tile claimed away. A meld's tiles are drawn
 * loose (tile_draw_loose): the face and all its marks, '*' and then an arrow
 * that points on the screen at the seat the claimed tile came from ('<' '^'
 * '>' 'v', or the arrows themselves where the style and the locale allow) or
 * '+' the tile added to a kan; board.c leaves a blank after each.
 *
 * The kanji and unicode styles need a terminal whose locale is UTF-8; on
 * any other the ascii faces stand in (tile_style_shown), and the screens
 * that name the style say so.
 */
#include "faces.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const style_ids[UI_STYLE_COUNT] = {"ascii", "kanji", "unicode", "local"};

const char *ui_style_id(ui_style style)
{
    return (unsigned)style < UI_STYLE_COUNT ? style_ids[style] : "ascii";
}

void tile_style_name(char *buf, size_t size, ui_style style)
{
    if (tile_style_shown(style) == style)
        snprintf(buf, size, "%s", ui_style_id(style));
    else
        /* TRANSLATORS: a tile style the terminal cannot show: "kanji (ascii: ...)". */
        snprintf(buf, size, _("%s (ascii here: the terminal's locale is not UTF-8)"),
                 ui_style_id(style));
}

bool ui_style_parse(ui_style *out, const char *id)
{
    for (int i = 0; i < UI_STYLE_COUNT; i++)
        if (strcmp(id, style_ids[i]) == 0) {
            *out = (ui_style)i;
            return true;
        }
    return false;
}

static const char *const kanji_faces[TSUMO_KINDS] = {
    "一萬", "二萬", "三萬", "四萬", "五萬", "六萬", "七萬", "八萬", "九萬", "一筒", "二筒", "三筒",
    "四筒", "五筒", "六筒", "七筒", "八筒", "九筒", "一索", "二索", "三索", "四索", "五索", "六索",
    "七索", "八索", "九索", "東",   "南",   "西",   "北",   "白",   "發",   "中"};

/* The Mahjong Tiles block (U+1F000-U+1F02B) orders winds, dragons, man, sou, pin. */
static const char *const unicode_faces[TSUMO_KINDS] = {
    "\U0001F007", "\U0001F008", "\U0001F009", "\U0001F00A", "\U0001F00B", "\U0001F00C",
    "\U0001F00D", "\U0001F00E", "\U0001F00F", "\U0001F019", "\U0001F01A", "\U0001F01B",
    "\U0001F01C", "\U0001F01D", "\U0001F01E", "\U0001F01F", "\U0001F020", "\U0001F021",
    "\U0001F010", "\U0001F011", "\U0001F012", "\U0001F013", "\U0001F014", "\U0001F015",
    "\U0001F016", "\U0001F017", "\U0001F018", "\U0001F000", "\U0001F001", "\U0001F002",
    "\U0001F003", "\U0001F006", "\U0001F005", "\U0001F004"};

/* A tile face down: '#' across the whole face in the text styles. */
static const char *const back_faces[UI_STYLE_COUNT] = {"##", "####", "\U0001F02B", "##"};

ui_style tile_style_shown(ui_style style)
{
    if ((unsigned)style >= UI_STYLE_COUNT || style == UI_STYLE_ASCII || !ui_utf8())
        return UI_STYLE_ASCII; /* kanji, tile faces and the languages' letters need UTF-8 */
    return style;
}

/* A kind's face in a style; the ASCII faces are the tiles' names (cli_kind_name). */
static const char *face_of(ui_style style, tsumo_kind kind)
{
    switch (tile_style_shown(style)) {
    case UI_STYLE_KANJI:
        return kanji_faces[kind];
    case UI_STYLE_UNICODE:
        return unicode_faces[kind];
    case UI_STYLE_LOCAL:
        return cli_kind_face(kind);
    default:
        return cli_kind_name(kind);
    }
}

const char *tile_face(ui_style style, tsumo_kind kind, bool red)
{
    (void)red; /* a red five has the face of a five; its mark says the rest */
    if (kind >= TSUMO_KINDS)
        return "?";
    return face_of(style, kind);
}

const char *tile_back_face(ui_style style)
{
    return back_faces[tile_style_shown(style)];
}

const char *tile_red_mark(void)
{
    return "*";
}

int tile_width(ui_style style)
{
    static int measured[UI_STYLE_COUNT];
    style = tile_style_shown(style);
    if (!measured[style] || style == UI_STYLE_LOCAL) { /* local: the language may change */
        int w = ui_width(back_faces[style]);
        for (int k = 0; k < TSUMO_KINDS; k++) {
            int f = ui_width(face_of(style, (tsumo_kind)k));
            if (f > w)
                w = f;
        }
        measured[style] = w;
    }
    return measured[style];
}

int tile_cell(ui_style style)
{
    return tile_width(style) + 1;
}

int tile_paint(tsumo_kind kind, bool red)
{
    if (red)
        return UI_PAINT_CHUN | UI_BOLD | UI_UNDERLINE;
    switch (tsumo_kind_suit(kind)) {
    case TSUMO_MAN:
        return UI_PAINT_MAN;
    case TSUMO_PIN:
        return UI_PAINT_PIN;
    case TSUMO_SOU:
        return UI_PAINT_SOU;
    default:
        break;
    }
    if (kind == TSUMO_WHITE)
        return UI_PAINT_HAKU | UI_BOLD;
    if (kind == TSUMO_GREEN)
        return UI_PAINT_HATSU | UI_BOLD;
    if (kind == TSUMO_RED)
        return UI_PAINT_CHUN | UI_BOLD;
    return UI_PAINT_WIND | UI_BOLD;
}

/* The arrow of a claimed tile: ASCII, or an arrow where the style and the locale show one. */
static const char *arrow_of(ui_style style, unsigned marks)
{
    static const char *const ascii[4] = {"<", "^", ">", "v"};
    static const char *const arrows[4] = {"←", "↑", "→", "↓"};
    int d = (marks & TILE_FROM_LEFT)    ? 0
            : (marks & TILE_FROM_ABOVE) ? 1
            : (marks & TILE_FROM_RIGHT) ? 2
            : (marks & TILE_FROM_BELOW) ? 3
                                        : -1;
    if (d < 0)
        return "";
    /* An arrow takes one column only where the locale does not make it wide (CJK). */
    bool fancy = tile_style_shown(style) != UI_STYLE_ASCII && ui_width(arrows[d]) == 1;
    return fancy ? arrows[d] : ascii[d];
}

/* A cell's one mark: a meld's arrows and '+' are drawn loose (tile_draw_loose), never here. */
static const char *mark_of(unsigned marks, bool red)
{
    if (red)
        return "*";
    if (marks & TILE_RIICHI)
        return "/";
    if (marks & TILE_CALLED)
        return "-";
    return " ";
}

/* A meld tile's marks after its red five's '*': its arrow, or '+'. */
static const char *loose_mark(ui_style style, unsigned marks)
{
    return (marks & TILE_ADDED) ? "+" : arrow_of(style, marks);
}

static int tile_paint_of(tsumo_tile tile, bool back, bool red, unsigned marks)
{
    int paint = back ? UI_PAINT_BACK : tile_paint(tsumo_tile_kind(tile), red);
    if (marks & (TILE_SELECTED | TILE_RIICHI | TILE_LATEST | TILE_FROM_LEFT | TILE_FROM_ABOVE |
                 TILE_FROM_RIGHT | TILE_FROM_BELOW | TILE_TURNED))
        paint |= UI_REVERSE;
    if (marks & (TILE_CALLED | TILE_FAINT))
        paint |= UI_FAINT;
    if (marks & TILE_CHOICE)
        paint |= UI_UNDERLINE;
    return paint;
}

/* How a tile is drawn: face up or down, red or not, its face and its paint. */
typedef struct tile_look {
    bool red;
    const char *face;
    int paint;
} tile_look;

static tile_look look_of(ui_style style, tsumo_tile tile, int red_fives, unsigned marks)
{
    bool back = (marks & TILE_BACK) || tile >= TSUMO_TILES;
    bool red = !back && tsumo_tile_is_red(tile, red_fives);
    return (tile_look){
        .red = red,
        .face = back ? tile_back_face(style) : tile_face(style, tsumo_tile_kind(tile), red),
        .paint = tile_paint_of(tile, back, red, marks),
    };
}

int tile_loose_width(ui_style style, tsumo_tile tile, int red_fives, unsigned marks)
{
    bool red = look_of(style, tile, red_fives, marks).red;
    return tile_width(style) + (red ? 1 : 0) + ui_width(loose_mark(style, marks));
}

int tile_draw_loose(int y, int x, ui_style style, tsumo_tile tile, int red_fives, unsigned marks)
{
    int w = tile_width(style);
    tile_look look = look_of(style, tile, red_fives, marks);
    const char *mark = loose_mark(style, marks);
    int marks_w = (look.red ? 1 : 0) + ui_width(mark);
    /* The marks right after the face, as in a cell ("W>  "), then the face's padding. */
    canvas_blank(y, x, w + marks_w, look.paint);
    int end = canvas_put_max(y, x, w, look.paint, look.face);
    if (look.red)
        end = canvas_put(y, end, UI_PAINT_CHUN | UI_BOLD, "*");
    if (*mark)
        canvas_put(y, end, UI_PAINT_TEXT | UI_BOLD, mark);
    return x + w + marks_w;
}

int tile_draw(int y, int x, ui_style style, tsumo_tile tile, int red_fives, unsigned marks)
{
    int w = tile_width(style);
    tile_look look = look_of(style, tile, red_fives, marks);
    canvas_blank(y, x, w, look.paint);
    int end = canvas_put_max(y, x, w, look.paint, look.face);
    /* The mark right after the face, so that it reads with its own tile ("8p/", "五索*"). */
    const char *mark = mark_of(marks, look.red);
    /* The riichi tile's '/' bold, as the room must see it (issue 21); a claimed tile's '-' dim. */
    int mark_paint = look.red                ? (UI_PAINT_CHUN | UI_BOLD)
                     : (marks & TILE_RIICHI) ? (UI_PAINT_TEXT | UI_BOLD)
                                             : UI_PAINT_DIM;
    if (*mark != ' ')
        canvas_put_max(y, end, 1, mark_paint, mark);
    return x + w + 1;
}

int tile_row_step(ui_style style, int n, int room)
{
    int wide = tile_cell(style) + 1;
    return n * wide <= room ? wide : wide - 1;
}

/*
 * A row without gaps (each tile's cell alone) has a blank after a tile only
 * in its mark's column; a red five's '*' fills it, so the tile after a red
 * five moves one column on ("5m* 6m", never "5m*6m"), in every row of tiles
 * the table draws: hands, shown hands at a draw, samples.
 */
static int red_gap(ui_style style, tsumo_tile tile, int red_fives, int step)
{
    return step <= tile_cell(style) && tile < TSUMO_TILES && tsumo_tile_is_red(tile, red_fives);
}

int tile_row_offset(ui_style style, const tsumo_tile *tiles, int i, int red_fives, int step)
{
    int x = 0;
    for (int k = 0; k < i; k++)
        x += step + red_gap(style, tiles[k], red_fives, step);
    return x;
}

int tile_row_draw(int y, int x, ui_style style, const tsumo_tile *tiles, int n, int red_fives,
                  const unsigned *marks, int step)
{
    for (int i = 0; i < n; i++) {
        tile_draw(y, x, style, tiles[i], red_fives, marks ? marks[i] : 0);
        x += step + red_gap(style, tiles[i], red_fives, step);
    }
    return x;
}

void tile_typed(char out[4], tsumo_tile tile, int red_fives)
{
    tsumo_kind_format(out, 4, tsumo_tile_kind(tile), tsumo_tile_is_red(tile, red_fives));
}

const char *tile_word(char *buf, size_t size, ui_style style, tsumo_tile tile, int red_fives)
{
    if (tile >= TSUMO_TILES) {
        snprintf(buf, size, "%s", "?");
        return buf;
    }
    bool red = tsumo_tile_is_red(tile, red_fives);
    snprintf(buf, size, "%s%s", tile_face(style, tsumo_tile_kind(tile), red), red ? "*" : "");
    return buf;
}

const char *kind_word(ui_style style, tsumo_kind kind)
{
    return tile_face(style, kind, false);
}

/* ---- big tiles (the projector's layout) ----
 *
 * A big tile's face is TILE_BIG_ROWS rows of a face table (data/faces/big.faces,
 * faces.h; docs/tui.md says why three rows): half-block digits where the
 * locale is UTF-8, ASCII figures anywhere else. No frame: the column after
 * the face keeps tiles apart and holds its marks, in bold, never dim, each on
 * its own row: '*' a red five (top), '/' the riichi tile or '-' one claimed
 * away (middle), a meld's arrow or '+' (bottom). The riichi tile, the discard
 * being answered and a meld's claimed tile are reversed as a whole; the drawn
 * tile is bold and underlined.
 */

static faces_table big_faces;
static bool big_loaded;

bool tile_faces_load(char *why, size_t size)
{
    const char *path = ui_env_text(CLI_ENV_FACES);
    size_t len = 0;
    char *owned = NULL;
    const char *text = NULL;
    if (path && *path) {
        char read_why[256], shown[256];
        owned = cli_read_file(path, FACES_FILE_MAX, &len, read_why, sizeof read_why);
        if (!owned) {
            snprintf(why, size, "%s: %s", cli_shown(shown, sizeof shown, path), read_why);
            return false;
        }
        text = owned;
    } else {
        text = faces_builtin_text(&len);
    }
    faces_error err;
    bool ok = text && faces_parse(&big_faces, text, len, &err);
    if (!ok) {
        char shown[256];
        cli_shown(shown, sizeof shown, path && *path ? path : "data/faces/big.faces");
        snprintf(why, size, "%s:%d: %s", shown, text ? err.line : 0,
                 text ? err.why : _("no faces"));
    }
    free(owned);
    big_loaded = ok;
    return ok;
}

/* The set the terminal can show; the shipped faces when none were loaded yet (tests). */
static const faces_set *big_set(void)
{
    if (!big_loaded) {
        char why[320];
        tile_faces_load(why, sizeof why);
    }
    return &big_faces.sets[ui_utf8() ? FACES_BLOCKS : FACES_ASCII];
}

int tile_big_cell(ui_style style)
{
    (void)style; /* the faces are the table's, in every style */
    return big_set()->cols + 1;
}

/* The marks column's three rows: a red five's '*'; riichi or claimed away; arrow or '+'. */
static void big_marks(const char *rows[TILE_BIG_ROWS], ui_style style, unsigned marks, bool red)
{
    rows[0] = red ? "*" : "";
    rows[1] = (marks & TILE_RIICHI) ? "/" : (marks & TILE_CALLED) ? "-" : "";
    rows[2] = loose_mark(style, marks);
}

int tile_draw_big(int y, int x, ui_style style, tsumo_tile tile, int red_fives, unsigned marks)
{
    const faces_set *set = big_set();
    tile_look look = look_of(style, tile, red_fives, marks);
    bool back = (marks & TILE_BACK) || tile >= TSUMO_TILES;
    int face = back ? FACES_BACK : (int)tsumo_tile_kind(tile);
    int paint = look.paint | ((marks & TILE_DRAWN) ? UI_BOLD : 0);
    const char *mark[TILE_BIG_ROWS];
    big_marks(mark, style, marks, look.red);
    for (int r = 0; r < TILE_BIG_ROWS; r++) {
        int row_paint = paint | ((marks & TILE_DRAWN) && r == TILE_BIG_ROWS - 1 ? UI_UNDERLINE : 0);
        canvas_put_max(y + r, x, set->cols, row_paint, set->face[face][r]);
        canvas_blank(y + r, x + set->cols, 1, UI_PAINT_TEXT);
        if (*mark[r])
            canvas_put_max(y + r, x + set->cols, 1,
                           r == 0 ? (UI_PAINT_CHUN | UI_BOLD) : (UI_PAINT_TEXT | UI_BOLD), mark[r]);
    }
    return x + set->cols + 1;
}
