/*
 * Message catalogues: every user-visible string goes through gettext.
 *
 * Where the catalogues are: TSUMO_LOCALEDIR from the environment when set;
 * else the installed directory; and when that holds no catalogue for the
 * user's language (nothing installed yet), the `locale` directory beside the
 * program, where the build puts them (build/release/locale), so that a
 * program run from its build directory speaks the user's language too; and
 * last the locale directory of an installation seen from the program's
 * (TSUMO_LOCALEDIR_FROM_BINDIR, "../share/locale"), for a program installed
 * under another prefix than the one it was built for (a .deb's /usr).
 */
#include "shared.h"

#include <limits.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The directory `rel` (relative to the running program's), if there is one. */
static bool beside_program(char *out, size_t size, const char *rel)
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
    int len = snprintf(out, size, "%s/%s", exe, rel);
    return len > 0 && (size_t)len < size && stat(out, &st) == 0 && S_ISDIR(st.st_mode);
}

void cli_init_i18n(const char *dir)
{
    setlocale(LC_ALL, "");
    bindtextdomain("tsumo", dir && *dir ? dir : TSUMO_LOCALEDIR);
    bind_textdomain_codeset("tsumo", "UTF-8");
    textdomain("tsumo");
    /* The empty msgid gives the catalogue's header: empty when no catalogue was found. (A
     * variable, not a literal, so that xgettext does not take it for a message.) */
    static const char header[] = "";
    if (dir && *dir)
        return;
    static const char *const beside[] = {"locale", TSUMO_LOCALEDIR_FROM_BINDIR};
    for (size_t i = 0; i < sizeof beside / sizeof beside[0] && !*gettext(header); i++) {
        char path[PATH_MAX];
        if (beside_program(path, sizeof path, beside[i]))
            bindtextdomain("tsumo", path);
    }
}
