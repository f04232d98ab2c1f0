#!/bin/sh
# Writes the titles and captions of the demos named on the command line as a PO template on
# standard output, so that xgettext merges them into po/tsumo.pot with the program's
# messages (the `pot` target, tests/cli/catalogues.sh). A caption of several lines is one
# message, its lines joined by "\n", as src/common/demo.c reads it (a `caption-at ANCHOR`
# line starts one, its anchor not part of it); blanks at either end of
# a line are not part of it. Run from the source directory: the references are the paths
# as given.
# Usage: sh tools/demo-pot.sh data/demos/*.demo >demos.pot
[ $# -gt 0 ] || set -- /dev/null # no demos: the header alone, not a read of standard input
awk '
function esc(s) {
    gsub(/\\/, "\\\\", s)
    gsub(/"/, "\\\"", s)
    return s
}
function add(msg, ref) {
    if (!(msg in refs)) {
        order[++n] = msg
        refs[msg] = ref
    } else {
        refs[msg] = refs[msg] " " ref
    }
}
function flush() {
    if (cap != "")
        add(cap, capref)
    cap = ""
}
FNR == 1 { flush(); last = -1 }
{
    sub(/\r$/, "")
    line = $0
    sub(/^[ \t]+/, "", line)
    sub(/[ \t]+$/, "", line)
    word = line
    sub(/[ \t].*$/, "", word)
    rest = substr(line, length(word) + 1)
    sub(/^[ \t]+/, "", rest)
    if (word == "caption-at") { # caption-at ANCHOR TEXT: a caption of its own, from TEXT
        flush()
        sub(/^[^ \t]+[ \t]*/, "", rest)
        last = -1
        word = "caption"
    }
    if (word == "caption" && rest != "") {
        if (cap != "" && last == FNR - 1)
            cap = cap "\n" rest
        else {
            flush()
            cap = rest
            capref = FILENAME ":" FNR
        }
        last = FNR
        next
    }
    flush()
    if (word == "title" && rest != "")
        add(rest, FILENAME ":" FNR)
}
END {
    flush()
    print "msgid \"\""
    print "msgstr \"\""
    print "\"Content-Type: text/plain; charset=UTF-8\\n\""
    for (i = 1; i <= n; i++) {
        m = order[i]
        print ""
        print "#: " refs[m]
        s = esc(m)
        gsub(/\n/, "\\n", s)
        print "msgid \"" s "\""
        print "msgstr \"\""
    }
}' "$@"
