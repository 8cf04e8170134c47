import WidgettyTerminal
import WidgettyRedaction

/// One grapheme of text with its width in cells and its style.
struct Glyph {
    let character: Character
    let width: Int
    let style: Style
    /// Which of its text's paints colours it (a gradient foreground), counted from 1; 0: none.
    let paint: UInt8
    /// Whether the grapheme is a space or a line break: asked over and over while lines are
    /// broken and drawn, so answered once from its bytes.
    let isSpace: Bool, isLineBreak: Bool

    init(character: Character, width: Int, style: Style, paint: UInt8 = 0) {
        self.character = character
        self.width = width
        self.style = style
        self.paint = paint
        let utf8 = character.utf8
        let single = utf8.count == 1 ? utf8.first : nil
        isSpace = single == UInt8(ascii: " ")
        isLineBreak = single == UInt8(ascii: "\n")
    }

    /// Appends the glyphs of `string`: sanitised graphemes with their widths, zero-width ones
    /// left out, a line-break glyph for each `\n`. Plain text (see ``TerminalText/isPlain(_:)``)
    /// is one grapheme per scalar and needs no grapheme breaking; the result is the same.
    static func append(_ string: String, style: Style, paint: UInt8 = 0, to glyphs: inout [Glyph]) {
        // A secret is blotted out before the text is broken into lines, where it could be split.
        let string = SecretRedactor.process.redact(string)
        guard TerminalText.isPlain(string) else {
            appendBreakingGraphemes(string, style: style, paint: paint, to: &glyphs)
            return
        }
        for scalar in string.unicodeScalars {
            let width = TerminalText.scalarWidth(scalar)
            if width > 0 { glyphs.append(Glyph(character: Character(scalar), width: width, style: style, paint: paint)) }
        }
    }

    /// ``append(_:style:to:)`` for any text: line by line, grapheme by grapheme.
    static func appendBreakingGraphemes(_ string: String, style: Style, paint: UInt8 = 0, to glyphs: inout [Glyph]) {
        for (index, piece) in string.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { glyphs.append(Glyph(character: "\n", width: 0, style: style, paint: paint)) }
            for character in TerminalText.sanitized(String(piece)) {
                let width = TerminalText.width(of: character)
                if width > 0 { glyphs.append(Glyph(character: character, width: width, style: style, paint: paint)) }
            }
        }
    }

    /// Whether `other` takes the same place the same way: the same width, style and paint, and a
    /// space (or line break) exactly where this one is. Only the character may differ.
    func sameShape(as other: Glyph) -> Bool {
        width == other.width && style == other.style && paint == other.paint && isSpace == other.isSpace && isLineBreak == other.isLineBreak
    }
}

/// Breaking styled text into lines: at word boundaries (a word wider than the line is broken
/// between graphemes), at most `maxLines` of them, the last one truncated with `…` when text
/// is left over.
struct TextLayout {
    let glyphs: [Glyph]
    let truncationMode: Text.TruncationMode
    /// How many paragraphs the text has, whether it ends in a space, and its width: what decides
    /// the usual case, a text that is its own single line.
    private let paragraphs: Int, endsWithSpace: Bool
    private let totalWidth: Int

    init(glyphs: [Glyph], truncationMode: Text.TruncationMode) {
        self.glyphs = glyphs
        self.truncationMode = truncationMode
        paragraphs = 1 + glyphs.reduce(0) { $0 + ($1.isLineBreak ? 1 : 0) }
        endsWithSpace = glyphs.last?.isSpace == true
        totalWidth = Self.width(of: glyphs)
    }

    /// The size of ``lines(width:maxLines:)`` when it is known without building them: a text
    /// that is its own line, or no width at all (an empty line per paragraph, up to `maxLines`).
    func sizeWithoutLines(width: Int?, maxLines: Int?) -> Size? {
        if isItsOwnLine(width: width) { return Size(width: totalWidth, height: 1) }
        if width == 0 { return Size(width: 0, height: min(paragraphs, max(1, maxLines ?? Int.max))) }
        return nil
    }

    static func width(of line: [Glyph]) -> Int { line.reduce(0) { $0 + $1.width } }

    /// Whether the text is one line, itself, at this width (whatever the number of lines
    /// allowed): one paragraph that fits, with no trailing space for wrapping to drop.
    func isItsOwnLine(width: Int?) -> Bool {
        paragraphs == 1 && (width.map { !endsWithSpace && totalWidth <= $0 } ?? true)
    }

    func lines(width: Int?, maxLines: Int?) -> [[Glyph]] {
        isItsOwnLine(width: width) ? [glyphs] : wrappedLines(width: width, maxLines: maxLines)
    }

    /// The lines, always broken and truncated the long way.
    func wrappedLines(width: Int?, maxLines: Int?) -> [[Glyph]] {
        var ranges: [Range<Int>] = []
        var paragraphStart = 0
        for index in 0...glyphs.count where index == glyphs.count || glyphs[index].isLineBreak {
            let paragraph = paragraphStart..<index
            if let width { ranges.append(contentsOf: wrap(paragraph, width: width)) } else { ranges.append(paragraph) }
            paragraphStart = index + 1
        }
        let limit = max(1, maxLines ?? Int.max)
        var lines: [[Glyph]]
        if ranges.count > limit {
            let last = ranges[limit - 1]
            let rest = glyphs[last.lowerBound...].map { $0.isLineBreak ? Glyph(character: " ", width: 1, style: $0.style, paint: $0.paint) : $0 }
            lines = ranges[..<(limit - 1)].map { Array(glyphs[$0]) }
            lines.append(truncate(rest, width: width ?? Self.width(of: Array(glyphs[last])), forced: true))
        } else {
            lines = ranges.map { Array(glyphs[$0]) }
        }
        if let width { lines = lines.map { truncate($0, width: width, forced: false) } }
        return lines
    }

    /// The lines of one paragraph as ranges of `glyphs`: greedy, breaking between words; spaces
    /// at a break are dropped (those leading the paragraph are kept).
    private func wrap(_ paragraph: Range<Int>, width: Int) -> [Range<Int>] {
        guard width > 0 else { return [paragraph.lowerBound..<paragraph.lowerBound] }
        var result: [Range<Int>] = []
        var line: Range<Int>?
        var lineWidth = 0
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            var wordStart = index, spaceWidth = 0
            while wordStart < paragraph.upperBound, glyphs[wordStart].isSpace {
                spaceWidth += glyphs[wordStart].width
                wordStart += 1
            }
            var wordEnd = wordStart, wordWidth = 0
            while wordEnd < paragraph.upperBound, !glyphs[wordEnd].isSpace {
                wordWidth += glyphs[wordEnd].width
                wordEnd += 1
            }
            defer { index = wordEnd }
            guard wordEnd > wordStart else { break }
            let isFirst = result.isEmpty && line == nil
            let start = line?.lowerBound ?? (isFirst ? index : wordStart)
            let needed = lineWidth + (line != nil || isFirst ? spaceWidth : 0) + wordWidth
            if needed <= width {
                line = start..<wordEnd
                lineWidth = needed
                continue
            }
            if let current = line { result.append(current) }
            line = nil
            lineWidth = 0
            var chunkStart = wordStart
            for position in wordStart..<wordEnd {
                let glyphWidth = glyphs[position].width
                if lineWidth + glyphWidth > width, position > chunkStart {
                    result.append(chunkStart..<position)
                    chunkStart = position
                    lineWidth = 0
                }
                lineWidth += glyphWidth
            }
            line = chunkStart..<wordEnd
        }
        if let line { result.append(line) }
        if result.isEmpty { result.append(paragraph.lowerBound..<paragraph.lowerBound) }
        return result
    }

    /// The line cut to `width` with `…` where text was cut; `forced` adds the ellipsis even when
    /// the line fits (because more text follows).
    func truncate(_ line: [Glyph], width: Int, forced: Bool) -> [Glyph] {
        let total = Self.width(of: line)
        if total <= width, !forced { return line }
        guard width > 0 else { return [] }
        let ellipsisSource = line.last ?? line.first
        let ellipsis = Glyph(character: "…", width: 1, style: ellipsisSource?.style ?? .plain, paint: ellipsisSource?.paint ?? 0)
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
