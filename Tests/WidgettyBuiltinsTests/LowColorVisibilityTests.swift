import Foundation
import Testing
import WidgettyBuiltins
import WidgettyHomeFile
import WidgettyHostTestSupport
import WidgettyScreen
import WidgettyTerminal

/// Every built-in widget and every screen (home, help, gallery, edit panel), in every built-in
/// theme, as an 8-colour, a 16-colour and a `NO_COLOR` terminal shows them: no character is drawn
/// in its background's colour, nor in black on the terminal's default background.
@MainActor
@Suite(.serialized) struct LowColorVisibilityTests {
    static let kinds = ["clock", "world-clock", "calendar", "countdown", "todo", "timer", "launcher",
                        "system", "disk", "network", "battery", "git"]

    static func homeFile(theme: String) -> String {
        "theme: \(theme)\nwidgets:\n" + kinds.map { "  - kind: \($0)\n" }.joined()
    }

    /// The characters of `screen` that a terminal of `depth` would hide, with where they are.
    static func hidden(in screen: CellBuffer, depth: ColorDepth, foreground: TerminalColor, background: TerminalColor) -> [String] {
        var found: [String] = []
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                let cell = screen[x, y]
                if cell.isContinuation || cell.text.allSatisfy({ $0 == " " }) || cell.style.attributes.contains(.imagePixels) { continue }
                let shown = cell.style.themed(foreground: foreground, background: background).reduced(to: depth)
                if shown.hidesText { found.append("\(cell.text)@\(x),\(y) \(cell.style) → \(shown)") }
            }
        }
        return found
    }

    @Test(arguments: BuiltinThemes.all.map(\.name))
    func nothingIsInvisibleWithFewColours(theme: String) async throws {
        let (configuration, _) = HomeFileParser.parse(Self.homeFile(theme: theme), file: "home.yaml")
        let pilot = try HostPilot(widgets: BuiltinWidgets.all, configuration: try #require(configuration),
                                  size: Size(width: 120, height: 60))
        await pilot.settle()
        let screens: [(String, [Key])] = [
            ("home", []), ("help", [.character("?")]), ("gallery", [.escape, .character("a")]),
            ("edit panel", [.escape, .escape, .character("e")]),
        ]
        for (name, keys) in screens {
            for key in keys { await pilot.press(key) }
            for depth in [ColorDepth.ansi8, .ansi16, .monochrome] {
                let hidden = Self.hidden(in: pilot.terminal.screen, depth: depth,
                                         foreground: pilot.terminal.defaultForeground,
                                         background: pilot.terminal.defaultBackground)
                #expect(hidden.isEmpty, "\(theme), \(name), \(depth): \(hidden.prefix(5))")
            }
        }
    }

    @Test func greyAndBrightColoursOnEightColoursStayVisible() {
        let grey = Style(foreground: .brightBlack).reduced(to: .ansi8)
        #expect(grey.foreground == .default && grey.attributes.contains(.dim))
        let brightCyan = Style(foreground: .brightCyan).reduced(to: .ansi8)
        #expect(brightCyan.foreground == .cyan && brightCyan.attributes.contains(.bold))
        // A dark grey RGB that the 16 colours round to black.
        #expect(!Style(foreground: .rgb(50, 50, 50)).reduced(to: .ansi16).hidesText)
        // Text in the colour of its coloured background turns to whichever of black or white shows.
        #expect(Style(foreground: .rgb(0, 0, 200), background: .blue).reduced(to: .ansi16).foreground == .white)
        // A block of colour stays one.
        #expect(Style(foreground: .blue, background: .blue).reduced(to: .ansi8) == Style(foreground: .blue, background: .blue))
    }

    @Test func eightColourTerminalsAreDetected() {
        #expect(TerminalCapabilities.colorDepth(environment: [:], terminfoColors: 8, noColor: false) == .ansi8)
        #expect(TerminalCapabilities.colorDepth(environment: [:], terminfoColors: 16, noColor: false) == .ansi16)
    }
}
