/// What is wrong with one parameter of a configuration intent: its key and why, in words a
/// user can act on ("is not a time zone: Mars/Olympus").
public struct ParameterProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter's key (`timeZone` for `var timeZone`).
    public let key: String
    /// Why its value cannot be used.
    public let message: String

    /// A problem with the parameter of key `key`, worded as the user should read it.
    public init(_ key: String, _ message: String) {
        self.key = key
        self.message = message
    }

    /// `parameter 'url' …`: the form `widgetty check`, `widgetty edit` and a widget's cell share.
    public var description: String { "parameter '\(key)' \(message)" }
}

/// A configuration intent that knows which of its values its provider cannot use: the one rule
/// `widgetty check`, `widgetty edit --param`, the edit panel's save and the provider all ask, so
/// they can never disagree.
public protocol ValidatingIntent: WidgetConfigurationIntent {
    /// Every problem with the intent's current values, in declaration order (empty: usable).
    func parameterProblems() -> [ParameterProblem]
}

extension WidgetConfigurationIntent {
    /// The problems of an intent that validates its values (none for one that does not).
    public var validationProblems: [ParameterProblem] {
        (self as? any ValidatingIntent)?.parameterProblems() ?? []
    }
}
