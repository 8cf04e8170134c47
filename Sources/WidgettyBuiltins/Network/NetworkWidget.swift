import Foundation
import WidgettyKit
import WidgettyUI

/// The network widget's settings: one interface or all (`/proc` is read, or
/// `$WIDGETTY_PROC_ROOT` for a prepared tree).
struct NetworkIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Network"
    static let description: IntentDescription = "Throughput per network interface."

    @Parameter(title: "Interface", description: "Empty for every interface but loopback.", default: "")
    var interface: String
}

/// One refresh of the network widget.
struct NetworkEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var interfaces: [InterfaceThroughput]
    var problem: String?
}

/// Reads `/proc/net/dev` every 2 seconds; rates are the change since the previous refresh.
/// Like ``SystemProvider``, it answers at once from the kernel's own `/proc`, and refreshes on a
/// whole second.
struct NetworkProvider: ImmediateAppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var store: NetworkSampleStore = .shared
    var environment: [String: String] = ProcessInfo.processInfo.environment
    var refreshInterval: TimeInterval = 2

    func placeholder(in context: Context) -> NetworkEntry {
        NetworkEntry(date: now(), interfaces: [InterfaceThroughput(
            name: "eth0", receiveRate: 1024, sendRate: 512, totalReceived: 0, totalSent: 0, receiveHistory: [], sendHistory: [])])
    }

    func snapshot(for configuration: NetworkIntent, in context: Context) async -> NetworkEntry {
        entry(for: configuration)
    }

    func timeline(for configuration: NetworkIntent, in context: Context) async -> Timeline<NetworkEntry> {
        timeline(of: entry(for: configuration))
    }

    func immediateTimeline(for configuration: NetworkIntent, in context: Context) -> Timeline<NetworkEntry>? {
        guard let root = ProcRoot.kernelProc(environment: environment) else { return nil }
        return timeline(of: entry(for: configuration, root: root, isKernelProc: true))
    }

    private func timeline(of entry: NetworkEntry) -> Timeline<NetworkEntry> {
        Timeline(entries: [entry], policy: .after(WholeSecondRefresh.after(entry.date, interval: refreshInterval)))
    }

    func entry(for configuration: NetworkIntent) -> NetworkEntry {
        let root = ProcRoot.proc(environment: environment)
        return entry(for: configuration, root: root, isKernelProc: ProcRoot.isProcFileSystem(root))
    }

    /// `isKernelProc`: `root` is the kernel's proc file system, whose `net/dev` stays open.
    private func entry(for configuration: NetworkIntent, root: String, isKernelProc: Bool) -> NetworkEntry {
        let date = now()
        var bytes: [UInt8] = []
        let path = (root as NSString).appendingPathComponent("net/dev")
        if let error = ProcFile.read(path, into: &bytes, keepingOpen: isKernelProc) {
            return NetworkEntry(date: date, interfaces: [], problem: error.description)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let wanted = configuration.interface.trimmingCharacters(in: .whitespaces)
        let counters = InterfaceCounters.parse(text).filter { wanted.isEmpty ? $0.name != "lo" : $0.name == wanted }
        let interfaces = store.record(counters, root: root, at: date)
        return NetworkEntry(date: date, interfaces: interfaces,
                            problem: interfaces.isEmpty ? (wanted.isEmpty ? "No interfaces" : "No interface \(wanted)") : nil)
    }
}

/// Network throughput per interface, kind `network`.
public struct NetworkWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "network", intent: NetworkIntent.self, provider: NetworkProvider()) { entry in
            NetworkView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Network")
        .companionProgram { _ in CompanionProgram(purpose: "a network monitor", choices: [["nload"], ["bmon"], ["iftop"]]) }
        .description("Bytes per second received and sent on each interface, from /proc/net/dev.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// The busiest interface (the two busiest in large) as receive and transmit graphs of the last
/// minutes, newest at the right, with the current rates beside them; every other interface as a
/// line `eth1 ↓1.2K/s ↑300B/s` under them.
struct NetworkView: View {
    let entry: NetworkEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        let busiest = entry.interfaces.enumerated()
            .sorted { ($0.element.totalReceived &+ $0.element.totalSent, $1.offset) > ($1.element.totalReceived &+ $1.element.totalSent, $0.offset) }
            .prefix(family == .systemLarge ? 2 : 1).map(\.offset)
        VStack(alignment: .leading, spacing: 0) {
            if let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red)
            }
            ForEach(busiest, id: \.self) { index in
                InterfaceGraphs(interface: entry.interfaces[index], showsTotals: family != .systemSmall)
            }
            ForEach(Array(entry.interfaces.enumerated()).filter { !busiest.contains($0.offset) }, id: \.offset) { _, interface in
                Text(verbatim: "\(interface.name) ↓\(ByteFormat.rate(interface.receiveRate)) ↑\(ByteFormat.rate(interface.sendRate))")
                    .lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// One interface: its name (and totals), then a receive and a transmit chart, each scaled to its
/// own peak, which the label under the rate gives.
struct InterfaceGraphs: View {
    let interface: InterfaceThroughput
    let showsTotals: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text(verbatim: interface.name).bold().lineLimit(1)
                Spacer(minLength: 1)
                if showsTotals {
                    Text(verbatim: "total ↓\(ByteFormat.size(Double(interface.totalReceived))) ↑\(ByteFormat.size(Double(interface.totalSent)))")
                        .foregroundStyle(.secondary).lineLimit(1)
                }
            }
            graph("↓", interface.receiveRate, interface.receiveHistory)
            graph("↑", interface.sendRate, interface.sendHistory)
        }
    }

    private func graph(_ arrow: String, _ rate: Double?, _ history: [Double]) -> some View {
        HStack(alignment: .top, spacing: 1) {
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: arrow + " " + ByteFormat.rate(rate)).lineLimit(1)
                Text(verbatim: "≤" + ByteFormat.rate(history.max())).lineLimit(1).foregroundStyle(.secondary)
            }
            .frame(width: 10, alignment: .leading)
            BarChart(values: history)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        }
        .frame(minHeight: 1)
    }
}
