/*
 * `tsumo score`: one hand from the command line with a readable breakdown,
 * or many hands in the batch format with --jsonl (batch.c).
 */
#include "cli.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum {
    OPT_WIN = 1,
    OPT_RON,
    OPT_TSUMO,
    OPT_SEAT,
    OPT_ROUND,
    OPT_WIN_FLAG, /* a situation of the win: the flag is the option's name (flag_option) */
    OPT_DORA,
    OPT_URA,
    OPT_HONBA,
    OPT_STICKS,
    OPT_RULES,
    OPT_JSONL,
    OPT_CHECK
};

#define WIN_FLAG(name, help)                                                                       \
    {                                                                                              \
        name, OPT_WIN_FLAG, CLI_FLAG, NULL, 0, 0, NULL, help, 0                                    \
    }

static const cli_option score_rows[] = {
    {"--win", OPT_WIN, CLI_STRING, "TILE", 0, 0, NULL,
     N_("the winning tile (default: the last concealed tile)"), CLI_ONCE},
    {"--ron", OPT_RON, CLI_FLAG, NULL, 0, 0, NULL, N_("won on a discard (the default)"), 0},
    {"--tsumo", OPT_TSUMO, CLI_FLAG, NULL, 0, 0, NULL,
     N_("won by self-draw; not with --ron: a hand is won one way"), 0},
    {"--seat", OPT_SEAT, CLI_WIND, "E|S|W|N", 0, 0, NULL,
     N_("the winner's seat wind (default S, a non-dealer); E is the dealer"), CLI_ONCE},
    {"--round", OPT_ROUND, CLI_WIND, "E|S|W|N", 0, 0, NULL, N_("the round wind (default E)"),
     CLI_ONCE},
    WIN_FLAG("--riichi", N_("the winner declared riichi")),
    WIN_FLAG("--double-riichi", N_("the winner declared riichi on his first discard")),
    WIN_FLAG("--ippatsu", N_("won within a go-around of the riichi, no call between")),
    WIN_FLAG("--open-riichi", N_("the riichi (or double riichi) was open; needs a ruleset with "
                                 "open_riichi = yes")),
    WIN_FLAG("--haitei", N_("won by self-draw on the last tile of the wall")),
    WIN_FLAG("--houtei", N_("won on the last discard")),
    WIN_FLAG("--rinshan", N_("won on the replacement tile of a kan")),
    WIN_FLAG("--chankan", N_("won by robbing a kan")),
    WIN_FLAG("--tenhou", N_("the dealer's first fourteen tiles were complete")),
    WIN_FLAG("--chiihou", N_("a non-dealer won on his first draw, no call before")),
    WIN_FLAG("--renhou", N_("a non-dealer won on a discard before his first draw")),
    WIN_FLAG("--nagashi",
             N_("nagashi mangan at an exhaustive draw: HAND is the 13 tiles held "
                "then, paid as a mangan tsumo; no --win, --ron or other situation of a win")),
    {"--dora", OPT_DORA, CLI_STRING, "IND...", 0, 0, NULL,
     N_("dora indicators (not the dora): --dora 3m 1z or --dora 3m1z; kan dora indicators too, "
        "at most 5"),
     0},
    {"--ura", OPT_URA, CLI_STRING, "IND...", 0, 0, NULL,
     N_("ura dora indicators (they count only with riichi)"), 0},
    {"--honba", OPT_HONBA, CLI_NUMBER, "N", 0, 99, NULL, N_("counters on the table (default 0)"),
     CLI_ONCE},
    {"--sticks", OPT_STICKS, CLI_NUMBER, "N", 0, 99, NULL,
     N_("riichi sticks on the table, this hand's included (default 0)"), CLI_ONCE},
    {"--rules", OPT_RULES, CLI_STRING, "NAME|FILE", 0, 0, NULL,
     N_("a shipped ruleset (tsumo rules lists them) or a file (a path with a '/' or ending in "
        ".ini)"),
     CLI_ONCE},
    {"--jsonl", OPT_JSONL, CLI_OPTIONAL, "[FILE]", 0, 0, NULL,
     N_("read cases in the batch format (docs/batch-format.md), one JSON object a line, from "
        "FILE or standard input; write one result a line"),
     0},
    {"--check", OPT_CHECK, CLI_FLAG, NULL, 0, 0, NULL,
     N_("with --jsonl: compare each result with the case's \"expected\"; print mismatches and a "
        "summary by tier on standard error"),
     0},
};

const cli_verb cli_score_verb = {
    "score",
    N_("Usage: tsumo score HAND [OPTIONS]\n"
       "       tsumo score --jsonl [FILE|-] [--check] [--rules NAME|FILE]\n"),
    N_("\n"
       "Scores a winning hand under a ruleset (EMA 2008 unless --rules) and prints\n"
       "its yaku, dora, fu, limit and each player's payment, or why it is refused.\n"
       "\n"
       "HAND is written in mpsz notation: concealed tiles, then melds in brackets:\n"
       "  123m456p789s11222z  0 = red five; 1z-7z = East South West North White\n"
       "                      Green Red\n"
       "  (123m) chi  (555z^) pon  (1111p>) open kan  [1111p] closed kan\n"
       "  {5555s<} added kan; < ^ > say who discarded the claimed (first) tile:\n"
       "  left, across, right\n"
       "The winning tile is among the concealed tiles: the last one written unless\n"
       "--win says otherwise.\n"),
    CLI_OPTIONS(score_rows),
    N_("Furiten is not a property of a hand, so it is not checked here.\n"
       "\n"
       "Exit status: 0 a valid win (or every batch line read; every tier A and B\n"
       "case right with --check), 1 the hand is refused (or --check found a\n"
       "mismatch), 2 bad usage or input.\n"
       "\n"
       "Example: tsumo score 234567m234p55678s --riichi --dora 4s\n"),
};

/* Everything the command line says about the hand to score. */
typedef struct score_args {
    const char *hand;
    const char *win_tile;
    const char *rules;
    const char *jsonl_path;
    bool jsonl, check;
    const char *how;         /* "--ron" or "--tsumo" when one was given */
    const char *hand_option; /* the first option that describes the hand, for --jsonl */
    int indicators;          /* OPT_DORA or OPT_URA while more indicators may follow */
    tsumo_win win;
    int dora_count, ura_count;
} score_args;

/*
 * The flag an option names, or 0: the option is the flag's id with dashes
 * ("--double-riichi"), nagashi mangan's the shorter "--nagashi".
 */
static unsigned flag_option(const char *name)
{
    for (int b = 0; b < TSUMO_WIN_FLAG_COUNT; b++) {
        unsigned flag = 1u << b;
        char option[32];
        snprintf(option, sizeof option, "%s",
                 flag == TSUMO_WIN_NAGASHI ? "nagashi" : tsumo_win_flag_id(flag));
        for (char *c = option; *c; c++)
            *c = *c == '_' ? '-' : *c;
        if (strcmp(name, option) == 0)
            return flag;
    }
    return 0;
}

/* Reports a tile list the notation parser refused, with a caret. */
static int notation_error(const char *what, const char *text, const tsumo_diag *diag)
{
    char detail[256], shown[1024], before[1024];
    cli_shown(shown, sizeof shown, text);
    /* The caret stands under the same character once the text before it is escaped too. */
    size_t len = strlen(text), at = diag->column > 1 ? (size_t)diag->column - 1 : 0;
    int column = (int)strlen(cli_escape(before, sizeof before, text, at < len ? at : len)) + 1;
    fprintf(stderr, "tsumo score: %s '%s': %s\n", what, shown, _(tsumo_diag_msgid(diag->code)));
    cli_put_caret(stderr, shown, column, cli_diag_detail(detail, sizeof detail, diag));
    return CLI_EXIT_USAGE;
}

/* Adds indicators written as tiles ("3m", "3m1z", "35m"); their order does not matter. */
static int add_indicators(tsumo_kind list[TSUMO_MAX_INDICATORS], int *count, const char *text,
                          const char *option)
{
    tsumo_hand tiles;
    tsumo_diag diag;
    if (tsumo_hand_parse(&tiles, NULL, NULL, text, &diag) != TSUMO_OK)
        return notation_error(option, text, &diag);
    if (tiles.meld_count > 0)
        return cli_usage_error(&cli_score_verb, _("%s takes tiles, not melds"), option);
    for (int k = 0; k < TSUMO_KINDS; k++)
        for (int i = 0; i < tiles.counts[k]; i++) {
            if (*count == TSUMO_MAX_INDICATORS)
                return cli_usage_error(
                    &cli_score_verb, _("%s: at most 5 indicators (the first and one for each kan)"),
                    option);
            list[(*count)++] = (tsumo_kind)k;
        }
    return CLI_EXIT_OK;
}

static bool is_one_tile(const char *s)
{
    tsumo_kind k;
    bool red;
    return s[0] != '-' && tsumo_kind_parse(&k, &red, s, NULL) == TSUMO_OK;
}

/* A situation of the win, as a flag of a tsumo_win: the option is the flag's id. */
static bool take_win_flag(score_args *a, const char *option)
{
    unsigned flag = flag_option(option + 2);
    a->win.flags = (uint16_t)(a->win.flags | flag);
    if (flag == TSUMO_WIN_OPEN_RIICHI && !(a->win.flags & TSUMO_WIN_DOUBLE_RIICHI))
        a->win.flags |= TSUMO_WIN_RIICHI; /* an open riichi is a riichi */
    return flag != 0;
}

static bool take_how(score_args *a, const char *how)
{
    if (a->how && strcmp(a->how, how) != 0)
        return cli_usage_error(&cli_score_verb,
                               _("%s and %s cannot go together: a hand is won one way"), a->how,
                               how) == CLI_EXIT_OK;
    a->how = how;
    a->win.tsumo = how[2] == 't';
    return true;
}

/* Indicators of --dora or --ura; more may follow as words of their own: --dora 3m 1z. */
static bool take_indicators(score_args *a, int id, const char *text)
{
    bool dora = id == OPT_DORA;
    int st = add_indicators(dora ? a->win.dora : a->win.ura, dora ? &a->dora_count : &a->ura_count,
                            text, dora ? "--dora" : "--ura");
    return st == CLI_EXIT_OK;
}

/* A word that is no option: an indicator after --dora or --ura, else the hand. */
static bool take_operand(score_args *a, const char *word)
{
    if (a->indicators && is_one_tile(word))
        return take_indicators(a, a->indicators, word);
    a->indicators = 0;
    if (a->hand)
        return cli_usage_error(&cli_score_verb, _("one hand at a time; '%s' is one too many"),
                               word) == CLI_EXIT_OK;
    a->hand = word;
    return true;
}

static bool take_arg(void *ctx, const cli_arg *arg)
{
    score_args *a = ctx;
    int id = arg->option ? arg->option->id : 0;
    if (id == 0)
        return take_operand(a, arg->text);
    a->indicators = 0;
    if (id != OPT_RULES && id != OPT_CHECK && id != OPT_JSONL && !a->hand_option)
        a->hand_option = arg->written;
    switch (id) {
    case OPT_WIN:
        a->win_tile = arg->text;
        return true;
    case OPT_RON:
    case OPT_TSUMO:
        return take_how(a, arg->option->name);
    case OPT_SEAT:
        a->win.seat_wind = (uint8_t)arg->number;
        return true;
    case OPT_ROUND:
        a->win.round_wind = (uint8_t)arg->number;
        return true;
    case OPT_WIN_FLAG:
        return take_win_flag(a, arg->option->name);
    case OPT_DORA:
    case OPT_URA:
        a->indicators = arg->joined ? 0 : id;
        return take_indicators(a, id, arg->text);
    case OPT_HONBA:
        a->win.honba = (uint8_t)arg->number;
        return true;
    case OPT_STICKS:
        a->win.riichi_sticks = (uint8_t)arg->number;
        return true;
    case OPT_RULES:
        a->rules = arg->text;
        return true;
    case OPT_JSONL:
        a->jsonl = true;
        a->jsonl_path = arg->text;
        return true;
    default:
        a->check = true;
        return true;
    }
}

static int parse_args(score_args *a, int argc, char **argv)
{
    int st = cli_parse(&cli_score_verb, argc, argv, take_arg, a);
    if (st != CLI_GO_ON)
        return st;
    a->win.dora_count = (uint8_t)a->dora_count;
    a->win.ura_count = (uint8_t)a->ura_count;
    if (a->jsonl && a->hand_option)
        return cli_usage_error(&cli_score_verb,
                               _("%s describes one hand; with --jsonl each line describes its own"),
                               a->hand_option);
    if (a->win.flags & TSUMO_WIN_NAGASHI) {
        if (a->win_tile)
            return cli_usage_error(&cli_score_verb, "%s",
                                   _("--win does not go with --nagashi: nagashi mangan is no "
                                     "win on a tile"));
        if (!a->how)
            a->win.tsumo = true; /* paid as a tsumo; an explicit --ron is the engine's refusal */
    }
    return CLI_GO_ON;
}

/* ---- the breakdown ----------------------------------------------------------- */

/* A row of a table: a label and a value, aligned by display width. */
typedef struct row {
    char label[160];
    char value[96];
} row;

typedef struct table {
    row rows[TSUMO_MAX_SCORED_YAKU + TSUMO_MAX_FU_ITEMS];
    int count;
} table;

static row *add_row(table *t, const char *label)
{
    row *r = &t->rows[t->count < (int)(sizeof t->rows / sizeof t->rows[0]) - 1 ? t->count++
                                                                               : t->count - 1];
    snprintf(r->label, sizeof r->label, "%s", label);
    r->value[0] = '\0';
    return r;
}

static void print_table(const table *t, const char *title)
{
    int width = 0;
    for (int i = 0; i < t->count; i++) {
        int w = cli_width(t->rows[i].label);
        width = w > width ? w : width;
    }
    printf("%s\n", title);
    for (int i = 0; i < t->count; i++) {
        fputs("  ", stdout);
        cli_put_padded(stdout, t->rows[i].label, width + 2);
        printf("%s\n", t->rows[i].value);
    }
}

static void print_header(const char *canonical, const tsumo_win *w)
{
    char tile[4];
    cli_kind_notation(tile, w->tile);
    if (w->tile_red)
        tile[0] = '0';
    printf(_("Hand: %s\n"), canonical);
    if (w->flags & TSUMO_WIN_NAGASHI)
        printf(_("Nagashi mangan at an exhaustive draw; seat %s, round %s\n"),
               cli_wind_name(w->seat_wind), cli_wind_name(w->round_wind));
    else if (w->tsumo)
        printf(_("Won on %s by self-draw (tsumo); seat %s, round %s\n"), tile,
               cli_wind_name(w->seat_wind), cli_wind_name(w->round_wind));
    else
        printf(_("Won on %s by ron; seat %s, round %s\n"), tile, cli_wind_name(w->seat_wind),
               cli_wind_name(w->round_wind));
    for (int pass = 0; pass < 2; pass++) {
        int n = pass ? w->ura_count : w->dora_count;
        if (n == 0)
            continue;
        fputs(pass ? _("Ura dora indicators:") : _("Dora indicators:"), stdout);
        for (int i = 0; i < n; i++) {
            cli_kind_notation(tile, pass ? w->ura[i] : w->dora[i]);
            printf(" %s", tile);
        }
        fputc('\n', stdout);
    }
    if (w->honba || w->riichi_sticks)
        printf(_("Counters: %d; riichi sticks: %d\n"), w->honba, w->riichi_sticks);
}

static void print_yaku(const tsumo_score *s)
{
    table t = {.count = 0};
    for (int i = 0; i < s->yaku_count; i++) {
        const tsumo_scored_yaku *y = &s->yaku[i];
        row *r = add_row(&t, cli_yaku_name((tsumo_yaku)y->yaku));
        if (y->yaku >= TSUMO_YAKU_FIRST_YAKUMAN && y->yaku <= TSUMO_YAKU_KAZOE_YAKUMAN &&
            s->yakuman_mult > 0)
            snprintf(r->value, sizeof r->value, "%s",
                     cli_limit_name(TSUMO_LIMIT_YAKUMAN, y->han > 1 ? y->han : 1));
        else
            snprintf(r->value, sizeof r->value, ngettext("%2d han", "%2d han", y->han), y->han);
    }
    print_table(&t, _("Yaku"));
}

static void print_fu(const tsumo_score *s)
{
    table t = {.count = 0};
    for (int i = 0; i < s->fu_count; i++) {
        const tsumo_fu_entry *e = &s->fu_items[i];
        char label[160];
        const char *text = cli_fu_label(label, sizeof label, e);
        snprintf(add_row(&t, text)->value, sizeof t.rows[0].value, "%3d", e->fu);
    }
    row *total = add_row(&t, _("Total"));
    if (s->fu_raw != s->fu)
        snprintf(total->value, sizeof total->value, _("%3d, rounded up to %d"), s->fu_raw, s->fu);
    else
        snprintf(total->value, sizeof total->value, "%3d", s->fu);
    print_table(&t, _("Fu"));
}

static void print_value(const tsumo_score *s)
{
    const char *limit = cli_limit_name((tsumo_limit)s->limit, s->yakuman_mult);
    if (s->yakuman_mult > 0)
        printf(_("Value: %s\n"), limit);
    else if (s->fu == 0 && s->limit != TSUMO_LIMIT_NONE)
        printf(_("Value: %d han, %s\n"), s->han, limit);
    else if (s->limit != TSUMO_LIMIT_NONE)
        printf(_("Value: %d han %d fu, %s\n"), s->han, s->fu, limit);
    else
        printf(_("Value: %d han %d fu\n"), s->han, s->fu);
}

static void payment_row(table *t, const char *label, int32_t amount, int32_t counters)
{
    row *r = add_row(t, label);
    if (counters)
        snprintf(r->value, sizeof r->value, _("%6d + %d for counters"), (int)amount, (int)counters);
    else
        snprintf(r->value, sizeof r->value, "%6d", (int)amount);
}

static void print_payments(const tsumo_score *s, const tsumo_win *w, const tsumo_rules *rules)
{
    table t = {.count = 0};
    /* Tenhou pays a nagashi mangan alone: no counters, and the sticks stay on the table. */
    bool bare =
        (w->flags & TSUMO_WIN_NAGASHI) && rules->nagashi_settlement == TSUMO_NAGASHI_AS_DRAW;
    int32_t counters = bare ? 0 : (int32_t)w->honba * rules->honba_value;
    if (!w->tsumo) {
        payment_row(&t, _("The discarder pays"), s->payments.ron, counters);
    } else if (w->seat_wind == TSUMO_WIND_EAST) {
        payment_row(&t, _("Each other player pays"), s->payments.tsumo_each, counters / 3);
    } else {
        payment_row(&t, _("The dealer pays"), s->payments.tsumo_dealer, counters / 3);
        payment_row(&t, _("Each other player pays"), s->payments.tsumo_nondealer, counters / 3);
    }
    if (w->riichi_sticks && !bare)
        snprintf(add_row(&t, _("Riichi sticks on the table"))->value, sizeof t.rows[0].value, "%6d",
                 (int)(w->riichi_sticks * rules->riichi_deposit));
    snprintf(add_row(&t, _("The winner receives"))->value, sizeof t.rows[0].value, "%6d",
             (int)s->payments.winner_gain);
    print_table(&t, _("Payments"));
}

static void print_score(const tsumo_score *s, const tsumo_win *w, const tsumo_rules *rules)
{
    fputc('\n', stdout);
    print_yaku(s);
    if (s->yakuman_mult == 0 && s->fu_count > 0) {
        fputc('\n', stdout);
        print_fu(s);
    }
    fputc('\n', stdout);
    print_value(s);
    fputc('\n', stdout);
    print_payments(s, w, rules);
    if (!w->tsumo)
        fputs(_("\nFuriten is not checked: it depends on the game, not on the hand.\n"), stdout);
}

/* Parses the hand and the winning tile; reports bad notation with a caret. */
static int read_hand(tsumo_hand *hand, score_args *a)
{
    tsumo_diag diag;
    tsumo_kind last;
    bool last_red;
    if (tsumo_hand_parse(hand, &last, &last_red, a->hand, &diag) != TSUMO_OK)
        return notation_error(_("bad hand"), a->hand, &diag);
    a->win.tile = last;
    a->win.tile_red = last_red;
    if (a->win_tile &&
        tsumo_kind_parse(&a->win.tile, &a->win.tile_red, a->win_tile, &diag) != TSUMO_OK)
        return notation_error(_("bad winning tile"), a->win_tile, &diag);
    if (last == TSUMO_NO_KIND && !a->win_tile)
        return cli_usage_error(&cli_score_verb, _("the hand '%s' has no concealed tile to win on"),
                               a->hand);
    int n = tsumo_hand_tile_count(hand);
    if (a->win.flags & TSUMO_WIN_NAGASHI) {
        if (n != 13)
            return cli_usage_error(&cli_score_verb,
                                   ngettext("the hand '%s' has %d tile; at an exhaustive draw a "
                                            "hand has 13 (a kan counts as 3)",
                                            "the hand '%s' has %d tiles; at an exhaustive draw a "
                                            "hand has 13 (a kan counts as 3)",
                                            (unsigned long)n),
                                   a->hand, n);
    } else if (n != 14) {
        return cli_usage_error(&cli_score_verb,
                               ngettext("the hand '%s' has %d tile; a winning hand has 14, the "
                                        "winning tile included (a kan counts as 3)",
                                        "the hand '%s' has %d tiles; a winning hand has 14, the "
                                        "winning tile included (a kan counts as 3)",
                                        (unsigned long)n),
                               a->hand, n);
    }
    return CLI_EXIT_OK;
}

/* Input the engine found to be no hand of the ruleset's set, or a winning tile it lacks. */
static int bad_tiles(const tsumo_score *score, const score_args *a, const tsumo_rules *rules)
{
    char why[320], tile[3];
    if (score->refusal == TSUMO_REFUSAL_TILE_NOT_IN_HAND) {
        tsumo_kind_format(tile, sizeof tile, a->win.tile, a->win.tile_red);
        return cli_usage_error(&cli_score_verb,
                               _("--win %s: the winning tile must be among the concealed tiles of "
                                 "'%s'"),
                               tile, a->hand);
    }
    return cli_usage_error(&cli_score_verb, _("bad hand '%s': %s"), a->hand,
                           cli_refusal_explain(why, sizeof why, score, rules));
}

int cli_score(int argc, char **argv)
{
    score_args a;
    memset(&a, 0, sizeof a);
    a.win.seat_wind = TSUMO_WIND_SOUTH;
    a.win.round_wind = TSUMO_WIND_EAST;
    int st = parse_args(&a, argc, argv);
    if (st != CLI_GO_ON)
        return st;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    if (a.rules && !cli_rules_load(&rules, a.rules))
        return CLI_EXIT_USAGE;
    if (a.jsonl) {
        /* The file may come anywhere: tsumo score --jsonl --check FILE. */
        if (a.hand && a.jsonl_path)
            return cli_usage_error(&cli_score_verb,
                                   _("--jsonl reads one file; '%s' is one too many"), a.hand);
        return cli_score_jsonl(a.jsonl_path ? a.jsonl_path : a.hand, a.check, &rules);
    }
    if (a.check)
        return cli_usage_error(&cli_score_verb, "%s", _("--check goes with --jsonl"));
    if (!a.hand)
        return cli_usage_error(&cli_score_verb, "%s",
                               _("which hand? Give one in mpsz notation, e.g. 123m456p789s11222z"));

    tsumo_hand hand;
    st = read_hand(&hand, &a);
    if (st != CLI_EXIT_OK)
        return st;
    tsumo_score score;
    if (tsumo_score_hand(&score, &hand, &a.win, &rules) != TSUMO_OK)
        return cli_usage_error(&cli_score_verb, _("the engine cannot score '%s'"), a.hand);
    if (cli_refusal_is_bad_tiles(&score) || score.refusal == TSUMO_REFUSAL_TILE_NOT_IN_HAND)
        return bad_tiles(&score, &a, &rules);
    char canonical[128];
    tsumo_hand_format(canonical, sizeof canonical, &hand);
    print_header(canonical, &a.win);
    if (!score.valid) {
        printf(_("Refused: %s\n"), cli_refusal_text(&score));
        return CLI_EXIT_REFUSED;
    }
    print_score(&score, &a.win, &rules);
    return CLI_EXIT_OK;
}
