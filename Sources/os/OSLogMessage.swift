/// A log message with interpolated values, as `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The message as written to the log, with private values already replaced by `<private>`.
    public let text: String

    /// A message of fixed text, written as it is.
    public init(stringLiteral value: String) { text = value }
    /// A message with interpolated values, each shown or redacted by its privacy as it was added.
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// Builds a message, redacting what is private.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        /// Starts a message; the sizes only reserve room.
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        /// Adds literal text, always shown.
        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Text and other values: `<private>` unless `.public`.
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) {
            text += privacy.kind == .public ? String(describing: value) : "<private>"
        }

        /// Numbers are shown unless marked private.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, privacy: OSLogPrivacy = .auto) {
            text += privacy.kind == .auto || privacy.kind == .public ? String(value) : "<private>"
        }

        /// Adds a floating-point number: shown unless marked `.private` or `.sensitive`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint & LosslessStringConvertible>(
            _ value: T, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.kind == .auto || privacy.kind == .public ? String(value) : "<private>"
        }

        /// Adds a Boolean: shown as `true` or `false` unless marked `.private` or `.sensitive`.
        public mutating func appendInterpolation(_ value: Bool, privacy: OSLogPrivacy = .auto) {
            text += privacy.kind == .auto || privacy.kind == .public ? String(value) : "<private>"
        }
    }
}
