#!/bin/sh
# Installs the widgetty binary into a prefix, or removes what it installed.
#   install.sh BINARY PREFIX       bin/widgetty, libexec/widgetty/widgetty-fetch (the network
#                                  widgets' HTTP, from beside BINARY), share/widgetty/ (the shipped files),
#                                  share/man/man1/widgetty.1, completions, share/doc/widgetty/
#   install.sh --uninstall PREFIX  removes those files (and the folders it made, if empty)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)

files() {
    # Every path install writes, relative to the prefix (uninstall removes these).
    echo bin/widgetty
    echo libexec/widgetty/widgetty-fetch
    echo share/man/man1/widgetty.1
    echo share/bash-completion/completions/widgetty
    echo share/zsh/site-functions/_widgetty
    echo share/fish/vendor_completions.d/widgetty.fish
    echo share/doc/widgetty/README.md
    echo share/doc/widgetty/LICENSE
    echo share/doc/widgetty/CHANGELOG.md
}

if [ "$1" = --uninstall ]; then
    prefix=$2
    files | while read -r path; do rm -f "$prefix/$path"; done
    rm -rf "$prefix/share/widgetty"
    # The folders install may have made, deepest first, each removed only when left empty.
    for dir in libexec/widgetty libexec share/doc/widgetty share/doc share/man/man1 share/man \
        share/bash-completion/completions share/bash-completion share/zsh/site-functions share/zsh \
        share/fish/vendor_completions.d share/fish share bin; do
        rmdir "$prefix/$dir" 2>/dev/null || true
    done
    exit 0
fi

binary=$1
prefix=$2
resources="$(dirname "$binary")/Widgetty_WidgettyResources.resources"
fetcher="$(dirname "$binary")/widgetty-fetch"
[ -x "$binary" ] || { echo "install.sh: no program at $binary (make build first)" >&2; exit 1; }
[ -x "$fetcher" ] || { echo "install.sh: no widgetty-fetch beside $binary (make build first)" >&2; exit 1; }
[ -d "$resources" ] || { echo "install.sh: no shipped files at $resources" >&2; exit 1; }
version=$("$binary" --version)

mkdir -p "$prefix/bin" "$prefix/libexec/widgetty" "$prefix/share/widgetty" "$prefix/share/man/man1" \
    "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
    "$prefix/share/fish/vendor_completions.d" "$prefix/share/doc/widgetty"
# Through a temporary name, so a running widgetty is never overwritten in place.
cp "$binary" "$prefix/bin/.widgetty.new"
chmod 755 "$prefix/bin/.widgetty.new"
mv -f "$prefix/bin/.widgetty.new" "$prefix/bin/widgetty"
cp "$fetcher" "$prefix/libexec/widgetty/.widgetty-fetch.new"
chmod 755 "$prefix/libexec/widgetty/.widgetty-fetch.new"
mv -f "$prefix/libexec/widgetty/.widgetty-fetch.new" "$prefix/libexec/widgetty/widgetty-fetch"
rm -rf "$prefix/share/widgetty"
cp -R "$resources" "$prefix/share/widgetty"
python3 "$here/scripts/man-page.py" "$binary" "$version" >"$prefix/share/man/man1/widgetty.1"
"$binary" --generate-completion-script bash >"$prefix/share/bash-completion/completions/widgetty"
"$binary" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_widgetty"
"$binary" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/widgetty.fish"
for doc in README.md LICENSE CHANGELOG.md; do cp "$here/$doc" "$prefix/share/doc/widgetty/$doc"; done
echo "installed widgetty $version in $prefix"
