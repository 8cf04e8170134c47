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

    /// Shows `frame`, which differs from the previous one only inside `rects`: compares just
    /// those places. Sends the whole frame when there is no previous one.
    public func present(_ frame: CellBuffer, changedWithin rects: [Rect]) {
        let diff = front.map { frame.diff(from: $0, within: rects) } ?? .full(frame)
        front = frame
        guard !diff.isEmpty else { return }
        backend.draw(diff)
        framesPresented += 1
        cellsSent += diff.cellCount
    }

    /// Forgets the shown frame (after a resize or resume), so the next frame is sent whole.
    public func invalidate() {
        front = nil
        backend.invalidate()
    }
}
