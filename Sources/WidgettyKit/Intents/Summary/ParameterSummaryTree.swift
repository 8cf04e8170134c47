import Foundation

/// An intent's parameter summary as the host reads it, parameters named by their keys: the
/// sentence and the rows shown for the values a widget has (`When`, `Switch` decide which).
public indirect enum ParameterSummaryTree: Hashable, Sendable, Codable {
    /// A sentence with parameters in it, and the further parameters listed under it.
    case summary(ParameterSummarySentence, table: [String])
    /// One summary while a parameter's value meets a condition, another (or none) otherwise.
    case when(key: String, ParameterCondition, then: ParameterSummaryTree, otherwise: ParameterSummaryTree?)
    /// A summary chosen by a parameter's value.
    case choice(key: String, cases: [ParameterSummaryCase], otherwise: ParameterSummaryTree?)

    /// The summary shown for `values` (nil when a `When` without `otherwise:` does not hold).
    public func shown(for values: [String: IntentValue]) -> (sentence: ParameterSummarySentence, table: [String])? {
        switch self {
        case .summary(let sentence, let table):
            return (sentence, table)
        case .when(let key, let condition, let then, let otherwise):
            return condition.holds(for: values[key]) ? then.shown(for: values) : otherwise?.shown(for: values)
        case .choice(let key, let cases, let otherwise):
            let chosen = cases.first { $0.value == values[key] }?.tree ?? otherwise
            return chosen?.shown(for: values)
        }
    }

    /// The parameters the summary shown for `values` mentions, sentence first, each once: the
    /// rows an edit panel shows, as iOS hides the others.
    public func visibleKeys(for values: [String: IntentValue]) -> [String] {
        guard let shown = shown(for: values) else { return [] }
        var keys: [String] = []
        for key in shown.sentence.keys + shown.table where !keys.contains(key) { keys.append(key) }
        return keys
    }
}

/// A summary's sentence: text and parameters in order.
public struct ParameterSummarySentence: Hashable, Sendable, Codable {
    /// One piece of a sentence.
    public enum Piece: Hashable, Sendable, Codable {
        /// Words of the sentence, shown as written.
        case text(String)
        /// A parameter, by its key, where its value is written in.
        case parameter(String)
    }

    /// The sentence's text and parameters, in order.
    public var pieces: [Piece]

    /// A sentence of these pieces.
    public init(pieces: [Piece]) { self.pieces = pieces }

    /// The parameters in the sentence, in order.
    public var keys: [String] {
        pieces.compactMap { if case .parameter(let key) = $0 { key } else { nil } }
    }

    /// The sentence with each parameter's value written in (`describe` says how), as iOS shows it.
    public func text(with values: [String: IntentValue], describe: (String, IntentValue?) -> String) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): return text
            case .parameter(let key): return describe(key, values[key])
            }
        }.joined()
    }
}

/// One `Case` of a `Switch`.
public struct ParameterSummaryCase: Hashable, Sendable, Codable {
    /// The value the parameter must have for this case.
    public let value: IntentValue
    /// The summary shown when it does.
    public let tree: ParameterSummaryTree
}

/// What a `When` asks of a parameter's value.
public enum ParameterCondition: Hashable, Sendable, Codable {
    /// The parameter's value is (or is not) the one given; an unset parameter equals nothing.
    case equalTo(IntentValue), notEqualTo(IntentValue)
    /// The parameter's value orders before or after the one given (numbers, text and dates; other
    /// kinds never hold).
    case lessThan(IntentValue), lessThanOrEqualTo(IntentValue), greaterThan(IntentValue), greaterThanOrEqualTo(IntentValue)
    /// The parameter is set, or unset.
    case hasAnyValue, hasNoValue

    /// Whether a stored value (nil: not stored) meets the condition. An absent value equals
    /// nothing and orders against nothing.
    public func holds(for stored: IntentValue?) -> Bool {
        let value = stored == .null ? nil : stored
        switch self {
        case .hasAnyValue: return value != nil
        case .hasNoValue: return value == nil
        case .equalTo(let other): return value == other
        case .notEqualTo(let other): return value != other
        case .lessThan(let other): return Self.order(value, other).map { $0 < 0 } ?? false
        case .lessThanOrEqualTo(let other): return Self.order(value, other).map { $0 <= 0 } ?? false
        case .greaterThan(let other): return Self.order(value, other).map { $0 > 0 } ?? false
        case .greaterThanOrEqualTo(let other): return Self.order(value, other).map { $0 >= 0 } ?? false
        }
    }

    /// -1, 0 or 1 for numbers (ints and doubles together), text and dates; nil when they do not order.
    static func order(_ lhs: IntentValue?, _ rhs: IntentValue) -> Int? {
        func number(_ value: IntentValue?) -> Double? {
            switch value {
            case .int(let int): return Double(int)
            case .double(let double): return double
            default: return nil
            }
        }
        func sign<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a > b ? 1 : 0) }
        if let a = number(lhs), let b = number(rhs) { return sign(a, b) }
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): return sign(a, b)
        case (.date(let a), .date(let b)): return sign(a, b)
        default: return nil
        }
    }
}
