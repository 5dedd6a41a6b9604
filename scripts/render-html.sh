#!/usr/bin/env bash
# Renders every printable document of the shipped examples as HTML, prints each to an A4 PDF
# with headless Chromium (Debian's `chromium` package) and turns the pages into PNGs, so that a
# person can look at them before a release. Not run by CI.
#
#   scripts/render-html.sh [OUT_DIR]      (default: target/print-preview)
#
# Needs: chromium, pdftoppm (poppler-utils). On Debian:
#   apt-get install -y chromium poppler-utils fonts-dejavu-core fonts-noto-cjk
set -euo pipefail

cd "$(dirname "$0")/.."
out="${1:-target/print-preview}"
mkdir -p "$out"
for tool in chromium pdftoppm; do
  command -v "$tool" >/dev/null || { echo "render-html: $tool is missing (apt-get install -y chromium poppler-utils)" >&2; exit 1; }
done

cargo build --quiet
bin=target/debug/turnier
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT

swiss_docs="pairings pairings-by-name slips standings"
muck_docs="draw score-sheets table-cards ranking"
for save in saves/*.ron; do
  stem="$(basename "$save" .ron)"
  case "$stem" in muck-*) docs="$muck_docs" ;; *) docs="$swiss_docs" ;; esac
  for doc in $docs; do
    html="$out/$stem-$doc.html"
    pdf="$out/$stem-$doc.pdf"
    "$bin" print "$save" "$doc" --format html -o "$html" >/dev/null
    chromium --headless --no-sandbox --disable-gpu --no-first-run \
      --disable-background-networking --disable-component-update --disable-sync \
      --user-data-dir="$profile" --no-pdf-header-footer \
      --print-to-pdf="$pdf" "file://$(realpath "$html")" 2>/dev/null
    rm -f "$out/$stem-$doc"-*.png
    pdftoppm -png -r 50 "$pdf" "$out/$stem-$doc"
    echo "$pdf: $(ls "$out/$stem-$doc"-*.png | wc -l) page(s)"
  done
done
echo "PNGs in $out"
