import Foundation
import Testing

/// `widgetty check` on home files written to hurt, run as the user runs it: an alias bomb of a
/// few hundred bytes and a file of 16,000 widgets each answer at once (within a second in the
/// release build; the debug binary the tests run gets a looser bound and prints its time).
@Suite(.serialized) struct HostileHomeFileCommandTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-hostile-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment = ProcessSpawn.isolatedEnvironment(in: directory)
    }

    /// `widgetty check --config` on `text`, and how long it took in seconds.
    private func check(_ text: String, name: String) throws -> (ProcessSpawn.Result, Double) {
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: false, encoding: .utf8)
        let clock = ContinuousClock(), start = clock.now
        let result = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "check", "--config", file.path], environment: environment, directory: directory)
        let elapsed = start.duration(to: clock.now)
        return (result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    @Test func anAliasBombIsRefusedAtOnceWithWhereItCrosses() throws {
        var text = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        text += "widgets:\n  - kind: world-clock\n    params: { zones: *i }\n"
        let (result, seconds) = try check(text, name: "bomb.yaml")
        print("widgetty check on a nine-level alias bomb: \(seconds) s")
        #expect(result.exitCode == 1)
        let file = directory.appendingPathComponent("bomb.yaml").path
        #expect(result.output == "\(file):6:8: too many nodes after expanding aliases (limit 100000)\n")
        #expect(seconds < 2)
    }

    @Test func sixteenThousandWidgetsAreCheckedAtOnce() throws {
        var lines = ["pages:"]
        for widget in 0..<16_000 {
            if widget % 100 == 0 { lines += ["  - name: Page \(widget / 100)", "    widgets:"] }
            switch widget % 4 {
            case 0: lines.append("      - kind: clock")
            case 1: lines += ["      - kind: countdown", "        params: { title: T\(widget) }"]
            case 2: lines += ["      - kind: clock", "        id: c\(widget)"]
            default: lines += ["      - kind: world-clock", "        params: { zones: [Europe/London] }"]
            }
        }
        let (result, seconds) = try check(lines.joined(separator: "\n") + "\n", name: "large.yaml")
        print("widgetty check on 16,000 widgets: \(seconds) s")
        #expect(result.exitCode == 0, "\(result.output.prefix(500))\(result.error.prefix(500))")
        #expect(seconds < 5)
    }
}
