/// Keeps the frame the terminal shows and sends a backend only what changed in each new frame.
@MainActor
public final class FramePresenter {
    public let backend: any TerminalBackend
    /// The frame the terminal shows now, or nil when it must be repainted whole.
    public private(set) var front: CellBuffer?
    /// Frames presented and cells sent so far: for tests and the status of a long run.
    public private(set) var framesPresented = 0
    public private(set) var cellsSent = 0

    public init(backend: any TerminalBackend) { self.backend = backend }

    /// Shows `frame`: sends only the cells that differ from the previous frame; sends nothing
    /// when nothing changed.
    public func present(_ frame: CellBuffer) {
        let diff = front.map { frame.diff(from: $0) } ?? .full(frame)
        front = frame
        guard !diff.isEmpty else { return }
        backend.draw(diff)
        framesPresented += 1
        cellsSent += diff.cellCount
    }

    /// Changes the shown frame in place with `change`, which draws only inside `rects`, and
    /// sends what differs there: a clock's tick costs a copy of those cells, not of the frame.
    /// Returns false (and changes nothing) when no frame is shown.
    @discardableResult
    public func update(within rects: [Rect], _ change: (inout CellBuffer) -> Void) -> Bool {
        guard var frame = front else { return false }
        front = nil  // the frame's cells are now only here: changed without a copy
        // Each place one column wider on both sides, so wide graphemes at its edges stay whole.
        let places = rects.map { Rect(x: $0.minX - 1, y: $0.minY, width: $0.width + 2, height: $0.height).intersection(frame.bounds) }
            .filter { !$0.isEmpty }
        let before = places.map { frame.copy(of: $0) }
        change(&frame)
        var runs: [BufferDiff.Run] = []
        for (place, old) in zip(places, before) {
            for run in frame.copy(of: place).diff(from: old).runs {
                runs.append(BufferDiff.Run(origin: Point(x: run.origin.x + place.minX, y: run.origin.y + place.minY), cells: run.cells))
            }
        }
        front = frame
        let diff = BufferDiff(size: frame.size, runs: runs)
        guard !diff.isEmpty else { return true }
        backend.draw(diff)
        framesPresented += 1
        cellsSent += diff.cellCount
        return true
    }

    /// Forgets the shown frame (after a resize or resume), so the next frame is sent whole.
    public func invalidate() {
        front = nil
        backend.invalidate()
    }
}
