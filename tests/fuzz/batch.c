/*
 * Fuzz target: one line of `tsumo score --jsonl` (docs/batch-format.md),
 * arbitrary bytes with NULs among them, read as the batch reader reads a
 * line. A blank line gives nothing; any other line gives one JSON object:
 * a result (valid_win and, when it is refused, why) or an error object with
 * the line number, a known error id and a message. A NUL byte always makes
 * the line bad. Every object can be written out again.
 */
#include "batch.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void must(bool ok)
{
    if (!ok)
        abort();
}

static bool blank(const uint8_t *data, size_t size)
{
    for (size_t i = 0; i < size; i++)
        if (data[i] != ' ' && data[i] != '\t' && data[i] != '\r' && data[i] != '\n')
            return false;
    return true;
}

static bool known_error(const char *id)
{
    static const char *const ids[] = {"bad_json",   "bad_field",          "bad_notation",
                                      "not_a_hand", "too_many_red_fives", "too_many_copies"};
    for (size_t i = 0; id && i < sizeof ids / sizeof ids[0]; i++)
        if (strcmp(id, ids[i]) == 0)
            return true;
    return false;
}

static void check_error(const json_t *out, bool has_nul)
{
    must(json_integer_value(json_object_get(out, "line")) == 7);
    must(known_error(json_string_value(json_object_get(out, "error"))));
    must(json_string_value(json_object_get(out, "message")) != NULL);
    must(!has_nul || strcmp(json_string_value(json_object_get(out, "error")), "bad_json") == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    json_t *in;
    bool bad;
    json_t *out = cli_batch_line((const char *)data, size, 7, &rules, &in, &bad);
    must((out == NULL) == blank(data, size));
    if (!out) {
        must(!in && !bad);
        return 0;
    }
    bool has_nul = memchr(data, '\0', size) != NULL;
    must(json_is_object(out));
    must(!has_nul || bad);
    if (bad)
        check_error(out, has_nul);
    else
        must(json_is_object(in) && json_is_boolean(json_object_get(out, "valid_win")));
    char *text = json_dumps(out, JSON_COMPACT);
    must(text != NULL);
    free(text);
    json_decref(out);
    json_decref(in);
    return 0;
}
