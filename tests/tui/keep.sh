#!/bin/sh
# A saved game is never lost. One slot (autosave.tsumo) holds the game in progress; a new game
# started over an unfinished one, from the command line (tsumo play --names, --from) or the
# menu's form, moves the old one into the games folder first and says where, on the screen and
# after the table closes; `tsumo play --from` that file takes it up again. The menu chooses
# Resume when a game is saved, and its New game asks first: resume it, a new game, or cancel.
. "$(dirname "$0")/lib.inc"

SAVE="$XDG_STATE_HOME/tsumo"
players() { grep '^player ' "$1" | cut -d' ' -f2 | tr '\n' ',' | sed 's/,$//'; }
kept_count() {
    kept=0
    for f in "$SAVE/games"/unfinished-*.tsumo; do
        [ -e "$f" ] && kept=$((kept + 1))
    done
    echo "$kept"
}
# kept_with NAMES: the kept file that holds the game of those players.
kept_with() {
    for f in "$SAVE"/games/unfinished-*.tsumo; do
        [ "$(players "$f")" = "$1" ] && echo "$f" && return 0
    done
    return 1
}

# The first game gets as far as a discard: a game left before its first action is not kept
# (tui.rehearsal), this one is.
start 80 24 play --names Ann,Bo,Cy,Di --seed 7 --claim-window 0
wait_text "Players and their claim keys"
keys Enter
wait_screen curtain
keys Enter
wait_screen table
keys End Enter
wait_screen claim
leave
[ "$(players "$SAVE/autosave.tsumo")" = "Ann,Bo,Cy,Di" ] || fail "the first game is not saved"

# tsumo play --names over it: the old game goes to the games folder, and the screen says so.
start 80 24 play --names Wu,Xi,Yo,Zi --seed 9 --claim-window 0
wait_text "Players and their claim keys"
wait_text "The saved game (East 1 — Ann, Bo, Cy, Di) is kept: tsumo play --from"
[ "$(kept_count)" = 1 ] || fail "$(kept_count) games kept, not 1"
kept=$(kept_with Ann,Bo,Cy,Di) || fail "the game of Ann, Bo, Cy and Di is not in the games folder"
screen | tr -d '\n' | grep -qF "$(basename "$kept")" || fail "the screen does not name $kept"
[ "$(players "$SAVE/autosave.tsumo")" = "Wu,Xi,Yo,Zi" ] || fail "the new game is not the saved one"
[ -s "$SAVE/autosave.table" ] || fail "the new game has no table file"
ok "tsumo play --names over an unfinished game keeps it in the games folder and says where"
keys Enter
wait_screen curtain
keys Enter
wait_screen table
keys End Enter
wait_screen claim
keys q
wait_text "Leave the table?"
keys y
wait_exit >/dev/null
stop_server

# --from the kept file takes that game up again where it was, and keeps the one it replaces.
start 80 24 play --from "$kept"
wait_screen curtain
wait_text "Pass the keyboard to"
screen | grep -qE "Pass the keyboard to (Ann|Bo|Cy|Di) " || fail "the kept game is not the one played on"
[ "$(players "$SAVE/autosave.tsumo")" = "Ann,Bo,Cy,Di" ] || fail "the kept game is not the saved one now"
kept_with Wu,Xi,Yo,Zi >/dev/null || fail "--from lost the game of Wu, Xi, Yo and Zi"
[ "$(kept_count)" = 2 ] || fail "$(kept_count) games kept, not 2"
ok "tsumo play --from the kept file takes it up; the game it replaces is kept in its turn"
leave

# The menu: Resume chosen; New game asks; Esc and the form's Esc leave the saved game as it is.
start 80 24
wait_text "> Resume the saved game"
wait_text "East 1 — Ann, Bo, Cy, Di"
ok "with a game saved, the menu's chosen item is Resume"
keys n
wait_text "A game is saved"
wait_text "The saved game is not finished: East 1 — Ann, Bo, Cy, Di."
keys Escape
wait_gone "A game is saved" "Esc did not close the question"
wait_text "> Resume the saved game"
keys Up Enter
wait_text "A game is saved"
keys r
wait_screen curtain
ok "New game asks first; Esc cancels, r resumes the saved game"
keys q
wait_text "Leave the table?"
keys y
wait_text "> Resume the saved game"
before=$(cat "$SAVE/autosave.tsumo")
keys n
wait_text "A game is saved"
keys n
wait_text "a new game"
keys Escape
wait_screen menu
[ "$(cat "$SAVE/autosave.tsumo")" = "$before" ] || fail "the form's Esc changed the saved game"
[ "$(kept_count)" = 2 ] || fail "the form's Esc moved the saved game"
ok "n opens the form, and leaving the form leaves the saved game as it was"
keys n
wait_text "A game is saved"
keys n
wait_text "a new game"
# Enter moves through the form's fields and then starts the game. One Enter at a time, each
# followed by the frame it draws, so that no Enter is sent past the start screen (one more
# would deal the first hand).
n=0
until last | grep -q '^screen=start '; do
    [ $n -lt 20 ] || fail "the form did not start the game"
    frames=$(wc -l <"$TRACE")
    keys Enter
    deadline
    until [ "$(wc -l <"$TRACE")" -gt "$frames" ]; do
        expired && fail "no frame after Enter on the form"
        sleep 0.02
    done
    n=$((n + 1))
done
wait_text "The saved game (East 1 — Ann, Bo, Cy, Di) is kept: tsumo play --from"
[ "$(kept_count)" = 3 ] || fail "$(kept_count) games kept, not 3"
seed=$(screen | sed -n 's/.*Seed: \([0-9]*\) .*/\1/p')
grep -qx "seed $seed" "$SAVE/autosave.tsumo" || fail "the form's game (seed $seed) is not the saved one"
ok "a game started from the form keeps the saved one in the games folder and says so"
finish
