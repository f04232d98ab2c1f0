/*
 * The advice a level gives (bot_advise_discards, bot_safety_of): what the
 * coach, the efficiency and defence drills and the review of a game show. Its
 * first discard is the level's own choice; its ukeire is checked against a
 * count made here without the bot's shortcuts; the safety words follow the
 * threat's pond and the copies seen.
 */
#include "bot.h"
#include "game-support.h"

#include <string.h>

static tsumo_rules builtin(const char *name)
{
    tsumo_rules r;
    assert_int_equal(tsumo_rules_load_builtin(&r, name, NULL), TSUMO_OK);
    return r;
}

/* Tiles not seen by the viewer that lower the shanten after discarding kind `gone`. */
static int ukeire_by_hand(const tsumo_view *v, tsumo_kind gone, uint8_t accepts[TSUMO_KINDS])
{
    uint8_t hand[TSUMO_KINDS] = {0}, seen[TSUMO_KINDS] = {0};
    for (int i = 0; i < v->hand_count; i++)
        hand[tsumo_tile_kind(v->hand_tiles[i])]++;
    memcpy(seen, hand, sizeof seen);
    for (int s = 0; s < 4; s++)
        for (int i = 0; i < v->seats[s].discard_count; i++)
            if (!(v->seats[s].discards[i].flags & TSUMO_POND_CALLED))
                seen[tsumo_tile_kind(v->seats[s].discards[i].tile)]++;
    for (int i = 0; i < v->indicator_count; i++)
        seen[tsumo_tile_kind(v->indicators[i])]++;
    int melds = v->seats[v->seat].meld_count;
    hand[gone]--;
    int now = tsumo_shanten_min(hand, melds), total = 0;
    for (int k = 0; k < TSUMO_KINDS; k++) {
        accepts[k] = 0;
        if (hand[k] >= 4 || seen[k] >= 4)
            continue;
        hand[k]++;
        if (tsumo_shanten_min(hand, melds) < now) {
            accepts[k] = (uint8_t)(4 - seen[k]);
            total += accepts[k];
        }
        hand[k]--;
    }
    return total;
}

/* Every listed discard once, the level's own choice first, ukeire as counted here. */
static void test_advice_ranks_and_counts(void **state)
{
    (void)state;
    static const test_deal deal = {.hands = {"1m3m5m7m9m2p4p5p8p1s5s9s7z1z"}};
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    tsumo_view v = test_view(g, 0);
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL], chosen;
    int n = tsumo_game_legal(g, 0, legal, TSUMO_GAME_MAX_LEGAL);
    for (int level = BOT_LEVEL_MIN; level <= BOT_LEVEL_MAX; level++) {
        bot_discard_advice advice[TSUMO_KINDS];
        int count = bot_advise_discards(&v, legal, n, level, &rules, advice, TSUMO_KINDS);
        assert_int_equal(count, 14); /* fourteen different kinds in the hand */
        assert_true(bot_decide(&v, legal, n, level, &rules, &chosen) >= 0);
        assert_int_equal(tsumo_tile_kind(advice[0].tile), tsumo_tile_kind(chosen.tile));
        for (int i = 0; i < count; i++) {
            uint8_t accepts[TSUMO_KINDS];
            int ukeire = ukeire_by_hand(&v, tsumo_tile_kind(advice[i].tile), accepts);
            assert_int_equal(advice[i].ukeire, ukeire);
            assert_memory_equal(advice[i].accepts, accepts, TSUMO_KINDS);
            assert_int_equal(advice[i].rank, i + 1);
            assert_int_equal(advice[i].safety, BOT_SAFETY_NO_THREAT);
            assert_int_equal(advice[i].threat, TSUMO_NO_SEAT);
            for (int j = 0; j < i; j++)
                assert_int_not_equal(tsumo_tile_kind(advice[i].tile),
                                     tsumo_tile_kind(advice[j].tile));
        }
        /* With no threat, no level's choice leaves the hand further from tenpai. */
        for (int i = 1; i < count; i++)
            assert_true(advice[0].shanten <= advice[i].shanten);
        assert_int_equal(bot_advice_reason(&advice[0], &advice[0]), BOT_REASON_SAME);
    }
    /* Fewer places than discards: the first ones, ranked. */
    bot_discard_advice two[2];
    assert_int_equal(bot_advise_discards(&v, legal, n, 3, &rules, two, 2), 2);
    assert_int_equal(bot_advise_discards(&v, legal, n, 4, &rules, two, 2), -1);
    assert_int_equal(bot_advise_discards(NULL, legal, n, 3, &rules, two, 2), -1);
    tsumo_game_free(g);
}

/* Seat 0's view with seat 1 in riichi on a pond of 4p, and 8p 8p 8p 8p 5p 5p 5p in seat 2's. */
static tsumo_view riichi_view(tsumo_game *g)
{
    static const char *const ponds[2][7] = {{"4p"}, {"8p", "8p", "8p", "8p", "5p", "5p", "5p"}};
    static const int counts[2] = {1, 7};
    tsumo_view v = test_view(g, 0);
    v.seats[1].riichi = 1;
    for (int s = 0; s < 2; s++) {
        v.seats[1 + s].discard_count = (uint8_t)counts[s];
        for (int i = 0; i < counts[s]; i++) {
            v.seats[1 + s].discards[i].tile = test_tile(ponds[s][i]);
            v.seats[1 + s].discards[i].flags = 0;
        }
    }
    return v;
}

static bot_safety safety(const tsumo_view *v, const tsumo_rules *rules, int threat,
                         const char *tile)
{
    return bot_safety_of(v, rules, threat, tsumo_tile_kind(test_tile(tile)));
}

/*
 * Against a riichi: genbutsu (R-FURI-01, EMA 3.4.5: a tile in the player's own discards
 * cannot win for it), suji, kabe, one chance, honours, and the rest dangerous.
 */
static void test_safety_words(void **state)
{
    (void)state;
    static const test_deal deal = {.hands = {"1m2m3m4m5m6m7m8m9m1s2s3s7z7z"}};
    tsumo_rules rules = builtin("ema2008");
    tsumo_game *g = test_game(&deal);
    tsumo_view v = riichi_view(g);
    assert_int_equal(safety(&v, &rules, 1, "4p"), BOT_SAFETY_GENBUTSU);
    assert_int_equal(safety(&v, &rules, 1, "1p"), BOT_SAFETY_SUJI);       /* 2-3 waits on 1 and 4 */
    assert_int_equal(safety(&v, &rules, 1, "7p"), BOT_SAFETY_SUJI);       /* 5-6 waits on 4 and 7 */
    assert_int_equal(safety(&v, &rules, 1, "9p"), BOT_SAFETY_KABE);       /* 7-8: every 8p seen */
    assert_int_equal(safety(&v, &rules, 1, "3p"), BOT_SAFETY_ONE_CHANCE); /* 4-5: three 5p */
    assert_int_equal(safety(&v, &rules, 1, "5p"), BOT_SAFETY_DANGEROUS);  /* 6-7 is open */
    /* 7-8 closed by kabe, 4-5 one chance: the weaker side names it. */
    assert_int_equal(safety(&v, &rules, 1, "6p"), BOT_SAFETY_ONE_CHANCE);
    assert_int_equal(safety(&v, &rules, 1, "1z"), BOT_SAFETY_HONOUR);
    /* Against seat 2's pond instead: 8p is its genbutsu; the viewer is no threat to itself. */
    assert_int_equal(safety(&v, &rules, 2, "8p"), BOT_SAFETY_GENBUTSU);
    assert_int_equal(safety(&v, &rules, 0, "5p"), BOT_SAFETY_NO_THREAT);
    assert_string_equal(bot_safety_id(BOT_SAFETY_ONE_CHANCE), "one-chance");
    assert_string_equal(bot_reason_id(BOT_REASON_UKEIRE), "ukeire");

    /* The advice names the riichi as the threat and words each discard against it. */
    tsumo_action legal[TSUMO_GAME_MAX_LEGAL];
    int n = tsumo_game_legal(g, 0, legal, TSUMO_GAME_MAX_LEGAL);
    bot_discard_advice advice[TSUMO_KINDS];
    int count = bot_advise_discards(&v, legal, n, 3, &rules, advice, TSUMO_KINDS);
    assert_true(count > 0);
    for (int i = 0; i < count; i++) {
        assert_int_equal(advice[i].threat, 1);
        assert_int_equal(advice[i].safety,
                         bot_safety_of(&v, &rules, 1, tsumo_tile_kind(advice[i].tile)));
    }
    tsumo_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_advice_ranks_and_counts),
        cmocka_unit_test(test_safety_words),
    };
    return test_run_group(tests);
}
