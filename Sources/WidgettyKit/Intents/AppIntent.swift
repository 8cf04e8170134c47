import WidgettyUI

/// An action or configuration the system can perform or show, as in App Intents: a title, a
/// description, `@Parameter`s, a parameter summary, and `perform()`, which a widget's
/// `Button(intent:)` or `Toggle(isOn:intent:)` runs (a configuration intent needs none).
public protocol AppIntent: Sendable {
    /// The intent's name, heading the edit panel.
    static var title: LocalizedStringResource { get }
    /// What the intent does, shown under its title.
    static var description: IntentDescription { get }
    /// The sentence the edit panel shows and which parameters it lists (`When`, `Switch`).
    associatedtype SummaryContent: ParameterSummary = DefaultParameterSummary<Self>
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    /// What `perform()` returns (`some IntentResult`).
    associatedtype PerformResult: IntentResult = IntentResultContainer<Never>
    /// Does what the intent is for; a widget's button runs it off the drawing thread, then the
    /// widget reloads.
    func perform() async throws -> PerformResult
    /// Makes the intent with every parameter at its default; Widgetty then sets the stored values.
    init()
}

extension AppIntent where PerformResult == IntentResultContainer<Never> {
    /// A configuration intent does nothing when performed.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

extension AppIntent {
    /// No description, by default.
    public static var description: IntentDescription { IntentDescription("") }
}

extension AppIntent where SummaryContent == DefaultParameterSummary<Self> {
    /// No summary, by default: the edit panel lists every parameter.
    public static var parameterSummary: DefaultParameterSummary<Self> { DefaultParameterSummary() }
}

/// The parameters a user sets on a configurable widget, as in WidgetKit. The host lists them
/// (``IntentSchema``) and stores their values (``IntentValue``).
public protocol WidgetConfigurationIntent: AppIntent {}
