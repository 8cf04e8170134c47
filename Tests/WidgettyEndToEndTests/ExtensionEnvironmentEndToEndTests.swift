import Foundation
import Testing
import WidgettyTerminal

/// An extension's entries follow the screen's environment (#32): the fixture's `bundle` widget
/// writes its first line in the tint, which the home screen's theme gives. Drawn in a theme its
/// entry was not rendered for, the entry is stale and the extension is asked again, so the line
/// comes in the theme's accent — at start, and after the running screen's home file names
/// another theme.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ExtensionEnvironmentEndToEndTests {
    static var fixture: String { ExtensionHostingEndToEndTests.fixture }

    static func home(theme: String) -> String {
        """
        theme: \(theme)
        widgets:
          - kind: bundle
            id: tinted
            family: medium

        """
    }

    /// The SGR parameters of the last style change before `text` on the screen (nil: not shown).
    static func style(before text: String, in lines: [String]) -> String? {
        guard let line = lines.first(where: { $0.contains(text) }), let at = line.range(of: text) else { return nil }
        let before = line[..<at.lowerBound]
        guard let escape = before.range(of: "\u{1B}[", options: .backwards) else { return "" }
        return String(before[escape.upperBound...].prefix { $0 != "m" })
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: fixture)))
    func anExtensionsEntryIsAskedAgainInTheThemeItIsDrawnIn() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 30) { tmux in
            let installed = ProcessSpawn.run(
                [ProcessSpawn.widgettyBinary, "install", "--executable", Self.fixture, "--product", "Tinted"],
                environment: tmux.environment, directory: tmux.directory)
            #expect(installed.exitCode == 0, "\(installed.error)")
            try tmux.fixture("config/widgetty/home.yaml", Self.home(theme: "nord"))
        }
        defer { tmux.close() }
        // The first line's identifier (tmux writes the space before it in another style).
        let text = "widgetty.extension.tinted"
        for (theme, accent) in [("nord", TerminalColor.rgb(0x88, 0xC0, 0xD0)), ("solarized-dark", .rgb(0x2A, 0xA1, 0x98))] {
            if theme != "nord" { try Self.home(theme: theme).write(to: tmux.homeFile, atomically: true, encoding: .utf8) }
            let wanted = ThemeEndToEndTests.sgr(accent, background: false).dropLast()
            try await tmux.waitFor("the first line in \(theme)'s accent (\(wanted))", timeout: .seconds(20)) { _ in
                Self.style(before: text, in: tmux.capture(escapes: true))?.contains(wanted) == true
            }
        }
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
