#!/bin/sh
# Random key storms (a fixed pseudo-random sequence, so a failure can be replayed): whatever is
# typed, the table never crashes, and under the sanitizer build nothing is reported. Between
# storms the terminal is resized; a quit (q y, Ctrl-C) is followed by a resume. Then storms on
# `tsumo` itself: the menu, the new game form (names, seed, every choice, the question about a
# saved game) and the hand calculator (hands with melds, dora, every field), each storm begun
# from a fresh menu, a third of them steered into the form and a third into the calculator.
# In six parts (lib.inc's parts): the table's storms in three shares, the menu's in three; each
# part sends its share of the same keys, the table's share from a new game.
. "$(dirname "$0")/lib.inc"
parts 6

# share I N TOTAL: FIRST and LAST, the I-th of N shares of 1..TOTAL.
share() {
    FIRST=$((($1 - 1) * $3 / $2 + 1))
    LAST=$(($1 * $3 / $2))
}

STORMS=${TSUMO_TUI_STORMS:-80}
PER_STORM=60
awk -v n=$((STORMS * PER_STORM)) 'BEGIN {
    srand(20081);
    split("Left Right Up Down Enter Enter Enter Space Escape BSpace Tab BTab Home End C-l " \
          "a b c d e f g h i j k l m n o p q r s t u v w x y z K N 0 1 2 3 4 5 6 7 8 9 ? " \
          "1 2 3 4 m p s z r t Enter Space", k, " ");
    for (i = 0; i < n; i++) print k[int(rand() * length(k)) + 1];
}' >"$TMP/keys"

# send_storm FILE FROM TO: lines FROM to TO of FILE, one key a line, in a few round trips to
# tmux instead of one a key (under load each costs tens of milliseconds). A run of keys ends at
# each Escape, so that an Escape reaches the program last in its run, as it did alone. Nothing
# more is sent once the program has ended.
send_storm() {
    sed -n "$2,$3p" "$1" | {
        set --
        while read -r k; do
            set -- "$@" "$k"
            [ "$k" = Escape ] || continue
            [ -s "$TMP/rc" ] && exit 0
            tm send-keys "$@" 2>/dev/null || exit 0
            set --
        done
        [ $# -eq 0 ] || [ -s "$TMP/rc" ] || tm send-keys "$@" 2>/dev/null || true
    }
}

launch() {
    runs=$((runs + 1))
    if [ "$1" = new ]; then
        start 80 24 play --names Ann,Bo,Cy,Di --seed "$runs" --claim-window 0.2 --penalties "$2"
    else
        start 80 24 play --resume
    fi
    end=$(($(now) + WAIT))
    until [ -s "$TRACE" ] && [ "$(wc -l <"$TRACE")" -gt "$3" ]; do
        [ "$(now)" -le "$end" ] || fail "the table did not start"
        if [ -s "$TMP/rc" ]; then
            return 1
        fi
        sleep 0.05
    done
}

check_stderr() {
    if grep -qE 'AddressSanitizer|runtime error|LeakSanitizer|Assertion|invariant' "$TMP/stderr"; then
        fail "the sanitizer or an assertion spoke"
    fi
}

# table_storms: storms FIRST to LAST on the table, from a new game (its seed FIRST).
table_storms() {
    runs=$((FIRST - 1))
    penalties=refuse
    launch new $penalties 0
    storm=$((FIRST - 1))
    while [ $storm -lt "$LAST" ]; do
        storm=$((storm + 1))
        send_storm "$TMP/keys" $(((storm - 1) * PER_STORM + 1)) $((storm * PER_STORM))
        case $((storm % 5)) in
        1) tm resize-window -x 60 -y 20 2>/dev/null || true ;;
        2) tm resize-window -x 100 -y 30 2>/dev/null || true ;;
        *) tm resize-window -x 80 -y 24 2>/dev/null || true ;;
        esac
        if [ -s "$TMP/rc" ]; then
            rc=$(cat "$TMP/rc")
            check_stderr
            [ "$rc" = 0 ] || fail "storm $storm: the program ended with status $rc"
            stop_server
            lines=$(wc -l <"$TRACE")
            if [ -s "$XDG_STATE_HOME/tsumo/autosave.tsumo" ]; then
                launch resume - "$lines" || fail "storm $storm: the saved game does not resume: $(cat "$TMP/stderr")"
            else
                [ $penalties = refuse ] && penalties=penalize || penalties=refuse
                launch new $penalties "$lines" || true
            fi
        fi
    done
    check_stderr
    ok "storms $FIRST to $LAST of $STORMS, $PER_STORM keys each, $((runs - FIRST + 1)) runs (quits resumed), no crash"
    # The last storm's keys may still be on their way to the program, a quit among them: it may
    # end after any look at $TMP/rc, and its tmux server with it, so that a key sent then fails
    # ("server exited unexpectedly"). Ctrl-C is sent whether or not the server is still there,
    # and the test waits for the end and its status, whichever key brought it.
    tm send-keys C-c 2>/dev/null || true
    [ "$(wait_exit)" = 0 ] || fail "the program did not end with 0 (Ctrl-C, or a quit still on its way)"
    check_stderr
    frames=$(wc -l <"$TRACE")
    ok "Ctrl-C (or a quit still on its way) ends it cleanly; $frames frames drawn"
    stop_server
}

# The menu, the form and the calculator: keys that move, change, type names and hands.
MENU_STORMS=${TSUMO_TUI_MENU_STORMS:-30}
awk -v n=$((MENU_STORMS * PER_STORM)) 'BEGIN {
    srand(20082);
    split("Up Down Up Down Tab BTab Left Right Left Right Enter Enter Space Escape BSpace BSpace " \
          "Home End DC C-l F1 ? n r y q a b c d e f g h i j k l m n o p s t u v w x y z A K N Z " \
          "0 1 2 3 4 5 6 7 8 9 m p s z m p s z ( ) [ ] ^ < > + - * , . / #", k, " ");
    for (i = 0; i < n; i++) print k[int(rand() * length(k)) + 1];
}' >"$TMP/menu-keys"
# menu_storms: storms FIRST to LAST on the menu, the form and the calculator.
menu_storms() {
    # A game saved, as the table's storms leave one: the menu offers it, and the form is
    # reached through the question about it.
    if [ ! -s "$XDG_STATE_HOME/tsumo/autosave.tsumo" ]; then
        start 80 24 play --names Ann,Bo,Cy,Di --seed 1 --claim-window 0
        wait_text "Players and their claim keys"
        keys Enter
        wait_screen curtain
        keys C-c
        [ "$(wait_exit)" = 0 ] || fail "the game to save did not end with 0"
        stop_server
        [ -s "$XDG_STATE_HOME/tsumo/autosave.tsumo" ] || fail "no game saved for the menu's storms"
    fi
    : >"$TRACE"
    storm=$((FIRST - 1))
    while [ $storm -lt "$LAST" ]; do
        storm=$((storm + 1))
        start 80 24
        wait_screen menu
        case $((storm % 3)) in
        1) keys n n ;;      # the form (after the question when a game is saved)
        2) keys Down Enter ;; # the calculator, below New game or Resume
        esac
        send_storm "$TMP/menu-keys" $(((storm - 1) * PER_STORM + 1)) $((storm * PER_STORM))
        case $((storm % 4)) in
        1) tm resize-window -x 60 -y 20 2>/dev/null || true ;;
        2) tm resize-window -x 100 -y 30 2>/dev/null || true ;;
        esac
        [ -s "$TMP/rc" ] || tm send-keys C-c 2>/dev/null || true
        rc=$(wait_exit)
        check_stderr
        [ "$rc" = 0 ] || fail "menu storm $storm: the program ended with status $rc"
        stop_server
    done
    for s in menu setup calc; do
        grep -q "^screen=$s " "$TRACE" || fail "the menu storms never reached the $s screen"
    done
    ok "menu storms $FIRST to $LAST of $MENU_STORMS, $PER_STORM keys each, on the menu, the form ($(grep -c '^screen=setup ' "$TRACE") frames) and the calculator ($(grep -c '^screen=calc ' "$TRACE") frames), no crash"
}

if [ "$PART" = 0 ]; then
    share 1 1 "$STORMS"
    table_storms
    share 1 1 "$MENU_STORMS"
    menu_storms
elif [ "$PART" -le 3 ]; then
    share "$PART" 3 "$STORMS"
    table_storms
else
    share $((PART - 3)) 3 "$MENU_STORMS"
    menu_storms
fi
finish
