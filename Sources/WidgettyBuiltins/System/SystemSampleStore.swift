import Foundation
import Synchronization

/// The previous CPU counters and recent history of each proc root, kept between timeline
/// loads: providers are values, so what "since the previous refresh" means lives here.
///
/// Keyed by proc root: system widgets reading the same root share one history, and each
/// refresh of any of them measures from the one before. Locked, not an actor: a refresh from
/// `/proc` records on the drawing thread, without a hop.
final class SystemSampleStore: Sendable {
    /// The process-wide store the built-in widgets use.
    static let shared = SystemSampleStore()

    /// How many samples the history keeps (a large widget's sparkline width).
    let capacity: Int

    private struct Roots {
        var previous: [String: (cpu: CPUCounters, cores: [CPUCounters])] = [:]
        var cpuHistory: [String: [Double]] = [:]
        var memoryHistory: [String: [Double]] = [:]
    }

    private let roots = Mutex(Roots())

    init(capacity: Int = 60) { self.capacity = capacity }

    /// The busy percentages since the previous snapshot of `root` (since boot for the first),
    /// after recording `snapshot`, and the histories including them.
    func record(_ snapshot: ProcSnapshot, root: String, memoryPercent: Double?)
        -> (busy: Double?, cores: [Double], cpuHistory: [Double], memoryHistory: [Double])
    {
        roots.withLock { roots in
            let earlier = roots.previous[root]
            roots.previous[root] = (snapshot.cpu, snapshot.cores)
            let busy = snapshot.cpu.busyPercent(since: earlier?.cpu ?? .zero)
            let cores = snapshot.cores.enumerated().map { index, core in
                let before = earlier.flatMap { index < $0.cores.count ? $0.cores[index] : nil } ?? .zero
                return core.busyPercent(since: before) ?? 0
            }
            if let busy { roots.cpuHistory[root, default: []].append(busy) }
            if let memoryPercent { roots.memoryHistory[root, default: []].append(memoryPercent) }
            roots.cpuHistory[root] = roots.cpuHistory[root].map { Array($0.suffix(capacity)) }
            roots.memoryHistory[root] = roots.memoryHistory[root].map { Array($0.suffix(capacity)) }
            return (busy, cores, roots.cpuHistory[root] ?? [], roots.memoryHistory[root] ?? [])
        }
    }
}
