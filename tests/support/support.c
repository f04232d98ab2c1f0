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

void test_same_bytes_at(const void *a, const void *b, size_t size, const char *what,
                        const char *file, int line)
{
    if (memcmp(a, b, size) == 0)
        return;
    const unsigned char *x = a, *y = b;
    size_t at = 0;
    while (x[at] == y[at])
        at++;
    print_error("%s: %zu bytes differ from byte %zu on (0x%02x, 0x%02x)\n", what, size, at, x[at],
                y[at]);
    _fail(file, line);
}
