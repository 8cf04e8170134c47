import Foundation
import Testing

/// The edit panel through tmux, as a person uses it: search a time zone, pick it, save, and find
/// it on screen, in the file (comments kept) and after a restart; Esc changes nothing.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct EditPanelEndToEndTests {
    static let home = """
        # My home screen: clocks first.
        widgets:
          # Where the team is.
          - kind: world-clock   # small, on purpose
            params: { zones: [Europe/London, America/New_York] }
          - kind: clock
            params: { bigDigits: false }   # plain text
        """

    /// `HH:mm` in a zone now and a minute from now (the minute may turn while the test looks).
    static func times(in identifier: String) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: identifier)
        formatter.dateFormat = "HH:mm"
        let now = Date()
        return [formatter.string(from: now), formatter.string(from: now.addingTimeInterval(60))]
    }

    /// A line of the world clock's cell showing Tokyo's time.
    static func showsTokyo(_ screen: [String]) -> Bool {
        let times = times(in: "Asia/Tokyo")
        return screen.contains { line in line.contains("Tokyo") && times.contains { line.contains($0) } && !line.contains("Edit") }
    }

    @Test func pickingTokyoBySearchIsSavedShownAndKeptAcrossARestartWithTheCommentsIntact() async throws {
        let tmux = try await TmuxSession.start(width: 80, height: 24, inShell: true) { tmux in
            try tmux.fixture("config/widgetty/home.yaml", Self.home)
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "London")
        #expect(!Self.showsTokyo(tmux.capture()))
        tmux.sendKeys("e")
        try await tmux.waitFor(text: "Edit World clock")
        tmux.sendKeys("Enter")
        try await tmux.waitFor(text: "Time zones  2 values")
        tmux.sendKeys("a")
        try await tmux.waitFor("every zone loaded") { $0.contains { $0.contains("Add to Time zones") && $0.contains(" of ") } }
        tmux.type("tok")
        try await tmux.waitFor(text: "›  Asia/Tokyo")
        tmux.sendKeys("Enter")
        try await tmux.waitFor(text: "Time zones  3 values")
        tmux.sendKeys("Escape")
        try await tmux.waitFor(text: "Europe/London, Asia/Tokyo, America/New_York")
        tmux.sendKeys("C-s")
        try await tmux.waitFor("the panel to close and Tokyo's time in the cell") { screen in
            !screen.contains { $0.contains("Edit World clock") } && Self.showsTokyo(screen)
        }
        let saved = try String(contentsOf: tmux.homeFile, encoding: .utf8)
        #expect(saved.contains("Asia/Tokyo"))
        for comment in ["# My home screen: clocks first.", "# Where the team is.", "# small, on purpose", "# plain text"] {
            #expect(saved.contains(comment), "lost \(comment):\n\(saved)")
        }
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)

        // Again from the file alone.
        tmux.type(TmuxSession.quoted(ProcessSpawn.widgettyBinary) + "\r")
        try await tmux.waitFor("Tokyo after the restart") { Self.showsTokyo($0) }
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
        #expect(try String(contentsOf: tmux.homeFile, encoding: .utf8) == saved)
        // Ctrl-S was a key while the app ran (flow control off); the shell has XON/XOFF back.
        let modes = tmux.directory.appendingPathComponent("stty.txt")
        tmux.type("stty -a > \(TmuxSession.quoted(modes.path))\r")
        #expect(try await tmux.waitForExit() == 0)
        let words = try String(contentsOf: modes, encoding: .utf8).split { $0 == " " || $0 == "\n" || $0 == ";" }
        #expect(words.contains("ixon"))
    }

    @Test func escFromAChangedPanelLeavesTheFileByteForByteUnchanged() async throws {
        let tmux = try await TmuxSession.start(width: 80, height: 24) { tmux in
            try tmux.fixture("config/widgetty/home.yaml", Self.home)
        }
        defer { tmux.close() }
        let before = try Data(contentsOf: tmux.homeFile)
        try await tmux.waitFor(text: "London")
        tmux.sendKeys("e")
        try await tmux.waitFor(text: "Edit World clock")
        // Turn the 24-hour clock off and remove a zone.
        tmux.sendKeys("Down", "Space")
        try await tmux.waitFor(text: "○ off")
        tmux.sendKeys("Up", "Enter", "x")
        try await tmux.waitFor(text: "Time zones  1 value")
        tmux.sendKeys("Escape")
        try await tmux.waitFor(text: "›Time zones")
        tmux.sendKeys("Escape")
        try await tmux.waitFor("the panel to close") { screen in !screen.contains { $0.contains("Edit World clock") } }
        #expect(try Data(contentsOf: tmux.homeFile) == before)
        // The screen is as before: both zones, 24-hour.
        try await tmux.waitFor(text: "New York")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
        #expect(try Data(contentsOf: tmux.homeFile) == before)
    }

    @Test func aSaveAfterAnotherEditorChangedTheFileKeepsTheirChange() async throws {
        let tmux = try await TmuxSession.start(width: 80, height: 24) { tmux in
            try tmux.fixture("config/widgetty/home.yaml", Self.home)
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "London")
        tmux.sendKeys("e")
        try await tmux.waitFor(text: "Edit World clock")
        tmux.sendKeys("Down", "Space")
        try await tmux.waitFor(text: "○ off")
        // Meanwhile another editor saves the file (by renaming, as editors do): a new comment and
        // a change to the other widget.
        let theirs = Self.home
            .replacingOccurrences(of: "# My home screen: clocks first.", with: "# My home screen: clocks first.\n# Edited elsewhere.")
            .replacingOccurrences(of: "params: { bigDigits: false }", with: "params: { bigDigits: false, showSeconds: false }")
        let elsewhere = tmux.directory.appendingPathComponent("elsewhere.yaml")
        try theirs.write(to: elsewhere, atomically: false, encoding: .utf8)
        #expect(rename(elsewhere.path, tmux.homeFile.path) == 0)
        tmux.sendKeys("C-s")
        try await tmux.waitFor("the panel to close") { screen in !screen.contains { $0.contains("Edit World clock") } }
        let saved = try String(contentsOf: tmux.homeFile, encoding: .utf8)
        #expect(saved.contains("# Edited elsewhere."), "their comment was dropped:\n\(saved)")
        #expect(saved.contains("showSeconds: false"), "their change was dropped:\n\(saved)")
        #expect(saved.contains("use24Hour: false"), "our change was not saved:\n\(saved)")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
