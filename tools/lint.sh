#!/bin/sh
# The repository's habits as checks: every tracked C file formatted by .clang-format, every
# script clean under shellcheck (sourced libraries followed), the C sources clean under
# cppcheck, and a ratchet (issue 18): no function's cognitive complexity (clang-tidy) over 25 and
# no block of code written twice (tools/duplicated-blocks.sh) but those listed in
# tools/lint-baseline.txt, and those no worse than listed there. Silent when all is clean;
# otherwise each finding as FILE:LINE and exit status 1.
# Usage: sh tools/lint.sh [BUILD_DIR]   (a configured build: cppcheck reads its generated
# headers, clang-tidy its compile_commands.json; build/default unless told)
#        sh tools/lint.sh --baseline [BUILD_DIR]   prints the ratchet's offenders of today as
# lines for tools/lint-baseline.txt, after a change that removes some (or, said why in the
# commit, one that must add one).
set -eu
cd "$(dirname "$0")/.."
mode=check
if [ "${1:-}" = --baseline ]; then
    mode=baseline
    shift
fi
build=${1:-build/default}
if [ ! -d "$build/generated/include" ]; then
    echo "lint: $build has no generated headers: configure it first (cmake --preset default)" >&2
    exit 2
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tsumo-lint.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
status=0

# report NAME: prints the findings a check left in $tmp/NAME, one FILE:LINE line each.
report() {
    grep -E '^[^ :]+:[0-9]+:' "$tmp/$1" >"$tmp/$1.lines" || true
    if [ -s "$tmp/$1.lines" ]; then
        sed "s/^/$1: /" "$tmp/$1.lines"
    else
        sed "s/^/$1: /" "$tmp/$1" # no finding to show: what went wrong instead
    fi
    status=1
}

# The file lists come from git: what is tracked, examples/ and tests/ included.
git ls-files '*.c' '*.h' >"$tmp/c-files"
git ls-files '*.sh' '*.inc' .ci/run >"$tmp/scripts"

# The ratchet's measures, one line an offender: `complexity FILE FUNCTION SCORE FILE:LINE` for
# a function over the threshold, `duplicate FILE_A FILE_B LINES FILE_A:LINE FILE_B:LINE` for two
# files sharing blocks of six significant lines or more. clang-tidy reads the C files the
# build compiles (tracked ones only), two at a time.
complexity=25
measure() {
    if ! command -v clang-tidy >/dev/null; then
        echo "lint: clang-tidy not found (tools/install-deps.sh installs it)" >&2
        return 1
    fi
    sed -n 's/^ *"file": "\(.*\)",*$/\1/p' "$build/compile_commands.json" |
        sed "s|^$(pwd)/||" | LC_ALL=C sort -u >"$tmp/compiled"
    LC_ALL=C sort "$tmp/c-files" | LC_ALL=C comm -12 - "$tmp/compiled" >"$tmp/tidy-files"
    xargs -P2 -n8 clang-tidy -p "$build" --quiet \
        --checks=-*,readability-function-cognitive-complexity \
        --config="{CheckOptions: [{key: readability-function-cognitive-complexity.Threshold, \
value: $complexity}, {key: readability-function-cognitive-complexity.DescribeBasicIncrements, \
value: false}]}" <"$tmp/tidy-files" >"$tmp/tidy" 2>"$tmp/tidy.err" || {
        cat "$tmp/tidy.err" "$tmp/tidy" >&2
        return 1
    }
    sed -n "s|^\($(pwd)/\)\{0,1\}\([^:]*\):\([0-9]*\):[0-9]*: warning: function '\([^']*\)' \
has cognitive complexity of \([0-9]*\) .*|complexity \2 \4 \5 \2:\3|p" "$tmp/tidy" | LC_ALL=C sort
    sh tools/duplicated-blocks.sh <"$tmp/c-files"
}
if [ "$mode" = baseline ]; then
    measure | cut -d' ' -f1-4
    exit 0
fi

# clang-format prints each finding with the line and a caret; only the FILE:LINE lines stay.
# shellcheck disable=SC2046 # one argument per tracked file (their names hold no spaces)
clang-format --dry-run --Werror $(cat "$tmp/c-files") >"$tmp/clang-format" 2>&1 ||
    report clang-format

# shellcheck disable=SC2046 # as above
shellcheck -x -P SCRIPTDIR -f gcc $(cat "$tmp/scripts") >"$tmp/shellcheck" 2>&1 ||
    report shellcheck

# Every directory of src/ is an include path, as the build gives them (src/engine, src/cli, ...).
includes=$(find src -type d | sort | sed 's/^/-I /' | tr '\n' ' ')
# shellcheck disable=SC2086 # one -I option and its directory per word
cppcheck -q --std=c11 --enable=warning,portability,performance --error-exitcode=1 \
    --inline-suppr --template='{file}:{line}: {severity}: {message} [{id}]' \
    -I include -I "$build/generated/include" $includes src >"$tmp/cppcheck" 2>&1 ||
    report cppcheck

# No section of a rule text typed into a program string (issue 18): "EMA 3.4.5" is asked of the
# engine (tsumo_rule_source, cli_rule_source). String literals only, comments stripped by the
# compiler's preprocessor. The engine's own tables of sections stand apart: a refusal's reason
# (game-view.c), a ruleset file's key comments (rules.c); and score-ids.c, whose refusals of a
# hand still name their section in the msgid (to convert).
typed_sections() {
    grep '^src/' "$tmp/c-files" | while read -r f; do
        case $f in
        src/engine/game-view.c | src/engine/rules.c | src/engine/score-ids.c) continue ;;
        esac
        ${CC:-cc} -fpreprocessed -dD -E "$f" 2>/dev/null | awk -v f="$f" '
            /^# [0-9]+ "/ { n = $2; next }
            /"[^"]*EMA [0-9]+\.[0-9]/ { print f ":" n ": an EMA section typed into a string: " \
                "cite the rule (cli_rule_source)" }
            { n++ }'
    done
}
typed_sections >"$tmp/typed-sections"
if [ -s "$tmp/typed-sections" ]; then
    report typed-sections
fi

# The ratchet: an offender not in the baseline, or worse than it is there, is a finding.
if measure >"$tmp/measures" 2>"$tmp/ratchet-tools"; then
    awk -v limit="$complexity" '
    FNR == NR { if ($1 !~ /^#/ && NF == 4) listed[$1 " " $2 " " $3] = $4; next }
    {
        key = $1 " " $2 " " $3
        if ($1 == "complexity" && !(key in listed))
            printf "%s: %s has a cognitive complexity of %d, over %d: split it\n", $5, $3, $4, limit
        else if ($1 == "complexity" && $4 > listed[key])
            printf "%s: %s grew from a cognitive complexity of %d to %d\n", $5, $3, listed[key], $4
        else if ($1 == "duplicate" && !(key in listed))
            printf "%s: %d lines written again at %s: share them\n", $5, $4, $6
        else if ($1 == "duplicate" && $4 > listed[key])
            printf "%s: the lines shared with %s grew from %d to %d\n", $5, $3, listed[key], $4
    }' tools/lint-baseline.txt "$tmp/measures" >"$tmp/ratchet"
    if [ -s "$tmp/ratchet" ]; then
        report ratchet
    fi
else
    report ratchet-tools
fi

exit "$status"
