import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A task's cancellation turned into something `poll` can wait on: a pipe that becomes readable
/// when ``fire()`` is called, so a thread blocked in `poll` for a child process wakes and ends it.
/// Firing after ``close()`` does nothing (the descriptor may already be another file's).
final class CancelSignal: Sendable {
    /// The end to poll for reading; -1 when no pipe could be made (cancellation is then not seen,
    /// and the child ends at its timeout as before).
    let readEnd: Int32
    private let writeEnd: Int32
    private let closed = Mutex(false)

    init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            readEnd = fds[0]
            writeEnd = fds[1]
        } else {
            readEnd = -1
            writeEnd = -1
        }
    }

    func fire() {
        closed.withLock { closed in
            guard !closed, writeEnd >= 0 else { return }
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
        }
    }

    func close() {
        closed.withLock { closed in
            guard !closed else { return }
            closed = true
            if readEnd >= 0 { Glibc.close(readEnd) }
            if writeEnd >= 0 { Glibc.close(writeEnd) }
        }
    }
}
