import Foundation
import Testing

/// Widget extensions on one home screen (#32): three installed bundles beside a ticking built-in
/// clock — one healthy, one whose provider traps, one whose provider never answers. The healthy
/// one ticks, the trapping one's cell and `widgetty timeline` say it crashed and why, the hanging
/// one is killed at its time limit with no process left behind, the screen never goes down, and
/// `widgetty uninstall` takes a bundle's widget off the screen with the home file still valid.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ExtensionHostingEndToEndTests {
    /// The fixture bundle (Tests/ExtensionFixture), built beside the program under test.
    static var fixture: String {
        URL(fileURLWithPath: ProcessSpawn.widgettyBinary).deletingLastPathComponent().appendingPathComponent("WidgettyExtensionFixture").path
    }

    /// The running processes of `program` (by its path), counted from /proc.
    static func processes(of program: String) -> Int {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return ids.filter { Int($0) != nil }.filter { id in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(id)/exe")) == program
        }.count
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: fixture)))
    func threeBundlesOneCrashingOneHangingBesideATickingClock() async throws {
        let tmux = try await TmuxSession.start(width: 160, height: 30) { tmux in
            for name in ["Hanging", "Healthy", "Trapping"] {
                let installed = ProcessSpawn.run(
                    [ProcessSpawn.widgettyBinary, "install", "--executable", Self.fixture, "--product", name],
                    environment: tmux.environment, directory: tmux.directory)
                #expect(installed.exitCode == 0, "\(installed.error)")
                #expect(installed.output.hasPrefix("Installed \(name) "), "\(installed.output)")
            }
            // Installed by name in order: Hanging's kinds are plain, the others' take their bundle's name.
            try tmux.fixture("config/widgetty/home.yaml", """
                widgets:
                  - kind: clock
                  - kind: Healthy/chatter
                    id: healthy
                  - kind: Trapping/trap
                    id: trapping
                  - kind: hang
                    id: hanging
                """)
        }
        defer { tmux.close() }
        let listed = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "extensions"], environment: tmux.environment, directory: tmux.directory)
        #expect(listed.output.contains("Trapping  unversioned  widgetty.extension.trapping"), "\(listed.output)")
        #expect(listed.output.contains("kinds:  chatter, trap, hang, hog, spin, hour-minutes, hour-timer, hour-bar, lamp, bundle"))
        let gallery = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "gallery"], environment: tmux.environment, directory: tmux.directory)
        let grouped = try #require(gallery.output.range(of: "From FixtureWidgets (installed):"), "\(gallery.output)")
        #expect(gallery.output[grouped.upperBound...].contains("Healthy/chatter — Chatter"))
        #expect(!gallery.output[..<grouped.lowerBound].contains("chatter"), "the program's own kinds come first")

        // The healthy extension's timer ticks in its cell, drawn by the home screen.
        let first = try await tmux.waitFor("the healthy extension's entry", timeout: .seconds(20)) { lines in
            lines.contains { $0.contains("chatter") }
        }
        let timer = { (lines: [String]) in lines.first { $0.range(of: #"│ +[0-9]+:[0-9]{2} +│"#, options: .regularExpression) != nil } }
        let before = timer(first)
        try await tmux.waitFor("its timer a second later", timeout: .seconds(5)) { lines in timer(lines) != nil && timer(lines) != before }

        // The trapping one: crashed, with Swift's message, in the timeline and in the cell's marker.
        try await tmux.waitForTimeline("trapping", containing: "crashed: Fatal error: Index out of range")
        try await tmux.waitFor("the trapping cell's marker", timeout: .seconds(10)) { lines in
            lines.contains { $0.contains("trap") && $0.contains("!") }
        }
        // The hanging one: killed at its limit (3 s), and no process of it is left.
        try await tmux.waitForTimeline("hanging", containing: "killed: no answer in 3 s")
        #expect(Self.processes(of: Self.fixture) <= 2, "one process per running extension at most")

        // The screen still answers keys; uninstalling takes the widget off the home file and the screen.
        try await tmux.uninstallWhileRunning("Trapping", ids: "trapping", gone: " trap ", kept: "Clock")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
        try await Task.sleep(for: .milliseconds(300))
        #expect(Self.processes(of: Self.fixture) == 0, "no extension outlives the home screen")
    }

    /// A home screen that is already running sees `widgetty install` and `uninstall` (#32): a
    /// kind its home file names shows once installed, and goes when uninstalled.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: fixture)))
    func aRunningHomeScreenSeesAnInstallAndAnUninstall() async throws {
        let tmux = try await TmuxSession.start(width: 140, height: 30) { tmux in
            // A kind not installed yet: the file is reported until it is.
            try tmux.fixture("config/widgetty/home.yaml", "widgets:\n  - kind: clock\n  - kind: chatter\n    id: healthy\n")
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "unknown widget kind", timeout: .seconds(10))
        let installed = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "install", "--executable", Self.fixture, "--product", "Healthy"],
            environment: tmux.environment, directory: tmux.directory)
        #expect(installed.exitCode == 0, "\(installed.error)")
        let cell = { (line: String) in line.contains("│") && line.contains("chatter") && !line.contains("unknown") }
        try await tmux.waitFor("the new extension's widget", timeout: .seconds(20)) { lines in
            lines.contains(where: cell) && lines.contains { $0.contains("installed Healthy") }
        }
        let removed = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "uninstall", "Healthy"], environment: tmux.environment, directory: tmux.directory)
        #expect(removed.exitCode == 0, "\(removed.error)")
        try await tmux.waitFor("the extension's widget gone", timeout: .seconds(10)) { lines in
            !lines.contains(where: cell) && lines.contains { $0.contains("Clock") }
        }
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
