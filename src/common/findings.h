/*
 * What `tsumo explain` finds in a game (issue 14), where it happened, for the
 * viewer to go to (issue 12): the finding's seat, the record's hand and the
 * actions of that hand applied when it was found (a timeline step's `hand`
 * and `after`), and its line as `tsumo explain` prints it, translated and
 * safe for the terminal. explain.c finds them; main.c hands its finder to the
 * viewer, which may include no verb's header.
 */
#ifndef TSUMO_COMMON_FINDINGS_H
#define TSUMO_COMMON_FINDINGS_H

#include "shared.h"

#include <stdlib.h>

typedef struct finding {
    int seat; /* the seat in the first hand, 0-3 */
    size_t hand;
    size_t after;
    char *text; /* owned */
} finding;

typedef struct finding_list {
    finding *items; /* in the order they happened */
    size_t count;
} finding_list;

/* Replays `rec` under `rules` (NULL: its own) into `out`; false when it does not replay whole. */
typedef bool (*findings_fn)(finding_list *out, const tsumo_record *rec, const tsumo_rules *rules);

static inline void findings_free(finding_list *l)
{
    for (size_t i = 0; i < l->count; i++)
        free(l->items[i].text);
    free(l->items);
    l->items = NULL;
    l->count = 0;
}

#endif
