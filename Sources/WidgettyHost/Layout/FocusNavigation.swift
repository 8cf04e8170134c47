import WidgettyTerminal

/// A direction to move focus in.
public enum FocusDirection: Sendable {
    case left, right, up, down
}

/// Moving focus between rectangles on screen, as arrow keys do: to the nearest rectangle in the
/// direction pressed, preferring ones that overlap the current one across that direction.
public enum FocusNavigation {
    /// The index of the rectangle to focus next, or nil when there is none in that direction.
    public static func next(from current: Int, in frames: [Rect], direction: FocusDirection) -> Int? {
        guard frames.indices.contains(current) else { return frames.isEmpty ? nil : 0 }
        let from = frames[current]
        var best: (index: Int, score: Int)?
        for (index, frame) in frames.enumerated() where index != current {
            let distance: Int
            let overlap: Int
            switch direction {
            case .left:
                guard frame.maxX <= from.minX else { continue }
                distance = from.minX - frame.maxX
                overlap = Self.overlap(frame.minY, frame.maxY, from.minY, from.maxY)
            case .right:
                guard frame.minX >= from.maxX else { continue }
                distance = frame.minX - from.maxX
                overlap = Self.overlap(frame.minY, frame.maxY, from.minY, from.maxY)
            case .up:
                guard frame.maxY <= from.minY else { continue }
                distance = from.minY - frame.maxY
                overlap = Self.overlap(frame.minX, frame.maxX, from.minX, from.maxX)
            case .down:
                guard frame.minY >= from.maxY else { continue }
                distance = frame.minY - from.maxY
                overlap = Self.overlap(frame.minX, frame.maxX, from.minX, from.maxX)
            }
            let offAxis: Int
            switch direction {
            case .left, .right: offAxis = abs((frame.minY + frame.maxY) - (from.minY + from.maxY)) / 2
            case .up, .down: offAxis = abs((frame.minX + frame.maxX) - (from.minX + from.maxX)) / 2
            }
            // Overlapping candidates always beat non-overlapping ones; then nearest, then most aligned.
            let score = (overlap > 0 ? 0 : 1_000_000) + distance * 1_000 + offAxis
            if best == nil || score < best!.score { best = (index, score) }
        }
        return best?.index
    }

    /// The index of the rectangle to focus when focus leaves `from` across a page edge in
    /// `direction` and enters a page of `frames`: the one in the same row (else the nearest row),
    /// then nearest the edge it enters by, then most aligned. Nil when `frames` is empty.
    public static func entry(from: Rect, into frames: [Rect], direction: FocusDirection) -> Int? {
        let scored = frames.enumerated().map { index, frame -> (index: Int, score: Int) in
            let gap: Int, edge: Int, offAxis: Int
            switch direction {
            case .left, .right:
                gap = Self.gap(frame.minY, frame.maxY, from.minY, from.maxY)
                edge = direction == .right ? frame.minX : -frame.maxX
                offAxis = abs((frame.minY + frame.maxY) - (from.minY + from.maxY))
            case .up, .down:
                gap = Self.gap(frame.minX, frame.maxX, from.minX, from.maxX)
                edge = direction == .down ? frame.minY : -frame.maxY
                offAxis = abs((frame.minX + frame.maxX) - (from.minX + from.maxX))
            }
            return (index, gap * 1_000_000_000 + (edge + 100_000) * 10_000 + offAxis)
        }
        return scored.min { $0.score < $1.score }?.index
    }

    /// How far apart two ranges are across the direction of travel; 0 when they overlap.
    private static func gap(_ a0: Int, _ a1: Int, _ b0: Int, _ b1: Int) -> Int {
        max(0, max(a0, b0) - min(a1, b1))
    }

    private static func overlap(_ a0: Int, _ a1: Int, _ b0: Int, _ b1: Int) -> Int {
        max(0, min(a1, b1) - max(a0, b0))
    }
}
