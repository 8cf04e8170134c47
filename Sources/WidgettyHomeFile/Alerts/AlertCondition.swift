import Foundation
import WidgettyKit

/// A condition on one value a widget offers its alerts, as the home file writes it:
/// `cpu > 90` (also `>=`, `<`, `<=`, `==`, `!=`), `title ~ outage|down` (a text value matching a
/// regular expression, case ignored), or the bare name (`down`: a number other than 0, or any text).
public struct AlertCondition: Hashable, Sendable {
    /// How the value is tested.
    public enum Test: Hashable, Sendable {
        case compare(Comparison, Double)
        case matches(String)
        case present
    }

    /// The comparisons a number can be tested with.
    public enum Comparison: String, Hashable, Sendable, CaseIterable {
        case greaterOrEqual = ">=", lessOrEqual = "<=", equal = "==", notEqual = "!=", greater = ">", less = "<"

        func holds(_ value: Double, _ limit: Double) -> Bool {
            switch self {
            case .greater: value > limit
            case .greaterOrEqual: value >= limit
            case .less: value < limit
            case .lessOrEqual: value <= limit
            case .equal: value == limit
            case .notEqual: value != limit
            }
        }
    }

    /// The value's name (`cpu`).
    public var value: String
    public var test: Test
    /// The condition as written.
    public var text: String
    /// Where the value's name is written.
    public var location: SourceLocation?

    public init(value: String, test: Test, text: String, location: SourceLocation? = nil) {
        self.value = value
        self.test = test
        self.text = text
        self.location = location
    }

    /// Whether it holds for these values; nil when the value is not among them.
    public func holds(in values: [String: AlertValue]) -> Bool? {
        guard let found = values[value] else { return nil }
        switch (test, found) {
        case (.compare(let comparison, let limit), .number(let number)): return comparison.holds(number, limit)
        case (.present, .number(let number)): return number != 0
        case (.present, .texts(let texts)): return !texts.isEmpty
        case (.matches(let pattern), .texts(let texts)):
            guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return false }
            return texts.contains { text in
                expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
        case (.matches(let pattern), .number(let number)):
            return AlertValue.number(number).description.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
        case (.compare, .texts): return false
        }
    }

    /// Whether the test suits a value that is text (`~` and the bare name) or a number (all but `~`).
    public func suits(isText: Bool) -> Bool {
        switch test {
        case .compare: !isText
        case .matches: isText
        case .present: true
        }
    }
}

/// Reads a condition written in the home file, or says what is wrong with it and at which
/// column of the text (counted from 0).
public enum AlertConditionParser {
    /// A problem at an offset into the text.
    public struct Failure: Error, Hashable, Sendable {
        public var message: String
        public var offset: Int
    }

    public static func parse(_ text: String) -> Result<AlertCondition, Failure> {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func skipBlanks() { while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 } }
        skipBlanks()
        let nameStart = index
        while index < scalars.count, isNameScalar(scalars[index]) { index += 1 }
        guard index > nameStart else {
            return .failure(Failure(message: "a condition starts with a value's name, e.g. `cpu > 90` or `title ~ outage`", offset: nameStart))
        }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
        skipBlanks()
        if index == scalars.count { return .success(AlertCondition(value: name, test: .present, text: text)) }
        let rest = String(String.UnicodeScalarView(scalars[index...]))
        if rest.hasPrefix("~") {
            let patternStart = index + 1
            index += 1
            skipBlanks()
            let pattern = unquoted(String(String.UnicodeScalarView(scalars[index...])).trimmingCharacters(in: .whitespaces))
            guard !pattern.isEmpty else { return .failure(Failure(message: "`~` needs a pattern after it", offset: patternStart)) }
            do {
                _ = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            } catch {
                return .failure(Failure(message: "not a regular expression: \(pattern)", offset: index))
            }
            return .success(AlertCondition(value: name, test: .matches(pattern), text: text))
        }
        guard let comparison = AlertCondition.Comparison.allCases.first(where: { rest.hasPrefix($0.rawValue) }) else {
            return .failure(Failure(message: "expected >, >=, <, <=, ==, != or ~ after '\(name)'", offset: index))
        }
        index += comparison.rawValue.unicodeScalars.count
        skipBlanks()
        let numberStart = index
        let numberText = String(String.UnicodeScalarView(scalars[index...])).trimmingCharacters(in: .whitespaces)
        guard let limit = Double(numberText), limit.isFinite else {
            let found = numberText.isEmpty ? "nothing" : "'\(numberText)'"
            return .failure(Failure(message: "expected a number after \(comparison.rawValue), found \(found)", offset: numberStart))
        }
        return .success(AlertCondition(value: name, test: .compare(comparison, limit), text: text))
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    /// A pattern written in quotes (`title ~ "a b"`) is the text between them.
    private static func unquoted(_ text: String) -> String {
        for quote in ["\"", "'"] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}
