import WidgettyUI

/// A control that runs an App Intent when chosen, as in WidgetKit. Its cell shows the label as a
/// button (drawn pressed while the intent runs, as any `Button(intent:)`).
public struct ControlWidgetButton<Label: View, ActionLabel: View>: ControlWidgetTemplate {
    private let makeButton: () -> AnyView

    /// A button whose label is a view of the author's, with what iOS shows while the intent runs
    /// (`actionLabel(true)`). Widgetty draws the button pressed meanwhile instead, so the cell
    /// shows `label` beside `actionLabel(false)`.
    public init<Action: AppIntent>(
        action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) {
        makeButton = { AnyView(Button(intent: action) { HStack { label(); actionLabel(false) } }) }
    }

    /// The button's parts for the cell: the label, drawn as the button that runs the action.
    public func _controlDrawing() -> _ControlDrawing {
        _ControlDrawing(title: makeButton(), control: nil, tint: nil, hint: nil)
    }
}

extension ControlWidgetButton where ActionLabel == EmptyView {
    /// A button whose label is a view of the author's.
    public init<Action: AppIntent>(action: Action, @ViewBuilder label: @escaping () -> Label) {
        makeButton = { AnyView(Button(intent: action) { label() }) }
    }
}

extension ControlWidgetButton where Label == Text, ActionLabel == EmptyView {
    /// A button titled as written.
    public init<Action: AppIntent, S: StringProtocol>(_ title: S, action: Action) {
        let words = String(title)
        self.init(action: action) { Text(verbatim: words) }
    }

    /// A button titled from a localizable resource.
    public init<Action: AppIntent>(_ title: LocalizedStringResource, action: Action) {
        self.init(title.key, action: action)
    }
}

extension ControlWidgetButton where Label == WidgettyUI.Label<Text, Image>, ActionLabel == EmptyView {
    /// A button titled as written beside an SF Symbol.
    public init<Action: AppIntent, S: StringProtocol>(_ title: S, systemImage: String, action: Action) {
        let words = String(title)
        self.init(action: action) { WidgettyUI.Label(words, systemImage: systemImage) }
    }
}
