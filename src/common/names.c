/*
 * Names shown to people: yaku, limits, winds, refusals and diagnostics.
 * Each English name gives the term English-speaking players use and, in
 * brackets, the Japanese one, so that a translated name can keep the
 * Japanese term players share across languages.
 */
#include "shared.h"

#include <stdio.h>

static const char *const yaku_names[TSUMO_YAKU_COUNT] = {
    [TSUMO_YAKU_MENZEN_TSUMO] = N_("Fully Concealed Hand (menzen tsumo)"),
    [TSUMO_YAKU_RIICHI] = N_("Riichi"),
    [TSUMO_YAKU_DOUBLE_RIICHI] = N_("Double Riichi (daburu riichi)"),
    [TSUMO_YAKU_IPPATSU] = N_("One Shot (ippatsu)"),
    [TSUMO_YAKU_CHANKAN] = N_("Robbing a Kan (chankan)"),
    [TSUMO_YAKU_RINSHAN] = N_("After a Kan (rinshan kaihou)"),
    [TSUMO_YAKU_HAITEI] = N_("Last Tile Drawn (haitei)"),
    [TSUMO_YAKU_HOUTEI] = N_("Last Tile Discarded (houtei)"),
    [TSUMO_YAKU_PINFU] = N_("No Points Hand (pinfu)"),
    [TSUMO_YAKU_TANYAO] = N_("All Simples (tanyao)"),
    [TSUMO_YAKU_IIPEIKOU] = N_("Pure Double Run (iipeikou)"),
    [TSUMO_YAKU_YAKUHAI_SEAT_WIND] = N_("Seat Wind (yakuhai)"),
    [TSUMO_YAKU_YAKUHAI_ROUND_WIND] = N_("Round Wind (yakuhai)"),
    [TSUMO_YAKU_YAKUHAI_HAKU] = N_("White Dragon (haku)"),
    [TSUMO_YAKU_YAKUHAI_HATSU] = N_("Green Dragon (hatsu)"),
    [TSUMO_YAKU_YAKUHAI_CHUN] = N_("Red Dragon (chun)"),
    [TSUMO_YAKU_CHIITOITSU] = N_("Seven Pairs (chiitoitsu)"),
    [TSUMO_YAKU_CHANTA] = N_("Outside Hand (chanta)"),
    [TSUMO_YAKU_ITTSU] = N_("Pure Straight (ittsu)"),
    [TSUMO_YAKU_SANSHOKU] = N_("Mixed Triple Run (sanshoku)"),
    [TSUMO_YAKU_SANSHOKU_DOUKOU] = N_("Triple Pungs (sanshoku doukou)"),
    [TSUMO_YAKU_SANKANTSU] = N_("Three Kans (sankantsu)"),
    [TSUMO_YAKU_TOITOI] = N_("All Pungs (toitoi)"),
    [TSUMO_YAKU_SANANKOU] = N_("Three Concealed Pungs (sanankou)"),
    [TSUMO_YAKU_SHOUSANGEN] = N_("Little Three Dragons (shousangen)"),
    [TSUMO_YAKU_HONROUTOU] = N_("All Terminals and Honours (honroutou)"),
    [TSUMO_YAKU_RYANPEIKOU] = N_("Twice Pure Double Run (ryanpeikou)"),
    [TSUMO_YAKU_JUNCHAN] = N_("Terminals in Every Set (junchan)"),
    [TSUMO_YAKU_HONITSU] = N_("Half Flush (honitsu)"),
    [TSUMO_YAKU_CHINITSU] = N_("Full Flush (chinitsu)"),
    [TSUMO_YAKU_NAGASHI_MANGAN] = N_("Nagashi Mangan"),
    [TSUMO_YAKU_RENHOU] = N_("Blessing of Man (renhou)"),
    [TSUMO_YAKU_KOKUSHI] = N_("Thirteen Orphans (kokushi musou)"),
    [TSUMO_YAKU_KOKUSHI_13] = N_("Thirteen Orphans, 13-sided wait (kokushi juusanmen)"),
    [TSUMO_YAKU_SUUANKOU] = N_("Four Concealed Pungs (suuankou)"),
    [TSUMO_YAKU_SUUANKOU_TANKI] = N_("Four Concealed Pungs, pair wait (suuankou tanki)"),
    [TSUMO_YAKU_DAISANGEN] = N_("Big Three Dragons (daisangen)"),
    [TSUMO_YAKU_SHOUSUUSHII] = N_("Little Four Winds (shousuushii)"),
    [TSUMO_YAKU_DAISUUSHII] = N_("Big Four Winds (daisuushii)"),
    [TSUMO_YAKU_TSUUIISOU] = N_("All Honours (tsuuiisou)"),
    [TSUMO_YAKU_RYUUIISOU] = N_("All Green (ryuuiisou)"),
    [TSUMO_YAKU_CHINROUTOU] = N_("All Terminals (chinroutou)"),
    [TSUMO_YAKU_CHUUREN] = N_("Nine Gates (chuuren poutou)"),
    [TSUMO_YAKU_CHUUREN_9] = N_("Nine Gates, 9-sided wait (junsei chuuren poutou)"),
    [TSUMO_YAKU_SUUKANTSU] = N_("Four Kans (suukantsu)"),
    [TSUMO_YAKU_TENHOU] = N_("Blessing of Heaven (tenhou)"),
    [TSUMO_YAKU_CHIIHOU] = N_("Blessing of Earth (chiihou)"),
    [TSUMO_YAKU_RENHOU_YAKUMAN] = N_("Blessing of Man (renhou)"),
    [TSUMO_YAKU_KAZOE_YAKUMAN] = N_("Counted Yakuman (kazoe yakuman)"),
    [TSUMO_YAKU_DORA] = N_("Dora"),
    [TSUMO_YAKU_URA_DORA] = N_("Ura Dora"),
    [TSUMO_YAKU_AKA_DORA] = N_("Red Fives (aka dora)"),
    [TSUMO_YAKU_OPEN_RIICHI] = N_("Open Riichi (oopun riichi)"),
};

const char *cli_yaku_name(tsumo_yaku yaku)
{
    if ((unsigned)yaku >= TSUMO_YAKU_COUNT || !yaku_names[yaku])
        return _("(unknown yaku)");
    return _(yaku_names[yaku]);
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

const char *cli_wind_name(int wind)
{
    static const char *const names[4] = {N_("East"), N_("South"), N_("West"), N_("North")};
    return wind >= 0 && wind < 4 ? _(names[wind]) : "?";
}

/* The batch format's ids of the impossible situations, by tsumo_situation_error. */
static const char *const situation_ids[] = {
    [TSUMO_SITUATION_OK] = "bad_situation",
    [TSUMO_SITUATION_RIICHI_OPEN] = "riichi_with_open_hand",
    [TSUMO_SITUATION_IPPATSU_NO_RIICHI] = "ippatsu_without_riichi",
    [TSUMO_SITUATION_NEEDS_TSUMO] = "needs_tsumo",
    [TSUMO_SITUATION_NEEDS_RON] = "needs_ron",
    [TSUMO_SITUATION_HAITEI_RINSHAN] = "haitei_with_rinshan",
    [TSUMO_SITUATION_HOUTEI_CHANKAN] = "houtei_with_chankan",
    [TSUMO_SITUATION_FIRST_TURN_MELD] = "first_turn_win_with_meld",
    [TSUMO_SITUATION_TENHOU_NOT_DEALER] = "tenhou_not_dealer",
    [TSUMO_SITUATION_DEALER_ONLY_NOT] = "chiihou_or_renhou_for_dealer",
    [TSUMO_SITUATION_RIICHI_FIRST_TURN] = "riichi_with_first_turn_win",
    [TSUMO_SITUATION_TWO_FIRST_TURN] = "two_first_turn_wins",
    [TSUMO_SITUATION_RINSHAN_NO_KAN] = "rinshan_without_kan",
    [TSUMO_SITUATION_OPEN_NO_RIICHI] = "open_riichi_without_riichi",
    [TSUMO_SITUATION_OPEN_RIICHI_OFF] = "open_riichi_off_in_rules",
    [TSUMO_SITUATION_NAGASHI_RON] = "nagashi_with_ron",
    [TSUMO_SITUATION_NAGASHI_WITH_WIN] = "nagashi_with_win_flag",
};

static const char *const situation_texts[] = {
    [TSUMO_SITUATION_OK] = N_("these conditions cannot happen together."),
    [TSUMO_SITUATION_RIICHI_OPEN] = N_("riichi needs a closed hand (EMA 3.3.12)."),
    [TSUMO_SITUATION_IPPATSU_NO_RIICHI] = N_("ippatsu needs riichi (EMA 4.2.1)."),
    [TSUMO_SITUATION_NEEDS_TSUMO] =
        N_("rinshan, haitei, tenhou and chiihou are wins by self-draw, not by ron."),
    [TSUMO_SITUATION_NEEDS_RON] = N_("chankan, houtei and renhou are wins by ron, not by "
                                     "self-draw."),
    [TSUMO_SITUATION_HAITEI_RINSHAN] =
        N_("this ruleset does not count a replacement tile as the last tile (haitei)."),
    [TSUMO_SITUATION_HOUTEI_CHANKAN] = N_("a robbed kan tile is not the last discard (houtei)."),
    [TSUMO_SITUATION_FIRST_TURN_MELD] =
        N_("tenhou, chiihou and renhou need an uninterrupted first go-around: no meld."),
    [TSUMO_SITUATION_TENHOU_NOT_DEALER] = N_("only the dealer (East) can win by tenhou."),
    [TSUMO_SITUATION_DEALER_ONLY_NOT] = N_("the dealer (East) cannot win by chiihou or renhou."),
    [TSUMO_SITUATION_RIICHI_FIRST_TURN] =
        N_("a player who wins in the first go-around has not declared riichi yet."),
    [TSUMO_SITUATION_TWO_FIRST_TURN] = N_("a hand can win by only one of tenhou, chiihou and "
                                          "renhou."),
    [TSUMO_SITUATION_RINSHAN_NO_KAN] =
        N_("a win on the replacement tile (rinshan) needs a kan in the hand (EMA 4.2.1)."),
    [TSUMO_SITUATION_OPEN_NO_RIICHI] = N_("open riichi needs riichi or double riichi."),
    [TSUMO_SITUATION_OPEN_RIICHI_OFF] =
        N_("this ruleset has no open riichi (open_riichi = no, CFG-OPENRII)."),
    [TSUMO_SITUATION_NAGASHI_RON] =
        N_("nagashi mangan is settled at an exhaustive draw, as a self-draw: never by ron "
           "(EMA 4.2.4)."),
    [TSUMO_SITUATION_NAGASHI_WITH_WIN] =
        N_("nagashi mangan combines with nothing: no ippatsu, haitei, houtei, rinshan, chankan, "
           "tenhou, chiihou or renhou (EMA 4.2.4)."),
};

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

const char *cli_refusal_id(const tsumo_score *score)
{
    switch ((tsumo_refusal)score->refusal) {
    case TSUMO_REFUSAL_NONE:
        return NULL;
    case TSUMO_REFUSAL_NOT_COMPLETE:
        return "not_complete";
    case TSUMO_REFUSAL_TILE_NOT_IN_HAND:
        return "tile_not_in_hand";
    case TSUMO_REFUSAL_NO_YAKU:
        return "no_yaku";
    case TSUMO_REFUSAL_FIVE_COUNTERS:
        return "five_counters_two_han";
    case TSUMO_REFUSAL_TOO_MANY_RED:
        return "too_many_red_fives";
    case TSUMO_REFUSAL_TOO_MANY_COPIES:
        return "too_many_copies";
    case TSUMO_REFUSAL_BAD_SITUATION:
        break;
    }
    if (score->refusal != TSUMO_REFUSAL_BAD_SITUATION)
        return "refused";
    return score->situation < COUNT_OF(situation_ids) ? situation_ids[score->situation]
                                                      : situation_ids[0];
}

const char *cli_refusal_text(const tsumo_score *score)
{
    switch ((tsumo_refusal)score->refusal) {
    case TSUMO_REFUSAL_NONE:
        return "";
    case TSUMO_REFUSAL_NOT_COMPLETE:
        return _("not a complete hand: the tiles do not make four sets and a pair, seven "
                 "pairs or thirteen orphans (EMA 3.2).");
    case TSUMO_REFUSAL_TILE_NOT_IN_HAND:
        return _("the winning tile is not among the concealed tiles.");
    case TSUMO_REFUSAL_NO_YAKU:
        return _("no yaku: a winning hand needs at least one yaku; dora do not count "
                 "(EMA 3.2, 4.1).");
    case TSUMO_REFUSAL_FIVE_COUNTERS:
        return _("with five or more counters on the table a hand needs two han from yaku, "
                 "dora not counted (EMA 3.4.11).");
    case TSUMO_REFUSAL_TOO_MANY_RED:
        return _("more red fives than this ruleset has (red_fives, CFG-AKA).");
    case TSUMO_REFUSAL_TOO_MANY_COPIES:
        return _("more than four tiles of a kind, counting the melds and the indicators "
                 "(EMA 1.1).");
    case TSUMO_REFUSAL_BAD_SITUATION:
        break;
    }
    unsigned s = score->situation < COUNT_OF(situation_texts) ? score->situation : 0;
    return _(situation_texts[s]);
}

bool cli_refusal_is_bad_tiles(const tsumo_score *score)
{
    return score->refusal == TSUMO_REFUSAL_TOO_MANY_RED ||
           score->refusal == TSUMO_REFUSAL_TOO_MANY_COPIES;
}

const char *cli_refusal_explain(char *buf, size_t size, const tsumo_score *score,
                                const tsumo_rules *rules)
{
    char tile[3] = "?";
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
        snprintf(buf, size,
                 _("more than four %s, counting the melds and the dora and ura "
                   "indicators: a set has four of each tile (EMA 1.1)."),
                 tile);
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
    const char *tile = e->kind < TSUMO_KINDS ? cli_kind_name(e->kind) : "";
    bool yaochu = e->kind < TSUMO_KINDS && tsumo_kind_is_yaochu(e->kind);
    bool kan = e->fu >= (yaochu ? 16 : 8); /* a kan scores four times its pung */
    switch ((tsumo_fu_item)e->item) {
    case TSUMO_FU_BASE:
        return _("Base (fuutei)");
    case TSUMO_FU_CLOSED_RON:
        return _("Closed hand won by ron");
    case TSUMO_FU_TSUMO:
        return _("Self-draw (tsumo)");
    case TSUMO_FU_CHIITOITSU:
        return _("Seven pairs, fixed");
    case TSUMO_FU_OPEN_PINFU:
        return _("Open hand, no other fu");
    case TSUMO_FU_PUNG:
        snprintf(buf, size,
                 kan ? (e->open ? _("Open kan of %s") : _("Concealed kan of %s"))
                     : (e->open ? _("Open pung of %s") : _("Concealed pung of %s")),
                 tile);
        return buf;
    case TSUMO_FU_PAIR:
        snprintf(buf, size, _("Pair of %s"), tile);
        return buf;
    case TSUMO_FU_WAIT_EDGE:
        return _("Edge wait (penchan)");
    case TSUMO_FU_WAIT_CLOSED:
        return _("Closed wait (kanchan)");
    case TSUMO_FU_WAIT_SINGLE:
        return _("Pair wait (tanki)");
    default:
        return tsumo_fu_item_id((tsumo_fu_item)e->item);
    }
}
