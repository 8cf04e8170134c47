"""A file's text as it is built against Widgetty: only its import lines change.

`import WidgetKit`, `SwiftUI`, `AppIntents`, `Intents`, `UIKit` and `CoreGraphics` (any
attribute or `import struct X.Y` form) become `import Widgetty`; `import Foundation` does too in
a file that uses URLSession & co. (FoundationNetworking on Linux, which Widgetty brings), and
elsewhere becomes `import Foundation; import WidgettyFoundation`: what Apple's Foundation has and
Linux's lacks is Widgetty's there, so a model file of a local package sees it as it saw Apple's
(without the SwiftUI names `import Widgetty` would bring into its scope); `import Combine` becomes
`import OpenCombineShim`; the imports the caller lists as unused (see frameworks.py) are blanked.
Lines keep their numbers, so compiler errors point at the original lines."""
import re

WIDGETTY_MODULES = {"WidgetKit", "SwiftUI", "AppIntents", "Intents", "UIKit", "CoreGraphics"}
_NETWORKING = re.compile(r"\b(URLSession[A-Za-z]*|URLRequest|HTTPURLResponse|URLResponse|URLCache|HTTPCookie[A-Za-z]*|URLCredential[A-Za-z]*|URLProtocol|URLAuthenticationChallenge)\b")
_IMPORT_LINE = re.compile(r"^(\s*)((?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*)import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)(\.[A-Za-z_][A-Za-z0-9_.]*)?\s*;?\s*(//.*)?$")


def port(text, drop_lines=()):
    """`text` with its imports ported; `drop_lines` are 0-based indexes of imports to blank."""
    uses_networking = bool(_NETWORKING.search(text))
    lines = text.split("\n")
    for index, line in enumerate(lines):
        match = _IMPORT_LINE.match(line)
        if not match:
            continue
        indent, attributes, module = match.group(1), match.group(2), match.group(3)
        exported = "@_exported " if "@_exported" in attributes else ""
        if index in drop_lines:
            lines[index] = ""
        elif module in WIDGETTY_MODULES or (module == "Foundation" and uses_networking):
            lines[index] = f"{indent}{exported}import Widgetty"
        elif module == "Foundation" and not match.group(4) and not _is_kind_import(line):
            lines[index] = f"{indent}{attributes}import Foundation; {exported}import WidgettyFoundation"
        elif module == "Combine" and not match.group(4):
            lines[index] = f"{indent}{exported}import OpenCombineShim"
    return "\n".join(lines)


def _is_kind_import(line):
    """`import struct Foundation.Date` and the like: one declaration, kept as written."""
    return bool(re.search(r"\bimport\s+(?:struct|class|enum|protocol|func|var|let|typealias)\s", line))


def imports_combine(text):
    return bool(re.search(r"^\s*(?:@[A-Za-z_]+\s+)*import\s+Combine\s*$", text, re.M))
