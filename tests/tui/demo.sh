#!/bin/sh
# Every shipped demo (`tsumo demo --list`, issue 12) in the viewer at 80x24, and two at 200x60:
# stepped with Right from the first step to the last, every caption of `tsumo demo --print`
# shown on the way, in order, and no step line starting with an empty name; then stepped back
# with Left to the first step, whose screen must be the first one again. At 80x24 a caption's
# box covers the top seat's pond: c hides it and shows it again.
. "$(dirname "$0")/lib.inc"

title() { screen | sed -n 1p; }

# press KEY: sends it and waits until the title's step has changed.
press() {
    before=$(title)
    keys "$1"
    deadline
    while [ "$(title)" = "$before" ]; do
        expired && fail "$1 did not move from: $before"
        sleep 0.02
    done
}

# captions NAME: the first words of each caption's first line, in order ("      > text").
captions() {
    "$TSUMO" demo --print "$1" | awk '/^ *> / { if (!inside) { sub(/^ *> /, ""); print substr($0, 1, 28) } inside = 1; next } { inside = 0 }'
}

# walk NAME COLS ROWS: the demo from its first step to its last and back.
walk() {
    captions "$1" >"$TMP/want"
    [ -s "$TMP/want" ] || fail "$1: --print shows no caption"
    start "$2" "$3" demo "$1"
    wait_screen view
    wait_text "step 1 of"
    settle
    check_fits
    first=$(screen)
    : >"$TMP/seen"
    # "step 1 of N": N - 1 presses of Right reach the last step (its result pages, when a hand
    # ends there, have a title of their own); each press waits for the title to change.
    total=$(title | sed -n 's/.*step 1 of \([0-9]*\).*/\1/p')
    [ -n "$total" ] || fail "$1: no step count in the title: $(title)"
    n=1
    while :; do
        screen >"$TMP/now"
        while IFS= read -r c; do
            grep -qF -- "$c" "$TMP/now" && ! grep -qxF -- "$c" "$TMP/seen" && echo "$c" >>"$TMP/seen"
        done <"$TMP/want"
        # a step line with an empty name starts with a blank after the margin (" discards 7z")
        tail -3 "$TMP/now" | grep -qE '^  +(discards|draws|calls|declares)' &&
            fail "$1: a step line names nobody: $(tail -3 "$TMP/now")"
        [ "$n" -lt "$total" ] || break
        press Right
        n=$((n + 1))
    done
    cmp -s "$TMP/want" "$TMP/seen" || fail "$1: captions shown: $(cat "$TMP/seen"); wanted: $(cat "$TMP/want")"
    until title | grep -qF "step 1 of"; do
        press Left
    done
    settle
    [ "$(screen)" = "$first" ] || fail "$1: the first step looks different after the way back"
    keys q
    [ "$(wait_exit)" = 0 ] || fail "$1: q did not leave with status 0"
    stop_server
    ok "$1 at $2x$3: $n steps forward, every caption at its step, and back to the same first screen"
}

for name in $("$TSUMO" demo --list | cut -d' ' -f1); do
    walk "$name" 80 24
done
walk furiten-temporary 200 60
walk ron-triple 200 60

# c: the caption's box says how it goes away, c takes it away (the row under it is the table's
# again) and c brings it back.
start 80 24 demo furiten-temporary
wait_screen view
wait_text "step 1 of"
keys Right
wait_text "step 2 of"
wait_text "c hides the caption"
caption=$(captions furiten-temporary | head -1)
wait_text "$caption"
keys c
wait_gone "$caption" "c did not hide the caption"
screen | grep -qF "c hides the caption" && fail "c left the caption's box"
keys c
wait_text "$caption"
keys '?'
wait_text "captions hidden or shown"
keys Escape
keys q
[ "$(wait_exit)" = 0 ] || fail "q did not leave with status 0"
stop_server
ok "c hides a demo's caption and shows it again; the help says so"
