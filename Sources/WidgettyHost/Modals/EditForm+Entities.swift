import WidgettyKit

extension EditForm {
    // MARK: Searching through an entity query

    /// The search the open picker waits for its entity query to answer: the row's key and the
    /// text typed (nil when no picker searches through a query, or its choices are up to date).
    var searchRequest: (key: String, text: String)? {
        guard case .picker(let row, _, _, let picker)? = editors.last, let text = picker.pendingQuery else { return nil }
        return (rows[row].info.key, text)
    }

    /// The query answered a search: the open picker shows its choices if it still searches for
    /// `text`; an answer for an older search is dropped (returns false).
    @discardableResult
    mutating func finishSearch(key: String, text: String, _ load: OptionLoad) -> Bool {
        guard case .picker(let row, let item, let isNew, var picker)? = editors.last, rows[row].info.key == key,
            picker.answer(text, with: load)
        else { return false }
        editors[editors.count - 1] = .picker(row: row, item: item, isNew: isNew, picker: picker)
        return true
    }

    // MARK: Stored entities asked again

    /// The query found a row's stored entities again (`entities(for:)`, as the panel opened):
    /// those it found show the titles it gives now, those it no longer knows are marked missing
    /// and keep their stored value until the user picks another. A row already changed is left.
    mutating func finishLookUp(key: String, _ lookup: EntityLookup) {
        guard let index = rows.firstIndex(where: { $0.info.key == key }) else { return }
        missingEntities[key] = lookup.missing.isEmpty ? nil : lookup.missing
        guard rows[index].draft == .value(rows[index].original) else { return }
        rows[index].draft = .value(lookup.value)
        rows[index].original = lookup.value
    }

    /// The stored entities of a row its query no longer knows and the row still holds.
    func missingEntities(ofRow index: Int) -> [IntentObject] {
        guard let missing = missingEntities[rows[index].info.key], case .value(let value) = rows[index].draft else { return [] }
        let held: [IntentValue] = if case .array(let items) = value { items } else { [value] }
        return missing.filter { held.contains(.object($0)) }
    }

    /// What a row says of its missing entities: `City 'Atlantis' (atlantis) is missing`.
    func missingNote(ofRow index: Int) -> String? {
        let missing = missingEntities(ofRow: index)
        guard !missing.isEmpty else { return nil }
        let named = missing.map { "'\($0.display)' (\($0.identifier ?? "no identifier"))" }.joined(separator: ", ")
        return "\(named) \(missing.count == 1 ? "is" : "are") missing: the query no longer knows \(missing.count == 1 ? "it" : "them")"
    }
}
