#!/bin/sh
# A demo's caption on a real terminal covers nothing the frame shows (issue 21): call-priority
# stepped from its first step to its last at 160x48 and 200x60 (big tiles), the projector's
# sizes. At each step with a caption, the trace says where it is (caption=Y,X,H,W); c hides it,
# and on the screen without it that rectangle must be blank: no seat's label, riichi mark,
# hand, pond or indicator under the box. tests/tui/in/caption-room.c checks every demo at five
# sizes in process; this is the same on tmux's screen, end to end. The ASCII locale keeps one
# byte a column for the check.
. "$(dirname "$0")/lib.inc"
RUN_ENV="LC_ALL=C LANG=C"

# blank_under Y X H W FILE: the rectangle of the screen in FILE holds only blanks.
blank_under() {
    awk -v y="$1" -v x="$2" -v h="$3" -v w="$4" '
        NR > y && NR <= y + h {
            line = sprintf("%-" (x + w) "s", $0)
            cell = substr(line, x + 1, w)
            if (cell ~ /[^ ]/) { print NR - 1 ": " cell; bad = 1 }
        }
        END { exit bad }' "$5"
}

# changed BEFORE: until the screen is no longer BEFORE (a step, a key's effect).
changed() {
    deadline
    while [ "$(screen)" = "$1" ]; do
        expired && fail "the screen did not change"
        sleep 0.03
    done
}

walk() { # COLS ROWS
    start "$1" "$2" demo call-priority
    wait_screen view
    wait_text "step 1 of"
    total=$(screen | sed -n '1s/.*step 1 of \([0-9]*\).*/\1/p')
    [ -n "$total" ] || fail "$1x$2: no step count in the title"
    n=1
    shown=0
    while :; do
        rect=$(last | sed -n 's/.* caption=\([0-9,]*\).*/\1/p')
        if [ -n "$rect" ]; then
            shown=$((shown + 1))
            keys c
            wait_text "caption hidden"
            settle
            screen >"$TMP/hidden"
            # shellcheck disable=SC2046 # the four numbers, split at the commas
            blank_under $(echo "$rect" | tr , ' ') "$TMP/hidden" >"$TMP/under" || {
                cat "$TMP/under" >&2
                fail "$1x$2, step $n: the caption ($rect) covers what the frame shows"
            }
            keys c
            wait_gone "caption hidden" "$1x$2, step $n: c did not bring the caption back"
        fi
        [ "$n" -ge "$total" ] && break
        before=$(screen)
        keys Right
        changed "$before"
        n=$((n + 1))
    done
    [ "$shown" -gt 0 ] || fail "$1x$2: no caption was shown"
    keys q
    [ "$(wait_exit)" = 0 ] || fail "q did not leave with status 0"
    stop_server
    ok "$1x$2: call-priority's $shown captioned steps, every caption over blank cells"
}

walk 160 48
walk 200 60
finish
