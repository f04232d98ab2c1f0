/*
 * A line of JSON read without an allocation a value, and JSON written as jansson writes it:
 * what `tsumo score --jsonl` (src/cli/batch.c) and the mjai bot (mjai.c) read a line with.
 *
 * A line is read into a flat tree: each value is followed by its members or elements, so a
 * value's next sibling is `size` nodes on. The nodes and the decoded strings live in a
 * document's buffers, which every line reuses, and which start in the document itself: a
 * usual line needs no allocation at all. A quick reader takes the usual lines (objects and
 * arrays of strings with the short escapes, whole numbers of up to 18 digits, true, false and
 * null); whatever it leaves (a \u escape, a fraction, a line it finds wrong) goes to jansson,
 * whose verdict and reasons are the format's: a line reads the same either way, or is
 * refused by jansson (duplicate keys included).
 */
#ifndef TSUMO_COMMON_JSON_LINE_H
#define TSUMO_COMMON_JSON_LINE_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum jv_type { JV_NULL, JV_FALSE, JV_TRUE, JV_INT, JV_REAL, JV_STRING, JV_ARRAY, JV_OBJECT };

typedef struct jv {
    uint8_t type;      /* jv_type */
    uint32_t key_hash; /* compared before the key itself */
    uint32_t size;     /* nodes in this value, itself included */
    uint32_t count;    /* members or elements; a string's bytes */
    const char *key;   /* the member's key, inside an object */
    union {
        const char *str; /* a string's text, NUL-terminated (JSON as read has no NUL) */
        long long num;
        double real;
    };
} jv;

#define JV_ROOM_NODES 128  /* nodes a document holds in itself */
#define JV_ROOM_BYTES 2048 /* and bytes of strings */

/* A document's reusable buffers. It holds pointers into itself: initialised where it stays. */
typedef struct jv_doc {
    jv *nodes;
    size_t node_count, node_cap;
    char *strings;
    size_t string_len, string_cap;
    bool no_memory; /* the last read ran out of memory */
    jv node_room[JV_ROOM_NODES];
    char string_room[JV_ROOM_BYTES];
} jv_doc;

void jv_init(jv_doc *d);
/* Frees what the document took beyond its own room; it can be initialised again. */
void jv_free(jv_doc *d);

/*
 * Reads the `len` bytes at `text` (not NUL-terminated) as one JSON object or array, blanks
 * around it allowed, duplicate keys refused. Returns the root (node 0), or NULL: then
 * d->no_memory says whether memory ran out, else *why (when not NULL) holds jansson's reason.
 */
const jv *jv_read(jv_doc *d, const char *text, size_t len, json_error_t *why);

/* The quick reader alone (for the fuzz target): NULL for whatever it leaves to jansson. */
const jv *jv_read_quick(jv_doc *d, const char *text, size_t len);

/* A value jansson holds, copied into the document; NULL when memory ran out. */
const jv *jv_from_json(jv_doc *d, json_t *j);

/* The hash a member's key is found by (FNV-1a): inline, so that a constant key's folds. */
static inline uint32_t jv_key_hash(const char *key, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)key[i]) * 16777619u;
    return h;
}

/* A member of an object, or NULL (also when `obj` is NULL or no object). */
static inline const jv *jv_get(const jv *obj, const char *key)
{
    if (!obj || obj->type != JV_OBJECT)
        return NULL;
    uint32_t hash = jv_key_hash(key, strlen(key));
    for (const jv *m = obj + 1; m < obj + obj->size; m += m->size)
        if (m->key_hash == hash && strcmp(m->key, key) == 0)
            return m;
    return NULL;
}

/* The text of a string value, NULL for any other value or NULL. */
const char *jv_str(const jv *v);

/* The value after `v` among its siblings. */
static inline const jv *jv_next(const jv *v)
{
    return v + v->size;
}

/*
 * JSON written into a buffer: growing (realloc, `grows`) or of a fixed size. Past the memory
 * there is, or past a fixed buffer's end, `failed` is set and nothing more is written.
 */
typedef struct jv_out {
    char *buf;
    size_t len, cap;
    bool grows, failed;
} jv_out;

/* Appends past the buffer's room: grows it, or fails. */
void jv_out_more(jv_out *o, const char *s, size_t n);

static inline void jv_out_bytes(jv_out *o, const char *s, size_t n)
{
    if (o->failed || o->cap - o->len < n) {
        jv_out_more(o, s, n);
        return;
    }
    memcpy(o->buf + o->len, s, n);
    o->len += n;
}

static inline void jv_out_text(jv_out *o, const char *s)
{
    jv_out_bytes(o, s, strlen(s));
}

void jv_out_int(jv_out *o, long long n);
/* A string as jansson writes one: UTF-8 as it is, quotes, backslashes and controls escaped. */
void jv_out_string(jv_out *o, const char *s);

#endif
