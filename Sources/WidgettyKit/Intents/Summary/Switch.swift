/// A summary chosen by one parameter's value, as App Intents' `Switch(\.$unit) { Case(.metric) { … } DefaultCase { … } }`.
public struct Switch<Intent: AppIntent, Value: IntentValueConvertible>: ParameterSummary {
    let path: KeyPath<Intent, IntentParameter<Value>>
    let cases: [SwitchCaseSummary<Intent, Value>]

    /// A summary chosen by the value of the parameter at `path`, from the cases written one a line
    /// (and a `DefaultCase` for any other value).
    public init(_ path: KeyPath<Intent, IntentParameter<Value>>, @SwitchCaseBuilder<Intent, Value> _ cases: () -> [SwitchCaseSummary<Intent, Value>]) {
        self.path = path
        self.cases = cases()
    }

    public func _tree(_ keys: ParameterKeys<Intent>) -> ParameterSummaryTree? {
        var chosen: [ParameterSummaryCase] = []
        var otherwise: ParameterSummaryTree?
        for item in cases {
            guard let tree = item.summary(keys) else { continue }
            if let value = item.value { chosen.append(ParameterSummaryCase(value: value.intentValue, tree: tree)) } else { otherwise = tree }
        }
        return .choice(key: keys.key(path), cases: chosen, otherwise: otherwise)
    }
}

/// One branch of a ``Switch``: a `Case(value) { … }` or the `DefaultCase { … }`.
public struct SwitchCaseSummary<Intent: AppIntent, Value: IntentValueConvertible> {
    let value: Value?
    let summary: (ParameterKeys<Intent>) -> ParameterSummaryTree?
}

/// `Case(value) { Summary(…) }` in a ``Switch``.
public func Case<Intent: AppIntent, Value: IntentValueConvertible, S: ParameterSummary>(
    _ value: Value, @ParameterSummaryBuilder<Intent> _ summary: () -> S
) -> SwitchCaseSummary<Intent, Value> where S.Intent == Intent {
    let built = summary()
    return SwitchCaseSummary(value: value) { built._tree($0) }
}

/// `DefaultCase { Summary(…) }` in a ``Switch``: for every other value.
public func DefaultCase<Intent: AppIntent, Value: IntentValueConvertible, S: ParameterSummary>(
    @ParameterSummaryBuilder<Intent> _ summary: () -> S
) -> SwitchCaseSummary<Intent, Value> where S.Intent == Intent {
    let built = summary()
    return SwitchCaseSummary(value: nil) { built._tree($0) }
}

/// The branches of a ``Switch``, one a line.
@resultBuilder
public enum SwitchCaseBuilder<Intent: AppIntent, Value: IntentValueConvertible> {
    /// A `Case` or `DefaultCase` written on a line.
    public static func buildExpression(_ item: SwitchCaseSummary<Intent, Value>) -> [SwitchCaseSummary<Intent, Value>] { [item] }
    /// The cases of each line, in order; the first that matches wins.
    public static func buildBlock(_ parts: [SwitchCaseSummary<Intent, Value>]...) -> [SwitchCaseSummary<Intent, Value>] { parts.flatMap { $0 } }
}
