import Foundation

/// A value in the shared store, stored with its type: the shapes a configuration value takes
/// (text, whole and decimal numbers, true/false, dates, URLs) and lists of text.
public enum SharedValue: Hashable, Sendable, CustomStringConvertible {
    /// Text.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A number with a fraction.
    case double(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// An instant, printed as ISO 8601 by `widgetty defaults read`.
    case date(Date)
    /// A URL.
    case url(URL)
    /// A list of text, printed one element a line.
    case array([String])

    /// The type names `widgetty defaults write --type` takes, in the order the help lists them.
    public static let typeNames = ["string", "int", "double", "bool", "date", "url", "array"]

    /// `string`, `int`, `double`, `bool`, `date`, `url` or `array`.
    public var typeName: String {
        switch self {
        case .string: return "string"
        case .int: return "int"
        case .double: return "double"
        case .bool: return "bool"
        case .date: return "date"
        case .url: return "url"
        case .array: return "array"
        }
    }

    /// The value as `widgetty defaults read` prints it: arrays one element a line.
    public var description: String {
        switch self {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .bool(let flag): return String(flag)
        case .date(let date): return date.ISO8601Format()
        case .url(let url): return url.absoluteString
        case .array(let items): return items.joined(separator: "\n")
        }
    }

    /// Parses command-line text as a value of the named type; the error says what was expected.
    public static func parse(_ texts: [String], as typeName: String) throws(SharedStoreError) -> SharedValue {
        if typeName == "array" { return .array(texts) }
        guard texts.count == 1, let text = texts.first else {
            throw SharedStoreError("a \(typeName) is one value (got \(texts.count)); use --type array for a list")
        }
        func fail(_ example: String) -> SharedStoreError {
            SharedStoreError("'\(text)' is not \(typeName == "int" ? "an" : "a") \(typeName) (e.g. \(example))")
        }
        switch typeName {
        case "string": return .string(text)
        case "int":
            guard let number = Int(text) else { throw fail("42") }
            return .int(number)
        case "double":
            guard let number = Double(text), number.isFinite else { throw fail("0.5") }
            return .double(number)
        case "bool":
            switch text.lowercased() {
            case "true", "yes", "1": return .bool(true)
            case "false", "no", "0": return .bool(false)
            default: throw fail("true or false")
            }
        case "date":
            if let date = try? Date(text, strategy: .iso8601) { return .date(date) }
            if let seconds = Double(text), seconds.isFinite { return .date(Date(timeIntervalSince1970: seconds)) }
            throw fail("2026-12-24T18:00:00Z or Unix seconds")
        case "url":
            guard let url = URL(string: text), url.scheme != nil else { throw fail("https://example.com") }
            return .url(url)
        default:
            throw SharedStoreError("unknown type '\(typeName)' (expected \(typeNames.joined(separator: ", ")))")
        }
    }

    // MARK: Storage

    /// The value as a SQLite column.
    var column: SQLiteStatement.Column {
        switch self {
        case .string(let text): return .text(text)
        case .int(let number): return .integer(Int64(number))
        case .double(let number): return .real(number)
        case .bool(let flag): return .integer(flag ? 1 : 0)
        case .date(let date): return .real(date.timeIntervalSince1970)
        case .url(let url): return .text(url.absoluteString)
        case .array(let items):
            let data = (try? JSONEncoder().encode(items)) ?? Data("[]".utf8)
            return .text(String(decoding: data, as: UTF8.self))
        }
    }

    /// A stored row back as a value; nil when the row does not match its type (written by
    /// something else than Widgetty).
    init?(typeName: String, column: SQLiteStatement.Column) {
        switch (typeName, column) {
        case ("string", .text(let text)): self = .string(text)
        case ("int", .integer(let number)): self = .int(Int(truncatingIfNeeded: number))
        case ("double", .real(let number)): self = .double(number)
        case ("double", .integer(let number)): self = .double(Double(number))
        case ("bool", .integer(let number)): self = .bool(number != 0)
        case ("date", .real(let seconds)): self = .date(Date(timeIntervalSince1970: seconds))
        case ("date", .integer(let seconds)): self = .date(Date(timeIntervalSince1970: Double(seconds)))
        case ("url", .text(let text)):
            guard let url = URL(string: text) else { return nil }
            self = .url(url)
        case ("array", .text(let json)):
            guard let items = try? JSONDecoder().decode([String].self, from: Data(json.utf8)) else { return nil }
            self = .array(items)
        default:
            return nil
        }
    }
}
