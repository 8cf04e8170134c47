#!/usr/bin/env python3
"""port-corpus.sh --whole-repos: the part that reads whole repositories (run by the script).

    main.py plan CORPUS OUT [--only REGEX] [--package-mirrors DIR]
                                             read every repository folder of CORPUS; write
                                             OUT/plan.json, widgets.tsv, names.tsv, repos.tsv
                                             (third-party packages from DIR's mirrors: packages.py)
    main.py write OUT REPO PKG WIDGETTY_ROOT SWIFT_VERSION
                                             lay out REPO's targets in the scratch package PKG
                                             (REPO "": the baseline alone)
    main.py list OUT                         each widget's files and modules, and why not portable

widgets.tsv: repository, widget id, type, target, portable (1/0), why not, source file, unit
(an empty field is "-").
names.tsv: what the report sorts errors by: `remote REPO NAME WHY` (a third-party package product
not built, and why: no mirror, or none asked for),
`inactive REPO NAME` (declared only under an `#if` that is false on Linux), `block-end REPO TARGET/FILE:LINE`
(a block closing after such a branch), `absent REPO NAME` (NAME.swift is in a target but not
in the repository), `binary REPO NAME` (a prebuilt framework a target links), `bundle REPO NAME`
(declared only in the app's WidgetBundle or @main file, which the targets leave out).
"""
import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import packages  # noqa: E402
import plan as planning  # noqa: E402
import scratch  # noqa: E402


def commit_of(folder):
    try:
        return subprocess.run(["git", "-C", folder, "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def tsv(fields):
    """A TSV line; an empty field is "-" (bash's `read` would merge two tabs)."""
    return "\t".join(str(f).replace("\t", " ").replace("\n", " ") or "-" for f in fields) + "\n"


def make_plan(corpus, out, only=None, mirrors=None):
    os.makedirs(out, exist_ok=True)
    shutil.rmtree(os.path.join(out, "info"), ignore_errors=True)
    repos, widgets_tsv, names_tsv, repos_tsv = {}, [], [], []
    for entry in sorted(os.listdir(corpus)):
        root = os.path.join(corpus, entry)
        if not os.path.isdir(root) or entry.startswith("."):
            continue
        try:
            repo_plan = planning.RepositoryPlan(entry, root, only, mirrors)
        except Exception as error:  # one unreadable repository does not stop the others
            sys.stderr.write(f"port_corpus: {entry} could not be read ({type(error).__name__}: {error}); left out\n")
            continue
        for problem in repo_plan.repo.problems:
            sys.stderr.write(f"port_corpus: {entry}: could not read {problem}\n")
        if not repo_plan.widgets:
            continue
        placed, used_targets = {}, set()
        for widget in repo_plan.widgets:
            target = "W_" + planning.sanitize(entry) + "__" + planning.sanitize(widget["id"].split("/", 1)[1])
            while target in used_targets:
                target += "_"
            used_targets.add(target)
            widget["target"] = target
            placed[target] = planning.destinations(widget["files"], root)
            if widget["info_plist"] and widget["portable"]:  # handed to the built program (port-corpus.sh)
                os.makedirs(os.path.join(out, "info"), exist_ok=True)
                with open(os.path.join(out, "info", target + ".plist"), "w", encoding="utf-8") as file:
                    file.write(widget["info_plist"])
        for name, module in repo_plan.modules.items():
            placed[name] = planning.destinations(module["files"], root)
        inactive, ends = repo_plan.inactive_facts(placed)
        repos[entry] = {
            "root": root, "commit": commit_of(root), "widgets": repo_plan.widgets, "modules": repo_plan.modules,
            "placed": placed, "drops": {p: sorted(lines) for p, lines in repo_plan.drops.items() if lines},
            "problems": repo_plan.repo.problems, "packages": repo_plan.packages,
        }
        for product, why in sorted(repo_plan.missing.items()):
            sys.stderr.write(f"port_corpus: {entry}: third-party product {product}: {why}\n")
        for package in repo_plan.packages.values():
            if package["absent"]:
                sys.stderr.write(f"port_corpus: {entry}: the mirror of {package['url']} lacks {len(package['absent'])} file(s) at "
                                 f"{package['revision'][:12]} ({package['absent'][0]}…): built without them\n")
        for widget in repo_plan.widgets:
            widgets_tsv.append(tsv([entry, widget["id"], widget["name"], widget["target"], int(widget["portable"]), widget["why"],
                                    widget["source"], widget["unit"]]))
        names_tsv += [tsv(["remote", entry, n, repo_plan.missing.get(n, "")]) for n in sorted(repo_plan.repo.remote_products)
                      if n not in repo_plan.taken]
        names_tsv += [tsv(["inactive", entry, n]) for n in inactive]
        names_tsv += [tsv(["binary", entry, n]) for n in sorted(repo_plan.repo.binaries)]
        names_tsv += [tsv(["bundle", entry, n]) for n in repo_plan.bundle_names()]
        names_tsv += [tsv(["absent", entry, os.path.basename(f)[:-len(".swift")]]) for f in sorted(repo_plan.repo.absent)]
        names_tsv += [tsv(["block-end", entry, e]) for e in ends]
        units = sorted({w["unit"] for w in repo_plan.widgets})
        repos_tsv.append(tsv([entry, repos[entry]["commit"], ", ".join(units), len(repo_plan.widgets),
                              sum(w["portable"] for w in repo_plan.widgets), ", ".join(sorted(repo_plan.modules))]))
    with open(os.path.join(out, "plan.json"), "w") as file:
        json.dump(repos, file)
    for name, rows in (("widgets.tsv", widgets_tsv), ("names.tsv", names_tsv), ("repos.tsv", repos_tsv)):
        with open(os.path.join(out, name), "w") as file:
            file.writelines(rows)


def load(out):
    with open(os.path.join(out, "plan.json")) as file:
        return json.load(file)


def write(out, repo, pkg, widgetty_root, swift_version):
    repos = load(out)
    writer = scratch.Writer(pkg, widgetty_root, swift_version, packages.read_resolved(os.path.join(out, "widgetty.resolved")))
    writer.write(repos[repo] if repo else None)


def listing(out):
    for entry, repo in load(out).items():
        for widget in repo["widgets"]:
            status = "portable" if widget["portable"] else "not portable: " + widget["why"]
            print(f"{widget['id']} ({status}; unit {widget['unit']})")
            for path in widget["files"]:
                print(f"    {os.path.relpath(path, repo['root'])}")
            for name in widget["modules"]:
                print(f"    module {name} ({repo['modules'].get(name, {}).get('origin', 'not built')})")
        for problem in repo["problems"]:
            print(f"  {entry}: could not read {problem}")


def main(argv):
    if len(argv) >= 3 and argv[0] == "plan":
        only = argv[argv.index("--only") + 1] if "--only" in argv else None
        mirrors = argv[argv.index("--package-mirrors") + 1] if "--package-mirrors" in argv else None
        make_plan(argv[1], argv[2], only, mirrors)
    elif len(argv) == 6 and argv[0] == "write":
        write(argv[1], argv[2], argv[3], argv[4], argv[5])
    elif len(argv) == 2 and argv[0] == "list":
        listing(argv[1])
    else:
        sys.stderr.write(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
