import Foundation

/// Starting processes for end-to-end tests with `posix_spawn` and an empty signal mask.
///
/// Foundation.Process started from a task hands the child an almost fully blocked signal mask,
/// which the tmux server and the app under test inherit (SIGWINCH/SIGTERM never arrive), and its
/// pipes hang when the child daemonises. So: posix_spawn, files instead of pipes.
enum ProcessSpawn {
    /// The result of a finished process.
    struct Result {
        /// The raw wait status; see `exitCode`.
        var status: Int32
        var output: String
        var error: String
        /// The exit code, or nil when the process was killed by a signal.
        var exitCode: Int32? { status & 0x7F == 0 ? (status >> 8) & 0xFF : nil }
    }

    /// Runs `argv` to completion with stdin from `input` (default /dev/null) and stdout/stderr
    /// captured through files in `directory`.
    static func run(
        _ argv: [String], input: String = "/dev/null", environment: [String: String], directory: URL
    ) -> Result {
        let id = UUID().uuidString
        let outPath = directory.appendingPathComponent("out-\(id)").path
        let errPath = directory.appendingPathComponent("err-\(id)").path
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        guard let pid = spawn(argv, environment: environment, input: input, output: outPath, error: errPath) else {
            return Result(status: -1, output: "", error: "cannot spawn \(argv[0])")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Result(status: status, output: output, error: error)
    }

    /// Starts `argv` without waiting for it (stdin from `input`, stdout and stderr into files);
    /// nil when it cannot be started.
    static func spawn(
        _ argv: [String], environment: [String: String], input: String = "/dev/null", output: String = "/dev/null",
        error: String = "/dev/null"
    ) -> pid_t? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGPIPE, SIGTSTP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let arguments = argv.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        let environment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, argv[0], &actions, &attributes, arguments, environment) == 0 else { return nil }
        return pid
    }

    /// The environment for the app under test: the test's own, without tmux/colour overrides,
    /// with a UTF-8 locale and Swift's backtracer set not to wait for a keypress; a widget
    /// bundle started by hand hands itself to the program under test (`WIDGETTY_BINARY`).
    static var testEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["TMUX", "TMUX_PANE", "NO_COLOR", "COLORTERM", "TERM_PROGRAM", "LC_ALL", "WIDGETTY_SHARED_STORE"] {
            environment[name] = nil
        }
        environment["LANG"] = "C.UTF-8"
        environment["SWIFT_BACKTRACE"] = "interactive=no"
        environment["WIDGETTY_BINARY"] = widgettyBinary
        return environment
    }

    /// ``testEnvironment`` with the XDG folders (config, cache, data, runtime) inside `directory`,
    /// so a command under test touches nothing of the user's.
    static func isolatedEnvironment(in directory: URL) -> [String: String] {
        var environment = testEnvironment
        environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
        environment["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path
        environment["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
        environment["XDG_RUNTIME_DIR"] = directory.appendingPathComponent("run").path
        return environment
    }

    /// The `widgetty` binary under test: `WIDGETTY_BINARY` when set (`make test` runs the trust
    /// suites again against the release build that way), else the one built next to the test bundle.
    static var widgettyBinary: String {
        if let chosen = ProcessInfo.processInfo.environment["WIDGETTY_BINARY"], !chosen.isEmpty {
            return URL(fileURLWithPath: chosen).standardizedFileURL.path
        }
        let bundle = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0])
        let besideBundle = bundle.deletingLastPathComponent().appendingPathComponent("widgetty").path
        if FileManager.default.isExecutableFile(atPath: besideBundle) { return besideBundle }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/widgetty").path
    }

    /// Whether tmux can be run at all (the end-to-end suite is skipped without it).
    static let tmuxAvailable: Bool = {
        let directory = FileManager.default.temporaryDirectory
        return run(["tmux", "-V"], environment: ProcessInfo.processInfo.environment, directory: directory).exitCode == 0
    }()
}
