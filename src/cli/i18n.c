/*
 * Message catalogues: every user-visible string goes through gettext.
 *
 * Where the catalogues are: TSUMO_LOCALEDIR from the environment when set;
 * else the installed directory; and when that holds no catalogue for the
 * user's language (nothing installed yet), the `locale` directory beside the
 * program, where the build puts them (build/release/locale), so that a
 * program run from its build directory speaks the user's language too.
 */
#include "cli.h"

#include <limits.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The `locale` directory beside the running program, if there is one. */
static bool beside_program(char *out, size_t size)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return false;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return false;
    *slash = '\0';
    struct stat st;
    int len = snprintf(out, size, "%s/locale", exe);
    return len > 0 && (size_t)len < size && stat(out, &st) == 0 && S_ISDIR(st.st_mode);
}

void cli_init_i18n(void)
{
    setlocale(LC_ALL, "");
    const char *dir = getenv("TSUMO_LOCALEDIR");
    bindtextdomain("tsumo", dir && *dir ? dir : TSUMO_LOCALEDIR);
    bind_textdomain_codeset("tsumo", "UTF-8");
    textdomain("tsumo");
    /* The empty msgid gives the catalogue's header: empty when no catalogue was found. (A
     * variable, not a literal, so that xgettext does not take it for a message.) */
    static const char header[] = "";
    char beside[PATH_MAX];
    if (!(dir && *dir) && !*gettext(header) && beside_program(beside, sizeof beside))
        bindtextdomain("tsumo", beside);
}
