"""A file's text as it is built against Widgetty: only its import lines change.

`import WidgetKit`, `SwiftUI`, `AppIntents`, `Intents`, `UIKit` and `CoreGraphics` (any
attribute or `import struct X.Y` form) become `import Widgetty`; `import Foundation` does too in
a file that uses URLSession or a Foundation name Linux lacks and Widgetty adds; `import Combine`
becomes `import OpenCombineShim`; the imports the caller lists as unused (see frameworks.py) are
blanked. Lines keep their numbers, so compiler errors point at the original lines."""
import re

WIDGETTY_MODULES = {"WidgetKit", "SwiftUI", "AppIntents", "Intents", "UIKit", "CoreGraphics"}
_FOUNDATION_GAPS = re.compile(r"\b(URLSession|URLRequest|HTTPURLResponse|URLResponse|NSFileCoordinator|NSFilePresenter|NSUbiquitousKeyValueStore|DispatchSerialQueue|NSEC_PER_[A-Z]+|USEC_PER_SEC|RelativeDateTimeFormatter|DateComponentsFormatter)\b")
_IMPORT_LINE = re.compile(r"^(\s*)((?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*)import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)(\.[A-Za-z_][A-Za-z0-9_.]*)?\s*;?\s*(//.*)?$")


def port(text, drop_lines=()):
    """`text` with its imports ported; `drop_lines` are 0-based indexes of imports to blank."""
    uses_gaps = bool(_FOUNDATION_GAPS.search(text))
    lines = text.split("\n")
    for index, line in enumerate(lines):
        match = _IMPORT_LINE.match(line)
        if not match:
            continue
        indent, attributes, module = match.group(1), match.group(2), match.group(3)
        exported = "@_exported " if "@_exported" in attributes else ""
        if index in drop_lines:
            lines[index] = ""
        elif module in WIDGETTY_MODULES or (module == "Foundation" and uses_gaps):
            lines[index] = f"{indent}{exported}import Widgetty"
        elif module == "Combine" and not match.group(4):
            lines[index] = f"{indent}{exported}import OpenCombineShim"
    return "\n".join(lines)


def imports_combine(text):
    return bool(re.search(r"^\s*(?:@[A-Za-z_]+\s+)*import\s+Combine\s*$", text, re.M))
