import WidgettyTerminal

/// What a click on a line of the edit panel lands on.
enum PanelClickTarget: Hashable {
    /// A parameter row or a button of the form.
    case focus(EditForm.Focus)
    /// A value in the open list.
    case listItem(Int)
    /// A choice in the open picker (its index among the matches).
    case option(Int)
    /// A parameter's value in the summary's sentence (its row): edited at once.
    case sentenceValue(Int)
}

extension EditForm {
    /// A click: the first one on a row, a list value or a choice selects it, a second one acts
    /// as Enter does; a button or a value in the sentence acts at once.
    mutating func click(_ target: PanelClickTarget) -> Command {
        switch (target, editors.last) {
        case (.sentenceValue(let row), nil):
            focus = .row(row)
            return handle(KeyEvent(.enter))
        case (.focus(let focus), nil):
            if case .row = focus, self.focus != focus {
                self.focus = focus
                return .none
            }
            self.focus = focus
            return handle(KeyEvent(.enter))
        case (.listItem(let index), .list(let row, let selection)?):
            guard index != selection else { return handle(KeyEvent(.enter)) }
            editors[editors.count - 1] = .list(row: row, selection: index)
        case (.option(let index), .picker(let row, let item, let isNew, var picker)?):
            guard index != picker.selection else { return handle(KeyEvent(.enter)) }
            picker.move(by: index - picker.selection)
            editors[editors.count - 1] = .picker(row: row, item: item, isNew: isNew, picker: picker)
        default:
            break
        }
        return .none
    }
}
