/*
 * Hand notation (docs/notation.md): mpsz groups for the concealed tiles,
 * then melds in brackets. The grammar, with blanks allowed between groups:
 *
 *   hand  = { group }
 *   group = digits suit                          concealed tiles
 *         | "(" digits suit [source] ")"         chi, pon or open kan
 *         | "[" digits suit "]"                  closed kan
 *         | "{" digits suit [source] "}"         added kan
 *   source = "<" (left) | "^" (across) | ">" (right)
 *
 * In a meld the first digit is the claimed tile. 0 is a red five.
 */
#include "engine.h"

#include <stdio.h>

static const char suit_letters[] = "mpsz";

/* Red fives a suit can have: one in each, a second in pin with four reds. */
static const int red_max[3] = {1, 2, 1};

typedef struct parser {
    const char *text;
    const char *p;
    tsumo_diag *diag;
    tsumo_hand *hand;
    int total_red[3];
    tsumo_kind last;
    bool last_red;
} parser;

static int column(const parser *ps, const char *at)
{
    return (int)(at - ps->text) + 1;
}

static tsumo_status fail(parser *ps, tsumo_diag_code code, const char *at, const char *expected)
{
    char found[8] = "";
    if (*at)
        found[0] = *at;
    tsumo__diag_set(ps->diag, code, 0, column(ps, at), NULL, found, expected);
    return TSUMO_EPARSE;
}

static void skip_blanks(parser *ps)
{
    while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == ',')
        ps->p++;
}

/*
 * Reads digits and their suit letter; fills digits[] (as written, 0 = red)
 * and the suit. Returns the number of digits or a negative status.
 */
static int read_run(parser *ps, int digits[], int max, int *suit, const char **digit_pos)
{
    int n = 0;
    const char *start = ps->p;
    while (*ps->p >= '0' && *ps->p <= '9') {
        if (n == max)
            return fail(ps, TSUMO_DIAG_TOO_MANY_TILES, ps->p, "at most 14 tiles");
        digit_pos[n] = ps->p;
        digits[n++] = *ps->p - '0';
        ps->p++;
    }
    if (n == 0)
        return fail(ps, TSUMO_DIAG_DIGIT_EXPECTED, ps->p, "0-9");
    const char *letter = *ps->p ? strchr(suit_letters, *ps->p) : NULL;
    if (!letter)
        return fail(ps, TSUMO_DIAG_SUIT_EXPECTED, ps->p, "m, p, s or z");
    *suit = (int)(letter - suit_letters);
    for (int i = 0; i < n; i++) {
        if (*suit == TSUMO_HONOR && digits[i] == 0)
            return fail(ps, TSUMO_DIAG_BAD_RED, digit_pos[i], "1-7");
        if (*suit == TSUMO_HONOR && digits[i] > 7)
            return fail(ps, TSUMO_DIAG_BAD_HONOR, digit_pos[i], "1-7");
    }
    (void)start;
    ps->p++;
    return n;
}

/* Counts a tile against the four copies and the red fives. */
static tsumo_status take(parser *ps, int copies[TSUMO_KINDS], tsumo_kind k, bool red,
                         const char *at)
{
    if (++copies[k] > 4)
        return fail(ps, TSUMO_DIAG_TOO_MANY_COPIES, at, "at most 4 of a kind");
    if (red && ++ps->total_red[tsumo_kind_suit(k)] > red_max[tsumo_kind_suit(k)])
        return fail(ps, TSUMO_DIAG_TOO_MANY_COPIES, at, "at most 1 red five (2 in pin)");
    return TSUMO_OK;
}

static tsumo_status parse_concealed(parser *ps, int copies[TSUMO_KINDS])
{
    int digits[14];
    const char *pos[14];
    int suit;
    int n = read_run(ps, digits, 14, &suit, pos);
    if (n < 0)
        return (tsumo_status)n;
    for (int i = 0; i < n; i++) {
        bool red = digits[i] == 0;
        tsumo_kind k = tsumo_kind_make(suit, red ? 5 : digits[i]);
        tsumo_status st = take(ps, copies, k, red, pos[i]);
        if (st != TSUMO_OK)
            return st;
        ps->hand->counts[k]++;
        if (red)
            ps->hand->red[suit]++;
        ps->last = k;
        ps->last_red = red;
    }
    return TSUMO_OK;
}

static int source_of(char c)
{
    switch (c) {
    case '<':
        return TSUMO_FROM_LEFT;
    case '^':
        return TSUMO_FROM_ACROSS;
    case '>':
        return TSUMO_FROM_RIGHT;
    default:
        return -1;
    }
}

/* Works out the meld type from its bracket and tiles; -1 when they fit none. */
static int meld_type(char open, const int kinds[], int n)
{
    bool same = true;
    for (int i = 1; i < n; i++)
        same = same && kinds[i] == kinds[0];
    if (n == 4 && same)
        return open == '('   ? TSUMO_MELD_OPEN_KAN
               : open == '[' ? TSUMO_MELD_CLOSED_KAN
                             : TSUMO_MELD_ADDED_KAN;
    if (n != 3 || open != '(')
        return -1;
    if (same)
        return TSUMO_MELD_PON;
    int lo = kinds[0], hi = kinds[0];
    for (int i = 1; i < 3; i++) {
        lo = kinds[i] < lo ? kinds[i] : lo;
        hi = kinds[i] > hi ? kinds[i] : hi;
    }
    bool distinct = kinds[0] != kinds[1] && kinds[1] != kinds[2] && kinds[0] != kinds[2];
    if (distinct && hi - lo == 2 && lo < TSUMO_EAST &&
        tsumo_kind_suit((tsumo_kind)lo) == tsumo_kind_suit((tsumo_kind)hi))
        return TSUMO_MELD_CHI;
    return -1;
}

static tsumo_status parse_meld(parser *ps, int copies[TSUMO_KINDS])
{
    const char *open_at = ps->p;
    char open = *ps->p++;
    char close = open == '(' ? ')' : open == '[' ? ']' : '}';
    if (ps->hand->meld_count == TSUMO_MAX_MELDS)
        return fail(ps, TSUMO_DIAG_TOO_MANY_MELDS, open_at, "at most 4 melds");
    int digits[4], kinds[4], suit;
    const char *pos[4];
    int n = read_run(ps, digits, 4, &suit, pos);
    if (n < 0) {
        if (ps->diag && ps->diag->code == TSUMO_DIAG_TOO_MANY_TILES)
            ps->diag->code = TSUMO_DIAG_BAD_MELD;
        return (tsumo_status)n;
    }
    for (int i = 0; i < n; i++)
        kinds[i] = tsumo_kind_make(suit, digits[i] == 0 ? 5 : digits[i]);
    int type = meld_type(open, kinds, n);
    if (type < 0)
        return fail(ps, TSUMO_DIAG_BAD_MELD, open_at + 1,
                    open == '(' ? "3 tiles in a run or of one kind, or 4 of one kind"
                                : "4 tiles of one kind");
    int from = TSUMO_FROM_NONE;
    const char *source_at = ps->p;
    if (source_of(*ps->p) >= 0) {
        from = source_of(*ps->p);
        ps->p++;
        if (type == TSUMO_MELD_CLOSED_KAN)
            return fail(ps, TSUMO_DIAG_BAD_SOURCE, source_at, "no source for a closed kan");
    }
    if (type == TSUMO_MELD_CHI) {
        if (from != TSUMO_FROM_NONE && from != TSUMO_FROM_LEFT)
            return fail(ps, TSUMO_DIAG_BAD_SOURCE, source_at, "< (chi only from the left)");
        from = TSUMO_FROM_LEFT;
    }
    if (*ps->p != close) {
        char expected[32];
        snprintf(expected, sizeof expected, "%c", close);
        return fail(ps, *ps->p ? TSUMO_DIAG_UNEXPECTED_CHAR : TSUMO_DIAG_UNCLOSED_MELD, ps->p,
                    expected);
    }
    ps->p++;
    tsumo_meld *m = &ps->hand->melds[ps->hand->meld_count++];
    memset(m, 0, sizeof *m);
    m->type = (uint8_t)type;
    m->from = (uint8_t)from;
    int lo = kinds[0];
    for (int i = 0; i < n; i++) {
        lo = kinds[i] < lo ? kinds[i] : lo;
        tsumo_status st = take(ps, copies, (tsumo_kind)kinds[i], digits[i] == 0, pos[i]);
        if (st != TSUMO_OK)
            return st;
        m->red += digits[i] == 0;
    }
    m->kind = (tsumo_kind)lo;
    m->called = type == TSUMO_MELD_CLOSED_KAN ? TSUMO_NO_KIND : (tsumo_kind)kinds[0];
    m->called_red = type != TSUMO_MELD_CLOSED_KAN && digits[0] == 0;
    return TSUMO_OK;
}

tsumo_status tsumo_hand_parse(tsumo_hand *out, tsumo_kind *last, bool *last_red, const char *text,
                              tsumo_diag *diag)
{
    parser ps = {.text = text, .p = text, .diag = diag, .hand = out, .last = TSUMO_NO_KIND};
    int copies[TSUMO_KINDS] = {0};
    memset(out, 0, sizeof *out);
    skip_blanks(&ps);
    if (*ps.p == '\0')
        return fail(&ps, TSUMO_DIAG_EMPTY, ps.p, "tiles such as 123m456p");
    while (*ps.p) {
        tsumo_status st;
        if (*ps.p == '(' || *ps.p == '[' || *ps.p == '{')
            st = parse_meld(&ps, copies);
        else if (*ps.p >= '0' && *ps.p <= '9')
            st = parse_concealed(&ps, copies);
        else
            return fail(&ps, TSUMO_DIAG_UNEXPECTED_CHAR, ps.p, "a digit, ( [ or {");
        if (st != TSUMO_OK)
            return st;
        if (tsumo_hand_tile_count(out) > 14)
            return fail(&ps, TSUMO_DIAG_TOO_MANY_TILES, ps.p - 1, "at most 14 tiles");
        skip_blanks(&ps);
    }
    if (last)
        *last = ps.last;
    if (last_red)
        *last_red = ps.last_red;
    return TSUMO_OK;
}

bool tsumo_hand_is_closed(const tsumo_hand *hand)
{
    for (int i = 0; i < hand->meld_count; i++)
        if (hand->melds[i].type != TSUMO_MELD_CLOSED_KAN)
            return false;
    return true;
}

int tsumo_hand_tile_count(const tsumo_hand *hand)
{
    int n = 3 * hand->meld_count;
    for (int k = 0; k < TSUMO_KINDS; k++)
        n += hand->counts[k];
    return n;
}

/* ---- formatting ---- */

static void put_meld_digit(tsumo__writer *w, tsumo_kind k, bool red)
{
    tsumo__put_char(w, (char)('0' + (red ? 0 : tsumo_kind_number(k))));
}

static void format_meld(tsumo__writer *w, const tsumo_meld *m)
{
    static const char marks[] = {0, '>', '^', '<'};
    char open = m->type == TSUMO_MELD_CLOSED_KAN  ? '['
                : m->type == TSUMO_MELD_ADDED_KAN ? '{'
                                                  : '(';
    char close = open == '(' ? ')' : open == '[' ? ']' : '}';
    int n = tsumo_meld_is_kan(m) ? 4 : 3;
    tsumo_kind tiles[4];
    for (int i = 0; i < n; i++)
        tiles[i] = (tsumo_kind)(m->type == TSUMO_MELD_CHI ? m->kind + i : m->kind);
    int red_left = m->red;
    tsumo__put_char(w, open);
    int first = 0;
    if (m->type != TSUMO_MELD_CLOSED_KAN) {
        /* the claimed tile first */
        for (int i = 0; i < n; i++)
            if (tiles[i] == m->called) {
                first = i;
                break;
            }
        put_meld_digit(w, tiles[first], m->called_red);
        red_left -= m->called_red;
    } else {
        first = -1;
    }
    for (int i = 0; i < n; i++) {
        if (i == first)
            continue;
        bool red = tiles[i] % 9 == 4 && tiles[i] < TSUMO_EAST && red_left > 0;
        red_left -= red;
        put_meld_digit(w, tiles[i], red);
    }
    tsumo__put_char(w, suit_letters[tsumo_kind_suit(m->kind)]);
    if (m->type != TSUMO_MELD_CLOSED_KAN && m->from != TSUMO_FROM_NONE)
        tsumo__put_char(w, marks[m->from & 3]);
    tsumo__put_char(w, close);
}

size_t tsumo_hand_format(char *buf, size_t size, const tsumo_hand *hand)
{
    tsumo__writer w = {.buf = buf, .size = size};
    for (int s = 0; s < 4; s++) {
        bool any = false;
        for (int n = 1; n <= 9; n++) {
            if (s == TSUMO_HONOR && n > 7)
                break;
            tsumo_kind k = tsumo_kind_make(s, n);
            int reds = (n == 5 && s < 3) ? hand->red[s] : 0;
            for (int c = 0; c < hand->counts[k]; c++) {
                tsumo__put_char(&w, (char)('0' + (c < reds ? 0 : n)));
                any = true;
            }
        }
        if (any)
            tsumo__put_char(&w, suit_letters[s]);
    }
    for (int i = 0; i < hand->meld_count; i++) {
        if (w.len > 0)
            tsumo__put_char(&w, ' ');
        format_meld(&w, &hand->melds[i]);
    }
    tsumo__put_end(&w);
    return w.len;
}
