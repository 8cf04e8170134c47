import CNcursesW
import WidgettyTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sending cells to ncurses: one `setcchar` + `mvwadd_wch` per cell, colour pairs on demand, one
/// `doupdate` per frame, wrapped in synchronized output where the terminal supports it; emoji
/// sequences written after it (``writeSequences(of:rows:)``).
extension NcursesTerminal {
    public func draw(_ diff: BufferDiff) {
        let fullRepaintNeeded = diff.size != shown.size
        let redrawnRows = fullRepaintNeeded ? [] : rowsReplacingSequences(diff)
        shown.apply(diff)
        guard isActive else { return }
        if fullRepaintNeeded {
            paint(.full(shown))
        } else {
            paint(diff)
        }
        if let window { for row in redrawnRows { _ = wredrawln(window, Int32(row), 1) } }
        if capabilities.synchronizedOutput { writeToTerminal(TerminalModes.beginSynchronizedUpdate) }
        _ = wnoutrefresh(window)
        _ = doupdate()
        writeSequences(of: fullRepaintNeeded ? .full(shown) : diff, rows: redrawnRows)
        if capabilities.synchronizedOutput { writeToTerminal(TerminalModes.endSynchronizedUpdate) }
    }

    /// Puts the diff's cells into the curses window. When the colour pairs run out, the table is
    /// reset and the whole frame painted again (every cell on screen needs its pair redefined);
    /// if one frame alone needs more pairs than the terminal has, the rest use default colours.
    func paint(_ diff: BufferDiff, afterReset: Bool = false) {
        guard let window else { return }
        let rows = Int(getmaxy(window)), columns = Int(getmaxx(window))
        for run in diff.runs where run.origin.y < rows {
            var x = run.origin.x
            for cell in run.cells {
                defer { x += 1 }
                if cell.isContinuation || x >= columns { continue }
                // Colours and attributes as the terminal shows them, text kept visible; without
                // colour, a picture's cells become shades.
                let drawn = cell.reduced(for: colorTarget)
                var pair: Int32 = 0
                if let assigned = colorPair(for: drawn.style) {
                    pair = assigned
                } else if !afterReset {
                    pairs.reset()
                    paint(.full(shown), afterReset: true)
                    return
                }
                if TerminalText.isEmojiSequence(drawn.text) {
                    putPlaceholder(for: drawn, pair: pair, x: Int32(x), y: Int32(run.origin.y), in: window)
                    continue
                }
                put(drawn, pair: pair, x: Int32(x), y: Int32(run.origin.y), in: window)
            }
        }
    }

    func put(_ cell: Cell, pair: Int32, x: Int32, y: Int32, in window: UnsafeMutablePointer<WINDOW>) {
        let text = TerminalText.sanitized(cell.text)
        let scalars = text.isEmpty ? [Unicode.Scalar(" ")] : Array(text.unicodeScalars)
        var characters = scalars.map { wchar_t(bitPattern: $0.value) } + [0]
        var pairNumber = pair
        let attributes = attributes(for: cell.style)
        let spacing = scalars.filter { TerminalText.scalarWidth($0) > 0 }.count
        if spacing > 1 {
            // A flag: two spacing scalars do not fit one cchar_t; ncurses places them one by one.
            _ = wattr_set(window, attributes, 0, &pairNumber)
            _ = mvwaddnwstr(window, y, x, &characters, Int32(scalars.count))
            _ = wattr_set(window, NC_A_NORMAL, 0, nil)
            return
        }
        var character = cchar_t()
        _ = setcchar(&character, &characters, attributes, 0, &pairNumber)
        _ = mvwadd_wch(window, y, x, &character)
    }

    func attributes(for style: Style) -> attr_t {
        var result = NC_A_NORMAL
        let map: [(TextAttributes, attr_t)] = [
            (.bold, NC_A_BOLD), (.dim, NC_A_DIM), (.italic, NC_A_ITALIC), (.underline, NC_A_UNDERLINE),
            (.reverse, NC_A_REVERSE),
        ]
        for (attribute, value) in map where style.attributes.contains(attribute) { result |= value }
        return result
    }

    public func setDefaultColors(foreground: TerminalColor, background: TerminalColor, appearance: TerminalAppearance) {
        guard foreground != defaultForeground || background != defaultBackground || appearance != defaultAppearance else { return }
        defaultForeground = foreground
        defaultBackground = background
        defaultAppearance = appearance
        guard isActive, drawDepth != .monochrome else { return }
        // Every cell with a default colour is shown differently now.
        draw(.full(shown))
    }

    /// What cells are reduced for: the depth colours are sent at, the theme's text and
    /// background, which `.default` colours stand for when one is set, and the terminal's own
    /// background's appearance.
    var colorTarget: ColorTarget {
        ColorTarget(depth: drawDepth, foreground: defaultForeground, background: defaultBackground, appearance: defaultAppearance)
    }

    /// The pair number for a drawn style's colours (already reduced: ``colorTarget``),
    /// defining it when new; nil when the table is full.
    func colorPair(for style: Style) -> Int32? {
        guard drawDepth != .monochrome else { return 0 }
        let foreground = colorNumber(style.foreground)
        let background = colorNumber(style.background)
        switch pairs.pair(foreground: foreground, background: background) {
        case .existing(let pair): return pair
        case .assigned(let pair):
            _ = init_extended_pair(pair, foreground, background)
            return pair
        case .full: return nil
        }
    }

    /// The ncurses colour number: -1 for the default, palette index, or a direct RGB value.
    func colorNumber(_ color: TerminalColor) -> Int32 {
        switch color {
        case .default: return -1
        case .ansi(let n): return colorCount >= 16 ? Int32(n % 16) : Int32(n % 8)
        case .palette(let n): return Int32(n) < colorCount ? Int32(n) : -1
        case .rgb(let r, let g, let b):
            return directColor ? Int32(r) << 16 | Int32(g) << 8 | Int32(b) : Int32(TerminalColor.rgb(r, g, b).reducedIndex)
        }
    }
}

extension TerminalColor {
    /// The 256-colour palette index for any colour (used when direct colour is unavailable).
    fileprivate var reducedIndex: UInt8 {
        switch reduced(to: .palette256) {
        case .palette(let n), .ansi(let n): return n
        default: return 0
        }
    }
}
