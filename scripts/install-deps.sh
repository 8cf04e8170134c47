#!/bin/sh
# Installs what building and testing Widgetty needs beyond the Swift toolchain:
# the ncursesw headers (libncurses-dev), the SQLite headers (libsqlite3-dev, for the shared
# store), libpng and libjpeg with their static archives (libpng-dev, which brings zlib1g-dev,
# and libjpeg-dev, which is libjpeg62-turbo-dev on Debian: for pictures), ncurses-term (the
# descriptions of direct-colour terminals, xterm-direct), tmux (for the end-to-end tests),
# ca-certificates (the CA store the network widgets verify HTTPS against), python3 (the network
# tests' loopback server, Tests/Fixtures/loopback_server.py), and man-db and zsh (to check what
# `make install` writes).
# With --servers (`make test`): the servers the fleet widgets' tests start on loopback, from
# Debian's packages: prometheus, prometheus-alertmanager, mosquitto and mosquitto-clients
# (mosquitto_pub) and radicale (CalDAV). Only their programs are used; no service is enabled by the tests.
set -eu

missing=""
[ -f /usr/include/ncursesw/curses.h ] || [ -f /usr/include/ncurses.h ] || missing="$missing libncurses-dev"
[ -f /usr/include/sqlite3.h ] || missing="$missing libsqlite3-dev"
[ -f /usr/include/png.h ] && [ -f /usr/include/zlib.h ] || missing="$missing libpng-dev"
[ -f /usr/include/jpeglib.h ] || missing="$missing libjpeg-dev"
command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
# For `make test`'s check of `make install`: the man page is rendered and the zsh completion loaded.
command -v man >/dev/null 2>&1 || missing="$missing man-db"
command -v zsh >/dev/null 2>&1 || missing="$missing zsh"
# Terminal descriptions beyond the basic set: xterm-direct (24-bit colour through ncurses).
[ -f /usr/share/terminfo/x/xterm-direct ] || missing="$missing ncurses-term"
[ -f /etc/ssl/certs/ca-certificates.crt ] || missing="$missing ca-certificates"
command -v python3 >/dev/null 2>&1 || missing="$missing python3"
if [ "${1:-}" = "--servers" ]; then
    [ -x /usr/bin/prometheus ] || missing="$missing prometheus"
    [ -x /usr/bin/prometheus-alertmanager ] || missing="$missing prometheus-alertmanager"
    [ -x /usr/sbin/mosquitto ] || missing="$missing mosquitto"
    command -v mosquitto_pub >/dev/null 2>&1 || missing="$missing mosquitto-clients"
    [ -x /usr/bin/radicale ] || missing="$missing radicale"
fi
[ -n "$missing" ] || exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "widgetty: please install:$missing (no apt-get on this machine)" >&2
    exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO="sudo -n"
else
    echo "widgetty: missing:$missing — run: sudo apt-get install -y$missing" >&2
    exit 1
fi
echo "widgetty: installing$missing" >&2
$SUDO apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
