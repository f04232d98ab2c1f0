#!/bin/sh
# The zip that mjai.app (RiichiLab) takes (docs/mjai.md, "mjai.app"): bot.py at its root, the
# tsumo binary beside it, and the level it plays at.
#
#   sh tools/mjai-app/make-zip.sh OUT.zip [--level 1|2|3] [--binary TSUMO]
#
# Without --binary, tsumo is built for mjai.app's image (linux/amd64, Ubuntu 22.04, whose C
# library may be older than this machine's): statically linked, in build/mjai-app. With it,
# that binary is packed as it is (the tests pack the one they test).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out=""
level=3
binary=""
while [ $# -gt 0 ]; do
    case $1 in
    --level)
        level=${2:-}
        shift 2
        ;;
    --binary)
        binary=${2:-}
        shift 2
        ;;
    -*)
        echo "make-zip.sh: unknown option $1" >&2
        exit 2
        ;;
    *)
        out=$1
        shift
        ;;
    esac
done
case $level in 1 | 2 | 3) ;; *)
    echo "make-zip.sh: --level is 1, 2 or 3" >&2
    exit 2
    ;;
esac
if [ -z "$out" ]; then
    echo "usage: make-zip.sh OUT.zip [--level 1|2|3] [--binary TSUMO]" >&2
    exit 2
fi
if [ -z "$binary" ]; then
    build=$top/build/mjai-app
    # The libraries' archives in place of the shared objects pkg-config and find_library
    # would give (their cache entries are set before they look).
    a() { "${CC:-cc}" -print-file-name="lib$1.a"; }
    cmake -S "$top" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_EXE_LINKER_FLAGS=-static \
        -Dpkgcfg_lib_JANSSON_jansson="$(a jansson)" \
        -Dpkgcfg_lib_NCURSESW_ncursesw="$(a ncursesw)" -Dpkgcfg_lib_NCURSESW_tinfo="$(a tinfo)" \
        -DUNISTRING_LIBRARY="$(a unistring)" >/dev/null
    cmake --build "$build" --target tsumo -j2
    binary=$build/tsumo
    if ldd "$binary" >/dev/null 2>&1; then
        echo "make-zip.sh: $binary is not statically linked" >&2
        exit 1
    fi
fi
"$binary" bot --help 2>&1 | grep -q mjaiapp || {
    echo "make-zip.sh: $binary has no 'bot --dialect mjaiapp'" >&2
    exit 1
}
python3 - "$out" "$here/bot.py" "$binary" "$level" <<'PY'
import sys, zipfile
out, bot, binary, level = sys.argv[1:]
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
    z.write(bot, "bot.py")
    z.write(binary, "tsumo")  # its mode bits kept: executable
    info = zipfile.ZipInfo("level")
    info.external_attr = 0o644 << 16
    z.writestr(info, level + "\n")
PY
echo "make-zip.sh: $out (level $level)"
