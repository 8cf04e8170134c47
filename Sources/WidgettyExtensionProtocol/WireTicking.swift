import Foundation
import WidgettyTerminal
import WidgettyUI

/// The time-driven parts of a rendered entry on the wire (``TickingArchive``): enough for the
/// host to rebuild them and redraw them as time passes exactly as an in-process render would.
public struct WireTicking: Codable, Hashable, Sendable {
    /// A part as drawn: where, and the clip then in force.
    public struct Span: Codable, Hashable, Sendable {
        public var part: WirePart
        public var rect: WireRect
        public var clip: WireRect
    }

    public var spans: [Span]
    public var silent: [WirePart]
    public var renderedAt: Date
    public var rebuildAt: Date?

    public init(_ archive: TickingArchive) {
        spans = archive.spans.map { Span(part: WirePart($0.part), rect: WireRect($0.rect), clip: WireRect($0.clip)) }
        silent = archive.silent.map(WirePart.init)
        renderedAt = archive.renderedAt
        rebuildAt = archive.rebuildAt
    }

    public func archive() throws -> TickingArchive {
        TickingArchive(
            spans: try spans.map { TickingArchive.Span(part: try $0.part.part(), rect: $0.rect.rect, clip: $0.clip.rect) },
            silent: try silent.map { try $0.part() }, renderedAt: renderedAt, rebuildAt: rebuildAt)
    }
}

/// One time-driven part: `{"bar": …}` or `{"text": …}`.
public enum WirePart: Codable, Hashable, Sendable {
    case bar(WireBar)
    case text(WireText)

    init(_ part: TickingPart) {
        switch part {
        case .timerBar(let bar):
            self = .bar(WireBar(start: bar.interval.lowerBound, end: bar.interval.upperBound, countsDown: bar.countsDown,
                                now: bar.now, style: WireStyle.string(bar.style)))
        case .text(let text): self = .text(WireText(text))
        }
    }

    func part() throws -> TickingPart {
        switch self {
        case .bar(let bar):
            guard bar.start <= bar.end else { throw ExtensionProtocolError.unexpectedReply("a timer bar ends before it starts") }
            return .timerBar(TickingBarPart(interval: bar.start...bar.end, countsDown: bar.countsDown, now: bar.now,
                                            style: try WireStyle.style(bar.style)))
        case .text(let text): return .text(try text.part())
        }
    }
}

/// A `ProgressView(timerInterval:countsDown:)` bar.
public struct WireBar: Codable, Hashable, Sendable {
    public var start: Date
    public var end: Date
    public var countsDown: Bool
    public var now: Date
    public var style: String
}

/// A `Text` that follows time: its runs, the environment that shapes it, and the proposals it
/// was measured and laid out at (`[columns, rows]`, `null` for an unbounded side).
public struct WireText: Codable, Hashable, Sendable {
    /// A run: `text` fixed, or `date` with a `style` (time, date, relative, offset, timer), or a
    /// timer (`start`, `end`, `pause`, `countsDown`, `showsHours`); drawn in style `look`.
    public struct Run: Codable, Hashable, Sendable {
        public var look: String
        public var text: String?
        public var date: Date?
        public var style: String?
        public var start: Date?
        public var end: Date?
        public var pause: Date?
        public var countsDown: Bool?
        public var showsHours: Bool?
    }

    public var runs: [Run]
    public var now: Date
    public var locale: String
    public var timeZone: String
    public var calendar: Calendar
    public var textCase: String?
    public var truncation: String
    public var lineLimit: Int?
    public var reservedLines: Int?
    public var alignment: String
    public var redacted: Bool
    public var measured: [[Int?]]
    public var laidOut: [[Int?]]

    init(_ part: TickingTextPart) {
        runs = part.runs.map { run in
            var wire = Run(look: WireStyle.string(run.style))
            switch run.content {
            case .verbatim(let text): wire.text = text
            case .date(let date, let style):
                wire.date = date
                wire.style = Self.name(of: style)
            case .timer(let interval, let pauseTime, let countsDown, let showsHours):
                wire.start = interval.lowerBound
                wire.end = interval.upperBound
                wire.pause = pauseTime
                wire.countsDown = countsDown
                wire.showsHours = showsHours
            }
            return wire
        }
        now = part.now
        locale = part.locale.identifier
        timeZone = part.timeZone.identifier
        calendar = part.calendar
        textCase = part.textCase.map { $0 == .uppercase ? "uppercase" : "lowercase" }
        truncation = switch part.truncationMode {
        case .head: "head"
        case .middle: "middle"
        case .tail: "tail"
        }
        lineLimit = part.lineLimit
        reservedLines = part.reservedLines
        alignment = switch part.alignment {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        }
        redacted = part.redacted
        measured = part.measured.map { [$0.width, $0.height] }
        laidOut = part.laidOut.map { [$0.width, $0.height] }
    }

    func part() throws -> TickingTextPart {
        let runs = try self.runs.map { run -> TickingTextPart.Run in
            let style = try WireStyle.style(run.look)
            if let text = run.text { return TickingTextPart.Run(content: .verbatim(text), style: style) }
            if let date = run.date, let name = run.style, let dateStyle = Self.dateStyles[name] {
                return TickingTextPart.Run(content: .date(date, dateStyle), style: style)
            }
            if let start = run.start, let end = run.end, start <= end {
                return TickingTextPart.Run(
                    content: .timer(interval: start...end, pauseTime: run.pause, countsDown: run.countsDown ?? true,
                                    showsHours: run.showsHours ?? true), style: style)
            }
            throw ExtensionProtocolError.unexpectedReply("a ticking text's run is neither text, a date nor a timer")
        }
        guard let timeZone = TimeZone(identifier: timeZone) else {
            throw ExtensionProtocolError.unexpectedReply("unknown time zone '\(self.timeZone)'")
        }
        let truncation: Text.TruncationMode = switch self.truncation {
        case "head": .head
        case "middle": .middle
        default: .tail
        }
        let alignment: TextAlignment = switch self.alignment {
        case "center": .center
        case "trailing": .trailing
        default: .leading
        }
        let proposal = { (pair: [Int?]) in ProposedSize(width: pair.first ?? nil, height: pair.count > 1 ? pair[1] : nil) }
        return TickingTextPart(
            runs: runs, now: now, locale: Locale(identifier: locale), timeZone: timeZone, calendar: calendar,
            textCase: textCase.map { $0 == "uppercase" ? .uppercase : .lowercase }, truncationMode: truncation,
            lineLimit: lineLimit, reservedLines: reservedLines, alignment: alignment, redacted: redacted,
            measured: measured.map(proposal), laidOut: laidOut.map(proposal))
    }

    static let dateStyles: [String: Text.DateStyle] = [
        "time": .time, "date": .date, "relative": .relative, "offset": .offset, "timer": .timer,
    ]

    static func name(of style: Text.DateStyle) -> String {
        dateStyles.first { $0.value == style }?.key ?? "timer"
    }
}
