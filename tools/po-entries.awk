# A PO file as one entry a line, for tools/po-glossary.sh and tests/cli/po-references.sh:
#   LINE<TAB>skip|check<TAB>msgid<TAB>msgstr
# LINE is the msgid's line; msgid_plural follows the msgid and the plural forms follow each other,
# joined by " || "; strings stay escaped as the file has them, but for "\\n", a blank. "skip" marks an entry whose
# translator comment says glossary-ok, and a fuzzy one (cli.catalogues refuses those).
function flush() {
    if (cur == "str" && id != "")
        print idline "\t" (skip ? "skip" : "check") "\t" id "\t" str
    id = ""; str = ""; cur = ""; skip = 0
}
function body(s) { sub(/^[a-z_]+(\[[0-9]+\])? *"/, "", s); sub(/"[ \t\r]*$/, "", s); gsub(/\\n/, " ", s); return s }
/^#~/ { next }
/^#/ { if (cur == "str") flush(); if ($0 ~ /glossary-ok/ || $0 ~ /^#,.*fuzzy/) skip = 1; next }
/^msgctxt/ { if (cur == "str") flush(); cur = "ctx"; next }
/^msgid_plural/ { cur = "id"; id = id " || " body($0); next }
/^msgid/ { if (cur == "str") flush(); cur = "id"; idline = NR; id = body($0); next }
/^msgstr/ { s = body($0); str = cur == "str" ? str " || " s : s; cur = "str"; next }
/^[ \t]*"/ { s = $0; sub(/^[ \t]*"/, "", s); sub(/"[ \t\r]*$/, "", s); gsub(/\\n/, " ", s)
    if (cur == "str") str = str s; else if (cur == "id") id = id s; next }
/^[ \t\r]*$/ { if (cur == "str") flush(); next }
END { flush() }
