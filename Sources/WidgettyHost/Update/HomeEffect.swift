import Foundation
import WidgettyHomeFile
import WidgettyKit

/// What the home screen must do after a message, decided by ``HomeState/update(_:)`` and done
/// by ``HomeRuntime``: everything that reaches beyond the state (the scheduler, the home file,
/// programs, timers, the process). Imperative, as commands are.
public enum HomeEffect: Sendable {
    /// Stop the program with this exit status.
    case quit(status: Int32)
    /// Open a URL: inside for `widgetty://`, else through the configured handler; `from` is the
    /// widget whose link it is (nil for the user's own, such as the launcher's or a typed one).
    case open(URL, from: WidgetInstanceID?)
    /// Run what opening this widget runs when it has no link to open: its home-file `open:`,
    /// else its companion program (``CompanionProgram``), else say it has neither.
    case openCompanion(WidgetInstanceID)
    /// Reload these widgets' timelines now.
    case reload([WidgetInstanceID])
    /// Reload every widget's timeline.
    case reloadAll
    /// Show a message in the status bar for a while (unless `onlyIfNone` and one is shown).
    case showMessage(String, onlyIfNone: Bool = false)
    /// Write an edit to the home file; the outcome comes back as a message.
    case save(SaveRequest)
    /// Open a widget's edit panel (by widget id, a widget in a stack too).
    case openEditPanel(widgetID: String)
    case openGallery
    case openArrangeMode
    /// Stop a panel's background work: it was closed.
    case closeModal(any HomeModal)
    /// Run a widget's own link action (`widgetty://KIND/ACTION?…`), then reload its widgets.
    case runWidgetAction(WidgetLinkRequest)
    /// Run the App Intent of a widget's button or toggle (of `owner`, when known) within its
    /// time limit, off the drawing thread; the outcome comes back as ``HomeMessage/intentFinished(token:_:)``.
    case runIntent(token: Int, owner: WidgetInstanceID?)
    /// Apply a change to a widget's editable list (``ListEditing``) off the drawing thread; the
    /// outcome comes back as ``HomeMessage/listEdited(_:_:failure:)``.
    case editList(WidgetInstanceID, ListEdit)
    /// Tell the terminal an alert fired: its bell or a flash of the screen.
    case ring(WidgetAlert.Ring)
    /// An alert fired or cleared: written to the log; when it fired, its `run:` program runs and
    /// `notify:` shows it on the desktop.
    case alertChanged(AlertEvent)
}
