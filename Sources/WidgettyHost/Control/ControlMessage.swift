import Foundation
import WidgettyKit

/// A request to a running home screen over its control socket: one JSON object on one line.
public struct ControlRequest: Codable, Hashable, Sendable {
    /// `reload`, `timeline`, `list`, `alerts`, or `changed` (a shared-store suite was written).
    public var command: String
    public var kind: String?
    public var id: String?
    /// The suite a `changed` request is about.
    public var suite: String?

    public init(command: String, kind: String? = nil, id: String? = nil, suite: String? = nil) {
        self.command = command
        self.kind = kind
        self.id = id
        self.suite = suite
    }
}

/// The answer to a ``ControlRequest``: one JSON object on one line.
public struct ControlResponse: Codable, Hashable, Sendable {
    public var ok: Bool
    public var error: String?
    /// Instance ids that reloaded (`reload`), or that read the changed suite and are reloading (`changed`).
    public var reloaded: [String]?
    /// Every widget instance with its kind (`list`).
    public var widgets: [ControlWidget]?
    /// One instance's timeline (`timeline`).
    public var timeline: ControlTimeline?
    /// The alerts firing now (`alerts`).
    public var alerts: [ControlAlert]?

    public static func failure(_ message: String) -> ControlResponse { ControlResponse(ok: false, error: message) }

    public init(
        ok: Bool, error: String? = nil, reloaded: [String]? = nil, widgets: [ControlWidget]? = nil,
        timeline: ControlTimeline? = nil, alerts: [ControlAlert]? = nil
    ) {
        self.ok = ok
        self.error = error
        self.reloaded = reloaded
        self.widgets = widgets
        self.timeline = timeline
        self.alerts = alerts
    }
}

/// A widget instance as `list` reports it.
public struct ControlWidget: Codable, Hashable, Sendable {
    public var id: String
    public var kind: String
    public var family: String
}

/// What `widgetty timeline ID` prints: a running widget's timeline as the scheduler holds it.
public struct ControlTimeline: Codable, Hashable, Sendable {
    public var id: String
    public var kind: String
    public var family: String
    public var entries: [Date]
    /// Index into `entries` of the entry shown now.
    public var current: Int?
    /// `atEnd`, `after <date>` or `never`; nil before the first timeline.
    public var policy: String?
    public var nextReload: Date?
    public var isLoading: Bool
    public var lastError: String?
    public var consecutiveFailures: Int
    /// When the call that outlived its timeout began, while it still holds its thread.
    public var waitingSince: Date?
}

/// A firing alert as `widgetty alerts` prints it.
public struct ControlAlert: Codable, Hashable, Sendable {
    public var widget: String
    public var widgetName: String
    public var name: String
    public var condition: String
    public var value: String
    public var since: Date
    public var acknowledged: Bool

    public init(widget: String, widgetName: String, name: String, condition: String, value: String, since: Date, acknowledged: Bool) {
        self.widget = widget
        self.widgetName = widgetName
        self.name = name
        self.condition = condition
        self.value = value
        self.since = since
        self.acknowledged = acknowledged
    }
}
