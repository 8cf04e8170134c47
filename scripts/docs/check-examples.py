#!/usr/bin/env python3
"""Compiles the Swift examples of the documentation against an installed Widgetty SDK.

    check-examples.py SDK [CATALOG]

Every ```swift block of each article in CATALOG (default Sources/Widgetty/Widgetty.docc) goes
into a file of its own in a target named after the article (an article's blocks build on one
another, as a reader reads them), in a scratch package built against SDK (PREFIX/lib/widgetty)
with warnings as errors. Exits non-zero, naming the article and the compiler's messages, when one
does not compile. Run by scripts/check-install.sh, which has an SDK installed.
"""
import os
import re
import subprocess
import sys
import tempfile

BLOCK = re.compile(r"^```swift\n(.*?)^```", re.MULTILINE | re.DOTALL)


def swift_literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    sdk = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    catalog = sys.argv[2] if len(sys.argv) == 3 else os.path.join(root, "Sources", "Widgetty", "Widgetty.docc")
    articles = {}
    for name in sorted(os.listdir(catalog)):
        if name.endswith(".md"):
            with open(os.path.join(catalog, name), encoding="utf-8") as handle:
                blocks = BLOCK.findall(handle.read())
            if blocks:
                articles[name[:-3]] = blocks
    if not articles:
        sys.exit(f"check-examples: no Swift examples in {catalog}")
    with tempfile.TemporaryDirectory(prefix="widgetty-doc-examples-") as scratch:
        for article, blocks in articles.items():
            folder = os.path.join(scratch, "Sources", "Doc" + article)
            os.makedirs(folder)
            for number, block in enumerate(blocks, start=1):
                with open(os.path.join(folder, f"Example{number}.swift"), "w", encoding="utf-8") as handle:
                    handle.write(block)
        targets = ",\n        ".join(f'.target(name: "Doc{article}", swiftSettings: widgetty)' for article in articles)
        manifest = f"""// swift-tools-version:6.0
import PackageDescription

let sdk = {swift_literal(sdk)}
let widgetty: [SwiftSetting] = [
    .unsafeFlags([
        "-I", sdk + "/modules", "-Xcc", "-I" + sdk + "/include",
        "-load-plugin-executable", sdk + "/plugins/WidgettyMacros#WidgettyMacros", "-warnings-as-errors",
    ]),
]
let package = Package(
    name: "DocExamples",
    targets: [
        {targets},
    ],
    swiftLanguageModes: [.v6]
)
"""
        with open(os.path.join(scratch, "Package.swift"), "w", encoding="utf-8") as handle:
            handle.write(manifest)
        built = subprocess.run(["swift", "build", "--package-path", scratch], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
        if built.returncode != 0:
            problems = [line for line in built.stdout.splitlines() if "error:" in line or "warning:" in line]
            sys.exit("check-examples: the documentation's examples do not compile:\n"
                     + "\n".join((problems or built.stdout.splitlines())[-40:]).replace(scratch + "/Sources/", ""))
    count = sum(len(blocks) for blocks in articles.values())
    print(f"check-examples: {count} examples in {len(articles)} articles compile against {sdk}")


if __name__ == "__main__":
    main()
