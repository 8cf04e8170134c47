import WidgettyTerminal

/// The private modes Widgetty turns on beyond what terminfo does, and the sequences that undo them.
enum TerminalModes {
    /// Mouse press/release (1000) and drag (1002) reports in SGR encoding (1006), bracketed paste (2004).
    static let enable = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h"
    static let disable = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    /// DECRQM: asks whether synchronized output (2026) is known; the reply is `ESC [ ? 2026 ; n $ y`.
    static let querySynchronizedOutput = "\u{1B}[?2026$p"
    /// OSC 11: asks for the background colour; where answered, the reply says light or dark.
    static let queryBackground = TerminalAppearance.backgroundQuery
    static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    static let endSynchronizedUpdate = "\u{1B}[?2026l"
}
