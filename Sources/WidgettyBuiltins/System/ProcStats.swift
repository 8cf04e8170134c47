import Foundation

/// CPU time counters of `/proc/stat`: the whole machine and each core, in clock ticks.
struct CPUCounters: Hashable, Sendable {
    /// user + nice + system + idle + iowait + irq + softirq + steal.
    var total: UInt64
    /// idle + iowait.
    var idle: UInt64

    static let zero = CPUCounters(total: 0, idle: 0)

    /// The busy percentage between `earlier` and these counters; nil when no time passed.
    func busyPercent(since earlier: CPUCounters) -> Double? {
        guard total > earlier.total else { return nil }
        let spent = Double(total - earlier.total)
        let idleSpent = Double(idle >= earlier.idle ? idle - earlier.idle : 0)
        return min(100, max(0, 100 * (spent - idleSpent) / spent))
    }
}

/// One reading of the files under a proc root the system widget shows.
struct ProcSnapshot: Hashable, Sendable {
    var cpu: CPUCounters
    var cores: [CPUCounters]
    /// Values of `/proc/meminfo` in KiB, by key (`MemTotal`, `MemAvailable`, `SwapTotal`, …).
    var memory: [String: UInt64]
    /// The three load averages as the kernel writes them (`0.52 0.58 0.59`).
    var load: String
    /// Seconds since boot.
    var uptime: TimeInterval
}

/// Reads `stat`, `meminfo`, `loadavg` and `uptime` under a proc root.
enum ProcStats {
    static func read(root: String) -> Result<ProcSnapshot, FileReadError> {
        let files = ["stat", "meminfo", "loadavg", "uptime"].map { (root as NSString).appendingPathComponent($0) }
        var texts: [String] = []
        for file in files {
            switch FileText.read(file) {
            case .success(let text): texts.append(text)
            case .failure(let error): return .failure(error)
            }
        }
        let (cpu, cores) = parseStat(texts[0])
        return .success(ProcSnapshot(
            cpu: cpu, cores: cores, memory: parseMeminfo(texts[1]),
            load: texts[2].split(separator: " ").prefix(3).joined(separator: " "),
            uptime: texts[3].split(separator: " ").first.flatMap { TimeInterval($0) } ?? 0))
    }

    static func parseStat(_ text: String) -> (CPUCounters, [CPUCounters]) {
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

    static func parseMeminfo(_ text: String) -> [String: UInt64] {
        var values: [String: UInt64] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let number = parts[1].split(separator: " ").first.flatMap({ UInt64($0) }) else { continue }
            values[String(parts[0])] = number
        }
        return values
    }
}
