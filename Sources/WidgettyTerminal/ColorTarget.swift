/// What a frame's cells are shown on: the terminal's colour depth, the colours a `.default`
/// foreground and background stand for there (a theme's text and background, or `.default` for
/// the terminal's own), and whether the terminal's own background is light or dark. Every
/// backend reduces cells for one of these (``Cell/reduced(for:)``), so the rule that keeps text
/// visible lives in one place.
public struct ColorTarget: Hashable, Sendable {
    public var depth: ColorDepth
    /// What `.default` text is drawn in; `.default` for the terminal's own.
    public var foreground: TerminalColor
    /// What a `.default` background is painted; `.default` for the terminal's own.
    public var background: TerminalColor
    /// The terminal's own background: what a colour must not look like to be seen on it.
    public var appearance: TerminalAppearance

    public init(
        depth: ColorDepth, foreground: TerminalColor = .default, background: TerminalColor = .default,
        appearance: TerminalAppearance = .dark
    ) {
        self.depth = depth
        self.foreground = foreground
        self.background = background
        self.appearance = appearance
    }
}
