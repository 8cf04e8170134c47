import Foundation
import WidgettyTerminal

/// The layout of a `Text`: its glyphs resolved once (styles, dates against `now`), lines
/// computed per proposed width and cached.
final class TextNode: LayoutNode {
    private let layout: TextLayout
    private let lineLimit: Int?
    private let alignment: TextAlignment
    private let redacted: Bool
    private let nextChange: Date?
    private var cache: [(proposal: ProposedSize, lines: [[Glyph]])] = []

    @MainActor
    init(text: Text, environment: EnvironmentValues) {
        var glyphs: [Glyph] = []
        var nextChange: Date?
        for run in text.runs {
            let string: String
            switch run.content {
            case .verbatim(let value):
                string = value
            case .date(let date, let style):
                let reading = DateTextFormatter.reading(date, style: style, in: environment)
                string = reading.text
                nextChange = Self.earliest(nextChange, reading.nextChange)
            case .timerInterval(let interval, let countsDown):
                let reading = DateTextFormatter.timerInterval(interval, countsDown: countsDown, now: environment.now)
                string = reading.text
                nextChange = Self.earliest(nextChange, reading.nextChange)
            }
            let style = Self.style(of: run, in: environment)
            for (index, piece) in string.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { glyphs.append(Glyph(character: "\n", width: 0, style: style)) }
                for character in TerminalText.sanitized(String(piece)) {
                    let width = TerminalText.width(of: character)
                    if width > 0 { glyphs.append(Glyph(character: character, width: width, style: style)) }
                }
            }
        }
        layout = TextLayout(glyphs: glyphs, truncationMode: environment.truncationMode)
        lineLimit = environment.lineLimit
        alignment = environment.multilineTextAlignment
        redacted = environment.redactionReasons.contains(.placeholder)
        self.nextChange = nextChange
    }

    private static func earliest(_ a: Date?, _ b: Date?) -> Date? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }

    private static func style(of run: Text.Run, in environment: EnvironmentValues) -> Style {
        var environment = environment
        if let font = run.font { environment.font = font }
        if let weight = run.fontWeight { environment.fontWeight = weight }
        if let foreground = run.foreground { environment.foregroundStyle = foreground }
        environment.textAttributes.formUnion(run.attributes)
        return environment.resolvedTextStyle()
    }

    private func lines(_ proposal: ProposedSize) -> [[Glyph]] {
        for entry in cache where entry.proposal == proposal { return entry.lines }
        let heightLimit = proposal.height.map { max(1, $0) }
        let maxLines = [lineLimit, heightLimit].compactMap { $0 }.min()
        let result = layout.lines(width: proposal.width.map { max(0, $0) }, maxLines: maxLines)
        cache.append((proposal, result))
        return result
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let lines = lines(proposal)
        return Size(width: lines.map(TextLayout.width(of:)).max() ?? 0, height: lines.count)
    }

    override func draw(in rect: Rect, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        canvas.noteChange(at: nextChange)
        for (row, line) in lines(ProposedSize(rect.size)).enumerated() where row < rect.height {
            let lineWidth = TextLayout.width(of: line)
            var x = rect.minX
            switch alignment {
            case .leading: break
            case .center: x += (rect.width - lineWidth) / 2
            case .trailing: x += rect.width - lineWidth
            }
            var run = "", runStyle = line.first?.style ?? .plain, runX = x
            func flush() {
                if !run.isEmpty { canvas.write(run, at: Point(x: runX, y: rect.minY + row), style: runStyle) }
                run = ""
            }
            for glyph in line {
                // Spaces are transparent, as in SwiftUI, unless they carry a line.
                let transparent = glyph.isSpace && glyph.style.attributes.isDisjoint(with: [.underline, .strikethrough])
                if transparent || glyph.style != runStyle {
                    flush()
                    runStyle = glyph.style
                    runX = x + (transparent ? glyph.width : 0)
                }
                if transparent {
                    x += glyph.width
                    continue
                }
                if redacted, !glyph.isSpace {
                    run += String(repeating: "░", count: glyph.width)
                } else {
                    run.append(glyph.character)
                }
                x += glyph.width
            }
            flush()
        }
    }
}
