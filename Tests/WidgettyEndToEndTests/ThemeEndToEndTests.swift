import Foundation
import Testing
import WidgettyTerminal

/// Themes on the real binary in tmux: a new `theme:` in the running screen's home file repaints
/// in its colours without a restart (seen with `capture-pane -e`), and with `NO_COLOR` a theme
/// paints no colour while focus still shows, bold and reversed.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ThemeEndToEndTests {
    static func home(theme: String) -> String {
        """
        theme: \(theme)
        widgets:
          - kind: clock
          - kind: countdown
            tint: "#ff0000"
            params:
              title: Launch

        """
    }

    /// The SGR parameters tmux writes for a colour of the 256-colour palette, as background or foreground.
    static func sgr(_ color: TerminalColor, background: Bool) -> String {
        guard case .palette(let n) = color.reduced(to: .palette256) else { return "?" }
        return (background ? "48;5;" : "38;5;") + "\(n)m"
    }

    @Test func aNewThemeInTheRunningScreensHomeFileRepaintsInItsColours() async throws {
        let tmux = try await TmuxSession.start(width: 100, height: 30) { session in
            try FileManager.default.createDirectory(
                at: session.homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.home(theme: "default").write(to: session.homeFile, atomically: true, encoding: .utf8)
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "Launch")
        let pid = try await tmux.appPID()
        let plain = tmux.capture(escapes: true).joined(separator: "\n")
        #expect(!plain.contains("48;5;"), "the default theme paints no background")
        #expect(plain.contains("\u{1B}[36m"), "the focused border is the terminal's cyan")

        // Nord: #2e3440 behind everything, #88c0d0 for the focused border.
        try Self.home(theme: "nord").write(to: tmux.homeFile, atomically: true, encoding: .utf8)
        let nordBackground = Self.sgr(.rgb(0x2E, 0x34, 0x40), background: true)
        let nordFocus = Self.sgr(.rgb(0x88, 0xC0, 0xD0), background: false)
        try await tmux.waitFor("nord's colours") { _ in
            let screen = tmux.capture(escapes: true).joined(separator: "\n")
            return screen.contains(nordBackground) && screen.contains(nordFocus)
        }
        #expect(tmux.capture().joined().contains("Launch"))

        // And a light one: Solarized light's base3 behind everything.
        try Self.home(theme: "solarized-light").write(to: tmux.homeFile, atomically: true, encoding: .utf8)
        let solarizedBackground = Self.sgr(.rgb(0xFD, 0xF6, 0xE3), background: true)
        try await tmux.waitFor("solarized light's background") { _ in
            let screen = tmux.capture(escapes: true).joined(separator: "\n")
            return screen.contains(solarizedBackground) && !screen.contains(nordBackground)
        }
        #expect(try await tmux.appPID() == pid, "the same process: no restart")

        // An unknown theme keeps the screen as it is and says where the name is.
        try Self.home(theme: "neon").write(to: tmux.homeFile, atomically: true, encoding: .utf8)
        try await tmux.waitFor(text: "home.yaml:1:8: unknown theme 'neon'")
        #expect(tmux.capture(escapes: true).joined(separator: "\n").contains(solarizedBackground))
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func withNoColorAThemePaintsNoColourAndFocusStillShows() async throws {
        let tmux = try await TmuxSession.start(width: 100, height: 30, environment: ["NO_COLOR": "1"]) { session in
            try FileManager.default.createDirectory(
                at: session.homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.home(theme: "dracula").write(to: session.homeFile, atomically: true, encoding: .utf8)
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "Launch")
        let lines = tmux.capture(escapes: true)
        let screen = lines.joined(separator: "\n")
        let colour = try Regex("\u{1B}\\[(?:[0-9;]*;)?(?:3[0-7]|4[0-7]|9[0-7]|10[0-7]|38;|48;)")
        #expect(screen.firstMatch(of: colour) == nil, "no colour at all")
        // The focused cell: heavy border in bold, its title reversed.
        let top = try #require(lines.first { $0.contains("Clock") })
        #expect(top.contains("\u{1B}[1m") && top.contains("┏"))
        #expect(top.contains("\u{1B}[7m Clock "))
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
