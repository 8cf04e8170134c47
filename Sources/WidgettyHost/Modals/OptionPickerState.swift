import WidgettyKit
import WidgettyTerminal

/// Where a parameter's choices stand: being computed by its provider, known, or failed.
enum OptionLoad: Hashable {
    case loading
    case loaded([IntentOptionSection])
    case failed(String)
}

/// Choosing one value from a list with type-to-search: the choices (with their sections), the
/// search text, and the highlighted match. Typing filters, ↑↓ PgUp PgDn move, Enter picks. For
/// an entity whose query searches (``QueriedSearch``) the query filters instead: the panel asks
/// it for the text typed, and its answer replaces the choices.
struct OptionPickerState: Hashable {
    /// A search the entity query answers rather than the picker.
    struct QueriedSearch: Hashable {
        /// The search text the choices shown answer (empty: they are the suggestions).
        var answered = ""
        /// The query's suggestions, shown again when the search is emptied.
        var suggestions: OptionLoad
    }

    /// One line of the filtered list: a section title or a choice.
    enum Row: Hashable {
        case section(String)
        case option(IntentOption)
    }

    /// What a key did.
    enum Outcome: Hashable {
        case handled
        case picked(IntentValue)
        case cancelled
        case ignored
    }

    var title: String
    var load: OptionLoad
    var search = TextFieldState()
    /// Index of the highlighted choice among the matches (not counting section rows).
    private(set) var selection = 0
    /// The value held now, highlighted when the picker opens.
    let current: IntentValue?
    /// Set when the query searches; nil when the picker filters its choices itself.
    private(set) var queried: QueriedSearch?

    init(title: String, load: OptionLoad, current: IntentValue?, searchesByQuery: Bool = false) {
        self.title = title
        self.load = load
        self.current = current
        if searchesByQuery { queried = QueriedSearch(suggestions: load) }
        selectCurrent()
    }

    /// The search text the query has yet to answer (nil: the choices shown are up to date).
    var pendingQuery: String? {
        guard let queried, search.text != queried.answered else { return nil }
        return search.text
    }

    /// The query answered `text`: its choices replace those shown, unless the search has changed
    /// since (a stale answer is dropped; returns false).
    mutating func answer(_ text: String, with load: OptionLoad) -> Bool {
        guard var queried, search.text == text else { return false }
        queried.answered = text
        self.queried = queried
        self.load = load
        selection = bestMatch
        return true
    }

    var sections: [IntentOptionSection] {
        if case .loaded(let sections) = load { return sections }
        return []
    }

    /// Every choice, for counts.
    var total: Int { sections.reduce(0) { $0 + $1.options.count } }

    /// The choices matching the search, in their sections; a section without matches is left out.
    /// A choice matches when every word of the search is in its title, subtitle or value, ignoring
    /// case (`_` counts as a space, so `new york` finds `America/New_York`).
    var rows: [Row] {
        // The query's answer is already filtered, by its own rules.
        let words = queried == nil ? Self.folded(search.text).split(separator: " ").map(String.init) : []
        var rows: [Row] = []
        for section in sections {
            let matches = section.options.filter { option in
                let haystack = Self.folded([Self.title(of: option), option.subtitle ?? "", option.value.description].joined(separator: " "))
                return words.allSatisfy { haystack.contains($0) }
            }
            guard !matches.isEmpty else { continue }
            if let title = section.title, !title.isEmpty { rows.append(.section(title)) }
            rows += matches.map(Row.option)
        }
        return rows
    }

    var matches: [IntentOption] {
        rows.compactMap { if case .option(let option) = $0 { option } else { nil } }
    }

    var selected: IntentOption? {
        let matches = matches
        return matches.indices.contains(selection) ? matches[selection] : nil
    }

    /// A choice as shown: its title, else its stored value.
    static func title(of option: IntentOption) -> String { option.title ?? option.value.description }

    static func folded(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "_", with: " ")
    }

    mutating func handle(_ key: KeyEvent) -> Outcome {
        switch key.key {
        case .escape: return .cancelled
        case .enter:
            guard let selected else { return .handled }
            return .picked(selected.value)
        case .up: move(by: -1)
        case .down: move(by: 1)
        case .pageUp: move(by: -10)
        case .pageDown: move(by: 10)
        case .tab: move(by: 1)
        case .backTab: move(by: -1)
        default:
            let before = search.text
            guard search.handle(key) else { return .ignored }
            if search.text != before { searchChanged() }
        }
        return .handled
    }

    mutating func paste(_ text: String) {
        search.insert(text)
        searchChanged()
    }

    /// An emptied query search shows the suggestions again at once.
    private mutating func searchChanged() {
        if var queried, search.text.isEmpty {
            queried.answered = ""
            self.queried = queried
            load = queried.suggestions
        }
        selection = bestMatch
    }

    /// The match to highlight after the search changed: the first whose words begin with the
    /// search's words (`tok` highlights `Asia/Tokyo` rather than `Antarctica/Vostok`), else the first.
    var bestMatch: Int {
        let words = Self.folded(search.text).split(separator: " ")
        return matches.firstIndex { option in
            let text = Self.folded([Self.title(of: option), option.value.description].joined(separator: " "))
            let starts = text.split { $0 == " " || $0 == "/" || $0 == "-" || $0 == "." }
            return words.allSatisfy { word in starts.contains { $0.hasPrefix(word) } }
        } ?? 0
    }

    /// The provider finished: the list appears with the current value highlighted.
    mutating func finishLoading(_ load: OptionLoad) {
        if var queried {
            queried.suggestions = load
            self.queried = queried
            guard queried.answered.isEmpty, search.text.isEmpty else { return }
        }
        self.load = load
        selectCurrent()
    }

    mutating func move(by step: Int) {
        let count = matches.count
        guard count > 0 else { return }
        selection = min(max(0, selection + step), count - 1)
    }

    private mutating func selectCurrent() {
        guard search.text.isEmpty, let current, let index = matches.firstIndex(where: { $0.value == current }) else { return }
        selection = index
    }
}
