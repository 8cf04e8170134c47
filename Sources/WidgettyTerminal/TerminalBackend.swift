/// What a backend knows about the terminal it drives.
public struct TerminalCapabilities: Hashable, Sendable {
    public var colorDepth: ColorDepth
    /// Whether frames are wrapped in synchronized output (DEC mode 2026).
    public var synchronizedOutput: Bool
    public var mouse: Bool
    public init(colorDepth: ColorDepth, synchronizedOutput: Bool = false, mouse: Bool = true) {
        self.colorDepth = colorDepth
        self.synchronizedOutput = synchronizedOutput
        self.mouse = mouse
    }
}

/// Something that happened at the terminal, delivered to the host on the main actor.
public enum TerminalEvent: Hashable, Sendable {
    case input(InputEvent)
    /// The terminal has a new size; the next frame must be drawn at that size.
    case resized(Size)
    /// The user or the system asked the program to stop (SIGINT, SIGTERM, SIGHUP): carries the signal.
    case terminationRequested(signal: Int32)
    /// The terminal answered the background colour query (OSC 11): light or dark. Never sent
    /// by a terminal that does not answer; nothing waits for it.
    case appearanceReported(TerminalAppearance)
}

/// The one owner of a terminal: shows frames and reports events. The ncurses backend drives a
/// real tty; tests use an in-memory backend that records what was drawn.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The terminal's current size in cells.
    var size: Size { get }
    var capabilities: TerminalCapabilities { get }
    /// Takes over the terminal and starts delivering events to `handler`.
    func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void) throws
    /// Sends the changed cells to the terminal in one update.
    func draw(_ diff: BufferDiff)
    /// The colours cells with the `.default` foreground or background are shown in (a theme's
    /// text and background); `.default` for the terminal's own; and whether the terminal's own
    /// background is light or dark, which decides what colour cannot be seen on it
    /// (``ColorTarget``). Repaints what is shown when they change. Ignored without colour.
    func setDefaultColors(foreground: TerminalColor, background: TerminalColor, appearance: TerminalAppearance)
    /// Calls the user's attention: the terminal's bell, or a flash of the screen (the bell where
    /// the terminal cannot flash, as ncurses does). Only an alert asks.
    func ring(_ signal: TerminalSignal)
    /// Forgets what the terminal shows, so the next `draw` must repaint everything (after resume).
    func invalidate()
    /// Leaves the terminal to another program (normal screen, cooked mode, no input delivered)
    /// until `resume()`.
    func suspend()
    /// Takes the terminal back after `suspend()`.
    func resume()
    /// Gives the terminal back as it was before `start`. Safe to call more than once.
    func stop()
}

/// How the terminal calls the user's attention (``TerminalBackend/ring(_:)``).
public enum TerminalSignal: Hashable, Sendable {
    case bell, flash
}
