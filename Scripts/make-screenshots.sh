#!/bin/sh
# Renders each demo's first screen headless (`<demo> --capture WxH --svg`) and writes the SVG
# pictures the README shows into docs/images/. Run it after changing how a demo looks; the
# DemosTests check that the committed pictures of the deterministic demos are up to date
# (the dashboard's shows this machine's /proc, so it is not checked).
#
#   Scripts/make-screenshots.sh
set -eu
cd "$(dirname "$0")/.."
images=docs/images
mkdir -p "$images"
for demo in gallery seeds playground dashboard; do
    swift build --product "$demo" >/dev/null
done
bin=$(swift build --show-bin-path)

capture() { # demo size [more arguments…]
    demo=$1
    size=$2
    shift 2
    name=$demo${*:+-$(echo "$*" | tr -d ' -')}-$size
    "$bin/$demo" --capture "$size" "$@" --svg >"$images/$name.svg"
    echo "$images/$name.svg"
}

capture gallery 80x24
capture gallery 80x24 --tab 2
capture seeds 120x40
capture playground 100x30
capture dashboard 100x30
