import Foundation
import WidgettyTerminal

/// The outline `.clipShape(_:)` cuts to, in square pixels (a cell is one pixel wide and two
/// tall, as pictures are drawn: see ``BitmapNode``).
public enum ClipOutline: Hashable, Sendable {
    /// The frame itself.
    case rectangle
    /// The largest circle centred in the frame.
    case circle
    /// The ellipse touching the frame's sides.
    case ellipse
    /// A rectangle with corners rounded by a radius in pixels (columns).
    case roundedRectangle(radius: Double)
    /// A rectangle whose shorter sides are half circles.
    case capsule

    /// Whether the point (`x`, `y`) of a `width` × `height` frame, from its top-left corner, is inside.
    func contains(x: Double, y: Double, width: Double, height: Double) -> Bool {
        guard x >= 0, y >= 0, x <= width, y <= height else { return false }
        let dx = x - width / 2, dy = y - height / 2
        switch self {
        case .rectangle:
            return true
        case .circle:
            let radius = min(width, height) / 2
            return dx * dx + dy * dy <= radius * radius
        case .ellipse:
            guard width > 0, height > 0 else { return false }
            let nx = dx / (width / 2), ny = dy / (height / 2)
            return nx * nx + ny * ny <= 1
        case .capsule:
            return Self.roundedRectangle(radius: min(width, height) / 2).contains(x: x, y: y, width: width, height: height)
        case .roundedRectangle(let radius):
            let r = max(0, min(radius, width / 2, height / 2))
            let cx = min(max(x, r), width - r), cy = min(max(y, r), height - r)
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r
        }
    }
}

/// An outline placed on a frame of cells: what a canvas masks pictures with.
struct ClipMask {
    let outline: ClipOutline
    let rect: Rect

    /// Whether the centre of the pixel at column `x` and pixel row `y` (canvas coordinates,
    /// two pixel rows to a cell row) is inside.
    func contains(pixelX x: Int, pixelY y: Int) -> Bool {
        outline.contains(x: Double(x - rect.minX) + 0.5, y: Double(y - 2 * rect.minY) + 0.5,
                         width: Double(rect.width), height: Double(2 * rect.height))
    }
}
