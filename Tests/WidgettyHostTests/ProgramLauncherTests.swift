import Foundation
import Testing
import WidgettyHost
import WidgettyTestSupport

@Suite @MainActor struct ProgramLauncherTests {
    /// A handler script that appends its arguments, one per line, to a file.
    private func recorder() throws -> (script: String, output: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("launcher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let output = dir.appendingPathComponent("out.txt").path
        let script = dir.appendingPathComponent("record").path
        try ScriptFile.write("#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\" >> '\(output)'; done\n", to: script)
        return (script, output)
    }

    private func launch(_ arguments: [String], timeout: Duration = .seconds(10)) async -> ProgramLauncher.Failure? {
        await withCheckedContinuation { continuation in
            ProgramLauncher.launchInBackground(arguments, timeout: timeout) { continuation.resume(returning: $0) }
        }
    }

    @Test func hostileArgumentArrivesAsOneUnmodifiedArgument() async throws {
        let (script, output) = try recorder()
        let url = "https://x.test/a;b$(touch /tmp/pwned)`id`'q'\"d\" e&f|g"
        let failure = await launch([script, url])
        #expect(failure == nil)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == url + "\n")
    }

    @Test func missingProgramIsReportedNotThrown() async {
        let failure = await launch(["/nonexistent/widgetty-handler", "x"])
        #expect(failure == .notFound("/nonexistent/widgetty-handler"))
    }

    @Test func failingProgramReportsItsStatus() async {
        #expect(await launch(["false"]) == .exited("false", status: 1))
    }

    @Test func hangingProgramIsStoppedAtItsTimeout() async {
        #expect(await launch(["sleep", "30"], timeout: .milliseconds(200)) == .timedOut("sleep"))
    }
}
