import Foundation
import WidgettyKit

/// The first number in lines of text (`load 3.5`, `-12`, `1,5` written with a decimal comma),
/// for the alerts of widgets that show output.
enum FirstNumber {
    static func values(of lines: [String]) -> [String: AlertValue] {
        var values: [String: AlertValue] = ["text": .texts(lines)]
        if let number = lines.lazy.compactMap(first(in:)).first { values["value"] = .number(number) }
        return values
    }

    /// The first number in a line: digits, a point or comma and digits (no thousands
    /// separators), negative after a `-`.
    static func first(in line: String) -> Double? {
        let scalars = Array(line.unicodeScalars.prefix(4096))
        func isDigit(_ index: Int) -> Bool { index < scalars.count && ("0"..."9").contains(scalars[index]) }
        guard let start = scalars.indices.first(where: isDigit) else { return nil }
        var end = start
        while isDigit(end) { end += 1 }
        if end < scalars.count, scalars[end] == "." || scalars[end] == ",", isDigit(end + 1) {
            end += 1
            while isDigit(end) { end += 1 }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<end])).replacingOccurrences(of: ",", with: ".")
        let negative = start > 0 && scalars[start - 1] == "-"
        return Double(text).map { negative ? -$0 : $0 }
    }
}
