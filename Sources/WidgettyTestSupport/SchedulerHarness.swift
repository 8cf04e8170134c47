import WidgettyTimelines
import Foundation
import WidgettyKit

/// A scheduler on a virtual clock with its events recorded: the fixture of scheduler tests.
@MainActor
public final class SchedulerHarness {
    public let clock: VirtualClock
    public let origin: Date
    public let runtime: TimelineRuntime
    public let recorder: SchedulerEventRecorder
    private let zone = SchedulerZoneSetting()

    public init(origin: Date = Date(timeIntervalSince1970: 1_800_000_000), cache: TimelineCache? = nil,
                defaultTimeout: Duration = SchedulerOptions.standardTimeout)
    {
        let clock = VirtualClock(now: origin)
        let zone = self.zone
        var options = SchedulerOptions()
        options.taskExecutor = clock.executor
        options.cache = cache
        options.defaultTimeout = defaultTimeout
        options.timeZone = { zone.value }
        self.clock = clock
        self.origin = origin
        let recorder = SchedulerEventRecorder(clock: clock, origin: origin)
        self.recorder = recorder
        runtime = TimelineRuntime(clock: clock, options: options) { recorder.record($0) }
    }

    /// Seconds from the origin to `date`.
    public func offset(_ date: Date) -> TimeInterval { date.timeIntervalSince(origin) }

    /// A script whose calls are recorded on this harness's clock.
    public func script(_ respond: @escaping @Sendable (_ call: Int, _ now: Date) -> SchedulerScriptedResponse) -> SchedulerProviderScript {
        SchedulerProviderScript(clock: clock, respond: respond)
    }

    /// Registers a scripted static widget under `id` (family small, 20×8 cells).
    @discardableResult
    public func add(_ id: WidgetInstanceID, kind: String = "test", script: SchedulerProviderScript,
                    configure: (inout AnyWidgetDescriptor) -> Void = { _ in }) -> Bool
    {
        guard var descriptor = AnyWidgetDescriptor.scripted(kind: kind, script: script) else { return false }
        configure(&descriptor)
        runtime.register(id, descriptor: descriptor, family: .systemSmall, displaySize: CGSize(width: 20, height: 8))
        return true
    }

    /// Moves the virtual clock to `seconds` after the origin.
    public func advance(to seconds: TimeInterval) async {
        await clock.advance(to: origin.addingTimeInterval(seconds))
    }

    /// The label of the entry `id` shows now.
    public func label(_ id: WidgetInstanceID) -> String? {
        (runtime.cellState(id)?.entry.base as? SchedulerTestEntry)?.label
    }

    /// Changes the time zone the scheduler reads on waking.
    public func setTimeZone(_ timeZone: TimeZone) {
        zone.value = timeZone
    }
}

/// The time zone a harness's scheduler reads, changeable by the test.
final class SchedulerZoneSetting: @unchecked Sendable {
    private let lock = NSLock()
    private var zone = TimeZone(identifier: "UTC") ?? .current
    var value: TimeZone {
        get { lock.withLock { zone } }
        set { lock.withLock { zone = newValue } }
    }
}
