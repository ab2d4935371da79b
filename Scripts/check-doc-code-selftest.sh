#!/usr/bin/env bash
# Checks Scripts/check-doc-code.sh on small Markdown files made here: a good block passes, a
# broken one fails at its Markdown line, a fragment is skipped, too many fragments fail, and so
# does a block never closed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fence='```'

cat >"$scratch/good.md" <<MD
Text.

${fence}swift
import Trellis

@MainActor func greet(in window: TermWindow) {
    window.addSubview(Label("Hello"))
}
${fence}

<!-- fragment -->
${fence}swift
label.text = "not compiled"
${fence}

${fence}swift
import Testing
import TrellisTesting

@Test @MainActor func shows() {
    #expect(TestTerminal(width: 4, height: 1).screen == ["    "])
}
${fence}
MD

cat >>"$scratch/good.md" <<MD

${fence}swift
import Cassowary

let solver = Solver()
${fence}
MD

cat >"$scratch/broken.md" <<MD
${fence}swift
import Trellis

let size: Size = "not a size"
${fence}
MD

cat >"$scratch/fragments.md" <<MD
${fence}swift
import Trellis
${fence}

<!-- fragment -->
${fence}swift
one.fragment()
${fence}
MD

printf '%sswift\nlet open = 1\n' "$fence" >"$scratch/unclosed.md"

failures=0
expect() {  # expect DESCRIPTION WANTED_STATUS PATTERN FILE
    local status=0
    Scripts/check-doc-code.sh "$4" >"$scratch/out" 2>&1 || status=$?
    if [[ $status -ne $2 ]] || ! grep -q -- "$3" "$scratch/out"; then
        echo "FAILED: $1 (status $status)"
        sed 's/^/    /' "$scratch/out"
        failures=$((failures + 1))
    else
        echo "ok: $1"
    fi
}
expect "good blocks compile and a fragment is skipped" 0 "skipped (fragment): $scratch/good.md:13" \
    "$scratch/good.md"
expect "a broken block fails at its Markdown line" 1 "$scratch/broken.md:4:.*error" "$scratch/broken.md"
expect "a third of the blocks being fragments fails" 1 "too many fragments: 1 of 2" \
    "$scratch/fragments.md"
expect "a block never closed fails" 1 "unclosed.md:1: the swift block is never closed" \
    "$scratch/unclosed.md"
((failures == 0))
