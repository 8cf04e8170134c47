import Foundation
import Testing
import WidgettyTerminal

/// The real `widgetty` binary in tmux: drawing, alignment, quitting, restoring, resizing.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct FoundationScreenEndToEndTests {
    static let restored = "0 1 0 0"

    /// The display column just after the last box-drawing border on each row that has one.
    static func rightBorderColumns(_ screen: [String]) -> [Int] {
        screen.compactMap { line in
            guard let index = line.lastIndex(where: { "│╮╯".contains($0) }) else { return nil }
            return TerminalText.width(of: String(line[...index]))
        }
    }

    @Test func binaryIsBuiltBesideTheTests() {
        #expect(FileManager.default.isExecutableFile(atPath: ProcessSpawn.widgettyBinary))
    }

    @Test func drawsAnAlignedBoxAndQuitsOnQ() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40)
        defer { tmux.close() }
        let screen = try await tmux.waitFor(text: "Size: 120×40")
        #expect(screen.count == 40)
        #expect(screen[0].hasPrefix("╭─ Widgetty "))
        #expect(screen.contains { $0.contains("日本語のテキスト") })
        #expect(screen.contains { $0.contains("🚀✅📅⏰") })
        #expect(screen.contains { $0.contains("q quit") })
        let columns = Self.rightBorderColumns(screen)
        #expect(columns.count == 40)
        #expect(Set(columns) == [120], "right border columns: \(columns)")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test(arguments: ["q", "TERM", "C-c"])
    func restoresTheTerminal(_ how: String) async throws {
        let tmux = try await TmuxSession.start(inShell: true)
        defer { tmux.close() }
        try await tmux.waitFor(text: "Size: 120×40")
        #expect(tmux.terminalState != Self.restored)
        switch how {
        case "TERM": kill(try await tmux.appPID(), SIGTERM)
        default: tmux.sendKeys(how)
        }
        let status = try await tmux.waitForExit()
        #expect(status == ["q": 0, "TERM": 128 + SIGTERM, "C-c": 128 + SIGINT][how])
        #expect(tmux.terminalState == Self.restored)
    }

    @Test func reLaysOutOnResize() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40)
        defer { tmux.close() }
        try await tmux.waitFor(text: "Size: 120×40")
        tmux.resize(width: 40, height: 10)
        var screen = try await tmux.waitFor(text: "Size: 40×10")
        #expect(Set(Self.rightBorderColumns(screen)) == [40])
        tmux.resize(width: 200, height: 60)
        screen = try await tmux.waitFor(text: "Size: 200×60")
        #expect(Set(Self.rightBorderColumns(screen)) == [200])
        #expect(screen.count == 60)
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func ctrlZGivesTheShellBackAndFgRepaints() async throws {
        let tmux = try await TmuxSession.start(inShell: true)
        defer { tmux.close() }
        try await tmux.waitFor(text: "Size: 120×40")
        tmux.sendKeys("C-z")
        #expect(try await tmux.waitForExit() == 128 + SIGSTOP)  // bash reports the stopped job
        try await tmux.waitFor(text: "Stopped")
        #expect(tmux.terminalState == Self.restored)
        tmux.type("fg\r")
        let screen = try await tmux.waitFor(text: "Size: 120×40")
        #expect(Set(Self.rightBorderColumns(screen)) == [120])
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
        #expect(tmux.terminalState == Self.restored)
    }

    @Test func crashGuardRestoresTheTerminalOnAFatalSignal() async throws {
        // Without Swift's backtracer (it takes ~20 s to symbolicate a debug build), the signal
        // goes on to the default action once the guard has reset the terminal.
        let tmux = try await TmuxSession.start(inShell: true, environment: ["SWIFT_BACKTRACE": "enable=no"])
        defer { tmux.close() }
        try await tmux.waitFor(text: "Size: 120×40")
        kill(try await tmux.appPID(), SIGSEGV)
        let status = try await tmux.waitForExit()
        #expect(status == 128 + SIGSEGV)
        #expect(tmux.terminalState == Self.restored)
    }

    @Test func noColorKeepsEmphasisWithoutColour() async throws {
        let tmux = try await TmuxSession.start(args: ["--no-color"], width: 60, height: 12)
        defer { tmux.close() }
        try await tmux.waitFor(text: "Size: 60×12")
        let styled = tmux.capture(escapes: true).joined(separator: "\n")
        #expect(styled.contains("\u{1B}[7m"))  // the status line stays reverse
        #expect(!styled.contains("\u{1B}[36m"))  // no cyan border
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
        let colored = try await TmuxSession.start(width: 60, height: 12)
        defer { colored.close() }
        try await colored.waitFor(text: "Size: 60×12")
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
