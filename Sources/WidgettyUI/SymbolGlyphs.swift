/// The terminal glyphs standing for SF Symbols, for `Image(systemName:)`,
/// `UIImage(systemName:)` and `Label(_:systemImage:)`: a table of the symbols widgets use most
/// (weather, time, device state, marks, arrows, media, documents, people and things; the data is
/// `SymbolGlyphs.tsv`, ``count`` of them).
///
/// A name not in the table is looked up again without its variant suffixes (`.fill`,
/// `.circle`, `.square`, `.rectangle`, `.inverse`; never `.slash`, which changes the meaning),
/// a filled one first as `NAME.fill`, so `heart.circle.fill` is `heart.fill`'s `♥`; `N.circle` and `N.square` (0 to 20) are circled
/// numbers, `①`. Anything else is the fallback ``unknown``, `◌`: visible, and the same width as
/// most glyphs, so a layout keeps its shape.
public enum SymbolGlyphs {
    /// The glyph of a symbol the table does not know.
    public static let unknown = "◌"

    /// The suffixes that draw a symbol in a frame or filled, which a glyph cannot show.
    static let variantSuffixes: Set<Substring> = ["fill", "circle", "square", "rectangle", "inverse"]

    /// The table: symbol name → glyph.
    static let table: [String: String] = {
        var table: [String: String] = [:]
        for line in data.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 { table[String(parts[0])] = String(parts[1]) }
        }
        return table
    }()

    /// How many symbols the table has.
    public static var count: Int { table.count }

    /// The glyph for an SF Symbol name (``unknown`` for one the table cannot place).
    public static func glyph(for systemName: String) -> String {
        known(systemName) ?? unknown
    }

    /// Whether the table places `systemName` (itself or without its variant suffixes).
    public static func isKnown(_ systemName: String) -> Bool { known(systemName) != nil }

    private static func known(_ systemName: String) -> String? {
        if let glyph = table[systemName] { return glyph }
        var parts = systemName.split(separator: ".")
        let filled = parts.contains("fill")
        var stripped = false
        while let last = parts.last, variantSuffixes.contains(last), parts.count > 1 {
            parts.removeLast()
            stripped = true
        }
        guard stripped else { return nil }
        if parts.count == 1, let number = Int(parts[0]), (0...20).contains(number) { return circled(number) }
        let base = parts.joined(separator: ".")
        if filled, let glyph = table[base + ".fill"] { return glyph }
        return table[base]
    }

    /// `⓪`, `①` … `⑳`.
    private static func circled(_ number: Int) -> String {
        let scalar = number == 0 ? 0x24EA : 0x2460 + number - 1
        return String(Character(Unicode.Scalar(UInt32(scalar))!))
    }
}
