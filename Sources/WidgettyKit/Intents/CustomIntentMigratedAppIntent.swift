/// An App Intent that replaced a SiriKit custom intent, as App Intents'
/// `CustomIntentMigratedAppIntent`: `intentClassName` names the `.intentdefinition` intent it
/// took over, so widgets configured with the old intent keep their settings on iOS. Here the
/// home file keeps parameters by name, so the name is read by nothing; the intent works as any other.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The class name of the SiriKit intent this one replaced (`"ConfigurationIntent"`).
    static var intentClassName: String { get }
}
