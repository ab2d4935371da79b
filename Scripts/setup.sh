#!/usr/bin/env bash
# Installs what Trellis needs on a fresh Debian/Ubuntu machine with Swift 6: the system ncursesw
# (libncurses-dev) and tmux (for the end-to-end tests). Does nothing when they are already there.
set -euo pipefail

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
command -v swift >/dev/null 2>&1 || {
    echo "setup: Swift 6 is required (https://www.swift.org/install/)" >&2
    exit 1
}
