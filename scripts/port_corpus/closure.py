"""The files a widget needs: its own file, then (until nothing changes) the file that declares a
top-level name the chosen files mention (the nearest one to the widget when several do), every
file that extends a type the chosen files declare, and every file that extends a framework type
(Color, Date…) with a member they mention. A unit file sees its unit's files and the local
modules it imports; a module's file sees its module and the modules it depends on. Files with another `@main`, or declaring a `WidgetBundle`, are left out."""
import os

# Member names too common to say that a file's extension is needed.
COMMON_MEMBERS = {"body", "id", "init", "description", "hashValue", "rawValue", "allCases", "previews", "placeholder", "date",
                  "entry", "kind", "value", "count", "_", "shared", "default", "name", "title", "url", "type", "color", "image", "text"}


class Scope:
    """Who may see which file: `owner[path]` is "" for the unit, else the module's name."""

    def __init__(self, repository, unit):
        self.repository = repository
        self.owner = {}
        for path in unit.files:
            self.owner[path] = ""
        for name, module in repository.modules.items():
            for path in module.files:
                self.owner.setdefault(path, name)
        self.sees = {name: {name} | set(module.deps) for name, module in repository.modules.items()}

    def visible(self, viewer_path, path):
        """Whether the file at viewer_path can use what the file at path declares: its own unit's
        or module's files, and the modules it imports (a module's files: those it depends on).
        Imports are not transitive in Swift, so neither is this."""
        viewer, owner = self.owner.get(viewer_path, ""), self.owner.get(path, "")
        if owner == "":
            return viewer == ""
        if viewer == "":
            return any(m == owner for _, m in self.repository.swift[viewer_path].imports)
        return owner in self.sees[viewer]


    def members_visible(self, viewer_path, path, chosen):
        """Whether the members an extension in path adds are visible to viewer_path. Swift (without
        the MemberImportVisibility feature) shows a module's extension members to every file of a
        unit or module one of whose files imports it, not only to the importing file."""
        if self.visible(viewer_path, path):
            return True
        viewer = self.owner.get(viewer_path, "")
        return self.owner.get(path, "") != "" and any(self.owner.get(c, "") == viewer and self.visible(c, path) for c in chosen)


def _extended(written, repository):
    """The type an `extension A.B` is about, for finding its declaration: A, or B when A names
    one of the repository's modules (`extension Models.Visibility`)."""
    parts = written.split(".")
    return parts[1] if len(parts) > 1 and parts[0] in repository.modules else parts[0]


def _nearness(a, b):
    return len(os.path.commonpath([a, b]))


def files_for(repository, unit, widget_path, generated_names=(), why=None):
    """The widget's files, unit and module files together, in a stable order. `why`, a dict when
    given, gets each added file's reason."""
    scope = Scope(repository, unit)
    swift = repository.swift
    pool = [p for p in scope.owner if p == widget_path or not (swift[p].has_main or swift[p].declares_bundle())]
    declarers = {}
    for path in pool:
        for name in swift[path].decls:
            declarers.setdefault(name, []).append(path)
    project_names = set(declarers) | set(generated_names)
    chosen = {widget_path}
    order = [widget_path]
    declared = set(swift[widget_path].decls) | set(generated_names)
    mentioned = {}  # name → files that mention it
    for name in swift[widget_path].mentions:
        mentioned.setdefault(name, set()).add(widget_path)

    def add(path, reason):
        if why is not None:
            why[path] = reason
        chosen.add(path)
        order.append(path)
        declared.update(swift[path].decls)
        for name in swift[path].mentions:
            mentioned.setdefault(name, set()).add(path)

    changed = True
    while changed:
        changed = False
        for name in sorted(mentioned):
            if name in declared or name not in declarers:
                continue
            viewers = mentioned[name]
            candidates = [p for p in declarers[name] if p not in chosen and any(scope.visible(v, p) for v in viewers)]
            if candidates:
                add(max(candidates, key=lambda p: (_nearness(p, widget_path), -len(p))), f"declares {name}")
                changed = True
        for path in pool:
            if path in chosen:
                continue
            source = swift[path]
            if not source.extensions or not any(scope.visible(c, path) for c in chosen):
                continue  # (an extension in a module no chosen file imports changes nothing they see)
            wanted = False
            conforming = {_extended(name, repository) for kind, name, _ in source.heads if kind == "extension"}
            for written in source.extensions:
                extended = _extended(written, repository)
                members = {m for t, m in source.extension_members if t == written and m not in COMMON_MEMBERS}
                # A project type's extension: when it adds a conformance, or a member the files mention
                # (an extension of a namespace enum adds types that only their users need).
                # A conformance counts in the type's own unit or module; one added from another
                # module (retroactively) matters to that module's code only.
                used = any(m in mentioned and any(scope.members_visible(v, path, chosen) for v in mentioned[m]) for m in members)
                if extended in declared and extended in project_names:
                    owners = [p for p in chosen if extended in swift[p].decls]
                    same = any(scope.owner.get(p) == scope.owner.get(path) for p in owners)
                    if (same and extended in conforming or used) and (same or any(scope.visible(path, p) for p in owners)):
                        wanted = f"extends {extended} (a conformance or a member used)"
                        break
                if extended not in project_names and extended in mentioned:
                    if used:
                        wanted = f"extends {extended} with a member used"
                        break
            if wanted:
                add(path, wanted)
                changed = True
    return order
