#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Renders resources/icons/gpu-advisor.svg to the PNG sizes the package installs into the hicolor
# theme. The PNGs are committed, so building the package needs no SVG renderer; rerun this after
# changing the SVG. Needs rsvg-convert (Debian package librsvg2-bin).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
svg="$here/../../resources/icons/gpu-advisor.svg"
for size in 16 22 24 32 48 64 128 256; do
    mkdir -p "$here/$size"
    rsvg-convert --width "$size" --height "$size" --keep-aspect-ratio --output "$here/$size/gpu-advisor.png" "$svg"
done
