#!/bin/sh
# A Widgetty script widget in POSIX sh: the load average now, refreshed at the next minute.
# Prints a JSON timeline on stdout (see README "Script widgets").
read one five fifteen rest < /proc/loadavg
now=$(date +%s)
next=$(( (now / 60 + 1) * 60 ))
cat <<JSON
{"entries": [{"date": $now, "lines": ["Load $one $five $fifteen", "family: ${WIDGETTY_FAMILY:-small}"]}],
 "policy": {"after": $next}}
JSON
