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

    /// The most scans a progressive JPEG may have: 100 (libjpeg's own progressions use about
    /// ten); a file of thousands of empty scans costs a decode each.
    public static let scanLimit = 100
    /// The most CPU time one decode may take: 1 s of the decoding thread's time.
    public static let cpuLimit: Duration = .seconds(1)

    /// The bitmap in `data`, or why there is none.
    public static func decode(_ data: Data, pixelLimit: Int = pixelLimit) throws(ImageDecodingError) -> Bitmap {
        try decode(data, pixelLimit: pixelLimit, scanLimit: scanLimit, cpuLimit: cpuLimit)
    }

    /// The bitmap in `data` under every budget: pixels (from the header, before any memory is
    /// taken for them), a JPEG's scans and the decode's CPU time (libjpeg's progress monitor
    /// stops it). A PNG's cost is bounded by its pixels: libpng's simplified API decodes each
    /// row once, and 16 megapixels take well under the CPU limit (ImageBudgetTests).
    public static func decode(
        _ data: Data, pixelLimit: Int, scanLimit: Int, cpuLimit: Duration
    ) throws(ImageDecodingError) -> Bitmap {
        switch ImageFormat(signature: data) {
        case .png: return try PNGDecoder.decode(data, pixelLimit: pixelLimit)
        case .jpeg: return try JPEGDecoder.decode(data, pixelLimit: pixelLimit, scanLimit: scanLimit, cpuLimit: cpuLimit)
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
    /// Decoding would cost more than allowed: more scans than the limit, or more CPU time.
    case tooCostly(String)
    /// The picture's file could not be read (missing, too large, not a regular file).
    case unreadable(String)
}

extension ImageDecodingError: CustomStringConvertible {
    /// Why, in words for a cell: `not PNG or JPEG`, `100000×100000 pixels (limit 16 megapixels)`…
    public var description: String {
        switch self {
        case .unsupportedFormat: "not PNG or JPEG"
        case .tooManyPixels(let width, let height, let limit): "\(width)×\(height) pixels (limit \(limit / (1024 * 1024)) megapixels)"
        case .corrupt(let message): message.isEmpty ? "damaged" : "damaged: \(message)"
        case .outOfMemory: "out of memory"
        case .tooCostly(let reason): "too costly to decode: \(reason)"
        case .unreadable(let reason): reason
        }
    }
}
