#!/usr/bin/env bash
# port-corpus.sh — how much WidgetKit code compiles and renders against Widgetty (issue #23).
#
#   scripts/port-corpus.sh [options] DIR
#
# DIR holds one folder per project: a widget extension's .swift files (and the shared model
# files they need), laid out as in the project. For every `struct X: Widget` found there this
# script builds a scratch SwiftPM executable target that depends on this checkout by path and
# holds the widget's file plus the project files it needs, with ONLY the imports changed
# (see IMPORTS below). Then, for each target that compiles, it runs `<exe> gallery` to find the
# widget's kind and `<exe> render KIND --family F` for every family the widget declares: as an
# author's `swift run`, the program hands itself to `widgetty` (see --widgetty), which serves it
# as a temporary extension. With --extensions, each target that compiles is also installed as an
# extension (`widgetty install --executable`) and rendered by `widgetty render KIND --family F`,
# then uninstalled: the path every user's widgets take.
# Nothing in DIR is modified; nothing is written into this repository.
#
# Which files a widget's target gets: its own file, then (until nothing changes) every project
# file that declares a top-level name the target's files mention, that extends a type declared
# in the target, or that extends a framework type (Color, Date…) with a member the target's
# files mention. Files with another `@main`, and files declaring a `WidgetBundle`, are left out.
# If the widget's file has no `@main`, a generated `@main struct PortCorpusBundle: WidgetBundle`
# lists the widget alone.
#
# A widget is not built (and not counted in M) when DIR/MANIFEST.tsv marks it `not portable: …`
# or, without a manifest row, when its target uses what no terminal has (ActivityKit / Live
# Activities, Core Data, SwiftData, AVFoundation, MapKit, CoreLocation, HealthKit…); those are
# listed by name with the reason.
#
# Options:
#   --scratch DIR2      build in DIR2 and keep it (reuses the Widgetty build between runs);
#                       default: a temporary folder under ${TMPDIR:-/tmp}, removed at the end
#   --report DIR3       write widgets.tsv, errors.tsv, renders.tsv and the build logs to DIR3
#   --only REGEX        only widgets whose "project/Widget" matches REGEX (grep -E)
#   --swift-version V   language mode of the ported targets: 5 (default, as Xcode projects
#                       of the corpus are) or 6
#   --no-render         compile only
#   --extensions        also install each target that compiles and render it through
#                       `widgetty render` (the second render figure)
#   --widgetty PATH     the `widgetty` the programs hand themselves to and that installs them;
#                       default: $WIDGETTY_BINARY, else this checkout's, built in the scratch
#                       package (`swift build --product widgetty`, once)
#   --drop-previews     also blank out Xcode preview code (`#Preview` blocks and `PreviewProvider`
#                       structs, line numbers kept): a second measurement of what lies behind
#                       previews, which changes more than the imports (not the porting figure)
#   --list              print each widget's files and whether it is portable, then stop
#   --whole-repos       DIR holds one untouched checkout per repository: widgets are found through
#                       the Xcode projects' targets (or the repository's folders when it has none),
#                       the repository's local Swift packages and framework targets are built as
#                       modules of their own, and portability is ruled by the symbols the widget's
#                       files use (scripts/port_corpus/, see its main.py); not with --drop-previews
#   --package-mirrors DIR  with --whole-repos: the repositories' third-party Swift packages come
#                       from git mirrors in DIR (OWNER+NAME, OWNER/NAME or NAME, as a bare git
#                       directory, a .git folder or a repo folder holding either), at the
#                       revisions the repository pinned (its Package.resolved, else the project's
#                       requirement), written into the scratch package and depended on by path;
#                       a package with no mirror (or one it needs without one) is named, and not
#                       built (scripts/port_corpus/packages.py)
#   --build-timeout S   per-target build limit in seconds (default 900)
#   --render-timeout S  per-render limit in seconds (default 30; providers get 15 s)
#   -h, --help
#
# IMPORTS: `import WidgetKit`, `import SwiftUI`, `import AppIntents`, `import Intents` and
# `import UIKit` (also `@preconcurrency`/`@_exported`/`import struct SwiftUI.Color` forms) become
# `import Widgetty`. Widgetty is the WidgetKit + SwiftUI + App Intents surface and re-exports
# Foundation; Intents (SiriKit) and UIKit have no Linux counterpart, so mapping them to Widgetty
# turns "no such module" into the precise missing names (INIntent, UIImage…), which is what the
# measurement is for. `import os`, `import OSLog` and `import Security` are left as written and
# compile: Widgetty has modules of those names (built with the `Widgetty` product). A file with
# `import Foundation` alone that uses URLSession or a Foundation name Linux lacks and Widgetty
# adds (NSFileCoordinator, NSUbiquitousKeyValueStore, DispatchSerialQueue, NSEC_PER_…) gets
# `import Widgetty` there. Every other import (Combine, CoreData, ActivityKit…) is left as written.
#
# Output: per widget a progress line, then `N/M compile, K/M render` (M = portable widgets) and
# each failure with the widget and its first compiler error (file:line: error: …) or the family
# that failed to render and why; with --extensions also `E/M render as installed extensions`.
# Exit status 0 when the run completed (whatever the figures),
# 2 on bad usage, 1 when Widgetty itself does not build.

set -euo pipefail
shopt -s nullglob

readonly PROG=${0##*/}
usage() { sed -n '2,/^$/{s/^# \{0,1\}//;p}' "$0" | sed '/^set -euo/,$d'; }
die() { printf '%s: %s\n' "$PROG" "$1" >&2; exit "${2:-2}"; }

scratch="" report="" only="" swift_version=5 do_render=1 build_timeout=900 render_timeout=30 list_only=0 drop_previews=0 whole_repos=0
do_install=0 widgetty=${WIDGETTY_BINARY:-} package_mirrors=""
while (($#)); do
    case $1 in
        --scratch) (($# >= 2)) || die "--scratch needs a folder"; scratch=$2; shift 2 ;;
        --report) (($# >= 2)) || die "--report needs a folder"; report=$2; shift 2 ;;
        --only) (($# >= 2)) || die "--only needs a pattern"; only=$2; shift 2 ;;
        --swift-version) (($# >= 2)) || die "--swift-version needs 5 or 6"; swift_version=$2; shift 2 ;;
        --no-render) do_render=0; shift ;;
        --extensions) do_install=1; shift ;;
        --widgetty) (($# >= 2)) || die "--widgetty needs a program"; widgetty=$2; shift 2 ;;
        --list) list_only=1; shift ;;
        --drop-previews) drop_previews=1; shift ;;
        --whole-repos) whole_repos=1; shift ;;
        --package-mirrors) (($# >= 2)) || die "--package-mirrors needs a folder"; package_mirrors=$2; shift 2 ;;
        --build-timeout) (($# >= 2)) || die "--build-timeout needs seconds"; build_timeout=$2; shift 2 ;;
        --render-timeout) (($# >= 2)) || die "--render-timeout needs seconds"; render_timeout=$2; shift 2 ;;
        -h | --help) usage; exit 0 ;;
        --) shift; break ;;
        -*) die "unknown option '$1' (see --help)" ;;
        *) break ;;
    esac
done
(($# == 1)) || { usage >&2; exit 2; }
[[ $swift_version == 5 || $swift_version == 6 ]] || die "--swift-version is 5 or 6"
[[ $build_timeout =~ ^[0-9]+$ && $render_timeout =~ ^[0-9]+$ ]] || die "timeouts are whole seconds"
((whole_repos && drop_previews)) && die "--drop-previews is not available with --whole-repos"
if [[ -n $package_mirrors ]]; then
    ((whole_repos)) || die "--package-mirrors goes with --whole-repos"
    package_mirrors=$(cd -- "$package_mirrors" 2>/dev/null && pwd -P) || die "--package-mirrors: no folder '$package_mirrors'"
fi
corpus=$(cd -- "$1" 2>/dev/null && pwd -P) || die "no folder '$1'"
widgetty_root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd -P)
[[ -f $widgetty_root/Package.swift ]] || die "no Package.swift in $widgetty_root (the script must stay in Widgetty's scripts/)"
command -v swift >/dev/null || die "swift is not on PATH"

if [[ -n $scratch ]]; then
    mkdir -p -- "$scratch"
    scratch=$(cd -- "$scratch" && pwd -P)
    keep_scratch=1
else
    scratch=$(mktemp -d "${TMPDIR:-/tmp}/port-corpus.XXXXXX")
    keep_scratch=0
fi
cleanup() {
    if ((keep_scratch == 0)); then
        rm -rf -- "$scratch"
        # SwiftPM's lock files for the removed package, next to it in the temporary folder.
        local locks=("${TMPDIR:-/tmp}/${scratch//\//_}_pkg_.build"*.lock)
        ((${#locks[@]} == 0)) || rm -f -- "${locks[@]}"
    fi
}
trap cleanup EXIT
if [[ -n $report ]]; then
    mkdir -p -- "$report/logs"
    report=$(cd -- "$report" && pwd -P)
fi

pkg=$scratch/pkg
logs=$scratch/logs
home=$scratch/home
mkdir -p -- "$pkg/Sources" "$logs" "$home/config" "$home/state" "$home/data" "$home/cache" "$home/run"
chmod 700 -- "$home/run"
# A kept scratch build is reused only for the Widgetty sources it was built from: an incremental
# debug build across changed Widgetty types can link stale code (crashes that are not the port's).
# What it was built from is the content of Sources and Package.swift (their git trees and any
# uncommitted change to them), not the commit: a commit elsewhere keeps the build.
built_from=$( (cd -- "$widgetty_root" && git rev-parse HEAD:Sources HEAD:Package.swift 2>/dev/null && git status --porcelain -- Sources Package.swift 2>/dev/null) | cksum)
if [[ -f $scratch/widgetty.source && $(cat -- "$scratch/widgetty.source") != "$built_from" ]]; then
    rm -rf -- "$pkg/.build"
fi
printf '%s\n' "$built_from" >"$scratch/widgetty.source"

# ---------------------------------------------------------------------------------------------
# Reading Swift files (heuristics, no parser: good enough to pick a widget's files).

readonly MODIFIERS='((public|private|fileprivate|internal|open|final|indirect|nonisolated|package|static|lazy)[[:space:]]+)*'
readonly ATTRIBUTES='(@[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?[[:space:]]+)*'

# Top-level (unindented) declared names: types, typealiases, global funcs, lets and vars.
top_decls() {
    grep -E "^${ATTRIBUTES}${MODIFIERS}(struct|class|enum|protocol|actor|typealias|func|let|var)[[:space:]]+[A-Za-z_]" -- "$1" |
        sed -E "s/^${ATTRIBUTES}${MODIFIERS}//" |
        sed -E 's/^(struct|class|enum|protocol|actor|typealias|func|let|var)[[:space:]]+([A-Za-z_][A-Za-z0-9_]*).*$/\2/' |
        sort -u || true
}

# Types extended at top level (the first component of `extension A.B`).
top_extensions() {
    grep -E "^${ATTRIBUTES}${MODIFIERS}extension[[:space:]]+[A-Za-z_]" -- "$1" |
        sed -E "s/^${ATTRIBUTES}${MODIFIERS}extension[[:space:]]+([A-Za-z_][A-Za-z0-9_]*).*$/\\5/" |
        sort -u || true
}

# Members that top-level extensions add, as "Type member" lines: func/var/let/case names and
# init's first label, not private or fileprivate ones (another file cannot use those). Brace
# counting ignores strings and comments: a heuristic.
extension_members() {
    awk '
        function strip(line) { gsub(/"([^"\\]|\\.)*"/, "", line); sub(/\/\/.*$/, "", line); return line }
        depth == 0 {
            type = ""
            line = strip($0)
            if (line ~ /^(@[A-Za-z_]+[ \t]+)*((public|private|fileprivate|internal)[ \t]+)*extension[ \t]+[A-Za-z_]/) {
                hidden = (line ~ /(private|fileprivate)[ \t]+extension/)
                sub(/^.*extension[ \t]+/, "", line)
                match(line, /^[A-Za-z_][A-Za-z0-9_]*/)
                type = substr(line, 1, RLENGTH)
                line = strip($0)
            }
        }
        depth > 0 && type != "" && !hidden {
            line = strip($0)
            if (line !~ /(private|fileprivate)[ \t(]/) {
                if (match(line, /(func|var|let|case)[ \t]+[A-Za-z_][A-Za-z0-9_]*/)) {
                    m = substr(line, RSTART, RLENGTH); sub(/^[a-z]+[ \t]+/, "", m); print type, m
                }
                if (match(line, /init\??\([A-Za-z_][A-Za-z0-9_]*/)) {
                    m = substr(line, RSTART, RLENGTH); sub(/^init\??\(/, "", m); print type, m
                }
            }
        }
        {
            line = strip($0)
            opens = gsub(/\{/, "{", line); closes = gsub(/\}/, "}", line)
            depth += opens - closes
            if (depth <= 0) { depth = 0; if (closes > 0) type = "" }
        }
    ' "$1" | awk '$2 !~ /^(body|id|init|description|hashValue|rawValue|allCases|previews|placeholder|date|entry|kind|value|count|_)$/' | sort -u || true
}

# Identifiers a file mentions (line comments stripped).
mentioned() { # (string literals dropped, but not what they interpolate)
    sed -E 's#//.*$##; s/\\\(/" (/g; s/"([^"\\]|\\.)*"//g' -- "$1" | grep -oE '[A-Za-z_][A-Za-z0-9_]*' | sort -u || true
}

# `struct Name: …, Widget` declarations.
widget_structs() {
    grep -E "^[[:space:]]*${ATTRIBUTES}${MODIFIERS}struct[[:space:]]+[A-Za-z_][A-Za-z0-9_]*[[:space:]]*:[[:space:]]*([A-Za-z_][A-Za-z0-9_.]*[[:space:]]*,[[:space:]]*)*(WidgetKit\.)?Widget[[:space:]]*(,|\{|where|$)" -- "$1" |
        sed -E "s/^[[:space:]]*${ATTRIBUTES}${MODIFIERS}struct[[:space:]]+([A-Za-z_][A-Za-z0-9_]*).*$/\\5/" || true
}

has_main() { grep -qE '^[[:space:]]*(@[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?[[:space:]]+)*@main([[:space:]]|$)' -- "$1"; }
declares_bundle() { grep -qE "struct[[:space:]]+[A-Za-z_][A-Za-z0-9_]*[[:space:]]*:[^{]*\bWidgetBundle\b" -- "$1"; }

# The text of `struct NAME` in FILE: from its line to the next unindented `}` (at most 200 lines).
struct_text() {
    awk -v name="$2" '
        !on && $0 ~ ("struct[ \t]+" name "[ \t]*:") { on = 1; n = 0 }
        on { print; n++; if ((n > 1 && $0 ~ /^}/) || n >= 200) exit }
    ' "$1"
}

# What a target needs that no terminal has, from its imports and calls ("" when portable).
terminal_lacks() {
    local -a reasons=()
    local file
    local -A seen=()
    for file in "$@"; do
        while IFS= read -r line; do
            case $line in
                *ActivityConfiguration* | *ActivityKit*) seen["Live Activity (ActivityKit)"]=1 ;;
                *CoreData*) seen["Core Data"]=1 ;;
                *SwiftData*) seen["SwiftData"]=1 ;;
                *AVFoundation* | *AVFAudio* | *AVKit* | *MediaPlayer*) seen["AVFoundation"]=1 ;;
                *MapKit*) seen["MapKit"]=1 ;;
                *CoreLocation*) seen["CoreLocation"]=1 ;;
                *HealthKit*) seen["HealthKit"]=1 ;;
                *CoreMotion*) seen["CoreMotion"]=1 ;;
                *EventKit*) seen["EventKit"]=1 ;;
                *WeatherKit*) seen["WeatherKit"]=1 ;;
                *CloudKit*) seen["CloudKit"]=1 ;;
                *Photos*) seen["Photos"]=1 ;;
                *Contacts*) seen["Contacts"]=1 ;;
                *MusicKit*) seen["MusicKit"]=1 ;;
                *HomeKit*) seen["HomeKit"]=1 ;;
            esac
        done < <(grep -E '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+(ActivityKit|CoreData|SwiftData|AVFoundation|AVFAudio|AVKit|MediaPlayer|MapKit|CoreLocation|HealthKit|CoreMotion|EventKit|WeatherKit|CloudKit|Photos|PhotosUI|Contacts|MusicKit|HomeKit)\b|\bActivityConfiguration[[:space:]]*\(' -- "$file" || true)
    done
    local key
    for key in "${!seen[@]}"; do reasons+=("$key"); done
    if ((${#reasons[@]})); then
        printf '%s\n' "${reasons[@]}" | sort | paste -sd, - | sed 's/,/, /g'
    fi
}

# The import lines changed to `import Widgetty`; nothing else is touched. A file that uses
# URLSession with `import Foundation` alone gets `import Widgetty` there too: on Linux
# URLSession is in FoundationNetworking, which Widgetty brings (the porting guide says so); so
# does one that uses Foundation's names that Linux lacks and Widgetty adds (NSFileCoordinator…).
# `import Combine` becomes `import OpenCombineShim` (the OpenCombine package's Combine), and an
# `import ActivityKit` in a file that uses nothing of it (a template's leftover) is dropped.
port_imports() {
    local modules='WidgetKit|SwiftUI|AppIntents|Intents|UIKit'
    if grep -qE '\b(URLSession|URLRequest|HTTPURLResponse|URLResponse|NSFileCoordinator|NSFilePresenter|NSUbiquitousKeyValueStore|DispatchSerialQueue|NSEC_PER_[A-Z]+|USEC_PER_SEC|RelativeDateTimeFormatter|DateComponentsFormatter)\b' -- "$1"; then
        modules+='|Foundation'
    fi
    sed -E -e 's/^([[:space:]]*)((@[A-Za-z_]+[[:space:]]+)*)import[[:space:]]+((struct|class|enum|protocol|func|var|let|typealias)[[:space:]]+)?('"$modules"')(\.[A-Za-z_][A-Za-z0-9_.]*)?[[:space:]]*(;)?[[:space:]]*(\/\/.*)?$/\1import Widgetty/' \
        -e 's/^([[:space:]]*)import[[:space:]]+Combine[[:space:]]*$/\1import OpenCombineShim/' -- "$1" |
        if grep -qE '\b(Activity|ActivityAttributes|ActivityConfiguration|ActivityContent|ActivityViewContext)\b' -- "$1"; then cat; else sed -E '/^[[:space:]]*import[[:space:]]+ActivityKit[[:space:]]*$/d'; fi
}

# `#Preview` blocks and `struct …: PreviewProvider` blocks blanked (for --drop-previews): from
# the opening line to the line where its braces balance again; other lines unchanged.
drop_preview_code() {
    awk '
        function net(line, o, c) {
            gsub(/"([^"\\]|\\.)*"/, "", line); sub(/\/\/.*$/, "", line)
            o = gsub(/\{/, "{", line); c = gsub(/\}/, "}", line); return o - c
        }
        !skip && ($0 ~ /^[ \t]*#Preview([ \t(]|$)/ || $0 ~ /struct[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*:[ \t]*([A-Za-z_.]+[ \t]*,[ \t]*)*PreviewProvider([ \t,{]|$)/) {
            skip = 1; depth = 0; opened = 0
        }
        skip {
            depth += net($0); if ($0 ~ /\{/) opened = 1
            print ""
            if (opened && depth <= 0) skip = 0
            next
        }
        { print }
    '
}

# ---------------------------------------------------------------------------------------------
# Sorting error messages into categories (RESULTS.md groups failures by these).

# The identifier at COLUMN of a line (or the first one after it): what a call error points at.
word_at() { # line column
    local rest=${1:$(($2 - 1))}
    if [[ $rest =~ ^[^A-Za-z_]*([A-Za-z_][A-Za-z0-9_]*) ]]; then printf '%s' "${BASH_REMATCH[1]}"; fi
}

# The function a call error at COLUMN is about: the name before the innermost "(" still open
# at that column (or the identifier at the column when none is open).
callee_at() { # line column
    local line=$1 i depth=0 c head
    for ((i = $2 - 1; i >= 0; i--)); do
        c=${line:i:1}
        if [[ $c == ")" ]]; then ((i == $2 - 1)) || depth=$((depth + 1))
        elif [[ $c == "(" ]]; then
            if ((depth == 0)); then
                head=${line:0:i}
                if [[ $head =~ ([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*$ ]]; then printf '%s' "${BASH_REMATCH[1]}"; return; fi
                break
            fi
            depth=$((depth - 1))
        fi
    done
    word_at "$line" "$2"
}

readonly INACTIVE_CATEGORY="#if os(iOS) and the like: code that compiles away on Linux"

category_of() { # message [project [source-line column]]
    local msg=$1 project=${2:-} line=${3:-} column=${4:-0} name
    # --whole-repos: a third-party package's module, and names only an inactive `#if` branch declares.
    if [[ $msg =~ no\ such\ module\ \'([^\']+)\' && -n ${REMOTE_NAMES[$project/${BASH_REMATCH[1]}]:-} ]]; then
        name=${BASH_REMATCH[1]}
        case ${REMOTE_NAMES[$project/$name]} in
            binary) echo "prebuilt framework (an Apple binary): $name" ;;
            -) echo "third-party package (not fetched): $name" ;;
            *) echo "third-party package $name: ${REMOTE_NAMES[$project/$name]}" ;;
        esac
        return
    fi
    if [[ $msg =~ (cannot\ find\ (type\ )?|has\ no\ member\ )\'([A-Za-z_][A-Za-z0-9_]*)\' && -n ${INACTIVE_NAMES[$project/${BASH_REMATCH[3]}]:-} ]]; then
        echo "$INACTIVE_CATEGORY"; return
    fi
    if [[ $msg =~ cannot\ find\ (type\ )?\'([A-Za-z_][A-Za-z0-9_]*)\' && -n ${BUNDLE_NAMES[$project/${BASH_REMATCH[2]}]:-} ]]; then
        echo "repository: ${BASH_REMATCH[2]} is declared in the app's WidgetBundle file, which holds its @main (left out)"; return
    fi
    if [[ $msg =~ cannot\ find\ (type\ )?\'([A-Za-z_][A-Za-z0-9_]*)\' && -n ${ABSENT_NAMES[$project/${BASH_REMATCH[2]}]:-} ]]; then
        echo "repository: ${BASH_REMATCH[2]}.swift is in the Xcode target but not in the repository"; return
    fi
    case $msg in
        *"no macro named 'Preview'"* | *"#Preview"*) echo "#Preview macro"; return ;;
        *"'PreviewProvider'"* | *"PreviewProvider"*) echo "PreviewProvider (Xcode previews)"; return ;;
        *"WidgetPreviewContext"* | *"previewContext"*) echo "previewContext(WidgetPreviewContext)"; return ;;
        *"undefined reference"* | *"linker command failed"*) echo "link error"; return ;;
        *"'URLSession'"* | *"'URLRequest'"* | *"'URLResponse'"* | *"'HTTPURLResponse'"* | *"'URLSessionDataTask'"*)
            echo "URLSession & co. (FoundationNetworking on Linux)"; return ;;
        *"unknown attribute 'Published'"* | *"'ObservableObject'"* | *"'ObservedObject'"* | *"'AnyCancellable'"*)
            echo "Combine (ObservableObject, @Published…)"; return ;;
        *"cannot infer contextual base"* | *"cannot infer type of closure parameter"* | *"cannot infer key path type"* | \
            *"requires a contextual type"* | *"could not be inferred"* | *"cannot be resolved without a contextual type"* | \
            *"candidates produce the expected contextual result type"* | *"unable to infer"* | *"is ambiguous for type lookup"* | \
            *"initializer is inaccessible due to 'private' protection level"* | *"cannot assign to property: 'self' is immutable"*)
            echo "follow-on (after an earlier error)"; return ;;
        *"argument label 'uiImage:'"*) echo "UIKit: Image(uiImage:)"; return ;;
        *"argument label 'intent:'"* | *"conform to 'StringProtocol'"*) echo "missing API: Button/Toggle(intent:) (interactive widgets)"; return ;;
        *"@Parameter holds"*) echo "@Parameter of a type Widgetty refuses (AppEntity…)"; return ;;
    esac
    case $msg in
        *"'UserDefaults' has no member 'value'"*) echo "Foundation on Linux: UserDefaults.value(forKey:) (KVC)"; return ;;
        *"'FileManager' has no member 'containerURL'"*) echo "App Group: FileManager.containerURL(forSecurityApplicationGroupIdentifier:)"; return ;;
    esac
    if [[ $msg =~ unknown\ attribute\ \'([^\']+)\' ]]; then echo "missing API: @${BASH_REMATCH[1]}"; return; fi
    if [[ $msg =~ no\ such\ module\ \'([^\']+)\' ]]; then echo "module ${BASH_REMATCH[1]}"; return; fi
    if [[ $msg =~ cannot\ find\ (type\ )?\'(UI[A-Z][A-Za-z0-9_]*|NS[A-Z][A-Za-z0-9_]*|IN[A-Z][A-Za-z0-9_]*|CG[A-Z][A-Za-z0-9_]*)\' ]]; then
        name=${BASH_REMATCH[2]}
        case $name in
            UI*) echo "UIKit: $name" ;;
            IN*) echo "SiriKit (Intents): $name" ;;
            *) echo "missing API: $name" ;;
        esac
        return
    fi
    if [[ $msg =~ cannot\ find\ (type\ )?\'([A-Za-z_][A-Za-z0-9_]*)\' ]]; then
        name=${BASH_REMATCH[2]}
        if [[ -n $project && -n ${INTENTDEF_NAMES[$project/$name]:-} ]]; then
            echo "SiriKit intent classes generated from an .intentdefinition"; return
        fi
        if [[ -n $project && -n ${PROJECT_DECLS[$project/$name]:-} ]]; then
            echo "corpus: project file left out of the target ($name)"; return
        fi
        case $name in
            IntentTimelineProvider | IntentConfiguration | INExtension | INObject | INIntent) echo "SiriKit (Intents): $name" ;;
            ParameterSummary | Summary | When | Switch | Case | DefaultCase) echo "missing API: ParameterSummary (Summary, When…)" ;;
            IntentRecommendation | AppIntentRecommendation) echo "missing API: recommendations() (IntentRecommendation, AppIntentRecommendation)" ;;
            *) echo "missing API: $name" ;;
        esac
        return
    fi
    if [[ $msg == *"'some' types are only permitted"* && -n $line ]]; then
        name=$(word_at "$line" "$column")
        [[ $name == some ]] && name=$(word_at "${line:$((column + 3))}" 1)
        echo "missing API: ${name:-?} (as an opaque 'some' type)"; return
    fi
    if [[ $msg =~ type\ \'NSAttributedString\'|\'NSAttributedString\' ]]; then
        echo "Foundation on Linux: NSAttributedString(data:options:) (HTML)"; return
    fi
    if [[ $msg =~ type\ \'([^\']+)\'\ has\ no\ member\ \'([^\']+)\' ]]; then
        echo "missing API: ${BASH_REMATCH[1]}.${BASH_REMATCH[2]}"; return
    fi
    if [[ $msg =~ value\ of\ type\ \'([^\']+)\'\ has\ no\ member\ \'([^\']+)\' ]]; then
        echo "missing API: ${BASH_REMATCH[1]}.${BASH_REMATCH[2]}"; return
    fi
    if [[ $msg =~ has\ no\ member\ \'([^\']+)\' ]]; then echo "missing API: .${BASH_REMATCH[1]}"; return; fi
    if [[ $msg =~ does\ not\ conform\ to\ protocol\ \'([^\']+)\' ]]; then echo "conformance: ${BASH_REMATCH[1]}"; return; fi
    if [[ $msg =~ (extra\ argument|extra\ trailing\ closure|incorrect\ argument\ label|extraneous\ argument\ label|missing\ argument|argument\ passed\ to\ call\ that\ takes\ no\ arguments|no\ exact\ matches\ in\ call|cannot\ convert\ value|ambiguous\ use) ]]; then
        name=""
        [[ -n $line ]] && name=$(callee_at "$line" "$column")
        echo "signature: ${name:+$name(…): }${BASH_REMATCH[1]}"; return
    fi
    # Otherwise the message itself, with quoted names kept.
    printf '%s\n' "$msg" | sed -E 's/^error: //' | cut -c1-120
}

# ---------------------------------------------------------------------------------------------
# The corpus: projects, files, widgets.

manifest=$corpus/MANIFEST.tsv
declare -A manifest_status=()
if [[ -f $manifest ]]; then
    # Columns: folder, repo, commit, extension folder, widget, status (portable | not portable: why),
    # notes; a header line first; lines starting with # are comments.
    while IFS=$'\t' read -r m_id m_status; do
        manifest_status[$m_id]=$m_status
    done < <(awk -F'\t' 'NR > 1 && $1 !~ /^#/ && NF >= 6 { print $1 "/" $5 "\t" $6 }' "$manifest")
fi

# Adds a file to the widget's set (inset, used, setdecl: the caller's).
add_file() {
    local -a t
    local x
    inset[$1]=1
    read -ra t <<<"${toks_of[$1]}"
    for x in "${t[@]}"; do used[$x]=1; done
    read -ra t <<<"${decl_of[$1]}"
    for x in "${t[@]}"; do setdecl[$x]=1; done
}

sanitize() { printf '%s' "$1" | sed -E 's/[^A-Za-z0-9_]+/_/g'; }

declare -a W_ID=() W_PROJECT=() W_NAME=() W_TARGET=() W_PORTABLE=() W_WHY=() W_FILE=()
declare -A TARGET_FILES=() TARGET_BUNDLE=() PROJECT_DECLS=() INTENTDEF_NAMES=() TARGET_INTENTDEFS=() TARGET_PROJECT=() TARGET_ASSETS=()
project_count=0
# --whole-repos: what the report sorts errors by (scripts/port_corpus/main.py's names.tsv).
declare -A REMOTE_NAMES=() INACTIVE_NAMES=() BLOCK_ENDS=() ABSENT_NAMES=() BUNDLE_NAMES=()
planner=$widgetty_root/scripts/port_corpus/main.py
plan_dir=$scratch/plan

if ((whole_repos)); then
    command -v python3 >/dev/null || die "python3 is not on PATH (--whole-repos reads the repositories with it)"
    plan_args=(plan "$corpus" "$plan_dir")
    [[ -z $only ]] || plan_args+=(--only "$only")
    [[ -z $package_mirrors ]] || plan_args+=(--package-mirrors "$package_mirrors")
    python3 "$planner" "${plan_args[@]}" || die "reading the repositories failed" 1
    declare -A seen_repo=()
    while IFS=$'\t' read -r p_repo p_id p_name p_target p_portable p_why p_source p_unit; do
        W_ID+=("$p_id") W_PROJECT+=("$p_repo") W_NAME+=("$p_name") W_TARGET+=("$p_target")
        [[ $p_why != - ]] || p_why=""
        W_PORTABLE+=("$p_portable") W_WHY+=("$p_why") W_FILE+=("${p_source#"$corpus/$p_repo/"}")
        seen_repo[$p_repo]=1
    done <"$plan_dir/widgets.tsv"
    project_count=${#seen_repo[@]}
    while IFS=$'\t' read -r n_kind n_repo n_name n_why; do
        case $n_kind in
            remote) REMOTE_NAMES[$n_repo/$n_name]=${n_why:--} ;;
            inactive) INACTIVE_NAMES[$n_repo/$n_name]=1 ;;
            absent) ABSENT_NAMES[$n_repo/$n_name]=1 ;;
            bundle) BUNDLE_NAMES[$n_repo/$n_name]=1 ;;
            binary) REMOTE_NAMES[$n_repo/$n_name]=binary ;;
            block-end) BLOCK_ENDS[$n_name]=1 ;;
        esac
    done <"$plan_dir/names.tsv"
fi

((whole_repos)) || for project_dir in "$corpus"/*/; do
    project=$(basename -- "$project_dir")
    mapfile -d '' -t files < <(cd -- "$project_dir" && find . -type f -name '*.swift' -print0 | sort -z)
    ((${#files[@]})) || continue
    project_count=$((project_count + 1))
    declare -A decl_of=() ext_of=() mem_of=() toks_of=() excluded=() projdecl=()
    for f in "${files[@]}"; do
        f=${f#./}
        path=$project_dir$f
        decl_of[$f]=$(top_decls "$path" | paste -sd' ' -)
        ext_of[$f]=$(top_extensions "$path" | paste -sd' ' -)
        mem_of[$f]=$(extension_members "$path" | tr ' ' ':' | paste -sd' ' -)
        toks_of[$f]=$(mentioned "$path" | paste -sd' ' -)
        read -ra names <<<"${decl_of[$f]}"
        for n in "${names[@]}"; do projdecl[$n]=1; PROJECT_DECLS[$project/$n]=1; done
        if has_main "$path" || declares_bundle "$path"; then excluded[$f]=1; fi
    done
    # Names Xcode generates from the project's .intentdefinition files (SiriKit intents): an
    # intent N gives NIntent, NIntentResponse, NIntentHandling; types and enums keep their name.
    while IFS= read -r n; do
        [[ -n $n ]] && INTENTDEF_NAMES[$project/$n]=1
    done < <(find "$project_dir" -type f -name '*.intentdefinition' -exec grep -h -A1 -E '<key>(INIntentName|INTypeName|INEnumName)</key>' {} + 2>/dev/null |
        awk '/<key>INIntentName<\/key>/ { intent = 1; next } /<key>/ { intent = 0; next }
             /<string>/ { gsub(/^[ \t]*<string>|<\/string>[ \t]*$/, ""); print; if (intent) { print $0 "Intent"; print $0 "IntentResponse"; print $0 "IntentHandling" } }')
    for f in "${files[@]}"; do
        f=${f#./}
        mapfile -t widgets < <(widget_structs "$project_dir$f")
        for w in "${widgets[@]}"; do
            [[ -n $w ]] || continue
            id="$project/$w"
            if [[ -n $only ]] && ! grep -qE -- "$only" <<<"$id"; then continue; fi
            # The widget's files: closure over what they mention.
            declare -A inset=() used=() setdecl=()
            add_file "$f"
            changed=1
            while ((changed)); do
                changed=0
                for g in "${files[@]}"; do
                    g=${g#./}
                    [[ -z ${inset[$g]:-} && -z ${excluded[$g]:-} ]] || continue
                    want=0
                    read -ra names <<<"${decl_of[$g]}"
                    for n in "${names[@]}"; do
                        if [[ -n ${used[$n]:-} && -z ${setdecl[$n]:-} ]]; then want=1; break; fi
                    done
                    if ((!want)); then
                        read -ra exts <<<"${ext_of[$g]}"
                        for e in "${exts[@]}"; do
                            if [[ -n ${setdecl[$e]:-} ]]; then want=1; break; fi
                            if [[ -z ${projdecl[$e]:-} && -n ${used[$e]:-} ]]; then
                                read -ra mems <<<"${mem_of[$g]}"
                                for m in "${mems[@]}"; do
                                    if [[ ${m%%:*} == "$e" && -n ${used[${m#*:}]:-} ]]; then want=1; break 2; fi
                                done
                            fi
                        done
                    fi
                    if ((want)); then add_file "$g"; changed=1; fi
                done
            done
            target_files=$(printf '%s\n' "${!inset[@]}" | sort)
            uses_intentdef=0
            for n in "${!used[@]}"; do
                if [[ -n ${INTENTDEF_NAMES[$project/$n]:-} ]]; then uses_intentdef=1; break; fi
            done
            unset inset used setdecl
            target="C_$(sanitize "$project")__$(sanitize "$w")"
            status=${manifest_status[$id]:-}
            why=""
            if [[ -z $status ]]; then
                abs=()
                while IFS= read -r rel; do abs+=("$project_dir$rel"); done <<<"$target_files"
                why=$(terminal_lacks "${abs[@]}")
                portable=1
                [[ -z $why ]] || portable=0
            elif [[ $status == portable* ]]; then
                portable=1
            else
                portable=0
                why=${status#not portable}
                why=${why#:}
                why=${why# }
            fi
            W_ID+=("$id") W_PROJECT+=("$project") W_NAME+=("$w") W_TARGET+=("$target")
            W_PORTABLE+=("$portable") W_WHY+=("$why") W_FILE+=("$f")
            TARGET_FILES[$target]=$target_files
            TARGET_PROJECT[$target]=$project
            # A target using names generated from the project's .intentdefinition files gets them.
            if ((uses_intentdef)); then
                TARGET_INTENTDEFS[$target]=$(cd "$project_dir" && find . -type f -name '*.intentdefinition' | sed 's#^\./##' | sort)
            fi
            # The project's asset catalogues, as the target's resources (Xcode adds a catalogue to a
            # target through its resource phase, which this script does not read: every catalogue
            # of the project goes in, so `Image("name")` and `Color("name")` find what the app has).
            TARGET_ASSETS[$target]=$(cd "$project_dir" && find . -type d -name '*.xcassets' -prune | sed 's#^\./##' | sort)
            if has_main "$project_dir$f"; then TARGET_BUNDLE[$target]=""; else TARGET_BUNDLE[$target]=$w; fi
        done
    done
    unset decl_of ext_of mem_of toks_of excluded projdecl
done

total=${#W_ID[@]}
((total)) || die "no 'struct …: Widget' in $corpus" 1
portable_count=0
for i in "${!W_ID[@]}"; do ((W_PORTABLE[i])) && portable_count=$((portable_count + 1)); done
printf '%s: %d projects, %d widgets: %d portable, %d need what no terminal has\n' \
    "$PROG" "$project_count" "$total" "$portable_count" "$((total - portable_count))"
for i in "${!W_ID[@]}"; do
    ((W_PORTABLE[i])) || printf '  not portable: %s — %s\n' "${W_ID[i]}" "${W_WHY[i]}"
done
if ((list_only && whole_repos)); then
    python3 "$planner" list "$plan_dir"
    exit 0
elif ((list_only)); then
    for i in "${!W_ID[@]}"; do
        printf '%s (%s)\n' "${W_ID[i]}" "$( ((W_PORTABLE[i])) && echo portable || echo "not portable: ${W_WHY[i]}")"
        while IFS= read -r rel; do printf '    %s\n' "$rel"; done <<<"${TARGET_FILES[${W_TARGET[i]}]}"
    done
    exit 0
fi

# ---------------------------------------------------------------------------------------------
# The scratch package.

write_if_changed() { # write stdin to $1 unless it already holds exactly that (keeps builds warm)
    local tmp
    tmp=$(mktemp "$scratch/.write.XXXXXX")
    cat >"$tmp"
    if [[ -f $1 ]] && cmp -s -- "$tmp" "$1"; then rm -f -- "$tmp"; else mkdir -p -- "$(dirname -- "$1")"; mv -f -- "$tmp" "$1"; fi
}

# A catalogue's name in a target: its path in the project, `/` as `+` (two catalogues of one
# name in different folders stay apart), ending in .xcassets as the asset lookup wants.
asset_name() { printf '%s' "${1//\//+}"; }

readonly BASELINE=PortCorpusBaseline
declare -a BUILD=("$BASELINE")
for i in "${!W_ID[@]}"; do ((W_PORTABLE[i] && !whole_repos)) && BUILD+=("${W_TARGET[i]}"); done

((whole_repos)) || {
    printf '// swift-tools-version:6.0\n// Generated by Widgetty scripts/port-corpus.sh; a scratch package, rebuilt each run.\n'
    printf 'import PackageDescription\n\nlet widgetty: Target.Dependency = .product(name: "Widgetty", package: "Widgetty")\n\n'
    printf 'let package = Package(\n    name: "PortCorpus",\n    platforms: [.macOS(.v15)],\n'
    printf '    dependencies: [\n        .package(name: "Widgetty", path: "%s"),\n' "$widgetty_root"
    printf '        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),\n    ],\n    targets: [\n'
    for t in "${BUILD[@]}"; do
        deps='widgetty'
        # Combine on Linux: OpenCombine's shim module, for files whose `import Combine` became it.
        if grep -qsE '^[[:space:]]*import[[:space:]]+Combine[[:space:]]*$' -- $(while IFS= read -r rel; do [[ -n $rel ]] && printf '%s\n' "$corpus/${TARGET_PROJECT[$t]}/$rel"; done <<<"${TARGET_FILES[$t]:-}") /dev/null; then
            deps+=', .product(name: "OpenCombineShim", package: "OpenCombine")'
        fi
        extra=""
        if [[ -n ${TARGET_ASSETS[$t]:-} ]]; then # the catalogues, copied beside the program as SwiftPM resources
            resources=()
            while IFS= read -r rel; do [[ -n $rel ]] && resources+=(".copy(\"Assets/$(asset_name "$rel")\")"); done <<<"${TARGET_ASSETS[$t]}"
            extra+=", resources: [$(IFS=,; printf '%s' "${resources[*]}" | sed 's/,/, /g')]"
        fi
        if [[ -n ${TARGET_INTENTDEFS[$t]:-} ]]; then # Xcode's intent code generation, as a plugin
            extra+=', plugins: [.plugin(name: "IntentDefinitions", package: "Widgetty")]'
        fi
        printf '        .executableTarget(name: "%s", dependencies: [%s]%s),\n' "$t" "$deps" "$extra"
    done
    printf '    ],\n    swiftLanguageModes: [.v%s]\n)\n' "$swift_version"
} | write_if_changed "$pkg/Package.swift"
if [[ -f $widgetty_root/Package.resolved && ! -f $pkg/Package.resolved ]]; then
    cp -- "$widgetty_root/Package.resolved" "$pkg/Package.resolved"
fi

# Sources: remove targets no longer listed, then write each target's files (--whole-repos: the
# planner writes one repository's targets and manifest at a time, before its widgets are built).
((whole_repos)) || for d in "$pkg/Sources"/*/; do
    name=$(basename -- "$d")
    keep=0
    for t in "${BUILD[@]}"; do [[ $t == "$name" ]] && keep=1; done
    ((keep)) || rm -rf -- "$d"
done
cat <<'EOF' | write_if_changed "$pkg/Sources/$BASELINE/Baseline.swift"
// Generated: a widget of Widgetty's own, to build Widgetty once and list the built-in kinds.
import Widgetty

struct BaselineEntry: TimelineEntry { let date: Date }

struct BaselineProvider: TimelineProvider {
    func placeholder(in context: Context) -> BaselineEntry { BaselineEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (BaselineEntry) -> Void) {
        completion(BaselineEntry(date: Date()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BaselineEntry>) -> Void) {
        completion(Timeline(entries: [BaselineEntry(date: Date())], policy: .never))
    }
}

@main
struct PortCorpusBaseline: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "port-corpus-baseline", provider: BaselineProvider()) { entry in
            Text(entry.date, style: .time)
        }
        .configurationDisplayName("Baseline")
    }
}
EOF
write_repository() { # the scratch package for one repository's widgets ("": the baseline alone)
    python3 "$planner" write "$plan_dir" "$1" "$pkg" "$widgetty_root" "$swift_version" || die "writing $1's targets failed" 1
}
((whole_repos == 0)) || write_repository ""

((whole_repos)) || for i in "${!W_ID[@]}"; do
    ((W_PORTABLE[i])) || continue
    t=${W_TARGET[i]}
    dest=$pkg/Sources/$t
    declare -A wanted=() basenames=()
    while IFS= read -r rel; do
        [[ -n $rel ]] || continue
        out=$rel
        base=$(basename -- "$rel")
        if [[ -n ${basenames[$base]:-} ]]; then # swiftc refuses two files of one name in a module
            out="$(dirname -- "$rel")/$(basename -- "$(dirname -- "$rel")")+$base"
        fi
        basenames[$base]=1
        wanted[$out]=1
        if ((drop_previews)); then
            port_imports "$corpus/${W_PROJECT[i]}/$rel" | drop_preview_code | write_if_changed "$dest/$out"
        else
            port_imports "$corpus/${W_PROJECT[i]}/$rel" | write_if_changed "$dest/$out"
        fi
    done <<<"${TARGET_FILES[$t]}"
    while IFS= read -r rel; do # the intent definitions, as they are (the plugin generates their code)
        [[ -n $rel ]] || continue
        wanted[$(basename -- "$rel")]=1
        write_if_changed "$dest/$(basename -- "$rel")" <"$corpus/${W_PROJECT[i]}/$rel"
    done <<<"${TARGET_INTENTDEFS[$t]:-}"
    mkdir -p -- "$dest/Assets"
    declare -A catalogues=()
    while IFS= read -r rel; do # the asset catalogues, copied again only when changed (keeps builds warm)
        [[ -n $rel ]] || continue
        name=$(asset_name "$rel")
        catalogues[$name]=1
        if ! diff -rq -- "$corpus/${W_PROJECT[i]}/$rel" "$dest/Assets/$name" >/dev/null 2>&1; then
            rm -rf -- "$dest/Assets/$name"
            cp -R -- "$corpus/${W_PROJECT[i]}/$rel" "$dest/Assets/$name"
        fi
    done <<<"${TARGET_ASSETS[$t]:-}"
    for old in "$dest/Assets"/*; do [[ -n ${catalogues[$(basename -- "$old")]:-} ]] || rm -rf -- "$old"; done
    rmdir -- "$dest/Assets" 2>/dev/null || true
    unset catalogues
    if [[ -n ${TARGET_BUNDLE[$t]} ]]; then
        wanted[PortCorpusBundle.swift]=1
        printf '// Generated by port-corpus.sh: the widget as its own program.\nimport Widgetty\n\n@main\nstruct PortCorpusBundle: WidgetBundle {\n    var body: some Widget {\n        %s()\n    }\n}\n' \
            "${TARGET_BUNDLE[$t]}" | write_if_changed "$dest/PortCorpusBundle.swift"
    fi
    while IFS= read -r -d '' old; do # files of an earlier run that this one does not write
        rel=${old#"$dest"/}
        [[ -n ${wanted[$rel]:-} ]] || rm -f -- "$old"
    done < <(find "$dest" -path "$dest/Assets" -prune -o -type f -print0)
    unset wanted basenames
done

# ---------------------------------------------------------------------------------------------
# Building.

swift_build() { # target, log → status of `swift build --product`
    timeout --kill-after=30 "$build_timeout" swift build --package-path "$pkg" --product "$1" >"$2" 2>&1
}

printf '%s: building Widgetty and a baseline widget in %s (the first time takes minutes)\n' "$PROG" "$pkg"
if ! swift_build "$BASELINE" "$logs/$BASELINE.build.log"; then
    tail -n 30 -- "$logs/$BASELINE.build.log" >&2
    die "Widgetty itself does not build (log: $logs/$BASELINE.build.log)" 1
fi
# The packages Widgetty's own build resolves (the baseline's pins): a repository's package that
# needs one of them shares Widgetty's, which its mirror must not replace (scripts/port_corpus).
rm -f -- "$plan_dir/widgetty.resolved"
[[ ! -f $pkg/Package.resolved ]] || cp -- "$pkg/Package.resolved" "$plan_dir/widgetty.resolved"
bin=$(swift build --package-path "$pkg" --show-bin-path 2>/dev/null)
# The widgetty the programs hand themselves to (an author's `swift run` does the same), and that
# installs them with --extensions: this checkout's, unless one is named.
if [[ -z $widgetty ]]; then
    printf '%s: building widgetty in %s\n' "$PROG" "$pkg"
    if ! swift_build widgetty "$logs/widgetty.build.log"; then
        tail -n 30 -- "$logs/widgetty.build.log" >&2
        die "widgetty does not build (log: $logs/widgetty.build.log)" 1
    fi
    widgetty=$bin/widgetty
fi
[[ -f $widgetty && -x $widgetty ]] || die "--widgetty $widgetty: not a program"
widgetty=$(cd -- "$(dirname -- "$widgetty")" && pwd -P)/$(basename -- "$widgetty")

# Running a built widget: no network (a fresh network namespace when the system allows one,
# proxies pointing at a closed loopback port otherwise), its own XDG folders, no colour.
sandbox=()
if unshare -n true 2>/dev/null; then
    sandbox=(unshare -n)
elif unshare -rn true 2>/dev/null; then
    sandbox=(unshare -rn)
fi
run_widget() { # exe args… (stdout and status of the program; stderr to $RUN_ERR)
    env WIDGETTY_BINARY="$widgetty" XDG_CONFIG_HOME="$home/config" XDG_STATE_HOME="$home/state" XDG_DATA_HOME="$home/data" \
        XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home/run" NO_COLOR=1 TERM=dumb \
        http_proxy=http://127.0.0.1:9 https_proxy=http://127.0.0.1:9 HTTP_PROXY=http://127.0.0.1:9 \
        HTTPS_PROXY=http://127.0.0.1:9 all_proxy=http://127.0.0.1:9 no_proxy= \
        "${sandbox[@]}" timeout --kill-after=5 "$render_timeout" "$@" 2>"$RUN_ERR" </dev/null
}
RUN_ERR=$scratch/.stderr

# The program a target runs as: the built one, or (--whole-repos, when the Xcode target has an
# Info.plist: plan/info/TARGET.plist) a link to it in a folder of its own with that Info.plist
# beside it, where Foundation on Linux's Bundle.main reads it (the program's own folder), and its
# resource bundles linked in too (Widgetty looks for pictures beside the program).
program_of() { # target → path of the program to run
    local info=$plan_dir/info/$1.plist dir=$scratch/programs/$1 resources
    if [[ ! -f $info ]]; then printf '%s' "$bin/$1"; return; fi
    rm -rf -- "$dir"
    mkdir -p -- "$dir"
    ln -- "$bin/$1" "$dir/$1" 2>/dev/null || cp -- "$bin/$1" "$dir/$1"
    cp -- "$info" "$dir/Info.plist"
    for resources in "$bin"/*_"$1".resources; do ln -s -- "$resources" "$dir/${resources##*/}"; done
    printf '%s' "$dir/$1"
}

readonly KIND_LINE='^([^[:space:]].*) — (.*)$' FAMILIES_LINE='^  families: (.*)$'
declare -A builtin_kind=()
while IFS= read -r line; do
    if [[ $line =~ $KIND_LINE ]]; then builtin_kind[${BASH_REMATCH[1]}]=1; fi
done < <(run_widget "$bin/$BASELINE" gallery || true)
unset 'builtin_kind[port-corpus-baseline]'

family_name() { # WidgetKit's case name → what `render --family` takes
    case $1 in
        systemSmall) echo small ;; systemMedium) echo medium ;; systemLarge) echo large ;;
        systemExtraLarge) echo extraLarge ;; accessoryInline) echo inline ;;
        *) echo "$1" ;;
    esac
}

widgets_tsv=$scratch/widgets.tsv errors_tsv=$scratch/errors.tsv renders_tsv=$scratch/renders.tsv
printf 'project\twidget\tportable\twhy_not\ttarget\tcompiled\trendered\tfamilies\tfirst_error\tcategory\n' >"$widgets_tsv"
printf 'project\twidget\tlocation\tmessage\tcategory\n' >"$errors_tsv"
printf 'project\twidget\tkind\tfamily\troute\tstatus\tcategory\tdetail\n' >"$renders_tsv"

# Renders $kind in each of $families with `PROGRAM… render KIND --family F`, writing each to
# renders.tsv under ROUTE (`run`: the target's program, handed to widgetty as a temporary
# extension; `installed`: `widgetty render` of the installed extension) and each failure to
# RENDER_FAIL. Status 0 when every family rendered.
render_families() { # route program…
    local route=$1 fam status out err why label all=0
    shift
    for fam in "${families[@]}"; do
        status=0
        out=$(run_widget "$@" render "$kind" --family "$fam") || status=$?
        err=$(head -c 2000 -- "$RUN_ERR" | grep -v '^widgetty: note:' | head -n 3 | tr '\n' ' ' || true)
        if ((status == 0)) && [[ $out =~ [^[:space:]] ]]; then
            printf '%s\t%s\t%s\t%s\t%s\tok\t\t\n' "$project" "$w" "$kind" "$fam" "$route" >>"$renders_tsv"
            continue
        fi
        all=1
        if [[ $err == *"unknown family"* ]]; then
            why="family missing"
        elif ((status == 124 || status == 137)); then
            why="render timeout (${render_timeout}s)"
        elif [[ $err == *"did not answer within"* || $err == *"killed: no answer"* ]]; then
            why="provider timeout"
        elif [[ $err == *"crashed:"* ]]; then
            why="crash (the extension's process)"
        elif [[ $err == *" failed: "* ]]; then
            why="provider error"
        elif [[ $err == *"returned no entries"* ]]; then
            why="no entries"
        elif ((status > 128)); then
            why="crash (signal $((status - 128)))"
        elif ((status == 0)); then
            why="blank output"
        else
            why="render error (status $status)"
        fi
        label=""
        [[ $route == installed ]] && label="installed: "
        RENDER_FAIL+=("$id: ${label}family $fam: $why${err:+ — $err}")
        printf '%s\t%s\t%s\t%s\t%s\tfail\t%s\t%s\n' "$project" "$w" "$kind" "$fam" "$route" "$why" "$err" >>"$renders_tsv"
    done
    return "$all"
}

declare -a COMPILE_FAIL=() RENDER_FAIL=()
compiled_count=0 rendered_count=0 installed_count=0 n=0
start_all=$SECONDS
for i in "${!W_ID[@]}"; do
    id=${W_ID[i]} project=${W_PROJECT[i]} w=${W_NAME[i]} t=${W_TARGET[i]}
    if ((W_PORTABLE[i] == 0)); then
        printf '%s\t%s\tno\t%s\t\t\t\t\t\t\n' "$project" "$w" "${W_WHY[i]}" >>"$widgets_tsv"
        continue
    fi
    n=$((n + 1))
    if ((whole_repos)) && [[ $project != "${written_repo:-}" ]]; then
        write_repository "$project"
        written_repo=$project
    fi
    log=$logs/$t.build.log
    started=$SECONDS
    compiled=0 build_status=0
    swift_build "$t" "$log" || build_status=$?
    ((build_status == 0)) && compiled=1
    # Error lines, paths made relative to the project ("Widgets/X.swift:12:5: error: …"), once each.
    # (A module's file, with --whole-repos: "Models/Packages/Models/Sources/Models/X.swift:3:1".)
    prefix="$pkg/Sources/$t/"
    errors=() keys=()
    while IFS= read -r e; do
        errors+=("$(e=${e#"$prefix"}; printf '%s' "${e#"$pkg/Sources/"}")")
        key=${e#"$pkg/Sources/"} key=${key%%: error: *}
        keys+=("${key%:*}")
    done < <(grep -aE '^[^ ].*:[0-9]+:[0-9]+: error: ' -- "$log" | awk '!seen[$0]++' || true)
    categories=()
    for k in "${!errors[@]}"; do
        e=${errors[k]}
        location=${e%%: error: *} message=${e#*: error: }
        src_line="" column=0
        if [[ ${keys[k]} =~ ^(.*):([0-9]+)$ && -f $pkg/Sources/${BASH_REMATCH[1]} ]]; then
            src_line=$(sed -n "${BASH_REMATCH[2]}{p;q}" -- "$pkg/Sources/${BASH_REMATCH[1]}")
            column=${location##*:}
        fi
        if [[ $message == *"missing return"* && -n ${BLOCK_ENDS[${keys[k]}]:-} ]]; then
            category=$INACTIVE_CATEGORY
        elif [[ $e == "$pkg/.swiftpm/packages/"* ]]; then # a third-party package's own source
            name=${e#"$pkg/.swiftpm/packages/"}
            category="third-party package that does not build here: ${name%%/*}"
        else
            category=$(category_of "$message" "$project" "$src_line" "$column")
        fi
        categories+=("$category")
        printf '%s\t%s\t%s\t%s\t%s\n' "$project" "$w" "$location" "$message" "$category" >>"$errors_tsv"
    done
    first="" category=""
    if ((compiled == 0)); then
        if ((${#errors[@]})); then
            first=${errors[0]}
            # file:line: error: … (the column dropped)
            first=$(sed -E 's/^(.*:[0-9]+):[0-9]+: error: /\1: error: /' <<<"$first")
            category=${categories[0]}
        else
            # SwiftPM's own error (resolving, fetching) before a warning that mentions one.
            first=$(grep -a -m1 -E '^error: |Killed|Terminated' -- "$log" || grep -a -m1 -E 'error:' -- "$log" || true)
            if ((build_status == 124 || build_status == 137)); then
                first="build timeout (${build_timeout}s; see $log)"
            elif [[ -z $first ]]; then
                first="build failed (status $build_status without an error line; see $log)"
            fi
            category=$(category_of "$first" "$project")
        fi
        COMPILE_FAIL+=("$id: $first   [$category]")
        printf '[%2d/%d] %-60s compile FAIL (%ds)\n' "$n" "$portable_count" "$id" "$((SECONDS - started))"
        printf '%s\t%s\tyes\t\t%s\tno\tno\t\t%s\t%s\n' "$project" "$w" "$t" "$first" "$category" >>"$widgets_tsv"
        continue
    fi
    compiled_count=$((compiled_count + 1))
    if ((do_render == 0)); then
        printf '[%2d/%d] %-60s compiles (%ds)\n' "$n" "$portable_count" "$id" "$((SECONDS - started))"
        printf '%s\t%s\tyes\t\t%s\tyes\t\t\t\t\n' "$project" "$w" "$t" >>"$widgets_tsv"
        continue
    fi

    exe=$(program_of "$t")
    # The widget's kind and families, from the gallery and its source.
    src=$corpus/$project/${W_FILE[i]}
    text=$(struct_text "$src" "$w")
    declare -A gallery_families=()
    kinds=() displays=()
    current=""
    while IFS= read -r line; do
        if [[ $line =~ $KIND_LINE ]]; then
            current=${BASH_REMATCH[1]}
            if [[ -z ${builtin_kind[$current]:-} ]]; then kinds+=("$current") displays+=("${BASH_REMATCH[2]}"); else current=""; fi
        elif [[ -n $current && $line =~ $FAMILIES_LINE ]]; then
            gallery_families[$current]=${BASH_REMATCH[1]}
        fi
    done < <(run_widget "$exe" gallery || true)
    kind=""
    if ((${#kinds[@]} == 1)); then
        kind=${kinds[0]}
    elif ((${#kinds[@]} > 1)); then
        literal=$(grep -oE '(kind:[[:space:]]*|kind(:[[:space:]]*String)?[[:space:]]*=[[:space:]]*)"[^"]+"' <<<"$text" | head -n1 | sed -E 's/^[^"]*"//; s/"$//' || true)
        display=$(grep -oE 'configurationDisplayName\("[^"]*"' <<<"$text" | head -n1 | sed -E 's/^[^"]*"//; s/"$//' || true)
        for k in "${!kinds[@]}"; do
            if [[ -n $literal && ${kinds[k]} == "$literal" ]]; then kind=${kinds[k]}; break; fi
        done
        if [[ -z $kind && -n $display ]]; then
            for k in "${!kinds[@]}"; do
                if [[ ${displays[k]} == "$display" ]]; then kind=${kinds[k]}; break; fi
            done
        fi
        [[ -n $kind ]] || kind=${kinds[0]}
    fi
    if [[ -z $kind ]]; then
        RENDER_FAIL+=("$id: not in its program's gallery   [widget not registered]")
        printf '%s\t%s\t\t\tfail\twidget not registered\t\n' "$project" "$w" >>"$renders_tsv"
        printf '%s\t%s\tyes\t\t%s\tyes\tno\t\t\t\n' "$project" "$w" "$t" >>"$widgets_tsv"
        printf '[%2d/%d] %-60s compiles, not registered (%ds)\n' "$n" "$portable_count" "$id" "$((SECONDS - started))"
        unset gallery_families
        continue
    fi
    families=()
    declared=$(tr '\n' ' ' <<<"$text" | grep -oE 'supportedFamilies[[:space:]]*\([^)]*\)' | head -n1 || true)
    if [[ -z $declared ]]; then
        families=(small medium large)
    else
        while IFS= read -r fam; do
            [[ -n $fam ]] && families+=("$(family_name "$fam")")
        done < <(grep -oE '\.(system|accessory)[A-Za-z]+' <<<"$declared" | sed 's/^\.//' | awk '!seen[$0]++' || true)
        if ((${#families[@]} == 0)); then
            IFS=', ' read -ra families <<<"${gallery_families[$kind]:-small, medium, large}"
        fi
    fi
    unset gallery_families
    ok=1
    render_families run "$exe" || ok=0
    if ((do_install)); then
        # The same target installed as an extension, rendered by widgetty, then uninstalled (one
        # at a time, so no corpus kind is placed as TARGET/kind for another's sake).
        if run_widget "$widgetty" install --executable "$exe" --product "$t" >/dev/null; then
            render_families installed "$widgetty" && installed_count=$((installed_count + 1))
            run_widget "$widgetty" uninstall "$t" >/dev/null || true
        else
            err=$(head -c 2000 -- "$RUN_ERR" | head -n 3 | tr '\n' ' ' || true)
            RENDER_FAIL+=("$id: installed: not installed — $err")
            printf '%s\t%s\t%s\t\tinstalled\tfail\tnot installed\t%s\n' "$project" "$w" "$kind" "$err" >>"$renders_tsv"
        fi
    fi
    fams=$(printf '%s,' "${families[@]}")
    if ((ok)); then
        rendered_count=$((rendered_count + 1))
        printf '[%2d/%d] %-60s compiles, renders %s (%ds)\n' "$n" "$portable_count" "$id" "${fams%,}" "$((SECONDS - started))"
        printf '%s\t%s\tyes\t\t%s\tyes\tyes\t%s\t\t\n' "$project" "$w" "$t" "${fams%,}" >>"$widgets_tsv"
    else
        printf '[%2d/%d] %-60s compiles, render FAIL (%ds)\n' "$n" "$portable_count" "$id" "$((SECONDS - started))"
        printf '%s\t%s\tyes\t\t%s\tyes\tno\t%s\t\t\n' "$project" "$w" "$t" "${fams%,}" >>"$widgets_tsv"
    fi
done

# ---------------------------------------------------------------------------------------------
# Summary.

echo
((drop_previews)) && echo "(--drop-previews: Xcode preview code was blanked out; these are not the porting figures)"
printf '%d/%d compile, %d/%d render   (%d portable widgets of %d in %d projects; %d not portable; %ds)\n' \
    "$compiled_count" "$portable_count" "$rendered_count" "$portable_count" "$portable_count" "$total" \
    "$project_count" "$((total - portable_count))" "$((SECONDS - start_all))"
if ((do_install && do_render)); then
    printf '%d/%d render as installed extensions (widgetty install, then widgetty render)\n' "$installed_count" "$portable_count"
fi
if ((${#COMPILE_FAIL[@]})); then
    echo
    echo "compile failures (first error):"
    printf '  %s\n' "${COMPILE_FAIL[@]}"
fi
if ((${#RENDER_FAIL[@]})); then
    echo
    echo "render failures:"
    printf '  %s\n' "${RENDER_FAIL[@]}"
fi
if ((${#COMPILE_FAIL[@]})); then
    echo
    echo "first-error categories:"
    printf '%s\n' "${COMPILE_FAIL[@]}" | sed -E 's/^.*   \[(.*)\]$/\1/' | sort | uniq -c | sort -rn | sed 's/^/  /'
    echo
    echo "every error, by category (widgets affected):"
    tail -n +2 -- "$errors_tsv" | awk -F'\t' '!seen[$1 "/" $2 "\t" $5]++ { print $5 }' | sort | uniq -c | sort -rn | sed 's/^/  /'
fi
if [[ -n $report ]]; then
    cp -- "$widgets_tsv" "$errors_tsv" "$renders_tsv" "$report/"
    cp -- "$logs"/*.log "$report/logs/" 2>/dev/null || true
    printf '\nreport: %s\n' "$report"
fi
if ((keep_scratch)); then printf 'scratch package: %s\n' "$pkg"; fi
