import WidgettyKit
import Yams

/// Each ``HomeEdit`` as splices of the home file's lines (every item has an explicit id here).
extension EditedDocument {
    mutating func apply(_ edit: HomeEdit) throws(HomeEditError) {
        switch edit {
        case .setParams(let id, let params): try setParams(id, params)
        case .insertWidget(let widget, let after, let page): try insert(widget, after: after, page: page)
        case .remove(let id): try remove(id)
        case .move(let id, let page, let index): try move(id, toPage: page, index: index)
        case .setFamily(let id, let family): try setFamily(id, family)
        case .stack(let id, let onto): try stack(id, onto: onto)
        case .unstack(let id): try unstack(id)
        }
    }

    func find(_ id: String, in outline: HomeOutline) throws(HomeEditError) -> HomeOutline.Path {
        guard let path = outline.locate(current(id)) else { throw HomeEditError("no widget or stack with id '\(id)' in the home file") }
        return path
    }

    /// The page and index of the item holding this path (a stack for a widget in it).
    static func topLevel(_ path: HomeOutline.Path) -> (page: Int, index: Int) {
        switch path {
        case .item(let p, let i), .member(let p, let i, _): return (p, i)
        }
    }

    // MARK: Parameters and families

    private mutating func setParams(_ id: String, _ params: [String: IntentValue]) throws(HomeEditError) {
        var outline = try outline()
        var entry = outline.entry(at: try find(id, in: outline))
        guard entry.stack == nil else { throw HomeEditError("'\(id)' is a stack; parameters belong to the widgets in it") }
        let existing = text.pair(entry.node, "params")
        if params.isEmpty {
            text.removeKey(in: entry.node, named: "params")
            return
        }
        let sorted = params.sorted { $0.key < $1.key }
        if let (_, value) = existing, value.mapping != nil, outline.isFlow(value) {
            let start = text.offset(of: value)
            guard let end = text.flowEnd(from: start) else { throw HomeEditError("an unclosed { in the home file") }
            var pairs: [String] = []
            for (key, old) in value.mapping! {
                guard let name = key.string, let new = params[name] else { continue }
                let unchanged = HomeFileParser.intentValue(old) == new
                pairs.append(YAMLWriter.flowText(of: key) + ": " + (unchanged ? YAMLWriter.flowText(of: old) : YAMLWriter.text(of: new)))
            }
            let written = Set(value.mapping!.compactMap { $0.key.string })
            for (name, new) in sorted where !written.contains(name) {
                pairs.append(YAMLWriter.scalarText(name) + ": " + YAMLWriter.text(of: new))
            }
            let padding = text.character(at: start + 1) == " " ? " " : ""
            text.replace(start..<end, with: "{" + padding + pairs.joined(separator: ", ") + padding + "}")
            return
        }
        guard let (_, value) = existing, let mapping = value.mapping, !mapping.isEmpty else {
            if existing != nil {
                text.removeKey(in: entry.node, named: "params")
                outline = try self.outline()
                entry = outline.entry(at: try find(id, in: outline))
            }
            let lines = sorted.map { "\(YAMLWriter.scalarText($0.key)): \(YAMLWriter.text(of: $0.value))" }
            text.insertKey(into: entry.node, lines: ["params:"] + Indentation.shift(lines, by: outline.style.mappingIndent), at: .end)
            return
        }
        try setBlockParams(value, params)
    }

    /// Changes a block `params:` mapping key by key, bottom up: unchanged values stay as written.
    private mutating func setBlockParams(_ value: Node, _ params: [String: IntentValue]) throws(HomeEditError) {
        let keys = Array(value.mapping!)
        let keyColumn = text.column(of: text.offset(of: keys[0].key))
        let written = Set(keys.compactMap { $0.key.string })
        let added = params.filter { !written.contains($0.key) }.sorted { $0.key < $1.key }
        if !added.isEmpty {
            let lastLine = text.line(containing: text.offset(of: keys[keys.count - 1].key))
            let end = text.valueEnd(afterKeyLine: lastLine, keyColumn: keyColumn)
            let lines = added.map { "\(YAMLWriter.scalarText($0.key)): \(YAMLWriter.text(of: $0.value))" }
            text.replaceLines(end..<end, with: Indentation.shift(lines, by: keyColumn))
        }
        for index in keys.indices.reversed() {
            let (key, old) = keys[index]
            guard let name = key.string else { continue }
            if let new = params[name] {
                if HomeFileParser.intentValue(old) != new {
                    text.setValue(in: value, key: name, to: YAMLWriter.text(of: new), at: .end)
                }
                continue
            }
            let keyLine = text.line(containing: text.offset(of: key))
            let end = index + 1 < keys.count
                ? text.line(containing: text.offset(of: keys[index + 1].key))
                : text.valueEnd(afterKeyLine: keyLine, keyColumn: keyColumn)
            text.replaceLines(keyLine..<end, with: [])
        }
    }

    private mutating func setFamily(_ id: String, _ family: WidgetFamily) throws(HomeEditError) {
        var outline = try outline()
        let path = try find(id, in: outline)
        guard case .item = path else {
            throw HomeEditError("'\(id)' is in a stack, which gives it its family: change the stack's family instead")
        }
        let entry = outline.entry(at: path)
        guard let stack = entry.stack else {
            if text.pair(entry.node, "family") == nil, family == .systemSmall { return }
            text.setValue(in: entry.node, key: "family", to: familyText(family, replacing: entry.node), at: .after(["id", "kind"]))
            return
        }
        for m in stack.members.indices.reversed() where text.pair(stack.members[m].node, "family") != nil {
            let member = stack.members[m].node
            text.setValue(in: member, key: "family", to: familyText(family, replacing: member), at: .end)
        }
        outline = try self.outline()
        let stackNode = outline.entry(at: try find(id, in: outline)).stack!.node
        text.setValue(in: stackNode, key: "family", to: familyText(family, replacing: stackNode), at: .after(["id"]))
    }

    /// A family's name, long (`systemMedium`) where the value it replaces was written long.
    private func familyText(_ family: WidgetFamily, replacing mapping: Node) -> String {
        let old = text.pair(mapping, "family")?.value.string ?? ""
        return old.hasPrefix("system") || old.hasPrefix("accessory") ? family.rawValue : HomeFileParser.name(of: family)
    }

    // MARK: Adding, removing, moving

    private mutating func insert(_ widget: NewWidget, after afterID: String?, page: Int) throws(HomeEditError) {
        let outline = try outline()
        guard !widget.id.isEmpty, !widget.kind.isEmpty else { throw HomeEditError("a new widget needs a kind and an id") }
        if outline.allIDs.contains(widget.id) || pins.values.contains(widget.id) {
            throw HomeEditError("the id '\(widget.id)' is already used in the home file")
        }
        var lines = ["kind: \(YAMLWriter.scalarText(widget.kind))", "id: \(YAMLWriter.scalarText(widget.id))"]
        if widget.family != .systemSmall { lines.append("family: \(HomeFileParser.name(of: widget.family))") }
        if !widget.params.isEmpty {
            let params = widget.params.sorted { $0.key < $1.key }.map { "\(YAMLWriter.scalarText($0.key)): \(YAMLWriter.text(of: $0.value))" }
            lines += ["params:"] + Indentation.shift(params, by: outline.style.mappingIndent)
        }
        let block = ["- " + lines[0]] + Indentation.shift(Array(lines.dropFirst()), by: 2)
        if let afterID {
            let (p, i) = Self.topLevel(try find(afterID, in: outline))
            try insertBlock(block, dashColumn: 0, page: p, index: i + 1)
        } else {
            try insertBlock(block, dashColumn: 0, page: max(0, page), index: Int.max)
        }
    }

    private mutating func remove(_ id: String) throws(HomeEditError) {
        let outline = try outline()
        let path = try find(id, in: outline)
        let entry = outline.entry(at: path)
        guard case .member(let p, let i, _) = path, let stack = outline.pages[p].entries[i].stack else {
            text.replaceLines(entry.start..<entry.removalEnd, with: [])
            return
        }
        let stackEntry = outline.pages[p].entries[i]
        if stack.members.count == 1 {
            text.replaceLines(stackEntry.start..<stackEntry.removalEnd, with: [])
            return
        }
        let stackID = outline.id(of: stackEntry) ?? ""
        text.replaceLines(entry.start..<entry.removalEnd, with: [])
        try dissolveIfSingle(stackID)
    }

    private mutating func move(_ id: String, toPage page: Int, index: Int) throws(HomeEditError) {
        let outline = try outline()
        let path = try find(id, in: outline)
        guard case .item = path else { throw HomeEditError("'\(id)' is in a stack: take it out of the stack first") }
        let entry = outline.entry(at: path)
        let block = text.lines(entry.start..<entry.contentEnd)
        text.replaceLines(entry.start..<entry.removalEnd, with: [])
        try insertBlock(block, dashColumn: entry.dashColumn, page: max(0, page), index: max(0, index))
    }
}
