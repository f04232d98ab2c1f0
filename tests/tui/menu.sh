#!/bin/sh
# The menu `tsumo` opens with, the new game form, help, the hand calculator, leaving and
# resuming; NO_COLOR.
. "$(dirname "$0")/lib.inc"

start 80 24
wait_text "New game"
wait_text "Hand calculator"
screen | grep -q "Resume the saved game" && fail "a resume offered with no saved game"
ok "the menu, and no resume without a saved game"
keys '?'
wait_text "Any key closes this help"
keys Escape
wait_screen menu
ok "? shows the keys and any key closes them"

keys Enter
wait_text "a new game"
# "Player 1" is a placeholder: the first key typed replaces it.
keys A n n
wait_text "Ann"
screen | grep -q "Player 1Ann" && fail "typing added to the placeholder: $(screen | sed -n 3p)"
ok "the first key typed replaces the placeholder name"
# Names alike, case aside, are refused (the curtain would name nobody); Ctrl-U empties a field.
keys Down a N N Up Up Enter
wait_text "Players 1 and 2 have the same name, aNN: the curtain could not tell them apart"
screen | grep -q "^ > Player 2 " || fail "the form does not go to the second name"
keys C-u
settle
screen | grep -q "^ > Player 2 *$" || fail "Ctrl-U did not empty the name: $(screen | sed -n 4p)"
keys Up Up Enter
wait_text "Player 2 needs a name"
keys B o b
wait_text "Bob"
ok "names alike (case aside) and an empty name are refused; Ctrl-U empties a field"
for i in 1 2 3 4 5 6 7; do keys Down; done
keys Right
wait_text "kanji"
keys Down 5
wait_text "5"
keys Down Enter
wait_text "Players and their claim keys"
wait_text "[1]  Ann"
wait_text "Seed: 5 · tiles: kanji"
ok "the form starts a game with its names, seed and tile style"
keys Enter
wait_screen curtain
keys q
wait_text "Leave the table?"
keys y
wait_text "> Resume the saved game"
ok "leaving a game goes back to the menu, which offers to resume it, chosen"
keys Enter
wait_screen curtain
ok "the saved game resumes"
keys q y
wait_screen menu
keys Down Enter
wait_text "Hand calculator"
keys 2 3 4 m 4 5 6 p 6 7 8 s 5 5 p 7 7 7 z
wait_text "234m456p678s55p777z"
wait_text "points"
wait_text "Hand calculator — EMA 2008"
ok "the hand calculator scores a typed hand and names the ruleset it scores under"
# A set has one name, the table's, here and in tsumo score: "Open pung of Rd", never "of 7z".
pung=$("$TSUMO" score 234m456p678s55p777z | sed -n 's/^  \(Open pung of [^ ]*\) .*/\1/p')
[ "$pung" = "Open pung of Rd" ] || fail "tsumo score names the pung '$pung'"
wait_text "$pung"
ok "the calculator names the set as tsumo score does: $pung"
# The situation of tsumo score: riichi with ura dora (4p shows the three fives of pin), sticks.
keys Down Down Right
wait_text "Riichi         riichi"
for i in 1 2 3 4 5 6 7 8; do keys Down; done
keys 4 p
wait_text "Ura dora                            3 han"
keys Up Up Right Right
wait_text "the winner takes 2000 in riichi sticks"
ok "the calculator counts ura dora and riichi sticks"
# A situation the hand cannot have is refused by the engine: rinshan on a ron.
keys Up Up Right Right Right
wait_text "Situation      rinshan"
wait_text "Refused: rinshan, haitei, tenhou and chiihou are wins by self-draw"
keys Left Left Left
for i in 1 2 3 4 5; do keys Down; done
keys Right
settle
screen | grep -q "Hand calculator — EMA 2008" && fail "the ruleset did not change"
ok "the calculator's situation is judged by the engine; its ruleset can be changed"
keys Escape
wait_screen menu
keys q
[ "$(wait_exit)" = 0 ] || fail "quitting the menu did not exit with 0"
ok "q quits"
stop_server

# The same from the command line.
"$TSUMO" play --names Ann,Bob,ann,Dave >/dev/null 2>"$TMP/err" && fail "--names with a name twice started"
grep -q "Players 1 and 3 have the same name" "$TMP/err" || fail "--names: $(cat "$TMP/err")"
ok "tsumo play --names refuses a name given twice, case aside"

start 80 24
wait_text "New game"
tm capture-pane -e -p | grep -q "$(printf '\033')\[3[0-7]m\|38;5;" || fail "no colour by default"
stop_server
rm -f "$TMP/rc"
tm new-session -d -x 80 -y 24 "NO_COLOR=1 TSUMO_TEST_TAG='$SOCK' TSUMO_TUI_TRACE='$TRACE' '$TSUMO'; echo \$? >'$TMP/rc'"
wait_text "New game"
tm capture-pane -e -p | grep -q "$(printf '\033')\[3[0-7]m\|38;5;" && fail "colour with NO_COLOR set"
ok "colour by default, none with NO_COLOR"
finish
