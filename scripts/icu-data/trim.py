#!/usr/bin/env python3
"""ICU's data for the release binary, without the parts Widgetty never reads.

Foundation links ICU with all of its data: one array, `icudtNN_dat`, of about 34 MB in
`lib_FoundationICU.a(icu_packaged_data.cpp.o)`. This script reads that array out of the
toolchain's archive, drops the items listed in DROPPED below, and writes the rest as an object
that defines `__wrap_icudtNN_dat`, with a linker response file naming that object and
`--wrap=icudtNN_dat`: every reference to ICU's array then goes to the trimmed one, and the
linker's garbage collection (SwiftPM links release executables with --gc-sections) leaves the
archive's 34 MB out, as nothing refers to them. (Defining `icudtNN_dat` itself clashes with the
archive's member, which the linker has already taken in for ICU's own reference by the time it
reads a flag's object.) A program that does not use ICU, such as widgetty-fetch, keeps none of it.

The data is ICU's "common data" package (ucmndata.h): a header, a table of contents sorted by
item name (pairs of offsets to a name and to the item, from the start of the table), then the
names and the items, each item 16-byte aligned. Dropping items keeps the table sorted, so ICU's
binary search still finds the rest, and a locale whose item is missing falls back to its parent
and then to root, as ICU does for any locale it has no data for.

Usage: trim.py OUTDIR, which gets icu-data.dat, icu-data.S, icu-data.o and link.rsp (pass it
as `-Xlinker @OUTDIR/link.rsp`). The archive is found from `swift` on PATH (or --archive), and
the assembler is the toolchain's clang.
"""
import argparse
import os
import shutil
import struct
import subprocess
import sys

# What Widgetty's `widgetty` binary never reads, by item path inside the package. Each rule
# says why; together they are about 17.6 of the 34 MB.
DROPPED = (
    # Legacy character set converters: every text Widgetty reads is decoded by its own code
    # (UTF-8, UTF-16, Latin-1, ASCII, windows-1252 in the feed reader), never through ICU.
    ("suffix", ".cnv"),
    # Word-break dictionaries for Chinese, Japanese, Thai, Lao, Khmer and Burmese: Widgetty
    # breaks lines at spaces and measures grapheme clusters itself. Without a dictionary ICU's
    # word breaker treats those scripts as it treats any other, rule by rule.
    ("prefix+suffix", "brkitr/", ".dict"),
    # Collation tailorings per language: `localizedStandardCompare` sorts the gallery's English
    # names by the root order (ucadata.icu and coll/root.res stay).
    ("collation tailorings", "coll/"),
    # Transliteration, and the names of languages, regions and Unicode characters: nothing in
    # Widgetty asks for them (`Locale.localizedString(for…)`, `applyingTransform`).
    ("prefix", "translit/"),
    ("prefix", "lang/"),
    ("prefix", "region/"),
    ("name", "unames.icu"),
)
KEPT_COLLATION = {"coll/root.res", "coll/ucadata.icu", "coll/res_index.res"}


def dropped(path):
    """Whether the item at `path` (e.g. `coll/de.res`, no package prefix) is left out."""
    for rule in DROPPED:
        kind = rule[0]
        if kind == "suffix" and path.endswith(rule[1]):
            return True
        if kind == "prefix+suffix" and path.startswith(rule[1]) and path.endswith(rule[2]):
            return True
        if kind == "collation tailorings" and path.startswith(rule[1]) and path not in KEPT_COLLATION:
            return True
        if kind == "prefix" and path.startswith(rule[1]):
            return True
        if kind == "name" and path == rule[1]:
            return True
    return False


def archive_member(archive_path, member):
    """The bytes of `member` in a System V / GNU `ar` archive."""
    with open(archive_path, "rb") as file:
        data = file.read()
    if not data.startswith(b"!<arch>\n"):
        sys.exit(f"{archive_path}: not an ar archive")
    offset, long_names = 8, b""
    while offset + 60 <= len(data):
        header = data[offset:offset + 60]
        name = header[:16].decode().rstrip()
        size = int(header[48:58].decode().strip())
        body = data[offset + 60:offset + 60 + size]
        if name == "//":
            long_names = body
        elif name.startswith("/") and name[1:].isdigit():
            start = int(name[1:])
            name = long_names[start:long_names.index(b"/\n", start)].decode()
        else:
            name = name.rstrip("/")
        if name == member:
            return body
        offset += 60 + size + (size & 1)
    sys.exit(f"{archive_path}: no member {member}")


def elf_symbol(obj, prefix):
    """The name and bytes of the first defined symbol whose name starts with `prefix` in an
    ELF64 little-endian relocatable object."""
    if obj[:4] != b"\x7fELF" or obj[4] != 2 or obj[5] != 1:
        sys.exit("icu_packaged_data.cpp.o: not a 64-bit little-endian ELF object")
    section_offset, = struct.unpack_from("<Q", obj, 0x28)
    entry_size, count = struct.unpack_from("<HH", obj, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", obj, section_offset + i * entry_size) for i in range(count)]
    for section in sections:
        if section[1] != 2:  # SHT_SYMTAB
            continue
        strings = sections[section[6]]
        for at in range(section[4], section[4] + section[5], 24):
            name_at, _info, _other, index, value, size = struct.unpack_from("<IBBHQQ", obj, at)
            end = obj.index(b"\0", strings[4] + name_at)
            name = obj[strings[4] + name_at:end].decode()
            if name.startswith(prefix) and 0 < index < len(sections):
                start = sections[index][4] + value
                return name, obj[start:start + size]
    sys.exit(f"icu_packaged_data.cpp.o: no symbol {prefix}*")


def trimmed(package):
    """The common data package `package` without the dropped items, and what was dropped."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", package, 0)
    # MappedData (size, magic 0xda27), then UDataInfo: isBigEndian at 8, the format at 12.
    if (magic1, magic2) != (0xDA, 0x27) or package[8] != 0 or package[12:16] != b"CmnD":
        sys.exit("ICU data: not a little-endian common data package")
    toc = header_size
    count, = struct.unpack_from("<I", package, toc)
    items = []
    for i in range(count):
        name_at, data_at = struct.unpack_from("<II", package, toc + 4 + 8 * i)
        end = package.index(b"\0", toc + name_at)
        items.append((package[toc + name_at:end], data_at))
    kept, dropped_bytes = [], 0
    for i, (name, data_at) in enumerate(items):
        data_end = items[i + 1][1] if i + 1 < count else len(package) - toc
        path = name.decode().split("/", 1)[1]
        if dropped(path):
            dropped_bytes += data_end - data_at
        else:
            kept.append((name, package[toc + data_at:toc + data_end]))
    # The new table: count, offsets, names (each NUL-terminated), then items 16-byte aligned.
    names_at = 4 + 8 * len(kept)
    names = b"".join(name + b"\0" for name, _ in kept)
    data_at = names_at + len(names)
    data_at += -(toc + data_at) % 16
    table, body, name_offset = [struct.pack("<I", len(kept))], bytearray(), names_at
    for name, item in kept:
        table.append(struct.pack("<II", name_offset, data_at + len(body)))
        name_offset += len(name) + 1
        body += item
        body += b"\0" * (-len(body) % 16)
    head = b"".join(table) + names
    head += b"\0" * (data_at - len(head))
    return package[:toc] + head + bytes(body), count - len(kept), dropped_bytes


def toolchain_file(*parts):
    """A file of the toolchain that has `swift` on PATH, by its path from the toolchain's usr/."""
    swift = shutil.which("swift")
    if swift is None:
        sys.exit("trim.py: no swift on PATH")
    return os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swift))), *parts)


def write_atomically(path, content):
    with open(path + ".tmp", "wb" if isinstance(content, bytes) else "w") as file:
        file.write(content)
    os.replace(path + ".tmp", path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", help="where to write icu-data.{dat,S,o} and link.rsp")
    parser.add_argument("--archive", help="lib_FoundationICU.a (default: the toolchain's)")
    arguments = parser.parse_args()
    archive = arguments.archive or toolchain_file("lib", "swift_static", "linux", "lib_FoundationICU.a")
    symbol, package = elf_symbol(archive_member(archive, "icu_packaged_data.cpp.o"), "icudt")
    data, items, saved = trimmed(package)
    outdir = os.path.abspath(arguments.outdir)
    os.makedirs(outdir, exist_ok=True)
    data_path, assembly_path, object_path = (os.path.join(outdir, "icu-data" + suffix) for suffix in (".dat", ".S", ".o"))
    write_atomically(data_path, data)
    # The section is named as scripts/link-order/icu-data-last.ld expects: ICU's tables in a
    # segment of their own.
    wrapped = "__wrap_" + symbol
    write_atomically(assembly_path, (
        f'\t.section .rodata.icu_data,"a",@progbits\n'
        f"\t.globl {wrapped}\n\t.type {wrapped},@object\n\t.balign 16\n{wrapped}:\n"
        f'\t.incbin "{data_path}"\n\t.size {wrapped}, {len(data)}\n'
        f'\t.section .note.GNU-stack,"",@progbits\n'
    ))
    subprocess.run([toolchain_file("bin", "clang"), "-c", assembly_path, "-o", object_path + ".tmp"], check=True)
    os.replace(object_path + ".tmp", object_path)
    write_atomically(os.path.join(outdir, "link.rsp"), f"--wrap={symbol}\n{object_path}\n")
    print(f"ICU data: {len(package)} -> {len(data)} bytes ({items} items, {saved} bytes left out)")


if __name__ == "__main__":
    main()
