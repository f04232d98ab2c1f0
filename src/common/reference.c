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
    char name[160]; /* the ruleset's name as it may be shown */
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

static void heading(writer *w, const char *title)
{
    line(w, "%s", "");
    line(w, "%s", title);
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
 * The rules that sentences cite and no refusal names (a refusal's rule has its
 * section in the engine, tsumo_reason_source), and the key of the ruleset that
 * shapes each, if one does. The sections are those of CHECKLIST.md's rows.
 */
typedef struct rule_row {
    const char *rule, *ema;
    rule_key key;
} rule_row;

static const rule_row rule_rows[] = {
    {"R-DORA-01", "2.7", NO_KEY},
    {"R-KAN-01", "3.3.8", NO_KEY}, /* a closed kan turns it at once under every timing */
    {"R-KAN-03", "3.3.2", KEY("kan_dora_timing", kan_dora_timing)},
    {"R-KAN-04", "3.3.7", KEY("kan_dora_timing", kan_dora_timing)},
    {"R-RII-04", "3.3.12", NO_KEY},
    {"R-RII-05", "3.3.12", NO_KEY},
    {"R-CALL-01", "3.3.1", NO_KEY},
    {"R-CALL-04", "3.3.1", KEY("head_bump", head_bump)},
    {"R-CALL-11", "preface #3", KEY("kuikae", kuikae)},
    {"R-FURI-04", "3.4.5", KEY("temp_furiten_ends_on_call", temp_furiten_ends_on_call)},
    {"R-WIN-04", "3.3.10, 3.4.5", NO_KEY},
    {"R-WIN-05", "3.3.11", NO_KEY},
    {"R-WIN-06", "3.3.1", KEY("head_bump", head_bump)}, /* several rons: all win, or one */
    {"R-FU-01", "4.1.1", NO_KEY},                       /* the fu, line by line */
    {"R-PAY-02", "4.1.3", NO_KEY},                      /* the scoring table looked up */
    {"R-YAKU-05", "4.2.1", KEY("open_tanyao", open_tanyao)},
    {"R-DRAW-01", "3.4.2", NO_KEY},
    {"R-DRAW-05", "3.4.2", KEY("tenpai_must_show", tenpai_must_show)},
    {"R-ABRT-03", "3.4.3", KEY("four_winds_abort", four_winds_abort)},
    {"R-ABRT-05", "3.4.3", KEY("four_riichi_abort", four_riichi_abort)},
    {"R-ABRT-06", "3.3.1", KEY("triple_ron_abort", triple_ron_abort)},
    {"R-KAN-09", "3.3.9", KEY("four_kan_abort", four_kan_abort)},
};

/* The engine's section of a rule that a refusal names: "3.4.5" of "EMA 3.4.5"; NULL when none. */
static const char *engine_section(const char *rule)
{
    for (int r = 1; r < TSUMO_REASON_COUNT; r++) {
        const char *src = tsumo_reason_source((tsumo_reason)r);
        if (strcmp(tsumo_reason_rule((tsumo_reason)r), rule) == 0 && strncmp(src, "EMA ", 4) == 0)
            return src + 4;
    }
    return NULL;
}

const char *cli_rule_source(char *buf, size_t size, const char *rule, const tsumo_rules *rules)
{
    const rule_row *row = NULL;
    for (size_t i = 0; i < sizeof rule_rows / sizeof rule_rows[0] && !row; i++)
        if (strcmp(rule_rows[i].rule, rule) == 0)
            row = &rule_rows[i];
    const char *section = row ? row->ema : engine_section(rule);
    if (!section) {
        buf[0] = '\0';
        return buf;
    }
    writer w = {.rules = rules};
    tsumo_rules_default(&w.ema);
    if (row && differs(&w, row->key))
        /* TRANSLATORS: a ruleset's key (not translated), then the section of EMA it departs
           from: "ruleset key kuikae, not EMA preface #3". */
        snprintf(buf, size, _("ruleset key %s, not EMA %s"), row->key.key, section);
    else
        snprintf(buf, size, _("EMA %s"), section);
    return buf;
}

/* The source of a rule that two keys shape. */
static const char *source2(char *buf, size_t size, const writer *w, const char *ema, rule_key a,
                           rule_key b)
{
    return source(buf, size, w, ema, differs(w, a) ? a : b);
}

/* ---- yaku ----------------------------------------------------------------- */

typedef struct yaku_entry {
    const char *ema;     /* section of EMA 2008 */
    rule_key key;        /* the switch that changes it, if any */
    const char *example; /* `tsumo score` arguments of a hand that has it */
} yaku_entry;

static const yaku_entry yaku_entries[TSUMO_YAKU_COUNT] = {
    [TSUMO_YAKU_MENZEN_TSUMO] = {"4.2.1", NO_KEY, "'234m456p789s567s33s' --win 7s --tsumo"},
    [TSUMO_YAKU_RIICHI] = {"4.2.1", NO_KEY, "'234m456p789s567s33s' --win 7s --riichi"},
    [TSUMO_YAKU_DOUBLE_RIICHI] = {"4.2.1", NO_KEY,
                                  "'234m456p789s567s33s' --win 7s --double-riichi"},
    [TSUMO_YAKU_IPPATSU] = {"4.2.1", KEY("ippatsu", ippatsu),
                            "'234m456p789s567s33s' --win 7s --riichi --ippatsu"},
    [TSUMO_YAKU_CHANKAN] = {"4.2.1", NO_KEY, "'234m456p789s567s33s' --win 7s --chankan"},
    [TSUMO_YAKU_RINSHAN] = {"4.2.1", NO_KEY,
                            "'234m456p567s33s [8888p]' --win 3s --tsumo --rinshan"},
    [TSUMO_YAKU_HAITEI] = {"4.2.1", NO_KEY, "'234m456p789s567s33s' --win 7s --tsumo --haitei"},
    [TSUMO_YAKU_HOUTEI] = {"4.2.1", NO_KEY, "'234m456p789s567s33s' --win 7s --houtei"},
    [TSUMO_YAKU_PINFU] = {"4.2.1", NO_KEY, "'123456m789p234s55s' --win 4s"},
    [TSUMO_YAKU_TANYAO] = {"4.2.1", KEY("open_tanyao", open_tanyao),
                           "'234m456p88p678s345s' --win 5s"},
    [TSUMO_YAKU_IIPEIKOU] = {"4.2.1", NO_KEY, "'112233m456p789s55s' --win 1m"},
    [TSUMO_YAKU_YAKUHAI_SEAT_WIND] = {"4.2.1", NO_KEY, "'123m456p234s55s222z' --win 4s"},
    [TSUMO_YAKU_YAKUHAI_ROUND_WIND] = {"4.2.1", NO_KEY, "'123m456p234s55s111z' --win 4s"},
    [TSUMO_YAKU_YAKUHAI_HAKU] = {"4.2.1", NO_KEY, "'123m456p234s55s555z' --win 4s"},
    [TSUMO_YAKU_YAKUHAI_HATSU] = {"4.2.1", NO_KEY, "'123m456p234s55s666z' --win 4s"},
    [TSUMO_YAKU_YAKUHAI_CHUN] = {"4.2.1", NO_KEY, "'123m456p234s55s777z' --win 4s"},
    [TSUMO_YAKU_CHIITOITSU] = {"4.2.2", NO_KEY, "'1133m2277p4488s66z' --win 6z"},
    [TSUMO_YAKU_CHANTA] = {"4.2.1", NO_KEY, "'123m789p789s111s77z' --win 3m"},
    [TSUMO_YAKU_ITTSU] = {"4.2.1", NO_KEY, "'123456789m55p234s' --win 4s"},
    [TSUMO_YAKU_SANSHOKU] = {"4.2.1", NO_KEY, "'123m55m123p123s456s' --win 6s"},
    [TSUMO_YAKU_SANSHOKU_DOUKOU] = {"4.2.2", NO_KEY, "'222m222p222s456m55s' --win 6m"},
    [TSUMO_YAKU_SANKANTSU] = {"4.2.2", NO_KEY, "'123m55p [2222s] [5555z] (4444p>)' --win 3m"},
    [TSUMO_YAKU_TOITOI] = {"4.2.2", NO_KEY, "'66s (222m<) (999m^) (555z>) (777s<)' --win 6s"},
    [TSUMO_YAKU_SANANKOU] = {"4.2.2", NO_KEY, "'222m444p666s456m55s' --win 5s --tsumo"},
    [TSUMO_YAKU_SHOUSANGEN] = {"4.2.2", NO_KEY, "'123m456p55z666z777z' --win 3m"},
    [TSUMO_YAKU_HONROUTOU] = {"4.2.2", NO_KEY, "'111m999p11z (999s<) (222z^)' --win 1z"},
    [TSUMO_YAKU_RYANPEIKOU] = {"4.2.3", NO_KEY, "'112233m778899p55s' --win 5s"},
    [TSUMO_YAKU_JUNCHAN] = {"4.2.2", NO_KEY, "'123m789p789s111s99m' --win 3m"},
    [TSUMO_YAKU_HONITSU] = {"4.2.2", NO_KEY, "'123m456m888m11z777z' --win 3m"},
    [TSUMO_YAKU_CHINITSU] = {"4.2.4", NO_KEY, "'123456789m234m55m' --win 4m"},
    [TSUMO_YAKU_NAGASHI_MANGAN] = {"4.2.4", KEY("nagashi_mangan", nagashi),
                                   "'19m19p19s1234567z' --nagashi"},
    [TSUMO_YAKU_RENHOU] = {"4.2.5", KEY("renhou", renhou),
                           "'123456m789p234s55s' --win 4s --renhou"},
    [TSUMO_YAKU_KOKUSHI] = {"4.2.5", NO_KEY, "'119m19p19s1234567z' --win 7z"},
    [TSUMO_YAKU_KOKUSHI_13] = {"4.2.5", KEY("double_yakuman", double_yakuman),
                               "'119m19p19s1234567z' --win 1m"},
    [TSUMO_YAKU_SUUANKOU] = {"4.2.5", NO_KEY, "'111m333p555s777m99s' --win 7m --tsumo"},
    [TSUMO_YAKU_SUUANKOU_TANKI] = {"4.2.5", KEY("double_yakuman", double_yakuman),
                                   "'111m333p555s777m99s' --win 9s"},
    [TSUMO_YAKU_DAISANGEN] = {"4.2.5", NO_KEY, "'123m44p (555z<) (666z^) (777z>)' --win 4p"},
    [TSUMO_YAKU_SHOUSUUSHII] = {"4.2.5", NO_KEY, "'123m111z222z333z44z' --win 4z"},
    [TSUMO_YAKU_DAISUUSHII] = {"4.2.5", KEY("double_yakuman", double_yakuman),
                               "'11m111z222z333z444z' --win 1m"},
    [TSUMO_YAKU_TSUUIISOU] = {"4.2.5", NO_KEY, "'111z222z333z55z (777z<)' --win 5z"},
    [TSUMO_YAKU_RYUUIISOU] = {"4.2.5", KEY("ryuuiisou_needs_hatsu", ryuuiisou_needs_hatsu),
                              "'22334466888s666z' --win 8s"},
    [TSUMO_YAKU_CHINROUTOU] = {"4.2.5", NO_KEY, "'111m999m111p99p (999s<)' --win 9p"},
    [TSUMO_YAKU_CHUUREN] = {"4.2.5", NO_KEY, "'11123456789999m' --win 6m --tsumo"},
    [TSUMO_YAKU_CHUUREN_9] = {"4.2.5", KEY("double_yakuman", double_yakuman),
                              "'11123455678999m' --win 5m"},
    [TSUMO_YAKU_SUUKANTSU] = {"4.2.5", NO_KEY, "'11m [2222s] [3333p] (4444m>) {5555z<}' --win 1m"},
    [TSUMO_YAKU_TENHOU] = {"4.2.5", NO_KEY,
                           "'123456m789p234s55s' --win 4s --tsumo --tenhou --seat E"},
    [TSUMO_YAKU_CHIIHOU] = {"4.2.5", NO_KEY, "'123456m789p234s55s' --win 4s --tsumo --chiihou"},
    [TSUMO_YAKU_RENHOU_YAKUMAN] = {"4.2.5", KEY("renhou", renhou),
                                   "'123456m789p234s55s' --win 4s --renhou"},
    [TSUMO_YAKU_OPEN_RIICHI] = {"3.3.12", KEY("open_riichi", open_riichi),
                                "'234m456p789s567s33s' --win 7s --riichi --open-riichi"},
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

static void yaku_section(writer *w, bool yakuman)
{
    heading(w, yakuman ? _("Yakuman (EMA 4.2.5)") : _("Yaku (EMA 4.2)"));
    if (!yakuman)
        para(w, 2,
             ngettext("A win needs at least %d han from yaku; dora add han but are no yaku "
                      "(EMA 4.1).",
                      "A win needs at least %d han from yaku; dora add han but are no yaku "
                      "(EMA 4.1).",
                      w->rules->min_han),
             w->rules->min_han);
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
        line(w, "    %s tsumo score %s", _("Example:"), e->example);
    }
}

/* ---- dora ----------------------------------------------------------------------- */

static void dora_section(writer *w)
{
    static const rule_key red = KEY("red_fives", red_fives), kan = KEY("kan_dora", kan_dora),
                          ura = KEY("ura_dora", ura_dora);
    const tsumo_rules *r = w->rules;
    char src[256];
    heading(w, _("Dora (EMA 2.7, 4.1)"));
    para(w, 2,
         _("Each dora in the winning hand adds 1 han; the dora is the tile after the "
           "indicator. EMA 2.7, 4.1."));
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

/* ---- limits and payments -------------------------------------------------- */

static const char *limit_name(tsumo_limit limit)
{
    return limit == TSUMO_LIMIT_YAKUMAN ? _("yakuman") : cli_limit_name(limit, 1);
}

static void limits_section(writer *w)
{
    static const rule_key kiriage = KEY("kiriage", kiriage), kazoe = KEY("kazoe", kazoe);
    char src[256];
    heading(w, _("Limits (EMA 4.1.2)"));
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
    int n = snprintf(row, sizeof row, "  %3d fu", fu);
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
    heading(w, _("Score tables (EMA 4.1.2, 4.1.3)"));
    para(w, 2,
         _("Computed by the scorer: %d points a counter, %d a riichi stick, added to these "
           "values."),
         w->rules->honba_value, w->rules->riichi_deposit);
    score_table(w, false);
    score_table(w, true);
}

/* ---- furiten, calls, draws, chombo ---------------------------------------- */

static void furiten_section(writer *w)
{
    static const rule_key call = KEY("temp_furiten_ends_on_call", temp_furiten_ends_on_call);
    char src[256];
    heading(w, _("Furiten (EMA 3.4.5)"));
    para(w, 2,
         _("Permanent furiten: a player whose discards hold any tile of his wait may not ron, "
           "on any tile, until the wait changes. EMA 3.4.5."));
    para(w, 2, _("Furiten never stops a win by tsumo. EMA 3.3.11, 3.4.5."));
    para(w, 2,
         w->rules->temp_furiten_ends_on_call
             ? _("Temporary furiten: passing a tile that would win blocks ron until the "
                 "player's next draw, or until a call interrupts the go-around. %s.")
             : _("Temporary furiten: passing a tile that would win blocks ron until the "
                 "player's next draw; a call does not end it. %s."),
         source(src, sizeof src, w, "3.4.5", call));
    para(w, 2,
         _("Riichi furiten: a player in riichi who passes a winning tile stays furiten until "
           "the end of the hand. EMA 3.3.12, 3.4.5."));
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
    heading(w, _("Calls and their priority (EMA 3.3)"));
    para(w, 2, _("Pon: any player's discard, with two like it from the hand. EMA 3.3.3."));
    para(w, 2, _("Chi: only the discard of the player on the left, to make a run. EMA 3.3.4."));
    para(w, 2, _("Open kan: any player's discard, with three like it. EMA 3.3.2."));
    para(w, 2,
         _("Priority: ron before pon and kan, pon and kan before chi. The discard of the last "
           "tile may be claimed only for ron. EMA 3.3.1, 3.4.1."));
    para(w, 2, "%s %s.", kuikae_text(w->rules->kuikae),
         source(src, sizeof src, w, "preface #3", kuikae));
    para(w, 2, "%s %s.",
         w->rules->head_bump ? _("Several rons: only the first player after the discarder wins.")
         : w->rules->triple_ron_abort ? _("Several rons: two win; three abort the hand.")
                                      : _("Several rons: every one of them wins."),
         source2(src, sizeof src, w, "3.3.1", head, triple));
    para(w, 2, _("A player in riichi makes no call but ron and a closed kan. EMA 3.3.12."));
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
    heading(w, _("Draws (EMA 3.4.2, 3.4.3)"));
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
    heading(w, _("Chombo (EMA 3.4.6)"));
    para(w, 2,
         _("A false win, a noten riichi found at the end of the hand or a kan not allowed in "
           "riichi is chombo: the hand is played again with the same dealer. EMA 3.4.6."));
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
    writer w = {.out = out, .width = width < 40 ? 40 : width, .rules = rules};
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
    limits_section(&w);
    payments_section(&w);
    furiten_section(&w);
    calls_section(&w);
    draws_section(&w);
    chombo_section(&w);
    if (out->failed)
        cli_lines_free(out);
    return !out->failed && out->count > 0;
}
