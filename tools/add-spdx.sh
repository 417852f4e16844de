#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Puts "SPDX-License-Identifier: Apache-2.0" at the top of every source file that lacks it (issue 20):
# C++ in app/ ui/ models/ tests/ tools/, every CMakeLists.txt and *.cmake, the shell scripts in .ci/
# packaging/ resources/ tools/, and dev.sh. Scripts keep their shebang as the first line. Data (JSON,
# CSV, .ts, fuzz corpora, test inputs) and documents are left alone. tests/app/tst_licence.cpp checks
# the same set of files; change both together. Run from anywhere; idempotent.
set -eu
cd "$(dirname "$0")/.."
tag="SPDX-License-Identifier: Apache-2.0"

files() {
    git ls-files -- 'app/*.cpp' 'app/*.h' 'ui/*.cpp' 'ui/*.h' 'models/*.cpp' 'models/*.h' \
        'tests/*.cpp' 'tests/*.h' 'tools/*.cpp' 'tools/*.h' \
        'CMakeLists.txt' '*/CMakeLists.txt' '*.cmake' \
        '.ci/run' '.ci/*.sh' 'packaging/*.sh' 'resources/*.sh' 'tools/*.sh' 'dev.sh' \
        | grep -v -e '^tests/data/' -e '^tests/fuzz/corpus/'
}

files | while IFS= read -r f; do
    if head -n 3 "$f" | grep -q "$tag"; then
        continue
    fi
    tmp="$f.spdx-tmp"
    case "$f" in
    *.cpp | *.h) { printf '// %s\n' "$tag"; cat "$f"; } >"$tmp" ;;
    *)
        if head -n 1 "$f" | grep -q '^#!'; then
            { head -n 1 "$f"; printf '# %s\n' "$tag"; tail -n +2 "$f"; } >"$tmp"
        else
            { printf '# %s\n' "$tag"; cat "$f"; } >"$tmp"
        fi
        ;;
    esac
    chmod --reference="$f" "$tmp"
    mv "$tmp" "$f"
    echo "added: $f"
done
