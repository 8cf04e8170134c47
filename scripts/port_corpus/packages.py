"""A repository's third-party Swift packages, taken from local mirrors at the revisions the
repository pinned (`--package-mirrors DIR`).

Pins come from the repository's Package.resolved files (the Xcode workspace's first, as the app
resolves every package together), or else from the requirement the project or manifest states.
A mirror is a git repository in DIR named after the package's URL: `OWNER+NAME`, `OWNER/NAME`,
`NAME` (with or without `.git`), holding a bare git directory, a `.git` folder or a `repo` folder
with either. The package's files at that revision go into the scratch package (checkout.py),
which depends on them by path; SwiftPM takes a root's local package for every dependency of the
same identity, so the packages those name come from their mirrors too. A package is taken only when it and
every package its manifest names (read at that revision, its `#if`s evaluated), recursively,
have a mirror: SwiftPM loads them all to resolve the graph, whichever target uses them. Such a
package is at its pin in the repository's Package.resolved, else at the newest tag its
requirement takes. Otherwise the missing one is named, and the import that needs the package
fails as `no such module`."""
import json
import os
import re
import subprocess

import checkout
import swiftpm


def identity(url):
    """SwiftPM's identity of a package URL: its last path component without `.git`, lowercased."""
    return re.sub(r"\.git$", "", url.rstrip("/").split("/")[-1]).lower()


def owner_and_name(url):
    parts = re.sub(r"\.git$", "", url.rstrip("/")).replace(":", "/").split("/")
    return (parts[-2] if len(parts) > 1 else ""), parts[-1]


class Pin:
    """A package's pin: a revision, version or branch; `newest` when the version is a lowest
    one (`from:`), of which SwiftPM takes the newest tag of the same major version."""

    def __init__(self, url, revision=None, version=None, branch=None, newest=False):
        self.url, self.revision, self.version, self.branch, self.newest = url, revision, version, branch, newest

    def describe(self):
        parts = [p for p in (self.version, self.branch and f"branch {self.branch}", self.revision and self.revision[:12]) if p]
        return " at ".join(parts) if parts else "no pin"


def read_resolved(path):
    """{identity: Pin} of one Package.resolved (format 1, 2 or 3)."""
    try:
        with open(path, encoding="utf-8") as file:
            data = json.load(file)
    except (OSError, ValueError):
        return {}
    pins = data.get("pins") or data.get("object", {}).get("pins") or []
    result = {}
    for pin in pins:
        url = pin.get("location") or pin.get("repositoryURL") or ""
        state = pin.get("state") or {}
        if url:
            result[identity(url)] = Pin(url, state.get("revision"), state.get("version"), state.get("branch"))
    return result


def repository_pins(root, skip_dirs):
    """Every pin of the repository's Package.resolved files, an Xcode project's or workspace's first."""
    found = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in skip_dirs and d != ".build")
        if "Package.resolved" in names:
            path = os.path.join(folder, "Package.resolved")
            found.append((0 if (".xcodeproj" in path or ".xcworkspace" in path) else 1, path))
    pins = {}
    for _, path in sorted(found):
        for key, pin in read_resolved(path).items():
            pins.setdefault(key, pin)
    return pins


def requirement_pin(url, requirement):
    """A Pin from a stated requirement: Xcode's {kind, version/revision/branch/minimumVersion} or
    a manifest's `exact: "1.2.3"`, `revision: "…"`, `branch: "…"`, `from: "1.2.3"` text."""
    if isinstance(requirement, dict):
        kind = requirement.get("kind", "")
        if kind == "revision":
            return Pin(url, revision=requirement.get("revision"))
        if kind == "branch":
            return Pin(url, branch=requirement.get("branch"))
        return Pin(url, version=requirement.get("version") or requirement.get("minimumVersion"), newest=kind != "exactVersion")
    text = requirement or ""
    for label in ("revision", "branch"):
        match = re.search(label + r"\s*:\s*\"([^\"]+)\"", text)
        if match:
            return Pin(url, **{label: match.group(1)})
    match = re.search(r"\"(\d+\.\d+(?:\.\d+)?)\"", text)
    return Pin(url, version=match.group(1) if match else None, newest=not re.search(r"\bexact\s*:", text))


def _version(text):
    match = re.fullmatch(r"v?(\d+)\.(\d+)(?:\.(\d+))?", text)
    return tuple(int(g or 0) for g in match.groups()) if match else None


def newest_tag(git_dir, lowest):
    """The newest tag of the mirror that a `from: lowest` requirement takes (same major version)."""
    floor = _version(lowest)
    tags = [(v, t) for t in _git(git_dir, "tag", "--list").split() if (v := _version(t)) and floor and v[0] == floor[0] and v >= floor]
    return max(tags)[1] if tags else None


def find_mirror(folder, url):
    """The git directory of URL's mirror in folder, or None."""
    if not folder or not os.path.isdir(folder):
        return None
    owner, name = owner_and_name(url)
    wanted = [f"{owner}+{name}", f"{owner}+{name}.git", os.path.join(owner, name), os.path.join(owner, name + ".git"), name, name + ".git"]
    entries = {}
    for base, dirs, _ in os.walk(folder):
        depth = os.path.relpath(base, folder).count(os.sep) + (base != folder)
        for d in dirs:
            entries.setdefault(os.path.relpath(os.path.join(base, d), folder).lower(), os.path.join(base, d))
        if depth >= 1:
            dirs[:] = []
    for candidate in wanted:
        path = entries.get(candidate.lower())
        if path:
            for git_dir in (os.path.join(path, "repo", ".git"), os.path.join(path, "repo"), os.path.join(path, ".git"), path):
                if os.path.isfile(os.path.join(git_dir, "HEAD")) and os.path.isdir(os.path.join(git_dir, "objects")):
                    return git_dir
    return None


def _git(git_dir, *args):
    try:
        return subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


def commit_in(git_dir, pin):
    """The commit the pin names in the mirror (its revision, else its version's tag, the newest
    one a `from:` takes, else its branch), or None when the mirror lacks it."""
    newest = pin.newest and not pin.revision and pin.version and newest_tag(git_dir, pin.version)
    for ref in (pin.revision, newest and f"refs/tags/{newest}", pin.version and f"refs/tags/{pin.version}", pin.version and f"refs/tags/v{pin.version}",
                pin.branch):
        if ref:
            commit = _git(git_dir, "rev-parse", "--verify", "--quiet", ref + "^{commit}").strip()
            if commit:
                return commit
    return None


class Resolution:
    """What one repository's used third-party products need: `packages` {identity: {url, revision,
    mirror, absent, root}} (root: a product of it is used; the others are what those name;
    absent: the files the mirror lacks), `products` {product: identity} and `missing` {product:
    why}."""

    def __init__(self, mirrors, pins):
        self.mirrors = mirrors
        self.pins = pins
        self.packages = {}
        self.products = {}
        self.missing = {}
        self._manifests = {}

    def take(self, product, url, requirement=None):
        """Takes PRODUCT of the package at URL (with its requirement when nothing pins it)."""
        if product in self.products or product in self.missing:
            return
        key = identity(url)
        pin = self.pins.get(key) or requirement_pin(url, requirement)
        needed = {}
        why = self._need(key, url, pin, needed, set())
        if why:
            self.missing[product] = why
            return
        needed[key]["root"] = True
        for name, package in needed.items():
            root = package.get("root", False) or self.packages.get(name, {}).get("root", False)
            self.packages.setdefault(name, package)["root"] = root
        self.products[product] = key

    def _need(self, key, url, pin, needed, seen):
        """Adds the package and every package its manifest names to `needed`, recursively; the
        reason it cannot, or ""."""
        if key in seen:
            return ""
        seen.add(key)
        if not self.mirrors:
            return f"not fetched: {url} ({pin.describe()}; no --package-mirrors)"
        git_dir = find_mirror(self.mirrors, url)
        if git_dir is None:
            return f"no mirror of {url} ({pin.describe()}) in {self.mirrors}"
        commit = commit_in(git_dir, pin) or (None if pin.revision or pin.version or pin.branch else _git(git_dir, "rev-parse", "HEAD").strip())
        if not commit:
            return f"the mirror of {url} lacks {pin.describe()}"
        needed[key] = {"url": url, "revision": commit, "mirror": git_dir, "absent": checkout.absent_files(git_dir, commit)}
        manifest = self._manifest(git_dir, commit)
        if manifest is None:
            return ""
        if manifest.binary_urls:
            return f"{url} ({pin.describe()}) is a prebuilt binary, {manifest.binary_urls[0]}"
        # every package a manifest names, as SwiftPM loads them all
        for dep_url in manifest.remote_urls:
            dep_key = identity(dep_url)
            dep_pin = self.pins.get(dep_key) or requirement_pin(dep_url, manifest.remote_requirements.get(dep_url))
            why = self._need(dep_key, dep_url, dep_pin, needed, seen)
            if why:  # the chain from this package down to the one without a mirror
                if " (needed by " in why:
                    return why.replace(" (needed by ", f" (needed by {key} → ", 1)
                return f"{why} (needed by {key})"
        return ""

    def _manifest(self, git_dir, commit):
        if (git_dir, commit) not in self._manifests:
            text = _git(git_dir, "show", f"{commit}:Package.swift")
            self._manifests[(git_dir, commit)] = swiftpm.Package(None, text=text, folder="/") if text else None
        return self._manifests[(git_dir, commit)]
