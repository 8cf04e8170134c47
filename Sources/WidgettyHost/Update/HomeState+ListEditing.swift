import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// Keys inside a widget that act on its rows: a control's `.keyboardShortcut` chooses the one
/// on the selected row (else the nearest), `x` and Space run the selected row's button or
/// toggle (any widget's `Button(intent:)`); in a widget whose list can be edited
/// (``ListEditing``), `n` adds an item, `e` edits the selected one in a one-line field, `d`
/// deletes it (`u` puts it back) and `J`/`K` move it down and up.
extension HomeState {
    /// The keys' effects, or nil for a key these do not take.
    mutating func rowKeyPressed(_ key: KeyEvent, cell: ShownScreen.Cell, content: InsideContent) -> [HomeEffect]? {
        guard var current = inside else { return nil }
        if current.lineEdit != nil { return lineEditKeyPressed(key, cell: cell) }
        guard case .character(let character) = key.key, !key.modifiers.contains(.control), !key.modifiers.contains(.alt) else {
            return nil
        }
        let selected = current.selection.flatMap { content.links.indices.contains($0) ? $0 : nil }
        if let index = Self.shortcutLink(character, near: selected, in: content.links) {
            let url = content.links[index].url
            return Self.intentToken(of: url).map { intentChosen(token: $0) } ?? [.open(url, from: cell.instance)]
        }
        if character == "x" || character == " " {
            guard let selected, let token = Self.intentToken(of: content.links[selected].url) else {
                return character == " " ? nil : [.showMessage("the selected row has no button to press")]
            }
            return intentChosen(token: token)
        }
        guard let items = content.editableItems else { return nil }
        let item = selected.flatMap { items.indices.contains($0) ? items[$0] : nil }
        switch character {
        case "n":
            current.lineEdit = LineEdit(purpose: .add)
        case "e":
            guard let selected, let item else { return [.showMessage("choose an item to edit (j/k)")] }
            current.lineEdit = LineEdit(purpose: .rename(at: selected, item), text: item.text)
        case "d":
            guard let selected, let item else { return [.showMessage("choose an item to delete (j/k)")] }
            listUndo = ListUndo(instance: cell.instance, edit: .insert(item, at: selected), text: item.text)
            return [.editList(cell.instance, .remove(at: selected, item)), .showMessage("deleted “\(item.text)” — u undoes")]
        case "u":
            guard let undo = listUndo, undo.instance == cell.instance else { return [.showMessage("nothing to undo")] }
            listUndo = nil
            if case .insert(_, let index) = undo.edit { current.selection = index }
            inside = current
            return [.editList(cell.instance, undo.edit), .showMessage("put back “\(undo.text)”")]
        case "J", "K":
            guard let selected, let item else { return [.showMessage("choose an item to move (j/k)")] }
            let target = selected + (character == "J" ? 1 : -1)
            guard items.indices.contains(target) else { return [] }
            current.selection = target
            inside = current
            return [.editList(cell.instance, .move(at: selected, item, to: target))]
        default:
            return nil
        }
        inside = current
        return []
    }

    /// A key while a line is typed: Enter saves it, Esc cancels, the rest edit the field.
    private mutating func lineEditKeyPressed(_ key: KeyEvent, cell: ShownScreen.Cell) -> [HomeEffect] {
        guard var current = inside, var edit = current.lineEdit else { return [] }
        if key.modifiers == .control, key.key == .character("c") { return [.quit(status: 130)] }
        switch key.key {
        case .escape:
            current.lineEdit = nil
        case .enter:
            let text = edit.text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return [.showMessage("an item needs some text (esc cancels)")] }
            current.lineEdit = nil
            inside = current
            switch edit.purpose {
            case .add:
                if let count = cell.inside?.editableItems?.count { inside?.pendingSelection = count }
                return [.editList(cell.instance, .add(text))]
            case .rename(let index, let item):
                return text == item.text ? [] : [.editList(cell.instance, .rename(at: index, item, to: text))]
            }
        default:
            _ = edit.field.handle(key)
            current.lineEdit = edit
        }
        inside = current
        return []
    }

    /// Text pasted while a line is typed goes into it.
    mutating func pasteIntoLineEdit(_ text: String) -> Bool {
        guard var current = inside, var edit = current.lineEdit else { return false }
        edit.field.insert(text)
        current.lineEdit = edit
        inside = current
        return true
    }

    /// A list change came back: said when it failed (its widget reloads either way).
    mutating func listEdited(_ instance: WidgetInstanceID, _ edit: ListEdit, failure: String?) -> [HomeEffect] {
        guard let failure else { return [.reload([instance])] }
        if case .remove = edit { listUndo = nil }
        inside?.pendingSelection = nil
        return [.reload([instance]), .showMessage(failure)]
    }

    /// The link answering to `character` (`.keyboardShortcut`): among those that do, the one on
    /// the selected link's rows, else the one nearest them, else the first.
    static func shortcutLink(_ character: Character, near selected: Int?, in links: [LinkRegion]) -> Int? {
        let answering = links.indices.filter { links[$0].shortcut == character }
        guard let selected, let first = answering.first else { return answering.first }
        let rows = links[selected].frame.minY..<max(links[selected].frame.maxY, links[selected].frame.minY + 1)
        func distance(_ index: Int) -> Int {
            let frame = links[index].frame
            if rows.overlaps(frame.minY..<max(frame.maxY, frame.minY + 1)) { return 0 }
            return frame.minY >= rows.upperBound ? frame.minY - rows.upperBound + 1 : rows.lowerBound - frame.maxY + 1
        }
        return answering.min { distance($0) < distance($1) } ?? first
    }

    /// The token of a `widgetty://intent/N` link.
    static func intentToken(of url: URL) -> Int? {
        guard url.scheme == "widgetty", url.host == "intent" else { return nil }
        return Int(url.lastPathComponent)
    }
}

/// What `u` puts back: the last item deleted from a widget's list.
public struct ListUndo: Hashable, Sendable {
    public var instance: WidgetInstanceID
    public var edit: ListEdit
    /// The item's text, for the message.
    public var text: String
}
