/* Rulesets: placeholder until the parser lands. */
#include "engine.h"

const char *tsumo_rules_builtin_name(int index)
{
    for (int i = 0; tsumo__builtin_rulesets[i].name; i++)
        if (i == index)
            return tsumo__builtin_rulesets[i].name;
    return NULL;
}
