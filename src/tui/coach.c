/*
 * The coach at the table (issues 14 and 22, ui.h). Everything it says is read
 * from the engine through the seat's own view: its waits and what it has not
 * seen of them (timeline_seat_after, the viewer's panel), the furiten reasons
 * of tsumo_view, the scorer's judgement of a call and of a tenpai (yaku_hope),
 * and the strongest computer level's judgement of each discard and of each
 * tile against a riichi (bot_advise_discards, bot_safety_of), and the level's
 * own reason for its choice (bot_decide_why, worded by findings.c as the
 * review words it). The bot says ids; the words are the coach's and the
 * findings'. It is drawn only by the private screens,
 * for the seat that holds the keyboard there.
 */
#include "bot.h"
#include "findings.h"
#include "timeline.h"
#include "ui.h"
#include "yaku-hope.h"

#include <stdio.h>
#include <string.h>

bool coach_on(const ui *u)
{
    if (!u->game || !ui_private(u) || !ui_is_seat(u->holder) || cpu_seat(u, u->holder))
        return false;
    tsumo_view v;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &v);
    return u->opt.coach >> (v.seats[u->holder].player & 3) & 1;
}

/* ---- what the coach reads, once a frame ---- */

/* The holder's hand as the coach sees it on one screen. */
typedef struct coach_sight {
    tsumo_view v;             /* the holder's own view */
    timeline_seat s;          /* its hand after `discard` */
    tsumo_tile discard;       /* the tile under the caret on its turn, or TSUMO_NO_TILE */
    const tsumo_action *call; /* the call chosen on its call screen, or NULL */
    bot_discard_advice advice[TSUMO_KINDS]; /* the strongest level's, in its order */
    int advised;
    tsumo_action choice;  /* the strongest level's decision (type NONE when unknown), */
    bot_why why;          /* and its reason */
    int mine;             /* `discard`'s entry in advice, or -1 */
    bool yakuless;        /* tenpai after `discard`, and no wait of it scores a yaku (R-WIN-02) */
    bool defend;          /* another seat is in riichi and the holder may still choose (marks) */
    bool hand_in_message; /* the hand line is said on the message row */
} coach_sight;

/* The scorer's judgement of the hand left after the discard (yaku_hope): 0, no yaku at all. */
static int hope_after(const ui *u, const coach_sight *c)
{
    tsumo_view after = c->v;
    for (int i = 0; i < after.hand_count && c->discard < TSUMO_TILES; i++)
        if (after.hand_tiles[i] == c->discard) {
            memmove(&after.hand_tiles[i], &after.hand_tiles[i + 1],
                    (size_t)(after.hand_count - i - 1) * sizeof after.hand_tiles[0]);
            after.hand_count--;
            break;
        }
    return yaku_hope(&after, u->holder, tsumo_game_rules(u->game));
}

static bool riichi_elsewhere(const tsumo_view *v, int holder)
{
    for (int seat = 0; seat < UI_SEATS; seat++)
        if (seat != holder && v->seats[seat].riichi)
            return true;
    return false;
}

static void sight_read(const ui *u, tsumo_tile discard, const tsumo_action *call, coach_sight *c)
{
    c->discard = discard;
    c->call = call;
    ui_view(u, &c->v);
    timeline_seat_after(u->game, u->holder, discard, &c->s);
    c->advised = 0;
    c->mine = -1;
    c->choice.type = TSUMO_ACTION_NONE;
    if (discard < TSUMO_TILES) {
        tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
        int n = play_legal(u, u->holder, legal, TSUMO_GAME_MAX_LEGAL);
        c->advised = bot_advise_discards(&c->v, legal, n, BOT_LEVEL_MAX, tsumo_game_rules(u->game),
                                         c->advice, TSUMO_KINDS);
        c->advised = c->advised > 0 ? c->advised : 0;
        if (c->advised > 1 && bot_decide_why(&c->v, legal, n, BOT_LEVEL_MAX,
                                             tsumo_game_rules(u->game), &c->choice, &c->why) < 0)
            c->choice.type = TSUMO_ACTION_NONE;
    }
    for (int i = 0; i < c->advised; i++)
        if (tsumo_tile_kind(c->advice[i].tile) == tsumo_tile_kind(discard))
            c->mine = i;
    c->yakuless = c->s.shanten == 0 && hope_after(u, c) == 0;
    c->hand_in_message = false;
    c->defend = discard < TSUMO_TILES && !c->v.seats[u->holder].riichi &&
                riichi_elsewhere(&c->v, u->holder);
}

/* ---- lines that fit ---- */

/*
 * "2p 5p 3s": the first `shown` of `n` words, then "…" when some are left out.
 * The callers try fewer until their line fits its row: a list is shortened,
 * never cut in the middle of a word.
 */
static void words_text(char *buf, size_t size, char words[][UI_TILE_WORD + 16], int n, int shown,
                       const char *sep)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < shown && len + 1 < size; i++)
        len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? sep : "", words[i]);
    if (shown < n && len + 1 < size)
        snprintf(buf + len, size - len, "%s…", shown ? " " : "");
}

/* The words of the hand's list: its waits with what is left of each (tenpai), or the kinds
   that bring it nearer to tenpai after the discard (their count in *tiles); how many. */
static int hand_words(const ui *u, const coach_sight *c, char words[][UI_TILE_WORD + 16],
                      int *tiles)
{
    int n = 0;
    *tiles = 0;
    if (c->s.shanten == 0) {
        for (int i = 0; i < c->s.wait_count && n < TSUMO_KINDS; i++)
            /* TRANSLATORS: a winning tile and how many of it the player may still draw or win. */
            snprintf(words[n++], sizeof words[0], _("%s (%d left)"),
                     kind_word(u->opt.style, c->s.waits[i]), c->s.unseen[i]);
        return n;
    }
    if (c->s.shanten < 1 || c->mine < 0)
        return 0;
    const bot_discard_advice *a = &c->advice[c->mine];
    *tiles = a->ukeire;
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (a->accepts[k])
            snprintf(words[n++], sizeof words[0], "%s", kind_word(u->opt.style, (tsumo_kind)k));
    return n;
}

/* The hand in words with `list` (its waits, or the tiles that help: `tiles` of them). */
static void hand_words_line(const coach_sight *c, const char *list, int tiles, char *buf,
                            size_t size)
{
    int shanten = c->s.shanten;
    char far[96];
    snprintf(far, sizeof far, ngettext("%d tile from tenpai", "%d tiles from tenpai", shanten),
             shanten);
    if (shanten < 0)
        snprintf(buf, size, "%s", _("a complete hand"));
    else if (shanten == 0 && !list[0])
        snprintf(buf, size, "%s", _("tenpai"));
    else if (shanten == 0 && c->yakuless)
        /* TRANSLATORS: the waits of a hand that has no yaku to win with (R-WIN-02). */
        snprintf(buf, size, _("tenpai, waits %s, but no yaku"), list);
    else if (shanten == 0)
        snprintf(buf, size, _("tenpai, waits %s"), list);
    else if (tiles)
        /* TRANSLATORS: how far from tenpai, then how many tiles not seen would bring it nearer,
           and which: "1 tile from tenpai, 16 tiles help: 2p 5p 3s 6s". */
        snprintf(buf, size, ngettext("%s, %d tile helps: %s", "%s, %d tiles help: %s", tiles), far,
                 tiles, list);
    else
        snprintf(buf, size, "%s", far);
}

/* What the hand is after the discard, in `room` columns: the list as long as it allows. */
static void hand_what(const ui *u, const coach_sight *c, char *buf, size_t size, int room)
{
    char words[TSUMO_KINDS][UI_TILE_WORD + 16], list[400];
    int tiles, n = hand_words(u, c, words, &tiles);
    for (int shown = n; shown >= 0; shown--) {
        words_text(list, sizeof list, words, n, shown, c->s.shanten == 0 ? ", " : " ");
        hand_words_line(c, list, tiles, buf, size);
        if (ui_width(buf) <= room)
            return;
    }
}

/* The hand line, in `room` columns: "after 7m, 1 tile from tenpai, 16 tiles help: 2p 5p 3s 6s"
   on the seat's turn, the hand as it is elsewhere. */
static void hand_line(const ui *u, const coach_sight *c, char *buf, size_t size, int room)
{
    char tile[UI_TILE_WORD], what[400];
    if (c->discard >= TSUMO_TILES) {
        hand_what(u, c, buf, size, room);
        return;
    }
    tile_word(tile, sizeof tile, u->opt.style, c->discard, u->opt.rules.red_fives);
    /* TRANSLATORS: the coach's line; %s the tile chosen to discard, then the hand after it. */
    int around = ui_width(_("after %s, %s")) - 4 + ui_width(tile);
    hand_what(u, c, what, sizeof what, room - around);
    snprintf(buf, size, _("after %s, %s"), tile, what);
}

/* The room a text has after "coach: " in `cols` columns. */
static int after_prefix(int cols)
{
    return cols - (ui_width(_("coach: %s")) - 2);
}

/* ---- the advice of the moment: parts of the message row ---- */

#define COACH_PART 400

/* The coach speaks as the seat sees its game, naming tiles in the table's style. */
static void coach_narrator(const ui *u, narrator *n, const narrate_namer *namer)
{
    narrate_init(n, tsumo_game_rules(u->game), namer, u->holder, false);
}

/* Why the seat is furiten (or would be after the chosen discard); false when it is not. */
static bool furiten_part(const ui *u, const coach_sight *c, char *buf, size_t size)
{
    const narrate_namer namer = {.name = play_tile_named, .ctx = &u->opt.style};
    narrator n;
    coach_narrator(u, &n, &namer);
    return findings_furiten_line(buf, size, u->game, u->holder, c->discard, &n)[0] != '\0';
}

/* Before a riichi: a discard that leaves the hand furiten can win only by tsumo (R-RII-05). */
static bool riichi_part(const ui *u, const coach_sight *c, char *buf, size_t size)
{
    if ((u->turn.mode != UI_MODE_RIICHI && u->turn.mode != UI_MODE_OPEN_RIICHI) ||
        c->s.shanten != 0 || !(c->s.pond_waits || (c->s.furiten & TSUMO_FURITEN_RIICHI)))
        return false;
    const narrate_namer namer = {.name = play_tile_named, .ctx = &u->opt.style};
    narrator n;
    coach_narrator(u, &n, &namer);
    findings_riichi_furiten(buf, size, true, c->s.pond_waits, &n);
    return true;
}

/* Before an open call: a call whose nearest hands to tenpai have no yaku (R-WIN-02). */
static bool call_part(const ui *u, const coach_sight *c, char *buf, size_t size)
{
    if (!c->call || !yaku_hope_lost_by_call(u->game, c->call))
        return false;
    narrator n;
    coach_narrator(u, &n, NULL);
    findings_yakuless_call(buf, size, c->call->type, true, &n);
    return true;
}

/* A tenpai with no yaku: no win but with a yaku of the moment (R-WIN-02, EMA 4.2.1's haitei,
   houtei, rinshan kaihou and chankan need no other yaku). */
static bool yakuless_part(const ui *u, const coach_sight *c, char *buf, size_t size)
{
    if (!c->yakuless)
        return false;
    narrator n;
    coach_narrator(u, &n, NULL);
    char source[200];
    /* TRANSLATORS: a tenpai hand without a yaku; the four yaku named stay in Japanese. */
    snprintf(buf, size, _("no yaku: no win (%s) except haitei, houtei, rinshan or chankan"),
             narrate_rule(&n, "R-WIN-02", source, sizeof source));
    return true;
}

/* The note of a ron the seat could not make (coach_after_action), until it acts. */
static bool note_part(const ui *u, const coach_sight *c, char *buf, size_t size)
{
    (void)c;
    if (!u->coach_note[u->holder][0])
        return false;
    snprintf(buf, size, "%s", u->coach_note[u->holder]);
    return true;
}

/* The hand line, where the marks took its row and it did not fit beside them. */
static bool hand_part(const ui *u, const coach_sight *c, char *buf, size_t size)
{
    if (!c->hand_in_message)
        return false;
    hand_line(u, c, buf, size, after_prefix(canvas_cols() - 2));
    return true;
}

/* ---- against a riichi: each tile's safety ---- */

typedef struct safety_word {
    const char *mark; /* one column, under or over the tile */
    int paint;
    const char *why; /* msgid: the mark, the tile, then the riichi seat's wind */
} safety_word;

static const safety_word safety_words[BOT_SAFETY_COUNT] = {
    [BOT_SAFETY_NO_THREAT] = {" ", UI_PAINT_TEXT, NULL},
    /* TRANSLATORS: the coach's reason for a tile's mark against a riichi: the mark, the tile, the
       riichi player's seat wind, the rule's section. Genbutsu, suji, kabe stay in Japanese. */
    [BOT_SAFETY_GENBUTSU] = {"g", UI_PAINT_GOOD | UI_BOLD,
                             N_("%s %s genbutsu: in %s's discards, no ron on it (%s)")},
    [BOT_SAFETY_SUJI] = {"s", UI_PAINT_GOOD,
                         N_("%s %s suji against %s: no two-sided wait on it; others may be")},
    [BOT_SAFETY_KABE] = {"k", UI_PAINT_GOOD,
                         N_("%s %s kabe against %s: a tile its two-sided waits need is all seen")},
    [BOT_SAFETY_ONE_CHANCE] = {"1", UI_PAINT_TEXT,
                               N_("%s %s one chance against %s: three of a tile its wait needs "
                                  "seen")},
    [BOT_SAFETY_HONOUR] = {"h", UI_PAINT_TEXT,
                           N_("%s %s an honour: against %s only a pair or single wait takes it")},
    [BOT_SAFETY_DANGEROUS] = {"!", UI_PAINT_WARN | UI_BOLD,
                              N_("%s %s dangerous against %s: open to a two-sided wait")},
};

const char *coach_mark(int safety)
{
    return safety > BOT_SAFETY_NO_THREAT && safety < BOT_SAFETY_COUNT ? safety_words[safety].mark
                                                                      : NULL;
}

/* A kind's safety against the riichi it is least safe against, and that seat. */
static bot_safety safety_of(const ui *u, const coach_sight *c, tsumo_kind k, int *threat)
{
    bot_safety worst = BOT_SAFETY_NO_THREAT;
    *threat = TSUMO_NO_SEAT;
    for (int seat = 0; seat < UI_SEATS; seat++) {
        if (seat == u->holder || !c->v.seats[seat].riichi)
            continue;
        bot_safety s = bot_safety_of(&c->v, tsumo_game_rules(u->game), seat, k);
        if (s > worst) {
            worst = s;
            *threat = seat;
        }
    }
    return worst;
}

/* The mark of each tile of the hand, on row `y`, `dx` columns right of its caret's column. */
static int marks_draw(const ui *u, const coach_sight *c, int y, int dx)
{
    tsumo_tile order[14];
    int n = board_hand_order(&c->v, order), end = 1;
    for (int i = 0; i < n; i++) {
        int threat;
        bot_safety s = safety_of(u, c, tsumo_tile_kind(order[i]), &threat);
        int x = board_hand_x(u, &c->v, i) + dx;
        canvas_put(y, x, safety_words[s].paint, safety_words[s].mark);
        end = x + 1;
    }
    return end;
}

/* Why the tile under the caret has its mark: "! 5p dangerous against North: ...". */
static bool defence_part(const ui *u, const coach_sight *c, char *buf, size_t size)
{
    if (!c->defend)
        return false;
    int threat;
    bot_safety s = safety_of(u, c, tsumo_tile_kind(c->discard), &threat);
    if (s == BOT_SAFETY_NO_THREAT || !ui_is_seat(threat))
        return false;
    narrator n;
    coach_narrator(u, &n, NULL);
    char tile[UI_TILE_WORD], source[200];
    tile_word(tile, sizeof tile, u->opt.style, c->discard, u->opt.rules.red_fives);
    const char *wind = board_wind_name(c->v.seats[threat].wind);
    cli_format_msgid(buf, size, safety_words[s].why, safety_words[s].mark, tile, wind,
                     narrate_rule(&n, "R-FURI-01", source, sizeof source));
    return true;
}

/* ---- the strongest level's ranking ---- */

/* Whether `a` makes the hand better than `b` by the tiles alone: nearer tenpai, more tiles. */
static bool quicker(const bot_discard_advice *a, const bot_discard_advice *b)
{
    if (a->shanten != b->shanten)
        return a->shanten < b->shanten;
    if (a->ukeire != b->ukeire)
        return a->ukeire > b->ukeire;
    return a->rank < b->rank;
}

/* "best: 1p 16, 7m 16, 9s 12 tiles": the three discards nearest to tenpai with most tiles. */
static bool ranking_part(const ui *u, const coach_sight *c, char *buf, size_t size)
{
    if (c->advised < 2)
        return false;
    bot_discard_advice best[TSUMO_KINDS];
    memcpy(best, c->advice, (size_t)c->advised * sizeof best[0]);
    for (int i = 1; i < c->advised; i++)
        for (int j = i; j > 0 && quicker(&best[j], &best[j - 1]); j--) {
            bot_discard_advice t = best[j];
            best[j] = best[j - 1];
            best[j - 1] = t;
        }
    char list[200];
    size_t len = 0;
    list[0] = '\0';
    for (int i = 0; i < 3 && i < c->advised && best[i].shanten == best[0].shanten; i++) {
        char tile[UI_TILE_WORD];
        tile_word(tile, sizeof tile, u->opt.style, best[i].tile, u->opt.rules.red_fives);
        len += (size_t)snprintf(list + len, sizeof list - len, "%s%s %d", i ? ", " : "", tile,
                                best[i].ukeire);
    }
    /* TRANSLATORS: the discards that leave most tiles to improve the hand, each with how many:
       "best: 1p 16, 7m 16, 9s 12 tiles". */
    snprintf(buf, size, _("best: %s tiles"), list);
    return true;
}

/* Why the level prefers its tile to the one under the caret, in a few words. */
static const char *reason_words(const coach_sight *c, char *buf, size_t size)
{
    const bot_discard_advice *best = &c->advice[0], *mine = &c->advice[c->mine];
    switch (bot_advice_reason(best, mine)) {
    case BOT_REASON_DEFENCE:
        snprintf(buf, size, _("safer against %s"),
                 board_wind_name(c->v.seats[best->threat & 3].wind));
        break;
    case BOT_REASON_SHANTEN:
        snprintf(buf, size, "%s", _("nearer to tenpai"));
        break;
    case BOT_REASON_UKEIRE:
        /* TRANSLATORS: the tiles that improve the hand after the level's discard, then after
           the player's. */
        snprintf(buf, size, _("more tiles (%d, not %d)"), best->ukeire, mine->ukeire);
        break;
    case BOT_REASON_VALUE:
        snprintf(buf, size, "%s", _("keeps a dora or a yakuhai pair"));
        break;
    case BOT_REASON_SHAPE:
        snprintf(buf, size, "%s", _("keeps tiles that work together"));
        break;
    default:
        return NULL;
    }
    return buf;
}

/*
 * "level 3 would discard 1p here, because <its reason>": the strongest level's
 * discard where it is another, with the reason it gives (findings.c's words,
 * the review's); where that does not fit, the short form below.
 */
static bool choice_reason_part(const ui *u, const coach_sight *c, char *buf, size_t size)
{
    if (c->advised < 2 || c->mine <= 0 || c->v.seats[u->holder].riichi ||
        (c->choice.type != TSUMO_ACTION_DISCARD && c->choice.type != TSUMO_ACTION_RIICHI) ||
        tsumo_tile_kind(c->choice.tile) != tsumo_tile_kind(c->advice[0].tile))
        return false;
    const narrate_namer namer = {.name = play_tile_named, .ctx = &u->opt.style};
    narrator n;
    coach_narrator(u, &n, &namer);
    findings_decision_text(buf, size, BOT_LEVEL_MAX, &c->choice, &c->why, &c->v, true, &n);
    return true;
}

/* "level 3: 1p, more tiles (16, not 12)": the strongest level's discard where it is another. */
static bool choice_part(const ui *u, const coach_sight *c, char *buf, size_t size)
{
    if (c->advised < 2 || c->mine <= 0 || c->v.seats[u->holder].riichi)
        return false;
    char why[160], tile[UI_TILE_WORD];
    if (!reason_words(c, why, sizeof why))
        return false;
    tile_word(tile, sizeof tile, u->opt.style, c->advice[0].tile, u->opt.rules.red_fives);
    /* TRANSLATORS: the strongest computer level's discard and why it prefers it. */
    snprintf(buf, size, _("level %d: %s, %s"), BOT_LEVEL_MAX, tile, why);
    return true;
}

/* ---- drawing ---- */

typedef bool (*coach_part_fn)(const ui *u, const coach_sight *c, char *buf, size_t size);

/* The parts of the message row, the most pressing first: as many as fit are said; a part
   that does not fit may have a shorter form. */
static const struct {
    coach_part_fn part, shorter;
} parts[] = {
    {call_part, NULL},     {riichi_part, NULL},  {note_part, NULL},
    {yakuless_part, NULL}, {furiten_part, NULL}, {defence_part, NULL},
    {hand_part, NULL},     {ranking_part, NULL}, {choice_reason_part, choice_part},
};

/* `line` with `part` after it: "coach: part" first, then "line · part". */
static void line_with(char *next, size_t size, const char *line, const char *part)
{
    if (!line[0])
        snprintf(next, size, _("coach: %s"), part);
    else
        snprintf(next, size, "%s · %s", line, part);
}

/*
 * `line` with part i after it into `next`, in the first of its forms that fits
 * `room`; the first part of a line is said even when no form fits, in its
 * shortest. False when the part has nothing to say or does not fit.
 */
static bool part_said(const ui *u, const coach_sight *c, size_t i, const char *line, int room,
                      char *next, size_t size)
{
    const coach_part_fn forms[2] = {parts[i].part, parts[i].shorter};
    char part[COACH_PART];
    bool any = false;
    for (int f = 0; f < 2 && forms[f]; f++) {
        if (!forms[f](u, c, part, sizeof part))
            continue;
        any = true;
        line_with(next, size, line, part);
        if (ui_width(next) <= room)
            return true;
    }
    return any && !line[0]; /* `next` holds the last form said */
}

/* The message row: "coach: " and the first part, then each next one that fits. */
static void message_draw(const ui *u, const coach_sight *c)
{
    int room = canvas_cols() - 2;
    const char *mark = ui_open_hands_mark(u);
    if (mark)
        room -= ui_width(mark) + 1;
    char line[COACH_PART * 2] = "", next[COACH_PART * 2];
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        if (part_said(u, c, i, line, room, next, sizeof next))
            snprintf(line, sizeof line, "%s", next);
    if (!line[0])
        return;
    if (ui_width(line) > room) /* cut: the tests see it (tui.screens, drv_fits) */
        canvas_overflow();
    canvas_put_max(canvas_rows() - 1, 1, room, UI_PAINT_WARN | UI_BOLD, line);
}

int coach_row(const ui *u)
{
    return board_hand_row(u) - 1;
}

int coach_column(const ui *u, const tsumo_view *v, int seat)
{
    if (!ui_big(u))
        return 1;    /* the row between the bottom seat's label and its hand is free */
    char label[160]; /* big tiles: the label's row, after it (board.c draws it at the left) */
    board_seat_label(label, sizeof label, v, seat, canvas_cols() - 2);
    return ui_width(label) + 2;
}

/*
 * The hand line on the row above the hand, and against a riichi each tile's
 * mark: with small tiles over the tiles, in that row, the line after them
 * where it fits (else on the message row); with big tiles under them, beside
 * the caret, the line after the seat's label as always.
 */
static void hand_draw(const ui *u, coach_sight *c)
{
    int cols = canvas_cols(), y = coach_row(u), x = coach_column(u, &c->v, u->holder);
    bool beside = c->defend && !ui_big(u);
    if (beside)
        x = marks_draw(u, c, y, 0) + 2;
    else if (c->defend)
        marks_draw(u, c, board_hand_below(u), 1);
    int room = cols - 1 - x;
    char text[COACH_PART], line[COACH_PART];
    hand_line(u, c, text, sizeof text, after_prefix(room));
    snprintf(line, sizeof line, _("coach: %s"), text);
    if (beside && ui_width(line) > room) {
        c->hand_in_message = true;
        return;
    }
    if (ui_width(line) > room)
        canvas_overflow();
    canvas_put_max(y, x, room, UI_PAINT_GOOD | UI_BOLD, line);
}

void coach_draw(const ui *u, tsumo_tile discard, const tsumo_action *call)
{
    if (!coach_on(u))
        return;
    coach_sight c;
    sight_read(u, discard, call, &c);
    hand_draw(u, &c);
    /* The message row, while there is no message of the moment. */
    if (!u->message[0])
        message_draw(u, &c);
}

/* ---- why a seat could not win on a discard ---- */

static bool offered_ron(const ui *u, int seat)
{
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(u->game, seat, legal, TSUMO_GAME_MAX_LEGAL);
    for (int i = 0; i < n; i++)
        if (legal[i].type == TSUMO_ACTION_RON)
            return true;
    return false;
}

static bool seat_coached(const ui *u, int seat, const tsumo_view *pub)
{
    return !cpu_seat(u, seat) && (u->opt.coach >> (pub->seats[seat].player & 3) & 1);
}

/* "no ron on 8s: furiten: 8s in own discards (EMA 3.4.5)", from the seat's view. */
static void missed_note(ui *u, int seat, tsumo_kind kind)
{
    timeline_seat s;
    timeline_seat_read(u->game, seat, &s);
    bool waits = false;
    for (int i = 0; i < s.wait_count; i++)
        waits = waits || s.waits[i] == kind;
    if (!waits || s.dead || offered_ron(u, seat))
        return;
    const narrate_namer namer = {.name = play_tile_named, .ctx = &u->opt.style};
    narrator n;
    narrate_init(&n, tsumo_game_rules(u->game), &namer, seat, false);
    char why[320], source[200], tile[32];
    snprintf(tile, sizeof tile, "%s", kind_word(u->opt.style, kind));
    if (!findings_furiten_line(why, sizeof why, u->game, seat, TSUMO_NO_TILE, &n)[0])
        /* TRANSLATORS: the coach's reason a winning tile could not be claimed. */
        snprintf(why, sizeof why, _("no yaku to win with (%s)"),
                 narrate_rule(&n, "R-WIN-02", source, sizeof source));
    /* TRANSLATORS: the coach's note: the tile, then why ("furiten: 4s in own discards ..."). */
    snprintf(u->coach_note[seat], sizeof u->coach_note[seat], _("no ron on %s: %s"), tile, why);
}

void coach_after_action(ui *u, const tsumo_action *action)
{
    if (!u->game || !u->opt.coach)
        return;
    int phase = tsumo_game_phase(u->game);
    if (phase == TSUMO_PHASE_HAND_OVER || phase == TSUMO_PHASE_START ||
        phase == TSUMO_PHASE_GAME_OVER) {
        memset(u->coach_note, 0, sizeof u->coach_note); /* a note is about its hand */
        return;
    }
    if (action->seat < UI_SEATS && action->type != TSUMO_ACTION_PASS)
        u->coach_note[action->seat][0] = '\0'; /* it has acted since: said */
    bool discard = action->type == TSUMO_ACTION_DISCARD || action->type == TSUMO_ACTION_RIICHI;
    if (!discard || phase != TSUMO_PHASE_CLAIM || action->tile >= TSUMO_TILES)
        return;
    tsumo_view pub;
    tsumo_game_view(u->game, TSUMO_NO_SEAT, &pub);
    for (int seat = 0; seat < UI_SEATS; seat++)
        if (seat != action->seat && seat_coached(u, seat, &pub))
            missed_note(u, seat, tsumo_tile_kind(action->tile));
}
