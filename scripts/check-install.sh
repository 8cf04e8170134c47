#!/bin/sh
# `make test`'s check of installing and distributing (run after the release build):
# `make install PREFIX=tmp` gives a `widgetty --version`, a man page that renders, bash and zsh
# completions that load, and shipped files the installed program finds; `make uninstall`
# leaves the prefix empty; a package from the installed `widgetty new` builds against the
# installed SDK in a minute, its tests pass and it renders (handed to the installed program: the
# SDK's library holds no host, ncurses or built-ins), and `widgetty install` makes it an
# extension the installed program renders through its process; three such packages (one trapping,
# one hanging) share one home screen with a ticking clock (ExtensionPackagesEndToEndTests), and
# `widgetty dev` shows a saved change to one and a build error's place (DevLoopEndToEndTests, run
# with the installed program); the documentation's examples compile against the SDK
# (scripts/docs/check-examples.py); `make dist`'s tarball, unpacked, renders a widget with an empty
# PATH and LD_LIBRARY_PATH (no Swift, no shared libraries of the build machine found through them).
# Both the installed and the unpacked program find their widgetty-fetch in libexec/widgetty: a
# network widget's request to a closed port comes back as "connection refused". The two installed
# programs are stripped and together at most 80 MB (80,000,000 bytes; unstripped they were 267,
# stripped 171, then 68 + 25; now about 50 + 25, with ICU's data trimmed: scripts/icu-data).
# The trimmed data reads as the whole: the installed program's calendar and world clock in ten
# locales are what the debug build (Foundation's ICU data, whole) renders.
set -eu
fail() { echo "check-install: $*" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"

make -s install PREFIX="$prefix" >/dev/null
version=$("$prefix/bin/widgetty" --version)
[ -n "$version" ] || fail "--version printed nothing"
expected=$(.build/release/widgetty --version)
[ "$version" = "$expected" ] || fail "installed --version '$version', built '$expected'"
fetches() {
    env -i PATH= HOME="$work" TERM=dumb "$1/bin/widgetty" render http --family medium --param url=http://127.0.0.1:1/ \
        >"$work/fetch.txt" 2>&1
    grep -q "connection refused by 127.0.0.1:1" "$work/fetch.txt" || fail "$2: the http widget said: $(cat "$work/fetch.txt")"
}
fetches "$prefix" "installed"

limit=80000000
home_bytes=$(wc -c <"$prefix/bin/widgetty")
fetch_bytes=$(wc -c <"$prefix/libexec/widgetty/widgetty-fetch")
total=$((home_bytes + fetch_bytes))
[ "$total" -le "$limit" ] || fail "the installed programs are $total bytes (widgetty $home_bytes, widgetty-fetch $fetch_bytes), more than $limit"
for program in bin/widgetty libexec/widgetty/widgetty-fetch; do
    python3 - "$prefix/$program" <<'PYTHON' || fail "$program is installed with its symbol table (not stripped)"
import struct, sys
# The ELF64 section headers: a .symtab section (type 2, SHT_SYMTAB) is what strip removes.
with open(sys.argv[1], "rb") as file:
    head = file.read(64)
    offset, = struct.unpack_from("<Q", head, 0x28)
    size, count = struct.unpack_from("<HH", head, 0x3A)
    file.seek(offset)
    table = file.read(size * count)
sys.exit(any(struct.unpack_from("<I", table, i * size + 4)[0] == 2 for i in range(count)))
PYTHON
done

debug=.build/debug/widgetty
[ -x "$debug" ] || fail "$debug is missing (make test builds it first)"
for locale in de_DE ja_JP ar_EG th_TH zh_CN ru_RU hi_IN sv_SE fr_CA he_IL; do
    for kind in calendar world-clock; do
        # The world clock reads the minute: a pair that straddles one is rendered again.
        for attempt in 1 2 3; do
            installed=$(LC_ALL= LANG="$locale.UTF-8" TZ=Europe/Berlin "$prefix/bin/widgetty" render "$kind" --family large 2>&1)
            whole=$(LC_ALL= LANG="$locale.UTF-8" TZ=Europe/Berlin "$debug" render "$kind" --family large 2>&1)
            [ "$installed" = "$whole" ] && break
        done
        [ "$installed" = "$whole" ] || fail "$kind in $locale with the trimmed ICU data:
$installed
and with the whole:
$whole"
    done
done

MANPAGER=cat MANWIDTH=80 man -l "$prefix/share/man/man1/widgetty.1" >"$work/man.txt" 2>"$work/man.err" \
    || fail "man -l failed: $(cat "$work/man.err")"
grep -q "EXIT STATUS" "$work/man.txt" || fail "the man page has no EXIT STATUS section"
grep -q "widgetty check" "$work/man.txt" || fail "the man page does not describe check"
[ ! -s "$work/man.err" ] || fail "man warned: $(cat "$work/man.err")"

bash -c '. "$1" && complete -p widgetty' sh "$prefix/share/bash-completion/completions/widgetty" \
    >"$work/bash.txt" 2>&1 || fail "bash completion: $(cat "$work/bash.txt")"
grep -q widgetty "$work/bash.txt" || fail "bash completion registered nothing"
zsh -f -c 'fpath=("$1" $fpath); autoload -Uz compinit && compinit -u -d "$2/zcompdump" && (( $+_comps[widgetty] ))' \
    sh "$prefix/share/zsh/site-functions" "$work" >"$work/zsh.txt" 2>&1 || fail "zsh completion: $(cat "$work/zsh.txt")"
[ ! -s "$work/zsh.txt" ] || fail "zsh printed: $(cat "$work/zsh.txt")"

# The installed home screen finds its shipped files in PREFIX/share/widgetty: on a first run it
# writes the default home file (in a terminal of its own, tmux, with nothing but the prefix).
socket="widgetty-check-install-$$"
tmux -L "$socket" -f /dev/null new-session -d -x 100 -y 30 \
    env -i PATH= HOME="$work" TERM=xterm-256color XDG_CONFIG_HOME="$work/config" \
    XDG_RUNTIME_DIR="$work" "$prefix/bin/widgetty"
waited=0
until [ -s "$work/config/widgetty/home.yaml" ] || [ $waited -ge 100 ]; do sleep 0.1; waited=$((waited + 1)); done
tmux -L "$socket" send-keys q 2>/dev/null || true
tmux -L "$socket" kill-server 2>/dev/null || true
cmp -s "$work/config/widgetty/home.yaml" Resources/home.yaml \
    || fail "the installed home screen did not write the shipped default home file"

# The SDK: a package from the installed `widgetty new` builds against PREFIX/lib/widgetty alone
# (no checkout, nothing fetched: a scratch folder of its own), within a minute, with its
# #Preview and tests, and renders its widget.
(cd "$work" && "$prefix/bin/widgetty" new Demo >"$work/new.txt" 2>&1) || fail "widgetty new: $(cat "$work/new.txt")"
grep -q "builds against the Widgetty SDK at $prefix/lib/widgetty" "$work/new.txt" || fail "widgetty new did not use the SDK: $(cat "$work/new.txt")"
grep -q '\.package(' "$work/Demo/Package.swift" && fail "the SDK package depends on a package"
started=$(date +%s)
swift build --build-tests --package-path "$work/Demo" >"$work/sdk-build.txt" 2>&1 || fail "the SDK package did not build: $(tail -20 "$work/sdk-build.txt")"
took=$(($(date +%s) - started))
[ "$took" -le 60 ] || fail "the SDK package took $took s to build (60 at most)"
! grep "warning:" "$work/sdk-build.txt" | grep -q "$work/Demo" || fail "the SDK package builds with warnings: $(grep warning: "$work/sdk-build.txt")"
swift test --skip-build --package-path "$work/Demo" >"$work/sdk-test.txt" 2>&1 || fail "the SDK package's tests failed: $(tail -20 "$work/sdk-test.txt")"
grep -q "2 tests" "$work/sdk-test.txt" || fail "the SDK package's tests did not run: $(tail -5 "$work/sdk-test.txt")"
# `swift run Demo …` hands the bundle to the installed widgetty as a temporary extension: its
# #Preview listed through the protocol, its widget rendered; with no widgetty to find, one line.
WIDGETTY_BINARY="$prefix/bin/widgetty" "$work/Demo/.build/debug/Demo" preview --list >"$work/sdk-preview.txt" 2>&1 || fail "Demo preview --list: $(cat "$work/sdk-preview.txt")"
grep -q "Demo · small" "$work/sdk-preview.txt" || fail "the #Preview is missing: $(cat "$work/sdk-preview.txt")"
HOME="$work" WIDGETTY_BINARY="$prefix/bin/widgetty" "$work/Demo/.build/debug/Demo" render Demo --family small >"$work/sdk-render.txt" 2>&1 || fail "Demo render: $(cat "$work/sdk-render.txt")"
grep -q "Hello" "$work/sdk-render.txt" || fail "the Demo widget rendered: $(cat "$work/sdk-render.txt")"
status=0
env -u WIDGETTY_BINARY PATH=/usr/bin:/bin "$work/Demo/.build/debug/Demo" >"$work/sdk-alone.txt" 2>&1 || status=$?
[ "$status" -eq 2 ] && grep -q "^Demo: no widgetty on PATH" "$work/sdk-alone.txt" || fail "Demo with no widgetty (status $status): $(cat "$work/sdk-alone.txt")"
# What the SDK's library holds: never the program, the home screen, ncurses or the built-ins.
nm "$prefix/lib/widgetty/lib/libWidgettySDK.a" 2>/dev/null | grep -E '11WidgettyApp|12WidgettyHost|15WidgettyNcurses|16WidgettyBuiltins| U (initscr|newterm|doupdate)$' | head -3 >"$work/sdk-nm.txt" || true
[ ! -s "$work/sdk-nm.txt" ] || fail "the SDK's library links the program: $(cat "$work/sdk-nm.txt")"
size=$(du -sm "$work/Demo/.build" | cut -f1)
[ "$size" -le 100 ] || fail "the SDK package's .build is $size MB (100 at most)"
echo "check-install: a new package built against the SDK in $took s ($size MB of .build)"

# The documentation's examples (Sources/Widgetty/Widgetty.docc) compile against the installed SDK.
python3 scripts/docs/check-examples.py "$prefix/lib/widgetty" || fail "the documentation's examples do not compile"

# The same package installed as an extension (a release build against the SDK) and rendered by
# the installed program through its process; then listed and uninstalled.
xdg="XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state"
env HOME="$work" $xdg "$prefix/bin/widgetty" install "$work/Demo" >"$work/install.txt" 2>&1 || fail "widgetty install: $(tail -20 "$work/install.txt")"
grep -q "^Installed Demo .*: Demo$" "$work/install.txt" || fail "install said: $(tail -5 "$work/install.txt")"
env HOME="$work" $xdg "$prefix/bin/widgetty" render Demo --family small >"$work/ext-render.txt" 2>&1 || fail "render of the installed Demo: $(cat "$work/ext-render.txt")"
grep -q "Hello" "$work/ext-render.txt" || fail "the installed Demo rendered: $(cat "$work/ext-render.txt")"
env HOME="$work" $xdg "$prefix/bin/widgetty" extensions | grep -q "^Demo " || fail "widgetty extensions does not list Demo"
env HOME="$work" $xdg "$prefix/bin/widgetty" uninstall Demo >/dev/null || fail "widgetty uninstall Demo failed"
[ -d "$work/data/widgetty/extensions" ] || fail "the extension store is not at \$XDG_DATA_HOME/widgetty/extensions"
[ ! -e "$work/data/widgetty/extensions/Demo" ] || fail "uninstall left $work/data/widgetty/extensions/Demo"
# A package of an SDK another compiler made is refused at install, before building, with both named.
mkdir -p "$work/old-sdk"
python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); m["compiler"]="Swift version 5.10 (swift-5.10-RELEASE)"; json.dump(m, open(sys.argv[2], "w"))' \
    "$prefix/lib/widgetty/sdk.json" "$work/old-sdk/sdk.json"
(cd "$work" && "$prefix/bin/widgetty" new Old --sdk "$work/old-sdk" >/dev/null 2>&1) || fail "widgetty new --sdk old-sdk"
if env HOME="$work" $xdg "$prefix/bin/widgetty" install "$work/Old" >"$work/old.txt" 2>&1; then fail "a package of another compiler's SDK was installed"; fi
grep -q "made by Swift version 5.10 .*\`swift\` here is Swift version" "$work/old.txt" || fail "install of another compiler's package said: $(cat "$work/old.txt")"
echo "check-install: the package installed as an extension and rendered through it"

# Issue 32's acceptance on the installed (release) program: three `widgetty new` packages installed
# as extensions, one trapping and one hanging, beside a clock that must not miss a second.
WIDGETTY_BINARY="$prefix/bin/widgetty" swift test --skip-build --no-parallel --filter ExtensionPackagesEndToEndTests \
    >"$work/ext-e2e.txt" 2>&1 || fail "the extension packages' end-to-end test: $(grep -E '✘|error' "$work/ext-e2e.txt" | head -20)"
grep -q "✔ Test threeNewPackages" "$work/ext-e2e.txt" || fail "the extension packages' end-to-end test did not run: $(tail -5 "$work/ext-e2e.txt")"
echo "check-install: three new packages installed as extensions, one trapping, one hanging, beside a ticking clock"

# The dev loop from the installed tree: `widgetty dev` in tmux on a package the installed `new`
# made against PREFIX/lib/widgetty shows a one-line view change, lists a syntax error at
# file:line:column while the widget stays, and clears it after the fix
# (Tests/WidgettyEndToEndTests/DevLoopEndToEndTests.swift, with the installed program).
WIDGETTY_BINARY="$prefix/bin/widgetty" swift test --skip-build --no-parallel --filter DevLoopEndToEndTests >"$work/dev.txt" 2>&1 \
    || fail "widgetty dev against the installed SDK: $(tail -30 "$work/dev.txt")"
grep -q "SDK build" "$work/dev.txt" || fail "widgetty dev did not build against the installed SDK: $(grep 'widgetty dev:' "$work/dev.txt")"
echo "check-install: $(grep -o 'widgetty dev: a one-line view change.*' "$work/dev.txt")"

make -s uninstall PREFIX="$prefix"
left=$(find "$prefix" -mindepth 1 2>/dev/null | head -5)
[ -z "$left" ] || fail "uninstall left: $left"

tarball=$(make -s dist | tail -1)
[ -f "$tarball" ] || fail "make dist made no tarball ($tarball)"
mkdir "$work/unpacked"
tar -C "$work/unpacked" -xzf "$tarball"
root=$(find "$work/unpacked" -mindepth 1 -maxdepth 1 -type d)
[ "$(cat "$root/VERSION")" = "$version" ] || fail "the tarball's VERSION is not $version"
for file in bin/widgetty libexec/widgetty/widgetty-fetch lib/widgetty/sdk.json lib/widgetty/lib/libWidgettySDK.a share/man/man1/widgetty.1 share/doc/widgetty/LICENSE share/doc/widgetty/README.md \
    share/bash-completion/completions/widgetty share/zsh/site-functions/_widgetty; do
    [ -f "$root/$file" ] || fail "the tarball has no $file"
done
env -i PATH= LD_LIBRARY_PATH= HOME="$work" TERM=dumb "$root/bin/widgetty" render clock --family inline >"$work/render.txt" 2>&1 \
    || fail "the unpacked program did not render: $(cat "$work/render.txt")"
grep -q '[0-9][0-9]*:[0-9][0-9]' "$work/render.txt" || fail "the clock rendered no time: $(cat "$work/render.txt")"
fetches "$root" "unpacked"
rm -f "$tarball"
echo "check-install: install, man page, completions, uninstall and the tarball ($version) hold"
