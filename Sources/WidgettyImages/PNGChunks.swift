import CPNG
import Foundation

/// A PNG's chunks read before libpng sees them, so that only what drawing needs is decoded: the
/// critical chunks and the few that change colours (`tRNS`, `gAMA`, `cHRM`, `sRGB`, `sBIT`,
/// `bKGD`). Compressed text and colour profiles (`zTXt`, `iTXt`, `iCCP`) and everything else are
/// left out: libpng would inflate each of them, and a file of thousands of small chunks that each
/// inflate to megabytes costs seconds of CPU that no pixel limit bounds. Walking the chunks reads
/// their lengths and types only. ``imageDataOverflows(_:)`` bounds the image data itself.
enum PNGChunks {
    /// The chunk types kept.
    static let kept: Set<[UInt8]> = Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "sBIT", "bKGD"]
        .map { Array($0.utf8) })

    /// `data` (a PNG, signature included) with only the kept chunks, up to `IEND`; a chunk cut
    /// short is kept as it is, for libpng to report.
    static func essential(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        out += bytes.prefix(8)
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            let end = min(bytes.count, offset + 12 + length)
            if kept.contains(type) { out += bytes[offset..<end] }
            offset = end
            if type == Array("IEND".utf8) { break }
        }
        if offset < bytes.count, offset + 8 > bytes.count { out += bytes[offset...] }
        return Data(out)
    }

    /// Whether the image data (the `IDAT` chunks' zlib stream) inflates to more than the header's
    /// pixels need, with room for Adam7's passes and 64 KiB more: libpng inflates all of the
    /// stream, past the last row, so data that does is refused before libpng sees it. Nil when
    /// there is no readable header (libpng says why).
    static func imageDataOverflows(_ data: Data) -> Bool? {
        let bytes = [UInt8](data)
        func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        // IHDR comes first: width, height, bit depth, colour type.
        guard bytes.count >= 8 + 8 + 13, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let width = word(16), height = word(20), depth = Int(bytes[24])
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(bytes[25])] ?? 4
        let rowBytes = (width * channels * depth + 7) / 8
        var payload = [UInt8]()
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = word(offset)
            let end = min(bytes.count, offset + 12 + length)
            if bytes[(offset + 4)..<(offset + 8)].elementsEqual("IDAT".utf8) {
                payload += bytes[min(end, offset + 8)..<max(offset + 8, min(end, offset + 8 + length))]
            }
            offset = end
        }
        // Each row a filter byte; Adam7 adds one per row of each pass and rounds each pass's rows up.
        let (rows, overflowed) = UInt64(height).multipliedReportingOverflow(by: UInt64(rowBytes + 16))
        let limit = overflowed || rows > UInt64.max - 65_536 ? UInt64.max : rows + 65_536
        return payload.withUnsafeBufferPointer { cpng_inflates_past($0.baseAddress, UInt($0.count), limit) } == 1
    }
}
