#!/bin/sh
# The viewer from the menu (issue 12), at 80x24. "Watch a demo" (w) lists every shipped demo
# with its title as `tsumo demo --list` does; Enter opens the chosen one in the viewer, with
# its title, and q comes back to the list with the same demo chosen. "Review a game" (v)
# lists the last game, the kept unfinished games and the exports of the games folder, newest
# first, each with its date, players and hands; Enter opens one in the viewer and q comes back
# to the list; a kept game that is not over is asked about first, and n leaves it unseen. n and
# N go to the findings of tsumo explain there too, as in `tsumo view FILE`. A game whose
# ruleset's description holds a control sequence (a C1 CSI) is refused with the reason on the
# message line, as `tsumo view FILE` refuses it, and never drawn.
. "$(dirname "$0")/lib.inc"

SAVE="$XDG_STATE_HOME/tsumo"
mkdir -p "$SAVE/games" "$TMP/rec"
"$TSUMO" sim --games 1 --seed 5 --record "$TMP/rec" >/dev/null || fail "sim --record failed"
cp "$TMP"/rec/*.txt "$SAVE/last-game.tsumo"
cp "$(dirname "$0")/../data/explain.tsumo" "$SAVE/games/tsumo-20260101-100000.tsumo"
{
    echo "tsumo-record 1"
    echo "ruleset ema2008"
    echo "seed 7"
    echo "seats fixed"
    for n in Ann Bo Cy Di; do echo "player $n"; done
} >"$SAVE/games/unfinished-20260103-100000.tsumo"
csi=$(printf '\302\233') # U+009B: an escape sequence's start, in one character
sed "s/^  description = \(.*\)$/  description = \1 ${csi}2J/" "$SAVE/last-game.tsumo" \
    >"$SAVE/games/tsumo-20251231-100000.tsumo"
cmp -s "$SAVE/last-game.tsumo" "$SAVE/games/tsumo-20251231-100000.tsumo" &&
    fail "the ruleset's description was not changed"
touch -d "2026-01-01 10:00" "$SAVE/games/tsumo-20260101-100000.tsumo"
touch -d "2025-12-31 10:00" "$SAVE/games/tsumo-20251231-100000.tsumo"
touch -d "2026-01-02 10:00" "$SAVE/last-game.tsumo"
touch -d "2026-01-03 10:00" "$SAVE/games/unfinished-20260103-100000.tsumo"

# wait_shows TEXT: until the screen shows TEXT, its wrapped rows read as one.
wait_shows() {
    deadline
    until screen | tr -s '\n ' '  ' | grep -qF -- "$1"; do
        expired && fail "waited for '$1'"
        sleep 0.02
    done
}

# row TEXT: the screen's first row that shows TEXT (0 when none).
row() { screen | grep -nF -- "$1" | head -1 | cut -d: -f1 | grep . || echo 0; }

start 80 24
wait_text "Watch a demo"
keys w
wait_text "Watch a demo"
"$TSUMO" demo --list >"$TMP/demos"
while read -r name title; do
    wait_text "> $name"
    screen | grep -qF -- "$(printf '%.30s' "$title")" || fail "the list lacks the title of $name"
    keys Down
done <"$TMP/demos"
check_fits
second=$(sed -n '2s/ .*//p' "$TMP/demos")
title=$(sed -n '2s/^[^ ]* *//p' "$TMP/demos")
# the list wraps: after a full round the first is chosen again, and one Down the second
keys Down
wait_text "> $second"
keys Enter
wait_screen view
wait_text "step 1 of"
screen | sed -n 1p | grep -qF -- "$(printf '%.20s' "$title")" || fail "the viewer's title is not the demo's"
keys Right Right
wait_text "step 3 of"
keys q
wait_screen menu
wait_text "> $second"
ok "w lists the shipped demos with their titles; Enter opens one in the viewer, q comes back to the list"
keys Escape
wait_text "> Watch a demo"

keys v
wait_text "Review a game"
wait_text "The last game"
wait_text "tsumo-20260101-100000.tsumo"
wait_text "unfinished-20260103-100000.tsumo"
kept=$(row unfinished-20260103) last=$(row "The last game") export=$(row tsumo-20260101)
if [ "$kept" -ge "$last" ] || [ "$last" -ge "$export" ]; then
    fail "not newest first: kept at $kept, last at $last, export at $export"
fi
screen | grep -qF "2026-01-02 10:00" || fail "the last game's date is not shown"
screen | grep -qE "Ann, Bo, Cy, Di · 0 hands" || fail "the kept game's players and hands are not shown"
screen | grep -qE "Ann, Bo, Cy, Di · 1 hand$" || fail "the export's players and hand are not shown"
check_fits
ok "v lists the kept game, the last game and the export, newest first, with date, players and hands"
keys Down Enter
wait_screen view
wait_text "step 1 of"
keys End
wait_text "The game is over"
keys q
wait_screen menu
wait_text "> The last game"
keys Up Enter
wait_text "This game is not over"
keys n
wait_screen menu
wait_text "> unfinished-20260103-100000.tsumo"
ok "Enter reviews the chosen game and q comes back to the list; a kept game asks first"
keys Down Down Enter
wait_text "This game is not over"
keys y
wait_text "step 1 of"
keys n
wait_shows "could win by ron on 4s and did not"
keys n
wait_shows "the pon left a hand with no yaku"
keys N
wait_shows "could win by ron on 4s and did not"
keys q
wait_screen menu
wait_text "> tsumo-20260101-100000.tsumo"
ok "n and N go to the findings of tsumo explain in a game reviewed from the menu"
keys Down Enter
wait_shows "key 'description': it holds the control character \\u009B"
[ "$(last | cut -d' ' -f1)" = screen=menu ] || fail "the refused game was opened"
screen | grep -qF "2J" && fail "the refused ruleset's description reached the screen"
ok "a game whose ruleset's description holds a control sequence is refused with the reason"
keys Escape
wait_text "> Review a game"
keys q
wait_exit >/dev/null
