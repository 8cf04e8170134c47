import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
@testable import WidgettyHost
import WidgettyKit
import WidgettyTestSupport
import WidgettyUI

private struct MarkEntry: TimelineEntry { let date: Date }

private struct MarkProvider: TimelineProvider {
    func placeholder(in context: Context) -> MarkEntry { MarkEntry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (MarkEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<MarkEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// Two widgets that draw a mark in their top-left corner, one of them edge to edge.
private struct MarkWidgets: WidgetBundle {
    var body: some Widget {
        InsetWidget()
        EdgeWidget()
    }
}

private struct InsetWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "inset", provider: MarkProvider()) { _ in
            Text("INSET").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}

private struct EdgeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "edge", provider: MarkProvider()) { _ in
            Text("EDGE").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .contentMarginsDisabled()
    }
}

@Suite(.serialized) @MainActor struct ContentMarginTests {
    @Test func aWidgetWithoutContentMarginsDrawsRightInsideItsBorder() async throws {
        let (configuration, _) = HomeFileParser.parse("widgets:\n  - kind: inset\n  - kind: edge\n", file: "home.yaml")
        let pilot = try HostPilot(widgets: MarkWidgets().widgetDescriptors, configuration: try #require(configuration))
        await pilot.settle()
        func column(of mark: String) -> Int? {
            for line in pilot.terminal.lines {
                if let range = line.range(of: mark) {
                    // Columns after the cell's left border (heavy when focused): a margin, or none.
                    let before = line[..<range.lowerBound]
                    guard let border = before.lastIndex(where: { "│┃".contains($0) }) else { return nil }
                    return before.distance(from: border, to: before.endIndex) - 1
                }
            }
            return nil
        }
        #expect(column(of: "INSET") == 1)
        #expect(column(of: "EDGE") == 0)
        // Still so after a tick's partial paint asks the chrome again.
        await pilot.advance(by: 1)
        #expect(column(of: "EDGE") == 0)
    }
}
