import Foundation
import WidgettyKit
import WidgettyUI

/// The system widget's settings: none a user sets (`/proc` is read, or `$WIDGETTY_PROC_ROOT`
/// for a prepared tree).
struct SystemIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "System"
    static let description: IntentDescription = "CPU, memory, swap, load and uptime."
}

/// One refresh of the system widget.
struct SystemEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    /// Busy percentage since the previous refresh (since boot on the first).
    var cpuBusy: Double?
    var coreBusy: [Double] = []
    var memoryTotalKiB: UInt64 = 0
    var memoryAvailableKiB: UInt64 = 0
    var swapTotalKiB: UInt64 = 0
    var swapFreeKiB: UInt64 = 0
    var load: String = ""
    var uptime: TimeInterval = 0
    /// Recent busy percentages, memory percentages and one-minute loads, oldest first; empty
    /// in small and on the lock screen, which show none.
    var cpuHistory: [Double] = []
    var memoryHistory: [Double] = []
    var loadHistory: [Double] = []
    var problem: String?

    var memoryUsedKiB: UInt64 { memoryTotalKiB > memoryAvailableKiB ? memoryTotalKiB - memoryAvailableKiB : 0 }
}

/// Reads the proc files every 2 seconds; CPU use is measured between refreshes through
/// ``SystemSampleStore``. From the kernel's own `/proc` it answers at once, on the drawing
/// thread; from any other directory (a prepared tree, a mount that may hang) it answers off it.
struct SystemProvider: ImmediateAppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var store: SystemSampleStore = .shared
    var environment: [String: String] = ProcessInfo.processInfo.environment
    var refreshInterval: TimeInterval = 2

    func placeholder(in context: Context) -> SystemEntry {
        SystemEntry(date: now(), cpuBusy: 12.5, memoryTotalKiB: 8 << 20, memoryAvailableKiB: 4 << 20, load: "0.50 0.40 0.30")
    }

    func snapshot(for configuration: SystemIntent, in context: Context) async -> SystemEntry {
        entry(for: configuration, family: context.family)
    }

    func timeline(for configuration: SystemIntent, in context: Context) async -> Timeline<SystemEntry> {
        timeline(of: entry(for: configuration, family: context.family))
    }

    func immediateTimeline(for configuration: SystemIntent, in context: Context) -> Timeline<SystemEntry>? {
        guard let root = ProcRoot.kernelProc(environment: environment) else { return nil }
        return timeline(of: entry(root: root, isKernelProc: true, withHistory: Self.showsHistory(context.family)))
    }

    /// Whether a family draws the history graphs (medium and large).
    static func showsHistory(_ family: WidgetFamily) -> Bool {
        family == .systemMedium || family == .systemLarge || family == .systemExtraLarge
    }

    private func timeline(of entry: SystemEntry) -> Timeline<SystemEntry> {
        Timeline(entries: [entry], policy: .after(WholeSecondRefresh.after(entry.date, interval: refreshInterval)))
    }

    func entry(for configuration: SystemIntent, family: WidgetFamily = .systemLarge) -> SystemEntry {
        let root = ProcRoot.proc(environment: environment)
        return entry(root: root, isKernelProc: ProcRoot.isProcFileSystem(root), withHistory: Self.showsHistory(family))
    }

    /// `isKernelProc`: `root` is the kernel's proc file system, whose files stay open.
    private func entry(root: String, isKernelProc: Bool, withHistory: Bool) -> SystemEntry {
        let date = now()
        switch ProcStats.read(root: root, keepingOpen: isKernelProc) {
        case .failure(let error):
            return SystemEntry(date: date, problem: error.description)
        case .success(let snapshot):
            var entry = SystemEntry(date: date)
            entry.memoryTotalKiB = snapshot.memory["MemTotal"] ?? 0
            entry.memoryAvailableKiB = snapshot.memory["MemAvailable"] ?? snapshot.memory["MemFree"] ?? 0
            entry.swapTotalKiB = snapshot.memory["SwapTotal"] ?? 0
            entry.swapFreeKiB = snapshot.memory["SwapFree"] ?? 0
            entry.load = snapshot.load
            entry.uptime = snapshot.uptime
            let memoryPercent = entry.memoryTotalKiB > 0
                ? 100 * Double(entry.memoryUsedKiB) / Double(entry.memoryTotalKiB) : nil
            let load = snapshot.load.split(separator: " ").first.flatMap { Double($0) }
            let recorded = store.record(snapshot, root: root, memoryPercent: memoryPercent, load: load, withHistory: withHistory)
            entry.cpuBusy = recorded.busy
            entry.coreBusy = recorded.cores
            entry.cpuHistory = recorded.history.cpu
            entry.memoryHistory = recorded.history.memory
            entry.loadHistory = recorded.history.load
            return entry
        }
    }
}

/// The system monitor, kind `system`.
public struct SystemWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "system", intent: SystemIntent.self, provider: SystemProvider()) { entry in
            SystemView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .alertValues(SystemEntry.alertValueNames)
        .configurationDisplayName("System")
        .companionProgram { _ in CompanionProgram(purpose: "a process viewer", choices: [["btop"], ["htop"], ["top"]]) }
        .description("CPU (total and per core), memory, swap, load and uptime from /proc, with history when large.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
