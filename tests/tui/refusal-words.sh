#!/bin/sh
# How the table words a refusal where the engine's reason alone reads wrong: a pon or kan
# meant without the tiles says what the call needs (R-CALL-01, EMA 3.3.1), not that "that tile
# is not in the hand"; a chi from the wrong seat says so first (R-CALL-02, EMA 3.3.4); an action
# the ruleset switched off names the ruleset's key (CFG-OPENRII, R-ABRT-02), never "()".
. "$(dirname "$0")/lib.inc"

sed 's/^kyuushu_kyuuhai = yes$/kyuushu_kyuuhai = no/' "$SRC/data/rulesets/ema2008.ini" \
    >"$TMP/no-nine.ini"
grep -q '^kyuushu_kyuuhai = no$' "$TMP/no-nine.ini" || fail "could not switch kyuushu off"

for size in "80 24" "200 60"; do
    rm -rf "$XDG_STATE_HOME"
    # shellcheck disable=SC2086 # the size is two arguments, columns and rows
    start $size play --names Ann,Bo,Cy,Di --seed 7 --fixed-seats --claim-window 0 \
        --rules "$TMP/no-nine.ini"
    wait_text "Players and their claim keys"
    keys Enter
    pass_curtain 0 table
    keys N
    wait_text "Refused: this ruleset does not have it (kyuushu_kyuuhai)"
    screen | grep -qF "()" && fail "an empty rule reference: $(screen | tail -2)"
    ok "$size: nine terminals off in the ruleset names its key kyuushu_kyuuhai"
    keys End Enter
    wait_screen claim
    keys 3
    pass_curtain 2 call
    tile=$(screen | sed -n 's/.*Cy: claim \([^ ]*\) from Ann?.*/\1/p' | head -n 1)
    [ -n "$tile" ] || fail "no claimed tile in the title: $(screen | head -1)"
    if last | grep -q " legal: .*pon"; then
        echo "Cy can pon $tile: skipped"
    else
        keys p
        wait_text "Refused: pon needs two $tile in your hand — EMA 3.3.1"
        ok "$size: a pon without a pair says what pon needs ($tile)"
        keys K
        wait_text "Refused: kan needs three $tile in your hand — EMA 3.3.1"
        ok "$size: a kan without three says what kan needs"
    fi
    keys c
    wait_text "Refused: chi only on the discard of the player on your left — EMA 3.3.4"
    screen | grep -q "not in the hand" && fail "a call refused as a tile not held"
    ok "$size: a chi from across the table says where chi comes from"
    check_fits
    keys q y
    wait_exit >/dev/null
    stop_server
done
finish
