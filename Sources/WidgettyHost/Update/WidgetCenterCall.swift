import WidgettyKit

/// A widget's call of `WidgetCenter.shared`, on its way to the home screen's inbox with the
/// reply its caller awaits.
public enum WidgetCenterCall: Sendable {
    case reloadKind(String, reply: @Sendable ([WidgetInstanceID]) -> Void)
    case reloadAll(reply: @Sendable ([WidgetInstanceID]) -> Void)
    case reloadInstance(WidgetInstanceID, reply: @Sendable (Bool) -> Void)
    case configurations(reply: @Sendable ([WidgetInfo]) -> Void)
}

/// `WidgetCenter.shared` on a running home screen: every call is a message in its inbox
/// (``HomeMessage/widgetCenterCalled(_:)``), answered when its turn comes.
public struct HomeWidgetCenterBackend: WidgetCenterBackend {
    private let runtime: HomeRuntime

    public init(runtime: HomeRuntime) { self.runtime = runtime }

    public func reloadTimelines(ofKind kind: String) async -> [WidgetInstanceID] {
        await ask { .reloadKind(kind, reply: $0) }
    }

    public func reloadAllTimelines() async -> [WidgetInstanceID] {
        await ask { .reloadAll(reply: $0) }
    }

    public func reloadTimeline(id: WidgetInstanceID) async -> Bool {
        await ask { .reloadInstance(id, reply: $0) }
    }

    public func currentConfigurations() async -> [WidgetInfo] {
        await ask { .configurations(reply: $0) }
    }

    private func ask<Answer: Sendable>(_ call: @escaping @Sendable (@escaping @Sendable (Answer) -> Void) -> WidgetCenterCall) async -> Answer {
        await withCheckedContinuation { continuation in
            let runtime = self.runtime
            Task { @MainActor in runtime.send(.widgetCenterCalled(call { continuation.resume(returning: $0) })) }
        }
    }
}
