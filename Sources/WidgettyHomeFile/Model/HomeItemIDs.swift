/// How the home file's items get their ids, in reading order: a written `id:` as it is, else one
/// derived from the kind (`clock`, `clock-2`, …; `stack` for stacks) that no earlier item took.
/// The parser names items with it, and the editor uses it to know which ids an edit would shift.
///
/// Linear in the number of items: for each base it keeps the first suffix that may still be free
/// (every `base-k` below it is taken), so deriving the 16,000th `clock` does not try `clock-2`,
/// `clock-3`, … again.
struct HomeItemIDs {
    private var used: Set<String> = []
    /// For each base whose own name is taken: every `base-k` with 2 ≤ k < this is taken too.
    private var nextSuffix: [String: Int] = [:]

    /// Takes a written id; false when an earlier item has it already (a duplicate).
    mutating func claim(explicit id: String) -> Bool {
        used.insert(id).inserted
    }

    /// The id the next item without one would get from `base`, without taking it.
    func derived(from base: String) -> String {
        guard used.contains(base) else { return base }
        return "\(base)-\(freeSuffix(for: base))"
    }

    /// Takes the derived id for `base`.
    mutating func derive(from base: String) -> String {
        guard used.contains(base) else {
            used.insert(base)
            return base
        }
        let suffix = freeSuffix(for: base)
        nextSuffix[base] = suffix + 1
        let id = "\(base)-\(suffix)"
        used.insert(id)
        return id
    }

    /// The first `k` from where the scan for `base` stopped last such that `base-k` is free.
    private func freeSuffix(for base: String) -> Int {
        var suffix = nextSuffix[base] ?? 2
        while used.contains("\(base)-\(suffix)") { suffix += 1 }
        return suffix
    }
}
