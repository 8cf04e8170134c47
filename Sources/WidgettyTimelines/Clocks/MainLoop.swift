import CDispatchMainQueue
import Foundation

/// The home screen's main thread: one `poll` on the main queue's descriptor, with the earliest
/// alarm (``MainLoopAlarms``) as its timeout, and each wake-up one ``MainTurn``. It does what
/// `RunLoop.main.run()` did for this program, which is drain the main queue (main-actor work,
/// Dispatch sources' handlers) and fire one timer, without CoreFoundation's run loop around it:
/// that asked the kernel for the thread and process ids, re-armed a timer descriptor and moved
/// the queue's descriptor in and out of its epoll set on every pass (measured in a loop that
/// only ticks: 0.0094 against 0.0060 s of CPU a minute). Main-actor work that arrives on the
/// queue (a provider's answer) paints in the same pass, not one pass later.
@MainActor
public enum MainLoop {
    /// When ``MainLoopAlarms`` wants its timer to fire next; `nil` for never.
    private static var fireDate: Date?

    /// Sets the one timer (``MainLoopAlarms``): nil for never.
    static func setFireDate(_ date: Date?) {
        fireDate = date
    }

    /// Runs the main thread's work for good. Only on the main thread, and only once.
    public static func run() -> Never {
        let queue = _dispatch_get_main_queue_handle_4CF()
        while true {
            var descriptor = pollfd(fd: queue, events: Int16(POLLIN), revents: 0)
            let deadline = fireDate
            let ready = poll(&descriptor, 1, deadline.map { timeout(until: $0, now: Date()) } ?? -1)
            if ready < 0 {
                guard errno == EINTR else { fatalError("the main loop's poll failed: \(String(cString: strerror(errno)))") }
                continue
            }
            MainTurn.run {
                if descriptor.revents & Int16(POLLIN) != 0 {
                    // An eventfd: reading its count (8 bytes) makes it unreadable until the
                    // queue is woken again.
                    var count: UInt64 = 0
                    _ = read(queue, &count, MemoryLayout<UInt64>.size)
                    _dispatch_main_queue_callback_4CF(nil)
                }
                // A timeout is the timer firing, even when the wall clock, which alarms are
                // set in, has not quite reached its date (the poll waits out elapsed time).
                if let deadline, ready == 0 || deadline <= Date() {
                    MainLoopAlarms.shared.timerFired()
                }
            }
        }
    }

    /// How long a poll waits for `deadline`, in milliseconds rounded up (a tick is late by
    /// less than one, never early): nothing once it has passed.
    static func timeout(until deadline: Date, now: Date) -> Int32 {
        let milliseconds = (deadline.timeIntervalSince(now) * 1000).rounded(.up)
        return Int32(min(max(0, milliseconds), Double(Int32.max)))
    }
}
