#!/bin/sh
# Installs the widgetty binary into a prefix, or removes what it installed.
#   install.sh BINARY PREFIX       bin/widgetty, libexec/widgetty/widgetty-fetch (the network
#                                  widgets' HTTP, from beside BINARY), share/widgetty/ (the shipped files),
#                                  share/man/man1/widgetty.1, completions, share/doc/widgetty/,
#                                  lib/widgetty/ (the SDK widget packages build against: make sdk
#                                  builds it beside BINARY, scripts/sdk/assemble.py lays it out)
# Both programs are installed stripped of their symbol tables and debug information (STRIP names
# the tool; else binutils' strip, llvm-strip, or the toolchain's llvm-objcopy): the build tree's
# copies keep theirs, for a debugger or for symbolicating a crash's addresses.
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
    rm -rf "$prefix/share/widgetty" "$prefix/lib/widgetty"
    # The folders install may have made, deepest first, each removed only when left empty.
    for dir in libexec/widgetty libexec share/doc/widgetty share/doc share/man/man1 share/man \
        share/bash-completion/completions share/bash-completion share/zsh/site-functions share/zsh \
        share/fish/vendor_completions.d share/fish share lib bin; do
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

# The stripping tool, or nothing to install with.
strip_tool() {
    if [ -n "${STRIP:-}" ]; then echo "$STRIP"; return; fi
    for tool in strip llvm-strip; do
        if command -v "$tool" >/dev/null 2>&1; then command -v "$tool"; return; fi
    done
    swift=$(command -v swift 2>/dev/null || true)
    if [ -n "$swift" ]; then
        objcopy="$(dirname "$(readlink -f "$swift")")/llvm-objcopy"
        if [ -x "$objcopy" ]; then echo "$objcopy"; return; fi
    fi
    echo "install.sh: no strip, llvm-strip or llvm-objcopy (install binutils, or set STRIP)" >&2
    exit 1
}
strip=$(strip_tool)

# Copies program $1 stripped to $2 through a temporary name beside it, so a running program is
# never overwritten in place. --strip-all: the Swift runtime finds types and conformances through
# sections of their own (swift5_*), which stay; a static binary exports no symbols to look up.
install_program() {
    temporary="$(dirname "$2")/.$(basename "$2").new"
    cp "$1" "$temporary"
    "$strip" --strip-all "$temporary"
    chmod 755 "$temporary"
    mv -f "$temporary" "$2"
}

mkdir -p "$prefix/bin" "$prefix/libexec/widgetty" "$prefix/share/widgetty" "$prefix/share/man/man1" \
    "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
    "$prefix/share/fish/vendor_completions.d" "$prefix/share/doc/widgetty"
install_program "$binary" "$prefix/bin/widgetty"
install_program "$fetcher" "$prefix/libexec/widgetty/widgetty-fetch"
rm -rf "$prefix/share/widgetty"
cp -R "$resources" "$prefix/share/widgetty"
# The man page and completions come from the installed (stripped) program: what they describe is
# what was installed, and a strip that broke the program fails here.
installed="$prefix/bin/widgetty"
[ "$("$installed" --version)" = "$version" ] || { echo "install.sh: the stripped $installed does not run" >&2; exit 1; }
python3 "$here/scripts/man-page.py" "$installed" "$version" >"$prefix/share/man/man1/widgetty.1"
"$installed" --generate-completion-script bash >"$prefix/share/bash-completion/completions/widgetty"
"$installed" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_widgetty"
"$installed" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/widgetty.fish"
for doc in README.md LICENSE CHANGELOG.md; do cp "$here/$doc" "$prefix/share/doc/widgetty/$doc"; done
[ -f "$(dirname "$binary")/libWidgettySDK.a" ] || { echo "install.sh: no SDK beside $binary (make sdk first)" >&2; exit 1; }
STRIP="$strip" python3 "$here/scripts/sdk/assemble.py" "$(dirname "$binary")" "$prefix/lib/widgetty" >/dev/null
echo "installed widgetty $version in $prefix"
