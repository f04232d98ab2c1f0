/*
 * Fuzz target for the JSON line reader and writer (src/common/json-line.c), which
 * `tsumo score --jsonl` and `tsumo bot --mjai` read every line with. Any bytes are one line.
 * The quick reader must agree with jansson: a line it reads is one jansson reads too (duplicate
 * keys refused), into the same tree, value by value; the whole reader gives a tree exactly
 * when jansson reads an object or an array. Each string of the tree is written back as
 * jansson writes it, byte for byte.
 */
#include "json-line.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void must(bool ok)
{
    if (!ok)
        abort();
}

/* The same tree, node for node: the quick reader's and jansson's. */
static void same_tree(const jv *a, const jv *b)
{
    must(a->size == b->size);
    for (uint32_t i = 0; i < a->size; i++) {
        const jv *x = &a[i], *y = &b[i];
        must(x->type == y->type && x->size == y->size && x->count == y->count);
        must((x->key == NULL) == (y->key == NULL) || i == 0);
        if (i > 0 && x->key) {
            must(strcmp(x->key, y->key) == 0 && x->key_hash == y->key_hash);
        }
        if (x->type == JV_STRING)
            must(memcmp(x->str, y->str, x->count + 1) == 0 && strlen(x->str) == x->count);
        if (x->type == JV_INT)
            must(x->num == y->num);
        must(x->type != JV_REAL); /* the quick reader leaves fractions to jansson */
    }
}

/* Each string written as jansson writes it. */
static void strings_written(const jv *root)
{
    char room[256];
    for (uint32_t i = 0; i < root->size; i++) {
        if (root[i].type != JV_STRING)
            continue;
        jv_out o = {.buf = room, .cap = sizeof room};
        jv_out_string(&o, root[i].str);
        json_t *s = json_string(root[i].str);
        char *theirs = s ? json_dumps(s, JSON_ENCODE_ANY) : NULL;
        must(theirs != NULL);
        must(o.failed ? strlen(theirs) > sizeof room
                      : o.len == strlen(theirs) && memcmp(o.buf, theirs, o.len) == 0);
        free(theirs);
        json_decref(s);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static jv_doc quick, slow, whole; /* each keeps its room between inputs, as a run does */
    static bool ready;
    if (!ready) {
        jv_init(&quick);
        jv_init(&slow);
        jv_init(&whole);
        ready = true;
    }
    const char *text = (const char *)data;
    json_t *j = json_loadb(text, size, JSON_REJECT_DUPLICATES, NULL);
    const jv *q = jv_read_quick(&quick, text, size);
    if (q) {
        must(j != NULL);
        const jv *s = jv_from_json(&slow, j);
        must(s != NULL);
        same_tree(q, s);
        strings_written(q);
    }
    json_error_t why;
    const jv *w = jv_read(&whole, text, size, &why);
    must((w != NULL) == (j != NULL));
    if (w)
        must(w->type == (json_is_object(j) ? JV_OBJECT : JV_ARRAY));
    json_decref(j);
    return 0;
}
