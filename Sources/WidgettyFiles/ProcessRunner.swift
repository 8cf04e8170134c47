import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a program could not be started.
public struct ProcessStartError: Error, Hashable, Sendable, CustomStringConvertible {
    public var program: String
    public var reason: String
    public var description: String { "\(program): \(reason)" }
}

/// Runs a program from an argument vector (never a shell) with `posix_spawnp`: an empty signal
/// mask and default signal dispositions in the child (the host blocks signals it handles
/// itself, which children must not inherit), stdin from /dev/null or the caller's bytes,
/// stdout and stderr read from pipes, each under a budget checked as the bytes arrive (past it the
/// child and its process group are killed and the stream is no longer read:
/// ``ProcessOutput/overflow``), and a timeout after which the child is killed. There is no way
/// to ask for a stream without a bound: every program a widget, a secret or the fetcher runs is
/// read through here.
///
/// The blocking part (reading the pipes, `waitpid`) runs on a thread of its own, so a provider
/// awaiting it never holds a thread of the cooperative pool.
public enum ProcessRunner {
    /// Standard output's budget when the caller names none: 1 MiB, more than any cell shows.
    public static let defaultOutputLimit = 1 << 20
    /// Standard error's budget when the caller names none: 64 KiB (only its first or last line
    /// is ever shown, as a reason).
    public static let defaultErrorLimit = 64 << 10

    public static func run(
        _ program: String, _ arguments: [String], environment overrides: [String: String] = [:],
        input: [UInt8]? = nil, timeout: TimeInterval = 10, outputLimit: Int = defaultOutputLimit,
        errorLimit: Int = defaultErrorLimit
    ) async -> Result<ProcessOutput, ProcessStartError> {
        // Below Int.max, so that one byte past a budget can be asked for.
        let limits = (output: min(max(0, outputLimit), Int.max - 1), error: min(max(0, errorLimit), Int.max - 1))
        // A cancelled caller (a provider past its time limit) ends the child at once: the thread
        // reading it is woken and kills its process group, so nothing is left running or held.
        let cancel = CancelSignal()
        defer { cancel.close() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread {
                    continuation.resume(returning: runBlocking(
                        program, arguments, overrides: overrides, input: input, timeout: timeout, limits: limits,
                        cancel: cancel.readEnd))
                }
                thread.name = "widgetty-process"
                thread.start()
            }
        } onCancel: {
            cancel.fire()
        }
    }

    private static func runBlocking(
        _ program: String, _ arguments: [String], overrides: [String: String], input: [UInt8]?, timeout: TimeInterval,
        limits: (output: Int, error: Int), cancel: Int32
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
        // Bytes kept as they come, handed back without a copy (a fetched body may be megabytes).
        var streams = [(fd: outPipe[0], data: [UInt8](), open: true, limit: limits.output, name: ProcessOutput.Stream.standardOutput),
                       (fd: errPipe[0], data: [UInt8](), open: true, limit: limits.error, name: ProcessOutput.Stream.standardError)]
        var timedOut = false
        var overflow: ProcessOutput.Overflow?
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while streams.contains(where: \.open) {
            var polls = streams.filter(\.open).map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            if inputOpen { polls.append(pollfd(fd: inSockets[0], events: Int16(POLLOUT), revents: 0)) }
            if !timedOut, cancel >= 0 { polls.append(pollfd(fd: cancel, events: Int16(POLLIN), revents: 0)) }
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
                if poll.fd == cancel {
                    // Cancelled: as at the timeout, the group is killed and the pipes drained.
                    if !timedOut { kill(-pid, SIGKILL) }
                    timedOut = true
                    continue
                }
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
                // Never more than one byte past the budget is asked for, so the budget holds at the read.
                let room = streams[index].limit + 1 - streams[index].data.count
                let count = read(poll.fd, &buffer, min(buffer.count, max(1, room)))
                if count > 0 {
                    guard streams[index].data.count + count <= streams[index].limit else {
                        if overflow == nil {
                            overflow = ProcessOutput.Overflow(stream: streams[index].name, limit: streams[index].limit)
                            kill(-pid, SIGKILL)
                        }
                        streams[index].data = []
                        streams[index].open = false
                        continue
                    }
                    streams[index].data.append(contentsOf: buffer[0..<count])
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
            status: exitStatus, standardOutputBytes: streams[0].data,
            standardError: String(decoding: streams[1].data, as: UTF8.self), timedOut: timedOut, overflow: overflow))
    }

    /// A pipe whose ends close on exec, so other children never hold it open. (`pipe2` is not
    /// imported from Glibc; a child spawned between `pipe` and `fcntl` by another thread could
    /// inherit an end, which the timeout then bounds.)
    public static func openPipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return true
    }

    private static func startError(_ program: String) -> ProcessStartError {
        ProcessStartError(program: program, reason: String(cString: strerror(errno)))
    }
}
