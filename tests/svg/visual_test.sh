#!/usr/bin/env bash
# `make test-visual`: draws every example picture in headless Chromium and in
# librsvg (rsvg-convert, what the PDF sheets and the reference PNGs use) and
# compares the two, so a picture that only one renderer draws right is seen.
#
# Usage: tests/svg/visual_test.sh BUILD_DIR [OUT_DIR]
#   OUT_DIR (default: BUILD_DIR/visual) keeps both renderings and a diff of
#   each picture (red: differing pixels) to look at.
# Anti-aliasing and text hinting differ between the two, so the images are
# compared as 2 x 2 block averages, a pixel differing by more than 64 in a
# channel counts, and up to 3% of the pixels may differ.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="${1:?usage: visual_test.sh BUILD_DIR [OUT_DIR]}"
out="${2:-$build/visual}"

bash "$root/scripts/install_deps.sh" build visual
browser="$(command -v chromium || true)"
[ -n "$browser" ] || { echo "visual_test: chromium not found after installing it" >&2; exit 1; }
cmake --build "$build" --target svg_write_examples -j "$(nproc)"

rm -rf "$out"
mkdir -p "$out"
out="$(cd "$out" && pwd)"  # the browser needs an absolute file:// address
"$build/tests/svg/svg_write_examples" "$out"

failed=0
for svg in "$out"/*.svg; do
  name="$(basename "$svg" .svg)"
  # The browser's window is the picture's size in CSS pixels, as rsvg draws it
  # at 96 dpi (sheet pages are sized in mm: rsvg's own PNG gives the size).
  rsvg-convert -b white -o "$out/$name.rsvg.png" "$svg"
  size="$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%d,%d" % struct.unpack(">II", d[16:24]))' "$out/$name.rsvg.png")"
  profile="$(mktemp -d)"
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
    --user-data-dir="$profile" --screenshot="$out/$name.chromium.png" --window-size="$size" \
    "file://$svg" >"$out/$name.chromium.log" 2>&1 || true
  rm -rf "$profile"
  if [ ! -s "$out/$name.chromium.png" ]; then
    echo "FAILED: chromium made no screenshot of $name (see $out/$name.chromium.log)"
    failed=1
    continue
  fi
  if ! python3 "$here/png_compare.py" "$out/$name.chromium.png" "$out/$name.rsvg.png" \
      --downscale 2 --tolerance 64 --max-fraction 0.03 --diff "$out/$name.diff.ppm"; then
    failed=1
  fi
done
if [ "$failed" -ne 0 ]; then
  echo "test-visual: Chromium and librsvg draw some pictures differently; compare the" \
       "*.chromium.png, *.rsvg.png and *.diff.ppm files in $out"
  exit 1
fi
echo "test-visual: every picture looks the same in Chromium and librsvg ($out)"
