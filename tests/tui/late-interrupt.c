/*
 * Preloaded into tsumo by tests/tui/interrupt.sh: a Ctrl-C that reaches the
 * program as it leaves, after the table has closed and the terminal is back
 * in its own mode (where the terminal turns Ctrl-C into SIGINT). A player who
 * types q and then Ctrl-C does this; the key storms did it too. Here it comes
 * at the same moment every time: from an exit handler, after main.
 */
#include <signal.h>
#include <stdlib.h>

static void interrupt_late(void)
{
    raise(SIGINT);
}

__attribute__((constructor)) static void arm(void)
{
    atexit(interrupt_late);
}
