import Foundation
import Testing
import Widgetty
import WidgettyTesting
@testable import WeatherWidget

@MainActor
@Suite("WeatherWidget (seed 001)")
struct WeatherWidgetTests {
    private let fixture = """
        [
          {"icon": "01d", "location": "Seoul", "temp": 21.5, "air": "good"},
          {"icon": "10d", "location": "Busan", "temp": 18, "air": "moderate"},
          {"icon": "13n", "location": "New York", "temp": -3.25}
        ]
        """

    private func writeFixture() throws -> URL {
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent("weather.json")
        try Data(fixture.utf8).write(to: file)
        return file
    }

    @Test func theBundleHoldsTheWeatherAndAirWidgets() {
        let widgets = WeatherWidgetBundle().widgetDescriptors
        #expect(widgets.map(\.kind) == ["WeatherWidget", "AirWidget"])
        #expect(widgets.first?.displayName == "Weather Widget")
        #expect(widgets.first?.description == "This is an weather widget")
        #expect(widgets.first?.supportedFamilies == [.systemSmall, .systemMedium])
    }

    @Test func placeholderAndSnapshotRenderPerFamilyWithDeepLinks() async throws {
        let widget = try #require(WeatherWidget().body._widgetDescriptors.first)
        for family in widget.supportedFamilies {
            let context = TimelineProviderContext.testing(family)
            let snapshot = await completionValue { WeatherWidgetProvider().getSnapshot(in: context, completion: $0) }
            let rendered = renderEntry(snapshot, of: widget, family: family)
            #expect(rendered.words.hasPrefix("location "), "\(family): \(rendered.words)")
            #expect(rendered.words.contains("☀ 0°"), "\(family): \(rendered.words)")
            #expect(rendered.widgetURL?.absoluteString == "weather://city/location")

            let placeholder = renderEntry(WeatherWidgetProvider().placeholder(in: context), of: widget, family: family)
            #expect(placeholder.words.contains("? 0°"), "\(family): \(placeholder.words)")
        }
        let medium = renderEntry(
            WeatherWidgetEntry(date: Date(timeIntervalSince1970: 1_795_356_300), icon: "01d", location: "New York", temperature: 21.4),
            of: widget, family: .systemMedium)
        #expect(medium.words == "New York 14:05 ☀ 21° Forecast")
        #expect(medium.links.map(\.url.absoluteString) == ["weather://forecast/New%20York"])
        let small = renderEntry(
            WeatherWidgetEntry(date: Date(timeIntervalSince1970: 1_795_356_300), icon: "01d", location: "New York", temperature: 21.4),
            of: widget, family: .systemSmall)
        #expect(small.words == "New York ☀ 21°")
        #expect(small.links.isEmpty)
        // The Label's icon–title gap is one column under `.points` as in cells.
        #expect(renderEntry(
            WeatherWidgetEntry(date: Date(timeIntervalSince1970: 1_795_356_300), icon: "01d", location: "Seoul", temperature: 21),
            of: widget, family: .systemSmall, metrics: .cells).words == "Seoul ☀ 21°")
    }

    @Test func theTimelineReadsTheLocalDataFile() async throws {
        let file = try writeFixture()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let timeline = await completionValue {
            WeatherWidgetProvider(dataPath: file.path).getTimeline(in: TimelineProviderContext.testing(), completion: $0)
        }
        #expect(timeline.policy == .atEnd)
        #expect(timeline.entries.map(\.location) == ["Seoul", "Busan", "New York"])
        #expect(timeline.entries.map(\.temperature) == [21.5, 18, -3.25])
        #expect(timeline.entries.map(\.icon) == ["01d", "10d", "13n"])
        let offsets = timeline.entries.map { $0.date.timeIntervalSince(timeline.entries[0].date) }
        #expect(offsets.map { $0.rounded() } == [0, 10, 20])

        let air = await completionValue {
            AirWidgetProvider(dataPath: file.path).getTimeline(in: TimelineProviderContext.testing(), completion: $0)
        }
        #expect(air.entries.map(\.air) == ["good", "moderate", "—"])
        let airWidget = try #require(AirWidget().body._widgetDescriptors.first)
        #expect(renderEntry(air.entries[0], of: airWidget, family: .systemSmall).words == "Seoul ≈ Air good")
    }

    @Test func aMissingOrMalformedFileGivesAnEmptyTimeline() async throws {
        let missing = await completionValue {
            WeatherWidgetProvider(dataPath: "/nonexistent/weather.json").getTimeline(in: TimelineProviderContext.testing(), completion: $0)
        }
        #expect(missing.entries.isEmpty)
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("weather.json")
        try Data(#"{"location": "Seoul"}"#.utf8).write(to: file)
        let malformed = await completionValue {
            WeatherWidgetProvider(dataPath: file.path).getTimeline(in: TimelineProviderContext.testing(), completion: $0)
        }
        #expect(malformed.entries.isEmpty)
    }
}
