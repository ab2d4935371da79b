#!/usr/bin/env bash
# Builds the whole package against the ncurses 5.7 API alone (macOS's system ncurses) and runs
# the test suite that way, on Linux: the fallbacks a Mac takes, proven without a Mac.
#
# TRELLIS_NCURSES_LEGACY (read by Sources/CNcurses/ncurses_api.h) turns off every feature newer
# than 5.7, makes WINDOW opaque, makes the newer functions Trellis would reach for fail to
# compile, and keeps Swift away from the functions whose `opts` must be NULL in 5.7. Then this
# script checks what the compiler cannot: every ncurses symbol that any built object refers to
# is one of Scripts/ncurses-5.7-symbols.txt.
#
#   Scripts/check-legacy-ncurses.sh            # build, check symbols, run every test
#   Scripts/check-legacy-ncurses.sh --no-tests # build and check symbols only
#
# Its build directory is its own (.build/legacy-ncurses, or TRELLIS_LEGACY_SCRATCH): the define
# changes every module that imports CNcurses, so sharing the normal one would rebuild both ways.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scratch="${TRELLIS_LEGACY_SCRATCH:-.build/legacy-ncurses}"
flags=(--scratch-path "$scratch" -Xcc -DTRELLIS_NCURSES_LEGACY)
started=$(date +%s)

echo "legacy-ncurses: building with the ncurses 5.7 API only" >&2
swift build --build-tests "${flags[@]}" 2>&1

# The ncurses libraries the build links, and the symbols they define.
bin=$(swift build "${flags[@]}" --show-bin-path)
binary="$bin/trellis-terminal-check"
libraries=$(ldd "$binary" | awk '/ncurses|tinfo/ { print $3 }')
if [ -z "$libraries" ]; then
    echo "legacy-ncurses: $binary links no ncurses library?" >&2
    exit 1
fi
defined=$(for library in $libraries; do nm -D --defined-only "$library" | awk '{ print $3 }'; done \
    | sed 's/@.*//' | sort -u)

# Every symbol the package's objects leave undefined that ncurses defines.
objects=$(find "$bin/" -name '*.o' -path '*.build/*')
used=$(for object in $objects; do nm -u "$object" | awk '{ print $NF }'; done | sort -u \
    | comm -12 - <(echo "$defined"))
allowed=$(grep -v '^#' Scripts/ncurses-5.7-symbols.txt | awk 'NF { print $1 }' | sort -u)

if ! echo "$used" | grep -qx 'newterm'; then
    echo "legacy-ncurses: found no use of newterm in $bin: the symbol check saw nothing" >&2
    exit 1
fi
newer=$(comm -23 <(echo "$used") <(echo "$allowed"))
if [ -n "$newer" ]; then
    echo "legacy-ncurses: ncurses symbols used but not listed in Scripts/ncurses-5.7-symbols.txt:" >&2
    echo "$newer" >&2
    exit 1
fi
echo "legacy-ncurses: $(echo "$used" | wc -l) ncurses symbols used, all in ncurses 5.7" >&2

if [ "${1:-}" != "--no-tests" ]; then
    # The tests check that this variable and the build agree (NcursesFeaturesTests).
    TRELLIS_EXPECT_LEGACY_NCURSES=1 swift test "${flags[@]}" 2>&1
fi
echo "legacy-ncurses: passed in $(($(date +%s) - started)) s" >&2
