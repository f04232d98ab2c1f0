#!/bin/sh
# Each catalogue uses its rulebook's terms (issue 24): for every language of po/LINGUAS with a
# glossary (po/glossary/<lang>.txt, from that language's rule text), wherever a message's English
# holds a glossary term, its translation holds the language's term (tools/po-glossary.sh says
# exactly how it matches). A violation is printed as po/LANG.po:LINE: "msgid" uses "msgstr",
# expected TERM. Spanish must have a glossary; a language without one is named, not checked.
. "$(dirname "$0")/testlib.inc"
command -v msgfmt >/dev/null 2>&1 || {
    echo "SKIP: no msgfmt (the gettext package)"
    exit 0
}
cd "$src" || exit 1

# The checker finds what it should: a made-up catalogue with one term right and one wrong.
cat >"$tmp/xx.po" <<'PO'
msgid ""
msgstr "Content-Type: text/plain; charset=UTF-8\n"

msgid "%d riichi sticks"
msgstr "%d palillos de riichi"

msgid "pass"
msgstr "pasar"

# glossary-ok: checked by hand
msgid "the riichi stick"
msgstr "el palillo"

msgid "a key: east or west"
msgstr "una clave: east u west"

msgid "Furiten\nafter riichi"
msgstr "Фуритэн\nпосле риичи"
PO
printf '# test\nriichi stick\tapuesta* riichi\tEMA 3.4.4\npass\tpasar* | pasa\tEMA 3.3\n' >"$tmp/xx.txt"
printf 'east\teste\tEMA 1.2\nfuriten\tфуритэн*\tJPML\n' >>"$tmp/xx.txt"
sh tools/po-glossary.sh "$tmp/xx.po" "$tmp/xx.txt" >"$tmp/out" 2>&1
rc=$?
[ "$rc" = 1 ] || fail "po-glossary.sh on a catalogue with a wrong term: status $rc, not 1"
[ "$(wc -l <"$tmp/out")" = 1 ] || fail "po-glossary.sh should find exactly one violation:" "$(cat "$tmp/out")"
grep -qx "$tmp/xx.po:4: \"%d riichi sticks\" uses \"%d palillos de riichi\", expected apuesta\* riichi (for \"riichi stick\")" "$tmp/out" ||
    fail "po-glossary.sh does not name the line, the message and the term:" "$(cat "$tmp/out")"

[ -f po/glossary/es.txt ] || fail "po/glossary/es.txt is missing: Spanish has a rule text and a glossary"
langs=$(grep -v '^#' po/LINGUAS)
for lang in $langs; do
    po=po/$lang.po
    glossary=po/glossary/$lang.txt
    if [ ! -f "$glossary" ]; then
        echo "$po: no glossary ($glossary), not checked"
        continue
    fi
    # Each line of a glossary: term, term in the language, source; nothing else.
    bad=$(grep -v '^[[:space:]]*#' "$glossary" | grep -v '^[[:space:]]*$' |
        awk -F'\t' 'NF != 3 || $1 == "" || $2 == "" || $3 == ""' | head -3)
    [ -z "$bad" ] || fail "$glossary: a line is term<TAB>translation<TAB>source:" "$bad"
    if ! sh tools/po-glossary.sh "$po" "$glossary" >"$tmp/out" 2>&1; then
        fail "$po does not use the terms of $glossary ($(wc -l <"$tmp/out") messages):"
        cat "$tmp/out" >&2
    else
        echo "$po: every glossary term of $glossary used ($(grep -c '	' "$glossary") terms)"
    fi
done
finish
