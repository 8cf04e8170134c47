import WidgettyScreen
import WidgettyKit
import WidgettyTerminal

/// The lines of the edit panel's body for the form's state: the rows with aligned titles and
/// values, the open list or picker, the buttons; and which lines must stay in view.
struct EditPanelBody {
    let form: EditForm
    /// Columns inside the box.
    let width: Int
    let theme: HomeTheme
    /// Which frame of the spinner to show while choices load.
    let spinnerFrame: Int

    static let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    static let bold = Style(attributes: .bold)

    var lines: [PanelLine] = []
    /// The lines to keep in view (the focused row and its notes, the highlighted choice).
    var focus: Range<Int> = 0..<0

    init(form: EditForm, width: Int, theme: HomeTheme, spinnerFrame: Int) {
        self.form = form
        self.width = width
        self.theme = theme
        self.spinnerFrame = spinnerFrame
        switch form.editors.last {
        case .picker(let row, let item, let isNew, let picker)?: addPicker(picker, row: row, adding: item != nil && isNew)
        case .list(let row, let selection)?: addList(row: row, selection: selection, editing: nil)
        case .text(let row, let item?, let isNew, let field)?: addList(row: row, selection: item, editing: (field, isNew))
        default: addForm()
        }
    }

    private var titleWidth: Int {
        min(max(8, form.rows.map { TerminalText.width(of: $0.info.title) }.max() ?? 0), max(8, width / 3))
    }

    private mutating func add(_ line: PanelLine) { lines.append(line) }

    private mutating func addWrapped(_ text: String, style: Style, indent: Int = 0) {
        for part in TextFitting.wrap(text, toWidth: max(1, width - indent)) {
            add(PanelLine(String(repeating: " ", count: indent) + part, style: style))
        }
    }

    // MARK: The form

    private mutating func addForm() {
        if !form.description.isEmpty {
            addWrapped(form.description, style: theme.secondary)
            add(PanelLine())
        }
        if let pieces = form.sentencePieces {
            addSentence(pieces)
            add(PanelLine())
        }
        let shown = form.visibleRows
        for index in shown { addRow(index) }
        if !shown.isEmpty { add(PanelLine()) }
        addButtons()
        let noticeStart = lines.count
        if let notice = form.notice { addWrapped("⚠ " + notice, style: theme.warning) }
        // A save error under the focused buttons stays in view with them.
        if focus.upperBound == noticeStart { focus = focus.lowerBound..<lines.count }
    }

    /// The summary's sentence, wrapped at spaces, each parameter's value underlined (bold while
    /// its row has the focus) and a click on it edits it.
    private mutating func addSentence(_ pieces: [EditForm.SentencePiece]) {
        var line = PanelLine()
        func place(_ text: String, _ style: Style, row: Int?) {
            let fitted = TextFitting.truncate(text, toWidth: width)
            let columns = TerminalText.width(of: fitted)
            if line.width + columns > width, line.width > 0 {
                add(line)
                line = PanelLine()
                if fitted == " " { return }
            }
            let start = line.width
            line.append(fitted, style)
            if let row { line.targets.append((start..<line.width, .sentenceValue(row))) }
        }
        for piece in pieces {
            guard let row = piece.row else {
                // Words and the spaces between them, so the line breaks at a space.
                var word = ""
                for character in piece.text {
                    if character == " " {
                        if !word.isEmpty { place(word, .plain, row: nil) }
                        place(" ", .plain, row: nil)
                        word = ""
                    } else {
                        word.append(character)
                    }
                }
                if !word.isEmpty { place(word, .plain, row: nil) }
                continue
            }
            var style = Style(attributes: .underline)
            if form.focus == .row(row) { style.attributes.insert(.bold) }
            place(piece.text, style, row: row)
        }
        if line.width > 0 { add(line) }
    }

    private mutating func addRow(_ index: Int) {
        let row = form.rows[index]
        let focused = form.focus == .row(index) && form.editors.isEmpty
        var editing = false
        if case .text(index, .none, _, _)? = form.editors.last { editing = true }
        let start = lines.count
        var line = PanelLine()
        line.append(focused || editing ? "›" : " ", Self.bold)
        line.append(row.info.title, paddedTo: titleWidth, focused ? Self.bold : .plain)
        line.append("  ")
        let valueWidth = max(1, width - line.width - 1)
        if editing, case .text(_, _, _, let field)? = form.editors.last {
            let shown = field.visible(width: valueWidth)
            line.cursorColumn = line.width + shown.cursorColumn
            line.append(shown.text, Style(attributes: .underline))
            line.append(String(repeating: " ", count: max(0, valueWidth - TerminalText.width(of: shown.text))), Style(attributes: .underline))
        } else {
            line.append(valueText(index), paddedTo: valueWidth - 2)
            line.append(marker(row.editor), theme.secondary)
        }
        line.highlighted = focused
        line.setTarget(.focus(.row(index)))
        add(line)
        let indent = titleWidth + 3
        if let problem = form.problem(ofRow: index) {
            addWrapped("⚠ " + problem.message, style: theme.warning, indent: indent)
        }
        if let missing = form.missingNote(ofRow: index) {
            addWrapped("⚠ " + missing, style: theme.warning, indent: indent)
        }
        if focused || editing {
            if let description = row.info.description, !description.isEmpty {
                addWrapped(description, style: theme.secondary, indent: indent)
            }
            var note = form.isDefault(row: index) ? "the default" : "default: \(form.defaultSummary(ofRow: index)) · d restores it"
            if case .list = row.editor, let size = form.listSize(row: index) { note += " · \(size) values" }
            if let range = row.info.inclusiveRange {
                note += " · \(IntentParameterInfo.format(range.lowerBound))–\(IntentParameterInfo.format(range.upperBound))"
            }
            addWrapped(note, style: theme.secondary, indent: indent)
        }
        if focused || editing { focus = start..<lines.count }
    }

    private func valueText(_ index: Int) -> String {
        let row = form.rows[index]
        let summary = form.summary(ofRow: index)
        switch row.editor {
        case .toggle: return (summary == "on" ? "● " : "○ ") + summary
        case .choice(nil):
            if case .loading? = form.options[row.info.key], summary.isEmpty { return "\(Self.spinner[spinnerFrame % 10]) loading…" }
            return summary
        default: return summary.isEmpty ? (row.optional ? "none" : "(empty)") : summary
        }
    }

    private func marker(_ editor: FieldEditor) -> String {
        switch editor {
        case .choice: return " ▾"
        case .list: return " ▸"
        case .toggle, .text: return "  "
        }
    }

    private mutating func addButtons() {
        var line = PanelLine(" ")
        let buttons: [(EditForm.Focus, String)] = [(.save, "Save"), (.restoreDefaults, "Restore defaults"), (.cancel, "Cancel")]
        for (focus, title) in buttons {
            let focused = form.focus == focus && form.editors.isEmpty
            var style = focused ? theme.focusedTitle : Self.bold
            if focus == .save, form.firstProblemRow != nil { style.attributes.insert(.dim) }
            let start = line.width
            line.append("[ \(title) ]", style)
            line.targets.append((start..<line.width, .focus(focus)))
            line.append("  ")
        }
        if form.focus == .save || form.focus == .restoreDefaults || form.focus == .cancel { focus = lines.count..<(lines.count + 1) }
        add(line)
    }

    // MARK: A list

    private mutating func addList(row index: Int, selection: Int, editing: (field: TextFieldState, isNew: Bool)?) {
        let row = form.rows[index]
        var header = PanelLine(row.info.title, style: Self.bold)
        let items = form.items(ofRow: index)
        var count = "  \(items.count) \(items.count == 1 ? "value" : "values")"
        if let size = form.listSize(row: index) { count += ", \(size)" }
        header.append(count, theme.secondary)
        add(header)
        add(PanelLine())
        var shown: [(IntentValue?, Bool)] = items.map { ($0, false) }
        if let editing, editing.isNew { shown.insert((nil, true), at: min(selection, shown.count)) }
        guard case .list(let element) = row.editor else { return }
        let titles = form.optionTitles(key: row.info.key)
        for (position, (value, _)) in shown.enumerated() {
            let isSelected = position == selection
            var line = PanelLine(isSelected ? "›" : " ", style: Self.bold)
            line.append(String(position + 1).leftPadded(to: 2) + "  ", theme.secondary)
            if isSelected, let editing {
                let shownText = editing.field.visible(width: max(1, width - line.width - 1))
                line.cursorColumn = line.width + shownText.cursorColumn
                line.append(shownText.text, Style(attributes: .underline))
            } else if let value {
                line.append(FieldText.summary(of: value, editor: element, titles: titles, timeZone: form.timeZone))
                line.highlighted = isSelected
                if editing == nil { line.setTarget(.listItem(position)) }
            }
            if isSelected { focus = lines.count..<(lines.count + 1) }
            add(line)
        }
        if shown.isEmpty { add(PanelLine("   (no values: a adds one)", style: theme.secondary)) }
        if let editing, case .text(let kind) = element,
            case .failure(let problem) = FieldText.value(of: editing.field.text, kind: kind, optional: false, timeZone: form.timeZone),
            !editing.field.text.isEmpty
        {
            addWrapped("⚠ " + problem.message, style: theme.warning, indent: 6)
        }
        add(PanelLine())
        if let notice = form.notice { addWrapped("⚠ " + notice, style: theme.warning) }
        if let problem = form.problem(ofRow: index) { addWrapped("⚠ " + problem.message, style: theme.warning) }
    }

    // MARK: A picker

    private mutating func addPicker(_ picker: OptionPickerState, row index: Int, adding: Bool) {
        var header = PanelLine((adding ? "Add to " : "Choose ") + picker.title, style: Self.bold)
        if picker.pendingQuery != nil {
            header.append("  \(Self.spinner[spinnerFrame % 10]) searching…", theme.secondary)
        } else if picker.queried?.answered.isEmpty == false {
            header.append("  \(picker.matches.count) found", theme.secondary)
        } else if case .loaded = picker.load {
            header.append("  \(picker.matches.count) of \(picker.total)", theme.secondary)
        }
        add(header)
        var search = PanelLine("Search: ", style: theme.secondary)
        let shown = picker.search.visible(width: max(1, width - search.width - 1))
        search.cursorColumn = search.width + shown.cursorColumn
        search.append(shown.text)
        add(search)
        add(PanelLine())
        switch picker.load {
        case .loading:
            add(PanelLine("\(Self.spinner[spinnerFrame % 10]) Loading choices…", style: theme.secondary))
            focus = 0..<lines.count
            return
        case .failed(let reason):
            addWrapped("⚠ could not load the choices: \(reason)", style: theme.warning)
            focus = 0..<lines.count
            return
        case .loaded:
            break
        }
        var seen = 0
        for row in picker.rows {
            switch row {
            case .section(let title):
                add(PanelLine(title, style: Self.bold))
            case .option(let option):
                var line = PanelLine(seen == picker.selection ? "›" : " ", style: Self.bold)
                line.append(option.value == picker.current ? "✓ " : "  ", theme.secondary)
                line.append(OptionPickerState.title(of: option))
                if let subtitle = option.subtitle { line.append("  " + subtitle, theme.secondary) }
                if seen == picker.selection {
                    line.highlighted = true
                    focus = lines.count..<(lines.count + 1)
                }
                line.setTarget(.option(seen))
                seen += 1
                add(line)
            }
        }
        if picker.matches.isEmpty { add(PanelLine("   nothing matches “\(picker.search.text)”", style: theme.secondary)) }
        if focus.isEmpty { focus = 0..<1 }
    }
}

extension String {
    /// The string with spaces in front, to `columns` characters.
    func leftPadded(to columns: Int) -> String { String(repeating: " ", count: max(0, columns - count)) + self }
}
