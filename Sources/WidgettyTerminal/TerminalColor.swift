/// A terminal colour: the terminal's default, one of the 16 ANSI colours, an entry of the
/// 256-colour palette, or a 24-bit RGB value. Backends reduce it to what the terminal supports.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
    case ansi(UInt8)
    /// An entry of the xterm 256-colour palette.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    public static let black = TerminalColor.ansi(0)
    public static let red = TerminalColor.ansi(1)
    public static let green = TerminalColor.ansi(2)
    public static let yellow = TerminalColor.ansi(3)
    public static let blue = TerminalColor.ansi(4)
    public static let magenta = TerminalColor.ansi(5)
    public static let cyan = TerminalColor.ansi(6)
    public static let white = TerminalColor.ansi(7)
    public static let brightBlack = TerminalColor.ansi(8)
    public static let brightRed = TerminalColor.ansi(9)
    public static let brightGreen = TerminalColor.ansi(10)
    public static let brightYellow = TerminalColor.ansi(11)
    public static let brightBlue = TerminalColor.ansi(12)
    public static let brightMagenta = TerminalColor.ansi(13)
    public static let brightCyan = TerminalColor.ansi(14)
    public static let brightWhite = TerminalColor.ansi(15)
}

/// How many colours a terminal can show; chosen at start-up from terminfo, `COLORTERM` and `NO_COLOR`.
public enum ColorDepth: Int, Comparable, Sendable {
    /// No colour at all (`NO_COLOR`, `--no-color`, or a monochrome terminal): attributes only.
    case monochrome = 0
    /// The 8 normal ANSI colours only (`TERM=xterm`, `linux`, `screen`): bright colours are shown
    /// as their normal colour in bold, grey as the default foreground dimmed.
    case ansi8 = 1
    /// The 16 ANSI colours.
    case ansi16 = 2
    /// The xterm 256-colour palette.
    case palette256 = 3
    /// 24-bit colour.
    case trueColor = 4

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}
