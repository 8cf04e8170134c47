"""The targets of an Xcode project (project.pbxproj), as the build sees them: each target's
compiled files (Sources phase through groups, and Xcode 16's synchronized folders with their
exception sets), its resources (asset catalogues), the Swift package products it links (local
or remote) and the targets it depends on."""
import os

import pbxproj

APP_EXTENSION = ("com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension")
FRAMEWORKS = ("com.apple.product-type.framework", "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic")
_SOURCE_SUFFIXES = (".swift", ".intentdefinition")


class Target:
    def __init__(self, project, ident, obj):
        self.project = project
        self.id = ident
        self.name = obj.get("name", ident)
        self.product_type = obj.get("productType", "")
        self.sources = []  # absolute paths: .swift and .intentdefinition files the target compiles
        self.resources = []  # absolute paths of asset catalogues
        self.local_products = []  # package product names linked from local packages
        self.remote_products = []  # (product, repository URL, requirement {kind, version…})
        self.dependencies = []  # Target objects this one depends on or links
        self.binaries = []  # prebuilt frameworks it links (name.xcframework, name.framework)
        settings = project.build_settings(obj)
        module = settings.get("PRODUCT_MODULE_NAME") or settings.get("PRODUCT_NAME") or self.name
        if "$" in module:
            module = self.name
        self.module = "".join(c if c.isalnum() or c == "_" else "_" for c in module)

    @property
    def is_test(self):
        return "test" in self.product_type or "bundle.ui-testing" in self.product_type

    def __repr__(self):
        return f"Target({self.name}, {self.product_type}, {len(self.sources)} sources)"


class Project:
    def __init__(self, pbxproj_path):
        self.path = pbxproj_path
        self.root = os.path.dirname(os.path.dirname(pbxproj_path))  # the folder holding X.xcodeproj
        data = pbxproj.load(pbxproj_path)
        self.objects = data.get("objects", {})
        self.root_object = data.get("rootObject", "")
        project = self.objects.get(self.root_object, {})
        self.source_root = os.path.normpath(os.path.join(self.root, project.get("projectDirPath", "") or ""))
        self.parent = {}
        for ident, obj in self.objects.items():
            for child in obj.get("children", []) if isinstance(obj, dict) else []:
                self.parent[child] = ident
        self._paths = {}
        self.exceptions = self._exception_sets()
        self.targets = []
        by_id = {}
        for ident in project.get("targets", []):
            obj = self.objects.get(ident, {})
            if obj.get("isa") not in ("PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"):
                continue
            target = Target(self, ident, obj)
            by_id[ident] = target
            self.targets.append(target)
        products = {}  # product file id → target
        for ident, target in by_id.items():
            products[self.objects[ident].get("productReference", "")] = target
        for ident, target in by_id.items():
            self._read(target, self.objects[ident], by_id, products)

    def build_settings(self, target_obj):
        """The target's first build configuration's settings (Debug, as a rule)."""
        configurations = self.objects.get(target_obj.get("buildConfigurationList", ""), {}).get("buildConfigurations", [])
        for ident in configurations:
            settings = self.objects.get(ident, {}).get("buildSettings", {})
            if isinstance(settings, dict):
                return settings
        return {}

    def path_of(self, ident):
        """The absolute path of a file reference or group (None when it is not in the source tree)."""
        if ident in self._paths:
            return self._paths[ident]
        obj = self.objects.get(ident, {})
        tree = obj.get("sourceTree", "<group>")
        path = obj.get("path", "")
        if tree == "<group>":
            parent = self.parent.get(ident)
            base = self.path_of(parent) if parent else self.source_root
        elif tree == "SOURCE_ROOT":
            base = self.source_root
        elif tree == "<absolute>":
            base = "/"
        else:  # BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not in the repository
            base = None
        result = None if base is None else os.path.normpath(os.path.join(base, path))
        self._paths[ident] = result
        return result

    def _exception_sets(self):
        """{(synchronized group id, target id): set of relative paths} from the exception sets."""
        result = {}
        for ident, obj in self.objects.items():
            if not isinstance(obj, dict) or obj.get("isa") != "PBXFileSystemSynchronizedRootGroup":
                continue
            for exception in obj.get("exceptions", []):
                ex = self.objects.get(exception, {})
                if ex.get("isa") != "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    continue
                key = (ident, ex.get("target", ""))
                result.setdefault(key, set()).update(ex.get("membershipExceptions", []))
        return result

    def _read(self, target, obj, by_id, products):
        for phase_id in obj.get("buildPhases", []):
            phase = self.objects.get(phase_id, {})
            isa = phase.get("isa")
            for build_file_id in phase.get("files", []):
                build_file = self.objects.get(build_file_id, {})
                if "productRef" in build_file:
                    self._product(target, build_file["productRef"])
                    continue
                ref = build_file.get("fileRef", "")
                if isa == "PBXFrameworksBuildPhase" and ref in products:
                    target.dependencies.append(products[ref])
                    continue
                if isa == "PBXFrameworksBuildPhase":
                    path = self.path_of(ref) or ""  # a prebuilt one the repository ships
                    if path.endswith((".xcframework", ".framework")) and os.path.isdir(path):
                        target.binaries.append(os.path.basename(path).rsplit(".", 1)[0])
                    continue
                for path in self._files_of(ref):
                    if isa == "PBXSourcesBuildPhase" and path.endswith(_SOURCE_SUFFIXES):
                        target.sources.append(path)
                    elif isa == "PBXResourcesBuildPhase" and path.endswith(".xcassets"):
                        target.resources.append(path)
        for product_id in obj.get("packageProductDependencies", []):
            self._product(target, product_id)
        for dependency_id in obj.get("dependencies", []):
            dependency = self.objects.get(dependency_id, {})
            other = by_id.get(dependency.get("target", ""))
            if other is not None and other not in target.dependencies:
                target.dependencies.append(other)
        for group_id in obj.get("fileSystemSynchronizedGroups", []):
            self._synchronized(target, group_id, member=True)
        # Files of other targets' synchronized folders that an exception set adds to this one.
        for (group_id, target_id) in self.exceptions:
            if target_id == target.id and group_id not in obj.get("fileSystemSynchronizedGroups", []):
                self._synchronized(target, group_id, member=False)
        target.sources = _unique(target.sources)
        target.resources = _unique(target.resources)

    def _files_of(self, ref):
        obj = self.objects.get(ref, {})
        if obj.get("isa") in ("PBXVariantGroup", "XCVersionGroup"):
            return [p for child in obj.get("children", []) for p in self._files_of(child)]
        path = self.path_of(ref)
        return [path] if path else []

    def _synchronized(self, target, group_id, member):
        folder = self.path_of(group_id)
        if not folder or not os.path.isdir(folder):
            return
        listed = {os.path.normpath(p) for p in self.exceptions.get((group_id, target.id), set())}
        for root, dirs, names in os.walk(folder):
            catalogues = [d for d in dirs if d.endswith(".xcassets")]
            dirs[:] = sorted(d for d in dirs if not d.endswith((".xcassets", ".xcodeproj", ".docc", ".bundle")))
            entries = [(n, False) for n in sorted(names)] + [(d, True) for d in catalogues]
            for name, is_catalogue in entries:
                path = os.path.join(root, name)
                relative = os.path.relpath(path, folder)
                if (relative in listed) != member:
                    if is_catalogue:
                        target.resources.append(path)
                    elif name.endswith(_SOURCE_SUFFIXES):
                        target.sources.append(path)

    def _product(self, target, product_id):
        product = self.objects.get(product_id, {})
        name = product.get("productName")
        if not name:
            return
        package = self.objects.get(product.get("package", ""), {})
        if package.get("isa") == "XCRemoteSwiftPackageReference":
            target.remote_products.append((name, package.get("repositoryURL", ""), package.get("requirement", {})))
        else:  # a local package (XCLocalSwiftPackageReference, or one the workspace or a group names)
            target.local_products.append(name)


def _unique(items):
    seen = set()
    return [x for x in items if not (x in seen or seen.add(x))]


def find_projects(repository):
    projects = []
    for root, dirs, _ in os.walk(repository):
        for d in sorted(dirs):
            if d.endswith(".xcodeproj") and os.path.isfile(os.path.join(root, d, "project.pbxproj")):
                projects.append(os.path.join(root, d, "project.pbxproj"))
        dirs[:] = sorted(d for d in dirs if d not in (".git", "Pods", "Carthage", ".build", "DerivedData", "node_modules") and not d.endswith((".xcodeproj", ".xcassets")))
    return projects
