import WidgettyKit
import WidgettyTerminal

extension EditForm {
    /// How many values a list row may hold in the widget's family (nil: any number).
    func listSize(row index: Int) -> IntentCollectionSize? { rows[index].info.size(for: family) }

    func canAdd(row index: Int) -> Bool { items(ofRow: index).count < (listSize(row: index)?.max ?? Int.max) }
    func canRemove(row index: Int) -> Bool { items(ofRow: index).count > (listSize(row: index)?.min ?? 0) }

    /// Keys of the list editor: ↑↓ choose a value, `a` adds one after it, Enter changes it, `x`
    /// removes it, Shift-↑↓ (or K/J) move it, `d` restores the default list, Esc goes back.
    mutating func handleListKey(_ key: KeyEvent, row: Int, selection: Int) {
        let items = items(ofRow: row)
        var selection = min(selection, max(0, items.count - 1))
        let shifted = key.modifiers.contains(.shift)
        switch key.key {
        case .escape, .left:
            editors.removeLast()
            notice = nil
            return
        case .up where shifted, .character("K"): selection = move(row: row, item: selection, by: -1)
        case .down where shifted, .character("J"): selection = move(row: row, item: selection, by: 1)
        case .up, .character("k"), .backTab: selection = max(0, selection - 1)
        case .down, .character("j"), .tab: selection = min(max(0, items.count - 1), selection + 1)
        case .home: selection = 0
        case .end: selection = max(0, items.count - 1)
        case .character("a"), .character("+"), .insert:
            addItem(row: row, after: items.isEmpty ? -1 : selection)
            return
        case .enter, .character(" "), .character("e"):
            guard items.indices.contains(selection) else {
                addItem(row: row, after: -1)
                return
            }
            editItem(row: row, item: selection)
            return
        case .character("x"), .character("-"), .delete, .backspace:
            guard items.indices.contains(selection) else { break }
            guard canRemove(row: row) else {
                notice = sizeNote(row: row)
                break
            }
            var changed = items
            changed.remove(at: selection)
            setItems(changed, ofRow: row)
            selection = min(selection, max(0, changed.count - 1))
            notice = nil
        case .character("d"):
            restoreDefault(row: row)
            selection = 0
        default: break
        }
        editors[editors.count - 1] = .list(row: row, selection: selection)
    }

    /// Why a list cannot grow or shrink.
    func sizeNote(row index: Int) -> String {
        guard let size = listSize(row: index) else { return "" }
        if size.isFixed { return "\(rows[index].info.title) holds exactly \(size.min): change or reorder its values" }
        return "\(rows[index].info.title) holds \(size) values"
    }

    /// Opens the editor for a new value placed after `after` (-1: first).
    mutating func addItem(row index: Int, after: Int) {
        guard canAdd(row: index) else {
            notice = sizeNote(row: index)
            return
        }
        notice = nil
        guard case .list(let element) = rows[index].editor else { return }
        let position = after + 1
        switch element {
        case .text:
            editors.append(.text(row: index, item: position, isNew: true, field: TextFieldState()))
        case .toggle:
            var items = items(ofRow: index)
            items.insert(.bool(false), at: min(position, items.count))
            setItems(items, ofRow: index)
            editors[editors.count - 1] = .list(row: index, selection: position)
        case .choice:
            editors.append(.picker(row: index, item: position, isNew: true, picker: picker(row: index, current: nil)))
        case .list:
            break  // lists of lists have no editor
        }
    }

    /// Opens the editor for an existing value (a toggle flips at once).
    mutating func editItem(row index: Int, item: Int) {
        guard case .list(let element) = rows[index].editor else { return }
        var items = items(ofRow: index)
        switch element {
        case .text:
            let text = FieldText.text(of: items[item], timeZone: timeZone)
            editors.append(.text(row: index, item: item, isNew: false, field: TextFieldState(text)))
        case .toggle:
            if case .bool(let on) = items[item] { items[item] = .bool(!on) }
            setItems(items, ofRow: index)
        case .choice:
            editors.append(.picker(row: index, item: item, isNew: false, picker: picker(row: index, current: items[item])))
        case .list:
            break
        }
    }

    /// Moves a value one place; returns where it is now.
    mutating func move(row index: Int, item: Int, by step: Int) -> Int {
        var items = items(ofRow: index)
        let target = item + step
        guard items.indices.contains(item), items.indices.contains(target) else { return item }
        items.swapAt(item, target)
        setItems(items, ofRow: index)
        return target
    }
}
