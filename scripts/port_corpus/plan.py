"""The porting plan of a corpus: for every widget of every repository, its files, the modules it
builds against, whether it is portable (and the symbol that says not), and the facts the report
sorts errors by. Plain data (JSON), so `write` can lay out one repository's scratch package at a
time."""
import os
import plistlib
import re

import closure
import conditions
import frameworks
import packages
import porting
import repository

_ANY_DECL = re.compile(r"\b(?:func|var|let|case|struct|class|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)")
# What `canImport` finds here: Widgetty's and Linux's modules (the repository's own are added).
LINUX_MODULES = {"Foundation", "FoundationNetworking", "FoundationEssentials", "Dispatch", "Glibc", "Widgetty", "os", "OSLog", "Security", "OpenCombineShim", "_Concurrency"}


def sanitize(text):
    return re.sub(r"[^A-Za-z0-9_]+", "_", text)


def intent_names(paths):
    """Names Xcode generates from .intentdefinition files: an intent N with class prefix P (its
    INIntentClassPrefix) gives PNIntent, PNIntentResponse and PNIntentHandling; a custom type
    takes its INTypeClassPrefix, and an enum (which has no key of its own) the prefix the file's
    intents or types carry, as Widgetty's IntentDefinitionCodegen names them."""
    names = set()
    for path in paths:
        try:
            with open(path, "rb") as file:
                data = plistlib.load(file)
        except (OSError, ValueError, plistlib.InvalidFileException):
            continue
        if not isinstance(data, dict):
            continue
        intents = [i for i in data.get("INIntents", []) if isinstance(i, dict) and i.get("INIntentName")]
        types = [t for t in data.get("INTypes", []) if isinstance(t, dict) and t.get("INTypeName")]
        prefixes = [i.get("INIntentClassPrefix") for i in intents] + [t.get("INTypeClassPrefix") for t in types]
        prefix = next((p for p in prefixes if p), "")
        for intent in intents:
            if intent.get("INIntentType", "Custom") != "Custom":
                continue  # a customised system intent: Apple's class, not generated
            name = intent.get("INIntentClassPrefix", "") + intent["INIntentName"]
            names.update({name + "Intent", name + "IntentResponse", name + "IntentHandling"})
        names.update(t.get("INTypeClassPrefix", prefix) + t["INTypeName"] for t in types)
        names.update(prefix + e["INEnumName"] for e in data.get("INEnums", []) if isinstance(e, dict) and e.get("INEnumName"))
    return names


def destinations(paths, root):
    """Each file's path inside its target: as in the repository, a second file of the same name
    (swiftc refuses two in one module) prefixed with its folder's name."""
    result, basenames = {}, set()
    for path in paths:
        relative = os.path.relpath(path, root)
        base = os.path.basename(relative)
        if base in basenames:
            folder = os.path.dirname(relative)
            relative = os.path.join(folder, os.path.basename(folder) + "+" + base)
        basenames.add(base)
        result[path] = relative
    return result


class RepositoryPlan:
    def __init__(self, name, root, only=None, mirrors=None):
        self.name = name
        self.repo = repository.Repository(root)
        self.drops = {}  # path → import lines that go (unused Apple-only frameworks)
        self.uses = {}  # path → [(framework, symbols)] of frameworks that no terminal has
        self.intent_cache = {}  # .intentdefinition path → the names generated from it
        self.widgets = []
        ids = set()
        for unit, path, type_name in self.repo.widgets:
            widget_id = f"{name}/{type_name}"
            if widget_id in ids:
                widget_id = f"{name}/{unit.name}/{type_name}"
            ids.add(widget_id)
            if only and not re.search(only, widget_id):
                continue
            self.widgets.append(self._widget(widget_id, unit, path, type_name, unit.remote))
        self._modules()
        self._third_party(mirrors)

    def _file_frameworks(self, path):
        if path in self.drops:
            return
        source = self.repo.swift[path]
        drops, uses = set(), []
        for framework, symbols in frameworks.implicit_uses(source.mentions).items():
            if not framework.terminal:
                uses.append((framework.name, symbols))
        for line, module in source.imports:
            framework = frameworks.BY_MODULE.get(module)
            if framework is None or module in self.repo.modules:
                continue
            symbols = frameworks.uses(framework, source.mentions)
            if not symbols:
                drops.add(line)
            elif not framework.terminal and framework.name not in [u[0] for u in uses]:
                uses.append((framework.name, symbols))
        self.drops[path] = drops
        self.uses[path] = uses

    def _generated(self, path):
        if path not in self.intent_cache:
            self.intent_cache[path] = intent_names([path])
        return self.intent_cache[path]

    def _intent_definitions(self, unit, mentions):
        """The definitions whose generated names the widget's files use: the unit's own (all of
        them, as its target compiles them), then any other of the repository's that generates a
        name the files use and those do not (a definition another target keeps)."""
        own = [p for p in unit.intentdefs if self._generated(p) & mentions]
        chosen = list(unit.intentdefs) if own else []
        covered = set().union(*(self._generated(p) for p in chosen))
        for path in self.repo.intentdefs:
            if path not in chosen and self._generated(path) & (mentions - covered):
                chosen.append(path)
                covered |= self._generated(path)
        return chosen

    def _widget(self, widget_id, unit, path, type_name, remote):
        generated = set().union(*(self._generated(p) for p in list(unit.intentdefs) + self.repo.intentdefs))
        files = closure.files_for(self.repo, unit, path, generated)
        module_of = {}
        for name, module in self.repo.modules.items():
            for f in module.files:
                module_of.setdefault(f, name)
        unit_files = [f for f in files if f in unit.files]
        module_files = [f for f in files if f not in unit.files]
        reasons = []
        for f in files:
            self._file_frameworks(f)
            for framework, symbols in self.uses[f]:
                reason = f"{framework} ({', '.join(symbols[:3])} in {os.path.relpath(f, self.repo.root)})"
                if not any(r.startswith(framework + " ") for r in reasons):
                    reasons.append(reason)
        mentions = set().union(*(self.repo.swift[f].mentions for f in files))
        imported = {m for f in unit_files for _, m in self.repo.swift[f].imports if m in self.repo.modules}
        modules = sorted(self.repo.module_closure(imported | {module_of[f] for f in module_files}))
        return {
            "id": widget_id, "name": type_name, "unit": unit.name, "unit_kind": unit.kind, "source": path,
            "files": unit_files, "module_files": module_files, "modules": modules,
            "portable": not reasons, "why": "; ".join(reasons),
            "intentdefs": self._intent_definitions(unit, mentions),
            "assets": unit.assets,
            "own_main": self.repo.swift[path].has_main,
            "remote_links": remote,
            "info_plist": unit.info_plist,
        }

    def _modules(self):
        """Each module the portable widgets need, with the union of the files they reach."""
        needed, files = set(), {}
        for widget in self.widgets:
            if not widget["portable"]:
                continue
            needed.update(widget["modules"])
            for f in widget["module_files"]:
                for name, module in self.repo.modules.items():
                    if f in module.files:
                        files.setdefault(name, set()).add(f)
                        break
        needed = self.repo.module_closure(needed)
        self.modules = {}
        for name in sorted(needed):
            module = self.repo.modules[name]
            chosen = [f for f in module.files if f in files.get(name, set())]
            for f in chosen:
                self._file_frameworks(f)
            self.modules[name] = {"files": chosen, "deps": [d for d in module.deps if d in needed], "assets": module.assets,
                                  "origin": module.origin, "kind": module.kind, "remote_links": module.remote}

    def _third_party(self, mirrors):
        """The third-party products that the chosen files import, from the mirrors at the pinned
        revisions: `self.packages` (what the scratch package depends on), each module's and
        widget's `remote` [(product, package identity)], and `self.missing` {product: why}."""
        resolution = packages.Resolution(mirrors, packages.repository_pins(self.repo.root, repository.SKIP_DIRS))
        holders = [(m, m["files"]) for m in self.modules.values()]
        holders += [(w, w["files"]) for w in self.widgets if w["portable"]]
        for holder, files in holders:
            imported = {module for f in files for _, module in self.repo.swift[f].imports}
            holder["remote"] = []
            for product, url, requirement in holder.pop("remote_links"):
                if product not in imported:
                    continue
                if url:
                    resolution.take(product, url, requirement)
                elif product not in resolution.missing:
                    resolution.missing[product] = "its package is not named in the manifest"
                if product in resolution.products and (product, resolution.products[product]) not in holder["remote"]:
                    holder["remote"].append((product, resolution.products[product]))
        for widget in self.widgets:
            widget.pop("remote_links", None)
        self.packages = resolution.packages
        self.missing = resolution.missing
        self.taken = set(resolution.products)

    def bundle_names(self):
        """Names declared only in a widget unit's files that the targets leave out (the app's
        `WidgetBundle` or another `@main`): a widget that uses one fails for that reason."""
        units = {w["unit"] for w in self.widgets if w["portable"]}
        left_out, kept = set(), set()
        for unit in self.repo.units:
            if unit.name not in units:
                continue
            for path in unit.files:
                source = self.repo.swift[path]
                (left_out if source.has_main or source.declares_bundle() else kept).update(source.decls)
        return sorted(left_out - kept)

    def inactive_facts(self, targets):
        """What `#if` takes away on Linux: names declared only in branches that compile away,
        and the lines where a block holding such a branch closes (a `missing return` there is
        the branch's doing). `targets` maps each target to {path: path in target}."""
        available = LINUX_MODULES | set(self.repo.modules)
        active, inactive, ends = set(), set(), []
        for target, placed in targets.items():
            for path, relative in placed.items():
                source = self.repo.swift[path]
                gone = conditions.inactive_lines(source.lines, available)
                for index, line in enumerate(source.lines):
                    (inactive if index in gone else active).update(_ANY_DECL.findall(line))
                for start in sorted(gone):
                    if start - 1 in gone:
                        continue
                    depth = source.depths[start]
                    running = depth
                    for index in range(start, len(source.lines)):
                        if index in gone:
                            continue
                        running += source.lines[index].count("{") - source.lines[index].count("}")
                        if running < depth:
                            ends.append(f"{target}/{relative}:{index + 1}")
                            break
        return sorted(inactive - active), ends
