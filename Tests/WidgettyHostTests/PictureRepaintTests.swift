import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
@testable import WidgettyHost
import WidgettyKit
import WidgettyTestSupport
import WidgettyUI

private struct PictureEntry: TimelineEntry { let date: Date }

private struct PictureProvider: TimelineProvider {
    func placeholder(in context: Context) -> PictureEntry { PictureEntry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (PictureEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<PictureEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// Where the test's picture is: set before the screen starts.
private nonisolated(unsafe) var picturePath = ""

private struct PictureWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "picture", provider: PictureProvider()) { _ in
            Image(uiImage: UIImage(contentsOfFile: picturePath) ?? UIImage()).resizable()
        }
    }
}

/// A picture named by a widget is decoded off the drawing thread; when it is done, the home
/// screen renders the widget again by itself (HomeMessage.picturesDecoded): no key, no tick.
@Suite(.serialized) @MainActor struct PictureRepaintTests {
    private func pilot(showing data: Data) throws -> HostPilot {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-repaint-\(UUID().uuidString)")
        try data.write(to: url)
        picturePath = url.path
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
        // Decoding stops at the scan limit, after a good tenth of a second: the first paint is long done.
        let pilot = try pilot(showing: try TestPictures.progressiveJPEG(width: 2048, height: 2048, emptyScans: 20_000))
        await pilot.settle()
        #expect(pilot.text.contains("…"), "the placeholder first:\n\(pilot.text)")
        try await paint(pilot) { pilot.text.contains("⚠ too costly to decode") }
        #expect(pilot.text.contains("⚠ too costly to decode"), "the cell was not drawn again:\n\(pilot.text)")
    }

    @Test func aDecodedPictureIsDrawnOnceTheDecoderIsDone() async throws {
        let pilot = try pilot(showing: try TestPictures.png(width: 8, height: 8, pixels: Array(repeating: TestPictures.red, count: 64)))
        await pilot.settle()
        func showsPixels() -> Bool {
            let buffer = pilot.terminal.screen
            return (0..<buffer.size.height).contains { y in
                (0..<buffer.size.width).contains { x in buffer[x, y].style.attributes.contains(.imagePixels) }
            }
        }
        try await paint(pilot, until: showsPixels)
        #expect(showsPixels(), "the cell was not drawn again:\n\(pilot.text)")
    }
}
