#!/bin/sh
# Rule references read the same in every language (issue 24): each EMA section ("EMA 3.4.5"),
# CHECKLIST id ("R-FURI-03", "CFG-AKA", "AMB-04") and ruleset key ("kyuushu_kyuuhai") that a
# message's English names is in its translation unchanged, in every catalogue of po/LINGUAS.
# A violation: po/LANG.po:LINE: "msgid" drops REFERENCE.
. "$(dirname "$0")/testlib.inc"
cd "$src" || exit 1

# check PO: the violations on standard output, status 1 when there is any.
check() {
    awk -f tools/po-entries.awk "$1" | awk -F'\t' -v po="$1" '
    function short(s) { return length(s) > 70 ? substr(s, 1, 67) "..." : s }
    # every reference of s, one a line into refs[], their count returned
    function refs_of(s, refs,    n, rest) {
        n = 0; rest = s
        while (match(rest, /EMA [0-9]+(\.[0-9]+)*|(R|CFG|AMB)-[A-Z0-9]+(-[0-9]+)?|[a-z][a-z0-9]*(_[a-z0-9]+)+/)) {
            refs[++n] = substr(rest, RSTART, RLENGTH)
            rest = substr(rest, RSTART + RLENGTH)
        }
        return n
    }
    function has(s, r,    at, rest, after, pos) {
        rest = s; pos = 0
        while ((at = index(rest, r)) > 0) {
            after = substr(rest, at + length(r), 1)
            # "EMA 3.4" is not in "EMA 3.4.5": the reference ends where the text does
            if (after !~ /[0-9A-Za-z_]/ && !(after == "." && substr(rest, at + length(r) + 1, 1) ~ /[0-9]/))
                return 1
            pos += at; rest = substr(rest, at + 1)
        }
        return 0
    }
    $4 != "" {
        n = refs_of($3, refs)
        for (i = 1; i <= n; i++)
            if (!has($4, refs[i])) {
                printf "%s:%d: \"%s\" drops %s\n", po, $1, short($3), refs[i]
                bad++
            }
    }
    END { exit bad > 0 }'
}

# The check finds what it should.
cat >"$tmp/xx.po" <<'PO'
msgid "A rule (EMA 3.4.5, R-FURI-03)."
msgstr "Una regla (EMA 3.4, R-FURI-03)."

msgid "ruleset key kyuushu_kyuuhai (CFG-AKA)"
msgstr "clave kyuushu_kyuuhai (CFG-AKA)"
PO
check "$tmp/xx.po" >"$tmp/out"
[ "$(cat "$tmp/out")" = "$tmp/xx.po:1: \"A rule (EMA 3.4.5, R-FURI-03).\" drops EMA 3.4.5" ] ||
    fail "the check of references misses a changed section:" "$(cat "$tmp/out")"

langs=$(grep -v '^#' po/LINGUAS)
for lang in $langs; do
    if check "po/$lang.po" >"$tmp/out"; then
        echo "po/$lang.po: every rule reference kept"
    else
        fail "po/$lang.po changes rule references ($(wc -l <"$tmp/out")):"
        cat "$tmp/out" >&2
    fi
done
finish
