#!/bin/sh
# Every message the program can show has a finished translation in each language of
# po/LINGUAS: the messages are taken afresh from the sources (xgettext, as the `pot` target
# does), so a new _("...") fails here until po/tsumo.pot is refreshed and each catalogue
# translates it. Untranslated and fuzzy entries count as missing (each language's counts are
# printed: 0 and 0); msgfmt --check must pass.
# po/README.md says how to fix each failure.
. "$(dirname "$0")/testlib.inc"
for t in xgettext msgfmt msgcmp msgattrib; do
    command -v $t >/dev/null 2>&1 || {
        echo "SKIP: no $t (the gettext package)"
        exit 0
    }
done
cd "$src" || exit 1

# The same extraction as CMakeLists.txt's `pot` target, the demos' captions included.
find src -name '*.c' | LC_ALL=C sort >"$tmp/sources"
# shellcheck disable=SC2046 # the demos' names are plain words
sh tools/demo-pot.sh $(find data/demos -name '*.demo' | LC_ALL=C sort) >"$tmp/demos.pot"
echo "$tmp/demos.pot" >>"$tmp/sources"
xgettext --from-code=UTF-8 --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
    --add-comments=TRANSLATORS \
    --package-name=tsumo -o "$tmp/fresh.pot" -f "$tmp/sources" || fail "xgettext failed"

if ! msgcmp --use-untranslated po/tsumo.pot "$tmp/fresh.pot" 2>"$tmp/err"; then
    fail "po/tsumo.pot lacks messages that the sources hold; refresh it with" \
        "'cmake --build build/default --target pot' (po/README.md)"
    show "$tmp/err"
fi

langs=$(grep -v '^#' po/LINGUAS)
[ -n "$langs" ] || fail "po/LINGUAS names no language"
for lang in $langs; do
    po=po/$lang.po
    [ -f "$po" ] || {
        fail "$po is missing (listed in po/LINGUAS)"
        continue
    }
    if ! msgfmt --check --statistics -o /dev/null "$po" 2>"$tmp/err"; then
        fail "$po: msgfmt --check fails"
        show "$tmp/err"
    fi
    # msgcmp ignores untranslated and fuzzy entries: each fresh message must be truly done.
    if ! msgcmp "$po" "$tmp/fresh.pot" 2>"$tmp/err"; then
        fail "$po: messages of the program without a finished translation; run" \
            "'msgmerge --update $po po/tsumo.pot' and translate the empty and fuzzy entries"
        show "$tmp/err"
    fi
    msgattrib --only-fuzzy --no-obsolete "$po" -o "$tmp/fuzzy.po" 2>/dev/null
    if grep -q '^msgid "[^"]' "$tmp/fuzzy.po" 2>/dev/null; then
        fail "$po: fuzzy entries (check them, then remove the fuzzy mark):"
        grep '^msgid "[^"]' "$tmp/fuzzy.po" | head -20 | sed 's/^/    /' >&2
    fi
    msgattrib --untranslated --no-obsolete "$po" -o "$tmp/untranslated.po" 2>/dev/null
    if grep -q '^msgid "[^"]' "$tmp/untranslated.po" 2>/dev/null; then
        fail "$po: untranslated entries:"
        grep '^msgid "[^"]' "$tmp/untranslated.po" | head -20 | sed 's/^/    /' >&2
    fi
    # The counts themselves (issue 24): 0 untranslated and 0 fuzzy in every language.
    # (every entry but the header, whose msgid is "" on a line of its own)
    untranslated=$(($(grep -c '^msgid ' "$tmp/untranslated.po" 2>/dev/null) -
        $(grep -c '^msgid ""$' "$tmp/untranslated.po" 2>/dev/null) +
        $(grep -A1 '^msgid ""$' "$tmp/untranslated.po" 2>/dev/null | grep -c '^"')))
    fuzzy=$(($(grep -c '^msgid ' "$tmp/fuzzy.po" 2>/dev/null) -
        $(grep -c '^msgid ""$' "$tmp/fuzzy.po" 2>/dev/null) +
        $(grep -A1 '^msgid ""$' "$tmp/fuzzy.po" 2>/dev/null | grep -c '^"')))
    [ "$untranslated" = 0 ] || fail "$po: $untranslated untranslated entries"
    [ "$fuzzy" = 0 ] || fail "$po: $fuzzy fuzzy entries"
    echo "$po: $untranslated untranslated, $fuzzy fuzzy;" \
        "$(msgfmt --statistics -o /dev/null "$po" 2>&1)"
done
finish
