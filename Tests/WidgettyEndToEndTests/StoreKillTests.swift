import Foundation
import Testing

/// The shared store survives SIGKILL at any moment: imports (one transaction each) killed at
/// random moments over the time one takes leave every earlier import whole and this one all or
/// nothing, and the store keeps opening and answering.
@Suite(.serialized) struct StoreKillTests {
    @Test func killingImportsAtRandomMomentsLosesNoCommittedKeyAndHalfWritesNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-kill-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = ProcessSpawn.testEnvironment
        environment["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
        environment["XDG_RUNTIME_DIR"] = directory.appendingPathComponent("run").path
        let keys = 2_000
        func input(round: Int) throws -> String {
            let file = directory.appendingPathComponent("round-\(round)")
            try ((0..<keys).map { "r\(round)-\($0)=\(round)" }.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
        let importCommand = [ProcessSpawn.widgettyBinary, "defaults", "import", "--suite", "kill"]
        /// Keys stored per round, read back through the real binary.
        func storedRounds() -> [Int: Int] {
            let read = ProcessSpawn.run(
                [ProcessSpawn.widgettyBinary, "defaults", "read", "--suite", "kill"], environment: environment, directory: directory)
            #expect(read.exitCode == 0, "the store no longer opens: \(read.error)")
            var counts: [Int: Int] = [:]
            for line in read.output.split(separator: "\n") {
                guard line.hasPrefix("r"), let dash = line.firstIndex(of: "-"), let round = Int(line[line.index(after: line.startIndex)..<dash])
                else { continue }
                counts[round, default: 0] += 1
            }
            return counts
        }

        // How long one import takes, to spread the kills over it.
        let start = Date()
        let warmup = ProcessSpawn.run(importCommand, input: try input(round: 0), environment: environment, directory: directory)
        #expect(warmup.exitCode == 0, "\(warmup.error)")
        let duration = Date().timeIntervalSince(start)

        var committed: Set<Int> = [0]
        var outcomes = (none: 0, all: 0)
        for round in 1...40 {
            guard let pid = ProcessSpawn.spawn(importCommand, environment: environment, input: try input(round: round)) else {
                Issue.record("cannot start widgetty")
                return
            }
            usleep(useconds_t(Double.random(in: 0...(duration * 1.2)) * 1_000_000))
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            let counts = storedRounds()
            switch counts[round] ?? 0 {
            case 0: outcomes.none += 1
            case keys:
                outcomes.all += 1
                committed.insert(round)
            case let partial:
                Issue.record("round \(round): \(partial) of \(keys) keys stored: a transaction was torn")
                return
            }
            for earlier in committed where counts[earlier] != keys {
                Issue.record("round \(round): the import of round \(earlier) lost keys (\(counts[earlier] ?? 0) left)")
                return
            }
        }
        #expect(outcomes.none > 0 && outcomes.all > 0, "kills should land before and after the commit: \(outcomes)")
    }
}
