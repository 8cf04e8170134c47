import Foundation
import Synchronization
import Testing
import WidgettyImages
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// Pictures named by widgets are read and decoded off the drawing thread: building and drawing
/// a view with any picture takes no more than 20 ms, the cell shows `…` until the decoder is
/// done and the reason when it refused, and the decoder says when it is done.
@MainActor
@Suite(.serialized) struct BackgroundPictureTests {
    private static func file(_ name: String, _ data: Data) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    /// The lines of `image` drawn resizable in 40 × 2 cells, and how long that took here.
    private static func timedLines(_ image: UIImage) -> ([String], Duration) {
        var lines: [String] = []
        let elapsed = ContinuousClock().measure {
            lines = renderLines(Image(uiImage: image).resizable(), width: 40, height: 2)
        }
        return (lines, elapsed)
    }

    @Test func hostilePicturesNeverHoldTheDrawingThreadAndShowTheirReasonOnceRefused() throws {
        let scans = try TestPictures.progressiveJPEG(width: 512, height: 512, emptyScans: 20_000)
        let png = try TestPictures.png(width: 8, height: 8, pixels: Array(repeating: TestPictures.red, count: 64))
        let cases: [(String, Data, String)] = [
            ("scans.jpg", scans, "⚠ too costly to decode: more than 100 scans"),
            ("huge.png", TestPictures.pngClaiming(width: 100_000, height: 100_000), "⚠ 100000×100000 pixels (limit 16 megapixels)"),
            ("cut.png", png.prefix(png.count / 2), "⚠ damaged"),
        ]
        // A file that is no picture at all is nil, as UIKit answers: its first bytes tell.
        #expect(UIImage(contentsOfFile: try Self.file("text.png", Data("not a picture".utf8))) == nil)
        #expect(UIImage(contentsOfFile: try Self.file("empty.png", Data())) == nil)
        let finished = Mutex(0)
        let observer = UIImage.observeDecodedPictures { finished.withLock { $0 += 1 } }
        defer { UIImage.stopObservingDecodedPictures(observer) }
        for (name, data, reason) in cases {
            let image = try #require(UIImage(contentsOfFile: try Self.file(name, data)))
            let (pending, elapsed) = Self.timedLines(image)
            #expect(elapsed < .milliseconds(20), "\(name): the view took \(elapsed) on the drawing thread")
            #expect(pending.joined().contains("…") || pending.joined().contains("⚠"), "\(name): \(pending)")
            #expect(PictureWait.untilIdle())
            let (refused, again) = Self.timedLines(image)
            #expect(refused.joined().hasPrefix(reason), "\(name): \(refused)")
            #expect(again < .milliseconds(20))
        }
        // Observers are told just after a picture leaves the queue: waited for.
        let deadline = ContinuousClock.now + .seconds(10)
        while finished.withLock({ $0 }) < cases.count, ContinuousClock.now < deadline { usleep(1000) }
        #expect(finished.withLock { $0 } >= cases.count)
    }

    @Test func aGoodPictureIsDrawnOnceDecodedAndDecodedOnce() throws {
        let pixels = Array(repeating: TestPictures.red, count: 16)
        let path = try Self.file("red.png", try TestPictures.png(width: 4, height: 4, pixels: pixels))
        let finished = Mutex(0)
        let observer = UIImage.observeDecodedPictures { finished.withLock { $0 += 1 } }
        defer { UIImage.stopObservingDecodedPictures(observer) }
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(Self.timedLines(image).0.joined().contains("…"))
        #expect(PictureWait.untilIdle())
        let buffer = renderView(Image(uiImage: image).resizable(), width: 2, height: 1).buffer
        #expect(buffer[0, 0].style.attributes.contains(.imagePixels))
        // The same file, asked for again: found decoded, nothing more to decode.
        let again = try #require(UIImage(contentsOfFile: path))
        #expect(again.size == CGSize(width: 4, height: 4))
        let deadline = ContinuousClock.now + .seconds(10)
        while finished.withLock({ $0 }) < 1, ContinuousClock.now < deadline { usleep(1000) }
        #expect(finished.withLock { $0 } >= 1)
    }
}
