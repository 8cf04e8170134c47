import Foundation
import Synchronization

/// Running work that must not block, so that a regression fails a test instead of hanging it.
enum Deadline {
    /// `work`'s result when it finishes within `seconds` on a thread of its own; nil when it does
    /// not, after `unblock` has let it finish (so no thread stays stuck behind the test).
    static func finishing<T: Sendable>(
        within seconds: Double, unblock: () -> Void, _ work: @escaping @Sendable () -> T
    ) -> T? {
        let result = Outcome<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            result.value.withLock { $0 = work() }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else {
            unblock()
            done.wait()
            return nil
        }
        return result.value.withLock { $0 }
    }

    /// What the work's thread hands back.
    private final class Outcome<T: Sendable>: Sendable {
        let value = Mutex<T?>(nil)
    }

    /// Opens `fifo` for writing and closes it again: a reader stuck in `open` goes on, and then
    /// finds the end of the file.
    static func unblockReader(of fifo: String) {
        let descriptor = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor >= 0 { close(descriptor) }
    }
}
