#!/bin/sh
# The casual table (--casual, or "Casual table" in the form): the claim window is skipped when
# nobody can claim the discard, and the start screen and the form say plainly that this tells
# everyone that nobody could. A whole hand is played: a window opens exactly after the discards
# someone could claim (the planner's "P 1"), never after the others, and the hand ends as planned.
. "$(dirname "$0")/lib.inc"

"$PLAN" draw >"$TMP/plan" || fail "the planner found no seed"
seed=$(sed -n 's/^seed //p' "$TMP/plan")
open=$(grep -c '^P 1$' "$TMP/plan" || true)
skipped=$(grep -c '^P 0$' "$TMP/plan" || true)
if [ "$open" -eq 0 ] || [ "$skipped" -eq 0 ]; then
    fail "the plan has no claimable and unclaimable discards"
fi

# joined: the screen as one line, so that a wrapped sentence can be found.
joined() { screen | tr -s '\n ' '  '; }

start 80 24 play --names Alice,Bob,Carol,Dave --seed "$seed" --fixed-seats --claim-window 0 --casual
wait_text "Players and their claim keys"
joined | grep -q "Casual table: when nobody can claim a discard, the claim window is skipped. That tells everyone that nobody could claim it." ||
    fail "the start screen does not say what the casual table reveals"
ok "the start screen says plainly what skipping the window reveals"
keys Enter
CASUAL=1
play_plan "$TMP/plan"
wait_screen result
wait_text "exhaustive draw"
# Each window is a run of claim frames (nothing else opens one in this hand: no call is made).
windows=$(awk '{ s = $1 } s == "screen=claim" && prev != s { n++ } { prev = s } END { print n + 0 }' "$TRACE")
[ "$windows" = "$open" ] || fail "$windows claim windows opened; $open discards could be claimed"
ok "$open windows after the discards someone could claim, none after the $skipped others"
for seat in 0 1 2 3; do
    name=$(echo Alice Bob Carol Dave | cut -d' ' -f$((seat + 1)))
    delta=$(grep '^result' "$TMP/plan" | awk -v s="$seat" '{ print $(3 + s) }')
    case $delta in -*) re=$delta ;; *) re="[+]$delta" ;; esac
    screen | grep -qE " $name +[0-9]+ +$re +=" || fail "$name's change is not $delta"
done
ok "the hand ends as planned"
keys q
wait_text "Leave the table?"
keys y
wait_exit >/dev/null
stop_server

# The form: the casual field says what it gives away (no game saved: Enter opens the form).
rm -rf "$XDG_STATE_HOME"
: >"$TRACE"
start 80 24
wait_screen menu
keys Enter
wait_screen setup
for i in 1 2 3 4 5 6 7; do keys Down; done
wait_text "> Casual table"
keys Right
wait_text "yes: skip the window when nobody can claim (reveals it)"
wait_text "Casual: skipping the claim window tells everyone that nobody could claim."
ok "the form's casual field says what it reveals"
keys Escape
wait_screen menu
keys q
wait_exit >/dev/null
finish
