#!/bin/sh
# The hand calculator names the ruleset it scores under with its description; where the line is
# too narrow (80 columns) the description ends after its last whole word with an ellipsis,
# never cut in the middle of a word ("Riichi rules, 2"); at 200 columns it is whole.
. "$(dirname "$0")/lib.inc"

# The calculator's ruleset line, the blanks at its end removed.
rules_line() { screen | grep -E '^ +>? *Ruleset ' | sed 's/ *$//'; }

for size in "80 24" "200 60"; do
    # shellcheck disable=SC2086 # the size is two arguments, columns and rows
    start $size
    wait_text "Hand calculator"
    keys Down Enter
    wait_text "Hand calculator — EMA 2008"
    settle
    line=$(rules_line)
    case $size in
    "80 24")
        case "$line" in
        *"Riichi rules,…" | *"Riichi rules…" | *"Association…") ;;
        *) fail "at $size the ruleset's description does not end in an ellipsis after a word: '$line'" ;;
        esac
        ;;
    *)
        echo "$line" | grep -qE 'Riichi rules, 2008[^…]*$' ||
            fail "at $size the ruleset's description is not whole: '$line'"
        ;;
    esac
    check_fits
    ok "the calculator's ruleset at $size: $line"
    keys Escape
    wait_screen menu
    keys q
    wait_exit >/dev/null
    stop_server
done
finish
