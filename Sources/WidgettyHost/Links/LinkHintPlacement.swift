import WidgettyTerminal

/// Where a link's hint letter goes, so that it never hides a character of any text: beside the
/// link (the cell before it, else the cell after it) when that cell is blank or outside the
/// content (the margin or the border), else a blank cell inside the link (a button's padding),
/// else the blank cell of its row nearest to it. Nil when its row has no room at all: the letter
/// still works, it is just not drawn.
enum LinkHintPlacement {
    /// The position for the hint of the link at `frame`, in the coordinates of `content` (x may be
    /// -1 or `content.width`: the column left or right of the content); `taken` holds the
    /// positions already given to other hints.
    static func position(for frame: Rect, in content: CellBuffer, taken: Set<Point>) -> Point? {
        let y = frame.minY
        guard y >= 0, y < content.height else { return nil }
        func free(_ x: Int) -> Bool {
            let point = Point(x: x, y: y)
            guard !taken.contains(point), x >= -1, x <= content.width else { return false }
            if x == -1 || x == content.width { return true }
            let cell = content[x, y]
            return !cell.isContinuation && cell.text.allSatisfy { $0 == " " }
        }
        let inside = frame.minX..<frame.maxX
        let rest = (0..<content.width).filter { !inside.contains($0) }
            .sorted { abs($0 - frame.minX) < abs($1 - frame.minX) }
        let candidates = [frame.minX - 1, frame.maxX] + Array(inside) + rest
        return candidates.first(where: free).map { Point(x: $0, y: y) }
    }
}
