import Foundation
import Testing

/// `widgetty edit`: parameters checked like `widgetty check`, saved keeping the file's comments,
/// and picked up by a running screen through its file watcher.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct EditCommandTests {
    static let home = """
        # my screen
        widgets:
          - kind: countdown
            id: launch   # the big day
            params:
              title: Launch
          - kind: clock

        """

    @Test func editChangesAParameterAndTheRunningScreenShowsIt() async throws {
        let tmux = try await TmuxSession.start(width: 120, height: 40) { tmux in
            try tmux.fixture("config/widgetty/home.yaml", Self.home)
        }
        defer { tmux.close() }
        try await tmux.waitFor(text: "Launch")
        let edit = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "edit", "launch", "--param", "title=Landing day"], environment: tmux.environment,
            directory: tmux.directory)
        #expect(edit.exitCode == 0, "\(edit.error)")
        #expect(edit.output == "launch: title Launch → Landing day\n")
        #expect(try String(contentsOf: tmux.homeFile, encoding: .utf8) == Self.home.replacingOccurrences(of: "title: Launch", with: "title: Landing day"))
        try await tmux.waitFor(text: "Landing day")
        tmux.sendKeys("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func editRefusesWhatCheckWouldReportAndLeavesTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("home.yaml")
        try Self.home.write(to: file, atomically: false, encoding: .utf8)
        func edit(_ arguments: [String]) -> ProcessSpawn.Result {
            ProcessSpawn.run(
                [ProcessSpawn.widgettyBinary, "edit"] + arguments + ["--config", file.path], environment: ProcessSpawn.testEnvironment,
                directory: directory)
        }
        let unknown = edit(["launch", "--param", "colour=red"])
        #expect(unknown.exitCode == 1)
        #expect(unknown.error == "widgetty: --param colour=red: countdown has no parameter 'colour' (it has: title, target)\n")
        let missing = edit(["nope", "--param", "title=x"])
        #expect(missing.exitCode == 1)
        #expect(missing.error.contains("no widget with id 'nope'"))
        let malformed = edit(["launch", "--param", "title"])
        #expect(malformed.error == "widgetty: --param title: expected key=value\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.home)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["home.yaml"])
    }
}
