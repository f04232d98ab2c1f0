#!/bin/sh
# Installs a build into a temporary prefix and checks it as a user of the library finds it
# (docs/packaging.md): the files in their places, libtsumo.so.0.N exporting the public API
# only, tsumo.pc and the CMake package config working, the installed program running.
# Usage: check.sh BUILD_DIR SOURCE_DIR [CC]. .ci/run runs it on the release build.
set -eu
build=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
cc=${3:-cc}
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() {
    echo "install: $*" >&2
    exit 1
}
cache() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt"; }

cmake --install "$build" --prefix "$prefix" >/dev/null
version=$(sed -n 's/^project(tsumo VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")
major=${version%%.*}
# The SONAME's version (CMakeLists.txt): major.minor until 1.0, then the major alone.
if [ "$major" = 0 ]; then
    soversion=${version%.*}
else
    soversion=$major
fi
libdir=$(cache CMAKE_INSTALL_LIBDIR)
{ [ -n "$version" ] && [ -n "$libdir" ]; } || fail "no version or libdir in the build"

for f in bin/tsumo share/man/man6/tsumo.6 share/man/es/man6/tsumo.6 include/tsumo/tsumo.h include/tsumo/version.h \
    include/tsumo/export.h share/tsumo/rulesets/ema2008.ini share/locale/es/LC_MESSAGES/tsumo.mo \
    "$libdir/libtsumo.a" "$libdir/libtsumo.so" "$libdir/libtsumo.so.$soversion" \
    "$libdir/libtsumo.so.$version" "$libdir/pkgconfig/tsumo.pc" \
    "$libdir/cmake/tsumo/tsumo-config.cmake" "$libdir/cmake/tsumo/tsumo-config-version.cmake"; do
    [ -e "$prefix/$f" ] || fail "$f is not installed"
done

# The shared library: its SONAME from the version, the public API and nothing else.
so="$prefix/$libdir/libtsumo.so.$soversion"
readelf -d "$so" | grep SONAME | grep -qF "[libtsumo.so.$soversion]" || fail "SONAME is not libtsumo.so.$soversion"
symbols=$(nm -D --defined-only "$so" | awk '{print $3}')
echo "$symbols" | grep -q '^tsumo_score_hand$' || fail "libtsumo.so does not export tsumo_score_hand"
if echo "$symbols" | grep -v '^tsumo_[a-z]' | grep -q .; then
    fail "libtsumo.so exports more than the public API: $(echo "$symbols" | grep -v '^tsumo_[a-z]' | head -5 | tr '\n' ' ')"
fi
# Every function the public headers declare is exported: a declaration without TSUMO_API
# would build here and fail to link in a program that uses the shared library.
declared=$(cat "$prefix"/include/tsumo/*.h | tr '\n' ' ' | grep -o 'tsumo_[a-z0-9_]*(' | tr -d '(' | sort -u)
for f in $declared; do
    grep -q "TSUMO_API[^;]*[ *]$f(" "$prefix"/include/tsumo/*.h 2>/dev/null || continue
    echo "$symbols" | grep -qx "$f" || fail "$f is declared TSUMO_API but libtsumo.so does not export it"
done
missing=$(grep -h '^[a-z][a-z_ ]*[ *]tsumo_[a-z0-9_]*(' "$prefix"/include/tsumo/*.h | grep -v "TSUMO_API\|static inline" || true)
[ -z "$missing" ] || fail "public declarations without TSUMO_API: $missing"
grep -q "\"tsumo $version\"" "$prefix/share/man/man6/tsumo.6" || fail "the man page is not of $version"
grep -q "\"tsumo $version\"" "$prefix/share/man/es/man6/tsumo.6" ||
    fail "the Spanish man page is not of $version"
[ "$("$prefix/bin/tsumo" --version)" = "tsumo $version" ] || fail "tsumo --version is not $version"
# Installed under another prefix than the build's (a .deb's /usr, this one), the program
# finds its catalogues beside it, in ../share/locale.
if locale -a 2>/dev/null | grep -Eqi '^c\.utf-?8$'; then
    (unset TSUMO_LOCALEDIR && LC_ALL=C.UTF-8 LANGUAGE=es "$prefix/bin/tsumo" --help) |
        grep -q "^Uso: tsumo" || fail "the installed tsumo does not find its catalogues"
fi

# The example through pkg-config, against the shared library and then the static one.
export PKG_CONFIG_PATH="$prefix/$libdir/pkgconfig"
[ "$(pkg-config --modversion tsumo)" = "$version" ] || fail "tsumo.pc is not of $version"
# shellcheck disable=SC2046
"$cc" -std=c11 -Wall -Wextra -Werror "$src/examples/score-hand.c" $(pkg-config --cflags --libs tsumo) \
    -o "$prefix/score-hand"
out=$(LD_LIBRARY_PATH="$prefix/$libdir" "$prefix/score-hand" 234m567m456p678s55p)
echo "$out" | grep -q "^tsumo $version (headers $version): 234567m45556p678s$" ||
    fail "the example did not run against the installed library: $out"
echo "$out" | grep -q "^  riichi " || fail "the example scored no riichi: $out"
# shellcheck disable=SC2046
"$cc" -std=c11 "$src/examples/score-hand.c" $(pkg-config --cflags tsumo) \
    "$prefix/$libdir/libtsumo.a" -o "$prefix/score-hand-static"
"$prefix/score-hand-static" >/dev/null || fail "the example linked statically does not run"

# The CMake consumer: find_package(tsumo) and the imported target tsumo::tsumo.
cmake -S "$src/examples/cmake" -B "$prefix/cmake-example" -G Ninja -DCMAKE_C_COMPILER="$cc" \
    -DCMAKE_PREFIX_PATH="$prefix" >/dev/null || fail "find_package(tsumo) failed"
cmake --build "$prefix/cmake-example" >/dev/null || fail "the CMake example did not build"
LD_LIBRARY_PATH="$prefix/$libdir" "$prefix/cmake-example/score-hand" | grep -q "^  riichi " ||
    fail "the CMake example did not run"
echo "install: $prefix holds tsumo $version as it should"
