/*
 * Text layout on a terminal: column widths with libunistring, so that
 * translated names (accents, CJK) line up as well as English ones.
 */
#include "cli.h"

#include <langinfo.h>
#include <string.h>
#include <unistr.h>
#include <uniwidth.h>

static const char *encoding(void)
{
    /* libunistring counts ambiguous-width characters by the locale's charset. */
    return nl_langinfo(CODESET);
}

int cli_width(const char *s)
{
    size_t n = strlen(s);
    if (u8_check((const uint8_t *)s, n) != NULL)
        return (int)n; /* not UTF-8: one column a byte is the best guess */
    int w = u8_strwidth((const uint8_t *)s, encoding());
    return w < 0 ? (int)n : w;
}

void cli_put_padded(FILE *to, const char *s, int width)
{
    fputs(s, to);
    for (int w = cli_width(s); w < width; w++)
        fputc(' ', to);
}

void cli_put_caret(FILE *to, const char *text, int column, const char *note)
{
    size_t len = strlen(text);
    size_t before = column > 1 ? (size_t)column - 1 : 0;
    if (before > len)
        before = len;
    int indent = 0;
    if (u8_check((const uint8_t *)text, before) == NULL)
        indent = u8_width((const uint8_t *)text, before, encoding());
    else
        indent = (int)before;
    fprintf(to, "  %s\n  ", text);
    for (int i = 0; i < indent; i++)
        fputc(' ', to);
    fprintf(to, "^%s%s\n", note && *note ? " " : "", note ? note : "");
}
