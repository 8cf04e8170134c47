import Foundation
import WidgettyTerminal

/// The time-driven parts of a render (``TickingTexts``) as plain values: what another process
/// needs to rebuild them and keep them live — a widget extension renders an entry, the home
/// screen redraws its timers each second with no extension running. Restoring an archive
/// (``TickingTexts/init(archive:)``) gives nodes that redraw exactly as the originals would.
public struct TickingArchive: Hashable, Sendable {
    /// A time-driven part as drawn: its rectangle and the clip then in force.
    public struct Span: Hashable, Sendable {
        /// The text or timer bar drawn there.
        public var part: TickingPart
        /// The cells it was drawn in, on the widget's canvas.
        public var rect: Rect
        /// The cells it may draw into: a redraw outside them (a clock grown by a digit) is cut off
        /// as the first drawing was.
        public var clip: Rect
        /// A part with where it was drawn; made when an archive is written, widget code has no use
        /// for it.
        public init(part: TickingPart, rect: Rect, clip: Rect) {
            self.part = part
            self.rect = rect
            self.clip = clip
        }
    }

    /// The drawn parts, each redrawn in its rectangle as time passes.
    public var spans: [Span]
    /// Parts laid out but not drawn: their size still places others.
    public var silent: [TickingPart]
    /// The instant the view was last drawn at.
    public var renderedAt: Date
    /// When a body that read `now` reads differently (nil: never).
    public var rebuildAt: Date?

    /// An archive of the parts of one render; the extension protocol writes and reads these,
    /// widgets do not.
    public init(spans: [Span], silent: [TickingPart], renderedAt: Date, rebuildAt: Date?) {
        self.spans = spans
        self.silent = silent
        self.renderedAt = renderedAt
        self.rebuildAt = rebuildAt
    }
}

/// One time-driven part: a text with dates or timers in it, or a `ProgressView(timerInterval:)` bar.
public enum TickingPart: Hashable, Sendable {
    /// A text with a date or timer run in it.
    case text(TickingTextPart)
    /// A `ProgressView(timerInterval:countsDown:)` bar.
    case timerBar(TickingBarPart)
}

/// The bar of a `ProgressView(timerInterval:countsDown:)` as plain values.
public struct TickingBarPart: Hashable, Sendable {
    /// The span the bar covers, from empty to full.
    public var interval: ClosedRange<Date>
    /// Whether the bar empties as time passes (true) or fills.
    public var countsDown: Bool
    /// The instant it was resolved at.
    public var now: Date
    /// The cell style the bar was drawn in: colours and attributes.
    public var style: Style

    /// A bar as plain values, as the extension protocol carries it.
    public init(interval: ClosedRange<Date>, countsDown: Bool, now: Date, style: Style) {
        self.interval = interval
        self.countsDown = countsDown
        self.now = now
        self.style = style
    }
}

/// A `Text` that follows time, as plain values: its runs with their resolved styles, the parts of
/// the environment that shape it, and the proposals it was laid out at (a retimed text must keep
/// its size at each).
public struct TickingTextPart: Hashable, Sendable {
    /// What a run shows.
    public enum Content: Hashable, Sendable {
        /// Text fixed when the view was built (literal or formatted).
        case verbatim(String)
        /// `Text(date, style:)`.
        case date(Date, Text.DateStyle)
        /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
        case timer(interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    }

    /// A run and the cell style it is drawn in.
    public struct Run: Hashable, Sendable {
        /// Fixed text, a date or a timer.
        public var content: Content
        /// The cell style the run is drawn in (colours and attributes, resolved from the view's
        /// font and foreground).
        public var style: Style
        /// A run as plain values.
        public init(content: Content, style: Style) {
            self.content = content
            self.style = style
        }
    }

    /// The runs of the text, in order.
    public var runs: [Run]
    /// The instant it was resolved at.
    public var now: Date
    /// The locale that words dates and numbers.
    public var locale: Locale
    /// The time zone that clock times and dates are shown in.
    public var timeZone: TimeZone
    /// The calendar that relative dates count days and months in.
    public var calendar: Calendar
    /// The case the text is drawn in (`.textCase(.uppercase)`), or as written.
    public var textCase: Text.Case?
    /// Where a text too long for its room loses letters to `…`.
    public var truncationMode: Text.TruncationMode
    /// The most rows the text wraps to, or nil for as many as it needs.
    public var lineLimit: Int?
    /// The rows kept even when the text needs fewer (`lineLimit(2, reservesSpace: true)`).
    public var reservedLines: Int?
    /// How the text's lines line up (`multilineTextAlignment`).
    public var alignment: TextAlignment
    /// Drawn as a placeholder's blocks.
    public var redacted: Bool
    /// Every proposal it was measured at.
    public var measured: [ProposedSize]
    /// Every proposal its lines were built for.
    public var laidOut: [ProposedSize]

    /// A text as plain values, with everything that shaped it; made by ``TickingTexts/archive``.
    public init(
        runs: [Run], now: Date, locale: Locale, timeZone: TimeZone, calendar: Calendar, textCase: Text.Case?,
        truncationMode: Text.TruncationMode, lineLimit: Int?, reservedLines: Int?, alignment: TextAlignment, redacted: Bool,
        measured: [ProposedSize], laidOut: [ProposedSize]
    ) {
        self.runs = runs
        self.now = now
        self.locale = locale
        self.timeZone = timeZone
        self.calendar = calendar
        self.textCase = textCase
        self.truncationMode = truncationMode
        self.lineLimit = lineLimit
        self.reservedLines = reservedLines
        self.alignment = alignment
        self.redacted = redacted
        self.measured = measured
        self.laidOut = laidOut
    }
}

extension TickingTexts {
    /// These parts as plain values; nil when one cannot be written down (a text painted with a
    /// gradient): the receiver must then ask for a fresh render when the view next changes.
    @MainActor
    public var archive: TickingArchive? {
        var spans: [TickingArchive.Span] = []
        for span in self.spans {
            guard let part = Self.part(of: span.node) else { return nil }
            spans.append(TickingArchive.Span(part: part, rect: span.rect, clip: span.clip))
        }
        var silent: [TickingPart] = []
        for node in self.silent {
            guard let part = Self.part(of: node) else { return nil }
            silent.append(part)
        }
        return TickingArchive(spans: spans, silent: silent, renderedAt: renderedAt, rebuildAt: rebuildAt)
    }

    /// The parts of `archive` rebuilt, as the render that made it left them.
    @MainActor
    public init(archive: TickingArchive) {
        let spans = archive.spans.map { span in
            TickingSpan(node: Self.node(of: span.part, drawnIn: span.rect), rect: span.rect, clip: span.clip)
        }
        let silent = archive.silent.map { Self.node(of: $0, drawnIn: nil) }
        self.init(spans: spans, silent: silent, renderedAt: archive.renderedAt, rebuildAt: archive.rebuildAt)
    }

    @MainActor
    private static func part(of node: any TimeDrivenNode) -> TickingPart? {
        if let bar = node as? TimerBarNode { return .timerBar(bar.archivedPart) }
        if let text = node as? TextNode { return text.archivedPart.map(TickingPart.text) }
        return nil
    }

    @MainActor
    private static func node(of part: TickingPart, drawnIn rect: Rect?) -> any TimeDrivenNode {
        switch part {
        case .timerBar(let bar): return TimerBarNode.restored(bar, drawnIn: rect)
        case .text(let text): return TextNode.restored(text)
        }
    }
}

extension TextNode {
    /// This text as plain values; nil when it cannot be (a gradient paint, no source).
    @MainActor
    var archivedPart: TickingTextPart? {
        guard let source else { return nil }
        var runs: [TickingTextPart.Run] = []
        for (run, look) in zip(source.text.runs, source.runLooks) {
            guard look.paint == nil else { return nil }
            let content: TickingTextPart.Content
            switch run.content {
            case .verbatim(let text): content = .verbatim(text)
            case .formatted(let value): content = .verbatim(value.string(in: source.environment))
            case .date(let date, let style): content = .date(date, style)
            case .timerInterval(let timer):
                content = .timer(
                    interval: timer.interval, pauseTime: timer.pauseTime, countsDown: timer.countsDown, showsHours: timer.showsHours)
            }
            runs.append(TickingTextPart.Run(content: content, style: look.style))
        }
        let environment = source.environment
        return TickingTextPart(
            runs: runs, now: environment.now, locale: environment.locale, timeZone: environment.timeZone,
            calendar: environment.calendar, textCase: environment.textCase, truncationMode: environment.truncationMode,
            lineLimit: environment.lineLimit, reservedLines: environment.reservedLines,
            alignment: environment.multilineTextAlignment, redacted: environment.redactionReasons.contains(.placeholder),
            measured: measured, laidOut: cache.map(\.proposal))
    }

    /// The text of `part`, measured and laid out at the proposals the original was.
    @MainActor
    static func restored(_ part: TickingTextPart) -> TextNode {
        var environment = EnvironmentValues()
        environment.now = part.now
        environment.locale = part.locale
        environment.timeZone = part.timeZone
        environment.calendar = part.calendar
        environment.textCase = part.textCase
        environment.truncationMode = part.truncationMode
        environment.lineLimit = part.lineLimit
        environment.reservedLines = part.reservedLines
        environment.multilineTextAlignment = part.alignment
        if part.redacted { environment.redactionReasons = .placeholder }
        let runs = part.runs.map { run -> Text.Run in
            switch run.content {
            case .verbatim(let text): return Text.Run(content: .verbatim(text))
            case .date(let date, let style): return Text.Run(content: .date(date, style))
            case .timer(let interval, let pauseTime, let countsDown, let showsHours):
                return Text.Run(content: .timerInterval(Text.TimerInterval(
                    interval: interval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
            }
        }
        let looks = part.runs.map { RunLook(style: $0.style, paint: nil) }
        let node = TextNode(text: Text(runs: runs), environment: environment, runLooks: looks)
        for proposal in part.measured { _ = node.measure(proposal) }
        for proposal in part.laidOut { _ = node.lines(proposal) }
        return node
    }
}
