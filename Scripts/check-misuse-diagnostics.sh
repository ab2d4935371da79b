#!/usr/bin/env bash
# Checks that mistakes in a `bb` chain fail to compile with a message that names the mistake
# (not a mismatch with some unrelated `*`): each snippet below is type-checked against the
# built Trellis module and must fail with the expected words.
#   Scripts/check-misuse-diagnostics.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

swift build --target Trellis >/dev/null
modules="$(swift build --show-bin-path)/Modules"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

failed=0
# expect NAME EXPECTED-WORDS EXPRESSION: the chain `a.bb.EXPRESSION` must fail with the words.
expect() {
    local name=$1 words=$2 expression=$3
    cat >"$scratch/$name.swift" <<SWIFT
import Trellis

@MainActor func misuse(_ a: TermView, _ b: TermView) {
    a.bb.$expression
}
SWIFT
    if swiftc -typecheck -swift-version 6 -I "$modules" \
        -Xcc -fmodule-map-file=Sources/CNcurses/module.modulemap -Xcc -ISources/CNcurses \
        "$scratch/$name.swift" >"$scratch/$name.log" 2>&1; then
        echo "FAILED: $name: a.bb.$expression compiled"
        failed=$((failed + 1))
    elif grep -qF "$words" "$scratch/$name.log" && ! grep -q "DurationProtocol" "$scratch/$name.log"; then
        echo "ok: $name"
    else
        echo "FAILED: $name: expected \"$words\" in:"
        sed 's/^/    /' "$scratch/$name.log"
        failed=$((failed + 1))
    fi
}

expect scaled-edge "a position anchor cannot be multiplied" 'left(b.rightAnchor * 2)'
expect scaled-edge-first "a position anchor cannot be multiplied" 'top(2 * b.bottomAnchor)'
expect divided-centre "a position anchor cannot be divided" 'centerX(b.centerXAnchor / 2)'

# The same operators on dimensions still compile.
cat >"$scratch/fine.swift" <<'SWIFT'
import Trellis

@MainActor func fine(_ a: TermView, _ b: TermView) {
    a.bb.width(b.widthAnchor * 2).height(b.heightAnchor / 2).left(b.rightAnchor + 2)
}
SWIFT
if swiftc -typecheck -swift-version 6 -I "$modules" \
    -Xcc -fmodule-map-file=Sources/CNcurses/module.modulemap -Xcc -ISources/CNcurses \
    "$scratch/fine.swift" >"$scratch/fine.log" 2>&1; then
    echo "ok: dimensions still scale"
else
    echo "FAILED: dimensions no longer scale:"
    sed 's/^/    /' "$scratch/fine.log"
    failed=$((failed + 1))
fi

if ((failed > 0)); then
    echo "misuse diagnostics: $failed failed"
    exit 1
fi
echo "misuse diagnostics: all ok"
