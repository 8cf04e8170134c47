"""A repository's local Swift packages, read from their Package.swift without running it
(regular expressions over the manifest's calls: good for the usual `.library`, `.target`,
`.package(path:)` forms; a manifest that computes its targets is read as far as they go)."""
import os
import re

import conditions

_SKIP_DIRS = {".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm", "checkouts"}


def _uncomment(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"(?<![:\"])//[^\n]*", " ", text)


def _calls(text, name):
    """The argument text of every `.NAME(…)` call, parentheses balanced."""
    result = []
    for match in re.finditer(r"\." + name + r"\s*\(", text):
        depth, i = 1, match.end()
        in_string = False
        while i < len(text) and depth:
            c = text[i]
            if c == '"' and text[i - 1] != "\\":
                in_string = not in_string
            elif not in_string:
                depth += (c == "(") - (c == ")")
            i += 1
        result.append(text[match.end():i - 1])
    return result


def _argument(call, label):
    match = re.search(r"\b" + label + r"\s*:\s*\"([^\"]*)\"", call)
    return match.group(1) if match else None


def _list_argument(call, label):
    match = re.search(r"\b" + label + r"\s*:\s*\[", call)
    if not match:
        return None
    depth, i = 1, match.end()
    while i < len(call) and depth:
        depth += (call[i] == "[") - (call[i] == "]")
        i += 1
    return call[match.end():i - 1]


class Target:
    def __init__(self, package, name, kind, folder, exclude, dependencies, products):
        self.package = package
        self.name = name
        self.kind = kind  # target, executableTarget, testTarget, macro, binaryTarget, plugin
        self.folder = folder  # absolute
        self.exclude = exclude  # absolute paths
        self.dependencies = dependencies  # names of targets of this package (or products by name)
        self.products = products  # (product, package name) pairs

    def swift_files(self):
        files = []
        for root, dirs, names in os.walk(self.folder):
            dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS and os.path.join(root, d) not in self.exclude)
            files += [os.path.join(root, n) for n in sorted(names) if n.endswith(".swift") and os.path.join(root, n) not in self.exclude]
        return files

    def asset_catalogues(self):
        found = []
        for root, dirs, _ in os.walk(self.folder):
            for d in list(dirs):
                if d.endswith(".xcassets"):
                    found.append(os.path.join(root, d))
                    dirs.remove(d)
            dirs[:] = [d for d in dirs if d not in _SKIP_DIRS]
        return sorted(found)


class Package:
    """A manifest read from its file, or from `text` (a remote package's, at a revision; its
    targets' folders then relative to `folder`)."""

    def __init__(self, manifest, text=None, folder=None):
        self.manifest = manifest
        self.folder = folder or os.path.dirname(manifest)
        if text is None:
            with open(manifest, encoding="utf-8", errors="replace") as file:
                text = file.read()
        # What `#if os(macOS)` and the like take away here is not in the package, as SwiftPM reads it.
        lines = text.split("\n")
        gone = conditions.inactive_lines(lines, {"Foundation", "PackageDescription"})
        text = _uncomment("\n".join("" if i in gone else line for i, line in enumerate(lines)))
        match = re.search(r"Package\s*\(\s*name\s*:\s*\"([^\"]+)\"", text)
        self.name = match.group(1) if match else os.path.basename(self.folder)
        self.local_dependencies = []  # absolute folders
        self.remote_urls = []  # third-party packages' URLs
        self.remote_requirements = {}  # URL → the rest of its `.package(…)` call (version, revision…)
        for call in _calls(text, "package"):
            path = _argument(call, "path")
            url = _argument(call, "url")
            if path is not None:
                self.local_dependencies.append(os.path.normpath(os.path.join(self.folder, path)))
            elif url:
                self.remote_urls.append(url)
                self.remote_requirements[url] = call
        self.products = {}  # library product → its targets
        for call in _calls(text, "library"):
            name = _argument(call, "name")
            targets = _list_argument(call, "targets")
            if name:
                self.products[name] = re.findall(r"\"([^\"]+)\"", targets or "")
        self.targets = {}
        # Prebuilt binaries a target downloads (`.binaryTarget(name:url:checksum:)`): Apple platforms' xcframeworks.
        self.binary_urls = [u for u in (_argument(call, "url") for call in _calls(text, "binaryTarget")) if u]
        for kind in ("target", "executableTarget", "testTarget", "macro", "binaryTarget"):
            for call in _calls(text, kind):
                name = _argument(call, "name")
                if not name:
                    continue
                folder = _argument(call, "path")
                if folder is None:
                    folder = self._default_folder(name, kind)
                folder = os.path.normpath(os.path.join(self.folder, folder))
                exclude = [os.path.normpath(os.path.join(folder, e)) for e in re.findall(r"\"([^\"]+)\"", _list_argument(call, "exclude") or "")]
                deps_text = _list_argument(call, "dependencies") or ""
                products = [(m.group(1), m.group(2)) for m in re.finditer(r"\.product\s*\(\s*name\s*:\s*\"([^\"]+)\"\s*,\s*package\s*:\s*\"([^\"]+)\"", deps_text)]
                deps_text = re.sub(r"\.product\s*\([^)]*\)", " ", deps_text)
                deps = re.findall(r"\"([^\"]+)\"", deps_text)
                self.targets[name] = Target(self, name, kind, folder, exclude, deps, products)

    def _default_folder(self, name, kind):
        roots = ["Tests"] if kind == "testTarget" else ["Sources", "Source", "src", "srcs"]
        for root in roots:
            if os.path.isdir(os.path.join(self.folder, root, name)):
                return os.path.join(root, name)
        return os.path.join(roots[0], name)


def find_packages(repository):
    """Every Package.swift of the repository (not in build folders or checkouts), read."""
    packages = []
    for root, dirs, names in os.walk(repository):
        dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS and not d.endswith((".xcodeproj", ".xcworkspace", ".xcassets")))
        if "Package.swift" in names:
            try:
                packages.append(Package(os.path.join(root, "Package.swift")))
            except OSError:
                pass
    return packages
