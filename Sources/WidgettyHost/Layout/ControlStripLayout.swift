import WidgettyScreen
import WidgettyTerminal

/// Where the controls of the strip go on its row: chips of one width (the row shared out, kept
/// between ``narrowest`` and ``widest`` columns), one column apart, from the left. When they do
/// not all fit, the row keeps a column at each end for `‹` `›` and shows the run of chips that
/// holds the focused one. The width depends on the count and the row alone, so a control is drawn
/// at one size however the strip scrolls.
public struct ControlStripLayout: Hashable, Sendable {
    /// A shown control: its index in the strip (the home file's order) and its chip.
    public struct Chip: Hashable, Sendable {
        public var index: Int
        public var frame: Rect
        /// Where its control's content is drawn, inside the chip's margins.
        public var contentFrame: Rect { ControlStripChip.contentFrame(of: frame) }
    }

    /// The narrowest and widest a chip is drawn, margins included.
    public static let narrowest = 10
    public static let widest = 30

    public private(set) var chips: [Chip] = []
    /// Controls lie before the first chip shown / after the last.
    public private(set) var moreBefore = false
    public private(set) var moreAfter = false

    /// The strip of `count` controls on a row `width` columns wide, showing the control at
    /// `focused` (the first ones when nil).
    public init(count: Int, width: Int, showing focused: Int? = nil) {
        guard count > 0, width >= 3 else { return }
        let chipWidth = Self.chipWidth(count: count, width: width)
        var capacity = Self.capacity(chipWidth: chipWidth, width: width)
        var first = 0
        var x = 0
        if count > capacity {
            capacity = Self.capacity(chipWidth: chipWidth, width: width - 2)
            let target = min(max(0, focused ?? 0), count - 1)
            first = target >= capacity ? target - capacity + 1 : 0
            moreBefore = first > 0
            moreAfter = first + capacity < count
            x = 1
        }
        for index in first..<min(count, first + capacity) {
            chips.append(Chip(index: index, frame: Rect(x: x, y: 0, width: chipWidth, height: ControlStripPainter.rows)))
            x += chipWidth + 1
        }
    }

    /// The size every control of a strip of `count` on a row `width` wide is drawn at.
    public static func contentSize(count: Int, width: Int) -> Size {
        let chip = Rect(x: 0, y: 0, width: chipWidth(count: max(1, count), width: width), height: ControlStripPainter.rows)
        return ControlStripChip.contentFrame(of: chip).size
    }

    /// The index of the control whose chip holds `point`, if any.
    public func index(at point: Point) -> Int? {
        chips.first { $0.frame.contains(point) }?.index
    }

    private static func chipWidth(count: Int, width: Int) -> Int {
        min(width, max(narrowest, min(widest, (width + 1) / count - 1)))
    }

    private static func capacity(chipWidth: Int, width: Int) -> Int {
        max(1, (width + 1) / (chipWidth + 1))
    }
}
