import Foundation
import Testing

/// The "never lose the file" acceptance test: 200 saves through the real binary, each killed
/// with SIGKILL at a random moment spread over the time one save takes.
@Suite(.serialized) struct SaveKillTests {
    static func home(title: String) -> String {
        """
        # Saved again and again; this comment must survive every save.
        widgets:
          - kind: countdown
            id: launch   # killed mid-save
            params:
              title: \(title)
          - kind: clock

        """
    }

    @Test func killingSavesAtRandomMomentsLeavesTheOldOrTheNewFileComplete() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("home.yaml")
        try Self.home(title: "v0").write(to: file, atomically: false, encoding: .utf8)
        let environment = ProcessSpawn.testEnvironment
        func edit(_ title: String) -> [String] {
            [ProcessSpawn.widgettyBinary, "edit", "launch", "--param", "title=\(title)", "--config", file.path]
        }
        func contents() throws -> Data { try Data(contentsOf: file) }

        // How long one whole save takes (process start to exit), to spread the kills over it.
        var durations: [Double] = []
        for warmup in 1...3 {
            let start = Date()
            let result = ProcessSpawn.run(edit("w\(warmup)"), environment: environment, directory: directory)
            durations.append(Date().timeIntervalSince(start))
            #expect(result.exitCode == 0, "\(result.error)")
        }
        let saveDuration = durations.sorted()[1]
        var current = Self.home(title: "w3")
        #expect(try contents() == Data(current.utf8))

        var outcomes = (old: 0, new: 0)
        for round in 1...200 {
            let next = Self.home(title: "k\(round)")
            guard let pid = ProcessSpawn.spawn(edit("k\(round)"), environment: environment) else {
                Issue.record("cannot start widgetty")
                return
            }
            usleep(useconds_t(Double.random(in: 0...(saveDuration * 1.2)) * 1_000_000))
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            let after = try contents()
            if after == Data(current.utf8) {
                outcomes.old += 1
            } else if after == Data(next.utf8) {
                outcomes.new += 1
                current = next
            } else {
                Issue.record("round \(round): the home file is neither the old nor the new content:\n\(String(decoding: after, as: UTF8.self))")
                return
            }
        }
        #expect(outcomes.old > 0 && outcomes.new > 0, "kills should land both before and after the rename: \(outcomes)")

        // Both contents are valid home files (every round left one of them).
        let check = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "check", "--config", file.path], environment: environment, directory: directory)
        #expect(check.exitCode == 0, "\(check.output)")

        // Temporary files of killed saves are hidden (`.home.yaml.XXXXXX`), never read, and the
        // next save removes those no live writer holds once they are two seconds old; a save
        // killed while it held the lock leaves its sidecar (`.home.yaml.lock`), which the next
        // save takes over and removes.
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let leftovers = names.filter { $0 != "home.yaml" && $0 != ".home.yaml.lock" }
        #expect(leftovers.allSatisfy { $0.hasPrefix(".home.yaml.") && $0.count == ".home.yaml.".count + 6 }, "\(leftovers)")
        var past = [timeval(tv_sec: time(nil) - 10, tv_usec: 0), timeval(tv_sec: time(nil) - 10, tv_usec: 0)]
        for name in leftovers { utimes(directory.appendingPathComponent(name).path, &past) }
        let final = ProcessSpawn.run(edit("final"), environment: environment, directory: directory)
        #expect(final.exitCode == 0, "\(final.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix("out-") && !$0.hasPrefix("err-") } == ["home.yaml"])
        #expect(try contents() == Data(Self.home(title: "final").utf8))
    }
}
