import Foundation
import Testing

/// The real binary in tmux on 8-colour terminal types (`xterm`, `linux`, `screen`) and with
/// `NO_COLOR=1`, its screen captured with escapes: nothing — the unfocused borders, the status
/// bar, the launcher's hint letters — is drawn in black (`ESC[30m`) on the default background or
/// in its background's colour, no bright colour (90–97) the terminal lacks is sent, and without
/// colour the calendar's today is still marked (bold and underlined).
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct LowColorEndToEndTests {
    /// The launcher first, so it has focus and shows its hint letters.
    static let home = """
        widgets:
          - kind: launcher
          - kind: clock
          - kind: countdown
            params:
              title: Launch
          - kind: todo
          - kind: calendar
            params:
              layout: month

        """

    static func start(_ environment: [String]) async throws -> TmuxSession {
        try await TmuxSession.start(program: "env", args: ["TZ=UTC"] + environment + [ProcessSpawn.widgettyBinary]) { session in
            try FileManager.default.createDirectory(at: session.homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.home.write(to: session.homeFile, atomically: true, encoding: .utf8)
        }
    }

    @Test(arguments: ["xterm", "linux", "screen"])
    func nothingIsBlackOrInItsBackgroundsColourOnAnEightColourTerminal(term: String) async throws {
        let tmux = try await Self.start(["TERM=\(term)"])
        defer { tmux.close() }
        try await tmux.waitFor(text: "Launch")
        for keys in [[], ["?"], ["Escape", "a"], ["Escape", "m"]] {
            for key in keys { tmux.sendKeys(key) }
            try await Task.sleep(for: .milliseconds(400))
            let lines = tmux.capture(escapes: true)
            let scan = SGRScan(lines)
            #expect(!scan.parameters.isDisjoint(with: 31...37), "\(term): colours are drawn")
            #expect(scan.invisible.isEmpty, "\(term) after \(keys): unseen \(scan.invisible)")
            #expect(scan.parameters.isDisjoint(with: Set(90...97).union(100...107)), "\(term) after \(keys): bright colours")
            // The status bar (the last row) and the borders are drawn and can be seen.
            let statusRow = lines.count - 1
            #expect(scan.glyphs.contains { $0.row == statusRow }, "\(term) after \(keys): a status bar")
            #expect(scan.glyphs.contains { "╭─│".contains($0.character) }, "\(term) after \(keys): borders")
        }
    }

    @Test func withoutColourTheCalendarsTodayIsMarked() async throws {
        let tmux = try await Self.start(["TERM=xterm-256color", "NO_COLOR=1"])
        defer { tmux.close() }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        try await tmux.waitFor("the calendar's month") { _ in
            SGRScan(tmux.capture(escapes: true)).glyphs.contains { $0.look.underline }
        }
        let day = Array(String(calendar.component(.day, from: Date())))
        let lines = tmux.capture(escapes: true)
        let scan = SGRScan(lines)
        #expect(scan.parameters.isDisjoint(with: Set(30...38).union(40...48).union(90...107)), "no colour at all")
        let marked = scan.glyphs.filter { $0.look.underline && $0.look.bold }.map(\.character)
        #expect(marked == day, "today (\(String(day))) alone is bold and underlined, not \(String(marked)): \(lines.joined(separator: "\n"))")
        #expect(scan.invisible.isEmpty)
    }
}
