import WidgettyScreen
import Foundation
import WidgettyHomeFile
import WidgettyKit
import WidgettyTerminal
import WidgettyTimelines
import WidgettyUI

/// A panel that takes over the keys of the home screen while it is open and draws over it: the
/// edit panel, the gallery, arrange mode. ``HomeState`` holds at most one; ``HomeState/update(_:)``
/// hands it every key, click and paste with the state, which it may change (focus, the page, its
/// own closing), and returns what must be done besides (``HomeEffect``): it never reaches the
/// runtime. Background work (previews, option lists) goes through its ``ModalServices``.
@MainActor
public protocol HomeModal: AnyObject, Sendable {
    /// Handles a key, a click, a paste or the outcome of a save it asked for.
    func handle(_ input: ModalInput, state: inout HomeState) -> [HomeEffect]
    /// Draws the panel over the composed home screen.
    func draw(into frame: inout CellBuffer, state: HomeState, theme: HomeTheme)
    /// The keys the panel understands, shown in the status bar while it is open.
    var statusHints: [String] { get }
    /// Stops its background work: it was closed.
    func cancelWork()
}

/// What a panel is given to handle.
public enum ModalInput: Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    case paste(String)
    /// A save the panel asked for failed; the reason.
    case saveFailed(String)
}

/// What a panel may use besides the state it is handed: the widget kinds, the scheduler's
/// snapshots, drawing an entry as the home screen does, the clock and executor for its
/// background work, and a way to ask for a repaint when that work moves on. Nothing here
/// changes the screen.
@MainActor
public struct ModalServices {
    public var registry: WidgetRegistry
    public var clock: any HostClock
    public var executor: (any TaskExecutor)?
    public var timeZone: TimeZone
    /// How long widget code may take when nothing more particular is known (the scheduler's).
    public var defaultTimeout: Duration
    /// A preview snapshot of a widget (the provider is told `isPreview`), within its timeout.
    public var snapshot: @MainActor (AnyWidgetDescriptor, WidgetFamily, Size) async throws -> AnyTimelineEntry
    /// An entry drawn as the home screen draws it (`placeholder`: redacted).
    public var render: @MainActor (AnyWidgetDescriptor, AnyTimelineEntry, WidgetFamily, Size, _ placeholder: Bool) -> RenderedView
    /// Asks for a repaint: background work changed how the panel looks.
    public var changed: @MainActor () -> Void
}
