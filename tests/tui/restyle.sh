#!/bin/sh
# A game resumed in another tile style (tsumo play --resume --tiles kanji) draws everything in
# that style, the log of the last public events in the table's centre too: the log keeps the
# events, not their text in the style they were first drawn in.
. "$(dirname "$0")/lib.inc"

start 80 24 play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats --claim-window 0 --tiles ascii
wait_text "Players and their claim keys"
keys Enter
pass_curtain 0 table
settle
keys Enter
pass_all
wait_screen curtain
keys Enter
wait_screen table 1
wait_text "Alice discards "
screen | grep -qE "Alice discards ([1-9][mps]|[ESWN]|Wh|Gr|Rd)" ||
    fail "the ascii table's log does not show the discard in ascii"
ok "the log shows Alice's discard in ascii"
leave

: >"$TRACE"
start 80 24 play --resume --tiles kanji
wait_screen curtain
keys Enter
wait_screen table 1
wait_text "Alice discards "
screen | grep -E "Alice discards " | grep -qE "discards ([1-9][mps]|[ESWN] |Wh|Gr|Rd)" &&
    fail "the resumed kanji table's log still shows the discard in ascii"
screen | grep -qE "Alice discards [^ -~]" ||
    fail "the resumed kanji table's log does not show the discard in kanji"
ok "resumed with --tiles kanji, the log shows the discard in kanji"
leave
finish
