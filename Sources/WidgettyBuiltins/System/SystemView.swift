import Foundation
import WidgettyKit
import WidgettyUI

/// W1's three lines (CPU, Mem, Load) in small; swap and uptime added in medium; per-core bars
/// and CPU and memory sparklines in large. On the lock screen: a ring filled to the CPU's use, the
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
                + " · Load \(entry.load.split(separator: " ").first.map(String.init) ?? "-")")
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
                    Text(verbatim: "Load " + entry.load).lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        default:
            home
        }
    }

    private var memoryPercent: UInt64 { entry.memoryTotalKiB > 0 ? entry.memoryUsedKiB * 100 / entry.memoryTotalKiB : 0 }

    private var home: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let problem = entry.problem {
                Text(verbatim: problem).foregroundStyle(.red)
            } else {
                Text(verbatim: "CPU   " + SystemFormat.percent(entry.cpuBusy)).lineLimit(1)
                Text(verbatim: "Mem   " + SystemFormat.memory(used: entry.memoryUsedKiB, total: entry.memoryTotalKiB)).lineLimit(1)
                Text(verbatim: "Load  " + entry.load).lineLimit(1)
                if family != .systemSmall {
                    let swapUsed = entry.swapTotalKiB > entry.swapFreeKiB ? entry.swapTotalKiB - entry.swapFreeKiB : 0
                    Text(verbatim: "Swap  " + SystemFormat.memory(used: swapUsed, total: entry.swapTotalKiB)).lineLimit(1)
                    Text(verbatim: "Up    " + SystemFormat.duration(entry.uptime)).lineLimit(1)
                }
                if family == .systemLarge {
                    Text(verbatim: "")
                    Text(verbatim: "CPU history").foregroundStyle(.secondary)
                    Sparkline(values: entry.cpuHistory)
                    Text(verbatim: "Memory history").foregroundStyle(.secondary)
                    Sparkline(values: entry.memoryHistory)
                    Text(verbatim: "")
                    ForEach(Array(entry.coreBusy.enumerated()), id: \.offset) { index, busy in
                        HStack(spacing: 1) {
                            Text(verbatim: SystemFormat.coreLabel(index, count: entry.coreBusy.count))
                            Bar(value: busy, total: 100)
                            Text(verbatim: SystemFormat.percent(busy))
                        }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The system widget's number formats, as W1's peers print them.
enum SystemFormat {
    /// `%5.1f %` (`  7.3 %`), or `  --.- %` when unknown.
    static func percent(_ value: Double?) -> String {
        guard let value else { return "  --.- %" }
        return FixedPoint.format(value, decimals: 1, width: 5) + " %"
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

    /// `cpu0`… padded to the widest label.
    static func coreLabel(_ index: Int, count: Int) -> String {
        let width = "cpu\(max(0, count - 1))".count
        let label = "cpu\(index)"
        return label + String(repeating: " ", count: max(0, width - label.count))
    }
}
