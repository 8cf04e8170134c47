import Foundation
import WidgettyImages

/// A decoded picture, as UIKit's `UIImage`: what widget code hands to `Image(uiImage:)`.
///
/// PNG and JPEG are decoded with the system's libpng and libjpeg (``ImageDecoder``), at most
/// ``ImageDecoder/pixelLimit`` pixels; anything else, or damaged data, gives nil as UIKit does.
/// The same bytes are decoded once (``BitmapCache``), so a body that builds
/// `UIImage(data: entry.data)` at every render costs one decode.
public final class UIImage: Sendable {
    /// The pixels.
    public let bitmap: Bitmap
    /// Pixels per point; a picture's size in points is its size in pixels over this.
    public let scale: CGFloat

    /// A picture of already decoded pixels.
    public init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.bitmap = bitmap
        self.scale = scale > 0 ? scale : 1
    }

    /// An empty picture, as `UIImage()`: no pixels, drawn as nothing (what `UIImage(named:) ?? .init()` falls back to).
    public convenience init() {
        // A 0×0 bitmap is always valid.
        self.init(bitmap: Bitmap(width: 0, height: 0, pixels: [])!)
    }

    /// The picture in `data` (PNG or JPEG); nil for any other data.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// The picture in `data` at a scale (2 for a picture made for a Retina screen).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = try? BitmapCache.shared.bitmap(for: data) else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// The size in points, as UIKit's: pixels over ``scale``.
    public var size: CGSize { CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale) }
}
