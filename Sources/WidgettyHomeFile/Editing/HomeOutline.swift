import WidgettyKit
import Yams

/// Where the home file's pages, items and stacks are in its text (from Yams' composed nodes),
/// with the ids and families ``HomeFileParser`` gives them — so the editor addresses items
/// exactly as the parser names them.
struct HomeOutline {
    /// A widget or a stack written as an entry of a block list, and the lines it spans.
    struct Entry {
        var node: Node
        var id: String?
        var family: WidgetFamily?
        var dashLine: Int
        var dashColumn: Int
        /// Its first line: comment lines right above it at the dash's column belong to it.
        var start: Int
        /// The end of its own lines (trailing blank lines and less indented comments left out).
        var contentEnd: Int
        /// Where the next entry starts (its own end for the last): what removing it deletes.
        var removalEnd: Int
        var stack: Stack?
    }

    /// The mapping under `stack:` and the widgets listed in it.
    struct Stack {
        var node: Node
        var members: [Entry]
    }

    /// A page: a mapping with `widgets:`, a bare list, or the file's top-level `widgets:`.
    struct Page {
        var node: Node
        var widgetsKey: Node?
        var widgetsValue: Node?
        var entries: [Entry]
        /// The page's dash and the end of its lines (nil for the top-level `widgets:`).
        var dashColumn: Int?
        var contentEnd: Int?
    }

    /// What must be rewritten before the text can be edited line by line.
    enum Irregularity {
        /// A flow collection (`[…]`, `{…}`) where pages and items are written.
        case flow(Node)
        /// A list entry whose dash is not the first thing on its line (`- - kind: …`).
        case compactDash(offset: Int)
        /// Anchors, aliases or tags among the pages.
        case anchored
    }

    /// Where an item is: a page's entry, or a widget inside the stack at a page's entry.
    enum Path: Equatable {
        case item(page: Int, index: Int)
        case member(page: Int, index: Int, member: Int)
    }

    let text: YAMLText
    private(set) var root: Node?
    private(set) var listKey: Node?
    private(set) var listValue: Node?
    /// The file lists its widgets under a top-level `widgets:` (one page) instead of `pages:`.
    private(set) var isSingleList = false
    private(set) var pages: [Page] = []
    private(set) var problems: [HomeFileProblem] = []
    private(set) var style = HomeFileStyle()
    private(set) var irregularity: Irregularity?
    private var ids: [String: (id: String, family: WidgetFamily)] = [:]
    private var styleFound = (mapping: false, sequence: false)

    init(_ text: YAMLText) throws(HomeEditError) {
        self.text = text
        let source = text.string
        let (configuration, problems) = HomeFileParser.parse(source, file: "home.yaml")
        self.problems = problems
        for page in configuration?.pages ?? [] {
            for item in page.items {
                switch item {
                case .widget(let widget): remember(widget)
                case .stack(let stack):
                    stack.widgets.forEach { remember($0) }
                    if let location = stack.location { ids[Self.key(location.line, location.column)] = (stack.id, stack.family) }
                }
            }
        }
        do {
            root = try HomeYAML.compose(source, file: "home.yaml")
        } catch {
            throw HomeEditError("the home file cannot be edited (\(error)); fix it first")
        }
        guard let root else { return }
        guard let mapping = root.mapping else {
            throw HomeEditError("the home file must be a mapping with `pages:` (or `widgets:`); fix it first")
        }
        if text.character(at: text.offset(of: root)) == "{" {
            irregular(.flow(root))
            return
        }
        for (key, value) in mapping where key.string == "pages" || key.string == "widgets" {
            listKey = key
            listValue = value
            isSingleList = key.string == "widgets"
        }
        guard let listKey, let listValue else { return }
        if hasProperties(listValue) {
            irregular(.anchored)
            return
        }
        if isSingleList {
            readPage(root, widgetsKey: listKey, widgetsValue: listValue)
            return
        }
        guard let sequence = listValue.sequence, !isEmptyFlow(listValue) else { return }
        if isFlow(listValue) {
            irregular(.flow(listValue))
            return
        }
        for page in sequence {
            if irregularity != nil { return }
            if isFlow(page) {
                irregular(.flow(page))
                return
            }
            if page.sequence != nil {
                readPage(page, widgetsKey: nil, widgetsValue: page)
            } else if let pageMapping = page.mapping {
                let widgets = pageMapping.first { $0.key.string == "widgets" }
                readPage(page, widgetsKey: widgets?.key, widgetsValue: widgets?.value)
            } else {
                continue
            }
            if irregularity != nil { return }
            let dash = dashOffset(before: page)
            let dashLine = text.line(containing: dash), dashColumn = text.column(of: dash)
            pages[pages.count - 1].dashColumn = dashColumn
            pages[pages.count - 1].contentEnd = text.blockEnd(after: dashLine, minIndent: dashColumn + 1)
        }
    }

    private mutating func remember(_ widget: WidgetPlacement) {
        guard let location = widget.location else { return }
        ids[Self.key(location.line, location.column)] = (widget.id, widget.family)
    }

    private static func key(_ line: Int, _ column: Int) -> String { "\(line):\(column)" }

    private mutating func irregular(_ kind: Irregularity) { irregularity = kind }

    func isFlow(_ node: Node) -> Bool {
        let first = text.character(at: text.offset(of: node))
        return first == "[" || first == "{"
    }

    func isEmptyFlow(_ node: Node) -> Bool {
        isFlow(node) && (node.sequence?.isEmpty ?? node.mapping?.isEmpty ?? false)
    }

    /// Whether any node below starts with an anchor, an alias or a tag.
    private func hasProperties(_ node: Node) -> Bool {
        if let first = text.character(at: text.offset(of: node)), first == "&" || first == "*" || first == "!" { return true }
        switch node {
        case .scalar, .alias: return false
        case .sequence(let sequence): return sequence.contains(where: hasProperties)
        case .mapping(let mapping): return mapping.contains { hasProperties($0.key) || hasProperties($0.value) }
        }
    }

    private mutating func readPage(_ node: Node, widgetsKey: Node?, widgetsValue: Node?) {
        var entries: [Entry] = []
        if let widgetsValue, widgetsValue.sequence != nil, !isEmptyFlow(widgetsValue) {
            if isFlow(widgetsValue) { return irregular(.flow(widgetsValue)) }
            entries = readEntries(widgetsValue, key: widgetsKey)
        }
        pages.append(Page(node: node, widgetsKey: widgetsKey, widgetsValue: widgetsValue, entries: entries))
    }

    private mutating func readEntries(_ list: Node, key: Node?) -> [Entry] {
        var entries: [Entry] = []
        for item in list.sequence ?? [] where item.mapping != nil && irregularity == nil {
            if isFlow(item), !isEmptyFlow(item) {
                irregular(.flow(item))
                return []
            }
            let dash = dashOffset(before: item)
            guard text.startsLine(dash) else {
                irregular(.compactDash(offset: dash))
                return []
            }
            let dashLine = text.line(containing: dash), dashColumn = text.column(of: dash)
            var start = dashLine
            let floor = entries.last.map { $0.dashLine + 1 } ?? 0
            while start - 1 >= floor, text.isComment(start - 1), text.indent(ofLine: start - 1) == dashColumn { start -= 1 }
            let end = text.blockEnd(after: dashLine, minIndent: dashColumn + 1)
            let known = item.mark.flatMap { ids[Self.key($0.line, $0.column)] }
            var entry = Entry(
                node: item, id: known?.id, family: known?.family, dashLine: dashLine, dashColumn: dashColumn,
                start: start, contentEnd: end, removalEnd: end)
            if let key, !styleFound.sequence {
                style.sequenceIndent = max(0, dashColumn - text.column(of: text.offset(of: key)))
                styleFound.sequence = true
            }
            if let stackPair = item.mapping?.first(where: { $0.key.string == "stack" }) {
                entry.stack = readStack(stackPair.key, stackPair.value)
                if irregularity != nil { return [] }
            }
            if let last = entries.indices.last { entries[last].removalEnd = start }
            entries.append(entry)
        }
        return entries
    }

    private mutating func readStack(_ key: Node, _ node: Node) -> Stack? {
        guard let mapping = node.mapping else { return nil }
        if isFlow(node) {
            irregular(.flow(node))
            return nil
        }
        if !styleFound.mapping {
            style.mappingIndent = max(1, text.column(of: text.offset(of: node)) - text.column(of: text.offset(of: key)))
            styleFound.mapping = true
        }
        var stack = Stack(node: node, members: [])
        if let widgets = mapping.first(where: { $0.key.string == "widgets" }), widgets.value.sequence != nil,
            !isEmptyFlow(widgets.value)
        {
            if isFlow(widgets.value) {
                irregular(.flow(widgets.value))
                return nil
            }
            stack.members = readEntries(widgets.value, key: widgets.key)
        }
        return stack
    }

    /// The dash of the list entry that starts with `node` (on its line, or alone on a line above).
    private func dashOffset(before node: Node) -> Int {
        let offset = text.offset(of: node)
        var index = offset - 1
        while index >= 0, text.scalars[index] == " " { index -= 1 }
        if index >= 0, text.scalars[index] == "-" { return index }
        var line = text.line(containing: offset) - 1
        while line >= 0 {
            if text.indent(ofLine: line) != nil, !text.isComment(line) {
                let content = Array(text.lineText(line).unicodeScalars)
                var end = content.count
                if let hash = content.indices.first(where: { content[$0] == "#" && $0 > 0 && content[$0 - 1] == " " }) { end = hash }
                while end > 0, content[end - 1] == " " || content[end - 1] == "\r" { end -= 1 }
                if end > 0, content[end - 1] == "-" { return text.start(ofLine: line) + end - 1 }
                break
            }
            line -= 1
        }
        return offset
    }

    // MARK: Finding items

    /// The id and family of the stack whose `stack:` mapping is this node.
    func stackInfo(_ stack: Stack) -> (id: String, family: WidgetFamily)? {
        stack.node.mark.flatMap { ids[Self.key($0.line, $0.column)] }
    }

    /// Where the item with this id is, in the parser's reading order.
    func locate(_ id: String) -> Path? {
        for (p, page) in pages.enumerated() {
            for (i, entry) in page.entries.enumerated() {
                if let stack = entry.stack {
                    if let m = stack.members.firstIndex(where: { $0.id == id }) { return .member(page: p, index: i, member: m) }
                    if stackInfo(stack)?.id == id { return .item(page: p, index: i) }
                } else if entry.id == id {
                    return .item(page: p, index: i)
                }
            }
        }
        return nil
    }

    func entry(at path: Path) -> Entry {
        switch path {
        case .item(let p, let i): return pages[p].entries[i]
        case .member(let p, let i, let m): return pages[p].entries[i].stack!.members[m]
        }
    }

    /// The id an entry is known by (a stack's id for a stack).
    func id(of entry: Entry) -> String? {
        if let stack = entry.stack { return stackInfo(stack)?.id }
        return entry.id
    }

    /// The family an entry has (a stack's for a stack).
    func family(of entry: Entry) -> WidgetFamily? {
        if let stack = entry.stack { return stackInfo(stack)?.family }
        return entry.family
    }

    /// Every id in the file.
    var allIDs: Set<String> { Set(ids.values.map(\.id)) }
}
