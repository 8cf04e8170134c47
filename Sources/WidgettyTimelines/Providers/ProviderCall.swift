import Foundation
import WidgettyStore
@_spi(WidgettyHost) import WidgettyKit

/// One call of a widget's provider, made the same way by every caller: the scheduler, the
/// gallery's snapshots, the preview, `widgetty render` and the tests. The provider sees the
/// host's clock through ``WidgetClock``, its shared-store reads are recorded in a
/// ``SuiteReadRecorder``, and the call has the widget's time limit (its `providerTimeout`, else
/// the options' default); a call past it is cancelled and abandoned.
public struct ProviderCall: Sendable {
    public let source: WidgetTimelineSource
    /// The context of a timeline or placeholder; a snapshot is told `isPreview`, as the gallery
    /// and the preview ask for it.
    public let context: TimelineProviderContext
    public let intentValues: [String: IntentValue]
    /// How long the provider may take.
    public let timeout: Duration

    /// - Parameter defaultTimeout: the limit for a widget that sets no `providerTimeout`
    ///   (``SchedulerOptions/defaultTimeout`` unless the caller runs with other options).
    @MainActor
    public init(
        _ descriptor: AnyWidgetDescriptor, family: WidgetFamily, displaySize: CGSize, intentValues: [String: IntentValue] = [:],
        defaultTimeout: Duration = SchedulerOptions.standardTimeout
    ) {
        source = descriptor.source
        context = TimelineProviderContext(family: family, isPreview: false, displaySize: displaySize)
        self.intentValues = intentValues
        timeout = descriptor.timeLimit(for: intentValues, default: defaultTimeout)
    }

    /// The provider's placeholder for this context.
    public func placeholder() -> AnyTimelineEntry { source.placeholder(context) }

    /// The timeline the provider can give at once without waiting (an
    /// `ImmediateAppIntentTimelineProvider`), or nil.
    public func immediateTimeline(now: WidgetClock.Source, reads: SuiteReadRecorder) -> AnyTimeline? {
        guard let immediate = source.immediateTimeline else { return nil }
        let context = self.context, values = intentValues
        return WidgetClock.$host.withValue(now) {
            SuiteReadRecorder.$current.withValue(reads) { immediate(context, values) }
        }
    }

    /// Asks for a timeline on the calling task, with no time limit of its own: for the
    /// scheduler, which keeps the call's deadline among its others and cancels the task at it.
    public func timelineUntimed(now: WidgetClock.Source, reads: SuiteReadRecorder) async throws -> AnyTimeline {
        let source = self.source, context = self.context, values = intentValues
        return try await WidgetClock.$host.withValue(now) {
            try await SuiteReadRecorder.$current.withValue(reads) { try await source.timeline(context, values) }
        }
    }

    /// Asks for a snapshot (`context.isPreview` is true) on the calling task, with no time limit of its own.
    public func snapshotUntimed(now: WidgetClock.Source, reads: SuiteReadRecorder) async throws -> AnyTimelineEntry {
        let source = self.source, values = intentValues
        let context = TimelineProviderContext(family: context.family, isPreview: true, displaySize: context.displaySize)
        return try await WidgetClock.$host.withValue(now) {
            try await SuiteReadRecorder.$current.withValue(reads) { try await source.snapshot(context, values) }
        }
    }

    /// A timeline within the time limit counted on `clock`; throws ``ClockTimeoutError`` past it.
    public func timeline(
        clock: any HostClock, executor: (any TaskExecutor)?, reads: SuiteReadRecorder = SuiteReadRecorder(),
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> AnyTimeline {
        let call = self, now = clock.widgetClock
        return try await clock.run(timeout: timeout, executor: executor) {
            try await call.timelineUntimed(now: now, reads: reads)
        }
    }

    /// A snapshot within the time limit counted on `clock`; throws ``ClockTimeoutError`` past it.
    public func snapshot(
        clock: any HostClock, executor: (any TaskExecutor)?, reads: SuiteReadRecorder = SuiteReadRecorder(),
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> AnyTimelineEntry {
        let call = self, now = clock.widgetClock
        return try await clock.run(timeout: timeout, executor: executor) {
            try await call.snapshotUntimed(now: now, reads: reads)
        }
    }
}

extension HostClock {
    /// This clock as providers see it through ``WidgetClock``.
    public var widgetClock: WidgetClock.Source {
        let clock = self
        return WidgetClock.Source { clock.now }
    }
}

extension AnyTimeline {
    /// When the host would ask for the next timeline under its policy: the last entry's date for
    /// `.atEnd`, the date of `.after(date)`, nil for `.never` (only when asked).
    public var nextReloadDate: Date? {
        policy.reloadDate(lastEntryDate: validatedEntries.last?.date)
    }

    /// The entry the host shows at `now`: the last one whose date has come, else none yet.
    public func entry(at now: Date) -> AnyTimelineEntry? {
        validatedEntries.last { $0.date <= now }
    }
}
