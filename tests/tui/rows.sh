#!/bin/sh
# Every row of tiles stands its tiles a blank apart where the row has room, so that a red five's
# mark reads with its own tile and never with the next one ("5s* 9s", not "5s*9s"): the menu's
# banner, the new game form's sample and the hands on a result page, at 80x24 and 200x60 (one
# drawer, tile_row_draw, draws them all, the table's hand too).
. "$(dirname "$0")/lib.inc"

# A red five's mark glued to the next tile (ascii faces).
glued() { screen | grep -E '5[mps]\*([1-9][mps]|[ESWN] |Wh|Gr|Rd)' || true; }

for size in "80 24" "200 60"; do
    # shellcheck disable=SC2086 # the size is two arguments, columns and rows
    start $size
    wait_text "New game"
    settle
    screen | grep -qE '5[mps]\*' || fail "the menu's banner at $size shows no red five"
    [ -z "$(glued)" ] || fail "a red five's mark touches the next tile on the menu at $size: $(glued)"
    keys n
    wait_text "a new game"
    settle
    screen | grep -qE '5[mps]\*' || fail "the form's sample at $size shows no red five"
    [ -z "$(glued)" ] || fail "a red five's mark touches the next tile on the form at $size: $(glued)"
    check_fits
    ok "the menu's banner and the form's sample at $size: each red five stands apart"
    keys Escape
    wait_screen menu
    keys q
    wait_exit >/dev/null
    stop_server
done

# The first won hand from seed 1 on whose result page a red five shows.
from=1 found=0
while [ $found = 0 ] && [ "$from" -lt 400 ]; do
    "$PLAN" win --from "$from" >"$TMP/plan" || fail "the planner found no seed"
    seed=$(sed -n 's/^seed //p' "$TMP/plan")
    rm -rf "$XDG_STATE_HOME"
    : >"$TRACE"
    start 80 24 play --names Alice,Bob,Carol,Dave --seed "$seed" --fixed-seats --claim-window 0
    wait_text "Players and their claim keys"
    keys Enter
    play_plan "$TMP/plan"
    wait_screen result
    settle
    if screen | sed -n '2,12p' | grep -qE '5[mps]\*'; then
        found=1
        [ -z "$(glued)" ] || fail "a red five's mark touches the next tile on the result page: $(glued)"
        check_fits
        ok "the result page of seed $seed at 80x24: the red five stands apart"
    fi
    keys q
    wait_text "Leave the table?"
    keys y
    wait_exit >/dev/null
    stop_server
    from=$((seed + 1))
done
[ $found = 1 ] || fail "no won hand with a red five on its result page"
finish
