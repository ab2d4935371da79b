#!/usr/bin/env bash
# Builds the API documentation from the `///` comments and the Trellis catalog
# (Sources/Trellis/Trellis.docc: the articles) with the toolchain's DocC:
#   Scripts/docs.sh [OUTPUT]   (default .build/docs; open OUTPUT/<module>.doccarchive or serve it)
# Fails when DocC warns (an unresolved link, a misspelled parameter, …).
#
# The symbol graphs come from `swift package dump-symbol-graph`, which extracts them from the
# built modules every time it runs: a second run finds them as the first did. (Graphs emitted
# by the compiler during a build are only written when a module is compiled again.)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
output="${1:-.build/docs}"
modules=(Trellis Cassowary TrellisCore TrellisNcurses TrellisTesting)

staging=.build/docs-symbol-graphs
mkdir -p "$staging" "$output"
# Extension blocks give the extensions of another module's types pages of their own (the
# Trellis module's `Application.runInTerminal`, an extension of TrellisCore's type).
if ! swift package dump-symbol-graph --emit-extension-block-symbols >"$staging/dump.log" 2>&1; then
    cat "$staging/dump.log" >&2
    exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$staging/dump.log")
if [[ -z $graphs || ! -d $graphs ]]; then
    echo "docs: swift package dump-symbol-graph wrote no symbol graphs" >&2
    exit 1
fi

for module in "${modules[@]}"; do
    module_graphs="$staging/$module"
    rm -rf "$module_graphs" && mkdir -p "$module_graphs"
    cp "$graphs/$module".symbols.json "$module_graphs/"
    cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
    catalog=()
    if [[ -d Sources/$module/$module.docc ]]; then catalog=("Sources/$module/$module.docc"); fi
    log="$module_graphs/docc.log"
    if ! docc convert "${catalog[@]}" --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.trellis.$module" \
        --output-path "$output/$module.doccarchive" --warnings-as-errors >"$log" 2>&1 ||
        grep -q "warning:" "$log"; then
        cat "$log" >&2
        echo "docs: DocC reported problems in $module" >&2
        exit 1
    fi
    echo "docs: $output/$module.doccarchive"
done
