import Foundation
import Testing
import WidgettyBuiltins
import WidgettyHomeFile
import WidgettyHostTestSupport
import WidgettyScreen
import WidgettyTerminal

/// Every screen — home (focused and unfocused borders, titles, the status bar, the launcher's
/// hint letters), help, the gallery, the edit panel and arrange mode — in every built-in theme,
/// as a terminal of 8 colours, 16 colours and none (`NO_COLOR`) shows it: no glyph is
/// invisible (``LowColorCheck``).
@MainActor
@Suite(.serialized) struct LowColorScreenTests {
    /// Widgets that draw from the clock alone: the launcher first, so it has focus and shows
    /// its hint letters.
    static let kinds = ["launcher", "clock", "world-clock", "calendar", "countdown", "todo", "timer"]

    static func homeFile(theme: String) -> String {
        "theme: \(theme)\nwidgets:\n" + kinds.map { "  - kind: \($0)\n" }.joined()
    }

    /// Each screen, by the keys that open it from the home screen (and Escape closes it again).
    static let screens: [(name: String, keys: [Key])] = [
        ("home", []), ("help", [.character("?")]), ("gallery", [.character("a")]),
        ("edit panel", [.character("e")]), ("arrange mode", [.character("m")]),
    ]

    /// Every built-in theme on a dark terminal, and the default theme (which follows the
    /// terminal) on a light one too.
    nonisolated static let cases: [(theme: String, terminal: TerminalAppearance)] =
        BuiltinThemes.all.map { ($0.name, .dark) } + [(BuiltinThemes.defaultName, .light)]

    @Test(arguments: cases)
    func noScreenDrawsAnInvisibleGlyphWithFewColoursOrNone(themeName: String, terminalAppearance: TerminalAppearance) async throws {
        let theme = try #require(BuiltinThemes.named(themeName))
        let folder = try FixtureDirectory()
        let file = try folder.write("home.yaml", Self.homeFile(theme: theme.name))
        let (configuration, _) = HomeFileParser.parse(Self.homeFile(theme: theme.name), file: file)
        let pilot = try HostPilot(widgets: BuiltinWidgets.all, configuration: try #require(configuration),
                                  size: Size(width: 120, height: 50), homeFile: URL(fileURLWithPath: file))
        pilot.terminal.send(.appearanceReported(terminalAppearance))
        await pilot.settle()
        if theme.followsTerminal { #expect(pilot.terminal.appearance == terminalAppearance, "the screen is drawn for the terminal") }
        var failures: [String] = []
        var seen = Set<String>()
        for (name, keys) in Self.screens {
            for key in keys { await pilot.press(key) }
            await pilot.settle()
            #expect(seen.insert(pilot.text).inserted, "\(name) is a screen of its own")
            for depth in LowColorCheck.depths {
                let target = ColorTarget(depth: depth, foreground: pilot.terminal.defaultForeground,
                                         background: pilot.terminal.defaultBackground,
                                         appearance: pilot.terminal.appearance)
                let invisible = LowColorCheck.invisible(in: pilot.terminal.screen, on: target)
                if !invisible.isEmpty { failures.append("\(name), \(depth): \(invisible.count), e.g. \(invisible.prefix(4))") }
            }
            if !keys.isEmpty {
                await pilot.press(.escape)
                await pilot.settle()
            }
        }
        #expect(failures.isEmpty, "\(theme.name) on a \(terminalAppearance) terminal:\n\(failures.joined(separator: "\n"))")
    }
}
