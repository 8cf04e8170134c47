import Foundation

/// Decoding PNG and JPEG data into a ``Bitmap`` with the system's libpng and libjpeg.
///
/// The format is told by the data's first bytes, not by a file name. A picture may have at
/// most ``pixelLimit`` pixels: its size is read from its header and a larger one is refused
/// before any memory is taken for its pixels, so a small file declaring 100 000 × 100 000
/// pixels costs nothing.
public enum ImageDecoder {
    /// 16 megapixels (4096 × 4096, 64 MiB decoded): far more than a terminal can show, enough
    /// for a phone's photo.
    public static let pixelLimit = 16 * 1024 * 1024

    /// The bitmap in `data`, or why there is none.
    public static func decode(_ data: Data, pixelLimit: Int = pixelLimit) throws(ImageDecodingError) -> Bitmap {
        switch ImageFormat(signature: data) {
        case .png: return try PNGDecoder.decode(data, pixelLimit: pixelLimit)
        case .jpeg: return try JPEGDecoder.decode(data, pixelLimit: pixelLimit)
        case nil: throw .unsupportedFormat
        }
    }
}

/// The picture formats Widgetty decodes, told by their signatures.
public enum ImageFormat: Hashable, Sendable {
    case png, jpeg

    /// The format whose signature `data` starts with; nil for any other.
    public init?(signature data: Data) {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            return nil
        }
    }
}

/// Why data gave no picture.
public enum ImageDecodingError: Error, Hashable, Sendable {
    /// Neither PNG nor JPEG (GIF, WebP, HEIC, text…).
    case unsupportedFormat
    /// The header declares more pixels than the limit allows, or none.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The library could not read it: damaged or cut short. Carries the library's message.
    case corrupt(String)
    /// The memory for the pixels could not be had.
    case outOfMemory
}
