import Foundation
import Testing
import WidgettyHomeFile
import WidgettyScreen
import WidgettyTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// `theme:` names a built-in theme or a file in the themes folder; theme files and `tint:` are
/// read with their problems at `file:line:column`, and hostile theme files are refused at once.
@Suite @MainActor struct ThemeCatalogTests {
    private let folder: URL
    private let at = SourceLocation(file: "home.yaml", line: 3, column: 8)

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private var catalog: ThemeCatalog { ThemeCatalog(directory: folder) }

    private func write(_ text: String, as name: String) throws {
        try text.write(to: folder.appendingPathComponent(name + ".yaml"), atomically: true, encoding: .utf8)
    }

    private func problems(_ result: Result<Theme, ThemeProblems>) -> [String] {
        if case .failure(let found) = result { return found.problems.map(\.description) }
        return []
    }

    @Test func builtInThemesAreFoundByNameInAnyCaseAndThereAreDarkAndLightOnes() throws {
        #expect(BuiltinThemes.all.count >= 7)
        #expect(Set(BuiltinThemes.all.map(\.name)).count == BuiltinThemes.all.count)
        let appearances = BuiltinThemes.all.flatMap(\.palettes).map(\.appearance)
        #expect(appearances.contains(.dark) && appearances.contains(.light))
        let nord = try catalog.theme(named: "Nord", at: at).get()
        #expect(nord.palette(for: .light).background == .rgb(0x2E, 0x34, 0x40))
        #expect(BuiltinThemes.standard.followsTerminal)
        #expect(BuiltinThemes.standard.palette(for: .light).appearance == .light)
        #expect(BuiltinThemes.standard.palette(for: nil).appearance == .dark)
    }

    @Test func aThemeFileChangesItsBaseThemesColours() throws {
        try write(
            """
            base: solarized-dark
            summary: mine
            accent: bright-magenta
            border: "#123"
            title: 214
            graph: [red, "#00ff00"]

            """, as: "mine")
        let theme = try catalog.theme(named: "mine", at: at).get()
        let palette = theme.palette(for: nil)
        #expect(theme.summary == "mine")
        #expect(palette.accent == .brightMagenta)
        #expect(palette.border == .rgb(0x11, 0x22, 0x33))
        #expect(palette.title == .palette(214))
        #expect(palette.graph == [.red, .rgb(0, 255, 0)])
        // What it does not set is the base's.
        #expect(palette.background == BuiltinThemes.solarizedDark.palette(for: nil).background)
        #expect(palette.appearance == .dark)
    }

    @Test func aThemeFilesOwnProblemsAreReportedAtItsPathLineAndColumn() throws {
        try write("base: nope\nappearance: dim\naccent: #ff0000\nborder: pink\nshadow: red\ngraph: []\n", as: "broken")
        let path = folder.appendingPathComponent("broken.yaml").path
        #expect(
            problems(catalog.theme(named: "broken", at: at)) == [
                "\(path):1:7: unknown base theme 'nope' (built in: \(BuiltinThemes.all.map(\.name).joined(separator: ", ")))",
                "\(path):2:13: appearance is dark or light",
                "\(path):3:8: no colour here: a # starts a comment in YAML, so write \"#rrggbb\" in quotes",
                "\(path):4:9: not a colour: expected \(ThemeColor.expected)",
                "\(path):5:1: unknown key 'shadow' in a theme (expected base, appearance, summary, foreground, background, border, focused-border, title, accent, secondary, stale, error, graph)",
                "\(path):6:8: graph is a list of colours, e.g. [cyan, \"#a6e3a1\"]",
            ])
    }

    @Test func unknownNamesAndNamesWithAFolderAreReportedWhereTheHomeFileWritesThem() {
        let unknown = problems(catalog.theme(named: "missing", at: at))
        #expect(unknown.count == 1)
        #expect(unknown.first?.hasPrefix("home.yaml:3:8: unknown theme 'missing' (built in: default, solarized-dark") == true)
        #expect(unknown.first?.hasSuffix("; or a file \(folder.appendingPathComponent("missing.yaml").path))") == true)
        #expect(
            problems(catalog.theme(named: "../home", at: at))
                == ["home.yaml:3:8: a theme name is a built-in theme or a file name without a folder, found '../home'"])
    }

    @Test func aFIFOADeviceOrAHugeFileIsRefusedAtOnce() throws {
        #expect(mkfifo(folder.appendingPathComponent("fifo.yaml").path, 0o600) == 0)
        let start = ContinuousClock.now
        let fifo = problems(catalog.theme(named: "fifo", at: at))
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(fifo.count == 1 && fifo[0].contains("not a regular file"), "\(fifo)")

        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("zero.yaml").path, withDestinationPath: "/dev/zero")
        let device = problems(catalog.theme(named: "zero", at: at))
        #expect(device.count == 1 && device[0].hasPrefix("home.yaml:3:8: theme 'zero': "), "\(device)")

        try write(String(repeating: "# padding\n", count: 10_000), as: "huge")
        let huge = problems(catalog.theme(named: "huge", at: at))
        #expect(huge.count == 1 && huge[0].hasPrefix("home.yaml:3:8: theme 'huge': "), "\(huge)")
    }

    @Test func checkReportsAnUnknownThemeAndATintThatIsNoColour() {
        let text = """
            theme: neon
            widgets:
              - kind: tile
                tint: "#ff000"
              - kind: tile
                tint: bright-cyan

            """
        let (configuration, found) = HomeFileCheck.check(
            text, file: "home.yaml", registry: HostileFixtures.registry, themes: ThemeCatalog(directory: nil))
        let messages = found.map(\.description)
        #expect(messages.contains("home.yaml:4:11: not a colour: expected \(ThemeColor.expected)"), "\(messages)")
        #expect(messages.contains { $0.hasPrefix("home.yaml:1:8: unknown theme 'neon' (built in: default,") }, "\(messages)")
        #expect(configuration?.settings.theme == "neon")
        #expect(configuration?.allWidgets.last?.tint == .brightCyan)
    }

    @Test func coloursReadBackAsTheyAreWritten() {
        for color: TerminalColor in [.default, .red, .brightWhite, .palette(17), .rgb(0x0A, 0xBC, 0xFF)] {
            #expect(ThemeColor.parse(ThemeColor.text(of: color)) == color)
        }
        #expect(ThemeColor.parse("Grey") == .brightBlack)
        #expect(ThemeColor.parse(" #FfF ") == .rgb(255, 255, 255))
        #expect(ThemeColor.parse("256") == nil)
        #expect(ThemeColor.parse("#12345") == nil)
        #expect(ThemeColor.parse("bright-pink") == nil)
    }
}
