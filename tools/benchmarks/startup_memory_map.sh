#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Where a program's memory is at the end of its first paint: stops it under gdb at
# QCoreApplication::exit (gpu-advisor --smoke and bare_window exit right after the first paint) and
# sums the resident memory of /proc/PID/smaps by mapping (file name, or [heap] and anonymous).
# Prints the largest mappings first; asserts nothing. Needs gdb.
#   tools/benchmarks/startup_memory_map.sh [--zh] PROGRAM [ARGS...]
# --zh runs under LANG=zh_CN.UTF-8, as bench_startup.sh does for its Chinese launches.
set -eu
env_cmd="env QT_QPA_PLATFORM=offscreen QT_SCALE_FACTOR=1"
if [ "${1:-}" = "--zh" ]; then
    env_cmd="$env_cmd LANG=zh_CN.UTF-8 LANGUAGE=zh_CN"
    shift
fi
[ $# -ge 1 ] || { echo "usage: $0 [--zh] PROGRAM [ARGS...]" >&2; exit 2; }
command -v gdb >/dev/null || { echo "needs gdb (apt-get install gdb)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CONFIG_HOME="$tmp/config"
$env_cmd gdb -q -batch -ex 'set breakpoint pending on' -ex 'break QCoreApplication::exit' -ex run \
    -ex "python import gdb, shutil; shutil.copy('/proc/%d/smaps' % gdb.selected_inferior().pid, '$tmp/smaps')" \
    -ex kill --args "$@" >"$tmp/gdb.log" 2>&1 || true
[ -s "$tmp/smaps" ] || { echo "the program did not reach QCoreApplication::exit:" >&2; tail -n 20 "$tmp/gdb.log" >&2; exit 1; }
awk '
    /^[0-9a-f]+-[0-9a-f]+ / { name = (NF >= 6 ? $6 : "[anonymous]"); next }
    /^Rss:/ { rss[name] += $2; total += $2 }
    END {
        for (n in rss) printf "%8.1f MB  %s\n", rss[n] / 1024, n
        printf "%8.1f MB  total resident at exit\n", total / 1024 > "/dev/stderr"
    }' "$tmp/smaps" | sort -rn | head -n "${TOP:-25}"
