import Foundation
import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyHostTestSupport
import WidgettyKit
import WidgettyScreen
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

private struct LookEntry: TimelineEntry {
    let date: Date
}

private struct LookProvider: TimelineProvider {
    func placeholder(in context: Context) -> LookEntry { LookEntry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (LookEntry) -> Void) {
        completion(LookEntry(date: Date(timeIntervalSince1970: 0)))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<LookEntry>) -> Void) {
        completion(Timeline(entries: [LookEntry(date: Date(timeIntervalSince1970: 0))], policy: .never))
    }
}

/// Shows what the environment says: the colour scheme, and words drawn in the accent, the
/// tint and the first graph colour.
private struct LookView: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.graphColors) private var graphColors
    var body: some View {
        VStack(alignment: .leading) {
            Text(colorScheme == .light ? "scheme-light" : "scheme-dark")
            Text("accented").widgetAccentable()
            Text("tinted").foregroundStyle(.tint)
            Text("graphed").foregroundStyle(graphColors.first ?? Color.white)
        }
    }
}

private struct LookWidget: Widget {
    let kind = "look"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: LookProvider()) { _ in LookView() }
            .configurationDisplayName("Look")
            .supportedFamilies([.systemSmall])
    }
}

/// `theme:` and `tint:` in the home file, and the terminal's answer to the background query,
/// reach the screen's parts and the widgets' views; a new theme repaints without a restart.
@Suite(.serialized) @MainActor struct ThemeRuntimeTests {
    private func pilot(_ yaml: String) async throws -> HostPilot {
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(problems.isEmpty, "\(problems)")
        let pilot = try HostPilot(
            widgets: LookWidget().widgetDescriptors, configuration: try #require(configuration), size: Size(width: 80, height: 24))
        await pilot.settle()
        return pilot
    }

    private static let twoWidgets = """
        widgets:
          - kind: look
            id: first
          - kind: look
            id: second
            tint: "#ff0000"

        """

    /// The cell where `word` starts on the shown screen.
    private func cell(of word: String, in pilot: HostPilot, occurrence: Int = 0) throws -> Cell {
        var found = 0
        for (y, line) in pilot.screen.enumerated() {
            var rest = Substring(line)
            while let range = rest.range(of: word) {
                if found == occurrence { return pilot.terminal.screen[line.distance(from: line.startIndex, to: range.lowerBound), y] }
                found += 1
                rest = rest[range.upperBound...]
            }
        }
        throw LookupFailure(word: word)
    }

    private struct LookupFailure: Error { let word: String }

    /// The style of the top-left corner of the `occurrence`th cell titled `title`.
    private func corner(ofCellTitled title: String, in pilot: HostPilot, occurrence: Int = 0) throws -> Style {
        var found = 0
        for (y, line) in pilot.screen.enumerated() {
            var rest = Substring(line)
            while let range = rest.range(of: " \(title) ") {
                if found == occurrence {
                    let x = line.distance(from: line.startIndex, to: range.lowerBound) - 2
                    return pilot.terminal.screen[x, y].style
                }
                found += 1
                rest = rest[range.upperBound...]
            }
        }
        throw LookupFailure(word: title)
    }

    @Test func theThemeTheHomeFileNamesColoursBordersAndSetsTheBackground() async throws {
        let pilot = try await pilot("theme: nord\n" + Self.twoWidgets)
        let nord = BuiltinThemes.nord.palette(for: nil)
        #expect(pilot.terminal.defaultBackground == nord.background)
        #expect(pilot.terminal.defaultForeground == nord.foreground)
        // The first widget has focus.
        #expect(try corner(ofCellTitled: "Look", in: pilot).foreground == nord.focusedBorder)
        #expect(try corner(ofCellTitled: "Look", in: pilot, occurrence: 1).foreground == nord.border)
        #expect(pilot.runtime.themeInUse.name == "nord")
    }

    @Test func aNewThemeInTheHomeFileRepaintsEveryPartWithoutARestart() async throws {
        let pilot = try await pilot(Self.twoWidgets)
        #expect(pilot.terminal.defaultBackground == .default)
        #expect(try corner(ofCellTitled: "Look", in: pilot).foreground == .cyan)
        #expect(try cell(of: "accented", in: pilot).style.foreground == .cyan)

        pilot.runtime.applyHomeFile("theme: dracula\n" + Self.twoWidgets)
        await pilot.settle()
        let dracula = BuiltinThemes.dracula.palette(for: nil)
        #expect(pilot.terminal.defaultBackground == dracula.background)
        #expect(try corner(ofCellTitled: "Look", in: pilot).foreground == dracula.focusedBorder)
        #expect(try corner(ofCellTitled: "Look", in: pilot, occurrence: 1).foreground == dracula.border)
        // The widgets were drawn again: the accent is the new theme's.
        #expect(try cell(of: "accented", in: pilot).style.foreground == dracula.accent)
        #expect(try cell(of: "graphed", in: pilot).style.foreground == dracula.graph[0])
    }

    /// What a program serving widgets from other processes hears (`Options.lookChanged`): the
    /// environment widgets are drawn from, before any widget is asked, and again at each change.
    @Test func theEnvironmentWidgetsAreDrawnFromIsHandedOnAtStartAndAtEachChange() async throws {
        let heard = Heard()
        let (configuration, _) = HomeFileParser.parse("theme: nord\n" + Self.twoWidgets, file: "home.yaml")
        let pilot = try HostPilot(
            widgets: LookWidget().widgetDescriptors, configuration: try #require(configuration), size: Size(width: 80, height: 24),
            lookChanged: { heard.list.append(($0.tint, $0.graphColors, $0.colorScheme)) })
        await pilot.settle()
        let nord = BuiltinThemes.nord.palette(for: nil)
        #expect(heard.list.count == 1)
        #expect(heard.list.last?.0 == Color(terminal: nord.accent) && heard.list.last?.1 == nord.graph.map(Color.init(terminal:)))
        pilot.runtime.applyHomeFile("theme: solarized-light\n" + Self.twoWidgets)
        await pilot.settle()
        let solarized = BuiltinThemes.solarizedLight.palette(for: nil)
        #expect(heard.list.count == 2)
        #expect(heard.list.last?.0 == Color(terminal: solarized.accent) && heard.list.last?.2 == .light)
        // Nothing drawn changes: nothing is said.
        pilot.runtime.applyHomeFile("theme: solarized-light\n" + Self.twoWidgets)
        await pilot.settle()
        #expect(heard.list.count == 2)
    }

    @MainActor final class Heard {
        var list: [(Color?, [Color], ColorScheme)] = []
    }

    @Test func anUnknownThemeKeepsTheScreenAndSaysWhereItIsNamed() async throws {
        let pilot = try await pilot("theme: nord\n" + Self.twoWidgets)
        pilot.runtime.applyHomeFile("theme: nope\n" + Self.twoWidgets)
        await pilot.settle()
        #expect(pilot.text.contains("home.yaml:1:8: unknown theme 'nope'"))
        #expect(pilot.runtime.themeInUse.name == "nord")
    }

    @Test func aWidgetsTintIsItsAccentAndTheOthersTakeTheThemes() async throws {
        let pilot = try await pilot("theme: gruvbox-dark\n" + Self.twoWidgets)
        let accent = BuiltinThemes.gruvboxDark.palette(for: nil).accent
        #expect(try cell(of: "accented", in: pilot).style.foreground == accent)
        #expect(try cell(of: "tinted", in: pilot).style.foreground == accent)
        #expect(try cell(of: "accented", in: pilot, occurrence: 1).style.foreground == .rgb(255, 0, 0))
        #expect(try cell(of: "tinted", in: pilot, occurrence: 1).style.foreground == .rgb(255, 0, 0))
    }

    @Test func aLightAnswerToTheBackgroundQueryTurnsTheDefaultThemeLight() async throws {
        let pilot = try await pilot(Self.twoWidgets)
        #expect(pilot.text.contains("scheme-dark"))
        pilot.terminal.send(.appearanceReported(.light))
        await pilot.settle()
        #expect(pilot.text.contains("scheme-light"))
        #expect(!pilot.text.contains("scheme-dark"))
        let light = BuiltinThemes.standard.palette(for: .light)
        #expect(try corner(ofCellTitled: "Look", in: pilot).foreground == light.focusedBorder)
        #expect(try cell(of: "accented", in: pilot).style.foreground == light.accent)
        #expect(pilot.runtime.themeInUse.appearance == .light)
    }

    @Test func withoutAnAnswerTheDefaultThemeStaysDarkAndNothingWaits() async throws {
        let pilot = try await pilot(Self.twoWidgets)
        let draws = pilot.terminal.drawCount
        await pilot.advance(by: 5)
        #expect(pilot.text.contains("scheme-dark"))
        #expect(pilot.runtime.themeInUse.appearance == .dark)
        #expect(pilot.terminal.drawCount == draws)
    }

    @Test func aThemeWithItsOwnBackgroundKeepsItsSchemeWhateverTheTerminalIs() async throws {
        let pilot = try await pilot("theme: solarized-light\n" + Self.twoWidgets)
        #expect(pilot.text.contains("scheme-light"))
        let draws = pilot.terminal.drawCount
        pilot.terminal.send(.appearanceReported(.dark))
        await pilot.settle()
        #expect(pilot.text.contains("scheme-light"))
        #expect(pilot.terminal.drawCount == draws, "nothing drawn changed, so nothing is painted")
    }

    @Test func theGalleryAndTheEditPanelFollowTheTheme() async throws {
        let pilot = try await pilot("theme: dracula\n" + Self.twoWidgets)
        let dracula = BuiltinThemes.dracula.palette(for: nil)
        await pilot.press(.character("a"))
        #expect(try corner(ofCellTitled: "Add a widget", in: pilot).foreground == dracula.focusedBorder)
        // The gallery's preview of the widget is drawn in the theme too.
        #expect(try cell(of: "accented", in: pilot).style.foreground == dracula.accent)
        await pilot.press(.escape)
        await pilot.press(.character("e"))
        #expect(try corner(ofCellTitled: "Look", in: pilot).foreground == dracula.focusedBorder)
        #expect(try cell(of: "This widget has no settings.", in: pilot).style.foreground == dracula.secondary)
    }

    @Test func savingTheThemeFileInUseRepaintsInItAndABrokenOneKeepsTheScreen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.yaml")
        try "base: nord\naccent: \"#ff0000\"\n".write(to: file, atomically: true, encoding: .utf8)
        let (configuration, _) = HomeFileParser.parse("theme: mine\n" + Self.twoWidgets, file: "home.yaml")
        let pilot = try HostPilot(
            widgets: LookWidget().widgetDescriptors, configuration: try #require(configuration), size: Size(width: 160, height: 24),
            themes: ThemeCatalog(directory: folder))
        defer { pilot.runtime.stop() }
        await pilot.settle()
        #expect(try cell(of: "accented", in: pilot).style.foreground == .rgb(255, 0, 0))

        /// Waits (at most 5 s) for the watcher's news to reach the screen.
        func waitUntil(_ condition: () throws -> Bool) async throws {
            let deadline = Date().addingTimeInterval(5)
            while try !condition(), Date() < deadline {
                try await Task.sleep(for: .milliseconds(10))
                await pilot.settle()
            }
        }
        try "base: nord\naccent: \"#00ff00\"\n".write(to: file, atomically: true, encoding: .utf8)
        try await waitUntil { try cell(of: "accented", in: pilot).style.foreground == .rgb(0, 255, 0) }
        #expect(try cell(of: "accented", in: pilot).style.foreground == .rgb(0, 255, 0))

        try "accent: pink\n".write(to: file, atomically: true, encoding: .utf8)
        // The theme file's problem at its own path:line:column, in the status bar (the full path is long).
        try await waitUntil { pilot.text.contains("mine.yaml:1:9: not a colour") }
        #expect(pilot.text.contains("\(file.path):1:9: not a colour"))
        #expect(try cell(of: "accented", in: pilot).style.foreground == .rgb(0, 255, 0))
    }
}
