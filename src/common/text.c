/*
 * Text layout on a terminal: column widths with libunistring, so that
 * translated names (accents, CJK) line up as well as English ones.
 */
#include "shared.h"

#include <langinfo.h>
#include <string.h>
#include <unictype.h>
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

void cli_put_right(FILE *to, const char *s, int width)
{
    for (int w = cli_width(s); w < width; w++)
        fputc(' ', to);
    fputs(s, to);
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

/* ---- text from outside: names, files, arguments ---- */

/*
 * A character that acts on a terminal or on the order of the line instead of
 * showing: C0, DEL and C1 (U+009B opens a CSI as ESC [ does), the line and
 * paragraph separators, and the bidi controls (U+202E turns the line around).
 */
static bool acts_on_terminal(ucs4_t uc)
{
    return uc_is_general_category_withtable(uc, UC_CATEGORY_MASK_Cc | UC_CATEGORY_MASK_Zl |
                                                    UC_CATEGORY_MASK_Zp) ||
           uc_is_property_bidi_control(uc);
}

static bool is_visible(ucs4_t uc)
{
    return uc_is_general_category_withtable(uc, UC_CATEGORY_MASK_L | UC_CATEGORY_MASK_N |
                                                    UC_CATEGORY_MASK_P | UC_CATEGORY_MASK_S);
}

bool cli_text_safe(const char *s, char *why, size_t size)
{
    const uint8_t *p = (const uint8_t *)s, *end = p + strlen(s);
    if (u8_check(p, (size_t)(end - p)) != NULL) {
        snprintf(why, size, "%s", _("it is not valid UTF-8"));
        return false;
    }
    bool visible = false;
    while (p < end) {
        ucs4_t uc;
        int n = u8_mbtouc(&uc, p, (size_t)(end - p));
        if (acts_on_terminal(uc)) {
            char shown[16];
            cli_escape(shown, sizeof shown, (const char *)p, (size_t)n);
            /* TRANSLATORS: %s is the character escaped, as \x1b or \u202E. */
            snprintf(why, size, _("it holds the control character %s"), shown);
            return false;
        }
        visible = visible || is_visible(uc);
        p += n;
    }
    if (!visible)
        snprintf(why, size, "%s", _("it has no visible character"));
    return visible;
}

bool cli_name_safe(const char *name, int player, char *why, size_t size)
{
    char reason[128];
    if (!*name || cli_text_safe(name, reason, sizeof reason))
        return true; /* no name at all: the seat is shown instead */
    /* TRANSLATORS: a player's number from 1, then why the name cannot be shown. */
    snprintf(why, size, _("player %d's name cannot be shown: %s"), player + 1, reason);
    return false;
}

const char *cli_escape(char *buf, size_t size, const char *s, size_t len)
{
    const uint8_t *p = (const uint8_t *)s, *end = p + len;
    size_t out = 0;
    while (p < end && out + 1 < size) {
        ucs4_t uc;
        int n = u8_mbtouc(&uc, p, (size_t)(end - p));
        char one[16];
        if (uc == 0xFFFD && (n != 3 || memcmp(p, "\xEF\xBF\xBD", 3) != 0)) {
            snprintf(one, sizeof one, "\\x%02x", *p); /* not UTF-8: the byte itself */
            n = 1;
        } else if (acts_on_terminal(uc)) {
            snprintf(one, sizeof one, uc < 0x80 ? "\\x%02x" : "\\u%04X", (unsigned)uc);
        } else {
            snprintf(one, sizeof one, "%.*s", n, (const char *)p);
        }
        size_t k = strlen(one);
        if (out + k >= size)
            break;
        memcpy(buf + out, one, k);
        out += k;
        p += n;
    }
    if (size > 0)
        buf[out] = '\0';
    return buf;
}

const char *cli_shown(char *buf, size_t size, const char *s)
{
    return cli_escape(buf, size, s, strlen(s));
}

const char *cli_line_shown(char *buf, size_t size, const char *text, size_t len, int line)
{
    const char *p = text, *end = text + len;
    for (int l = 1; l < line && p < end; l++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : end;
    }
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
    while (n && (p[n - 1] == '\r' || p[n - 1] == ' ' || p[n - 1] == '\t'))
        n--;
    while (n && (*p == ' ' || *p == '\t')) {
        p++;
        n--;
    }
    return cli_escape(buf, size, p, n);
}

void cli_put_shown_v(FILE *to, const char *fmt, va_list ap)
{
    char msg[1024], shown[4096];
    vsnprintf(msg, sizeof msg, fmt, ap);
    fprintf(to, "%s\n", cli_shown(shown, sizeof shown, msg));
}
