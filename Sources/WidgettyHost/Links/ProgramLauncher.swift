import Dispatch
import Foundation
import WidgettyFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts link handlers: an argument vector run directly with `posix_spawnp` (never a shell), with
/// an empty signal mask, so every argument, the URL included, reaches the program unmodified.
public enum ProgramLauncher {
    /// Why a program could not be run or how it ended badly.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        case notFound(String)
        case couldNotStart(String, errno: Int32)
        case exited(String, status: Int32)
        case killed(String, signal: Int32)
        case timedOut(String)

        public var description: String {
            switch self {
            case .notFound(let p): return "\(p): command not found"
            case .couldNotStart(let p, let e): return "\(p): could not start (\(String(cString: strerror(e))))"
            case .exited(let p, let s): return "\(p) exited with status \(s)"
            case .killed(let p, let s): return "\(p) was killed by signal \(s)"
            case .timedOut(let p): return "\(p) did not finish in time and was stopped"
            }
        }
    }

    /// Starts `arguments` in the background (standard streams on /dev/null) and reports how it
    /// ended on the main queue: nil for success. A program still running after `timeout` is sent
    /// SIGTERM (then SIGKILL) and reported as timed out.
    @MainActor
    public static func launchInBackground(
        _ arguments: [String], timeout: Duration = .seconds(30),
        completion: @escaping @MainActor (Failure?) -> Void
    ) {
        let pid: pid_t
        switch spawn(arguments, inheritStandardStreams: false) {
        case .failure(let failure):
            completion(failure)
            return
        case .success(let p):
            pid = p
        }
        let running = RunningProgram(pid: pid, name: arguments[0], timeout: timeout, completion: completion)
        // Linux has no process dispatch source: a plain thread (not the cooperative pool) waits.
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            let finalStatus = status
            DispatchQueue.main.async { MainActor.assumeIsolated { running.finished(status: finalStatus) } }
        }
    }

    /// A background program being waited for, with its timeout.
    @MainActor
    private final class RunningProgram {
        let pid: pid_t
        let name: String
        let completion: @MainActor (Failure?) -> Void
        private let timer = DispatchSource.makeTimerSource(queue: .main)
        private var timedOut = false

        init(pid: pid_t, name: String, timeout: Duration, completion: @escaping @MainActor (Failure?) -> Void) {
            self.pid = pid
            self.name = name
            self.completion = completion
            let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
            timer.schedule(deadline: .now() + seconds, repeating: .seconds(1))
            timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.stop() } }
            timer.resume()
        }

        private func stop() {
            kill(pid, timedOut ? SIGKILL : SIGTERM)
            timedOut = true
        }

        func finished(status: Int32) {
            timer.cancel()
            completion(timedOut ? .timedOut(name) : ProgramLauncher.outcome(name, status: status))
        }
    }

    /// Runs `arguments` in the foreground on the terminal and waits for it. The caller has
    /// handed the terminal over (backend suspended) before calling this.
    public static func runInForeground(_ arguments: [String]) -> Failure? {
        switch spawn(arguments, inheritStandardStreams: true) {
        case .failure(let failure): return failure
        case .success(let pid):
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                if errno != EINTR { return nil }
            }
            return outcome(arguments[0], status: status)
        }
    }

    fileprivate static func outcome(_ name: String, status: Int32) -> Failure? {
        let signal = status & 0x7F
        if signal == 0 {
            let code = (status >> 8) & 0xFF
            return code == 0 ? nil : .exited(name, status: code)
        }
        return .killed(name, signal: signal)
    }

    private static func spawn(_ arguments: [String], inheritStandardStreams: Bool) -> Result<pid_t, Failure> {
        guard let program = arguments.first, !program.isEmpty else { return .failure(.notFound("(empty command)")) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // In the terminal's process group: an editor it opens takes the terminal.
        ChildSignals.configure(&attributes, defaults: [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGPIPE, SIGCHLD, SIGTSTP])

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if !inheritStandardStreams {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        var result = posix_spawnp(&pid, program, &actions, &attributes, argv, environment)
        // A script saved a moment ago can be "busy" while another thread's fork still holds the
        // editor's descriptor to it; that passes within milliseconds.
        var attempts = 0
        while result == ETXTBSY, attempts < 5 {
            attempts += 1
            usleep(20_000)
            result = posix_spawnp(&pid, program, &actions, &attributes, argv, environment)
        }
        if result == ENOENT { return .failure(.notFound(program)) }
        guard result == 0 else { return .failure(.couldNotStart(program, errno: result)) }
        return .success(pid)
    }
}
