import Foundation
import Testing

/// A bundle's `#Preview`s and its author's `swift run`, through the extension protocol (#32,
/// item 5), with the fixture bundle (Tests/ExtensionFixture) built beside the program under test:
/// `widgetty preview --extension NAME` lists and shows an installed bundle's preview, and the
/// bundle started by hand hands itself to `widgetty` (`WIDGETTY_BINARY`) as a temporary
/// extension — `render`, `preview` — installing nothing; with no `widgetty` to be found it says so
/// in one line and exits 2.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ExtensionPreviewEndToEndTests {
    static var fixture: String { ExtensionHostingEndToEndTests.fixture }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: fixture)))
    func anInstalledBundlesPreviewIsListedAndShown() async throws {
        let tmux = try await TmuxSession.start(args: ["preview", "--extension", "Previewed"], width: 120, height: 30) { tmux in
            let installed = ProcessSpawn.run(
                [ProcessSpawn.widgettyBinary, "install", "--executable", Self.fixture, "--product", "Previewed"],
                environment: tmux.environment, directory: tmux.directory)
            #expect(installed.exitCode == 0, "\(installed.error)")
        }
        defer { tmux.close() }
        try await tmux.waitFor("the bundle's #Preview at its first entry", timeout: .seconds(15)) { lines in
            lines.contains { $0.contains("#Preview 1/1") && $0.contains("\"Chatter preview\"") && $0.contains("FixtureWidgets.swift:") }
                && lines.contains { $0.contains("medium · entry 1/2") } && lines.contains { $0.contains("chatter") }
        }
        tmux.sendKeys("Right")
        try await tmux.waitFor(text: "medium · entry 2/2")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)

        let listed = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "preview", "--extension", "Previewed", "--list"], environment: tmux.environment, directory: tmux.directory)
        #expect(listed.exitCode == 0, "\(listed.error)")
        #expect(listed.output.contains("1  \"Chatter preview\"  widget, medium  FixtureWidgets.swift:"), "\(listed.output)")
        let missing = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "preview", "--extension", "Nothing", "--list"], environment: tmux.environment, directory: tmux.directory)
        #expect(missing.exitCode == 1)
        #expect(missing.error.contains("no extension named 'Nothing' (installed: Previewed)"), "\(missing.error)")
        try await Task.sleep(for: .milliseconds(300))
        #expect(ExtensionHostingEndToEndTests.processes(of: Self.fixture) == 0, "no extension outlives the preview")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: fixture)))
    func theBundleStartedByItsAuthorRunsInWidgettyAsATemporaryExtension() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-author-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = ProcessSpawn.isolatedEnvironment(in: directory)
        environment["WIDGETTY_BINARY"] = ProcessSpawn.widgettyBinary

        let rendered = ProcessSpawn.run([Self.fixture, "render", "chatter", "--family", "small"], environment: environment, directory: directory)
        #expect(rendered.exitCode == 0, "\(rendered.error)")
        #expect(rendered.output.contains("chatter"), "\(rendered.output)")
        let gallery = ProcessSpawn.run([Self.fixture, "gallery"], environment: environment, directory: directory)
        let own = try #require(gallery.output.range(of: "chatter — Chatter"), "\(gallery.output)")
        let builtIn = try #require(gallery.output.range(of: "clock — "), "\(gallery.output)")
        #expect(own.lowerBound < builtIn.lowerBound, "the bundle's kinds come first")
        #expect(!gallery.output.contains("(installed)"))
        let listed = ProcessSpawn.run([Self.fixture, "preview", "--list"], environment: environment, directory: directory)
        #expect(listed.output.contains("1  \"Chatter preview\"  widget, medium"), "\(listed.output)\(listed.error)")
        let store = directory.appendingPathComponent("data/widgetty/extensions")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: store.path)) ?? []).isEmpty, "a temporary extension is not installed")

        // The same with the program's own option, and a program that is none.
        let direct = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "--extension-binary", Self.fixture, "render", "hour-minutes"], environment: environment, directory: directory)
        #expect(direct.output.contains("minute 1 of 60"), "\(direct.output)\(direct.error)")
        let none = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "--extension-binary", directory.path + "/nothing", "render", "chatter"], environment: environment, directory: directory)
        #expect(none.exitCode == 2)
        #expect(none.error == "widgetty: --extension-binary \(directory.path)/nothing: not a program\n", "\(none.error)")

        // No widgetty to hand over to: one line saying how to get one, status 2.
        var alone = environment
        alone["WIDGETTY_BINARY"] = nil
        alone["PATH"] = "/usr/bin:/bin"
        let lost = ProcessSpawn.run([Self.fixture, "render", "chatter"], environment: alone, directory: directory)
        #expect(lost.exitCode == 2)
        #expect(lost.error.split(separator: "\n").count == 1, "\(lost.error)")
        #expect(lost.error.hasPrefix("WidgettyExtensionFixture: no widgetty on PATH to show these widgets: install Widgetty"), "\(lost.error)")

        // The home screen, as `swift run` shows it, from the bundle's own home file (written here
        // with its healthy widget alone: the default would place the misbehaving ones too).
        let tmux = try await TmuxSession.start(
            program: Self.fixture, width: 120, height: 40, environment: ["WIDGETTY_BINARY": ProcessSpawn.widgettyBinary]
        ) { tmux in
            try tmux.fixture("config/widgetty/WidgettyExtensionFixture.yaml", "widgets:\n  - kind: clock\n  - kind: chatter\n")
        }
        defer { tmux.close() }
        let timer = { (lines: [String]) in lines.first { $0.range(of: #"│ +[0-9]+:[0-9]{2} +│"#, options: .regularExpression) != nil } }
        let first = try await tmux.waitFor("the bundle's widget on the home screen", timeout: .seconds(20)) { lines in
            lines.contains { $0.contains("Chatter") } && timer(lines) != nil
        }
        try await tmux.waitFor("its timer a second later", timeout: .seconds(5)) { lines in timer(lines) != nil && timer(lines) != timer(first) }
        #expect(!FileManager.default.fileExists(atPath: tmux.directory.appendingPathComponent("config/widgetty/home.yaml").path),
                "the user's own home file is not touched")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
