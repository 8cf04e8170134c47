import CJPEG
import CPNG
import Foundation
import WidgettyImages

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pictures made in a test, encoded by the system's libpng and libjpeg (the libraries the
/// decoder uses, so no picture file needs to be checked in).
public enum TestPictures {
    /// Why a picture could not be encoded: the library's message.
    public struct EncodingFailed: Error, CustomStringConvertible {
        public let description: String
    }

    /// The four colours of ``quadrants(width:height:)``: top left, top right, bottom left, bottom right.
    public static let red = RGBA(red: 255, green: 0, blue: 0)
    public static let green = RGBA(red: 0, green: 255, blue: 0)
    public static let blue = RGBA(red: 0, green: 0, blue: 255)
    public static let yellow = RGBA(red: 255, green: 255, blue: 0)

    /// `width` × `height` pixels in four quadrants: red, green above; blue, yellow below.
    public static func quadrants(width: Int, height: Int) -> [RGBA] {
        (0..<height).flatMap { y in
            (0..<width).map { x in
                switch (x < width / 2, y < height / 2) {
                case (true, true): red
                case (false, true): green
                case (true, false): blue
                case (false, false): yellow
                }
            }
        }
    }

    /// PNG bytes of `pixels` (row after row, with their alpha), by libpng's simplified writer.
    public static func png(width: Int, height: Int, pixels: [RGBA]) throws -> Data {
        var bytes = pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
        var image = png_image()
        image.version = CPNG_IMAGE_VERSION
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = CPNG_FORMAT_RGBA
        var size = 0
        // Once for the size, once to write.
        guard png_image_write_to_memory(&image, nil, &size, 0, &bytes, Int32(4 * width), nil) != 0 else {
            throw EncodingFailed(description: message(of: image))
        }
        var data = Data(count: size)
        let written = data.withUnsafeMutableBytes { target in
            png_image_write_to_memory(&image, target.baseAddress, &size, 0, &bytes, Int32(4 * width), nil)
        }
        guard written != 0 else { throw EncodingFailed(description: message(of: image)) }
        return data.prefix(size)
    }

    /// JPEG bytes of `pixels` (alpha ignored) at `quality`, by libjpeg; progressive when asked.
    public static func jpeg(width: Int, height: Int, pixels: [RGBA], quality: Int = 95, progressive: Bool = false) throws -> Data {
        let rgb = pixels.flatMap { [$0.red, $0.green, $0.blue] }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: Int(CJPEG_MESSAGE_LENGTH))
        let status = cjpeg_encode_rgb(rgb, UInt32(width), UInt32(height), Int32(quality), progressive ? 1 : 0,
                                      &output, &size, &message)
        defer { free(output) }
        guard status == Int32(CJPEG_OK), let output else {
            throw EncodingFailed(description: message.withUnsafeBytes { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return Data(bytes: output, count: Int(size))
    }

    /// A progressive JPEG of `width` × `height` grey pixels followed by `scans` more scans that
    /// carry no data (each an SOS header for the first component's AC coefficients, with a Huffman
    /// table of one code defined before them): a valid-looking file that makes a decoder without a
    /// scan limit go over the whole picture once per scan. Written marker by marker here.
    public static func progressiveJPEG(width: Int, height: Int, emptyScans scans: Int) throws -> Data {
        var bytes = [UInt8](try jpeg(width: width, height: height, pixels: Array(repeating: RGBA(red: 128, green: 128, blue: 128),
                                                                                  count: width * height), progressive: true))
        // Without its end-of-image marker, to which it is put back after the scans.
        if bytes.suffix(2) == [0xFF, 0xD9] { bytes.removeLast(2) }
        // DHT: an AC table (class 1), number 0, one code of one bit for the symbol 0x00 (end of band).
        bytes += [0xFF, 0xC4, 0x00, 0x14, 0x10, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
        // SOS: one component (id 1), DC table 0 / AC table 0, spectral 1…63, Ah 0 / Al 0; no data after it.
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x01, 0x3F, 0x00]
        bytes.reserveCapacity(bytes.count + scans * scan.count + 2)
        for _ in 0..<scans { bytes += scan }
        return Data(bytes + [0xFF, 0xD9])
    }

    /// A PNG that claims `width` × `height` pixels in its header, with a valid signature and
    /// header chunk and an empty data chunk: the bytes of a picture's promise, for the pixel limit.
    public static func pngClaiming(width: UInt32, height: UInt32) -> Data {
        func be(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        let header: [UInt8] = Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + header + be(crc32(header))
            + be(0) + Array("IDAT".utf8) + be(crc32(Array("IDAT".utf8)))
            + be(0) + Array("IEND".utf8) + be(crc32(Array("IEND".utf8))))
    }

    /// A PNG chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        func be(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        let body = Array(type.utf8) + data
        return be(UInt32(data.count)) + body + be(crc32(body))
    }

    /// One zlib stream of `prefix` then `zeros` zero bytes (zlib's best compression).
    static func deflated(_ prefix: [UInt8], zeros: UInt64) throws -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        guard cpng_deflate_with_zeros(prefix, UInt(prefix.count), zeros, &output, &size) == 0, let output else {
            throw EncodingFailed(description: "zlib could not compress")
        }
        defer { free(output) }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// A small red PNG (`side` × `side`) whose image data goes on after the last row with
    /// `trailing` zero bytes in the same zlib stream: a few kilobytes that libpng would inflate
    /// whole to find the stream's end.
    public static func pngWithTrailingData(side: Int, trailing: UInt64) throws -> Data {
        let rows = (0..<side).flatMap { _ in [0] + Array(repeating: [255, 0, 0, 255], count: side).flatMap { $0 } } as [UInt8]
        let header = [UInt8](pngClaiming(width: UInt32(side), height: UInt32(side)).prefix(8 + 25))
        return Data(header + chunk("IDAT", try deflated(rows, zeros: trailing)) + chunk("IEND", []))
    }

    /// A small red PNG preceded by `count` compressed-text chunks (`zTXt`) that each inflate to
    /// `each` zero bytes: a file of a few megabytes that costs seconds if every chunk is inflated.
    public static func pngWithTextChunks(side: Int, count: Int, each: UInt64) throws -> Data {
        let picture = [UInt8](try png(width: side, height: side, pixels: Array(repeating: red, count: side * side)))
        let text = chunk("zTXt", Array("Comment".utf8) + [0, 0] + (try deflated([], zeros: each)))
        let header = Array(picture.prefix(8 + 25))
        return Data(header + (0..<count).flatMap { _ in text } + picture.dropFirst(8 + 25))
    }

    /// CRC-32 as PNG's chunks carry it (ISO 3309), computed bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
