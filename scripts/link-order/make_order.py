#!/usr/bin/env python3
"""Turns traces (function names, first run first) into lld's symbol ordering file.

Usage: make_order.py LINK_MAP OUT TRACE [TRACE...]

lld moves every input section that defines a listed name. A name that several sections define
(local helpers each Swift object has: value witnesses, merged thunks) would also move its copies
inside the large `.text` sections that the toolchain's libraries were not split into; such a name
is listed only if every large section it would move is moved anyway by a name of its own."""
import re
import sys
from collections import defaultdict

LARGE = 4096
LINE = re.compile(r"\s*[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ (\s*)(.*)")


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
    if len(sys.argv) < 4:
        sys.exit(__doc__.strip().splitlines()[2])
    link_map, out, traces = sys.argv[1], sys.argv[2], sys.argv[3:]
    sections = sections_by_name(link_map)
    names = list(dict.fromkeys(line.rstrip("\n") for trace in traces for line in open(trace) if line.strip()))
    moved = {section for name in names if len(sections.get(name, [])) == 1 for section, _ in sections[name]}
    kept = [name for name in names
            if len(sections.get(name, [])) < 2
            or all(size <= LARGE or section in moved for section, size in sections[name])]
    with open(out, "w") as file:
        file.writelines(name + "\n" for name in kept)
    print(f"make_order.py: {len(kept)} of {len(names)} functions ordered", file=sys.stderr)


if __name__ == "__main__":
    main()
