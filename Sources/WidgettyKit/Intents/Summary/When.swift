/// A summary that depends on one parameter's value, as App Intents' `When(\.$kind, .equalTo, .gradient) { … } otherwise: { … }`.
public struct When<Intent: AppIntent>: ParameterSummary {
    let path: PartialKeyPath<Intent>
    let condition: ParameterCondition
    let then: (ParameterKeys<Intent>) -> ParameterSummaryTree?
    let otherwise: ((ParameterKeys<Intent>) -> ParameterSummaryTree?)?

    public func _tree(_ keys: ParameterKeys<Intent>) -> ParameterSummaryTree? {
        guard let then = then(keys) else { return otherwise?(keys) }
        return .when(key: keys.key(path), condition, then: then, otherwise: otherwise?(keys))
    }

    private init<Then: ParameterSummary, Otherwise: ParameterSummary>(
        path: PartialKeyPath<Intent>, condition: ParameterCondition, then: Then, otherwise: Otherwise?
    ) where Then.Intent == Intent, Otherwise.Intent == Intent {
        self.path = path
        self.condition = condition
        self.then = { then._tree($0) }
        self.otherwise = otherwise.map { summary in { summary._tree($0) } }
    }

    // Equal or not equal to a value.

    /// A summary shown when a parameter equals (or does not equal) a value, and another when it
    /// does not.
    public init<Value: IntentValueConvertible & Equatable, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ path: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator, _ value: Value,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Then.Intent == Intent, Otherwise.Intent == Intent {
        self.init(path: path, condition: comparison.condition(value.intentValue), then: then(), otherwise: otherwise())
    }

    /// A summary shown only when a parameter equals (or does not equal) a value; otherwise the
    /// summary goes on without it.
    public init<Value: IntentValueConvertible & Equatable, Then: ParameterSummary>(
        _ path: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator, _ value: Value,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) where Then.Intent == Intent {
        self.init(path: path, condition: comparison.condition(value.intentValue), then: then(), otherwise: Then?.none)
    }

    /// A summary for an optional parameter compared with a value, with an `otherwise` summary; an
    /// unset parameter equals no value.
    public init<Value: IntentValueConvertible & Equatable, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ path: KeyPath<Intent, IntentParameter<Value?>>, _ comparison: EquatableComparisonOperator, _ value: Value,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Then.Intent == Intent, Otherwise.Intent == Intent {
        self.init(path: path, condition: comparison.condition(value.intentValue), then: then(), otherwise: otherwise())
    }

    // Ordered against a value.

    /// A summary shown when a parameter is less or greater than a value, and another when it is
    /// not.
    public init<Value: IntentValueConvertible & Comparable, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ path: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ComparableComparisonOperator, _ value: Value,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Then.Intent == Intent, Otherwise.Intent == Intent {
        self.init(path: path, condition: comparison.condition(value.intentValue), then: then(), otherwise: otherwise())
    }

    /// A summary shown only when a parameter is less or greater than a value.
    public init<Value: IntentValueConvertible & Comparable, Then: ParameterSummary>(
        _ path: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ComparableComparisonOperator, _ value: Value,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) where Then.Intent == Intent {
        self.init(path: path, condition: comparison.condition(value.intentValue), then: then(), otherwise: Then?.none)
    }

    // Set or not.

    /// A summary shown when a parameter is set (or unset), and another in the other case.
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ path: KeyPath<Intent, IntentParameter<Value>>, _ comparison: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Then.Intent == Intent, Otherwise.Intent == Intent {
        self.init(path: path, condition: comparison.condition, then: then(), otherwise: otherwise())
    }

    /// A summary shown only when a parameter is set (or only when it is unset).
    public init<Value, Then: ParameterSummary>(
        _ path: KeyPath<Intent, IntentParameter<Value>>, _ comparison: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) where Then.Intent == Intent {
        self.init(path: path, condition: comparison.condition, then: then(), otherwise: Then?.none)
    }
}

/// `.equalTo`, `.notEqualTo`.
public enum EquatableComparisonOperator: Sendable {
    /// Whether the parameter's stored value is the one given, or any other.
    case equalTo, notEqualTo
    func condition(_ value: IntentValue) -> ParameterCondition {
        self == .equalTo ? .equalTo(value) : .notEqualTo(value)
    }
}

/// `.lessThan`, `.lessThanOrEqualTo`, `.greaterThan`, `.greaterThanOrEqualTo`.
public enum ComparableComparisonOperator: Sendable {
    /// How the parameter's value orders against the one given.
    case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
    func condition(_ value: IntentValue) -> ParameterCondition {
        switch self {
        case .lessThan: return .lessThan(value)
        case .lessThanOrEqualTo: return .lessThanOrEqualTo(value)
        case .greaterThan: return .greaterThan(value)
        case .greaterThanOrEqualTo: return .greaterThanOrEqualTo(value)
        }
    }
}

/// `.hasAnyValue`, `.hasNoValue`.
public enum HasValueComparisonOperator: Sendable {
    /// Whether the parameter holds a value or is unset.
    case hasAnyValue, hasNoValue
    var condition: ParameterCondition { self == .hasAnyValue ? .hasAnyValue : .hasNoValue }
}
