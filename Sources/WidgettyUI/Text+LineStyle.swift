extension Text {
    /// How an underline or strikethrough is drawn, as SwiftUI's `Text.LineStyle`: accepted, a
    /// terminal drawing one kind of line (see ``Text/underline(_:pattern:color:)``).
    public struct LineStyle: Hashable, Sendable {
        public let pattern: Pattern
        public let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A plain line.
        public static let single = LineStyle()

        /// The line's dashes, as SwiftUI's `Text.LineStyle.Pattern`.
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }
    }
}
