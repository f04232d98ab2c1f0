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

/* The empty msgid gives the catalogue's header: empty when no catalogue was found. (A
 * variable, not a literal, so that xgettext does not take it for a message.) */
static const char header[] = "";

/* TSUMO_LOCALEDIR was given: the catalogues are there and nowhere else. */
static bool dir_given;

/* The installed directory, else the build's beside the program, else an installation's seen
   from the program: the first that holds a catalogue for the language of the moment. */
static void bind_dirs(void)
{
    bindtextdomain("tsumo", TSUMO_LOCALEDIR);
    static const char *const beside[] = {"locale", TSUMO_LOCALEDIR_FROM_BINDIR};
    for (size_t i = 0; i < sizeof beside / sizeof beside[0] && !*gettext(header); i++) {
        char path[PATH_MAX];
        if (beside_program(path, sizeof path, beside[i]))
            bindtextdomain("tsumo", path);
    }
}

void cli_init_i18n(const char *dir)
{
    setlocale(LC_ALL, "");
    bindtextdomain("tsumo", dir && *dir ? dir : TSUMO_LOCALEDIR);
    bind_textdomain_codeset("tsumo", "UTF-8");
    textdomain("tsumo");
    dir_given = dir && *dir;
    if (!dir_given)
        bind_dirs();
}

/* ---- choosing the language (--lang, the menu's Language) ---- */

/* The languages of po/LINGUAS (TSUMO_LINGUAS, from CMake) and English, the messages' own. */
#ifndef TSUMO_LINGUAS
#define TSUMO_LINGUAS ""
#endif

size_t cli_languages(const char *out[], size_t max)
{
    static char codes[256];
    static const char *list[CLI_LANGUAGES_MAX];
    static size_t count;
    if (!count) {
        list[count++] = "en";
        snprintf(codes, sizeof codes, "%s", TSUMO_LINGUAS);
        char *save = NULL;
        for (char *c = strtok_r(codes, " ;", &save); c && count < CLI_LANGUAGES_MAX;
             c = strtok_r(NULL, " ;", &save))
            if (strcmp(c, "en") != 0)
                list[count++] = c;
    }
    size_t n = count < max ? count : max;
    for (size_t i = 0; i < n; i++)
        out[i] = list[i];
    return count;
}

const char *cli_language_name(const char *code)
{
    /* Each in its own language, as a menu of languages shows them: never translated. */
    static const struct {
        const char *code, *name;
    } names[] = {{"en", "English"},  {"es", "Español"}, {"it", "Italiano"},   {"ru", "Русский"},
                 {"fr", "Français"}, {"de", "Deutsch"}, {"nl", "Nederlands"}, {"pt", "Português"},
                 {"ca", "Català"},   {"pl", "Polski"},  {"ja", "日本語"}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(names[i].code, code) == 0)
            return names[i].name;
    return code;
}

bool cli_language_known(const char *code)
{
    const char *langs[CLI_LANGUAGES_MAX];
    size_t n = cli_languages(langs, CLI_LANGUAGES_MAX);
    for (size_t i = 0; i < n && i < CLI_LANGUAGES_MAX; i++)
        if (strcmp(langs[i], code) == 0)
            return true;
    return false;
}

static char chosen[8];

const char *cli_language_chosen(void)
{
    return chosen;
}

const char *cli_language_spoken(void)
{
    if (chosen[0])
        return chosen;
    /* The catalogue found for the locale says its language in its header ("Language: es"). */
    static char code[8];
    const char *head = gettext(header), *at = strstr(head, "Language: ");
    if (!*head || !at)
        return "en";
    at += strlen("Language: ");
    size_t n = strcspn(at, "_.@\n");
    snprintf(code, sizeof code, "%.*s", (int)(n < sizeof code ? n : sizeof code - 1), at);
    return code;
}

/* glibc's count of catalogue changes: bumped, gettext looks its catalogues up afresh. */
extern int _nl_msg_cat_cntr;

bool cli_language_set(const char *code)
{
    if (!code || !cli_language_known(code))
        return false;
    snprintf(chosen, sizeof chosen, "%s", code);
    /* LANGUAGE is ignored while the messages' locale is C: C.UTF-8 is not (glibc 2.35). */
    const char *now = setlocale(LC_MESSAGES, NULL);
    if (!now || strcmp(now, "C") == 0 || strcmp(now, "POSIX") == 0)
        setlocale(LC_MESSAGES, "C.UTF-8");
    /* English is the messages themselves: a language with no catalogue gives them. */
    setenv("LANGUAGE", code, 1);
    ++_nl_msg_cat_cntr;
    textdomain("tsumo");
    if (!dir_given && strcmp(code, "en") != 0 && !*gettext(header))
        bind_dirs(); /* a build's program started in English: its catalogues are beside it */
    return true;
}
