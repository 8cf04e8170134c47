import Foundation

/// A date pattern (`EEEE d MMMM yyyy`, `yyyy-MM-dd HH:mm`) written out in British English
/// without ICU: what a `DateFormatter` with the `en_GB` locale writes for the same pattern, but
/// without building one, which loads and parses ICU's locale data (on a cold start, dozens of
/// reads from the disk before the first frame). The Gregorian calendar gives the fields.
///
/// It knows years (`y`, `yy`, `yyyy`), months (`M`, `MM`, `MMM`, `MMMM`), days (`d`, `dd`),
/// weekdays (`E`…`EEE`, `EEEE`), hours (`H`, `HH`, `h`, `hh`), minutes, seconds, `a`, and text in
/// single quotes; any other letter makes it nil, and the caller uses a formatter.
struct EnglishDatePattern {
    private enum Part {
        case literal(String)
        case field(Character, width: Int)
    }

    private let parts: [Part]
    private var calendar = Calendar(identifier: .gregorian)

    private static let fieldLetters: Set<Character> = ["y", "M", "d", "E", "H", "h", "m", "s", "a"]
    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]
    private static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    init?(_ pattern: String, in zone: TimeZone) {
        var parts: [Part] = []
        var characters = Substring(pattern)
        while let first = characters.first {
            if first == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {  // '' is a quote
                    parts.append(.literal("'"))
                    characters = characters.dropFirst()
                    continue
                }
                // Up to the closing quote; '' inside is a quote too.
                var quoted = ""
                while let next = characters.first {
                    characters = characters.dropFirst()
                    if next != "'" {
                        quoted.append(next)
                    } else if characters.first == "'" {
                        quoted.append("'")
                        characters = characters.dropFirst()
                    } else {
                        break
                    }
                }
                parts.append(.literal(quoted))
            } else if first.isASCII, first.isLetter {
                guard Self.fieldLetters.contains(first) else { return nil }
                let run = characters.prefix { $0 == first }
                parts.append(.field(first, width: run.count))
                characters = characters.dropFirst(run.count)
            } else {
                let run = characters.prefix { $0 != "'" && !($0.isASCII && $0.isLetter) }
                parts.append(.literal(String(run)))
                characters = characters.dropFirst(run.count)
            }
        }
        self.parts = parts
        calendar.timeZone = zone
    }

    func string(_ date: Date) -> String {
        let fields = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute, .second], from: date)
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal):
                text += literal
            case .field(let letter, let width):
                text += Self.write(letter, width: width, fields)
            }
        }
        return text
    }

    private static func write(_ letter: Character, width: Int, _ fields: DateComponents) -> String {
        let hour = fields.hour ?? 0
        switch letter {
        case "y":
            let year = fields.year ?? 0
            return width == 2 ? padded(year % 100, 2) : padded(year, width)
        case "M":
            let month = (fields.month ?? 1) - 1
            switch width {
            case 3: return shortMonths[month]
            case 4...: return months[month]
            default: return padded(month + 1, width)
            }
        case "d": return padded(fields.day ?? 1, width)
        case "E":
            let name = weekdays[(fields.weekday ?? 1) - 1]
            return width >= 4 ? name : String(name.prefix(3))
        case "H": return padded(hour, width)
        case "h": return padded(hour % 12 == 0 ? 12 : hour % 12, width)
        case "m": return padded(fields.minute ?? 0, width)
        case "s": return padded(fields.second ?? 0, width)
        default: return hour < 12 ? "am" : "pm"  // "a"
        }
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
