/* Status names, diagnostic message ids and the library's version. */
#include "engine.h"

const char *tsumo_version(void)
{
    return TSUMO_VERSION;
}

const char *tsumo_status_name(tsumo_status status)
{
    switch (status) {
    case TSUMO_OK:
        return "TSUMO_OK";
    case TSUMO_EINVAL:
        return "TSUMO_EINVAL";
    case TSUMO_EILLEGAL:
        return "TSUMO_EILLEGAL";
    case TSUMO_EPARSE:
        return "TSUMO_EPARSE";
    case TSUMO_ENOMEM:
        return "TSUMO_ENOMEM";
    case TSUMO_ENOTFOUND:
        return "TSUMO_ENOTFOUND";
    case TSUMO_ERANGE:
        return "TSUMO_ERANGE";
    case TSUMO_EVERSION:
        return "TSUMO_EVERSION";
    }
    return "TSUMO_UNKNOWN";
}

static const char *const diag_msgids[TSUMO_DIAG_CODE_COUNT] = {
    [TSUMO_DIAG_NONE] = N_("no error"),
    [TSUMO_DIAG_EMPTY] = N_("nothing to read"),
    [TSUMO_DIAG_DIGIT_EXPECTED] = N_("a tile digit is expected here"),
    [TSUMO_DIAG_SUIT_EXPECTED] = N_("the digits must be followed by a suit letter"),
    [TSUMO_DIAG_BAD_HONOR] = N_("honours are 1z to 7z"),
    [TSUMO_DIAG_BAD_RED] = N_("only the suits have red fives"),
    [TSUMO_DIAG_TOO_MANY_COPIES] = N_("there are only four of each tile"),
    [TSUMO_DIAG_TOO_MANY_TILES] = N_("too many tiles for one hand"),
    [TSUMO_DIAG_BAD_MELD] = N_("these tiles are no chi, pon or kan"),
    [TSUMO_DIAG_TOO_MANY_MELDS] = N_("a hand has at most four melds"),
    [TSUMO_DIAG_UNCLOSED_MELD] = N_("the meld is not closed"),
    [TSUMO_DIAG_BAD_SOURCE] = N_("this meld cannot come from that player"),
    [TSUMO_DIAG_UNEXPECTED_CHAR] = N_("unexpected character"),
    [TSUMO_DIAG_SYNTAX] = N_("expected a [section], a key = value line or a # comment"),
    [TSUMO_DIAG_UNKNOWN_SECTION] = N_("unknown section"),
    [TSUMO_DIAG_UNKNOWN_KEY] = N_("unknown key"),
    [TSUMO_DIAG_DUPLICATE_KEY] = N_("key set twice"),
    [TSUMO_DIAG_BAD_VALUE] = N_("value not allowed"),
    [TSUMO_DIAG_OUT_OF_RANGE] = N_("number out of range"),
    [TSUMO_DIAG_INCONSISTENT] = N_("values contradict each other"),
    [TSUMO_DIAG_TOO_LONG] = N_("too long"),
    [TSUMO_DIAG_BAD_VERSION] = N_("unsupported format version"),
    [TSUMO_DIAG_TRUNCATED] = N_("the text ends too early"),
};

const char *tsumo_diag_msgid(tsumo_diag_code code)
{
    if ((unsigned)code >= TSUMO_DIAG_CODE_COUNT || !diag_msgids[code])
        return N_("unknown error");
    return diag_msgids[code];
}

void tsumo__strlcpy(char *dst, const char *src, size_t size)
{
    size_t n = strlen(src);
    if (size == 0)
        return;
    if (n >= size)
        n = size - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
}

void tsumo__diag_set(tsumo_diag *diag, tsumo_diag_code code, int line, int column, const char *key,
                     const char *found, const char *expected)
{
    if (!diag)
        return;
    memset(diag, 0, sizeof *diag);
    diag->code = code;
    diag->line = line;
    diag->column = column;
    tsumo__strlcpy(diag->key, key ? key : "", sizeof diag->key);
    tsumo__strlcpy(diag->found, found ? found : "", sizeof diag->found);
    tsumo__strlcpy(diag->expected, expected ? expected : "", sizeof diag->expected);
}
