#!/usr/bin/env bash
# Installs what Trellis needs on a fresh machine with Swift 6.2 or later, and nothing that is
# already there:
# - Debian/Ubuntu: the system ncursesw (libncurses-dev) and tmux (for the end-to-end tests).
# - macOS: tmux, with Homebrew when it is installed. ncurses comes with macOS (Homebrew's
#   `ncurses`, when installed, is used instead; see README, Platforms).
set -euo pipefail

if [ "$(uname -s)" = Darwin ]; then
    if ! command -v tmux >/dev/null 2>&1; then
        if command -v brew >/dev/null 2>&1; then
            echo "setup: installing tmux" >&2
            brew install tmux >&2
        else
            echo "setup: tmux is missing (the end-to-end tests are skipped without it)" >&2
        fi
    fi
else
    missing=()
    [ -f /usr/include/ncursesw/curses.h ] || missing+=(libncurses-dev)
    command -v tmux >/dev/null 2>&1 || missing+=(tmux)
    if ((${#missing[@]} > 0)); then
        echo "setup: installing ${missing[*]}" >&2
        sudo_cmd=()
        if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo_cmd=(sudo); fi
        export DEBIAN_FRONTEND=noninteractive
        "${sudo_cmd[@]}" apt-get update -qq
        "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >&2
    fi
fi
command -v swift >/dev/null 2>&1 || {
    echo "setup: Swift 6.2 or later is required (https://www.swift.org/install/)" >&2
    exit 1
}
