/* Message catalogues: every user-visible string goes through gettext. */
#include "cli.h"

#include <locale.h>
#include <stdlib.h>

void cli_init_i18n(void)
{
    setlocale(LC_ALL, "");
    const char *dir = getenv("TSUMO_LOCALEDIR");
    bindtextdomain("tsumo", dir && *dir ? dir : TSUMO_LOCALEDIR);
    bind_textdomain_codeset("tsumo", "UTF-8");
    textdomain("tsumo");
}
