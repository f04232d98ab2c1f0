/*
 * The names of scoring's codes: for each yaku, win flag, refusal, impossible
 * situation and fu item, the id the formats use and the English msgid a
 * program translates with gettext (N_ marks them for xgettext; the engine
 * never translates). One table per enum, indexed by it, so that a code added
 * without its names is caught by tests/engine/ids.c.
 */
#include "engine.h"

typedef struct name_entry {
    const char *id;
    const char *msgid;
} name_entry;

/* Each English name gives the term English-speaking players use and, in
   brackets, the Japanese one, which a translation can keep. */
static const name_entry yaku_names[TSUMO_YAKU_COUNT] = {
    [TSUMO_YAKU_MENZEN_TSUMO] = {"menzen_tsumo", N_("Fully Concealed Hand (menzen tsumo)")},
    [TSUMO_YAKU_RIICHI] = {"riichi", N_("Riichi")},
    [TSUMO_YAKU_DOUBLE_RIICHI] = {"double_riichi", N_("Double Riichi (daburu riichi)")},
    [TSUMO_YAKU_IPPATSU] = {"ippatsu", N_("One Shot (ippatsu)")},
    [TSUMO_YAKU_CHANKAN] = {"chankan", N_("Robbing a Kan (chankan)")},
    [TSUMO_YAKU_RINSHAN] = {"rinshan", N_("After a Kan (rinshan kaihou)")},
    [TSUMO_YAKU_HAITEI] = {"haitei", N_("Last Tile Drawn (haitei)")},
    [TSUMO_YAKU_HOUTEI] = {"houtei", N_("Last Tile Discarded (houtei)")},
    [TSUMO_YAKU_PINFU] = {"pinfu", N_("No Points Hand (pinfu)")},
    [TSUMO_YAKU_TANYAO] = {"tanyao", N_("All Simples (tanyao)")},
    [TSUMO_YAKU_IIPEIKOU] = {"iipeikou", N_("Pure Double Run (iipeikou)")},
    [TSUMO_YAKU_YAKUHAI_SEAT_WIND] = {"yakuhai_seat_wind", N_("Seat Wind (yakuhai)")},
    [TSUMO_YAKU_YAKUHAI_ROUND_WIND] = {"yakuhai_round_wind", N_("Round Wind (yakuhai)")},
    [TSUMO_YAKU_YAKUHAI_HAKU] = {"yakuhai_haku", N_("White Dragon (haku)")},
    [TSUMO_YAKU_YAKUHAI_HATSU] = {"yakuhai_hatsu", N_("Green Dragon (hatsu)")},
    [TSUMO_YAKU_YAKUHAI_CHUN] = {"yakuhai_chun", N_("Red Dragon (chun)")},
    [TSUMO_YAKU_CHIITOITSU] = {"chiitoitsu", N_("Seven Pairs (chiitoitsu)")},
    [TSUMO_YAKU_CHANTA] = {"chanta", N_("Outside Hand (chanta)")},
    [TSUMO_YAKU_ITTSU] = {"ittsu", N_("Pure Straight (ittsu)")},
    [TSUMO_YAKU_SANSHOKU] = {"sanshoku", N_("Mixed Triple Run (sanshoku)")},
    [TSUMO_YAKU_SANSHOKU_DOUKOU] = {"sanshoku_doukou", N_("Triple Pungs (sanshoku doukou)")},
    [TSUMO_YAKU_SANKANTSU] = {"sankantsu", N_("Three Kans (sankantsu)")},
    [TSUMO_YAKU_TOITOI] = {"toitoi", N_("All Pungs (toitoi)")},
    [TSUMO_YAKU_SANANKOU] = {"sanankou", N_("Three Concealed Pungs (sanankou)")},
    [TSUMO_YAKU_SHOUSANGEN] = {"shousangen", N_("Little Three Dragons (shousangen)")},
    [TSUMO_YAKU_HONROUTOU] = {"honroutou", N_("All Terminals and Honours (honroutou)")},
    [TSUMO_YAKU_RYANPEIKOU] = {"ryanpeikou", N_("Twice Pure Double Run (ryanpeikou)")},
    [TSUMO_YAKU_JUNCHAN] = {"junchan", N_("Terminals in Every Set (junchan)")},
    [TSUMO_YAKU_HONITSU] = {"honitsu", N_("Half Flush (honitsu)")},
    [TSUMO_YAKU_CHINITSU] = {"chinitsu", N_("Full Flush (chinitsu)")},
    [TSUMO_YAKU_NAGASHI_MANGAN] = {"nagashi_mangan", N_("Nagashi Mangan")},
    [TSUMO_YAKU_RENHOU] = {"renhou", N_("Blessing of Man (renhou)")},
    [TSUMO_YAKU_KOKUSHI] = {"kokushi", N_("Thirteen Orphans (kokushi musou)")},
    [TSUMO_YAKU_KOKUSHI_13] = {"kokushi_13",
                               N_("Thirteen Orphans, 13-sided wait (kokushi juusanmen)")},
    [TSUMO_YAKU_SUUANKOU] = {"suuankou", N_("Four Concealed Pungs (suuankou)")},
    [TSUMO_YAKU_SUUANKOU_TANKI] = {"suuankou_tanki",
                                   N_("Four Concealed Pungs, pair wait (suuankou tanki)")},
    [TSUMO_YAKU_DAISANGEN] = {"daisangen", N_("Big Three Dragons (daisangen)")},
    [TSUMO_YAKU_SHOUSUUSHII] = {"shousuushii", N_("Little Four Winds (shousuushii)")},
    [TSUMO_YAKU_DAISUUSHII] = {"daisuushii", N_("Big Four Winds (daisuushii)")},
    [TSUMO_YAKU_TSUUIISOU] = {"tsuuiisou", N_("All Honours (tsuuiisou)")},
    [TSUMO_YAKU_RYUUIISOU] = {"ryuuiisou", N_("All Green (ryuuiisou)")},
    [TSUMO_YAKU_CHINROUTOU] = {"chinroutou", N_("All Terminals (chinroutou)")},
    [TSUMO_YAKU_CHUUREN] = {"chuuren", N_("Nine Gates (chuuren poutou)")},
    [TSUMO_YAKU_CHUUREN_9] = {"chuuren_9", N_("Nine Gates, 9-sided wait (junsei chuuren poutou)")},
    [TSUMO_YAKU_SUUKANTSU] = {"suukantsu", N_("Four Kans (suukantsu)")},
    [TSUMO_YAKU_TENHOU] = {"tenhou", N_("Blessing of Heaven (tenhou)")},
    [TSUMO_YAKU_CHIIHOU] = {"chiihou", N_("Blessing of Earth (chiihou)")},
    [TSUMO_YAKU_RENHOU_YAKUMAN] = {"renhou", N_("Blessing of Man (renhou)")},
    [TSUMO_YAKU_KAZOE_YAKUMAN] = {"kazoe_yakuman", N_("Counted Yakuman (kazoe yakuman)")},
    [TSUMO_YAKU_DORA] = {"dora", N_("Dora")},
    [TSUMO_YAKU_URA_DORA] = {"ura_dora", N_("Ura Dora")},
    [TSUMO_YAKU_AKA_DORA] = {"aka_dora", N_("Red Fives (aka dora)")},
    [TSUMO_YAKU_OPEN_RIICHI] = {"open_riichi", N_("Open Riichi (oopun riichi)")},
};

const char *tsumo_yaku_id(tsumo_yaku yaku)
{
    return (unsigned)yaku < TSUMO_YAKU_COUNT ? yaku_names[yaku].id : NULL;
}

const char *tsumo_yaku_msgid(tsumo_yaku yaku)
{
    return (unsigned)yaku < TSUMO_YAKU_COUNT ? yaku_names[yaku].msgid : NULL;
}

tsumo_yaku tsumo_yaku_from_id(const char *id)
{
    /* "renhou" is the yakuman: that is what the conformance format means by it */
    if (id && strcmp(id, "renhou") == 0)
        return TSUMO_YAKU_RENHOU_YAKUMAN;
    for (int y = 0; id && y < TSUMO_YAKU_COUNT; y++)
        if (strcmp(yaku_names[y].id, id) == 0)
            return (tsumo_yaku)y;
    return TSUMO_YAKU_COUNT;
}

/* Each flag by its bit, with the yaku it gives: its msgid is that yaku's name. */
static const struct {
    const char *id;
    tsumo_yaku yaku;
} win_flags[TSUMO_WIN_FLAG_COUNT] = {
    {"riichi", TSUMO_YAKU_RIICHI},
    {"double_riichi", TSUMO_YAKU_DOUBLE_RIICHI},
    {"ippatsu", TSUMO_YAKU_IPPATSU},
    {"haitei", TSUMO_YAKU_HAITEI},
    {"houtei", TSUMO_YAKU_HOUTEI},
    {"rinshan", TSUMO_YAKU_RINSHAN},
    {"chankan", TSUMO_YAKU_CHANKAN},
    {"tenhou", TSUMO_YAKU_TENHOU},
    {"chiihou", TSUMO_YAKU_CHIIHOU},
    {"renhou", TSUMO_YAKU_RENHOU_YAKUMAN},
    {"nagashi_mangan", TSUMO_YAKU_NAGASHI_MANGAN},
    {"open_riichi", TSUMO_YAKU_OPEN_RIICHI},
};

/* The bit of a single flag, or -1 for 0 or several. */
static int flag_bit(unsigned flag)
{
    for (int b = 0; b < TSUMO_WIN_FLAG_COUNT; b++)
        if (flag == 1u << b)
            return b;
    return -1;
}

const char *tsumo_win_flag_id(unsigned flag)
{
    int b = flag_bit(flag);
    return b < 0 ? NULL : win_flags[b].id;
}

const char *tsumo_win_flag_msgid(unsigned flag)
{
    int b = flag_bit(flag);
    return b < 0 ? NULL : tsumo_yaku_msgid(win_flags[b].yaku);
}

unsigned tsumo_win_flag_from_id(const char *id)
{
    for (int b = 0; id && b < TSUMO_WIN_FLAG_COUNT; b++)
        if (strcmp(win_flags[b].id, id) == 0)
            return 1u << b;
    return 0;
}

/* The batch format's ids; the msgids say why, with the EMA section. */
static const name_entry refusals[TSUMO_REFUSAL_COUNT] = {
    [TSUMO_REFUSAL_NONE] = {"none", ""},
    [TSUMO_REFUSAL_NOT_COMPLETE] =
        {"not_complete", N_("not a complete hand: the tiles do not make four sets and a pair, "
                            "seven pairs or thirteen orphans (EMA 3.2).")},
    [TSUMO_REFUSAL_TILE_NOT_IN_HAND] = {"tile_not_in_hand",
                                        N_("the winning tile is not among the concealed tiles.")},
    [TSUMO_REFUSAL_NO_YAKU] = {"no_yaku", N_("no yaku: a winning hand needs at least one yaku; "
                                             "dora do not count (EMA 3.2, 4.1).")},
    [TSUMO_REFUSAL_FIVE_COUNTERS] = {"five_counters_two_han",
                                     N_("with five or more counters on the table a hand needs two "
                                        "han from yaku, dora not counted (EMA 3.4.11).")},
    [TSUMO_REFUSAL_BAD_SITUATION] = {"bad_situation",
                                     N_("these conditions cannot happen together.")},
    [TSUMO_REFUSAL_TOO_MANY_RED] =
        {"too_many_red_fives", N_("more red fives than this ruleset has (red_fives, CFG-AKA).")},
    [TSUMO_REFUSAL_TOO_MANY_COPIES] =
        {"too_many_copies", N_("more than four tiles of a kind, counting the melds and the "
                               "indicators (EMA 1.1).")},
};

const char *tsumo_refusal_id(tsumo_refusal r)
{
    return (unsigned)r < TSUMO_REFUSAL_COUNT ? refusals[r].id : NULL;
}

/* NONE's msgid, "", stands for a refusal out of range too. */
const char *tsumo_refusal_msgid(tsumo_refusal r)
{
    return refusals[(unsigned)r < TSUMO_REFUSAL_COUNT ? r : TSUMO_REFUSAL_NONE].msgid;
}

static const name_entry situations[TSUMO_SITUATION_COUNT] = {
    [TSUMO_SITUATION_OK] = {"bad_situation", N_("these conditions cannot happen together.")},
    [TSUMO_SITUATION_RIICHI_OPEN] = {"riichi_with_open_hand",
                                     N_("riichi needs a closed hand (EMA 3.3.12).")},
    [TSUMO_SITUATION_IPPATSU_NO_RIICHI] = {"ippatsu_without_riichi",
                                           N_("ippatsu needs riichi (EMA 4.2.1).")},
    [TSUMO_SITUATION_NEEDS_TSUMO] =
        {"needs_tsumo",
         N_("rinshan, haitei, tenhou and chiihou are wins by self-draw, not by ron.")},
    [TSUMO_SITUATION_NEEDS_RON] =
        {"needs_ron", N_("chankan, houtei and renhou are wins by ron, not by self-draw.")},
    [TSUMO_SITUATION_HAITEI_RINSHAN] =
        {"haitei_with_rinshan",
         N_("this ruleset does not count a replacement tile as the last tile (haitei).")},
    [TSUMO_SITUATION_HOUTEI_CHANKAN] = {"houtei_with_chankan",
                                        N_("a robbed kan tile is not the last discard (houtei).")},
    [TSUMO_SITUATION_FIRST_TURN_MELD] =
        {"first_turn_win_with_meld",
         N_("tenhou, chiihou and renhou need an uninterrupted first go-around: no meld.")},
    [TSUMO_SITUATION_TENHOU_NOT_DEALER] = {"tenhou_not_dealer",
                                           N_("only the dealer (East) can win by tenhou.")},
    [TSUMO_SITUATION_DEALER_ONLY_NOT] = {"chiihou_or_renhou_for_dealer",
                                         N_("the dealer (East) cannot win by chiihou or renhou.")},
    [TSUMO_SITUATION_RIICHI_FIRST_TURN] =
        {"riichi_with_first_turn_win",
         N_("a player who wins in the first go-around has not declared riichi yet.")},
    [TSUMO_SITUATION_TWO_FIRST_TURN] =
        {"two_first_turn_wins", N_("a hand can win by only one of tenhou, chiihou and renhou.")},
    [TSUMO_SITUATION_RINSHAN_NO_KAN] =
        {"rinshan_without_kan",
         N_("a win on the replacement tile (rinshan) needs a kan in the hand (EMA 4.2.1).")},
    [TSUMO_SITUATION_OPEN_NO_RIICHI] = {"open_riichi_without_riichi",
                                        N_("open riichi needs riichi or double riichi.")},
    [TSUMO_SITUATION_OPEN_RIICHI_OFF] =
        {"open_riichi_off_in_rules",
         N_("this ruleset has no open riichi (open_riichi = no, CFG-OPENRII).")},
    [TSUMO_SITUATION_NAGASHI_RON] =
        {"nagashi_with_ron",
         N_("nagashi mangan is settled at an exhaustive draw, as a self-draw: never by ron "
            "(EMA 4.2.4).")},
    [TSUMO_SITUATION_NAGASHI_WITH_WIN] =
        {"nagashi_with_win_flag",
         N_("nagashi mangan combines with nothing: no ippatsu, haitei, houtei, rinshan, "
            "chankan, tenhou, chiihou or renhou (EMA 4.2.4).")},
};

/* OK stands for any impossible situation: it is also the names of one out of range. */
static const name_entry *situation(tsumo_situation_error s)
{
    return &situations[(unsigned)s < TSUMO_SITUATION_COUNT ? s : TSUMO_SITUATION_OK];
}

const char *tsumo_situation_id(tsumo_situation_error s)
{
    return situation(s)->id;
}

const char *tsumo_situation_msgid(tsumo_situation_error s)
{
    return situation(s)->msgid;
}

const char *tsumo_limit_id(tsumo_limit limit)
{
    static const char *const ids[] = {NULL, "mangan", "haneman", "baiman", "sanbaiman", "yakuman"};
    return (unsigned)limit <= TSUMO_LIMIT_YAKUMAN ? ids[limit] : NULL;
}

/* A set's item names its tile with one %s; a pung's msgid is the concealed pung's. */
static const name_entry fu_items[TSUMO_FU_ITEM_COUNT] = {
    [TSUMO_FU_BASE] = {"base", N_("Base (fuutei)")},
    [TSUMO_FU_CLOSED_RON] = {"closed_ron", N_("Closed hand won by ron")},
    [TSUMO_FU_TSUMO] = {"tsumo", N_("Self-draw (tsumo)")},
    [TSUMO_FU_CHIITOITSU] = {"chiitoitsu", N_("Seven pairs, fixed")},
    [TSUMO_FU_OPEN_PINFU] = {"open_pinfu", N_("Open hand, no other fu")},
    [TSUMO_FU_PUNG] = {"pung", N_("Concealed pung of %s")},
    [TSUMO_FU_PAIR] = {"pair", N_("Pair of %s")},
    [TSUMO_FU_WAIT_EDGE] = {"wait_edge", N_("Edge wait (penchan)")},
    [TSUMO_FU_WAIT_CLOSED] = {"wait_closed", N_("Closed wait (kanchan)")},
    [TSUMO_FU_WAIT_SINGLE] = {"wait_single", N_("Pair wait (tanki)")},
};

const char *tsumo_fu_item_id(tsumo_fu_item item)
{
    return (unsigned)item < TSUMO_FU_ITEM_COUNT ? fu_items[item].id : NULL;
}

const char *tsumo_fu_entry_msgid(const tsumo_fu_entry *e)
{
    if (e->item >= TSUMO_FU_ITEM_COUNT)
        return NULL;
    if (e->item != TSUMO_FU_PUNG)
        return fu_items[e->item].msgid;
    if (e->kan)
        return e->open ? N_("Open kan of %s") : N_("Concealed kan of %s");
    return e->open ? N_("Open pung of %s") : fu_items[e->item].msgid;
}
