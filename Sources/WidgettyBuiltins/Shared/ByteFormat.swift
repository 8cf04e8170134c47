import Foundation

/// Byte counts and rates in binary units, short enough for a widget line (`12.3G`, `512K`), the
/// point as the person's locale writes it (``FixedPoint``).
enum ByteFormat {
    static func size(_ bytes: Double) -> String {
        let units = ["B", "K", "M", "G", "T", "P"]
        var value = max(0, bytes)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(Int(value))B" }
        return value < 10 ? FixedPoint.format(value, decimals: 1) + units[unit] : "\(Int(value.rounded()))\(units[unit])"
    }

    static func rate(_ bytesPerSecond: Double?) -> String {
        guard let bytesPerSecond else { return "–" }
        return size(bytesPerSecond) + "/s"
    }
}
