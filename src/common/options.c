/*
 * The options several verbs and the table take, read one way everywhere: a
 * seed written as `tsumo sim` accepts it is accepted by `tsumo play` and
 * `tsumo bench` too, and a number out of range is refused with the option and
 * the range, never clamped.
 */
#include "shared.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

bool cli_option(const char *verb, int argc, char **argv, int *i, const char *name,
                const char **value)
{
    size_t n = strlen(name);
    const char *arg = argv[*i];
    if (strncmp(arg, name, n) != 0 || (arg[n] != '\0' && arg[n] != '='))
        return false;
    if (arg[n] == '=')
        *value = arg + n + 1;
    else
        *value = *i + 1 < argc ? argv[++*i] : NULL;
    if (!*value)
        /* TRANSLATORS: the verb and the option. */
        fprintf(stderr, _("tsumo %s: %s needs a value\n"), verb, name);
    return true;
}

static int digit_value(char c, unsigned base)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (base == 16 && c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (base == 16 && c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Digits only (no sign, no blank, which strtoull would take); false on overflow. */
static bool read_whole(const char *s, unsigned long long *out)
{
    unsigned base = 10;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        s += 2;
    }
    if (!*s)
        return false;
    unsigned long long v = 0;
    for (; *s; s++) {
        int d = digit_value(*s, base);
        if (d < 0 || v > (ULLONG_MAX - (unsigned)d) / base)
            return false;
        v = v * base + (unsigned)d;
    }
    *out = v;
    return true;
}

bool cli_option_number(const char *verb, const char *option, const char *value,
                       unsigned long long lo, unsigned long long hi, unsigned long long *out)
{
    unsigned long long v;
    if (value && read_whole(value, &v) && v >= lo && v <= hi) {
        *out = v;
        return true;
    }
    char shown[256];
    /* TRANSLATORS: the verb, the option, the smallest and largest value, what was given. */
    fprintf(stderr,
            _("tsumo %s: %s takes a whole number from %llu to %llu (decimal, or hex after 0x), not "
              "'%s'\n"),
            verb, option, lo, hi, cli_shown(shown, sizeof shown, value ? value : ""));
    return false;
}

bool cli_option_seed(const char *verb, const char *option, const char *value, uint64_t *out)
{
    unsigned long long v;
    if (!cli_option_number(verb, option, value, 0, UINT64_MAX, &v))
        return false;
    *out = (uint64_t)v;
    return true;
}

bool cli_option_claim_window(const char *verb, const char *option, const char *value, int *ms)
{
    char *end = NULL;
    double s = value && *value && *value != '-' ? strtod(value, &end) : -1;
    if (end && !*end && s >= 0 && s <= CLI_CLAIM_WINDOW_MAX_S) {
        *ms = (int)(s * 1000 + 0.5);
        return true;
    }
    char shown[256];
    /* TRANSLATORS: the verb, the option, the longest window, what was given. */
    fprintf(stderr, _("tsumo %s: %s takes 0 to %d seconds, not '%s'\n"), verb, option,
            CLI_CLAIM_WINDOW_MAX_S, cli_shown(shown, sizeof shown, value ? value : ""));
    return false;
}

bool cli_claim_ms_from_env(int *ms)
{
    const char *v = getenv("TSUMO_CLAIM_MS");
    unsigned long long n;
    if (!v || !*v)
        return true;
    if (!cli_option_number("play", "TSUMO_CLAIM_MS", v, 0, CLI_CLAIM_WINDOW_MAX_S * 1000, &n))
        return false;
    *ms = (int)n;
    return true;
}

bool cli_option_names(const char *value, char names[4][TSUMO_NAME_SIZE])
{
    const char *p = value;
    for (int i = 0; i < 4; i++) {
        size_t n = strcspn(p, ",");
        if (n == 0 || n >= TSUMO_NAME_SIZE || (i < 3 && p[n] != ',') || (i == 3 && p[n] != '\0'))
            return false;
        memcpy(names[i], p, n);
        names[i][n] = '\0';
        p += n + (p[n] == ',');
    }
    return true;
}
