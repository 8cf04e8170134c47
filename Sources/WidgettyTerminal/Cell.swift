/// One character cell of the terminal grid: a grapheme cluster, its display width and its style.
///
/// A wide grapheme (CJK, emoji) occupies two cells: the first holds the grapheme with `width == 2`,
/// the second is a continuation cell with `width == 0` and an empty `text`.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown in this cell; empty for a continuation cell.
    public var text: String
    /// Columns taken on screen: 1, 2 for a wide grapheme, 0 for the continuation of a wide one.
    public var width: UInt8
    public var style: Style

    public init(_ text: String, width: UInt8 = 1, style: Style = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A space in the default style.
    public static let blank = Cell(" ")

    /// A space with the given style (used to fill backgrounds).
    public static func blank(_ style: Style) -> Cell { Cell(" ", style: style) }

    /// The right half of a wide grapheme.
    public static func continuation(_ style: Style) -> Cell { Cell("", width: 0, style: style) }

    public var isContinuation: Bool { width == 0 }
}
