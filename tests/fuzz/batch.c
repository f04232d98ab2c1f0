/*
 * Fuzz target: one line of `tsumo score --jsonl` (docs/batch-format.md),
 * arbitrary bytes with NULs among them, read as the batch reader reads a
 * line. A blank line gives nothing; any other line gives one JSON object and
 * a newline: a result (valid_win and, when it is refused, why) or an error
 * object with the line number, a known error id and a message. A NUL byte
 * always makes the line bad. The reader's own quick parser must agree with
 * jansson: a line it scores is a JSON object to jansson too, with the same id,
 * and a line jansson cannot read is bad JSON.
 */
#include "batch.h"

#include <jansson.h>
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

/*
 * jansson's reading of the line agrees with the batch reader's verdict and id
 * (a line with a NUL is refused before either reads it: jansson may stop at the NUL).
 */
static void check_against_jansson(const uint8_t *data, size_t size, const json_t *out, bool bad)
{
    if (memchr(data, '\0', size))
        return;
    json_t *in = json_loadb((const char *)data, size, JSON_REJECT_DUPLICATES, NULL);
    const char *error = json_string_value(json_object_get(out, "error"));
    bool bad_json = bad && strcmp(error, "bad_json") == 0;
    must(bad_json == !json_is_object(in));
    if (json_is_object(in)) {
        json_t *id = json_object_get(in, "id");
        must(json_equal(id ? id : json_null(), json_object_get(out, "id")));
    }
    json_decref(in);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tsumo_rules rules;
    tsumo_rules_default(&rules);
    cli_batch *b = cli_batch_new();
    must(b != NULL);
    bool bad;
    int wrote = cli_batch_line(b, (const char *)data, size, 7, &rules, &bad);
    size_t len;
    const char *text = cli_batch_text(b, &len);
    must(wrote >= 0 && (wrote == 0) == blank(data, size));
    if (wrote == 0) {
        must(!bad && len == 0);
        cli_batch_free(b);
        return 0;
    }
    must(len > 0 && text[len - 1] == '\n' && memchr(text, '\n', len) == text + len - 1);
    json_t *out = json_loadb(text, len, 0, NULL);
    bool has_nul = memchr(data, '\0', size) != NULL;
    must(json_is_object(out));
    must(!has_nul || bad);
    if (bad)
        check_error(out, has_nul);
    else
        must(json_is_boolean(json_object_get(out, "valid_win")));
    check_against_jansson(data, size, out, bad);
    json_decref(out);
    cli_batch_free(b);
    return 0;
}
