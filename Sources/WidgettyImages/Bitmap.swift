import Synchronization

/// Decoded pixels: `width` × `height` RGBA8 values, row after row, colours not premultiplied.
///
/// Immutable and shared: a picture is decoded once into a bitmap, and every view that shows it
/// reads the same one. Scaled copies are kept with it (``scaled(width:height:)``), so drawing
/// it again at the same size does not scale it again.
public final class Bitmap: Sendable {
    public let width: Int
    public let height: Int
    /// `4 × width × height` bytes: red, green, blue, alpha of each pixel, row after row.
    public let pixels: [UInt8]
    /// The few sizes this bitmap was last scaled to, and the results.
    let renditions = Mutex<[Rendition]>([])

    struct Rendition {
        let width: Int, height: Int
        let bitmap: Bitmap
    }

    /// A bitmap of the given pixels; nil when their count is not `4 × width × height`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == 4 * width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// No pixels: 0 × 0.
    public static let empty = Bitmap(empty: ())

    private init(empty: Void) {
        width = 0
        height = 0
        pixels = []
    }

    /// The pixel at column `x`, row `y` (both inside the bitmap).
    public subscript(x: Int, y: Int) -> RGBA {
        let i = 4 * (y * width + x)
        return RGBA(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }

    /// The memory the pixels take, in bytes.
    public var byteCount: Int { pixels.count }
}

/// One pixel: 8-bit red, green, blue and alpha (not premultiplied).
public struct RGBA: Hashable, Sendable {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Whether the pixel counts as drawn: at least half opaque.
    public var isOpaque: Bool { alpha >= 128 }
}
