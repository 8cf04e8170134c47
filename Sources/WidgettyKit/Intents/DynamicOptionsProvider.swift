/// The source of a parameter's choices, computed when the edit panel opens, as in App Intents.
/// `results()` returns an array of values, or an ``IntentItemCollection`` to divide them into
/// sections and give them titles.
public protocol DynamicOptionsProvider: Sendable {
    /// What `results()` returns: an array of values, or an ``IntentItemCollection``.
    associatedtype Result: ResultsCollection
    /// The choices the edit panel offers, asked each time it opens (so they can follow data that
    /// changes).
    func results() async throws -> Result
    /// The choice a new widget would start with on iOS; accepted, a new widget starts with the
    /// parameter's own default here.
    func defaultResult() async -> Result.Option?
}

extension DynamicOptionsProvider {
    /// No default choice.
    public func defaultResult() async -> Result.Option? { nil }

    /// The value type of the choices.
    public typealias Option = Result.Option
    /// `ItemCollection { ItemSection("…") { … } }` inside a provider, as in App Intents.
    public typealias ItemCollection = IntentItemCollection
    /// `ItemSection("Europe") { … }` inside a provider: a titled section of choices.
    public typealias ItemSection = IntentItemSection
    /// `Item(value, title: …)` inside a provider: one choice with its title.
    public typealias Item = IntentItem
}
