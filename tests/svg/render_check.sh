#!/usr/bin/env bash
# Renders the example pictures (svg_write_examples) with rsvg-convert and
# compares them with the reference PNGs under tests/svg/reference/; checks
# that docs/pictures/ holds the same SVG files byte for byte (the output is
# byte-stable, so the docs show what the code draws).
#
# Usage: render_check.sh WRITE_EXAMPLES_BINARY [--update]
#   --update  writes the renderings as the new references and the SVGs into
#             docs/pictures/ (look at them first: they are what the pictures
#             look like from now on)
# A missing rsvg-convert is a failure with the package to install, never a skip.
# With DEDUCE_TEST_SCALE=short (the sanitizer pass of CI) the SVGs are still
# written and compared byte for byte with docs/pictures/, but not rendered:
# the pixels depend on rsvg-convert, not on how deduce was built, and the
# Release pass has compared them.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
writer="$1"
update="${2:-}"
reference="$here/reference"
docs="$here/../../docs/pictures"

if ! command -v rsvg-convert >/dev/null 2>&1; then
  echo "render_check: rsvg-convert not found: install Debian's librsvg2-bin" \
       "(scripts/install_deps.sh build, or apt-get install librsvg2-bin)" >&2
  exit 1
fi
if ! fc-list 2>/dev/null | grep -q "DejaVu Sans"; then
  echo "render_check: the DejaVu Sans font is missing: install fonts-dejavu-core" \
       "(scripts/install_deps.sh build); the references are drawn with it" >&2
  exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$writer" "$work"

failed=0
short=0
[ "${DEDUCE_TEST_SCALE:-}" = short ] && [ "$update" != "--update" ] && short=1
for svg in "$work"/*.svg; do
  name="$(basename "$svg" .svg)"
  if [ "$short" -eq 1 ]; then
    cmp -s "$svg" "$docs/$name.svg" || { echo "OUTDATED: docs/pictures/$name.svg"; failed=1; }
    continue
  fi
  rsvg-convert -b white -o "$work/$name.png" "$svg"
  if [ "$update" = "--update" ]; then
    mkdir -p "$reference"
    cp "$work/$name.png" "$reference/$name.png"
    cp "$svg" "$docs/$name.svg"
    echo "updated tests/svg/reference/$name.png and docs/pictures/$name.svg"
    continue
  fi
  if ! cmp -s "$svg" "$docs/$name.svg"; then
    echo "OUTDATED: docs/pictures/$name.svg is not what the code draws now"
    failed=1
  fi
  if [ ! -f "$reference/$name.png" ]; then
    echo "MISSING: no reference for $name; run: bash tests/svg/render_check.sh $writer --update"
    failed=1
    continue
  fi
  # Same renderer, same fonts: only a few pixels of anti-aliasing may move. A
  # missing sign or a moved label changes more than 0.05% of the pixels.
  if ! python3 "$here/png_compare.py" "$work/$name.png" "$reference/$name.png" \
      --tolerance 48 --max-fraction 0.0005 --diff "$work/$name.diff.ppm"; then
    failed=1
  fi
done
for ref in "$reference"/*.png; do
  [ -f "$work/$(basename "$ref" .png).svg" ] || { echo "STALE: $ref has no example"; failed=1; }
done
if [ "$failed" -ne 0 ]; then
  echo "render_check: renderings differ from tests/svg/reference/ (see above); if the change" \
       "is meant, look at the new pictures and run: bash tests/svg/render_check.sh $writer --update"
fi
exit "$failed"
