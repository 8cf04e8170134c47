import Foundation
import Testing

/// `widgetty reload` and `widgetty timeline` against a running home screen in tmux.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ControlSocketTests {
    @Test func reloadByKindReloadsExactlyThoseWidgetsAndTheScreenShowsIt() async throws {
        var todo = URL(fileURLWithPath: "/")
        let tmux = try await TmuxSession.start(width: 120, height: 40) { tmux in
            todo = try tmux.fixture("todo.txt", "first thing\n")
            try tmux.fixture("config/widgetty/home.yaml", """
                widgets:
                  - kind: todo
                    params: { file: "\(todo.path)" }
                  - kind: clock
                  - kind: todo
                    id: errands
                    params: { file: "\(todo.path)" }
                """)
        }
        defer { tmux.close() }
        // Each list where its cell puts it (the large one's item sits under its count's big digits).
        try await tmux.waitFor("both lists") { $0.joined().components(separatedBy: "first thing").count == 3 }
        // The to-do widget re-reads its file every 30 s on its own: a change shown now is the reload's doing.
        try "second thing\n".write(to: todo, atomically: true, encoding: .utf8)
        let started = ContinuousClock.now
        let reload = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "reload", "--kind", "todo"], environment: tmux.environment, directory: tmux.directory)
        #expect(reload.exitCode == 0, "\(reload.error)")
        #expect(reload.output == "reloaded errands\nreloaded todo\n")
        try await tmux.waitFor("the new item in both lists", timeout: .seconds(2)) {
            $0.joined().components(separatedBy: "second thing").count == 3
        }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(1), "reload to screen took \(elapsed)")

        let timeline = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "timeline", "clock"], environment: tmux.environment, directory: tmux.directory)
        #expect(timeline.exitCode == 0)
        #expect(timeline.output.hasPrefix("clock: clock, small\n→ "))
        #expect(timeline.output.contains("policy: never"))

        let unknown = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "reload", "--id", "nope"], environment: tmux.environment, directory: tmux.directory)
        #expect(unknown.exitCode == 1)
        #expect(unknown.error.hasPrefix("widgetty: no widget with id 'nope'"))
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: tmux.directory.appendingPathComponent("run/widgetty/control.sock").path))
    }

    @Test func withoutARunningScreenReloadSaysSo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-noscreen-\(UUID().uuidString.prefix(8))")
        var environment = ProcessSpawn.testEnvironment
        environment["XDG_RUNTIME_DIR"] = directory.path
        let result = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "reload"], environment: environment, directory: FileManager.default.temporaryDirectory)
        #expect(result.exitCode == 1)
        #expect(result.error.hasPrefix("widgetty: no running Widgetty (nothing answers at "))
    }

    @Test(.enabled(if: getuid() == 0, "needs root to act as another user"))
    func anotherUserIsRefused() async throws {
        let tmux = try await TmuxSession.start(width: 80, height: 24)
        defer { tmux.close() }
        try await tmux.waitFor(text: "? help")
        let socketDirectory = tmux.directory.appendingPathComponent("run/widgetty")
        let mode = try FileManager.default.attributesOfItem(atPath: socketDirectory.path)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        // Let `nobody` reach the binary and the folders on the way, as on a shared machine.
        chmod(tmux.directory.path, 0o755)
        chmod(tmux.directory.appendingPathComponent("run").path, 0o755)
        let asNobody = ProcessSpawn.run(
            ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", ProcessSpawn.widgettyBinary, "reload"],
            environment: tmux.environment, directory: FileManager.default.temporaryDirectory)
        #expect(asNobody.exitCode != 0, "another user reloaded the screen: \(asNobody.output)")
        #expect(asNobody.error.contains("ermission denied"), "\(asNobody.error)")
        // The owner still gets through.
        let asOwner = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "reload"], environment: tmux.environment, directory: tmux.directory)
        #expect(asOwner.exitCode == 0, "\(asOwner.error)")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
