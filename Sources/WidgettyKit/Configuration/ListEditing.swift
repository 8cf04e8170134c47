/// An item of a list a widget lets the home screen edit: its text and whether it is done.
public struct EditableListItem: Hashable, Sendable {
    /// The item's words as its row shows them.
    public var text: String
    /// Whether the item is ticked off.
    public var isDone: Bool

    /// An item with its text, open unless `isDone`.
    public init(text: String, isDone: Bool = false) {
        self.text = text
        self.isDone = isDone
    }
}

/// A change to a widget's editable list, asked from the home screen while the user is inside
/// the widget. Items are named by their place (from 0, in the order of the rows' links) and
/// their text as shown, so a list changed meanwhile by another writer is changed where the
/// item is now, or not at all.
public enum ListEdit: Hashable, Sendable {
    /// A new item at the end.
    case add(String)
    /// New text for an item.
    case rename(at: Int, EditableListItem, to: String)
    /// An item deleted (the home screen keeps it for `u` to put back).
    case remove(at: Int, EditableListItem)
    /// An item put back at a place (undoing a removal).
    case insert(EditableListItem, at: Int)
    /// An item moved to another place.
    case move(at: Int, EditableListItem, to: Int)
}

/// How a widget's list is edited from the home screen (Widgetty's modifier
/// ``WidgetConfiguration/listEditing(items:apply:)``): the items an entry shows, in the order
/// their rows' links are drawn, and what applies a change. The widget owns its data; the home
/// screen only asks.
public struct ListEditing: Sendable {
    /// The entry's items, or nil when this entry's list cannot be edited (a file, a problem).
    public var items: @Sendable (AnyTimelineEntry) -> [EditableListItem]?
    /// Applies a change, off the drawing thread; throws what went wrong (shown on the screen).
    public var apply: @Sendable (ListEdit) async throws -> Void

    /// Editing through `items` (what an entry lists) and `apply` (the widget's one writer).
    public init(
        items: @escaping @Sendable (AnyTimelineEntry) -> [EditableListItem]?,
        apply: @escaping @Sendable (ListEdit) async throws -> Void
    ) {
        self.items = items
        self.apply = apply
    }
}

extension WidgetConfiguration {
    /// Widgetty: the widget's list can be edited from the home screen while the user is inside
    /// it (`n` new, `e` edit, `d` delete and `u` undo, `J`/`K` reorder); each row is a link (a
    /// `Toggle(isOn:intent:)` or `Button(intent:)`), in the order of `items`.
    public func listEditing(
        items: @escaping @Sendable (AnyTimelineEntry) -> [EditableListItem]?,
        apply: @escaping @Sendable (ListEdit) async throws -> Void
    ) -> ModifiedWidgetConfiguration {
        modified { $0.listEditing = ListEditing(items: items, apply: apply) }
    }
}
