/*
 * Reading a whole file, for every verb and the table: rulesets, records, logs, saves.
 * Only regular files (or standard input) and only up to a size that fits the kind of
 * file: /dev/zero would grow without end, a FIFO with no writer would block forever.
 */
#include "shared.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The file opened for reading, or NULL with why said; never waits on a FIFO or a device. */
FILE *cli_open_file(const char *path, size_t max, char *why, size_t why_size)
{
    if (strcmp(path, "-") == 0)
        return stdin;
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        snprintf(why, why_size, "%s", strerror(errno));
        if (fd >= 0)
            close(fd);
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        snprintf(why, why_size, "%s",
                 S_ISDIR(st.st_mode) ? _("a folder, not a file") : _("not a regular file"));
        close(fd);
        return NULL;
    }
    if ((unsigned long long)st.st_size > max) {
        snprintf(why, why_size, _("larger than the %zu bytes such a file may have"), max);
        close(fd);
        return NULL;
    }
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        snprintf(why, why_size, "%s", strerror(errno));
        close(fd);
    }
    return f;
}

/* Up to max bytes of f, and one more to tell a file that grew past it. */
char *cli_read_stream(FILE *f, size_t max, size_t *len, char *why, size_t why_size)
{
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf && !ferror(f) && !feof(f) && n <= max) {
        if (n + 1 == cap) {
            char *bigger = realloc(buf, cap * 2);
            if (!bigger)
                break;
            buf = bigger;
            cap *= 2;
        }
        /* cppcheck-suppress nullPointerArithmeticRedundantCheck ; the loop runs only while buf
           is set: a failed realloc breaks out and leaves it as it was */
        n += fread(buf + n, 1, cap - n - 1, f);
    }
    bool unread = buf && !ferror(f) && !feof(f) && n <= max; /* realloc failed */
    *len = !unread && buf && !ferror(f) && n > max ? n : 0;  /* tells a file too large */
    if (!buf || unread)
        snprintf(why, why_size, "%s", _("out of memory"));
    else if (ferror(f))
        snprintf(why, why_size, "%s", strerror(errno));
    else if (n > max)
        snprintf(why, why_size, _("larger than the %zu bytes such a file may have"), max);
    else {
        buf[n] = '\0';
        *len = n;
        return buf;
    }
    free(buf);
    return NULL;
}

char *cli_read_file(const char *path, size_t max, size_t *len, char *why, size_t why_size)
{
    bool from_stdin = strcmp(path, "-") == 0;
    FILE *f = from_stdin ? stdin : cli_open_file(path, max, why, why_size);
    if (!f)
        return NULL;
    char *text = cli_read_stream(f, max, len, why, why_size);
    if (!from_stdin)
        fclose(f);
    if (text && *len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
        /* A byte-order mark says nothing in UTF-8 and no format reads it: skipped. */
        *len -= 3;
        memmove(text, text + 3, *len + 1);
    }
    return text;
}

bool cli_full_path(char *buf, size_t size, const char *path)
{
    if (!path[0] || strcmp(path, "-") == 0)
        return false;
    char cwd[4096] = "";
    if (path[0] != '/' && !getcwd(cwd, sizeof cwd))
        return false;
    int n = snprintf(buf, size, "%s%s%s", cwd, cwd[0] ? "/" : "", path);
    return n > 0 && (size_t)n < size;
}
