import WidgettyKit

/// One change to the home file, as the edit panel, the gallery and arrange mode ask for it.
/// Items are addressed by their ids as ``HomeFileParser`` assigns them (written `id:` or derived
/// from the kind); an edit never changes the id of an item it does not name.
public enum HomeEdit: Hashable, Sendable {
    /// Replaces a widget's `params` with these values (an empty dictionary removes `params`).
    case setParams(widgetID: String, params: [String: IntentValue])
    /// Adds a widget after the item `afterItemID` (at the end of `page` when nil).
    case insertWidget(NewWidget, afterItemID: String?, page: Int)
    /// Removes a widget or a whole stack; a stack left with one widget becomes that widget.
    case remove(itemID: String)
    /// Moves an item (a widget or a stack, not a widget inside a stack) to a position of a page;
    /// `index` counts the page's items after the item is taken out. A page past the last is created.
    case move(itemID: String, toPage: Int, index: Int)
    /// Changes the family of a widget or a stack (every widget in it).
    case setFamily(itemID: String, family: WidgetFamily)
    /// Puts a widget (not in a stack) into the stack `ontoItemID`, or makes a stack of the two
    /// when that is a widget; both have the same family.
    case stack(widgetID: String, ontoItemID: String)
    /// Takes a widget out of its stack and places it right after the stack.
    case unstack(widgetID: String)
}

/// A widget the gallery adds: written with an explicit `id:` so it keeps it wherever it moves.
public struct NewWidget: Hashable, Sendable {
    public var id: String
    public var kind: String
    public var family: WidgetFamily
    public var params: [String: IntentValue]

    public init(id: String, kind: String, family: WidgetFamily, params: [String: IntentValue] = [:]) {
        self.id = id
        self.kind = kind
        self.family = family
        self.params = params
    }
}
