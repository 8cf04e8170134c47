import Foundation
import WidgettyKit
import WidgettyTerminal

extension EditForm {
    /// Applies a key to the open sub-editor, or else to the form; Ctrl-S asks to save from
    /// anywhere (a text field being edited is kept), Esc closes the top sub-editor or cancels.
    mutating func handle(_ key: KeyEvent) -> Command {
        if key.modifiers == .control, key.key == .character("s") {
            commitTextEditing()
            return .save
        }
        guard let top = editors.last else { return handleFormKey(key) }
        switch top {
        case .text(let row, let item, let isNew, let field): handleTextKey(key, row: row, item: item, isNew: isNew, field: field)
        case .picker(let row, let item, let isNew, let picker): handlePickerKey(key, row: row, item: item, isNew: isNew, picker: picker)
        case .list(let row, let selection): handleListKey(key, row: row, selection: selection)
        }
        return .none
    }

    /// Pasted text goes to the text field or the picker's search.
    mutating func paste(_ text: String) {
        switch editors.last {
        case .text(let row, let item, let isNew, var field)?:
            field.insert(text)
            editors[editors.count - 1] = .text(row: row, item: item, isNew: isNew, field: field)
        case .picker(let row, let item, let isNew, var picker)?:
            picker.paste(text)
            editors[editors.count - 1] = .picker(row: row, item: item, isNew: isNew, picker: picker)
        default: break
        }
    }

    // MARK: The form

    /// Everything focus can stand on, in order.
    var focusOrder: [Focus] { visibleRows.map(Focus.row) + [.save, .restoreDefaults, .cancel] }

    mutating func moveFocus(by step: Int) {
        let order = focusOrder
        guard let index = order.firstIndex(of: focus) else { return }
        focus = order[min(max(0, index + step), order.count - 1)]
    }

    private mutating func handleFormKey(_ key: KeyEvent) -> Command {
        switch (key.key, focus) {
        case (.escape, _): return .cancel
        case (.up, _), (.backTab, _), (.character("k"), _): moveFocus(by: -1)
        case (.down, _), (.tab, _), (.character("j"), _): moveFocus(by: 1)
        case (.left, .row(let row)): adjust(row: row, by: -1)
        case (.right, .row(let row)): adjust(row: row, by: 1)
        case (.left, .restoreDefaults), (.left, .cancel): moveFocus(by: -1)
        case (.right, .save), (.right, .restoreDefaults): moveFocus(by: 1)
        case (.character("d"), .row(let row)):
            restoreDefault(row: row)
        case (.enter, .save), (.character(" "), .save): return .save
        case (.enter, .cancel), (.character(" "), .cancel): return .cancel
        case (.enter, .restoreDefaults), (.character(" "), .restoreDefaults): restoreAllDefaults()
        case (.enter, .row(let row)), (.character(" "), .row(let row)): open(row: row)
        default: break
        }
        return .none
    }

    /// Enter on a row: edit its text, flip its toggle, pick its choice, open its list.
    mutating func open(row index: Int) {
        notice = nil
        switch rows[index].editor {
        case .text:
            editors.append(.text(row: index, item: nil, isNew: false, field: TextFieldState(summary(ofRow: index))))
        case .toggle:
            if case .value(.bool(let on)) = rows[index].draft { rows[index].draft = .value(.bool(!on)) }
            else { rows[index].draft = .value(.bool(true)) }
        case .choice:
            let current: IntentValue? = if case .value(let v) = rows[index].draft { v } else { nil }
            editors.append(.picker(row: index, item: nil, isNew: false, picker: picker(row: index, current: current)))
        case .list:
            editors.append(.list(row: index, selection: 0))
        }
    }

    /// ←→ on a row: a toggle flips, an enum steps through its cases, a number steps by one
    /// (within its range), a date by a day.
    mutating func adjust(row index: Int, by step: Int) {
        let row = rows[index]
        switch (row.editor, row.draft) {
        case (.toggle, _): open(row: index)
        case (.choice(let cases?), .value(let value)) where !cases.isEmpty:
            let position = cases.firstIndex { IntentValue.string($0.value) == value } ?? -step
            let next = cases[((position + step) % cases.count + cases.count) % cases.count]
            rows[index].draft = .value(.string(next.value))
        case (.text(let kind), .text(let text)):
            if let stepped = Self.step(text, kind: kind, by: step, cursor: 8, range: row.info.inclusiveRange, timeZone: timeZone) {
                rows[index].draft = .text(stepped)
            }
        default: break
        }
    }

    /// A number's text moved by `step` (kept within `range`) or a date's by one unit of the part at
    /// `cursor`; nil for other text or text that is not a number or date.
    static func step(_ text: String, kind: FieldEditor.TextKind, by step: Int, cursor: Int, range: ClosedRange<Double>?, timeZone: TimeZone)
        -> String?
    {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func clamp(_ value: Double) -> Double {
            guard let range else { return value }
            return min(max(value, range.lowerBound), range.upperBound)
        }
        switch kind {
        case .int:
            guard let n = Int(trimmed) else { return nil }
            return String(Int(clamp(Double(n + step))))
        case .double:
            guard let d = Double(trimmed) else { return nil }
            return FieldText.text(of: .double(clamp(d + Double(step))), timeZone: timeZone)
        case .date: return FieldText.stepDate(trimmed, cursor: cursor, by: step, timeZone: timeZone)
        default: return nil
        }
    }

    func picker(row index: Int, current: IntentValue?) -> OptionPickerState {
        OptionPickerState(
            title: rows[index].info.title, load: pickerLoad(row: index), current: current, searchesByQuery: rows[index].info.searchesByQuery)
    }

    // MARK: Text fields

    /// Keeps what a text field being edited holds (Ctrl-S, Tab); an invalid list value is not added.
    mutating func commitTextEditing() {
        guard case .text(let row, let item, let isNew, let field)? = editors.last else { return }
        commitText(row: row, item: item, isNew: isNew, field: field)
    }

    private mutating func commitText(row: Int, item: Int?, isNew: Bool, field: TextFieldState) {
        guard let item else {
            rows[row].draft = .text(field.text)
            editors.removeLast()
            return
        }
        guard case .list(.text(let kind)) = rows[row].editor else { return }
        switch FieldText.value(of: field.text, kind: kind, optional: false, timeZone: timeZone) {
        case .failure(let problem):
            notice = problem.message
        case .success(let value):
            var items = items(ofRow: row)
            if isNew { items.insert(value, at: min(item, items.count)) } else if items.indices.contains(item) { items[item] = value }
            setItems(items, ofRow: row)
            editors.removeLast()
            notice = nil
            if case .list(row, _)? = editors.last { editors[editors.count - 1] = .list(row: row, selection: item) }
        }
    }

    private mutating func handleTextKey(_ key: KeyEvent, row: Int, item: Int?, isNew: Bool, field: TextFieldState) {
        var field = field
        switch key.key {
        case .escape:
            editors.removeLast()
            notice = nil
            return
        case .enter, .tab:
            commitText(row: row, item: item, isNew: isNew, field: field)
            return
        case .up, .down:
            var kind: FieldEditor.TextKind?
            if case .text(let k) = rows[row].editor { kind = k }
            if case .list(.text(let k)) = rows[row].editor { kind = k }
            let range = rows[row].info.inclusiveRange
            if let kind, let stepped = Self.step(field.text, kind: kind, by: key.key == .up ? 1 : -1, cursor: field.cursor, range: range, timeZone: timeZone) {
                let cursor = field.cursor
                field.setText(stepped)
                while field.cursor > cursor, field.handle(KeyEvent(.left)) {}
            }
        default:
            _ = field.handle(key)
        }
        editors[editors.count - 1] = .text(row: row, item: item, isNew: isNew, field: field)
    }

    // MARK: Pickers

    private mutating func handlePickerKey(_ key: KeyEvent, row: Int, item: Int?, isNew: Bool, picker: OptionPickerState) {
        var picker = picker
        switch picker.handle(key) {
        case .cancelled:
            editors.removeLast()
        case .picked(let value):
            editors.removeLast()
            guard let item else {
                rows[row].draft = .value(value)
                return
            }
            var items = items(ofRow: row)
            if isNew { items.insert(value, at: min(item, items.count)) } else if items.indices.contains(item) { items[item] = value }
            setItems(items, ofRow: row)
            if case .list(row, _)? = editors.last { editors[editors.count - 1] = .list(row: row, selection: item) }
        case .handled, .ignored:
            editors[editors.count - 1] = .picker(row: row, item: item, isNew: isNew, picker: picker)
        }
    }
}
