import Foundation
import Testing

/// What the extension tests ask of a running home screen.
extension TmuxSession {
    /// Waits (30 s at most) until `widgetty timeline ID`, asked of the running home screen, says
    /// `text`; records an issue with its last answer otherwise.
    func waitForTimeline(_ id: String, containing text: String, timeout: Duration = .seconds(30)) async throws {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while ContinuousClock.now < deadline {
            let timeline = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "timeline", id], environment: environment, directory: directory)
            last = timeline.output + timeline.error
            if last.contains(text) { return }
            try await Task.sleep(for: .milliseconds(250))
        }
        Issue.record("widgetty timeline \(id) never said '\(text)': \(last)")
    }

    /// Checks the screen answers a key (help opens and closes), then uninstalls `bundle` while the
    /// home screen runs: it says which widgets (`ids`) it took off the home file, the file stays
    /// valid, and the screen drops the cell (`gone` no longer shown, `kept` still shown).
    func uninstallWhileRunning(_ bundle: String, ids: String, gone: String, kept: String) async throws {
        sendKeys("?")
        try await waitFor(text: "help")
        sendKeys("Escape")
        let removed = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "uninstall", bundle], environment: environment, directory: directory)
        #expect(removed.exitCode == 0, "\(removed.error)")
        #expect(removed.output.contains("Uninstalled \(bundle); removed its widgets from the home file: \(ids)"), "\(removed.output)")
        let check = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "check"], environment: environment, directory: directory)
        #expect(check.exitCode == 0, "the home file stays valid: \(check.output)\(check.error)")
        try await waitFor("\(bundle)'s cell gone", timeout: .seconds(10)) { lines in
            !lines.contains { $0.contains(gone) } && lines.contains { $0.contains(kept) }
        }
    }
}
