import WidgettyTerminal

/// One grapheme of text with its width in cells and its style.
struct Glyph {
    let character: Character
    let width: Int
    let style: Style

    var isSpace: Bool { character == " " }
    var isLineBreak: Bool { character == "\n" }
}

/// Breaking styled text into lines: at word boundaries (a word wider than the line is broken
/// between graphemes), at most `maxLines` of them, the last one truncated with `…` when text
/// is left over.
struct TextLayout {
    let glyphs: [Glyph]
    let truncationMode: Text.TruncationMode

    static func width(of line: [Glyph]) -> Int { line.reduce(0) { $0 + $1.width } }

    func lines(width: Int?, maxLines: Int?) -> [[Glyph]] {
        let paragraphs = glyphs.split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak).map(Array.init)
        var lines: [[Glyph]] = []
        for paragraph in paragraphs {
            if let width { lines.append(contentsOf: wrap(paragraph, width: width)) } else { lines.append(paragraph) }
        }
        let limit = max(1, maxLines ?? Int.max)
        guard lines.count > limit || (width.map { w in lines.contains { Self.width(of: $0) > w } } ?? false) else {
            return lines
        }
        if lines.count > limit {
            var rest: [Glyph] = []
            for (index, line) in lines[(limit - 1)...].enumerated() {
                if index > 0, let space = line.first ?? rest.last {
                    rest.append(Glyph(character: " ", width: 1, style: space.style))
                }
                rest.append(contentsOf: line)
            }
            lines = Array(lines[..<(limit - 1)]) + [truncate(rest, width: width ?? Self.width(of: lines[limit - 1]), forced: true)]
        }
        if let width { lines = lines.map { truncate($0, width: width, forced: false) } }
        return lines
    }

    private func wrap(_ paragraph: [Glyph], width: Int) -> [[Glyph]] {
        guard width > 0 else { return [[]] }
        var lines: [[Glyph]] = []
        var line: [Glyph] = []
        var lineWidth = 0
        var pending: [Glyph] = []
        var index = 0
        let firstLine = { lines.isEmpty }
        while index < paragraph.count {
            var end = index
            if paragraph[index].isSpace {
                while end < paragraph.count, paragraph[end].isSpace { end += 1 }
                pending = Array(paragraph[index..<end])
                index = end
                continue
            }
            while end < paragraph.count, !paragraph[end].isSpace { end += 1 }
            let word = Array(paragraph[index..<end])
            index = end
            let wordWidth = Self.width(of: word)
            let spaces = (line.isEmpty && !firstLine()) ? [] : pending
            let spaceWidth = Self.width(of: spaces)
            pending = []
            if lineWidth + spaceWidth + wordWidth <= width {
                line += spaces + word
                lineWidth += spaceWidth + wordWidth
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = []
                lineWidth = 0
            }
            for glyph in word {
                if lineWidth + glyph.width > width, !line.isEmpty {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                line.append(glyph)
                lineWidth += glyph.width
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The line cut to `width` with `…` where text was cut; `forced` adds the ellipsis even when
    /// the line fits (because more text follows).
    func truncate(_ line: [Glyph], width: Int, forced: Bool) -> [Glyph] {
        let total = Self.width(of: line)
        if total <= width, !forced { return line }
        guard width > 0 else { return [] }
        let ellipsisStyle = (line.last ?? line.first)?.style ?? .plain
        let ellipsis = Glyph(character: "…", width: 1, style: ellipsisStyle)
        var trimmed = line
        while trimmed.last?.isSpace == true { trimmed.removeLast() }
        if forced, Self.width(of: trimmed) + 1 <= width, truncationMode == .tail { return trimmed + [ellipsis] }
        let room = width - 1
        switch truncationMode {
        case .tail:
            return prefix(trimmed, room) + [ellipsis]
        case .head:
            return [ellipsis] + suffix(trimmed, room)
        case .middle:
            let front = prefix(trimmed, (room + 1) / 2)
            return front + [ellipsis] + suffix(trimmed, room - Self.width(of: front))
        }
    }

    private func prefix(_ line: [Glyph], _ room: Int) -> [Glyph] {
        var result: [Glyph] = []
        var used = 0
        for glyph in line {
            if used + glyph.width > room { break }
            result.append(glyph)
            used += glyph.width
        }
        while result.last?.isSpace == true { result.removeLast() }
        return result
    }

    private func suffix(_ line: [Glyph], _ room: Int) -> [Glyph] {
        var result: [Glyph] = []
        var used = 0
        for glyph in line.reversed() {
            if used + glyph.width > room { break }
            result.append(glyph)
            used += glyph.width
        }
        while result.last?.isSpace == true { result.removeLast() }
        return result.reversed()
    }
}
