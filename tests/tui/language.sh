#!/bin/sh
# Choosing the language in the menu (issue 24): the menu's Language item speaks the next
# language of po/LINGUAS (English first) at once, without a restart: the menu is drawn again in
# it; the choice is kept in the settings (the state folder's "settings") and the next start
# speaks it; ←→ on the item go back and forth; --lang on the command line wins over the setting.
. "$(dirname "$0")/lib.inc"

langs=$(grep -v '^#' "$SRC/po/LINGUAS" | tr '\n' ' ')
first=$(echo "$langs" | cut -d' ' -f1)
[ -n "$first" ] || {
    echo "po/LINGUAS names no language: nothing to switch to"
    finish
    exit 0
}

# to_language_item: the cursor down to the Language item.
to_language_item() {
    for _ in 1 2 3 4 5 6 7 8 9 10 11 12; do
        screen | grep -F '> ' | grep -qF 'Language' && return 0
        keys Down
        settle
    done
    fail "no Language item in the menu"
}

start 80 24
wait_text "> New game"
wait_text "Language: English"
to_language_item
keys Enter
# The menu speaks the first language of LINGUAS now: its items, its key hints, its word for
# Language beside the English one, and no English item left.
wait_text "(Language): "
settle
screen | grep -qF "New game" && fail "the menu still says New game after switching to $first"
screen | grep -qF "Watch a demo" && fail "the menu still says Watch a demo after switching"
screen | grep -qF "choose  Enter open" && fail "the key hints are still English after switching"
grep -qx "lang $first" "$XDG_STATE_HOME/tsumo/settings" ||
    fail "the settings do not keep the language: $(cat "$XDG_STATE_HOME/tsumo/settings" 2>&1)"
check_fits "the menu in $first"
ok "Language switches the menu to $first at once, without a restart, and keeps it"

keys q
wait_exit >/dev/null
stop_server

# The next start speaks the language kept; ←→ step back to English at once.
start 80 24
wait_text "(Language): "
screen | grep -qF "New game" && fail "the language kept was not spoken at the next start"
to_language_item
keys Left
wait_text "> Language: English"
wait_text "New game"
grep -qx "lang en" "$XDG_STATE_HOME/tsumo/settings" || fail "English was not kept in the settings"
ok "the language kept is spoken at the next start; ← goes back to English at once"
keys q
wait_exit >/dev/null
stop_server

# --lang wins over the settings (English kept there now).
start 80 24 --lang "$first"
wait_text "(Language): "
ok "--lang $first wins over the language kept"
keys q
wait_exit >/dev/null
stop_server
finish
