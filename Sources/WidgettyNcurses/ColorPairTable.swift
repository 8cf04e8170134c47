/// Colour pairs handed out on demand: each (foreground, background) combination gets the next
/// free pair number, so a screen uses only as many pairs as it has combinations.
struct ColorPairTable {
    /// The answer for one combination.
    enum Lookup: Equatable {
        /// Already defined.
        case existing(Int32)
        /// Newly assigned: the caller must define it (`init_extended_pair`).
        case assigned(Int32)
        /// Every pair is taken: the caller resets the table and repaints the screen.
        case full
    }

    struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// The highest pair number that may be used (pair 0 is the terminal default and fixed).
    let limit: Int32
    private var pairs: [Key: Int32] = [:]
    private var next: Int32 = 1

    init(limit: Int32) { self.limit = limit }

    var count: Int { pairs.count }

    mutating func pair(foreground: Int32, background: Int32) -> Lookup {
        if foreground == -1, background == -1 { return .existing(0) }
        let key = Key(foreground: foreground, background: background)
        if let pair = pairs[key] { return .existing(pair) }
        guard next <= limit else { return .full }
        let pair = next
        next += 1
        pairs[key] = pair
        return .assigned(pair)
    }

    mutating func reset() {
        pairs.removeAll(keepingCapacity: true)
        next = 1
    }
}
