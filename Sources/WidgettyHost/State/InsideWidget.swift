import WidgettyKit
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
    /// The line being typed for the widget's editable list (`n`, `e`), if any.
    public var lineEdit: LineEdit?
    /// The link to choose once the widget shows it: an item just added, chosen when the
    /// widget's reload draws its row.
    public var pendingSelection: Int?

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
    /// The widget's list items, in the order of their rows' links, when the widget lets the
    /// screen edit its list (``WidgettyKit/ListEditing``).
    public var editableItems: [EditableListItem]?

    public init(links: [LinkRegion], height: Int, visibleRows: Int, editableItems: [EditableListItem]? = nil) {
        self.links = links
        self.height = height
        self.visibleRows = visibleRows
        self.editableItems = editableItems
    }

    /// The last row the content can be scrolled to show first.
    public var maximumScroll: Int { max(0, height - visibleRows) }
}

/// A line typed inside a widget whose list can be edited: a new item's text, or an item's new
/// text (the field starts with the old). Enter saves, Esc cancels.
public struct LineEdit: Hashable, Sendable {
    /// What the line is for: a new item, or new text for the item at a place.
    public enum Purpose: Hashable, Sendable {
        case add
        case rename(at: Int, EditableListItem)
    }

    public var purpose: Purpose
    var field: TextFieldState

    init(purpose: Purpose, text: String = "") {
        self.purpose = purpose
        field = TextFieldState(text)
    }

    /// What is typed so far.
    public var text: String { field.text }
}
