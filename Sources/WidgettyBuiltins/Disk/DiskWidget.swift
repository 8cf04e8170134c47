import Foundation
import WidgettyKit
import WidgettyUI

/// The disk widget's settings: none a user sets (`/proc/mounts` lists the file systems, or
/// `$WIDGETTY_PROC_ROOT` for a prepared tree).
struct DiskIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Disk usage"
    static let description: IntentDescription = "Space used on each mounted file system."
}

/// One refresh of the disk widget.
struct DiskEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var disks: [DiskUsage]
    var problem: String?
}

/// Reads the mounts and their usage once a minute.
struct DiskProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var environment: [String: String] = ProcessInfo.processInfo.environment
    var refreshInterval: TimeInterval = 60

    func placeholder(in context: Context) -> DiskEntry {
        DiskEntry(date: now(), disks: [DiskUsage(mountPoint: "/", device: "disk", fileSystem: "ext4",
                                                 totalBytes: 100, usedBytes: 40, availableBytes: 60)])
    }

    func snapshot(for configuration: DiskIntent, in context: Context) async -> DiskEntry { entry(for: configuration) }

    func timeline(for configuration: DiskIntent, in context: Context) async -> Timeline<DiskEntry> {
        let entry = entry(for: configuration)
        return Timeline(entries: [entry], policy: .after(WholeSecondRefresh.after(entry.date, interval: refreshInterval)))
    }

    func entry(for configuration: DiskIntent) -> DiskEntry {
        let root = ProcRoot.proc(environment: environment)
        switch DiskUsageReader.read(mountsFile: (root as NSString).appendingPathComponent("mounts")) {
        case .success(let disks): return DiskEntry(date: now(), disks: disks)
        case .failure(let error): return DiskEntry(date: now(), disks: [], problem: error.description)
        }
    }
}

/// Disk usage per mount, kind `disk`.
public struct DiskWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "disk", intent: DiskIntent.self, provider: DiskProvider()) { entry in
            DiskView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .alertValues(DiskEntry.alertValueNames)
        .configurationDisplayName("Disk usage")
        .companionProgram { _ in CompanionProgram(purpose: "a disk usage viewer", choices: [["ncdu", "-x", "/"], ["duf"]]) }
        .description("Space used on each real file system, from /proc/mounts and statvfs.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// Each mount as two lines, `/    42 %  18G/100G` over a bar of its used share, the mounts
/// sharing the cell's height (a lone one centred); as many as fit, the first mounts first.
struct DiskView: View {
    let entry: DiskEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        GeometryReader { proxy in
            let fitting = max(1, Int(proxy.size.height) / 2)
            VStack(alignment: .leading, spacing: 0) {
                if let problem = entry.problem {
                    Text(verbatim: problem).foregroundStyle(.red)
                } else if entry.disks.isEmpty {
                    Text(verbatim: "No file systems").foregroundStyle(.secondary)
                }
                ForEach(Array(entry.disks.prefix(fitting).enumerated()), id: \.offset) { _, disk in
                    usage(disk).frame(maxHeight: .infinity)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func usage(_ disk: DiskUsage) -> some View {
        let percent = String(format: "%3.0f %%", disk.usedPercent)
        let figures = family == .systemSmall ? percent : "\(percent)  \(ByteFormat.size(disk.usedBytes))/\(ByteFormat.size(disk.totalBytes))"
        return VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text(verbatim: disk.mountPoint).lineLimit(1).truncationMode(.middle)
                Spacer(minLength: 1)
                Text(verbatim: figures).lineLimit(1).layoutPriority(1)
            }
            Bar(value: disk.usedPercent, total: 100)
        }
    }
}
