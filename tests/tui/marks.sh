#!/bin/sh
# A meld's claimed tile shows who discarded it (EMA 3.3.5, R-CALL-05): the arrow after it points
# on the screen at the discarder's seat, whoever looks. A pon made through the keyboard is seen
# by its caller (bottom) and by the next player, for whom the caller sits on the left; the arrow
# is worked out here from where the two seats are drawn, not from the program. The tiles of
# ponds and melds stand a blank apart, so that no mark touches the next tile; in kanji the arrows
# are arrows. Every frame fits 80x24.
. "$(dirname "$0")/lib.inc"

# arrow VIEWER FROM STYLE: the mark pointing at seat FROM's place on VIEWER's screen.
arrow() {
    case $((($2 - $1 + 4) % 4)) in
    0) [ "$3" = ascii ] && echo v || echo ↓ ;;
    1) [ "$3" = ascii ] && echo '>' || echo → ;;
    2) [ "$3" = ascii ] && echo '^' || echo ↑ ;;
    3) [ "$3" = ascii ] && echo '<' || echo ← ;;
    esac
}

# A mark glued to the next tile: "8p/N", "5s*Rd", "1m^1m" (ascii faces).
glued() { screen | sed -n '2,19p' | grep -E '([1-9][mps]|Wh|Gr|Rd)[*/<>^v+-]+([1-9][mps]|[ESWN] |Wh|Gr|Rd)' || true; }

"$PLAN" pon >"$TMP/pon" || fail "the planner found no pon"
seed=$(sed -n 's/^seed //p' "$TMP/pon")
# shellcheck disable=SC2046 # the planner's words become $1, $2, ...
set -- $(grep '^result' "$TMP/pon")
seat=$3 from=$4 tile=$5
case $tile in 1z) tile=E ;; 2z) tile=S ;; 3z) tile=W ;; 4z) tile=N ;; 5z) tile=Wh ;; 6z) tile=Gr ;; 7z) tile=Rd ;; esac
next=$(((seat + 1) % 4))

for style in ascii kanji; do
    start 80 24 play --names Alice,Bob,Carol,Dave --seed "$seed" --fixed-seats --claim-window 0 \
        --tiles $style
    wait_text "Players and their claim keys"
    keys Enter
    play_plan "$TMP/pon"
    settle
    keys p
    pass_all
    pass_curtain "$seat" table
    settle
    check_fits
    mine=$(arrow "$seat" "$from" $style)
    if [ $style = ascii ]; then
        screen | sed -n 21p | grep -qF -- "$tile$mine" ||
            fail "the caller's own pon does not point '$mine' at the discarder: $(screen | sed -n 21p)"
    else
        screen | sed -n 21p | grep -qF -- "$mine" ||
            fail "the caller's own pon has no '$mine': $(screen | sed -n 21p)"
    fi
    ok "$style: the caller sees the claimed tile pointing '$mine' at the discarder"

    keys Enter
    wait_screen claim
    check_fits
    pass_all
    pass_curtain "$next" table
    settle
    check_fits
    theirs=$(arrow "$next" "$from" $style)
    # The caller is the next player's left seat: its melds are under its pond (row 14).
    meld=$(screen | sed -n 14p | cut -c1-24)
    if [ $style = ascii ]; then
        echo "$meld" | grep -qF -- "$tile$theirs" ||
            fail "for the next player the pon does not point '$theirs' at the discarder: '$meld'"
        [ -z "$(glued)" ] || fail "a mark touches the next tile: $(glued)"
    else
        echo "$meld" | grep -qF -- "$theirs" ||
            fail "for the next player the pon has no '$theirs': '$meld'"
    fi
    ok "$style: the next player sees the same pon pointing '$theirs' at the discarder's seat"
    leave
done
finish
