/// A log message with interpolated values, as `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// Builds a message, redacting what is private.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Text and other values: `<private>` unless `.public`.
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) {
            text += privacy.kind == .public ? String(describing: value) : "<private>"
        }

        /// Numbers are shown unless marked private.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, privacy: OSLogPrivacy = .auto) {
            text += privacy.kind == .auto || privacy.kind == .public ? String(value) : "<private>"
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint & LosslessStringConvertible>(
            _ value: T, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.kind == .auto || privacy.kind == .public ? String(value) : "<private>"
        }

        public mutating func appendInterpolation(_ value: Bool, privacy: OSLogPrivacy = .auto) {
            text += privacy.kind == .auto || privacy.kind == .public ? String(value) : "<private>"
        }
    }
}
