#!/bin/sh
# The rules reference at the table (issue 14): from the menu, for the form's ruleset (EMA 2008
# until another is chosen), and from a seat's turn with R (its ? help lists it), for the game's
# ruleset. It is the text of `tsumo rules --reference`, wrapped to the terminal; it scrolls by
# line and by page, fits, and Esc goes back to the screen it came from, as that screen was.
. "$(dirname "$0")/lib.inc"

start 80 24
wait_text "Rules reference"
keys Down Down Down
wait_text "> Rules reference"
keys Enter
wait_screen reference
wait_text "Rules reference: EMA 2008"
wait_text "Rules reference, lines 1-20 of "
check_fits
ok "the menu opens the rules reference of EMA 2008"
keys Right
wait_text "lines 21-40 of "
keys Down
wait_text "lines 22-41 of "
keys k
wait_text "lines 21-40 of "
keys End
wait_text "Chombo (EMA 3.4.6)"
wait_text "Payment: a non-dealer pays 4000 to the dealer and 2000 to each other"
keys Home
wait_text "Rules reference: EMA 2008"
ok "it scrolls by line and by page, Home and End go to either end"
keys '?'
wait_text "back to where the reference was opened"
keys Escape
wait_gone "back to where the reference was opened" "the help did not close"
keys Escape
wait_screen menu
wait_text "> Rules reference"
ok "Esc goes back to the menu"
keys q
wait_exit >/dev/null
stop_server

# At the table: the game's ruleset (JPML A), from Ann's turn and back to it.
start 80 24 play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0 --rules jpml-a
wait_screen start
keys Enter
pass_curtain 0 table
keys '?'
wait_text "the rules reference of this game's ruleset"
keys Escape
wait_gone "the rules reference of this game's ruleset" "the help did not close"
settle
before=$(last)
keys R
wait_screen reference
wait_text "Rules reference: JPML A"
check_fits
keys End
wait_text "the offender loses 20 result points"
ok "R at a turn opens the reference of the game's ruleset, JPML A"
keys Escape
wait_screen table 0
settle
[ "$(last)" = "$before" ] || fail "the turn is not as it was: $(last)"
ok "Esc goes back to the same turn, as it was"
leave
finish
