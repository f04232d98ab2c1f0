/*
 * The canvas: the only file of the table that talks to curses (ncursesw).
 *
 * The rest of the table draws text with a paint (what the text is: a pin
 * tile, a warning) and reads keys as Unicode code points or UI_KEY_*. Here
 * paints become colour pairs, or plain attributes when colour is off
 * (NO_COLOR, a terminal without colours, or the caller's wish).
 *
 * The terminal: curses' alternate screen (smcup), raw keys (Ctrl-C comes as
 * a key, so that the game is saved before leaving), no echo, hidden cursor.
 * SIGINT, SIGTERM and SIGHUP interrupt a blocking read (no SA_RESTART) and
 * come back as UI_KEY_INTERRUPT; SIGWINCH is curses' own and comes back as
 * UI_KEY_RESIZE. Those three are caught before curses starts, so that curses
 * does not put in its own handler (for SIGINT and SIGTERM when they are the
 * default), which ends the program with status 1 and not a word; and they stay
 * caught once the table has closed: a Ctrl-C typed as the table leaves (the
 * terminal is in its own mode again, and makes it a signal) finds the program
 * leaving already, and changes nothing of how it ends.
 *
 * The scrollback: on a terminal without an alternate screen (TERM=vt100 or
 * linux, GNU screen, tmux with alternate-screen off) a clear of the whole
 * screen first copies it into the history (tmux's scroll-on-clear, VTE), and
 * so does an erase to the end of the screen from its top-left corner. curses
 * sends one for a repaint (Ctrl-L), after a resize, and for a blank frame
 * (the last, at exit): each would leave a player's concealed hand in the
 * history. So the table never lets curses blank the whole screen: a repaint
 * forgets what is on the terminal (redrawwin) and rewrites every row in
 * place, and the exit blanks row by row (blank_in_place()).
 * On a terminal whose locale is not UTF-8 every text goes out as ASCII of the
 * same width (ui_ascii): its bytes would be garbage there.
 */
#define NCURSES_WIDECHAR 1
#include "ui.h"

#include <curses.h>
#include <errno.h>
#include <term.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static bool opened;
static bool colour;
static bool ascii_only; /* the locale is not UTF-8: text goes out as ASCII */
static int clipped;     /* text cut at the screen's edge since the last clear */
static volatile sig_atomic_t interrupted;

/* Foreground colours of the paints; -1 is the terminal's own. */
static const short paint_colour[UI_PAINT_COUNT] = {
    [UI_PAINT_TEXT] = -1,          [UI_PAINT_DIM] = -1,           [UI_PAINT_TITLE] = COLOR_CYAN,
    [UI_PAINT_KEY] = COLOR_YELLOW, [UI_PAINT_WARN] = COLOR_RED,   [UI_PAINT_GOOD] = COLOR_GREEN,
    [UI_PAINT_MAN] = COLOR_RED,    [UI_PAINT_PIN] = COLOR_BLUE,   [UI_PAINT_SOU] = COLOR_GREEN,
    [UI_PAINT_WIND] = -1,          [UI_PAINT_HAKU] = -1,          [UI_PAINT_HATSU] = COLOR_GREEN,
    [UI_PAINT_CHUN] = COLOR_RED,   [UI_PAINT_BACK] = COLOR_YELLOW};

/* Attributes that stand in for colour on a terminal without it. */
static attr_t paint_plain(int paint)
{
    switch (paint) {
    case UI_PAINT_TITLE:
    case UI_PAINT_KEY:
    case UI_PAINT_WARN:
        return A_BOLD;
    case UI_PAINT_DIM:
        return A_DIM;
    default:
        return A_NORMAL;
    }
}

static void on_signal(int sig)
{
    (void)sig;
    interrupted = 1;
}

static void catch (int sig)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; /* no SA_RESTART: the blocking read must return */
    sigaction(sig, &sa, NULL);
}

/*
 * On a terminal of 256 colours, lighter tones for the suits: the basic blue
 * is hard to read on a dark background, and the pins are a third of the
 * tiles. The eight basic colours stay everywhere else.
 */
static short paint_colour_256(int paint)
{
    switch (paint) {
    case UI_PAINT_PIN:
        return 33; /* dodger blue */
    case UI_PAINT_MAN:
    case UI_PAINT_CHUN:
        return 167; /* indian red */
    case UI_PAINT_SOU:
    case UI_PAINT_HATSU:
        return 71; /* sea green */
    default:
        return paint_colour[paint];
    }
}

static void setup_colours(void)
{
    start_color();
    use_default_colors();
    for (int p = 1; p < UI_PAINT_COUNT; p++)
        init_pair((short)p, COLORS >= 256 ? paint_colour_256(p) : paint_colour[p], -1);
}

/*
 * Home and End as the common terminals send them, whatever the terminfo entry
 * says (a PuTTY-like terminal under an entry that knows none of them): else
 * curses reads their ESC as Esc, which leaves a demo.
 */
static void bind_home_end(void)
{
    static const char *const home[] = {"\033[H", "\033[1~", "\033OH", "\033[7~"};
    static const char *const end[] = {"\033[F", "\033[4~", "\033OF", "\033[8~"};
    for (size_t i = 0; i < sizeof home / sizeof home[0]; i++) {
        define_key(home[i], KEY_HOME);
        define_key(end[i], KEY_END);
    }
}

bool canvas_open(bool want_colour)
{
    if (opened)
        return true;
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
        return false;
    interrupted = 0;
    catch (SIGTERM);
    catch (SIGHUP);
    catch (SIGINT);
    if (!newterm(NULL, stdout, stdin))
        return false;
    set_escdelay(25);
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    bind_home_end();
    intrflush(stdscr, FALSE);
    curs_set(0);
    colour = want_colour && has_colors();
    ascii_only = !ui_utf8();
    if (colour)
        setup_colours();
    opened = true;
    return true;
}

/*
 * Blanks the terminal row by row, in place (cursor_address and clr_eol,
 * written past curses' update, which would blank it all with one clear).
 */
static void blank_in_place(void)
{
    static char spaces[1024];
    if (exit_attribute_mode)
        putp(exit_attribute_mode);
    for (int y = 0; y < LINES && cursor_address; y++) {
        putp(tiparm(cursor_address, y, 0));
        if (clr_eol) {
            putp(clr_eol);
        } else { /* all but the last column: the last of the last row would scroll */
            int n = COLS - 1 < (int)sizeof spaces - 1 ? COLS - 1 : (int)sizeof spaces - 1;
            memset(spaces, ' ', (size_t)n);
            spaces[n] = '\0';
            putp(spaces);
        }
    }
}

/*
 * curses repaints (Ctrl-L, a resize) with a clear of the whole screen: rewrite
 * every row in place instead.
 */
static void repaint_in_place(void)
{
    clearok(curscr, FALSE);
    clearok(stdscr, FALSE);
    redrawwin(stdscr); /* what the terminal shows is forgotten: every cell is sent again */
}

void canvas_close(void)
{
    if (!opened)
        return;
    /* Blank first: what the screen held must not stay on the main one, nor reach the history. */
    blank_in_place();
    endwin();
    delscreen(set_term(NULL));
    opened = false;
}

bool canvas_is_open(void)
{
    return opened;
}

int canvas_rows(void)
{
    return opened ? LINES : 24;
}

int canvas_cols(void)
{
    return opened ? COLS : 80;
}

bool canvas_has_colour(void)
{
    return colour;
}

void canvas_clear(void)
{
    clipped = 0;
    attr_set(A_NORMAL, 0, NULL);
    erase();
}

static void set_style(int style)
{
    int paint = UI_PAINT(style);
    attr_t a = A_NORMAL;
    if (style & UI_BOLD)
        a |= A_BOLD;
    if (style & UI_REVERSE)
        a |= A_REVERSE;
    if (style & UI_UNDERLINE)
        a |= A_UNDERLINE;
    if (style & UI_FAINT)
        a |= A_DIM;
    if (paint >= UI_PAINT_COUNT)
        paint = UI_PAINT_TEXT;
    if (colour) {
        if (paint == UI_PAINT_DIM)
            a |= A_DIM;
        attr_set(a, (short)paint, NULL);
    } else {
        attr_set(a | paint_plain(paint), 0, NULL);
    }
}

void canvas_overflow(void)
{
    clipped++;
}

int canvas_clipped(void)
{
    return clipped;
}

int canvas_put_max(int y, int x, int width, int style, const char *text)
{
    if (!opened || width <= 0)
        return x;
    if (y < 0 || y >= LINES || x >= COLS || x < 0) {
        if (*text)
            clipped++;
        return x;
    }
    bool at_edge = width >= COLS - x;
    if (width > COLS - x)
        width = COLS - x;
    size_t n = ui_fit(text, width);
    if (at_edge && text[n] != '\0')
        clipped++;
    set_style(style);
    if (ascii_only) {
        /* Not a UTF-8 terminal: the same columns in ASCII (layout.c says how). */
        char plain[512];
        size_t m = ui_ascii(plain, sizeof plain, text, n);
        mvaddnstr(y, x, plain, (int)m);
    } else {
        mvaddnstr(y, x, text, (int)n);
    }
    int w = 0;
    if (n) {
        char buf[512];
        if (n < sizeof buf) {
            memcpy(buf, text, n);
            buf[n] = '\0';
            w = ui_width(buf);
        } else {
            w = width;
        }
    }
    attr_set(A_NORMAL, 0, NULL);
    return x + w;
}

int canvas_put(int y, int x, int style, const char *text)
{
    return canvas_put_max(y, x, opened ? COLS - x : 0, style, text);
}

bool canvas_cell_free(int y, int x)
{
    if (!opened || y < 0 || y >= LINES || x < 0 || x >= COLS)
        return false;
    cchar_t cell;
    wchar_t text[CCHARW_MAX + 1];
    attr_t attrs;
    short pair;
    if (mvin_wch(y, x, &cell) == ERR || getcchar(&cell, text, &attrs, &pair, NULL) == ERR)
        return false;
    return text[0] == L' ' && !(attrs & A_REVERSE);
}

void canvas_blank(int y, int x, int width, int style)
{
    if (!opened || y < 0 || y >= LINES || x < 0)
        return;
    set_style(style);
    for (int i = 0; i < width && x + i < COLS; i++)
        mvaddch(y, x + i, ' ');
    attr_set(A_NORMAL, 0, NULL);
}

void canvas_cursor(int y, int x)
{
    if (!opened)
        return;
    if (y < 0 || y >= LINES || x < 0 || x >= COLS) {
        curs_set(0);
        return;
    }
    move(y, x);
    curs_set(1);
}

void canvas_flush(void)
{
    if (opened)
        refresh();
}

void canvas_repaint(void)
{
    if (opened)
        repaint_in_place();
}

static int function_key(wint_t k)
{
    switch (k) {
    case KEY_UP:
        return UI_KEY_UP;
    case KEY_DOWN:
        return UI_KEY_DOWN;
    case KEY_LEFT:
        return UI_KEY_LEFT;
    case KEY_RIGHT:
        return UI_KEY_RIGHT;
    case KEY_HOME:
        return UI_KEY_HOME;
    case KEY_END:
        return UI_KEY_END;
    case KEY_PPAGE:
        return UI_KEY_PAGE_UP;
    case KEY_NPAGE:
        return UI_KEY_PAGE_DOWN;
    case KEY_ENTER:
        return UI_KEY_ENTER;
    case KEY_BACKSPACE:
        return UI_KEY_BACKSPACE;
    case KEY_DC:
        return UI_KEY_DELETE;
    case KEY_BTAB:
        return UI_KEY_BACKTAB;
    case KEY_RESIZE:
        return UI_KEY_RESIZE;
    case KEY_F(1):
        return UI_KEY_HELP;
    default:
        return UI_KEY_OTHER;
    }
}

static int plain_key(wint_t c)
{
    switch (c) {
    case '\r':
    case '\n':
        return UI_KEY_ENTER;
    case 27:
        return UI_KEY_ESCAPE;
    case 127:
    case 8:
        return UI_KEY_BACKSPACE;
    case '\t':
        return UI_KEY_TAB;
    case 3:
        return UI_KEY_INTERRUPT;
    case 12:
        return UI_KEY_REDRAW;
    case 21:
        return UI_KEY_CLEAR;
    default:
        if (c < 32 || (c >= 0x7F && c < 0xA0) || c > 0x10FFFF || (c >= 0xD800 && c < 0xE000))
            return UI_KEY_OTHER;
        return (int)c;
    }
}

/*
 * An ESC that curses gave alone: Esc, unless the bytes of a sequence it does
 * not know came with it (ESC [ ... or ESC O x, a key the terminfo entry
 * leaves out): those are read to their end and dropped, never taken for Esc.
 */
static int escape_or_sequence(void)
{
    wint_t c = 0;
    timeout(0);
    int r = get_wch(&c);
    if (r != OK)
        return UI_KEY_ESCAPE;
    if (c == 'O') {
        (void)get_wch(&c); /* SS3 and one letter */
        return UI_KEY_OTHER;
    }
    if (c != '[') {
        unget_wch(c);
        return UI_KEY_ESCAPE;
    }
    /* CSI: parameters and intermediates up to a final byte, '@' to '~' (ECMA-48 5.4) */
    for (int n = 0; n < 32 && get_wch(&c) == OK; n++)
        if (c >= 0x40 && c <= 0x7E)
            break;
    return UI_KEY_OTHER;
}

int canvas_read(int timeout_ms)
{
    if (!opened)
        return UI_KEY_INTERRUPT;
    int failures = 0;
    for (;;) {
        if (interrupted)
            return UI_KEY_INTERRUPT;
        timeout(timeout_ms < 0 ? -1 : timeout_ms);
        wint_t c = 0;
        errno = 0;
        int r = get_wch(&c);
        if (r == KEY_CODE_YES && c == KEY_RESIZE)
            repaint_in_place(); /* curses has asked for a whole clear: take it back */
        if (r == KEY_CODE_YES)
            return function_key(c);
        if (r == OK && c == 27)
            return escape_or_sequence();
        if (r == OK)
            return plain_key(c);
        if (interrupted)
            return UI_KEY_INTERRUPT;
        if (errno == EINTR)
            continue;
        if (timeout_ms >= 0)
            return UI_KEY_TIMEOUT;
        /* A blocking read that fails without a signal: the terminal is gone. */
        if (++failures > 2)
            return UI_KEY_INTERRUPT;
    }
}
