#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Renders every wizard page, result tab and the compare dialog to PNG, in English and Chinese, and the
# results page with its charts at 1280×720, 1366×768 and 1920×1080 (presentation mode, in sizes/),
# from the program's own window (tools/screenshots; offscreen, so it runs without a display).
# Usage: resources/screenshots/render.sh [BUILD_DIR] [OUTPUT_DIR]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-"$here/../../build"}
out=${2:-"$build/screenshots"}
# A throwaway settings folder, so the user's language, currency and window state do not leak in.
XDG_CONFIG_HOME=$(mktemp -d)
export XDG_CONFIG_HOME
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
# A 1920×1080 screen: presentation mode is full screen, and the default offscreen screen is 800×600.
cat >"$XDG_CONFIG_HOME/screen.json" <<'JSON'
{ "screens": [ { "name": "Projector", "x": 0, "y": 0, "width": 1920, "height": 1080,
                 "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1 } ] }
JSON
QT_QPA_PLATFORM="offscreen:configfile=$XDG_CONFIG_HOME/screen.json" QT_SCALE_FACTOR=1 \
    "$build/tools/gpu-advisor-screenshots" "$out"
