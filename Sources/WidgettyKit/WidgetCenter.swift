import Synchronization

/// The host side of ``WidgetCenter``: the running home screen implements it and installs it.
public protocol WidgetCenterBackend: Sendable {
    /// Reloads every instance of `kind` and returns the instances that reloaded.
    func reloadTimelines(ofKind kind: String) async -> [WidgetInstanceID]
    /// Reloads every instance of every kind and returns the instances that reloaded.
    func reloadAllTimelines() async -> [WidgetInstanceID]
    /// Reloads one instance; false when there is no such instance.
    func reloadTimeline(id: WidgetInstanceID) async -> Bool
    /// The widgets placed on the home screen now, with their configurations.
    func currentConfigurations() async -> [WidgetInfo]
}

/// A widget placed on the home screen, as in WidgetKit.
public struct WidgetInfo: Sendable {
    /// The instance: the id its home file entry has.
    public let id: WidgetInstanceID
    /// The widget's kind, as its configuration names it.
    public let kind: String
    /// The family the instance is placed in.
    public let family: WidgetFamily
    /// The instance's configuration intent, for configurable widgets.
    public let configuration: (any WidgetConfigurationIntent)?

    /// A placed widget as the host describes it; widget code gets these from
    /// ``WidgetCenter/currentConfigurations()``.
    public init(id: WidgetInstanceID, kind: String, family: WidgetFamily, configuration: (any WidgetConfigurationIntent)?) {
        self.id = id
        self.kind = kind
        self.family = family
        self.configuration = configuration
    }

    /// The configuration intent if it is of type `Intent`, as in WidgetKit.
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type = Intent.self) -> Intent? {
        configuration as? Intent
    }
}

/// Requests to the running home screen, as in WidgetKit's `WidgetCenter.shared`: a thin
/// facade over the host's ``WidgetCenterBackend``. Without a host it does nothing and lists no
/// widgets.
public final class WidgetCenter: Sendable {
    /// The one center: `WidgetCenter.shared.reloadTimelines(ofKind:)` from a widget, an intent or a
    /// program of the bundle.
    public static let shared = WidgetCenter()

    private let backend = Mutex<(any WidgetCenterBackend)?>(nil)

    init() {}

    /// Installs (or with nil removes) the running host. Called by the host only.
    public func install(backend newBackend: (any WidgetCenterBackend)?) {
        backend.withLock { $0 = newBackend }
    }

    private var currentBackend: (any WidgetCenterBackend)? { backend.withLock { $0 } }

    /// Asks the running home screen to reload every instance of `kind` now: providers are asked for
    /// new timelines at once, not at their policy's time.
    public func reloadTimelines(ofKind kind: String) {
        guard let backend = currentBackend else { return }
        Task { _ = await backend.reloadTimelines(ofKind: kind) }
    }

    /// Asks the running home screen to reload every widget now.
    public func reloadAllTimelines() {
        guard let backend = currentBackend else { return }
        Task { _ = await backend.reloadAllTimelines() }
    }

    /// The placed widgets, given to `completion` (an empty list when no home screen is running).
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        guard let backend = currentBackend else { return completion(.success([])) }
        Task { completion(.success(await backend.currentConfigurations())) }
    }

    /// The placed widgets, with their kinds, families and configurations; empty when no home screen
    /// is running.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        await currentBackend?.currentConfigurations() ?? []
    }

    /// Widgetty: reloads every instance of `kind` and returns, once their providers have
    /// answered, which instances reloaded. (A separate name so `reloadTimelines(ofKind:)` in
    /// async code keeps WidgetKit's fire-and-forget meaning.)
    public func reloadTimelinesAndWait(ofKind kind: String) async -> [WidgetInstanceID] {
        await currentBackend?.reloadTimelines(ofKind: kind) ?? []
    }

    /// Widgetty: reloads all instances and returns which reloaded.
    public func reloadAllTimelinesAndWait() async -> [WidgetInstanceID] {
        await currentBackend?.reloadAllTimelines() ?? []
    }

    /// Widgetty: reloads one widget instance; false when there is no such instance.
    @discardableResult
    public func reloadTimeline(id: WidgetInstanceID) async -> Bool {
        await currentBackend?.reloadTimeline(id: id) ?? false
    }
}
