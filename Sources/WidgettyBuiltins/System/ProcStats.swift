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
    /// Values of `/proc/meminfo` in KiB of the keys the widget shows (``ProcStats/memoryKeys``).
    var memory: [String: UInt64]
    /// The three load averages as the kernel writes them (`0.52 0.58 0.59`).
    var load: String
    /// Seconds since boot.
    var uptime: TimeInterval
}

/// Reads `stat`, `meminfo`, `loadavg` and `uptime` under a proc root. Every 2 s on a W1 board,
/// so the files are read into one byte buffer with plain system calls and parsed as bytes:
/// no Foundation file handles, no strings per line or field.
enum ProcStats {
    /// The `/proc/meminfo` keys kept.
    static let memoryKeys = ["MemTotal", "MemAvailable", "MemFree", "SwapTotal", "SwapFree"]

    /// `keepingOpen`: `root` is the kernel's proc file system (``ProcFile/read(_:into:keepingOpen:)``).
    static func read(root: String, keepingOpen: Bool) -> Result<ProcSnapshot, FileReadError> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16_384)
        func readFile(_ name: String) -> FileReadError? {
            let path = root.isEmpty ? name : root.hasSuffix("/") ? root + name : root + "/" + name
            return ProcFile.read(path, into: &bytes, keepingOpen: keepingOpen)
        }
        if let error = readFile("stat") { return .failure(error) }
        let (cpu, cores) = parseStat(bytes)
        if let error = readFile("meminfo") { return .failure(error) }
        let memory = parseMeminfo(bytes)
        if let error = readFile("loadavg") { return .failure(error) }
        let load = fields(of: bytes, upTo: 3).map { String(decoding: bytes[$0], as: UTF8.self) }.joined(separator: " ")
        if let error = readFile("uptime") { return .failure(error) }
        let uptime = fields(of: bytes, upTo: 1).first.flatMap { TimeInterval(String(decoding: bytes[$0], as: UTF8.self)) } ?? 0
        return .success(ProcSnapshot(cpu: cpu, cores: cores, memory: memory, load: load, uptime: uptime))
    }

    /// The `cpu…` lines of `/proc/stat`: the machine's (`cpu`) and each core's.
    static func parseStat(_ text: [UInt8]) -> (CPUCounters, [CPUCounters]) {
        var total = CPUCounters.zero
        var cores: [CPUCounters] = []
        forEachLine(text) { line in
            guard line.count >= 3, text[line.lowerBound] == UInt8(ascii: "c"), text[line.lowerBound + 1] == UInt8(ascii: "p"),
                text[line.lowerBound + 2] == UInt8(ascii: "u")
            else { return }
            let parts = fields(of: text, in: line, upTo: 9)
            guard parts.count >= 6 else { return }
            var sum: UInt64 = 0
            var idle: UInt64 = 0
            for (index, field) in parts.dropFirst().enumerated() {
                let value = number(text[field]) ?? 0
                sum &+= value
                if index == 3 || index == 4 { idle &+= value }
            }
            let counters = CPUCounters(total: sum, idle: idle)
            if parts[0].count == 3 { total = counters } else { cores.append(counters) }
        }
        return (total, cores)
    }

    /// The values of ``memoryKeys`` in `/proc/meminfo` (`MemTotal:  16318496 kB`).
    static func parseMeminfo(_ text: [UInt8]) -> [String: UInt64] {
        var values: [String: UInt64] = [:]
        forEachLine(text) { line in
            guard let colon = text[line].firstIndex(of: UInt8(ascii: ":")),
                let key = memoryKeys.first(where: { $0.utf8.elementsEqual(text[line.lowerBound..<colon]) }),
                let field = fields(of: text, in: (colon + 1)..<line.upperBound, upTo: 1).first,
                let value = number(text[field])
            else { return }
            values[key] = value
        }
        return values
    }

    /// Calls `body` with the range of each line (without its newline).
    private static func forEachLine(_ text: [UInt8], _ body: (Range<Int>) -> Void) {
        var start = 0
        while start < text.count {
            let end = text[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
            if end > start { body(start..<end) }
            start = end + 1
        }
    }

    /// The first `limit` space-separated fields in `range` (runs of spaces count as one).
    private static func fields(of text: [UInt8], in range: Range<Int>? = nil, upTo limit: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var index = range?.lowerBound ?? 0
        let end = range?.upperBound ?? text.count
        while index < end, result.count < limit {
            while index < end, text[index] == UInt8(ascii: " ") { index += 1 }
            let start = index
            while index < end, text[index] != UInt8(ascii: " ") { index += 1 }
            if index > start { result.append(start..<index) }
        }
        return result
    }

    /// Decimal digits as a number (a leading `+` allowed, as `UInt64(_:)` does); nil otherwise.
    private static func number(_ digits: ArraySlice<UInt8>) -> UInt64? {
        let body = digits.first == UInt8(ascii: "+") ? digits.dropFirst() : digits
        guard !body.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in body {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return value
    }
}
