import Foundation
import Testing
import WidgettyTerminal

/// The real `widgetty` binary in tmux: first run, quitting, restoring the terminal on every way
/// out, resizing, suspending, crashing, colour, and no terminal at all.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct HomeScreenLifecycleTests {
    static let restored = "0 1 0 0"
    /// Text the status bar always shows.
    static let ready = "? help"

    @Test func binaryIsBuiltBesideTheTests() {
        #expect(FileManager.default.isExecutableFile(atPath: ProcessSpawn.widgettyBinary))
    }

    @Test func firstRunCreatesTheDefaultHomeFileAndQuitsOnQ() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40)
        defer { tmux.close() }
        let screen = try await tmux.waitFor(text: Self.ready)
        #expect(screen.count == 40)
        let home = try String(contentsOf: tmux.homeFile, encoding: .utf8)
        #expect(home.contains("kind: clock"))
        #expect(screen.contains { $0.contains("┏━") }, "the first widget is focused")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test(arguments: ["q", "TERM", "HUP", "C-c"])
    func restoresTheTerminal(_ how: String) async throws {
        let tmux = try await TmuxSession.start(inShell: true)
        defer { tmux.close() }
        try await tmux.waitFor(text: Self.ready)
        #expect(tmux.terminalState != Self.restored)
        switch how {
        case "TERM": kill(try await tmux.appPID(), SIGTERM)
        case "HUP": kill(try await tmux.appPID(), SIGHUP)
        default: tmux.sendKeys(how)
        }
        let status = try await tmux.waitForExit()
        #expect(status == ["q": 0, "TERM": 128 + SIGTERM, "HUP": 128 + SIGHUP, "C-c": 128 + SIGINT][how])
        #expect(tmux.terminalState == Self.restored)
    }

    @Test func reLaysOutOnResizeWithoutACrash() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40)
        defer { tmux.close() }
        try await tmux.waitFor(text: Self.ready)
        for (width, height) in [(60, 20), (40, 10), (10, 5), (200, 60)] {
            tmux.resize(width: width, height: height)
            let screen = try await tmux.waitFor("a \(width)×\(height) layout") { lines in
                lines.count == height && (width < 12 ? lines.joined().contains("Widgetty") : lines.last?.hasPrefix("?") == true)
            }
            #expect(screen.allSatisfy { TerminalText.width(of: $0) <= width })
        }
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func aHundredResizesInASecondEndInTheRightLayout() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40)
        defer { tmux.close() }
        try await tmux.waitFor(text: Self.ready)
        let started = ContinuousClock.now
        for step in 0..<100 {
            tmux.resize(width: 40 + (step * 37) % 160, height: 10 + (step * 13) % 50)
        }
        let elapsed = ContinuousClock.now - started
        tmux.resize(width: 80, height: 24)
        let screen = try await tmux.waitFor("the 80×24 layout") { lines in
            lines.count == 24 && lines.last?.hasPrefix("? help") == true && lines.contains { $0.contains("┏━") }
        }
        #expect(screen.allSatisfy { TerminalText.width(of: $0) <= 80 })
        #expect(elapsed < .seconds(3), "the resizes took \(elapsed)")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func losingTheTerminalEndsTheProgram() async throws {
        let tmux = try await TmuxSession.start(width: 80, height: 24)
        defer { tmux.close() }
        try await tmux.waitFor(text: Self.ready)
        let pid = try await tmux.appPID()
        tmux.tmux(["kill-server"])  // the pty goes away: SIGHUP, then EIO on every read
        let deadline = ContinuousClock.now + .seconds(5)
        while kill(pid, 0) == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(kill(pid, 0) != 0, "widgetty still runs without a terminal")
        let log = try String(contentsOf: tmux.logFile, encoding: .utf8)
        #expect(log.contains("home screen stopped"), "\(log)")
    }

    @Test func ctrlZGivesTheShellBackAndFgRepaints() async throws {
        let tmux = try await TmuxSession.start(inShell: true)
        defer { tmux.close() }
        try await tmux.waitFor(text: Self.ready)
        tmux.sendKeys("C-z")
        #expect(try await tmux.waitForExit() == 128 + SIGSTOP)  // bash reports the stopped job
        try await tmux.waitFor(text: "Stopped")
        #expect(tmux.terminalState == Self.restored)
        tmux.type("fg\r")
        try await tmux.waitFor(text: Self.ready)
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
        #expect(tmux.terminalState == Self.restored)
    }

    @Test func crashGuardRestoresTheTerminalOnAFatalSignal() async throws {
        // Without Swift's backtracer (it takes ~20 s to symbolicate a debug build), the signal
        // goes on to the default action once the guard has reset the terminal.
        let tmux = try await TmuxSession.start(inShell: true, environment: ["SWIFT_BACKTRACE": "enable=no"])
        defer { tmux.close() }
        try await tmux.waitFor(text: Self.ready)
        kill(try await tmux.appPID(), SIGSEGV)
        let status = try await tmux.waitForExit()
        #expect(status == 128 + SIGSEGV)
        #expect(tmux.terminalState == Self.restored)
        // The log says why the screen went away; the terminal got none of it.
        let log = try String(contentsOf: tmux.logFile, encoding: .utf8)
        #expect(log.contains(" info widgetty.home: home screen started"), "\(log)")
        #expect(log.contains(" critical widgetty.crash: fatal signal \(SIGSEGV), terminal restored"), "\(log)")
        #expect(!tmux.capture().joined().contains("home screen started"))
    }

    @Test func noColorKeepsFocusVisibleWithoutColour() async throws {
        let tmux = try await TmuxSession.start(args: ["--no-color"], width: 80, height: 24)
        defer { tmux.close() }
        try await tmux.waitFor(text: Self.ready)
        let styled = tmux.capture(escapes: true).joined(separator: "\n")
        #expect(styled.contains("\u{1B}[7m"))  // the focused title stays reverse
        #expect(!styled.contains("\u{1B}[36m"))  // no cyan focus border
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
        let colored = try await TmuxSession.start(width: 80, height: 24)
        defer { colored.close() }
        try await colored.waitFor(text: Self.ready)
        #expect(colored.capture(escapes: true).joined().contains("\u{1B}[36m"))
    }

    @Test func withoutATerminalExitsWithOneLine() throws {
        let directory = FileManager.default.temporaryDirectory
        let result = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary], input: "/dev/null", environment: ProcessSpawn.testEnvironment,
            directory: directory)
        #expect(result.exitCode == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == "widgetty: needs an interactive terminal (stdin and stdout must be a tty)\n")
    }
}
