import WidgettyUI

/// An action or configuration the system can perform or show, as in App Intents. Widgetty
/// implements only what widget configuration needs: a title, a description and `@Parameter`s.
public protocol AppIntent: Sendable {
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }
    /// The sentence the edit panel shows and which parameters it lists (`When`, `Switch`).
    associatedtype SummaryContent: ParameterSummary = DefaultParameterSummary<Self>
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    init()
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription("") }
}

extension AppIntent where SummaryContent == DefaultParameterSummary<Self> {
    public static var parameterSummary: DefaultParameterSummary<Self> { DefaultParameterSummary() }
}

/// The parameters a user sets on a configurable widget, as in WidgetKit. The host lists them
/// (``IntentSchema``) and stores their values (``IntentValue``).
public protocol WidgetConfigurationIntent: AppIntent {}
