import Foundation
import Synchronization
import WidgettyFiles

#if canImport(Glibc)
    import Glibc
#endif

/// One running extension process: its pipes, its standard error's last lines (kept by a thread
/// of its own, so a chatty extension never blocks on a full pipe), and what the kernel says of
/// its memory and processor time. Started in a process group of its own, so killing it kills
/// anything it started.
final class ExtensionChild: Sendable {
    let pid: pid_t
    /// The extension's stdin (requests go here) and stdout (replies come from here).
    let requests: Int32
    let replies: Int32
    private let errorTail: Mutex<[UInt8]>
    /// Set when standard error has closed (the process and all it started are gone).
    private let errorsEnded = Mutex(false)
    /// Whether stdin and stdout are closed: each is closed once, never a number reused since.
    private let closed = Mutex((requests: false, replies: false))
    /// The wait status once reaped: its process id may then belong to another process.
    private let reapedStatus = Mutex<Int32?>(nil)
    /// The most of standard error kept: its last lines hold the reason for a crash.
    static let errorTailLimit = 16 << 10

    private init(pid: pid_t, requests: Int32, replies: Int32) {
        self.pid = pid
        self.requests = requests
        self.replies = replies
        self.errorTail = Mutex([])
    }

    /// Starts `executable` with `arguments` in `directory`, with exactly `environment`.
    static func start(
        executable: String, arguments: [String], environment: [String: String]
    ) throws(ExtensionCallFailure) -> ExtensionChild {
        // Requests go through a socket pair, not a pipe: writing to an extension that died fails
        // (MSG_NOSIGNAL) where a pipe would raise SIGPIPE in the home screen.
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &input) == 0 else {
            throw .notStarted(String(cString: strerror(errno)))
        }
        _ = shutdown(input[1], Int32(SHUT_RD))
        guard ProcessRunner.openPipe(&output) else {
            input.forEach { close($0) }
            throw .notStarted(String(cString: strerror(errno)))
        }
        guard ProcessRunner.openPipe(&errors) else {
            (input + output).forEach { close($0) }
            throw .notStarted(String(cString: strerror(errno)))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        ChildSignals.configure(&attributes, newProcessGroup: true)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        [input[0], output[1], errors[1]].forEach { close($0) }
        guard spawned == 0 else {
            [input[1], output[0], errors[0]].forEach { close($0) }
            throw .notStarted("\(executable): \(String(cString: strerror(spawned)))")
        }
        let child = ExtensionChild(pid: pid, requests: input[1], replies: output[0])
        child.keepErrorTail(from: errors[0])
        return child
    }

    /// Reads standard error until it closes, keeping its last ``errorTailLimit`` bytes.
    private func keepErrorTail(from descriptor: Int32) {
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                errorTail.withLock { tail in
                    tail.append(contentsOf: buffer[0..<count])
                    if tail.count > Self.errorTailLimit { tail.removeFirst(tail.count - Self.errorTailLimit) }
                }
            }
            close(descriptor)
            errorsEnded.withLock { $0 = true }
        }
        thread.name = "widgetty-extension-stderr"
        thread.start()
    }

    /// The last of what it wrote to standard error.
    var standardErrorTail: String { String(decoding: errorTail.withLock { $0 }, as: UTF8.self) }

    /// The last of standard error once it has closed (a dead process's last words arrive after
    /// its exit), waiting at most `seconds`.
    func finalStandardErrorTail(waiting seconds: TimeInterval = 0.5) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while !errorsEnded.withLock({ $0 }), Date() < deadline { usleep(5_000) }
        return standardErrorTail
    }

    /// Its resident memory now, in bytes (nil once it is gone).
    var residentBytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return nil }
        let fields = status.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The processor time it has used, user and system, in seconds (nil once it is gone).
    var processorSeconds: Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Kills its process group and reaps it; the wait status.
    @discardableResult
    func kill() -> Int32 {
        if let status = reapedStatus.withLock({ $0 }) { return status }
        Glibc.kill(-pid, SIGKILL)
        return reap()
    }

    /// Closes its stdin (an extension exits at the end of its input) and reaps it, killing it if
    /// it has not exited within `grace` seconds; the wait status.
    @discardableResult
    func end(grace: TimeInterval = 2) -> Int32 {
        if let status = reapedStatus.withLock({ $0 }) { return status }
        closeRequests()
        let deadline = Date().addingTimeInterval(grace)
        var status: Int32 = 0
        while Date() < deadline {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid {
                reapedStatus.withLock { $0 = status }
                closeReplies()
                return status
            }
            if reaped < 0, errno != EINTR { break }
            usleep(10_000)
        }
        return kill()
    }

    /// Waits for it to exit (after it died or was killed); the wait status.
    func reap() -> Int32 {
        if let status = reapedStatus.withLock({ $0 }) { return status }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        reapedStatus.withLock { $0 = status }
        closeRequests()
        closeReplies()
        return status
    }

    func closeRequests() {
        if closed.withLock({ state in defer { state.requests = true }; return !state.requests }) { close(requests) }
    }

    private func closeReplies() {
        if closed.withLock({ state in defer { state.replies = true }; return !state.replies }) { close(replies) }
    }
}
