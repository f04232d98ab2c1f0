#!/bin/sh
# The projector's layout (issue 12): framed tiles three rows tall and the table spread over a
# large terminal, by itself from 160x48 and with --big wherever the big table fits; a seeded
# hand played to its win at 200x60 with no tile a screen may not show and nothing cut at the
# edge; --big at 160x48; --big at 80x24 keeps today's table and says why in one line, also
# when a game kept with --big is resumed there; --no-big keeps the small table at 200x60.
. "$(dirname "$0")/lib.inc"

"$PLAN" win >"$TMP/plan" || fail "the planner found no seed whose first hand is won"
seed=$(sed -n 's/^seed //p' "$TMP/plan")
first=$(steps "$TMP/plan" | sed -n 1p | cut -d' ' -f2)
NAMES="--names Alice,Bob,Carol,Dave --seed $seed --fixed-seats --claim-window 0"

# framed ROW: the tiles standing in frames on screen row ROW (1-based), one face a line.
framed() { screen | sed -n "$1p" | grep -oE '\|([1-9][mps]\*?|[ESWN]|Wh|Gr|Rd) *[/*-]? *\|' | grep -c .; }

# first_turn COLS ROWS ARGS: a new game at that size, through the start and the curtain.
first_turn() {
    cols=$1 rows=$2
    shift 2
    # shellcheck disable=SC2086 # the options are words
    start "$cols" "$rows" play $NAMES "$@"
    wait_text "Players and their claim keys"
    keys Enter
    pass_curtain "$first" table
    settle
}

# At 200x60 by itself: the hand's faces on the middle of its three rows (rows - 6), framed.
first_turn 200 60
[ "$(framed 55)" -ge 13 ] || fail "no big hand at 200x60: $(screen | sed -n 54,56p)"
screen | sed -n 54p | grep -q -- '+---++---+' || fail "the big hand has no frames on its top row"
screen | grep -q "Big tiles need" && fail "a note about big tiles where they fit"
check_fits
check_no_leak
ok "200x60: the hand in big tiles, framed, nothing cut, no leak"
CHECK_LEAKS=1
CHECK_FITS=1
play_plan "$TMP/plan"
wait_screen result
check_no_leak
check_fits
[ "$(framed 4)" -ge 2 ] || fail "the winning hand is not in big tiles: $(screen | sed -n 3,5p)"
screen | grep -q "Dora indicators:" || fail "the indicators are not under the big hand"
ok "the hand played to its win at 200x60: big ponds and melds on the way, the result's hand big"
CHECK_LEAKS=0
CHECK_FITS=0
stop_server

# --big at 160x48: the same table in big tiles.
rm -rf "$XDG_STATE_HOME"
first_turn 160 48 --big
[ "$(framed 43)" -ge 13 ] || fail "no big hand at 160x48: $(screen | sed -n 42,44p)"
check_fits
check_no_leak
ok "160x48 --big: the hand in big tiles, nothing cut"
leave

# --big at 80x24: today's table, the hand on row 21, and one line that says why.
rm -rf "$XDG_STATE_HOME"
first_turn 80 24 --big
[ "$(screen | sed -n 21p | screen_tiles | grep -c .)" -ge 13 ] || fail "no small hand on row 21"
screen | grep -q -- '+---+' && fail "a framed tile at 80x24"
wait_text "Big tiles need a terminal of 134×45; this one is 80×24"
check_fits
ok "80x24 --big: the small table and a note"
leave
# The choice is one of the table's saved settings: resumed without --big, still asked for.
start 80 24 play --resume
wait_text "Big tiles need a terminal of 134×45"
ok "a game kept with --big resumes with it"
leave

# --no-big at 200x60: the small tiles, the hand on the row above the last three.
rm -rf "$XDG_STATE_HOME"
first_turn 200 60 --no-big
screen | grep -q -- '+---+' && fail "a framed tile with --no-big"
[ "$(screen | sed -n 57p | screen_tiles | grep -c .)" -ge 13 ] || fail "no small hand on row 57"
ok "200x60 --no-big: the small table"
leave
finish
