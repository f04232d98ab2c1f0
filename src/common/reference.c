/*
 * The rules reference of a ruleset (`tsumo rules --reference`, the table's
 * "Rules reference"), written from the ruleset and the engine's own tables:
 * the yaku values the scorer pays (tsumo_yaku_value_of), the limits and
 * payments it computes, the ruleset's switches. Nothing here is a copied
 * list, so the reference cannot fall behind the rules it describes.
 *
 * Each rule names its EMA 2008 section, or, where the ruleset departs from
 * EMA, the ruleset and the key that says so (as the table names a refusal).
 */
#include "shared.h"

#include <langinfo.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unilbrk.h>
#include <unistr.h>
#include <uniwidth.h>

/* ---- lines ---------------------------------------------------------------- */

static void push(cli_lines *out, const char *s, size_t n)
{
    if (out->failed)
        return;
    if (out->count == out->cap) {
        size_t cap = out->cap ? out->cap * 2 : 128;
        char **at = realloc(out->at, cap * sizeof *at);
        if (!at) {
            out->failed = true;
            return;
        }
        out->at = at;
        out->cap = cap;
    }
    char *line = malloc(n + 1);
    if (!line) {
        out->failed = true;
        return;
    }
    memcpy(line, s, n);
    line[n] = '\0';
    out->at[out->count++] = line;
}

void cli_lines_free(cli_lines *lines)
{
    for (size_t i = 0; i < lines->count; i++)
        free(lines->at[i]);
    free(lines->at);
    *lines = (cli_lines){0};
}

typedef struct writer {
    cli_lines *out;
    int width;
    const tsumo_rules *rules;
    tsumo_rules ema;
    char name[160];              /* the ruleset's name as it may be shown */
    const cli_tile_faces *faces; /* the table's faces for tiles; NULL: the notation */
} writer;

/* One line as it is: tables and examples, which a break would spoil. */
static void line(writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void line(writer *w, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    push(w->out, buf, n < 0 ? 0 : (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

/* Words wrapped to the width by libunistring's line breaking, every line indented. */
static void wrap(writer *w, int indent, const char *text)
{
    cli_wrap(w->out, w->width, indent, text);
}

void cli_wrap(cli_lines *out, int width, int indent, const char *text)
{
    size_t n = strlen(text);
    int room = width - indent;
    char *breaks = n ? malloc(n) : NULL;
    if (!n || !breaks || u8_check((const uint8_t *)text, n) != NULL || room < 20) {
        free(breaks);
        char buf[512];
        int len = snprintf(buf, sizeof buf, "%*s%s", indent, "", text);
        push(out, buf, len < 0 ? 0 : (size_t)len < sizeof buf ? (size_t)len : sizeof buf - 1);
        return;
    }
    u8_width_linebreaks((const uint8_t *)text, n, room, 0, 0, NULL, nl_langinfo(CODESET), breaks);
    char buf[512];
    size_t start = 0;
    for (size_t i = 1; i <= n; i++) {
        if (i < n && breaks[i] != UC_BREAK_POSSIBLE && breaks[i] != UC_BREAK_MANDATORY)
            continue;
        size_t end = i;
        while (end > start && text[end - 1] == ' ')
            end--;
        int len =
            snprintf(buf, sizeof buf, "%*s%.*s", indent, "", (int)(end - start), text + start);
        push(out, buf, len < 0 ? 0 : (size_t)len < sizeof buf ? (size_t)len : sizeof buf - 1);
        start = i;
    }
    free(breaks);
}

static void para(writer *w, int indent, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void para(writer *w, int indent, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    wrap(w, indent, buf);
}

static void heading(writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void heading(writer *w, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    line(w, "%s", "");
    line(w, "%s", buf);
}

/* ---- where a rule comes from ---------------------------------------------- */

/* A key of the ruleset file and the field it sets. */
typedef struct rule_key {
    const char *key;
    size_t offset, size;
} rule_key;

#define KEY(file_key, field)                                                                       \
    {                                                                                              \
        file_key, offsetof(tsumo_rules, field), sizeof(((tsumo_rules *)0)->field)                  \
    }
#define NO_KEY                                                                                     \
    {                                                                                              \
        NULL, 0, 0                                                                                 \
    }

static bool differs(const writer *w, rule_key k)
{
    return k.key &&
           memcmp((const char *)w->rules + k.offset, (const char *)&w->ema + k.offset, k.size) != 0;
}

/* "EMA 3.4.5", or "JPML A: open_tanyao (EMA 4.2.1 differs)". */
static const char *source(char *buf, size_t size, const writer *w, const char *ema, rule_key k)
{
    if (differs(w, k))
        snprintf(buf, size, _("%s rule: %s (EMA %s differs)"), w->name, k.key, ema);
    else
        snprintf(buf, size, _("EMA %s"), ema);
    return buf;
}

/*
 * The engine knows each rule's section and the key that shapes it (tsumo_rule_source); this
 * only says it: "EMA 3.4.5", or the key where the ruleset departs from EMA or decides alone.
 */
const char *cli_rule_source(char *buf, size_t size, const char *rule, const tsumo_rules *rules)
{
    const char *section = NULL, *key = NULL;
    tsumo_rule_basis basis = tsumo_rule_source(rule, &section, &key);
    if (basis == TSUMO_RULE_UNKNOWN || (!section && !key))
        buf[0] = '\0';
    else if (key && (basis == TSUMO_RULE_RULESET || !section))
        /* TRANSLATORS: a ruleset's key (not translated) that decides a rule EMA leaves open:
           "ruleset key abort_dealer_repeats". */
        snprintf(buf, size, _("ruleset key %s"), key);
    else if (key && tsumo_rules_key_departs(rules, key))
        /* TRANSLATORS: a ruleset's key (not translated), then the section of EMA it departs
           from: "ruleset key kuikae, not EMA preface #3". */
        snprintf(buf, size, _("ruleset key %s, not EMA %s"), key, section);
    else
        snprintf(buf, size, _("EMA %s"), section);
    return buf;
}

const char *cli_ruleset_source(char *buf, size_t size, const tsumo_rules *rules)
{
    char name[4 * sizeof rules->name]; /* a ruleset file's text: escaped */
    cli_escape(name, sizeof name, rules->name, strnlen(rules->name, sizeof rules->name));
    /* TRANSLATORS: a ruleset's name: "the Tenhou ruleset", cited for a rule of a log's game. */
    snprintf(buf, size, _("the %s ruleset"), name);
    return buf;
}

/* Whether the list "3.3.11, 3.4.5" holds `section` ("3.4.5"), as a whole item. */
static bool has_section(const char *list, const char *section)
{
    size_t n = strlen(section);
    for (const char *at = strstr(list, section); at; at = strstr(at + 1, section))
        if ((at == list || at[-1] == ' ') && (at[n] == '\0' || at[n] == ','))
            return true;
    return false;
}

/*
 * The sections of EMA 2008 of some rules of the CHECKLIST (NULL-ended), asked of the engine
 * (tsumo_rule_source), each once: "3.3.11, 3.4.5"; `*departs` the first rule of theirs whose
 * key the writer's ruleset sets otherwise than EMA, or NULL.
 */
static void sections_of(char *buf, size_t size, const writer *w, const char *const *rules,
                        const char **departs)
{
    buf[0] = '\0';
    *departs = NULL;
    for (; *rules; rules++) {
        const char *section = NULL, *key = NULL;
        tsumo_rule_source(*rules, &section, &key);
        if (key && !*departs && tsumo_rules_key_departs(w->rules, key))
            *departs = *rules;
        size_t len = strlen(buf);
        if (section && !has_section(buf, section))
            snprintf(buf + len, size - len, "%s%s", len ? ", " : "", section);
    }
}

/* "EMA 2.7, 4.1": where a heading's rules are, whatever the ruleset says of them. */
static const char *chapter(char *buf, size_t size, const writer *w, const char *const *rules)
{
    char sections[128];
    const char *departs;
    sections_of(sections, sizeof sections, w, rules, &departs);
    snprintf(buf, size, _("EMA %s"), sections);
    return buf;
}

/*
 * Where rules come from, as source() says it: "EMA 3.3.11, 3.4.5", or where the ruleset departs
 * from EMA on one of them, that rule's key and section; a rule EMA has no section for, as the
 * table says it.
 */
static const char *cite(char *buf, size_t size, const writer *w, const char *const *rules)
{
    char sections[128];
    const char *departs, *section = NULL, *key = NULL;
    sections_of(sections, sizeof sections, w, rules, &departs);
    if (!sections[0])
        return cli_rule_source(buf, size, rules[0], w->rules);
    if (departs && tsumo_rule_source(departs, &section, &key) && section)
        snprintf(buf, size, _("%s rule: %s (EMA %s differs)"), w->name, key, section);
    else
        snprintf(buf, size, _("EMA %s"), sections);
    return buf;
}

/* CITE(src, w, "R-FURI-02"), CHAPTER(src, w, "R-DRAW-01", "R-ABRT-01"): into a char array. */
#define CITE(buf, w, ...)    cite(buf, sizeof buf, w, (const char *const[]){__VA_ARGS__, NULL})
#define CHAPTER(buf, w, ...) chapter(buf, sizeof buf, w, (const char *const[]){__VA_ARGS__, NULL})

/* The source of a rule that two keys shape. */
static const char *source2(char *buf, size_t size, const writer *w, const char *ema, rule_key a,
                           rule_key b)
{
    return source(buf, size, w, ema, differs(w, a) ? a : b);
}

/* ---- the yaku's table ---------------------------------------------------- */

/*
 * An example hand: `tsumo score` arguments on the command line (docs/notation.md), its tiles by
 * their faces at the table. Scored by tests/cli/reference.sh under every shipped ruleset.
 */
typedef struct example {
    const char *hand; /* in the notation, the winning tile among the concealed tiles */
    const char *win;  /* the winning tile; NULL for nagashi mangan, which has none */
    bool tsumo;       /* else by ron */
    unsigned flags;   /* tsumo_win_flag */
    bool dealer;      /* the winner sits East; else South, as `tsumo score` takes it */
} example;

typedef struct yaku_entry {
    const char *ema; /* section of EMA 2008 */
    rule_key key;    /* the switch that changes it, if any */
    example ex;      /* a hand that has it */
} yaku_entry;

static const yaku_entry yaku_entries[TSUMO_YAKU_COUNT] = {
    [TSUMO_YAKU_MENZEN_TSUMO] = {"4.2.1", NO_KEY, {"234m456p789s567s33s", "7s", true, 0, false}},
    [TSUMO_YAKU_RIICHI] = {"4.2.1",
                           NO_KEY,
                           {"234m456p789s567s33s", "7s", false, TSUMO_WIN_RIICHI, false}},
    [TSUMO_YAKU_DOUBLE_RIICHI] =
        {"4.2.1", NO_KEY, {"234m456p789s567s33s", "7s", false, TSUMO_WIN_DOUBLE_RIICHI, false}},
    [TSUMO_YAKU_IPPATSU] = {"4.2.1",
                            KEY("ippatsu", ippatsu),
                            {"234m456p789s567s33s", "7s", false,
                             TSUMO_WIN_RIICHI | TSUMO_WIN_IPPATSU, false}},
    [TSUMO_YAKU_CHANKAN] = {"4.2.1",
                            NO_KEY,
                            {"234m456p789s567s33s", "7s", false, TSUMO_WIN_CHANKAN, false}},
    [TSUMO_YAKU_RINSHAN] = {"4.2.1",
                            NO_KEY,
                            {"234m456p567s33s [8888p]", "3s", true, TSUMO_WIN_RINSHAN, false}},
    [TSUMO_YAKU_HAITEI] = {"4.2.1",
                           NO_KEY,
                           {"234m456p789s567s33s", "7s", true, TSUMO_WIN_HAITEI, false}},
    [TSUMO_YAKU_HOUTEI] = {"4.2.1",
                           NO_KEY,
                           {"234m456p789s567s33s", "7s", false, TSUMO_WIN_HOUTEI, false}},
    [TSUMO_YAKU_PINFU] = {"4.2.1", NO_KEY, {"123456m789p234s55s", "4s", false, 0, false}},
    [TSUMO_YAKU_TANYAO] = {"4.2.1",
                           KEY("open_tanyao", open_tanyao),
                           {"234m456p88p678s345s", "5s", false, 0, false}},
    [TSUMO_YAKU_IIPEIKOU] = {"4.2.1", NO_KEY, {"112233m456p789s55s", "1m", false, 0, false}},
    [TSUMO_YAKU_YAKUHAI_SEAT_WIND] = {"4.2.1",
                                      NO_KEY,
                                      {"123m456p234s55s222z", "4s", false, 0, false}},
    [TSUMO_YAKU_YAKUHAI_ROUND_WIND] = {"4.2.1",
                                       NO_KEY,
                                       {"123m456p234s55s111z", "4s", false, 0, false}},
    [TSUMO_YAKU_YAKUHAI_HAKU] = {"4.2.1", NO_KEY, {"123m456p234s55s555z", "4s", false, 0, false}},
    [TSUMO_YAKU_YAKUHAI_HATSU] = {"4.2.1", NO_KEY, {"123m456p234s55s666z", "4s", false, 0, false}},
    [TSUMO_YAKU_YAKUHAI_CHUN] = {"4.2.1", NO_KEY, {"123m456p234s55s777z", "4s", false, 0, false}},
    [TSUMO_YAKU_CHIITOITSU] = {"4.2.2", NO_KEY, {"1133m2277p4488s66z", "6z", false, 0, false}},
    [TSUMO_YAKU_CHANTA] = {"4.2.1", NO_KEY, {"123m789p789s111s77z", "3m", false, 0, false}},
    [TSUMO_YAKU_ITTSU] = {"4.2.1", NO_KEY, {"123456789m55p234s", "4s", false, 0, false}},
    [TSUMO_YAKU_SANSHOKU] = {"4.2.1", NO_KEY, {"123m55m123p123s456s", "6s", false, 0, false}},
    [TSUMO_YAKU_SANSHOKU_DOUKOU] = {"4.2.2",
                                    NO_KEY,
                                    {"222m222p222s456m55s", "6m", false, 0, false}},
    [TSUMO_YAKU_SANKANTSU] = {"4.2.2",
                              NO_KEY,
                              {"123m55p [2222s] [5555z] (4444p>)", "3m", false, 0, false}},
    [TSUMO_YAKU_TOITOI] = {"4.2.2",
                           NO_KEY,
                           {"66s (222m<) (999m^) (555z>) (777s<)", "6s", false, 0, false}},
    [TSUMO_YAKU_SANANKOU] = {"4.2.2", NO_KEY, {"222m444p666s456m55s", "5s", true, 0, false}},
    [TSUMO_YAKU_SHOUSANGEN] = {"4.2.2", NO_KEY, {"123m456p55z666z777z", "3m", false, 0, false}},
    [TSUMO_YAKU_HONROUTOU] = {"4.2.2",
                              NO_KEY,
                              {"111m999p11z (999s<) (222z^)", "1z", false, 0, false}},
    [TSUMO_YAKU_RYANPEIKOU] = {"4.2.3", NO_KEY, {"112233m778899p55s", "5s", false, 0, false}},
    [TSUMO_YAKU_JUNCHAN] = {"4.2.2", NO_KEY, {"123m789p789s111s99m", "3m", false, 0, false}},
    [TSUMO_YAKU_HONITSU] = {"4.2.2", NO_KEY, {"123m456m888m11z777z", "3m", false, 0, false}},
    [TSUMO_YAKU_CHINITSU] = {"4.2.4", NO_KEY, {"123456789m234m55m", "4m", false, 0, false}},
    [TSUMO_YAKU_NAGASHI_MANGAN] = {"4.2.4",
                                   KEY("nagashi_mangan", nagashi),
                                   {"19m19p19s1234567z", NULL, false, TSUMO_WIN_NAGASHI, false}},
    [TSUMO_YAKU_RENHOU] = {"4.2.5",
                           KEY("renhou", renhou),
                           {"123456m789p234s55s", "4s", false, TSUMO_WIN_RENHOU, false}},
    [TSUMO_YAKU_KOKUSHI] = {"4.2.5", NO_KEY, {"119m19p19s1234567z", "7z", false, 0, false}},
    [TSUMO_YAKU_KOKUSHI_13] = {"4.2.5",
                               KEY("double_yakuman", double_yakuman),
                               {"119m19p19s1234567z", "1m", false, 0, false}},
    [TSUMO_YAKU_SUUANKOU] = {"4.2.5", NO_KEY, {"111m333p555s777m99s", "7m", true, 0, false}},
    [TSUMO_YAKU_SUUANKOU_TANKI] = {"4.2.5",
                                   KEY("double_yakuman", double_yakuman),
                                   {"111m333p555s777m99s", "9s", false, 0, false}},
    [TSUMO_YAKU_DAISANGEN] = {"4.2.5",
                              NO_KEY,
                              {"123m44p (555z<) (666z^) (777z>)", "4p", false, 0, false}},
    [TSUMO_YAKU_SHOUSUUSHII] = {"4.2.5", NO_KEY, {"123m111z222z333z44z", "4z", false, 0, false}},
    [TSUMO_YAKU_DAISUUSHII] = {"4.2.5",
                               KEY("double_yakuman", double_yakuman),
                               {"11m111z222z333z444z", "1m", false, 0, false}},
    [TSUMO_YAKU_TSUUIISOU] = {"4.2.5", NO_KEY, {"111z222z333z55z (777z<)", "5z", false, 0, false}},
    [TSUMO_YAKU_RYUUIISOU] = {"4.2.5",
                              KEY("ryuuiisou_needs_hatsu", ryuuiisou_needs_hatsu),
                              {"22334466888s666z", "8s", false, 0, false}},
    [TSUMO_YAKU_CHINROUTOU] = {"4.2.5", NO_KEY, {"111m999m111p99p (999s<)", "9p", false, 0, false}},
    [TSUMO_YAKU_CHUUREN] = {"4.2.5", NO_KEY, {"11123456789999m", "6m", true, 0, false}},
    [TSUMO_YAKU_CHUUREN_9] = {"4.2.5",
                              KEY("double_yakuman", double_yakuman),
                              {"11123455678999m", "5m", false, 0, false}},
    [TSUMO_YAKU_SUUKANTSU] = {"4.2.5",
                              NO_KEY,
                              {"11m [2222s] [3333p] (4444m>) {5555z<}", "1m", false, 0, false}},
    [TSUMO_YAKU_TENHOU] = {"4.2.5",
                           NO_KEY,
                           {"123456m789p234s55s", "4s", true, TSUMO_WIN_TENHOU, true}},
    [TSUMO_YAKU_CHIIHOU] = {"4.2.5",
                            NO_KEY,
                            {"123456m789p234s55s", "4s", true, TSUMO_WIN_CHIIHOU, false}},
    [TSUMO_YAKU_RENHOU_YAKUMAN] = {"4.2.5",
                                   KEY("renhou", renhou),
                                   {"123456m789p234s55s", "4s", false, TSUMO_WIN_RENHOU, false}},
    [TSUMO_YAKU_OPEN_RIICHI] = {"3.3.12",
                                KEY("open_riichi", open_riichi),
                                {"234m456p789s567s33s", "7s", false,
                                 TSUMO_WIN_RIICHI | TSUMO_WIN_OPEN_RIICHI, false}},
};

/* "2 han, 1 han open", "1 han, closed hands only", "double yakuman". */
static const char *value_text(char *buf, size_t size, tsumo_yaku_value v)
{
    char closed[64];
    if (v.yakuman)
        snprintf(closed, sizeof closed, "%s", v.closed >= 2 ? _("double yakuman") : _("yakuman"));
    else
        snprintf(closed, sizeof closed, ngettext("%d han", "%d han", v.closed), v.closed);
    if (v.open == 0)
        snprintf(buf, size, _("%s, closed hands only"), closed);
    else if (v.yakuman || v.open == v.closed)
        snprintf(buf, size, _("%s, open or closed"), closed);
    else
        snprintf(buf, size, ngettext("%s, %d han open", "%s, %d han open", v.open), closed, v.open);
    return buf;
}

/* ---- example hands ------------------------------------------------------- */

/* The hand of an example, parsed, and its winning tile; false if it is no hand (a test finds it).
 */
static bool example_hand(const example *ex, tsumo_hand *hand, tsumo_kind *win)
{
    tsumo_diag diag;
    bool red = false;
    if (tsumo_hand_parse(hand, win, &red, ex->hand, &diag) != TSUMO_OK)
        return false;
    return !ex->win || tsumo_kind_parse(win, &red, ex->win, &diag) == TSUMO_OK;
}

/* The example scored under the writer's ruleset; false if it is no valid win there. */
static bool example_score(const writer *w, const example *ex, tsumo_score *out)
{
    tsumo_hand hand;
    tsumo_win win = {.tsumo = ex->tsumo,
                     .flags = (uint16_t)ex->flags,
                     .seat_wind = ex->dealer ? TSUMO_WIND_EAST : TSUMO_WIND_SOUTH,
                     .round_wind = TSUMO_WIND_EAST};
    if (!example_hand(ex, &hand, &win.tile))
        return false;
    return tsumo_score_hand(out, &hand, &win, w->rules) == TSUMO_OK && out->valid;
}

/* A kind as the reader sees it: the table's face, or the notation ("7z") on the command line. */
static const char *face(const writer *w, char buf[4], tsumo_kind kind)
{
    if (w->faces && w->faces->face)
        return w->faces->face(kind, w->faces->ctx);
    return cli_kind_notation(buf, kind);
}

static void append(char *buf, size_t size, const char *text)
{
    size_t len = strlen(buf);
    snprintf(buf + len, size - len, "%s%s", len ? " " : "", text);
}

/* A meld by its faces, the claimed tile first with the mark of the seat it came from, as the
   table draws it: "Gr^ Gr Gr", a closed kan "[2s 2s 2s 2s]". */
static void meld_faces(const writer *w, char *buf, size_t size, const tsumo_meld *m)
{
    static const char *const from[] = {"", ">", "^", "<"}; /* tsumo_relative */
    bool closed = m->type == TSUMO_MELD_CLOSED_KAN;
    tsumo_kind kinds[4], first = closed ? m->kind : m->called;
    int n = 0;
    kinds[n++] = first;
    if (m->type == TSUMO_MELD_CHI) {
        for (int i = 0; i < 3; i++)
            if (m->kind + i != first)
                kinds[n++] = (tsumo_kind)(m->kind + i);
    } else {
        while (n < (tsumo_meld_is_kan(m) ? 4 : 3))
            kinds[n++] = m->kind;
    }
    for (int i = 0; i < n; i++) {
        char one[4], tile[64];
        snprintf(tile, sizeof tile, "%s%s%s%s", closed && i == 0 ? "[" : "", face(w, one, kinds[i]),
                 i == 0 && !closed ? from[m->from & 3] : "", closed && i == n - 1 ? "]" : "");
        append(buf, size, tile);
    }
}

/* The tiles of a hand by their faces, the concealed ones sorted, one `skip` left out (the
   winning tile, said apart), then the melds. */
static void hand_faces(const writer *w, char *buf, size_t size, const tsumo_hand *hand,
                       tsumo_kind skip)
{
    char one[4];
    buf[0] = '\0';
    for (int k = 0; k < TSUMO_KINDS; k++)
        for (int c = hand->counts[k] - (k == skip ? 1 : 0); c > 0; c--)
            append(buf, size, face(w, one, (tsumo_kind)k));
    for (int i = 0; i < hand->meld_count; i++) {
        char meld[128] = "";
        meld_faces(w, meld, sizeof meld, &hand->melds[i]);
        size_t len = strlen(buf);
        snprintf(buf + len, size - len, "%s%s", len ? "  " : "", meld);
    }
}

/* `tsumo score 'HAND' --win T --tsumo --riichi ...`: the options in the order of their bits. */
static void example_command(char *buf, size_t size, const example *ex)
{
    snprintf(buf, size, "tsumo score '%s'", ex->hand);
    if (ex->win) {
        size_t len = strlen(buf);
        snprintf(buf + len, size - len, " --win %s", ex->win);
    }
    if (ex->tsumo)
        append(buf, size, "--tsumo");
    for (int b = 0; b < TSUMO_WIN_FLAG_COUNT; b++) {
        unsigned flag = 1u << b;
        if (!(ex->flags & flag))
            continue;
        char option[40];
        snprintf(option, sizeof option, "--%s",
                 flag == TSUMO_WIN_NAGASHI ? "nagashi" : tsumo_win_flag_id(flag));
        for (char *c = option + 2; *c; c++)
            *c = *c == '_' ? '-' : *c;
        append(buf, size, option);
    }
    if (ex->dealer)
        append(buf, size, "--seat E");
}

/* "2m 3m 4m ... 9s, won on 7s by tsumo; Riichi; One Shot (ippatsu)" in the table's faces. */
static void example_words(const writer *w, char *buf, size_t size, const example *ex)
{
    tsumo_hand hand;
    tsumo_kind win = TSUMO_NO_KIND;
    char tiles[512], one[4];
    buf[0] = '\0';
    if (!example_hand(ex, &hand, &win))
        return;
    hand_faces(w, tiles, sizeof tiles, &hand, ex->win ? win : TSUMO_NO_KIND);
    if (!ex->win)
        /* TRANSLATORS: an example of nagashi mangan: the hand's tiles. */
        snprintf(buf, size, _("%s, at an exhaustive draw"), tiles);
    else if (ex->tsumo)
        /* TRANSLATORS: an example hand: its tiles, then the winning tile. */
        snprintf(buf, size, _("%s, won on %s by tsumo"), tiles, face(w, one, win));
    else
        snprintf(buf, size, _("%s, won on %s by ron"), tiles, face(w, one, win));
    for (int b = 0; b < TSUMO_WIN_FLAG_COUNT; b++)
        if (ex->flags & (1u << b)) {
            size_t len = strlen(buf);
            snprintf(buf + len, size - len, "; %s", _(tsumo_win_flag_msgid(1u << b)));
        }
    if (ex->dealer) {
        size_t len = strlen(buf);
        snprintf(buf + len, size - len, "; %s", _("the dealer (East)"));
    }
}

/* "Example: tsumo score ..." on the command line; the tiles by their faces at the table,
   wrapped between tiles. */
static void example_line(writer *w, int indent, const char *label, const example *ex)
{
    char text[768];
    if (w->faces) {
        example_words(w, text, sizeof text, ex);
        para(w, indent, "%s %s", label, text);
    } else {
        example_command(text, sizeof text, ex);
        /* a command is never broken: where it does not fit after the label, it has a line of
           its own (a longer label in another language) */
        if (indent + cli_width(label) + 1 + cli_width(text) <= w->width)
            line(w, "%*s%s %s", indent, "", label, text);
        else {
            line(w, "%*s%s", indent, "", label);
            line(w, "%*s%s", indent + 2, "", text);
        }
    }
}

/* ---- yaku ----------------------------------------------------------------- */

static void yaku_section(writer *w, bool yakuman)
{
    char at[256];
    if (yakuman)
        /* TRANSLATORS: a heading; %s is where the rules come from: "EMA 4.2.5". */
        heading(w, _("Yakuman (%s)"), CHAPTER(at, w, "R-YKM-02"));
    else
        /* TRANSLATORS: a heading; %s is where the rules come from: "EMA 4.2". */
        heading(w, _("Yaku (%s)"), CHAPTER(at, w, "R-HAN-03"));
    if (!yakuman)
        para(w, 2,
             /* TRANSLATORS: %s is where the rule comes from: "EMA 4.1". */
             ngettext("A win needs at least %d han from yaku; dora add han but are no yaku "
                      "(%s).",
                      "A win needs at least %d han from yaku; dora add han but are no yaku "
                      "(%s).",
                      w->rules->min_han),
             w->rules->min_han, CITE(at, w, "R-DORA-03"));
    for (int y = 0; y < TSUMO_YAKU_COUNT; y++) {
        tsumo_yaku_value v = tsumo_yaku_value_of((tsumo_yaku)y, w->rules);
        const yaku_entry *e = &yaku_entries[y];
        if (v.closed == 0 || v.yakuman != yakuman || !e->ema)
            continue;
        char value[128], src[256];
        line(w, "  %s", cli_yaku_name((tsumo_yaku)y));
        para(w, 4, "%s. %s.", value_text(value, sizeof value, v),
             source(src, sizeof src, w, e->ema, e->key));
        if (y == TSUMO_YAKU_RYUUIISOU && w->rules->ryuuiisou_needs_hatsu)
            para(w, 4, "%s", _("The green dragon is required."));
        example_line(w, 4, _("Example:"), &e->ex);
    }
}

/* ---- dora ----------------------------------------------------------------------- */

static void dora_section(writer *w)
{
    static const rule_key red = KEY("red_fives", red_fives), kan = KEY("kan_dora", kan_dora),
                          ura = KEY("ura_dora", ura_dora);
    const tsumo_rules *r = w->rules;
    char src[256];
    /* TRANSLATORS: a heading; %s is where the rules come from: "EMA 2.7, 4.1". */
    heading(w, _("Dora (%s)"), CHAPTER(src, w, "R-DORA-01", "R-DORA-03"));
    para(w, 2,
         /* TRANSLATORS: %s is where the rules come from: "EMA 2.7, 4.1". */
         _("Each dora in the winning hand adds 1 han; the dora is the tile after the "
           "indicator. %s."),
         CITE(src, w, "R-DORA-01", "R-DORA-03"));
    if (r->red_fives)
        para(w, 2,
             ngettext("%d red five, each a dora. %s.", "%d red fives, each a dora. %s.",
                      r->red_fives),
             r->red_fives, source(src, sizeof src, w, "1.1, 4.1", red));
    else
        para(w, 2, _("No red fives. %s."), source(src, sizeof src, w, "1.1, 4.1", red));
    para(w, 2,
         r->kan_dora ? _("Each kan turns a further indicator. %s.")
                     : _("A kan turns no further indicator. %s."),
         source(src, sizeof src, w, "3.3.2", kan));
    para(w, 2,
         r->ura_dora ? _("A winner in riichi also counts the tiles under the indicators (ura "
                         "dora). %s.")
                     : _("No ura dora. %s."),
         source(src, sizeof src, w, "3.3.12", ura));
}

/* ---- fu ------------------------------------------------------------------------- */

/* The fu the scorer gives a set of `kind` in the example's hand: -1 if it gives none. */
static int set_fu(const writer *w, const example *ex, tsumo_kind kind)
{
    tsumo_score s;
    if (!example_score(w, ex, &s))
        return -1;
    for (int i = 0; i < s.fu_count; i++)
        if (s.fu_items[i].item == TSUMO_FU_PUNG && s.fu_items[i].kind == kind)
            return s.fu_items[i].fu;
    return -1;
}

/* The fu of each kind of set, asked of the scorer on three hands that hold them all. */
static void sets_table(writer *w)
{
    /* a pung and a kan of each class, open (claimed) and closed (concealed) */
    static const example open = {"88p (222m<) (999p<) (3333s<) (1111z<)", "8p", false, 0, false},
                         closed = {"222m999p456s88p [1111z]", "5s", true, 0, false},
                         closed_kan = {"123m456p789p88p [3333s]", "8p", true, 0, false};
    static const struct {
        const char *label;
        tsumo_kind kind;
        const example *closed;
    } rows[] = {
        {N_("pung of 2-8"), TSUMO_1M + 1, &closed},
        {N_("pung of 1, 9 or an honour"), TSUMO_9P, &closed},
        {N_("kan of 2-8"), TSUMO_1S + 2, &closed_kan},
        {N_("kan of 1, 9 or an honour"), TSUMO_EAST, &closed},
    };
    int label_width = 0;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (cli_width(_(rows[i].label)) > label_width)
            label_width = cli_width(_(rows[i].label));
    /* TRANSLATORS: the heads of the columns of the fu of sets: claimed, concealed. */
    const char *open_head = _("Open"), *closed_head = _("Concealed");
    int open_pad = 10 - cli_width(open_head), closed_pad = 10 - cli_width(closed_head);
    line(w, "    %*s  %*s%s  %*s%s", label_width, "", open_pad > 0 ? open_pad : 0, "", open_head,
         closed_pad > 0 ? closed_pad : 0, "", closed_head);
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const char *label = _(rows[i].label);
        line(w, "    %s%*s  %10d  %10d", label, label_width - cli_width(label), "",
             set_fu(w, &open, rows[i].kind), set_fu(w, rows[i].closed, rows[i].kind));
    }
}

/* A worked example: the hand, then its fu item by item as the scorer counts them. */
static void fu_example(writer *w, const example *ex)
{
    tsumo_score s;
    example_line(w, 4, _("Worked example:"), ex);
    if (!example_score(w, ex, &s))
        return;
    for (int i = 0; i < s.fu_count; i++) {
        const tsumo_fu_entry *e = &s.fu_items[i];
        char one[4], label[160];
        const char *msgid = tsumo_fu_entry_msgid(e);
        if (!msgid)
            continue;
        cli_format_msgid(label, sizeof label, msgid,
                         e->kind < TSUMO_KINDS ? face(w, one, e->kind) : "");
        line(w, "      %s%s %d", i ? "+" : "", label, e->fu);
    }
    /* TRANSLATORS: the fu of a worked example: the sum, then rounded up to ten. */
    para(w, 6, _("= %d fu, rounded up to %d fu."), s.fu_raw, s.fu);
}

static void fu_section(writer *w)
{
    static const rule_key rinshan = KEY("rinshan_tsumo_fu", rinshan_tsumo_fu),
                          pinfu = KEY("open_pinfu_fu", open_pinfu_fu),
                          wind = KEY("double_wind_pair_fu", double_wind_pair_fu);
    static const example closed_ron = {"123m456p999s789s77z", "7s", false, TSUMO_WIN_RIICHI, false},
                         open_tsumo = {"234m55p678s (666z^) (222s<)", "4m", true, 0, false};
    const tsumo_rules *r = w->rules;
    char src[256];
    /* TRANSLATORS: a heading; %s is where the rules come from: "EMA 4.1.1". */
    heading(w, _("Fu (%s)"), CHAPTER(src, w, "R-FU-01"));
    para(w, 2,
         /* TRANSLATORS: %s is where the rule comes from: "EMA 4.1.1". */
         _("Every win starts at 20 fu; a closed hand won by ron adds 10; a win by tsumo adds 2, "
           "but not with pinfu (a pinfu tsumo is 20 fu). Seven pairs is 25 fu, nothing added. "
           "%s."),
         CITE(src, w, "R-FU-01"));
    para(w, 2,
         r->rinshan_tsumo_fu ? _("A win on a kan's replacement tile is a tsumo: +2. %s.")
                             : _("A win on a kan's replacement tile gets no tsumo fu. %s."),
         source(src, sizeof src, w, "4.1.1", rinshan));
    para(w, 2, _("Sets (runs give none), as the scorer counts them:"));
    sets_table(w);
    para(w, 2,
         /* TRANSLATORS: %s is where the rule comes from: "EMA 4.1.1". */
         _("A pung completed by the winning tile counts as closed on a tsumo and as open on a "
           "ron. %s."),
         CITE(src, w, "R-FU-04"));
    para(w, 2,
         _("Pair: +2 for a dragon, +2 for the seat wind, +2 for the round wind; a wind that is "
           "both: +%d. %s."),
         r->double_wind_pair_fu, source(src, sizeof src, w, "4.1.1", wind));
    para(w, 2,
         /* TRANSLATORS: %s is where the rule comes from: "EMA 4.1.1". */
         _("Wait: +2 for an edge wait (1-2 waiting on 3, 8-9 on 7), a closed wait (the middle "
           "of a run) or a single wait (the pair), also when the hand has other waits; the "
           "winner may read a two-sided wait instead, to claim pinfu. %s."),
         CITE(src, w, "R-FU-06"));
    para(w, 2,
         r->open_pinfu_fu
             ? _("An open hand with no fu above the 20 gets +2 (open pinfu): it counts 30. %s.")
             : _("An open hand with no fu above the 20 gets nothing more: it counts 20. %s."),
         source(src, sizeof src, w, "4.1.1", pinfu));
    para(w, 2,
         /* TRANSLATORS: %s is where the rule comes from: "EMA 4.1, 4.1.2". */
         _("The total is rounded up to the next 10 (32 fu is 40). From 5 han, and for yakuman, "
           "fu do not count. %s."),
         CITE(src, w, "R-FU-08"));
    fu_example(w, &closed_ron);
    fu_example(w, &open_tsumo);
}

/* ---- limits and payments -------------------------------------------------- */

static const char *limit_name(tsumo_limit limit)
{
    return limit == TSUMO_LIMIT_YAKUMAN ? _("yakuman") : cli_limit_name(limit, 1);
}

static void limits_section(writer *w)
{
    static const rule_key kiriage = KEY("kiriage", kiriage), kazoe = KEY("kazoe", kazoe);
    char src[256];
    /* TRANSLATORS: a heading; %s is where the rules come from: "EMA 4.1.2". */
    heading(w, _("Limits (%s)"), CHAPTER(src, w, "R-HAN-04"));
    tsumo_limit last = TSUMO_LIMIT_NONE;
    for (int han = 1; han <= 13; han++) {
        tsumo_limit limit = tsumo_score_limit(han, 30, w->rules);
        if (limit == last || limit == TSUMO_LIMIT_NONE)
            continue;
        last = limit;
        tsumo_payments p;
        tsumo_score_payments(&p, han, 30, 0, false, false, 0, 0, w->rules);
        para(
            w, 2,
            ngettext("From %d han: %s, %d points by ron", "From %d han: %s, %d points by ron", han),
            han, limit_name(limit), (int)p.ron);
    }
    para(w, 2, _("Up to 4 han the fu count, capped at mangan. %s."),
         source(src, sizeof src, w, "4.1.2", kiriage));
    para(w, 2,
         w->rules->kazoe == TSUMO_KAZOE_YAKUMAN
             ? _("13 han or more is a counted yakuman (kazoe). %s.")
             : _("13 han or more is paid as sanbaiman: no counted yakuman. %s."),
         source(src, sizeof src, w, "4.2", kazoe));
}

/* One row of a score table: "30 fu  1000 (300/500)  2000 (500/1000) ...". */
static void score_row(writer *w, int fu, bool dealer)
{
    char row[256];
    char label[32]; /* "30 fu", right-aligned in the 8 columns before the first han */
    /* TRANSLATORS: a row of the score tables, by its fu ("30 fu", never fewer than 20): at
       most 7 columns, as the four han columns take the rest of 80 ("30 fu", or the bare
       number as a rulebook's table writes it). */
    snprintf(label, sizeof label, C_("score table", "%d fu"), fu);
    int pad = 8 - cli_width(label);
    int n = snprintf(row, sizeof row, "%*s%s", pad > 0 ? pad : 0, "", label);
    for (int han = 1; han <= 4 && n > 0 && (size_t)n < sizeof row; han++) {
        tsumo_payments ron, tsumo;
        tsumo_score_payments(&ron, han, fu, 0, dealer, false, 0, 0, w->rules);
        tsumo_score_payments(&tsumo, han, fu, 0, dealer, true, 0, 0, w->rules);
        char cell[32];
        /* 20 fu is a pinfu tsumo (2 han at least), 25 fu seven pairs (2 han at least) */
        if (han == 1 && (fu == 20 || fu == 25))
            snprintf(cell, sizeof cell, "%s", "-");
        else if (fu == 20 && dealer)
            snprintf(cell, sizeof cell, "- (%d)", (int)tsumo.tsumo_each);
        else if (fu == 20)
            snprintf(cell, sizeof cell, "- (%d/%d)", (int)tsumo.tsumo_nondealer,
                     (int)tsumo.tsumo_dealer);
        else if (dealer)
            snprintf(cell, sizeof cell, "%d (%d)", (int)ron.ron, (int)tsumo.tsumo_each);
        else
            snprintf(cell, sizeof cell, "%d (%d/%d)", (int)ron.ron, (int)tsumo.tsumo_nondealer,
                     (int)tsumo.tsumo_dealer);
        n += snprintf(row + n, sizeof row - (size_t)n, "  %-16s", cell);
    }
    while (n > 0 && row[n - 1] == ' ')
        row[--n] = '\0';
    line(w, "%s", row);
}

static void score_table(writer *w, bool dealer)
{
    line(w, "%s", "");
    para(w, 2,
         dealer ? _("Dealer: ron (each player's share of a tsumo)")
                : _("Non-dealer: ron (each non-dealer's / the dealer's share of a tsumo)"));
    char head[256] = "        ";
    for (int han = 1; han <= 4; han++) {
        char cell[64];
        snprintf(cell, sizeof cell, ngettext("%d han", "%d han", han), han);
        size_t n = strlen(head);
        snprintf(head + n, sizeof head - n, "  %s%*s", cell, han < 4 ? 16 - cli_width(cell) : 0,
                 "");
    }
    line(w, "%s", head);
    static const int fus[] = {20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110};
    for (size_t i = 0; i < sizeof fus / sizeof fus[0]; i++)
        score_row(w, fus[i], dealer);
}

static void payments_section(writer *w)
{
    char src[256];
    /* TRANSLATORS: a heading; %s is where the rules come from: "EMA 4.1.2, 4.1.3". */
    heading(w, _("Score tables (%s)"), CHAPTER(src, w, "R-PAY-01", "R-PAY-02"));
    para(w, 2,
         _("Computed by the scorer: %d points a counter, %d a riichi stick, added to these "
           "values."),
         w->rules->honba_value, w->rules->riichi_deposit);
    score_table(w, false);
    score_table(w, true);
}

/* ---- counters and riichi ---------------------------------------------------- */

static void counters_section(writer *w)
{
    static const rule_key value = KEY("honba_value", honba_value),
                          five = KEY("two_han_at_five_counters", two_han_at_five_counters);
    const tsumo_rules *r = w->rules;
    char src[256];
    /* TRANSLATORS: a heading; %s is where the rules come from: "EMA 3.4.10, 3.4.11". */
    heading(w, _("Counters (%s)"), CHAPTER(src, w, "R-HONB-01", "R-WIN-03"));
    para(w, 2,
         _("A counter goes on the table when the dealer wins and after every draw; they are "
           "all removed when another player wins. Each adds %d points to a win: the discarder "
           "pays it on a ron, the three others a third each on a tsumo. %s."),
         r->honba_value, source(src, sizeof src, w, "3.4.10", value));
    if (r->two_han_at_five_counters)
        para(w, 2,
             _("Five counters: with five or more counters on the table a win needs at least 2 "
               "han from yaku; dora do not count. %s."),
             source(src, sizeof src, w, "3.4.11", five));
    else
        para(w, 2,
             ngettext("No five-counter rule: %d han from yaku is enough however many counters "
                      "are on the table. %s.",
                      "No five-counter rule: %d han from yaku are enough however many counters "
                      "are on the table. %s.",
                      r->min_han),
             r->min_han, source(src, sizeof src, w, "3.4.11", five));
}

static const char *riichi_kan_text(int riichi_kan)
{
    switch (riichi_kan) {
    case TSUMO_RIICHI_KAN_JPML:
        return _("A closed kan after riichi: only with the drawn fourth tile of a concealed "
                 "pung, and only if the wait, the hand's sets and its yaku stay the same.");
    case TSUMO_RIICHI_KAN_WAIT:
        return _("A closed kan after riichi: only if the wait does not change.");
    case TSUMO_RIICHI_KAN_NONE:
        return _("No kan after riichi.");
    default:
        return _("A closed kan after riichi: only with the drawn fourth tile of a concealed "
                 "pung, only if the wait does not change and the three tiles can be read only "
                 "as a pung.");
    }
}

/* Who may declare riichi, and what it costs (R-RII-01..05). */
static void riichi_conditions(writer *w)
{
    static const rule_key wall = KEY("riichi_min_wall", riichi_min_wall),
                          points = KEY("riichi_min_points", riichi_min_points),
                          stick = KEY("riichi_deposit", riichi_deposit);
    const tsumo_rules *r = w->rules;
    char src[256];
    para(w, 2,
         /* TRANSLATORS: %s is where the rule comes from: "EMA 3.3.12". */
         _("Conditions: a closed hand (closed kans allowed) that is tenpai, on the player's own "
           "turn; the discard is turned sideways. %s."),
         CITE(src, w, "R-RII-01"));
    para(w, 2,
         ngettext("At least %d tile must be left in the live wall. %s.",
                  "At least %d tiles must be left in the live wall. %s.", r->riichi_min_wall),
         r->riichi_min_wall, source(src, sizeof src, w, "3.3.12", wall));
    para(w, 2,
         _("The player puts a stick of %d points on the table; the next winner takes it, the "
           "player himself if he wins, and it stays on the table after a draw. %s."),
         r->riichi_deposit, source(src, sizeof src, w, "3.3.12", stick));
    if (r->riichi_min_points > 0)
        para(w, 2, _("The player needs at least %d points to declare. %s."),
             (int)r->riichi_min_points, source(src, sizeof src, w, "3.3.12", points));
    else
        para(w, 2, _("No minimum score is needed to declare. %s."),
             source(src, sizeof src, w, "3.3.12", points));
    para(w, 2,
         /* TRANSLATORS: %s is where the rule comes from: "EMA 3.3.12". */
         _("A ron on the declaration tile voids the riichi: no stick, no yaku. If that tile is "
           "claimed for a call, the next discard is turned instead. %s."),
         CITE(src, w, "R-RII-04"));
    /* TRANSLATORS: %s is where the rule comes from: "EMA 3.3.12". */
    para(w, 2, _("Riichi is allowed while furiten; such a hand can win only by tsumo. %s."),
         CITE(src, w, "R-RII-05"));
}

static void riichi_section(writer *w)
{
    static const rule_key kan = KEY("riichi_kan", riichi_kan), ippatsu = KEY("ippatsu", ippatsu),
                          open = KEY("open_riichi", open_riichi);
    const tsumo_rules *r = w->rules;
    char src[256];
    /* TRANSLATORS: a heading; %s is where the rules come from: "EMA 3.3.12". */
    heading(w, _("Riichi (%s)"), CHAPTER(src, w, "R-RII-01"));
    riichi_conditions(w);
    para(w, 2,
         /* TRANSLATORS: %s is where the rules come from: "EMA 3.3.12". */
         _("After riichi the hand does not change: each drawn tile is discarded unless it wins "
           "or makes an allowed closed kan, and a winning tile passed leaves the player furiten "
           "to the end of the hand. %s."),
         CITE(src, w, "R-RII-06"));
    para(w, 2, "%s %s.", riichi_kan_text(r->riichi_kan), source(src, sizeof src, w, "3.3.12", kan));
    if (r->ippatsu)
        para(w, 2,
             _("Ippatsu: a win within one go-around of the declaration, the player's next draw "
               "included, with no call in between (a closed kan included), adds 1 han. %s."),
             source(src, sizeof src, w, "3.3.12, 4.2.1", ippatsu));
    else
        para(w, 2, _("No ippatsu. %s."), source(src, sizeof src, w, "3.3.12, 4.2.1", ippatsu));
    if (r->open_riichi)
        para(w, 2,
             ngettext("Open riichi: the hand is shown as it is declared, worth %d han in place "
                      "of riichi's 1. %s.",
                      "Open riichi: the hand is shown as it is declared, worth %d han in place "
                      "of riichi's 1. %s.",
                      r->open_riichi_han),
             r->open_riichi_han, source(src, sizeof src, w, "3.3.12", open));
}

/* ---- furiten, calls, draws, chombo ---------------------------------------- */

/* EMA 3.4.5's first example: a wait on three tiles, furiten when any of them is discarded. */
static void furiten_example(writer *w)
{
    static const char hand_text[] = "234m789s3456789p";
    tsumo_hand hand;
    tsumo_diag diag;
    if (tsumo_hand_parse(&hand, NULL, NULL, hand_text, &diag) != TSUMO_OK)
        return;
    tsumo_kindset waits = tsumo_waits(hand.counts, hand.meld_count);
    char tiles[256], list[128] = "", one[4];
    for (int k = 0; k < TSUMO_KINDS; k++)
        if (waits >> k & 1)
            append(list, sizeof list, face(w, one, (tsumo_kind)k));
    if (w->faces)
        hand_faces(w, tiles, sizeof tiles, &hand, TSUMO_NO_KIND);
    else
        snprintf(tiles, sizeof tiles, "'%s'", hand_text);
    /* TRANSLATORS: the hand, then its waits ("3p 6p 9p"). */
    para(w, 4,
         _("Example: %s waits on %s. With any of them among his own discards the player may "
           "ron on none of them, and may still win by tsumo."),
         tiles, list);
}

static void furiten_section(writer *w)
{
    static const rule_key call = KEY("temp_furiten_ends_on_call", temp_furiten_ends_on_call);
    char src[256];
    /* TRANSLATORS: a heading; %s is where the rules come from: "EMA 3.4.5". */
    heading(w, _("Furiten (%s)"), CHAPTER(src, w, "R-FURI-01"));
    para(w, 2,
         /* TRANSLATORS: %s is where the rules come from: "EMA 3.4.5". */
         _("Permanent furiten: a player whose discards hold any tile of his wait may not ron, "
           "on any tile, until the wait changes. %s."),
         CITE(src, w, "R-FURI-01"));
    /* TRANSLATORS: %s is where the rule comes from: "EMA 3.3.11, 3.4.5". */
    para(w, 2, _("Furiten never stops a win by tsumo. %s."), CITE(src, w, "R-FURI-02"));
    para(w, 2,
         w->rules->temp_furiten_ends_on_call
             ? _("Temporary furiten: passing a tile that would win blocks ron until the "
                 "player's next draw, or until a call interrupts the go-around. %s.")
             : _("Temporary furiten: passing a tile that would win blocks ron until the "
                 "player's next draw; a call does not end it. %s."),
         source(src, sizeof src, w, "3.4.5", call));
    para(w, 2,
         /* TRANSLATORS: %s is where the rules come from: "EMA 3.3.12, 3.4.5". */
         _("Riichi furiten: a player in riichi who passes a winning tile stays furiten until "
           "the end of the hand; and as his wait cannot change, furiten from his discards lasts "
           "as long. %s."),
         CITE(src, w, "R-FURI-06", "R-FURI-01"));
    furiten_example(w);
}

static const char *kuikae_text(int kuikae)
{
    switch (kuikae) {
    case TSUMO_KUIKAE_FORBID_SAME:
        return _("After a chi or pon the caller may not discard the kind he claimed.");
    case TSUMO_KUIKAE_FORBID_SAME_AND_END:
        return _("After a chi or pon the caller may not discard the kind he claimed, nor the "
                 "tile at the other end of a chi.");
    default:
        return _("After a call the caller may discard a tile like the one he claimed.");
    }
}

static void calls_section(writer *w)
{
    static const rule_key kuikae = KEY("kuikae", kuikae), head = KEY("head_bump", head_bump),
                          triple = KEY("triple_ron_abort", triple_ron_abort);
    char src[256];
    /* TRANSLATORS: a heading; %s is where the rules come from: "EMA 3.3", the play. */
    heading(w, _("Calls and their priority (%s)"), CHAPTER(src, w, "R-TURN-01"));
    /* TRANSLATORS: %s is where the rule comes from: "EMA 3.3.1". */
    para(w, 2, _("Pon: any player's discard, with two like it from the hand. %s."),
         CITE(src, w, "R-CALL-01"));
    /* TRANSLATORS: %s is where the rule comes from: "EMA 3.3.4". */
    para(w, 2, _("Chi: only the discard of the player on the left, to make a run. %s."),
         CITE(src, w, "R-CALL-02"));
    /* TRANSLATORS: %s is where the rule comes from: "EMA 3.3.2". */
    para(w, 2, _("Open kan: any player's discard, with three like it. %s."),
         CITE(src, w, "R-CALL-03"));
    para(w, 2,
         /* TRANSLATORS: %s is where the rules come from: "EMA 3.3.1, 3.4.1". */
         _("Priority: ron before pon and kan, pon and kan before chi. The discard of the last "
           "tile may be claimed only for ron. %s."),
         CITE(src, w, "R-CALL-04", "R-CALL-12"));
    para(w, 2, "%s %s.", kuikae_text(w->rules->kuikae),
         source(src, sizeof src, w, "preface #3", kuikae));
    para(w, 2, "%s %s.",
         w->rules->head_bump ? _("Several rons: only the first player after the discarder wins.")
         : w->rules->triple_ron_abort ? _("Several rons: two win; three abort the hand.")
                                      : _("Several rons: every one of them wins."),
         source2(src, sizeof src, w, "3.3.1", head, triple));
    /* TRANSLATORS: %s is where the rule comes from: "EMA 3.3.12". */
    para(w, 2, _("A player in riichi makes no call but ron and a closed kan. %s."),
         CITE(src, w, "R-CALL-15"));
}

static void draws_section(writer *w)
{
    static const rule_key noten = KEY("noten_total", noten_total),
                          show = KEY("tenpai_must_show", tenpai_must_show),
                          kyuushu = KEY("kyuushu_kyuuhai", kyuushu),
                          winds = KEY("four_winds_abort", four_winds_abort),
                          riichi = KEY("four_riichi_abort", four_riichi_abort),
                          kans = KEY("four_kan_abort", four_kan_abort);
    const tsumo_rules *r = w->rules;
    char src[256];
    /* TRANSLATORS: a heading; %s is where the rules come from: "EMA 3.4.2, 3.4.3". */
    heading(w, _("Draws (%s)"), CHAPTER(src, w, "R-DRAW-01", "R-ABRT-01"));
    para(w, 2,
         _("Exhaustive draw: the noten players pay %d points in all to the tenpai players. "
           "%s."),
         r->noten_total, source2(src, sizeof src, w, "3.4.2", noten, show));
    if (r->kyuushu)
        para(w, 2,
             _("Nine terminals: on a first draw of an uninterrupted first go-around, nine kinds "
               "of terminals and honours may abort the hand. %s."),
             source(src, sizeof src, w, "3.4.3", kyuushu));
    if (r->four_winds_abort)
        para(w, 2, _("Four winds: four first discards of one wind abort the hand. %s."),
             source(src, sizeof src, w, "3.4.3", winds));
    if (r->four_riichi_abort)
        para(w, 2, _("Four riichi: the fourth riichi aborts the hand when no one rons. %s."),
             source(src, sizeof src, w, "3.4.3", riichi));
    if (r->four_kan_abort != TSUMO_FOURKAN_NEVER)
        para(w, 2, _("Four kans by more than one player abort the hand. %s."),
             source(src, sizeof src, w, "3.3.9", kans));
    if (r->triple_ron_abort)
        para(w, 2, _("Three rons on one discard abort the hand. %s."),
             source(src, sizeof src, w, "3.3.1",
                    (rule_key)KEY("triple_ron_abort", triple_ron_abort)));
}

static void chombo_section(writer *w)
{
    static const rule_key mangan = KEY("chombo_mangan", chombo_mangan),
                          rating = KEY("chombo_rating", chombo_rating);
    char src[256];
    /* TRANSLATORS: a heading; %s is where the rules come from: "EMA 3.4.6". */
    heading(w, _("Chombo (%s)"), CHAPTER(src, w, "R-CHMB-02"));
    para(w, 2,
         /* TRANSLATORS: %s is where the rules come from: "EMA 3.4.6". */
         _("A false win, a noten riichi found at the end of the hand or a kan not allowed in "
           "riichi is chombo: the hand is played again with the same dealer. %s."),
         CITE(src, w, "R-CHMB-04", "R-CHMB-02"));
    if (w->rules->chombo_mangan) {
        tsumo_settlement by_player, by_dealer;
        tsumo_settle_chombo(&by_player, 1, 0, w->rules);
        tsumo_settle_chombo(&by_dealer, 0, 0, w->rules);
        para(w, 2,
             _("Payment: a non-dealer pays %d to the dealer and %d to each other player; the "
               "dealer pays %d to each. %s."),
             (int)by_player.delta[0], (int)by_player.delta[2], (int)by_dealer.delta[1],
             source(src, sizeof src, w, "3.4.6", mangan));
    }
    if (w->rules->chombo_rating)
        para(w, 2, _("After the game the offender loses %d result points. %s."),
             w->rules->chombo_rating, source(src, sizeof src, w, "3.4.6", rating));
}

/* ---- the whole reference --------------------------------------------------- */

bool cli_reference(cli_lines *out, const tsumo_rules *rules, int width)
{
    return cli_reference_faces(out, rules, width, NULL);
}

bool cli_reference_faces(cli_lines *out, const tsumo_rules *rules, int width,
                         const cli_tile_faces *faces)
{
    writer w = {.out = out, .width = width < 40 ? 40 : width, .rules = rules, .faces = faces};
    tsumo_rules_default(&w.ema);
    char why[128];
    if (cli_text_safe(rules->name, why, sizeof why))
        snprintf(w.name, sizeof w.name, "%s", rules->name);
    else
        cli_escape(w.name, sizeof w.name, rules->name, strlen(rules->name));
    *out = (cli_lines){0};
    para(&w, 0, _("Rules reference: %s"), w.name);
    para(&w, 0,
         _("Generated from the ruleset and the scorer's own tables. Each rule names its "
           "section of the EMA 2008 rules, or the ruleset's key where this ruleset departs "
           "from them."));
    yaku_section(&w, false);
    yaku_section(&w, true);
    dora_section(&w);
    fu_section(&w);
    limits_section(&w);
    payments_section(&w);
    counters_section(&w);
    riichi_section(&w);
    furiten_section(&w);
    calls_section(&w);
    draws_section(&w);
    chombo_section(&w);
    if (out->failed)
        cli_lines_free(out);
    return !out->failed && out->count > 0;
}
