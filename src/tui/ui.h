/*
 * What the files of the table share.
 *
 * Layers, as in tmux: canvas.c is the only file that talks to curses; the
 * other files draw through canvas_*() and never include curses.h. tile.c
 * knows how a tile looks in each style; layout.c measures text. Each screen
 * has one file (screen-*.c): a draw function that reads the table's state
 * and a key function that changes it. play.c runs the hot seat: it decides
 * which screen comes next from the engine's phase, who may see what, and it
 * saves after every action (save.c).
 *
 * Hidden information: a screen that shows a seat's own tiles is drawn from
 * that seat's view (tsumo_game_view) and only while `ui.holder` is that seat,
 * which only a curtain sets. Every other screen is drawn from the public
 * view (TSUMO_NO_SEAT), which holds no concealed tile at all.
 */
#ifndef TSUMO_UI_H
#define TSUMO_UI_H

#include "faces.h"
#include "findings.h"
#include "seats.h"
#include "shared.h"
#include "tsumo/game.h"

#include <stdint.h>

/* ---- the table's numbers ------------------------------------------------- */

/* The smallest terminal the table's layout fits; a smaller one shows a notice. */
#define UI_MIN_COLS 80
#define UI_MIN_ROWS 24
#define UI_SEATS    4
/* Whether `s` is a seat: the engine says "nobody" with TSUMO_NO_SEAT, past the last seat. */
static inline bool ui_is_seat(int s)
{
    return s >= 0 && s < UI_SEATS;
}
/* The code of a riichi event that is a double riichi (TSUMO_EVENT_RIICHI, game.h). */
#define UI_DOUBLE_RIICHI 2
/* A physical tile: a kind (TSUMO_5P...) and its copy 0-3; copy 0 of a five is the red one. */
#define UI_TILE(kind, copy) ((tsumo_tile)((kind)*4 + (copy)))
/* Columns a name may take in a title or a result page, and in the log in the table's centre. */
#define UI_NAME_COLS     16
#define UI_LOG_NAME_COLS 12
/* The form's claim window: 0 (open until all pass), steps of half a second to 10 s, then of
   5 s up to the most a ruleset's claim_window_ms may say (tsumo_rules_key_range). */
#define UI_CLAIM_STEP_MS      500
#define UI_CLAIM_FINE_MS      10000
#define UI_CLAIM_LONG_STEP_MS 5000
/* Digits of a seed typed in the form: every 64-bit number has at most 20. */
#define UI_SEED_DIGITS 20
/* The red fives of the style samples (menu, form): one in each suit, as most rulesets. */
#define UI_SAMPLE_RED_FIVES 3

/* ---- keys (canvas.c) ------------------------------------------------------
 * canvas_read() returns a Unicode code point for a typed character, or one of
 * these, all above the last code point.
 */
enum ui_key {
    UI_KEY_TIMEOUT = 0x110000, /* the timeout given to canvas_read() passed */
    UI_KEY_UP,
    UI_KEY_DOWN,
    UI_KEY_LEFT,
    UI_KEY_RIGHT,
    UI_KEY_HOME,
    UI_KEY_END,
    UI_KEY_ENTER,
    UI_KEY_ESCAPE,
    UI_KEY_BACKSPACE,
    UI_KEY_DELETE,
    UI_KEY_TAB,
    UI_KEY_BACKTAB,
    UI_KEY_RESIZE,    /* the terminal changed size: redraw */
    UI_KEY_REDRAW,    /* Ctrl-L */
    UI_KEY_HELP,      /* F1: the help, even where '?' would be typed */
    UI_KEY_INTERRUPT, /* Ctrl-C, or SIGINT/SIGTERM/SIGHUP: save and leave */
    UI_KEY_CLEAR,     /* Ctrl-U: empty the text field */
    UI_KEY_PAGE_UP,
    UI_KEY_PAGE_DOWN,
    UI_KEY_OTHER /* a function key the table does not use */
};

/* ---- paints: what a piece of text is; canvas.c maps them to colours ------- */
enum ui_paint {
    UI_PAINT_TEXT = 0,
    UI_PAINT_DIM,
    UI_PAINT_TITLE,
    UI_PAINT_KEY, /* a key name in a hint */
    UI_PAINT_WARN,
    UI_PAINT_GOOD,
    UI_PAINT_MAN,
    UI_PAINT_PIN,
    UI_PAINT_SOU,
    UI_PAINT_WIND,
    UI_PAINT_HAKU,
    UI_PAINT_HATSU,
    UI_PAINT_CHUN,
    UI_PAINT_BACK, /* a face-down tile */
    UI_PAINT_COUNT
};

/* Attributes, or-ed with a paint. */
#define UI_BOLD      0x100
#define UI_REVERSE   0x200
#define UI_UNDERLINE 0x400
#define UI_FAINT     0x800
#define UI_PAINT(s)  ((s)&0xFF)

/* ---- canvas.c: the only file that calls curses ---------------------------- */

/* Takes the terminal (alternate screen, raw keys); false when it cannot. */
bool canvas_open(bool colour);
/* Clears the screen, then gives the terminal back as it was. */
void canvas_close(void);
bool canvas_is_open(void);
int canvas_rows(void);
int canvas_cols(void);
bool canvas_has_colour(void);
void canvas_clear(void);
/* Draws text at (y, x), cut at the right edge; returns the column after it. */
int canvas_put(int y, int x, int style, const char *text);
/* The same, cut to at most `width` columns. */
int canvas_put_max(int y, int x, int width, int style, const char *text);
/* Blanks `width` columns. */
void canvas_blank(int y, int x, int width, int style);
/* Whether the cell shows nothing yet in this frame (a blank, not reversed): where a caption
   may go (caption.c). */
bool canvas_cell_free(int y, int x);
/* Where the terminal's cursor rests (a text field), or hidden with y < 0. */
void canvas_cursor(int y, int x);
void canvas_flush(void);
/* Something did not fit the screen; how many times since the last clear (tests). */
void canvas_overflow(void);
int canvas_clipped(void);
/* The next flush repaints the whole terminal (Ctrl-L). */
void canvas_repaint(void);
/* Waits for a key; timeout_ms < 0 waits as long as it takes (no CPU). */
int canvas_read(int timeout_ms);

/* ---- layout.c: text measured with libunistring ----------------------------- */
/* Whether the locale's codeset is UTF-8; when not, the screen shows ASCII only. */
bool ui_utf8(void);
/*
 * The first `n` bytes of UTF-8 text as ASCII taking the same columns: arrows
 * as < > ^ v, dashes as -, an accented letter as its base, else '?'. Returns
 * the length written into `out` (NUL-terminated).
 */
size_t ui_ascii(char *out, size_t size, const char *s, size_t n);
int ui_width(const char *s);
/* Bytes of `s` that fit in `cols` columns, cut between characters. */
size_t ui_fit(const char *s, int cols);
/*
 * Text from a file or a name made safe for the screen as cli_shown() makes it:
 * each control character (C0, DEL, C1, the bidi and isolate controls) and
 * each byte that is not UTF-8 written out ("\x1b", "\u202E"). Returns the
 * length written into `out` (NUL-terminated, cut to fit).
 */
size_t ui_escape(char *out, size_t size, const char *s);
/*
 * Draws `text` in at most `width` columns; one too wide is cut after its last
 * whole word that fits and ends in an ellipsis. Returns the column after it.
 */
int ui_put_short(int y, int x, int width, int style, const char *text);
/* Draws `text` centred on row y of a band [x, x + width). Returns its x. */
int ui_center(int y, int x, int width, int style, const char *text);
/* Draws a hint line: "[key] label" pairs with the keys painted; returns the column after. */
int ui_hint(int y, int x, int width, const char *const *pairs, int count);
/* A box of `h` x `w` with a title, blanked inside. */
void ui_box(int y, int x, int h, int w, const char *title);
/* Word-wraps `text` into the rectangle; returns the rows used. */
int ui_wrap(int y, int x, int width, int max_rows, int style, const char *text);
/* The rows ui_wrap() would take for `text` in `width` columns, drawing nothing. */
int ui_wrap_rows(int width, const char *text);
/* Where the text goes on after its first `rows` rows wrapped at `width` (a caption's page). */
const char *ui_wrap_skip(int width, const char *text, int rows);

/* ---- tile.c: how a tile looks ------------------------------------------------ */

typedef enum ui_style {
    UI_STYLE_ASCII = 0,
    UI_STYLE_KANJI,
    UI_STYLE_UNICODE,
    UI_STYLE_LOCAL, /* ascii's suits, the honours lettered in the language (cli_kind_face) */
    UI_STYLE_COUNT
} ui_style;

const char *ui_style_id(ui_style style);
bool ui_style_parse(ui_style *out, const char *id);
/* The style the terminal shows: ascii in place of the others when the locale is not UTF-8. */
ui_style tile_style_shown(ui_style style);
/* "kanji", or "kanji (ascii: the locale is not UTF-8)" where it falls back; translated. */
void tile_style_name(char *buf, size_t size, ui_style style);

/* Marks of a drawn tile cell. */
enum tile_mark {
    TILE_SELECTED = 1 << 0,    /* the cursor is on it */
    TILE_RIICHI = 1 << 1,      /* the riichi tile in a pond, turned sideways */
    TILE_CALLED = 1 << 2,      /* claimed away from a pond */
    TILE_LATEST = 1 << 3,      /* the discard being answered */
    TILE_BACK = 1 << 4,        /* face down */
    TILE_FROM_LEFT = 1 << 5,   /* a meld's claimed tile; its discarder sits at the screen's left */
    TILE_FROM_ABOVE = 1 << 6,  /* ... at the top of the screen */
    TILE_FROM_RIGHT = 1 << 7,  /* ... at the screen's right */
    TILE_ADDED = 1 << 8,       /* the tile added to an added kan */
    TILE_FAINT = 1 << 9,       /* not a choice now */
    TILE_CHOICE = 1 << 10,     /* one of the tiles the current choice allows */
    TILE_FROM_BELOW = 1 << 11, /* a meld's claimed tile from the seat at the bottom */
    TILE_TURNED = 1 << 12,     /* a meld's claimed tile, turned (where no seat is drawn) */
    TILE_DRAWN = 1 << 13       /* the tile just drawn, in a big hand: bold */
};

/* Columns of a tile's face in the style: the widest face, measured. */
int tile_width(ui_style style);
/* A cell: the face padded to tile_width() and one column for a mark. */
int tile_cell(ui_style style);
/* The face of a tile, red or not ("5m", "五萬", U+1F00B). */
const char *tile_face(ui_style style, tsumo_kind kind, bool red);
/* A tile face down in the style ("##"). */
const char *tile_back_face(ui_style style);
/* The mark after a red five (colour alone is not enough). */
const char *tile_red_mark(void);
int tile_paint(tsumo_kind kind, bool red);
/* Draws one cell; `red_fives` is the ruleset's count. Returns the column after. */
int tile_draw(int y, int x, ui_style style, tsumo_tile tile, int red_fives, unsigned marks);
/*
 * A tile of a meld: its face and every mark it has ("5m*<": a red five
 * claimed from the left), nothing after them. Returns the column after the
 * last mark; tile_loose_width() says how many columns that is.
 */
int tile_draw_loose(int y, int x, ui_style style, tsumo_tile tile, int red_fives, unsigned marks);
int tile_loose_width(ui_style style, tsumo_tile tile, int red_fives, unsigned marks);
/*
 * Rows of tiles (hands, samples, shown hands): each tile's cell and a blank,
 * or the cell alone where `n` tiles a blank apart would not fit in `room`
 * columns. tile_row_step() gives the columns a tile takes. Either way a red
 * five's mark never touches the next tile ("5p* 6p", not "5p*6p"): in a row
 * of cells alone the tiles after a red five move one column on.
 */
int tile_row_step(ui_style style, int n, int room);
/* Draws `n` tiles `step` columns apart (`marks` may be NULL); returns the column after the row:
   x + n * step, and one more for each red five in a row of cells alone. */
int tile_row_draw(int y, int x, ui_style style, const tsumo_tile *tiles, int n, int red_fives,
                  const unsigned *marks, int step);
/* Where tile `i` of such a row starts, from the row's first column. */
int tile_row_offset(ui_style style, const tsumo_tile *tiles, int i, int red_fives, int step);
/*
 * A big tile (the projector's layout): TILE_BIG_ROWS rows of tile_big_cell()
 * columns, the face from the face table (faces.h, data/faces/big.faces) and
 * a column after it for the marks, each on its own row: '*' red five, '/'
 * riichi or '-' claimed away, a meld's arrow or '+'. Returns the column after it.
 */
#define TILE_BIG_ROWS FACES_ROWS
int tile_big_cell(ui_style style);
/* Reads the faces of big tiles (TSUMO_FACES=FILE, or the shipped ones); false with
   "FILE:LINE: why" in `why`. Drawing a big tile loads the shipped ones if nothing was. */
bool tile_faces_load(char *why, size_t size);
/* The same before the table opens: false when they cannot be read, said on stderr. */
bool ui_faces_ready(void);
int tile_draw_big(int y, int x, ui_style style, tsumo_tile tile, int red_fives, unsigned marks);
/* A tile as the player types it: "5m", "0p" (red), "7z". */
void tile_typed(char out[4], tsumo_tile tile, int red_fives);
/* Room for a tile_word(): the widest face and the red mark. */
#define UI_TILE_WORD 32
/* A tile for a sentence in the style, red fives marked, written into `buf`; returns `buf`. */
const char *tile_word(char *buf, size_t size, ui_style style, tsumo_tile tile, int red_fives);
/* The same for a kind: its face, a constant string of tile.c. */
const char *kind_word(ui_style style, tsumo_kind kind);

/* ---- the table's options --------------------------------------------------- */

typedef struct ui_options {
    char rules_name[256]; /* a shipped name or a file */
    tsumo_rules rules;
    bool rules_loaded;
    char names[4][TSUMO_NAME_SIZE];
    uint64_t seed;
    bool seed_given;
    bool draw_seats; /* R-SEAT-02 */
    ui_style style;
    int claim_ms; /* 0: the window stays open until everyone has passed */
    bool casual;  /* skip the window when nobody can claim (reveals that) */
    uint8_t penalties;
    unsigned cpu_players; /* bit p: player p (0-3, as in --names) is a computer (issue 13) */
    unsigned cpu_winds;   /* bit w: --cpu's seat of wind w in the first hand, until seated */
    int cpu_level;        /* BOT_LEVEL_MIN..BOT_LEVEL_MAX */
    int cpu_pause_ms;     /* before a computer's discard is shown; 0 at once */
    int big;              /* enum ui_big_mode: big tiles by the terminal's size, always, never */
    bool open_hands;      /* a teaching game: no curtains, every hand face up (issue 12) */
    int seat;             /* --seat: the seat at the bottom of a still table (ui_table_still),
                             0-3 as the engine numbers seats (0 the first East) */
    unsigned coach;       /* bit p: player p (0-3, as in --names) has the coach (issue 14) */
} ui_options;

void ui_options_default(ui_options *out);
/* TSUMO_CLAIM_MS (tsumo play's table) into *ms, over any option; false, said, when refused. */
bool ui_claim_ms_from_env(int *ms);

/* ---- screens ----------------------------------------------------------------- */

enum ui_screen {
    UI_SCREEN_MENU = 0,
    UI_SCREEN_SETUP,   /* the new game form */
    UI_SCREEN_CALC,    /* the hand calculator */
    UI_SCREEN_START,   /* the seating, before the first deal */
    UI_SCREEN_CURTAIN, /* pass the keyboard */
    UI_SCREEN_TABLE,   /* a seat's own turn */
    UI_SCREEN_CLAIM,   /* the public claim window */
    UI_SCREEN_CALL,    /* a seat chooses its claim */
    UI_SCREEN_DECLARE, /* a seat declares tenpai or noten at a draw */
    UI_SCREEN_RESULT,  /* the end of a hand */
    UI_SCREEN_FINAL,   /* the end of the game */
    UI_SCREEN_CPU,     /* a computer player's turn, seen by all */
    UI_SCREEN_VIEW,    /* the game viewer: every hand face up (view.c) */
    UI_SCREEN_DRILL,   /* drills from the menu (screen-drill.c) */
    UI_SCREEN_RULES,   /* the rules reference of the game's ruleset (issue 14) */
    UI_SCREEN_QUIT,    /* leave the program */
    UI_SCREEN_COUNT
};

/* What the keys on the table do now. */
enum ui_table_mode {
    UI_MODE_DISCARD = 0,
    UI_MODE_RIICHI,      /* choose the riichi discard */
    UI_MODE_OPEN_RIICHI, /* the same for an open riichi (R-RII-13) */
    UI_MODE_KAN,         /* choose among several kans */
    UI_MODE_TSUMO_ASK    /* Enter on a turn that may win by tsumo: tsumo or discard? */
};

#define UI_LOG_LINES   4
#define UI_MAX_CHOICES 32

/* One line of a chooser: an action and its label. */
typedef struct ui_choice {
    tsumo_action action;
    char label[96];
} ui_choice;

/* A kept unfinished game (games/unfinished-*.tsumo, save.c), as the menu lists it. */
typedef struct ui_kept {
    char file[256];  /* its name in the games folder, as on the disk */
    char shown[256]; /* the same, safe for the screen (ui_escape) */
    char date[32];   /* when it was last written, local time */
    char line[256];  /* "East 2 — Ann, Bo, Cy, Di", or why it cannot be read */
    bool readable;
    size_t hands; /* the hands its record holds */
    int64_t when; /* when it was last written, for the newest first */
} ui_kept;

#define UI_MAX_KEPT 32

/* The menu's lists to open something in the viewer from. */
enum ui_menu_list { UI_LIST_NONE, UI_LIST_DEMOS, UI_LIST_GAMES };
#define UI_MAX_PICKS 64

/* A seat's own turn (screen-table.c). */
typedef struct ui_turn {
    int mode;      /* enum ui_table_mode: what the keys do now */
    int cursor;    /* index in the sorted hand */
    char typed[4]; /* a tile being typed ("5") */
} ui_turn;

/* A row of choices: a claim's, a draw's declarations, several kans (play_choose_key). */
typedef struct ui_choices {
    int count;
    int at; /* the one chosen */
    ui_choice item[UI_MAX_CHOICES];
} ui_choices;

/* The claim window (play.c, screen-claim.c). */
typedef struct ui_claim {
    int64_t deadline; /* monotonic ms; 0 when no timer runs */
    int64_t left;     /* ms left when the timer was stopped by a claim */
    bool open;        /* a claim window is open (its timer was started) */
    long closed_at;   /* the record's action count when a window last closed */
    int64_t cpu_due;  /* monotonic ms when the computer whose turn it is acts */
} ui_claim;

/* The end of a hand and of the game (screen-result.c, screen-final.c). */
typedef struct ui_results {
    int page;                    /* the result's page */
    int sheet_page, sheet_pages; /* the final screen's page of the score sheet, and how many */
    char export_note[512];       /* where the export went, or why not */
} ui_results;

/*
 * The table: what every screen shares (the options, the game and its record,
 * who holds the keyboard, the message and the log), then each screen's own.
 */
typedef struct ui {
    ui_options opt;
    int screen;
    bool help;      /* the key help is shown over the screen */
    int help_page;  /* its page, where a small screen holds it in several (Space turns) */
    bool standings; /* the running standings are shown over the screen (`=`) */
    bool too_small; /* the terminal is below UI_MIN_COLS x UI_MIN_ROWS */
    bool want_quit; /* asked whether to leave */
    bool from_menu; /* leaving a game goes back to the menu, not out */
    bool talk_next; /* the viewer left a demo of a talk past its end: the next one is wanted */

    findings_fn find; /* tsumo explain's (main.c), for n and N in a game reviewed; or NULL */

    /* the game */
    tsumo_game *game;
    struct tsumo_record *record; /* what save.c writes (tsumo/record.h) */
    bool game_saved;             /* the autosave file holds this game */
    int holder;                  /* the seat that may see its tiles now, TSUMO_NO_SEAT */
    int curtain_seat;            /* whom the curtain waits for */
    int after_curtain;           /* the screen the curtain leads to */
    int bottom;                  /* the seat drawn at the bottom of public screens */
    char kept[512];              /* where a new game put the unfinished one it replaced */

    /* what every screen shows */
    char message[256];
    int message_paint;
    char log[UI_LOG_LINES][160];          /* public events, newest last */
    tsumo_event log_events[UI_LOG_LINES]; /* the event of each line, to draw it again */

    /* the coach (coach.c): why a seat could not win on a discard, until it next acts */
    char coach_note[4][192];

    /* each screen's own */
    ui_turn turn;
    ui_choices choices;
    ui_claim claim;
    ui_results results;
    struct ui_menu *menu; /* the menu's own (screen-menu.c), from its first opening */
    struct ui_form *form; /* the new game form's own (screen-setup.c), from its first opening */
    struct ui_calc *calc; /* the hand calculator's own (screen-calc.c), from its first opening */
    struct ui_viewer *viewer; /* the game viewer's own (view.c), while it is open */
    bool shown_log; /* the viewer shows a Tenhou or Majiang log's game (tui_view_source.log) */
    struct drill_screen *drill;     /* a drill session (screen-drill.c), NULL when none */
    struct ui_reference *reference; /* the rules reference's own (screen-rules.c), while open */
} ui;

/* ---- the screen table (screens.c, keys.c) ----------------------------------
 *
 * As tmux declares its modes, each screen-*.c declares one `const ui_screen_row`
 * (its id, whether it is private, its functions and its keys) and screens.c
 * gathers them in ui_screens[], by enum ui_screen. The main loop draws and
 * dispatches through the row of the current screen; the curtain logic and
 * the trace read `private_screen` from it; the hint line and the help box
 * are both written from the screen's key table, the same rows that act on
 * the keys, so that the three cannot disagree. Adding a screen is one file
 * with its row and one line in screens.c.
 */

/*
 * One key of a screen: the codes it answers, how the hint line and the help
 * box show it, and what it does. A row without codes is the help's note or
 * describes keys a typing handler takes (a tile typed, a name). Rows are
 * written with designated initializers: a field left out is NULL or false.
 */
typedef struct ui_key_row {
    int codes[10];        /* the key codes it answers; 0 ends the list */
    const char *key;      /* the key as the hint shows it ("←→"); NULL: not in the hint */
    const char *label;    /* the hint's word, a msgid */
    const char *help_key; /* the keys as the help shows them ("←→ h l"); "" a note */
    const char *help;     /* the help's line, a msgid; NULL: not in the help */
    const char *rule;     /* a CHECKLIST rule ID: "%s" in `help` is where it comes from under
                             the rules in force (ui_rule_source); NULL: "%s" is a tile face down */
    bool (*shown_when)(const ui *u);      /* NULL: always offered; else only while true */
    bool help_always;                     /* the help lists it even while it is not offered */
    const char *(*label_of)(const ui *u); /* a hint word that depends on the moment, translated */
    const char *(*key_of)(const ui *u);   /* the hint's keys where they depend on the moment */
    /* What it does; false leaves the key to the screen (a text field types it). NULL: the
     * main loop's own key (? and =), listed here so that the hint and help show it. */
    bool (*act)(ui *u, int key);
    /* A row every screen may take (enum ui_key_generic), declared once in keys.c: a screen's
       table says where it goes (UI_KEY_ROW) and leaves every other field out. */
    int generic;
} ui_key_row;

/*
 * The rows many screens share, declared once (keys.c, where xgettext reads
 * their words). A screen lists only its own keys, and one of these by name
 * where its hint and help show it, which keeps each screen's order.
 */
enum ui_key_generic {
    UI_ROW_OWN = 0,
    UI_ROW_HELP,           /* `?`: the hint's "help" (the main loop opens it) */
    UI_ROW_HELP_F1,        /* F1 where `?` is typed (a text field): hint and help */
    UI_ROW_STANDINGS,      /* `=`: the help's line (the main loop shows them) */
    UI_ROW_STANDINGS_HINT, /* the same, in the hint too (where the row has room) */
    UI_ROW_LEAVE,          /* `q` leaves the table; the game is saved */
    UI_ROW_QUIT,           /* `q` quits tsumo */
    UI_ROW_TURN,           /* `v` turns the table where it stands still (ui_table_still) */
    UI_ROW_GENERIC_COUNT
};
#define UI_KEY_ROW(generic_)                                                                       \
    {                                                                                              \
        .generic = (generic_)                                                                      \
    }

typedef struct ui_keys {
    const ui_key_row *rows;
    int count;
    bool arrows_give_way; /* a hint too wide drops its first pair, not its last */
} ui_keys;

#define UI_KEYS(rows_, ...)                                                                        \
    {                                                                                              \
        (rows_), (int)(sizeof(rows_) / sizeof((rows_)[0])), __VA_ARGS__                            \
    }

typedef struct ui_screen_row {
    const char *id;       /* the trace's name */
    bool private_screen;  /* may show a seat's concealed tiles: only behind a curtain, drawn
                             from the holder's view; every other screen from the public one */
    bool standings;       /* a screen of a game in play: `=` shows the standings over it */
    bool open_hands;      /* shows every concealed tile on purpose: the viewer of a game
                             record, never a game in play (tui.screens checks it apart) */
    void (*enter)(ui *u); /* sets it up as it opens; NULL: nothing to set */
    void (*draw)(ui *u);
    void (*key)(ui *u, int key);         /* NULL: the key table alone */
    const ui_keys *key_table;            /* the key table, where it never changes */
    const ui_keys *(*keys)(const ui *u); /* else the key table of the moment */
    bool (*typing)(const ui *u);         /* a text field has the keys ('?' is typed); NULL: never */
} ui_screen_row;

/* Every screen by enum ui_screen (UI_SCREEN_QUIT has none: NULL). */
extern const ui_screen_row *const ui_screens[UI_SCREEN_COUNT];
/* The row of a screen, NULL for none (UI_SCREEN_QUIT or out of range). */
const ui_screen_row *ui_screen_of(int screen);
/* Opens a screen: sets u->screen and runs its enter function. */
void ui_enter(ui *u, int screen);
/* Whether the current screen may show concealed tiles (read from its row). */
bool ui_private(const ui *u);
/*
 * The game on the screen: the viewer's step shown while the viewer is open
 * (view.c), else the table's game (NULL when none). The viewer never lends
 * its game to the table: what draws over any screen (the standings, the
 * trace, the open hands) asks here.
 */
const tsumo_game *ui_game(const ui *u);
/*
 * The rules of the game on the screen: the viewer's record's while the viewer
 * is open, else the table's options'. The viewer keeps its own and never
 * lends them to the table's options: what it draws through (the board, the
 * result pages, the standings) asks here.
 */
const tsumo_rules *ui_rules(const ui *u);
/*
 * The seat whose own tiles the screen shows: the holder on a private screen;
 * on a computer's turn and the claim window, the one human among computers
 * (nobody else is at the keyboard); else TSUMO_NO_SEAT.
 */
int ui_viewer(const ui *u);
/*
 * The view a screen draws from: ui_viewer()'s, or the public one
 * (TSUMO_NO_SEAT, no concealed tile) where there is none.
 */
void ui_view(const ui *u, tsumo_view *v);
/* A screen's key table now: its fixed table, or the one its keys() gives for the moment. */
const ui_keys *ui_screen_keys(const ui_screen_row *s, const ui *u);
/* The current screen's key table (empty for none). */
const ui_keys *ui_keys_now(const ui *u);
/* The i-th row of a key table, a generic one (UI_KEY_ROW) as keys.c declares it. */
const ui_key_row *ui_key_row_at(const ui_keys *keys, int i);
/* Runs the row of `keys` that answers `key`; false when none does or it left the key. */
bool ui_keys_run(ui *u, const ui_keys *keys, int key);
/* Whether a row is offered now (its condition). */
bool ui_key_offered(const ui *u, const ui_key_row *row);
/* Draws the hint line of a key table; returns the column after it. */
int ui_keys_hint(const ui *u, const ui_keys *keys, int y, int x, int width);
/* What the current screen's keys say to a key: its table, then its own handler. */
void ui_key(ui *u, int key);

/* The screens' rows (screen-*.c). */
extern const ui_screen_row screen_menu, screen_setup, screen_calc, screen_start, screen_curtain,
    screen_table, screen_claim, screen_call, screen_declare, screen_result, screen_final,
    screen_cpu, screen_view, screen_drill, screen_rules;

/* Opens the rules reference over the current screen, which Esc goes back to. */
void ui_reference_open(ui *u);

/* The key that asks to leave the table (the game stays saved); true. */
bool key_leave(ui *u, int key);
/*
 * Whether the table stands still, the seat at the bottom chosen (--seat, `v`)
 * rather than following the player at the keyboard: in the viewer, and in a
 * teaching game (--open-hands) with several humans, where turning the table to
 * each player in turn would move every pond at every turn.
 */
bool ui_table_still(const ui *u);
/* `v`: the table turns a quarter, the seat at the right of the bottom one now at the bottom. */
bool key_turn(ui *u, int key);
/* Whether the current screen has a text field with the keys. */
bool ui_typing(const ui *u);

/* ---- caption.c: a demo's caption where the frame shows nothing (issue 21) ---- */

typedef struct ui_rect {
    int y, x, h, w;
} ui_rect;

/*
 * Draws a caption's page `page` (from 0) in the rows [top, bottom) of a frame
 * otherwise drawn: in a box where every cell it takes and the columns beside
 * it show nothing yet, as wide as the screen and the text want; where no box
 * fits (80x24), in a band of the free rows just above `bottom`, at least
 * `band` rows (which it covers), a page at a time; with `band` 0 it draws
 * nothing then and returns 0. `title` heads a box. Returns the pages the
 * caption takes (1 when it fits whole); *shown is where it went.
 */
int caption_draw(const char *text, int page, int top, int bottom, int band, const char *title,
                 ui_rect *shown);
/* The last caption drawn (h 0: none), for the tests: they check it covers nothing that matters. */
ui_rect caption_last(void);
void caption_forget(void);

/* ---- layout.c, for a whole ui --------------------------------------------- */

/*
 * The message of the moment (u->message) on the last row; one too long for it
 * is wrapped over the last two, over the hints, so that a refusal is read whole.
 */
void ui_message_draw(const ui *u);
/*
 * The big layout (a projector, issues 12, 21): tile faces three rows tall and
 * the table spread over the screen. Automatic from UI_BIG_AUTO_COLS x
 * UI_BIG_AUTO_ROWS, asked for with --big wherever the big table fits
 * (board_big_fits), never with --no-big.
 */
enum ui_big_mode { UI_BIG_AUTO = 0, UI_BIG_ON, UI_BIG_OFF };
#define UI_BIG_AUTO_COLS 160
#define UI_BIG_AUTO_ROWS 48
bool ui_big(const ui *u);
/* --big was asked for and the terminal is too small for it: the screen says so. */
bool ui_big_refused(const ui *u);
/* Where --big cannot be had, the last row says why, while no message of the moment is there. */
void ui_big_note_draw(const ui *u);
const char *ui_big_id(int mode);
bool ui_big_parse(int *out, const char *id);
/* A teaching game's mark (--open-hands) on every screen of the game, NULL elsewhere. */
const char *ui_open_hands_mark(const ui *u);
/* Draws it in the last row's right corner, which the message leaves free for it. */
void ui_open_hands_draw(const ui *u);

/*
 * What screens share beyond their rows. The calculator steps through the
 * form's rulesets: the next (delta 1) or previous shipped one; false with a
 * message when it does not load.
 */
bool screen_setup_rules_step(ui *u, int delta);
/* A score's yaku (left) and fu (right) from row y down to `bottom` (the calculator's too). */
void result_breakdown(const tsumo_score *s, int y, int bottom);
/* "3 han 40 fu", "4 han 40 fu, mangan", "yakuman". */
void result_value_line(char *buf, size_t size, const tsumo_score *s);
/* A hand's result pages from `game` (screen-result.c): the table's, or the viewer's step. */
void result_draw(ui *u, const tsumo_game *game);
/* The final standings of `game` and the score sheet of `rec` (screen-final.c; rec may be NULL). */
void final_draw(ui *u, const tsumo_game *game, const struct tsumo_record *rec);
/* Over any screen: the help (`?`, its key table), the standings (`=`), the terminal too small. */
void screen_help_draw(ui *u);
/* How many pages the key help takes on this screen (1 where it fits). */
int screen_help_pages(const ui *u);
/* The running standings of `game` over a screen of it (screen-standings.c); public facts only. */
void screen_standings_draw(ui *u, const tsumo_game *game);
/* A seat's place as both the standings and the final screen write it: "2", or "3=" when tied. */
const char *ui_place_text(char *buf, size_t size, const tsumo_game_final *f, int seat);
void screen_small_draw(ui *u);

/* ---- the coach (coach.c, issues 14 and 22) -----------------------------------
 *
 * For a player who has it (--coach), on that seat's own screens only (its
 * turn, its call, its declaration, behind its curtain): a line on its hand
 * (after the tile under the caret: shanten and the tiles that help, how many
 * not seen, or its waits and whether they have a yaku), against a riichi a
 * mark on each tile of the hand (genbutsu, suji, kabe, one chance, honour,
 * dangerous), and on the message row the advice of the moment, as much as
 * fits, the most pressing first: a call that leaves no yaku, a riichi in
 * furiten, why it could not win on the last discard, a tenpai with no yaku,
 * why it is furiten, why the tile under the caret has its mark, the best
 * discards and the strongest computer level's choice where it differs, with
 * its reason; each with the rule's section where a rule decides.
 */
/* Whether the seat holding the keyboard on this private screen has the coach. */
bool coach_on(const ui *u);
/* Draws the coach's lines for the holder: `discard` is the tile chosen on its turn
   (TSUMO_NO_TILE elsewhere), `call` the claim chosen on its call screen (or NULL). */
void coach_draw(const ui *u, tsumo_tile discard, const tsumo_action *call);
/* Where the coach's line on the hand goes: the row above the hand, from the column (after the
   bottom seat's label there, with big tiles). */
int coach_row(const ui *u);
int coach_column(const ui *u, const tsumo_view *v, int seat);
/* After an action: the notes of the coached seats that could not win on a discard. */
void coach_after_action(ui *u, const tsumo_action *action);
/* The mark of a safety against a riichi (bot.h's bot_safety: "g" genbutsu ... "!" dangerous);
   NULL for none. */
const char *coach_mark(int safety);

/* ---- the board (board.c): pieces of the table every table screen draws ------ */

/* The whole table from `view`, `bottom` at the bottom; the bottom hand is not drawn. */
void board_draw(const ui *u, const tsumo_view *view, int bottom);
/* Row of the bottom hand (its top row where tiles are big) and of the lines under it. */
int board_hand_row(const ui *u);
/* The first row under the bottom hand. */
int board_hand_below(const ui *u);
/* Whether the big table fits the terminal in the style; its least columns and rows. */
bool board_big_fits(ui_style style);
int board_big_cols(ui_style style);
#define BOARD_BIG_ROWS 45
/*
 * Draws a hand (sorted tiles, the drawn tile apart) and the melds at its
 * right; `claimed` (or TSUMO_NO_TILE) is a discard being claimed, drawn apart.
 */
void board_draw_hand(const ui *u, const tsumo_view *view, int seat, int y, const unsigned *marks,
                     tsumo_tile claimed);
/*
 * A meld in a row from x: its tiles a blank apart, the claimed tile turned in
 * the owner's place for it (EMA 3.3.5) with an arrow pointing on the screen
 * at the seat that discarded it, `bottom` being the seat drawn at the bottom
 * (TSUMO_NO_SEAT: no table around, no arrow). Returns the column after it.
 */
int board_meld_draw(const ui *u, int y, int x, const tsumo_game_meld *m, int owner, int bottom);
int board_meld_width(const ui *u, const tsumo_game_meld *m, int owner, int bottom);
/*
 * The viewer's hands other than the bottom one, face up in the centre band,
 * one row each under the dead wall: `hands[s]` is seat s's own view.
 */
void board_draw_open_hands(const ui *u, const tsumo_view hands[4], int bottom);
/* The hand in table order (sorted, the drawn tile last); returns the count. */
int board_hand_order(const tsumo_view *view, tsumo_tile out[14]);
/* The column of the i-th tile of that order. */
int board_hand_x(const ui *u, const tsumo_view *view, int i);
/* "East", "South"... translated. */
const char *board_wind_name(int wind);
/* "East 2" and the like for the round and hand. */
void board_round_name(char *buf, size_t size, int round, int hand);
/* A seat's label, "West Alice 25000 riichi", its name cut to keep it within `max_width`. */
void board_seat_label(char *buf, size_t size, const tsumo_view *view, int seat, int max_width);
/*
 * A seat's concealed tiles in mpsz from its own view, the drawn one apart
 * ("1469m12p3345s23z 5p"): only for a game with open hands (--open-hands).
 */
void board_hand_text(char *buf, size_t size, const ui *u, const tsumo_game *game, int seat);
/* Room for a board_short_name(). */
#define UI_SHORT_NAME (TSUMO_NAME_SIZE + 1)
/* A seat's name cut to `max_width` columns, written into `buf`; returns `buf`. */
const char *board_short_name(char *buf, size_t size, const tsumo_view *view, int seat,
                             int max_width);

/* ---- play.c: the hot seat ----------------------------------------------------- */

/*
 * Whether four names can sit at one table: none empty (blanks alone are
 * empty) and no two alike, case aside (the curtain names the player who may
 * look). -1 when they can; else the player (0-3) whose name is wrong, and
 * why in `why`, translated.
 */
int play_names_problem(char names[4][TSUMO_NAME_SIZE], char *why, size_t size);
/* Starts a new game with u->opt; false with u->message set when it cannot. */
bool play_new_game(ui *u);
/* Resumes the saved game; false with u->message set when it cannot. */
bool play_resume(ui *u);
/*
 * Takes up a kept game (save_kept_list's `file`): it becomes the saved game
 * (one there is kept aside first) and leaves the list; false with u->message.
 */
bool play_resume_kept(ui *u, const char *file);
/* Applies an action; on refusal sets u->message and returns false. */
bool play_apply(ui *u, const tsumo_action *action);
/* The seat loop reports each action it applies to the table's log, save and coach. */
void play_seats(ui *u, seats *loop);
/*
 * The keys of a row of choices (u->choices): arrows, hjkl and Tab move, Enter
 * applies the chosen action. True when the key was one of them.
 */
bool play_choose_key(ui *u, int key);
/* The keys that move along a row of choices (for a key row's codes). */
#define UI_CHOOSER_MOVES                                                                           \
    UI_KEY_LEFT, UI_KEY_UP, 'h', 'k', UI_KEY_RIGHT, UI_KEY_DOWN, 'l', 'j', UI_KEY_TAB
/* Chooses the screen the game's phase calls for (curtains included). */
void play_advance(ui *u);
/* The curtain was lifted by its seat. */
void play_curtain_passed(ui *u);
/* Ends the current game's session (it stays saved unless over). */
void play_close(ui *u);
/* The legal actions of a seat now. */
int play_legal(const ui *u, int seat, tsumo_action *out, int max);
/* Adds an event to the log in the table's centre, if every seat may see it. */
void play_log_event(ui *u, const tsumo_event *e);
/* Draws the log's lines again from their events, in the table's tile style now. */
void play_log_restyle(ui *u);
/* Sets the one-line message. */
void play_say(ui *u, int paint, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/*
 * Where a reason's rule is written, for players: the rule text's section
 * ("EMA 3.4.5"), or "the JPML A ruleset" for a rule the ruleset sets; "" for
 * none. Never the checklist's IDs, which are the project's own.
 */
const char *play_rule_source(const ui *u, tsumo_reason reason, char *buf, size_t size);
/*
 * Where CHECKLIST rule `rule` comes from under the rules in force (the viewer's
 * game's while it is open, else the table's), as cli_rule_source() says it:
 * "EMA 3.4.5", "ruleset key abort_dealer_repeats"; for a Tenhou or Majiang
 * log in the viewer, which was no EMA game, the ruleset by name.
 */
const char *ui_rule_source(const ui *u, const char *rule, char *buf, size_t size);
/* A tile named in the table's style (`style` points to a ui_style): the narrator's namer. */
const char *play_tile_named(char *buf, size_t size, tsumo_tile tile, int red_fives,
                            const void *style);
/*
 * Says why the engine refused an action, with the rule text's section, or the
 * ruleset's key when the ruleset switched the action off.
 */
void play_refused(ui *u, const tsumo_action *action, tsumo_reason reason);
/* Monotonic milliseconds. */
int64_t play_now_ms(void);
/* The claim key of a seat ('1'-'4', by the player's place in the setup). */
int play_claim_key(const ui *u, int seat);
/*
 * The players' pass keys, in the order of their claim keys 1-4: the home row
 * (1 a, 2 s, 3 d, 4 f), under the digits on QWERTY and AZERTY alike.
 */
#define UI_PASS_KEYS "asdf"
/* The pass key of a seat, by the player's place as for the claim key. */
int play_pass_key(const ui *u, int seat);
/* Opens the claim window timer (on a new window) and returns the ms left, -1 for none. */
int play_claim_timeout(ui *u);
/*
 * Stops the claim window's clock while something covers the window (help,
 * the leave dialog, a terminal too small), and starts it again with the time
 * that was left once nothing does: nobody loses claim time he could not see.
 */
void play_claim_hold(ui *u, bool hold);
/* The ms left in the claim window, running or held. */
int play_claim_left(const ui *u);
/* The claim window's time is up: passes the seats that did not answer. */
void play_claim_close(ui *u);
/* A seat pressed its claim key. */
void play_claim_open(ui *u, int seat);

/* ---- cpu.c: computer players at the table (issue 13) ----------------------- */

/* The most and the default pause before a computer's turn is shown done. */
#define UI_CPU_PAUSE_MAX_MS     10000
#define UI_CPU_PAUSE_DEFAULT_MS 400
#define UI_CPU_LEVEL_DEFAULT    2
/* Whether the seat's player is a computer. */
bool cpu_seat(const ui *u, int seat);
/* The one seat a human plays, when exactly one is; TSUMO_NO_SEAT otherwise. */
int cpu_lone_human(const ui *u);
/* --cpu's winds (the seats of the first hand) become the players sitting there. */
void cpu_seat_winds(ui *u);
/*
 * The table's seats for the seat loop (seats.h): a human waits for keys; a
 * computer answers a claim window or a draw at once, and waits at its turn
 * for its pause (cpu_turn_act). Every action goes to play.c's log and save.
 */
void cpu_seats(ui *u, seats *loop);
/* The computer's turn is on the screen: its pause starts. */
void cpu_turn_begins(ui *u);
/* Ms until the computer whose turn it is acts (0: now), -1 when none is waited for. */
int cpu_timeout(const ui *u);
/* The computer whose turn it is acts if its pause is over. */
void cpu_turn_act(ui *u);

/* ---- save.c: the autosave file ------------------------------------------------ */

/* $XDG_STATE_HOME/tsumo (or ~/.local/state/tsumo), created; false when impossible. */
bool save_dir(char *buf, size_t size);
/* The autosave file's path. */
bool save_path(char *buf, size_t size, const char *name);
/* Writes `len` bytes to `path` atomically: a temporary file (locked while it is written), fsync,
   rename, fsync of the dir; then the folder's dead saves' temporary files are removed. */
bool save_write_atomic(const char *path, const char *data, size_t len);
/* Removes the temporary files of saves that were killed ("autosave.tsumo.Ab3dE9": nobody holds
   them, a minute old) from the state folder and its games/; returns how many. */
int save_sweep(void);
/*
 * The table's settings that outlive a game (the file "settings" in the state folder): the
 * language chosen in the menu ("lang es") and how yaku are named ("names romaji"). Read as the
 * table starts, each where the command line did not say it (--lang, --yaku-names); an unknown
 * line or value is left alone. Written when the menu changes one; false when it cannot be.
 */
void save_settings_read(void);
bool save_settings_write(void);
/* Starts the record of a new game and saves it. */
bool save_begin(ui *u, const tsumo_game_setup *setup);
/* Notes an action the engine accepted and saves (the record, atomically). */
bool save_note(ui *u, const tsumo_action *action);
/*
 * Loads the autosave: the table's options and a game replayed from the
 * record up to its last action. false with `why` set when there is none or
 * it cannot be read.
 */
bool save_load(ui *u, char *why, size_t why_size);
/*
 * Plays on from a record file (tsumo play --from): its rules, players, seed,
 * start position and actions; the table's options (style, claim window,
 * casual) stay as they are. false with `why` set when it cannot be read or
 * does not replay.
 */
bool save_load_file(ui *u, const char *path, char *why, size_t why_size);
/* Saves the table's options and the game's record as the game in progress. */
bool save_take_over(ui *u);
/*
 * Before a new game takes the autosave: moves an unfinished game saved there
 * into games/ and says where in `note` ("" when there was none). false, with
 * the reason in `note`, when it cannot be kept: then nothing may replace it.
 */
bool save_keep_unfinished(char *note, size_t size);
/* One line about the saved game for the menu; false when there is none. */
bool save_summary(char *buf, size_t size);
/*
 * The saved game for the menu: 1 with its line in `buf`, 0 when there is
 * none, -1 when it is there but cannot be read (the file and why in `buf`).
 */
int save_status(char *buf, size_t size);
/* The kept unfinished games, newest first (at most `max`); how many. */
int save_kept_list(ui_kept *out, int max);
/* The full path of a kept game by its name; false for a name that is not one. */
bool save_kept_path(char *buf, size_t size, const char *file);
/*
 * The games to review, newest first (at most `max`): the last game, the kept
 * ones and the exports of the games folder; `file` is the path under the
 * state folder ("games/NAME"). How many.
 */
int save_review_list(ui_kept *out, int max);
/* The full path of a game save_review_list() gave; false for any other name. */
bool save_review_path(char *buf, size_t size, const char *file);
/* Deletes a kept game; false with `why` when it cannot. */
bool save_kept_delete(const char *file, char *why, size_t why_size);
/* The game is over: keeps its record as the last game and removes the autosave. */
void save_finish(ui *u);
/* Where a finished game's record is kept, and the folder exports go to (full paths). */
bool save_places(char *last_game, size_t last_size, char *games, size_t games_size);
/* Writes the record in our format and as tenhou.net/6 JSON; paths into `note`. */
bool save_export(const ui *u, char *note, size_t note_size);
/* Frees the record. */
void save_end(ui *u);

/* ---- view.c: the game viewer (issue 12) ------------------------------------ */

struct tui_view_source;
/*
 * Opens the viewer on a record (borrowed until view_close) under `rules`
 * (NULL: the record's own); `q` goes to `leave_to` (the menu, or out). The
 * table's options, game and record are never touched: the viewer draws its
 * own game and rules (ui_game(), ui_rules()). False with u->message when the
 * game cannot be laid out.
 */
bool view_open(ui *u, const struct tui_view_source *src, const tsumo_rules *rules, int leave_to);
void view_close(ui *u);
/* Ends a drill session (screen-drill.c), if one is open: on Esc, and when the program ends in one.
 */
void drill_close(ui *u);
/* Frees the calculator's own (screen-calc.c): what was typed there is kept until then. */
void calc_close(ui *u);
/* Frees the new game form's own (screen-setup.c). */
void setup_close(ui *u);
/* Frees the menu's own (screen-menu.c). */
void menu_close(ui *u);
/*
 * The menu's list shown (enum ui_menu_list), with its rows, how many and the
 * one chosen; UI_LIST_NONE (no rows) before the menu has opened.
 */
int menu_list(const ui *u, const ui_kept **picks, int *count, int *choice);
/* Frees the rules reference's own (screen-rules.c): as it goes back, or as the table closes. */
void reference_close(ui *u);
/* As the table closes: frees every screen's own (the viewer, a drill, the calculator, the
   form, the menu, the reference). */
void ui_screens_close(ui *u);
/*
 * The viewer frees `rec` (the record it was opened on) and the findings it
 * shows (moved out of `findings`) as it closes.
 */
void view_own(ui *u, struct tsumo_record *rec, finding_list *findings);
/* The viewer frees the demo (src/common/demo.h, its record and captions) as it closes. */
struct demo;
void view_own_demo(ui *u, struct demo *d);
/*
 * Opens the viewer on a record file of the table's (the last game, a kept
 * one), titled `title` (terminal-safe); false with u->message when it cannot.
 */
bool view_open_file(ui *u, const char *path, const char *title, int leave_to);
/* The viewer alone on the terminal, until it is left; the exit status. */
int view_run(const struct tui_view_source *src, const tsumo_rules *rules);

/* Ms until the viewer's autoplay takes its next step (0: now), -1 when it does not play. */
int view_timeout(const ui *u);
/* The viewer's autoplay takes its step if its pace has run out (a timeout of the main loop). */
void view_tick(ui *u);
/* For the trace: the step shown (1-based) of how many, and the demo's place in a talk (1-based,
   0 outside one); false when the viewer is not open. */
bool view_step_of(const ui *u, size_t *step, size_t *count, size_t *talk_at);
/* Whether a note may take the last row (ui_big_note_draw): always outside the viewer; in it, whose
   keys' hint is that row, on the first step alone and while the plain keys are there. */
bool view_note_room(const ui *u);

/* ---- view-nav.c: finding one's way in the viewer for a talk (issue 21) ------- */

struct timeline;
/* What happens at a step: the viewer's next and previous event go to them (and to captions). */
enum { VIEW_EVENT_CALL = 1, VIEW_EVENT_RIICHI = 2, VIEW_EVENT_END = 4, VIEW_EVENT_CAPTION = 8 };
/* Each step's events, one byte a step (malloc'd); NULL when memory runs out. */
uint8_t *view_events(const struct timeline *tl);
/* Hand `hand`'s short name: "E1", "S3", "E1-2" with two counters. */
void view_hand_name(char *buf, size_t size, const struct timeline *tl, size_t hand);
/* What was typed after g: a step's number ("57") or a hand's short name ("S3", "E1-2", the first
   deal of that hand without counters); the step's index, false when it names none. */
bool view_goto_parse(const struct timeline *tl, const char *typed, size_t *step);
/* How hand `hand` ended, in a line: "Ann ron 3900", "exhaustive draw". */
void view_hand_result(char *buf, size_t size, const struct timeline *tl, size_t hand);
/* The step `place` (a file's full path, "demo NAME") was left at, its game having `count` steps:
   1 with *step set, 0 none remembered, -1 the file of remembered steps is refused (corrupt). */
int view_resume_read(const char *place, size_t count, size_t *step);
/* Remembers `step` for `place` (the first step forgets it); atomically, false when it cannot. */
bool view_resume_write(const char *place, size_t count, size_t step);

/* The play table's environment rows of its own, beside the shared ones (CLI_ENV_* in options.h). */
enum { UI_ENV_STATE_HOME = 900, UI_ENV_HOME, UI_ENV_DATA_HOME };
/*
 * The value of an environment variable of the play table's (a row's id), not
 * empty, or NULL: the one way the screens read their environment.
 */
const char *ui_env_text(int id);
/* False when NO_COLOR asks for no colours. */
bool ui_colour_wanted(void);

/* Debugging and tests: with TSUMO_TUI_TRACE=FILE, one line per frame (screen, holder, tiles). */
void trace_frame(const ui *u);

/* The program's main loop, once the canvas is open. */
int ui_run(ui *u);

#endif
