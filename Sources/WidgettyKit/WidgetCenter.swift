import Synchronization

/// The host side of ``WidgetCenter``: the running home screen implements it and installs it.
public protocol WidgetCenterBackend: Sendable {
    /// Reloads every instance of `kind` and returns the instances that reloaded.
    func reloadTimelines(ofKind kind: String) async -> [WidgetInstanceID]
    func reloadAllTimelines() async -> [WidgetInstanceID]
    /// Reloads one instance; false when there is no such instance.
    func reloadTimeline(id: WidgetInstanceID) async -> Bool
    func currentConfigurations() async -> [WidgetInfo]
}

/// A widget placed on the home screen, as in WidgetKit.
public struct WidgetInfo: Sendable {
    public let id: WidgetInstanceID
    public let kind: String
    public let family: WidgetFamily
    /// The instance's configuration intent, for configurable widgets.
    public let configuration: (any WidgetConfigurationIntent)?

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
    public static let shared = WidgetCenter()

    private let backend = Mutex<(any WidgetCenterBackend)?>(nil)

    init() {}

    /// Installs (or with nil removes) the running host. Called by the host only.
    public func install(backend newBackend: (any WidgetCenterBackend)?) {
        backend.withLock { $0 = newBackend }
    }

    private var currentBackend: (any WidgetCenterBackend)? { backend.withLock { $0 } }

    public func reloadTimelines(ofKind kind: String) {
        guard let backend = currentBackend else { return }
        Task { _ = await backend.reloadTimelines(ofKind: kind) }
    }

    public func reloadAllTimelines() {
        guard let backend = currentBackend else { return }
        Task { _ = await backend.reloadAllTimelines() }
    }

    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        guard let backend = currentBackend else { return completion(.success([])) }
        Task { completion(.success(await backend.currentConfigurations())) }
    }

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
