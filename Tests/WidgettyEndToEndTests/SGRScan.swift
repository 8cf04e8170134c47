/// A screen captured with escapes (`capture-pane -e`) read as a terminal reads it: each visible
/// character with the colours and attributes SGR sequences set for it. Only what tmux writes is
/// understood: 30–37/90–97 and 40–47/100–107, 38/48 with `5;N` or `2;R;G;B`, 39, 49, 0, and the
/// attributes 1, 2, 4, 7 with their resets.
struct SGRScan {
    /// How one character is drawn: SGR colour codes (nil: the terminal's default) and attributes.
    struct Look: Equatable {
        var foreground: [Int]?
        var background: [Int]?
        var bold = false, dim = false, underline = false, reverse = false
    }

    /// Every character that is not a blank, with its row and look.
    private(set) var glyphs: [(character: Character, row: Int, look: Look)] = []
    /// Every SGR parameter seen.
    private(set) var parameters = Set<Int>()

    init(_ lines: [String]) {
        for (row, line) in lines.enumerated() {
            var look = Look()
            var rest = Substring(line)
            while let first = rest.first {
                if rest.hasPrefix("\u{1B}["), let end = rest.firstIndex(of: "m") {
                    let codes = rest.dropFirst(2)[..<end].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                    apply(codes, to: &look)
                    rest = rest[rest.index(after: end)...]
                    continue
                }
                if first != " " { glyphs.append((first, row, look)) }
                rest = rest.dropFirst()
            }
        }
    }

    private mutating func apply(_ codes: [Int], to look: inout Look) {
        var index = 0
        while index < codes.count {
            let code = codes[index]
            parameters.insert(code)
            switch code {
            case 0: look = Look()
            case 1: look.bold = true
            case 2: look.dim = true
            case 22: look.bold = false; look.dim = false
            case 4: look.underline = true
            case 24: look.underline = false
            case 7: look.reverse = true
            case 27: look.reverse = false
            case 30...37, 90...97: look.foreground = [code]
            case 39: look.foreground = nil
            case 40...47, 100...107: look.background = [code]
            case 49: look.background = nil
            case 38, 48:
                let count = codes.count > index + 1 && codes[index + 1] == 5 ? 2 : 4
                let colour = Array(codes[(index + 1)..<min(codes.count, index + 1 + count)])
                if code == 38 { look.foreground = colour } else { look.background = colour }
                index += count
            default: break
            }
            index += 1
        }
    }

    /// The characters no one could see: black (30) on the default background, or a colour on
    /// the same colour (30–37 on 40–47, 90–97 on 100–107).
    var invisible: String {
        String(glyphs.filter { glyph in
            let look = glyph.look
            if look.foreground == [30], look.background == nil { return true }
            guard let foreground = look.foreground?.first, let background = look.background?.first, look.foreground?.count == 1 else { return false }
            return foreground + 10 == background
        }.map(\.character))
    }
}
