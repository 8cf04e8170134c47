import Foundation
import WidgettyKit

/// What the edit panel edits, without a terminal: one row per parameter of a widget's intent
/// (in declaration order) with its draft value, the focused row or button, the sub-editor open
/// on top (a text field, a picker, a list), the provider choices loaded so far, and what is wrong.
/// Keys come in through ``handle(_:)`` (EditForm+Keys.swift); nothing is written until the
/// panel saves ``paramsToSave(fileParams:)``.
struct EditForm {
    /// One parameter with its editor and values.
    struct Row {
        let info: IntentParameterInfo
        let editor: FieldEditor
        /// `Value?`: an empty field or "None" stores null.
        let optional: Bool
        let defaultValue: IntentValue
        /// The value when the panel opened (entities with the titles their query gives now).
        var original: IntentValue
        var draft: Draft
    }

    /// A row's value while edited: the text of a text field (read back on save), or a value.
    enum Draft: Hashable {
        case text(String)
        case value(IntentValue)
    }

    /// What has the keys on the form itself.
    enum Focus: Hashable {
        case row(Int)
        case save, restoreDefaults, cancel
    }

    /// A sub-editor open over the form; Esc closes the top one first.
    enum SubEditor: Hashable {
        /// A text field for a row (`item` nil) or one value of a list row (`isNew`: added on Enter).
        case text(row: Int, item: Int?, isNew: Bool, field: TextFieldState)
        case picker(row: Int, item: Int?, isNew: Bool, picker: OptionPickerState)
        case list(row: Int, selection: Int)
    }

    /// What the panel must do after a key.
    enum Command: Hashable { case none, save, cancel }

    let title: String
    let description: String
    /// The intent's parameter summary: the sentence at the top and which rows show.
    let summary: ParameterSummaryTree?
    let family: WidgetFamily
    let timeZone: TimeZone
    var rows: [Row]
    var focus: Focus
    var editors: [SubEditor] = []
    /// Provider choices by parameter key, as they load.
    private(set) var options: [String: OptionLoad] = [:]
    /// Stored entities their query no longer knows, by parameter key (``finishLookUp(key:_:)``).
    var missingEntities: [String: [IntentObject]] = [:]
    /// A note for the user: why saving failed, why a list cannot grow.
    var notice: String?

    /// `values`: the widget's current values (as the validator reads the home file); `defaults`:
    /// those of a fresh intent.
    init(schema: IntentSchema, family: WidgetFamily, values: [String: IntentValue], defaults: [String: IntentValue], timeZone: TimeZone) {
        title = schema.title
        description = schema.description
        summary = schema.summary
        self.family = family
        self.timeZone = timeZone
        rows = schema.parameters.map { info in
            let editor = FieldEditor(kind: info.kind, provided: info.hasOptionsProvider)
            var optional = false
            if case .optional = info.kind { optional = true }
            let defaultValue = defaults[info.key] ?? info.defaultValue ?? .null
            let original = values[info.key] ?? defaultValue
            return Row(
                info: info, editor: editor, optional: optional, defaultValue: defaultValue, original: original,
                draft: Self.draft(for: original, editor: editor, timeZone: timeZone))
        }
        focus = rows.isEmpty ? .cancel : .row(0)
        for row in rows where row.info.hasOptionsProvider { options[row.info.key] = .loading }
    }

    static func draft(for value: IntentValue, editor: FieldEditor, timeZone: TimeZone) -> Draft {
        if case .text = editor { return .text(FieldText.text(of: value, timeZone: timeZone)) }
        return .value(value)
    }

    // MARK: The summary

    /// Every row's value as drafted now (a row that cannot be read counts with its value at opening).
    private var draftedValues: [String: IntentValue] {
        var values: [String: IntentValue] = [:]
        for index in rows.indices { values[rows[index].info.key] = (try? value(ofRow: index).get()) ?? rows[index].original }
        return values
    }

    /// The rows shown, in order: those the parameter summary names for the values drafted now,
    /// as iOS shows a `When`'s rows only while it holds (every row without a summary). Hidden
    /// rows keep their values and are saved as they are.
    var visibleRows: [Int] {
        guard let summary else { return Array(rows.indices) }
        let values = draftedValues
        guard summary.shown(for: values) != nil else { return Array(rows.indices) }
        let keys = Set(summary.visibleKeys(for: values))
        return rows.indices.filter { keys.contains(rows[$0].info.key) }
    }

    /// One piece of the summary's sentence as the panel shows it: text, or a parameter's value
    /// (`row`: the row that edits it, so a click on the value edits it in the sentence).
    struct SentencePiece: Hashable {
        let text: String
        let row: Int?
    }

    /// The summary's sentence with the drafted values written in (a choice or an entity by its
    /// title), piece by piece; nil without a summary or a sentence.
    var sentencePieces: [SentencePiece]? {
        let values = draftedValues
        guard let sentence = summary?.shown(for: values)?.sentence, !sentence.pieces.isEmpty else { return nil }
        return sentence.pieces.map { piece in
            switch piece {
            case .text(let text): return SentencePiece(text: text, row: nil)
            case .parameter(let key):
                let row = rows.firstIndex { $0.info.key == key }
                return SentencePiece(text: sentenceText(of: values[key], row: row), row: row)
            }
        }
    }

    /// The summary's sentence as one string.
    var summarySentence: String? { sentencePieces?.map(\.text).joined() }

    private func sentenceText(of value: IntentValue?, row index: Int?) -> String {
        guard let value, value != .null else { return "…" }
        guard let index else { return FieldText.text(of: value, timeZone: timeZone) }
        let row = rows[index]
        if case .enumeration(_, let cases) = row.info.kind, case .string(let chosen) = value,
            let title = cases.first(where: { $0.value == chosen })?.title
        {
            return title
        }
        if value.holdsObjects || row.info.hasOptionsProvider || row.editor == .toggle {
            // Entities and provider choices by title, toggles as on/off.
            return FieldText.summary(of: value, editor: row.editor, titles: optionTitles(key: row.info.key), timeZone: timeZone)
        }
        return FieldText.text(of: value, timeZone: timeZone)
    }

    // MARK: Values

    /// A row's value now (a text field being edited counts with its current text), or why it
    /// cannot be saved.
    func value(ofRow index: Int) -> Result<IntentValue, FieldProblem> {
        let row = rows[index]
        var draft = row.draft
        if case .text(row: index, item: .none, isNew: _, field: let field)? = editors.last { draft = .text(field.text) }
        let value: IntentValue
        switch (draft, row.editor) {
        case (.text(let text), .text(let kind)):
            switch FieldText.value(of: text, kind: kind, optional: row.optional, timeZone: timeZone) {
            case .success(let parsed): value = parsed
            case .failure(let problem): return .failure(problem)
            }
        case (.value(let v), _): value = v
        case (.text(let text), _): value = .string(text)
        }
        if let problem = row.info.violation(of: value, family: family) { return .failure(FieldProblem(problem)) }
        return .success(value)
    }

    func problem(ofRow index: Int) -> FieldProblem? {
        if case .failure(let problem) = value(ofRow: index) { return problem }
        return nil
    }

    /// The items of a list row (empty when it holds none).
    func items(ofRow index: Int) -> [IntentValue] {
        if case .value(.array(let items)) = rows[index].draft { return items }
        return []
    }

    mutating func setItems(_ items: [IntentValue], ofRow index: Int) {
        rows[index].draft = .value(.array(items))
    }

    /// Whether any row differs from what the panel opened with.
    var hasChanges: Bool {
        rows.indices.contains { index in
            guard case .success(let value) = value(ofRow: index) else { return true }
            return value != rows[index].original
        }
    }

    /// The first row that cannot be saved.
    var firstProblemRow: Int? { rows.indices.first { problem(ofRow: $0) != nil } }

    /// The widget's new `params`, or nil while a row is invalid. A value the user left alone is
    /// written as the file had it; a value equal to its default is left out (the default applies).
    /// Keys the intent does not know are kept: the panel never drops what it does not own.
    func paramsToSave(fileParams: [String: IntentValue]) -> [String: IntentValue]? {
        var params = fileParams.filter { key, _ in !rows.contains { $0.info.key == key } }
        for index in rows.indices {
            guard case .success(let value) = value(ofRow: index) else { return nil }
            let row = rows[index]
            if value == row.original, let written = fileParams[row.info.key] {
                params[row.info.key] = written
            } else if value != row.defaultValue {
                params[row.info.key] = value
            }
        }
        return params
    }

    // MARK: Defaults

    func isDefault(row index: Int) -> Bool {
        guard case .success(let value) = value(ofRow: index) else { return false }
        return value == rows[index].defaultValue
    }

    mutating func restoreDefault(row index: Int) {
        rows[index].draft = Self.draft(for: rows[index].defaultValue, editor: rows[index].editor, timeZone: timeZone)
    }

    mutating func restoreAllDefaults() {
        for index in rows.indices { restoreDefault(row: index) }
        notice = nil
    }

    // MARK: Provider choices

    /// A provider finished (or failed): the row shows the choice's title and an open picker fills.
    mutating func finishLoading(key: String, _ load: OptionLoad) {
        options[key] = load
        for (position, editor) in editors.enumerated() {
            guard case .picker(let row, let item, let isNew, var picker) = editor, rows[row].info.key == key else { continue }
            picker.finishLoading(pickerLoad(row: row, load))
            editors[position] = .picker(row: row, item: item, isNew: isNew, picker: picker)
        }
    }

    /// Titles the provider gave its choices, to show values by them.
    func optionTitles(key: String) -> [IntentValue: String] {
        guard case .loaded(let sections)? = options[key] else { return [:] }
        var titles: [IntentValue: String] = [:]
        for option in sections.flatMap(\.options) {
            if let title = option.title { titles[option.value] = title }
        }
        return titles
    }

    /// A picker's choices for a row: the enum's cases or the provider's sections, with "None"
    /// first for an optional single value.
    func pickerLoad(row index: Int, _ providerLoad: OptionLoad? = nil) -> OptionLoad {
        let row = rows[index]
        var editor = row.editor
        var single = true
        if case .list(let element) = editor {
            editor = element
            single = false
        }
        var load: OptionLoad
        if case .choice(let cases?) = editor {
            load = .loaded([IntentOptionSection(title: nil, options: cases.map { IntentOption(value: .string($0.value), title: $0.title) })])
        } else {
            load = providerLoad ?? options[row.info.key] ?? .loading
        }
        if single, row.optional, case .loaded(let sections) = load {
            load = .loaded([IntentOptionSection(title: nil, options: [IntentOption(value: .null, title: "None")])] + sections)
        }
        return load
    }

    /// The summary a row shows: its value, enum cases and choices by title, lists joined.
    func summary(ofRow index: Int) -> String {
        let row = rows[index]
        switch row.draft {
        case .text(let text): return text
        case .value(let value):
            return FieldText.summary(of: value, editor: row.editor, titles: optionTitles(key: row.info.key), timeZone: timeZone)
        }
    }

    /// The default as a row would show it.
    func defaultSummary(ofRow index: Int) -> String {
        let row = rows[index]
        let text = FieldText.summary(of: row.defaultValue, editor: row.editor, titles: optionTitles(key: row.info.key), timeZone: timeZone)
        return text.isEmpty ? "(empty)" : text
    }
}
