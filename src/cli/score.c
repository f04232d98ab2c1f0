/*
 * `tsumo score`: one hand from the command line with a readable breakdown,
 * or many hands in the batch format with --jsonl (batch.c).
 */
#include "cli.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static void score_usage(FILE *to)
{
    fputs(_("Usage: tsumo score HAND [OPTIONS]\n"
            "       tsumo score --jsonl [FILE|-] [--check] [--rules NAME|FILE]\n"
            "\n"
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
            "--win says otherwise.\n"
            "\n"
            "Options:\n"
            "  --win TILE        the winning tile (default: the last concealed tile)\n"
            "  --ron, --tsumo    won on a discard (the default) or by self-draw, not both\n"
            "  --seat E|S|W|N    the winner's seat wind (default S, a non-dealer);\n"
            "                    E is the dealer\n"
            "  --round E|S|W|N   the round wind (default E)\n"
            "  --riichi, --double-riichi, --ippatsu\n"
            "  --open-riichi     the riichi (or double riichi) was open; needs a ruleset\n"
            "                    with open_riichi = yes\n"
            "  --haitei, --houtei, --rinshan, --chankan\n"
            "  --tenhou, --chiihou, --renhou\n"
            "                    the situation of the win\n"
            "  --nagashi         nagashi mangan at an exhaustive draw (EMA 4.2.4): HAND\n"
            "                    is the 13 tiles held then, paid as a mangan tsumo; no\n"
            "                    --win, --ron or other situation of a win\n"
            "  --dora IND...     dora indicators (not the dora): --dora 3m 1z or\n"
            "                    --dora 3m1z; kan dora indicators too, at most 5\n"
            "  --ura IND...      ura dora indicators (they count only with riichi)\n"
            "  --honba N         counters on the table (default 0)\n"
            "  --sticks N        riichi sticks on the table, this hand's included (default 0)\n"
            "  --rules NAME|FILE a shipped ruleset (tsumo rules lists them) or a file\n"
            "                    (a path with a '/' or ending in .ini)\n"
            "  --jsonl [FILE]    read cases in the batch format (docs/batch-format.md),\n"
            "                    one JSON object a line, from FILE or standard input;\n"
            "                    write one result a line\n"
            "  --check           with --jsonl: compare each result with the case's\n"
            "                    \"expected\"; print mismatches and a summary by tier\n"
            "                    on standard error\n"
            "  -h, --help        show this help\n"
            "\n"
            "Furiten is not a property of a hand, so it is not checked here.\n"
            "\n"
            "Exit status: 0 a valid win (or every batch line read; every tier A and B\n"
            "case right with --check), 1 the hand is refused (or --check found a\n"
            "mismatch), 2 bad usage or input.\n"
            "\n"
            "Example: tsumo score 234567m234p55678s --riichi --dora 4s\n"),
          to);
}

/* Everything the command line says about the hand to score. */
typedef struct score_args {
    const char *hand;
    const char *win_tile;
    const char *rules;
    const char *jsonl_path;
    bool jsonl, check;
    const char *how;         /* "--ron" or "--tsumo" when one was given */
    const char *hand_option; /* the first option that describes the hand, for --jsonl */
    unsigned given;          /* bit v: the valued option v (parse_option) was given */
    tsumo_win win;
    int dora_count, ura_count;
} score_args;

static int usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static int usage_error(const char *fmt, ...)
{
    /* The message echoes arguments: a hand's ESC or OSC bytes are shown, not sent. */
    fputs("tsumo score: ", stderr);
    va_list ap;
    va_start(ap, fmt);
    cli_put_shown_v(stderr, fmt, ap);
    va_end(ap);
    fputs(_("Try 'tsumo score --help'.\n"), stderr);
    return CLI_EXIT_USAGE;
}

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

static bool parse_wind(uint8_t *out, const char *s)
{
    /* the wind's id ("east"), or its letter in either case */
    int w = s[0] && !s[1] ? tsumo_wind_from_letter((char)toupper((unsigned char)s[0]))
                          : tsumo_wind_from_id(s);
    if (w < 0)
        return false;
    *out = (uint8_t)w;
    return true;
}

static bool parse_count(uint8_t *out, const char *s)
{
    char *end;
    long n = strtol(s, &end, 10);
    if (end == s || *end != '\0' || n < 0 || n > 99)
        return false;
    *out = (uint8_t)n;
    return true;
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
        return usage_error(_("%s takes tiles, not melds"), option);
    for (int k = 0; k < TSUMO_KINDS; k++)
        for (int i = 0; i < tiles.counts[k]; i++) {
            if (*count == TSUMO_MAX_INDICATORS)
                return usage_error(_("%s: at most 5 indicators (the first and one for each kan)"),
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

/* Reads the value of --name VALUE or --name=VALUE. */
static const char *option_value(int argc, char **argv, int *i, const char *inline_value)
{
    if (inline_value)
        return inline_value;
    if (*i + 1 >= argc)
        return NULL;
    return argv[++*i];
}

static int parse_option(score_args *a, int argc, char **argv, int *i)
{
    char name[32];
    const char *arg = argv[*i] + 2;
    const char *eq = strchr(arg, '=');
    size_t n = eq ? (size_t)(eq - arg) : strlen(arg);
    if (n >= sizeof name)
        return usage_error(_("unknown option '%s'"), argv[*i]);
    memcpy(name, arg, n);
    name[n] = '\0';
    const char *inline_value = eq ? eq + 1 : NULL;
    bool describes_hand =
        strcmp(name, "rules") != 0 && strcmp(name, "check") != 0 && strcmp(name, "jsonl") != 0;
    if (describes_hand && !a->hand_option)
        a->hand_option = argv[*i];

    unsigned flag = inline_value ? 0 : flag_option(name);
    if (flag) {
        a->win.flags = (uint16_t)(a->win.flags | flag);
        if (flag == TSUMO_WIN_OPEN_RIICHI && !(a->win.flags & TSUMO_WIN_DOUBLE_RIICHI))
            a->win.flags |= TSUMO_WIN_RIICHI; /* an open riichi is a riichi */
        return CLI_EXIT_OK;
    }
    if (strcmp(name, "ron") == 0 || strcmp(name, "tsumo") == 0 || strcmp(name, "check") == 0) {
        if (inline_value)
            return usage_error(_("option '%s' takes no value"), argv[*i]);
        if (name[0] == 'c') {
            a->check = true;
            return CLI_EXIT_OK;
        }
        const char *how = name[0] == 't' ? "--tsumo" : "--ron";
        if (a->how && strcmp(a->how, how) != 0)
            return usage_error(_("%s and %s cannot go together: a hand is won one way"), a->how,
                               how);
        a->how = how;
        a->win.tsumo = name[0] == 't';
        return CLI_EXIT_OK;
    }
    if (strcmp(name, "jsonl") == 0) {
        a->jsonl = true;
        if (inline_value)
            a->jsonl_path = inline_value;
        else if (*i + 1 < argc && (argv[*i + 1][0] != '-' || strcmp(argv[*i + 1], "-") == 0))
            a->jsonl_path = argv[++*i];
        return CLI_EXIT_OK;
    }
    static const char *const valued[] = {"win", "seat",  "round",  "dora",
                                         "ura", "honba", "sticks", "rules"};
    size_t v = 0;
    while (v < sizeof valued / sizeof valued[0] && strcmp(valued[v], name) != 0)
        v++;
    if (v == sizeof valued / sizeof valued[0])
        return usage_error(_("unknown option '%s'"), argv[*i]);
    const char *option = argv[*i];
    const char *value = option_value(argc, argv, i, inline_value);
    if (!value)
        return usage_error(_("option '%s' needs a value"), option);
    /* Indicators add up; any other value given twice would silently replace the first. */
    if ((a->given & (1u << v)) && v != 3 && v != 4)
        return usage_error(_("option '--%s' is given twice"), name);
    a->given |= 1u << v;
    switch (v) {
    case 0:
        a->win_tile = value;
        return CLI_EXIT_OK;
    case 1:
    case 2:
        if (!parse_wind(v == 1 ? &a->win.seat_wind : &a->win.round_wind, value))
            return usage_error(_("a wind is E, S, W or N, not '%s'"), value);
        return CLI_EXIT_OK;
    case 3:
    case 4: {
        tsumo_kind *list = v == 3 ? a->win.dora : a->win.ura;
        int *count = v == 3 ? &a->dora_count : &a->ura_count;
        int st = add_indicators(list, count, value, v == 3 ? "--dora" : "--ura");
        /* More indicators may follow as separate words: --dora 3m 1z. */
        while (st == CLI_EXIT_OK && !inline_value && *i + 1 < argc && is_one_tile(argv[*i + 1]))
            st = add_indicators(list, count, argv[++*i], v == 3 ? "--dora" : "--ura");
        return st;
    }
    case 5:
    case 6:
        if (!parse_count(v == 5 ? &a->win.honba : &a->win.riichi_sticks, value))
            return usage_error(_("expected a whole number from 0 to 99, not '%s'"), value);
        return CLI_EXIT_OK;
    default:
        a->rules = value;
        return CLI_EXIT_OK;
    }
}

static int parse_args(score_args *a, int argc, char **argv)
{
    bool options_end = false;
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        if (!options_end && strcmp(arg, "--") == 0) {
            options_end = true;
        } else if (!options_end && strncmp(arg, "--", 2) == 0) {
            int st = parse_option(a, argc, argv, &i);
            if (st != CLI_EXIT_OK)
                return st;
        } else if (!options_end && arg[0] == '-' && arg[1] != '\0') {
            return usage_error(_("unknown option '%s'"), arg);
        } else if (a->hand) {
            return usage_error(_("one hand at a time; '%s' is one too many"), arg);
        } else {
            a->hand = arg;
        }
    }
    a->win.dora_count = (uint8_t)a->dora_count;
    a->win.ura_count = (uint8_t)a->ura_count;
    if (a->jsonl && a->hand_option)
        return usage_error(_("%s describes one hand; with --jsonl each line describes its own"),
                           a->hand_option);
    if (a->win.flags & TSUMO_WIN_NAGASHI) {
        if (a->win_tile)
            return usage_error("%s", _("--win does not go with --nagashi: nagashi mangan is no "
                                       "win on a tile"));
        if (!a->how)
            a->win.tsumo = true; /* paid as a tsumo; an explicit --ron is the engine's refusal */
    }
    return CLI_EXIT_OK;
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
        return usage_error(_("the hand '%s' has no concealed tile to win on"), a->hand);
    int n = tsumo_hand_tile_count(hand);
    if (a->win.flags & TSUMO_WIN_NAGASHI) {
        if (n != 13)
            return usage_error(ngettext("the hand '%s' has %d tile; at an exhaustive draw a "
                                        "hand has 13 (a kan counts as 3)",
                                        "the hand '%s' has %d tiles; at an exhaustive draw a "
                                        "hand has 13 (a kan counts as 3)",
                                        (unsigned long)n),
                               a->hand, n);
    } else if (n != 14) {
        return usage_error(ngettext("the hand '%s' has %d tile; a winning hand has 14, the "
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
        return usage_error(_("--win %s: the winning tile must be among the concealed tiles of "
                             "'%s'"),
                           tile, a->hand);
    }
    return usage_error(_("bad hand '%s': %s"), a->hand,
                       cli_refusal_explain(why, sizeof why, score, rules));
}

int cli_score(int argc, char **argv)
{
    score_args a;
    memset(&a, 0, sizeof a);
    a.win.seat_wind = TSUMO_WIND_SOUTH;
    a.win.round_wind = TSUMO_WIND_EAST;
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            score_usage(stdout);
            return CLI_EXIT_OK;
        }
    int st = parse_args(&a, argc, argv);
    if (st != CLI_EXIT_OK)
        return st;
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    if (a.rules && !cli_rules_load(&rules, a.rules))
        return CLI_EXIT_USAGE;
    if (a.jsonl) {
        /* The file may come anywhere: tsumo score --jsonl --check FILE. */
        if (a.hand && a.jsonl_path)
            return usage_error(_("--jsonl reads one file; '%s' is one too many"), a.hand);
        return cli_score_jsonl(a.jsonl_path ? a.jsonl_path : a.hand, a.check, &rules);
    }
    if (a.check)
        return usage_error("%s", _("--check goes with --jsonl"));
    if (!a.hand)
        return usage_error("%s",
                           _("which hand? Give one in mpsz notation, e.g. 123m456p789s11222z"));

    tsumo_hand hand;
    st = read_hand(&hand, &a);
    if (st != CLI_EXIT_OK)
        return st;
    tsumo_score score;
    if (tsumo_score_hand(&score, &hand, &a.win, &rules) != TSUMO_OK)
        return usage_error(_("the engine cannot score '%s'"), a.hand);
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
