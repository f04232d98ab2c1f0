/* Tile kinds: dora succession, red fives and one-tile notation. */
#include "engine.h"

tsumo_kind tsumo_kind_dora(tsumo_kind indicator)
{
    if (indicator < TSUMO_EAST)
        return (tsumo_kind)(indicator % 9 == 8 ? indicator - 8 : indicator + 1);
    if (indicator <= TSUMO_NORTH)
        return (tsumo_kind)(indicator == TSUMO_NORTH ? TSUMO_EAST : indicator + 1);
    return (tsumo_kind)(indicator == TSUMO_RED ? TSUMO_WHITE : indicator + 1);
}

bool tsumo_tile_is_red(tsumo_tile t, int red_fives)
{
    tsumo_kind k = tsumo_tile_kind(t);
    int copy = t & 3;
    if (red_fives <= 0 || (k != TSUMO_5M && k != TSUMO_5P && k != TSUMO_5S))
        return false;
    return copy == 0 || (red_fives >= 4 && k == TSUMO_5P && copy == 1);
}

/* The winds of seats and rounds by tsumo_wind: id, letter and English msgid. */
static const struct {
    const char *id;
    char letter;
    const char *msgid;
} winds[4] = {
    {"east", 'E', N_("East")},
    {"south", 'S', N_("South")},
    {"west", 'W', N_("West")},
    {"north", 'N', N_("North")},
};

char tsumo_wind_letter(int wind)
{
    return wind >= 0 && wind < 4 ? winds[wind].letter : '?';
}

int tsumo_wind_from_letter(char letter)
{
    for (int w = 0; w < 4; w++)
        if (winds[w].letter == letter)
            return w;
    return -1;
}

const char *tsumo_wind_id(int wind)
{
    return wind >= 0 && wind < 4 ? winds[wind].id : NULL;
}

const char *tsumo_wind_msgid(int wind)
{
    return wind >= 0 && wind < 4 ? winds[wind].msgid : NULL;
}

int tsumo_wind_from_id(const char *id)
{
    for (int w = 0; id && w < 4; w++)
        if (strcmp(winds[w].id, id) == 0)
            return w;
    return -1;
}

static const char suit_letters[] = "mpsz";

size_t tsumo_kind_format(char *buf, size_t size, tsumo_kind k, bool red)
{
    char text[3];
    text[0] = (char)('0' + (red ? 0 : tsumo_kind_number(k)));
    text[1] = suit_letters[tsumo_kind_suit(k)];
    text[2] = '\0';
    if (size > 0)
        tsumo__strlcpy(buf, text, size);
    return 2;
}

tsumo_status tsumo_kind_parse(tsumo_kind *out, bool *out_red, const char *text, tsumo_diag *diag)
{
    const char *p = text;
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p == '\0') {
        tsumo__diag_set(diag, TSUMO_DIAG_EMPTY, 0, 1, NULL, "", "a tile such as 5m");
        return TSUMO_EPARSE;
    }
    char found[2] = {*p, '\0'};
    if (*p < '0' || *p > '9') {
        tsumo__diag_set(diag, TSUMO_DIAG_DIGIT_EXPECTED, 0, (int)(p - text) + 1, NULL, found,
                        "0-9");
        return TSUMO_EPARSE;
    }
    int digit = *p - '0';
    p++;
    found[0] = *p;
    const char *suit = *p ? strchr(suit_letters, *p) : NULL;
    if (!suit) {
        tsumo__diag_set(diag, TSUMO_DIAG_SUIT_EXPECTED, 0, (int)(p - text) + 1, NULL, found,
                        "m, p, s or z");
        return TSUMO_EPARSE;
    }
    int s = (int)(suit - suit_letters);
    if (s == TSUMO_HONOR && digit == 0) {
        tsumo__diag_set(diag, TSUMO_DIAG_BAD_RED, 0, (int)(p - text), NULL, "0z", "1z-7z");
        return TSUMO_EPARSE;
    }
    if (s == TSUMO_HONOR && digit > 7) {
        found[0] = (char)('0' + digit);
        tsumo__diag_set(diag, TSUMO_DIAG_BAD_HONOR, 0, (int)(p - text), NULL, found, "1-7");
        return TSUMO_EPARSE;
    }
    p++;
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p != '\0') {
        found[0] = *p;
        tsumo__diag_set(diag, TSUMO_DIAG_UNEXPECTED_CHAR, 0, (int)(p - text) + 1, NULL, found,
                        "end of tile");
        return TSUMO_EPARSE;
    }
    *out = tsumo_kind_make(s, digit == 0 ? 5 : digit);
    if (out_red)
        *out_red = digit == 0;
    return TSUMO_OK;
}
