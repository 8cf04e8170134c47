"""What a Swift file declares and mentions, read without a compiler (heuristics good enough to
pick a widget's files): comments and string literals blanked (line numbers kept, interpolations
kept), then brace depth, top-level declarations, extensions and their members, the identifiers
used, imports, `@main`, and every type's inheritance clause."""
import re

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_ATTRS = r"(?:@[A-Za-z_][A-Za-z0-9_.]*(?:\([^)]*\))?\s+)*"
_MODS = r"(?:(?:public|private|fileprivate|internal|open|final|indirect|nonisolated|package|static|class|lazy|weak|unowned|override|required|convenience|dynamic|mutating|nonmutating|prefix|postfix|infix)\s+)*"
_DECL = re.compile(r"^\s*" + _ATTRS + _MODS + r"(struct|class|enum|protocol|actor|typealias|func|let|var|macro)\s+([A-Za-z_][A-Za-z0-9_]*)")
_EXTENSION = re.compile(r"^\s*" + _ATTRS + r"((?:(?:public|private|fileprivate|internal|package|nonisolated)\s+)*)extension\s+([A-Za-z_][A-Za-z0-9_.]*)")
_TYPE_HEAD = re.compile(r"(?:^|[\s;{}])(struct|class|enum|protocol|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)\s*(?:<[^{]*?>)?\s*:\s*([^{]*)\{")
_MEMBER = re.compile(r"\b(func|var|let|case|typealias|struct|class|enum)\s+([A-Za-z_][A-Za-z0-9_]*)")
_INIT_LABEL = re.compile(r"\binit[?!]?\s*(?:<[^>]*>)?\(\s*([A-Za-z_][A-Za-z0-9_]*)")
_IMPORT = re.compile(r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")
_MAIN = re.compile(r"^\s*(?:@[A-Za-z_][A-Za-z0-9_]*(?:\([^)]*\))?\s+)*@main\b", re.M)


def strip(text):
    """`text` with comments and string contents replaced by spaces (newlines kept); what a
    string interpolates stays, as code."""
    out = []
    i, n = 0, len(text)
    # A stack of what we are inside: ("code", paren depth) for interpolations, ("str", hashes, triple).
    stack = [["code", 0]]
    while i < n:
        top = stack[-1]
        c = text[i]
        if top[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                out.append(" " * (end - i))
                i = end
            elif text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                out.append(re.sub(r"[^\n]", " ", text[i:j]))
                i = j
            elif c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
                hashes = 0
                while i + hashes < n and text[i + hashes] == "#":
                    hashes += 1
                triple = text.startswith('"""', i + hashes)
                width = hashes + (3 if triple else 1)
                out.append(" " * width)
                i += width
                stack.append(["str", hashes, triple])
            elif c == "(" and len(stack) > 1:
                top[1] += 1
                out.append(c)
                i += 1
            elif c == ")" and len(stack) > 1:
                if top[1] == 0:
                    stack.pop()
                    out.append(" ")
                else:
                    top[1] -= 1
                    out.append(c)
                i += 1
            else:
                out.append(c)
                i += 1
        else:
            hashes, triple = top[1], top[2]
            close = ('"""' if triple else '"') + "#" * hashes
            if text.startswith(close, i):
                out.append(" " * len(close))
                i += len(close)
                stack.pop()
            elif c == "\\" and text.startswith("#" * hashes + "(", i + 1):
                width = 2 + hashes
                out.append(" " * width)
                i += width
                stack.append(["code", 0])
            elif c == "\\" and i + 1 < n:
                out.append("  " if text[i + 1] != "\n" else " \n")
                i += 2
            elif c == "\n":
                out.append(c)
                if not triple:  # an unclosed one-line string: give up on it
                    stack.pop()
                i += 1
            else:
                out.append(" ")
                i += 1
    return "".join(out)


class SwiftFile:
    """One file's facts. `path` is where it is; `text` its contents."""

    def __init__(self, path, text):
        self.path = path
        self.text = text
        self.code = strip(text)
        self.lines = self.code.split("\n")
        self.depths = []  # brace depth at the start of each line
        depth = 0
        for line in self.lines:
            self.depths.append(depth)
            depth = max(0, depth + line.count("{") - line.count("}"))
        # Identifiers used (a module's name in an import line is not a use of it).
        self.mentions = set(_IDENT.findall("\n".join(line for line in self.lines if not _IMPORT.match(line))))
        self.imports = []  # (line index, module)
        self.decls = set()  # top-level names declared (not private to the file)
        self.private_decls = set()
        self.extensions = set()  # what top-level `extension A.B` extends, as written
        self.extension_members = set()  # (Type, member) added by non-private top-level extensions
        for index, line in enumerate(self.lines):
            match = _IMPORT.match(line)
            if match:
                self.imports.append((index, match.group(1)))
            if self.depths[index] != 0:
                continue
            match = _DECL.match(line)
            if match:
                self.decls.add(match.group(2))
                continue
            match = _EXTENSION.match(line)
            if match:
                extended = match.group(2)  # `A.B` as written (A may be a module's name)
                self.extensions.add(extended)
                if "private" not in match.group(1):
                    self._members(index, extended)
        self.has_main = bool(_MAIN.search(self.code))
        self.heads = [(m.group(1), m.group(2), _inherited(m.group(3))) for m in _TYPE_HEAD.finditer(self.code)]

    def _members(self, start, extended):
        depth = 0
        for index in range(start, len(self.lines)):
            line = self.lines[index]
            if depth == 1 and not re.search(r"\b(private|fileprivate)\b", line):
                for match in _MEMBER.finditer(line):
                    self.extension_members.add((extended, match.group(2)))
                for match in _INIT_LABEL.finditer(line):
                    self.extension_members.add((extended, match.group(1)))
            depth += line.count("{") - line.count("}")
            if depth <= 0 and "{" in "".join(self.lines[start:index + 1]):
                return

    def declares_bundle(self):
        return any("WidgetBundle" in parents for kind, _, parents in self.heads if kind != "protocol")

    def line_of(self, offset):
        return self.code.count("\n", 0, offset)


def _inherited(clause):
    clause = re.split(r"\bwhere\b", clause)[0]
    names = []
    for part in clause.split(","):
        part = part.strip()
        part = re.sub(r"^@[A-Za-z_]+\s*", "", part)  # @preconcurrency, @unchecked
        part = part.split("<")[0].strip()
        if part:
            names.append(part.split(".")[-1])
    return names


def read(path):
    with open(path, encoding="utf-8", errors="replace") as file:
        return SwiftFile(path, file.read())
