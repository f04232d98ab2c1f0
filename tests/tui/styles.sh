#!/bin/sh
# Every screen fits 80x24 in each tile style (ascii, kanji, unicode), and ? shows the keys of
# each moment. For each style, every frame of these is checked for anything cut at the edge:
#   a whole hand to an exhaustive draw (the fullest ponds), the declarations and the draw result;
#   a last hand (South 4, from a record) to a win, both result pages and the final standings;
#   the nine-terminals abort and its result; a claim with two ways of chi, a refused ron, the chi
#   made and the discard after it (these two with the longest names, some of them wide); a false tsumo refused (refuse) and punished (penalize: the
#   chombo result); the menu, the new game form and the calculator;
# and the help (?) of each screen on the way: menu, form, calculator, start, curtain, turn,
# riichi, claim window, claim, declaration, result, final standings.
. "$(dirname "$0")/lib.inc"

for mode in draw last-win abort chi; do
    "$PLAN" $mode >"$TMP/$mode" || fail "the planner found no seed for $mode"
done
seed_of() { sed -n 's/^seed //p' "$TMP/$1"; }
record() {
    {
        echo "tsumo-record 1"
        echo "ruleset ema2008"
        echo "seed $(seed_of "$1")"
        echo "seats fixed"
        for n in Alice Bob Carol Dave; do echo "player $n"; done
        grep '^start ' "$TMP/$1"
    } >"$TMP/$1.tsumo"
}
record last-win

# no_cut WHAT: no frame of the trace so far was cut (a too-small terminal aside).
no_cut() {
    bad=$(grep -v ' clipped=0' "$TRACE" | grep -v ' small=1 ' | head -1 || true)
    [ -z "$bad" ] || fail "a $style frame was cut ($1): $bad"
}

# begin ARGS: a game with the style, its start screen checked, the first hand dealt.
begin() {
    : >"$TRACE"
    start 80 24 play --claim-window 0 --tiles "$style" "$@"
    wait_screen start
    check_fits
    check_help start
    keys Enter
}

PLAYERS="--names Alice,Bob,Carol,Dave --fixed-seats"
# The longest names a seat takes (31 bytes), some of them wide: labels, titles, the claim keys
# and the log make room by cutting names, never the screen's edge.
LONG="--names Maximiliano-Alejandro-Gil,山本五十六右衛門之助,Anastasia-Konstantinova,Guinevere-Montgomery-Xu --fixed-seats"
for style in ${TSUMO_TUI_STYLES:-ascii kanji unicode}; do # (ctest: one test a style)
    : >"$TMP/helped"
    CHECK_HELP=1
    CHECK_FITS=1 CHECK_HINTS=1

    # shellcheck disable=SC2086 # the options and their values, one argument each
    begin $PLAYERS --seed "$(seed_of draw)"
    play_plan "$TMP/draw"
    wait_screen result
    wait_text "exhaustive draw"
    check_fits
    check_help result
    keys Enter
    pass_curtain 1 table
    no_cut "a drawn hand"
    ok "$style: a whole hand to an exhaustive draw, the declarations, the result"
    leave

    begin --from "$TMP/last-win.tsumo"
    play_plan "$TMP/last-win"
    wait_screen result
    wait_text "page 1 of 2"
    check_fits
    keys Enter
    wait_text "page 2 of 2"
    check_fits
    keys Enter
    wait_screen final
    check_fits
    check_help final
    keys e
    wait_text "Exported:"
    settle
    check_fits
    no_cut "a won last hand"
    ok "$style: a won last hand, both pages of its result, the final standings, the export"
    keys q
    wait_exit >/dev/null
    stop_server

    # shellcheck disable=SC2086 # the options and their values, one argument each
    begin $LONG --seed "$(seed_of abort)"
    play_plan "$TMP/abort"
    wait_screen result
    wait_text "nine different terminals and honours"
    check_fits
    no_cut "an abortive draw"
    ok "$style: the nine-terminals abort and its result, with long names"
    leave

    # shellcheck disable=SC2086 # the options and their values, one argument each
    begin $LONG --seed "$(seed_of chi)"
    play_plan "$TMP/chi"
    settle
    # The choices are on the row above the hints (the 22nd of 24).
    ways=$(screen | sed -n 22p | grep -o 'chi ' | wc -l)
    [ "$ways" = "$(sed -n 's/^result chi //p' "$TMP/chi")" ] ||
        fail "the claim offers $ways ways of chi, not $(sed -n 's/^result chi //p' "$TMP/chi")"
    check_fits
    keys r
    wait_text "Refused: the hand is not complete with that tile — EMA 3.2"
    check_fits
    keys Enter
    pass_all
    seat=$(grep '^C ' "$TMP/chi" | cut -d' ' -f2)
    pass_curtain "$seat" table
    wait_text "discard a tile after your call"
    screen | grep -qE '<|←' || fail "the chi's tile taken from the left is not marked '<' (or '←')"
    check_fits
    keys t
    wait_text "Refused: "
    check_fits
    no_cut "a chi"
    ok "$style: a claim with $ways ways of chi, a refused ron, the chi made, a refused tsumo, long names"
    leave

    # shellcheck disable=SC2086 # the options and their values, one argument each
    begin $PLAYERS --seed 7 --penalties penalize
    pass_curtain 0 table
    keys t
    wait_screen result
    wait_text "chombo"
    check_fits
    no_cut "a chombo"
    ok "$style: a false tsumo punished, the chombo result"
    leave

    : >"$TRACE"
    rm -rf "$XDG_STATE_HOME" # no game saved: Enter opens the form
    export TSUMO_TILES="$style"
    start 80 24
    wait_screen menu
    check_fits
    check_help menu
    keys Enter
    wait_screen setup
    check_help setup
    for i in 1 2 3 4 5 6 7 8 9 10 11; do
        keys Down
    done
    settle
    check_fits
    keys Escape
    wait_screen menu
    keys Down Enter
    wait_screen calc
    check_help calc
    keys 2 3 4 m 4 5 6 p 6 7 8 s 2 2 z 7 7 7 z
    wait_text "234m456p678s22z777z"
    wait_text "pung of Rd" # the set's name is the same in every style (cli_kind_name)
    settle
    check_fits
    keys Escape
    wait_screen menu
    keys q
    wait_exit >/dev/null
    no_cut "the menu"
    unset TSUMO_TILES
    ok "$style: the menu, the new game form and the calculator"
    stop_server
    for kind in menu setup calc start curtain table riichi claim call declare result final; do
        grep -qx "$kind" "$TMP/helped" || fail "$style: the help of the $kind screen was not seen"
    done
    ok "$style: the help of every moment names its keys and fits"
done
finish
