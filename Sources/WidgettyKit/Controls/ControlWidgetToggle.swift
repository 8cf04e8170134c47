import WidgettyUI

/// A control that turns something on and off by running a `SetValueIntent` with the new state,
/// as in WidgetKit. Its cell shows the label over a switch, beside the value label for the state
/// it is in (else "On" or "Off"); choosing it runs the intent with the opposite state.
public struct ControlWidgetToggle<Label: View, ValueLabel: View>: ControlWidgetTemplate {
    private let isOn: Bool
    private let makeLabel: () -> Label
    private let makeValueLabel: ((Bool) -> ValueLabel)?
    private let makeSwitch: (AnyView) -> AnyView

    /// A toggle whose label and value label are views of the author's.
    public init<Action: SetValueIntent>(
        isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action.ValueType == Bool {
        self.isOn = isOn
        makeLabel = label
        makeValueLabel = valueLabel
        makeSwitch = { shown in AnyView(Toggle(isOn: isOn, intent: action) { shown }) }
    }

    /// The switch's parts for the cell.
    public func _controlDrawing() -> _ControlDrawing {
        let state = makeValueLabel.map { AnyView($0(isOn)) } ?? AnyView(Text(verbatim: isOn ? "On" : "Off"))
        return _ControlDrawing(title: AnyView(makeLabel()), control: makeSwitch(state), tint: nil, hint: nil)
    }
}

extension ControlWidgetToggle where ValueLabel == EmptyView {
    /// A toggle with a label of the author's; its state reads "On" or "Off".
    public init<Action: SetValueIntent>(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label) where Action.ValueType == Bool {
        self.isOn = isOn
        makeLabel = label
        makeValueLabel = nil
        makeSwitch = { shown in AnyView(Toggle(isOn: isOn, intent: action) { shown }) }
    }
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle titled as written, with a value label for each state.
    public init<Action: SetValueIntent, S: StringProtocol>(
        _ title: S, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action.ValueType == Bool {
        let words = String(title)
        self.init(isOn: isOn, action: action, label: { Text(verbatim: words) }, valueLabel: valueLabel)
    }

    /// A toggle titled from a localizable resource, with a value label for each state.
    public init<Action: SetValueIntent>(
        _ title: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action.ValueType == Bool {
        self.init(title.key, isOn: isOn, action: action, valueLabel: valueLabel)
    }
}

extension ControlWidgetToggle where Label == Text, ValueLabel == EmptyView {
    /// A toggle titled as written; its state reads "On" or "Off".
    public init<Action: SetValueIntent, S: StringProtocol>(_ title: S, isOn: Bool, action: Action) where Action.ValueType == Bool {
        let words = String(title)
        self.init(isOn: isOn, action: action) { Text(verbatim: words) }
    }

    /// A toggle titled from a localizable resource; its state reads "On" or "Off".
    public init<Action: SetValueIntent>(_ title: LocalizedStringResource, isOn: Bool, action: Action) where Action.ValueType == Bool {
        self.init(title.key, isOn: isOn, action: action)
    }
}

extension ControlWidgetToggle where Label == WidgettyUI.Label<Text, Image> {
    /// A toggle titled as written beside an SF Symbol, with a value label for each state.
    public init<Action: SetValueIntent, S: StringProtocol>(
        _ title: S, systemImage: String, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action.ValueType == Bool {
        let words = String(title)
        self.init(isOn: isOn, action: action, label: { WidgettyUI.Label(words, systemImage: systemImage) }, valueLabel: valueLabel)
    }
}

extension ControlWidgetToggle where Label == WidgettyUI.Label<Text, Image>, ValueLabel == EmptyView {
    /// A toggle titled as written beside an SF Symbol; its state reads "On" or "Off".
    public init<Action: SetValueIntent, S: StringProtocol>(_ title: S, systemImage: String, isOn: Bool, action: Action)
    where Action.ValueType == Bool {
        let words = String(title)
        self.init(isOn: isOn, action: action) { WidgettyUI.Label(words, systemImage: systemImage) }
    }
}
