import Foundation
import Testing
@testable import WidgettyBuiltins

/// The byte-level `/proc` parsing against the plain reading of the same text.
@Suite struct ProcStatsParsingTests {
    /// What the fields mean, read the plain way: split on spaces, numbers by `UInt64(_:)`.
    private func plainStat(_ text: String) -> (CPUCounters, [CPUCounters]) {
        var total = CPUCounters.zero
        var cores: [CPUCounters] = []
        for line in text.split(separator: "\n") where line.hasPrefix("cpu") {
            let fields = line.split(separator: " ")
            let values = fields.dropFirst().prefix(8).map { UInt64($0) ?? 0 }
            guard values.count >= 5 else { continue }
            let counters = CPUCounters(total: values.reduce(0, +), idle: values[3] + values[4])
            if fields[0] == "cpu" { total = counters } else { cores.append(counters) }
        }
        return (total, cores)
    }

    @Test func statMatchesThePlainReading() throws {
        let odd = "cpu  10 20 30 400 50 6 7 8 9 10\ncpu0 1 2 3 4 5\ncpu1 1 2 x 4\nintr 1 2 3\ncpu2  7  8 9 10 11 12 13 14\n\n"
        let real = try String(contentsOfFile: "/proc/stat", encoding: .utf8)
        for text in [odd, real] {
            let (total, cores) = ProcStats.parseStat(Array(text.utf8))
            let (plainTotal, plainCores) = plainStat(text)
            #expect(total == plainTotal)
            #expect(cores == plainCores)
        }
        #expect(ProcStats.parseStat(Array(odd.utf8)).0 == CPUCounters(total: 10 + 20 + 30 + 400 + 50 + 6 + 7 + 8, idle: 450))
    }

    @Test func meminfoKeepsTheShownKeys() {
        let text = "MemTotal:       16318496 kB\nMemFree:  100 kB\nMemAvailable: 2000 kB\nBuffers: 5 kB\nSwapTotal: 0 kB\nSwapFree: bad kB\n"
        #expect(ProcStats.parseMeminfo(Array(text.utf8)) == ["MemTotal": 16_318_496, "MemFree": 100, "MemAvailable": 2000, "SwapTotal": 0])
    }
}
