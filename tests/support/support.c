#include "support.h"

#include <stdio.h>
#include <string.h>

tsumo_hand test_hand(const char *notation)
{
    tsumo_hand hand;
    tsumo_diag diag;
    tsumo_status st = tsumo_hand_parse(&hand, NULL, NULL, notation, &diag);
    if (st != TSUMO_OK)
        fail_msg("cannot parse hand \"%s\": %s at column %d", notation, tsumo_diag_msgid(diag.code),
                 diag.column);
    return hand;
}

tsumo_kind test_kind(const char *notation)
{
    tsumo_kind k;
    bool red;
    tsumo_diag diag;
    if (tsumo_kind_parse(&k, &red, notation, &diag) != TSUMO_OK)
        fail_msg("cannot parse tile \"%s\"", notation);
    return k;
}

void test_counts(uint8_t counts[TSUMO_KINDS], const char *notation)
{
    tsumo_hand hand = test_hand(notation);
    assert_int_equal(hand.meld_count, 0);
    memcpy(counts, hand.counts, TSUMO_KINDS);
}
