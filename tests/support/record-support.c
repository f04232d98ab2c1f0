/* Records of games on stacked deals (record-support.h). */
#include "record-support.h"

#include <stdio.h>
#include <string.h>

tsumo_record *test_record(const tsumo_rules *rules_in, const test_deal *deal, const char *script)
{
    tsumo_rules rules = *rules_in;
    tsumo_wall wall;
    test_wall(&wall, deal);
    tsumo_game_setup setup = {.seed = 7, .walls = &wall, .wall_count = 1};
    tsumo_game *g = NULL;
    tsumo_record *rec = NULL;
    assert_int_equal(tsumo_game_new(&g, &rules, &setup), TSUMO_OK);
    assert_int_equal(tsumo_record_new(&rec, &rules, &setup), TSUMO_OK);
    char buf[512];
    snprintf(buf, sizeof buf, "next %s", script);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        for (int seat = 0; seat < 4; seat++) {
            bool pass = strcmp(tok, ".") == 0;
            if (pass && !(tsumo_game_to_act(g) >> seat & 1))
                continue;
            tsumo_action a = pass ? (tsumo_action){.type = TSUMO_ACTION_PASS, .seat = (uint8_t)seat}
                                  : test_action(g, tok);
            int n;
            assert_int_equal(tsumo_game_apply(g, &a, NULL, 0, &n, NULL), TSUMO_OK);
            assert_int_equal(tsumo_record_add(rec, g, &a), TSUMO_OK);
            if (!pass)
                break;
        }
    }
    tsumo_game_free(g);
    return rec;
}
