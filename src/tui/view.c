/*
 * The game viewer (issue 12). A stand-in until the viewer lands: it says so
 * rather than showing nothing.
 */
#include "shared.h"
#include "tui.h"

int tui_view_show(const tui_view_source *src)
{
    (void)src;
    fputs(_("tsumo: the viewer is not available in this build\n"), stderr);
    return CLI_EXIT_USAGE;
}
