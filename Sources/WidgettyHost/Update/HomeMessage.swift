import Foundation
import WidgettyHomeFile
import WidgettyKit
import WidgettyTerminal
import WidgettyTimelines
import WidgettyScreen

/// Everything that happens to the home screen, as one value: what the user did, what a link
/// asked, what the timeline engine, a watcher, the control socket or a widget's `WidgetCenter`
/// call reported, what a save or a panel came back with. Past tense. All of them come through
/// one queue (``HomeRuntime/send(_:)``), one at a time. The pure ``HomeState/update(_:)``
/// decides what each one changes and what must be done (``HomeEffect``), and ``HomeRuntime``
/// does it; the messages that ask the runtime to read or ask something (a file changed, a
/// request came) are the runtime's, and it sends what it found as messages of their own.
public enum HomeMessage: Sendable {
    case keyPressed(KeyEvent)
    case mouseUsed(MouseEvent)
    case textPasted(String)
    case terminalResized(Size)
    /// A signal asks the program to stop (128 + signal is the exit status).
    case terminationRequested(signal: Int32)
    /// A `widgetty://` link was opened (by a key, a click or `widgetty open`).
    case hostLinkOpened(HostLinkAction)
    /// New entries (or due date-relative text) for these widgets.
    case entriesChanged([WidgetInstanceID])
    /// The home file changed and is valid: this is what it says now.
    case configurationLoaded(HomeConfiguration)
    /// A panel was made ready by the runtime and opens over the screen.
    case modalPresented(any HomeModal)
    /// A save asked for by ``HomeEffect/save(_:)`` succeeded.
    case saveSucceeded(SaveRequest)
    /// A save asked for by ``HomeEffect/save(_:)`` failed, with the reason.
    case saveFailed(SaveRequest, reason: String)
    /// The intent of the button or toggle with this token ended (``HomeEffect/runIntent(token:owner:)``).
    case intentFinished(token: Int, IntentOutcome)
    /// A change to a widget's list asked by ``HomeEffect/editList(_:_:)`` was applied, or failed.
    case listEdited(WidgetInstanceID, ListEdit, failure: String?)
    /// The runtime read the values a widget's current entry offers its alerts (at `date`, the
    /// screen's clock): the alerts decide whether they fire or clear.
    case alertValuesRead(WidgetInstanceID, [String: AlertValue], at: Date)
    /// A widget's reload landed or failed (reported only while it has a pressed control).
    case widgetReloaded(WidgetInstanceID)
    /// The status message with this number has been shown long enough.
    case statusMessageExpired(Int)
    /// A picture a widget asked for was decoded (or refused) in the background: views that drew
    /// its placeholder are rendered again.
    case picturesDecoded
    /// The home file's folder changed on disk (its watcher): the runtime reads it again.
    case homeFileChanged
    /// The theme file in use changed on disk (its watcher).
    case themeFileChanged
    /// The terminal told its background colour: light or dark.
    case appearanceReported(TerminalAppearance)
    /// The timeline engine reported: new entries due, a load that landed, failed or is stuck.
    case timelineReported(SchedulerEvent)
    /// A request on the control socket (`widgetty reload`, `timeline`, a shared-store writer's
    /// `changed`), with where its answer goes.
    case controlRequested(ControlRequest, reply: @Sendable (ControlResponse) -> Void)
    /// A widget's code called `WidgetCenter.shared`.
    case widgetCenterCalled(WidgetCenterCall)
    /// Something was installed, upgraded or uninstalled in the extension store (its watcher):
    /// the runtime reads the store again and swaps the extensions that changed in place.
    case extensionsChanged
    /// `widgetty dev` started building its package again after a save.
    case buildStarted(product: String)
    /// `widgetty dev` built its package (and installed it) or failed to.
    case buildFinished(BuildReport)
}

/// A change to the home file asked for by a panel, what to focus once it is saved, and what
/// else to do then.
public struct SaveRequest: Sendable {
    public var edit: HomeEdit
    public var focus: ArrangeFocus?
    /// Done once the edit is saved (a message, opening the new widget's settings).
    public var then: [HomeEffect]
    /// Asked by the open panel, which stays open until the edit is saved: success closes it, a
    /// failure goes back to it (the edit panel shows the reason in its form) instead of the
    /// status bar.
    public var closesPanelWhenSaved: Bool

    public init(_ edit: HomeEdit, focus: ArrangeFocus? = nil, then: [HomeEffect] = [], closesPanelWhenSaved: Bool = false) {
        self.edit = edit
        self.focus = focus
        self.then = then
        self.closesPanelWhenSaved = closesPanelWhenSaved
    }
}
