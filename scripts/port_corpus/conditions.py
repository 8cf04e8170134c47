"""Which lines of a Swift file compile away on Linux: `#if` conditions evaluated as the compiler
does here (os(Linux), canImport of what this build has, no DEBUG-style flags), without changing
them. The porting figures keep such code as written; this says what it took away."""
import re

_DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")
_TOKEN = re.compile(r"\s*(&&|\|\||!|\(|\)|[A-Za-z_][A-Za-z0-9_.]*\s*\([^()]*\)|[A-Za-z_][A-Za-z0-9_]*)")


class Unknown(Exception):
    pass


def evaluate(condition, modules):
    """True or False for a condition; `modules` are the names `canImport` finds. Raises Unknown."""
    tokens = [t.strip() for t in _TOKEN.findall(condition)]
    if "".join(tokens).replace(" ", "") != re.sub(r"\s+", "", condition):
        raise Unknown(condition)
    position = [0]

    def atom():
        if position[0] >= len(tokens):
            raise Unknown(condition)
        token = tokens[position[0]]
        position[0] += 1
        if token == "!":
            return not atom()
        if token == "(":
            value = disjunction()
            if position[0] >= len(tokens) or tokens[position[0]] != ")":
                raise Unknown(condition)
            position[0] += 1
            return value
        match = re.match(r"([A-Za-z_]+)\s*\((.*)\)$", token)
        if match:
            function, argument = match.group(1), match.group(2).strip()
            if function == "os":
                return argument == "Linux"
            if function == "canImport":
                return argument.split(",")[0].strip().split(".")[0] in modules
            if function == "targetEnvironment":
                return False
            if function == "arch":
                return argument in ("x86_64", "arm64")
            if function in ("swift", "compiler"):
                return ">=" in argument
            if function == "hasFeature" or function == "hasAttribute":
                return True
            raise Unknown(condition)
        if token == "true":
            return True
        return False  # false, and compilation flags (DEBUG, WIDGET_EXTENSION…), which are not set

    def conjunction():
        value = atom()
        while position[0] < len(tokens) and tokens[position[0]] == "&&":
            position[0] += 1
            value = atom() and value
        return value

    def disjunction():
        value = conjunction()
        while position[0] < len(tokens) and tokens[position[0]] == "||":
            position[0] += 1
            value = conjunction() or value
        return value

    result = disjunction()
    if position[0] != len(tokens):
        raise Unknown(condition)
    return result


def inactive_lines(lines, modules):
    """The (0-based) indexes of lines in branches that compile away, directives excluded."""
    inactive = set()
    # Each open #if: [enclosing active?, a branch already taken?, this branch active?]
    stack = []
    for index, line in enumerate(lines):
        match = _DIRECTIVE.match(line)
        active_here = all(frame[2] for frame in stack)
        if not match:
            if not active_here:
                inactive.add(index)
            continue
        kind, condition = match.group(1), match.group(2).strip()
        if kind == "if":
            try:
                value = evaluate(condition, modules)
            except Unknown:
                value = True
            stack.append([active_here, value, value])
        elif kind == "elseif" and stack:
            frame = stack[-1]
            try:
                value = evaluate(condition, modules)
            except Unknown:
                value = not frame[1]
            frame[2] = value and not frame[1]
            frame[1] = frame[1] or value
        elif kind == "else" and stack:
            frame = stack[-1]
            frame[2] = not frame[1]
            frame[1] = True
        elif kind == "endif" and stack:
            stack.pop()
    return inactive
