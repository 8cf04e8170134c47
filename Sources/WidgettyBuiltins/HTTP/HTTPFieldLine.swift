import Foundation
import WidgettyTerminal

/// One filled-in line of the `http` widget read as `label: value` (split at its first `: `),
/// and the number the value starts with, for big digits.
struct HTTPFieldLine: Hashable {
    var label: String
    var value: String

    init(_ line: String) {
        // A filled-in line is cut to the budget before it is split, measured or laid out.
        let line = TextBudget.cut(line)
        if let colon = line.range(of: ": ") {
            label = String(line[..<colon.lowerBound])
            value = String(line[colon.upperBound...]).trimmingCharacters(in: .whitespaces)
        } else {
            label = ""
            value = line
        }
    }

    /// The value's leading number (`1285`, `-3.5`, `12:40`), nil when it does not start with one.
    var number: String? {
        let prefix = String(value.prefix { "0123456789.-:".contains($0) })
        return prefix.contains(where: \.isNumber) ? prefix : nil
    }

    /// What follows the number (`ms` in `183 ms`).
    var unit: String {
        String(value.dropFirst(number?.count ?? 0)).trimmingCharacters(in: .whitespaces)
    }

    /// The columns `number` takes in big digits of `height` rows (glyphs one column apart).
    static func bigWidth(_ number: String, height: Int) -> Int {
        let digit = height == 7 ? 6 : height == 5 ? 4 : 3
        return number.reduce(0) { $0 + (".: ".contains($1) ? 1 : digit) } + max(0, number.count - 1)
    }
}
