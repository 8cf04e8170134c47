"""A reader for Xcode's project.pbxproj: an old-style (OpenStep) property list.

    parse(text) -> dict

Values are dictionaries `{ key = value; }`, arrays `( a, b, )`, strings (quoted with C escapes,
or bare words such as `com.apple.product-type.app-extension` and object ids), and `<hex>` data
(returned as the text between the brackets). Comments `/* … */` and `// …` are skipped.
"""

_BARE = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$/:.-+")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"', "'": "'", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}


class ParseError(ValueError):
    pass


class _Reader:
    def __init__(self, text):
        self.text = text
        self.pos = 0

    def fail(self, what):
        line = self.text.count("\n", 0, self.pos) + 1
        raise ParseError(f"line {line}: {what}")

    def skip(self):
        text, n = self.text, len(self.text)
        while self.pos < n:
            c = text[self.pos]
            if c in " \t\r\n":
                self.pos += 1
            elif text.startswith("/*", self.pos):
                end = text.find("*/", self.pos + 2)
                if end < 0:
                    self.fail("unclosed comment")
                self.pos = end + 2
            elif text.startswith("//", self.pos):
                end = text.find("\n", self.pos)
                self.pos = n if end < 0 else end + 1
            else:
                return

    def peek(self):
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def expect(self, c):
        if self.peek() != c:
            self.fail(f"expected '{c}'")
        self.pos += 1

    def value(self):
        c = self.peek()
        if c == "{":
            return self.dictionary()
        if c == "(":
            return self.array()
        if c == '"' or c == "'":
            return self.quoted(c)
        if c == "<":
            end = self.text.find(">", self.pos)
            if end < 0:
                self.fail("unclosed data")
            data = self.text[self.pos + 1:end]
            self.pos = end + 1
            return data
        return self.bare()

    def bare(self):
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] in _BARE:
            self.pos += 1
        if start == self.pos:
            self.fail(f"unexpected {self.text[self.pos:self.pos + 1]!r}")
        return self.text[start:self.pos]

    def quoted(self, quote):
        self.pos += 1
        out = []
        text = self.text
        while True:
            if self.pos >= len(text):
                self.fail("unclosed string")
            c = text[self.pos]
            if c == quote:
                self.pos += 1
                return "".join(out)
            if c == "\\" and self.pos + 1 < len(text):
                e = text[self.pos + 1]
                if e == "U" and self.pos + 5 < len(text):
                    out.append(chr(int(text[self.pos + 2:self.pos + 6], 16)))
                    self.pos += 6
                    continue
                out.append(_ESCAPES.get(e, e))
                self.pos += 2
                continue
            out.append(c)
            self.pos += 1

    def dictionary(self):
        self.expect("{")
        result = {}
        while self.peek() != "}":
            if not self.peek():
                self.fail("unclosed dictionary")
            key = self.value()
            if not isinstance(key, str):
                self.fail("a dictionary key must be a string")
            self.expect("=")
            result[key] = self.value()
            self.expect(";")
        self.pos += 1
        return result

    def array(self):
        self.expect("(")
        result = []
        while self.peek() != ")":
            if not self.peek():
                self.fail("unclosed array")
            result.append(self.value())
            if self.peek() == ",":
                self.pos += 1
            elif self.peek() != ")":
                self.fail("expected ',' or ')'")
        self.pos += 1
        return result


def parse(text):
    """The property list in `text` (a project.pbxproj's whole contents)."""
    reader = _Reader(text)
    value = reader.value()
    if reader.peek():
        reader.fail("text after the property list")
    return value


def load(path):
    with open(path, encoding="utf-8", errors="replace") as file:
        return parse(file.read())
