import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
@testable import WidgettyHost
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyUI
import WidgettyImages

private struct PictureEntry: TimelineEntry { let date: Date }

private struct PictureIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Picture" }
}

/// Answers in line, so the screen's first paint already shows the entry (not the redacted placeholder).
private struct PictureProvider: ImmediateAppIntentTimelineProvider {
    func placeholder(in context: Context) -> PictureEntry { PictureEntry(date: Date(timeIntervalSince1970: 0)) }
    func snapshot(for configuration: PictureIntent, in context: Context) async -> PictureEntry { placeholder(in: context) }
    func timeline(for configuration: PictureIntent, in context: Context) async -> Timeline<PictureEntry> {
        Timeline(entries: [placeholder(in: context)], policy: .never)
    }
    func immediateTimeline(for configuration: PictureIntent, in context: Context) -> Timeline<PictureEntry>? {
        Timeline(entries: [placeholder(in: context)], policy: .never)
    }
}

/// The test's picture: set before the screen starts.
private nonisolated(unsafe) var picture = UIImage()

private struct PictureWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "picture", intent: PictureIntent.self, provider: PictureProvider()) { _ in
            Image(uiImage: picture).resizable()
        }
    }
}

/// A picture named by a widget is decoded off the drawing thread; when it is done, the home
/// screen renders the widget again by itself (HomeMessage.picturesDecoded): no key, no tick.
@Suite(.serialized) @MainActor struct PictureRepaintTests {
    /// A screen showing a picture of `data` whose decoding starts only once `gate` is signalled,
    /// so the first paint (made as the screen starts) is sure to find it pending. The caller
    /// signals it before it next waits: the decoder is shared by every test.
    private func pilot(showing data: Data, gate: DispatchSemaphore) throws -> HostPilot {
        picture = UIImage(deferred: .file("repaint-\(UUID().uuidString)")) {
            gate.wait()
            return .success(data)
        }
        let (configuration, _) = HomeFileParser.parse("widgets:\n  - kind: picture\n", file: "home.yaml")
        return try HostPilot(widgets: [PictureWidget()].flatMap(\.widgetDescriptors), configuration: try #require(configuration))
    }

    /// Paints until `condition` holds (the main queue delivers the decoder's message meanwhile).
    private func paint(_ pilot: HostPilot, until condition: () -> Bool) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(20)
        while !condition(), clock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
            pilot.runtime.paintNow()
        }
    }

    @Test func aRefusedPictureReplacesItsPlaceholderWithoutAnythingElseHappening() async throws {
        let gate = DispatchSemaphore(value: 0)
        let pilot = try pilot(showing: TestPictures.pngClaiming(width: 100_000, height: 100_000), gate: gate)
        #expect(pilot.text.contains("…"), "the placeholder first:\n\(pilot.text)")
        gate.signal()
        await pilot.settle()
        try await paint(pilot) { pilot.text.contains("⚠ 100000×100000 pixels") }
        #expect(pilot.text.contains("⚠ 100000×100000 pixels"), "the cell was not drawn again:\n\(pilot.text)")
    }

    @Test func aDecodedPictureReplacesItsPlaceholderWithoutAnythingElseHappening() async throws {
        let gate = DispatchSemaphore(value: 0)
        let pilot = try pilot(showing: try TestPictures.png(width: 8, height: 8, pixels: Array(repeating: TestPictures.red, count: 64)),
                              gate: gate)
        func showsPixels() -> Bool {
            let buffer = pilot.terminal.screen
            return (0..<buffer.size.height).contains { y in
                (0..<buffer.size.width).contains { x in buffer[x, y].style.attributes.contains(.imagePixels) }
            }
        }
        #expect(pilot.text.contains("…") && !showsPixels(), "the placeholder first:\n\(pilot.text)")
        gate.signal()
        await pilot.settle()
        try await paint(pilot, until: showsPixels)
        #expect(showsPixels(), "the cell was not drawn again:\n\(pilot.text)")
    }
}
