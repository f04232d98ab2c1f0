/* A line of JSON read into a flat tree, JSON written as jansson writes it (json-line.h). */
#include "json-line.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistr.h>

void jv_init(jv_doc *d)
{
    d->nodes = d->node_room;
    d->node_cap = JV_ROOM_NODES;
    d->strings = d->string_room;
    d->string_cap = JV_ROOM_BYTES;
    d->node_count = d->string_len = 0;
    d->no_memory = false;
}

void jv_free(jv_doc *d)
{
    if (d->nodes != d->node_room)
        free(d->nodes);
    if (d->strings != d->string_room)
        free(d->strings);
    jv_init(d);
}

/* Room for `bytes` of strings before a read (the strings never move during one). */
static bool string_room(jv_doc *d, size_t bytes)
{
    if (bytes <= d->string_cap)
        return true;
    char *more = malloc(bytes);
    if (!more) {
        d->no_memory = true;
        return false;
    }
    if (d->strings != d->string_room)
        free(d->strings);
    d->strings = more;
    d->string_cap = bytes;
    return true;
}

/* ---- the quick reader ------------------------------------------------------ */

/* A value the quick reader leaves to jansson: it is valid JSON, or jansson says why not. */
#define JV_UNUSUAL   ((size_t)-1)
#define JV_MAX_DEPTH 32

typedef struct jv_reader {
    jv_doc *d;
    const char *at, *end;
    int depth;
} jv_reader;

/* Twice the room for nodes, out of the document's own when it was there. */
static bool more_nodes(jv_doc *d)
{
    size_t cap = 2 * d->node_cap;
    jv *more = d->nodes == d->node_room ? malloc(cap * sizeof *more)
                                        : realloc(d->nodes, cap * sizeof *more);
    if (!more) {
        d->no_memory = true;
        return false;
    }
    if (d->nodes == d->node_room)
        memcpy(more, d->node_room, sizeof d->node_room);
    d->nodes = more;
    d->node_cap = cap;
    return true;
}

static inline size_t jv_new(jv_doc *d, uint8_t type)
{
    if (d->node_count == d->node_cap && !more_nodes(d))
        return JV_UNUSUAL;
    d->nodes[d->node_count] = (jv){.type = type, .size = 1};
    return d->node_count++;
}

static void skip_blanks(jv_reader *r)
{
    while (r->at < r->end && (*r->at == ' ' || *r->at == '\t' || *r->at == '\n' || *r->at == '\r'))
        r->at++;
}

/*
 * The bytes from `at` that are copied as they are (printable ASCII but the
 * quote and the backslash): up to the next quote at once when the whole run
 * is plain, which it nearly always is.
 */
static const char *plain_run(const char *at, const char *end)
{
    const char *quote = memchr(at, '"', (size_t)(end - at));
    if (quote) {
        const unsigned char *u = (const unsigned char *)at;
        size_t n = (size_t)(quote - at);
        unsigned char special = 0;
        for (size_t i = 0; i < n; i++)
            special |= (unsigned char)((unsigned char)(u[i] - 0x20) >= 0x60) | (u[i] == '\\');
        if (!special)
            return quote;
    }
    while (at < end && (unsigned char)(*at - 0x20) < 0x60 && *at != '"' && *at != '\\')
        at++;
    return at;
}

/*
 * A string with the short escapes, decoded into the strings buffer, its
 * length in *len. UTF-8 is checked as jansson checks it (no overlong forms,
 * no surrogates); \u escapes and control characters are left to jansson.
 */
static const char *jv_string(jv_reader *r, size_t *len)
{
    jv_doc *d = r->d;
    char *to = d->strings + d->string_len, *start = to;
    const char *at = r->at + 1;
    for (;;) {
        const char *run = at;
        at = plain_run(at, r->end);
        memcpy(to, run, (size_t)(at - run));
        to += at - run;
        if (at == r->end || (unsigned char)*at < 0x20)
            return NULL;
        if (*at == '"')
            break;
        if (*at == '\\') {
            static const char from[] = "\"\\/bfnrt", into[] = "\"\\/\b\f\n\r\t";
            const char *e = at + 1 < r->end ? memchr(from, at[1], sizeof from - 1) : NULL;
            if (!e)
                return NULL;
            *to++ = into[e - from];
            at += 2;
            continue;
        }
        ucs4_t uc;
        int n = u8_mbtoucr(&uc, (const uint8_t *)at, (size_t)(r->end - at));
        if (n < 0)
            return NULL;
        memcpy(to, at, (size_t)n);
        to += n;
        at += n;
    }
    r->at = at + 1;
    *to++ = '\0';
    *len = (size_t)(to - start) - 1;
    d->string_len = (size_t)(to - d->strings);
    return start;
}

/* A whole number of up to 18 digits; fractions, exponents and longer numbers go to jansson. */
static bool jv_number(jv_reader *r, long long *out)
{
    bool minus = r->at < r->end && *r->at == '-';
    const char *digits = r->at + minus, *p = digits;
    long long n = 0;
    /* 18 digits at most, so n cannot overflow; a 19th is left to jansson below */
    while (p < r->end && *p >= '0' && *p <= '9' && p - digits < 18)
        n = n * 10 + (*p++ - '0');
    size_t len = (size_t)(p - digits);
    if (len == 0 || (len > 1 && *digits == '0'))
        return false;
    if (p < r->end && (*p == '.' || *p == 'e' || *p == 'E' || (*p >= '0' && *p <= '9')))
        return false;
    r->at = p;
    *out = minus ? -n : n;
    return true;
}

static bool jv_word(jv_reader *r, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(r->end - r->at) < n || memcmp(r->at, word, n) != 0)
        return false;
    r->at += n;
    return true;
}

static size_t jv_value(jv_reader *r);

/* Whether `key` is already a member of the object at `obj` (jansson would refuse the line). */
static bool jv_has_key(const jv_doc *d, size_t obj, const char *key, uint32_t hash)
{
    for (size_t c = obj + 1; c < d->node_count; c += d->nodes[c].size)
        if (d->nodes[c].key_hash == hash && strcmp(d->nodes[c].key, key) == 0)
            return true;
    return false;
}

/* The members of an object or the elements of an array, up to `close`. */
static size_t jv_container(jv_reader *r, uint8_t type, char close)
{
    size_t self = jv_new(r->d, type);
    if (self == JV_UNUSUAL || ++r->depth > JV_MAX_DEPTH)
        return JV_UNUSUAL;
    r->at++;
    skip_blanks(r);
    bool first = true;
    uint64_t seen = 0; /* a bit per key hash: most keys need no search for a twin */
    while (r->at < r->end && *r->at != close) {
        if (!first && *r->at++ != ',')
            return JV_UNUSUAL;
        skip_blanks(r);
        const char *key = NULL;
        size_t key_len;
        uint32_t hash = 0;
        if (type == JV_OBJECT) {
            if (r->at == r->end || *r->at != '"' || !(key = jv_string(r, &key_len)) ||
                ((seen & (1ull << ((hash = jv_key_hash(key, key_len)) & 63))) &&
                 jv_has_key(r->d, self, key, hash)))
                return JV_UNUSUAL;
            seen |= 1ull << (hash & 63);
            skip_blanks(r);
            if (r->at == r->end || *r->at++ != ':')
                return JV_UNUSUAL;
        }
        size_t v = jv_value(r);
        if (v == JV_UNUSUAL)
            return JV_UNUSUAL;
        r->d->nodes[v].key = key;
        r->d->nodes[v].key_hash = hash;
        r->d->nodes[self].count++;
        skip_blanks(r);
        first = false;
    }
    if (r->at == r->end)
        return JV_UNUSUAL;
    r->at++;
    r->depth--;
    r->d->nodes[self].size = (uint32_t)(r->d->node_count - self);
    return self;
}

static size_t jv_value(jv_reader *r)
{
    skip_blanks(r);
    if (r->at == r->end)
        return JV_UNUSUAL;
    size_t v;
    switch (*r->at) {
    case '{':
        return jv_container(r, JV_OBJECT, '}');
    case '[':
        return jv_container(r, JV_ARRAY, ']');
    case '"': {
        size_t len;
        const char *s = jv_string(r, &len);
        v = s ? jv_new(r->d, JV_STRING) : JV_UNUSUAL;
        if (v != JV_UNUSUAL) {
            r->d->nodes[v].str = s;
            r->d->nodes[v].count = (uint32_t)len;
        }
        return v;
    }
    case 't':
        return jv_word(r, "true") ? jv_new(r->d, JV_TRUE) : JV_UNUSUAL;
    case 'f':
        return jv_word(r, "false") ? jv_new(r->d, JV_FALSE) : JV_UNUSUAL;
    case 'n':
        return jv_word(r, "null") ? jv_new(r->d, JV_NULL) : JV_UNUSUAL;
    default: {
        long long n;
        if (!jv_number(r, &n))
            return JV_UNUSUAL;
        v = jv_new(r->d, JV_INT);
        if (v != JV_UNUSUAL)
            r->d->nodes[v].num = n;
        return v;
    }
    }
}

const jv *jv_read_quick(jv_doc *d, const char *text, size_t len)
{
    d->node_count = d->string_len = 0;
    d->no_memory = false;
    /* decoded strings are never longer than the text they come from */
    if (len >= UINT32_MAX || !string_room(d, len + 1))
        return NULL;
    jv_reader r = {.d = d, .at = text, .end = text + len};
    skip_blanks(&r);
    if (r.at < r.end && (*r.at == '{' || *r.at == '[') && jv_value(&r) == 0) {
        skip_blanks(&r);
        if (r.at == r.end)
            return d->nodes;
    }
    return NULL;
}

/* ---- what jansson reads ------------------------------------------------------ */

/* The bytes of the strings and keys of `j`, each with its NUL. */
static size_t json_bytes(json_t *j)
{
    size_t n = json_is_string(j) ? json_string_length(j) + 1 : 0;
    for (size_t i = 0; i < json_array_size(j); i++)
        n += json_bytes(json_array_get(j, i));
    for (void *at = json_object_iter(j); at; at = json_object_iter_next(j, at))
        n += strlen(json_object_iter_key(at)) + 1 + json_bytes(json_object_iter_value(at));
    return n;
}

/* Copies a value jansson read into the nodes. */
static size_t copy_json(jv_doc *d, json_t *j)
{
    static const uint8_t types[] = {
        [JSON_OBJECT] = JV_OBJECT, [JSON_ARRAY] = JV_ARRAY, [JSON_STRING] = JV_STRING,
        [JSON_INTEGER] = JV_INT,   [JSON_REAL] = JV_REAL,   [JSON_TRUE] = JV_TRUE,
        [JSON_FALSE] = JV_FALSE,   [JSON_NULL] = JV_NULL,
    };
    size_t self = jv_new(d, types[json_typeof(j)]);
    if (self == JV_UNUSUAL)
        return self;
    if (json_is_string(j)) {
        /* without JSON_ALLOW_NUL jansson's strings hold no NUL */
        char *s = d->strings + d->string_len;
        memcpy(s, json_string_value(j), json_string_length(j) + 1);
        d->string_len += json_string_length(j) + 1;
        d->nodes[self].str = s;
        d->nodes[self].count = (uint32_t)json_string_length(j);
    }
    if (json_is_integer(j))
        d->nodes[self].num = json_integer_value(j);
    if (json_is_real(j))
        d->nodes[self].real = json_real_value(j);
    const char *key;
    json_t *value;
    size_t i;
    if (json_is_array(j))
        json_array_foreach(j, i, value)
        {
            if (copy_json(d, value) == JV_UNUSUAL)
                return JV_UNUSUAL;
            d->nodes[self].count++;
        }
    if (json_is_object(j))
        json_object_foreach(j, key, value)
        {
            char *k = d->strings + d->string_len;
            size_t len = strlen(key);
            memcpy(k, key, len + 1);
            d->string_len += len + 1;
            size_t v = copy_json(d, value);
            if (v == JV_UNUSUAL)
                return JV_UNUSUAL;
            d->nodes[v].key = k;
            d->nodes[v].key_hash = jv_key_hash(k, len);
            d->nodes[self].count++;
        }
    d->nodes[self].size = (uint32_t)(d->node_count - self);
    return self;
}

const jv *jv_from_json(jv_doc *d, json_t *j)
{
    d->node_count = d->string_len = 0;
    d->no_memory = false;
    if (!j || !string_room(d, json_bytes(j)))
        return NULL;
    return copy_json(d, j) == 0 ? d->nodes : NULL;
}

const jv *jv_read(jv_doc *d, const char *text, size_t len, json_error_t *why)
{
    const jv *root = jv_read_quick(d, text, len);
    if (root || d->no_memory)
        return root;
    json_error_t err;
    json_t *j = json_loadb(text, len, JSON_REJECT_DUPLICATES, why ? why : &err);
    root = j ? jv_from_json(d, j) : NULL;
    json_decref(j);
    return root;
}

const char *jv_str(const jv *v)
{
    return v && v->type == JV_STRING ? v->str : NULL;
}

/* ---- writing ------------------------------------------------------------------- */

void jv_out_more(jv_out *o, const char *s, size_t n)
{
    if (o->failed)
        return;
    size_t cap = o->cap ? o->cap : 1 << 16;
    while (cap - o->len < n)
        cap *= 2;
    char *more = o->grows ? realloc(o->buf, cap) : NULL;
    if (!more) {
        o->failed = true;
        return;
    }
    o->buf = more;
    o->cap = cap;
    memcpy(o->buf + o->len, s, n);
    o->len += n;
}

void jv_out_int(jv_out *o, long long n)
{
    char text[24], *at = text + sizeof text;
    unsigned long long u = n < 0 ? 0 - (unsigned long long)n : (unsigned long long)n;
    do
        *--at = (char)('0' + u % 10);
    while (u /= 10);
    if (n < 0)
        *--at = '-';
    jv_out_bytes(o, at, (size_t)(text + sizeof text - at));
}

void jv_out_string(jv_out *o, const char *s)
{
    jv_out_bytes(o, "\"", 1);
    for (const char *run = s;; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch >= 0x20 && ch != '"' && ch != '\\')
            continue;
        jv_out_bytes(o, run, (size_t)(s - run));
        if (!ch)
            break;
        const char *shortcut = strchr("\"\\\b\f\n\r\t", ch);
        char esc[8];
        if (shortcut)
            snprintf(esc, sizeof esc, "\\%c", "\"\\bfnrt"[shortcut - "\"\\\b\f\n\r\t"]);
        else
            snprintf(esc, sizeof esc, "\\u%04X", ch);
        jv_out_text(o, esc);
        run = s + 1;
    }
    jv_out_bytes(o, "\"", 1);
}
