#!/usr/bin/env bash
# Runs the test suite, and a slice of the monkey (random input over every widget), under the
# sanitizers: AddressSanitizer (use after free, overflows; LeakSanitizer with it) and
# ThreadSanitizer (data races).
#
#   Scripts/sanitize.sh            # both, one after the other
#   Scripts/sanitize.sh address    # AddressSanitizer only
#   Scripts/sanitize.sh thread     # ThreadSanitizer only
#
# .ci/run runs both, each over a named subset of the tests (SANITIZE_FILTER; it says which).
#
# Each sanitizer builds in its own directory (.build/sanitize-<name>): an instrumented build
# shares nothing with the plain one. MONKEY_EVENTS sets the monkey's slice (default 5,000);
# SANITIZE_FILTER, a `swift test --filter` pattern, runs only the matching tests (the whole
# suite without it).
#
# LeakSanitizer runs with Scripts/lsan-suppressions.txt: leaks in the toolchain's libraries
# only, each with its reason.
#
# What is not instrumented: the toolchain's own libraries (the Swift runtime, Foundation,
# XCTest, swift-testing) and the system's ncurses, which are built without the sanitizers;
# their memory is checked only where our code touches it. Every target of the package builds
# and links under both sanitizers (Swift 6.3.1, Linux x86_64), so no target is excluded.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)
events="${MONKEY_EVENTS:-5000}"

# halt_on_error: the first report fails the run, with its stack. The demos the end-to-end
# tests start in tmux inherit these too.
export ASAN_OPTIONS="${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}"

for sanitizer in "${sanitizers[@]}"; do
    case "$sanitizer" in
        address | thread) ;;
        *) echo "sanitize.sh: unknown sanitizer '$sanitizer' (address or thread)" >&2; exit 2 ;;
    esac
    scratch=".build/sanitize-$sanitizer"
    started=$(date +%s)
    echo "sanitize: $sanitizer: building and running the tests" >&2
    filter=()
    [ -n "${SANITIZE_FILTER:-}" ] && filter=(--filter "$SANITIZE_FILTER")
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" 2>&1
    built=$(date +%s)
    echo "sanitize: $sanitizer: built in $((built - started)) s; running the tests" >&2
    swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "${filter[@]}" 2>&1
    echo "sanitize: $sanitizer: the monkey, $events events" >&2
    bin=$(swift build --sanitize="$sanitizer" --scratch-path "$scratch" --show-bin-path)
    "$bin/trellis-bench" monkey --events "$events" --seed 2 --check-every 250 2>&1
    echo "sanitize: $sanitizer: clean in $(($(date +%s) - started)) s (tests and monkey $(($(date +%s) - built)) s)" >&2
done
