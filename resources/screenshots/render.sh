#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Renders every wizard page, result tab and the compare dialog to PNG, in English and Chinese,
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
QT_QPA_PLATFORM=offscreen QT_SCALE_FACTOR=1 "$build/tools/gpu-advisor-screenshots" "$out"
