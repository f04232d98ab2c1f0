/*
 * Rulesets as data (docs/rulesets.md): the EMA 2008 defaults, the shipped
 * files against the CHECKLIST's CFG table, the format -> parse round trip,
 * and every kind of error a ruleset file can have, with its exact line,
 * column, key, found text and expected values.
 */
#include "support.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FORMAT_BUF 16384

static tsumo_rules parse_ok(const char *text)
{
    tsumo_rules r;
    tsumo_diag d;
    if (tsumo_rules_parse(&r, text, strlen(text), &d) != TSUMO_OK)
        fail_msg("cannot parse \"%s\": %s line %d column %d key '%s' found '%s' expected '%s'",
                 text, tsumo_diag_msgid(d.code), d.line, d.column, d.key, d.found, d.expected);
    return r;
}

static tsumo_rules load(const char *name)
{
    tsumo_rules r;
    tsumo_diag d;
    if (tsumo_rules_load_builtin(&r, name, &d) != TSUMO_OK)
        fail_msg("ruleset %s: %s line %d key '%s' found '%s' expected '%s'", name,
                 tsumo_diag_msgid(d.code), d.line, d.key, d.found, d.expected);
    return r;
}

/* One value of a ruleset against a CFG column, named by its CHECKLIST ID on failure. */
#define EXPECT(r, field, want, id) want_value(#field, (long)(r).field, (long)(want), id)

static void want_value(const char *field, long got, long want, const char *id)
{
    if (got != want)
        fail_msg("%s (%s): got %ld, want %ld", field, id, got, want);
}

static void expect_uma(const tsumo_rules *r, int32_t a, int32_t b, int32_t c, int32_t d)
{
    EXPECT(*r, uma_kind, TSUMO_UMA_FIXED, "CFG-UMA");
    EXPECT(*r, uma[0], a, "CFG-UMA");
    EXPECT(*r, uma[1], b, "CFG-UMA");
    EXPECT(*r, uma[2], c, "CFG-UMA");
    EXPECT(*r, uma[3], d, "CFG-UMA");
}

/* ---- the defaults ------------------------------------------------------------ */

/* CHECKLIST CFG table, EMA column, and the EMA sections behind the other options. */
static void test_defaults_are_ema_2008(void **state)
{
    (void)state;
    tsumo_rules r;
    tsumo_rules_default(&r);
    assert_string_equal(r.name, "EMA 2008");
    EXPECT(r, min_han, 1, "CFG-MINHAN, EMA 3.2");
    EXPECT(r, red_fives, 3, "CFG-AKA, EMA 1.1");
    EXPECT(r, open_tanyao, false, "CFG-KUITAN, EMA preface #1");
    EXPECT(r, kuikae, TSUMO_KUIKAE_ALLOW, "CFG-KUIKAE, EMA preface #3");
    EXPECT(r, two_han_at_five_counters, true, "CFG-TWOHAN5, EMA 3.4.11");
    EXPECT(r, open_riichi, false, "CFG-OPENRII");
    EXPECT(r, open_riichi_han, 2, "CFG-OPENRII, AMB-14: the project's value");
    EXPECT(r, start_points, 30000, "CFG-START, AMB-44");
    expect_uma(&r, 9000, 3000, -3000, -9000); /* CFG-UMA, EMA 3.6.1 */
    EXPECT(r, oka, 0, "CFG-OKA");
    EXPECT(r, agariyame, false, "CFG-AGARIYAME, EMA 3.5");
    EXPECT(r, head_bump, false, "CFG-MULTIRON, EMA 3.3.1");
    EXPECT(r, triple_ron_abort, false, "R-ABRT-06, EMA 3.3.1");
    EXPECT(r, ippatsu, true, "CFG-IPPATSU, EMA 4.2.1");
    EXPECT(r, ura_dora, true, "CFG-URA, EMA 3.3.12");
    EXPECT(r, kan_dora, true, "CFG-KANDORA, EMA 3.3.2");
    EXPECT(r, kan_dora_timing, TSUMO_KANDORA_AT_ONCE, "CFG-KANDORA-TIMING, AMB-05");
    EXPECT(r, double_yakuman, true, "CFG-DOUBLEYKM, EMA 4.2.5");
    EXPECT(r, kazoe, TSUMO_KAZOE_YAKUMAN, "CFG-KAZOE, EMA 4.2");
    EXPECT(r, kiriage, false, "CFG-KIRIAGE, R-PAY-04");
    EXPECT(r, renhou, TSUMO_RENHOU_YAKUMAN, "CFG-RENHOU, EMA 4.2.5");
    EXPECT(r, ryuuiisou_needs_hatsu, false, "CFG-RYUUISOU-HATSU, AMB-33");
    EXPECT(r, pao_suukantsu, false, "CFG-PAO-SUUKANTSU");
    EXPECT(r, rinshan_liability, false, "CFG-RINSHAN-LIAB, R-PAO-04");
    EXPECT(r, rinshan_tsumo_fu, true, "CFG-RINSHAN-FU, AMB-34");
    EXPECT(r, nagashi, TSUMO_NAGASHI_CLOSED, "CFG-NAGASHI, EMA 4.2.4");
    EXPECT(r, temp_furiten_ends_on_call, true, "CFG-TEMPFURI-CALL, EMA 3.4.5");
    EXPECT(r, riichi_kan, TSUMO_RIICHI_KAN_EMA, "CFG-RIICHI-KAN, EMA 3.3.12");
    EXPECT(r, four_kan_abort, TSUMO_FOURKAN_AFTER_DISCARD, "CFG-4KAN-ABORT, EMA 3.3.9");
    EXPECT(r, chombo_mangan, true, "CFG-CHOMBO, EMA 3.4.6");
    EXPECT(r, invalid_call, TSUMO_INVALID_CALL_DEAD_HAND, "R-DEAD-02, AMB-23, EMA 3.4.7");
    EXPECT(r, chombo_rating, 0, "CFG-CHOMBO");
    EXPECT(r, end_sticks, TSUMO_ENDSTICKS_FIRST, "CFG-ENDSTICKS, EMA 3.6");
    EXPECT(r, bust, false, "CFG-BUST, R-GAME-04");
    EXPECT(r, abort_dealer_repeats, true, "CFG-ABORT-DEALER, AMB-19");
    EXPECT(r, tenpai_must_show, false, "CFG-TENPAI-SHOW, EMA 3.4.2");
    /* options without a CFG switch */
    EXPECT(r, kan_ura_dora, true, "R-DORA-06, EMA 3.3.12");
    EXPECT(r, yakuman_stacking, false, "R-HAN-03, EMA 4.2");
    EXPECT(r, nagashi_settlement, TSUMO_NAGASHI_AS_WIN, "AMB-21, EMA 4.2.4");
    EXPECT(r, haitei_with_rinshan, true, "AMB-07, EMA 3.4.1");
    EXPECT(r, open_pinfu_fu, true, "AMB-36, EMA 4.1.1");
    EXPECT(r, double_wind_pair_fu, 4, "AMB-35, EMA 4.1.1");
    EXPECT(r, honba_value, 300, "R-HONB-03, EMA 3.4.10");
    EXPECT(r, multi_ron_honba, TSUMO_HONBA_EACH_WINNER, "R-HONB-04, EMA 4.1");
    EXPECT(r, riichi_deposit, 1000, "R-RII-04, EMA 3.3.12");
    EXPECT(r, noten_total, 3000, "R-DRAW-02, EMA 3.4.2");
    EXPECT(r, claim_window_ms, 3000, "R-CALL-05, EMA 3.3.1");
    EXPECT(r, riichi_min_wall, 4, "R-RII-02, EMA 3.3.12");
    EXPECT(r, riichi_min_points, 0, "R-RII-03, AMB-11");
    EXPECT(r, kyuushu, true, "R-ABRT-02, EMA 3.4.3");
    EXPECT(r, four_winds_abort, true, "R-ABRT-03, EMA 3.4.3");
    EXPECT(r, four_riichi_abort, true, "R-ABRT-05, EMA 3.4.3");
    EXPECT(r, pao_daisangen, true, "R-PAO-01, EMA 3.3.6");
    EXPECT(r, pao_daisuushii, true, "R-PAO-01, EMA 3.3.6");
    EXPECT(r, rounds, 2, "R-GAME-02, EMA 3.5");
    EXPECT(r, ties, TSUMO_TIES_SHARE, "R-GAME-06, EMA 3.6.1");
    EXPECT(r, tenpaiyame, false, "R-GAME-03, EMA 3.5");
    EXPECT(r, extension_target, 0, "R-GAME-02, EMA 3.5");
    assert_int_equal(tsumo_rules_check(&r, NULL), TSUMO_OK);
}

static void test_empty_file_is_the_defaults(void **state)
{
    (void)state;
    tsumo_rules def, r;
    tsumo_rules_default(&def);
    const char *empties[] = {"", "\n", "\n\n\r\n", "   \t\n", "# only a comment\n", "format = 1"};
    for (size_t i = 0; i < sizeof empties / sizeof *empties; i++) {
        r = parse_ok(empties[i]);
        assert_true(tsumo_rules_equal(&r, &def));
        assert_memory_equal(r.name, def.name, sizeof r.name);
    }
    assert_int_equal(tsumo_rules_parse(&r, NULL, 0, NULL), TSUMO_OK);
    assert_true(tsumo_rules_equal(&r, &def));
    /* The shipped EMA file spells out the same values. */
    r = load("ema2008");
    assert_true(tsumo_rules_equal(&r, &def));
}

/* ---- the shipped files against the CFG columns ---------------------------------- */

static char *read_source_file(const char *path, size_t *len)
{
    char full[512];
    snprintf(full, sizeof full, "%s/%s", TSUMO_SOURCE_DIR, path);
    FILE *f = fopen(full, "rb");
    if (!f)
        fail_msg("cannot open %s", full);
    char *buf = malloc(1 << 20);
    assert_non_null(buf);
    *len = fread(buf, 1, (1 << 20) - 1, f);
    buf[*len] = '\0';
    fclose(f);
    return buf;
}

static void test_builtins_are_the_files(void **state)
{
    (void)state;
    const char *expected[] = {"club-furiten", "ema2008", "jpml-a", "jpml-b", "tenhou"};
    int n = 0;
    for (const char *name; (name = tsumo_rules_builtin_name(n)); n++) {
        assert_true(n < 5);
        assert_string_equal(name, expected[n]);
        char path[64];
        snprintf(path, sizeof path, "data/rulesets/%s.ini", name);
        size_t len;
        char *file = read_source_file(path, &len);
        assert_string_equal(tsumo_rules_builtin_text(name), file);
        tsumo_rules from_file, builtin = load(name);
        tsumo_diag d;
        assert_int_equal(tsumo_rules_parse(&from_file, file, len, &d), TSUMO_OK);
        assert_true(tsumo_rules_equal(&from_file, &builtin));
        assert_int_equal(tsumo_rules_check(&builtin, &d), TSUMO_OK);
        free(file);
    }
    assert_int_equal(n, 5);
    assert_null(tsumo_rules_builtin_name(-1));
    assert_null(tsumo_rules_builtin_text("nope"));

    tsumo_rules r;
    tsumo_diag d;
    assert_int_equal(tsumo_rules_load_builtin(&r, "EMA2008", &d), TSUMO_ENOTFOUND);
    assert_int_equal(d.code, TSUMO_DIAG_BAD_VALUE);
    assert_string_equal(d.key, "ruleset");
    assert_string_equal(d.found, "EMA2008");
    assert_string_equal(d.expected, "club-furiten|ema2008|jpml-a|jpml-b|tenhou");
}

/* The options JPML-A and JPML-B share (CFG table; "=A" in the JPML-B column). */
static void expect_jpml_common(const tsumo_rules *r)
{
    EXPECT(*r, min_han, 1, "CFG-MINHAN");
    EXPECT(*r, red_fives, 0, "CFG-AKA, R-TILE-03");
    EXPECT(*r, open_tanyao, true, "CFG-KUITAN");
    EXPECT(*r, kuikae, TSUMO_KUIKAE_FORBID_SAME, "CFG-KUIKAE, J:B11-12, AMB-09");
    EXPECT(*r, two_han_at_five_counters, false, "CFG-TWOHAN5");
    EXPECT(*r, open_riichi, false, "CFG-OPENRII");
    EXPECT(*r, start_points, 30000, "CFG-START, J:B3");
    EXPECT(*r, oka, 0, "CFG-OKA");
    EXPECT(*r, agariyame, false, "CFG-AGARIYAME");
    EXPECT(*r, head_bump, true, "CFG-MULTIRON, J:A1");
    EXPECT(*r, triple_ron_abort, true, "R-ABRT-06, J:A1");
    EXPECT(*r, double_yakuman, false, "CFG-DOUBLEYKM");
    EXPECT(*r, kazoe, TSUMO_KAZOE_SANBAIMAN, "CFG-KAZOE, AMB-26");
    EXPECT(*r, renhou, TSUMO_RENHOU_MANGAN, "CFG-RENHOU, J:N65");
    EXPECT(*r, ryuuiisou_needs_hatsu, true, "CFG-RYUUISOU-HATSU");
    EXPECT(*r, pao_suukantsu, true, "CFG-PAO-SUUKANTSU, J:Pao2");
    EXPECT(*r, rinshan_liability, true, "CFG-RINSHAN-LIAB, J:B16");
    EXPECT(*r, rinshan_tsumo_fu, false, "CFG-RINSHAN-FU, J:Fu3");
    EXPECT(*r, nagashi, TSUMO_NAGASHI_OFF, "CFG-NAGASHI");
    EXPECT(*r, temp_furiten_ends_on_call, false, "CFG-TEMPFURI-CALL, J:F3");
    EXPECT(*r, riichi_kan, TSUMO_RIICHI_KAN_JPML, "CFG-RIICHI-KAN, J:R3");
    EXPECT(*r, four_kan_abort, TSUMO_FOURKAN_AT_KAN, "CFG-4KAN-ABORT, J:D3");
    EXPECT(*r, chombo_mangan, false, "CFG-CHOMBO, J:P10");
    EXPECT(*r, chombo_rating, 20, "CFG-CHOMBO, J:P10");
    EXPECT(*r, invalid_call, TSUMO_INVALID_CALL_CHOMBO, "R-CHMB-05, AMB-23, J:P1");
    EXPECT(*r, end_sticks, TSUMO_ENDSTICKS_LOST, "CFG-ENDSTICKS, J:R10");
    EXPECT(*r, bust, false, "CFG-BUST");
    EXPECT(*r, abort_dealer_repeats, true, "CFG-ABORT-DEALER, J:D3");
    EXPECT(*r, tenpai_must_show, true, "CFG-TENPAI-SHOW, J:T3-4");
    EXPECT(*r, open_pinfu_fu, false, "AMB-36");
    EXPECT(*r, ties, TSUMO_TIES_SHARE, "R-GAME-06");
}

static void test_jpml_a(void **state)
{
    (void)state;
    tsumo_rules r = load("jpml-a");
    expect_jpml_common(&r);
    EXPECT(r, ippatsu, false, "CFG-IPPATSU");
    EXPECT(r, ura_dora, false, "CFG-URA");
    EXPECT(r, kan_dora, false, "CFG-KANDORA");
    EXPECT(r, kan_ura_dora, false, "R-DORA-06");
    EXPECT(r, kiriage, false, "CFG-KIRIAGE, AMB-51");
    EXPECT(r, uma_kind, TSUMO_UMA_JPML_A, "CFG-UMA, R-GAME-08");
}

static void test_jpml_b(void **state)
{
    (void)state;
    tsumo_rules r = load("jpml-b");
    expect_jpml_common(&r);
    EXPECT(r, ippatsu, true, "CFG-IPPATSU (FAQ)");
    EXPECT(r, ura_dora, true, "CFG-URA (FAQ)");
    EXPECT(r, kan_dora, true, "CFG-KANDORA (FAQ)");
    EXPECT(r, kan_dora_timing, TSUMO_KANDORA_AT_ONCE, "CFG-KANDORA-TIMING: silent");
    EXPECT(r, kiriage, true, "CFG-KIRIAGE (FAQ)");
    expect_uma(&r, 15000, 5000, -5000, -15000); /* CFG-UMA (FAQ) */
}

/* The RU club: RU:D1-D10 at their defaults, and the RU column for the rest. */
static void test_club_furiten(void **state)
{
    (void)state;
    tsumo_rules r = load("club-furiten");
    EXPECT(r, min_han, 1, "CFG-MINHAN, RU:D1");
    EXPECT(r, red_fives, 3, "CFG-AKA, RU:D2");
    EXPECT(r, open_tanyao, true, "CFG-KUITAN, RU:D3");
    EXPECT(r, kuikae, TSUMO_KUIKAE_FORBID_SAME_AND_END, "CFG-KUIKAE, RU:D4, RU2.15");
    EXPECT(r, two_han_at_five_counters, false, "CFG-TWOHAN5, RU:D5");
    EXPECT(r, open_riichi, false, "CFG-OPENRII, RU:D6");
    EXPECT(r, open_riichi_han, 2, "R-RII-13, RU D6, AMB-14: the club gives no value");
    EXPECT(r, start_points, 30000, "CFG-START, RU:D7");
    expect_uma(&r, 9000, 3000, -3000, -9000); /* CFG-UMA, RU:D8 */
    EXPECT(r, oka, 0, "CFG-OKA, RU:D9");
    EXPECT(r, agariyame, false, "CFG-AGARIYAME, RU:D10");
    EXPECT(r, head_bump, true, "CFG-MULTIRON, RU10.4");
    EXPECT(r, triple_ron_abort, true, "R-ABRT-06, RU5.5");
    EXPECT(r, ippatsu, true, "CFG-IPPATSU");
    EXPECT(r, ura_dora, true, "CFG-URA");
    EXPECT(r, kan_dora, true, "CFG-KANDORA");
    EXPECT(r, kan_ura_dora, true, "RU9.4");
    EXPECT(r, kan_dora_timing, TSUMO_KANDORA_LATE_OPEN, "CFG-KANDORA-TIMING, RU2.21-2.23");
    EXPECT(r, double_yakuman, false, "CFG-DOUBLEYKM");
    EXPECT(r, kazoe, TSUMO_KAZOE_YAKUMAN, "CFG-KAZOE, RU:T3");
    EXPECT(r, kiriage, false, "CFG-KIRIAGE");
    EXPECT(r, renhou, TSUMO_RENHOU_HAN5, "CFG-RENHOU");
    EXPECT(r, ryuuiisou_needs_hatsu, true, "CFG-RYUUISOU-HATSU");
    EXPECT(r, pao_suukantsu, true, "CFG-PAO-SUUKANTSU, RU8.1-8.2");
    EXPECT(r, rinshan_liability, true, "CFG-RINSHAN-LIAB, RU2.26");
    EXPECT(r, rinshan_tsumo_fu, false, "CFG-RINSHAN-FU");
    EXPECT(r, nagashi, TSUMO_NAGASHI_OFF, "CFG-NAGASHI");
    EXPECT(r, temp_furiten_ends_on_call, false, "CFG-TEMPFURI-CALL, RU4.3");
    EXPECT(r, riichi_kan, TSUMO_RIICHI_KAN_WAIT, "CFG-RIICHI-KAN, RU3.4");
    EXPECT(r, four_kan_abort, TSUMO_FOURKAN_AT_KAN, "CFG-4KAN-ABORT, RU5.5");
    EXPECT(r, chombo_mangan, true, "CFG-CHOMBO, RU7.2");
    EXPECT(r, chombo_rating, 20, "CFG-CHOMBO, RU7.2");
    EXPECT(r, invalid_call, TSUMO_INVALID_CALL_DEAD_HAND, "R-DEAD-02, AMB-23, RU7.5");
    EXPECT(r, end_sticks, TSUMO_ENDSTICKS_LOST, "CFG-ENDSTICKS, RU3.11");
    EXPECT(r, bust, true, "CFG-BUST, RU2.2");
    EXPECT(r, abort_dealer_repeats, true, "CFG-ABORT-DEALER, RU5.4");
    EXPECT(r, tenpai_must_show, true, "CFG-TENPAI-SHOW, RU6.4");
    EXPECT(r, open_pinfu_fu, false, "AMB-36, RU:T");
    EXPECT(r, yakuman_stacking, false, "RU12.2");
}

/* Tenhou.net ranked rules, as the records in ../shared/conformance/games were played. */
static void test_tenhou(void **state)
{
    (void)state;
    tsumo_rules r = load("tenhou");
    EXPECT(r, open_tanyao, true, "CFG-KUITAN");
    EXPECT(r, red_fives, 3, "CFG-AKA");
    EXPECT(r, kiriage, false, "CFG-KIRIAGE");
    EXPECT(r, head_bump, false, "CFG-MULTIRON: double ron");
    EXPECT(r, triple_ron_abort, true, "R-ABRT-06");
    EXPECT(r, kuikae, TSUMO_KUIKAE_FORBID_SAME_AND_END, "CFG-KUIKAE");
    EXPECT(r, kan_dora, true, "CFG-KANDORA");
    EXPECT(r, kan_dora_timing, TSUMO_KANDORA_LATE_OPEN, "CFG-KANDORA-TIMING");
    EXPECT(r, yakuman_stacking, true, "R-HAN-03");
    EXPECT(r, double_yakuman, false, "CFG-DOUBLEYKM: single on Tenhou");
    EXPECT(r, renhou, TSUMO_RENHOU_NONE, "CFG-RENHOU");
    EXPECT(r, nagashi, TSUMO_NAGASHI_ANY, "CFG-NAGASHI");
    EXPECT(r, nagashi_settlement, TSUMO_NAGASHI_AS_DRAW, "AMB-21");
    EXPECT(r, two_han_at_five_counters, false, "CFG-TWOHAN5");
    EXPECT(r, kazoe, TSUMO_KAZOE_YAKUMAN, "CFG-KAZOE");
    EXPECT(r, ryuuiisou_needs_hatsu, false, "CFG-RYUUISOU-HATSU");
    EXPECT(r, haitei_with_rinshan, false, "AMB-07");
    EXPECT(r, multi_ron_honba, TSUMO_HONBA_FIRST_WINNER, "R-HONB-04");
    EXPECT(r, riichi_kan, TSUMO_RIICHI_KAN_WAIT, "CFG-RIICHI-KAN");
    EXPECT(r, riichi_min_points, 1000, "R-RII-03");
    EXPECT(r, temp_furiten_ends_on_call, false, "CFG-TEMPFURI-CALL");
    EXPECT(r, start_points, 25000, "CFG-START");
    expect_uma(&r, 20000, 10000, -10000, -20000); /* CFG-UMA */
    EXPECT(r, oka, 20000, "CFG-OKA: 30000 target");
    EXPECT(r, end_sticks, TSUMO_ENDSTICKS_FIRST, "CFG-ENDSTICKS");
    EXPECT(r, ties, TSUMO_TIES_SEAT_ORDER, "R-GAME-06");
    EXPECT(r, bust, true, "CFG-BUST");
    EXPECT(r, agariyame, true, "CFG-AGARIYAME");
    EXPECT(r, tenpaiyame, true, "R-GAME-03");
    EXPECT(r, extension_target, 30000, "R-GAME-02: West round");
    EXPECT(r, chombo_mangan, false, "CFG-CHOMBO");
    EXPECT(r, chombo_rating, 0, "CFG-CHOMBO");
    EXPECT(r, invalid_call, TSUMO_INVALID_CALL_DEAD_HAND, "AMB-23: the EMA value");
    EXPECT(r, pao_daisangen, true, "R-PAO-01");
    EXPECT(r, pao_daisuushii, true, "R-PAO-01");
    EXPECT(r, pao_suukantsu, false, "CFG-PAO-SUUKANTSU");
    EXPECT(r, rinshan_liability, false, "CFG-RINSHAN-LIAB");
    EXPECT(r, rinshan_tsumo_fu, true, "CFG-RINSHAN-FU");
    EXPECT(r, four_kan_abort, TSUMO_FOURKAN_AFTER_DISCARD, "CFG-4KAN-ABORT");
    EXPECT(r, rounds, 2, "R-GAME-02: hanchan");
}

/* ---- round trip ------------------------------------------------------------------- */

static void round_trip(const tsumo_rules *r)
{
    static char text[FORMAT_BUF], again[FORMAT_BUF];
    size_t n = tsumo_rules_format(text, sizeof text, r);
    assert_true(n < sizeof text);
    assert_int_equal(strlen(text), n);
    tsumo_rules back;
    tsumo_diag d;
    if (tsumo_rules_parse(&back, text, n, &d) != TSUMO_OK)
        fail_msg("%s: formatted text does not parse: line %d key '%s' found '%s'", r->name, d.line,
                 d.key, d.found);
    assert_true(tsumo_rules_equal(r, &back));
    assert_int_equal(tsumo_rules_format(again, sizeof again, &back), n);
    assert_string_equal(text, again);
}

static void test_format_parses_back(void **state)
{
    (void)state;
    tsumo_rules r;
    tsumo_rules_default(&r);
    round_trip(&r);
    for (int i = 0; tsumo_rules_builtin_name(i); i++) {
        r = load(tsumo_rules_builtin_name(i));
        round_trip(&r);
    }
    /* Values at the ends of their ranges and texts with room for nothing more. */
    r = parse_ok(
        "[ruleset]\nname = 123456789012345678901234567890123456789012345678901234567890123\n"
        "description = \n[yaku]\nmin_han = 3\n[payments]\nnoten_total = 12000\n"
        "[riichi]\nriichi_min_wall = 0\n[game]\numa = 100000 0 0 -100000\n"
        "oka = 400000\nstart_points = 1000000\nextension_target = 1000000\n"
        "game_length = tonpuusen\n[penalties]\nchombo_rating = 100\n");
    assert_int_equal(strlen(r.name), 63);
    assert_string_equal(r.description, "");
    round_trip(&r);
    r = parse_ok("[ruleset]\nname = \xe9\xba\xbb\xe9\x9b\x80 club #5\t(x)\n");
    assert_string_equal(r.name, "\xe9\xba\xbb\xe9\x9b\x80 club #5\t(x)");
    round_trip(&r);
}

static void test_every_key_in_the_format(void **state)
{
    (void)state;
    tsumo_rules r;
    tsumo_rules_default(&r);
    static char text[FORMAT_BUF];
    tsumo_rules_format(text, sizeof text, &r);
    const char *lines[] = {
        "\nformat = 1\n",
        "\n[ruleset]\n",
        "\nname = EMA 2008\n",
        "\nred_fives = 3\n",
        "\nkuikae = allow\n",
        "\nopen_tanyao = no\n",
        "\numa = 9000 3000 -3000 -9000\n",
        ("\n# Red fives: 0, 3 (one in each suit) or 4 (a second in pin); each is a dora\n"
         "# (CFG-AKA, R-TILE-03, EMA 1.1)\nred_fives = 3\n"),
    };
    for (size_t i = 0; i < sizeof lines / sizeof *lines; i++)
        if (!strstr(text, lines[i]))
            fail_msg("formatted ruleset lacks \"%s\"", lines[i]);
    /* Every line fits in 100 columns. */
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        assert_non_null(nl);
        assert_true(nl - p <= 100);
        p = nl + 1;
    }
}

static void test_format_into_a_small_buffer(void **state)
{
    (void)state;
    tsumo_rules r;
    tsumo_rules_default(&r);
    size_t need = tsumo_rules_format(NULL, 0, &r);
    static char full[FORMAT_BUF];
    assert_int_equal(tsumo_rules_format(full, sizeof full, &r), need);
    char small[10];
    memset(small, 'x', sizeof small);
    assert_int_equal(tsumo_rules_format(small, sizeof small, &r), need);
    assert_int_equal(small[9], '\0');
    assert_memory_equal(small, full, 9);
}

/*
 * Every field of tsumo_rules has exactly one key: the fields in declaration
 * order (each with a line that sets it away from its default) must tile the
 * struct with nothing but alignment padding between them, and each line
 * must change its own field and no other.
 */
typedef struct field {
    const char *name;
    size_t offset, size, align;
    const char *text;
    size_t also_offset, also_size; /* a field the line must change too, or size 0 */
} field;

#define F(f, al, t)                                                                                \
    {                                                                                              \
#f, offsetof(tsumo_rules, f), sizeof(((tsumo_rules *)0)->f), al, t, 0, 0                   \
    }
#define F2(f, al, t, g)                                                                            \
    {                                                                                              \
#f, offsetof(tsumo_rules, f), sizeof(((tsumo_rules *)0)->f), al, t,                        \
            offsetof(tsumo_rules, g), sizeof(((tsumo_rules *)0)->g)                                \
    }

/* The rows a file with uma = jpml-a must give, at their defaults. */
#define DEFAULT_UMA_ROWS                                                                           \
    "uma_above_0 = 9000 3000 -3000 -9000\numa_above_1 = 9000 3000 -3000 -9000\n"                   \
    "uma_above_2 = 9000 3000 -3000 -9000\numa_above_3 = 9000 3000 -3000 -9000\n"                   \
    "uma_above_4 = 9000 3000 -3000 -9000\n"

static const field fields[] = {
    F(name, 1, "[ruleset]\nname = x"),
    F(description, 1, "[ruleset]\ndescription = x"),
    F(red_fives, 1, "[dora]\nred_fives = 4"),
    F2(kan_dora, 1, "[dora]\nkan_dora = no\nkan_ura_dora = no", kan_ura_dora),
    F(kan_dora_timing, 1, "[dora]\nkan_dora_timing = late-open"),
    F2(ura_dora, 1, "[dora]\nura_dora = no\nkan_ura_dora = no", kan_ura_dora),
    F(kan_ura_dora, 1, "[dora]\nkan_ura_dora = no"),
    F(min_han, 1, "[yaku]\nmin_han = 2"),
    F(two_han_at_five_counters, 1, "[yaku]\ntwo_han_at_five_counters = no"),
    F(open_tanyao, 1, "[yaku]\nopen_tanyao = yes"),
    F(ippatsu, 1, "[yaku]\nippatsu = no"),
    F(double_yakuman, 1, "[yaku]\ndouble_yakuman = no"),
    F(yakuman_stacking, 1, "[yaku]\nyakuman_stacking = yes"),
    F(kazoe, 1, "[yaku]\nkazoe = sanbaiman"),
    F(renhou, 1, "[yaku]\nrenhou = 5-han"),
    F(ryuuiisou_needs_hatsu, 1, "[yaku]\nryuuiisou_needs_hatsu = yes"),
    F(nagashi, 1, "[yaku]\nnagashi_mangan = with-calls"),
    F(nagashi_settlement, 1, "[yaku]\nnagashi_settlement = as-draw"),
    F(haitei_with_rinshan, 1, "[yaku]\nhaitei_with_rinshan = no"),
    F(kiriage, 1, "[payments]\nkiriage = yes"),
    F(rinshan_tsumo_fu, 1, "[payments]\nrinshan_tsumo_fu = no"),
    F(open_pinfu_fu, 1, "[payments]\nopen_pinfu_fu = no"),
    F(double_wind_pair_fu, 1, "[payments]\ndouble_wind_pair_fu = 2"),
    F(honba_value, 2, "[payments]\nhonba_value = 1500"),
    F(multi_ron_honba, 1, "[payments]\nmulti_ron_honba = first-winner"),
    F(riichi_deposit, 2, "[riichi]\nriichi_deposit = 1500"),
    F(noten_total, 2, "[payments]\nnoten_total = 6000"),
    F(kuikae, 1, "[calls]\nkuikae = forbid-same"),
    F(head_bump, 1, "[calls]\nhead_bump = yes"),
    F(triple_ron_abort, 1, "[calls]\ntriple_ron_abort = yes"),
    F(claim_window_ms, 2, "[calls]\nclaim_window_ms = 1500"),
    F(riichi_kan, 1, "[riichi]\nriichi_kan = never"),
    F(riichi_min_wall, 1, "[riichi]\nriichi_min_wall = 1"),
    F(riichi_min_points, 4, "[riichi]\nriichi_min_points = 1000"),
    F(open_riichi, 1, "[riichi]\nopen_riichi = yes"),
    F(open_riichi_han, 1, "[riichi]\nopen_riichi_han = 3"),
    F(temp_furiten_ends_on_call, 1, "[riichi]\ntemp_furiten_ends_on_call = no"),
    F(kyuushu, 1, "[draws]\nkyuushu_kyuuhai = no"),
    F(four_winds_abort, 1, "[draws]\nfour_winds_abort = no"),
    F(four_riichi_abort, 1, "[draws]\nfour_riichi_abort = no"),
    F(four_kan_abort, 1, "[draws]\nfour_kan_abort = never"),
    F(abort_dealer_repeats, 1, "[draws]\nabort_dealer_repeats = no"),
    F(tenpai_must_show, 1, "[draws]\ntenpai_must_show = yes"),
    F(pao_daisangen, 1, "[liability]\npao_daisangen = no"),
    F(pao_daisuushii, 1, "[liability]\npao_daisuushii = no"),
    F(pao_suukantsu, 1, "[liability]\npao_suukantsu = yes"),
    F(rinshan_liability, 1, "[liability]\nrinshan_liability = yes"),
    F(penalties, 1, "[penalties]\npenalties = penalize"),
    F(invalid_call, 1, "[penalties]\ninvalid_call = chombo"),
    F(chombo_mangan, 1, "[penalties]\nchombo_mangan = no"),
    F(chombo_rating, 2, "[penalties]\nchombo_rating = 20"),
    F(rounds, 1, "[game]\ngame_length = tonpuusen"),
    F(start_points, 4, "[game]\nstart_points = 25000"),
    F2(uma_kind, 1, "[game]\numa = jpml-a\n" DEFAULT_UMA_ROWS, uma),
    F2(uma, 4, "[game]\numa = jpml-a\n" DEFAULT_UMA_ROWS, uma_kind),
    F(uma_by_start[0], 4, "[game]\numa_above_0 = 8000 3000 1000 -12000"),
    F(uma_by_start[1], 4, "[game]\numa_above_1 = 8000 3000 1000 -12000"),
    F(uma_by_start[2], 4, "[game]\numa_above_2 = 8000 3000 1000 -12000"),
    F(uma_by_start[3], 4, "[game]\numa_above_3 = 8000 3000 1000 -12000"),
    F(uma_by_start[4], 4, "[game]\numa_above_4 = 8000 3000 1000 -12000"),
    F(oka, 4, "[game]\noka = 20000"),
    F(end_sticks, 1, "[game]\nend_sticks = lost"),
    F(bust, 1, "[game]\nbust = yes"),
    F(ties, 1, "[game]\nties = seat-order"),
    F(agariyame, 1, "[game]\nagariyame = yes"),
    F2(tenpaiyame, 1, "[game]\nagariyame = yes\ntenpaiyame = yes", agariyame),
    F(extension_target, 4, "[game]\nextension_target = 30000"),
};

#define FIELD_COUNT (sizeof fields / sizeof *fields)

static bool field_may_change(const field *f, size_t byte)
{
    return (byte >= f->offset && byte < f->offset + f->size) ||
           (byte >= f->also_offset && byte < f->also_offset + f->also_size);
}

static void test_every_field_has_one_key(void **state)
{
    (void)state;
    /* The list covers the struct: only padding between fields, none at the end beyond 4. */
    size_t end = offsetof(tsumo_rules, version) + sizeof(unsigned int); /* no key sets it */
    for (size_t i = 0; i < FIELD_COUNT; i++) {
        size_t aligned = (end + fields[i].align - 1) / fields[i].align * fields[i].align;
        if (fields[i].offset != aligned)
            fail_msg("a field between the one before %s and it has no key", fields[i].name);
        end = fields[i].offset + fields[i].size;
    }
    assert_int_equal(sizeof(tsumo_rules), (end + 3) / 4 * 4);

    tsumo_rules def;
    tsumo_rules_default(&def);
    for (size_t i = 0; i < FIELD_COUNT; i++) {
        const field *f = &fields[i];
        tsumo_rules r = parse_ok(f->text);
        const unsigned char *a = (const unsigned char *)&def, *b = (const unsigned char *)&r;
        bool changed = false;
        for (size_t k = 0; k < FIELD_COUNT; k++)
            for (size_t byte = fields[k].offset; byte < fields[k].offset + fields[k].size; byte++) {
                if (a[byte] == b[byte])
                    continue;
                if (!field_may_change(f, byte))
                    fail_msg("\"%s\" changed %s too", f->text, fields[k].name);
                changed = changed || (byte >= f->offset && byte < f->offset + f->size);
            }
        if (!changed)
            fail_msg("\"%s\" did not change %s", f->text, f->name);
        assert_false(tsumo_rules_equal(&def, &r));
        round_trip(&r);
    }
}

/* ---- what a file may look like ------------------------------------------------------- */

static void test_crlf_comments_and_blanks(void **state)
{
    (void)state;
    tsumo_rules r = parse_ok("\xEF\xBB\xBF# a ruleset\r\n"
                             "format = 1\r\n"
                             "\r\n"
                             "   # an indented comment\r\n"
                             "[ yaku ]\r\n"
                             "ippatsu=no\r\n"
                             "\topen_tanyao\t =  yes \t\r\n"
                             "[game]\n"
                             "uma =  15000   5000 -5000\t-15000\n"
                             "[yaku]\r\n"
                             "kazoe = sanbaiman\r");
    assert_false(r.ippatsu);
    assert_true(r.open_tanyao);
    assert_int_equal(r.kazoe, TSUMO_KAZOE_SANBAIMAN);
    expect_uma(&r, 15000, 5000, -5000, -15000);
    /* A '#' inside a value is part of it: comments take whole lines. */
    r = parse_ok("[ruleset]\nname = Club #5 = best\n");
    assert_string_equal(r.name, "Club #5 = best");
}

static void expect_error_n(const char *text, size_t len, tsumo_diag_code code, int line, int column,
                           const char *key, const char *found, const char *expected)
{
    tsumo_rules r;
    tsumo_diag d;
    memset(&d, 0x55, sizeof d);
    tsumo_status st = tsumo_rules_parse(&r, text, len, &d);
    if (st != TSUMO_EPARSE)
        fail_msg("\"%s\": status %s, want TSUMO_EPARSE", text, tsumo_status_name(st));
    if (d.code != code || d.line != line || d.column != column || strcmp(d.key, key) != 0 ||
        strcmp(d.found, found) != 0 || strcmp(d.expected, expected) != 0)
        fail_msg("\"%s\":\n got  %d line %d column %d key '%s' found '%s' expected '%s'\n"
                 " want %d line %d column %d key '%s' found '%s' expected '%s'",
                 text, d.code, d.line, d.column, d.key, d.found, d.expected, code, line, column,
                 key, found, expected);
}

static void expect_error(const char *text, tsumo_diag_code code, int line, int column,
                         const char *key, const char *found, const char *expected)
{
    expect_error_n(text, strlen(text), code, line, column, key, found, expected);
}

static void test_bad_values(void **state)
{
    (void)state;
    expect_error("[yaku]\nmin_han = 4", TSUMO_DIAG_OUT_OF_RANGE, 2, 11, "min_han", "4", "1..3");
    expect_error("[yaku]\nmin_han = 0", TSUMO_DIAG_OUT_OF_RANGE, 2, 11, "min_han", "0", "1..3");
    expect_error("[yaku]\nmin_han = -1", TSUMO_DIAG_OUT_OF_RANGE, 2, 11, "min_han", "-1", "1..3");
    expect_error("[yaku]\nopen_tanyao = maybe", TSUMO_DIAG_BAD_VALUE, 2, 15, "open_tanyao", "maybe",
                 "yes|no");
    expect_error("[yaku]\nopen_tanyao = Yes", TSUMO_DIAG_BAD_VALUE, 2, 15, "open_tanyao", "Yes",
                 "yes|no");
    expect_error("[yaku]\nopen_tanyao =", TSUMO_DIAG_BAD_VALUE, 2, 14, "open_tanyao", "", "yes|no");
    expect_error("[dora]\nred_fives = 2", TSUMO_DIAG_BAD_VALUE, 2, 13, "red_fives", "2", "0|3|4");
    expect_error("[calls]\nkuikae = never", TSUMO_DIAG_BAD_VALUE, 2, 10, "kuikae", "never",
                 "allow|forbid-same|forbid-same-and-end");
    expect_error("[yaku]\nrenhou = 5 han", TSUMO_DIAG_BAD_VALUE, 2, 10, "renhou", "5 han",
                 "yakuman|mangan|5-han|none");
    expect_error("[game]\nstart_points = 25050", TSUMO_DIAG_OUT_OF_RANGE, 2, 16, "start_points",
                 "25050", "100..1000000, a multiple of 100");
    expect_error("[game]\nstart_points = 99999999999999999999999", TSUMO_DIAG_OUT_OF_RANGE, 2, 16,
                 "start_points", "99999999999999999999999", "100..1000000, a multiple of 100");
    expect_error("[payments]\nnoten_total = 1000", TSUMO_DIAG_OUT_OF_RANGE, 2, 15, "noten_total",
                 "1000", "0..12000, a multiple of 600");
    expect_error("[game]\ngame_length = 2", TSUMO_DIAG_BAD_VALUE, 2, 15, "game_length", "2",
                 "tonpuusen|hanchan");
    /* R-RII-13, RU D6, AMB-14: open riichi's value, 1 to 3 han */
    expect_error("[riichi]\nopen_riichi_han = 4", TSUMO_DIAG_OUT_OF_RANGE, 2, 19, "open_riichi_han",
                 "4", "1..3");
    expect_error("[riichi]\nopen_riichi_han = 0", TSUMO_DIAG_OUT_OF_RANGE, 2, 19, "open_riichi_han",
                 "0", "1..3");
    expect_error("[ruleset]\nname =", TSUMO_DIAG_BAD_VALUE, 2, 7, "name", "", "a name");
    expect_error(
        "[ruleset]\nname = 1234567890123456789012345678901234567890123456789012345678901234",
        TSUMO_DIAG_TOO_LONG, 2, 8, "name", "12345678901234567890123456789012345678901234...",
        "at most 63 bytes");
}

/* A value followed by anything else is refused whole, never half read. */
static void test_trailing_garbage(void **state)
{
    (void)state;
    expect_error("[dora]\nred_fives = 3 # three", TSUMO_DIAG_BAD_VALUE, 2, 13, "red_fives",
                 "3 # three", "0|3|4");
    expect_error("[yaku]\nippatsu = yes no", TSUMO_DIAG_BAD_VALUE, 2, 11, "ippatsu", "yes no",
                 "yes|no");
    expect_error("[game]\nstart_points = 25000x", TSUMO_DIAG_BAD_VALUE, 2, 16, "start_points",
                 "25000x", "100..1000000, a multiple of 100");
    expect_error("[game]\nstart_points = +25000", TSUMO_DIAG_BAD_VALUE, 2, 16, "start_points",
                 "+25000", "100..1000000, a multiple of 100");
    expect_error("[game]\nstart_points = 25 000", TSUMO_DIAG_BAD_VALUE, 2, 16, "start_points",
                 "25 000", "100..1000000, a multiple of 100");
    expect_error("format = 1 2", TSUMO_DIAG_BAD_VALUE, 1, 10, "format", "1 2", "1");
    expect_error("[yaku] x", TSUMO_DIAG_SYNTAX, 1, 8, "", "x", "nothing after ]");
    expect_error("[yaku]]", TSUMO_DIAG_SYNTAX, 1, 7, "", "]", "nothing after ]");
}

static void test_uma(void **state)
{
    (void)state;
    const char *four = "jpml-a, or 4 numbers for 1st to 4th place";
    expect_error("[game]\numa = 9000 3000 -3000", TSUMO_DIAG_BAD_VALUE, 2, 7, "uma",
                 "9000 3000 -3000", four);
    expect_error("[game]\numa = 9000 3000 -3000 -9000 0", TSUMO_DIAG_BAD_VALUE, 2, 7, "uma",
                 "9000 3000 -3000 -9000 0", four);
    expect_error("[game]\numa = 9000 3000 -3000 -9k", TSUMO_DIAG_BAD_VALUE, 2, 7, "uma",
                 "9000 3000 -3000 -9k", four);
    expect_error("[game]\numa = jpml-b", TSUMO_DIAG_BAD_VALUE, 2, 7, "uma", "jpml-b", four);
    expect_error("[game]\numa = 3000 9000 -3000 -9000", TSUMO_DIAG_INCONSISTENT, 2, 7, "uma",
                 "3000 9000 -3000 -9000", "1st >= 2nd >= 3rd >= 4th");
    expect_error("[game]\numa = 9000 3000 -3000 -8000", TSUMO_DIAG_INCONSISTENT, 2, 7, "uma",
                 "9000 3000 -3000 -8000", "4 numbers adding up to 0");
    expect_error("[game]\numa = 9000 3000 -3000 -9050", TSUMO_DIAG_OUT_OF_RANGE, 2, 23, "uma",
                 "-9050", "-100000..100000, a multiple of 100");
    tsumo_rules r = parse_ok("[game]\numa = jpml-a\n" DEFAULT_UMA_ROWS);
    EXPECT(r, uma_kind, TSUMO_UMA_JPML_A, "R-GAME-08");
    EXPECT(r, uma[0], 0, "R-GAME-08");
    r = parse_ok("[game]\numa = 0 0 0 0\n");
    expect_uma(&r, 0, 0, 0, 0);
}

/* CFG-UMA, R-GAME-08: JPML-A's placement points come from the file, a row each, checked as uma. */
static void test_uma_by_start(void **state)
{
    (void)state;
    const char *row = "4 numbers for 1st to 4th place";
    expect_error("[game]\numa_above_1 = 12000 -1000 -3000", TSUMO_DIAG_BAD_VALUE, 2, 15,
                 "uma_above_1", "12000 -1000 -3000", row);
    expect_error("[game]\numa_above_3 = 8000 3000 1000 -11000", TSUMO_DIAG_INCONSISTENT, 2, 15,
                 "uma_above_3", "8000 3000 1000 -11000", "4 numbers adding up to 0");
    expect_error("[game]\numa_above_4 = 8000 4000 -4000 -8050", TSUMO_DIAG_OUT_OF_RANGE, 2, 31,
                 "uma_above_4", "-8050", "-100000..100000, a multiple of 100");
    /* a file that says jpml-a without its table is refused, pointing at the uma line */
    expect_error("[game]\noka = 0\numa = jpml-a\numa_above_0 = 0 0 0 0", TSUMO_DIAG_INCONSISTENT, 3,
                 0, "uma_above_1", "", "uma_above_0 to uma_above_4, since uma = jpml-a");
    tsumo_rules r = load("jpml-a");
    static const int32_t jpml[5][4] = {{8000, 4000, -4000, -8000},
                                       {12000, -1000, -3000, -8000},
                                       {8000, 4000, -4000, -8000},
                                       {8000, 3000, 1000, -12000},
                                       {8000, 4000, -4000, -8000}};
    assert_memory_equal(r.uma_by_start, jpml, sizeof jpml);
    tsumo_rules_default(&r);
    r.uma_by_start[2][3] = -8000;
    tsumo_diag d;
    assert_int_equal(tsumo_rules_check(&r, &d), TSUMO_EINVAL);
    assert_string_equal(d.key, "uma_above_2");
}

static void test_unknown_sections_and_keys(void **state)
{
    (void)state;
    expect_error("[rules]", TSUMO_DIAG_UNKNOWN_SECTION, 1, 2, "rules", "rules",
                 "ruleset, dora, yaku, payments, calls, riichi, draws, liability, penalties, "
                 "game");
    expect_error("\n\n[]", TSUMO_DIAG_UNKNOWN_SECTION, 3, 2, "", "",
                 "ruleset, dora, yaku, payments, calls, riichi, draws, liability, penalties, "
                 "game");
    /* A key written a little wrong is named; a key in the wrong section is sent home. */
    expect_error("[yaku]\nopen_tanyo = yes", TSUMO_DIAG_UNKNOWN_KEY, 2, 1, "open_tanyo",
                 "open_tanyo", "open_tanyao");
    expect_error("[yaku]\nOpen-Tanyao = yes", TSUMO_DIAG_UNKNOWN_KEY, 2, 1, "Open-Tanyao",
                 "Open-Tanyao", "open_tanyao");
}

static void test_unknown_keys(void **state)
{
    (void)state;
    expect_error("[dora]\nopen_tanyao = yes", TSUMO_DIAG_UNKNOWN_KEY, 2, 1, "open_tanyao",
                 "open_tanyao", "open_tanyao in [yaku]");
    expect_error("open_tanyao = yes", TSUMO_DIAG_UNKNOWN_KEY, 1, 1, "open_tanyao", "open_tanyao",
                 "open_tanyao in [yaku]");
    expect_error("[calls]\n  zzzzzzzz = 1", TSUMO_DIAG_UNKNOWN_KEY, 2, 3, "zzzzzzzz", "zzzzzzzz",
                 "kuikae|head_bump|triple_ron_abort|claim_window_ms");
    expect_error("[yaku]\nzzzzzzzz = 1", TSUMO_DIAG_UNKNOWN_KEY, 2, 1, "zzzzzzzz", "zzzzzzzz",
                 "min_han|two_han_at_five_counters|open_tanyao|ippatsu|double_yakuman|"
                 "yakuman_stacking|kazoe|...");
    expect_error("zzzzzzzz = 1", TSUMO_DIAG_UNKNOWN_KEY, 1, 1, "zzzzzzzz", "zzzzzzzz",
                 "format, or a [section] first");
    expect_error("[yaku]\nformat = 1", TSUMO_DIAG_UNKNOWN_KEY, 2, 10, "format", "format",
                 "format before the first [section]");
}

static void test_duplicates_and_versions(void **state)
{
    (void)state;
    expect_error("[yaku]\nippatsu = no\n\nippatsu = yes", TSUMO_DIAG_DUPLICATE_KEY, 4, 1, "ippatsu",
                 "yes", "once (set on line 2)");
    /* A section may be opened again, but a key is still set once. */
    expect_error("[yaku]\nippatsu = no\n[game]\n[yaku]\nippatsu = no", TSUMO_DIAG_DUPLICATE_KEY, 5,
                 1, "ippatsu", "no", "once (set on line 2)");
    expect_error("format = 1\nformat = 1", TSUMO_DIAG_DUPLICATE_KEY, 2, 10, "format", "1",
                 "once (set on line 1)");
    expect_error("format = 2", TSUMO_DIAG_BAD_VERSION, 1, 10, "format", "2", "1");
    expect_error("format = one", TSUMO_DIAG_BAD_VALUE, 1, 10, "format", "one", "1");
}

static void test_syntax(void **state)
{
    (void)state;
    expect_error("[yaku]\nippatsu yes", TSUMO_DIAG_SYNTAX, 2, 1, "", "ippatsu yes",
                 "key = value, [section] or # comment");
    expect_error("[yaku]\n  = yes", TSUMO_DIAG_SYNTAX, 2, 3, "", "= yes", "a key before =");
    expect_error("[yaku", TSUMO_DIAG_SYNTAX, 1, 6, "", "[yaku", "]");
    expect_error("; comment", TSUMO_DIAG_SYNTAX, 1, 1, "", "; comment",
                 "key = value, [section] or # comment");
}

static void test_bytes_that_have_no_place(void **state)
{
    (void)state;
    expect_error_n("[yaku]\nippatsu = n\0o", 20, TSUMO_DIAG_UNEXPECTED_CHAR, 2, 12, "", "\\x00",
                   "text without control characters");
    expect_error_n("\0", 1, TSUMO_DIAG_UNEXPECTED_CHAR, 1, 1, "", "\\x00",
                   "text without control characters");
    expect_error("[yaku]\nippatsu = \x01yes", TSUMO_DIAG_UNEXPECTED_CHAR, 2, 11, "", "\\x01",
                 "text without control characters");
    expect_error("# a\rb\n", TSUMO_DIAG_UNEXPECTED_CHAR, 1, 4, "", "\\x0D",
                 "text without control characters");
    expect_error("\n# caf\xe9\n", TSUMO_DIAG_UNEXPECTED_CHAR, 2, 6, "", "\\xE9", "UTF-8 text");
    expect_error("# \xed\xa0\x80 (a surrogate)", TSUMO_DIAG_UNEXPECTED_CHAR, 1, 3, "", "\\xED",
                 "UTF-8 text");
    expect_error("# \xc0\xaf (overlong)", TSUMO_DIAG_UNEXPECTED_CHAR, 1, 3, "", "\\xC0",
                 "UTF-8 text");
    /* A line of 512 bytes is fine; 513 is not, even as a comment. */
    static char line[700];
    memset(line, 'x', sizeof line);
    line[0] = '#';
    line[512] = '\0';
    parse_ok(line);
    line[512] = 'x';
    line[513] = '\n';
    line[514] = '\0';
    expect_error(line, TSUMO_DIAG_TOO_LONG, 1, 513, "",
                 "#xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...", "at most 512 bytes in a line");
}

/* Options that contradict each other; the later of the two lines is blamed. */
static void test_inconsistencies(void **state)
{
    (void)state;
    expect_error("[dora]\nkan_ura_dora = yes\nura_dora = no", TSUMO_DIAG_INCONSISTENT, 3, 0,
                 "ura_dora", "no", "yes, since kan_ura_dora = yes");
    expect_error("[dora]\nura_dora = no\nkan_ura_dora = yes", TSUMO_DIAG_INCONSISTENT, 3, 0,
                 "kan_ura_dora", "yes", "no, since ura_dora = no");
    expect_error("[dora]\nkan_dora = no\n", TSUMO_DIAG_INCONSISTENT, 2, 0, "kan_dora", "no",
                 "yes, since kan_ura_dora = yes");
    expect_error("[game]\ntenpaiyame = yes", TSUMO_DIAG_INCONSISTENT, 2, 0, "tenpaiyame", "yes",
                 "no, since agariyame = no");
    parse_ok("[dora]\nura_dora = no\nkan_ura_dora = no");
    parse_ok("[game]\ntenpaiyame = yes\nagariyame = yes");
}

/* ---- rulesets built in code ----------------------------------------------------------- */

static void check_fails(const tsumo_rules *r, tsumo_diag_code code, const char *key)
{
    tsumo_diag d;
    assert_int_equal(tsumo_rules_check(r, &d), TSUMO_EINVAL);
    if (d.code != code || strcmp(d.key, key) != 0)
        fail_msg("check: got code %d key '%s', want %d '%s'", d.code, d.key, code, key);
}

/* What a refused value should have been, as a ruleset file's reader says it. */
static void check_says(const tsumo_rules *r, const char *key, const char *expected)
{
    tsumo_diag d;
    assert_int_equal(tsumo_rules_check(r, &d), TSUMO_EINVAL);
    assert_string_equal(d.key, key);
    assert_string_equal(d.expected, expected);
}

static void test_check(void **state)
{
    (void)state;
    tsumo_rules def, r;
    tsumo_rules_default(&def);
    r = def;
    r.red_fives = 2;
    check_fails(&r, TSUMO_DIAG_BAD_VALUE, "red_fives");
    r = def;
    r.min_han = 0;
    check_fails(&r, TSUMO_DIAG_OUT_OF_RANGE, "min_han");
    r = def;
    r.kuikae = 3;
    check_fails(&r, TSUMO_DIAG_BAD_VALUE, "kuikae");
    r = def;
    r.honba_value = 350;
    check_fails(&r, TSUMO_DIAG_OUT_OF_RANGE, "honba_value");
    r = def;
    memset(&r.ippatsu, 2, 1); /* a bool byte that is neither 0 nor 1 */
    check_fails(&r, TSUMO_DIAG_BAD_VALUE, "ippatsu");
    r = def;
    strcpy(r.name, "EMA ");
    check_fails(&r, TSUMO_DIAG_BAD_VALUE, "name");
    r = def;
    strcpy(r.description, "two\nlines");
    check_fails(&r, TSUMO_DIAG_BAD_VALUE, "description");
    r = def;
    r.name[0] = '\0';
    check_fails(&r, TSUMO_DIAG_BAD_VALUE, "name");
    r = def;
    memset(r.name, 'a', sizeof r.name);
    check_fails(&r, TSUMO_DIAG_TOO_LONG, "name");
    r = def;
    r.uma_kind = TSUMO_UMA_JPML_A;
    check_fails(&r, TSUMO_DIAG_INCONSISTENT, "uma");
    r = def;
    r.uma[3] = -8000;
    check_fails(&r, TSUMO_DIAG_INCONSISTENT, "uma");
    r = def;
    r.uma_kind = 7;
    check_fails(&r, TSUMO_DIAG_BAD_VALUE, "uma");
    r = def;
    r.ura_dora = false;
    check_fails(&r, TSUMO_DIAG_INCONSISTENT, "kan_ura_dora");
    r = def;
    r.red_fives = 2;
    check_says(&r, "red_fives", "0|3|4");
    r = def;
    r.min_han = 0;
    check_says(&r, "min_han", "1..3");
    r = def;
    strcpy(r.name, "EMA ");
    check_says(&r, "name", "one line of text");
    r = def;
    r.uma_kind = 7;
    check_says(&r, "uma", "jpml-a, or 4 numbers for 1st to 4th place");
}

static void test_equal(void **state)
{
    (void)state;
    tsumo_rules a, b;
    tsumo_rules_default(&a);
    tsumo_rules_default(&b);
    assert_true(tsumo_rules_equal(&a, &b));
    /* Bytes after a text's end do not count. */
    b.name[sizeof b.name - 1] = 'x';
    b.name[sizeof b.name - 1] = '\0';
    memset(b.description + strlen(b.description) + 1, 'z', 5);
    assert_true(tsumo_rules_equal(&a, &b));
    b.uma[2] = -2000;
    assert_false(tsumo_rules_equal(&a, &b));
    tsumo_rules_default(&b);
    b.extension_target = 30000;
    assert_false(tsumo_rules_equal(&a, &b));
    tsumo_rules_default(&b);
    strcpy(b.name, "EMA 2008 ");
    assert_false(tsumo_rules_equal(&a, &b));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_defaults_are_ema_2008),
        cmocka_unit_test(test_empty_file_is_the_defaults),
        cmocka_unit_test(test_builtins_are_the_files),
        cmocka_unit_test(test_jpml_a),
        cmocka_unit_test(test_jpml_b),
        cmocka_unit_test(test_club_furiten),
        cmocka_unit_test(test_tenhou),
        cmocka_unit_test(test_format_parses_back),
        cmocka_unit_test(test_every_key_in_the_format),
        cmocka_unit_test(test_format_into_a_small_buffer),
        cmocka_unit_test(test_every_field_has_one_key),
        cmocka_unit_test(test_crlf_comments_and_blanks),
        cmocka_unit_test(test_bad_values),
        cmocka_unit_test(test_trailing_garbage),
        cmocka_unit_test(test_uma),
        cmocka_unit_test(test_uma_by_start),
        cmocka_unit_test(test_unknown_sections_and_keys),
        cmocka_unit_test(test_unknown_keys),
        cmocka_unit_test(test_duplicates_and_versions),
        cmocka_unit_test(test_syntax),
        cmocka_unit_test(test_bytes_that_have_no_place),
        cmocka_unit_test(test_inconsistencies),
        cmocka_unit_test(test_check),
        cmocka_unit_test(test_equal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
