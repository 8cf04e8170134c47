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
        for y in 0..<size.height {
            appendChangedRuns(from: old, row: y, columns: 0..<size.width, to: &runs)
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
        for (y, ranges) in rows.sorted(by: { $0.key < $1.key }) {
            var merged: [Range<Int>] = []
            for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, range.lowerBound <= last.upperBound {
                    merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            for range in merged { appendChangedRuns(from: old, row: y, columns: range, to: &runs) }
        }
        return BufferDiff(size: size, runs: runs)
    }

    /// The one run builder of both diffs: appends to `runs` the cells of row `y` that differ
    /// from `old` in `columns`, merged into the last run when it ends where they start. A run
    /// starts on a wide grapheme's first half when only its continuation changed, and goes on
    /// over continuation cells past a change (past the end of `columns` too). Both buffers have
    /// this buffer's size; `columns` lies within its width.
    private func appendChangedRuns(from old: CellBuffer, row y: Int, columns: Range<Int>, to runs: inout [BufferDiff.Run]) {
        let w = size.width
        let row = y * w
        var x = columns.lowerBound
        while x < columns.upperBound {
            if cells[row + x] == old.cells[row + x] { x += 1; continue }
            var start = x
            if cells[row + start].isContinuation, start > 0 { start -= 1 }
            var end = x + 1
            while end < w, end < columns.upperBound || cells[row + end].isContinuation,
                cells[row + end] != old.cells[row + end] || cells[row + end].isContinuation
            {
                end += 1
            }
            // The last run is read in place, not copied out: a copy would hold a second
            // reference to its cells, which the append could then have to copy.
            let last = runs.count - 1
            if last >= 0, runs[last].origin.y == y, runs[last].origin.x + runs[last].cells.count >= start {
                let from = runs[last].origin.x + runs[last].cells.count
                if end > from { runs[last].cells.append(contentsOf: cells[(row + from)..<(row + end)]) }
            } else {
                runs.append(.init(origin: Point(x: start, y: y), cells: Array(cells[(row + start)..<(row + end)])))
            }
            x = end
        }
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
