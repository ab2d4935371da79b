#!/usr/bin/env bash
# Checks that every ```swift block of the documentation compiles as written:
#   Scripts/check-doc-code.sh [FILE.md...]
# (by default README.md and Sources/Trellis/Trellis.docc/*.md).
#
# It builds the modules an app and its tests import (Trellis, TrellisTesting), then type-checks
# each block on its own, as the main file of a program, against those modules: the block must
# have its own imports and define what it uses. Errors point at the Markdown file's line.
#
# A block whose fence comes right after the line `<!-- fragment -->` is a deliberate fragment:
# it is not compiled, only listed as skipped. The check fails when a third or more of the
# blocks are fragments.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if (($# > 0)); then
    files=("$@")
else
    files=(README.md)
    shopt -s nullglob
    files+=(Sources/Trellis/Trellis.docc/*.md)
    shopt -u nullglob
fi

for target in Trellis TrellisTesting; do
    swift build --target "$target" >/dev/null
done
modules="$(swift build --show-bin-path)/Modules"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

awk -v out="$scratch" -f Scripts/doc-code-blocks.awk "${files[@]}" >"$scratch/blocks.tsv"

checked=0
failed=0
fragments=0
while IFS=$'\t' read -r kind where block; do
    if [[ $kind == fragment ]]; then
        fragments=$((fragments + 1))
        echo "skipped (fragment): $where"
        continue
    fi
    checked=$((checked + 1))
    if swiftc -typecheck -swift-version 6 -diagnostic-style llvm -I "$modules" \
        -Xcc -fmodule-map-file=Sources/CNcurses/module.modulemap -Xcc -ISources/CNcurses \
        "$block" >"$scratch/log" 2>&1; then
        echo "ok: $where"
    else
        failed=$((failed + 1))
        echo "FAILED: $where"
        sed 's/^/    /' "$scratch/log"
    fi
done <"$scratch/blocks.tsv"

total=$((checked + fragments))
echo "doc code: $total swift blocks: $((checked - failed)) compiled, $failed failed, $fragments fragments skipped"
if ((failed > 0)); then
    exit 1
fi
if ((total > 0 && fragments * 3 >= total)); then
    echo "too many fragments: $fragments of $total blocks (fewer than a third may be)" >&2
    exit 1
fi
