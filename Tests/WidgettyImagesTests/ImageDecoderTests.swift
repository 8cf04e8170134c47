import Foundation
import Testing
import WidgettyImages
import WidgettyTestSupport

/// PNG and JPEG through the system's libpng and libjpeg: colours come back, damaged data is an
/// error and never a crash, and a header declaring too many pixels is refused before they are.
@Suite struct ImageDecoderTests {
    @Test func pngQuadrantsComeBackExactly() throws {
        let pixels = TestPictures.quadrants(width: 4, height: 4)
        let bitmap = try ImageDecoder.decode(TestPictures.png(width: 4, height: 4, pixels: pixels))
        #expect(bitmap.width == 4 && bitmap.height == 4)
        #expect((0..<16).map { bitmap[$0 % 4, $0 / 4] } == pixels)
    }

    @Test func pngKeepsAlpha() throws {
        let clear = RGBA(red: 10, green: 20, blue: 30, alpha: 0)
        let bitmap = try ImageDecoder.decode(TestPictures.png(width: 2, height: 1, pixels: [clear, TestPictures.red]))
        #expect(bitmap[0, 0].alpha == 0)
        #expect(bitmap[1, 0] == TestPictures.red)
    }

    @Test func jpegQuadrantsComeBackWithinJPEGsLoss() throws {
        let pixels = TestPictures.quadrants(width: 32, height: 32)
        let bitmap = try ImageDecoder.decode(TestPictures.jpeg(width: 32, height: 32, pixels: pixels))
        #expect(bitmap.width == 32 && bitmap.height == 32)
        for (x, y, expected) in [(4, 4, TestPictures.red), (27, 4, TestPictures.green), (4, 27, TestPictures.blue),
                                 (27, 27, TestPictures.yellow)] {
            #expect(isClose(bitmap[x, y], expected), "\(x),\(y): \(bitmap[x, y])")
            #expect(bitmap[x, y].alpha == 255)
        }
    }

    @Test func formatIsToldBySignature() throws {
        #expect(ImageFormat(signature: try TestPictures.png(width: 1, height: 1, pixels: [TestPictures.red])) == .png)
        #expect(ImageFormat(signature: try TestPictures.jpeg(width: 1, height: 1, pixels: [TestPictures.red])) == .jpeg)
        #expect(ImageFormat(signature: Data("GIF89a".utf8)) == nil)
    }

    @Test func damagedDataIsAnErrorNotACrash() throws {
        let png = try TestPictures.png(width: 16, height: 16, pixels: TestPictures.quadrants(width: 16, height: 16))
        let jpeg = try TestPictures.jpeg(width: 16, height: 16, pixels: TestPictures.quadrants(width: 16, height: 16))
        var scrambled = png
        for index in 40..<scrambled.count - 12 { scrambled[index] ^= 0x5A }
        let cases: [(String, Data)] = [
            ("empty", Data()),
            ("text", Data("hello, world".utf8)),
            ("PNG signature alone", png.prefix(8)),
            ("PNG cut in its header", png.prefix(20)),
            ("PNG cut in its pixels", png.prefix(png.count / 2)),
            ("PNG with scrambled pixels", scrambled),
            ("JPEG signature alone", jpeg.prefix(3)),
            ("JPEG cut in its pixels", jpeg.prefix(jpeg.count * 2 / 3)),
        ]
        for (name, data) in cases {
            #expect(throws: ImageDecodingError.self, "\(name)") { try ImageDecoder.decode(data) }
        }
    }

    @Test func aPNGDeclaringTenGigapixelsIsRefusedAtItsHeader() throws {
        let png = try TestPictures.png(width: 1, height: 1, pixels: [TestPictures.red])
        let huge = Self.settingPNGSize(of: png, width: 100_000, height: 100_000)
        #expect(throws: ImageDecodingError.tooManyPixels(width: 100_000, height: 100_000, limit: ImageDecoder.pixelLimit)) {
            try ImageDecoder.decode(huge)
        }
        // Just past the limit is refused too; at it, the header passes (the pixels are then missing).
        let past = Self.settingPNGSize(of: png, width: 4097, height: 4096)
        #expect(throws: ImageDecodingError.tooManyPixels(width: 4097, height: 4096, limit: ImageDecoder.pixelLimit)) {
            try ImageDecoder.decode(past)
        }
        let small = Self.settingPNGSize(of: png, width: 300, height: 200)
        #expect(throws: ImageDecodingError.tooManyPixels(width: 300, height: 200, limit: 50_000)) {
            try ImageDecoder.decode(small, pixelLimit: 50_000)
        }
    }

    @Test func aJPEGDeclaringTooManyPixelsIsRefusedAtItsHeader() throws {
        var jpeg = try TestPictures.jpeg(width: 8, height: 8, pixels: TestPictures.quadrants(width: 8, height: 8))
        // The start-of-frame marker FFC0: length (2), precision (1), height (2), width (2).
        let sof = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        // 60 000 × 60 000 (libjpeg itself refuses more than 65 500 on a side).
        jpeg.replaceSubrange((sof + 5)..<(sof + 9), with: [0xEA, 0x60, 0xEA, 0x60])
        #expect(throws: ImageDecodingError.tooManyPixels(width: 60_000, height: 60_000, limit: ImageDecoder.pixelLimit)) {
            try ImageDecoder.decode(jpeg)
        }
    }

    @Test func theCacheDecodesTheSameBytesOnce() throws {
        let cache = BitmapCache()
        let png = try TestPictures.png(width: 2, height: 2, pixels: TestPictures.quadrants(width: 2, height: 2))
        let first = try cache.bitmap(for: png)
        let again = try cache.bitmap(for: Data(png))
        #expect(first === again)
        #expect(throws: ImageDecodingError.self) { try cache.bitmap(for: png.prefix(20)) }
        #expect(cache.count == 1)
    }

    @Test func theCacheForgetsTheLeastRecentlyUsedPastItsLimits() throws {
        let cache = BitmapCache(countLimit: 2)
        let pictures = try (1...3).map { try TestPictures.png(width: $0, height: 1, pixels: Array(repeating: TestPictures.red, count: $0)) }
        let first = try cache.bitmap(for: pictures[0])
        _ = try cache.bitmap(for: pictures[1])
        _ = try cache.bitmap(for: pictures[0])  // used again: the second is now the oldest
        _ = try cache.bitmap(for: pictures[2])
        #expect(cache.count == 2)
        #expect(try cache.bitmap(for: pictures[0]) === first)
    }

    private func isClose(_ a: RGBA, _ b: RGBA, tolerance: Int = 40) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance
    }

    /// `png` with its IHDR chunk's width and height replaced (and the chunk's CRC made right,
    /// so libpng reads the header and sees the size).
    static func settingPNGSize(of png: Data, width: UInt32, height: UInt32) -> Data {
        var data = Data(png)
        // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4), 5 more bytes, CRC (4).
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        data.replaceSubrange(16..<24, with: bigEndian(width) + bigEndian(height))
        data.replaceSubrange(29..<33, with: bigEndian(crc32(Array(data[12..<29]))))
        return data
    }

    /// The CRC-32 PNG chunks carry (over the chunk type and data).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
