import Foundation
import Testing
import Widgetty
import WidgettyTestSupport
import WidgettyTesting

/// A widget that shows a picture from a file, as `Image("name")` does.
struct PictureEntry: TimelineEntry {
    let date: Date
    let path: String
}

struct PictureProvider: TimelineProvider {
    func placeholder(in context: Context) -> PictureEntry { PictureEntry(date: Date(), path: "") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (PictureEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<PictureEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct PictureWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Picture", provider: PictureProvider()) { entry in
            Image(uiImage: UIImage(contentsOfFile: entry.path) ?? UIImage()).resizable()
        }
    }
}

/// `renderEntry` shows a picture decoded in the background, or the reason it was refused, not its
/// placeholder: a one-shot drawing waits for the decoder (the home screen draws again instead).
@MainActor
@Suite struct PictureRenderingTests {
    private static func file(_ data: Data) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-picture-\(UUID().uuidString).png")
        try data.write(to: url)
        return url.path
    }

    @Test func aPictureFromAFileIsDrawnInTheFirstRendering() throws {
        let path = try Self.file(try TestPictures.png(width: 4, height: 4, pixels: Array(repeating: TestPictures.red, count: 16)))
        let view = renderEntry(PictureEntry(date: widgetTestDate, path: path), of: PictureWidget(), size: Size(width: 4, height: 2))
        #expect(view.buffer[0, 0].style.attributes.contains(.imagePixels))
    }

    @Test func aRefusedPictureShowsItsReasonInTheFirstRendering() throws {
        let path = try Self.file(TestPictures.pngClaiming(width: 100_000, height: 100_000))
        let view = renderEntry(PictureEntry(date: widgetTestDate, path: path), of: PictureWidget(), size: Size(width: 60, height: 2))
        #expect(view.words.contains("100000×100000 pixels"), "\(view.lines)")
    }
}
