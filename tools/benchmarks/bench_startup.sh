#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Start-up and peak memory of gpu-advisor next to a bare Qt Widgets window, in the same run, and the
# PDF export time when the program has an export command. Prints figures; asserts nothing.
#   tools/benchmarks/bench_startup.sh [BUILD_DIR] [RUNS]
# Needs a build with gpu-advisor and tools/bare_window, and /usr/bin/time (Debian package "time").
# Method: RUNS alternating launches of each (offscreen QPA, empty settings folder, warm file cache
# after one discarded launch each); "first paint" is each program's own clock from the top of main
# to the end of the first paint of its first page; "wall" and "peak RSS" come from /usr/bin/time -v
# for the whole process, start to exit. Medians are printed.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-"$root/build"}
runs=${2:-11}
app="$build/app/gpu-advisor"
bare="$build/tools/bare_window"
for b in "$app" "$bare" /usr/bin/time; do
    [ -x "$b" ] || { echo "missing $b (build the gpu-advisor and bare_window targets; apt-get install time)" >&2; exit 2; }
done
export QT_QPA_PLATFORM=offscreen QT_SCALE_FACTOR=1 LC_NUMERIC=C # "12.3", as the awk below reads it
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CONFIG_HOME="$tmp/config"

# one NAME COMMAND...: one launch; appends "paint_ms wall_s rss_kb" to $tmp/NAME
one() {
    name=$1
    shift
    /usr/bin/time -v -o "$tmp/time.txt" "$@" >"$tmp/out.txt" 2>"$tmp/err.txt" || {
        echo "$name failed:" >&2
        cat "$tmp/out.txt" "$tmp/err.txt" >&2
        exit 1
    }
    paint=$(sed -n 's/^first paint after \([0-9.]*\) ms.*/\1/p' "$tmp/out.txt" | head -n 1)
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$tmp/time.txt" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$tmp/time.txt")
    echo "${paint:-NA} $wall $rss" >>"$tmp/$name"
}

median() { # median of column $2 in file $1
    awk -v c="$2" '{ print $c }' "$1" | sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

one warmup "$bare"
one warmup "$app" --smoke
rm -f "$tmp/bare" "$tmp/app"
i=0
while [ "$i" -lt "$runs" ]; do
    one bare "$bare"
    one app "$app" --smoke
    i=$((i + 1))
done

bp=$(median "$tmp/bare" 1); bw=$(median "$tmp/bare" 2); br=$(median "$tmp/bare" 3)
ap=$(median "$tmp/app" 1); aw=$(median "$tmp/app" 2); ar=$(median "$tmp/app" 3)
echo "start-up, median of $runs launches each (offscreen):"
printf '  %-22s %16s %10s %14s\n' "" "first paint (ms)" "wall (s)" "peak RSS (MiB)"
printf '  %-22s %16s %10s %14.1f\n' "bare Qt Widgets window" "$bp" "$bw" "$(awk -v k="$br" 'BEGIN { print k / 1024 }')"
printf '  %-22s %16s %10s %14.1f\n' "gpu-advisor --smoke" "$ap" "$aw" "$(awk -v k="$ar" 'BEGIN { print k / 1024 }')"
awk -v a="$ap" -v b="$bp" -v ar="$ar" -v br="$br" 'BEGIN {
    printf "  ratio: first paint %.2fx (target <= 3x), peak memory %.2fx (target <= 2x)\n", a / b, ar / br }'

if "$app" --help 2>&1 | grep -q "export"; then
    scenario="$root/resources/scenarios/finetune-7b-lora.gpuadvisor.json"
    rm -f "$tmp/pdf"
    i=0
    while [ "$i" -lt 5 ]; do
        /usr/bin/time -v -o "$tmp/time.txt" "$app" export --scenario "$scenario" --pdf "$tmp/x.pdf" >/dev/null 2>"$tmp/err.txt" \
            || { cat "$tmp/err.txt" >&2; exit 1; }
        wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$tmp/time.txt" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
        rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$tmp/time.txt")
        echo "NA $wall $rss" >>"$tmp/pdf"
        i=$((i + 1))
    done
    printf '  PDF export (whole process, median of 5): %s s, peak RSS %.1f MiB, %s bytes\n' \
        "$(median "$tmp/pdf" 2)" "$(awk -v k="$(median "$tmp/pdf" 3)" 'BEGIN { print k / 1024 }')" "$(wc -c <"$tmp/x.pdf")"
else
    echo "  PDF export: gpu-advisor has no export command in this build"
fi
echo "machine: $(nproc) cores, $(free -g | awk '/^Mem:/ { print $2 }') GiB, $(uname -r), load $(cut -d' ' -f1-3 /proc/loadavg)"
