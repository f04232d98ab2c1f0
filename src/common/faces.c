/*
 * The reader of big tile faces (faces.h): lines through the shared line
 * reader, each a comment, a set, a face or one of its rows. Everything is
 * checked as it is read (sizes in range, a kind once a set, rows of the
 * set's width, characters one column wide that do not act on a terminal),
 * and at the end every set must be complete: a face missing would leave a
 * tile blank on a projector.
 */
#include "faces.h"
#include "lines.h"

#include <stdio.h>
#include <string.h>
#include <unictype.h>
#include <unistr.h>
#include <uniwidth.h>

#define FACES_LINE_MAX 256
#define FACES_LINES    2000

static const char *const set_names[FACES_SETS] = {"blocks", "ascii"};

typedef struct reader {
    faces_table *out;
    faces_error *err;
    int number;
    int set;  /* the set being read, -1 before the first */
    int face; /* the face being read, -1 before the set's first */
    int row;  /* rows of it read */
    bool given[FACES_SETS][FACES_COUNT];
    bool set_given[FACES_SETS];
} reader;

static bool fail(reader *r, const char *why)
{
    r->err->line = r->number;
    snprintf(r->err->why, sizeof r->err->why, "%s", why);
    return false;
}

/* "5m", "0m" refused (a red five has the face of a five), "7z", or "back". */
static int face_of(const char *word)
{
    if (strcmp(word, "back") == 0)
        return FACES_BACK;
    static const char suits[] = "mpsz";
    if (strlen(word) != 2 || word[0] < '1' || word[0] > '9' || !strchr(suits, word[1]))
        return -1;
    int suit = (int)(strchr(suits, word[1]) - suits), n = word[0] - '1';
    if (suit == 3 && n > 6)
        return -1;
    return suit * 9 + n;
}

/* The face before the next is whole. */
static bool face_done(reader *r)
{
    if (r->set >= 0 && r->face >= 0 && r->row < r->out->sets[r->set].rows)
        return fail(r, _("the face before this line has too few rows"));
    return true;
}

static bool take_set(reader *r, const char *rest)
{
    char name[16];
    int cols, rows, used = 0;
    if (sscanf(rest, "%15s %d %d %n", name, &cols, &rows, &used) != 3 || rest[used])
        return fail(r, _("a set is written \"set NAME COLUMNS ROWS\""));
    int id = -1;
    for (int i = 0; i < FACES_SETS; i++)
        if (strcmp(name, set_names[i]) == 0)
            id = i;
    if (id < 0)
        return fail(r, _("a set is named blocks or ascii"));
    if (r->set_given[id])
        return fail(r, _("this set is given twice"));
    if (cols < FACES_MIN_COLS || cols > FACES_MAX_COLS || rows != FACES_ROWS) {
        char why[160];
        snprintf(why, sizeof why, _("a face has %d to %d columns and %d rows"), FACES_MIN_COLS,
                 FACES_MAX_COLS, FACES_ROWS);
        return fail(r, why);
    }
    r->set_given[id] = true;
    r->set = id;
    r->face = -1;
    r->out->sets[id].cols = cols;
    r->out->sets[id].rows = rows;
    return true;
}

static bool take_face(reader *r, const char *rest)
{
    if (r->set < 0)
        return fail(r, _("a face comes after its set"));
    char word[8];
    int used = 0;
    int face = sscanf(rest, "%7s %n", word, &used) == 1 && !rest[used] ? face_of(word) : -1;
    if (face < 0)
        return fail(r, _("a face is a kind, 1m to 9s or 1z to 7z, or back"));
    if (r->given[r->set][face])
        return fail(r, _("this face is given twice in its set"));
    r->given[r->set][face] = true;
    r->face = face;
    r->row = 0;
    return true;
}

/* One column a character, none that acts on the terminal; the ascii set holds ASCII only. */
static bool row_chars_ok(reader *r, const uint8_t *s, size_t n, int *cols)
{
    if (u8_check(s, n) != NULL)
        return fail(r, _("a face row is not valid UTF-8"));
    *cols = 0;
    for (size_t at = 0; at < n;) {
        ucs4_t uc;
        at += (size_t)u8_mbtouc(&uc, s + at, n - at);
        if (r->set == FACES_ASCII && (uc < 0x20 || uc > 0x7e))
            return fail(r, _("the ascii set holds ASCII characters only"));
        if (uc < 0x20 || (uc >= 0x7f && uc < 0xa0) || uc_is_property_bidi_control(uc) ||
            uc_width(uc, "UTF-8") != 1)
            return fail(r, _("every character of a face takes one column and shows"));
        ++*cols;
    }
    return true;
}

static bool take_row(reader *r, const char *line, size_t len)
{
    if (r->set < 0 || r->face < 0)
        return fail(r, _("a face row comes after its face"));
    faces_set *set = &r->out->sets[r->set];
    if (r->row >= set->rows)
        return fail(r, _("this face has too many rows"));
    if (len < 2 || line[len - 1] != '|')
        return fail(r, _("a face row ends with '|'"));
    const uint8_t *s = (const uint8_t *)line + 1;
    size_t n = len - 2;
    int cols;
    if (!row_chars_ok(r, s, n, &cols))
        return false;
    if (cols != set->cols || n >= FACES_ROW_BYTES) {
        char why[160];
        snprintf(why, sizeof why, _("a face row of this set has %d columns"), set->cols);
        return fail(r, why);
    }
    memcpy(set->face[r->face][r->row], s, n);
    set->face[r->face][r->row][n] = '\0';
    r->row++;
    return true;
}

static bool take_line(reader *r, const char *line, size_t len)
{
    if (len == 0 || line[0] == '#')
        return true;
    if (line[0] == '|')
        return take_row(r, line, len);
    char text[FACES_LINE_MAX + 1];
    memcpy(text, line, len);
    text[len] = '\0';
    if (strncmp(text, "set ", 4) == 0)
        return face_done(r) && take_set(r, text + 4);
    if (strncmp(text, "face ", 5) == 0)
        return face_done(r) && take_face(r, text + 5);
    return fail(r, _("a line is a comment, a set, a face or a face row ('|')"));
}

/* At the end: the last face whole, every set there with every face. */
static bool all_given(reader *r)
{
    r->number++;
    if (!face_done(r))
        return false;
    for (int s = 0; s < FACES_SETS; s++)
        for (int f = 0; f < FACES_COUNT; f++)
            if (!r->given[s][f]) {
                char kind[8] = "back", why[160];
                if (f < FACES_BACK)
                    tsumo_kind_format(kind, sizeof kind, (tsumo_kind)f, false);
                /* TRANSLATORS: "the set ascii has no face for 5m"; back is a tile face down. */
                snprintf(why, sizeof why, _("the set %s has no face for %s"), set_names[s], kind);
                return fail(r, why);
            }
    return true;
}

bool faces_parse(faces_table *out, const char *text, size_t len, faces_error *err)
{
    memset(out, 0, sizeof *out);
    *err = (faces_error){0};
    reader r = {.out = out, .err = err, .set = -1, .face = -1};
    lines in;
    lines_from_text(&in, text, len);
    in.max_len = FACES_LINE_MAX;
    in.max_lines = FACES_LINES;
    in.bytes = LINES_NO_CONTROLS;
    const char *line;
    size_t n;
    lines_status st;
    while ((st = lines_next(&in, &line, &n)) == LINES_OK) {
        r.number = in.number;
        if (!take_line(&r, line, n))
            return false;
    }
    if (st != LINES_END) {
        err->line = in.number;
        char buf[256];
        const char *why = lines_why(buf, sizeof buf, "", &in, st);
        const char *msg = strstr(why, ": ");
        snprintf(err->why, sizeof err->why, "%s", msg ? msg + 2 : why);
        return false;
    }
    r.number = in.number;
    return all_given(&r);
}

const char *faces_builtin_text(size_t *len)
{
    for (const faces_builtin *b = faces_builtins; b->name; b++)
        if (strcmp(b->name, "big") == 0) {
            *len = b->len;
            return b->text;
        }
    *len = 0;
    return NULL;
}
