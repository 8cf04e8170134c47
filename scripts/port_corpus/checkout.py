"""A third-party package's files at one commit of its mirror, written to a folder of the scratch
package, which depends on it by path (SwiftPM then takes that folder for every dependency of
the same identity, the repository's packages' own URL dependencies included).

A snapshot may leave a repository's largest files out (documentation videos, test data): git
cannot check such a commit out, so the tree is written file by file and what the mirror lacks
is left out and named. The folder keeps the commit it holds, and is written again only when
that changes."""
import os
import shutil
import subprocess

MARKER = ".port-corpus-commit"


def tree(git_dir, commit):
    """[(mode, kind, object id, path)] of every entry of the commit's tree, recursively."""
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", commit], capture_output=True, text=True,
                             timeout=120).stdout
    entries = []
    for entry in listing.split("\0"):
        meta, _, path = entry.partition("\t")
        parts = meta.split()
        if len(parts) == 3 and path:
            entries.append((parts[0], parts[1], parts[2], path))
    return entries


def absent_files(git_dir, commit):
    """The paths of the commit's files whose content the mirror lacks."""
    blobs = {}
    for _, kind, object_id, path in tree(git_dir, commit):
        if kind == "blob":
            blobs.setdefault(object_id, []).append(path)
    if not blobs:
        return []
    answer = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "--batch-check"], input="\n".join(blobs) + "\n",
                            capture_output=True, text=True, timeout=120).stdout
    return sorted(p for line in answer.splitlines() if line.endswith(" missing") for p in blobs.get(line.split()[0], []))


def write(git_dir, commit, folder):
    """Writes the commit's files into folder (symbolic links as links; submodules and absent
    files left out), unless folder already holds that commit."""
    marker = os.path.join(folder, MARKER)
    if os.path.isfile(marker):
        with open(marker) as file:
            if file.read().strip() == commit:
                return
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    entries = [e for e in tree(git_dir, commit) if e[1] == "blob"]
    batch = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        for mode, _, object_id, path in entries:
            batch.stdin.write(object_id.encode() + b"\n")
            batch.stdin.flush()
            header = batch.stdout.readline().split()
            if len(header) < 3:  # "<id> missing"
                continue
            content = batch.stdout.read(int(header[2]))
            batch.stdout.read(1)  # the newline after the content
            destination = os.path.join(folder, path)
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            if mode == "120000":
                os.symlink(content.decode("utf-8", "replace"), destination)
                continue
            with open(destination, "wb") as file:
                file.write(content)
            if mode == "100755":
                os.chmod(destination, 0o755)
    finally:
        batch.stdin.close()
        batch.stdout.close()
        batch.wait(timeout=60)
    with open(marker, "w") as file:
        file.write(commit + "\n")
