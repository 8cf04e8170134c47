/// What an intent's `static var parameterSummary` is, as in App Intents: a `Summary`, or a
/// `When` / `Switch` choosing one by the parameters' values. The host reads it as a
/// ``ParameterSummaryTree``.
public protocol ParameterSummary {
    /// The intent whose parameters the summary names.
    associatedtype Intent: AppIntent
    /// The summary with its parameters named by their keys.
    func _tree(_ keys: ParameterKeys<Intent>) -> ParameterSummaryTree?
}

/// An intent without a summary of its own: its parameters are listed in declaration order.
public struct DefaultParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// No summary: the edit panel lists every parameter, in the order declared.
    public init() {}
    public func _tree(_ keys: ParameterKeys<Intent>) -> ParameterSummaryTree? { nil }
}

/// The keys of an intent's parameters, found from the key paths a summary names
/// (`\.$city`): the parameter behind a `$` projection shares its cell with the property the
/// intent declares, whose name is the key.
public struct ParameterKeys<Intent: AppIntent> {
    let prototype: Intent
    let keyByCell: [ObjectIdentifier: String]

    init() {
        prototype = Intent()
        var keys: [ObjectIdentifier: String] = [:]
        for child in Mirror(reflecting: prototype).children {
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { continue }
            keys[parameter.storageIdentity] = label.hasPrefix("_") ? String(label.dropFirst()) : label
        }
        keyByCell = keys
    }

    /// The key of the parameter at `path` ("" when the path reaches no `@Parameter`).
    public func key(_ path: PartialKeyPath<Intent>) -> String {
        guard let parameter = prototype[keyPath: path] as? any AnyIntentParameter else { return "" }
        return keyByCell[parameter.storageIdentity] ?? ""
    }
}

extension AppIntent {
    /// The intent's summary read with its keys (nil for an intent without one).
    public static var summaryTree: ParameterSummaryTree? {
        parameterSummary._tree(ParameterKeys<SummaryContent.Intent>())
    }
}

/// Builds an intent's `parameterSummary`: one `Summary`, `When` or `Switch`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// A `Summary`, `When` or `Switch` written in the builder.
    public static func buildExpression<S: ParameterSummary>(_ summary: S) -> S where S.Intent == Intent { summary }
    /// The one summary of the builder: a parameter summary is a single sentence (or a choice of
    /// them).
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S where S.Intent == Intent { summary }
    /// The summary of an `if`'s true branch.
    public static func buildEither<First: ParameterSummary, Second: ParameterSummary>(first summary: First)
        -> EitherParameterSummary<First, Second> where First.Intent == Intent, Second.Intent == Intent { .first(summary) }
    /// The summary of an `else` branch.
    public static func buildEither<First: ParameterSummary, Second: ParameterSummary>(second summary: Second)
        -> EitherParameterSummary<First, Second> where First.Intent == Intent, Second.Intent == Intent { .second(summary) }
}

/// One of two summaries, from an `if` in a summary builder.
public enum EitherParameterSummary<First: ParameterSummary, Second: ParameterSummary>: ParameterSummary
where First.Intent == Second.Intent {
    /// The `if` branch's summary.
    case first(First)
    /// The `else` branch's summary.
    case second(Second)

    public func _tree(_ keys: ParameterKeys<First.Intent>) -> ParameterSummaryTree? {
        switch self {
        case .first(let summary): return summary._tree(keys)
        case .second(let summary): return summary._tree(keys)
        }
    }
}
