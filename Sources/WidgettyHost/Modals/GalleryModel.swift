import WidgettyKit

/// One kind of widget as the gallery lists it.
struct GalleryEntry: Hashable, Sendable {
    var kind: String
    var displayName: String
    var description: String
    /// The home-screen families it can be placed in (all but `accessoryInline`, a status line's).
    var families: [WidgetFamily]
    /// Whether its configuration intent has parameters (the edit panel opens after adding it).
    var hasParameters: Bool
    /// The installed bundle it comes from (nil for the program's own widgets).
    var bundleName: String?
    /// The parameters it is added with: a provider's recommendation's (none for the kind itself).
    var params: [String: IntentValue] = [:]

    /// Its name in the gallery's list: with its bundle's after it, for an installed extension's.
    var listName: String { bundleName.map { "\(displayName) · \($0)" } ?? displayName }

    /// The program's own widgets first, then each installed bundle's together (as iOS groups
    /// widgets by app), by name within each.
    static func galleryOrder(_ first: GalleryEntry, _ second: GalleryEntry) -> Bool {
        if first.bundleName != second.bundleName {
            guard let one = first.bundleName else { return true }
            guard let other = second.bundleName else { return false }
            return one.localizedStandardCompare(other) == .orderedAscending
        }
        return first.displayName.localizedStandardCompare(second.displayName) == .orderedAscending
    }

    /// The kind, then each of its provider's recommendations (`recommendations()`) as an entry of
    /// its own: "Weather — Tokyo", added with the values it sets.
    @MainActor
    static func entries(for descriptor: AnyWidgetDescriptor) -> [GalleryEntry] {
        let base = GalleryEntry(descriptor)
        return [base] + descriptor.recommendations().map { recommendation in
            var entry = base
            entry.displayName = "\(base.displayName) — \(recommendation.description)"
            entry.description = recommendation.description
            entry.params = recommendation.values
            return entry
        }
    }

    @MainActor
    init(_ descriptor: AnyWidgetDescriptor) {
        kind = descriptor.kind
        displayName = descriptor.displayName
        bundleName = descriptor.bundleName
        description = descriptor.description
        families = descriptor.supportedFamilies.filter { $0 != .accessoryInline }
        hasParameters = !(descriptor.intent?.schema.parameters.isEmpty ?? true)
    }

    init(kind: String, displayName: String, description: String = "", families: [WidgetFamily], hasParameters: Bool = false) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.families = families
        self.hasParameters = hasParameters
    }
}

/// What the gallery shows and which kind and family are chosen: the entries matching the typed
/// filter, the selected one and its selected family. Pure: the panel turns keys into these calls.
struct GalleryModel: Sendable {
    /// Every kind, in the order given (by display name for the built-in list).
    let entries: [GalleryEntry]
    private(set) var filter = ""
    /// Indices into `entries` of those matching the filter.
    private(set) var matches: [Int]
    /// Position in `matches` of the selected entry (nil when nothing matches).
    private(set) var selection: Int?
    /// Index into the selected entry's families.
    private(set) var familyIndex = 0
    /// The kind last selected by hand, which typing keeps selected while it matches.
    private var pickedByHand: String?

    init(entries: [GalleryEntry]) {
        self.entries = entries.filter { !$0.families.isEmpty }
        matches = Array(self.entries.indices)
        selection = matches.isEmpty ? nil : 0
    }

    /// The selected kind, if any matches the filter.
    var selected: GalleryEntry? { selection.map { entries[matches[$0]] } }

    /// The family chosen for the selected kind.
    var family: WidgetFamily? {
        guard let selected, selected.families.indices.contains(familyIndex) else { return nil }
        return selected.families[familyIndex]
    }

    /// The entries shown in the list, in order.
    var visible: [GalleryEntry] { matches.map { entries[$0] } }

    // MARK: Changes

    /// Moves the selection by `step` rows, stopping at the ends; the family stays when the new kind has it.
    mutating func moveSelection(by step: Int) {
        guard let selection, !matches.isEmpty else { return }
        select(max(0, min(matches.count - 1, selection + step)))
    }

    /// Selects a row of the visible list.
    mutating func select(_ row: Int) {
        guard matches.indices.contains(row) else { return }
        let keep = family
        selection = row
        pickedByHand = entries[matches[row]].kind
        familyIndex = keep.flatMap { entries[matches[row]].families.firstIndex(of: $0) } ?? 0
    }

    /// Chooses the next or previous family of the selected kind, wrapping around.
    mutating func cycleFamily(by step: Int) {
        guard let count = selected?.families.count, count > 0 else { return }
        familyIndex = ((familyIndex + step) % count + count) % count
    }

    /// Chooses a family of the selected kind directly (ignored when it does not support it).
    mutating func choose(family: WidgetFamily) {
        if let index = selected?.families.firstIndex(of: family) { familyIndex = index }
    }

    mutating func type(_ text: String) {
        setFilter(filter + text.filter { !$0.isNewline })
    }

    mutating func deleteBackward() {
        guard !filter.isEmpty else { return }
        setFilter(String(filter.dropLast()))
    }

    /// Filters by a case-insensitive match of every word of `text` in the name, kind or description,
    /// best match first (``GalleryRanking``), then in the given order. The best match is selected,
    /// unless a kind picked by hand (arrows, a click) still matches: that one stays.
    mutating func setFilter(_ text: String) {
        filter = text
        let ranked = entries.indices.compactMap { index in GalleryRanking.rank(entries[index], query: text).map { (index, $0) } }
        matches = ranked.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
        if let row = matches.firstIndex(where: { entries[$0].kind == pickedByHand }) {
            selection = row
        } else {
            selection = matches.isEmpty ? nil : 0
            familyIndex = 0
        }
    }
}
