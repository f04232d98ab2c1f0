#!/bin/sh
# The coach at the table (issue 14): `tsumo play --coach 1,3` for Ann and Cy, played on from
# the first two discards of tests/data/explain.tsumo (EMA 2008, a stacked wall; its comments
# say what is planted). Each message of the coach shows on the coached seat's own screen:
# - its hand: shanten, or its waits with how many of each it may still expect, and why a
#   discard would leave it furiten;
# - before Cy's pon of 3p, which leaves her 1s-4s wait with no yaku: the ruleset has no open
#   tanyao (R-WIN-02, R-YAKU-05, EMA 3.2, 4.2.1);
# - before Ann's riichi with 9m, waiting on 1s 4s with 4s in her discards: a furiten riichi,
#   allowed, that can win only by tsumo (R-FURI-01, R-FURI-06, EMA 3.4.5);
# - when Di discards 4s: Ann could not ron it (furiten, EMA 3.4.5), nor Cy (no yaku, EMA 3.2),
#   each told on her next turn.
# Nothing of it on a public screen (the claim window, the curtain) nor on Bo's or Di's turn.
. "$(dirname "$0")/lib.inc"

rec="$TMP/coach.tsumo"
sed '/^W pon 33p$/,$d' "$SRC/tests/data/explain.tsumo" >"$rec"
tail -1 "$rec" | grep -q '^S discard 3p' || fail "the record does not end where the test begins"

# no_coach WHERE: the screen shows none of the coach's lines.
no_coach() {
    settle
    if screen | grep -q "coach:"; then
        fail "the coach on $1: $(screen | grep 'coach:')"
    fi
}

# discard SEAT FACE: the seat's turn, behind its curtain: a tile typed and discarded.
discard() {
    pass_curtain "$1" table
    type_tile "$2"
    keys Enter
    wait_screen claim
}

start 80 24 play --from "$rec" --coach 1,3 --claim-window 0
wait_screen claim
no_coach "the claim window on 3p"

# Cy's call: the pon is chosen first; the coach warns that it leaves no yaku.
keys "$(claim_key 2)"
wait_screen curtain
no_coach "Cy's curtain"
pass_curtain 2 call
wait_text "coach: this pon leaves no yaku (EMA 3.2); no open tanyao here (EMA 4.2.1)"
wait_text "coach: 1 tile from tenpai"
check_fits
ok "the call screen warns of a pon with no yaku (EMA 3.2, 4.2.1)"

keys Enter
pass_all
pass_curtain 2 table
wait_text "coach: after "
discard 2 2z
no_coach "the claim window on 2z"
pass_all
discard 3 1z
no_coach "Di's turn"
pass_all

# Ann: riichi with 9m leaves 1s 4s, and 4s is in her discards.
pass_curtain 0 table
type_tile 9m
wait_text "coach: after 9m, tenpai, waits 1s (4 left), 4s (3 left)"
wait_text "coach: furiten: 4s in own discards (EMA 3.4.5)"
ok "the turn says why a discard leaves the hand furiten (EMA 3.4.5)"
keys r
wait_text "riichi: choose the tile"
wait_text "coach: riichi allowed, but furiten (4s discarded): tsumo only (EMA 3.3.12)"
check_fits
check_no_ids
ok "the riichi in furiten is warned of before it is declared (EMA 3.3.12)"
keys Enter
wait_screen claim
pass_all

discard 1 1m
pass_all
discard 2 1m
pass_all
pass_curtain 3 table
no_coach "Di's turn"
type_tile 4s
keys Enter
wait_screen claim
no_coach "the claim window on 4s, which Ann and Cy cannot ron"
pass_all

# Each hears why she could not ron 4s, on her own next turn: Ann (in riichi) discards the 2m
# she draws, Bo the 2m he draws, then it is Cy's turn.
pass_curtain 0 table
wait_text "coach: no ron on 4s: furiten: 4s in own discards (EMA 3.4.5)"
check_no_ids
ok "Ann is told she could not ron 4s: furiten (EMA 3.4.5)"
type_tile 2m
keys Enter
wait_screen claim
pass_all
discard 1 2m
pass_all
pass_curtain 2 table
wait_text "coach: no ron on 4s: no yaku to win with (EMA 3.2)"
ok "Cy is told she could not ron 4s: no yaku (EMA 3.2)"
leave

# The coached players are kept with the table's settings: --resume brings the coach back.
start 80 24 play --resume
pass_curtain 2 table
wait_text "coach: after "
ok "--resume keeps the coach"
leave

# Where open tanyao counts (the same record, its ruleset's key changed), Cy's pon keeps tanyao
# on her 4s: no warning.
sed 's/^  open_tanyao = no$/  open_tanyao = yes/' "$rec" >"$TMP/kuitan.tsumo"
grep -q '^  open_tanyao = yes$' "$TMP/kuitan.tsumo" || fail "no open tanyao key in the record"
start 80 24 play --from "$TMP/kuitan.tsumo" --coach 3 --claim-window 0
wait_screen claim
keys "$(claim_key 2)"
pass_curtain 2 call
wait_text "coach: 1 tile from tenpai"
if screen | grep -q "leaves no yaku"; then fail "a warning of no yaku under open tanyao"; fi
ok "no warning where the pon keeps a yaku (open tanyao)"
leave
finish
