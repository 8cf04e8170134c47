import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells when the machine slept: Linux's `CLOCK_MONOTONIC` stops while suspended and
/// `CLOCK_BOOTTIME` does not, so their difference grows by each suspension's length. The
/// readings are injected (tests give their own).
public struct SuspendDetector: Sendable {
    /// The system's clocks.
    public static let system = SuspendDetector(suspendedSeconds: {
        func read(_ clock: clockid_t) -> TimeInterval {
            var time = timespec()
            clock_gettime(clock, &time)
            return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
        }
        return read(CLOCK_BOOTTIME) - read(CLOCK_MONOTONIC)
    })

    /// Seconds the machine has spent suspended since boot.
    public let suspendedSeconds: @Sendable () -> TimeInterval

    public init(suspendedSeconds: @escaping @Sendable () -> TimeInterval) { self.suspendedSeconds = suspendedSeconds }
}
