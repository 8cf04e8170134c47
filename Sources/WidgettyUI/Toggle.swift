import Foundation

/// A control that is on or off, as SwiftUI's `Toggle`, drawn as a check box before its label:
/// `[x] title` in the tint colour when on, `[ ] title` when off. Its state is read when the view
/// is made. One made with an App Intent (`Toggle(isOn:intent:)`, in WidgettyKit) is a link the
/// home screen opens to flip it, running the intent; while the intent runs the toggle is drawn
/// flipped, its box in reverse video (``EnvironmentValues/pressedLinks``).
public struct Toggle<Label: View>: View {
    let isOn: Bool
    let link: URL?
    let label: Label

    /// A check box showing the binding's value when the view is made, before a label of your own;
    /// the binding is never written (a widget cannot flip it).
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn.wrappedValue
        self.link = nil
        self.label = label()
    }

    /// A toggle showing `isOn` that opens `link` when chosen (what `Toggle(isOn:intent:)` is made of).
    @_spi(WidgettyIntents)
    public init(isOn: Bool, opening link: URL, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.link = link
        self.label = label()
    }

    /// Links whose action is running: this toggle's among them draws it flipped, its box pressed.
    @Environment(\.pressedLinks) private var pressedLinks

    /// The `[x]` or `[ ]` box and the label one column after it, or what a style of the widget's
    /// own makes of the toggle; the whole a link when an intent flips it. While that intent runs,
    /// the toggle is drawn flipped.
    public var body: some View {
        let pressed = link.map { pressedLinks.contains($0) } ?? false
        let face = ToggleFace(isOn: isOn != pressed, pressed: pressed, label: label)
        if let link {
            Link(destination: link) { face }
        } else {
            face
        }
    }
}

/// A toggle as its style draws it: the check box, or what a style of the widget's own
/// (`.toggleStyle(_:)` above) makes of it.
struct ToggleFace<Label: View>: View {
    let isOn: Bool
    let pressed: Bool
    let label: Label

    var body: Never { primitiveBody(Self.self) }

    func _makeNode(in context: BuildContext) -> LayoutNode {
        guard let style = context.environment.customToggleStyle else {
            return CheckBox(isOn: isOn, pressed: pressed, label: label)._makeNode(in: context)
        }
        return style.body(isOn, AnyView(label))._makeNode(in: context)
    }
}

/// The `[x]`/`[ ]` box before a label: how a toggle is drawn unless a style of its own says otherwise.
struct CheckBox<Label: View>: View {
    let isOn: Bool
    let pressed: Bool
    let label: Label

    var body: some View {
        HStack(alignment: .top) {
            if isOn {
                Text(verbatim: "[x]").foregroundStyle(.tint).pressedLook(pressed)
            } else {
                Text(verbatim: "[ ]").pressedLook(pressed)
            }
            label
        }
    }
}

extension Toggle where Label == Text {
    /// A check box with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A check box with a title string shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// A check box with a title resource, looked up as ``LocalizedStringResource`` says.
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == WidgettyUI.Label<Text, Image> {
    /// A check box with an SF Symbol's glyph and a localized title.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { WidgettyUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A check box with an SF Symbol's glyph and a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { WidgettyUI.Label(title, systemImage: systemImage) }
    }
}

/// How a `Toggle` looks, as SwiftUI's `ToggleStyle`: `makeBody(configuration:)` draws it from
/// its state and label. The built-in styles draw the check box; a style of the widget's own is
/// drawn as it makes the toggle (Pocket Casts' play button is one).
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The toggle drawn from its state and label.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = ToggleStyleConfiguration
    /// Whether the style is one of the built-in ones, which draw the check box.
    static var _drawsCheckBox: Bool { get }
}

extension ToggleStyle {
    /// A style of one's own draws what its `makeBody(configuration:)` makes.
    public static var _drawsCheckBox: Bool { false }
}

/// A toggle as its style sees it, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as the toggle was given it.
    public struct Label: View {
        let content: AnyView
        /// The label's views.
        public var body: some View { content }
    }

    /// The label.
    public let label: Label
    /// Whether the toggle is on; setting it changes nothing (a widget cannot flip a toggle but
    /// through its intent).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ: never, here.
    public var isMixed: Bool { false }
}

/// The built-in styles, which draw the check box.
public protocol _CheckBoxToggleStyle: ToggleStyle {}

extension _CheckBoxToggleStyle {
    /// The built-in styles draw the check box.
    public static var _drawsCheckBox: Bool { true }

    /// Draws the check box of the configuration's state before its label.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        CheckBox(isOn: configuration.isOn, pressed: false, label: configuration.label)
    }
}

/// The platform's toggle look: the check box.
public struct DefaultToggleStyle: _CheckBoxToggleStyle {
    /// The default look, for `.toggleStyle(DefaultToggleStyle())`.
    public init() {}
}
/// A switch: drawn as the check box.
public struct SwitchToggleStyle: _CheckBoxToggleStyle {
    /// A switch, tinted or not: the toggle is still a check box, in `.tint(_:)`'s colour when on.
    public init(tint: Color? = nil) {}
}
/// A button that stays pressed while on: drawn as the check box.
public struct ButtonToggleStyle: _CheckBoxToggleStyle {
    /// A toggle drawn as a button: accepted, still a check box.
    public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default look: a check box.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// SwiftUI's switch: drawn as a check box all the same.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle as a button: drawn as a check box all the same.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// The style the toggles inside are drawn in: a built-in one draws the check box, a style of
    /// the widget's own draws what its `makeBody(configuration:)` makes.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.customToggleStyle, S._drawsCheckBox ? nil : AnyToggleStyle(style: style))
    }
}

/// A toggle style of the widget's own, its type forgotten, as the environment keeps it.
struct AnyToggleStyle {
    let style: any ToggleStyle

    /// The style's view of a toggle in a state with a label.
    @MainActor func body(_ isOn: Bool, _ label: AnyView) -> AnyView {
        func make<S: ToggleStyle>(_ style: S) -> AnyView {
            AnyView(style.makeBody(configuration: ToggleStyleConfiguration(
                label: ToggleStyleConfiguration.Label(content: label), isOn: .constant(isOn))))
        }
        return make(style)
    }
}

private struct CustomToggleStyleKey: EnvironmentKey { static var defaultValue: AnyToggleStyle? { nil } }

extension EnvironmentValues {
    /// The toggle style of the widget's own set above, if any.
    var customToggleStyle: AnyToggleStyle? {
        get { self[CustomToggleStyleKey.self] }
        set { self[CustomToggleStyleKey.self] = newValue }
    }
}
