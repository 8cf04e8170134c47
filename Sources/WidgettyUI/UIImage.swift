import Foundation
import WidgettyImages

/// A decoded picture, as UIKit's `UIImage`: what widget code hands to `Image(uiImage:)`.
///
/// PNG and JPEG are decoded with the system's libpng and libjpeg (``ImageDecoder``) under its
/// budgets (pixels, a JPEG's scans, CPU time); anything else, or damaged data, gives nil as
/// UIKit does. The same bytes are decoded once (``BitmapCache``), so a body that builds
/// `UIImage(data: entry.data)` at every render costs one decode. A picture read from a file
/// (`UIImage(named:)`, `Image("name")`) is read and decoded in the background
/// (``PictureDecoder``): until it is, it has no pixels and `Image` draws a placeholder.
public final class UIImage: Sendable {
    /// Pixels in hand, or a picture the decoder is asked for.
    enum Source: Sendable {
        case decoded(Bitmap)
        case deferred(PictureKey, PictureDecoder.Loader)
        /// An SF Symbol's glyph (`UIImage(systemName:)`): no pixels, drawn as text.
        case symbol(String)
    }

    let source: Source
    /// Pixels per point; a picture's size in points is its size in pixels over this.
    public let scale: CGFloat

    /// A picture of already decoded pixels.
    public init(bitmap: Bitmap, scale: CGFloat = 1) {
        source = .decoded(bitmap)
        self.scale = scale > 0 ? scale : 1
    }

    /// A picture decoded in the background from what `load` gives.
    init(deferred key: PictureKey, scale: CGFloat = 1, load: @escaping PictureDecoder.Loader) {
        source = .deferred(key, load)
        self.scale = scale > 0 ? scale : 1
    }

    /// An SF Symbol's glyph (see `UIImage(systemName:)`).
    init(symbolGlyph glyph: String) {
        source = .symbol(glyph)
        scale = 1
    }

    /// The glyph of a `UIImage(systemName:)`; nil for a picture.
    public var symbolGlyph: String? {
        if case .symbol(let glyph) = source { return glyph }
        return nil
    }

    /// An empty picture, as `UIImage()`: no pixels, drawn as nothing (what `UIImage(named:) ?? .init()` falls back to).
    public convenience init() { self.init(bitmap: Self.empty) }

    static var empty: Bitmap { Bitmap.empty }

    /// The picture in `data` (PNG or JPEG); nil for any other data.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// The picture in `data` at a scale (2 for a picture made for a Retina screen).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = try? BitmapCache.shared.bitmap(for: data) else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// The picture as the drawing thread may have it now: decoded, pending, or refused.
    var state: PictureDecoder.State {
        switch source {
        case .decoded(let bitmap): .decoded(bitmap)
        case .deferred(let key, let load): PictureDecoder.shared.state(for: key, load: load)
        case .symbol: .decoded(Self.empty)
        }
    }

    /// The pixels; none while a picture from a file is still being decoded, or was refused.
    public var bitmap: Bitmap {
        if case .decoded(let bitmap) = state { return bitmap }
        return Self.empty
    }

    /// Calls `observer` (on the decoder's thread) each time a picture read from a file is decoded
    /// or refused; the number given back stops it (``stopObservingDecodedPictures(_:)``).
    public static func observeDecodedPictures(_ observer: @escaping @Sendable () -> Void) -> UInt64 {
        PictureDecoder.shared.addObserver(observer)
    }

    /// Stops an observer of ``observeDecodedPictures(_:)``.
    public static func stopObservingDecodedPictures(_ number: UInt64) {
        PictureDecoder.shared.removeObserver(number)
    }

    /// Whether no picture is waiting to be decoded (for tests, which wait for it).
    public static var picturesDecoded: Bool { PictureDecoder.shared.isIdle }

    /// Waits until no picture read from a file is waiting to be decoded, at most `timeout`;
    /// whether none is. For tests, never on the drawing thread of the home screen.
    @discardableResult
    public static func waitForDecodedPictures(timeout: Duration) -> Bool {
        PictureDecoder.shared.waitUntilIdle(timeout: timeout)
    }

    /// Runs `draw`; when a picture it asked for was still being decoded, waits until those
    /// pictures are decoded or refused (at most `timeout`) and runs it again. For drawings made
    /// once (`widgetty render`, authors' tests); the home screen draws again when told instead.
    public static func drawingOnceDecoded<T>(timeout: Duration, _ draw: () -> T) -> T {
        let record = PictureDecoder.PendingRecord()
        let first = PictureDecoder.recordingPending(record, draw)
        let pending = record.pending
        guard !pending.isEmpty else { return first }
        PictureDecoder.shared.waitUntilDone(pending, timeout: timeout)
        return draw()
    }

    /// The size in points, as UIKit's: pixels over ``scale`` (zero until decoded).
    public var size: CGSize {
        let pixels = bitmap
        return CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
    }
}
