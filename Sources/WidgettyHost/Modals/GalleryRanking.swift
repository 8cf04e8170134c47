/// How well a gallery entry matches what was typed, best first: the kind or name exactly, then a
/// name or kind starting with it, a word of the name starting with it, the name or kind containing
/// it, and last only the description. Several words: the whole text as one, else the worst word.
enum GalleryRanking {
    /// The entry's rank for `query` (lower is better), or nil when some word matches nothing.
    static func rank(_ entry: GalleryEntry, query: String) -> Int? {
        let query = query.lowercased().split(separator: " ").joined(separator: " ")
        guard !query.isEmpty else { return 0 }
        let words = query.split(separator: " ").map(String.init)
        let ranks = words.map { rank(entry, word: $0) }
        guard ranks.allSatisfy({ $0 != nil }) else { return nil }
        let worst = ranks.compactMap { $0 }.max() ?? 0
        return min(rank(entry, word: query) ?? worst, worst)
    }

    /// One word's (or the whole text's) rank, or nil when it is nowhere in the entry.
    static func rank(_ entry: GalleryEntry, word: String) -> Int? {
        let name = entry.displayName.lowercased(), kind = entry.kind.lowercased()
        if name == word || kind == word { return 0 }
        if name.hasPrefix(word) || kind.hasPrefix(word) { return 1 }
        let nameWords = name.split { !$0.isLetter && !$0.isNumber }
        let kindWords = kind.split { !$0.isLetter && !$0.isNumber }
        if (nameWords + kindWords).contains(where: { $0.hasPrefix(word) }) { return 2 }
        if name.contains(word) || kind.contains(word) { return 3 }
        if entry.description.lowercased().contains(word) { return 4 }
        return nil
    }
}
