import Foundation
import WidgettyTerminal

/// The layout of a `Text`: its glyphs resolved once (styles, dates against `now`), lines
/// computed per proposed width and cached.
final class TextNode: LayoutNode, TimeDrivenNode {
    private let layout: TextLayout
    private let lineLimit: Int?
    /// The fewest lines the text takes (`.lineLimit(2...3)`), blank ones below it if need be.
    private let reservedLines: Int?
    private let alignment: TextAlignment
    private let redacted: Bool
    let nextChange: Date?
    /// The text and environment it was made from, kept only when it reads differently over
    /// time, so the same text can be resolved at a later instant (``retimed(at:drawnIn:)``).
    let source: (text: Text, environment: EnvironmentValues, runLooks: [RunLook])?
    /// The paints of glyphs coloured cell by cell (a gradient foreground), which their
    /// ``Glyph/paint`` counts from 1.
    private let paints: [CellPaint]
    private(set) var cache: [(proposal: ProposedSize, lines: [[Glyph]])] = []
    /// Every proposal this text was measured at, kept for text that ticks: a retimed text must
    /// have the same size at each (those measured without building lines are not in `cache`).
    private(set) var measured: [ProposedSize] = []

    @MainActor
    convenience init(text: Text, environment: EnvironmentValues) {
        self.init(text: text, environment: environment, runLooks: nil)
    }

    /// A run's cell style and the paint of its glyphs, if any.
    typealias RunLook = (style: Style, paint: CellPaint?)

    /// `runLooks`: the look of each run when already known (the same text at another instant).
    @MainActor
    init(text: Text, environment: EnvironmentValues, runLooks known: [RunLook]?) {
        var glyphs: [Glyph] = []
        var nextChange: Date?
        var runLooks: [RunLook] = []
        var paints: [CellPaint] = []
        // Styles are kept only for text that can be resolved again at another instant.
        let keepsStyles = text.runs.contains(where: \.content.followsTime)
        for (index, run) in text.runs.enumerated() {
            let whole: String
            switch run.content {
            case .verbatim(let value):
                whole = value
            case .date(let date, let style):
                let reading = DateTextFormatter.reading(date, style: style, in: environment)
                whole = reading.text
                nextChange = Self.earliest(nextChange, reading.nextChange)
            case .timerInterval(let timer):
                let reading = DateTextFormatter.timerInterval(timer, now: environment.now)
                whole = reading.text
                nextChange = Self.earliest(nextChange, reading.nextChange)
            case .formatted(let value):
                whole = value.string(in: environment)
                // Read like `@Environment(\.now)` in the body: patching ticking texts alone would leave it stale.
                if value.readsNow, known == nil { BodyTimeScope.noteRead(\EnvironmentValues.now) }
            }
            // Never more than the budget is laid out, however long the run: cut before anything
            // walks the string (case mapping, glyphs), so a 4 MB title costs what 4,096 graphemes do.
            let room = TextBudget.graphemes - glyphs.count
            if room <= 0 { break }
            let string = TextBudget.cut(whole, to: room)
            let look = known.flatMap { index < $0.count ? $0[index] : nil } ?? Self.look(of: run, in: environment)
            if keepsStyles { runLooks.append(look) }
            var paintNumber: UInt8 = 0
            if let paint = look.paint {
                if let existing = paints.firstIndex(of: paint) {
                    paintNumber = UInt8(existing + 1)
                } else if paints.count < Int(UInt8.max) {
                    paints.append(paint)
                    paintNumber = UInt8(paints.count)
                }
            }
            Glyph.append(environment.textCase.map { $0.apply(to: string, in: environment.locale) } ?? string,
                         style: look.style, paint: paintNumber, to: &glyphs)
        }
        self.paints = paints
        layout = TextLayout(glyphs: glyphs, truncationMode: environment.truncationMode)
        lineLimit = environment.lineLimit
        reservedLines = environment.reservedLines
        alignment = environment.multilineTextAlignment
        redacted = environment.redactionReasons.contains(.placeholder)
        self.nextChange = nextChange
        source = nextChange == nil ? nil : (text, environment, runLooks)
        super.init()
        if nextChange != nil { BodyTimeScope.noteTickingText(self) }
    }

    /// This text resolved at `now` (its environment otherwise unchanged), when that lays out
    /// exactly as before: the same size for every proposal it was measured at, and, in `rect`
    /// where it was drawn (nil: not drawn), glyphs of the same widths, styles and spaces in the
    /// same places, so drawing it over the old cells gives what a full render would. Nil otherwise.
    @MainActor
    func retimed(at now: Date, drawnIn rect: Rect?) -> TextNode? {
        guard let source else { return nil }
        var environment = source.environment
        environment.now = now
        let text = source.text
        let node = TextNode(text: text, environment: environment, runLooks: source.runLooks)
        let drawn = rect.map { ProposedSize($0.size) }
        for (proposal, old) in cache {
            let new = node.lines(proposal)
            guard new.count == old.count else { return nil }
            for (a, b) in zip(old, new) {
                if proposal == drawn {
                    guard a.count == b.count, zip(a, b).allSatisfy({ $0.sameShape(as: $1) }) else { return nil }
                } else if TextLayout.width(of: a) != TextLayout.width(of: b) {
                    return nil
                }
            }
        }
        for proposal in measured where node.measure(proposal) != measure(proposal) { return nil }
        return node
    }

    private static func earliest(_ a: Date?, _ b: Date?) -> Date? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }

    private static func look(of run: Text.Run, in environment: EnvironmentValues) -> RunLook {
        var environment = environment
        if let font = run.font { environment.font = font }
        if let weight = run.fontWeight { environment.fontWeight = weight }
        if let foreground = run.foreground { environment.foregroundStyle = foreground }
        if !run.attributes.isEmpty { environment.textAttributes.formUnion(run.attributes) }
        return environment.resolvedTextLook()
    }

    /// The fewer of the line limit and the proposed height (at least one line), if any.
    private func maxLines(_ proposal: ProposedSize) -> Int? {
        guard let height = proposal.height.map({ max(1, $0) }) else { return lineLimit }
        return min(lineLimit ?? height, height)
    }

    func lines(_ proposal: ProposedSize) -> [[Glyph]] {
        for entry in cache where entry.proposal == proposal { return entry.lines }
        let result = layout.lines(width: proposal.width.map { max(0, $0) }, maxLines: maxLines(proposal))
        cache.append((proposal, result))
        return result
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        if source != nil, !measured.contains(proposal) { measured.append(proposal) }
        // A stack measures each text at several widths: most need no lines built.
        var size: Size
        if let fast = layout.sizeWithoutLines(width: proposal.width.map { max(0, $0) }, maxLines: maxLines(proposal)) {
            size = fast
        } else {
            let lines = lines(proposal)
            size = Size(width: lines.map(TextLayout.width(of:)).max() ?? 0, height: lines.count)
        }
        if let reservedLines, size.height < reservedLines {
            size.height = min(reservedLines, maxLines(proposal) ?? reservedLines)
        }
        return size
    }

    override func draw(in rect: Rect, on canvas: Canvas) { drawTimeDriven(in: rect, on: canvas) }

    /// The lines for `rect` written into it (no change reported).
    func drawGlyphs(in rect: Rect, on canvas: Canvas) {
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
                var style = glyph.style, clear = false
                if glyph.paint != 0, !transparent {
                    // A gradient over the text's frame, seen over what is behind the glyph.
                    let point = Point(x: x, y: rect.minY + row)
                    let paint = paints[Int(glyph.paint) - 1]
                    if let color = paint.color(atColumn: x, row: point.y, width: glyph.width, in: rect, over: canvas.background(at: point)) {
                        style.foreground = color
                    } else {
                        clear = true
                    }
                }
                if transparent || clear || style != runStyle {
                    flush()
                    runStyle = style
                    runX = x + (transparent || clear ? glyph.width : 0)
                }
                if transparent || clear {
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
