import WidgettyUI

/// Being inside the focused widget (Enter on a list, or `i`): the keys move a selection over its
/// links and scroll its content, which is laid out at its full height instead of its cell's.
public struct InsideWidget: Hashable, Sendable {
    /// The placement entered (a widget's or a stack's id).
    public var itemID: String
    /// The selected link, in reading order (nil: the widget has none, the keys scroll).
    public var selection: Int?
    /// The first content row shown.
    public var scroll: Int

    public init(itemID: String, selection: Int?, scroll: Int = 0) {
        self.itemID = itemID
        self.selection = selection
        self.scroll = scroll
    }
}

/// The content of the widget the user is inside, as the last frame laid it out: every link at
/// its full height (rows counted from the content's first row), how tall that is, and how many
/// rows the cell shows.
public struct InsideContent: Hashable, Sendable {
    public var links: [LinkRegion]
    public var height: Int
    public var visibleRows: Int

    public init(links: [LinkRegion], height: Int, visibleRows: Int) {
        self.links = links
        self.height = height
        self.visibleRows = visibleRows
    }

    /// The last row the content can be scrolled to show first.
    public var maximumScroll: Int { max(0, height - visibleRows) }
}
