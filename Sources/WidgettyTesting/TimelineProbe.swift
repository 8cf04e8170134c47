import WidgettyTimelines
import Foundation
import Synchronization
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// One widget run on the home screen's own scheduler against a ``VirtualClock``: its provider is
/// asked for timelines exactly when the home screen would ask (first load, the policy's reload,
/// retries after a failure), each entry is shown from its date, and time moves only when the test
/// says. Every timeline the provider returned is kept, so a test can assert entries, policy and
/// reloads.
///
/// ```swift
/// let probe = TimelineProbe(MyWidget(), family: .systemSmall)
/// await probe.start()
/// #expect(probe.entryOffsets == [0, 3600, 7200])
/// #expect(probe.policy == .atEnd)
/// await probe.advance(by: 7200)        // the last entry's date: `.atEnd` reloads
/// #expect(probe.timelines.count == 2)
/// ```
@MainActor
public final class TimelineProbe {
    /// The clock the scheduler sleeps on; ``advance(by:)`` moves it.
    public let clock: VirtualClock
    /// When the probe was created: offsets are measured from here.
    public let origin: Date
    /// The family the probe asks the provider for.
    public let family: WidgetFamily
    private let runtime: TimelineRuntime
    private let descriptor: AnyWidgetDescriptor
    private let recorder = TimelineRecorder()
    private let id: WidgetInstanceID = "probe"
    private let size: Size

    /// A probe for the widget kind `descriptor` at `family`, configured with `params` (intent
    /// values by parameter key), its clock starting at `now` — the real time by default, since
    /// providers date their entries with `Date()`. `timeZone` says when the day changes (at its
    /// midnight every widget reloads, as on the home screen); by default a zone in which `now` is
    /// midday, so no day change falls within 11½ hours of the start whatever the hour of the run.
    public init(
        _ descriptor: AnyWidgetDescriptor, family: WidgetFamily = .systemSmall, params: [String: IntentValue] = [:],
        size: Size? = nil, now: Date = Date(), timeZone: TimeZone? = nil
    ) {
        let timeZone = timeZone ?? Self.zone(whereItIsMiddayAt: now)
        clock = VirtualClock(now: now)
        origin = now
        self.family = family
        self.size = size ?? family.standardContentSize
        var options = SchedulerOptions()
        options.taskExecutor = clock.executor
        options.timeZone = { timeZone }
        runtime = TimelineRuntime(clock: clock, options: options)
        var recording = descriptor
        let source = descriptor.source, recorder = self.recorder
        recording.source = WidgetTimelineSource(
            placeholder: source.placeholder, snapshot: source.snapshot,
            timeline: { context, values in
                let timeline = try await source.timeline(context, values)
                recorder.append(timeline)
                return timeline
            })
        self.descriptor = recording
        self.params = params
    }

    /// A probe for a widget type's first kind.
    public convenience init(
        _ widget: some Widget, family: WidgetFamily = .systemSmall, params: [String: IntentValue] = [:],
        size: Size? = nil, now: Date = Date(), timeZone: TimeZone? = nil
    ) {
        guard let descriptor = widget.widgetDescriptors.first else {
            preconditionFailure("\(type(of: widget)) declares no widget kind: its body has no configuration")
        }
        self.init(descriptor, family: family, params: params, size: size, now: now, timeZone: timeZone)
    }

    private let params: [String: IntentValue]

    /// A fixed-offset zone in which `date` falls within half an hour of noon.
    nonisolated static func zone(whereItIsMiddayAt date: Date) -> TimeZone {
        var secondsIntoUTCDay = date.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400)
        if secondsIntoUTCDay < 0 { secondsIntoUTCDay += 86_400 }
        let hours = ((43_200 - secondsIntoUTCDay) / 3_600).rounded()
        return TimeZone(secondsFromGMT: Int(hours) * 3_600) ?? .gmt
    }

    /// Places the widget (the placeholder shows) and lets the first timeline load. A first entry
    /// dated within a second after the clock (the provider read `Date()` a moment later) is
    /// waited for, so it shows.
    public func start() async {
        runtime.register(
            id, descriptor: descriptor, family: family, displaySize: CGSize(width: size.width, height: size.height),
            intentValues: params)
        await clock.settle()
        if let first = entries.first?.date, first > clock.now, first.timeIntervalSince(clock.now) < 1 {
            await clock.advance(to: first)
        }
    }

    /// Moves the clock forward, stopping at each entry date and reload on the way.
    public func advance(by seconds: TimeInterval) async {
        await clock.advance(by: seconds)
    }

    /// Asks for a new timeline now, as `WidgetCenter.shared.reloadTimelines(ofKind:)` would.
    public func reload() async {
        runtime.requestReload(id)
        await clock.settle()
    }

    /// Every timeline the provider returned, oldest first.
    public var timelines: [AnyTimeline] { recorder.timelines }

    /// The entries of the latest timeline, in date order (as the host orders them).
    public var entries: [AnyTimelineEntry] { timelines.last?.validatedEntries ?? [] }

    /// The latest timeline's entries as the provider's own type (empty if they are another type).
    public func entries<Entry: TimelineEntry>(as type: Entry.Type) -> [Entry] {
        entries.compactMap { $0.base as? Entry }
    }

    /// Whole seconds from ``origin`` to each entry's date: `[0, 3600, 7200]` for hourly entries
    /// from `Date()` (a provider reads the real time a moment after the probe was made).
    public var entryOffsets: [TimeInterval] {
        entries.map { $0.date.timeIntervalSince(origin).rounded() }
    }

    /// The latest timeline's reload policy.
    public var policy: TimelineReloadPolicy? { timelines.last?.policy }

    /// When the scheduler will ask the provider again (nil: only when asked).
    public var nextReload: Date? { runtime.timelineInfo(id)?.nextReload }

    /// The entry the home screen shows now.
    public var currentEntry: AnyTimelineEntry? { runtime.cellState(id)?.entry }

    /// The shown entry is still the placeholder (no timeline yet).
    public var isShowingPlaceholder: Bool { runtime.cellState(id)?.isPlaceholder ?? true }

    /// Why the last provider call failed, if it did.
    public var lastError: SchedulerError? { runtime.cellState(id)?.lastError }

    /// The widget as the home screen draws it now (at the clock's time, redacted while a placeholder).
    public var rendered: RenderedView? {
        guard let state = runtime.cellState(id) else { return nil }
        let environment = WidgetDrawing.environment(
            family: family, now: clock.now, placeholder: state.isPlaceholder, base: .fixedForTests)
        return WidgetDrawing.render(state.entry, of: descriptor, size: size, environment: environment)
    }

    /// ``rendered`` as lines of text.
    public var lines: [String] { rendered?.lines ?? [] }
}

/// The timelines a provider returned, appended from the scheduler's tasks.
final class TimelineRecorder: Sendable {
    private let recorded = Mutex<[AnyTimeline]>([])
    func append(_ timeline: AnyTimeline) { recorded.withLock { $0.append(timeline) } }
    var timelines: [AnyTimeline] { recorded.withLock { $0 } }
}
