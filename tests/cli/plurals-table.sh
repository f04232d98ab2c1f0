#!/bin/sh
# Every count the table shows is a plural message (ngettext): a language with more than one
# plural form must be able to say "1 point" and "2 points" (and "5 points") each its own way.
# The messages of src/tui are taken afresh from the sources; one whose %d stands before a
# noun of the game that counts (points, fu, han, tiles, counters, sticks, hands, players,
# seconds) must have a plural form.
. "$(dirname "$0")/testlib.inc"
command -v xgettext >/dev/null 2>&1 || {
    echo "SKIP: no xgettext (the gettext package)"
    exit 0
}
cd "$src" || exit 1
find src/tui -name '*.c' | LC_ALL=C sort >"$tmp/sources"
xgettext --from-code=UTF-8 --keyword=_ --keyword=N_ --no-wrap -o "$tmp/tui.pot" \
    -f "$tmp/sources" || fail "xgettext failed"

# The singular messages only (an entry with msgid_plural is fine), one a line.
awk '/^msgid "/ { id = substr($0, 8, length($0) - 8); next }
     /^msgid_plural / { id = ""; next }
     /^msgstr/ { if (id != "") print id; id = "" }' "$tmp/tui.pot" >"$tmp/singular"
nouns='points?|fu|han|tiles?|counters?|(riichi )?sticks?|hands?|players?|seconds?'
if grep -E "%[0-9]*d ($nouns)([^a-z]|\$)" "$tmp/singular" >"$tmp/bad"; then
    fail "counts of the table without ngettext:"
    show "$tmp/bad"
fi
[ $failures -eq 0 ] && echo "ok - every count of the table is a plural message"
exit $((failures > 0))
