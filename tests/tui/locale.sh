#!/bin/sh
# A terminal whose locale is not UTF-8: a fresh Debian with no LANG runs in the C locale, whose
# codeset is ASCII. Every symbol and arrow on the screen is then ASCII (the hints read "<> move",
# not the bytes of "←→"), names lose their accents rather than turning to garbage, and the kanji
# and unicode tiles fall back to ascii with a note where the style is named.
. "$(dirname "$0")/lib.inc"

# The lines of the screen that hold a byte outside printable ASCII.
not_ascii() { screen | LC_ALL=C grep -n '[^ -~]' || true; }
check_ascii() {
    settle
    bad=$(not_ascii)
    [ -z "$bad" ] || fail "$1 shows more than ASCII: $bad"
}

RUN_ENV="LC_ALL=C LANG=C LANGUAGE="
start 80 24 play --names Ána,Bob,Carol,Dave --seed 1 --fixed-seats --claim-window 0 --tiles kanji
wait_text "Players and their claim keys"
wait_text "tiles: kanji (ascii here: the terminal's locale is not UTF-8)"
wait_text "[1]  Ana"
check_ascii "the start screen"
ok "the start screen is ASCII; kanji tiles fall back to ascii and it says so; Ána reads Ana"

keys Enter
pass_curtain 0 table
check_ascii "the table"
screen | grep -qF "<> move  Enter discard" || fail "the table's hints are not ASCII arrows"
[ "$(screen | sed -n 21p | screen_tiles | grep -c .)" -ge 13 ] ||
    fail "the hand is not drawn in ascii faces: $(screen | sed -n 21p)"
ok "the table: ascii tile faces, '<> move' in the hints, nothing but ASCII"
keys '?'
wait_text "Any key closes this help"
check_ascii "the table's help"
ok "the help is ASCII"
keys Escape
leave

start 80 24
wait_text "New game"
check_ascii "the menu"
screen | grep -qF "^v choose" || fail "the menu's hints are not ASCII arrows"
keys n # the game above is saved: New game asks first
wait_text "A game is saved"
check_ascii "the question about the saved game"
keys n
wait_text "a new game"
for i in 1 2 3 4 5 6 7 8; do keys Down; done
keys Right
wait_text "kanji (ascii here: the terminal's locale is not UTF-8)"
check_ascii "the new game form"
ok "the menu and the form are ASCII; the form says that kanji falls back to ascii here"
finish
