/*
 * test-tui-in NAME ARGS...: the in-process tests of tests/tui/in/ linked into one program,
 * NAME choosing which one runs. Each file keeps its own main(), renamed tui_in_<name> by
 * tests/CMakeLists.txt, which also writes the list below (tui-in-list.h): one program links
 * once where thirty-odd would each link the table's library, which a busy machine's build
 * (and the sanitizers' more so) pays for in minutes.
 */
#include <stdio.h>
#include <string.h>

#define TUI_IN(id, name) int tui_in_##id(int argc, char **argv);
#include "tui-in-list.h"
#undef TUI_IN

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
} tests[] = {
#define TUI_IN(id, name) {name, tui_in_##id},
#include "tui-in-list.h"
#undef TUI_IN
};

int main(int argc, char **argv)
{
    for (size_t i = 0; argc > 1 && i < sizeof tests / sizeof tests[0]; i++)
        if (strcmp(argv[1], tests[i].name) == 0) {
            argv[1] = argv[0]; /* the test sees its arguments as its own program would */
            return tests[i].run(argc - 1, argv + 1);
        }
    fprintf(stderr, "usage: test-tui-in NAME ARGS... (NAME: a file of tests/tui/in/)\n");
    return 2;
}
