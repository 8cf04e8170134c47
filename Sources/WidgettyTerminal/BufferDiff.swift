/// The cells that changed between two frames of the same size, as runs of adjacent cells on a
/// row: exactly what a backend must send so the terminal shows the new frame.
public struct BufferDiff: Hashable, Sendable {
    /// Adjacent changed cells on one row, starting at `origin`.
    public struct Run: Hashable, Sendable {
        public var origin: Point
        public var cells: [Cell]
        public init(origin: Point, cells: [Cell]) { self.origin = origin; self.cells = cells }
    }

    /// The size of both frames.
    public var size: Size
    public var runs: [Run]

    public init(size: Size, runs: [Run]) {
        self.size = size
        self.runs = runs
    }

    public var isEmpty: Bool { runs.isEmpty }

    /// Number of cells the diff writes.
    public var cellCount: Int { runs.reduce(0) { $0 + $1.cells.count } }

    /// Everything in `buffer`, as one run per row: for the first frame or after a forced repaint.
    public static func full(_ buffer: CellBuffer) -> BufferDiff {
        var runs: [Run] = []
        runs.reserveCapacity(buffer.height)
        for y in 0..<buffer.height {
            let start = y * buffer.width
            runs.append(Run(origin: Point(x: 0, y: y), cells: Array(buffer.cells[start..<start + buffer.width])))
        }
        return BufferDiff(size: buffer.size, runs: runs)
    }
}

extension CellBuffer {
    /// The runs of cells that differ from `old`. A run never starts on the continuation half of
    /// a wide grapheme and always includes it when its grapheme changed. When the sizes differ
    /// the whole buffer is returned.
    public func diff(from old: CellBuffer) -> BufferDiff {
        guard old.size == size else { return .full(self) }
        var runs: [BufferDiff.Run] = []
        let w = size.width
        for y in 0..<size.height {
            let row = y * w
            var x = 0
            while x < w {
                if cells[row + x] == old.cells[row + x] { x += 1; continue }
                var start = x
                if cells[row + start].isContinuation, start > 0 { start -= 1 }
                var end = x + 1
                while end < w, cells[row + end] != old.cells[row + end] || cells[row + end].isContinuation {
                    end += 1
                }
                if let last = runs.last, last.origin.y == y, last.origin.x + last.cells.count >= start {
                    let from = last.origin.x + last.cells.count
                    runs[runs.count - 1].cells.append(contentsOf: cells[(row + from)..<(row + end)])
                } else {
                    runs.append(.init(origin: Point(x: start, y: y), cells: Array(cells[(row + start)..<(row + end)])))
                }
                x = end
            }
        }
        return BufferDiff(size: size, runs: runs)
    }

    /// The runs of cells that differ from `old` inside `rects` only: for a frame in which only
    /// those places were redrawn. Falls back to the whole buffer when the sizes differ.
    public func diff(from old: CellBuffer, within rects: [Rect]) -> BufferDiff {
        guard old.size == size else { return .full(self) }
        // Per row, the column ranges to look at, merged.
        var rows: [Int: [Range<Int>]] = [:]
        for rect in rects {
            let r = rect.intersection(bounds)
            guard !r.isEmpty else { continue }
            for y in r.minY..<r.maxY { rows[y, default: []].append(r.minX..<r.maxX) }
        }
        var runs: [BufferDiff.Run] = []
        let w = size.width
        for y in rows.keys.sorted() {
            let row = y * w
            var ranges = rows[y]!.sorted { $0.lowerBound < $1.lowerBound }
            var merged: [Range<Int>] = []
            for range in ranges {
                if let last = merged.last, range.lowerBound <= last.upperBound {
                    merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            ranges = merged
            for range in ranges {
                var x = range.lowerBound
                while x < range.upperBound {
                    if cells[row + x] == old.cells[row + x] { x += 1; continue }
                    var start = x
                    if cells[row + start].isContinuation, start > 0 { start -= 1 }
                    var end = x + 1
                    while end < w, end < range.upperBound || cells[row + end].isContinuation,
                        cells[row + end] != old.cells[row + end] || cells[row + end].isContinuation
                    {
                        end += 1
                    }
                    if let last = runs.last, last.origin.y == y, last.origin.x + last.cells.count >= start {
                        let from = last.origin.x + last.cells.count
                        if end > from { runs[runs.count - 1].cells.append(contentsOf: cells[(row + from)..<(row + end)]) }
                    } else {
                        runs.append(.init(origin: Point(x: start, y: y), cells: Array(cells[(row + start)..<(row + end)])))
                    }
                    x = end
                }
            }
        }
        return BufferDiff(size: size, runs: runs)
    }

    /// This buffer with a diff written over it; `old.applying(new.diff(from: old)) == new`.
    public func applying(_ diff: BufferDiff) -> CellBuffer {
        var result = self
        result.apply(diff)
        return result
    }

    /// Writes a diff over this buffer in place (a blank buffer of the diff's size first when the
    /// sizes differ): what a terminal keeping its screen does with each frame, without a copy.
    public mutating func apply(_ diff: BufferDiff) {
        if diff.size != size { self = CellBuffer(size: diff.size) }
        for run in diff.runs {
            let base = run.origin.y * width + run.origin.x
            let count = min(run.cells.count, width - run.origin.x)
            guard count > 0 else { continue }
            cells.replaceSubrange(base..<(base + count), with: run.cells[0..<count])
        }
    }
}
