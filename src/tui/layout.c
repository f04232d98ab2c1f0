/*
 * Text on the table, measured with libunistring: a kanji or a wide tile
 * takes two columns, an accent none, and a translated label lines up as well
 * as the English one. Nothing here assumes one column per byte.
 *
 * The table's text is UTF-8 throughout (the catalogues are bound to UTF-8).
 * A terminal whose locale is not UTF-8 (a fresh system with no LANG is in
 * the C locale, ASCII) would show its bytes as garbage, so the canvas hands
 * such a terminal ui_ascii()'s text: each character as ASCII of the same
 * width, an arrow as '<' '>' '^' 'v', an accented letter as its base letter.
 */
#include "ui.h"

#include <langinfo.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <uninorm.h>
#include <unistr.h>
#include <uniwidth.h>

/* Ambiguous-width characters count by the locale's charset (2 in a CJK one). */
static const char *encoding(void)
{
    const char *cs = nl_langinfo(CODESET);
    return cs && *cs ? cs : "UTF-8";
}

bool ui_utf8(void)
{
    const char *cs = nl_langinfo(CODESET);
    return cs && (strcasecmp(cs, "UTF-8") == 0 || strcasecmp(cs, "utf8") == 0);
}

/* The ASCII that stands for a character the terminal cannot show; NULL for none. */
static const char *ascii_for(ucs4_t uc)
{
    static const struct {
        ucs4_t uc;
        const char *ascii;
    } table[] = {
        {0x2190, "<"}, {0x2192, ">"}, {0x2191, "^"},  {0x2193, "v"}, /* arrows */
        {0x2014, "-"}, {0x2013, "-"}, {0x2212, "-"},  {0x00B7, "."}, /* dashes, dot */
        {0x00D7, "x"}, {0x2026, "."}, {0x201C, "\""}, {0x201D, "\""},
        {0x2018, "'"}, {0x2019, "'"}, {0x00AB, "\""}, {0x00BB, "\""},
        {0x00BF, "?"}, {0x00A1, "!"}, {0x00A0, " "},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (table[i].uc == uc)
            return table[i].ascii;
    /* An accented letter: its base letter ("é" is "e" and a combining accent). */
    ucs4_t parts[UC_DECOMPOSITION_MAX_LENGTH];
    if (uc_canonical_decomposition(uc, parts) > 0 && parts[0] > 0x20 && parts[0] < 0x7F) {
        static char base[2];
        base[0] = (char)parts[0];
        return base;
    }
    return NULL;
}

size_t ui_ascii(char *out, size_t size, const char *s, size_t n)
{
    const uint8_t *p = (const uint8_t *)s;
    const char *enc = encoding();
    size_t at = 0, len = 0;
    while (at < n && len + 3 < size) {
        ucs4_t uc;
        int step = u8_mbtoucr(&uc, p + at, n - at);
        if (step <= 0)
            step = 1, uc = '?';
        at += (size_t)step;
        if (uc < 0x80) {
            out[len++] = (char)uc;
            continue;
        }
        /* As many columns as the character takes, so that the layout holds. */
        int w = uc_width(uc, enc);
        const char *a = ascii_for(uc);
        for (int i = 0; i < w && len + 1 < size; i++)
            out[len++] = i == 0 && a ? a[0] : a ? ' ' : '?';
    }
    out[len] = '\0';
    return len;
}

int ui_width(const char *s)
{
    size_t n = strlen(s);
    if (u8_check((const uint8_t *)s, n) != NULL)
        return (int)n;
    int w = u8_strwidth((const uint8_t *)s, encoding());
    return w < 0 ? (int)n : w;
}

size_t ui_fit(const char *s, int cols)
{
    const uint8_t *p = (const uint8_t *)s;
    size_t n = strlen(s), at = 0;
    int used = 0;
    const char *enc = encoding();
    while (at < n) {
        ucs4_t uc;
        int len = u8_mbtoucr(&uc, p + at, n - at);
        if (len <= 0)
            len = 1, uc = '?'; /* a broken byte takes one column */
        int w = uc_width(uc, enc);
        if (w < 0)
            w = 1;
        if (used + w > cols)
            break;
        used += w;
        at += (size_t)len;
    }
    return at;
}

size_t ui_escape(char *out, size_t size, const char *s)
{
    if (size == 0)
        return 0;
    /* The program's one escaping (cli_escape): C0, C1, DEL and the bidi controls alike. */
    return strlen(cli_shown(out, size, s));
}

int ui_put_short(int y, int x, int width, int style, const char *text)
{
    if (ui_width(text) <= width)
        return canvas_put_max(y, x, width, style, text);
    const char *dots = ui_utf8() ? "…" : "...";
    size_t fit = ui_fit(text, width - ui_width(dots));
    /* Back to the last blank, so that no word is cut; a word longer than half the room is. */
    size_t cut = fit;
    while (cut > 0 && text[cut] != ' ')
        cut--;
    if (cut < fit / 2)
        cut = fit;
    while (cut > 0 && (text[cut - 1] == ' ' || text[cut - 1] == ','))
        cut--;
    char buf[512];
    snprintf(buf, sizeof buf, "%.*s%s", (int)cut, text, dots);
    return canvas_put_max(y, x, width, style, buf);
}

int ui_center(int y, int x, int width, int style, const char *text)
{
    int w = ui_width(text);
    int at = x + (width > w ? (width - w) / 2 : 0);
    canvas_put_max(y, at, width - (at - x), style, text);
    return at;
}

int ui_hint(int y, int x, int width, const char *const *pairs, int count)
{
    int end = x + width;
    for (int i = 0; i + 1 < count; i += 2) {
        int need = ui_width(pairs[i]) + ui_width(pairs[i + 1]) + 1;
        if (x + need > end) {
            canvas_overflow(); /* a hint that does not fit is a layout fault */
            break;
        }
        x = canvas_put(y, x, UI_PAINT_KEY | UI_BOLD, pairs[i]);
        x = canvas_put(y, x + 1, UI_PAINT_TEXT, pairs[i + 1]);
        x += 2;
    }
    return x;
}

void ui_box(int y, int x, int h, int w, const char *title)
{
    for (int r = 0; r < h; r++)
        canvas_blank(y + r, x, w, UI_PAINT_TEXT);
    char line[1024];
    if (w < 2 || (size_t)w * 3 + 1 >= sizeof line)
        return;
    /* Box-drawing characters are ambiguous width; plain ASCII stays one column everywhere. */
    memset(line, '-', (size_t)w);
    line[0] = line[w - 1] = '+';
    /* cppcheck-suppress arrayIndexOutOfBoundsCond ; w * 3 + 1 < sizeof line, checked above */
    line[w] = '\0';
    canvas_put(y, x, UI_PAINT_DIM, line);
    canvas_put(y + h - 1, x, UI_PAINT_DIM, line);
    for (int r = 1; r < h - 1; r++) {
        canvas_put(y + r, x, UI_PAINT_DIM, "|");
        canvas_put(y + r, x + w - 1, UI_PAINT_DIM, "|");
    }
    if (title && *title) {
        char t[256];
        snprintf(t, sizeof t, " %s ", title);
        ui_center(y, x, w, UI_PAINT_TITLE | UI_BOLD, t);
    }
}

static int wrap(int y, int x, int width, int max_rows, int style, const char *text, bool draw,
                const char **end);

int ui_wrap(int y, int x, int width, int max_rows, int style, const char *text)
{
    return wrap(y, x, width, max_rows, style, text, true, NULL);
}

int ui_wrap_rows(int width, const char *text)
{
    return wrap(0, 0, width, 1000, 0, text, false, NULL);
}

const char *ui_wrap_skip(int width, const char *text, int rows)
{
    const char *end = text;
    wrap(0, 0, width, rows, 0, text, false, &end);
    return end;
}

static const char *const big_ids[] = {"auto", "yes", "no"};

const char *ui_big_id(int mode)
{
    return mode >= 0 && mode < 3 ? big_ids[mode] : big_ids[0];
}

bool ui_big_parse(int *out, const char *id)
{
    for (int i = 0; i < 3; i++)
        if (strcmp(id, big_ids[i]) == 0) {
            *out = i;
            return true;
        }
    return false;
}

bool ui_big(const ui *u)
{
    if (u->opt.big == UI_BIG_OFF || !board_big_fits(u->opt.style))
        return false;
    return u->opt.big == UI_BIG_ON ||
           (canvas_cols() >= UI_BIG_AUTO_COLS && canvas_rows() >= UI_BIG_AUTO_ROWS);
}

bool ui_big_refused(const ui *u)
{
    return u->opt.big == UI_BIG_ON && !ui_big(u);
}

void ui_big_note_draw(const ui *u)
{
    if (!ui_big_refused(u) || u->message[0] || !view_note_room(u))
        return;
    char note[256];
    /* TRANSLATORS: --big on a small terminal; the least size, then this terminal's. */
    snprintf(note, sizeof note, _("Big tiles need a terminal of %d×%d; this one is %d×%d"),
             board_big_cols(u->opt.style), BOARD_BIG_ROWS, canvas_cols(), canvas_rows());
    int width = canvas_cols() - 2;
    const char *mark = ui_open_hands_mark(u);
    if (mark) /* the corner is the mark's, as for a message */
        width -= ui_width(mark) + 1;
    canvas_blank(canvas_rows() - 1, 0, width + 1, UI_PAINT_TEXT); /* the row is the note's */
    canvas_put_max(canvas_rows() - 1, 1, width, UI_PAINT_DIM, note);
}

const char *ui_open_hands_mark(const ui *u)
{
    bool in_game = ui_game(u) && u->screen != UI_SCREEN_MENU && u->screen != UI_SCREEN_SETUP &&
                   u->screen != UI_SCREEN_CALC;
    /* TRANSLATORS: the mark of a teaching game in the corner of every screen: every player's
       tiles are face up (tsumo play --open-hands); short. */
    return in_game && u->opt.open_hands ? _("open hands") : NULL;
}

void ui_open_hands_draw(const ui *u)
{
    const char *mark = ui_open_hands_mark(u);
    if (mark)
        canvas_put(canvas_rows() - 1, canvas_cols() - ui_width(mark) - 1,
                   UI_PAINT_WARN | UI_REVERSE | UI_BOLD, mark);
}

void ui_message_draw(const ui *u)
{
    int rows = canvas_rows(), width = canvas_cols() - 2;
    const char *mark = ui_open_hands_mark(u);
    if (mark) /* the corner is the mark's */
        width -= ui_width(mark) + 1;
    if (!u->message[0])
        return;
    int need = ui_wrap_rows(width, u->message);
    if (need <= 1) {
        canvas_put(rows - 1, 1, u->message_paint, u->message);
        return;
    }
    /* As many rows as it takes, so that a path in it (where a game was kept) is never cut. */
    need = need > rows / 3 ? rows / 3 : need;
    for (int y = rows - need; y < rows - 1; y++)
        canvas_blank(y, 0, canvas_cols(), UI_PAINT_TEXT);
    ui_wrap(rows - need, 1, width, need, u->message_paint, u->message);
}

static int wrap(int y, int x, int width, int max_rows, int style, const char *text, bool draw,
                const char **end)
{
    int rows = 0;
    const char *p = text;
    while (*p && rows < max_rows) {
        if (*p == '\n') {
            p++;
            rows++;
            continue;
        }
        size_t fit = ui_fit(p, width);
        size_t nl = strcspn(p, "\n");
        if (nl <= fit) {
            fit = nl;
        } else if (p[fit] != '\0') {
            /* Break after the last blank that fits, if there is one. */
            size_t cut = fit;
            while (cut > 0 && p[cut] != ' ')
                cut--;
            if (cut > 0)
                fit = cut;
        }
        char line[512];
        size_t n = fit < sizeof line - 1 ? fit : sizeof line - 1;
        memcpy(line, p, n);
        line[n] = '\0';
        if (draw)
            canvas_put_max(y + rows, x, width, style, line);
        rows++;
        p += fit;
        while (*p == ' ')
            p++;
        if (*p == '\n')
            p++;
    }
    if (end)
        *end = p;
    return rows;
}
