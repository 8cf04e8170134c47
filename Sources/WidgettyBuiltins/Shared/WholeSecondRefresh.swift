import Foundation

/// When a built-in that refreshes every so often (system, network, to-do, git, disk, battery,
/// command) reloads next: `interval` after the refresh, on a whole second. That is an instant a
/// clock showing seconds wakes the process at anyway, so the refresh starts without a wake-up of
/// its own (and, answered at once, paints in the same pass).
enum WholeSecondRefresh {
    static func after(_ date: Date, interval: TimeInterval) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 + interval).rounded(.down))
    }
}
