#!/usr/bin/env bash
# Builds the API documentation from the `///` comments with the toolchain's DocC:
# Scripts/docs.sh [OUTPUT]   (default .build/docs; open OUTPUT/<module>.doccarchive or serve it)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
output="${1:-.build/docs}"
graphs=.build/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs" "$output"
for module in Cassowary TrellisCore TrellisNcurses TrellisTesting; do
    swift build --target "$module" -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
        -Xswiftc "$graphs" >/dev/null
done
for module in Cassowary TrellisCore TrellisNcurses TrellisTesting; do
    module_graphs="$graphs/$module"
    mkdir -p "$module_graphs"
    cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
    docc convert --additional-symbol-graph-dir "$module_graphs" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.trellis.$module" --output-path "$output/$module.doccarchive" \
        >/dev/null
    echo "docs: $output/$module.doccarchive"
done
