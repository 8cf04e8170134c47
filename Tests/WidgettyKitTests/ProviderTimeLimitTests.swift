import Foundation
import Testing
@testable import WidgettyKit
import Widgetty

private struct TimedIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Timed"
    @Parameter(title: "Timeout", default: 15, inclusiveRange: (1, 120)) var timeout: Int
}

private struct TimedProvider: AppIntentTimelineProvider {
    struct Entry: TimelineEntry { var date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: .now) }
    func snapshot(for configuration: TimedIntent, in context: Context) async -> Entry { Entry(date: .now) }
    func timeline(for configuration: TimedIntent, in context: Context) async -> Timeline<Entry> { Timeline(entries: [], policy: .never) }
}

private struct TimedWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "timed", intent: TimedIntent.self, provider: TimedProvider()) { _ in Text("t") }
            .providerTimeout(followingParameter: "timeout", plus: .seconds(6))
    }
}

/// A provider's time limit is what the home file says: the widget's own `timeout` parameter
/// (its default when unset, held to its range) plus the margin; other widgets keep theirs.
@MainActor @Suite struct ProviderTimeLimitTests {
    @Test func theLimitFollowsTheParameterWithinItsRange() throws {
        let descriptor = try #require(TimedWidget().widgetDescriptors.first)
        let fallback = Duration.seconds(15)
        #expect(descriptor.timeLimit(for: ["timeout": .int(60)], default: fallback) == .seconds(66))
        #expect(descriptor.timeLimit(for: [:], default: fallback) == .seconds(21))
        #expect(descriptor.timeLimit(for: ["timeout": .int(100_000)], default: fallback) == .seconds(126))
        #expect(descriptor.timeLimit(for: ["timeout": .int(-5)], default: fallback) == .seconds(7))
        #expect(descriptor.timeLimit(for: ["timeout": .double(2.5)], default: fallback) == .milliseconds(8_500))
        #expect(descriptor.timeLimit(for: ["timeout": .string("soon")], default: fallback) == fallback)
    }

    @Test func aWidgetWithoutOneKeepsItsOwnOrTheHostsLimit() throws {
        var descriptor = try #require(TimedWidget().widgetDescriptors.first)
        descriptor.parameterTimeLimit = nil
        #expect(descriptor.timeLimit(for: ["timeout": .int(60)], default: .seconds(15)) == .seconds(15))
        descriptor.providerTimeout = .seconds(3)
        #expect(descriptor.timeLimit(for: [:], default: .seconds(15)) == .seconds(3))
    }
}
