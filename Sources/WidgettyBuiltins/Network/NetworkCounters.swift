import Foundation
import Synchronization

/// Bytes received and sent by one interface since boot, from `/proc/net/dev`.
struct InterfaceCounters: Hashable, Sendable {
    var name: String
    var received: UInt64
    var sent: UInt64

    /// Every interface of a `/proc/net/dev` text, in file order.
    static func parse(_ text: String) -> [InterfaceCounters] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let fields = parts[1].split(separator: " ").compactMap { UInt64($0) }
            guard fields.count >= 9 else { return nil }
            return InterfaceCounters(name: parts[0].trimmingCharacters(in: .whitespaces), received: fields[0], sent: fields[8])
        }
    }
}

/// The throughput of one interface over the time since the previous refresh.
struct InterfaceThroughput: Codable, Hashable, Sendable {
    var name: String
    /// Bytes per second; nil on the first refresh.
    var receiveRate: Double?
    var sendRate: Double?
    var totalReceived: UInt64
    var totalSent: UInt64
    /// Recent receive and send rates, oldest first.
    var receiveHistory: [Double]
    var sendHistory: [Double]
}

/// The previous counters of each proc root and interface, kept between timeline loads (as
/// ``SystemSampleStore`` does for CPU time); locked, so a refresh from `/proc` records on the
/// drawing thread.
final class NetworkSampleStore: Sendable {
    static let shared = NetworkSampleStore()
    let capacity: Int

    private struct Roots {
        var previous: [String: (time: Date, counters: [String: InterfaceCounters])] = [:]
        /// Per root and interface: recent receive and send rates.
        var history: [String: [String: (receive: [Double], send: [Double])]] = [:]
    }

    private let roots = Mutex(Roots())

    /// Five minutes of refreshes every 2 s, as ``SystemSampleStore`` keeps.
    init(capacity: Int = 150) { self.capacity = capacity }

    func record(_ counters: [InterfaceCounters], root: String, at time: Date) -> [InterfaceThroughput] {
        roots.withLock { roots in
            let earlier = roots.previous[root]
            roots.previous[root] = (time, Dictionary(counters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
            let elapsed = earlier.map { time.timeIntervalSince($0.time) } ?? 0
            return counters.map { interface in
                var receive: Double?
                var send: Double?
                if elapsed > 0, let before = earlier?.counters[interface.name],
                   interface.received >= before.received, interface.sent >= before.sent {
                    let receiveRate = Double(interface.received - before.received) / elapsed
                    let sendRate = Double(interface.sent - before.sent) / elapsed
                    (receive, send) = (receiveRate, sendRate)
                    var recent = roots.history[root]?.removeValue(forKey: interface.name) ?? ([], [])
                    if recent.receive.count >= capacity { recent.receive.removeFirst(recent.receive.count - capacity + 1) }
                    if recent.send.count >= capacity { recent.send.removeFirst(recent.send.count - capacity + 1) }
                    recent.receive.append(receiveRate)
                    recent.send.append(sendRate)
                    roots.history[root, default: [:]][interface.name] = recent
                }
                let recent = roots.history[root]?[interface.name]
                return InterfaceThroughput(
                    name: interface.name, receiveRate: receive, sendRate: send, totalReceived: interface.received,
                    totalSent: interface.sent, receiveHistory: recent?.receive ?? [], sendHistory: recent?.send ?? [])
            }
        }
    }
}
