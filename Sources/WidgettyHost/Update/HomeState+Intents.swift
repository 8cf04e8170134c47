import Foundation
import WidgettyKit

/// A widget's button or toggle whose intent was chosen: drawn pressed (a toggle flipped, as it
/// will be) from the key or click until the intent has run and the widget's reload has landed.
public struct PressedControl: Sendable, Equatable {
    /// The control's link, `widgetty://intent/N`.
    public var link: URL
    /// The widget whose control it is (nil when the link was opened from outside the screen).
    public var instance: WidgetInstanceID?
    /// The widget's name, for a failure's message.
    public var widgetName: String
    /// `perform()` has returned; the control stays pressed until the widget's reload lands.
    public var performed = false
}

/// How an intent's `perform()` ended, as the runtime reports it.
public enum IntentOutcome: Sendable, Equatable {
    /// It returned; what its result says (a dialog), if anything.
    case performed(dialog: String?)
    /// It threw, or did not finish within its time: why.
    case failed(reason: String)
}

extension HomeState {
    /// A button's or toggle's link was opened: the control is pressed at once and its intent
    /// runs; choosing it again while it runs does nothing (one call per control at a time).
    mutating func intentChosen(token: Int) -> [HomeEffect] {
        guard pressedControls[token] == nil else { return [] }
        let link = IntentButtonRegistry.link(token: token)
        // The same intent in two widgets is one link: the focused one (clicked, or whose hint
        // letter was typed) is the one whose control was chosen.
        func holds(_ cell: ShownScreen.Cell) -> Bool { cell.links.contains { $0.url == link } }
        let owner = focusedCell.flatMap { holds($0) ? $0 : nil } ?? shown.cells.values.first(where: holds)
        pressedControls[token] = PressedControl(link: link, instance: owner?.instance, widgetName: owner?.name ?? "a widget")
        return [.runIntent(token: token, owner: owner?.instance)]
    }

    /// The intent of a pressed control ended. Performed: its widget reloads (the control stays
    /// pressed until that lands) and its dialog is said. Failed: the control is released at once
    /// (a toggle rolls back) and the status line names the widget and the reason.
    mutating func intentFinished(token: Int, _ outcome: IntentOutcome) -> [HomeEffect] {
        guard var control = pressedControls[token] else { return [] }
        switch outcome {
        case .failed(let reason):
            pressedControls[token] = nil
            return [.showMessage("\(control.widgetName): \(reason)")]
        case .performed(let dialog):
            var effects: [HomeEffect]
            if let owner = control.instance {
                control.performed = true
                pressedControls[token] = control
                effects = [.reload([owner])]
            } else {
                // Opened from outside the screen: no widget is known to own it; all reload.
                pressedControls[token] = nil
                effects = [.reloadAll]
            }
            if let dialog { effects.append(.showMessage(dialog)) }
            return effects
        }
    }

    /// A widget's reload landed (or failed): its controls whose intent has run are released.
    mutating func widgetReloaded(_ id: WidgetInstanceID) {
        pressedControls = pressedControls.filter { !($0.value.performed && $0.value.instance == id) }
    }

    /// The links drawn pressed in a widget.
    public func pressedLinks(of id: WidgetInstanceID) -> Set<URL> {
        Set(pressedControls.values.lazy.filter { $0.instance == id }.map(\.link))
    }
}
