import Foundation

/// The `http` widget's `lines`: text with fields picked from the JSON answer, `{/pointer}` or
/// `{/pointer|format}`. Formats: `int` (rounded), `fixed:N` (N decimals), `percent` (0.42 →
/// 42%), `date` / `time` / `date:PATTERN` (Unix seconds or ISO 8601, shown in the local zone;
/// PATTERN as in Unicode's date patterns, `d MMM HH:mm`). `{{` and `}}` are literal braces;
/// a pointer with no value shows `—`.
struct FieldTemplate: Hashable {
    enum Format: Hashable {
        case plain, int, fixed(Int), percent
        case date(String)
    }

    enum Piece: Hashable {
        case text(String)
        case field(JSONPointer, Format)
    }

    /// A problem in the template, at a line (1-based) and column of the `lines` list.
    struct Problem: Error, Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var message: String
        var description: String { "lines \(line):\(column): \(message)" }
    }

    let lines: [[Piece]]

    init(_ lines: [String]) throws(Problem) {
        var parsed: [[Piece]] = []
        for (number, line) in lines.enumerated() { parsed.append(try Self.pieces(line, line: number + 1)) }
        self.lines = parsed
    }

    private static func pieces(_ line: String, line number: Int) throws(Problem) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "}" {
                guard index + 1 < characters.count, characters[index + 1] == "}" else {
                    throw Problem(line: number, column: index + 1, message: "a lone '}' (write '}}' for a brace)")
                }
                text.append("}")
                index += 2
                continue
            }
            guard character == "{" else { text.append(character); index += 1; continue }
            if index + 1 < characters.count, characters[index + 1] == "{" {
                text.append("{")
                index += 2
                continue
            }
            guard let close = characters[index...].firstIndex(of: "}") else {
                throw Problem(line: number, column: index + 1, message: "'{' without its '}'")
            }
            let inside = String(characters[(index + 1)..<close])
            let parts = inside.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let pointer: JSONPointer
            do throws(JSONPointer.Problem) {
                pointer = try JSONPointer(parts[0])
            } catch {
                throw Problem(line: number, column: index + 2, message: error.message)
            }
            guard let format = parts.count > 1 ? format(parts[1]) : .plain else {
                throw Problem(line: number, column: index + 2 + parts[0].count,
                              message: "unknown format '\(parts[1])' (int, fixed:N, percent, date, time, date:PATTERN)")
            }
            if !text.isEmpty { pieces.append(.text(text)); text = "" }
            pieces.append(.field(pointer, format))
            index = close + 1
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    private static func format(_ text: String) -> Format? {
        switch text {
        case "int": return .int
        case "percent": return .percent
        case "date": return .date("yyyy-MM-dd HH:mm")
        case "time": return .date("HH:mm")
        default:
            if text.hasPrefix("fixed:"), let digits = Int(text.dropFirst(6)), (0...10).contains(digits) { return .fixed(digits) }
            if text.hasPrefix("date:"), text.count > 5 { return .date(String(text.dropFirst(5))) }
            return nil
        }
    }

    /// The lines with each field filled from `document`.
    func render(_ document: LocatedJSON, timeZone: TimeZone = .current) -> [String] {
        lines.map { pieces in
            pieces.map { piece in
                switch piece {
                case .text(let text): return text
                case .field(let pointer, let format):
                    return pointer.resolve(in: document).map { Self.text($0, format, timeZone) } ?? "—"
                }
            }.joined()
        }
    }

    static func text(_ json: LocatedJSON, _ format: Format, _ timeZone: TimeZone) -> String {
        switch (format, json.value) {
        case (.int, .number(let n)): return String(Int(n.rounded()))
        case (.fixed(let digits), .number(let n)):
            return FixedPoint.format(n, decimals: min(max(digits, 0), 6))
        case (.percent, .number(let n)): return "\(Int((n * 100).rounded()))%"
        case (.date(let pattern), _):
            guard let date = date(json) else { return plain(json) }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = timeZone
            formatter.dateFormat = pattern
            return formatter.string(from: date)
        default: return plain(json)
        }
    }

    private static func date(_ json: LocatedJSON) -> Date? {
        switch json.value {
        case .number(let seconds): return Date(timeIntervalSince1970: seconds)
        case .string(let text):
            return (try? Date(text, strategy: .iso8601))
                ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        default: return nil
        }
    }

    /// A value as text: strings as they are, whole numbers without a point, lists and objects by size.
    static func plain(_ json: LocatedJSON) -> String {
        switch json.value {
        case .string(let text): return text
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let items): return "[\(items.count) items]"
        case .object(let members): return "{\(members.count) keys}"
        }
    }
}
