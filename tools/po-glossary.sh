#!/bin/sh
# Checks a catalogue against its language's glossary (po/README.md, "Glossaries"):
#
#   sh tools/po-glossary.sh po/es.po [po/glossary/es.txt]
#
# Wherever a message's English (msgid, or msgid_plural) holds a glossary term as a whole word
# (case-insensitive; the term followed by "s" or "es" counts too, for English plurals; not
# inside a key, an option or an id: 'dealer', --dealer, closed_kan), its translation must hold
# the glossary's term for the language, one of its alternatives ("a | b"), case-insensitive,
# as whole words (no ASCII letter or digit on either side); a '*' stands for any letters, so
# that a trailing one makes a stem ("contador*" takes contador and contadores) and one inside
# takes an inflected word ("apuesta* riichi"). A translation that keeps the English word
# itself is not checked for that term (a key the program reads: "east, south, west o north").
# Each violation is one line:
#
#   po/es.po:LINE: "msgid" uses "msgstr", expected TERM (for "english")
#
# The exit status is 1 when there is any. An entry whose translator comment says
# "glossary-ok" is not checked (for a message where the term stands for something else).
# The header and untranslated entries are skipped: cli.catalogues counts those.
po=$1
glossary=${2:-$(dirname "$po")/glossary/$(basename "$po" .po).txt}
[ -f "$po" ] || {
    echo "po-glossary: no catalogue $po" >&2
    exit 2
}
[ -f "$glossary" ] || {
    echo "po-glossary: no glossary $glossary" >&2
    exit 2
}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

# The catalogue as one entry a line: LINE<TAB>skip<TAB>msgid<TAB>msgstr (plural forms joined).
LC_ALL=C awk -f "$(dirname "$0")/po-entries.awk" "$po" >"$tmp/entries"
# Lower case, the same for both (sed's \L knows Cyrillic and accents in a UTF-8 locale).
LC_ALL=C.UTF-8 sed 's/.*/\L&/' "$tmp/entries" >"$tmp/lower"
grep -v '^[[:space:]]*#' "$glossary" | grep -v '^[[:space:]]*$' |
    LC_ALL=C.UTF-8 sed 's/.*/\L&/' >"$tmp/terms"

LC_ALL=C awk -F'\t' -v po="$po" -v terms="$tmp/terms" -v orig="$tmp/entries" '
function alnum(c) { return c ~ /^[a-z0-9]$/ }
# Whether `w` is in `s` as a whole English word, an "s" or "es" after it allowed.
function has_en(s, w,    at, rest, pos, after) {
    rest = s; pos = 0
    while ((at = index(rest, w)) > 0) {
        after = substr(rest, at + length(w))
        if (substr(after, 1, 2) == "es") after = substr(after, 3)
        else if (substr(after, 1, 1) == "s") after = substr(after, 2)
        # a word of a key, an option or an id (a quoted dealer, --dealer, closed_kan) is no term
        if ((pos + at == 1 || substr(s, pos + at - 1, 1) !~ /[a-z0-9_\047-]/) &&
            substr(after, 1, 1) !~ /[a-z0-9_\047=-]/)
            return 1
        pos += at; rest = substr(rest, at + 1)
    }
    return 0
}
# An alternative as a regular expression: its letters as they are, each '*' any letters (a
# stem, or an inflected word inside the term: "apuesta* riichi"), no letter or digit around.
function pattern(a,    out, i, c) {
    out = ""
    for (i = 1; i <= length(a); i++) {
        c = substr(a, i, 1)
        if (c == "*") out = out "[^] \t,.;:!?()\"/|<>[]*"
        else if (index(".[]()|+?^${}\\", c)) out = out "\\" c
        else out = out c
    }
    return "(^|[^a-z0-9_])" out "([^a-z0-9_]|$)"
}
# Whether the translation holds one alternative of the term.
function has_term(s, t,    n, alt, i, a) {
    n = split(t, alt, / \| /)
    for (i = 1; i <= n; i++) {
        a = alt[i]; gsub(/^ +| +$/, "", a)
        if (!(a in re)) re[a] = pattern(a)
        if (s ~ re[a]) return 1
    }
    return 0
}
function short(s) { return length(s) > 70 ? substr(s, 1, 67) "..." : s }
BEGIN {
    while ((getline line < terms) > 0) {
        split(line, f, "\t")
        if (f[1] == "" || f[2] == "") continue
        nt++; en[nt] = f[1]; want[nt] = f[2]; src[nt] = f[3]
    }
    while ((getline line < orig) > 0) { n++; split(line, g, "\t"); oid[n] = g[3]; ostr[n] = g[4] }
    bad = 0
}
{
    k++
    if ($2 == "skip" || $3 == "" || $4 == "" || $4 == " || ") next
    for (i = 1; i <= nt; i++)
        # the English word kept as it is: a key or a value the program reads ("east, south")
        if (has_en($3, en[i]) && !has_en($4, en[i]) && !has_term($4, want[i])) {
            printf "%s:%d: \"%s\" uses \"%s\", expected %s (for \"%s\")\n", po, $1, short(oid[k]), short(ostr[k]), want[i], en[i]
            bad++
        }
}
END { exit bad > 0 }
' "$tmp/lower"
