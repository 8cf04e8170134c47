"""One repository as its build sees it: modules (local Swift packages' library targets and Xcode
framework targets, each with its files and the modules it depends on) and units (each Xcode
target or package target whose files declare a widget; a folder of the repository when no
project claims those files), and every widget type."""
import hashlib
import os
import re

import buildsettings
import packages
import swift_source
import swiftpm
import xcode

SKIP_DIRS = {".git", "Pods", "Carthage", ".build", "DerivedData", "node_modules", "checkouts", ".swiftpm", "SourcePackages"}
WIDGET_BASES = {"Widget", "ControlWidget"}


class Module:
    def __init__(self, name, kind, origin, files, assets=()):
        self.name = name
        self.kind = kind  # "package" or "framework"
        self.origin = origin  # where it comes from, for the report
        self.files = list(files)
        self.assets = list(assets)
        self.declared = []  # module names it depends on (resolved later)
        self.remote = []  # third-party products it links: (product, package URL or None, requirement)


class Unit:
    """What one widget-declaring target compiles: its files, catalogues and module dependencies."""

    def __init__(self, name, kind, files, assets=(), intentdefs=(), modules=(), remote=(), rank=0, info_plist=None):
        self.name = name
        self.kind = kind  # "xcode", "package" or "folder"
        self.rank = rank  # which unit counts a widget two targets compile: the lowest
        self.files = list(files)
        self.assets = list(assets)
        self.intentdefs = list(intentdefs)
        self.modules = list(modules)
        self.remote = list(remote)
        self.info_plist = info_plist  # the Info.plist the target's build makes (XML text), or None


def walk(root, suffix):
    found = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.endswith((".xcodeproj", ".xcworkspace", ".xcassets", ".framework")))
        found += [os.path.join(folder, n) for n in sorted(names) if n.endswith(suffix)]
    return found


def catalogues(root):
    found = []
    for folder, dirs, _ in os.walk(root):
        for d in sorted(dirs):
            if d.endswith(".xcassets"):
                found.append(os.path.join(folder, d))
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.endswith((".xcassets", ".xcodeproj")))
    return found


def is_test_path(path):
    return any(re.search(r"Tests?$|UITests|Testing$", part) for part in path.split(os.sep)[:-1])


class Repository:
    def __init__(self, root):
        self.root = root
        self.swift = {path: swift_source.read(path) for path in walk(root, ".swift")}
        self.intentdefs = walk(root, ".intentdefinition")  # wherever the repository keeps them
        self.modules = {}
        self.units = []
        self.problems = []  # what could not be read, for the report
        self.remote_products = set()
        self.absent = set()  # files a target lists that the repository does not have
        self.binaries = set()  # prebuilt frameworks the targets link
        self._packages()
        self._projects()
        self._resolve_module_dependencies()
        self.widget_protocols = self._widget_protocols()
        self.widgets = self._widgets()  # (unit, file path, type name)

    def file(self, path):
        if path not in self.swift and os.path.isfile(path):
            self.swift[path] = swift_source.read(path)
        return self.swift.get(path)

    # -- modules ------------------------------------------------------------------------------
    def _packages(self):
        self.packages = swiftpm.find_packages(self.root)
        self.product_targets = {}  # product name → [(package, target name)]
        for package in self.packages:
            for product, targets in package.products.items():
                self.product_targets.setdefault(product, []).extend((package, t) for t in targets)
            for target in package.targets.values():  # a target is also found by its name
                self.product_targets.setdefault(target.name, []).append((package, target.name))
        self.package_units = []
        for package in self.packages:
            for target in package.targets.values():
                if target.kind not in ("target", "executableTarget"):
                    continue
                files = [f for f in target.swift_files() if f in self.swift or self.file(f)]
                if not files:
                    continue
                origin = os.path.relpath(target.folder, self.root)
                if target.kind == "target" and target.name not in self.modules:
                    module = Module(target.name, "package", origin, files, target.asset_catalogues())
                    module.declared, module.remote = self._package_dependencies(package, target)
                    self.modules[target.name] = module
                self.package_units.append((package, target, files))

    def _package_dependencies(self, package, target):
        """(local module names, [(product, URL, requirement)] of third-party ones) a target depends on."""
        names, remote = [], []
        by_identity = {packages.identity(url): url for url in package.remote_urls}

        def add_remote(product, package_name):
            url = by_identity.get(package_name.lower()) or (package.remote_urls[0] if len(package.remote_urls) == 1 else None)
            remote.append((product, url, package.remote_requirements.get(url)))
            self.remote_products.add(product)

        for dependency in target.dependencies:
            if dependency in package.targets:
                names.append(dependency)
            elif dependency in self.product_targets:
                names += [t for _, t in self.product_targets[dependency]]
            else:
                add_remote(dependency, dependency)
        for product, package_name in target.products:
            local = [t for p, t in self.product_targets.get(product, []) if p.name == package_name or os.path.basename(p.folder) == package_name]
            if local:
                names += local
            else:
                add_remote(product, package_name)
        return names, remote

    def _projects(self):
        self.projects = []
        for path in xcode.find_projects(self.root):
            try:
                self.projects.append(xcode.Project(path))
            except (ValueError, OSError) as error:
                self.problems.append(f"{os.path.relpath(path, self.root)}: {error}")
        ordered = []
        for project in self.projects:
            ordered += project.targets
        # Frameworks first (units depend on them), the iOS ones before watchOS, macOS and tvOS.
        ordered.sort(key=lambda t: (t.product_type not in xcode.FRAMEWORKS, _platform_rank(t.name)))
        self.framework_of = {}
        for target in ordered:
            if target.is_test:
                continue
            files = [f for f in target.sources if f.endswith(".swift") and self.file(f)]
            self.absent.update(f for f in target.sources if f.endswith(".swift") and f not in self.swift)
            remote = list(target.remote_products)
            self.remote_products.update(name for name, _, _ in remote)
            self.binaries.update(target.binaries)
            local = []
            for product in target.local_products:
                local += [t for _, t in self.product_targets.get(product, [])] or [product]
            if target.product_type in xcode.FRAMEWORKS:
                if files and target.module not in self.modules:
                    module = Module(target.module, "framework", f"{target.name} (Xcode framework)", files, target.resources)
                    module.declared = local
                    module.remote = remote
                    self.modules[target.module] = module
                    self.framework_of[target.id] = target.module
                continue
            modules = local + [d.module for d in target.dependencies if d.product_type in xcode.FRAMEWORKS]
            intentdefs = [f for f in target.sources if f.endswith(".intentdefinition")]
            rank = (target.product_type not in xcode.APP_EXTENSION) * 2 + _platform_rank(target.name)
            info = buildsettings.info_plist(target.project, target.project.objects[target.id], target.name, target.product_type)
            self.units.append(Unit(target.name, "xcode", files, target.resources, intentdefs, modules, remote, rank,
                                   info.decode("utf-8") if info else None))

    def _resolve_module_dependencies(self):
        """Each module's dependencies: what its target declares plus the local modules its files
        import, cycles broken (SwiftPM refuses them)."""
        for module in self.modules.values():
            imported = {m for f in module.files for _, m in self.swift[f].imports if m in self.modules}
            names = [n for n in module.declared if n in self.modules] + sorted(imported)
            module.deps = [n for i, n in enumerate(names) if n != module.name and n not in names[:i]]
        state = {}

        def visit(name):
            state[name] = 1
            module = self.modules[name]
            kept = []
            for dep in module.deps:
                if state.get(dep) == 1:
                    continue  # a cycle: this edge goes
                if dep not in state:
                    visit(dep)
                kept.append(dep)
            module.deps = kept
            state[name] = 2

        for name in sorted(self.modules):
            if name not in state:
                visit(name)

    def module_closure(self, names):
        seen, stack = set(), [n for n in names if n in self.modules]
        while stack:
            name = stack.pop()
            if name not in seen:
                seen.add(name)
                stack += self.modules[name].deps
        return seen

    # -- widgets ------------------------------------------------------------------------------
    def _widget_protocols(self):
        bases = set(WIDGET_BASES)
        changed = True
        while changed:
            changed = False
            for source in self.swift.values():
                for kind, name, parents in source.heads:
                    if kind == "protocol" and name not in bases and bases & set(parents):
                        bases.add(name)
                        changed = True
        return bases

    def widget_types(self, path):
        source = self.file(path)
        found = []
        for kind, name, parents in source.heads:
            name = name.split(".")[-1]
            if kind != "protocol" and self.widget_protocols & set(parents) and name not in found:
                found.append(name)
        return found

    def _widgets(self):
        units = sorted(self.units, key=lambda u: (u.rank, u.name))
        for package, target, files in self.package_units:
            modules = [m for m in target.dependencies if m in self.modules]
            modules += [t for p, _ in target.products for _, t in self.product_targets.get(p, [])]
            kind = "package"
            units.append(Unit(f"{package.name}/{target.name}", kind, files, target.asset_catalogues(), [], modules, [], 4))
        widgets, seen = [], set()
        covered = set()
        for unit in units:
            covered.update(unit.files)
            for path in unit.files:
                for name in self.widget_types(path):
                    # Once each: a file two targets compile, a copy of the file elsewhere, or the
                    # same target's widget in another project of the repository (a tutorial's
                    # stages, each an Xcode project of its own: the first one counts).
                    copy = (name, hashlib.sha1(self.swift[path].text.encode()).hexdigest())
                    stage = (unit.name, name)
                    if not {(path, name), copy, stage} & seen:
                        seen.update({(path, name), copy, stage})
                        widgets.append((unit, path, name))
        self.units = units
        # Files no project or package compiles: a folder unit, when no Xcode project governs them
        # (XcodeGen or Tuist projects, loose sample folders); a file an Xcode project leaves out
        # of every target is dead code there, and not counted.
        roots = [p.source_root for p in self.projects if p.targets]
        loose = [path for path in self.swift if path not in covered and not is_test_path(os.path.relpath(path, self.root))
                 and not any(path.startswith(r + os.sep) for r in roots) and self.widget_types(path)]
        if loose:
            module_files = {f for m in self.modules.values() for f in m.files}
            files = [p for p in self.swift if p not in module_files and p not in covered and not is_test_path(os.path.relpath(p, self.root))]
            unit = Unit("(no Xcode project)", "folder", files, catalogues(self.root), walk(self.root, ".intentdefinition"), [])
            self.units.append(unit)
            for path in loose:
                for name in self.widget_types(path):
                    if (path, name) not in seen:
                        seen.add((path, name))
                        widgets.append((unit, path, name))
        return widgets


def _platform_rank(name):
    lowered = name.lower()
    return 1 if any(p in lowered for p in ("watch", "macos", "mac ", "tvos", "visionos", "-mac", "_mac")) else 0
