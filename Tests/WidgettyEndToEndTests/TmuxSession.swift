import Foundation
import Testing

/// One app under test in a private tmux server: its own socket and config in a temp directory,
/// so tests never touch the user's tmux. Reusable for every screen: start, wait for text, send
/// keys, capture, resize, wait for the exit status.
final class TmuxSession {
    let directory: URL
    let socket: String
    let target = "e2e"
    var statusFile: URL { directory.appendingPathComponent("status") }
    /// The pid of the app (written by the pane before it `exec`s the app).
    var pidFile: URL { directory.appendingPathComponent("pid") }
    /// The environment of the tmux server, hence of the pane and the app.
    let environment: [String: String]
    private var closed = false
    /// Whether the pane runs a shell that the app was typed into.
    private(set) var inShell = false
    /// Statuses already returned by `waitForExit` (shell mode: one line per prompt).
    private var statusesSeen = 0

    private init(directory: URL, environment: [String: String]) {
        self.directory = directory
        self.environment = environment
        self.socket = directory.appendingPathComponent("sock").path
    }

    /// Starts `widgetty args` (or another `program`, e.g. an author's bundle) in a detached pane of
    /// `width`×`height`. With `inShell`, the pane runs
    /// `bash --norc` and the app is typed at its prompt, so the pane outlives the app and the
    /// terminal state it leaves can be checked; bash's PROMPT_COMMAND appends each command's
    /// status to the status file, so Ctrl-Z and `fg` can be checked too. With `recordOutput` (in a
    /// shell only), every byte the app writes is kept in `outputFile`.
    static func start(
        program: String = ProcessSpawn.widgettyBinary, args: [String] = [], width: Int = 120, height: Int = 40,
        inShell: Bool = false, recordOutput: Bool = false,
        environment overrides: [String: String] = [:], prepare: ((TmuxSession) throws -> Void)? = nil
    ) async throws -> TmuxSession {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetty-e2e-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // The app's XDG directories live in the session's folder: tests never touch the user's files.
        var isolated = ProcessSpawn.testEnvironment
        for (name, folder) in [
            ("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state"), ("XDG_RUNTIME_DIR", "run"),
            ("XDG_DATA_HOME", "data"),
        ] {
            isolated[name] = directory.appendingPathComponent(folder).path
        }
        let environment = isolated.merging(overrides) { $1 }
        let session = TmuxSession(directory: directory, environment: environment)
        let config = """
            set -g default-terminal tmux-256color
            set -g exit-empty off
            set -g status off
            set -g escape-time 0

            """
        try config.write(to: directory.appendingPathComponent("tmux.conf"), atomically: true, encoding: .utf8)
        session.inShell = inShell
        try prepare?(session)  // fixtures and the home file exist before the app starts
        let app = ([program] + args).map(Self.quoted).joined(separator: " ")
        let promptCommand = Self.quoted("echo $? >> \(session.statusFile.path)")
        let paneCommand =
            inShell ? "env PS1='$ ' PROMPT_COMMAND=\(promptCommand) bash --norc --noprofile" : session.commandLine(app: app)
        let result = session.tmux([
            "new-session", "-d", "-s", session.target, "-x", "\(width)", "-y", "\(height)", paneCommand,
        ])
        guard result.exitCode == 0 else { throw TmuxError.command("new-session: \(result.error)") }
        if inShell {
            _ = try await session.waitForExit()  // the shell's first prompt
            if recordOutput {
                // Every byte the pane's programs write from now on, as the terminal receives them.
                session.tmux(["pipe-pane", "-O", "-t", session.target, "cat >> " + Self.quoted(session.outputFile.path)])
            }
            session.type(app + "\r")
        }
        return session
    }

    /// The shell line that runs the app under a small `sh` wrapper, which records its own pid,
    /// then the app's exit status, then signals the `<target>-exit` channel. The wrapper (not a
    /// `cmd; echo $?` list) keeps the status right when the app is stopped with Ctrl-Z: bash moves on
    /// to the next command of a list when a job stops.
    func commandLine(app: String) -> String {
        let script = "trap : INT; echo $$ > \(pidFile.path); \"$0\" \"$@\"; echo $? > \(statusFile.path); "
            + "tmux -S \(socket) wait-for -S \(target)-exit"
        return "sh -c \(Self.quoted(script)) \(app)"
    }

    /// Where the app under test reads its home file by default.
    var homeFile: URL { directory.appendingPathComponent("config/widgetty/home.yaml") }
    /// Every byte the app wrote to the terminal, when started with `recordOutput` (and `inShell`).
    var outputFile: URL { directory.appendingPathComponent("terminal-output") }
    /// Where the app under test writes its log.
    var logFile: URL { directory.appendingPathComponent("state/widgetty/widgetty.log") }

    /// A file in the session's folder, for fixtures (removed with the session).
    @discardableResult
    func fixture(_ name: String, _ text: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Close-on-exec: a process forked meanwhile by a parallel test must not keep it open
        // (an executable fixture would then fail to run with "Text file busy").
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw TmuxError.command("cannot write \(url.path)") }
        defer { Glibc.close(fd) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            throw TmuxError.command("short write to \(url.path)")
        }
        return url
    }

    static func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Runs one tmux command against the private server.
    @discardableResult
    func tmux(_ arguments: [String]) -> ProcessSpawn.Result {
        ProcessSpawn.run(
            ["tmux", "-S", socket, "-f", directory.appendingPathComponent("tmux.conf").path] + arguments,
            environment: environment, directory: directory)
    }

    /// The visible screen, one string per row (wide characters once, as tmux reports them); with
    /// `escapes`, the SGR sequences tmux re-encodes for each style (tmux's bytes, not the app's).
    func capture(escapes: Bool = false) -> [String] {
        let output = tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", target]).output
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Polls the screen every 50 ms until `condition` holds; records an issue with the screen on timeout.
    @discardableResult
    func waitFor(
        _ description: String, timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation,
        until condition: ([String]) -> Bool
    ) async throws -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var screen = capture()
        while !condition(screen) {
            guard clock.now < deadline else {
                Issue.record(
                    "timed out waiting for \(description); screen:\n\(screen.joined(separator: "\n"))",
                    sourceLocation: sourceLocation)
                throw TmuxError.timeout(description)
            }
            try await Task.sleep(for: .milliseconds(50))
            screen = capture()
        }
        return screen
    }

    /// Waits until `text` is on screen and returns the screen.
    @discardableResult
    func waitFor(
        text: String, timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [String] {
        try await waitFor("'\(text)'", timeout: timeout, sourceLocation: sourceLocation) {
            $0.contains { $0.contains(text) }
        }
    }

    /// tmux key names (`q`, `Enter`, `C-c`, `Up`, `M-x`).
    func sendKeys(_ keys: String...) {
        tmux(["send-keys", "-t", target] + keys)
    }

    /// Literal text, sent as the bytes the app will read.
    func type(_ text: String) {
        tmux(["send-keys", "-t", target, "-l", text])
    }

    func resize(width: Int, height: Int) {
        tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// A tmux format evaluated for the pane, e.g. `#{alternate_on} #{cursor_flag}`.
    func display(_ format: String) -> String {
        tmux(["display-message", "-p", "-t", target, format]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The terminal state that must be back after the app leaves: alternate screen, cursor
    /// visible, keypad mode, any mouse mode.
    var terminalState: String { display("#{alternate_on} #{cursor_flag} #{keypad_cursor_flag} #{mouse_any_flag}") }

    /// The app's pid, once the pane has started it: the child of the wrapper or of the pane's shell.
    func appPID(timeout: Duration = .seconds(5)) async throws -> pid_t {
        let wrapper = inShell
            ? pid_t(display("#{pane_pid}")) ?? 0 : try await poll(pidFile, "pid file", timeout: timeout).last ?? 0
        let children = "/proc/\(wrapper)/task/\(wrapper)/children"
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            let text = (try? String(contentsOfFile: children, encoding: .utf8)) ?? ""
            if let pid = text.split(separator: " ").first.flatMap({ pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) {
                return pid
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw TmuxError.timeout("app pid")
    }

    /// The app's exit status, written by the pane before it signals the `<target>-exit` channel;
    /// polled every 50 ms. In shell mode: the status of the next prompt (a stopped job counts),
    /// returned once tmux shows that prompt. bash writes the status before it prints the prompt,
    /// and tmux reads the pane's output when it gets to it: only the prompt on screen says that
    /// tmux has taken in everything the app wrote before leaving (its terminal restored).
    func waitForExit(timeout: Duration = .seconds(5)) async throws -> Int32 {
        let statuses = try await poll(statusFile, "exit status", count: statusesSeen + 1, timeout: timeout)
        statusesSeen += 1
        if inShell { try await waitForPrompt(timeout: timeout) }
        return statuses[statusesSeen - 1]
    }

    /// Waits until the cursor sits just after a fresh `$ ` prompt on the normal screen.
    private func waitForPrompt(timeout: Duration) async throws {
        try await waitFor("the shell's prompt", timeout: timeout) { screen in
            let cursor = display("#{alternate_on} #{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0) }
            guard cursor.count == 3, cursor[0] == 0, cursor[1] == 2, screen.indices.contains(cursor[2]) else { return false }
            return screen[cursor[2]].trimmingCharacters(in: .whitespaces) == "$"
        }
    }

    /// The numbers in `file`, one per line, once there are at least `count`.
    private func poll(_ file: URL, _ description: String, count: Int = 1, timeout: Duration) async throws -> [Int32] {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let values = text.split(separator: "\n").compactMap { Int32($0.trimmingCharacters(in: .whitespaces)) }
            if values.count >= count { return values }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("no \(description); screen:\n\(capture().joined(separator: "\n"))")
        throw TmuxError.timeout(description)
    }

    /// Kills the private server and removes the temp directory.
    func close() {
        guard !closed else { return }
        closed = true
        tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    deinit { close() }
}

enum TmuxError: Error {
    case command(String)
    case timeout(String)
}
