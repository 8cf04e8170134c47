import Foundation

/// A provider's time limit that follows one of the widget's own parameters: the seconds the
/// home file gives (within the parameter's documented range), plus a margin for the work around
/// the wait (starting a process, parsing the answer).
public struct ParameterTimeLimit: Hashable, Sendable {
    /// The integer parameter holding the seconds (`timeout`).
    public var parameter: String
    /// The time added to the parameter's seconds for the work around the wait.
    public var margin: Duration

    /// A limit following `parameter`, with `margin` added;
    /// `providerTimeout(followingParameter:plus:)` makes it.
    public init(parameter: String, margin: Duration) {
        self.parameter = parameter
        self.margin = margin
    }
}

extension AnyWidgetDescriptor {
    /// How long one call of this widget's provider may take with these intent values — the one
    /// place every caller (scheduler, link actions, gallery, preview, `render`) asks: the
    /// parameter's seconds (its default when the values leave it out, clamped to its range) plus
    /// the margin when the widget's limit follows a parameter; else its `providerTimeout`; else
    /// `fallback`.
    public func timeLimit(for values: [String: IntentValue], default fallback: Duration) -> Duration {
        guard let limit = parameterTimeLimit,
            let info = intent?.schema.parameters.first(where: { $0.key == limit.parameter })
        else { return providerTimeout ?? fallback }
        var seconds: Double?
        switch values[limit.parameter] ?? info.defaultValue {
        case .int(let value)?: seconds = Double(value)
        case .double(let value)?: seconds = value
        default: seconds = nil
        }
        guard var seconds, seconds.isFinite else { return providerTimeout ?? fallback }
        if let range = info.inclusiveRange { seconds = min(max(seconds, range.lowerBound), range.upperBound) }
        return .milliseconds(Int64((max(seconds, 0) * 1000).rounded())) + limit.margin
    }
}
