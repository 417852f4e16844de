#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# CI step: every git-tracked C++ file must already be formatted by the committed .clang-format.
# Prints the offending places and exits non-zero; fix with:
#   git ls-files '*.cpp' '*.h' | xargs clang-format -i
set -eu
cd "$(dirname "$0")/.."
packaging/install-deps.sh clang-format git
files=$(git ls-files '*.cpp' '*.h')
[ -n "$files" ] || { echo "no C++ files tracked"; exit 0; }
echo "$files" | xargs clang-format --dry-run --Werror
echo "clang-format: $(echo "$files" | wc -l) files formatted"
