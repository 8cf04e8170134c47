import Foundation

/// How a number a data source sends (a Prometheus sample, an MQTT payload) is written in a cell:
/// `auto` (whole numbers as they are, others to three significant places), `int` (rounded),
/// `fixed:N` (N decimals, 0 to 6), `percent` (0.42 → 42%) or `bytes` (binary units, `1.2G`).
enum ValueFormat: Hashable, Sendable {
    case auto, int, fixed(Int), percent, bytes

    /// The formats' names, for a message about a bad one.
    static let names = "auto, int, fixed:N (N from 0 to 6), percent, bytes"

    /// The format a parameter names (spaces around it ignored, empty is `auto`); nil for none.
    init?(_ text: String) {
        let name = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch name {
        case "", "auto": self = .auto
        case "int": self = .int
        case "percent": self = .percent
        case "bytes": self = .bytes
        default:
            guard name.hasPrefix("fixed:"), let digits = Int(name.dropFirst(6)), (0...6).contains(digits) else { return nil }
            self = .fixed(digits)
        }
    }

    /// `value` written in this format; `NaN`, `+Inf` and `-Inf` as Prometheus writes them.
    func text(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "+Inf" : "-Inf" }
        switch self {
        case .int: return abs(value) < 1e15 ? String(Int(value.rounded())) : FixedPoint.format(value, decimals: 0)
        case .fixed(let digits): return FixedPoint.format(value, decimals: digits)
        case .percent: return FixedPoint.format(value * 100, decimals: abs(value) < 0.1 ? 1 : 0) + "%"
        case .bytes: return (value < 0 ? "-" : "") + ByteFormat.size(abs(value))
        case .auto: return Self.automatic(value)
        }
    }

    /// Whole numbers without a point; others with the decimals that keep about three
    /// significant digits (`1234`, `12.3`, `1.23`, `0.123`, `0.00123`), trailing zeros dropped.
    private static func automatic(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : magnitude >= 0.001 ? min(6, 3 - Int(log10(magnitude).rounded(.down)) - 1) : 6
        var text = FixedPoint.format(value, decimals: max(0, decimals))
        let separator = FixedPoint.decimalSeparator
        if text.contains(separator) {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(separator) { text.removeLast(separator.count) }
        }
        return text == "-0" ? "0" : text
    }
}
