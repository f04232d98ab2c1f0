/*
 * Fuzz target: hand and tile notation (docs/notation.md) on arbitrary
 * NUL-terminated text. A hand that parses holds at most 14 tiles and four of
 * a kind, and its canonical notation parses back to the same hand, which
 * formats to the same text; a tile that parses formats and parses back to
 * itself. A refusal comes with a column inside the text.
 */
#include "tsumo/tsumo.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void must(bool ok)
{
    if (!ok)
        abort();
}

static void check_hand(const char *text, size_t len)
{
    tsumo_hand hand, again;
    tsumo_kind last;
    bool last_red;
    tsumo_diag diag;
    if (tsumo_hand_parse(&hand, &last, &last_red, text, &diag) != TSUMO_OK) {
        must(diag.code > TSUMO_DIAG_NONE && diag.code < TSUMO_DIAG_CODE_COUNT);
        must(diag.column >= 1 && (size_t)diag.column <= len + 1);
        return;
    }
    must(tsumo_hand_tile_count(&hand) <= 14 && hand.meld_count <= TSUMO_MAX_MELDS);
    int copies[TSUMO_KINDS] = {0};
    for (int k = 0; k < TSUMO_KINDS; k++)
        copies[k] = hand.counts[k];
    for (int i = 0; i < hand.meld_count; i++) {
        const tsumo_meld *m = &hand.melds[i];
        int n = tsumo_meld_is_kan(m) ? 4 : 3;
        for (int t = 0; t < n; t++)
            copies[m->type == TSUMO_MELD_CHI ? m->kind + t : m->kind]++;
    }
    for (int k = 0; k < TSUMO_KINDS; k++)
        must(copies[k] <= 4);
    must(last == TSUMO_NO_KIND || last < TSUMO_KINDS);

    char buf[128], buf2[128];
    size_t n = tsumo_hand_format(buf, sizeof buf, &hand);
    must(n < sizeof buf && strlen(buf) == n);
    must(tsumo_hand_parse(&again, NULL, NULL, buf, &diag) == TSUMO_OK);
    must(memcmp(&hand, &again, sizeof hand) == 0);
    must(tsumo_hand_format(buf2, sizeof buf2, &again) == n && strcmp(buf, buf2) == 0);
}

static void check_tile(const char *text)
{
    tsumo_kind kind, again;
    bool red, red_again;
    tsumo_diag diag;
    if (tsumo_kind_parse(&kind, &red, text, &diag) != TSUMO_OK)
        return;
    must(kind < TSUMO_KINDS);
    must(!red || kind == TSUMO_5M || kind == TSUMO_5P || kind == TSUMO_5S);
    char buf[3];
    must(tsumo_kind_format(buf, sizeof buf, kind, red) == 2);
    must(tsumo_kind_parse(&again, &red_again, buf, &diag) == TSUMO_OK);
    must(again == kind && red_again == red);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    must(text != NULL);
    memcpy(text, data, size);
    text[size] = '\0';
    check_hand(text, strlen(text));
    check_tile(text);
    free(text);
    return 0;
}
