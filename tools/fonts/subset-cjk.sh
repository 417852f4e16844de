#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Writes resources/fonts/GpuAdvisorSansSC-{Regular,Bold}.otf: the characters the Chinese interface
# uses, cut from Debian's Noto Sans CJK SC and renamed "GPU Advisor Sans SC" (the SIL OFL asks a
# modified font to carry its own name). In Chinese the program draws these characters from this
# subset where the system would draw them from Noto Sans CJK SC: the same glyphs, but a 0.4 MB file
# instead of 7 MB of a 20 MB collection paged in (BENCHMARKS.md). Run it again when a translation or
# a catalog text brings a new character: tst_chinesefont names the characters the subset lacks.
# Needs Debian's fonttools and fonts-noto-cjk:  apt-get install fonttools fonts-noto-cjk
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
noto=/usr/share/fonts/opentype/noto
out="$root/resources/fonts"
command -v pyftsubset >/dev/null || { echo "needs pyftsubset (apt-get install fonttools)" >&2; exit 2; }
[ -r "$noto/NotoSansCJK-Regular.ttc" ] || { echo "needs $noto/NotoSansCJK-Regular.ttc (apt-get install fonts-noto-cjk)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Every character of the Chinese translation and of the catalog, model and example files (their
# Chinese names and texts), plus printable ASCII and Latin-1 and the CJK punctuation blocks.
/usr/bin/python3 - "$tmp/text.txt" "$root"/resources/translations/gpuadvisor_zh_CN.ts \
    "$root"/catalog/*.json "$root"/resources/scenarios/*.json <<'PY'
import html, re, sys
out, paths = sys.argv[1], sys.argv[2:]
chars = set()
for path in paths:
    text = open(path, encoding='utf-8').read()
    if path.endswith('.ts'):
        for m in re.finditer(r'<(?:translation|numerusform)[^>]*>(.*?)</(?:translation|numerusform)>', text, re.S):
            chars.update(html.unescape(m.group(1)))
    else:
        chars.update(text)
open(out, 'w', encoding='utf-8').write(''.join(sorted(c for c in chars if ord(c) > 0x7f)))
PY

for weight in Regular Bold; do
    # Face 2 of the collection is Noto Sans CJK SC.
    pyftsubset "$noto/NotoSansCJK-$weight.ttc" --font-number=2 --text-file="$tmp/text.txt" \
        --unicodes="U+0020-007E,U+00A0-00FF,U+3000-303F,U+FF01-FF5E" --layout-features='*' \
        --name-IDs='*' --output-file="$tmp/$weight.otf"
    /usr/bin/python3 - "$tmp/$weight.otf" "$out/GpuAdvisorSansSC-$weight.otf" "$weight" <<'PY'
import sys
from fontTools.ttLib import TTFont
src, dst, weight = sys.argv[1:4]
family = 'GPU Advisor Sans SC'
postscript = 'GpuAdvisorSansSC-' + weight
font = TTFont(src, recalcTimestamp=False)  # the same input gives the same bytes
font['CFF '].cff.fontNames = [postscript]
for record in font['name'].names:
    if record.nameID in (1, 16):
        record.string = family
    elif record.nameID == 4:
        record.string = family if weight == 'Regular' else family + ' ' + weight
    elif record.nameID in (6, 20):
        record.string = postscript
    elif record.nameID == 3:
        record.string = postscript + ';subset of Noto Sans CJK SC'
font.save(dst)
PY
done
ls -l "$out"/GpuAdvisorSansSC-*.otf
