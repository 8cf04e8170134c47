import Foundation
import Yams

/// Why an edit could not be applied to the home file; the message says what is wrong.
public struct HomeEditError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Applies a ``HomeEdit`` to the home file's text and returns the new text. Pure (no I/O).
///
/// The text is spliced, not re-serialised: comments, blank lines, key order, quoting and
/// formatting of everything the edit does not change stay as written; moved items keep their
/// comments and are re-indented, new keys and items follow the file's indentation. Flow-style
/// collections where pages and items are written (`widgets: [{kind: clock}]`) are first rewritten
/// in block style, and a page list using anchors, aliases or tags is rewritten as a whole.
/// Items whose derived ids (`clock-2`) would shift are given an explicit `id:`. The result must
/// not have a problem (``HomeFileParser``) that the text did not have already.
public enum HomeFileEditor {
    public static func apply(_ edit: HomeEdit, to text: String) throws(HomeEditError) -> String {
        let endsWithNewline = text.isEmpty || text.hasSuffix("\n")
        var document = EditedDocument(text: YAMLText(endsWithNewline ? text : text + "\n"))
        try document.normalise()
        try document.pinDerivedIDs()
        try document.apply(edit)
        try document.unpin()
        var result = document.text.string
        if !endsWithNewline, result.hasSuffix("\n") { result.removeLast() }
        try checkNoNewProblems(before: text, after: result)
        return result
    }

    /// Refuses a result with a problem the original did not have.
    static func checkNoNewProblems(before: String, after: String) throws(HomeEditError) {
        let new = firstNewProblem(
            before: HomeFileParser.parse(before, file: "home.yaml").1, after: HomeFileParser.parse(after, file: "home.yaml").1)
        if let new { throw HomeEditError("the change would break the home file (\(new.message)); nothing was saved") }
    }

    /// The first problem of `after` that `before` did not have (compared by message, since lines move).
    public static func firstNewProblem(before: [HomeFileProblem], after: [HomeFileProblem]) -> HomeFileProblem? {
        var known: [String: Int] = [:]
        for problem in before { known[problem.message, default: 0] += 1 }
        for problem in after {
            guard known[problem.message, default: 0] > 0 else { return problem }
            known[problem.message, default: 0] -= 1
        }
        return nil
    }
}

/// The text being edited, with the temporary ids given to items whose ids are derived.
struct EditedDocument {
    var text: YAMLText
    /// Temporary explicit id → the derived id it stands for.
    var pins: [String: String] = [:]
    private let pinPrefix = "__widgetty_pin_\(UInt32.random(in: 1...UInt32.max))_"

    init(text: YAMLText) { self.text = text }

    func outline() throws(HomeEditError) -> HomeOutline { try HomeOutline(text) }

    /// The id an item has while pins are in place.
    func current(_ id: String) -> String { pins.first { $0.value == id }?.key ?? id }

    // MARK: Normalising

    /// Rewrites what cannot be edited line by line (flow collections, compact `- -` lists,
    /// anchors) until the pages and items are plain block YAML.
    mutating func normalise() throws(HomeEditError) {
        for _ in 0..<200 {
            let outline = try outline()
            switch outline.irregularity {
            case nil: return
            case .compactDash(let offset):
                var start = offset
                while start > 0, text.scalars[start - 1] == " " { start -= 1 }
                text.replace(start..<offset, with: "\n" + Indentation.spaces(text.column(of: offset)))
            case .flow(let node): try rewriteFlow(node, style: outline.style)
            case .anchored: try rewriteList(outline)
            }
        }
        throw HomeEditError("the home file's layout is too unusual to edit; write its pages in block style")
    }

    private mutating func rewriteFlow(_ node: Node, style: HomeFileStyle) throws(HomeEditError) {
        let start = text.offset(of: node)
        guard let end = text.flowEnd(from: start) else { throw HomeEditError("an unclosed [ or { in the home file") }
        let firstLine = text.line(containing: start), lastLine = text.line(containing: end)
        let lineStart = text.start(ofLine: firstLine)
        let prefix = text.text(lineStart..<start)
        let trimmedPrefix = String(prefix.reversed().drop { $0 == " " }.reversed())
        let suffix = text.text(end..<text.end(ofLine: lastLine)).trimmingCharacters(in: .whitespaces)
        let comment = suffix.isEmpty ? "" : "  " + suffix
        let block = YAMLWriter.blockLines(of: node, style: style)
        var lines: [String]
        if trimmedPrefix.hasSuffix(":") {
            let keyColumn = Self.keyColumn(in: trimmedPrefix)
            let indent = node.sequence != nil ? style.sequenceIndent : style.mappingIndent
            lines = [trimmedPrefix + comment] + Indentation.shift(block, by: keyColumn + indent)
        } else if node.mapping != nil {
            lines = [prefix + block[0] + comment] + Indentation.shift(Array(block.dropFirst()), by: prefix.unicodeScalars.count)
        } else {
            lines = [trimmedPrefix + comment] + Indentation.shift(block, by: prefix.unicodeScalars.count)
        }
        text.replaceLines(firstLine..<(lastLine + 1), with: lines)
    }

    /// The column of the key in a line's beginning such as `    - widgets:`.
    private static func keyColumn(in prefix: String) -> Int {
        let scalars = Array(prefix.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == " " || (scalars[index] == "-" && index + 1 < scalars.count && scalars[index + 1] == " ") {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// Writes the whole `pages:` (or `widgets:`) value again, aliases expanded.
    private mutating func rewriteList(_ outline: HomeOutline) throws(HomeEditError) {
        guard let key = outline.listKey, let value = outline.listValue, let name = key.string else { return }
        let keyOffset = text.offset(of: key)
        let keyLine = text.line(containing: keyOffset), keyColumn = text.column(of: keyOffset)
        var end = text.valueEnd(afterKeyLine: keyLine, keyColumn: keyColumn)
        if text.isFlowStart(text.offset(of: value)), let flowEnd = text.flowEnd(from: text.offset(of: value)) {
            end = max(end, text.line(containing: flowEnd) + 1)
        }
        let indent = value.sequence != nil ? outline.style.sequenceIndent : outline.style.mappingIndent
        let lines = [Indentation.spaces(keyColumn) + name + ":"]
            + Indentation.shift(YAMLWriter.blockLines(of: value, style: outline.style), by: keyColumn + indent)
        text.replaceLines(keyLine..<end, with: lines)
    }

    // MARK: Pinning ids

    /// Every item in the order the parser claims ids (a stack's widgets before the stack).
    private static func claimOrder(_ outline: HomeOutline) -> [(path: HomeOutline.Path, isStack: Bool)] {
        var items: [(HomeOutline.Path, Bool)] = []
        for (p, page) in outline.pages.enumerated() {
            for (i, entry) in page.entries.enumerated() {
                for m in (entry.stack?.members ?? []).indices { items.append((.member(page: p, index: i, member: m), false)) }
                items.append((.item(page: p, index: i), entry.stack != nil))
            }
        }
        return items
    }

    /// The id an item has and the mapping its `id:` key belongs in.
    private static func idAndMapping(_ outline: HomeOutline, _ path: HomeOutline.Path, isStack: Bool) -> (id: String?, mapping: Node) {
        let entry = outline.entry(at: path)
        return isStack ? (outline.id(of: entry), entry.stack!.node) : (entry.id, entry.node)
    }

    /// Gives every item whose id is derived a temporary explicit id, so no edit can shift it.
    mutating func pinDerivedIDs() throws(HomeEditError) {
        let outline = try outline()
        var insertions: [(line: Int, lines: [String])] = []
        for (path, isStack) in Self.claimOrder(outline) {
            let (id, mapping) = Self.idAndMapping(outline, path, isStack: isStack)
            guard let id, text.pair(mapping, "id") == nil else { continue }
            let sentinel = pinPrefix + "\(pins.count)"
            pins[sentinel] = id
            if let insertion = text.keyInsertion(into: mapping, lines: ["id: \(sentinel)"], at: isStack ? .start : .after(["kind"])) {
                insertions.append(insertion)
            }
        }
        text.editLines(inserting: insertions)
    }

    /// Takes the temporary ids out again, keeping (as the real id) only those whose item would
    /// now derive another id — decided in the parser's order with the parser's own naming.
    mutating func unpin() throws(HomeEditError) {
        guard !pins.isEmpty else { return }
        let outline = try outline()
        var ids = HomeItemIDs()
        var expected: [String] = []
        var removed: Set<Int> = []
        var replaced: [Int: String] = [:]
        for (path, isStack) in Self.claimOrder(outline) {
            let (id, mapping) = Self.idAndMapping(outline, path, isStack: isStack)
            guard let id else { continue }
            guard let real = pins[id], let key = text.pair(mapping, "id")?.key else {
                _ = ids.claim(explicit: id)
                expected.append(id)
                continue
            }
            let base = isStack ? "stack" : (text.pair(mapping, "kind")?.value.string ?? "")
            let line = text.line(containing: text.offset(of: key))
            if ids.derived(from: base) == real {
                _ = ids.derive(from: base)
                removed.insert(line)
            } else {
                _ = ids.claim(explicit: real)
                replaced[line] = Indentation.spaces(text.column(of: text.offset(of: key))) + "id: " + YAMLWriter.scalarText(real)
            }
            expected.append(real)
        }
        text.editLines(removing: removed, replacing: replaced)
        pins = [:]
        let result = try self.outline()
        let found = Self.claimOrder(result).compactMap { Self.idAndMapping(result, $0.path, isStack: $0.isStack).id }
        guard found == expected else { throw HomeEditError("could not keep the ids of the home file's widgets; nothing was saved") }
    }
}

extension YAMLText {
    func isFlowStart(_ offset: Int) -> Bool { character(at: offset) == "[" || character(at: offset) == "{" }

    /// Inserts blocks of lines before lines, removes and replaces whole lines, in one pass. At one
    /// line, the more indented block comes first (it belongs to the block that ends there).
    mutating func editLines(inserting: [(line: Int, lines: [String])] = [], removing: Set<Int> = [], replacing: [Int: String] = [:]) {
        let indent = { (lines: [String]) in lines.first?.prefix { $0 == " " }.count ?? 0 }
        var before: [Int: [[String]]] = [:]
        for insertion in inserting.sorted(by: { indent($0.lines) > indent($1.lines) }) {
            before[min(insertion.line, lineCount - 1), default: []].append(insertion.lines)
        }
        var lines: [String] = []
        for line in 0..<lineCount {
            for block in before[line] ?? [] { lines += block }
            if !removing.contains(line) { lines.append(replacing[line] ?? lineText(line)) }
        }
        self = YAMLText(lines.joined(separator: "\n"))
    }
}
