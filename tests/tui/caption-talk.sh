#!/bin/sh
# Every caption of every shipped demo, on a real terminal at 160x48 and 200x60 (issue 21's
# acceptance): the caption box covers no seat's label, riichi mark, hand, pond or indicator.
#
# One program a size plays the whole teaching order (`tsumo demo --playlist teaching-order`,
# which must name every shipped demo) and goes straight to each caption (`g` and the step
# `tsumo demo --print` numbers it at), then steps through the steps it stands on. At each such
# step the trace says where the box is (caption=Y,X,H,W) and which step of which demo the frame
# is (step=N/M talk=I); c hides the caption, and on tmux's screen without it that rectangle must
# be blank: nothing the frame shows is under the box. tests/tui/in/caption-room.c checks the same
# in process at five sizes, cell by cell of what matters; this is the terminal's own screen.
# The ASCII locale keeps one byte a column for the check.
#
# Cheap on purpose (docs/testing.md): no step without a caption is drawn but those `g` passes,
# and a screen is captured once a check, settled only when that capture is not yet the frame's.
. "$(dirname "$0")/lib.inc"
parts 2 # a size a part
RUN_ENV="LC_ALL=C LANG=C"
PLAYLIST="$SRC/data/demos/teaching-order.playlist"

# The teaching order names every shipped demo, once: then the talk is every demo.
sed -n 's/^demo //p' "$PLAYLIST" >"$TMP/names"
for f in "$SRC"/data/demos/*.demo; do
    n=$(basename "$f" .demo)
    [ "$(grep -cx "$n" "$TMP/names")" = 1 ] ||
        fail "the shipped demo $n is not once in teaching-order.playlist: the test would miss it"
done
DEMOS=$(grep -c . "$TMP/names")

# Each caption's first step, "TALK STEP" (the demo's place in the talk, the viewer's step), as
# --print numbers them: a demo's steps start again at 1.
"$TSUMO" demo --print --playlist teaching-order | awk '
    /^ *1\. / { talk++ }
    /^ *[0-9]+\. / { step = $1 + 0 }
    /^      > / && (talk != t || step != s) { print talk, step; t = talk; s = step }' \
    >"$TMP/captions"
CAPTIONS=$(grep -c . "$TMP/captions")
[ "$CAPTIONS" -gt 0 ] || fail "tsumo demo --print numbers no caption"

# at TALK STEP WANT: until the last frame is the viewer at step STEP of the talk's TALK-th demo,
# with a caption (WANT shown), without (hidden) or either (any); its trace line in L. The trace's
# last line is read by the shell itself: this wait starts no process but sleep.
at() {
    deadline
    while :; do
        L=
        { read -r L <"$TRACE.last"; } 2>/dev/null || true
        case "$L" in
        "screen=view "*" step=$2/"*" talk=$1" | "screen=view "*" step=$2/"*" talk=$1 "*)
            case "$L" in *" caption="*) has=shown ;; *) has=hidden ;; esac
            if [ "$3" = any ] || [ "$3" = "$has" ]; then return 0; fi
            ;;
        esac
        expired && fail "$(name "$1"), step $2: waited for the step ($3)"
        sleep 0.01
    done
}

name() { sed -n "$1p" "$TMP/names"; }

# under Y X H W STEP: the screen (stdin) is step STEP's with its caption hidden, and the
# rectangle holds only blanks; exit 2 when the top row is not yet that frame's (the caption's
# hidden mark, and on the table the title's "step STEP of"), 1 with the cells that are not blank.
under() {
    awk -v y="$1" -v x="$2" -v h="$3" -v w="$4" -v step="step $5 of " '
        NR == 1 && (!index($0, "caption hidden") || ($0 ~ /step [0-9]+ of / && !index($0, step))) {
            stale = 1
            exit
        }
        NR > y && NR <= y + h {
            line = sprintf("%-" (x + w) "s", $0)
            cell = substr(line, x + 1, w)
            if (cell ~ /[^ ]/) { print NR - 1 ": " cell; bad = 1 }
        }
        END { exit stale ? 2 : bad }'
}

# check TALK STEP: the caption shown at that step (the trace's rectangle) hides with c, and on the
# screen without it the rectangle is blank. A capture taken before tmux has the whole frame is
# taken again once the screen has settled: only a settled screen fails the test.
check() {
    rect=$(printf '%s\n' "$L" | sed -n 's/.* caption=\([0-9]*,[0-9]*,[0-9]*,[0-9]*\).*/\1/p')
    [ -n "$rect" ] || fail "$(name "$1"), step $2: no caption rectangle in the trace"
    keys c
    at "$1" "$2" hidden
    # shellcheck disable=SC2046 # the four numbers, split at the commas
    set -- "$1" "$2" $(echo "$rect" | tr , ' ')
    if ! screen | under "$3" "$4" "$5" "$6" "$2" >"$TMP/under"; then
        settle
        screen | under "$3" "$4" "$5" "$6" "$2" >"$TMP/under" || {
            cat "$TMP/under" >&2
            fail "$COLS_ROWS, $(name "$1") step $2: the caption ($rect) covers what the frame shows"
        }
    fi
    CHECKED=$((CHECKED + 1))
}

walk() { # COLS ROWS
    COLS_ROWS="$1x$2"
    start "$1" "$2" demo --playlist teaching-order
    CHECKED=0 SEEN=0 talk=1 done_to=0
    at 1 1 any
    while read -r t s; do
        while [ "$talk" -lt "$t" ]; do # past this demo's last step: the next demo
            count=${L#* step=*/}
            count=${count%% *}
            keys g "$count" Enter Right
            talk=$((talk + 1))
            done_to=0
            at "$talk" 1 any
        done
        SEEN=$((SEEN + 1))
        [ "$s" -gt "$done_to" ] || continue # stood on from the caption before: checked
        keys g "$s" Enter
        at "$t" "$s" shown
        while :; do
            check "$t" "$s"
            done_to=$s
            count=${L#* step=*/}
            count=${count%% *}
            [ "$s" -lt "$count" ] || break
            keys c Right # the caption back, then the next step: is a caption there still?
            s=$((s + 1))
            at "$t" "$s" any
            case "$L" in *" caption="*) ;; *) break ;; esac
        done
    done <"$TMP/captions"
    [ "$talk" = "$DEMOS" ] || fail "$COLS_ROWS: the talk ended at demo $talk of $DEMOS"
    [ "$SEEN" = "$CAPTIONS" ] || fail "$COLS_ROWS: $SEEN captions seen of $CAPTIONS"
    keys q
    [ "$(wait_exit)" = 0 ] || fail "q did not leave with status 0"
    stop_server
    ok "$COLS_ROWS: $DEMOS demos, $CAPTIONS captions on $CHECKED steps, each over blank cells"
}

if part 1; then walk 160 48; fi
if part 2; then walk 200 60; fi
finish
