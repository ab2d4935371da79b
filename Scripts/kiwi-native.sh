#!/usr/bin/env bash
# Runs the solver workloads of Benchmarks/WORKLOADS.md on native kiwi (nucleic/kiwi, C++), the
# peer of `swift run -c release trellis-bench solver`. Arguments go to the harness unchanged:
#
#   Scripts/kiwi-native.sh                          W1, W2, W3 at N=100
#   Scripts/kiwi-native.sh --only W1               one workload
#   Scripts/kiwi-native.sh --only W3 --grid-sizes 100,1000   (N=1000 builds for about a minute)
#   Scripts/kiwi-native.sh --quick --json          fewer repetitions; JSON lines as well
#
# kiwi is header-only and its headers ship in the kiwisolver source distribution on PyPI, so the
# script downloads that (with pip, once) into a cache outside the repository, compiles
# Benchmarks/kiwi-native/kiwi_bench.cpp against it with g++ -O2 -std=c++17 (once per source and
# version), and runs it.
#
# Environment:
#   KIWI_VERSION     kiwisolver release to use (default 1.5.1, the one WORKLOADS.md was measured with)
#   KIWI_CACHE_DIR   cache folder (default ${XDG_CACHE_HOME:-$HOME/.cache}/trellis/kiwi)
#   CXX              C++ compiler (default g++; installed with apt-get when missing)
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source_file="$repo/Benchmarks/kiwi-native/kiwi_bench.cpp"
cns_file="$repo/Benchmarks/enaml_like.cns"
version="${KIWI_VERSION:-1.5.1}"
cache="${KIWI_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/trellis/kiwi}"
cxx="${CXX:-g++}"
cxxflags=(-O2 -std=c++17)

# The published digest of the default release's sdist; other versions rely on pip's own check.
declare -A known_sha256=(
    [1.5.1]=f1303ef2eec81262a4b708c3e858afe58d7c75ad91c1c05266eda7673369859a
)

say() { echo "kiwi-native: $*" >&2; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        say "need root to run: $*"
        return 1
    fi
}

# --- the compiler -----------------------------------------------------------------------------
if ! command -v "$cxx" >/dev/null 2>&1; then
    if [ "$cxx" != g++ ] || ! command -v apt-get >/dev/null 2>&1; then
        say "$cxx not found; install a C++17 compiler (e.g. apt-get install -y g++)"
        exit 1
    fi
    say "installing g++"
    export DEBIAN_FRONTEND=noninteractive
    as_root apt-get install -y -qq g++ >&2 || {
        as_root apt-get update -qq && as_root apt-get install -y -qq g++ >&2
    }
fi

# --- kiwi's headers -----------------------------------------------------------------------------
headers="$cache/kiwisolver-$version"  # holds kiwi/*.h (the include root)
if [ ! -f "$headers/kiwi/kiwi.h" ]; then
    mkdir -p "$cache"
    if python3 -m pip --version >/dev/null 2>&1; then
        pip=(python3 -m pip)
    elif command -v pip3 >/dev/null 2>&1; then
        pip=(pip3)
    else
        say "pip is needed to fetch kiwisolver's sources (apt-get install -y python3-pip)"
        exit 1
    fi
    work="$(mktemp -d "$cache/.fetch.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
    say "downloading the kiwisolver $version source distribution from PyPI"
    "${pip[@]}" download --quiet --disable-pip-version-check --no-deps \
        --no-binary kiwisolver "kiwisolver==$version" -d "$work" >&2
    archive="$(find "$work" -maxdepth 1 -name "kiwisolver-$version.tar.gz" -print -quit)"
    if [ -z "$archive" ]; then
        say "pip did not produce kiwisolver-$version.tar.gz"
        exit 1
    fi
    if [ -n "${known_sha256[$version]:-}" ]; then
        actual="$(sha256sum "$archive" | cut -d' ' -f1)"
        if [ "$actual" != "${known_sha256[$version]}" ]; then
            say "sha256 mismatch for $(basename "$archive"): $actual"
            exit 1
        fi
    fi
    # Only the headers and the licence are kept.
    tar -xzf "$archive" -C "$work" "kiwisolver-$version/kiwi" "kiwisolver-$version/LICENSE"
    rm -rf "$headers"
    mv "$work/kiwisolver-$version" "$headers"  # atomic: a concurrent run sees all or nothing
    rm -rf "$work"
    trap - EXIT
    say "kiwi headers in $headers"
fi

# --- the harness --------------------------------------------------------------------------------
# One binary per (source, kiwi version, compiler, flags), so an edit or another version rebuilds.
stamp="$( { cat "$source_file"; echo "$version"; "$cxx" --version | head -n 1; echo "${cxxflags[*]}"; } \
    | sha256sum | cut -c1-16)"
binary="$cache/bin/kiwi_bench-$version-$stamp"
if [ ! -x "$binary" ]; then
    mkdir -p "$cache/bin"
    say "compiling kiwi_bench with $cxx ${cxxflags[*]}"
    "$cxx" "${cxxflags[@]}" -isystem "$headers" \
        -DKIWI_BENCH_CXXFLAGS="\"${cxxflags[*]}\"" \
        "$source_file" -o "$binary.tmp.$$"
    mv "$binary.tmp.$$" "$binary"
fi

# W1's data comes from this checkout unless the caller passes its own --cns (the last one wins).
exec "$binary" --cns "$cns_file" "$@"
