#!/usr/bin/env python3
"""The public symbols of what a widget author imports that have no doc comment.

Lists, as `file:line: name`, every public or open declaration of Widgetty and the modules it
re-exports (WidgettyKit, WidgettyUI, WidgettyStore, WidgettyFoundation, OSLog), of
WidgettyTesting, and of the `os`, `Security` and `Charts` modules authors import by name, that
has no `///` or `/** */` comment directly above it (attribute and `#if` lines may stand in
between).
Counted: types, members, initialisers, subscripts, enum cases, typealiases, associated types,
global functions and variables, macros and operator functions, in type bodies and in extensions
(a protocol's requirements and a public enum's cases are public without the word; so are the
members of a `public extension`). Not counted: `@_spi` declarations, those hidden with
`@_documentation(visibility:)`, underscored names, and anything inside them or inside a type
that is not public. Exits 1 when it lists any, 0 when none; the count goes to stderr.

It reads the sources as text (comments and strings set aside, braces followed), so it needs no
build: `make test` runs it (scripts/check-install.sh, the docs step). `--all` lists the
documented declarations too, each marked `documented` or `undocumented`.
"""
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
MODULES = ["Widgetty", "WidgettyKit", "WidgettyUI", "WidgettyStore", "WidgettyFoundation", "OSLog",
           "WidgettyTesting", "os", "Security", "Charts"]

DECL_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "extension", "func", "init",
                 "subscript", "var", "let", "case", "typealias", "associatedtype", "macro",
                 "operator", "precedencegroup", "deinit"}
TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "extension"}
MODIFIERS = {"public", "open", "private", "fileprivate", "internal", "package", "static", "class",
             "final", "override", "mutating", "nonmutating", "nonisolated", "lazy", "weak",
             "unowned", "dynamic", "required", "convenience", "optional", "indirect", "prefix",
             "postfix", "infix", "consuming", "borrowing", "distributed", "isolated",
             "__consuming", "sending"}
ACCESS = {"public", "open", "private", "fileprivate", "internal", "package"}
CONDITIONAL = {"#if", "#elseif", "#else", "#endif"}
OPERATOR_CHARS = set("/=-+!*%<>&|^~?.")


class Token:
    __slots__ = ("kind", "val", "line", "start", "end")

    def __init__(self, kind, val, line, start, end):
        self.kind, self.val, self.line, self.start, self.end = kind, val, line, start, end

    def __repr__(self):
        return f"{self.kind}:{self.val}@{self.line}"


def lex(text):
    """Tokens of the code (comments and string literals left out) and the lines that hold or
    end a doc comment."""
    tokens, doc_lines = [], set()
    n = len(text)
    pos, line = 0, 1

    def skip_string(i, ln):
        # At the opening delimiter (after any #s): returns the index past the closing one.
        hashes = 0
        while text[i] == "#":
            hashes += 1
            i += 1
        multi = text.startswith('"""', i)
        i += 3 if multi else 1
        close = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if text.startswith(escape, i):
                j = i + len(escape)
                if j < n and text[j] == "(":
                    i, ln = skip_code(j + 1, ln, ")")
                    continue
                i = j + 1
                if i - 1 < n and text[i - 1] == "\n":
                    ln += 1
                continue
            if text.startswith(close, i):
                return i + len(close), ln
            if text[i] == "\n":
                ln += 1
                if not multi:
                    return i, ln - 1  # unterminated: give up at the line's end
            i += 1
        return i, ln

    def skip_code(i, ln, closer):
        # Inside an interpolation: to the matching closer.
        depth = 0
        while i < n:
            c = text[i]
            if c == "\n":
                ln += 1
            elif c == '"' or (c == "#" and text[i:i + 2].lstrip("#").startswith('"')):
                i, ln = skip_string(i, ln)
                continue
            elif text.startswith("//", i):
                while i < n and text[i] != "\n":
                    i += 1
                continue
            elif c == "(":
                depth += 1
            elif c == ")":
                if depth == 0:
                    return i + 1, ln
                depth -= 1
            i += 1
        return i, ln

    while pos < n:
        c = text[pos]
        if c == "\n":
            line += 1
            pos += 1
        elif c in " \t\r":
            pos += 1
        elif text.startswith("//", pos):
            end = text.find("\n", pos)
            end = n if end < 0 else end
            body = text[pos:end]
            if body.startswith("///") and not body.startswith("////"):
                doc_lines.add(line)
            pos = end
        elif text.startswith("/*", pos):
            is_doc = text.startswith("/**", pos) and not text.startswith("/**/", pos) \
                and not text.startswith("/***", pos)
            depth, i = 0, pos
            while i < n:
                if text.startswith("/*", i):
                    depth += 1
                    i += 2
                elif text.startswith("*/", i):
                    depth -= 1
                    i += 2
                    if depth == 0:
                        break
                else:
                    if text[i] == "\n":
                        line += 1
                    i += 1
            if is_doc:
                doc_lines.add(line)
            pos = i
        elif c == '"' or (c == "#" and text[pos:pos + 8].lstrip("#").startswith('"')):
            start = pos
            pos, line2 = skip_string(pos, line)
            tokens.append(Token("str", '""', line, start, pos))
            line = line2
        elif c == "#" and pos + 1 < n and (text[pos + 1].isalpha() or text[pos + 1] == "_"):
            j = pos + 1
            while j < n and (text[j].isalnum() or text[j] == "_"):
                j += 1
            tokens.append(Token("pound", text[pos:j], line, pos, j))
            pos = j
        elif c == "@" and pos + 1 < n and (text[pos + 1].isalpha() or text[pos + 1] == "_"):
            j = pos + 1
            while j < n and (text[j].isalnum() or text[j] in "_."):
                j += 1
            tokens.append(Token("attr", text[pos + 1:j], line, pos, j))
            pos = j
        elif c == "`":
            j = text.find("`", pos + 1)
            j = n - 1 if j < 0 else j
            tokens.append(Token("name", text[pos + 1:j], line, pos, j + 1))
            pos = j + 1
        elif c.isalpha() or c == "_" or c == "$" or ord(c) > 127:
            j = pos
            while j < n and (text[j].isalnum() or text[j] in "_$" or ord(text[j]) > 127):
                j += 1
            tokens.append(Token("ident", text[pos:j], line, pos, j))
            pos = j
        elif c.isdigit():
            j = pos
            while j < n and (text[j].isalnum() or text[j] in "_."):
                if text[j] == "." and not (j + 1 < n and text[j + 1].isdigit()):
                    break
                j += 1
            tokens.append(Token("num", text[pos:j], line, pos, j))
            pos = j
        elif c in OPERATOR_CHARS:
            j = pos
            while j < n and text[j] in OPERATOR_CHARS:
                if text.startswith("//", j) or text.startswith("/*", j):
                    break
                j += 1
            if j == pos:
                j += 1
            tokens.append(Token("op", text[pos:j], line, pos, j))
            pos = j
        else:
            tokens.append(Token("punct", c, line, pos, pos + 1))
            pos += 1
    return tokens, doc_lines


class Scope:
    def __init__(self, kind, exported=False, hidden=False, path=(), protocol=False, enum=False,
                 members_public=False):
        self.kind = kind              # "type" (a file, type or extension body) or "code"
        self.exported = exported      # its public members are public API
        self.hidden = hidden          # @_spi, @_documentation-hidden or underscored
        self.path = path
        self.protocol = protocol
        self.enum = enum
        self.members_public = members_public  # a `public extension`
        self.paren = 0


class Declaration:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def balanced(tokens, j):
    """Past the bracketed group opening at tokens[j]."""
    opener = tokens[j].val
    closer = {"(": ")", "[": "]"}[opener]
    depth = 0
    while j < len(tokens):
        v = tokens[j].val
        if v == opener:
            depth += 1
        elif v == closer:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return j


def is_word(tok, words):
    return tok.kind == "ident" and tok.val in words


def parse_header(tokens, i):
    """The attributes, modifiers and keyword of a declaration starting at tokens[i], or None."""
    attrs, mods = [], []
    j, n = i, len(tokens)
    while j < n:
        t = tokens[j]
        if t.kind == "attr":
            j += 1
            args = ""
            if j < n and tokens[j].val == "(" and tokens[j].start == t.end:
                k = balanced(tokens, j)
                args = " ".join(x.val for x in tokens[j + 1:k - 1])
                j = k
            attrs.append((t.val, args))
        elif t.kind == "pound" and t.val in CONDITIONAL:
            line = t.line
            j += 1
            while j < n and tokens[j].line == line:
                j += 1
        elif is_word(t, MODIFIERS) and not (
                t.val == "class" and not (j + 1 < n and (is_word(tokens[j + 1], MODIFIERS)
                                                       or is_word(tokens[j + 1], DECL_KEYWORDS)
                                                       and tokens[j + 1].val != "class"))):
            mod = t.val
            j += 1
            if j < n and tokens[j].val == "(" and tokens[j].start == t.end:
                k = balanced(tokens, j)
                mod += "(" + "".join(x.val for x in tokens[j + 1:k - 1]) + ")"
                j = k
            mods.append(mod)
        else:
            break
    if j >= n or tokens[j].kind != "ident" or tokens[j].val not in DECL_KEYWORDS:
        return None
    return attrs, mods, j


def labels(tokens, j, subscript=False):
    """`(a:b:)` from the parameter list opening at tokens[j]."""
    end = balanced(tokens, j)
    out, k, depth, part = [], j + 1, 0, []
    while k < end - 1:
        v = tokens[k].val
        if v in "([" and tokens[k].kind == "punct":
            depth += 1
        elif v in ")]" and tokens[k].kind == "punct":
            depth -= 1
        elif tokens[k].kind == "op" and v != "->":  # generic arguments: KeyPath<A, B>
            depth += v.count("<") - v.count(">")
        if depth == 0 and v == "," and tokens[k].kind == "punct":
            out.append(part)
            part = []
        else:
            part.append(tokens[k])
        k += 1
    if part:
        out.append(part)
    names = []
    for p in out:
        head = []
        for t in p:
            if t.val == ":":
                break
            if t.kind in ("ident", "name"):
                head.append(t.val)
        if not head:
            continue
        names.append(head[0] if len(head) > 1 or not subscript else "_")
    return "(" + "".join(x + ":" for x in names) + ")"


def past_generics(tokens, k):
    """Past the generic parameters `<…>` at tokens[k], if any."""
    n = len(tokens)
    if not (k < n and tokens[k].kind == "op" and tokens[k].val.startswith("<")):
        return k
    depth = 0
    while k < n:
        v = tokens[k].val
        if tokens[k].kind == "op" and v != "->":
            depth += v.count("<") - v.count(">")
        k += 1
        if depth <= 0:
            break
    return k


def declaration_names(tokens, kw_index):
    kw = tokens[kw_index].val
    n = len(tokens)
    k = kw_index + 1
    if kw in ("init", "subscript"):
        while k < n and tokens[k].val in ("?", "!"):
            k += 1
        k = past_generics(tokens, k)
        if k < n and tokens[k].val == "(":
            return [kw + labels(tokens, k, kw == "subscript")]
        return [kw]
    if kw == "deinit":
        return ["deinit"]
    if k >= n:
        return ["?"]
    name = tokens[k].val
    if kw == "func":
        k += 1
        if tokens[k - 1].kind != "op":  # not an operator function's `<`
            k = past_generics(tokens, k)
        if k < n and tokens[k].val == "(":
            return [name + labels(tokens, k)]
        return [name]
    if kw == "extension":
        parts = [name]
        while k + 2 < n and tokens[k + 1].val == "." and tokens[k + 2].kind in ("ident", "name"):
            parts.append(tokens[k + 2].val)
            k += 2
        if parts[0] in MODULES and len(parts) > 1:
            parts = parts[1:]
        return [".".join(parts)]
    if kw == "case":
        names = [name]
        k += 1
        while k < n:
            if tokens[k].val == "(":
                k = balanced(tokens, k)
                continue
            if tokens[k].val == "=":
                k += 2
                continue
            if tokens[k].val == "," and k + 1 < n and tokens[k + 1].kind in ("ident", "name"):
                names.append(tokens[k + 1].val)
                k += 2
                continue
            break
        return names
    return [name]


def parse_file(path, text, known_types=None):
    """The declarations of one file, each with where it is, its names and whether it is public
    API; records the types it declares in known_types (name -> exported) when given a dict."""
    tokens, doc_lines = lex(text)
    lines = text.split("\n")
    stack = [Scope("type", exported=True)]
    pending = None
    skip_until = -1
    decls = []
    for i, t in enumerate(tokens):
        sc = stack[-1]
        if t.kind == "punct":
            if t.val in "([":
                sc.paren += 1
            elif t.val in ")]":
                sc.paren -= 1
            elif t.val == "{":
                if pending is not None and pending[0] is sc and sc.paren == 0:
                    stack.append(pending[1])
                    pending = None
                else:
                    stack.append(Scope("code"))
                continue
            elif t.val == "}":
                if len(stack) > 1:
                    stack.pop()
                continue
        if sc.kind != "type" or sc.paren != 0 or i <= skip_until:
            continue
        if not (i == 0 or tokens[i - 1].line < t.line or tokens[i - 1].val in (";", "{", "}")):
            continue
        if t.kind == "pound" and t.val in CONDITIONAL:
            continue
        header = parse_header(tokens, i)
        if header is None:
            continue
        attrs, mods, kw_index = header
        skip_until = kw_index
        kw = tokens[kw_index].val
        names = declaration_names(tokens, kw_index)
        access = next((m for m in mods if m in ACCESS), None)
        hidden = sc.hidden or any(
            a == "_spi" or (a == "_documentation" and "visibility" in args
                            and not args.replace(" ", "").endswith(":public"))
            for a, args in attrs) or names[0].startswith("_")
        if kw == "extension":
            written = names[0]
            exported = not written.startswith("_")
            if isinstance(known_types, KnownTypes):
                exported = exported and known_types.exported(written)
            scope = Scope("type", exported=exported and not hidden, hidden=hidden,
                          path=(written,), members_public=access in ("public", "open"))
            pending = (sc, scope)
            decl_public = False  # an extension is not a symbol of its own
        else:
            if access is not None:
                decl_public = access in ("public", "open")
            elif sc.protocol:
                decl_public = True
            elif kw == "case" and sc.enum:
                decl_public = True
            else:
                decl_public = sc.members_public
            exported = sc.exported and decl_public and not hidden
            if kw in TYPE_KEYWORDS:
                inner = sc.path + (names[0],)
                scope = Scope("type", exported=exported, hidden=hidden, path=inner,
                              protocol=kw == "protocol", enum=kw == "enum")
                pending = (sc, scope)
                if isinstance(known_types, dict):
                    key = ".".join(inner)
                    known_types[key] = known_types.get(key, False) or exported
            elif kw == "typealias" and isinstance(known_types, dict):
                key = ".".join(sc.path + (names[0],))
                known_types[key] = known_types.get(key, False) or exported
        if kw in ("deinit", "operator", "precedencegroup") and access is None:
            continue
        if kw == "extension" or not exported:
            continue
        # The comment directly above: skip attribute and #if lines between.
        above = t.line - 1
        while above >= 1:
            s = lines[above - 1].strip()
            if s.startswith("@") or s.split(" ")[0] in CONDITIONAL:
                above -= 1
                continue
            break
        # A declaration after other code on its line (`struct S { public init() {} }`) gets no
        # comment from the line above.
        documented = above in doc_lines and (i == 0 or tokens[i - 1].line < t.line)
        prefix = ".".join(sc.path)
        for name in names:
            decls.append(Declaration(path=path_of(path), line=t.line, kind=kw,
                                     name=(prefix + "." if prefix else "") + name,
                                     documented=documented))
    return decls


def path_of(path):
    return os.path.relpath(path, ROOT)


class KnownTypes:
    def __init__(self, table):
        self.table = table

    def exported(self, written):
        # A type of the project's is public API when one of its declarations is; any other
        # (the standard library's, Foundation's) is.
        if written in self.table:
            return self.table[written]
        return True


def swift_files(folders):
    for folder in folders:
        for dirpath, dirnames, filenames in os.walk(folder):
            dirnames.sort()
            for f in sorted(filenames):
                if f.endswith(".swift"):
                    yield os.path.join(dirpath, f)


def main(argv):
    show_all = "--all" in argv
    sources = os.path.join(ROOT, "Sources")
    table = {}
    for path in swift_files([sources]):
        with open(path, encoding="utf-8") as f:
            parse_file(path, f.read(), table)
    known = KnownTypes(table)
    decls = []
    for path in swift_files([os.path.join(sources, m) for m in MODULES]):
        with open(path, encoding="utf-8") as f:
            decls += parse_file(path, f.read(), known)
    missing = [d for d in decls if not d.documented]
    for d in (decls if show_all else missing):
        mark = "" if not show_all else (" documented" if d.documented else " undocumented")
        print(f"{d.path}:{d.line}: {d.name}{mark}")
    print(f"undocumented.py: {len(missing)} of {len(decls)} public declarations have no doc comment",
          file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
