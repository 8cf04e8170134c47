import WidgettyTerminal

/// Something that takes over the keys of the home screen while it is open and draws over it:
/// the edit panel, the gallery, arrange mode. The runtime holds at most one; it forwards every
/// key, click and paste to it and draws it after the widget cells, so the grid stays live behind it.
@MainActor
protocol HomeModal: AnyObject {
    /// Handles a key. The modal closes itself through `HomeRuntime.dismissModal()`.
    func handleKey(_ key: KeyEvent)
    /// Handles a mouse event; the default ignores it.
    func handleMouse(_ mouse: MouseEvent)
    /// Handles bracketed-paste text; the default ignores it.
    func handlePaste(_ text: String)
    /// Draws the modal over the composed home screen.
    func draw(into frame: inout CellBuffer, theme: HomeTheme)
    /// The keys the modal understands, shown in the status bar while it is open.
    var statusHints: [String] { get }
}

extension HomeModal {
    func handleMouse(_ mouse: MouseEvent) {}
    func handlePaste(_ text: String) {}
}

extension HomeRuntime {
    /// Opens a modal over the home screen (replacing any open one).
    func present(_ modal: any HomeModal) {
        self.modal = modal
        state.showingHelp = false
        needsFullPaint = true
        setNeedsPaint()
    }

    /// Closes the open modal; the home screen takes the keys again.
    func dismissModal() {
        modal = nil
        needsFullPaint = true
        setNeedsPaint()
    }

    /// Repaints the whole frame soon: for a modal whose look changed outside a key (a spinner,
    /// options that finished loading).
    func modalChanged() {
        needsFullPaint = true
        setNeedsPaint()
    }
}
