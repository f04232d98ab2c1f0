/*
 * The menu `tsumo` opens with: a new game, the saved game, the hand
 * calculator, the saved games kept aside, help. With a game saved, Resume is
 * the item chosen, and a new game asks first what becomes of the saved one:
 * one slot holds the game in progress, and a new game moves the old one into
 * the games folder. The saved games item lists those (name, date, round,
 * players), resumes one or deletes one once asked. A saved game that cannot
 * be read is not hidden: the menu says why and where it is, and leaves it.
 */
#include "demo.h"
#include "talk.h"
#include "tui.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    ITEM_NEW,
    ITEM_RESUME,
    ITEM_REVIEW,
    ITEM_CALC,
    ITEM_DRILL,
    ITEM_REFERENCE,
    ITEM_DEMO,
    ITEM_KEPT,
    ITEM_LANGUAGE,
    ITEM_HELP,
    ITEM_QUIT,
    ITEM_COUNT
};

/* The menu's own (u->menu) and its list of kept games, from its first opening. */
struct ui_menu {
    int item; /* the item chosen */
    bool has_save;
    bool save_broken;     /* the autosave is there but cannot be read: save_line says why */
    char save_line[160];  /* the saved game, for the menu */
    bool ask_replace;     /* the menu asks what to do with the saved game */
    bool kept_open;       /* the menu lists the kept games */
    bool kept_ask_delete; /* ... and asks whether to delete the chosen one */
    int kept_count, kept_choice;
    ui_kept kept_games[UI_MAX_KEPT];
    int list;         /* enum ui_menu_list: the demos or the games to review are listed */
    int list_back;    /* the list the viewer goes back to as it closes */
    int review_count; /* games to review, counted as the menu opened */
    int pick_count, pick_choice;
    ui_kept picks[UI_MAX_PICKS]; /* the list's rows: a demo's name and title, or a game */
};

static bool item_shown(const ui *u, int item)
{
    if (item == ITEM_KEPT)
        return u->menu->kept_count > 0;
    if (item == ITEM_REVIEW)
        return u->menu->review_count > 0;
    return item != ITEM_RESUME || u->menu->has_save;
}

static void screen_menu_enter(ui *u);

/*
 * "Idioma (Language): Español": the word in the language spoken and, when that is not English,
 * in English too, so that anyone finds the way back; the language by its own name.
 */
static const char *language_item(void)
{
    static char line[128];
    const char *word = _("Language"), *now = cli_language_spoken();
    const char *name = now[0] ? cli_language_name(now) : "?";
    if (strcmp(word, "Language") == 0)
        snprintf(line, sizeof line, "%s: %s", word, name);
    else
        snprintf(line, sizeof line, "%s (Language): %s", word, name);
    return line;
}

/* The next language (or the one before), spoken at once, kept in the settings. */
static void language_step(ui *u, int delta)
{
    const char *codes[CLI_LANGUAGES_MAX];
    size_t n = cli_languages(codes, CLI_LANGUAGES_MAX);
    if (n > CLI_LANGUAGES_MAX)
        n = CLI_LANGUAGES_MAX;
    const char *now = cli_language_spoken();
    size_t at = 0;
    for (size_t i = 0; i < n; i++)
        if (strcmp(codes[i], now) == 0)
            at = i;
    size_t next = delta < 0 ? (at + n - 1) % n : (at + 1) % n;
    cli_language_set(codes[next]);
    int item = u->menu->item;
    screen_menu_enter(u); /* the saved game's line, in the new language */
    u->menu->item = item;
    if (!save_settings_write())
        snprintf(u->message, sizeof u->message, "%s",
                 _("The language could not be kept in the settings; it holds until you quit."));
}

static const char *item_name(int item)
{
    switch (item) {
    case ITEM_NEW:
        return _("New game");
    case ITEM_RESUME:
        return _("Resume the saved game");
    case ITEM_CALC:
        return _("Hand calculator");
    case ITEM_DRILL:
        return _("Drills");
    case ITEM_REVIEW:
        return _("Review a game");
    case ITEM_DEMO:
        return _("Watch a demo");
    case ITEM_REFERENCE:
        return _("Rules reference");
    case ITEM_KEPT:
        return _("Saved games");
    case ITEM_LANGUAGE:
        return language_item();
    case ITEM_HELP:
        return _("Help");
    default:
        return _("Quit");
    }
}

/* ---- the lists the viewer opens from: the shipped demos, the games to review ---- */

/* The organiser's folder of demos (talk.h), from the environment as the table reads it. */
static bool own_demos_dir(char *buf, size_t size)
{
    return demo_user_dir(buf, size, ui_env_text(UI_ENV_DATA_HOME), ui_env_text(UI_ENV_HOME));
}

/* A demo's row: its name and title, or why it does not read (a file of the organiser's). */
static void demo_row(ui_kept *k, const char *file, const char *dir)
{
    memset(k, 0, sizeof *k);
    snprintf(k->file, sizeof k->file, "%s", file);
    ui_escape(k->shown, sizeof k->shown, file);
    demo_text t;
    demo d;
    char why[1024];
    /* Named by the file alone in the reason: the folder is on the list's second row. */
    k->readable =
        demo_text_read(&t, file, dir, why, sizeof why) &&
        demo_parse(&d, t.text, t.len, demo_is_path(file) ? file : t.path, why, sizeof why);
    demo_text_free(&t);
    snprintf(k->line, sizeof k->line, "%.*s", (int)sizeof k->line - 1, k->readable ? d.title : why);
    if (k->readable)
        demo_free(&d);
}

/* The shipped demos in their teaching order, then the organiser's own (talk.h), each read for
   its title as `tsumo demo --list` shows them; one that does not read says why. */
static int demos_read(ui_kept *out, int max)
{
    const demo_builtin *order[UI_MAX_PICKS];
    int n = (int)demo_teaching_order(order, (size_t)max);
    for (int i = 0; i < n; i++)
        demo_row(&out[i], order[i]->name, NULL);
    char dir[4096];
    static char names[UI_MAX_PICKS][256];
    int own = own_demos_dir(dir, sizeof dir) ? demo_user_files(dir, names, max - n) : 0;
    for (int i = 0; i < own; i++)
        demo_row(&out[n++], names[i], dir);
    return n;
}

static void list_open(ui *u, int list)
{
    u->menu->list = list;
    u->menu->pick_count = list == UI_LIST_DEMOS ? demos_read(u->menu->picks, UI_MAX_PICKS)
                                                : save_review_list(u->menu->picks, UI_MAX_PICKS);
    if (u->menu->pick_choice >= u->menu->pick_count)
        u->menu->pick_choice = u->menu->pick_count - 1;
    if (u->menu->pick_choice < 0)
        u->menu->pick_choice = 0;
    if (u->menu->pick_count == 0)
        u->menu->list = UI_LIST_NONE;
}

static void demo_watch(ui *u, int choice);

static void screen_menu_enter(ui *u)
{
    if (!u->menu)
        u->menu = calloc(1, sizeof *u->menu);
    if (!u->menu) {
        u->screen = UI_SCREEN_QUIT; /* no memory for the menu: nothing to go back to */
        return;
    }
    int back = u->menu->list_back; /* the viewer was opened from a list: back to it */
    u->menu->list_back = UI_LIST_NONE;
    u->screen = UI_SCREEN_MENU;
    u->menu->ask_replace = false;
    u->menu->kept_open = u->menu->kept_ask_delete = false;
    int status = save_status(u->menu->save_line, sizeof u->menu->save_line);
    u->menu->has_save = status > 0;
    u->menu->save_broken = status < 0;
    u->menu->kept_count = save_kept_list(u->menu->kept_games, UI_MAX_KEPT);
    u->menu->review_count = save_review_list(u->menu->picks, UI_MAX_PICKS);
    u->menu->item = u->menu->has_save ? ITEM_RESUME : ITEM_NEW;
    u->menu->list = UI_LIST_NONE;
    if (back != UI_LIST_NONE) {
        u->menu->item = back == UI_LIST_DEMOS ? ITEM_DEMO : ITEM_REVIEW;
        list_open(u, back);
    }
    if (u->talk_next && u->menu->list == UI_LIST_DEMOS &&
        u->menu->pick_choice + 1 < u->menu->pick_count) {
        /* Past the end of a demo: the list's next one, as in a talk (tsumo demo --playlist). */
        u->menu->pick_choice++;
        demo_watch(u, u->menu->pick_choice);
    }
    u->talk_next = false;
}

static bool resume_key(ui *u, int key)
{
    (void)key;
    u->menu->ask_replace = false;
    play_resume(u);
    return true;
}

static bool new_game_key(ui *u, int key)
{
    (void)key;
    u->menu->ask_replace = false;
    ui_enter(u, UI_SCREEN_SETUP);
    return true;
}

static bool cancel_key(ui *u, int key)
{
    (void)key;
    u->menu->ask_replace = false;
    u->menu->item = ITEM_RESUME; /* back to the safe choice */
    return true;
}

/* The question a new game over a saved one asks. */
static const ui_key_row replace_rows[] = {
    {.codes = {'r', 'R'}, .key = "r", .label = N_("resume it"), .act = resume_key},
    {.codes = {'n', 'N', 'y', 'Y'}, .key = "n", .label = N_("new game"), .act = new_game_key},
    {.codes = {UI_KEY_ESCAPE, 'q', 'c'}, .key = "Esc", .label = N_("cancel"), .act = cancel_key},
};
static const ui_keys replace_keys = UI_KEYS(replace_rows, false);

static void kept_reload(ui *u)
{
    u->menu->kept_count = save_kept_list(u->menu->kept_games, UI_MAX_KEPT);
    if (u->menu->kept_choice >= u->menu->kept_count)
        u->menu->kept_choice = u->menu->kept_count - 1;
    if (u->menu->kept_count == 0) {
        u->menu->kept_open = false;
        u->menu->item = ITEM_NEW;
    }
}

static bool delete_key(ui *u, int key)
{
    (void)key;
    u->menu->kept_ask_delete = false;
    const ui_kept *k = &u->menu->kept_games[u->menu->kept_choice];
    char why[256];
    if (save_kept_delete(k->file, why, sizeof why))
        play_say(u, UI_PAINT_GOOD, _("Deleted %s"), k->shown);
    else
        play_say(u, UI_PAINT_WARN, _("Cannot delete %s: %s"), k->shown, why);
    kept_reload(u);
    return true;
}

/* The question before a kept game is deleted: y deletes it, any other key keeps it. */
static const ui_key_row delete_rows[] = {
    {.codes = {'y', 'Y'}, .key = "y", .label = N_("delete it"), .act = delete_key},
    {.key = "n", .label = N_("keep it")},
};
static const ui_keys delete_keys = UI_KEYS(delete_rows, false);

/* A new game with a game saved: resume it, or start anew and keep it aside, or neither. */
static void replace_box_draw(const ui *u)
{
    int rows = canvas_rows(), cols = canvas_cols();
    int w = 68, h = 9;
    int x = (cols - w) / 2, y = (rows - h) / 2;
    ui_box(y, x, h, w, _("A game is saved"));
    char text[512];
    snprintf(text, sizeof text,
             _("The saved game is not finished: %s. A new game moves it into the games folder, "
               "where tsumo play --from takes it up again."),
             u->menu->save_line);
    ui_wrap(y + 2, x + 2, w - 4, 4, UI_PAINT_TEXT, text);
    ui_keys_hint(u, &replace_keys, y + h - 2, x + 2, w - 4);
}

/* The chosen kept game asks to be deleted: y deletes it, anything else keeps it. */
static void delete_box_draw(const ui *u)
{
    int rows = canvas_rows(), cols = canvas_cols();
    int w = 68, h = 8;
    int x = (cols - w) / 2, y = (rows - h) / 2;
    const ui_kept *k = &u->menu->kept_games[u->menu->kept_choice];
    ui_box(y, x, h, w, _("Delete a saved game"));
    char text[768];
    snprintf(text, sizeof text, _("Delete %s (%s)? It cannot be taken up again."), k->shown,
             k->line);
    ui_wrap(y + 2, x + 2, w - 4, 3, UI_PAINT_TEXT, text);
    ui_keys_hint(u, &delete_keys, y + h - 2, x + 2, w - 4);
}

/* The kept games, two rows each: the file and its date, then where it stopped or why not. */
static void kept_draw(ui *u)
{
    int rows = canvas_rows(), cols = canvas_cols();
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, _("Saved games"));
    char last[4300], games[4300], shown[4300];
    if (save_places(last, sizeof last, games, sizeof games)) {
        ui_escape(shown, sizeof shown, games);
        ui_put_short(1, 1, cols - 2, UI_PAINT_DIM, shown);
    }
    int fit = (rows - 6) / 2,
        first = u->menu->kept_choice >= fit ? u->menu->kept_choice - fit + 1 : 0;
    for (int i = first; i < u->menu->kept_count && i < first + fit; i++) {
        const ui_kept *k = &u->menu->kept_games[i];
        int y = 3 + (i - first) * 2;
        bool on = i == u->menu->kept_choice;
        int x = canvas_put(y, 1, UI_PAINT_KEY, on ? ">" : " ") + 1;
        int date_x = cols - 2 - ui_width(k->date);
        ui_put_short(y, x, date_x - x - 1, on ? (UI_PAINT_KEY | UI_BOLD) : UI_PAINT_TEXT, k->shown);
        canvas_put(y, date_x, UI_PAINT_DIM, k->date);
        if (k->readable)
            ui_put_short(y + 1, 5, cols - 7, UI_PAINT_TEXT, k->line);
        else {
            char why[320];
            snprintf(why, sizeof why, _("cannot be read: %s"), k->line);
            ui_put_short(y + 1, 5, cols - 7, UI_PAINT_WARN, why);
        }
    }
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
    if (u->menu->kept_ask_delete)
        delete_box_draw(u);
}

/* The list's rows, two each: the demo's name or the game, its date; its title or its line. */
static void picks_draw(ui *u)
{
    int rows = canvas_rows(), cols = canvas_cols();
    bool demos = u->menu->list == UI_LIST_DEMOS;
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD,
               demos ? _("Watch a demo") : _("Review a game"));
    char dir[4096], line[4400], shown[4400];
    if (demos && own_demos_dir(dir, sizeof dir)) {
        /* TRANSLATORS: the folder whose .demo files the list shows after the shipped demos. */
        snprintf(line, sizeof line, _("Your own demos: the .demo files of %s"), dir);
        ui_escape(shown, sizeof shown, line);
        ui_put_short(1, 1, cols - 2, UI_PAINT_DIM, shown);
    }
    int fit = (rows - 5) / 2,
        first = u->menu->pick_choice >= fit ? u->menu->pick_choice - fit + 1 : 0;
    for (int i = first; i < u->menu->pick_count && i < first + fit; i++) {
        const ui_kept *k = &u->menu->picks[i];
        int y = 2 + (i - first) * 2;
        bool on = i == u->menu->pick_choice;
        int x = canvas_put(y, 1, UI_PAINT_KEY, on ? ">" : " ") + 1;
        int date_x = cols - 2 - ui_width(k->date);
        ui_put_short(y, x, date_x - x - 1, on ? (UI_PAINT_KEY | UI_BOLD) : UI_PAINT_TEXT, k->shown);
        canvas_put(y, date_x, UI_PAINT_DIM, k->date);
        if (!k->readable)
            snprintf(line, sizeof line, _("cannot be read: %s"), k->line);
        else if (demos)
            snprintf(line, sizeof line, "%s", k->line);
        else
            /* TRANSLATORS: a game to review: where it stopped and who played, then its hands. */
            snprintf(line, sizeof line, ngettext("%s · %zu hand", "%s · %zu hands", k->hands),
                     k->line, k->hands);
        ui_put_short(y + 1, 5, cols - 7, k->readable ? UI_PAINT_TEXT : UI_PAINT_WARN, line);
    }
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
}

static void screen_menu_draw(ui *u)
{
    int rows = canvas_rows(), cols = canvas_cols();
    if (!u->menu)
        screen_menu_enter(u); /* gone back to without its enter: opened as it is entered */
    if (!u->menu)
        return; /* no memory for it: its enter has left */
    if (u->menu->kept_open) {
        kept_draw(u);
        return;
    }
    if (u->menu->list != UI_LIST_NONE) {
        picks_draw(u);
        return;
    }
    int y = rows / 2 - 9; /* eleven items and a broken save's line fit in 24 rows */
    ui_center(y, 0, cols, UI_PAINT_TITLE | UI_BOLD, "tsumo");
    ui_center(y + 1, 0, cols, UI_PAINT_DIM, _("Riichi Mahjong for four players at one terminal"));
    /* A row of tiles in the chosen style, so that the style is seen before a game. */
    static const tsumo_tile sample[] = {UI_TILE(TSUMO_1M, 0),    UI_TILE(TSUMO_5P, 1),
                                        UI_TILE(TSUMO_5S, 0),    UI_TILE(TSUMO_9S, 0),
                                        UI_TILE(TSUMO_EAST, 0),  UI_TILE(TSUMO_WHITE, 0),
                                        UI_TILE(TSUMO_GREEN, 0), UI_TILE(TSUMO_RED, 0)};
    int n = (int)(sizeof sample / sizeof sample[0]);
    int step = tile_row_step(u->opt.style, n, cols - 2);
    tile_row_draw(y + 3, (cols - n * step) / 2, u->opt.style, sample, n, UI_SAMPLE_RED_FIVES, NULL,
                  step);
    y += 5;
    for (int item = 0; item < ITEM_COUNT; item++) {
        if (!item_shown(u, item))
            continue;
        bool on = u->menu->item == item;
        char line[256];
        snprintf(line, sizeof line, "%s %s", on ? ">" : " ", item_name(item));
        canvas_put(y, cols / 2 - 14, on ? (UI_PAINT_KEY | UI_BOLD | UI_REVERSE) : UI_PAINT_TEXT,
                   line);
        y++;
        if (item == ITEM_RESUME) {
            canvas_put_max(y++, cols / 2 - 12, cols / 2 + 10, UI_PAINT_DIM, u->menu->save_line);
        }
    }
    if (u->menu->save_broken) {
        char text[512];
        snprintf(text, sizeof text,
                 _("The saved game could not be read: %s. It stays as it is; a new game keeps it "
                   "in the games folder."),
                 u->menu->save_line);
        ui_wrap(y + 1, 2, cols - 4, rows - 3 - (y + 1), UI_PAINT_WARN, text);
    }
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
    if (u->menu->ask_replace)
        replace_box_draw(u);
}

static bool kept_move(ui *u, int key)
{
    int delta = key == UI_KEY_UP || key == 'k' ? u->menu->kept_count - 1 : 1;
    u->menu->kept_choice = (u->menu->kept_choice + delta) % u->menu->kept_count;
    return true;
}

static bool kept_delete(ui *u, int key)
{
    (void)key;
    u->message[0] = '\0';
    u->menu->kept_ask_delete = true;
    return true;
}

static bool kept_resume(ui *u, int key)
{
    (void)key;
    u->message[0] = '\0';
    if (play_resume_kept(u, u->menu->kept_games[u->menu->kept_choice].file))
        u->menu->kept_open = false;
    else
        kept_reload(u); /* the list as the disk has it now */
    return true;
}

/* The chosen kept game in the viewer (which asks first: it is not over); back to the list. */
static bool kept_review(ui *u, int key)
{
    (void)key;
    char path[4096];
    const ui_kept *k = &u->menu->kept_games[u->menu->kept_choice];
    if (save_kept_path(path, sizeof path, k->file))
        view_open_file(u, path, k->shown, UI_SCREEN_MENU);
    return true;
}

static bool kept_back(ui *u, int key)
{
    (void)key;
    u->message[0] = '\0';
    u->menu->kept_open = false;
    return true;
}

static const ui_key_row kept_rows[] = {
    {.codes = {UI_KEY_UP, 'k', UI_KEY_DOWN, 'j', UI_KEY_TAB},
     .key = "↑↓",
     .label = N_("choose"),
     .help_key = "↑↓ j k",
     .help = N_("choose"),
     .act = kept_move},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("resume"),
     .help_key = "Enter",
     .help = N_("resume the chosen game"),
     .act = kept_resume},
    {.codes = {'d', UI_KEY_DELETE},
     .key = "d",
     .label = N_("delete"),
     .help_key = "d",
     .help = N_("delete the chosen game (asked first)"),
     .act = kept_delete},
    {.codes = {'v'},
     .key = "v",
     .label = N_("review"),
     .help_key = "v",
     .help = N_("review the chosen game step by step, every hand face up (asked first)"),
     .act = kept_review},
    {.codes = {UI_KEY_ESCAPE, 'q'},
     .key = "Esc",
     .label = N_("back"),
     .help_key = "Esc",
     .help = N_("back to the menu"),
     .act = kept_back},
};

static bool pick_move(ui *u, int key)
{
    int delta = key == UI_KEY_UP || key == 'k' ? u->menu->pick_count - 1 : 1;
    u->menu->pick_choice = (u->menu->pick_choice + delta) % u->menu->pick_count;
    return true;
}

/* The chosen demo in the viewer with its captions; q comes back to the list, and past its last
   step the viewer opens the list's next demo. */
static void demo_watch(ui *u, int choice)
{
    const ui_kept *k = &u->menu->picks[choice];
    char dir[4096], why[1024];
    demo *d = calloc(1, sizeof *d);
    bool own = demo_is_path(k->file) && own_demos_dir(dir, sizeof dir);
    if (!d || !demo_load(d, k->file, own ? dir : NULL, why, sizeof why)) {
        play_say(u, UI_PAINT_WARN, "%s", d ? why : _("The game cannot be shown"));
        free(d);
        return;
    }
    char place[300];
    snprintf(place, sizeof place, "demo %s", k->file); /* as tsumo demo NAME remembers its step */
    tui_view_source src = {.rec = d->rec,
                           .bottom = d->seat,
                           .captions = d->captions,
                           .caption_count = d->caption_count,
                           .title = d->title,
                           .demo = true,
                           .place = own ? NULL : place, /* one's own: no step remembered */
                           .talk_at = (size_t)choice + 1,
                           .talk_count = (size_t)u->menu->pick_count};
    if (!view_open(u, &src, NULL, UI_SCREEN_MENU)) {
        demo_free(d);
        free(d);
        return;
    }
    view_own_demo(u, d);
    u->menu->list_back = UI_LIST_DEMOS;
}

/* The chosen game in the viewer (a kept unfinished one asks first); q comes back to the list. */
static void game_review(ui *u, const ui_kept *k)
{
    char path[4700];
    if (save_review_path(path, sizeof path, k->file) &&
        view_open_file(u, path, k->shown, UI_SCREEN_MENU))
        u->menu->list_back = UI_LIST_GAMES;
}

static bool pick_open(ui *u, int key)
{
    (void)key;
    u->message[0] = '\0';
    const ui_kept *k = &u->menu->picks[u->menu->pick_choice];
    if (u->menu->list == UI_LIST_DEMOS)
        demo_watch(u, u->menu->pick_choice);
    else
        game_review(u, k);
    return true;
}

static bool pick_back(ui *u, int key)
{
    (void)key;
    u->message[0] = '\0';
    u->menu->list = UI_LIST_NONE;
    return true;
}

static const char *pick_label(const ui *u)
{
    return u->menu->list == UI_LIST_DEMOS ? _("watch") : _("review");
}

static const ui_key_row pick_rows[] = {
    {.codes = {UI_KEY_UP, 'k', UI_KEY_DOWN, 'j', UI_KEY_TAB},
     .key = "↑↓",
     .label = N_("choose"),
     .help_key = "↑↓ j k",
     .help = N_("choose"),
     .act = pick_move},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("open"),
     .label_of = pick_label,
     .help_key = "Enter",
     .help = N_("open the chosen one in the viewer; q there comes back to this list"),
     .act = pick_open},
    {.codes = {UI_KEY_ESCAPE, 'q'},
     .key = "Esc",
     .label = N_("back"),
     .help_key = "Esc q",
     .help = N_("back to the menu"),
     .act = pick_back},
};

static void menu_move(ui *u, int delta)
{
    for (int i = 0; i < ITEM_COUNT; i++) {
        u->menu->item = (u->menu->item + delta + ITEM_COUNT) % ITEM_COUNT;
        if (item_shown(u, u->menu->item))
            return;
    }
}

static bool move_key(ui *u, int key)
{
    menu_move(u, key == UI_KEY_UP || key == 'k' ? -1 : 1);
    return true;
}

static bool open_key(ui *u, int key)
{
    (void)key;
    u->message[0] = '\0';
    switch (u->menu->item) {
    case ITEM_NEW:
        if (u->menu->has_save)
            u->menu->ask_replace = true; /* the form, once the players have said */
        else
            ui_enter(u, UI_SCREEN_SETUP);
        break;
    case ITEM_RESUME:
        play_resume(u);
        break;
    case ITEM_CALC:
        ui_enter(u, UI_SCREEN_CALC);
        break;
    case ITEM_DRILL:
        ui_enter(u, UI_SCREEN_DRILL);
        break;
    case ITEM_REFERENCE:
        ui_reference_open(u);
        break;
    case ITEM_REVIEW:
        u->menu->pick_choice = 0;
        list_open(u, UI_LIST_GAMES);
        break;
    case ITEM_DEMO:
        u->menu->pick_choice = 0;
        list_open(u, UI_LIST_DEMOS);
        break;
    case ITEM_LANGUAGE:
        language_step(u, 1);
        break;
    case ITEM_KEPT:
        kept_reload(u);
        u->menu->kept_open = u->menu->kept_count > 0;
        u->menu->kept_choice = 0;
        break;
    case ITEM_HELP:
        u->help = true;
        break;
    default:
        u->screen = UI_SCREEN_QUIT;
        break;
    }
    return true;
}

/* n, r, g: the item of that letter, where it is shown. */
static bool item_key(ui *u, int key)
{
    int item = key == 'n'   ? ITEM_NEW
               : key == 'r' ? ITEM_RESUME
               : key == 'v' ? ITEM_REVIEW
               : key == 'w' ? ITEM_DEMO
                            : ITEM_KEPT;
    if (!item_shown(u, item))
        return true;
    u->menu->item = item;
    return open_key(u, UI_KEY_ENTER);
}

/* ←→ on the language item: the language before or after. */
static bool side_key(ui *u, int key)
{
    if (u->menu->item == ITEM_LANGUAGE)
        language_step(u, key == UI_KEY_LEFT ? -1 : 1);
    return true;
}

static const ui_key_row menu_rows[] = {
    {.codes = {UI_KEY_UP, 'k', UI_KEY_DOWN, 'j', UI_KEY_TAB},
     .key = "↑↓",
     .label = N_("choose"),
     .help_key = "↑↓ j k",
     .help = N_("choose"),
     .act = move_key},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("open"),
     .help_key = "Enter",
     .help = N_("open"),
     .act = open_key},
    {.codes = {UI_KEY_LEFT, UI_KEY_RIGHT},
     .help_key = "←→",
     .help = N_("on Language: the language before or after, spoken at once"),
     .act = side_key},
    {.codes = {'n'}, .help_key = "n", .help = N_("new game"), .act = item_key},
    {.codes = {'r'}, .help_key = "r", .help = N_("resume the saved game"), .act = item_key},
    {.codes = {'v'},
     .help_key = "v",
     .help = N_("review a game: the list of recent ones"),
     .act = item_key},
    {.codes = {'w'},
     .help_key = "w",
     .help = N_("watch a demo: the list of shipped ones"),
     .act = item_key},
    {.codes = {'g'}, .act = item_key},
    UI_KEY_ROW(UI_ROW_HELP),
    UI_KEY_ROW(UI_ROW_QUIT),
    {.help_key = "",
     .help =
         N_("Four players share this keyboard. A curtain hides the screen whenever the keyboard "
            "passes; only the player named may look.")},
};

static const ui_keys kept_keys = UI_KEYS(kept_rows, false);
static const ui_keys menu_keys = UI_KEYS(menu_rows, false);
static const ui_keys pick_keys = UI_KEYS(pick_rows, false);

static const ui_keys *keys_of(const ui *u)
{
    if (!u->menu)
        return &menu_keys;
    return u->menu->kept_open              ? &kept_keys
           : u->menu->list != UI_LIST_NONE ? &pick_keys
                                           : &menu_keys;
}

/* The two questions (replace the saved game? delete a kept one?) take y/n before the tables. */
static void menu_key(ui *u, int key)
{
    if (!u->menu)
        screen_menu_enter(u); /* gone back to without its enter: opened as it is entered */
    if (!u->menu)
        return;
    if (u->menu->ask_replace) {
        ui_keys_run(u, &replace_keys, key);
        return;
    }
    if (u->menu->kept_open && u->menu->kept_ask_delete) {
        if (!ui_keys_run(u, &delete_keys, key))
            u->menu->kept_ask_delete = false; /* kept */
        return;
    }
    if (u->menu->kept_open &&
        (u->menu->kept_choice < 0 || u->menu->kept_choice >= u->menu->kept_count)) {
        u->menu->kept_open = false;
        return;
    }
    if (u->menu->list != UI_LIST_NONE &&
        (u->menu->pick_choice < 0 || u->menu->pick_choice >= u->menu->pick_count)) {
        u->menu->list = UI_LIST_NONE;
        return;
    }
    if (!u->menu->kept_open &&
        (u->menu->item < 0 || u->menu->item >= ITEM_COUNT || !item_shown(u, u->menu->item)))
        u->menu->item = ITEM_NEW;
    ui_keys_run(u, keys_of(u), key);
}

void menu_close(ui *u)
{
    free(u->menu);
    u->menu = NULL;
}

int menu_list(const ui *u, const ui_kept **picks, int *count, int *choice)
{
    const struct ui_menu *m = u->menu;
    *picks = m ? m->picks : NULL;
    *count = m && m->list != UI_LIST_NONE ? m->pick_count : 0;
    *choice = m ? m->pick_choice : 0;
    return m ? m->list : UI_LIST_NONE;
}

/* Public: no game is open. */
const ui_screen_row screen_menu = {
    .id = "menu",
    .enter = screen_menu_enter,
    .draw = screen_menu_draw,
    .key = menu_key,
    .keys = keys_of,
};
