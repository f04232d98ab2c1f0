#!/bin/sh
# Line and branch coverage of the whole default test suite, per directory (docs/coverage.md):
# builds the coverage preset (gcc --coverage), runs every test, and asks gcovr (Debian's
# package) for src/engine, src/common, src/cli and src/tui. Counters from an earlier run are
# cleared first. gcovr replaces the file it writes its report to: pointed at /dev/null (as root)
# it left a plain file in place of the device, so the report goes into the build folder.
set -eu
cd "$(dirname "$0")/.."
build=build/coverage
cmake --preset coverage >/dev/null
cmake --build --preset coverage
find "$build" -name '*.gcda' -delete
ctest --preset coverage "$@" || echo "coverage: some tests failed; the figures count what ran" >&2
printf '| directory | lines | branches |\n|---|---|---|\n'
for dir in src/engine src/common src/cli src/tui src/bot; do
    gcovr -r . --object-directory "$build" --filter "$dir/" --print-summary -o "$build/coverage.txt" |
        awk -v dir="$dir" '
            /^lines:/    { lines = $2 " (" substr($3, 2) " of " $6 }
            /^branches:/ { branches = $2 " (" substr($3, 2) " of " $6 }
            END { printf "| %s | %s | %s |\n", dir, lines, branches }'
done
