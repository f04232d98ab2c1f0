/*
 * The game viewer (issue 12): a record, a kept game or a log, step by step,
 * every hand face up. The steps and their kept games come from the timeline
 * (src/common/timeline.c); this screen only copies the game of the step shown
 * into its own game and draws it through the table's own drawers (board.c,
 * tile.c), so a larger layout of the table applies here too. The table's game
 * stays the table's: drawers are given this one (ui_game() for those that
 * draw over any screen). At a hand's end
 * it shows the result pages and at the game's end the final standings as the
 * table does (their draw functions, with this screen's keys).
 *
 * It is the one screen that shows concealed tiles on purpose: its row says
 * open_hands. A kept game that is not over holds tiles still hidden in play,
 * so it asks first.
 */
#include "demo.h"
#include "games.h"
#include "timeline.h"
#include "tui.h"
#include "ui.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* Autoplay's pace: `+` and `-` change it by a half second (a quarter under a second). */
enum { PACE_DEFAULT_MS = 2000, PACE_MIN_MS = 250, PACE_MAX_MS = 60000 };

struct ui_viewer {
    timeline tl;                    /* its rules are the viewer's own (ui_rules), the record's */
    tsumo_game *shown;              /* the game of the step shown (ui_game) */
    const struct tsumo_record *rec; /* the record shown, for the final sheet's hands */
    size_t at;                      /* that step */
    bool panel;                     /* the seats' panel is shown */
    bool no_captions;               /* `c`: a demo's captions are hidden, to see what they cover */
    int caption_page;               /* `c`: the page of a caption too long for its band (80x24) */
    int caption_pages;              /* and its pages, as the last frame laid it out */
    bool asking;                    /* an unfinished game: the question before anything is shown */
    bool table_at_end;              /* at a hand's end: the table rather than its result pages */
    bool typing;                    /* `g`: a step's number or a hand's name is being typed */
    char typed[12];
    uint8_t *events; /* each step's events (view-nav.c): `e` and `E` go to them */
    bool listing;    /* `H`: the list of hands is shown */
    size_t list_at;  /* the hand chosen in it */
    bool demo;       /* a demo: Esc asks before leaving */
    bool leaving;    /* that question is asked */
    bool playing;    /* `a`: autoplay, a step every pace_ms */
    int pace_ms;
    int64_t due;      /* when autoplay takes its next step (play_now_ms) */
    char place[4200]; /* where the step left at is remembered, or "" */
    size_t left_at;   /* that step when it was reopened, 0 none: `b` goes to it */
    const demo_caption *captions;
    size_t caption_count;
    const finding *findings; /* `tsumo explain`'s, borrowed */
    size_t *finding_step;    /* the step each finding is shown at */
    size_t finding_count;
    bool findings_on;               /* the step line shows the findings of its step */
    bool findings_looked;           /* tsumo explain was asked (tsumo view FILE, Review a game) */
    finding_rating ratings[4];      /* the review's rating of each seat's discards */
    int review_only;                /* --seat: the one seat reviewed, -1 each in turn */
    int reviewing;                  /* `r`: the seat whose review is shown, -1 none */
    char names[4][TSUMO_NAME_SIZE]; /* each seat's player in the first hand (seats may be drawn) */
    char title[160];
    int leave_to;        /* the screen `q` goes back to: the menu, or out */
    tsumo_record *owned; /* a record read for the viewer (view_open_file), freed as it closes */
    finding_list owned_findings; /* and tsumo explain's findings in it, freed with it */
    demo *owned_demo; /* a demo read for the viewer (the menu's demos), freed as it closes */
    size_t talk_at, talk_count; /* a demo of a talk: its place from 1; 0 when none */
};

static struct ui_viewer *V(const ui *u)
{
    return u->viewer;
}

const tsumo_game *ui_game(const ui *u)
{
    return u->viewer ? u->viewer->shown : u->game;
}

const tsumo_rules *ui_rules(const ui *u)
{
    return u->viewer ? &u->viewer->tl.rules : &u->opt.rules;
}

/* ---- moving ---- */

static void go(ui *u, size_t i)
{
    struct ui_viewer *v = V(u);
    if (i >= v->tl.count)
        i = v->tl.count - 1;
    v->at = i;
    tsumo_game_copy(v->shown, v->tl.steps[i].game);
    u->results.page = 0;
    u->results.sheet_page = 0;
    v->table_at_end = false;
    v->caption_page = 0;
    u->message[0] = '\0';
    if (v->playing)
        v->due = play_now_ms() + v->pace_ms;
    if (i + 1 == v->tl.count && v->tl.stop[0])
        play_say(u, UI_PAINT_WARN, "%s", v->tl.stop);
}

/* The step that deals hand `h` (0-based), or the last step past the last hand. */
static size_t deal_step(const struct ui_viewer *v, size_t h)
{
    return h < v->tl.deal_count ? v->tl.deals[h] : v->tl.count - 1;
}

/* At the last step of a demo with another after it in the talk (tui_view_talk). */
static bool talk_goes_on(const ui *u)
{
    const struct ui_viewer *v = V(u);
    return v && v->talk_at && v->talk_at < v->talk_count && v->at + 1 >= v->tl.count;
}

static bool talk_not_ending(const ui *u)
{
    return !talk_goes_on(u);
}

static bool leave(ui *u, int key);

static bool step_next(ui *u, int key)
{
    if (talk_goes_on(u)) { /* past the end: the talk's next demo */
        u->talk_next = true;
        return leave(u, key);
    }
    go(u, V(u)->at + 1);
    return true;
}

static bool step_back(ui *u, int key)
{
    (void)key;
    if (V(u)->at > 0)
        go(u, V(u)->at - 1);
    return true;
}

static bool hand_next(ui *u, int key)
{
    if (talk_goes_on(u))
        return step_next(u, key);
    struct ui_viewer *v = V(u);
    size_t h = timeline_hand_of(&v->tl, v->at);
    go(u, v->at < deal_step(v, 0) ? deal_step(v, 0) : deal_step(v, h + 1));
    return true;
}

static bool hand_back(ui *u, int key)
{
    (void)key;
    struct ui_viewer *v = V(u);
    size_t h = timeline_hand_of(&v->tl, v->at);
    if (v->tl.deal_count == 0 || v->at <= deal_step(v, 0))
        go(u, 0);
    else
        go(u, v->at > deal_step(v, h) ? deal_step(v, h) : deal_step(v, h - 1));
    return true;
}

static bool to_start(ui *u, int key)
{
    (void)key;
    go(u, 0);
    return true;
}

static bool to_end(ui *u, int key)
{
    (void)key;
    go(u, V(u)->tl.count - 1);
    return true;
}

static bool table_shown(const ui *u);

/* The caption standing at step `step`, or NULL: its steps are the viewer's (demo.h). */
static const demo_caption *caption_of(const struct ui_viewer *v, size_t step)
{
    for (size_t i = 0; i < v->caption_count; i++) {
        const demo_caption *c = &v->captions[i];
        if (c->step <= step && step <= c->last && c->text)
            return c;
    }
    return NULL;
}

/* The caption standing at the step shown, or NULL. */
static const demo_caption *caption_at(const struct ui_viewer *v)
{
    return caption_of(v, v->at);
}

/* `tsumo explain` was asked (tsumo view FILE, a game reviewed): n, N and r are in the help. */
static bool findings_looked(const ui *u)
{
    return V(u) && V(u)->findings_looked;
}

/* A caption stands at the step shown, hidden or not. */
static bool caption_here(const ui *u)
{
    return V(u) && caption_at(V(u)) != NULL;
}

/*
 * `c`: the caption's next page where it takes more than its band (80x24),
 * then away (to see the step line under the band), then back.
 */
static bool captions_toggle(ui *u, int key)
{
    (void)key;
    struct ui_viewer *v = V(u);
    if (v->no_captions) {
        v->no_captions = false;
        v->caption_page = 0;
    } else if (v->caption_page + 1 < v->caption_pages) {
        v->caption_page++;
    } else {
        v->no_captions = true;
    }
    return true;
}

/* `c` in the hint where a caption stands; a result's pages have no room for it at 80 columns,
   and their caption's box names it. */
static bool caption_in_hint(const ui *u)
{
    return caption_here(u) && (table_shown(u) || canvas_cols() >= 100);
}

/* Home and End in the hint, unless a caption's `c` or a talk's "→ next demo" needs their room
   on a narrow screen (the help lists them). */
static bool ends_in_hint(const ui *u)
{
    return table_shown(u) && ((!caption_here(u) && !talk_goes_on(u)) || canvas_cols() >= 100);
}

static bool panel_toggle(ui *u, int key)
{
    (void)key;
    V(u)->panel = !V(u)->panel;
    return true;
}

/* Out of the program, or back to the screen the viewer was opened from (as it was). */
static bool leave(ui *u, int key)
{
    (void)key;
    int to = V(u)->leave_to;
    if (to == UI_SCREEN_QUIT) {
        u->screen = UI_SCREEN_QUIT; /* view_run closes the viewer */
        return true;
    }
    view_close(u);
    ui_enter(u, to);
    return true;
}

/* ---- n, N: `tsumo explain`'s findings ---- */

/*
 * The first step at the record's place: the action after which it was found
 * (a missed ron shows at the discard it could have taken), or the next step.
 */
static size_t step_of(const timeline *tl, size_t hand, size_t after)
{
    for (size_t i = 0; i < tl->count; i++) {
        const timeline_step *s = &tl->steps[i];
        if (s->hand == tl->rec->hand_count) /* before the first deal */
            continue;
        if (s->hand > hand || (s->hand == hand && s->after >= after))
            return i;
    }
    return tl->count - 1;
}

static bool finding_go(ui *u, bool forward)
{
    struct ui_viewer *v = V(u);
    v->findings_on = true;
    for (size_t k = 0; k < v->finding_count; k++) {
        size_t i = forward ? k : v->finding_count - 1 - k;
        size_t at = v->finding_step[i];
        if (v->findings[i].verbose) /* tsumo explain --verbose's alone */
            continue;
        if (forward ? at > v->at : at < v->at) {
            go(u, at);
            return true;
        }
    }
    play_say(u, UI_PAINT_WARN, "%s",
             !v->findings_looked ? _("The findings of tsumo explain come with tsumo view FILE")
             : !v->finding_count ? _("tsumo explain finds nothing in this game")
             : forward           ? _("No finding after this step")
                                 : _("No finding before this step"));
    return true;
}

static bool finding_next(ui *u, int key)
{
    (void)key;
    return finding_go(u, true);
}

static bool finding_back(ui *u, int key)
{
    (void)key;
    return finding_go(u, false);
}

/* `r`: the review of each player in turn (of the --seat one alone), then none. */
static bool review_next(ui *u, int key)
{
    (void)key;
    struct ui_viewer *v = V(u);
    if (!v->findings_looked) {
        play_say(u, UI_PAINT_WARN, "%s",
                 _("The review of tsumo explain comes with tsumo view FILE"));
        return true;
    }
    if (v->review_only >= 0)
        v->reviewing = v->reviewing < 0 ? v->review_only : -1;
    else
        v->reviewing = v->reviewing >= 3 ? -1 : v->reviewing + 1;
    return true;
}

/* ---- `g`: a hand by its number ---- */

static bool goto_begin(ui *u, int key)
{
    (void)key;
    V(u)->typing = true;
    V(u)->typed[0] = '\0';
    u->message[0] = '\0';
    return true;
}

static bool goto_cancel(ui *u, int key)
{
    (void)key;
    V(u)->typing = false;
    return true;
}

static bool goto_done(ui *u, int key)
{
    (void)key;
    struct ui_viewer *v = V(u);
    v->typing = false;
    size_t step;
    if (!view_goto_parse(&v->tl, v->typed, &step)) {
        /* TRANSLATORS: after g, what was typed names no step nor hand; H lists the hands. */
        play_say(u, UI_PAINT_WARN,
                 _("There is no step or hand %s: a step from 1 to %zu, or a hand "
                   "as H lists them (S3, E1-2)"),
                 v->typed[0] ? v->typed : "?", v->tl.count);
        return true;
    }
    go(u, step);
    return true;
}

/* Digits, a wind's letter and '-' (a step's number, "S3", "E1-2"), and Backspace. */
static void goto_type(ui *u, int key)
{
    struct ui_viewer *v = V(u);
    size_t n = strlen(v->typed);
    bool letter = (key >= 'A' && key <= 'Z') || (key >= 'a' && key <= 'z');
    if (((key >= '0' && key <= '9') || letter || key == '-') && n + 1 < sizeof v->typed) {
        v->typed[n] = (char)key;
        v->typed[n + 1] = '\0';
    } else if (key == UI_KEY_BACKSPACE && n) {
        v->typed[n - 1] = '\0';
    }
}

static bool typing(const ui *u)
{
    return V(u) && V(u)->typing;
}

/* ---- e, E: the next and the previous event ---- */

static bool event_at(const struct ui_viewer *v, size_t i)
{
    return (v->events && v->events[i]) || (!v->no_captions && caption_of(v, i));
}

static bool event_go(ui *u, bool forward)
{
    struct ui_viewer *v = V(u);
    for (size_t i = v->at; forward ? i + 1 < v->tl.count : i > 0;) {
        i = forward ? i + 1 : i - 1;
        if (event_at(v, i)) {
            go(u, i);
            return true;
        }
    }
    play_say(u, UI_PAINT_WARN, "%s",
             forward ? _("No call, riichi, hand's end or caption after this step")
                     : _("No call, riichi, hand's end or caption before this step"));
    return true;
}

static bool event_next(ui *u, int key)
{
    (void)key;
    return event_go(u, true);
}

static bool event_back(ui *u, int key)
{
    (void)key;
    return event_go(u, false);
}

/* ---- a, +, -: autoplay ---- */

static void say_pace(ui *u)
{
    /* TRANSLATORS: the viewer's autoplay, its pace in seconds. */
    play_say(u, UI_PAINT_TEXT, _("Autoplay: a step every %.2g s"), V(u)->pace_ms / 1000.0);
}

static bool autoplay_toggle(ui *u, int key)
{
    (void)key;
    struct ui_viewer *v = V(u);
    v->playing = !v->playing;
    v->due = play_now_ms() + v->pace_ms;
    if (v->playing)
        say_pace(u);
    else
        play_say(u, UI_PAINT_TEXT, "%s", _("Autoplay paused: a plays on"));
    return true;
}

static bool pace_change(ui *u, int key)
{
    struct ui_viewer *v = V(u);
    int by = key == '+' ? (v->pace_ms < 1000 ? 250 : 500) : (v->pace_ms <= 1000 ? -250 : -500);
    int pace = v->pace_ms + by;
    v->pace_ms = pace < PACE_MIN_MS ? PACE_MIN_MS : pace > PACE_MAX_MS ? PACE_MAX_MS : pace;
    v->due = play_now_ms() + v->pace_ms;
    say_pace(u);
    return true;
}

int view_timeout(const ui *u)
{
    const struct ui_viewer *v = V(u);
    if (!v || u->screen != UI_SCREEN_VIEW || !v->playing || v->asking || v->typing || v->listing ||
        v->leaving || u->help || u->standings || u->too_small)
        return -1;
    int64_t left = v->due - play_now_ms();
    return left <= 0 ? 0 : left > INT_MAX ? INT_MAX : (int)left;
}

void view_tick(ui *u)
{
    if (view_timeout(u) != 0)
        return;
    struct ui_viewer *v = V(u);
    if (v->at + 1 >= v->tl.count) {
        v->playing = false;
        play_say(u, UI_PAINT_TEXT, "%s", _("Autoplay stopped: this is the last step"));
        return;
    }
    go(u, v->at + 1);
}

/* ---- b: back to the step left at last time ---- */

static bool left_at_offered(const ui *u)
{
    return V(u) && V(u)->left_at > 0;
}

static bool left_at_go(ui *u, int key)
{
    (void)key;
    struct ui_viewer *v = V(u);
    if (!v->left_at) {
        play_say(u, UI_PAINT_WARN, "%s", _("No step is remembered for this game"));
        return true;
    }
    go(u, v->left_at);
    return true;
}

/* ---- H: the list of hands ---- */

static bool list_open(ui *u, int key)
{
    (void)key;
    struct ui_viewer *v = V(u);
    if (!v->tl.deal_count) {
        play_say(u, UI_PAINT_WARN, "%s", _("This game deals no hand"));
        return true;
    }
    v->listing = true;
    v->list_at = v->at < deal_step(v, 0) ? 0 : timeline_hand_of(&v->tl, v->at);
    return true;
}

static bool list_close(ui *u, int key)
{
    (void)key;
    V(u)->listing = false;
    return true;
}

static bool list_move(ui *u, int key)
{
    struct ui_viewer *v = V(u);
    size_t last = v->tl.deal_count - 1;
    if (key == UI_KEY_UP || key == 'k')
        v->list_at = v->list_at ? v->list_at - 1 : 0;
    else if (key == UI_KEY_DOWN || key == 'j')
        v->list_at = v->list_at < last ? v->list_at + 1 : last;
    else if (key == UI_KEY_HOME)
        v->list_at = 0;
    else if (key == UI_KEY_END)
        v->list_at = last;
    return true;
}

static bool list_go(ui *u, int key)
{
    (void)key;
    struct ui_viewer *v = V(u);
    v->listing = false;
    go(u, deal_step(v, v->list_at));
    return true;
}

/* ---- Esc in a demo: asked first ---- */

static bool leave_asked(ui *u, int key)
{
    if (!V(u)->demo)
        return leave(u, key);
    V(u)->leaving = true;
    return true;
}

static bool leave_not(ui *u, int key)
{
    (void)key;
    V(u)->leaving = false;
    return true;
}

/* ---- results ---- */

static bool at_hand_end(const ui *u)
{
    return tsumo_game_phase(V(u)->shown) == TSUMO_PHASE_HAND_OVER;
}

static bool result_pages_shown(const ui *u)
{
    return at_hand_end(u) && !V(u)->table_at_end;
}

static int result_pages(const ui *u)
{
    const tsumo_hand_result *r = tsumo_game_result(V(u)->shown);
    return r ? (r->end == TSUMO_END_WIN ? r->win_count : 0) + 1 : 0;
}

/* At the game's end, its sheet of hands may take pages too. */
static bool has_pages(const ui *u)
{
    if (tsumo_game_phase(V(u)->shown) == TSUMO_PHASE_GAME_OVER)
        return u->results.sheet_pages > 1;
    return result_pages_shown(u) && result_pages(u) > 1;
}

/* The table is on the screen (not a result's pages, nor the game's end with its score sheet,
   whose pages need the hint's room): its keys are in the hint. */
static bool table_shown(const ui *u)
{
    return !result_pages_shown(u) && tsumo_game_phase(V(u)->shown) != TSUMO_PHASE_GAME_OVER;
}

enum { TURN_HINT_COLS = 100 }; /* the viewer's hint with `v turn` in it, with room to spare */

static bool turn_in_hint(const ui *u)
{
    return table_shown(u) && canvas_cols() >= TURN_HINT_COLS;
}

static bool next_page(ui *u, int key)
{
    (void)key;
    if (tsumo_game_phase(V(u)->shown) == TSUMO_PHASE_GAME_OVER)
        u->results.sheet_page =
            u->results.sheet_pages > 1 ? (u->results.sheet_page + 1) % u->results.sheet_pages : 0;
    else
        u->results.page = (u->results.page + 1) % (result_pages(u) ? result_pages(u) : 1);
    return true;
}

static bool table_toggle(ui *u, int key)
{
    (void)key;
    V(u)->table_at_end = !V(u)->table_at_end;
    return true;
}

/* ---- the question before an unfinished game ---- */

static bool ask_yes(ui *u, int key)
{
    (void)key;
    V(u)->asking = false;
    return true;
}

static const ui_key_row ask_rows[] = {
    {.codes = {'y', 'Y'},
     .key = "y",
     .label = N_("show every hand"),
     .help_key = "y",
     .help = N_("show the game with every hand face up"),
     .act = ask_yes},
    {.codes = {'n', 'N', 'q', UI_KEY_ESCAPE},
     .key = "n",
     .label = N_("leave"),
     .help_key = "n q Esc",
     .help = N_("leave without showing anything"),
     .act = leave},
};
static const ui_keys ask_keys = UI_KEYS(ask_rows, false);

static const ui_key_row goto_rows[] = {
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("go"),
     .help_key = "Enter",
     .help = N_("go to that step, or to that hand's deal"),
     .act = goto_done},
    {.codes = {UI_KEY_ESCAPE},
     .key = "Esc",
     .label = N_("cancel"),
     .help_key = "Esc",
     .help = N_("type no number after all"),
     .act = goto_cancel},
    {.help_key = "0-9", .help = N_("a step's number, as the title counts them")},
    {.help_key = "S3 E1-2",
     .help = N_("a hand by its name, as H lists them: its wind's letter and number, and after a "
                "dash its counters")},
};
static const ui_keys goto_keys = UI_KEYS(goto_rows, false);

static const ui_key_row list_rows[] = {
    {.codes = {UI_KEY_UP, 'k', UI_KEY_DOWN, 'j', UI_KEY_HOME, UI_KEY_END},
     .key = "↑↓",
     .label = N_("choose"),
     .help_key = "↑↓ k j Home End",
     .help = N_("choose a hand"),
     .act = list_move},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("go"),
     .help_key = "Enter",
     .help = N_("go to that hand's deal"),
     .act = list_go},
    {.codes = {UI_KEY_ESCAPE, 'H', 'q'},
     .key = "Esc",
     .label = N_("close"),
     .help_key = "Esc H q",
     .help = N_("close the list where you were"),
     .act = list_close},
};
static const ui_keys list_keys = UI_KEYS(list_rows, false);

static const ui_key_row leaving_rows[] = {
    {.codes = {'y', 'Y'},
     .key = "y",
     .label = N_("leave"),
     .help_key = "y",
     .help = N_("leave the demo"),
     .act = leave},
    {.codes = {'n', 'N', UI_KEY_ESCAPE},
     .key = "n",
     .label = N_("stay"),
     .help_key = "n Esc",
     .help = N_("stay in the demo, at the same step"),
     .act = leave_not},
};
static const ui_keys leaving_keys = UI_KEYS(leaving_rows, false);

static const ui_key_row view_rows[] = {
    {.key = "→",
     .label = N_("next demo"),
     .help_key = "→ PgDn",
     .help = N_("in a talk (tsumo demo --playlist), at a demo's last step: the next demo"),
     .shown_when = talk_goes_on},
    /* At a demo's last step in a talk → is "next demo": "←→ step" gives it its room (at 80
       columns the hint has no more), ← still steps back and the help lists both. */
    {.codes = {UI_KEY_RIGHT, 'l'},
     .key = "←→",
     .label = N_("step"),
     .help_key = "→ ← l h",
     .help = N_("one action forward or back"),
     .shown_when = talk_not_ending,
     .help_always = true,
     .act = step_next},
    {.codes = {UI_KEY_LEFT, 'h'}, .act = step_back},
    {.codes = {UI_KEY_PAGE_DOWN, '>'},
     .key = "PgUp/PgDn",
     .label = N_("hand"),
     .help_key = "PgDn >",
     .help = N_("the next hand's deal"),
     .act = hand_next},
    {.codes = {UI_KEY_PAGE_UP, '<'},
     .help_key = "PgUp <",
     .help = N_("this hand's deal, or the one before"),
     .act = hand_back},
    {.codes = {UI_KEY_HOME},
     .key = "Home/End",
     .label = N_("ends"),
     .help_key = "Home End",
     .help = N_("the start of the game, or its end: the standings"),
     .shown_when = ends_in_hint,
     .help_always = true,
     .act = to_start},
    {.codes = {UI_KEY_END}, .act = to_end},
    {.codes = {'g'},
     .key = "g",
     .label = N_("go to"),
     .help_key = "g",
     .help = N_("a step by its number, or a hand by its name (S3)"),
     .shown_when = table_shown,
     .help_always = true,
     .act = goto_begin},
    {.codes = {'n'},
     .help_key = "n N",
     .help = N_("the next or the previous finding of tsumo explain, told on the step line"),
     .shown_when = findings_looked,
     .act = finding_next},
    {.codes = {'N'}, .act = finding_back},
    {.codes = {'e'},
     .help_key = "e E",
     .help = N_("the next or previous call, riichi, hand's end, caption"),
     .act = event_next},
    {.codes = {'E'}, .act = event_back},
    {.codes = {'a'},
     .help_key = "a + -",
     .help = N_("autoplay or a pause; + and - its pace"),
     .act = autoplay_toggle},
    {.codes = {'+', '-'}, .act = pace_change},
    {.codes = {'b'},
     .help_key = "b",
     .help = N_("back to the step where this was left last time"),
     .shown_when = left_at_offered,
     .act = left_at_go},
    {.codes = {'H'},
     .help_key = "H",
     .help = N_("the hands with their results: Enter goes to one"),
     .act = list_open},
    {.codes = {'r'},
     .help_key = "r",
     .help = N_("the review of tsumo explain, each player in turn: his discards rated against "
                "the strongest level, and the findings most costly first"),
     .shown_when = findings_looked,
     .act = review_next},
    {.codes = {'p'},
     .key = "p",
     .label = N_("panel"),
     .help_key = "p",
     .help = N_("each seat's shanten, unseen waits, furiten and riichi"),
     .shown_when = table_shown,
     .help_always = true,
     .act = panel_toggle},
    /* The generic row's key (UI_ROW_TURN), in the hint where the table is on the screen and the
       row has room for it (at 80 columns the viewer's hint is full). */
    {.codes = {'v'},
     .key = "v",
     .label = N_("turn"),
     .help_key = "v",
     .help = N_("turn the table: the next seat at the bottom"),
     .shown_when = turn_in_hint,
     .help_always = true,
     .act = key_turn},
    {.codes = {'c'},
     .key = "c",
     /* TRANSLATORS: the viewer's hint: c turns a demo's caption's page, hides it, shows it */
     .label = N_("caption"),
     .help_key = "c",
     .help = N_("a demo's caption: its next page where it takes more than its band, then hidden "
                "to see the table under it, then shown again"),
     .shown_when = caption_in_hint,
     .act = captions_toggle},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("page"),
     .help_key = "Enter",
     .help = N_("at a hand's or the game's end: the next page"),
     .shown_when = has_pages,
     .help_always = true,
     .act = next_page},
    {.codes = {'t'},
     .key = "t",
     .label = N_("table"),
     .help_key = "t",
     .help = N_("at a hand's end: the table or the result pages"),
     .shown_when = result_pages_shown,
     .help_always = true,
     .act = table_toggle},
    UI_KEY_ROW(UI_ROW_HELP),
    UI_KEY_ROW(UI_ROW_STANDINGS),
    {.codes = {'q'},
     .key = "q",
     .label = N_("leave"),
     .help_key = "q Esc",
     .help = N_("leave the viewer (Esc asks first in a demo)"),
     .act = leave},
    {.codes = {UI_KEY_ESCAPE}, .act = leave_asked},
};
static const ui_keys view_keys = UI_KEYS(view_rows, false);

static const ui_keys *keys_of(const ui *u)
{
    const struct ui_viewer *v = V(u);
    return !v           ? &view_keys
           : v->asking  ? &ask_keys
           : v->leaving ? &leaving_keys
           : v->typing  ? &goto_keys
           : v->listing ? &list_keys
                        : &view_keys;
}

/* The key table, and the digits of a hand's number while one is typed. */
static void view_key(ui *u, int key)
{
    if (!ui_keys_run(u, keys_of(u), key) && V(u) && V(u)->typing)
        goto_type(u, key);
}

/* ---- drawing ---- */

/* The mark of a caption hidden with `c`: there is one at this step. */
static const char *hidden_mark(const struct ui_viewer *v)
{
    /* TRANSLATORS: the corner mark of a demo's caption hidden with c; short */
    return v->no_captions && caption_at(v) ? _("caption hidden · c") : NULL;
}

static void hidden_mark_draw(const struct ui_viewer *v)
{
    const char *mark = hidden_mark(v);
    if (!mark)
        return;
    int x = canvas_cols() - ui_width(mark) - 1;
    canvas_blank(0, x - 1, ui_width(mark) + 2, UI_PAINT_TEXT);
    canvas_put(0, x, UI_PAINT_KEY | UI_BOLD | UI_REVERSE, mark);
}

/* The rows of the step line at the foot of the table: 2, up to 5 with findings in it. */
static int step_line_rows(const ui *u, char *line, size_t size)
{
    const struct ui_viewer *v = V(u);
    size_t n = (size_t)snprintf(line, size, "%s", v->tl.steps[v->at].line);
    for (size_t i = 0; v->findings_on && i < v->finding_count && n < size; i++) {
        const finding *f = &v->findings[i];
        if (v->finding_step[i] != v->at || f->seat < 0 || f->seat > 3 || f->verbose)
            continue;
        const char *name = v->names[f->seat];
        int w = snprintf(line + n, size - n, " · %s: %s", name[0] ? name : board_wind_name(f->seat),
                         f->text);
        n += w > 0 ? (size_t)w : 0;
    }
    int need = ui_wrap_rows(canvas_cols() - 2, line);
    return need < 2 ? 2 : need > 5 ? 5 : need; /* a finding may cover the bottom hand */
}

/* The step's line, and with the findings on, each finding of the step with its player. */
static void step_line_draw(const ui *u)
{
    char line[2048];
    int cols = canvas_cols(), rows = canvas_rows();
    int need = step_line_rows(u, line, sizeof line);
    for (int y = rows - 1 - need; y < rows - 1; y++)
        canvas_blank(y, 0, cols, UI_PAINT_TEXT);
    ui_wrap(rows - 1 - need, 1, cols - 2, need, UI_PAINT_TEXT, line);
}

/*
 * The caption of the step shown, where the frame drawn so far shows nothing
 * (caption.c), above the step line on the table; where no box fits (80x24),
 * in the step line's band, which it takes instead, a page at a time. Returns
 * whether the step line is still to be drawn.
 */
static bool captions_draw(ui *u, bool on_table)
{
    struct ui_viewer *v = V(u);
    const demo_caption *c = v->no_captions ? NULL : caption_at(v);
    caption_forget();
    hidden_mark_draw(v);
    if (!c)
        return on_table;
    /* One paragraph: the lines are where the demo file (or its translation) broke them, and a
       line longer than the box would leave its last word alone on a row. */
    char text[4096]; /* demo.c takes no caption longer, translated or not */
    snprintf(text, sizeof text, "%s", c->text);
    for (char *nl = strchr(text, '\n'); nl; nl = strchr(nl, '\n'))
        *nl = ' ';
    char line[2048];
    int rows = canvas_rows(), steps = on_table ? step_line_rows(u, line, sizeof line) : 0;
    ui_rect at;
    /* the hint line has no room left at 80 columns: the box says how it goes away */
    v->caption_pages =
        caption_draw(text, v->caption_page, 1, rows - 1 - steps, 0, _("c hides the caption"), &at);
    if (v->caption_pages == 0) /* no box fits: the band, over the step line */
        v->caption_pages = caption_draw(text, v->caption_page, 1, rows - 1, 2, NULL, &at);
    else if (on_table)
        step_line_draw(u);
    return false;
}

static void waits_text(const ui *u, const timeline_seat *t, char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; i < t->wait_count && n < size; i++) {
        /* TRANSLATORS: a wait and how many of it the seat cannot see, "3p ×2". */
        int w = snprintf(buf + n, size - n, _("%s%s ×%d"), i ? " " : "",
                         kind_word(u->opt.style, t->waits[i]), t->unseen[i]);
        n += w > 0 ? (size_t)w : 0;
    }
}

static void seat_lines(const ui *u, int seat, char *first, char *second, size_t size)
{
    timeline_seat t;
    timeline_seat_read(V(u)->shown, seat, &t);
    tsumo_view v;
    tsumo_game_view(V(u)->shown, TSUMO_NO_SEAT, &v);
    char name[UI_SHORT_NAME], who[96], shanten[64], waits[256], furiten[240];
    const char *wind = board_wind_name(v.seats[seat].wind);
    if (v.seats[seat].name[0]) /* a seat with no name (a demo) is its wind alone */
        snprintf(who, sizeof who, "%s %s", wind, board_short_name(name, sizeof name, &v, seat, 14));
    else
        snprintf(who, sizeof who, "%s", wind);
    if (tsumo_game_phase(V(u)->shown) == TSUMO_PHASE_START) /* before the deal: no tiles to count */
        snprintf(shanten, sizeof shanten, "%s", _("no tiles yet"));
    else if (t.shanten <= 0)
        snprintf(shanten, sizeof shanten, "%s", t.shanten < 0 ? _("complete") : _("tenpai"));
    else
        snprintf(shanten, sizeof shanten, _("%d-shanten"), t.shanten);
    const char *riichi = t.riichi == 2 ? _(" · double riichi") : t.riichi ? _(" · riichi") : "";
    const char *dead = t.dead ? _(" · dead hand") : "";
    snprintf(first, size, "%s: %s%s%s", who, shanten, riichi, dead);
    waits_text(u, &t, waits, sizeof waits);
    const narrate_namer namer = {.name = play_tile_named, .ctx = &u->opt.style};
    narrator n;
    narrate_init(&n, &V(u)->tl.rules, &namer, seat, false);
    findings_furiten_line(furiten, sizeof furiten, V(u)->shown, seat, TSUMO_NO_TILE, &n);
    if (t.wait_count)
        /* TRANSLATORS: the waits with how many are unseen, then the furiten, if any. */
        snprintf(second, size, _("waits (unseen): %s%s%s"), waits, furiten[0] ? " · " : "",
                 furiten);
    else
        snprintf(second, size, "%s", furiten);
}

/* The panel's rows for a seat's second line (waits and furiten, with its rule): wrapped, never
   cut, as many as the screen leaves for it. */
enum { PANEL_LINE_ROWS = 3 };

static void panel_draw(const ui *u)
{
    int cols = canvas_cols(), rows = canvas_rows();
    int w = cols - 4 > 96 ? 96 : cols - 4;
    char first[4][256], second[4][512];
    int wrapped[4], h = 4; /* the borders, a blank row and the hint */
    for (int i = 0; i < 4; i++) {
        seat_lines(u, i, first[i], second[i], sizeof first[i]);
        wrapped[i] = second[i][0] ? ui_wrap_rows(w - 6, second[i]) : 0;
        if (wrapped[i] > PANEL_LINE_ROWS)
            wrapped[i] = PANEL_LINE_ROWS;
        h += 1 + (wrapped[i] ? wrapped[i] : 1);
    }
    if (h > rows - 2)
        h = rows - 2;
    int x = (cols - w) / 2, y = (rows - h) / 2, row = y + 1;
    ui_box(y, x, h, w, _("Each seat, as it sees the game"));
    for (int i = 0; i < 4; i++) {
        canvas_put_max(row++, x + 2, w - 4, UI_PAINT_TITLE | UI_BOLD, first[i]);
        row += wrapped[i] ? ui_wrap(row, x + 4, w - 6, wrapped[i], UI_PAINT_TEXT, second[i]) : 1;
    }
    ui_center(y + h - 2, x, w, UI_PAINT_DIM, _("p hides the panel"));
}

/* One finding of the review with what it cost, wrapped from row `y`; the rows it took. */
static int review_line(int y, int x, int w, int room, const finding *f)
{
    char points[64], line[1024];
    findings_points_text(points, sizeof points, f);
    if (points[0]) /* TRANSLATORS: the cost first in the viewer's review: "2000 points: ..." */
        snprintf(line, sizeof line, _("%s: %s"), points, f->text);
    else
        snprintf(line, sizeof line, "%s", f->text);
    int need = ui_wrap_rows(w, line);
    if (need > room)
        return 0;
    ui_wrap(y, x, w, need, f->points ? UI_PAINT_WARN : UI_PAINT_TEXT, line);
    return need;
}

/* `r`: a player's review, his rating and his findings most costly first, as many as fit. */
static void review_draw(const ui *u)
{
    const struct ui_viewer *v = V(u);
    int seat = v->reviewing & 3, cols = canvas_cols(), rows = canvas_rows();
    int w = cols - 4 > 110 ? 110 : cols - 4, h = rows - 4, x = (cols - w) / 2, y = 2;
    char title[160], rating[400];
    const char *name = v->names[seat];
    /* TRANSLATORS: the title of the viewer's review box: a player's name */
    snprintf(title, sizeof title, _("The review of %s"), name[0] ? name : board_wind_name(seat));
    ui_box(y, x, h, w, title);
    findings_rating_text(rating, sizeof rating, &v->ratings[seat]);
    int row = y + 1, last = y + h - 3;
    row += ui_wrap(row, x + 2, w - 4, 2, UI_PAINT_TITLE | UI_BOLD, rating);
    const finding **ranked = v->finding_count ? malloc(v->finding_count * sizeof *ranked) : NULL;
    size_t n = ranked ? findings_ranked(v->findings, v->finding_count, seat, false, ranked,
                                        v->finding_count)
                      : 0;
    if (n == 0)
        canvas_put_max(row, x + 2, w - 4, UI_PAINT_TEXT, _("nothing to explain"));
    size_t shown = 0;
    while (shown < n) {
        int took = review_line(row, x + 2, w - 4, last - row, ranked[shown]);
        if (!took)
            break;
        row += took;
        shown++;
    }
    free(ranked);
    char more[160] = "";
    if (shown < n) /* TRANSLATORS: the review box is full; tsumo explain lists the rest */
        snprintf(more, sizeof more, _("%zu more in tsumo explain · "), n - shown);
    char hint[256];
    /* TRANSLATORS: the foot of the review box; %s may say how many findings did not fit */
    snprintf(hint, sizeof hint, _("%sr the next player"), more);
    ui_center(y + h - 2, x, w, UI_PAINT_DIM, hint);
}

static void title_draw(const ui *u)
{
    const struct ui_viewer *v = V(u);
    char line[512], where[64] = "";
    tsumo_view pub;
    tsumo_game_view(V(u)->shown, TSUMO_NO_SEAT, &pub);
    if (v->tl.deal_count && v->at >= deal_step(v, 0))
        board_round_name(where, sizeof where, pub.round, pub.hand);
    char playing[64] = ""; /* the hint line has no room left at 80 columns */
    if (v->playing)        /* TRANSLATORS: in the viewer's title while it plays on by itself */
        snprintf(playing, sizeof playing, _(" · autoplay %.2g s"), v->pace_ms / 1000.0);
    /* TRANSLATORS: the viewer's title: the step of all steps, the hand, autoplay's pace if it
       plays, what is shown (a file name, cut first where the row is short). */
    snprintf(line, sizeof line, _("step %zu of %zu · %s%s · %s"), v->at + 1, v->tl.count,
             where[0] ? where : _("before the deal"), playing, v->title);
    const char *mark = hidden_mark(v);
    ui_put_short(0, 0, canvas_cols() - (mark ? ui_width(mark) + 2 : 0), UI_PAINT_TITLE | UI_BOLD,
                 line);
}

static void table_draw(ui *u)
{
    const struct ui_viewer *v = V(u);
    int bottom = u->bottom, rows = canvas_rows();
    tsumo_view pub, own[4];
    tsumo_game_view(V(u)->shown, TSUMO_NO_SEAT, &pub);
    for (int s = 0; s < UI_SEATS; s++)
        tsumo_game_view(V(u)->shown, s, &own[s]);
    for (int s = 0; s < UI_SEATS; s++)
        pub.seats[s].open_riichi = false; /* every hand is drawn below, not only an open one */
    title_draw(u);
    if (tsumo_game_phase(V(u)->shown) == TSUMO_PHASE_START) {
        ui_wrap(2, 2, canvas_cols() - 4, rows - 6, UI_PAINT_TEXT, v->tl.steps[v->at].line);
    } else {
        board_draw(u, &pub, bottom);
        board_draw_open_hands(u, own, bottom);
        board_draw_hand(u, &own[bottom], bottom, board_hand_row(u), NULL, TSUMO_NO_TILE);
    }
}

static void hint_draw(ui *u)
{
    int rows = canvas_rows(), x = 1;
    if (V(u)->typing) {
        char line[64];
        /* TRANSLATORS: after g in the viewer: a step's number or a hand's name is typed. */
        snprintf(line, sizeof line, _("Go to step or hand: %s"), V(u)->typed);
        x = canvas_put(rows - 1, 1, UI_PAINT_KEY | UI_BOLD, line) + 2;
    }
    if (u->message[0])
        ui_message_draw(u);
    else
        ui_keys_hint(u, ui_keys_now(u), rows - 1, x, canvas_cols() - x - 1);
}

/* `H`: the hands with their results, the chosen one marked, as many as fit around it. */
static void list_draw(ui *u)
{
    const struct ui_viewer *v = V(u);
    int cols = canvas_cols(), rows = canvas_rows();
    int w = cols - 4 > 64 ? 64 : cols - 4, fit = rows - 6; /* its keys are on the hint line */
    int shown = (int)v->tl.deal_count < fit ? (int)v->tl.deal_count : fit;
    int h = shown + 2, x = (cols - w) / 2, y = (rows - 1 - h) / 2;
    size_t first = v->list_at > (size_t)shown / 2 ? v->list_at - (size_t)shown / 2 : 0;
    if (first + (size_t)shown > v->tl.deal_count)
        first = v->tl.deal_count - (size_t)shown;
    ui_box(y, x, h, w, _("The hands and how they ended"));
    for (int i = 0; i < shown; i++) {
        size_t hand = first + (size_t)i;
        char name[16], result[512];
        view_hand_name(name, sizeof name, &v->tl, hand);
        view_hand_result(result, sizeof result, &v->tl, hand);
        int style = hand == v->list_at ? UI_PAINT_KEY | UI_REVERSE : UI_PAINT_TEXT;
        canvas_blank(y + 1 + i, x + 1, w - 2, style);
        canvas_put_max(y + 1 + i, x + 2, 7, style | UI_BOLD, name);
        canvas_put_max(y + 1 + i, x + 9, w - 11, style, result);
    }
}

static void leaving_draw(ui *u)
{
    int cols = canvas_cols(), rows = canvas_rows();
    int w = cols - 8 > 50 ? 50 : cols - 8, h = 5;
    int x = (cols - w) / 2, y = (rows - h) / 2;
    ui_box(y, x, h, w, _("Leave the demo?"));
    ui_keys_hint(u, &leaving_keys, y + h - 3, x + 2, w - 4);
}

static void ask_draw(ui *u)
{
    int cols = canvas_cols(), rows = canvas_rows();
    int w = cols - 8 > 70 ? 70 : cols - 8, h = 8;
    int x = (cols - w) / 2, y = (rows - h) / 2;
    ui_box(y, x, h, w, _("This game is not over"));
    ui_wrap(y + 1, x + 2, w - 4, 4, UI_PAINT_TEXT,
            _("The viewer shows every hand face up, and the tiles of this game are still hidden "
              "from its players. Show them only if nobody is going to play it on."));
    ui_keys_hint(u, &ask_keys, y + h - 2, x + 2, w - 4);
}

static void view_draw(ui *u)
{
    struct ui_viewer *v = V(u);
    caption_forget();
    if (!v)
        return;
    if (v->asking) {
        ask_draw(u);
        return;
    }
    tsumo_phase phase = tsumo_game_phase(V(u)->shown);
    bool on_table = false;
    if (phase == TSUMO_PHASE_GAME_OVER) {
        final_draw(u, v->shown, v->rec);
    } else if (result_pages_shown(u)) {
        result_draw(u, v->shown);
    } else {
        table_draw(u);
        on_table = tsumo_game_phase(v->shown) != TSUMO_PHASE_START;
    }
    /* a box over the screen: the caption's and the panel's would frame it */
    bool boxed = u->help || u->standings || u->want_quit;
    if (boxed ? on_table : captions_draw(u, on_table))
        step_line_draw(u);
    if (phase != TSUMO_PHASE_GAME_OVER && !result_pages_shown(u))
        hint_draw(u); /* after the step line: a message of two rows stands over it */
    if (boxed)
        return;
    if (v->panel)
        panel_draw(u);
    if (v->reviewing >= 0)
        review_draw(u);
    if (v->listing)
        list_draw(u);
    if (v->leaving)
        leaving_draw(u);
}

/* Public: every screen of the table draws from the public view; this one shows every hand of
   a game record on purpose, never of a game in play (its row says open_hands). */
const ui_screen_row screen_view = {
    .id = "view",
    .open_hands = true,
    .standings = true,
    .draw = view_draw,
    .key = view_key,
    .keys = keys_of,
    .typing = typing,
};

/* ---- opening and closing ---- */

/* Reopened, the viewer offers the step it was left at: `b` goes back there. */
static void resume_offer(ui *u)
{
    struct ui_viewer *v = V(u);
    size_t step = 0;
    int found = v->place[0] ? view_resume_read(v->place, v->tl.count, &step) : 0;
    if (found < 0) {
        play_say(u, UI_PAINT_WARN, "%s",
                 _("The steps the viewer remembers do not read: they are started afresh"));
    } else if (found > 0 && step > 0 && step < v->tl.count) {
        v->left_at = step;
        /* TRANSLATORS: the viewer reopened on a game left at step N; b goes back there. */
        play_say(u, UI_PAINT_TEXT, _("Left at step %zu last time: b goes back there"), step + 1);
    }
}

bool view_open(ui *u, const tui_view_source *src, const tsumo_rules *rules, int leave_to)
{
    struct ui_viewer *v = calloc(1, sizeof *v);
    char why[256];
    timeline_namer namer = {.name = play_tile_named, .ctx = &u->opt.style};
    if (!v || !timeline_build_named(&v->tl, src->rec, rules, &namer, src->log, why, sizeof why) ||
        tsumo_game_clone(&v->shown, v->tl.steps[0].game) != TSUMO_OK) {
        if (v && v->tl.steps)
            timeline_free(&v->tl);
        free(v);
        play_say(u, UI_PAINT_WARN, "%s", _("The game cannot be shown"));
        return false;
    }
    v->captions = src->captions;
    v->caption_count = src->caption_count;
    v->findings = src->findings;
    v->findings_on = src->findings_on;
    v->findings_looked = src->findings_looked;
    if (src->ratings)
        memcpy(v->ratings, src->ratings, sizeof v->ratings);
    v->review_only =
        src->ratings && src->review_seat >= 0 && src->review_seat < 4 ? src->review_seat : -1;
    v->reviewing = -1;
    games_seat_names(v->tl.steps[0].game, v->names);
    v->finding_step = src->finding_count ? calloc(src->finding_count, sizeof(size_t)) : NULL;
    v->finding_count = v->finding_step ? src->finding_count : 0;
    for (size_t i = 0; i < v->finding_count; i++)
        v->finding_step[i] = step_of(&v->tl, v->findings[i].hand, v->findings[i].after);
    snprintf(v->title, sizeof v->title, "%s", src->title ? src->title : _("tsumo view"));
    /* A kept game still in play hides tiles from its players; a demo or a log of a game played
       elsewhere is shown as it is: nobody plays it on. */
    v->asking = src->kept && !src->rec->has_end;
    v->leave_to = leave_to;
    v->talk_at = src->talk_at;
    v->talk_count = src->talk_count;
    v->rec = src->rec;
    v->demo = src->demo;
    v->events = view_events(&v->tl);
    snprintf(v->place, sizeof v->place, "%s", src->place ? src->place : "");
    v->pace_ms = src->autoplay_ms > 0 ? src->autoplay_ms : PACE_DEFAULT_MS;
    v->playing = src->autoplay_ms > 0;
    u->holder = TSUMO_NO_SEAT;
    u->bottom = ui_is_seat(src->bottom) ? src->bottom : 0; /* --seat, a demo's seat line */
    u->viewer = v;
    u->shown_log = src->log;
    memset(u->log, 0, sizeof u->log);
    go(u, 0);
    resume_offer(u);
    u->screen = UI_SCREEN_VIEW;
    return true;
}

bool view_step_of(const ui *u, size_t *step, size_t *count, size_t *talk_at)
{
    const struct ui_viewer *v = V(u);
    if (!v)
        return false;
    *step = v->at + 1;
    *count = v->tl.count;
    *talk_at = v->talk_at;
    return true;
}

bool view_note_room(const ui *u)
{
    const struct ui_viewer *v = V(u);
    return !v || (v->at == 0 && !v->typing && !v->listing && !v->leaving && !v->asking);
}

void view_own(ui *u, struct tsumo_record *rec, finding_list *findings)
{
    if (!u->viewer)
        return;
    u->viewer->owned = rec;
    u->viewer->owned_findings = *findings;
    *findings = (finding_list){0};
}

void view_own_demo(ui *u, demo *d)
{
    if (u->viewer)
        u->viewer->owned_demo = d;
}

void view_close(ui *u)
{
    struct ui_viewer *v = u->viewer;
    if (!v)
        return;
    caption_forget();
    if (v->place[0] && !v->asking)
        view_resume_write(v->place, v->tl.count, v->at);
    free(v->events);
    tsumo_game_free(v->shown);
    timeline_free(&v->tl);
    tsumo_record_free(v->owned);
    findings_free(&v->owned_findings);
    free(v->finding_step);
    if (v->owned_demo)
        demo_free(v->owned_demo);
    free(v->owned_demo);
    free(v);
    u->viewer = NULL;
    u->shown_log = false;
}

/* The viewer on each source in turn while the one before was left past its end (a talk). */
static int view_run_all(const tui_view_source *srcs, size_t count, const tsumo_rules *rules)
{
    ui *u = calloc(1, sizeof *u);
    if (!u)
        return CLI_EXIT_USAGE;
    ui_options_default(&u->opt);
    u->opt.big = srcs[0].big;
    u->holder = TSUMO_NO_SEAT;
    if (!ui_faces_ready()) {
        free(u);
        return CLI_EXIT_USAGE;
    }
    int status = CLI_EXIT_OK;
    u->talk_next = true;
    for (size_t i = 0; i < count && u->talk_next && status == CLI_EXIT_OK; i++) {
        u->talk_next = false;
        if (!view_open(u, &srcs[i], rules, UI_SCREEN_QUIT)) {
            canvas_close();
            fprintf(stderr, "tsumo: %s\n", u->message);
            status = CLI_EXIT_USAGE;
        } else if (canvas_open(ui_colour_wanted())) {
            ui_run(u);
        } else {
            fputs(_("tsumo: the table needs a terminal (see tsumo --help)\n"), stderr);
            status = CLI_EXIT_USAGE;
        }
        ui_screens_close(u);
    }
    canvas_close();
    free(u);
    return status;
}

int view_run(const tui_view_source *src, const tsumo_rules *rules)
{
    return view_run_all(src, 1, rules);
}

int tui_view_show(const tui_view_source *src)
{
    return view_run(src, NULL);
}

int tui_view_talk(const tui_view_source *demos, size_t count)
{
    return view_run_all(demos, count, NULL);
}
