import WidgettyUI

/// An action or configuration the system can perform or show, as in App Intents. Widgetty
/// implements only what widget configuration needs: a title, a description and `@Parameter`s.
public protocol AppIntent: Sendable {
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }
    init()
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription("") }
}

/// The parameters a user sets on a configurable widget, as in WidgetKit. The host lists them
/// (``IntentSchema``) and stores their values (``IntentValue``).
public protocol WidgetConfigurationIntent: AppIntent {}
