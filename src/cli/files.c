/* Reading a whole file, for every verb and the table: rulesets, records, logs, saves. */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

char *cli_read_file(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n - 1, f);
        if (ferror(f) || n < cap - 1)
            break;
        char *bigger = realloc(buf, cap * 2);
        if (!bigger) {
            free(buf);
            buf = NULL;
            errno = ENOMEM;
            break;
        }
        buf = bigger;
        cap *= 2;
    }
    bool failed = !buf || ferror(f);
    int saved = errno;
    if (f != stdin)
        fclose(f);
    if (failed) {
        free(buf);
        errno = saved ? saved : EIO;
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}
