import Foundation
import WidgettyTerminal

/// Read-only text, as SwiftUI's `Text`: a string, an interpolation, a value through a format
/// style (``Text/init(_:format:)``), or a date shown relative to the environment's `now`. Wraps at word boundaries and truncates with `…`. Styles set with
/// Text's own modifiers (`bold()`, `font(_:)`, `foregroundColor(_:)`…) survive concatenation
/// with `+`.
public struct Text: View {
    /// Where text that does not fit is cut, as in SwiftUI.
    public enum TruncationMode: Hashable, Sendable {
        /// Drop letters at the start (`…end`), in the middle (`sta…nd`) or at the end (`sta…`, the
        /// default) when the text is too long for its room.
        case head, middle, tail
    }

    /// What a piece of text shows.
    enum Content {
        case verbatim(String)
        case date(Date, DateStyle)
        case timerInterval(TimerInterval)
        /// A value through a format style, formatted in the environment's locale.
        case formatted(FormattedValue)

        /// Whether it reads differently as `now` passes by itself (and so asks to be redrawn).
        var followsTime: Bool {
            switch self {
            case .date, .timerInterval: true
            case .verbatim, .formatted: false
            }
        }
    }

    /// The arguments of a `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
    struct TimerInterval {
        var interval: ClosedRange<Date>
        /// The instant from which the timer stands still (nil: it never pauses).
        var pauseTime: Date?
        var countsDown: Bool
        /// Whether an hour or more reads "h:mm:ss" (true) or as minutes past 59, "mm:ss".
        var showsHours: Bool
    }

    /// A piece of text with the styles set on it directly.
    struct Run {
        var content: Content
        var font: Font?
        var fontWeight: Font.Weight?
        var foreground: AnyShapeStyle?
        var attributes: TextAttributes = []

        /// Whether no style is set on it (so literal text can join it).
        var isPlain: Bool { font == nil && fontWeight == nil && foreground == nil && attributes.isEmpty }
    }

    var runs: [Run]

    init(runs: [Run]) { self.runs = runs }

    /// Text shown exactly as given, never localised.
    public init(verbatim content: String) { runs = [Run(content: .verbatim(content))] }

    /// Text from a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(content: .verbatim(String(content)))] }

    /// Text from a literal or an interpolation (`Text("\(count) items")`).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.runs
    }

    /// An image as text, in the text's style: a symbol's glyph; a bitmap, which cannot sit in a
    /// line of text, the placeholder glyph `▨`.
    public nonisolated init(_ image: Image) {
        switch image.content {
        case .glyph(let glyph): runs = [Run(content: .verbatim(glyph))]
        case .bitmap: runs = [Run(content: .verbatim("▨"))]
        }
    }

    /// A date shown in a style that follows the environment's `now` (`.relative` and `.timer` tick).
    public init(_ date: Date, style: DateStyle) { runs = [Run(content: .date(date, style))] }

    /// A timer counting down to the end of `timerInterval` (or up from its start when not
    /// `countsDown`), stopping at its end, as in SwiftUI. From `pauseTime` on, it shows what it
    /// showed then and stands still. Under an hour it reads "m:ss"; from an hour, "h:mm:ss", or
    /// minutes past 59 ("65:03") when not `showsHours`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        runs = [Run(content: .timerInterval(TimerInterval(
            interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))]
    }

    /// A value through a Foundation formatter (`Text(date, formatter: dayFormatter)`).
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        runs = [Run(content: .verbatim(formatter.string(for: subject) ?? ""))]
    }

    /// Never called: Widgetty wraps, truncates and draws the text in cells itself.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        TextNode(text: self, environment: context.environment)
    }

    /// Two texts one after the other, each keeping its styles.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    private func updatingRuns(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }

    /// The font of the text's runs that have none yet: bold, plain or dim as the table on ``Font``
    /// says.
    public func font(_ font: Font?) -> Text {
        updatingRuns { if $0.font == nil { $0.font = font } }
    }
    /// The weight of the runs that have none yet: semibold and heavier draw bold, light and thinner
    /// dim.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        updatingRuns { if $0.fontWeight == nil { $0.fontWeight = weight } }
    }
    /// Bold text (`SGR 1`); some terminals also brighten its colour.
    public func bold() -> Text { bold(true) }
    /// Bold text when `isActive`, else unchanged.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? updatingRuns { $0.attributes.insert(.bold) } : self
    }
    /// Italic text (`SGR 3`), where the terminal draws it.
    public func italic() -> Text { italic(true) }
    /// Italic text when `isActive`, else unchanged.
    public func italic(_ isActive: Bool) -> Text {
        isActive ? updatingRuns { $0.attributes.insert(.italic) } : self
    }
    /// Underlined text: the terminal's underline attribute (`SGR 4`); the pattern and colour are
    /// accepted, a terminal drawing one kind of line in the text's colour.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        isActive ? updatingRuns { $0.attributes.insert(.underline) } : self
    }
    /// Struck-through text: the terminal's strikethrough attribute (`SGR 9`, shown by terminals
    /// that support it); the pattern and colour are accepted as for ``underline(_:pattern:color:)``.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        isActive ? updatingRuns { $0.attributes.insert(.strikethrough) } : self
    }
    /// Accepted: a terminal cannot squeeze letters together, so text that does not fit is truncated.
    public func allowsTightening(_ flag: Bool) -> Text { self }
    /// The colour of the runs that have none yet; nil leaves them as they are.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return updatingRuns { if $0.foreground == nil { $0.foreground = AnyShapeStyle(color) } }
    }
    /// The style of the runs that have none yet: a colour, or a gradient drawn glyph by glyph
    /// across the text's frame.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        updatingRuns { if $0.foreground == nil { $0.foreground = AnyShapeStyle(style) } }
    }
    /// Accepted; letter spacing has no meaning in cells.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Accepted; letter spacing has no meaning in cells.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// Accepted; a cell has one baseline.
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
    /// Accepted; every cell is monospaced.
    public func monospacedDigit() -> Text { self }
    /// Accepted; every cell is monospaced.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// Accepted; a terminal has one typeface.
    public func fontDesign(_ design: Font.Design?) -> Text { self }
}

extension Text {
    /// How large text is drawn relative to its font, as SwiftUI's `Text.Scale`.
    public enum Scale: Hashable, Sendable {
        /// Text at its font's size, or the smaller secondary size SwiftUI uses for lesser text
        /// (drawn dim here, as a terminal has one letter size).
        case `default`, secondary
    }
}
