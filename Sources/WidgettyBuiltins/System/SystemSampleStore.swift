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

    /// How many samples the history keeps: five minutes of refreshes every 2 s, the width of
    /// a large widget's graphs on a wide terminal.
    let capacity: Int

    /// The recent values of one proc root, oldest first.
    struct History: Hashable, Sendable {
        var cpu: [Double] = []
        var memory: [Double] = []
        var load: [Double] = []
    }

    private struct Roots {
        var previous: [String: (cpu: CPUCounters, cores: [CPUCounters])] = [:]
        var history: [String: History] = [:]
    }

    private let roots = Mutex(Roots())

    init(capacity: Int = 150) { self.capacity = capacity }

    /// The busy percentages since the previous snapshot of `root` (since boot for the first),
    /// after recording `snapshot`, and, when `withHistory`, the histories including them (a
    /// small widget shows none, and its refresh copies none).
    func record(_ snapshot: ProcSnapshot, root: String, memoryPercent: Double?, load: Double?, withHistory: Bool)
        -> (busy: Double?, cores: [Double], history: History)
    {
        roots.withLock { roots in
            let earlier = roots.previous[root]
            roots.previous[root] = (snapshot.cpu, snapshot.cores)
            let busy = snapshot.cpu.busyPercent(since: earlier?.cpu ?? .zero)
            let cores = snapshot.cores.enumerated().map { index, core in
                let before = earlier.flatMap { index < $0.cores.count ? $0.cores[index] : nil } ?? .zero
                return core.busyPercent(since: before) ?? 0
            }
            var history = roots.history.removeValue(forKey: root) ?? History()
            Self.append(busy, to: &history.cpu, capacity: capacity)
            Self.append(memoryPercent, to: &history.memory, capacity: capacity)
            Self.append(load, to: &history.load, capacity: capacity)
            roots.history[root] = history
            return (busy, cores, withHistory ? history : History())
        }
    }

    /// Appends in place, dropping the oldest value past `capacity` (no new array per sample).
    private static func append(_ value: Double?, to values: inout [Double], capacity: Int) {
        guard let value else { return }
        if values.count >= capacity { values.removeFirst(values.count - capacity + 1) }
        values.append(value)
    }
}
