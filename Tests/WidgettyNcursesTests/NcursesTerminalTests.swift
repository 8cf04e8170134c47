import Glibc
import Testing
import WidgettyNcurses
import WidgettyTerminal

/// NcursesTerminal on a pseudo-terminal: what reaches the tty, input decoding, start-up checks.
@MainActor
@Suite(.serialized) struct NcursesTerminalTests {
    static let hostile = "a\u{1B}]52;c;SGVsbG8=\u{07}b\u{1B}[2Jc\u{9B}31md\u{85}e"
    let options = NcursesTerminal.Options(terminalType: "xterm-256color", handlesSignals: false, environment: [:])

    /// A terminal started on `pty` (events ignored); the caller stops it.
    func startedTerminal(on pty: PseudoTerminal, options: NcursesTerminal.Options) throws -> NcursesTerminal {
        let terminal = NcursesTerminal(options: options, input: pty.replica, output: pty.replica)
        try terminal.start { _ in }
        return terminal
    }

    /// Polls the main queue until `condition` holds (at most 2 s).
    func eventually(_ condition: () -> Bool) async throws {
        for _ in 0..<200 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func hostileTextReachesTheTtyOnlyAsVisibleReplacements() throws {
        let pty = try PseudoTerminal(rows: 5, columns: 40)
        let terminal = try startedTerminal(on: pty, options: options)
        defer { terminal.stop() }
        #expect(terminal.size == Size(width: 40, height: 5))
        _ = pty.drain()
        var frame = CellBuffer(size: terminal.size)
        frame.write(Self.hostile, at: Point(x: 1, y: 1))
        terminal.draw(frame.diff(from: CellBuffer(size: terminal.size)))
        let bytes = pty.drain()
        #expect(!bytes.contains("\u{1B}]52"))
        #expect(!bytes.contains("\u{1B}[2J"))
        #expect(!bytes.contains([0x07]))
        #expect(!bytes.text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        for visible in ["␛]52;c;SGVsbG8=␇b", "␛[2Jc", "\u{FFFD}31md", "\u{FFFD}e"] {
            #expect(bytes.text.contains(visible), "missing \(visible)")
        }
    }

    @Test func onlyChangedCellsAreSent() throws {
        let pty = try PseudoTerminal(rows: 5, columns: 40)
        let terminal = try startedTerminal(on: pty, options: options)
        defer { terminal.stop() }
        var frame = CellBuffer(size: terminal.size)
        frame.write("日本語のテキスト 🚀✅📅⏰ hello", at: Point(x: 0, y: 2))
        terminal.draw(.full(frame))
        _ = pty.drain()
        var next = frame
        next.write("J", at: Point(x: 29, y: 2))
        terminal.draw(next.diff(from: frame))
        let bytes = pty.drain()
        #expect(bytes.text.contains("J"))
        #expect(bytes.count < 20, "sent \(bytes.count) bytes: \(bytes.text.debugDescription)")
        terminal.draw(next.diff(from: next))
        #expect(pty.drain().isEmpty)
    }

    @Test func aFrameReachesTheTtyInOneWrite() throws {
        let pty = try PseudoTerminal(rows: 10, columns: 40)
        let terminal = try startedTerminal(on: pty, options: options)
        defer { terminal.stop() }
        var frame = CellBuffer(size: terminal.size)
        frame.write("12:00:00", at: Point(x: 2, y: 1))
        frame.write("37d 23:59:59", at: Point(x: 20, y: 8))
        terminal.draw(.full(frame))
        _ = pty.drain()
        var next = frame
        next.write("1", at: Point(x: 9, y: 1))  // two places far apart: two cursor jumps
        next.write("8", at: Point(x: 31, y: 8))
        let before = try Self.writeCallsOfThisThread()
        terminal.draw(next.diff(from: frame))
        let writes = try Self.writeCallsOfThisThread() - before
        let bytes = pty.drain().text
        #expect(bytes.contains("1") && bytes.contains("8"), "\(bytes.debugDescription)")
        #expect(writes == 1, "the frame took \(writes) writes")
    }

    /// Write system calls made so far by the calling thread (`syscw` of /proc/thread-self/io).
    static func writeCallsOfThisThread() throws -> Int {
        let fd = open("/proc/thread-self/io", O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = read(fd, &buffer, buffer.count)
        try #require(count > 0)
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        let line = text.split(separator: "\n").first { $0.hasPrefix("syscw:") }
        return try #require(line?.split(separator: " ").last.flatMap { Int($0) })
    }

    @Test func coloursBecomePairsAndAttributes() throws {
        let pty = try PseudoTerminal(rows: 3, columns: 20)
        let terminal = try startedTerminal(on: pty, options: options)
        defer { terminal.stop() }
        _ = pty.drain()
        var frame = CellBuffer(size: terminal.size)
        frame.write("red", at: .zero, style: Style(foreground: .palette(196), attributes: .bold))
        frame.write("rgb", at: Point(x: 0, y: 1), style: Style(foreground: .rgb(255, 0, 0)))
        terminal.draw(.full(frame))
        let bytes = pty.drain().text
        #expect(terminal.capabilities.colorDepth == .palette256)
        #expect(bytes.contains("38;5;196m") || bytes.contains("[1;38;5;196m"), "\(bytes.debugDescription)")
        #expect(bytes.contains("\u{1B}[1m") || bytes.contains(";1m") || bytes.contains("[1;"))
    }

    @Test func runningOutOfColourPairsNeverLosesTheFrame() throws {
        let pty = try PseudoTerminal(rows: 12, columns: 40)
        var options = self.options
        options.terminalType = "xterm"  // 8 colours, 64 pairs
        let terminal = try startedTerminal(on: pty, options: options)
        defer { terminal.stop() }
        #expect(terminal.capabilities.colorDepth == .ansi8)
        _ = pty.drain()
        var frame = CellBuffer(size: terminal.size)
        for fg in 0..<8 {
            for bg in 0..<9 {  // 72 combinations: more than the 63 pairs xterm has
                frame.write("x", at: Point(x: bg, y: fg), style: Style(foreground: .ansi(UInt8(fg)), background: bg == 8 ? .default : .ansi(UInt8(bg))))
            }
        }
        terminal.draw(.full(frame))
        var next = frame
        next.write("done", at: Point(x: 20, y: 10), style: Style(foreground: .red))
        terminal.draw(next.diff(from: frame))
        let bytes = pty.drain().text
        #expect(bytes.contains("done"))
        #expect(bytes.filter { $0 == "x" }.count >= 72)
    }

    @Test func monochromeSendsNoColour() throws {
        let pty = try PseudoTerminal(rows: 3, columns: 20)
        var options = self.options
        options.noColor = true
        let terminal = try startedTerminal(on: pty, options: options)
        defer { terminal.stop() }
        #expect(terminal.capabilities.colorDepth == .monochrome)
        _ = pty.drain()
        var frame = CellBuffer(size: terminal.size)
        frame.write("focus", at: .zero, style: Style(foreground: .red, attributes: .reverse))
        terminal.draw(.full(frame))
        let bytes = pty.drain().text
        #expect(!bytes.contains("38;5"))
        #expect(!bytes.contains("[31m"))
        #expect(bytes.contains("\u{1B}[7m") || bytes.contains(";7m"), "\(bytes.debugDescription)")
    }

    @Test func noColorEnvironmentAndColortermAreHonoured() throws {
        let pty = try PseudoTerminal(rows: 3, columns: 20)
        for (environment, depth) in [(["NO_COLOR": "1"], ColorDepth.monochrome), (["COLORTERM": "truecolor"], .trueColor)] {
            var options = self.options
            options.environment = environment
            let terminal = NcursesTerminal(options: options, input: pty.replica, output: pty.replica)
            try terminal.start { _ in }
            #expect(terminal.capabilities.colorDepth == depth)
            _ = pty.drain()
            var frame = CellBuffer(size: terminal.size)
            frame.write("x", at: .zero, style: Style(foreground: .rgb(255, 0, 0)))
            terminal.draw(.full(frame))
            // xterm-256color has no RGB flag: 24-bit colour is sent as its nearest palette entry.
            #expect(pty.drain().contains("38;5;196m") == (depth == .trueColor))
            terminal.stop()
        }
    }

    @Test func keysAndTheEscTimeoutArriveAsEvents() async throws {
        let pty = try PseudoTerminal(rows: 5, columns: 40)
        let terminal = NcursesTerminal(options: options, input: pty.replica, output: pty.replica)
        var events: [TerminalEvent] = []
        try terminal.start { events.append($0) }
        defer { terminal.stop() }
        pty.type("q\u{1B}[A\u{1B}[<0;3;2M")
        try await eventually { events.count >= 3 }
        #expect(events == [
            .input(.key(KeyEvent(.character("q")))), .input(.key(KeyEvent(.up))),
            .input(.mouse(MouseEvent(.pressed(.left), at: Point(x: 2, y: 1)))),
        ])
        events.removeAll()
        pty.type("\u{1B}")
        try await eventually { !events.isEmpty }
        #expect(events == [.input(.key(KeyEvent(.escape)))])
    }

    @Test func aTerminalThatHangsUpEndsTheProgramOnce() async throws {
        let pty = try PseudoTerminal(rows: 5, columns: 40)
        let terminal = NcursesTerminal(options: options, input: pty.replica, output: pty.replica)
        var events: [TerminalEvent] = []
        try terminal.start { events.append($0) }
        defer { terminal.stop() }
        pty.hangUp()
        try await eventually { !events.isEmpty }
        try await Task.sleep(for: .milliseconds(50))  // a source left readable would fire again meanwhile
        #expect(events == [.terminationRequested(signal: SIGHUP)])
    }

    @Test func synchronizedOutputOnlyAfterTheTerminalSaysSo() async throws {
        let pty = try PseudoTerminal(rows: 3, columns: 20)
        let terminal = try startedTerminal(on: pty, options: options)
        defer { terminal.stop() }
        let startup = pty.drain()
        #expect(startup.contains("\u{1B}[?2026$p"))
        #expect(startup.contains("\u{1B}[?1006h"))
        #expect(startup.contains("\u{1B}[?2004h"))
        var frame = CellBuffer(size: terminal.size)
        frame.write("one", at: .zero)
        terminal.draw(.full(frame))
        #expect(!pty.drain().contains("\u{1B}[?2026h"))
        pty.type("\u{1B}[?2026;2$y")
        try await eventually { terminal.capabilities.synchronizedOutput }
        #expect(terminal.capabilities.synchronizedOutput)
        var next = frame
        next.write("two", at: .zero)
        terminal.draw(next.diff(from: frame))
        let bytes = pty.drain()
        #expect(bytes.contains("\u{1B}[?2026h"))
        #expect(bytes.contains("\u{1B}[?2026l"))
    }

    @Test func suspendGivesTheTerminalBackAndResumeRepaints() throws {
        let pty = try PseudoTerminal(rows: 3, columns: 20)
        let terminal = try startedTerminal(on: pty, options: options)
        defer { terminal.stop() }
        var frame = CellBuffer(size: terminal.size)
        frame.write("dashboard", at: .zero)
        terminal.draw(.full(frame))
        _ = pty.drain()
        terminal.suspend()
        let left = pty.drain()
        #expect(left.contains("\u{1B}[?1000l"))
        #expect(left.contains("\u{1B}[?1049l"))  // xterm-256color rmcup
        terminal.draw(.full(frame))  // while suspended: nothing reaches the tty
        #expect(pty.drain().isEmpty)
        terminal.resume()
        let back = pty.drain()
        #expect(back.contains("\u{1B}[?1049h"))
        #expect(back.contains("dashboard"))
        #expect(back.contains("\u{1B}[?1000h"))
        terminal.stop()
        let stopped = pty.drain()
        #expect(stopped.contains("\u{1B}[?1049l"))
        #expect(stopped.contains("\u{1B}[?2004l"))
        terminal.stop()  // idempotent
        #expect(pty.drain().isEmpty)
    }

    @Test func refusesNonTerminals() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let terminal = NcursesTerminal(options: options, input: fds[0], output: fds[1])
        #expect(throws: TerminalStartError.notATerminal) { try terminal.start { _ in } }
        #expect(TerminalStartError.notATerminal.message == "needs an interactive terminal (stdin and stdout must be a tty)")
    }

    @Test func unknownTermFallsBackAndDumbIsRefused() throws {
        let pty = try PseudoTerminal(rows: 3, columns: 20)
        var options = self.options
        options.terminalType = "no-such-terminal-xyz"
        let terminal = try startedTerminal(on: pty, options: options)
        #expect(terminal.terminalType == "xterm-256color")
        terminal.stop()
        options.terminalType = "dumb"
        let dumb = NcursesTerminal(options: options, input: pty.replica, output: pty.replica)
        #expect(throws: TerminalStartError.unsupportedTerminal("dumb")) { try dumb.start { _ in } }
    }
}
