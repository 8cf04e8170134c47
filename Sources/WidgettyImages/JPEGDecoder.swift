import CJPEG
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// JPEG through libjpeg (`cjpeg_decode_rgba` in the CJPEG shim, which catches libjpeg's
/// errors): baseline, progressive, grey and CMYK pictures as RGBA with alpha 255. A file cut
/// short is refused rather than shown with grey rows.
enum JPEGDecoder {
    static func decode(_ data: Data, pixelLimit: Int, scanLimit: Int, cpuLimit: Duration) throws(ImageDecodingError) -> Bitmap {
        try data.withUnsafeBytes { bytes in decode(bytes, pixelLimit: pixelLimit, scanLimit: scanLimit, cpuLimit: cpuLimit) }.get()
    }

    private static func decode(
        _ bytes: UnsafeRawBufferPointer, pixelLimit: Int, scanLimit: Int, cpuLimit: Duration
    ) -> Result<Bitmap, ImageDecodingError> {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return .failure(.corrupt("no data")) }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: Int(CJPEG_MESSAGE_LENGTH))
        let cpuNanoseconds = cpuLimit.components.seconds * 1_000_000_000 + cpuLimit.components.attoseconds / 1_000_000_000
        let status = cjpeg_decode_rgba(base, UInt(bytes.count), UInt64(max(0, pixelLimit)), Int32(clamping: max(1, scanLimit)),
                                       max(0, cpuNanoseconds), &pixels, &width, &height, &message)
        defer { free(pixels) }
        switch Int(status) {
        case Int(CJPEG_OK):
            guard let pixels else { return .failure(.outOfMemory) }
            let count = 4 * Int(width) * Int(height)
            let copy = Array(UnsafeBufferPointer(start: pixels, count: count))
            guard let bitmap = Bitmap(width: Int(width), height: Int(height), pixels: copy) else { return .failure(.outOfMemory) }
            return .success(bitmap)
        case Int(CJPEG_TOO_LARGE):
            return .failure(.tooManyPixels(width: Int(width), height: Int(height), limit: pixelLimit))
        case Int(CJPEG_NO_MEMORY):
            return .failure(.outOfMemory)
        case Int(CJPEG_TOO_COSTLY):
            return .failure(.tooCostly(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        default:
            let text = message.withUnsafeBytes { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            return .failure(.corrupt(text))
        }
    }
}
