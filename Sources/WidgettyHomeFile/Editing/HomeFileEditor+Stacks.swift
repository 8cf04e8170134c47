import WidgettyKit
import Yams

/// Stacking, unstacking, and placing a block of lines on a page (creating the page if needed).
extension EditedDocument {
    mutating func stack(_ id: String, onto ontoID: String) throws(HomeEditError) {
        var outline = try outline()
        guard id != ontoID else { throw HomeEditError("a widget cannot be stacked onto itself") }
        let path = try find(id, in: outline)
        let ontoPath = try find(ontoID, in: outline)
        let entry = outline.entry(at: path)
        guard case .item = path, entry.stack == nil else {
            throw HomeEditError("only a widget that is not in a stack can be stacked ('\(id)' is not one)")
        }
        guard case .item = ontoPath else { throw HomeEditError("'\(ontoID)' is inside a stack: stack onto the stack itself") }
        let family = outline.family(of: entry), ontoFamily = outline.family(of: outline.entry(at: ontoPath))
        guard family == ontoFamily else {
            throw HomeEditError(
                "a stack holds widgets of one family: '\(id)' is \(family.map(HomeFileParser.name(of:)) ?? "?") and '\(ontoID)' is \(ontoFamily.map(HomeFileParser.name(of:)) ?? "?")")
        }
        let block = text.lines(entry.start..<entry.contentEnd)
        text.replaceLines(entry.start..<entry.removalEnd, with: [])
        outline = try self.outline()
        let target = outline.entry(at: try find(ontoID, in: outline))
        if let stack = target.stack, let last = stack.members.last {
            text.replaceLines(last.contentEnd..<last.contentEnd, with: Indentation.shift(block, by: last.dashColumn - entry.dashColumn))
            return
        }
        let inner = target.dashColumn + 2 + outline.style.mappingIndent
        let memberDash = inner + outline.style.sequenceIndent
        let taken = outline.allIDs.union(pins.values)
        let stackID = (1...).lazy.map { $0 == 1 ? "stack" : "stack-\($0)" }.first { !taken.contains($0) }!
        let lines = [Indentation.spaces(target.dashColumn) + "- stack:", Indentation.spaces(inner) + "id: \(stackID)", Indentation.spaces(inner) + "widgets:"]
            + Indentation.shift(text.lines(target.dashLine..<target.contentEnd), by: memberDash - target.dashColumn)
            + Indentation.shift(block, by: memberDash - entry.dashColumn)
        text.replaceLines(target.dashLine..<target.contentEnd, with: lines)
    }

    mutating func unstack(_ id: String) throws(HomeEditError) {
        var outline = try outline()
        let path = try find(id, in: outline)
        guard case .member(let p, let i, let m) = path, let stack = outline.pages[p].entries[i].stack else {
            throw HomeEditError("'\(id)' is not in a stack")
        }
        let stackEntry = outline.pages[p].entries[i]
        let stackID = outline.id(of: stackEntry) ?? ""
        if stack.members.count == 1 {
            try dissolveIfSingle(stackID)
            return
        }
        let remaining = stack.members.count == 2 ? stack.members[1 - m].id : nil
        try giveFamily(of: outline.family(of: stackEntry), to: path)
        outline = try self.outline()
        let member = outline.entry(at: path)
        let block = text.lines(member.start..<member.contentEnd)
        text.replaceLines(member.start..<member.removalEnd, with: [])
        try dissolveIfSingle(stackID)
        outline = try self.outline()
        let anchor = outline.locate(stackID) ?? remaining.flatMap { outline.locate($0) }
        guard let anchor else { throw HomeEditError("the stack '\(stackID)' disappeared while editing") }
        let (page, index) = Self.topLevel(anchor)
        try insertBlock(block, dashColumn: member.dashColumn, page: page, index: index + 1)
    }

    /// Writes `family:` into a stacked widget that took it from its stack, before it leaves it.
    private mutating func giveFamily(of family: WidgetFamily?, to path: HomeOutline.Path) throws(HomeEditError) {
        let member = try outline().entry(at: path)
        guard let family, family != .systemSmall, text.pair(member.node, "family") == nil else { return }
        text.insertKey(into: member.node, lines: ["family: \(HomeFileParser.name(of: family))"], at: .after(["id", "kind"]))
    }

    /// A stack left with one widget becomes that widget (comments above the stack stay above it).
    mutating func dissolveIfSingle(_ stackID: String) throws(HomeEditError) {
        var outline = try outline()
        guard case .item(let p, let i)? = outline.locate(stackID), let stack = outline.pages[p].entries[i].stack,
            stack.members.count == 1
        else { return }
        try giveFamily(of: outline.family(of: outline.pages[p].entries[i]), to: .member(page: p, index: i, member: 0))
        outline = try self.outline()
        let entry = outline.pages[p].entries[i]
        let member = entry.stack!.members[0]
        let lines = Indentation.shift(text.lines(member.start..<member.contentEnd), by: entry.dashColumn - member.dashColumn)
        text.replaceLines(entry.dashLine..<entry.contentEnd, with: lines)
    }

    // MARK: Placing items

    /// Inserts a list entry's lines (written with its dash at `dashColumn`) as item `index` of a
    /// page (its end when past it); a page past the last is created.
    mutating func insertBlock(_ block: [String], dashColumn: Int, page: Int, index: Int) throws(HomeEditError) {
        var outline = try outline()
        if page >= outline.pages.count {
            try appendPage()
            outline = try self.outline()
        }
        let target = outline.pages[min(page, outline.pages.count - 1)]
        if let first = target.entries.first {
            let line = index < target.entries.count ? target.entries[index].start : target.entries.last!.contentEnd
            text.replaceLines(line..<line, with: Indentation.shift(block, by: first.dashColumn - dashColumn))
            return
        }
        let atZero = Indentation.shift(block, by: -dashColumn)
        if let key = target.widgetsKey {
            let keyLine = clearInlineValue(of: key, target.widgetsValue)
            let keyColumn = text.column(of: text.offset(of: key))
            text.replaceLines((keyLine + 1)..<(keyLine + 1), with: Indentation.shift(atZero, by: keyColumn + outline.style.sequenceIndent))
        } else if target.node.mapping != nil {
            text.insertKey(into: target.node, lines: ["widgets:"] + Indentation.shift(atZero, by: outline.style.sequenceIndent), at: .end)
        } else {
            throw HomeEditError("page \(page + 1) cannot take widgets (it is not a mapping with `widgets:`)")
        }
    }

    /// Empties a key's value written on its line (`[]`, `~`, `null`); returns the key's line.
    private mutating func clearInlineValue(of key: Node, _ value: Node?) -> Int {
        let keyOffset = text.offset(of: key)
        let keyLine = text.line(containing: keyOffset)
        guard let value, value.sequence?.isEmpty == true || value.mapping?.isEmpty == true || value.null != nil else { return keyLine }
        let valueOffset = text.offset(of: value)
        guard valueOffset > keyOffset, text.line(containing: valueOffset) == keyLine, text.character(at: valueOffset) != "\n" else {
            return keyLine
        }
        var start = valueOffset
        while start > keyOffset, text.scalars[start - 1] == " " { start -= 1 }
        text.replace(start..<text.inlineValueEnd(from: valueOffset), with: "")
        return keyLine
    }

    /// Adds an empty page (`- widgets:`) after the last one, turning a top-level `widgets:` list
    /// into `pages:` first.
    private mutating func appendPage() throws(HomeEditError) {
        var outline = try outline()
        if outline.isSingleList, let key = outline.listKey {
            convertToPages(key, outline)
            outline = try self.outline()
        }
        let style = outline.style
        if let last = outline.pages.last, let dashColumn = last.dashColumn, let end = last.contentEnd {
            text.replaceLines(end..<end, with: [Indentation.spaces(dashColumn) + "- widgets:"])
        } else if let key = outline.listKey {
            let keyLine = clearInlineValue(of: key, outline.listValue)
            let keyColumn = text.column(of: text.offset(of: key))
            text.replaceLines((keyLine + 1)..<(keyLine + 1), with: [Indentation.spaces(keyColumn + style.sequenceIndent) + "- widgets:"])
        } else if let root = outline.root, root.mapping?.isEmpty == false {
            text.insertKey(into: root, lines: ["pages:", Indentation.spaces(style.sequenceIndent) + "- widgets:"], at: .end)
        } else {
            text.replace(0..<text.scalars.count, with: "pages:\n" + Indentation.spaces(style.sequenceIndent) + "- widgets:\n")
        }
    }

    /// `widgets: [items]` at the top becomes `pages: [- widgets: [items]]`, comments kept.
    private mutating func convertToPages(_ key: Node, _ outline: HomeOutline) {
        let keyOffset = text.offset(of: key)
        let keyLine = text.line(containing: keyOffset), keyColumn = text.column(of: keyOffset)
        let style = outline.style
        let pageDash = keyColumn + style.sequenceIndent
        let itemDash = pageDash + 2 + style.sequenceIndent
        let entries = outline.pages.first?.entries ?? []
        let end = entries.last?.contentEnd ?? keyLine + 1
        let delta = itemDash - (entries.first?.dashColumn ?? itemDash)
        let items = entries.isEmpty ? [] : Indentation.shift(text.lines((keyLine + 1)..<end), by: delta)
        text.replaceLines((keyLine + 1)..<end, with: [Indentation.spaces(pageDash) + "- widgets:"] + items)
        text.replace(keyOffset..<(keyOffset + "widgets".unicodeScalars.count), with: "pages")
    }
}
