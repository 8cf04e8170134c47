#!/usr/bin/env python3
"""Traces the release binary and writes lld's symbol ordering file from what ran.

Usage: make_order.py BINARY SYMBOLS TRACER LINK_MAP OUT

Runs BINARY under TRACER (trace_functions, with SYMBOLS) on W1 for 20 s and on the default home
for 10 s, each in a private tmux server with fresh XDG folders (scripts/soak.py's), and writes
the functions that ran to OUT: first those W1 ran in its steady state (after 8 s), then the rest,
first run first.

lld moves every input section that defines a listed name. A name that several sections define
(local helpers each Swift object has: value witnesses, merged thunks) would also move its copies
inside the large `.text` sections that the toolchain's libraries were not split into; such a name
is listed only if every large section it would move is moved anyway by a name of its own."""
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from soak import Tmux, private_environment  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHARED_BENCH = os.path.join(ROOT, "..", "shared", "bench")
LARGE = 4096
START = "# the start"  # trace_functions --steady-after: the steady state's names come before it
LINE = re.compile(r"\s*[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ (\s*)(.*)")


def trace(binary, symbols, tracer, folder, name, seconds, args, extra_env, steady_after=None):
    """The functions `binary args` ran in `seconds` of a 120×40 pane (it is then sent q); with
    `steady_after`, those that ran again from that second on come first."""
    home = os.path.join(folder, name)
    env = private_environment(home) | extra_env
    out, log = os.path.join(home, "trace"), os.path.join(home, "log")
    steady = ["--steady-after", str(steady_after)] if steady_after else []
    command = " ".join(shlex.quote(part) for part in [tracer, *steady, symbols, out, "--", binary, *args])
    tmux = Tmux(home, env)
    tmux.run("new-session", "-d", "-s", "soak", "-x", "120", "-y", "40", f"sh -c {shlex.quote(command + ' 2>' + log)}")
    try:
        time.sleep(seconds)  # the stretch to trace is this long, by definition
        tmux.run("send-keys", "-t", "soak", "q")
        deadline = time.monotonic() + 30
        while not (os.path.exists(out) and os.path.getsize(out)):
            if time.monotonic() > deadline:
                raise SystemExit(f"make_order.py: no trace from {name}:\n{open(log).read() if os.path.exists(log) else ''}")
            time.sleep(0.2)
    finally:
        tmux.run("kill-server", check=False)
    sys.stderr.write(open(log).read())
    return [line.rstrip("\n") for line in open(out) if line.strip()]


def sections_by_name(link_map):
    """Symbol name -> [(section id, size)] of the `.text` input sections defining it."""
    sections = defaultdict(list)
    in_text, section, size = False, 0, 0
    with open(link_map) as lines:
        for number, line in enumerate(lines):
            match = LINE.match(line)
            if not match:
                continue
            indent, name = len(match.group(2)), match.group(3)
            if indent == 0:
                in_text = name == ".text"
            elif in_text and indent == 8:
                section, size = number, int(match.group(1), 16)
            elif in_text and indent == 16:
                sections[name].append((section, size))
    return sections


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__.strip().splitlines()[2])
    binary, symbols, tracer, link_map, out = sys.argv[1:]
    with tempfile.TemporaryDirectory(prefix="widgetty-link-order-") as folder:
        repository = os.path.join(folder, "w1-repo")
        subprocess.run([os.path.join(SHARED_BENCH, "make_fixture_repo.sh"), repository], check=True, capture_output=True)
        w1 = {"W1_REPO": repository, "W1_TODO": os.path.join(SHARED_BENCH, "data", "todo.txt")}
        # W1's steady state (from 8 s on: ready, settled, the to-do file and git loaded) first:
        # the code every tick runs then sits in a few hundred KiB, not spread over megabytes.
        traced = trace(binary, symbols, tracer, folder, "w1", 20, ["--config", os.path.join(ROOT, "Resources/bench/W1.yaml")], w1,
                       steady_after=8)
        traced += trace(binary, symbols, tracer, folder, "home", 10, [], {})
    sections = sections_by_name(link_map)
    steady = set(traced[:traced.index(START)]) if START in traced else set()
    names = list(dict.fromkeys(name for name in traced if name != START))
    moved = {section for name in names if len(sections.get(name, [])) == 1 for section, _ in sections[name]}
    kept = [name for name in names
            if len(sections.get(name, [])) < 2
            or all(size <= LARGE or section in moved for section, size in sections[name])]
    # A steady-state function in one of the large sections the toolchain's libraries were not
    # split into moves all of that section (up to 1.5 MiB of the standard library), which would
    # push the rest of the steady state apart: the small ones go first, together.
    def in_large_section(name):
        return any(size > LARGE for _, size in sections.get(name, []))
    kept = ([name for name in kept if name in steady and not in_large_section(name)]
            + [name for name in kept if name in steady and in_large_section(name)]
            + [name for name in kept if name not in steady])
    with open(out, "w") as file:
        file.writelines(name + "\n" for name in kept)
    print(f"make_order.py: {len(kept)} of {len(names)} functions ordered", file=sys.stderr)


if __name__ == "__main__":
    main()
