/*
 * Scoring a hand as a whole: refusals (R-WIN-01..03, EMA 3.2, 3.4.11),
 * impossible situations (EMA 3.3.12, 3.4.1, 4.2), dora, ura dora and red
 * fives (R-DORA-02..06, R-HAN-01, EMA 2.7, 3.3.12, 4.1), the ids of the
 * conformance format, and the decomposition (tsumo_hand_decompose(), which
 * scoring shares) against a plain search kept here as the reference.
 */
#include "scoring.h"

#include "engine.h"

/* ---- refusals ----------------------------------------------------------- */

static void assert_refused(scored s, tsumo_refusal why)
{
    assert_int_equal(s.status, TSUMO_OK);
    if (s.score.valid || s.score.refusal != why)
        fail_msg("refusal %d, want %d: %s", s.score.refusal, why, test_yaku_list(&s.score));
}

static void assert_valid(scored s)
{
    assert_int_equal(s.status, TSUMO_OK);
    if (!s.score.valid)
        fail_msg("refused: %s", test_yaku_list(&s.score));
}

/* R-WIN-02, EMA 3.2: a yaku is needed; dora never make one. */
static void test_no_yaku(void **state)
{
    (void)state;
    assert_refused(test_score("234m88p678s345s (456p<)", "5s", ""), TSUMO_REFUSAL_NO_YAKU);
    assert_refused(test_score("234m88p678s345s (456p<)", "5s", "dora=4s,4m red=3"),
                   TSUMO_REFUSAL_NO_YAKU);
    assert_refused(test_score("234m88p678s340s (456p<)", "0s", "dora=4s"), TSUMO_REFUSAL_NO_YAKU);
    assert_valid(test_score("234m88p678s345s (456p<)", "5s", "houtei"));
    /* the refused hand still shows what it was worth */
    scored s = test_score("234m88p678s345s (456p<)", "5s", "dora=4s");
    assert_int_equal(s.score.yaku_han, 0);
    assert_int_equal(s.score.han, 1);
    assert_int_equal(s.score.fu, 30);
}

/* CFG-MINHAN: a minimum of 2 han from yaku. */
static void test_minimum_han(void **state)
{
    (void)state;
    assert_refused(test_score("123456m789p234s55s", "3s", "riichi min_han=2"),
                   TSUMO_REFUSAL_NO_YAKU);
    assert_valid(test_score("123456m789p234s55s", "4s", "riichi min_han=2"));
}

/* R-WIN-03, AMB-25, EMA 3.4.11: five counters or more need 2 han from yaku, dora excluded. */
static void test_five_counters(void **state)
{
    (void)state;
    assert_refused(test_score("123456m789p234s55s", "4s", "honba=5"), TSUMO_REFUSAL_FIVE_COUNTERS);
    assert_refused(test_score("123456m789p234s55s", "4s", "honba=7 dora=4s,4s"),
                   TSUMO_REFUSAL_FIVE_COUNTERS);
    assert_valid(test_score("123456m789p234s55s", "4s", "honba=4"));
    assert_valid(test_score("123456m789p234s55s", "4s", "honba=5 riichi"));
    assert_valid(test_score("123456m789p234s55s", "4s", "honba=5 no_two_han"));
    /* a yakuman is always enough */
    assert_valid(test_score("119m19p19s1234567z", "7z", "honba=6"));
}

/* R-WIN-01, EMA 3.2: the shape; R-YAKU-16: four of a kind is not two pairs. */
static void test_not_complete(void **state)
{
    (void)state;
    assert_refused(test_score("1111m2277p4488s66z", "6z", "riichi"), TSUMO_REFUSAL_NOT_COMPLETE);
    assert_refused(test_score("123456m789p234s56s", "6s", "riichi"), TSUMO_REFUSAL_NOT_COMPLETE);
    assert_refused(test_score("119m19p19s1234566z", "6z", ""), TSUMO_REFUSAL_NOT_COMPLETE);
    assert_refused(test_score("123456m789p234s55s", "9m", "riichi"),
                   TSUMO_REFUSAL_TILE_NOT_IN_HAND);
    /* the winning tile must be a concealed one, not a meld's */
    assert_refused(test_score("123m456p234s55s (777z<)", "7z", ""), TSUMO_REFUSAL_TILE_NOT_IN_HAND);
}

/* Inputs that are no hand at all. */
static void test_invalid_inputs(void **state)
{
    (void)state;
    scored s = test_score("123456m789p234s5s", "4s", "");
    assert_int_equal(s.status, TSUMO_EINVAL);
    assert_false(s.score.valid);
    s = test_score("123456m789p234s55s", "4s", "");
    s.win.tile = TSUMO_KINDS;
    assert_int_equal(tsumo_score_hand(&s.score, &s.hand, &s.win, &s.rules), TSUMO_EINVAL);
    s.win.tile = test_kind("4s");
    s.win.seat_wind = 4;
    assert_int_equal(tsumo_score_hand(&s.score, &s.hand, &s.win, &s.rules), TSUMO_EINVAL);
    s.win.seat_wind = 1;
    s.win.dora_count = TSUMO_MAX_INDICATORS + 1;
    assert_int_equal(tsumo_score_hand(&s.score, &s.hand, &s.win, &s.rules), TSUMO_EINVAL);
    s.win.dora_count = 1;
    s.win.dora[0] = TSUMO_NO_KIND;
    assert_int_equal(tsumo_score_hand(&s.score, &s.hand, &s.win, &s.rules), TSUMO_EINVAL);
    s.win.dora_count = 0;
    assert_int_equal(tsumo_score_hand(&s.score, &s.hand, &s.win, &s.rules), TSUMO_OK);
    s.hand.meld_count = 5;
    assert_int_equal(tsumo_score_hand(&s.score, &s.hand, &s.win, &s.rules), TSUMO_EINVAL);
    /* more red fives than there are fives: among the concealed tiles, in a meld */
    s = test_score("123456m789p234s55s", "4s", "");
    s.hand.red[TSUMO_SOU] = 3;
    assert_int_equal(tsumo_score_hand(&s.score, &s.hand, &s.win, &s.rules), TSUMO_EINVAL);
    s = test_score("123m456p234s55s (789s<)", "4s", "");
    s.hand.melds[0].red = 1;
    assert_int_equal(tsumo_score_hand(&s.score, &s.hand, &s.win, &s.rules), TSUMO_EINVAL);
    /* R-NAGA-01: a hand at an exhaustive draw holds 13 tiles, not 14 */
    s = test_score("19m19p19s12345677z", "1m", "tsumo nagashi_mangan");
    assert_int_equal(s.status, TSUMO_EINVAL);
    assert_int_equal(test_score("19m19p19s1234567z", "1m", "tsumo nagashi_mangan").status,
                     TSUMO_OK);
}

/* The score names a kind for a refusal about the tiles themselves. */
static void assert_bad_tiles(scored s, tsumo_refusal why, const char *kind)
{
    assert_refused(s, why);
    assert_int_equal(s.score.refused_tile, test_kind(kind));
}

/*
 * R-TILE-01, R-TILE-03, CFG-AKA, EMA 1.1: a hand of the ruleset's set. No
 * kind more than four times, counting the melds and the indicators on show;
 * no more red fives of a suit than the set has (one each with three, two in
 * pin with four, none with none); a winning tile that is red only if the
 * concealed tiles hold a red one, and plain only if they hold a plain one.
 */
static void test_tiles_of_the_set(void **state)
{
    (void)state;
    assert_bad_tiles(test_score("1133m00p2244s1177z", "7z", ""), TSUMO_REFUSAL_TOO_MANY_RED, "5p");
    assert_bad_tiles(test_score("1133m00p2244s1177z", "7z", "red=3"), TSUMO_REFUSAL_TOO_MANY_RED,
                     "5p");
    scored s = test_score("1133m00p2244s1177z", "7z", "red=4");
    assert_valid(s);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_AKA_DORA), 2);
    /* the melds' red fives count with the concealed ones */
    assert_bad_tiles(test_score("234m234s55s (406p<) (055p^)", "5s", "open_tanyao"),
                     TSUMO_REFUSAL_TOO_MANY_RED, "5p");
    s = test_score("234m234s55s (406p<) (055p^)", "5s", "open_tanyao red=4");
    assert_valid(s);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_AKA_DORA), 2);
    /* no red five at all under a ruleset without them */
    assert_bad_tiles(test_score("123406m789p234s55s", "4s", "red=0"), TSUMO_REFUSAL_TOO_MANY_RED,
                     "5m");
    assert_bad_tiles(test_score("123m456p234s55s (406s<)", "4s", "red=0"),
                     TSUMO_REFUSAL_TOO_MANY_RED, "5s");
    assert_valid(test_score("123456m789p234s55s", "4s", "riichi red=0"));
    /* a fifth 1z: three in the hand and two indicators, dora or ura */
    assert_bad_tiles(test_score("123m456p789s11122z", "2z", "dora=1z,1z"),
                     TSUMO_REFUSAL_TOO_MANY_COPIES, "1z");
    assert_bad_tiles(test_score("123m456p789s11122z", "2z", "riichi dora=1z ura=1z"),
                     TSUMO_REFUSAL_TOO_MANY_COPIES, "1z");
    assert_valid(test_score("123m456p789s11122z", "2z", "riichi dora=1z ura=3m"));
    /* a kan and an indicator of its kind */
    assert_bad_tiles(test_score("123m456p55s789s [2222z]", "5s", "riichi dora=2z"),
                     TSUMO_REFUSAL_TOO_MANY_COPIES, "2z");
    /* a fifth tile put into the counts by hand, which notation refuses */
    s = test_score("123m456p789s11122z", "2z", "");
    s.hand.counts[test_kind("1z")] += 2;
    s.hand.counts[test_kind("3m")]--;
    s.hand.counts[test_kind("2z")]--;
    s.status = tsumo_score_hand(&s.score, &s.hand, &s.win, &s.rules);
    assert_bad_tiles(s, TSUMO_REFUSAL_TOO_MANY_COPIES, "1z");
    /* the winning tile as said: red or plain */
    assert_refused(test_score("123406m789p234s55s", "5m", ""), TSUMO_REFUSAL_TILE_NOT_IN_HAND);
    assert_valid(test_score("123406m789p234s55s", "0m", "riichi"));
    assert_refused(test_score("123456m789p234s55s", "0m", ""), TSUMO_REFUSAL_TILE_NOT_IN_HAND);
    assert_valid(test_score("345m340p567p234s55s", "5p", ""));
    assert_valid(test_score("345m340p567p234s55s", "0p", ""));
    /* nothing to name on other refusals */
    s = test_score("234m88p678s345s (456p<)", "5s", "");
    assert_int_equal(s.score.refused_tile, TSUMO_NO_KIND);
}

/* ---- situations ----------------------------------------------------------- */

typedef struct situation_case {
    const char *rule;
    const char *hand;
    const char *tile;
    const char *words;
    tsumo_situation_error error;
} situation_case;

static const situation_case situation_cases[] = {
    {"R-RII-01 EMA 3.3.12 riichi needs a closed hand", "123m456p234s55s (789s<)", "4s", "riichi",
     TSUMO_SITUATION_RIICHI_OPEN},
    {"R-RII-08 so does double riichi", "123m456p234s55s (789s<)", "4s", "double_riichi",
     TSUMO_SITUATION_RIICHI_OPEN},
    {"R-RII-09 EMA 4.2.1 ippatsu needs riichi", "123456m789p234s55s", "4s", "ippatsu",
     TSUMO_SITUATION_IPPATSU_NO_RIICHI},
    {"R-YAKU-11 rinshan is a tsumo", "123m456p55s789s [2222z]", "5s", "rinshan",
     TSUMO_SITUATION_NEEDS_TSUMO},
    {"R-YAKU-09 haitei is a tsumo", "123456m789p234s55s", "4s", "haitei",
     TSUMO_SITUATION_NEEDS_TSUMO},
    {"R-YKM-03 tenhou is a tsumo", "123456m789p234s55s", "4s", "tenhou seat=E",
     TSUMO_SITUATION_NEEDS_TSUMO},
    {"R-YKM-04 chiihou is a tsumo", "123456m789p234s55s", "4s", "chiihou",
     TSUMO_SITUATION_NEEDS_TSUMO},
    {"R-YAKU-12 chankan is a ron", "123456m789p234s55s", "4s", "tsumo chankan",
     TSUMO_SITUATION_NEEDS_RON},
    {"R-YAKU-10 houtei is a ron", "123456m789p234s55s", "4s", "tsumo houtei",
     TSUMO_SITUATION_NEEDS_RON},
    {"R-YAKU-27 renhou is a ron", "123456m789p234s55s", "4s", "tsumo renhou",
     TSUMO_SITUATION_NEEDS_RON},
    {"AMB-07 when the ruleset keeps haitei and rinshan apart", "123m456p55s789s [2222z]", "5s",
     "tsumo rinshan haitei keep_haitei_apart", TSUMO_SITUATION_HAITEI_RINSHAN},
    {"R-YAKU-10 R-YAKU-12 houtei and chankan", "123456m789p234s55s", "4s", "houtei chankan",
     TSUMO_SITUATION_HOUTEI_CHANKAN},
    {"R-YKM-03 EMA 4.2.5 no kan with tenhou", "123m456p55s789s [2222z]", "5s",
     "tsumo tenhou seat=E", TSUMO_SITUATION_FIRST_TURN_MELD},
    {"R-YAKU-27 nor with renhou", "123m456p55s789s [2222z]", "5s", "renhou",
     TSUMO_SITUATION_FIRST_TURN_MELD},
    {"R-YKM-03 tenhou is the dealer's", "123456m789p234s55s", "4s", "tsumo tenhou",
     TSUMO_SITUATION_TENHOU_NOT_DEALER},
    {"R-YKM-04 AMB-18 chiihou is not the dealer's", "123456m789p234s55s", "4s",
     "tsumo chiihou seat=E", TSUMO_SITUATION_DEALER_ONLY_NOT},
    {"R-YAKU-27 AMB-31 nor renhou", "123456m789p234s55s", "4s", "renhou seat=E",
     TSUMO_SITUATION_DEALER_ONLY_NOT},
    {"R-TURN-05 riichi before the first draw", "123456m789p234s55s", "4s", "renhou riichi",
     TSUMO_SITUATION_RIICHI_FIRST_TURN},
    {"R-TURN-05 tenhou and chiihou", "123456m789p234s55s", "4s", "tsumo tenhou chiihou seat=E",
     TSUMO_SITUATION_TWO_FIRST_TURN},
    {"R-KAN-06 rinshan needs a kan", "123456m789p234s55s", "4s", "tsumo rinshan",
     TSUMO_SITUATION_RINSHAN_NO_KAN},
    {"R-NAGA-01 EMA 4.2.4 nagashi mangan is no ron", "19m19p19s1234567z", "1m",
     "ron nagashi_mangan", TSUMO_SITUATION_NAGASHI_RON},
    {"R-NAGA-01 EMA 4.2.4 nor a win with haitei", "19m19p19s1234567z", "1m",
     "tsumo nagashi_mangan haitei", TSUMO_SITUATION_NAGASHI_WITH_WIN},
    {"R-NAGA-01 EMA 4.2.4 nor with ippatsu", "19m19p19s1234567z", "1m",
     "tsumo nagashi_mangan riichi ippatsu", TSUMO_SITUATION_NAGASHI_WITH_WIN},
    {"R-NAGA-01 EMA 4.2.4 nor with renhou", "19m19p19s1234567z", "1m",
     "tsumo nagashi_mangan renhou", TSUMO_SITUATION_NAGASHI_WITH_WIN},
    {"R-RII-01 EMA 3.3.12 a riichi on an open hand, nagashi or not", "19m19p19s1234z (777z<)", "1m",
     "tsumo nagashi_mangan riichi nagashi=any", TSUMO_SITUATION_RIICHI_OPEN},
};

static void test_impossible_situations(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof situation_cases / sizeof situation_cases[0]; i++) {
        const situation_case *c = &situation_cases[i];
        scored s = test_score(c->hand, c->tile, c->words);
        if (s.status != TSUMO_OK || s.score.valid ||
            s.score.refusal != TSUMO_REFUSAL_BAD_SITUATION || s.score.situation != c->error)
            fail_msg("%s [%s]: status %d, refusal %d, situation %d; want situation %d", c->rule,
                     c->words, s.status, s.score.refusal, s.score.situation, c->error);
    }
}

/* ---- dora (R-HAN-01, R-DORA-02..06) --------------------------------------- */

static void test_dora(void **state)
{
    (void)state;
    /* R-DORA-03: every copy, melds included; each indicator counts */
    scored s = test_score("123m456p234s55s (777z<)", "4s", "dora=6z");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_DORA), 3);
    s = test_score("123m456p234s55s (777z<)", "4s", "dora=6z,4s");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_DORA), 5);
    assert_int_equal(s.score.han, 6);
    assert_int_equal(s.score.yaku_han, 1);
    /* R-DORA-02: 9 -> 1, N -> E, red dragon -> white */
    s = test_score("123m456p789s11z (555z<)", "3m", "dora=9m,4z,7z");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_DORA), 1 + 2 + 3);
    /* R-DORA-04, CFG-KANDORA: without kan dora only the first indicator is turned */
    s = test_score("123m456p234s55s (777z<)", "4s", "dora=6z,4s no_kan_dora");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_DORA), 3);
    /* a kan counts four */
    s = test_score("123m456p234s55s (7777z<)", "4s", "dora=6z");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_DORA), 4);
    /* no dora: no entry */
    s = test_score("123m456p234s55s (777z<)", "4s", "dora=1z");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_DORA), 0);
    assert_int_equal(s.score.yaku_count, 1);
}

/* R-DORA-06, CFG-URA, EMA 3.3.12: ura dora for a riichi winner only. */
static void test_ura_dora(void **state)
{
    (void)state;
    scored s = test_score("123456m789p234s55s", "4s", "riichi ura=4s");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_URA_DORA), 2);
    s = test_score("123456m789p234s55s", "4s", "double_riichi ura=4s");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_URA_DORA), 2);
    s = test_score("123456m789p234s55s", "4s", "ura=4s");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_URA_DORA), 0);
    s = test_score("123456m789p234s55s", "4s", "riichi ura=4s no_ura");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_URA_DORA), 0);
    s = test_score("123456m789p234s55s", "4s", "riichi ura=8p,4s");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_URA_DORA), 3);
    s = test_score("123456m789p234s55s", "4s", "riichi ura=8p,4s no_kan_ura");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_URA_DORA), 1);
    /* Each list's count is checked on its own: four dora indicators and two ura (whose counts'
       bits together would make six) are a win like any other. */
    s = test_score("123456m789p234s55s", "4s", "riichi dora=1z,2z,3z,5z ura=8p,4s");
    assert_int_equal(s.status, TSUMO_OK);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_URA_DORA), 3);
    s.win.ura_count = TSUMO_MAX_INDICATORS + 1;
    assert_int_equal(tsumo_score_hand(&s.score, &s.hand, &s.win, &s.rules), TSUMO_EINVAL);
}

/*
 * R-DORA-03/04/06, EMA 2.7, 3.3.2, 3.3.12: the dora of each kind apart, for a result that names
 * them (the first indicator's dora, the kan dora, the ura dora and kan ura dora); they add up to
 * the list's Dora and Ura Dora entries.
 */
static void test_dora_kinds(void **state)
{
    (void)state;
    /* 6z shows the three 7z of the pon; 4s, a kan's indicator, the two 5s */
    scored s = test_score("123m456p234s55s (777z<)", "4s", "dora=6z,4s");
    assert_int_equal(s.score.dora_kinds.dora, 3);
    assert_int_equal(s.score.dora_kinds.kan_dora, 2);
    assert_int_equal(s.score.dora_kinds.ura_dora, 0);
    assert_int_equal(s.score.dora_kinds.kan_ura_dora, 0);
    /* ura under the first indicator (8p: one 9p) and under a kan's (4s: two 5s) */
    s = test_score("123456m789p234s55s", "4s", "riichi dora=4s,1z ura=8p,4s");
    assert_int_equal(s.score.dora_kinds.dora, 2);
    assert_int_equal(s.score.dora_kinds.kan_dora, 0);
    assert_int_equal(s.score.dora_kinds.ura_dora, 1);
    assert_int_equal(s.score.dora_kinds.kan_ura_dora, 2);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_DORA), 2);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_URA_DORA), 3);
    /* CFG-KANDORA off: the kan indicators count for nothing, of either kind */
    s = test_score("123456m789p234s55s", "4s",
                   "riichi dora=1z,4s ura=8p,4s no_kan_dora no_kan_ura");
    assert_int_equal(s.score.dora_kinds.kan_dora, 0);
    assert_int_equal(s.score.dora_kinds.kan_ura_dora, 0);
    assert_int_equal(s.score.dora_kinds.ura_dora, 1);
    /* a yakuman has no dora of any kind */
    s = test_score("19m19p19s1234567z1m", "1m", "dora=9m,4s");
    assert_int_equal(s.score.dora_kinds.dora + s.score.dora_kinds.kan_dora, 0);
}

/* R-TILE-03, CFG-AKA, EMA 1.1: red fives, concealed or melded; none when the ruleset has none. */
static void test_red_fives(void **state)
{
    (void)state;
    scored s = test_score("123406m789p234s55s", "4s", "");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_AKA_DORA), 1);
    s = test_score("123m406p234s05s (777z<) ", "4s", "");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_AKA_DORA), 2);
    s = test_score("123m234s55s (777z<) (406p<)", "4s", "");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_AKA_DORA), 1);
    s = test_score("123m456p234s55s (777z<)", "4s", "red=0");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_AKA_DORA), 0);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_YAKUHAI_CHUN), 1);
    /* a red five is still a five for the dora */
    s = test_score("123m406p234s55s (777z<)", "4s", "dora=4p");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_DORA), 1);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_AKA_DORA), 1);
}

/* The order of the list: yaku in the order of the enum, then dora, ura dora, red fives. */
static void test_yaku_order(void **state)
{
    (void)state;
    scored s = test_score("123406m789p234s55s", "4s", "riichi tsumo dora=3s ura=4s");
    static const tsumo_yaku want[] = {TSUMO_YAKU_MENZEN_TSUMO, TSUMO_YAKU_RIICHI,
                                      TSUMO_YAKU_PINFU,        TSUMO_YAKU_DORA,
                                      TSUMO_YAKU_URA_DORA,     TSUMO_YAKU_AKA_DORA};
    assert_int_equal(s.score.yaku_count, 6);
    for (int i = 0; i < 6; i++)
        assert_int_equal(s.score.yaku[i].yaku, want[i]);
}

/* ---- ids ------------------------------------------------------------------ */

static void test_ids(void **state)
{
    (void)state;
    for (int y = 0; y < TSUMO_YAKU_COUNT; y++) {
        const char *id = tsumo_yaku_id((tsumo_yaku)y);
        assert_non_null(id);
        tsumo_yaku back = tsumo_yaku_from_id(id);
        /* both renhou share the format's one id, which names the yakuman */
        if (y == TSUMO_YAKU_RENHOU)
            assert_int_equal(back, TSUMO_YAKU_RENHOU_YAKUMAN);
        else
            assert_int_equal(back, y);
    }
    assert_null(tsumo_yaku_id(TSUMO_YAKU_COUNT));
    assert_int_equal(tsumo_yaku_from_id("mahjong"), TSUMO_YAKU_COUNT);
    assert_string_equal(tsumo_yaku_id(TSUMO_YAKU_SANSHOKU), "sanshoku");
    assert_string_equal(tsumo_yaku_id(TSUMO_YAKU_CHUUREN_9), "chuuren_9");
    assert_null(tsumo_limit_id(TSUMO_LIMIT_NONE));
    assert_string_equal(tsumo_limit_id(TSUMO_LIMIT_HANEMAN), "haneman");
    assert_string_equal(tsumo_limit_id(TSUMO_LIMIT_YAKUMAN), "yakuman");
    for (int i = 0; i < TSUMO_FU_ITEM_COUNT; i++)
        assert_non_null(tsumo_fu_item_id((tsumo_fu_item)i));
    assert_string_equal(tsumo_fu_item_id(TSUMO_FU_WAIT_EDGE), "wait_edge");
}

/* ---- the payments of a scored hand ---------------------------------------- */

static void test_payments_of_a_hand(void **state)
{
    (void)state;
    /* dealer tsumo, counters and sticks */
    scored s = test_score("123456m789p234s55s", "4s", "tsumo riichi seat=E honba=2 sticks=3");
    assert_int_equal(s.score.han, 3);
    assert_int_equal(s.score.fu, 20);
    assert_int_equal(s.score.payments.tsumo_each, 1300);
    assert_int_equal(s.score.payments.total, 3900);
    assert_int_equal(s.score.payments.winner_gain, 3900 + 600 + 3000);
    /* a double yakuman by a non-dealer's ron */
    s = test_score("119m19p19s1234567z", "1m", "");
    assert_int_equal(s.score.payments.ron, 64000);
    assert_int_equal(s.score.base, 16000);
}

/* ---- the shipped rulesets -------------------------------------------------- */

static scored under(const char *ruleset, const char *hand, const char *tile, const char *words)
{
    scored s = test_score(hand, tile, words);
    tsumo_diag diag;
    if (tsumo_rules_load_builtin(&s.rules, ruleset, &diag) != TSUMO_OK)
        fail_msg("cannot load the shipped ruleset %s", ruleset);
    s.status = tsumo_score_hand(&s.score, &s.hand, &s.win, &s.rules);
    return s;
}

/* The same hands under the shipped rulesets: each reads its switches (CHECKLIST §CFG). */
static void test_shipped_rulesets(void **state)
{
    (void)state;
    const char *open_tanyao = "234m88p678s345s (456p<)";
    assert_refused(under("ema2008", open_tanyao, "5s", ""), TSUMO_REFUSAL_NO_YAKU);
    assert_valid(under("tenhou", open_tanyao, "5s", ""));
    assert_valid(under("jpml-a", open_tanyao, "5s", ""));
    /* a thirteen-sided kokushi: double in EMA only */
    assert_int_equal(under("ema2008", "119m19p19s1234567z", "1m", "").score.yakuman_mult, 2);
    assert_int_equal(under("tenhou", "119m19p19s1234567z", "1m", "").score.yakuman_mult, 1);
    /* daisuushii with tsuuiisou: Tenhou adds them up */
    assert_int_equal(under("tenhou", "11144477z (222z<) (333z^)", "4z", "tsumo").score.yakuman_mult,
                     2);
    /* 13 han: a yakuman in EMA, a sanbaiman in JPML-A */
    assert_int_equal(under("jpml-a", "11777788889999m", "9m", "").score.limit,
                     TSUMO_LIMIT_SANBAIMAN);
    /* ryuuiisou without the green dragon */
    scored s = under("club-furiten", "22334466888s (234s<)", "6s", "");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_RYUUIISOU), 0);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_CHINITSU), 5);
    s = under("ema2008", "22334466888s (234s<)", "6s", "");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_RYUUIISOU), 1);
    /* no red fives and no ura dora in JPML-A */
    s = under("jpml-a", "123406m789p234s55s", "4s", "riichi ura=4s");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_AKA_DORA), 0);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_URA_DORA), 0);
    s = under("ema2008", "123406m789p234s55s", "4s", "riichi ura=4s");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_AKA_DORA), 1);
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_URA_DORA), 2);
    /* renhou: a yakuman, a mangan, 5 han, nothing */
    assert_int_equal(under("ema2008", "123456m789p234s55s", "4s", "renhou").score.yakuman_mult, 1);
    assert_int_equal(under("jpml-a", "123456m789p234s55s", "4s", "renhou").score.limit,
                     TSUMO_LIMIT_MANGAN);
    s = under("club-furiten", "123456m789p234s55s", "4s", "renhou");
    assert_int_equal(test_yaku_han(&s.score, TSUMO_YAKU_RENHOU), 5);
    assert_int_equal(under("tenhou", "123456m789p234s55s", "4s", "renhou").score.han, 1);
}

/* ---- the decomposition ---------------------------------------------------- */

/* Sorts the groups of each decomposition, then the decompositions, to compare sets. */
static int group_cmp(const void *a, const void *b)
{
    return memcmp(a, b, sizeof(tsumo_group));
}

static int decomp_cmp(const void *a, const void *b)
{
    return memcmp(a, b, sizeof(tsumo_decomp));
}

static void normalize(tsumo_decomp *d, int n)
{
    for (int i = 0; i < n; i++) {
        qsort(d[i].groups, d[i].group_count, sizeof d[i].groups[0], group_cmp);
        memset(&d[i].groups[d[i].group_count], 0,
               (13 - (size_t)d[i].group_count) * sizeof d[i].groups[0]);
    }
    qsort(d, (size_t)n, sizeof d[0], decomp_cmp);
}

/* A random complete hand: sets and a pair drawn at random, some of them melds. */
static bool random_hand(tsumo_hand *h, tsumo_rng *rng)
{
    memset(h, 0, sizeof *h);
    uint8_t used[TSUMO_KINDS] = {0};
    int melds = (int)tsumo_rng_below(rng, 3);
    for (int set = 0; set < 4; set++) {
        int k = (int)tsumo_rng_below(rng, TSUMO_KINDS);
        bool run = k < TSUMO_EAST && k % 9 <= 6 && tsumo_rng_below(rng, 3);
        for (int j = 0; j < 3; j++)
            if (++used[run ? k + j : k] > 4)
                return false;
        if (set < melds) {
            tsumo_meld *m = &h->melds[h->meld_count++];
            m->type = run ? TSUMO_MELD_CHI : TSUMO_MELD_PON;
            m->kind = (tsumo_kind)k;
            m->called = (tsumo_kind)k;
            m->from = TSUMO_FROM_LEFT;
            continue;
        }
        for (int j = 0; j < 3; j++)
            h->counts[run ? k + j : k]++;
    }
    int pair = (int)tsumo_rng_below(rng, TSUMO_KINDS);
    if ((used[pair] += 2) > 4)
        return false;
    h->counts[pair] += 2;
    return true;
}

/*
 * The reference: the plain search over all 34 kinds that always takes a
 * group holding the lowest kind left (pair, pung or run), then seven pairs
 * and thirteen orphans. Slow and obviously right.
 */
typedef struct reference {
    uint8_t c[TSUMO_KINDS];
    tsumo_group g[5];
    int n;
    bool pair;
    tsumo_decomp *out;
    int found;
    const tsumo_hand *hand;
} reference;

/* Groups taken at one kind go pair, pung, run (`min_type` on), so that each split comes once. */
static void reference_search(reference *r, int from, int min_type)
{
    int k = 0;
    while (k < TSUMO_KINDS && !r->c[k])
        k++;
    if (k != from)
        min_type = 0;
    if (k == TSUMO_KINDS) {
        if (r->found < TSUMO_MAX_DECOMPS) {
            tsumo_decomp *d = &r->out[r->found];
            memset(d, 0, sizeof *d);
            memcpy(d->groups, r->g, (size_t)r->n * sizeof r->g[0]);
            d->group_count = (uint8_t)r->n;
            for (int i = 0; i < r->hand->meld_count; i++) {
                const tsumo_meld *m = &r->hand->melds[i];
                int type = m->type == TSUMO_MELD_CHI   ? TSUMO_GROUP_RUN
                           : m->type == TSUMO_MELD_PON ? TSUMO_GROUP_PUNG
                                                       : TSUMO_GROUP_KAN;
                d->groups[d->group_count++] =
                    (tsumo_group){(uint8_t)type, m->kind, (uint8_t)(i + 1)};
            }
        }
        r->found++;
        return;
    }
    static const int need[3][3] = {{2, 0, 0}, {3, 0, 0}, {1, 1, 1}}; /* pair, pung, run */
    for (int type = min_type; type < 3; type++) {
        bool run = type == 2;
        if ((type == 0 && r->pair) || (run && (k >= TSUMO_EAST || k % 9 > 6)))
            continue;
        bool fits = true;
        for (int j = 0; j < 3; j++)
            fits = fits && r->c[k + j * run] >= need[type][j];
        if (!fits)
            continue;
        for (int j = 0; j < 3; j++)
            r->c[k + j * run] = (uint8_t)(r->c[k + j * run] - need[type][j]);
        static const uint8_t types[3] = {TSUMO_GROUP_PAIR, TSUMO_GROUP_PUNG, TSUMO_GROUP_RUN};
        r->g[r->n++] = (tsumo_group){types[type], (tsumo_kind)k, 0};
        r->pair = r->pair || type == 0;
        reference_search(r, k, type);
        r->pair = r->pair && type != 0;
        r->n--;
        for (int j = 0; j < 3; j++)
            r->c[k + j * run] = (uint8_t)(r->c[k + j * run] + need[type][j]);
    }
}

static int reference_decompose(tsumo_decomp *out, const tsumo_hand *h)
{
    reference r = {.out = out, .hand = h};
    memcpy(r.c, h->counts, sizeof r.c);
    reference_search(&r, -1, 0);
    if (h->meld_count)
        return r.found;
    int pairs = 0, singles = 0, kinds = 0, orphans = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        pairs += h->counts[k] == 2;
        singles += h->counts[k] == 1;
        kinds += h->counts[k] > 0;
        orphans += tsumo_kind_is_yaochu((tsumo_kind)k) && h->counts[k] > 0;
    }
    int form = pairs == 7                                                    ? TSUMO_FORM_CHIITOI
               : orphans == 13 && kinds == 13 && pairs == 1 && singles == 12 ? TSUMO_FORM_KOKUSHI
                                                                             : -1;
    if (form >= 0) {
        tsumo_decomp *d = &out[r.found++];
        memset(d, 0, sizeof *d);
        d->form = (uint8_t)form;
        for (int k = 0; k < TSUMO_KINDS; k++)
            if (h->counts[k])
                d->groups[d->group_count++] = (tsumo_group){
                    (uint8_t)(h->counts[k] == 2 ? TSUMO_GROUP_PAIR : TSUMO_GROUP_SINGLE),
                    (tsumo_kind)k, 0};
    }
    return r.found;
}

/* The order hand.h documents: suit by suit, the pair first in its suit, by kind, melds last. */
static void check_order(const tsumo_decomp *d, int melds, const char *text)
{
    if (d->form != TSUMO_FORM_STANDARD)
        return;
    int concealed = d->group_count - melds;
    for (int g = 1; g < concealed; g++) {
        const tsumo_group *a = &d->groups[g - 1], *b = &d->groups[g];
        int sa = a->kind / 9 > 3 ? 3 : a->kind / 9, sb = b->kind / 9 > 3 ? 3 : b->kind / 9;
        bool pair_first = sa < 3 && a->type == TSUMO_GROUP_PAIR; /* the pair leads its suit */
        int ra = a->type == TSUMO_GROUP_PUNG ? 0 : 1, rb = b->type == TSUMO_GROUP_PUNG ? 0 : 1;
        bool ordered =
            sa < sb ||
            (sa == sb && (pair_first || (b->type != TSUMO_GROUP_PAIR &&
                                         (a->kind < b->kind || (a->kind == b->kind && ra <= rb)))));
        if (sa == 3 && sb == 3)
            ordered = a->kind < b->kind;
        if (!ordered)
            fail_msg("%s: groups %d and %d out of order", text, g - 1, g);
    }
}

static void compare_decompositions(const tsumo_hand *h)
{
    tsumo_decomp want[TSUMO_MAX_DECOMPS], got[TSUMO_MAX_DECOMPS];
    memset(want, 0, sizeof want);
    memset(got, 0xAB, sizeof got); /* stale memory, which no group may show */
    int n_want = reference_decompose(want, h);
    int n_got = tsumo_hand_decompose(got, TSUMO_MAX_DECOMPS, h);
    char text[64];
    tsumo_hand_format(text, sizeof text, h);
    if (n_got != n_want)
        fail_msg("%s: %d decompositions, the reference finds %d", text, n_got, n_want);
    for (int i = 0; i < n_got; i++) { /* scoring copies whole decompositions: no stale groups */
        for (int g = got[i].group_count; g < 13; g++)
            if (got[i].groups[g].type || got[i].groups[g].kind || got[i].groups[g].meld)
                fail_msg("%s: group %d of %d is not zero", text, g, got[i].group_count);
        check_order(&got[i], h->meld_count, text);
    }
    normalize(want, n_want);
    normalize(got, n_got);
    if (n_got && memcmp(want, got, (size_t)n_got * sizeof want[0]) != 0)
        fail_msg("%s: the decompositions differ", text);
}

static void test_decomposition_matches_the_reference(void **state)
{
    (void)state;
    static const char *const hands[] = {
        "111222333m456p55s",  "11123455678999m", "112233m445566p77s", "111122223333m55s",
        "19m19p19s12345677z", "11223344556677z", "22334455667788p",   "11m (123p<) (456s<)",
    };
    for (size_t i = 0; i < sizeof hands / sizeof hands[0]; i++) {
        tsumo_hand h = test_hand(hands[i]);
        if (tsumo_hand_tile_count(&h) == 14)
            compare_decompositions(&h);
    }
    tsumo_rng rng;
    tsumo_rng_seed(&rng, 2008);
    int done = 0;
    while (done < 20000) {
        tsumo_hand h;
        if (!random_hand(&h, &rng))
            continue;
        compare_decompositions(&h);
        /* and a hand that is one tile off */
        int k = (int)tsumo_rng_below(&rng, TSUMO_KINDS);
        int from = (int)tsumo_rng_below(&rng, TSUMO_KINDS);
        if (h.counts[from] && h.counts[k] < 4 && k != from) {
            h.counts[from]--;
            h.counts[k]++;
            compare_decompositions(&h);
        }
        done++;
    }
}

/* The kinds held and seven pairs, read eight counts at a time. */
static void test_counts_by_word(void **state)
{
    (void)state;
    tsumo_hand h = test_hand("111223m9p1111s557z");
    assert_true(tsumo__kinds_held(h.counts) == (0x7u | 1u << 17 | 1u << 18 | UINT64_C(0x50) << 27));
    assert_false(tsumo__seven_pairs(h.counts));
    h = test_hand("1199m22p3388s1177z");
    assert_true(tsumo__seven_pairs(h.counts));
    h = test_hand("1199m22p3333s1177z"); /* four of a kind is not two pairs */
    assert_false(tsumo__seven_pairs(h.counts));
    h = test_hand("19m19p19s12345677z");
    assert_true(tsumo__kinds_held(h.counts) == TSUMO__YAOCHU_KINDS);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_yaku),
        cmocka_unit_test(test_minimum_han),
        cmocka_unit_test(test_five_counters),
        cmocka_unit_test(test_not_complete),
        cmocka_unit_test(test_invalid_inputs),
        cmocka_unit_test(test_tiles_of_the_set),
        cmocka_unit_test(test_impossible_situations),
        cmocka_unit_test(test_dora),
        cmocka_unit_test(test_ura_dora),
        cmocka_unit_test(test_dora_kinds),
        cmocka_unit_test(test_red_fives),
        cmocka_unit_test(test_yaku_order),
        cmocka_unit_test(test_ids),
        cmocka_unit_test(test_payments_of_a_hand),
        cmocka_unit_test(test_shipped_rulesets),
        cmocka_unit_test(test_decomposition_matches_the_reference),
        cmocka_unit_test(test_counts_by_word),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
