import Foundation
import Testing
import Widgetty
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyTesting
@testable import PhotoFrame

/// PhotoFrame, written here: a four-colour PNG in the group folder is shown with its colours in
/// place, a damaged one and none say where to put a picture, and its #Preview is listed.
@MainActor
@Suite("PhotoFrame (written here)")
struct PhotoFrameTests {
    /// The two pixels of a picture cell (`▀`: upper in the foreground, lower in the background).
    static func pixels(_ cell: Cell) -> [TerminalColor] {
        guard cell.style.attributes.contains(.imagePixels) else { return [] }
        return [cell.style.foreground, cell.style.background]
    }

    static func provider(in folder: URL) -> PhotoProvider {
        PhotoProvider(folder: { folder })
    }

    @Test func aPictureFillsTheFrameWithItsColoursInPlace() throws {
        let folder = try makeTemporaryDirectory(prefix: "photo-frame")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try TestPictures.png(width: 8, height: 8, pixels: TestPictures.quadrants(width: 8, height: 8))
        try png.write(to: folder.appendingPathComponent("photo.png"))
        let entry = Self.provider(in: folder).entry()
        #expect(entry.photo != nil && entry.name == "photo.png")
        let rendered = renderEntry(entry, of: PhotoFrameWidget(), family: .systemSmall)
        let width = rendered.buffer.size.width, height = rendered.buffer.size.height
        let topLeft = Self.pixels(rendered.buffer[1, 1]), topRight = Self.pixels(rendered.buffer[width - 2, 1])
        let lowLeft = Self.pixels(rendered.buffer[1, height - 3])
        #expect(topLeft.contains(.rgb(255, 0, 0)), "red at the top left: \(topLeft)")
        #expect(topRight.contains(.rgb(0, 255, 0)), "green at the top right: \(topRight)")
        #expect(lowLeft.contains(.rgb(0, 0, 255)), "blue at the lower left: \(lowLeft)")
        #expect(rendered.lines.last?.contains("photo.png") == true, "its name at the bottom: \(rendered.lines)")
    }

    @Test func withoutAPictureTheFrameSaysWhereToPutOne() throws {
        let folder = try makeTemporaryDirectory(prefix: "photo-frame")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("photo.png"))
        let entry = Self.provider(in: folder).entry()
        #expect(entry.photo == nil, "a damaged file is no picture")
        let words = renderEntry(entry, of: PhotoFrameWidget(), family: .systemMedium).words
        #expect(words.contains("No photo") && words.contains("group.photo-frame"), "\(words)")
    }

    @Test func theTimelineAsksAgainInAQuarterOfAnHour() async throws {
        let folder = try makeTemporaryDirectory(prefix: "photo-frame")
        defer { try? FileManager.default.removeItem(at: folder) }
        let descriptor = StaticConfiguration(kind: "PhotoFrame", provider: Self.provider(in: folder)) { PhotoView(entry: $0) }
            ._widgetDescriptors[0]
        let probe = TimelineProbe(descriptor, family: .systemSmall, now: Date(timeIntervalSince1970: 1_800_000_000))
        await probe.start()
        #expect(probe.policy == .after(Date(timeIntervalSince1970: 1_800_000_000 + 900)))
    }

    @Test func itsPreviewIsListed() {
        let previews = WidgetPreviewRegistry.all.filter { $0.fileID.hasPrefix("PhotoFrame/") }
        #expect(previews.map(\.name) == ["Empty frame"])
    }
}
