import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

private struct HugeEntry: TimelineEntry { let date: Date }

private struct HugeProvider: TimelineProvider {
    func placeholder(in context: Context) -> HugeEntry { HugeEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (HugeEntry) -> Void) {
        completion(HugeEntry(date: .distantPast))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<HugeEntry>) -> Void) {
        completion(Timeline(entries: [HugeEntry(date: .distantPast)], policy: .never))
    }
}

/// A widget whose view asks for far more room than any cell has: wide frames, long lines,
/// thousands of rows, padding that pushes it off its cell.
private struct HugeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "huge", provider: HugeProvider()) { _ in
            VStack(spacing: 0) {
                Text(String(repeating: "WIDE", count: 500)).lineLimit(1).fixedSize()
                ForEach(0..<200, id: \.self) { row in Text("row \(row) " + String(repeating: "█", count: 300)) }
            }
            .frame(width: 5000, height: 9000)
            .padding(.leading, 40)
            .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Huge")
        .supportedFamilies([.systemSmall])
    }
}

/// A view larger than its cell is clipped to the cell: the neighbours, the borders and the
/// status bar stay as they were.
@Suite @MainActor struct OversizedViewTests {
    @Test func aViewLargerThanItsCellStaysInsideIt() async throws {
        let (configuration, _) = HomeFileParser.parse("widgets:\n  - kind: huge\n  - kind: huge\n    id: second\n", file: "home.yaml")
        let pilot = try HostPilot(
            widgets: HugeWidget().widgetDescriptors, configuration: try #require(configuration), size: Size(width: 80, height: 24))
        await pilot.settle()
        let screen = pilot.screen
        #expect(screen.count == 24)
        #expect(screen.allSatisfy { TerminalText.width(of: $0) <= 80 })
        // Each cell keeps its four borders: the content never paints over them.
        let top = try #require(screen.firstIndex { $0.contains("Huge") })
        let bottom = try #require(screen.lastIndex { $0.contains("╰") || $0.contains("┗") })
        for line in screen[(top + 1)..<bottom] {
            let borders = line.filter { $0 == "│" || $0 == "┃" }
            #expect(borders.count == 4, "\(line)")
        }
        #expect(screen.last?.hasPrefix("? help") == true)
        // The third slot of the row and everything under the cells stays empty.
        #expect(screen[(bottom + 1)..<(screen.count - 2)].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
    }
}
