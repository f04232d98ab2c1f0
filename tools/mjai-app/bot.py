"""An mjai.app (RiichiLab) submission: tsumo's computer player as an mjai bot.

mjai.app unzips the submission in its working directory and runs `python -u bot.py ID`
(ID the seat, 0-3, 0 the first dealer); each line it writes to the bot's standard input is a
JSON array of events, and it reads one answer a line back. tsumo speaks that dialect itself
(`tsumo bot --mjai --dialect mjaiapp`, docs/mjai.md): this script only checks the seat and
hands the process over to the `tsumo` binary packed beside it, with the level written in the
`level` file beside it (tools/mjai-app/make-zip.sh), under the tenhou ruleset that mjai.app
plays. Nothing is read or written here: the streams are tsumo's from the start.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def level():
    try:
        with open(os.path.join(HERE, "level"), encoding="ascii") as f:
            text = f.read().strip()
    except OSError:
        return "3"
    return text if text in ("1", "2", "3") else "3"


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in ("0", "1", "2", "3"):
        sys.stderr.write("usage: bot.py SEAT (0-3)\n")
        sys.exit(2)
    tsumo = os.path.join(HERE, "tsumo")
    # An unzip that drops the mode bits leaves the binary unexecutable.
    if not os.access(tsumo, os.X_OK):
        os.chmod(tsumo, 0o755)
    args = [tsumo, "bot", "--mjai", "--dialect", "mjaiapp", "--seat", sys.argv[1],
            "--rules", "tenhou", "--level", level()]
    os.execv(tsumo, args)


if __name__ == "__main__":
    main()
