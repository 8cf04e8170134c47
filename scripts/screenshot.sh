#!/bin/sh
# `make screenshot`: the home screen in a real terminal emulator, photographed. xterm (DejaVu Sans
# Mono, 24-bit colour) on a virtual X display (Xvfb) runs tmux with the status line off, and tmux
# runs widgetty with the default home file in a fresh XDG tree; when the pane shows the whole
# board, the xterm window is captured (xwd) and written as PNG (netpbm).
#   screenshot.sh BINARY OUTPUT.png [THEME] [HOME.yaml SECONDS]
# With THEME, the home file says `theme: THEME` first. With HOME.yaml, that home is photographed
# instead of the default one, SECONDS after the board appears (time for charts to gather samples). Installs xvfb, xterm, x11-apps, netpbm
# and fonts-dejavu-core through apt-get when missing (as scripts/install-deps.sh does).
set -eu
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
output=$2
theme=${3:-}
home=${4:-}
settle=${5:-1.5}
here=$(cd "$(dirname "$0")/.." && pwd)
columns=120
rows=40

missing=""
command -v Xvfb >/dev/null 2>&1 || missing="$missing xvfb"
command -v xterm >/dev/null 2>&1 || missing="$missing xterm"
command -v xwd >/dev/null 2>&1 || missing="$missing x11-apps"
command -v xwdtopnm >/dev/null 2>&1 || missing="$missing netpbm"
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ] || missing="$missing fonts-dejavu-core"
if [ -n "$missing" ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
    echo "screenshot: installing$missing" >&2
    $sudo apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null
fi

work=$(mktemp -d)
display=""
cleanup() {
    tmux -L "widgetty-shot-$$" kill-server 2>/dev/null || true
    [ -z "${xterm_pid:-}" ] || kill "$xterm_pid" 2>/dev/null || true
    [ -z "${xvfb_pid:-}" ] || kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT INT TERM

# A free display number: the first without an X socket or lock.
n=90
while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
display=":$n"
Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
waited=0
until [ -e "/tmp/.X11-unix/X$n" ]; do
    [ $waited -lt 100 ] || { echo "screenshot: Xvfb did not start: $(cat "$work/xvfb.log")" >&2; exit 1; }
    sleep 0.1; waited=$((waited + 1))
done

mkdir -p "$work/config/widgetty"
{
    [ -z "$theme" ] || printf 'theme: %s\n\n' "$theme"
    cat "${home:-$here/Resources/home.yaml}"
} >"$work/config/widgetty/home.yaml"
cat >"$work/tmux.conf" <<'CONF'
set -g status off
set -g default-terminal "tmux-256color"
set -ga terminal-overrides ",xterm*:Tc"
CONF
socket="widgetty-shot-$$"
DISPLAY=$display xterm -T widgetty-screenshot -fa "DejaVu Sans Mono" -fs 11 -geometry "${columns}x${rows}+0+0" \
    -bg "#1c1c1c" -fg "#d0d0d0" -b 8 +sb -e env TERM=xterm-256color COLORTERM=truecolor \
    tmux -L "$socket" -f "$work/tmux.conf" new-session -x "$columns" -y "$rows" \
    env XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state" \
    XDG_CACHE_HOME="$work/cache" XDG_RUNTIME_DIR="$work" COLORTERM=truecolor "$binary" &
xterm_pid=$!

# Wait for the board (the key hints at the bottom), at most 20 s.
waited=0
while :; do
    pane=$(tmux -L "$socket" capture-pane -p 2>/dev/null || true)
    case "$pane" in
        *"q quit"*) break ;;
    esac
    [ $waited -lt 200 ] || { echo "screenshot: the board did not appear:" >&2; echo "$pane" >&2; exit 1; }
    sleep 0.1; waited=$((waited + 1))
done
# The first entries land within a second of the board; the emulator then draws what tmux has.
sleep "$settle"

mkdir -p "$(dirname "$output")"
DISPLAY=$display xwd -silent -name widgetty-screenshot | xwdtopnm 2>/dev/null | pnmtopng >"$output.tmp"
mv "$output.tmp" "$output"
echo "$output"
