/* Shared declarations of the command-line verbs. */
#ifndef TSUMO_CLI_H
#define TSUMO_CLI_H

#include <libintl.h>

#include "tsumo/tsumo.h"

#define _(s)  gettext(s)
#define N_(s) (s)

/* setlocale, bindtextdomain and textdomain for the "tsumo" domain. */
void cli_init_i18n(void);

#endif
