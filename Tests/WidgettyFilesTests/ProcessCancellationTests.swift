import Foundation
import Testing
import WidgettyFiles

/// A provider past its time limit is cancelled; the program it runs is ended with it, at once,
/// not left to run (and hold a thread) until its own timeout.
@Suite struct ProcessCancellationTests {
    @Test func aCancelledRunKillsItsProgramAtOnce() async throws {
        let marker = "widgetty-cancel-\(UUID().uuidString.prefix(8))"
        let run = Task {
            await ProcessRunner.run("/bin/sh", ["-c", "sleep 30; : \(marker)"], timeout: 60)
        }
        // Wait until the program runs (a minute at most: the parallel suite on a busy machine has
        // taken over ten seconds to start it), then cancel the caller.
        let deadline = ContinuousClock.now + .seconds(60)
        while !Self.running(marker), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(Self.running(marker))
        // Timed from the cancellation: a busy machine may take long to start the program.
        let cancelled = ContinuousClock.now
        run.cancel()
        let output = try await run.value.get()
        #expect(output.timedOut, "a cancelled run reads as one that did not finish")
        #expect(ContinuousClock.now - cancelled < .seconds(10), "the run ended at the cancellation, not at its 60 s timeout")
        #expect(!Self.running(marker), "the program was killed")
    }

    @Test func aRunThatIsNotCancelledIsUntouched() async throws {
        let output = try await ProcessRunner.run("/bin/sh", ["-c", "echo fine"], timeout: 10).get()
        #expect(output.standardOutput == "fine\n" && !output.timedOut && output.status == 0)
    }

    static func running(_ marker: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { pid in
            guard pid.allSatisfy(\.isNumber), let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).contains(marker)
        }
    }
}
