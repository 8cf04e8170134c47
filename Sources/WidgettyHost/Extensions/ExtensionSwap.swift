import WidgettyHomeFile

/// The widget kinds after the extension store changed: the whole registry, the kinds whose
/// program is another now (installed again, new, or gone), and what to tell the user.
public struct ExtensionSwap {
    public var registry: WidgetRegistry
    /// The kinds (as placed) served by another program than before, or no longer served.
    public var changedKinds: Set<String>
    /// One line for the status bar (`installed Demo`), or nil when nothing the user sees changed.
    public var summary: String?

    public init(registry: WidgetRegistry, changedKinds: Set<String>, summary: String? = nil) {
        self.registry = registry
        self.changedKinds = changedKinds
        self.summary = summary
    }
}
