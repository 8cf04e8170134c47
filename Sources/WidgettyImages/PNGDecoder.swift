import CPNG
import Foundation

/// PNG through libpng's simplified API (`png_image_*`): any bit depth, palette, grey or
/// interlaced image comes out as 8-bit sRGB RGBA, transparency included.
enum PNGDecoder {
    static func decode(_ data: Data, pixelLimit: Int) throws(ImageDecodingError) -> Bitmap {
        // Only the chunks drawing needs reach libpng (``PNGChunks``): no compressed text to inflate.
        let essential = PNGChunks.essential(data)
        if PNGChunks.imageDataOverflows(essential) == true {
            throw .tooCostly("more image data than its pixels")
        }
        // libpng reads from the bytes until the pixels are read: all of it inside one access.
        return try essential.withUnsafeBytes { bytes in decode(bytes, pixelLimit: pixelLimit) }.get()
    }

    private static func decode(_ bytes: UnsafeRawBufferPointer, pixelLimit: Int) -> Result<Bitmap, ImageDecodingError> {
        var image = png_image()
        image.version = CPNG_IMAGE_VERSION
        guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
            return .failure(.corrupt(message(of: image)))
        }
        // Frees libpng's reader when the pixels are never read (finishing frees it too).
        defer { png_image_free(&image) }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= pixelLimit / height else {
            return .failure(.tooManyPixels(width: width, height: height, limit: pixelLimit))
        }
        image.format = CPNG_FORMAT_RGBA
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        let read = pixels.withUnsafeMutableBytes { target in
            png_image_finish_read(&image, nil, target.baseAddress, Int32(4 * width), nil)
        }
        guard read != 0 else { return .failure(.corrupt(message(of: image))) }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else { return .failure(.outOfMemory) }
        return .success(bitmap)
    }

    /// libpng's message about the failure, kept in the image structure.
    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
