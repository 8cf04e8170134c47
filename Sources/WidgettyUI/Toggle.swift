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

    /// The `[x]` or `[ ]` box and the label one column after it, the whole a link when an intent
    /// flips it.
    public var body: some View {
        let pressed = link.map { pressedLinks.contains($0) } ?? false
        let box = HStack(alignment: .top) {
            if isOn != pressed {
                Text(verbatim: "[x]").foregroundStyle(.tint).pressedLook(pressed)
            } else {
                Text(verbatim: "[ ]").pressedLook(pressed)
            }
            label
        }
        if let link {
            Link(destination: link) { box }
        } else {
            box
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

/// How a `Toggle` looks, as SwiftUI's `ToggleStyle`: accepted; every toggle is a check box.
public protocol ToggleStyle {}

/// The platform's toggle look (accepted).
public struct DefaultToggleStyle: ToggleStyle {
    /// The default look, for `.toggleStyle(DefaultToggleStyle())`.
    public init() {}
}
/// A switch (accepted).
public struct SwitchToggleStyle: ToggleStyle {
    /// A switch, tinted or not: the toggle is still a check box, in `.tint(_:)`'s colour when on.
    public init(tint: Color? = nil) {}
}
/// A button that stays pressed while on (accepted).
public struct ButtonToggleStyle: ToggleStyle {
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
    /// Accepted; every toggle is drawn as a check box.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}
