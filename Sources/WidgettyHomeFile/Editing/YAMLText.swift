import Yams

/// A YAML document as text, addressed by line and column as libyaml's marks give them (columns
/// count Unicode scalars), so edits are spliced into it and everything else stays as written.
struct YAMLText {
    private(set) var scalars: [Unicode.Scalar]
    /// The offset where each line starts; a text ending in a newline has an empty last line.
    private(set) var lineStarts: [Int] = [0]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        indexLines()
    }

    var string: String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    var lineCount: Int { lineStarts.count }

    private mutating func indexLines() {
        lineStarts = [0]
        for (offset, scalar) in scalars.enumerated() where scalar == "\n" { lineStarts.append(offset + 1) }
    }

    // MARK: Positions

    func start(ofLine line: Int) -> Int { line < lineStarts.count ? lineStarts[line] : scalars.count }

    /// The offset of the line's newline (or the end of the text).
    func end(ofLine line: Int) -> Int { line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : scalars.count }

    func line(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func column(of offset: Int) -> Int { offset - lineStarts[line(containing: offset)] }

    func offset(of mark: Mark) -> Int { min(start(ofLine: mark.line - 1) + mark.column - 1, scalars.count) }

    /// Where a node starts (its first character, or its anchor or tag).
    func offset(of node: Node) -> Int { node.mark.map(offset(of:)) ?? 0 }

    func character(at offset: Int) -> Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

    func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    func lineText(_ line: Int) -> String { text(start(ofLine: line)..<end(ofLine: line)) }

    /// The column of the line's first character other than a space; nil for a blank line.
    func indent(ofLine line: Int) -> Int? {
        let lineStart = start(ofLine: line), lineEnd = end(ofLine: line)
        var offset = lineStart
        while offset < lineEnd, scalars[offset] == " " { offset += 1 }
        var rest = offset
        while rest < lineEnd, scalars[rest] == " " || scalars[rest] == "\t" || scalars[rest] == "\r" { rest += 1 }
        return rest == lineEnd ? nil : offset - lineStart
    }

    func isComment(_ line: Int) -> Bool {
        guard let indent = indent(ofLine: line) else { return false }
        return scalars[start(ofLine: line) + indent] == "#"
    }

    /// Whether only spaces come before `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, scalars[index] == " " { index -= 1 }
        return index < 0 || scalars[index] == "\n"
    }

    /// The end (exclusive) of a block that starts on line `first` and whose other lines are
    /// indented at least `minIndent`: the first less indented line ends it, and trailing blank
    /// lines and less indented comments are left out.
    func blockEnd(after first: Int, minIndent: Int) -> Int {
        var end = first + 1
        var line = first + 1
        while line < lineCount {
            if let indent = indent(ofLine: line) {
                if indent < minIndent { break }
                end = line + 1
            }
            line += 1
        }
        return end
    }

    // MARK: Tokens

    /// The end (exclusive) of the flow collection (`[` or `{`) that starts at `offset`.
    func flowEnd(from offset: Int) -> Int? {
        var depth = 0
        var index = offset
        while index < scalars.count {
            switch scalars[index] {
            case "[", "{": depth += 1
            case "]", "}":
                depth -= 1
                if depth == 0 { return index + 1 }
            case "'" where startsFlowToken(index), "\"" where startsFlowToken(index):
                index = quotedEnd(from: index) - 1
            case "#" where index > 0 && (scalars[index - 1] == " " || scalars[index - 1] == "\t"):
                index = end(ofLine: line(containing: index)) - 1
            default: break
            }
            index += 1
        }
        return nil
    }

    private func startsFlowToken(_ offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, [" ", "\t", "\n", "\r"].contains(scalars[index]) { index -= 1 }
        return index < 0 || ["[", "{", ",", ":", "?"].contains(scalars[index])
    }

    /// The end (exclusive) of the quoted scalar starting at `offset`.
    func quotedEnd(from offset: Int) -> Int {
        let quote = scalars[offset]
        var index = offset + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if quote == "\"", scalar == "\\" {
                index += 2
                continue
            }
            if scalar == quote {
                if quote == "'", index + 1 < scalars.count, scalars[index + 1] == "'" {
                    index += 2
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return scalars.count
    }

    /// The end (exclusive) of the value written at `offset` on one line: a quoted scalar, a flow
    /// collection, or a plain scalar up to a comment or the end of the line.
    func inlineValueEnd(from offset: Int) -> Int {
        switch character(at: offset) {
        case "'", "\"": return quotedEnd(from: offset)
        case "[", "{": return flowEnd(from: offset) ?? end(ofLine: line(containing: offset))
        default:
            let lineEnd = end(ofLine: line(containing: offset))
            var index = offset
            while index < lineEnd {
                if scalars[index] == "#", index > offset, scalars[index - 1] == " " { break }
                index += 1
            }
            while index > offset, scalars[index - 1] == " " || scalars[index - 1] == "\t" || scalars[index - 1] == "\r" {
                index -= 1
            }
            return index
        }
    }

    // MARK: Changes

    mutating func replace(_ range: Range<Int>, with text: String) {
        scalars.replaceSubrange(range, with: Array(text.unicodeScalars))
        indexLines()
    }

    /// Replaces whole lines (`lines` may be empty: an insertion before `lines.lowerBound`).
    mutating func replaceLines(_ lines: Range<Int>, with newLines: [String]) {
        replace(start(ofLine: lines.lowerBound)..<start(ofLine: lines.upperBound), with: newLines.map { $0 + "\n" }.joined())
    }

    /// The lines of a range, without their newlines.
    func lines(_ range: Range<Int>) -> [String] { range.map(lineText) }
}

/// Moving lines of YAML to another indentation.
enum Indentation {
    /// Shifts every non-blank line by `delta` columns (removing at most the spaces there are).
    static func shift(_ lines: [String], by delta: Int) -> [String] {
        guard delta != 0 else { return lines }
        return lines.map { line in
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { return line }
            if delta > 0 { return String(repeating: " ", count: delta) + line }
            let spaces = line.prefix { $0 == " " }.count
            return String(line.dropFirst(min(spaces, -delta)))
        }
    }

    static func spaces(_ count: Int) -> String { String(repeating: " ", count: max(0, count)) }
}
