/// Scaling by area averaging: each pixel of the result is the average of the part of the
/// original it covers, weighted by how much of each original pixel lies under it (a box
/// filter), so a photo shrunk to a widget keeps its colours instead of picking stray pixels.
/// Colours are averaged premultiplied by their alpha, so a transparent pixel's colour does not
/// bleed into its neighbours. Enlarging repeats pixels (blending only at a pixel's edges).
extension Bitmap {
    /// How many scaled copies a bitmap keeps (a widget shows a picture at one or two sizes).
    static let renditionLimit = 4

    /// This bitmap at `width` × `height` pixels (itself when the size is the same).
    public func scaled(width: Int, height: Int) -> Bitmap {
        let width = max(0, width), height = max(0, height)
        if width == self.width, height == self.height { return self }
        if let kept = renditions.withLock({ $0.first { $0.width == width && $0.height == height } }) {
            return kept.bitmap
        }
        let result = areaAverage(width: width, height: height)
        renditions.withLock { kept in
            if kept.count >= Self.renditionLimit { kept.removeFirst() }
            kept.append(Rendition(width: width, height: height, bitmap: result))
        }
        return result
    }

    /// Part of this bitmap scaled to `width` × `height`: the pixels in `columns` and `rows` of
    /// the scaled picture, computed alone (not kept), so a picture stretched over a huge frame
    /// costs only what is visible of it.
    public func scaledRegion(width: Int, height: Int, columns: Range<Int>, rows: Range<Int>) -> Bitmap {
        let columns = columns.clamped(to: 0..<max(0, width)), rows = rows.clamped(to: 0..<max(0, height))
        return areaAverage(width: width, height: height, columns: columns, rows: rows)
    }

    /// The box-filtered pixels of `columns` × `rows` of the picture scaled to `width` × `height`:
    /// source rows first (into premultiplied floats), then columns.
    private func areaAverage(width: Int, height: Int, columns: Range<Int>? = nil, rows: Range<Int>? = nil) -> Bitmap {
        let columns = columns ?? 0..<width, rows = rows ?? 0..<height
        let outWidth = columns.count, outHeight = rows.count
        guard outWidth > 0, outHeight > 0, self.width > 0, self.height > 0 else {
            return Bitmap(width: outWidth, height: outHeight, pixels: [UInt8](repeating: 0, count: 4 * outWidth * outHeight))
                ?? self
        }
        let across = Self.coverage(from: self.width, to: width, for: columns)
        let down = Self.coverage(from: self.height, to: height, for: rows)
        // The source rows under the region.
        let firstRow = down.first?.first?.index ?? 0
        let lastRow = down.last?.last?.index ?? firstRow
        let sourceRows = lastRow - firstRow + 1
        // Pass 1: each of those source rows scaled across, premultiplied by alpha.
        var shrunk = [Float](repeating: 0, count: 4 * outWidth * sourceRows)
        pixels.withUnsafeBufferPointer { source in
            shrunk.withUnsafeMutableBufferPointer { target in
                for row in 0..<sourceRows {
                    let sourceRow = 4 * (firstRow + row) * self.width, targetRow = 4 * row * outWidth
                    for x in 0..<outWidth {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (index, weight) in across[x] {
                            let i = sourceRow + 4 * index
                            let alpha = Float(source[i + 3]) * weight
                            r += Float(source[i]) * alpha
                            g += Float(source[i + 1]) * alpha
                            b += Float(source[i + 2]) * alpha
                            a += alpha
                        }
                        let t = targetRow + 4 * x
                        target[t] = r
                        target[t + 1] = g
                        target[t + 2] = b
                        target[t + 3] = a
                    }
                }
            }
        }
        // Pass 2: down the columns, back to bytes without premultiplication.
        var result = [UInt8](repeating: 0, count: 4 * outWidth * outHeight)
        shrunk.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { target in
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (index, weight) in down[y] {
                            let i = 4 * ((index - firstRow) * outWidth + x)
                            r += source[i] * weight
                            g += source[i + 1] * weight
                            b += source[i + 2] * weight
                            a += source[i + 3] * weight
                        }
                        let t = 4 * (y * outWidth + x)
                        if a > 0 {
                            target[t] = Self.byte(r / a)
                            target[t + 1] = Self.byte(g / a)
                            target[t + 2] = Self.byte(b / a)
                        }
                        target[t + 3] = Self.byte(a)
                    }
                }
            }
        }
        return Bitmap(width: outWidth, height: outHeight, pixels: result) ?? self
    }

    private static func byte(_ value: Float) -> UInt8 { UInt8(min(255, max(0, value.rounded()))) }

    /// For the `target` pixels in `range` along an axis scaled from `source` to `target`
    /// pixels, the source pixels under each and the share of it each covers (adding up to 1).
    static func coverage(from source: Int, to target: Int, for range: Range<Int>) -> [[(index: Int, weight: Float)]] {
        let scale = Double(source) / Double(target)
        return range.map { t in
            let start = Double(t) * scale, end = Double(t + 1) * scale
            var parts: [(index: Int, weight: Float)] = []
            var index = Int(start)
            while index < source, Double(index) < end {
                let covered = min(end, Double(index + 1)) - max(start, Double(index))
                if covered > 1e-9 { parts.append((index, Float(covered / scale))) }
                index += 1
            }
            return parts
        }
    }
}
