#!/bin/sh
# Builds dist/widgetty-VERSION-linux-ARCH.tar.gz from the release binary: an installed tree
# (scripts/install.sh into a staging folder) with VERSION at its top, so the tarball's own
# `widgetty --version` and a rebuild from it agree. The binary is static: the tarball runs on a
# machine without Swift.
#   dist.sh BINARY
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
binary=$1
version=$("$binary" --version)
name="widgetty-$version-linux-$(uname -m)"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
sh "$here/scripts/install.sh" "$binary" "$stage/$name" >/dev/null
echo "$version" >"$stage/$name/VERSION"
mkdir -p "$here/dist"
tar -C "$stage" -czf "$here/dist/$name.tar.gz" "$name"
echo "dist/$name.tar.gz"
