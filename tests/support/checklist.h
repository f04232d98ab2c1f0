/*
 * The EMA sections that ../shared/rules/CHECKLIST.md cites (its source column's
 * "E" entries), for tests that check a section the program cites is one the
 * CHECKLIST gives: the whole file's, or one rule's row. The file is the one
 * $TSUMO_CHECKLIST names, else the build's TSUMO_CHECKLIST; a test skips where
 * there is none.
 */
#ifndef TSUMO_TEST_CHECKLIST_H
#define TSUMO_TEST_CHECKLIST_H

#include <stdbool.h>
#include <stddef.h>

typedef struct checklist_list {
    char at[256][24];
    int count;
} checklist_list;

/* The CHECKLIST's path. */
const char *checklist_path(void);

/*
 * Adds the EMA sections of the CHECKLIST's rows to `s`: every row's, or only
 * rule `rule`'s ("R-FURI-04") when it is not NULL. False when the file cannot
 * be read or gives no section.
 */
bool checklist_read(checklist_list *s, const char *rule);

/* Adds each section of a list: "3.4.5", "preface #3", "3.3.10-11" (both ends). */
void checklist_add_list(checklist_list *s, const char *list, size_t n);

bool checklist_has(const checklist_list *s, const char *section);

/* The rule IDs of the CHECKLIST's rows ("R-FURI-04"), in order, at most `max`; how many. */
int checklist_rule_ids(char (*ids)[16], int max);

#endif
