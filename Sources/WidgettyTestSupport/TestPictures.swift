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

    /// JPEG bytes of `pixels` (alpha ignored) at `quality`, by libjpeg.
    public static func jpeg(width: Int, height: Int, pixels: [RGBA], quality: Int = 95) throws -> Data {
        let rgb = pixels.flatMap { [$0.red, $0.green, $0.blue] }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: Int(CJPEG_MESSAGE_LENGTH))
        let status = cjpeg_encode_rgb(rgb, UInt32(width), UInt32(height), Int32(quality), &output, &size, &message)
        defer { free(output) }
        guard status == Int32(CJPEG_OK), let output else {
            throw EncodingFailed(description: message.withUnsafeBytes { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return Data(bytes: output, count: Int(size))
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
