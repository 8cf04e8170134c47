#!/usr/bin/env python3
"""Assembles the Widgetty SDK from a build: what a widget package needs to build against an
installed Widgetty, with no checkout and nothing to fetch.

    assemble.py BUILD_DIR DEST

BUILD_DIR is SwiftPM's build folder for one configuration (`.build/release`) after
`swift build --product WidgettySDK`; DEST (PREFIX/lib/widgetty) gets:

    lib/libWidgettySDK.a     every object of `Widgetty` and `WidgettyTesting` and what they use
                             (with `os`, `OSLog`, `Security` and `Charts`, which widget code imports by name)
                             (debug information stripped)
    modules/*.swiftmodule    the compiled interface of each Swift module in that closure
    include/                 the C modules those interfaces name, each in a folder of its own,
                             and one module.modulemap that declares them all (`-Xcc -I include`)
    plugins/WidgettyMacros   the `#Preview` macro's compiler plugin
    sdk.json                 the compiler it was built with and the system libraries to link

The C modules are found by asking the compiler: a file importing `Widgetty` and
`WidgettyTesting` is type-checked against DEST, and each module it reports missing is copied in
from the build's module maps (the package's own, the dependencies' checkouts, the ones SwiftPM
made) until it type-checks: so DEST is known to compile before it is installed.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

LIBRARIES = ["sqlite3", "png", "jpeg", "z", "stdc++"]
# What an author's binary never carries (issue 32): `swift run` hands a bundle to the installed
# `widgetty`, so the program, the home screen, the terminal backend and the built-ins stay out.
FORBIDDEN_MODULES = ["WidgettyApp", "WidgettyHost", "WidgettyExtensionHost", "WidgettyNcurses", "WidgettyBuiltins", "WidgettyPreview", "CNcursesW"]
# What authors import: the two of Widgetty, and the stand-ins for Apple's modules that widget
# code imports by name (built as dependencies of `Widgetty`, so already in the archive).
PUBLIC_MODULES = ["Widgetty", "WidgettyTesting", "os", "OSLog", "Security", "Charts"]


def fail(message):
    sys.exit(f"sdk: {message}")


def toolchain_file(name):
    swift = shutil.which("swift") or fail("no swift on PATH")
    return os.path.join(os.path.dirname(os.path.realpath(swift)), name)


def closure_modules(build):
    """The Swift modules in the SDK archive: the targets whose objects SwiftPM archived."""
    listing = os.path.join(build, "WidgettySDK.product", "Objects.LinkFileList")
    if not os.path.exists(listing):
        fail(f"{listing} is missing (swift build --product WidgettySDK first)")
    names = set()
    with open(listing) as file:
        for line in file:
            folder = os.path.basename(os.path.dirname(line.strip().strip("'\"")))
            if folder.endswith(".build"):
                names.add(folder[: -len(".build")])
    forbidden = sorted(names.intersection(FORBIDDEN_MODULES))
    if forbidden:
        fail(f"the SDK's closure holds {', '.join(forbidden)}: `Widgetty` must not depend on the program")
    return sorted(name for name in names if os.path.exists(os.path.join(build, "Modules", name + ".swiftmodule")))


def module_maps(package_root, build):
    """Every module map the build can see, by the module it declares: the package's sources,
    its dependencies' checkouts, and the ones SwiftPM wrote for C targets."""
    found = {}
    roots = [os.path.join(package_root, "Sources"), os.path.join(package_root, ".build", "checkouts"), build]
    for root in roots:
        for folder, subfolders, files in os.walk(root):
            subfolders[:] = [name for name in subfolders if name not in ("Tests", "Benchmarks", ".git")]
            if "module.modulemap" in files:
                path = os.path.join(folder, "module.modulemap")
                with open(path) as file:
                    for name in re.findall(r"^\s*module\s+([A-Za-z_][A-Za-z0-9_]*)", file.read(), re.M):
                        found.setdefault(name, path)
    return found


def copy_c_module(name, module_map, include):
    """Copies module `name` into include/NAME: its module map's folder, or, for a map SwiftPM
    wrote with absolute paths, the headers it names under a map with relative ones."""
    destination = os.path.join(include, name)
    shutil.rmtree(destination, ignore_errors=True)
    with open(module_map) as file:
        text = file.read()
    absolute = re.search(r'umbrella\s+(header\s+)?"(/[^"]+)"', text)
    if absolute:
        target = absolute.group(2)
        folder = os.path.dirname(target) if absolute.group(1) else target
        shutil.copytree(folder, destination)
        umbrella = f'umbrella header "{os.path.basename(target)}"' if absolute.group(1) else 'umbrella "."'
        with open(os.path.join(destination, "module.modulemap"), "w") as file:
            file.write(f"module {name} {{\n    {umbrella}\n    export *\n}}\n")
    else:
        shutil.copytree(os.path.dirname(module_map), destination, ignore=shutil.ignore_patterns("*.c", "*.o"))


def write_umbrella_map(include, names):
    with open(os.path.join(include, "module.modulemap"), "w") as file:
        file.write("// The C modules of the Widgetty SDK, each in its own folder.\n")
        for name in sorted(names):
            file.write(f'extern module {name} "{name}/module.modulemap"\n')


def missing_modules(dest):
    """The modules the compiler reports missing when a file imports the public modules."""
    with tempfile.TemporaryDirectory() as scratch:
        probe = os.path.join(scratch, "probe.swift")
        with open(probe, "w") as file:
            file.write("".join(f"import {name}\n" for name in PUBLIC_MODULES))
        result = subprocess.run(
            [toolchain_file("swiftc"), "-typecheck", probe, "-I", os.path.join(dest, "modules"),
             "-Xcc", "-I" + os.path.join(dest, "include"),
             "-load-plugin-executable", os.path.join(dest, "plugins", "WidgettyMacros") + "#WidgettyMacros"],
            capture_output=True, text=True)
        output = result.stdout + result.stderr
        missing = set(re.findall(r"missing required module '([^']+)'", output))
        for listed in re.findall(r"missing required modules: ((?:'[^']+'(?:, )?)+)", output):
            missing |= set(re.findall(r"'([^']+)'", listed))
        missing |= set(re.findall(r"no such module '([^']+)'", output))
        if result.returncode != 0 and not missing:
            fail("the SDK does not compile:\n" + output)
        return missing


def strip_tool():
    for tool in (os.environ.get("STRIP"), "strip", "llvm-strip"):
        if tool and shutil.which(tool):
            return shutil.which(tool)
    return toolchain_file("llvm-objcopy")


def main():
    if len(sys.argv) != 3:
        fail("usage: assemble.py BUILD_DIR DEST")
    build, dest = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    package_root = os.path.dirname(os.path.dirname(build))
    staging = dest + ".new"
    shutil.rmtree(staging, ignore_errors=True)
    for folder in ("lib", "modules", "include", "plugins"):
        os.makedirs(os.path.join(staging, folder))

    strip = strip_tool()
    library = os.path.join(staging, "lib", "libWidgettySDK.a")
    shutil.copyfile(os.path.join(build, "libWidgettySDK.a"), library)
    subprocess.run([strip, "--strip-debug", library], check=True)
    plugin = os.path.join(staging, "plugins", "WidgettyMacros")
    shutil.copyfile(os.path.join(build, "WidgettyMacros-tool"), plugin)
    subprocess.run([strip, "--strip-all", plugin], check=True)
    os.chmod(plugin, 0o755)
    for name in closure_modules(build):
        shutil.copyfile(os.path.join(build, "Modules", name + ".swiftmodule"), os.path.join(staging, "modules", name + ".swiftmodule"))
        doc = os.path.join(build, "Modules", name + ".swiftdoc")
        if os.path.exists(doc):
            shutil.copyfile(doc, os.path.join(staging, "modules", name + ".swiftdoc"))

    maps = module_maps(package_root, build)
    copied = set()
    for _ in range(64):
        missing = missing_modules(staging)
        if not missing:
            break
        for name in sorted(missing):
            if name in copied or name not in maps:
                fail(f"the SDK needs module '{name}', and the build has no module map for it")
            copy_c_module(name, maps[name], os.path.join(staging, "include"))
            copied.add(name)
        write_umbrella_map(os.path.join(staging, "include"), copied)
    else:
        fail("the SDK's modules were not all found")

    version = subprocess.run([toolchain_file("swift"), "--version"], capture_output=True, text=True).stdout.splitlines()
    with open(os.path.join(staging, "sdk.json"), "w") as file:
        json.dump({"compiler": (version or ["unknown"])[0].strip(), "libraries": LIBRARIES,
                   "modules": PUBLIC_MODULES}, file, indent=2)
        file.write("\n")
    shutil.rmtree(dest, ignore_errors=True)
    os.rename(staging, dest)
    size = sum(os.path.getsize(os.path.join(folder, name)) for folder, _, names in os.walk(dest) for name in names)
    print(f"sdk: {dest} ({size / 1e6:.0f} MB; C modules: {', '.join(sorted(copied)) or 'none'})")


if __name__ == "__main__":
    main()
