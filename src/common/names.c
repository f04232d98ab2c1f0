/*
 * Names shown to people: yaku, limits, winds, tiles, how a hand ended,
 * refusals and diagnostics, translated from the engine's msgids (the engine
 * keeps each code's id and msgid next to its enum; this file only translates
 * and fills them in).
 */
#include "shared.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

const char *cli_pgettext(const char *ctx_and_msgid, const char *msgid)
{
    const char *t = gettext(ctx_and_msgid);
    return t == ctx_and_msgid ? msgid : t;
}

/* ---- the Japanese names beside the translated ones (--names, the table's settings) ---- */

static cli_names_mode names_mode = CLI_NAMES_CATALOGUE;

void cli_names_set(cli_names_mode mode)
{
    if (mode >= CLI_NAMES_TRANSLATED && mode <= CLI_NAMES_CATALOGUE)
        names_mode = mode;
}

cli_names_mode cli_names_get(void)
{
    return names_mode;
}

const char *cli_names_id(cli_names_mode mode)
{
    static const char *const ids[] = {"translated", "romaji", "both", "catalogue"};
    return mode >= CLI_NAMES_TRANSLATED && mode <= CLI_NAMES_CATALOGUE ? ids[mode] : "catalogue";
}

/*
 * A yaku's romaji: what its English name gives in brackets ("Seven Pairs (chiitoitsu)"), or
 * the name itself where it is Japanese already ("Riichi", "Nagashi Mangan"); the winds of
 * yakuhai by their own words, which the English name leaves out.
 */
static void yaku_romaji(char *buf, size_t size, tsumo_yaku yaku, const char *msgid)
{
    if (yaku == TSUMO_YAKU_YAKUHAI_SEAT_WIND) {
        snprintf(buf, size, "yakuhai jikaze");
        return;
    }
    if (yaku == TSUMO_YAKU_YAKUHAI_ROUND_WIND) {
        snprintf(buf, size, "yakuhai bakaze");
        return;
    }
    const char *open = strrchr(msgid, '(');
    size_t len = strlen(msgid);
    if (open && len > 0 && msgid[len - 1] == ')')
        snprintf(buf, size, "%.*s", (int)(msgid + len - 1 - (open + 1)), open + 1);
    else
        snprintf(buf, size, "%s", msgid);
    for (char *c = buf; *c; c++)
        if (*c >= 'A' && *c <= 'Z')
            *c = (char)(*c - 'A' + 'a');
}

/* The translated name without a romaji it ends with in brackets ("Siete pares (chiitoitsu)"). */
static void without_romaji(char *buf, size_t size, const char *name)
{
    snprintf(buf, size, "%s", name);
    size_t len = strlen(buf);
    char *open = strrchr(buf, '(');
    if (open && open > buf && open[-1] == ' ' && len > 0 && buf[len - 1] == ')')
        open[-1] = '\0';
}

const char *cli_yaku_name(tsumo_yaku yaku)
{
    const char *msgid = tsumo_yaku_msgid(yaku);
    if (!msgid)
        return _("(unknown yaku)");
    const char *name = _(msgid);
    if (names_mode == CLI_NAMES_CATALOGUE)
        return name;
    static char made[TSUMO_YAKU_COUNT][160]; /* one a yaku: a caller may hold several */
    char romaji[64], bare[128];
    yaku_romaji(romaji, sizeof romaji, yaku, msgid);
    switch (names_mode) {
    case CLI_NAMES_ROMAJI:
        snprintf(made[yaku], sizeof made[yaku], "%s", romaji);
        break;
    case CLI_NAMES_TRANSLATED:
        without_romaji(made[yaku], sizeof made[yaku], name);
        break;
    default:
        without_romaji(bare, sizeof bare, name);
        if (strstr(name, romaji) || strcasecmp(bare, romaji) == 0 ||
            yaku == TSUMO_YAKU_YAKUHAI_SEAT_WIND || yaku == TSUMO_YAKU_YAKUHAI_ROUND_WIND)
            return name; /* the catalogue's own: it has the romaji already */
        /* TRANSLATORS: a yaku's translated name, then its Japanese name ("Riichi (riichi)"). */
        snprintf(made[yaku], sizeof made[yaku], _("%s (%s)"), name, romaji);
        break;
    }
    return made[yaku];
}

const char *cli_limit_name(tsumo_limit limit, int yakuman_mult)
{
    switch (limit) {
    case TSUMO_LIMIT_NONE:
        return "";
    case TSUMO_LIMIT_MANGAN:
        return _("mangan");
    case TSUMO_LIMIT_HANEMAN:
        return _("haneman");
    case TSUMO_LIMIT_BAIMAN:
        return _("baiman");
    case TSUMO_LIMIT_SANBAIMAN:
        return _("sanbaiman");
    case TSUMO_LIMIT_YAKUMAN:
        if (yakuman_mult == 0)
            return _("counted yakuman (kazoe)");
        if (yakuman_mult >= 2)
            return _("double yakuman");
        return _("yakuman");
    }
    return "";
}

/*
 * The tiles as players name them at the table, the faces of its ASCII style:
 * the suits by number and suit letter, the honours by their first letters.
 * Not the notation's 1z-7z, which is for typing hands, not for reading them.
 */
static const char *const kind_names[TSUMO_KINDS] = {
    "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "3p",
    "4p", "5p", "6p", "7p", "8p", "9p", "1s", "2s", "3s", "4s", "5s", "6s",
    "7s", "8s", "9s", "E",  "S",  "W",  "N",  "Wh", "Gr", "Rd"};

const char *cli_kind_name(tsumo_kind kind)
{
    return kind < TSUMO_KINDS ? kind_names[kind] : "?";
}

const char *cli_kind_face(tsumo_kind kind)
{
    if (kind < TSUMO_EAST || kind >= TSUMO_KINDS)
        return cli_kind_name(kind);
    /* TRANSLATORS: the honours' faces of the table's "local" tile style, in letters as the
       language's rulebook writes them: East, South, West, North (one letter each), then the
       white, green and red dragons (one or two letters). Each takes at most 2 columns. */
    static const char *const faces[] = {NC_("tile face", "E"),  NC_("tile face", "S"),
                                        NC_("tile face", "W"),  NC_("tile face", "N"),
                                        NC_("tile face", "Wh"), NC_("tile face", "Gr"),
                                        NC_("tile face", "Rd")};
    static const char *const keyed[] = {"tile face\004E", "tile face\004S",  "tile face\004W",
                                        "tile face\004N", "tile face\004Wh", "tile face\004Gr",
                                        "tile face\004Rd"};
    int i = kind - TSUMO_EAST;
    const char *face = cli_pgettext(keyed[i], faces[i]);
    /* A face from a catalogue that does not fit the cell (1 or 2 columns, no control): the
       English one, so that a row of tiles still lines up. */
    char why[8];
    int w = cli_width(face);
    return w >= 1 && w <= 2 && cli_text_safe(face, why, sizeof why) ? face : faces[i];
}

const char *cli_wind_name(int wind)
{
    const char *msgid = tsumo_wind_msgid(wind);
    return msgid ? _(msgid) : "?";
}

const char *cli_kind_notation(char buf[4], tsumo_kind kind)
{
    if (kind >= TSUMO_KINDS)
        return "?";
    tsumo_kind_format(buf, 4, kind, false);
    return buf;
}

const char *cli_tile_notation(char buf[4], tsumo_tile tile, const tsumo_rules *rules)
{
    if (tile >= TSUMO_TILES)
        return "?";
    tsumo_kind_format(buf, 4, tsumo_tile_kind(tile), tsumo_tile_is_red(tile, rules->red_fives));
    return buf;
}

const char *cli_hand_end_name(int end, int abort)
{
    static const char *const aborts[TSUMO_ABORT_COUNT] = {
        [TSUMO_ABORT_KYUUSHU] = N_("an abortive draw (nine terminals)"),
        [TSUMO_ABORT_FOUR_WINDS] = N_("an abortive draw (four winds)"),
        [TSUMO_ABORT_FOUR_KANS] = N_("an abortive draw (four kans)"),
        [TSUMO_ABORT_FOUR_RIICHI] = N_("an abortive draw (four riichi)"),
        [TSUMO_ABORT_TRIPLE_RON] = N_("an abortive draw (triple ron)")};
    if (end == TSUMO_END_ABORT && abort > 0 && abort < TSUMO_ABORT_COUNT)
        return _(aborts[abort]);
    return end >= 0 && end < TSUMO_END_COUNT ? _(tsumo_hand_end_msgid((tsumo_hand_end)end)) : "?";
}

const char *cli_abort_reason(char *buf, size_t size, int abort, const char *source)
{
    static const char *const reasons[TSUMO_ABORT_COUNT] = {
        [TSUMO_ABORT_KYUUSHU] = N_("nine different terminals and honours on the first turn"),
        [TSUMO_ABORT_FOUR_WINDS] = N_("the same wind discarded by all four on the first go-around"),
        [TSUMO_ABORT_FOUR_KANS] = N_("a fourth kan made by more than one player"),
        [TSUMO_ABORT_FOUR_RIICHI] = N_("all four players declared riichi"),
        [TSUMO_ABORT_TRIPLE_RON] = N_("three players claimed ron on one discard")};
    if (abort <= TSUMO_ABORT_NONE || abort >= TSUMO_ABORT_COUNT)
        snprintf(buf, size, "%s", _(tsumo_abort_msgid(TSUMO_ABORT_NONE)));
    else if (!source || !source[0])
        snprintf(buf, size, "%s", _(reasons[abort]));
    else
        /* TRANSLATORS: why a hand was aborted, then where its rule comes from: "... (EMA
           3.4.3)". */
        snprintf(buf, size, _("%s (%s)"), _(reasons[abort]), source);
    return buf;
}

const char *cli_refusal_id(const tsumo_score *score)
{
    if (score->refusal == TSUMO_REFUSAL_NONE)
        return NULL;
    if (score->refusal == TSUMO_REFUSAL_BAD_SITUATION)
        return tsumo_situation_id((tsumo_situation_error)score->situation);
    const char *id = tsumo_refusal_id((tsumo_refusal)score->refusal);
    return id ? id : "refused";
}

const char *cli_refusal_text(const tsumo_score *score)
{
    if (score->refusal == TSUMO_REFUSAL_NONE)
        return "";
    if (score->refusal == TSUMO_REFUSAL_BAD_SITUATION)
        return _(tsumo_situation_msgid((tsumo_situation_error)score->situation));
    return _(tsumo_refusal_msgid((tsumo_refusal)score->refusal));
}

bool cli_refusal_is_bad_tiles(const tsumo_score *score)
{
    return score->refusal == TSUMO_REFUSAL_TOO_MANY_RED ||
           score->refusal == TSUMO_REFUSAL_TOO_MANY_COPIES;
}

const char *cli_refusal_explain(char *buf, size_t size, const tsumo_score *score,
                                const tsumo_rules *rules)
{
    char tile[3] = "?", source[160];
    if (score->refused_tile < TSUMO_KINDS)
        tsumo_kind_format(tile, sizeof tile, score->refused_tile,
                          score->refusal == TSUMO_REFUSAL_TOO_MANY_RED);
    int reds = tsumo_kind_red_count(score->refused_tile, rules->red_fives);
    if (score->refusal == TSUMO_REFUSAL_TOO_MANY_RED && reds == 0)
        /* TRANSLATORS: a red five's tile (0p), then the ruleset's name. */
        snprintf(buf, size,
                 _("%s is a red five, and the ruleset %s has none (red_fives = 0, "
                   "CFG-AKA)."),
                 tile, rules->name);
    else if (score->refusal == TSUMO_REFUSAL_TOO_MANY_RED)
        /* TRANSLATORS: a red five's tile (0p), the ruleset's name, its red fives of that
           suit, its red_fives setting. */
        snprintf(buf, size,
                 ngettext("too many red fives %s: the ruleset %s has %d of them "
                          "(red_fives = %d, CFG-AKA).",
                          "too many red fives %s: the ruleset %s has %d of them "
                          "(red_fives = %d, CFG-AKA).",
                          (unsigned long)reds),
                 tile, rules->name, reds, rules->red_fives);
    else if (score->refusal == TSUMO_REFUSAL_TOO_MANY_COPIES)
        /* TRANSLATORS: a tile (5m). */
        /* TRANSLATORS: a tile (5m), then where the rule comes from: "EMA 1.1". */
        snprintf(buf, size,
                 _("more than four %s, counting the melds and the dora and ura "
                   "indicators: a set has four of each tile (%s)."),
                 tile, cli_rule_source(source, sizeof source, "R-TILE-01", rules));
    else
        snprintf(buf, size, "%s", cli_refusal_text(score));
    return buf;
}

const char *cli_diag_detail(char *buf, size_t size, const tsumo_diag *diag)
{
    /* `expected` is in the format's own terms (m, p, s or z; yes|no): not translated. */
    bool expected = diag->expected[0] && diag->code != TSUMO_DIAG_SYNTAX; /* its msgid says it */
    char found[4 * sizeof diag->found]; /* read from a file or an argument: escaped */
    cli_shown(found, sizeof found, diag->found);
    if (expected && diag->found[0])
        /* TRANSLATORS: what a parser accepts and what it read instead. */
        snprintf(buf, size, _("expected %s, found '%s'"), diag->expected, found);
    else if (expected)
        snprintf(buf, size, _("expected %s"), diag->expected);
    else if (diag->found[0])
        snprintf(buf, size, _("found '%s'"), found);
    else if (size > 0)
        buf[0] = '\0';
    return buf;
}

const char *cli_diag_text(char *buf, size_t size, const tsumo_diag *diag)
{
    char detail[256];
    const char *msg = _(tsumo_diag_msgid(diag->code));
    if (*cli_diag_detail(detail, sizeof detail, diag))
        /* TRANSLATORS: a parse error's message, then what was expected and found. */
        snprintf(buf, size, _("%s: %s"), msg, detail);
    else
        snprintf(buf, size, "%s", msg);
    return buf;
}

const char *cli_fu_label(char *buf, size_t size, const tsumo_fu_entry *e)
{
    const char *msgid = tsumo_fu_entry_msgid(e);
    if (!msgid)
        return "?";
    /* the msgid of a set or pair names its tile with one %s; the others ignore it */
    return cli_format_msgid(buf, size, msgid, e->kind < TSUMO_KINDS ? cli_kind_name(e->kind) : "");
}

/*
 * An engine msgid with printf conversions, translated and filled in. It is
 * not a literal, so the compiler cannot check it; xgettext marks it c-format
 * and msgfmt --check holds each translation to its conversions, and the
 * engine's tests count them (tests/engine/ids.c).
 */
const char *cli_format_msgid(char *buf, size_t size, const char *msgid, ...)
{
    va_list ap;
    va_start(ap, msgid);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    vsnprintf(buf, size, _(msgid), ap);
#pragma GCC diagnostic pop
    va_end(ap);
    return buf;
}
