#!/bin/sh
# The menu's saved games: the unfinished games kept aside in the games folder (save.c keeps one
# there whenever a new game takes the autosave) are listed with their file, date, round and
# players, at 80x24 and 200x60; Enter takes one up again (it becomes the saved game and leaves the
# list), d deletes one once y confirms it. Names from the files reach the screen escaped, never
# raw: a control character shows as \x1b (the record parser refuses one in a player's name). A
# saved game that cannot be read is not hidden: the menu says so, why and where the file is, and
# leaves the file as it is.
. "$(dirname "$0")/lib.inc"

SAVE="$XDG_STATE_HOME/tsumo"
mkdir -p "$SAVE/games"
ESC=$(printf '\033')
# kept FILE NAMES...: a kept game of those players, before its first deal.
kept() {
    f=$1
    shift
    {
        echo "tsumo-record 1"
        echo "ruleset ema2008"
        echo "seed 7"
        echo "seats fixed"
        for n in "$@"; do echo "player $n"; done
    } >"$SAVE/games/$f"
}
kept unfinished-20260101-100000.tsumo Ann Bo Cy Di
kept "unfinished-20260102-${ESC}[2J.tsumo" Wu Xi Yo Zi
echo "not a record" >"$SAVE/games/unfinished-20260103-100000.tsumo"

for size in "80 24" "200 60"; do
    # shellcheck disable=SC2086 # the size is two arguments, columns and rows
    start $size
    wait_text "Saved games"
    keys g
    wait_text "unfinished-20260101-100000.tsumo"
    wait_text "before the first deal — Ann, Bo, Cy, Di"
    wait_text 'unfinished-20260102-\x1b[2J.tsumo'
    wait_text "before the first deal — Wu, Xi, Yo, Zi"
    wait_text "cannot be read: line 1:"
    screen | grep -qE '20[0-9]{2}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}' || fail "no date at $size"
    check_fits
    ok "at $size the list shows each kept game's file, date, round and players, names escaped"
    keys Escape
    wait_gone "before the first deal" "Esc did not close the list"
    keys q
    wait_exit >/dev/null
    stop_server
done

start 80 24
wait_text "Saved games"
keys g
wait_text "cannot be read:"
# The newest first: the unreadable one is chosen. n keeps it, y deletes it.
keys d
wait_text "Delete a saved game"
keys n
wait_gone "Delete a saved game" "n did not close the question"
[ -f "$SAVE/games/unfinished-20260103-100000.tsumo" ] || fail "n deleted the kept game"
keys d
wait_text "Delete a saved game"
keys y
wait_text "Deleted unfinished-20260103-100000.tsumo"
[ -f "$SAVE/games/unfinished-20260103-100000.tsumo" ] && fail "y did not delete the kept game"
[ -f "$SAVE/games/unfinished-20260101-100000.tsumo" ] || fail "the delete took another game"
ok "d asks first; n keeps the kept game, y deletes it and nothing else"
keys Down
keys Enter
wait_text "Players and their claim keys"
wait_text "Ann"
grep -qx "player Ann" "$SAVE/autosave.tsumo" || fail "the kept game is not the saved game now"
[ -f "$SAVE/games/unfinished-20260101-100000.tsumo" ] && fail "the resumed game stayed in the list"
ok "Enter takes a kept game up: it is the saved game now and leaves the list"
keys q
wait_text "Leave the table?"
keys y
wait_text "> Resume the saved game"
wait_text "before the first deal — Ann, Bo, Cy, Di"
keys q
wait_exit >/dev/null
stop_server

# A saved game that cannot be read: the menu says so, why and where, and leaves it.
printf 'tsumo-record 1\nruleset nonsense\n' >"$SAVE/autosave.tsumo"
cp "$SAVE/autosave.tsumo" "$TMP/broken"
start 80 24
wait_text "The saved game could not be read"
screen | tr -d '\n' | tr -s ' ' | grep -qF "tsumo/autosave.tsumo, line 2" ||
    fail "the menu does not say where the unreadable save is and which line"
check_fits
keys q
wait_exit >/dev/null
stop_server
cmp -s "$SAVE/autosave.tsumo" "$TMP/broken" || fail "the unreadable save was changed or removed"
ok "an unreadable save is named with its file and line, and left as it was"
finish
