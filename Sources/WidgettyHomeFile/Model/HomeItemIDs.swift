/// How the home file's items get their ids, in reading order: a written `id:` as it is, else one
/// derived from the kind (`clock`, `clock-2`, …; `stack` for stacks) that no earlier item took.
/// The parser names items with it, and the editor uses it to know which ids an edit would shift.
struct HomeItemIDs {
    private var used: Set<String> = []

    /// Takes a written id; false when an earlier item has it already (a duplicate).
    mutating func claim(explicit id: String) -> Bool {
        used.insert(id).inserted
    }

    /// The id the next item without one would get from `base`, without taking it.
    func derived(from base: String) -> String {
        guard used.contains(base) else { return base }
        var n = 2
        while used.contains("\(base)-\(n)") { n += 1 }
        return "\(base)-\(n)"
    }

    /// Takes the derived id for `base`.
    mutating func derive(from base: String) -> String {
        let id = derived(from: base)
        used.insert(id)
        return id
    }
}
