import Foundation
import Testing

/// `widgetty check` and `widgetty edit --param` judge a widget's values by the widget's own rule:
/// every bad value a problem at its line and column (exit 1), and an edit that would make one
/// refused, the file untouched.
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct ParameterValidationEndToEndTests {
    static let home = """
        widgets:
          - kind: clock
            id: mars
            params: { timeZone: Mars/Olympus }
          - kind: http
            params: { url: "ftp://x" }
          - kind: github
            params: { repository: not a repo }
          - kind: command

        """

    static let good = "widgets:\n  - kind: clock\n    id: here\n    params: { timeZone: Europe/Paris }\n"

    /// A scratch folder holding `home.yaml` with `text`, and a way to run the binary on it.
    private func scratch(_ text: String) throws -> (file: URL, run: ([String]) -> ProcessSpawn.Result, done: () -> Void) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("home.yaml")
        try text.write(to: file, atomically: false, encoding: .utf8)
        let run = { (arguments: [String]) in
            ProcessSpawn.run(
                [ProcessSpawn.widgettyBinary] + arguments + ["--config", file.path], environment: ProcessSpawn.testEnvironment,
                directory: directory)
        }
        return (file, run, { try? FileManager.default.removeItem(at: directory) })
    }

    @Test func checkReportsEveryBadValueAtItsLocation() throws {
        let (file, run, done) = try scratch(Self.home)
        defer { done() }
        let check = run(["check"])
        #expect(check.exitCode == 1)
        let lines = (check.output + check.error).split(separator: "\n").map(String.init)
        #expect(lines.contains("\(file.path):4:25: parameter 'timeZone' is not a time zone: Mars/Olympus"))
        #expect(lines.contains("\(file.path):6:20: parameter 'url' must be an http or https URL, found ftp://x"))
        #expect(lines.contains("\(file.path):8:27: parameter 'repository' must be owner/name (e.g. swiftlang/swift), found \"not a repo\""))
        #expect(lines.contains { $0.hasPrefix("\(file.path):9:5: parameter 'command' is required") })
    }

    @Test func editRefusesABadTimeZoneAndChangesNothing() throws {
        let (file, run, done) = try scratch(Self.good)
        defer { done() }
        let edit = run(["edit", "here", "--param", "timeZone=Nowhere/Land"])
        #expect(edit.exitCode == 1)
        #expect(edit.error == "widgetty: --param timeZone=Nowhere/Land: parameter 'timeZone' is not a time zone: Nowhere/Land\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.good)
        let fine = run(["edit", "here", "--param", "timeZone=Asia/Tokyo"])
        #expect(fine.exitCode == 0, "\(fine.error)")
        #expect(run(["check"]).exitCode == 0)
    }
}
