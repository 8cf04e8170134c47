/// The source of a parameter's choices, computed when the edit panel opens, as in App Intents.
/// `results()` returns an array of values, or an ``IntentItemCollection`` to divide them into
/// sections and give them titles.
public protocol DynamicOptionsProvider: Sendable {
    associatedtype Result: ResultsCollection
    func results() async throws -> Result
    func defaultResult() async -> Result.Option?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> Result.Option? { nil }

    /// The value type of the choices.
    public typealias Option = Result.Option
    /// `ItemCollection { ItemSection("…") { … } }` inside a provider, as in App Intents.
    public typealias ItemCollection = IntentItemCollection
    public typealias ItemSection = IntentItemSection
    public typealias Item = IntentItem
}
