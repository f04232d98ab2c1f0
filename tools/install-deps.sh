#!/bin/sh
# Installs the Debian packages tsumo needs to build, test, play, package (dpkg-dev,
# file), compare the library's ABI (abigail-tools, tools/abi.sh), measure coverage (gcovr)
# and lint (tools/lint.sh), if any are missing. Runs apt-get as root, or
# through sudo for another user.
set -eu

packages="build-essential cmake ninja-build pkg-config clang libclang-rt-dev gettext \
libncurses-dev libunistring-dev libcmocka-dev libjansson-dev tmux dpkg-dev file binutils gcovr \
clang-format clang-tidy shellcheck cppcheck abigail-tools"

missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
        missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    run=""
elif command -v sudo >/dev/null 2>&1; then
    run="sudo"
else
    echo "tsumo: these packages are missing:$missing" >&2
    echo "tsumo: run this script as root, or install sudo" >&2
    exit 1
fi
echo "tsumo: installing$missing" >&2
$run env DEBIAN_FRONTEND=noninteractive apt-get update -q
# shellcheck disable=SC2086
$run env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
