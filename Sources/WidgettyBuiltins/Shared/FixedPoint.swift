import Foundation
import WidgettyUI

/// A number with a fixed count of decimals, as `printf`'s `%W.Nf` writes it (the exact binary
/// value rounded to nearest, a tie to even), without `String(format:)`: the system widget
/// writes a few every 2 s, and Foundation's formatting was 3 % of a W1 board's steady CPU.
/// The point is the person's (``decimalSeparator``): `12,5` in German or French.
enum FixedPoint {
    /// The decimal separator of the person's locale for numbers (``POSIXLocale/numeric``): `.`
    /// in English and the `C` locale without asking ICU.
    static let decimalSeparator = POSIXLocale.numericWritesEnglish ? "." : POSIXLocale.numeric.decimalSeparator ?? "."

    /// `value` with `decimals` digits after the point (0 to 6), written as `separator`, padded
    /// with spaces on the left to `width` characters.
    static func format(_ value: Double, decimals: Int, width: Int = 0, separator: String = decimalSeparator) -> String {
        precondition((0...6).contains(decimals), "FixedPoint writes 0 to 6 decimals")
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let magnitude = abs(value)
        guard magnitude.isFinite, magnitude * scale < 1e15 else {
            let text = String(format: "%\(width).\(decimals)f", value)
            return separator == "." ? text : text.replacingOccurrences(of: ".", with: separator)
        }
        // The product rounded, and what that rounding lost (exactly, by a fused multiply-add):
        // rounding the product alone would round 0.05 (a little over 1/20) to 0.0, not 0.1.
        let product = magnitude * scale
        let lost = (-product).addingProduct(magnitude, scale)
        var units = product.rounded(.toNearestOrEven)
        // Only a product exactly halfway can have been on the other side of the half before it
        // was rounded: the sign of what was lost decides. A true tie (nothing lost) keeps the
        // even neighbour `rounded` chose.
        let beyond = product - units
        if beyond == 0.5, lost > 0 {
            units += 1
        } else if beyond == -0.5, lost < 0 {
            units -= 1
        }
        var digits = String(UInt64(units))
        if decimals > 0 {
            if digits.count <= decimals { digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits }
            digits.insert(contentsOf: separator, at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        if value.sign == .minus { digits = "-" + digits }
        return digits.count < width ? String(repeating: " ", count: width - digits.count) + digits : digits
    }
}
