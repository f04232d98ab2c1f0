/*
 * Every yaku and yakuman of EMA 2008 §4.2, each with a hand that has it and
 * a near miss that does not (CHECKLIST R-YAKU-01..28, R-YKM-01..14).
 *
 * A row is a hand in notation (the winning tile included), the winning
 * tile, the situation in words (tests/engine/scoring.h) and a yaku with the
 * han it must score; han 0 means the hand must not have it. Every row must
 * be a valid win, so that a near miss fails only for the yaku it is about.
 * For a yakuman the number is its multiplier.
 */
#include "scoring.h"

typedef struct yaku_case {
    const char *rule; /* CHECKLIST id, EMA section, what the row shows */
    const char *hand;
    const char *tile;
    const char *words;
    tsumo_yaku yaku;
    int han;
} yaku_case;

static void check(const yaku_case *c)
{
    scored s = test_score(c->hand, c->tile, c->words);
    if (s.status != TSUMO_OK || !s.score.valid)
        fail_msg("%s: \"%s\" on %s [%s] is no valid win: %s", c->rule, c->hand, c->tile, c->words,
                 test_yaku_list(&s.score));
    int han = test_yaku_han(&s.score, c->yaku);
    if (han != c->han)
        fail_msg("%s: \"%s\" on %s [%s]: %s is %d, want %d; got %s", c->rule, c->hand, c->tile,
                 c->words, tsumo_yaku_id(c->yaku), han, c->han, test_yaku_list(&s.score));
    /* the values a reader is shown (tsumo rules --reference) are the ones scored */
    tsumo_yaku_value v = tsumo_yaku_value_of(c->yaku, &s.rules);
    int shown = tsumo_hand_is_closed(&s.hand) ? v.closed : v.open;
    if (han > 0 && han != shown)
        fail_msg("%s: %s scores %d, tsumo_yaku_value_of says %d", c->rule, tsumo_yaku_id(c->yaku),
                 han, shown);
}

static void check_all(const yaku_case *cases, size_t n)
{
    for (size_t i = 0; i < n; i++)
        check(&cases[i]);
}

#define CHECK_ALL(cases) check_all(cases, sizeof cases / sizeof cases[0])

/* ---- one-han yaku and situations (EMA 4.2.1) ---------------------------- */

static const yaku_case situation_cases[] = {
    {"R-YAKU-01 EMA 4.2.1 riichi", "123456m789p234s55s", "4s", "riichi", TSUMO_YAKU_RIICHI, 1},
    {"R-YAKU-01 EMA 4.2.1 no riichi declared", "123456m789p234s55s", "4s", "", TSUMO_YAKU_RIICHI,
     0},
    {"R-YAKU-02 EMA 3.3.12 ippatsu", "123456m789p234s55s", "4s", "riichi ippatsu",
     TSUMO_YAKU_IPPATSU, 1},
    {"R-YAKU-02 EMA 3.3.12 a riichi win after the first go-around", "123456m789p234s55s", "4s",
     "riichi", TSUMO_YAKU_IPPATSU, 0},
    {"R-YAKU-02 EMA 3.3.12 nor by tsumo", "123456m789p234s55s", "3s", "riichi tsumo",
     TSUMO_YAKU_IPPATSU, 0},
    {"R-YAKU-02 EMA 4.2.1 CFG-IPPATSU off", "123456m789p234s55s", "4s", "riichi ippatsu no_ippatsu",
     TSUMO_YAKU_IPPATSU, 0},
    {"R-YAKU-03 AMB-43 EMA 4.2.1 double riichi is 2 in all", "123456m789p234s55s", "4s",
     "double_riichi", TSUMO_YAKU_DOUBLE_RIICHI, 2},
    {"R-YAKU-03 EMA 4.2.1 and no riichi besides", "123456m789p234s55s", "4s",
     "riichi double_riichi", TSUMO_YAKU_RIICHI, 0},
    {"R-YAKU-03 EMA 4.2.1 a plain riichi", "123456m789p234s55s", "4s", "riichi",
     TSUMO_YAKU_DOUBLE_RIICHI, 0},
    {"R-YAKU-04 EMA 4.2.1 menzen tsumo", "123456m789p234s55s", "3s", "tsumo",
     TSUMO_YAKU_MENZEN_TSUMO, 1},
    {"R-YAKU-04 EMA 4.2.1 an open hand", "123m456p234s55s (777z<)", "4s", "tsumo",
     TSUMO_YAKU_MENZEN_TSUMO, 0},
    {"R-YAKU-04 EMA 4.2.1 a ron", "123456m789p234s55s", "4s", "", TSUMO_YAKU_MENZEN_TSUMO, 0},
    {"R-YAKU-04 EMA 4.2.1 a closed kan keeps the hand closed", "123m456p55s789s [2222z]", "5s",
     "tsumo", TSUMO_YAKU_MENZEN_TSUMO, 1},
    {"R-YAKU-09 EMA 4.2.1 haitei", "123m456p234s55s (777z<)", "4s", "tsumo haitei",
     TSUMO_YAKU_HAITEI, 1},
    {"R-YAKU-09 EMA 4.2.1 not the last tile", "123m456p234s55s (777z<)", "4s", "tsumo",
     TSUMO_YAKU_HAITEI, 0},
    {"R-YAKU-10 EMA 4.2.1 houtei", "123m456p234s55s (777z<)", "4s", "houtei", TSUMO_YAKU_HOUTEI, 1},
    {"R-YAKU-10 EMA 4.2.1 not the last discard", "123m456p234s55s (777z<)", "4s", "",
     TSUMO_YAKU_HOUTEI, 0},
    {"R-YAKU-11 EMA 4.2.1 rinshan", "123m456p55s789s [2222z]", "5s", "tsumo rinshan",
     TSUMO_YAKU_RINSHAN, 1},
    {"R-YAKU-11 EMA 4.2.1 rinshan is a tsumo: menzen tsumo too", "123m456p55s789s [2222z]", "5s",
     "tsumo rinshan", TSUMO_YAKU_MENZEN_TSUMO, 1},
    {"R-YAKU-11 EMA 4.2.1 a wall draw", "123m456p55s789s [2222z]", "5s", "tsumo",
     TSUMO_YAKU_RINSHAN, 0},
    {"R-KAN-08 AMB-07 EMA 3.4.1 a replacement that is the last tile: haitei",
     "123m456p55s789s [2222z]", "5s", "tsumo rinshan haitei", TSUMO_YAKU_HAITEI, 1},
    {"R-KAN-08 AMB-07 EMA 3.4.1 and rinshan", "123m456p55s789s [2222z]", "5s",
     "tsumo rinshan haitei", TSUMO_YAKU_RINSHAN, 1},
    {"R-YAKU-12 EMA 4.2.1 chankan", "123m456p234s55s (777z<)", "4s", "chankan", TSUMO_YAKU_CHANKAN,
     1},
    {"R-YAKU-12 EMA 4.2.1 an ordinary discard", "123m456p234s55s (777z<)", "4s", "",
     TSUMO_YAKU_CHANKAN, 0},
};

static void test_situation_yaku(void **state)
{
    (void)state;
    CHECK_ALL(situation_cases);
}

/* ---- one-han yaku of the tiles (EMA 4.2.1) ------------------------------- */

static const yaku_case one_han_cases[] = {
    {"R-YAKU-05 EMA 4.2.1 tanyao", "234m456p88p678s345s", "5s", "", TSUMO_YAKU_TANYAO, 1},
    {"R-YAKU-05 EMA 4.2.1 a terminal", "123m456p88p678s345s", "5s", "", TSUMO_YAKU_TANYAO, 0},
    {"R-YAKU-05 EMA 4.2.1 an honour pair", "234m456p678s345s22z", "5s", "riichi", TSUMO_YAKU_TANYAO,
     0},
    {"R-YAKU-05 AMB-27 open: closed only in EMA", "234m88p678s345s (456p<)", "5s", "houtei",
     TSUMO_YAKU_TANYAO, 0},
    {"R-YAKU-05 EMA 4.2.1 CFG-KUITAN open tanyao", "234m88p678s345s (456p<)", "5s", "open_tanyao",
     TSUMO_YAKU_TANYAO, 1},
    {"R-YAKU-05 EMA 4.2.1 a terminal in a chi", "234m88p345s678s (789m<)", "5s",
     "houtei open_tanyao", TSUMO_YAKU_TANYAO, 0},
    {"R-YAKU-06 EMA 4.2.1 pinfu", "123456m789p234s55s", "4s", "", TSUMO_YAKU_PINFU, 1},
    {"R-YAKU-06 EMA 4.2.1 pinfu tsumo", "123456m789p234s55s", "4s", "tsumo", TSUMO_YAKU_PINFU, 1},
    {"R-YAKU-06 EMA 4.2.1 a closed wait", "123456m789p234s55s", "3s", "tsumo", TSUMO_YAKU_PINFU, 0},
    {"R-YAKU-06 EMA 4.2.1 an edge wait", "123456m789p123s55s", "3s", "tsumo", TSUMO_YAKU_PINFU, 0},
    {"R-YAKU-06 EMA 4.2.1 a single wait", "123456m789p234s55s", "5s", "tsumo", TSUMO_YAKU_PINFU, 0},
    {"R-YAKU-06 EMA 4.2.1 a pung", "123456m789p222s55s", "5s", "tsumo", TSUMO_YAKU_PINFU, 0},
    {"R-YAKU-06 EMA 4.2.1 a seat-wind pair", "123456m789p234s22z", "4s", "tsumo", TSUMO_YAKU_PINFU,
     0},
    {"R-YAKU-06 EMA 4.2.1 a round-wind pair", "123456m789p234s11z", "4s", "tsumo", TSUMO_YAKU_PINFU,
     0},
    {"R-YAKU-06 EMA 4.2.1 a dragon pair", "123456m789p234s66z", "4s", "tsumo", TSUMO_YAKU_PINFU, 0},
    {"R-YAKU-06 EMA 4.2.1 a guest-wind pair is no value", "123456m789p234s44z", "4s", "tsumo",
     TSUMO_YAKU_PINFU, 1},
    {"R-YAKU-06 EMA 4.2.1 open", "456m789p234s55s (123m<)", "4s", "houtei", TSUMO_YAKU_PINFU, 0},
    {"R-YAKU-06 R-WIN-07 EMA 4.2.1 234+44 won on 4: read as two-sided", "123m456p789s23444s", "4s",
     "riichi", TSUMO_YAKU_PINFU, 1},
    {"R-YAKU-07 EMA 4.2.1 iipeikou", "112233m456p789s55s", "1m", "riichi", TSUMO_YAKU_IIPEIKOU, 1},
    {"R-YAKU-07 EMA 4.2.1 closed only", "112233m55s (456p<) (777z^)", "1m", "", TSUMO_YAKU_IIPEIKOU,
     0},
    {"R-YAKU-07 EMA 4.2.1 runs of two suits", "123m123p456p789s55s", "1m", "riichi",
     TSUMO_YAKU_IIPEIKOU, 0},
    {"R-YAKU-07 EMA 4.2.1 three alike are one iipeikou", "111222333m456p55s", "1m", "riichi",
     TSUMO_YAKU_IIPEIKOU, 1},
    {"R-YAKU-08 EMA 4.2.1 a dragon pung", "123m456p234s55s777z", "4s", "", TSUMO_YAKU_YAKUHAI_CHUN,
     1},
    {"R-YAKU-08 EMA 4.2.1 white", "123m456p234s55s555z", "4s", "", TSUMO_YAKU_YAKUHAI_HAKU, 1},
    {"R-YAKU-08 EMA 4.2.1 green, open", "123m456p234s55s (666z<)", "4s", "",
     TSUMO_YAKU_YAKUHAI_HATSU, 1},
    {"R-YAKU-08 EMA 4.2.1 a dragon pair is no yaku", "123m456p234s789s77z", "4s", "riichi",
     TSUMO_YAKU_YAKUHAI_CHUN, 0},
    {"R-YAKU-08 EMA 4.2.1 a white pair is no yaku", "123m456p234s789s55z", "4s", "riichi",
     TSUMO_YAKU_YAKUHAI_HAKU, 0},
    {"R-YAKU-08 EMA 4.2.1 a green pair is no yaku", "123m456p234s789s66z", "4s", "riichi",
     TSUMO_YAKU_YAKUHAI_HATSU, 0},
    {"R-YAKU-08 EMA 4.2.1 the seat wind", "123m456p234s55s222z", "4s", "",
     TSUMO_YAKU_YAKUHAI_SEAT_WIND, 1},
    {"R-YAKU-08 EMA 4.2.1 East in the South round is not the round wind", "123m456p234s55s111z",
     "4s", "round=S riichi", TSUMO_YAKU_YAKUHAI_ROUND_WIND, 0},
    {"R-YAKU-08 EMA 4.2.1 the round wind", "123m456p234s55s111z", "4s", "",
     TSUMO_YAKU_YAKUHAI_ROUND_WIND, 1},
    {"R-YAKU-08 EMA 4.2.1 a double wind counts as seat", "123m456p234s55s111z", "4s", "seat=E",
     TSUMO_YAKU_YAKUHAI_SEAT_WIND, 1},
    {"R-YAKU-08 EMA 4.2.1 and as round", "123m456p234s55s111z", "4s", "seat=E",
     TSUMO_YAKU_YAKUHAI_ROUND_WIND, 1},
    {"R-YAKU-08 EMA 4.2.1 a guest wind", "123m456p234s55s444z", "4s", "riichi",
     TSUMO_YAKU_YAKUHAI_SEAT_WIND, 0},
    {"R-YAKU-08 EMA 4.2.1 a kan of the wind", "123m456p234s55s [2222z]", "4s", "",
     TSUMO_YAKU_YAKUHAI_SEAT_WIND, 1},
};

static void test_one_han_yaku(void **state)
{
    (void)state;
    CHECK_ALL(one_han_cases);
}

/* ---- two- and three-han yaku (EMA 4.2.2, 4.2.3) ------------------------- */

static const yaku_case two_han_cases[] = {
    {"R-YAKU-13 EMA 4.2.1 sanshoku", "123m55m123p123s456s", "6s", "", TSUMO_YAKU_SANSHOKU, 2},
    {"R-YAKU-13 EMA 4.2.1 open", "123m55m123p456s (123s<)", "6s", "", TSUMO_YAKU_SANSHOKU, 1},
    {"R-YAKU-13 EMA 4.2.1 one suit differs", "123m55m123p234s456s", "6s", "", TSUMO_YAKU_SANSHOKU,
     0},
    {"R-YAKU-14 AMB-28 EMA 4.2.1 ittsu 123 456 789", "123456789m55p234s", "4s", "",
     TSUMO_YAKU_ITTSU, 2},
    {"R-YAKU-14 EMA 4.2.1 open", "456789m55p234s (123m<)", "4s", "", TSUMO_YAKU_ITTSU, 1},
    {"R-YAKU-14 EMA 4.2.1 three suits", "123456m789p55p234s", "4s", "", TSUMO_YAKU_ITTSU, 0},
    {"R-YAKU-14 AMB-28 EMA 4.2.1 123 234 345 is not ittsu", "123234345m55p234s", "4s", "",
     TSUMO_YAKU_ITTSU, 0},
    {"R-YAKU-15 EMA 4.2.1 chanta", "123m789p789s111s77z", "3m", "", TSUMO_YAKU_CHANTA, 2},
    {"R-YAKU-15 EMA 4.2.1 open", "789p789s111s77z (123m<)", "7z", "", TSUMO_YAKU_CHANTA, 1},
    {"R-YAKU-15 EMA 4.2.1 a set of simples", "123m789p678s111s77z", "3m", "riichi",
     TSUMO_YAKU_CHANTA, 0},
    {"R-YAKU-15 AMB-49 EMA 4.2.1 needs a run", "111m999p111s77z (999s<)", "7z", "",
     TSUMO_YAKU_CHANTA, 0},
    {"R-YAKU-16 EMA 4.2.2 chiitoitsu", "1133m2277p4488s66z", "6z", "", TSUMO_YAKU_CHIITOITSU, 2},
    {"R-YAKU-16 EMA 4.2.2 pairs that are sets: the better reading", "112233m445566p77s", "7s", "",
     TSUMO_YAKU_CHIITOITSU, 0},
    {"R-YAKU-17 EMA 4.2.2 sanshoku doukou", "222m222p222s456m55s", "6m", "",
     TSUMO_YAKU_SANSHOKU_DOUKOU, 2},
    {"R-YAKU-17 EMA 4.2.2 open", "456m55s (222m<) (222p^) (222s>)", "6m", "",
     TSUMO_YAKU_SANSHOKU_DOUKOU, 2},
    {"R-YAKU-17 EMA 4.2.2 one number differs", "222m222p333s456m55s", "6m", "",
     TSUMO_YAKU_SANSHOKU_DOUKOU, 0},
    {"R-YAKU-18 EMA 4.2.2 sanankou", "222m444p666s456m55s", "5s", "tsumo", TSUMO_YAKU_SANANKOU, 2},
    {"R-YAKU-18 EMA 4.2.2 the rest may be open", "222m444p666s55s (456m<)", "5s", "",
     TSUMO_YAKU_SANANKOU, 2},
    {"R-YAKU-18 AMB-29 EMA 4.2.2 a pung won by ron is not concealed", "222m444p666s456m55s", "6s",
     "", TSUMO_YAKU_SANANKOU, 0},
    {"R-YAKU-18 EMA 4.2.2 but won by tsumo it is", "222m444p666s456m55s", "6s", "tsumo",
     TSUMO_YAKU_SANANKOU, 2},
    {"R-YAKU-18 EMA 4.2.2 a closed kan counts", "222m444p456m55s [6666s]", "5s", "",
     TSUMO_YAKU_SANANKOU, 2},
    {"R-YAKU-18 EMA 4.2.2 an open kan does not", "777z444p456m55s (6666s<)", "5s", "",
     TSUMO_YAKU_SANANKOU, 0},
    {"R-YAKU-19 EMA 4.2.2 sankantsu", "123m55p [2222s] [5555z] (4444p>)", "3m", "",
     TSUMO_YAKU_SANKANTSU, 2},
    {"R-YAKU-19 EMA 4.2.2 two kans", "123m55p [2222s] [5555z] (444p>)", "3m", "",
     TSUMO_YAKU_SANKANTSU, 0},
    {"R-YAKU-20 EMA 4.2.2 toitoi", "66s (222m<) (999m^) (555z>) (777s<)", "6s", "",
     TSUMO_YAKU_TOITOI, 2},
    {"R-YAKU-20 EMA 4.2.2 a run", "234m66s (777s<) (999m^) (555z>)", "6s", "", TSUMO_YAKU_TOITOI,
     0},
    {"R-YAKU-21 EMA 4.2.2 honitsu", "123m456m888m11z777z", "3m", "", TSUMO_YAKU_HONITSU, 3},
    {"R-YAKU-21 EMA 4.2.2 open", "123m456m888m11z (777z<)", "3m", "", TSUMO_YAKU_HONITSU, 2},
    {"R-YAKU-21 EMA 4.2.2 a second suit", "123m456m888p11z (777z<)", "3m", "", TSUMO_YAKU_HONITSU,
     0},
    {"R-YAKU-21 EMA 4.2.2 no honour: chinitsu instead", "123456m888m11m789m", "3m", "",
     TSUMO_YAKU_HONITSU, 0},
    {"R-YAKU-22 EMA 4.2.2 shousangen", "123m456p55z666z777z", "3m", "", TSUMO_YAKU_SHOUSANGEN, 2},
    {"R-YAKU-22 EMA 4.2.2 the two yakuhai are added", "123m456p55z666z777z", "3m", "",
     TSUMO_YAKU_YAKUHAI_CHUN, 1},
    {"R-YAKU-22 EMA 4.2.2 a wind pair", "123m456p11z666z777z", "3m", "", TSUMO_YAKU_SHOUSANGEN, 0},
    {"R-YAKU-23 EMA 4.2.2 honroutou", "111m999p11z (999s<) (222z^)", "1z", "", TSUMO_YAKU_HONROUTOU,
     2},
    {"R-YAKU-23 EMA 4.2.2 with toitoi added", "111m999p11z (999s<) (222z^)", "1z", "",
     TSUMO_YAKU_TOITOI, 2},
    {"R-YAKU-23 AMB-30 EMA 4.2.2 as seven pairs", "1199m1199p11s1122z", "2z", "",
     TSUMO_YAKU_HONROUTOU, 2},
    {"R-YAKU-23 EMA 4.2.2 a run", "111m999p11z (789s<) (222z^)", "1z", "", TSUMO_YAKU_HONROUTOU, 0},
    {"R-YAKU-24 EMA 4.2.2 junchan", "123m789p789s111s99m", "3m", "", TSUMO_YAKU_JUNCHAN, 3},
    {"R-YAKU-24 EMA 4.2.2 open", "789p789s111s99m (123m<)", "9m", "", TSUMO_YAKU_JUNCHAN, 2},
    {"R-YAKU-24 EMA 4.2.2 an honour: chanta instead", "123m789p789s111s77z", "3m", "",
     TSUMO_YAKU_JUNCHAN, 0},
    {"R-YAKU-25 EMA 4.2.3 ryanpeikou", "112233m778899p55s", "5s", "", TSUMO_YAKU_RYANPEIKOU, 3},
    {"R-YAKU-25 EMA 4.2.3 replaces iipeikou", "112233m778899p55s", "5s", "", TSUMO_YAKU_IIPEIKOU,
     0},
    {"R-YAKU-25 EMA 4.2.3 and beats seven pairs", "112233m778899p55s", "5s", "",
     TSUMO_YAKU_CHIITOITSU, 0},
    {"R-YAKU-25 EMA 4.2.3 four alike are two iipeikou", "111122223333m55s", "5s", "",
     TSUMO_YAKU_RYANPEIKOU, 3},
    {"R-YAKU-25 EMA 4.2.3 one pair of twins", "112233m789p456p55s", "5s", "", TSUMO_YAKU_RYANPEIKOU,
     0},
    {"R-YAKU-26 EMA 4.2.4 chinitsu", "123456789m234m55m", "4m", "", TSUMO_YAKU_CHINITSU, 6},
    {"R-YAKU-26 EMA 4.2.4 open", "456789m234m55m (123m<)", "4m", "", TSUMO_YAKU_CHINITSU, 5},
    {"R-YAKU-26 EMA 4.2.4 an honour", "123456789m55m222z", "5m", "", TSUMO_YAKU_CHINITSU, 0},
};

static void test_two_and_more_han_yaku(void **state)
{
    (void)state;
    CHECK_ALL(two_han_cases);
}

/* ---- first-turn yaku and nagashi ----------------------------------------- */

static const yaku_case first_turn_cases[] = {
    {"R-YAKU-27 AMB-31 EMA 4.2.5 renhou is a yakuman", "123456m789p234s55s", "4s", "renhou",
     TSUMO_YAKU_RENHOU_YAKUMAN, 1},
    {"R-YAKU-27 EMA 4.2.5 CFG-RENHOU mangan", "123456m789p234s55s", "4s", "renhou renhou=mangan",
     TSUMO_YAKU_RENHOU, 5},
    {"R-YAKU-27 EMA 4.2.5 CFG-RENHOU 5 han", "123456m789p234s55s", "4s", "renhou renhou=han5",
     TSUMO_YAKU_RENHOU, 5},
    {"R-YAKU-27 EMA 4.2.5 CFG-RENHOU none", "123456m789p234s55s", "4s", "renhou renhou=none",
     TSUMO_YAKU_RENHOU, 0},
    {"R-YAKU-27 EMA 4.2.5 not the first go-around", "123456m789p234s55s", "4s", "",
     TSUMO_YAKU_RENHOU_YAKUMAN, 0},
    {"R-YKM-03 EMA 4.2.5 tenhou", "123456m789p234s55s", "4s", "tsumo tenhou seat=E",
     TSUMO_YAKU_TENHOU, 1},
    {"R-YKM-03 EMA 4.2.5 not the first draw", "123456m789p234s55s", "4s", "tsumo seat=E",
     TSUMO_YAKU_TENHOU, 0},
    {"R-YKM-03 EMA 4.2.5 no double for a wait with tenhou", "119m19p19s1234567z", "1m",
     "tsumo tenhou seat=E", TSUMO_YAKU_KOKUSHI, 1},
    {"R-YKM-04 AMB-18 EMA 4.2.5 chiihou", "123456m789p234s55s", "4s", "tsumo chiihou",
     TSUMO_YAKU_CHIIHOU, 1},
    {"R-YKM-04 EMA 4.2.5 not the first draw", "123456m789p234s55s", "4s", "tsumo",
     TSUMO_YAKU_CHIIHOU, 0},
};

static void test_first_turn_yaku(void **state)
{
    (void)state;
    CHECK_ALL(first_turn_cases);
}

/* R-YAKU-28, R-NAGA-01, EMA 4.2.4: nagashi mangan, whatever the tiles; closed in EMA. */
static void test_nagashi_mangan(void **state)
{
    (void)state;
    scored s = test_score("19m19p19s1234567z", "1m", "tsumo nagashi_mangan");
    assert_true(s.score.valid);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_NAGASHI_MANGAN), 5);
    assert_int_equal(s.score.yaku_count, 1);
    assert_int_equal(s.score.limit, TSUMO_LIMIT_MANGAN);
    assert_int_equal(s.score.payments.tsumo_dealer, 4000);
    assert_int_equal(s.score.payments.tsumo_nondealer, 2000);
    assert_int_equal(s.score.payments.ron, 0);
    /* the tiles do not matter: no shape, no yaku, no dora */
    s = test_score("1479m258p369s135z", "1m", "tsumo nagashi_mangan dora=8p");
    assert_true(s.score.valid);
    assert_int_equal(s.score.han, 5);
    /* a riichi may stand; its stick is among those on the table */
    s = test_score("19m19p19s1234567z", "1m", "tsumo nagashi_mangan riichi sticks=1");
    assert_true(s.score.valid);
    assert_int_equal(s.score.payments.winner_gain, 8000 + 1000);
    /* CFG-NAGASHI: closed in EMA, with calls or not at all elsewhere */
    s = test_score("19m19p19s1234z (777z<)", "1m", "tsumo nagashi_mangan");
    assert_false(s.score.valid); /* called a tile */
    assert_int_equal(s.score.refusal, TSUMO_REFUSAL_NO_YAKU);
    s = test_score("19m19p19s1234z (777z<)", "1m", "tsumo nagashi_mangan nagashi=any");
    assert_true(s.score.valid);
    s = test_score("19m19p19s1234567z", "1m", "tsumo nagashi_mangan nagashi=off");
    assert_false(s.score.valid);
    /* AMB-21: counters and sticks as for a win (EMA), none inside a draw (Tenhou) */
    s = test_score("19m19p19s1234567z", "1m", "tsumo nagashi_mangan honba=2 sticks=1");
    assert_int_equal(s.score.payments.winner_gain, 8000 + 600 + 1000);
    s = test_score("19m19p19s1234567z", "1m", "tsumo nagashi_mangan honba=2 sticks=1 nagashi=draw");
    assert_int_equal(s.score.payments.winner_gain, 8000);
}

/* ---- yakuman (EMA 4.2.5) -------------------------------------------------- */

static const yaku_case yakuman_cases[] = {
    {"R-YKM-01 EMA 4.2.5 kokushi", "119m19p19s1234567z", "7z", "", TSUMO_YAKU_KOKUSHI, 1},
    {"R-YKM-01 EMA 4.2.5 the thirteen-sided wait is double", "119m19p19s1234567z", "1m", "",
     TSUMO_YAKU_KOKUSHI_13, 2},
    {"R-YKM-01 EMA 4.2.5 a single wait is not", "119m19p19s1234567z", "7z", "",
     TSUMO_YAKU_KOKUSHI_13, 0},
    {"R-YKM-01 EMA 4.2.5 terminals and honours in seven pairs are no kokushi", "1199m1199p11s1122z",
     "2z", "", TSUMO_YAKU_KOKUSHI, 0},
    {"R-YKM-01 EMA 4.2.5 CFG-DOUBLEYKM off", "119m19p19s1234567z", "1m", "no_double",
     TSUMO_YAKU_KOKUSHI, 1},
    {"R-YKM-01 EMA 4.2.5 CFG-DOUBLEYKM off: no double", "119m19p19s1234567z", "1m", "no_double",
     TSUMO_YAKU_KOKUSHI_13, 0},
    {"R-YKM-02 AMB-32 EMA 4.2.5 chuuren on the ninth tile", "11123455678999m", "5m", "",
     TSUMO_YAKU_CHUUREN_9, 2},
    {"R-YKM-02 EMA 4.2.5 chuuren", "11123456789999m", "6m", "tsumo", TSUMO_YAKU_CHUUREN, 1},
    {"R-YKM-02 EMA 4.2.5 not the pure wait", "11123456789999m", "6m", "tsumo", TSUMO_YAKU_CHUUREN_9,
     0},
    {"R-YKM-02 EMA 4.2.5 two nines only", "11123344567899m", "9m", "", TSUMO_YAKU_CHUUREN, 0},
    {"R-YKM-13 EMA 4.2 CFG-DOUBLEYKM off: chuuren single", "11123455678999m", "5m", "no_double",
     TSUMO_YAKU_CHUUREN, 1},
    {"R-YKM-13 EMA 4.2 CFG-DOUBLEYKM off: no nine-sided double", "11123455678999m", "5m",
     "no_double", TSUMO_YAKU_CHUUREN_9, 0},
    {"R-YKM-05 EMA 4.2.5 suuankou by tsumo", "111m333p555s777m99s", "7m", "tsumo",
     TSUMO_YAKU_SUUANKOU, 1},
    {"R-YKM-05 EMA 4.2.5 on the pair: double", "111m333p555s777m99s", "9s", "",
     TSUMO_YAKU_SUUANKOU_TANKI, 2},
    {"R-YKM-05 EMA 4.2.5 on the pair by tsumo: double", "111m333p555s777m99s", "9s", "tsumo",
     TSUMO_YAKU_SUUANKOU_TANKI, 2},
    {"R-YKM-05 EMA 4.2.5 by tsumo on a pung: single", "111m333p555s777m99s", "7m", "tsumo",
     TSUMO_YAKU_SUUANKOU_TANKI, 0},
    {"R-YKM-05 EMA 4.2.5 a ron on a pung: no yakuman", "111m333p555s777m99s", "7m", "",
     TSUMO_YAKU_SUUANKOU, 0},
    {"R-YKM-05 EMA 4.2.5 but sanankou", "111m333p555s777m99s", "7m", "", TSUMO_YAKU_SANANKOU, 2},
    {"R-YKM-13 EMA 4.2 CFG-DOUBLEYKM off: suuankou tanki single", "111m333p555s777m99s", "9s",
     "no_double", TSUMO_YAKU_SUUANKOU, 1},
    {"R-YKM-13 EMA 4.2 CFG-DOUBLEYKM off: no tanki double", "111m333p555s777m99s", "9s",
     "no_double", TSUMO_YAKU_SUUANKOU_TANKI, 0},
    {"R-YKM-05 EMA 4.2.5 closed only: an open pung", "111m333p777m99s (555s<)", "7m", "tsumo",
     TSUMO_YAKU_SUUANKOU, 0},
    {"R-YKM-06 EMA 4.2.5 suukantsu", "11m [2222s] [3333p] (4444m>) {5555z<}", "1m", "tsumo",
     TSUMO_YAKU_SUUKANTSU, 1},
    {"R-YKM-06 EMA 4.2.5 three kans", "11m [2222s] [3333p] (444m>) {5555z<}", "1m", "tsumo",
     TSUMO_YAKU_SUUKANTSU, 0},
    {"R-YKM-07 AMB-33 EMA 4.2.5 ryuuiisou", "22334466888s666z", "8s", "", TSUMO_YAKU_RYUUIISOU, 1},
    {"R-YKM-07 EMA 4.2.5 without the green dragon", "22233344466688s", "8s", "",
     TSUMO_YAKU_RYUUIISOU, 1},
    {"R-YKM-07 EMA 4.2.5 CFG-RYUUISOU-HATSU", "22233344466688s", "8s", "hatsu",
     TSUMO_YAKU_RYUUIISOU, 0},
    {"R-YKM-07 EMA 4.2.5 CFG-RYUUISOU-HATSU with it", "22334466888s666z", "8s", "hatsu",
     TSUMO_YAKU_RYUUIISOU, 1},
    {"R-YKM-07 EMA 4.2.5 a red dragon", "22334466888s (777z<)", "8s", "", TSUMO_YAKU_RYUUIISOU, 0},
    {"R-YKM-08 EMA 4.2.5 chinroutou", "111m999m111p99p (999s<)", "9p", "", TSUMO_YAKU_CHINROUTOU,
     1},
    {"R-YKM-08 EMA 4.2.5 an honour", "111m999m111p11z (999s<)", "1z", "", TSUMO_YAKU_CHINROUTOU, 0},
    {"R-YKM-09 EMA 4.2.5 tsuuiisou", "111z222z333z55z (777z<)", "5z", "", TSUMO_YAKU_TSUUIISOU, 1},
    {"R-YKM-09 EMA 4.2.5 as seven pairs", "11223344556677z", "7z", "", TSUMO_YAKU_TSUUIISOU, 1},
    {"R-YKM-09 EMA 4.2.5 a terminal", "111z222z333z55z (999m<)", "5z", "", TSUMO_YAKU_TSUUIISOU, 0},
    {"R-YKM-10 EMA 4.2.5 daisangen", "123m44p (555z<) (666z^) (777z>)", "4p", "",
     TSUMO_YAKU_DAISANGEN, 1},
    {"R-YKM-10 EMA 4.2.5 a dragon pair", "123m77z (555z<) (666z^) (444p>)", "7z", "",
     TSUMO_YAKU_DAISANGEN, 0},
    {"R-YKM-11 EMA 4.2.5 shousuushii", "123m111z222z333z44z", "4z", "", TSUMO_YAKU_SHOUSUUSHII, 1},
    {"R-YKM-11 EMA 4.2.5 a dragon pair", "123m111z222z333z55z", "5z", "", TSUMO_YAKU_SHOUSUUSHII,
     0},
    {"R-YKM-12 EMA 4.2.5 daisuushii is double", "11m111z222z333z444z", "1m", "",
     TSUMO_YAKU_DAISUUSHII, 2},
    {"R-YKM-12 EMA 4.2.5 CFG-DOUBLEYKM off", "11m111z222z333z444z", "1m", "no_double",
     TSUMO_YAKU_DAISUUSHII, 1},
    {"R-YKM-12 EMA 4.2.5 not shousuushii as well", "11m111z222z333z444z", "1m", "",
     TSUMO_YAKU_SHOUSUUSHII, 0},
    {"R-YKM-12 EMA 4.2.5 three wind pungs", "123m111z222z333z44z", "4z", "", TSUMO_YAKU_DAISUUSHII,
     0},
};

static void test_yakuman(void **state)
{
    (void)state;
    CHECK_ALL(yakuman_cases);
}

/*
 * R-YKM-01, EMA 4.2.5: kokushi is one of each of the 13 terminal and honour
 * kinds plus a second of one. A hand one tile short of it (a simple in
 * place of an orphan, or no second of any) is no winning hand at all, so it
 * is refused rather than paid as a yakuman.
 */
static void test_kokushi_near_misses(void **state)
{
    (void)state;
    static const char *const hands[][2] = {
        {"1195m19p19s123456z", "5m"}, /* 5m where 7z should be: waits on 7z */
        {"1195m19p19s123456z", "1m"},
        {"19m19p19s1234567z5p", "5p"}, /* thirteen orphans, a simple for the pair */
    };
    for (size_t i = 0; i < sizeof hands / sizeof hands[0]; i++) {
        scored s = test_score(hands[i][0], hands[i][1], "tsumo");
        tsumo_shanten sh;
        tsumo_shanten_all(&sh, s.hand.counts, s.hand.meld_count);
        if (sh.kokushi != 0)
            fail_msg("%s is %d tiles from kokushi, not one", hands[i][0], sh.kokushi + 1);
        if (s.status != TSUMO_OK || s.score.valid ||
            s.score.refusal != TSUMO_REFUSAL_NOT_COMPLETE ||
            test_yaku_han(&s.score, TSUMO_YAKU_KOKUSHI) != 0)
            fail_msg("%s on %s: want a refusal as not complete, got %s", hands[i][0], hands[i][1],
                     test_yaku_list(&s.score));
    }
}

/* R-HAN-03, R-YKM-13, EMA 4.2: yakuman do not add up, and leave no ordinary yaku or dora. */
static void test_yakuman_do_not_add_up(void **state)
{
    (void)state;
    scored s = test_score("555666777z11z (222z<)", "1z", "dora=6z");
    assert_true(s.score.valid);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_TSUUIISOU), 1);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_DAISANGEN), 1);
    assert_int_equal(s.score.yakuman_mult, 1);
    assert_int_equal(s.score.payments.ron, 32000);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_DORA), 0);
    assert_int_equal(s.score.han, 0);
    assert_int_equal(s.score.fu, 0);
    /* daisuushii and tsuuiisou: the double alone */
    s = test_score("11144477z (222z<) (333z^)", "4z", "tsumo");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_DAISUUSHII), 2);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_TSUUIISOU), 1);
    assert_int_equal(s.score.yakuman_mult, 2);
    assert_int_equal(s.score.payments.total, 64000);
    /* Tenhou's rules add them up */
    s = test_score("11144477z (222z<) (333z^)", "4z", "tsumo stacking");
    assert_int_equal(s.score.yakuman_mult, 3);
    assert_int_equal(s.score.payments.total, 96000);
}

/* R-HAN-04, R-HAN-05 (EMA 4.2), CFG-KAZOE: 13 han of yaku and dora is a counted yakuman. */
static void test_counted_yakuman(void **state)
{
    (void)state;
    scored s = test_score("11777788889999m", "9m", "");
    assert_true(s.score.valid);
    assert_int_equal(s.score.han, 13);
    assert_int_equal(s.score.yakuman_mult, 0);
    assert_int_equal(s.score.limit, TSUMO_LIMIT_YAKUMAN);
    assert_int_equal(s.score.payments.ron, 32000);
    s = test_score("11777788889999m", "9m", "kazoe=sanbaiman");
    assert_int_equal(s.score.limit, TSUMO_LIMIT_SANBAIMAN);
    assert_int_equal(s.score.payments.ron, 24000);
}

/*
 * What a reader is told a yaku is worth follows the ruleset's switches: JPML A
 * has open tanyao (R-YAKU-05, CFG-KUITAN), no ippatsu (R-YAKU-02), a mangan
 * renhou (R-YAKU-27, CFG-RENHOU), no double yakuman and no counted yakuman
 * (R-YKM-13); EMA 2008 §4.2 has the opposite of each.
 */
static void test_values_follow_the_ruleset(void **state)
{
    (void)state;
    tsumo_rules ema, jpml;
    tsumo_rules_default(&ema);
    assert_int_equal(tsumo_rules_load_builtin(&jpml, "jpml-a", NULL), TSUMO_OK);
    tsumo_yaku_value v = tsumo_yaku_value_of(TSUMO_YAKU_TANYAO, &ema);
    assert_true(v.closed == 1 && v.open == 0 && !v.yakuman);
    v = tsumo_yaku_value_of(TSUMO_YAKU_TANYAO, &jpml);
    assert_true(v.closed == 1 && v.open == 1);
    assert_int_equal(tsumo_yaku_value_of(TSUMO_YAKU_IPPATSU, &ema).closed, 1);
    assert_int_equal(tsumo_yaku_value_of(TSUMO_YAKU_IPPATSU, &jpml).closed, 0);
    assert_int_equal(tsumo_yaku_value_of(TSUMO_YAKU_RENHOU_YAKUMAN, &ema).closed, 1);
    assert_int_equal(tsumo_yaku_value_of(TSUMO_YAKU_RENHOU, &ema).closed, 0);
    assert_int_equal(tsumo_yaku_value_of(TSUMO_YAKU_RENHOU, &jpml).closed, 5);
    assert_int_equal(tsumo_yaku_value_of(TSUMO_YAKU_KOKUSHI_13, &ema).closed, 2);
    assert_int_equal(tsumo_yaku_value_of(TSUMO_YAKU_KOKUSHI_13, &jpml).closed, 0);
    assert_int_equal(tsumo_yaku_value_of(TSUMO_YAKU_KAZOE_YAKUMAN, &jpml).closed, 0);
    assert_true(tsumo_yaku_value_of(TSUMO_YAKU_DAISANGEN, &ema).yakuman);
    /* dora are no yaku (R-WIN-02) */
    assert_int_equal(tsumo_yaku_value_of(TSUMO_YAKU_DORA, &ema).closed, 0);
    assert_int_equal(tsumo_yaku_value_of(TSUMO_YAKU_COUNT, &ema).closed, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_situation_yaku),
        cmocka_unit_test(test_one_han_yaku),
        cmocka_unit_test(test_two_and_more_han_yaku),
        cmocka_unit_test(test_first_turn_yaku),
        cmocka_unit_test(test_nagashi_mangan),
        cmocka_unit_test(test_yakuman),
        cmocka_unit_test(test_kokushi_near_misses),
        cmocka_unit_test(test_yakuman_do_not_add_up),
        cmocka_unit_test(test_counted_yakuman),
        cmocka_unit_test(test_values_follow_the_ruleset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
