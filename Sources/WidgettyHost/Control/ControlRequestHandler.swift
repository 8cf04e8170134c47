import WidgettyHomeFile
import WidgettyTimelines
import Foundation
import WidgettyKit

/// Answers control requests from the running scheduler: reloads (awaited, so the answer says
/// what reloaded), timelines, the list of instances, and shared-store changes (the widgets that
/// read the suite reload).
@MainActor
public struct ControlRequestHandler {
    public let scheduler: TimelineRuntime
    /// The alerts firing now, as the screen's state holds them (`alerts`).
    public var alerts: [ControlAlert]

    public init(scheduler: TimelineRuntime, alerts: [ControlAlert] = []) {
        self.scheduler = scheduler
        self.alerts = alerts
    }

    public func respond(to request: ControlRequest) async -> ControlResponse {
        switch request.command {
        case "reload":
            if let id = request.id {
                guard scheduler.descriptor(of: WidgetInstanceID(id)) != nil else { return unknown(id) }
                let done = await scheduler.reload(instance: WidgetInstanceID(id))
                return ControlResponse(ok: true, reloaded: done ? [id] : [])
            }
            if let kind = request.kind {
                guard scheduler.instanceIDs.contains(where: { scheduler.descriptor(of: $0)?.kind == kind }) else {
                    return .failure("no widget of kind '\(kind)' on the screen (kinds: \(kinds.joined(separator: ", ")))")
                }
                return ControlResponse(ok: true, reloaded: await scheduler.reload(kind: kind).map(\.rawValue).sorted())
            }
            return ControlResponse(ok: true, reloaded: await scheduler.reloadAll().map(\.rawValue).sorted())
        case "timeline":
            guard let id = request.id else { return .failure("timeline needs an id") }
            let instance = WidgetInstanceID(id)
            guard let info = scheduler.timelineInfo(instance), let descriptor = scheduler.descriptor(of: instance) else {
                return unknown(id)
            }
            let family = scheduler.widgetInfos().first { $0.id == instance }?.family ?? .systemSmall
            return ControlResponse(
                ok: true,
                timeline: ControlTimeline(
                    id: id, kind: descriptor.kind, family: HomeFileParser.name(of: family), entries: info.entryDates,
                    current: info.currentIndex, policy: info.policy.map(Self.describe), nextReload: info.nextReload,
                    isLoading: info.isLoading, lastError: info.lastError?.description,
                    consecutiveFailures: info.consecutiveFailures, waitingSince: info.waitingSince))
        case "changed":
            // Answered at once: the writer waits for this answer, not for the widgets' providers.
            guard let suite = request.suite else { return .failure("changed needs a suite") }
            return ControlResponse(ok: true, reloaded: scheduler.requestReload(readersOf: suite).map(\.rawValue))
        case "alerts":
            return ControlResponse(ok: true, alerts: alerts)
        case "list":
            return ControlResponse(
                ok: true,
                widgets: scheduler.widgetInfos().map {
                    ControlWidget(id: $0.id.rawValue, kind: $0.kind, family: HomeFileParser.name(of: $0.family))
                })
        default:
            return .failure("unknown command '\(request.command)' (reload, timeline, list, alerts or changed)")
        }
    }

    private var kinds: [String] {
        Array(Set(scheduler.instanceIDs.compactMap { scheduler.descriptor(of: $0)?.kind })).sorted()
    }

    private func unknown(_ id: String) -> ControlResponse {
        .failure("no widget with id '\(id)' (ids: \(scheduler.instanceIDs.map(\.rawValue).joined(separator: ", ")))")
    }

    static func describe(_ policy: TimelineReloadPolicy) -> String {
        switch policy.rule {
        case .atEnd: return "atEnd"
        case .never: return "never"
        case .after(let date): return "after \(date.ISO8601Format())"
        }
    }
}
