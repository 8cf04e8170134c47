import Foundation

/// The previous CPU counters and recent history of each proc root, kept between timeline
/// loads: providers are values, so what "since the previous refresh" means lives here.
///
/// Keyed by proc root: system widgets reading the same root share one history, and each
/// refresh of any of them measures from the one before.
actor SystemSampleStore {
    /// The process-wide store the built-in widgets use.
    static let shared = SystemSampleStore()

    /// How many samples the history keeps (a large widget's sparkline width).
    let capacity: Int

    private var previous: [String: (cpu: CPUCounters, cores: [CPUCounters])] = [:]
    private var cpuHistory: [String: [Double]] = [:]
    private var memoryHistory: [String: [Double]] = [:]

    init(capacity: Int = 60) { self.capacity = capacity }

    /// The busy percentages since the previous snapshot of `root` (since boot for the first),
    /// after recording `snapshot`, and the histories including them.
    func record(_ snapshot: ProcSnapshot, root: String, memoryPercent: Double?)
        -> (busy: Double?, cores: [Double], cpuHistory: [Double], memoryHistory: [Double])
    {
        let earlier = previous[root]
        previous[root] = (snapshot.cpu, snapshot.cores)
        let busy = snapshot.cpu.busyPercent(since: earlier?.cpu ?? .zero)
        let cores = snapshot.cores.enumerated().map { index, core in
            let before = earlier.flatMap { index < $0.cores.count ? $0.cores[index] : nil } ?? .zero
            return core.busyPercent(since: before) ?? 0
        }
        if let busy { cpuHistory[root, default: []].append(busy) }
        if let memoryPercent { memoryHistory[root, default: []].append(memoryPercent) }
        cpuHistory[root] = cpuHistory[root].map { Array($0.suffix(capacity)) }
        memoryHistory[root] = memoryHistory[root].map { Array($0.suffix(capacity)) }
        return (busy, cores, cpuHistory[root] ?? [], memoryHistory[root] ?? [])
    }
}
