"""Lays out one repository's part of the scratch package: its modules as library targets (their
names kept, so `import Models` finds them), each widget as an executable target with its files,
asset catalogues and intent definitions, every file with only its imports ported; and the
manifest. The baseline target (written by port-corpus.sh) is kept; other targets' folders go."""
import filecmp
import json
import os
import re
import shutil

import checkout
import porting
import swiftpm

BASELINE = "PortCorpusBaseline"
# Targets of Widgetty's dependencies: a module of the same name would make the package invalid.
DEPENDENCY_TARGETS = {"OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation", "OpenCombineShim", "COpenCombineHelpers",
                      "Logging", "HeapModule", "DequeModule", "OrderedCollections", "Collections", "BitCollections",
                      "HashTreeCollections", "RopeModule", "_RopeModule", "InternalCollectionsUtilities", "Yams", "CYaml",
                      "SwiftSyntax", "SwiftParser", "SwiftSyntaxMacros", "SwiftCompilerPlugin", "SwiftDiagnostics",
                      "SwiftSyntaxBuilder", "SwiftBasicFormat", "SwiftOperators", "SwiftParserDiagnostics", "_SwiftSyntaxCShims"}


def reserved_names(widgetty_root):
    names = set(DEPENDENCY_TARGETS)
    try:
        names.update(swiftpm.Package(os.path.join(widgetty_root, "Package.swift")).targets)
    except OSError:
        pass
    return names


def write_if_changed(path, text):
    if os.path.exists(path):
        with open(path, encoding="utf-8", errors="replace") as file:
            if file.read() == text:
                return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def copy_tree_if_changed(source, destination):
    if os.path.isdir(destination):
        comparison = filecmp.dircmp(source, destination)
        if not (comparison.left_only or comparison.right_only or comparison.diff_files or comparison.subdirs and _differs(comparison)):
            return
        shutil.rmtree(destination)
    shutil.copytree(source, destination, symlinks=False, ignore_dangling_symlinks=True)


def _differs(comparison):
    for sub in comparison.subdirs.values():
        if sub.left_only or sub.right_only or sub.diff_files or _differs(sub):
            return True
    return False


def asset_name(relative):
    return relative.replace(os.sep, "+")


def _quoted(text):
    return json.dumps(text)


def _products(holder):
    """A module's or widget's third-party products, as target dependencies."""
    return [f".product(name: {_quoted(product)}, package: {_quoted(package)})" for product, package in holder.get("remote", [])]


class Writer:
    def __init__(self, pkg, widgetty_root, swift_version, widgettys_packages=None):
        self.pkg = pkg
        # {identity: Pin} of what Widgetty's own build resolves: a repository's package that needs
        # one gets Widgetty's (one version per package graph), not a mirror's.
        self.widgettys_packages = widgettys_packages or {}
        self.widgetty_root = widgetty_root
        self.swift_version = swift_version
        self.reserved = reserved_names(widgetty_root)

    def source_text(self, repo_plan, path):
        with open(path, encoding="utf-8", errors="replace") as file:
            text = file.read()
        return porting.port(text, repo_plan["drops"].get(path, ()))

    def write(self, repo_plan):
        """Writes the package for one repository's plan (None: the baseline alone)."""
        sources = os.path.join(self.pkg, "Sources")
        os.makedirs(sources, exist_ok=True)
        targets = []  # manifest lines
        kept = {BASELINE}
        if repo_plan:
            root = repo_plan["root"]
            for name, module in repo_plan["modules"].items():
                if name in self.reserved:
                    continue
                kept.add(name)
                combine = self._write_files(repo_plan, name, module["files"], root, module_placeholder=True)
                deps = ["widgetty"] + [_quoted(d) for d in module["deps"] if d not in self.reserved] + _products(module)
                if combine:
                    deps.append('.product(name: "OpenCombineShim", package: "OpenCombine")')
                resources = self._write_assets(name, module["assets"], root)
                extra = f", resources: [{', '.join(resources)}]" if resources else ""
                targets.append(f"        .target(name: {_quoted(name)}, dependencies: [{', '.join(deps)}]{extra}),")
            for widget in repo_plan["widgets"]:
                if not widget["portable"]:
                    continue
                target = widget["target"]
                kept.add(target)
                combine = self._write_files(repo_plan, target, widget["files"], root, bundle=None if widget["own_main"] else widget["name"],
                                            intentdefs=widget["intentdefs"])
                deps = ["widgetty"] + [_quoted(m) for m in widget["modules"] if m in repo_plan["modules"] and m not in self.reserved]
                deps += _products(widget)
                if combine:
                    deps.append('.product(name: "OpenCombineShim", package: "OpenCombine")')
                extra = ""
                resources = self._write_assets(target, widget["assets"], root)
                if resources:
                    extra += f", resources: [{', '.join(resources)}]"
                if widget["intentdefs"]:
                    extra += ', plugins: [.plugin(name: "IntentDefinitions", package: "Widgetty")]'
                targets.append(f"        .executableTarget(name: {_quoted(target)}, dependencies: [{', '.join(deps)}]{extra}),")
        for entry in os.listdir(sources):
            if entry not in kept:
                shutil.rmtree(os.path.join(sources, entry), ignore_errors=True)
        third_party = self._write_packages((repo_plan or {}).get("packages", {}))
        write_if_changed(os.path.join(self.pkg, "Package.swift"), self.manifest(targets, third_party))

    def manifest(self, targets, third_party=None):
        """The scratch package's manifest: Widgetty, OpenCombine and the repository's third-party
        packages ({identity: folder}, each at its revision)."""
        packages = [f"        .package(path: {_quoted(folder)})," for _, folder in sorted((third_party or {}).items())]
        lines = [
            "// swift-tools-version:6.0",
            "// Generated by Widgetty scripts/port-corpus.sh --whole-repos: a scratch package, rewritten per repository.",
            "import PackageDescription",
            "",
            'let widgetty: Target.Dependency = .product(name: "Widgetty", package: "Widgetty")',
            "",
            "let package = Package(",
            '    name: "PortCorpus",',
            "    platforms: [.macOS(.v15)],",
            "    dependencies: [",
            f'        .package(name: "Widgetty", path: {_quoted(self.widgetty_root)}),',
            '        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),',
        ] + packages + [
            "    ],",
            "    targets: [",
            f'        .executableTarget(name: "{BASELINE}", dependencies: [widgetty]),',
        ] + targets + [
            "    ],",
            f"    swiftLanguageModes: [.v{self.swift_version}]",
            ")",
            "",
        ]
        return "\n".join(lines)

    def _write_packages(self, third_party):
        """The repository's third-party packages, each at its revision in .swiftpm/packages/NAME
        (NAME the last part of its URL, as SwiftPM names the package after it); {identity:
        folder} of those the manifest depends on. A package Widgetty's own build resolves stays
        Widgetty's (one version per package graph)."""
        folder = os.path.join(self.pkg, ".swiftpm", "packages")
        written = {}
        for key, package in sorted(third_party.items()):
            if key in self.widgettys_packages and not package.get("root"):
                continue
            name = re.sub(r"\.git$", "", package["url"].rstrip("/").split("/")[-1])
            checkout.write(package["mirror"], package["revision"], os.path.join(folder, name))
            written[key] = os.path.join(folder, name)
        if os.path.isdir(folder):
            for entry in os.listdir(folder):
                if os.path.join(folder, entry) not in written.values():
                    shutil.rmtree(os.path.join(folder, entry), ignore_errors=True)
        return written

    def _write_files(self, repo_plan, target, files, root, bundle=None, intentdefs=(), module_placeholder=False):
        folder = os.path.join(self.pkg, "Sources", target)
        wanted = set()
        combine = False
        for path, relative in repo_plan["placed"][target].items():
            text = self.source_text(repo_plan, path)
            combine = combine or "import OpenCombineShim" in text
            wanted.add(relative)
            write_if_changed(os.path.join(folder, relative), text)
        for path in intentdefs:
            relative = os.path.basename(path)
            wanted.add(relative)
            with open(path, encoding="utf-8", errors="replace") as file:
                write_if_changed(os.path.join(folder, relative), file.read())
        if bundle:
            wanted.add("PortCorpusBundle.swift")
            write_if_changed(os.path.join(folder, "PortCorpusBundle.swift"),
                             "// Generated by port-corpus.sh: the widget as its own program.\nimport Widgetty\n\n"
                             f"@main\nstruct PortCorpusBundle: WidgetBundle {{\n    var body: some Widget {{\n        {bundle}()\n    }}\n}}\n")
        if module_placeholder and not files:  # imported, but nothing of it reached: still a module
            wanted.add("PortCorpusModule.swift")
            write_if_changed(os.path.join(folder, "PortCorpusModule.swift"), "// Generated by port-corpus.sh: no file of this module is reached.\n")
        for base, dirs, names in os.walk(folder):
            dirs[:] = [d for d in dirs if not (base == folder and d == "Assets")]
            for name in names:
                relative = os.path.relpath(os.path.join(base, name), folder)
                if relative not in wanted:
                    os.remove(os.path.join(base, name))
        return combine

    def _write_assets(self, target, catalogues, root):
        folder = os.path.join(self.pkg, "Sources", target, "Assets")
        resources, names = [], set()
        for path in catalogues:
            if not os.path.isdir(path):
                continue
            name = asset_name(os.path.relpath(path, root))
            names.add(name)
            copy_tree_if_changed(path, os.path.join(folder, name))
            resources.append(f'.copy("Assets/{name}")')
        if os.path.isdir(folder):
            for entry in os.listdir(folder):
                if entry not in names:
                    shutil.rmtree(os.path.join(folder, entry), ignore_errors=True)
            if not names:
                shutil.rmtree(folder, ignore_errors=True)
        return resources
