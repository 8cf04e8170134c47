import WidgettyTerminal

/// A command's output read as a terminal would show it: SGR colour and style codes become
/// styled runs; every other escape or control sequence (cursor moves, OSC 52 clipboard writes,
/// titles, DCS …) is dropped; tabs become spaces and carriage returns vanish.
struct ANSIStyledText {
    /// One piece of a line in one style.
    struct Run: Codable, Hashable, Sendable {
        var text: String
        var style: RunStyle
    }

    /// The style SGR codes set. Colours are RGB so widgets need no terminal types.
    struct RunStyle: Codable, Hashable, Sendable {
        var foreground: [UInt8]?
        var bold = false
        var dim = false
        var italic = false
        var underline = false
    }

    /// The output as lines of runs.
    static func lines(_ text: String) -> [[Run]] {
        var lines: [[Run]] = [[]]
        var style = RunStyle()
        var pending = ""
        func flush() {
            guard !pending.isEmpty else { return }
            lines[lines.count - 1].append(Run(text: pending, style: style))
            pending = ""
        }
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            switch c.value {
            case 0x1B, 0x9B:
                // CSI: ESC [ (or the C1 form 0x9B), parameters, one final byte.
                let csiStart = c.value == 0x9B ? i + 1 : (i + 1 < scalars.count && scalars[i + 1] == "[" ? i + 2 : -1)
                if csiStart >= 0 {
                    var j = csiStart
                    while j < scalars.count, !(0x40...0x7E).contains(scalars[j].value) { j += 1 }
                    if j < scalars.count, scalars[j] == "m" {
                        flush()
                        apply(String(String.UnicodeScalarView(scalars[csiStart..<j])), to: &style)
                    }
                    i = j + 1
                    continue
                }
                i = skipEscape(scalars, from: i)
                continue
            case 0x0A:
                flush()
                lines.append([])
            case 0x0D:
                break
            case 0x09:
                pending += String(repeating: " ", count: 4 - pending.count % 4)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                i = skipString(scalars, from: i + 1)
                continue
            default:
                pending.unicodeScalars.append(c)
            }
            i += 1
        }
        flush()
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines.prefix(TextBudget.lines).map(budgeted)
    }

    /// A line's runs with no more than ``TextBudget/graphemes`` between them: what the command
    /// printed is cut here, as it is read, before it is kept or laid out.
    static func budgeted(_ runs: [Run]) -> [Run] {
        var room = TextBudget.graphemes
        var kept: [Run] = []
        for run in runs where room > 0 {
            let text = TextBudget.cut(run.text, to: room)
            room -= text.count
            kept.append(Run(text: text, style: run.style))
        }
        return kept
    }

    /// Skips a non-CSI escape: OSC/DCS/SOS/PM/APC strings up to their terminator, else ESC and one byte.
    private static func skipEscape(_ scalars: [Unicode.Scalar], from i: Int) -> Int {
        guard i + 1 < scalars.count else { return i + 1 }
        switch scalars[i + 1] {
        case "]", "P", "X", "^", "_": return skipString(scalars, from: i + 2)
        default: return i + 2
        }
    }

    /// Skips to just after BEL or ESC \ (ST), or to the end.
    private static func skipString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var j = start
        while j < scalars.count {
            if scalars[j].value == 0x07 || scalars[j].value == 0x9C { return j + 1 }
            if scalars[j].value == 0x1B, j + 1 < scalars.count, scalars[j + 1] == "\\" { return j + 2 }
            j += 1
        }
        return j
    }

    /// Applies SGR parameters (`1;31`, `38;5;208`, `38;2;255;0;0`, `0`).
    static func apply(_ parameters: String, to style: inout RunStyle) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        if codes.isEmpty { codes = [0] }
        var k = 0
        while k < codes.count {
            let code = codes[k]
            switch code {
            case 0: style = RunStyle()
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 22: style.bold = false; style.dim = false
            case 23: style.italic = false
            case 24: style.underline = false
            case 30...37: style.foreground = palette(code - 30)
            case 90...97: style.foreground = palette(code - 90 + 8)
            case 39: style.foreground = nil
            case 38, 48:
                if k + 2 < codes.count, codes[k + 1] == 5 {
                    if code == 38 { style.foreground = palette(codes[k + 2]) }
                    k += 2
                } else if k + 4 < codes.count, codes[k + 1] == 2 {
                    if code == 38 { style.foreground = codes[(k + 2)...(k + 4)].map { UInt8(clamping: $0) } }
                    k += 4
                }
            default: break  // backgrounds, blink, reverse…: not drawn by widgets
            }
            k += 1
        }
    }

    /// The xterm 256-colour palette as RGB.
    static func palette(_ index: Int) -> [UInt8] {
        let base: [[UInt8]] = [
            [0, 0, 0], [205, 0, 0], [0, 205, 0], [205, 205, 0], [0, 0, 238], [205, 0, 205], [0, 205, 205], [229, 229, 229],
            [127, 127, 127], [255, 0, 0], [0, 255, 0], [255, 255, 0], [92, 92, 255], [255, 0, 255], [0, 255, 255], [255, 255, 255],
        ]
        let i = max(0, min(255, index))
        if i < 16 { return base[i] }
        if i >= 232 {
            let v = UInt8(8 + (i - 232) * 10)
            return [v, v, v]
        }
        let n = i - 16
        let level: (Int) -> UInt8 = { $0 == 0 ? 0 : UInt8(55 + $0 * 40) }
        return [level(n / 36), level(n / 6 % 6), level(n % 6)]
    }
}
