/*
 * Fuzz target for what `tsumo replay --check` does with a file: read it
 * (a game record, a Tenhou or a Majiang log, told apart as the verb does),
 * check its names and numbers, and replay every hand. Any bytes end in an
 * exit status of 0, 1 or 2, never in a crash. The file goes through a real
 * file, as the verb reads one; the test runs with -close_fd_mask=3 for the
 * verb's own messages.
 */
#include "cli.h"
#include "games.h"

#include <stdlib.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char path[] = "/tmp/tsumo-fuzz-replay-XXXXXX";

static void remove_file(void)
{
    unlink(path);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int fd = -1;
    if (fd < 0) {
        if ((fd = mkstemp(path)) < 0)
            abort();
        atexit(remove_file);
    }
    if (ftruncate(fd, 0) != 0 || pwrite(fd, data, size, 0) != (ssize_t)size)
        abort();
    char *argv[] = {"--check", "--keep-going", "--quiet", path, NULL};
    int status = cli_replay(4, argv);
    if (status < 0 || status > 2)
        abort();
    return 0;
}
