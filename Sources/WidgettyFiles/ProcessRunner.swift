import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a finished child process printed and how it ended.
public struct ProcessOutput: Hashable, Sendable {
    public var status: Int32
    /// Standard output's bytes as they came (a program may write more than text).
    public var standardOutputBytes: [UInt8]
    /// Standard output as UTF-8 text (invalid sequences replaced).
    public var standardOutput: String { String(decoding: standardOutputBytes, as: UTF8.self) }
    public var standardError: String
    public var timedOut: Bool
    /// Standard output went past the caller's limit: the child was killed and the rest dropped.
    public var overflowed = false

    public var succeeded: Bool { status == 0 && !timedOut && !overflowed }

    public init(status: Int32, standardOutput: String, standardError: String, timedOut: Bool, overflowed: Bool = false) {
        self.init(status: status, standardOutputBytes: Array(standardOutput.utf8), standardError: standardError,
                  timedOut: timedOut, overflowed: overflowed)
    }

    public init(status: Int32, standardOutputBytes: [UInt8], standardError: String, timedOut: Bool, overflowed: Bool = false) {
        self.status = status
        self.standardOutputBytes = standardOutputBytes
        self.standardError = standardError
        self.timedOut = timedOut
        self.overflowed = overflowed
    }
}

/// Why a program could not be started.
public struct ProcessStartError: Error, Hashable, Sendable, CustomStringConvertible {
    public var program: String
    public var reason: String
    public var description: String { "\(program): \(reason)" }
}

/// Runs a program from an argument vector (never a shell) with `posix_spawnp`: an empty signal
/// mask and default signal dispositions in the child (the host blocks signals it handles
/// itself, which children must not inherit), stdin from /dev/null or the caller's bytes,
/// stdout and stderr read fully from pipes, and a timeout after which the child is killed.
///
/// The blocking part (reading the pipes, `waitpid`) runs on a thread of its own, so a provider
/// awaiting it never holds a thread of the cooperative pool.
public enum ProcessRunner {
    public static func run(
        _ program: String, _ arguments: [String], environment overrides: [String: String] = [:],
        input: [UInt8]? = nil, timeout: TimeInterval = 10, outputLimit: Int = .max
    ) async -> Result<ProcessOutput, ProcessStartError> {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: runBlocking(
                    program, arguments, overrides: overrides, input: input, timeout: timeout, outputLimit: outputLimit))
            }
            thread.name = "widgetty-process"
            thread.start()
        }
    }

    private static func runBlocking(
        _ program: String, _ arguments: [String], overrides: [String: String], input: [UInt8]?, timeout: TimeInterval,
        outputLimit: Int
    ) -> Result<ProcessOutput, ProcessStartError> {
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard openPipe(&outPipe) else { return .failure(startError(program)) }
        guard openPipe(&errPipe) else {
            close(outPipe[0]); close(outPipe[1])
            return .failure(startError(program))
        }
        // The input goes through a socket pair, not a pipe: a child that exits without reading it
        // makes the write fail (MSG_NOSIGNAL), where a pipe would raise SIGPIPE in the host.
        var inSockets: [Int32] = [-1, -1]
        if input != nil {
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &inSockets) == 0 else {
                [outPipe[0], outPipe[1], errPipe[0], errPipe[1]].forEach { close($0) }
                return .failure(startError(program))
            }
            _ = shutdown(inSockets[0], Int32(SHUT_RD))
            _ = fcntl(inSockets[0], F_SETFL, fcntl(inSockets[0], F_GETFL) | O_NONBLOCK)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input != nil {
            posix_spawn_file_actions_adddup2(&actions, inSockets[1], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, so a timeout or an overflow stops the whole pipeline it started.
        ChildSignals.configure(&attributes, newProcessGroup: true)

        var environment = ProcessInfo.processInfo.environment
        environment.merge(overrides) { _, new in new }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        close(outPipe[1])
        close(errPipe[1])
        if input != nil { close(inSockets[1]) }
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            if input != nil { close(inSockets[0]) }
            return .failure(ProcessStartError(program: program, reason: String(cString: strerror(spawned))))
        }
        var unsent = input.map { $0[...] } ?? []
        var inputOpen = input != nil
        if inputOpen, unsent.isEmpty {
            close(inSockets[0])
            inputOpen = false
        }

        let deadline = Date().addingTimeInterval(timeout)
        var streams = [(fd: outPipe[0], data: Data(), open: true), (fd: errPipe[0], data: Data(), open: true)]
        var timedOut = false
        var overflowed = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while streams.contains(where: \.open) {
            var polls = streams.filter(\.open).map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            if inputOpen { polls.append(pollfd(fd: inSockets[0], events: Int16(POLLOUT), revents: 0)) }
            let remaining = timedOut ? 1000 : Int32(max(0, deadline.timeIntervalSinceNow * 1000).rounded(.up))
            let ready = poll(&polls, nfds_t(polls.count), remaining)
            if ready == 0 {
                if timedOut { break }  // killed, yet a grandchild keeps the pipe open: stop reading
                timedOut = true
                kill(-pid, SIGKILL)
                continue
            }
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for poll in polls where poll.revents != 0 {
                if inputOpen, poll.fd == inSockets[0] {
                    let sent = unsent.withUnsafeBytes { send(inSockets[0], $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                    if sent > 0 { unsent = unsent.dropFirst(sent) }
                    if unsent.isEmpty || (sent < 0 && errno != EINTR && errno != EAGAIN) {
                        close(inSockets[0])  // all sent (the child reads its end), or the child is not reading
                        inputOpen = false
                    }
                    continue
                }
                guard let index = streams.firstIndex(where: { $0.fd == poll.fd }) else { continue }
                let count = read(poll.fd, &buffer, buffer.count)
                if count > 0 {
                    streams[index].data.append(contentsOf: buffer[0..<count])
                    if index == 0, streams[0].data.count > outputLimit, !overflowed {
                        overflowed = true
                        kill(-pid, SIGKILL)
                        streams[0].data.removeAll()
                        streams[0].open = false
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    streams[index].open = false
                }
            }
        }
        streams.forEach { close($0.fd) }
        if inputOpen { close(inSockets[0]) }

        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        let exited = status & 0x7f == 0
        let exitStatus = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return .success(ProcessOutput(
            status: exitStatus, standardOutputBytes: [UInt8](streams[0].data),
            standardError: String(decoding: streams[1].data, as: UTF8.self), timedOut: timedOut, overflowed: overflowed))
    }

    /// A pipe whose ends close on exec, so other children never hold it open. (`pipe2` is not
    /// imported from Glibc; a child spawned between `pipe` and `fcntl` by another thread could
    /// inherit an end, which the timeout then bounds.)
    private static func openPipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return true
    }

    private static func startError(_ program: String) -> ProcessStartError {
        ProcessStartError(program: program, reason: String(cString: strerror(errno)))
    }
}
