import WidgettyKit

/// The `WidgetCenter` backend of a running scheduler: install it with
/// `WidgetCenter.shared.install(backend: RuntimeWidgetCenterBackend(runtime: runtime))`.
public struct RuntimeWidgetCenterBackend: WidgetCenterBackend {
    public let runtime: TimelineRuntime

    public init(runtime: TimelineRuntime) { self.runtime = runtime }

    public func reloadTimelines(ofKind kind: String) async -> [WidgetInstanceID] { await runtime.reload(kind: kind) }
    public func reloadAllTimelines() async -> [WidgetInstanceID] { await runtime.reloadAll() }
    public func reloadTimeline(id: WidgetInstanceID) async -> Bool { await runtime.reload(instance: id) }
    public func currentConfigurations() async -> [WidgetInfo] { await runtime.widgetInfos() }
}
