/*
 * Drills at the table (issue 14): the menu's "Drills" asks which kind, then
 * deals a short session under the table's ruleset as `tsumo drill` does
 * (src/common/drill.h): each drill's situation and question, the answer typed
 * on one line, the engine's verdict with its rule, and at the end the score
 * and every mistake with its explanation. Public: a drill shows only its own
 * made-up hands, never a game's.
 */
#include "drill.h"
#include "narrate.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SESSION_DRILLS 5

enum { PHASE_CHOOSE, PHASE_ASK, PHASE_FEEDBACK, PHASE_REVIEW };

typedef struct drill_screen {
    int phase, kind, asked, right;
    drill_deck deck;
    drill current;
    drill_verdict verdict;
    char title[160];
    char situation[4096];
    char question[320];
    char answer[64];
    char feedback[8192];
    char review[16384];
    narrate_namer namer; /* tiles named in the table's style (efficiency, defence) */
    int top;             /* the verdict's or the review's first line shown: ↑↓ scroll them */
    bool more;           /* lines below the screen's last, as last drawn */
} drill_screen;

static const char *kind_line(int kind)
{
    static const char *const lines[DRILL_KIND_COUNT] = {
        N_("Furiten: may this player ron this tile?"),
        N_("Calls: which claims may be made on this discard?"),
        N_("Waits: every winning tile of this hand"),
        N_("Scoring: what does this win pay?"),
        N_("Efficiency: which discard accepts the most tiles?"),
        N_("Defence: which discard is safest against a riichi?"),
    };
    return _(lines[kind % DRILL_KIND_COUNT]);
}

static void add(char *buf, size_t size, const char *text)
{
    size_t n = strlen(buf);
    if (n + 1 < size)
        snprintf(buf + n, size - n, "%s", text);
}

/* What drill_show() prints, kept as text for the screen. */
static void situation_text(drill_screen *s, const drill_state *st)
{
    s->situation[0] = '\0';
    FILE *f = fmemopen(s->situation, sizeof s->situation - 1, "w");
    if (!f)
        return;
    drill_show(f, &s->current, st);
    fclose(f);
}

/* Tiles are named as the table draws them, in its tile style (issue 22). */
static narrate_namer namer_of(const ui *u)
{
    return (narrate_namer){.name = play_tile_named, .ctx = &u->opt.style};
}

/* Deals the next drill, or the review when the session is over or no drill is left. */
static void next_drill(ui *u, drill_screen *s)
{
    s->answer[0] = '\0';
    s->top = 0;
    drill_state st;
    if (s->asked >= SESSION_DRILLS || !drill_deck_next(&s->deck, &s->current) ||
        !drill_build(&st, &s->current, &u->opt.rules)) {
        s->phase = PHASE_REVIEW;
        return;
    }
    const narrate_namer namer = namer_of(u);
    st.namer = &namer;
    drill_judge(&s->verdict, &s->current, &st);
    situation_text(s, &st);
    drill_question(s->question, sizeof s->question, &s->current, &st);
    drill_state_free(&st);
    snprintf(s->title, sizeof s->title, _("Drill %d of %d"), s->asked + 1, SESSION_DRILLS);
    s->phase = PHASE_ASK;
}

static void start(ui *u, drill_screen *s)
{
    drill_deck_free(&s->deck);
    drill_deck_init(&s->deck, (drill_kind)s->kind, &u->opt.rules,
                    (uint64_t)time(NULL) ^ (uint64_t)clock(), false);
    drill_deck_add_builtins(&s->deck);
    s->namer = (narrate_namer){.name = play_tile_named, .ctx = &u->opt.style};
    drill_name_tiles(&s->namer);
    s->asked = s->right = 0;
    s->review[0] = '\0';
    next_drill(u, s);
}

/* Why the typed answer is wrong, about that answer: the drill built again to say it. */
static void why_wrong(const ui *u, drill_screen *s, char *buf, size_t size)
{
    buf[0] = '\0';
    drill_state st;
    if (drill_build(&st, &s->current, &s->deck.rules)) {
        const narrate_namer namer = namer_of(u);
        st.namer = &namer;
        drill_why_wrong(buf, size, &s->current, &st, &s->verdict, s->answer);
    }
    drill_state_free(&st);
}

/* The verdict on the typed answer, and a mistake noted for the review. */
static void judge(const ui *u, drill_screen *s)
{
    char why[160], line[512], wrong[1024] = "";
    bool right = drill_check(&s->current, &s->verdict, s->answer, why, sizeof why);
    s->top = 0;
    s->asked++;
    s->right += right;
    if (right)
        snprintf(s->feedback, sizeof s->feedback, "%s", _("Right."));
    else if (why[0])
        snprintf(s->feedback, sizeof s->feedback, _("Wrong: cannot read '%s': %s."), s->answer,
                 why);
    else
        snprintf(s->feedback, sizeof s->feedback, "%s", _("Wrong."));
    if (!right && !why[0]) {
        why_wrong(u, s, wrong, sizeof wrong);
        add(s->feedback, sizeof s->feedback, "\n");
        size_t n = strlen(wrong);
        if (n && wrong[n - 1] == '\n')
            wrong[n - 1] = '\0';
        add(s->feedback, sizeof s->feedback, wrong);
    }
    snprintf(line, sizeof line, _("The engine's answer: %s\n"), drill_answer_shown(&s->verdict));
    add(s->feedback, sizeof s->feedback, "\n");
    add(s->feedback, sizeof s->feedback, line);
    if (s->current.topic) {
        /* TRANSLATORS: the rule a drill turns on, after its verdict: "Topic: Permanent
           furiten: a wait among your own discards." */
        snprintf(line, sizeof line, _("Topic: %s\n"),
                 drill_topic_text((drill_topic)s->current.topic));
        add(s->feedback, sizeof s->feedback, line);
    }
    add(s->feedback, sizeof s->feedback, s->verdict.why);
    static char others[8192];
    const narrate_namer namer = namer_of(u);
    drill_others_as(others, sizeof others, &s->current, &s->verdict, &s->deck.rules, &namer);
    add(s->feedback, sizeof s->feedback, others);
    if (right)
        return;
    snprintf(line, sizeof line, _("Drill %d: you answered '%s', the answer is '%s'.\n"), s->asked,
             s->answer, drill_answer_shown(&s->verdict));
    add(s->review, sizeof s->review, line);
    if (wrong[0]) {
        add(s->review, sizeof s->review, wrong);
        add(s->review, sizeof s->review, "\n");
    }
    add(s->review, sizeof s->review, s->verdict.why);
}

/* ---- drawing ---- */

/*
 * Lines of text, each word-wrapped, from row y to at most row `last`, leaving out the first
 * `skip` lines; returns the row after. `more` (when given) tells whether a line was left
 * below `last`, cut or not drawn at all.
 */
static int draw_lines(int y, int last, int x, int w, int paint, const char *text, int skip,
                      bool *more)
{
    if (more)
        *more = false;
    for (const char *p = text; *p; skip--) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        char line[1024];
        snprintf(line, sizeof line, "%.*s", (int)n, p);
        p += n + (nl != NULL);
        if (skip > 0)
            continue;
        /* A line's own indent holds for its wrapped rows too: a legend under "Ponds:". */
        int lead = (int)strspn(line, " ");
        if (lead > w / 4)
            lead = 0;
        const char *words = line + lead;
        int need = words[0] ? ui_wrap_rows(w - lead, words) : 1;
        if (y + need - 1 > last && more)
            *more = true;
        if (y > last)
            break;
        y += words[0] ? ui_wrap(y, x + lead, w - lead, last - y + 1, paint, words) : 1;
    }
    return y;
}

static void title_bar(const char *title)
{
    int cols = canvas_cols();
    canvas_blank(0, 0, cols, UI_PAINT_TITLE | UI_REVERSE);
    canvas_put(0, 1, UI_PAINT_TITLE | UI_REVERSE | UI_BOLD, title);
}

static void draw_choose(ui *u, const drill_screen *s)
{
    int rows = canvas_rows(), cols = canvas_cols();
    char title[160];
    snprintf(title, sizeof title, _("Drills — %s"), u->opt.rules.name);
    title_bar(title);
    int y = 2;
    y += ui_wrap(y, 2, cols - 4, 3, UI_PAINT_TEXT,
                 _("Practise the rules that trip players up. Each drill shows a situation and "
                   "asks one question; the engine answers it and names the rule."));
    y++;
    for (int k = 0; k < DRILL_KIND_COUNT; k++) {
        bool on = s->kind == k;
        char line[256];
        snprintf(line, sizeof line, "%s %s", on ? ">" : " ", kind_line(k));
        canvas_put(y++, 4, on ? (UI_PAINT_KEY | UI_BOLD | UI_REVERSE) : UI_PAINT_TEXT, line);
    }
    (void)rows;
}

static void draw_ask(const drill_screen *s)
{
    int rows = canvas_rows(), cols = canvas_cols();
    char title[320];
    snprintf(title, sizeof title, "%s — %s", s->title, drill_kind_id((drill_kind)s->current.kind));
    title_bar(title);
    /* The drill's topic names the rule it turns on: it is told after the answer, not before. */
    int y = 1;
    y = draw_lines(y, rows - 7, 1, cols - 2, UI_PAINT_TEXT, s->situation, 0, NULL);
    y = rows - 6 > y ? y : rows - 6;
    y += ui_wrap(y, 1, cols - 2, 2, UI_PAINT_TEXT | UI_BOLD, s->question);
    int x = canvas_put(y, 1, UI_PAINT_KEY, _("Your answer: "));
    int end = canvas_put_max(y, x, cols - x - 1, UI_PAINT_TEXT, s->answer);
    canvas_cursor(y, end);
}

static void draw_feedback(drill_screen *s)
{
    int rows = canvas_rows(), cols = canvas_cols();
    title_bar(s->title);
    canvas_cursor(-1, -1);
    char asked[160];
    snprintf(asked, sizeof asked, "%s%s", _("Your answer: "), s->answer);
    canvas_put_max(1, 1, cols - 2, UI_PAINT_DIM, asked);
    bool right = strncmp(s->feedback, _("Right."), strlen(_("Right."))) == 0;
    draw_lines(2, rows - 4, 1, cols - 2, right ? UI_PAINT_GOOD : UI_PAINT_TEXT, s->feedback, s->top,
               &s->more);
}

static void draw_review(drill_screen *s)
{
    int rows = canvas_rows(), cols = canvas_cols();
    title_bar(_("Drills — the session"));
    canvas_cursor(-1, -1);
    char score[160];
    snprintf(score, sizeof score, _("Score: %d of %d right."), s->right, s->asked);
    canvas_put(2, 1, UI_PAINT_TEXT | UI_BOLD, score);
    if (!s->review[0])
        canvas_put(4, 1, UI_PAINT_GOOD, _("No mistakes."));
    else
        draw_lines(4, rows - 4, 1, cols - 2, UI_PAINT_TEXT, s->review, s->top, &s->more);
}

static void drill_draw(ui *u)
{
    drill_screen *s = u->drill;
    if (!s)
        return;
    switch (s->phase) {
    case PHASE_CHOOSE:
        draw_choose(u, s);
        break;
    case PHASE_ASK:
        draw_ask(s);
        break;
    case PHASE_FEEDBACK:
        draw_feedback(s);
        break;
    default:
        draw_review(s);
        break;
    }
    int rows = canvas_rows(), cols = canvas_cols();
    ui_keys_hint(u, ui_keys_now(u), rows - 2, 1, cols - 2);
    ui_message_draw(u);
}

/* ---- keys ---- */

static bool phase_is(const ui *u, int phase)
{
    return u->drill && u->drill->phase == phase;
}

static bool choosing(const ui *u)
{
    return phase_is(u, PHASE_CHOOSE);
}

static bool asking(const ui *u)
{
    return phase_is(u, PHASE_ASK);
}

/* A verdict or a review that does not fit the screen: ↑↓ move it. */
static bool scrolling(const ui *u)
{
    return (phase_is(u, PHASE_FEEDBACK) || phase_is(u, PHASE_REVIEW)) &&
           (u->drill->top > 0 || u->drill->more);
}

/* ↑↓ choose the kind of drill, or scroll; while an answer is typed, j and k are its letters. */
static bool arrow_key(ui *u, int key)
{
    drill_screen *s = u->drill;
    bool up = key == UI_KEY_UP || key == 'k';
    if (s->phase == PHASE_CHOOSE) {
        int delta = up ? DRILL_KIND_COUNT - 1 : 1;
        s->kind = (s->kind + delta) % DRILL_KIND_COUNT;
        return true;
    }
    if (s->phase == PHASE_ASK)
        return false;
    if (up && s->top > 0)
        s->top--;
    else if (!up && key != UI_KEY_TAB && s->more)
        s->top++;
    return true;
}

static bool enter_key(ui *u, int key)
{
    (void)key;
    drill_screen *s = u->drill;
    if (s->phase == PHASE_CHOOSE) {
        start(u, s);
    } else if (s->phase == PHASE_ASK) {
        judge(u, s);
        s->phase = PHASE_FEEDBACK;
    } else if (s->phase == PHASE_FEEDBACK) {
        next_drill(u, s);
    } else {
        s->phase = PHASE_CHOOSE;
    }
    return true;
}

void drill_close(ui *u)
{
    drill_name_tiles(NULL);
    if (u->drill)
        drill_deck_free(&u->drill->deck);
    free(u->drill);
    u->drill = NULL;
}

static bool back_key(ui *u, int key)
{
    (void)key;
    canvas_cursor(-1, -1);
    drill_close(u);
    ui_enter(u, UI_SCREEN_MENU);
    return true;
}

static const ui_key_row key_rows[] = {
    {.codes = {UI_KEY_UP, 'k', UI_KEY_DOWN, 'j', UI_KEY_TAB},
     .key = "↑↓",
     .label = N_("choose"),
     .help_key = "↑↓",
     .help = N_("choose the kind of drill"),
     .shown_when = choosing,
     .act = arrow_key},
    {.key = "↑↓",
     .label = N_("more"),
     .help_key = "↑↓",
     .help = N_("scroll a verdict or a review longer than the screen"),
     .shown_when = scrolling},
    {.codes = {UI_KEY_ENTER},
     .key = "Enter",
     .label = N_("go on"),
     .help_key = "Enter",
     .help = N_("start, answer, go on to the next drill"),
     .help_always = true,
     .act = enter_key},
    {.help_key = N_("letters"),
     .help = N_("type the answer: yes or no; claims such as S pon, W chi 34m, or none; tiles "
                "such as 25m8p; points such as 3900; one tile to discard, such as 3p or E"),
     .shown_when = asking},
    {.codes = {UI_KEY_ESCAPE},
     .key = "Esc",
     .label = N_("back to the menu"),
     .help_key = "Esc",
     .help = N_("back to the menu"),
     .act = back_key},
    UI_KEY_ROW(UI_ROW_HELP_F1),
};
static const ui_keys keys = UI_KEYS(key_rows, false);

static void type_key(drill_screen *s, int key)
{
    size_t n = strlen(s->answer);
    if (key == UI_KEY_BACKSPACE && n > 0)
        s->answer[n - 1] = '\0';
    else if (key == UI_KEY_CLEAR)
        s->answer[0] = '\0';
    else if (key >= ' ' && key < 127 && n + 1 < sizeof s->answer) {
        s->answer[n] = (char)key;
        s->answer[n + 1] = '\0';
    }
}

static void drill_key(ui *u, int key)
{
    if (!u->drill) {
        ui_enter(u, UI_SCREEN_MENU);
        return;
    }
    if (!ui_keys_run(u, &keys, key) && u->drill && u->drill->phase == PHASE_ASK)
        type_key(u->drill, key);
}

static bool drill_typing(const ui *u)
{
    return asking(u);
}

static void drill_enter(ui *u)
{
    if (!u->drill)
        u->drill = calloc(1, sizeof *u->drill);
    if (u->drill)
        u->drill->phase = PHASE_CHOOSE;
}

/* Public: the hands shown are the drill's own, for everyone at the table to see. */
const ui_screen_row screen_drill = {
    .id = "drill",
    .enter = drill_enter,
    .draw = drill_draw,
    .key = drill_key,
    .key_table = &keys,
    .typing = drill_typing,
};
