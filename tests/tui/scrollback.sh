#!/bin/sh
# No hidden tile ever reaches the terminal's scrollback. On a terminal without an alternate
# screen (TERM=vt100 or linux, GNU screen, tmux with alternate-screen off) a whole-screen clear
# copies the screen into the history (tmux's scroll-on-clear, VTE, ...): a clear over a private
# screen would leave a player's concealed hand there for the next player to scroll back to.
# The table never clears the whole screen: it overwrites each row in place. Played here in tmux
# with alternate-screen off, and with TERM=vt100: private screens repainted (Ctrl-L), resized,
# given way to a claim window and a curtain, and left through the leave dialog over a hand;
# the whole history (capture-pane -S -) holds no tile at all, during the game and after exit.
. "$(dirname "$0")/lib.inc"

TMUX_CONF="$TMP/tmux.conf"
cat >"$TMUX_CONF" <<'CONF'
set -g alternate-screen off
set -g remain-on-exit on
set -g history-limit 10000
CONF

# run ENV ARGS...: tsumo ARGS with ENV (VAR=value...) in a new server configured above; the
# pane stays after the program ends, so that its history can be read.
run() {
    env=$1
    shift
    rm -f "$TMP/rc"
    : >"$TMP/stderr"
    tm new-session -d -x 80 -y 24 \
        "$env TSUMO_TEST_TAG='$SOCK' TSUMO_TUI_TRACE='$TRACE' XDG_STATE_HOME='$XDG_STATE_HOME' '$TSUMO' $* 2>>'$TMP/stderr'; echo \$? >'$TMP/rc'"
}

# history: the lines above the screen, the whole scrollback.
history() { tm capture-pane -p -S - -E -1 2>/dev/null || true; }
# everything: the scrollback and the screen.
everything() { tm capture-pane -p -S - -E - 2>/dev/null || true; }

# no_tiles_in WHAT TEXT...: the text (scrollback) holds no tile.
no_tiles_in() {
    what=$1
    shift
    tiles=$(printf '%s\n' "$@" | screen_tiles | tr '\n' ' ')
    [ -z "$tiles" ] || fail "tiles in the scrollback $what: $tiles"
}

# to_hand SEAT: through SEAT's curtain to its turn, the hand on the screen.
to_hand() {
    pass_curtain "$1" table
    wait_text "your turn"
    settle
    screen | screen_tiles | grep -q . || fail "no hand on seat $1's turn"
}

run "" play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats --claim-window 0
wait_text "Players and their claim keys"
keys Enter
to_hand 0
keys C-l
wait_screen table 0
settle
no_tiles_in "after Ctrl-L on a turn" "$(history)"
tm resize-window -x 100 -y 30
wait_text "your turn"
settle
tm resize-window -x 80 -y 24
wait_trace 'size=80x24' "no frame at 80x24 again"
settle
no_tiles_in "after a resize on a turn" "$(history)"
ok "a turn repainted (Ctrl-L) and resized leaves nothing in the scrollback"
keys End Enter
pass_all
wait_screen curtain
settle
no_tiles_in "after a turn gave way to a claim window and a curtain" "$(history)"
ok "a turn that gives way to the claim window and a curtain leaves nothing in the scrollback"
to_hand 1
keys q
wait_text "Leave the table?"
keys y
[ "$(wait_exit)" = 0 ] || fail "leaving did not exit with 0"
settle
no_tiles_in "or on the screen after leaving from a hand" "$(everything)"
ok "leaving from a hand (alternate-screen off) leaves no tile on the terminal or in its scrollback"
stop_server

# A terminal without an alternate screen at all: TERM=vt100 (no smcup, no colour, no End key).
rm -rf "$XDG_STATE_HOME"
: >"$TRACE"
TMUX_CONF="$TMP/tmux-vt100.conf"
echo 'set -g remain-on-exit on' >"$TMUX_CONF"
run "TERM=vt100" play --names Alice,Bob,Carol,Dave --seed 7 --fixed-seats --claim-window 0
wait_text "Players and their claim keys"
keys Enter
to_hand 0
keys C-l
settle
no_tiles_in "after Ctrl-L on a turn (vt100)" "$(history)"
keys q
wait_text "Leave the table?"
keys y
[ "$(wait_exit)" = 0 ] || fail "leaving did not exit with 0"
settle
no_tiles_in "or on the screen after leaving (vt100)" "$(everything)"
ok "TERM=vt100: a turn repainted and left leaves no tile on the terminal or in its scrollback"
finish
