#!/bin/sh
# Messages go through gettext, and translated yaku names line up by display
# width (libunistring), not by bytes: a catalogue with two-column CJK names.
. "$(dirname "$0")/testlib.inc"
needs score 123m456p789s11122z
command -v msgfmt >/dev/null 2>&1 || {
    echo "SKIP: no msgfmt"
    exit 0
}
locale -a 2>/dev/null | grep -Eqi '^c\.utf-?8$' || {
    echo "SKIP: no C.UTF-8 locale"
    exit 0
}

mkdir -p "$tmp/locale/xx/LC_MESSAGES"
cat >"$tmp/xx.po" <<'PO'
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"

msgid "Riichi"
msgstr "立直"

msgid "Fully Concealed Hand (menzen tsumo)"
msgstr "門前清自摸和"

msgid "Yaku"
msgstr "役"
PO
msgfmt -o "$tmp/locale/xx/LC_MESSAGES/tsumo.mo" "$tmp/xx.po" || fail "msgfmt"

LC_ALL=C.UTF-8 LANGUAGE=xx TSUMO_LOCALEDIR="$tmp/locale" \
    "$tsumo" score 12399m456p111789s --tsumo --riichi >"$tmp/out" 2>"$tmp/err"
rc=$?
last="tsumo score (translated)"
expect_rc 0
expect_out '^役$'
# Riichi and menzen tsumo are the hand's only yaku. The longest name is 12 columns wide (6 characters of 2): names are padded to
# 12 + 2 columns, so "立直" (4 columns) gets 10 blanks before " 1 han".
grep -Fxq '  立直           1 han' "$tmp/out" || fail "the riichi line is not aligned"
grep -Fxq '  門前清自摸和   1 han' "$tmp/out" || fail "the menzen tsumo line is not aligned"
# Messages the catalogue does not translate stay English.
expect_out '^  Base \(fuutei\) +20$'
[ "$failures" -eq 0 ] || show "$tmp/out"

finish
