import Foundation
import WidgettyHomeFile
import WidgettyKit
import WidgettyUI

/// Two kinds for the hostile and the large home files: `tile` (one text parameter, a list of
/// zones) and `dial` (no parameters).
enum HostileFixtures {
    @MainActor static var registry: WidgetRegistry {
        WidgetRegistry(TileWidget().widgetDescriptors + DialWidget().widgetDescriptors)
    }

    /// Levels `a`, `b`, … of `width` nodes each: `a` lists `width` scalars, every later level
    /// lists (or maps `k0`… to) `width` aliases of the one before. Level 9 of width 9 expands to
    /// 9^9 scalars from a few hundred bytes.
    static func aliasBomb(levels: Int = 9, width: Int = 9, mappings: Bool = false) -> String {
        let names = (0..<levels).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) }
        return names.enumerated().map { level, name in
            let items = (0..<width).map { index in
                let value = level == 0 ? "\"x\"" : "*\(names[level - 1])"
                return mappings ? "k\(index): \(value)" : value
            }
            let (open, close) = mappings ? ("{", "}") : ("[", "]")
            return "\(name): &\(name) \(open)\(items.joined(separator: ", "))\(close)\n"
        }.joined()
    }

    /// The process's peak resident size so far (VmHWM), in bytes; nil where /proc is not.
    static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }
}

private struct TileIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Tile"
    @Parameter(title: "Label", default: "") var label: String
    @Parameter(title: "Zones", default: []) var zones: [String]
    init() {}
}

private struct TileEntry: TimelineEntry { let date: Date }

private struct TileProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TileEntry { TileEntry(date: .distantPast) }
    func snapshot(for configuration: TileIntent, in context: Context) async -> TileEntry { TileEntry(date: .distantPast) }
    func timeline(for configuration: TileIntent, in context: Context) async -> Timeline<TileEntry> {
        Timeline(entries: [TileEntry(date: .distantPast)], policy: .never)
    }
}

private struct DialProvider: TimelineProvider {
    func placeholder(in context: Context) -> TileEntry { TileEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TileEntry) -> Void) {
        completion(TileEntry(date: .distantPast))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TileEntry>) -> Void) {
        completion(Timeline(entries: [TileEntry(date: .distantPast)], policy: .never))
    }
}

private struct TileWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "tile", intent: TileIntent.self, provider: TileProvider()) { _ in Text("tile") }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

private struct DialWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "dial", provider: DialProvider()) { _ in Text("dial") }
    }
}
