#!/usr/bin/env bash
# `make docs`: the reference documentation of what a widget author imports — Widgetty (with the
# modules it re-exports: WidgettyKit, WidgettyUI, WidgettyStore) and WidgettyTesting — as one
# DocC archive, .build/docs/Widgetty.doccarchive, with the articles of
# Sources/Widgetty/Widgetty.docc. The symbols come from the SDK's compiled modules (the same
# `make sdk` build `make install` ships, laid out by scripts/sdk/assemble.py), read with
# `swift symbolgraph-extract`; the toolchain's `docc` converts them. Prints DocC's coverage of the
# public symbols (abstracts, curation, code listings). `docc preview` or any static file server
# shows the archive; scripts/docs/check-examples.py (run by `make test`) compiles its examples.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="${1:?usage: build.sh BUILD_DIR (the folder make sdk built into)}"
out=.build/docs
rm -rf "$out/sdk" "$out/symbol-graphs" "$out/Widgetty.doccarchive"
mkdir -p "$out/symbol-graphs"
python3 scripts/sdk/assemble.py "$bin" "$out/sdk" >/dev/null
target="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
for module in Widgetty WidgettyKit WidgettyUI WidgettyStore WidgettyTesting; do
    swift symbolgraph-extract -module-name "$module" -target "$target" -minimum-access-level public \
        -I "$out/sdk/modules" -Xcc "-I$out/sdk/include" -output-dir "$out/symbol-graphs"
done
docc convert Sources/Widgetty/Widgetty.docc --additional-symbol-graph-dir "$out/symbol-graphs" \
    --output-dir "$out/Widgetty.doccarchive" --fallback-display-name Widgetty \
    --fallback-bundle-identifier org.widgetty.Widgetty \
    --experimental-documentation-coverage --coverage-summary-level brief
echo "docs: $out/Widgetty.doccarchive"
