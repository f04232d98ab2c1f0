/*
 * Private declarations shared by the engine's files. Nothing here is part of
 * the public API; names are tsumo__<module>_<verb>.
 */
#ifndef TSUMO_ENGINE_H
#define TSUMO_ENGINE_H

#include "tsumo/tsumo.h"

#include <string.h>

/* Marks a string for translation without translating it (the program does). */
#define N_(s) (s)

/* Copies at most size-1 bytes of src and terminates dst. */
void tsumo__strlcpy(char *dst, const char *src, size_t size);

/* Fills a diagnostic (NULL-safe); strings are cut to fit. */
void tsumo__diag_set(tsumo_diag *diag, tsumo_diag_code code, int line, int column, const char *key,
                     const char *found, const char *expected);

/* ---- rulesets (rules.c, generated/rulesets.c) ---- */
struct tsumo__builtin_ruleset {
    const char *name;
    const char *text;
    size_t len;
};
extern const struct tsumo__builtin_ruleset tsumo__builtin_rulesets[];

#endif
