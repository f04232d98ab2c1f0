/* `tsumo sim`: whole games played by simple computer players. */
#include "games.h"

int cli_sim(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    return CLI_EXIT_USAGE;
}
