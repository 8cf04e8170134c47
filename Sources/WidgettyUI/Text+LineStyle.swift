extension Text {
    /// How an underline or strikethrough is drawn, as SwiftUI's `Text.LineStyle`: accepted, a
    /// terminal drawing one kind of line (see ``Text/underline(_:pattern:color:)``).
    public struct LineStyle: Hashable, Sendable {
        /// The line's dashes: accepted, the terminal draws a solid line.
        public let pattern: Pattern
        /// The line's colour: accepted, the line takes the text's colour.
        public let color: Color?

        /// A line style of a pattern and a colour, both accepted and drawn as a plain line.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A plain line.
        public static let single = LineStyle()

        /// The line's dashes, as SwiftUI's `Text.LineStyle.Pattern`.
        public enum Pattern: Hashable, Sendable {
            /// A solid line, dots, dashes, dash-dot or dash-dot-dot: all drawn as the terminal's
            /// one kind of line.
            case solid, dot, dash, dashDot, dashDotDot
        }
    }
}
