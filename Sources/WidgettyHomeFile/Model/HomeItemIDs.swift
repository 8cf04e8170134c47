/// How the home file's items get their ids, in reading order: a written `id:` as it is, else one
/// derived from the kind (`clock`, `clock-2`, …; `stack` for stacks) that no earlier item took.
/// The parser names items with it, and the editor uses it to know which ids an edit would shift.
struct HomeItemIDs {
    private var used: Set<String> = []
    /// Per base, the number below which every `base-N` is taken: ids are never given back, so
    /// the search for the next free one goes on from there (a file of 16,000 clocks is not
    /// searched from `clock-2` 16,000 times).
    private var searchedUpTo: [String: Int] = [:]

    /// Takes a written id; false when an earlier item has it already (a duplicate).
    mutating func claim(explicit id: String) -> Bool {
        used.insert(id).inserted
    }

    /// The id the next item without one would get from `base`, without taking it.
    mutating func derived(from base: String) -> String {
        guard used.contains(base) else { return base }
        var n = searchedUpTo[base] ?? 2
        while used.contains("\(base)-\(n)") { n += 1 }
        searchedUpTo[base] = n
        return "\(base)-\(n)"
    }

    /// Takes the derived id for `base`.
    mutating func derive(from base: String) -> String {
        let id = derived(from: base)
        used.insert(id)
        return id
    }
}
