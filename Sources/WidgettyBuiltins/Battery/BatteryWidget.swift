import Foundation
import WidgettyKit
import WidgettyUI

/// One battery of `/sys/class/power_supply`.
struct BatteryState: Codable, Hashable, Sendable {
    var name: String
    /// Charge in percent.
    var capacity: Int?
    /// `Charging`, `Discharging`, `Full`, `Not charging`…
    var status: String

    /// Every supply of type `Battery` under a sys root, by name.
    static func read(sysRoot: String) -> [BatteryState] {
        let folder = (sysRoot as NSString).appendingPathComponent("class/power_supply")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().compactMap { name in
            func value(_ file: String) -> String? {
                let path = ((folder as NSString).appendingPathComponent(name) as NSString).appendingPathComponent(file)
                guard case .success(let text) = FileText.read(path, limit: ProcRoot.fileLimit) else { return nil }
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard value("type") == "Battery" else { return nil }
            return BatteryState(name: name, capacity: value("capacity").flatMap { Int($0) }, status: value("status") ?? "Unknown")
        }
    }
}

/// The battery widget's settings: none a user sets (`/sys` is read, or `$WIDGETTY_SYS_ROOT`
/// for a prepared tree).
struct BatteryIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Battery"
    static let description: IntentDescription = "Charge and state of each battery."
}

/// One refresh of the battery widget; no batteries is a state of its own.
struct BatteryEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var batteries: [BatteryState]
}

/// Reads the power supplies every 30 seconds.
struct BatteryProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var environment: [String: String] = ProcessInfo.processInfo.environment
    var refreshInterval: TimeInterval = 30

    func placeholder(in context: Context) -> BatteryEntry {
        BatteryEntry(date: now(), batteries: [BatteryState(name: "BAT0", capacity: 80, status: "Discharging")])
    }

    func snapshot(for configuration: BatteryIntent, in context: Context) async -> BatteryEntry { entry(for: configuration) }

    func timeline(for configuration: BatteryIntent, in context: Context) async -> Timeline<BatteryEntry> {
        let entry = entry(for: configuration)
        return Timeline(entries: [entry], policy: .after(WholeSecondRefresh.after(entry.date, interval: refreshInterval)))
    }

    func entry(for configuration: BatteryIntent) -> BatteryEntry {
        BatteryEntry(date: now(), batteries: BatteryState.read(sysRoot: ProcRoot.sys(environment: environment)))
    }
}

/// Battery charge, kind `battery`.
public struct BatteryWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "battery", intent: BatteryIntent.self, provider: BatteryProvider()) { entry in
            BatteryView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .alertValues(BatteryEntry.alertValueNames)
        .configurationDisplayName("Battery")
        .companionProgram { _ in CompanionProgram(purpose: "a power monitor", choices: [["powertop"], ["upower", "--monitor-detail"]]) }
        .description("Charge and state of each battery, from /sys/class/power_supply.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

/// Big charge digits and the state in small; a bar per battery in medium; on the lock screen a
/// ring filled to the charge, the first battery's charge, state and bar, or one line; `No battery`
/// when the machine has none.
struct BatteryView: View {
    let entry: BatteryEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline: lockScreen
        default: home
        }
    }

    private var percent: String { entry.batteries.first?.capacity.map { "\($0)%" } ?? "--" }

    @ViewBuilder private var lockScreen: some View {
        let first = entry.batteries.first
        switch family {
        case .accessoryInline:
            Text(verbatim: first.map { "⚡ \(percent) \($0.status)" } ?? "No battery").lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: first?.name ?? "Battery").bold().lineLimit(1)
                Text(verbatim: first.map { "\(percent)  \($0.status)" } ?? "No battery").lineLimit(1)
                Bar(value: Double(first?.capacity ?? 0), total: 100)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        default:
            Gauge(value: Double(first?.capacity ?? 0), in: 0...100) {
                Text(verbatim: "⚡")
            } currentValueLabel: {
                Text(verbatim: percent)
            }
            .gaugeStyle(.accessoryCircularCapacity)
        }
    }

    @ViewBuilder private var home: some View {
        if entry.batteries.isEmpty {
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: "No battery").bold()
                Text(verbatim: "Running on mains power").foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        } else {
            GeometryReader { proxy in
                BatteryCharges(batteries: entry.batteries, isSmall: family == .systemSmall,
                               columns: Int(proxy.size.width), rows: Int(proxy.size.height))
            }
        }
    }
}

/// The charges on the home screen, sharing the cell's `rows`: in small the first battery's charge
/// in the biggest digits that fit over its state and a bar, centred; in medium each battery a
/// band of its own, the digits left of its name, state and bar where they leave those room.
struct BatteryCharges: View {
    let batteries: [BatteryState]
    let isSmall: Bool
    let columns: Int
    let rows: Int

    /// The narrowest the name, state and bar get beside the digits.
    private static let textColumns = 18

    var body: some View {
        if isSmall, let first = batteries.first {
            let height = BigDigits.heights.last { $0 + (($0 > 3 ? 1 : 0) + 2) <= rows }
            VStack(spacing: (height ?? 0) > 3 ? 1 : 0) {
                if let height { BigDigits(digits(first), height: height) }
                VStack(spacing: 0) {
                    Text(verbatim: "\(percent(first)) \(first.status)").lineLimit(1)
                    Bar(value: Double(first.capacity ?? 0), total: 100)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
            let shown = Array(batteries.prefix(max(1, rows / 3)).enumerated())
            let share = rows / max(1, shown.count)
            let widest = shown.map { digits($0.element) }.max { $0.count < $1.count } ?? ""
            let height = BigDigits.heights.last { height in
                height <= share && (BigDigits.rows(widest, height: height).first?.count ?? 0) + 2 + Self.textColumns <= columns
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(shown, id: \.offset) { _, battery in
                    HStack(alignment: .center, spacing: 2) {
                        if let height { BigDigits(digits(battery), height: height) }
                        VStack(alignment: .leading, spacing: 0) {
                            Text(verbatim: battery.name).bold().lineLimit(1)
                            Text(verbatim: "\(percent(battery))  \(battery.status)").lineLimit(1)
                            Bar(value: Double(battery.capacity ?? 0), total: 100)
                        }
                    }
                    .frame(maxHeight: .infinity)
                }
            }
        }
    }

    private func digits(_ battery: BatteryState) -> String { battery.capacity.map { "\($0)" } ?? "-" }
    private func percent(_ battery: BatteryState) -> String { battery.capacity.map { "\($0) %" } ?? "? %" }
}
