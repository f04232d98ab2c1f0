/*
 * Records of games on stacked deals, as the table keeps one: for the tests of
 * what reads records (the viewer's timeline, explain's findings).
 */
#ifndef TSUMO_TEST_RECORD_SUPPORT_H
#define TSUMO_TEST_RECORD_SUPPORT_H

#include "game-support.h"

/*
 * Plays "next" and the script's tokens (test_action's; "." passes every seat
 * still to answer) on `deal` under `rules`, and returns the record of it.
 */
tsumo_record *test_record(const tsumo_rules *rules, const test_deal *deal, const char *script);

#endif
