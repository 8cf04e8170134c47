import Foundation

/// A sampled value as the chart widget writes it: three significant figures at most
/// (`0.52`, `12.4`, `1204`), then the unit.
enum ChartValueText {
    static func text(_ value: Double?, unit: String) -> String {
        guard let value, value.isFinite else { return "—" }
        let size = abs(value)
        let digits = size >= 100 ? 0 : size >= 10 ? 1 : 2
        var text = String(format: "%.\(digits)f", value)
        if digits > 0 {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text + unit
    }
}
