import WidgettyTerminal

/// An in-memory terminal for tests: keeps the screen it would show by applying every diff to
/// the previous screen, counts what was drawn, records the lifecycle, and lets a test deliver
/// terminal events (keys, resizes, signals) as the real backend would.
@MainActor
public final class MemoryTerminal: TerminalBackend {
    /// One lifecycle call, in the order the backend received them.
    public enum Call: Hashable, Sendable { case start, draw, invalidate, suspend, resume, stop, bell, flash }

    public private(set) var size: Size
    public var capabilities: TerminalCapabilities
    /// What the terminal shows now: the previous screen with every diff applied.
    public private(set) var screen: CellBuffer
    /// Number of `draw` calls and cells written so far.
    public private(set) var drawCount = 0
    public private(set) var cellsDrawn = 0
    /// Every diff received, in order.
    public private(set) var diffs: [BufferDiff] = []
    public private(set) var calls: [Call] = []
    public private(set) var isStarted = false
    public private(set) var isSuspended = false
    /// Whether the next draw must be a full repaint (after `invalidate`).
    public private(set) var needsFullRepaint = true
    /// What `.default` colours are shown as (a theme's text and background), as last set.
    public private(set) var defaultForeground: TerminalColor = .default
    public private(set) var defaultBackground: TerminalColor = .default
    /// The terminal's own background as last set (``setDefaultColors(foreground:background:appearance:)``).
    public private(set) var appearance: TerminalAppearance = .dark
    private var handler: (@MainActor (TerminalEvent) -> Void)?

    public init(size: Size = Size(width: 80, height: 24), capabilities: TerminalCapabilities = .init(colorDepth: .trueColor)) {
        self.size = size
        self.capabilities = capabilities
        self.screen = CellBuffer(size: size)
    }

    public func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void) throws {
        self.handler = handler
        isStarted = true
        calls.append(.start)
    }

    public func draw(_ diff: BufferDiff) {
        calls.append(.draw)
        drawCount += 1
        cellsDrawn += diff.cellCount
        diffs.append(diff)
        screen.apply(diff)
        needsFullRepaint = false
    }

    public func ring(_ signal: TerminalSignal) {
        calls.append(signal == .bell ? .bell : .flash)
    }

    public func setDefaultColors(foreground: TerminalColor, background: TerminalColor, appearance: TerminalAppearance) {
        defaultForeground = foreground
        defaultBackground = background
        self.appearance = appearance
    }

    /// Forgets the recorded diffs and calls (the screen and the counts stay), so a long run
    /// measures the program's memory, not the recording's.
    public func forgetHistory() {
        diffs = []
        calls = []
    }

    public func invalidate() {
        calls.append(.invalidate)
        needsFullRepaint = true
    }

    public func suspend() {
        calls.append(.suspend)
        isSuspended = true
    }

    public func resume() {
        calls.append(.resume)
        isSuspended = false
        needsFullRepaint = true
    }

    public func stop() {
        calls.append(.stop)
        isStarted = false
        handler = nil
    }

    /// The shown screen as text lines, wide graphemes once.
    public var lines: [String] { screen.lines }

    /// Delivers an event as the real terminal would; a `.resized` event also changes `size`.
    public func send(_ event: TerminalEvent) {
        if case .resized(let newSize) = event { size = newSize }
        handler?(event)
    }

    /// Delivers each key as a key event.
    public func type(_ keys: Key...) {
        for key in keys { send(.input(.key(KeyEvent(key)))) }
    }
}
