import Foundation
import WidgettyKit
import WidgettyUI

/// W1's three lines (CPU, Mem, Load) in small; CPU, memory and load history graphs in medium,
/// with swap, uptime and per-core bars in large. On the lock screen: a ring filled to the CPU's use, the
/// three lines, or the three figures on one line.
struct SystemView: View {
    let entry: SystemEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular, .accessoryCorner:
            Gauge(value: entry.cpuBusy ?? 0, in: 0...100) {
                Text(verbatim: "CPU")
            } currentValueLabel: {
                Text(verbatim: entry.cpuBusy.map { "\(Int($0.rounded()))%" } ?? "--")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryInline:
            Text(verbatim: entry.problem ?? "CPU \(SystemFormat.percent(entry.cpuBusy).trimmingCharacters(in: .whitespaces))"
                + " · Mem \(memoryPercent) %"
                + " · Load \(SystemFormat.loads(entry.load).first ?? "-")")
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 0) {
                if let problem = entry.problem {
                    Text(verbatim: problem).foregroundStyle(.red)
                } else {
                    Text(verbatim: "CPU  " + SystemFormat.percent(entry.cpuBusy).trimmingCharacters(in: .whitespaces)).lineLimit(1)
                    Text(verbatim: "Mem  \(memoryPercent) % of " + FixedPoint.format(Double(entry.memoryTotalKiB) / 1_048_576, decimals: 1)
                        + " GiB").lineLimit(1)
                    Text(verbatim: "Load " + SystemFormat.loads(entry.load).joined(separator: " ")).lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        default:
            home
        }
    }

    private var memoryPercent: UInt64 { entry.memoryTotalKiB > 0 ? entry.memoryUsedKiB * 100 / entry.memoryTotalKiB : 0 }

    /// W1's three lines in small; history graphs of CPU, memory and load in medium and large.
    @ViewBuilder private var home: some View {
        if let problem = entry.problem {
            Text(verbatim: problem).foregroundStyle(.red)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        } else if family == .systemSmall {
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: "CPU   " + SystemFormat.percent(entry.cpuBusy)).lineLimit(1)
                Text(verbatim: "Mem   " + SystemFormat.memory(used: entry.memoryUsedKiB, total: entry.memoryTotalKiB)).lineLimit(1)
                Text(verbatim: "Load  " + SystemFormat.loads(entry.load).joined(separator: " ")).lineLimit(1)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        } else {
            SystemGraphs(entry: entry, showsDetails: family != .systemMedium)
        }
    }
}

/// The system widget's medium and large face: CPU, memory and load each as its figures beside a
/// bar chart of their history (newest at the right), sharing the height; large adds swap and
/// uptime above and a bar per core below.
struct SystemGraphs: View {
    let entry: SystemEntry
    let showsDetails: Bool

    /// The columns of figures left of each chart.
    static let labelWidth = 14

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if showsDetails {
                let swapUsed = entry.swapTotalKiB > entry.swapFreeKiB ? entry.swapTotalKiB - entry.swapFreeKiB : 0
                HStack(spacing: 1) {
                    Text(verbatim: "Swap " + SystemFormat.memory(used: swapUsed, total: entry.swapTotalKiB)).lineLimit(1)
                    Spacer(minLength: 1)
                    Text(verbatim: "Up " + SystemFormat.duration(entry.uptime)).lineLimit(1)
                }
            }
            graph("CPU", SystemFormat.percent(entry.cpuBusy).trimmingCharacters(in: .whitespaces),
                  "\(max(1, entry.coreBusy.count)) cores", entry.cpuHistory, maximum: 100)
            graph("Mem", "\(memoryPercent) %", SystemFormat.gibibytes(used: entry.memoryUsedKiB, total: entry.memoryTotalKiB),
                  entry.memoryHistory, maximum: 100)
            let loads = SystemFormat.loads(entry.load)
            graph("Load", loads.first ?? "-", loads.dropFirst().joined(separator: " "), entry.loadHistory,
                  maximum: max(Double(max(1, entry.coreBusy.count)), entry.loadHistory.max() ?? 0))
            if showsDetails {
                ForEach(Array(entry.coreBusy.enumerated()), id: \.offset) { index, busy in
                    HStack(spacing: 1) {
                        Text(verbatim: SystemFormat.coreLabel(index, count: entry.coreBusy.count))
                        Bar(value: busy, total: 100)
                        Text(verbatim: SystemFormat.percent(busy))
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var memoryPercent: UInt64 { entry.memoryTotalKiB > 0 ? entry.memoryUsedKiB * 100 / entry.memoryTotalKiB : 0 }

    /// A name, its value and a detail on three lines, and the chart filling the rest of the row.
    private func graph(_ name: String, _ value: String, _ detail: String, _ values: [Double], maximum: Double) -> some View {
        HStack(alignment: .top, spacing: 1) {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 1) {
                    Text(verbatim: name).bold()
                    Spacer(minLength: 0)
                    Text(verbatim: value).lineLimit(1)
                }
                Text(verbatim: detail).lineLimit(1).foregroundStyle(.secondary)
            }
            .frame(width: CGFloat(Self.labelWidth), alignment: .leading)
            BarChart(values: values, maximum: maximum)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        }
        .frame(minHeight: 2)
    }
}

/// The system widget's number formats, as W1's peers print them.
enum SystemFormat {
    /// `%5.1f %` (`  7.3 %`), or `  --.- %` when unknown.
    static func percent(_ value: Double?) -> String {
        guard let value else { return "  --.- %" }
        return FixedPoint.format(value, decimals: 1, width: 5) + " %"
    }

    /// The load averages of `/proc/loadavg` (`3.08 2.50 1.99`), each with two decimals and the
    /// person's decimal separator (`3,08` in German), as every other number of the widget.
    static func loads(_ raw: String) -> [String] {
        raw.split(separator: " ").map { word in Double(word).map { FixedPoint.format($0, decimals: 2) } ?? String(word) }
    }

    /// `used / total GiB (N %)` with one decimal; N rounded down.
    static func memory(used: UInt64, total: UInt64) -> String {
        let gib = 1024.0 * 1024.0
        let percent = total > 0 ? used * 100 / total : 0
        return FixedPoint.format(Double(used) / gib, decimals: 1) + " / " + FixedPoint.format(Double(total) / gib, decimals: 1)
            + " GiB (\(percent) %)"
    }

    /// `3d 4h 5m`, `4h 5m` or `5m`.
    static func duration(_ seconds: TimeInterval) -> String {
        let total = Int(seconds)
        let days = total / 86_400, hours = total % 86_400 / 3600, minutes = total % 3600 / 60
        if days > 0 { return "\(days)d \(hours)h \(minutes)m" }
        if hours > 0 { return "\(hours)h \(minutes)m" }
        return "\(minutes)m"
    }

    /// `used/total GiB` with one decimal (`6.6/15.6 GiB`).
    static func gibibytes(used: UInt64, total: UInt64) -> String {
        let gib = 1024.0 * 1024.0
        return FixedPoint.format(Double(used) / gib, decimals: 1) + "/" + FixedPoint.format(Double(total) / gib, decimals: 1) + " GiB"
    }

    /// `cpu0`… padded to the widest label.
    static func coreLabel(_ index: Int, count: Int) -> String {
        let width = "cpu\(max(0, count - 1))".count
        let label = "cpu\(index)"
        return label + String(repeating: " ", count: max(0, width - label.count))
    }
}
