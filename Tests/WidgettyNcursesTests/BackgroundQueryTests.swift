import Glibc
import Testing
import WidgettyNcurses
import WidgettyTerminal

/// The real backend on a pseudo-terminal: it asks for the background colour at start-up without
/// waiting, turns an answer into one event (and no keys), and paints a theme's default colours.
@MainActor
@Suite(.serialized) struct BackgroundQueryTests {
    let options = NcursesTerminal.Options(terminalType: "xterm-256color", handlesSignals: false, environment: [:])

    @Test func theQueryIsSentAtStartAndAnAnswerBecomesOneEvent() async throws {
        let pty = try PseudoTerminal(rows: 3, columns: 20)
        let terminal = NcursesTerminal(options: options, input: pty.replica, output: pty.replica)
        var events: [TerminalEvent] = []
        try terminal.start { events.append($0) }
        defer { terminal.stop() }
        #expect(pty.drain().contains("\u{1B}]11;?\u{1B}\\"))
        pty.type("\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{1B}\\")
        for _ in 0..<200 where events.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        #expect(events == [.appearanceReported(.light)])
    }

    @Test func theLinuxConsoleIsNotAsked() throws {
        let pty = try PseudoTerminal(rows: 3, columns: 20)
        var linux = options
        linux.terminalType = "linux"
        let terminal = NcursesTerminal(options: linux, input: pty.replica, output: pty.replica)
        try terminal.start { _ in }
        defer { terminal.stop() }
        #expect(!pty.drain().contains("\u{1B}]11;"))
    }

    @Test func defaultColoursArePaintedAsTheThemesAndRepaintWhatIsShown() throws {
        let pty = try PseudoTerminal(rows: 3, columns: 20)
        let terminal = NcursesTerminal(options: options, input: pty.replica, output: pty.replica)
        try terminal.start { _ in }
        defer { terminal.stop() }
        _ = pty.drain()
        var frame = CellBuffer(size: terminal.size)
        frame.write("text", at: .zero)
        terminal.draw(.full(frame))
        #expect(!pty.drain().text.contains("48;5;"))
        terminal.setDefaultColors(foreground: .palette(254), background: .palette(237), appearance: .dark)
        let bytes = pty.drain().text
        #expect(bytes.contains("48;5;237"), "\(bytes.debugDescription)")
        #expect(bytes.contains("38;5;254"), "\(bytes.debugDescription)")
        #expect(bytes.contains("text"))
    }
}
