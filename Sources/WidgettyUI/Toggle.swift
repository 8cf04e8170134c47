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

    public var body: some View {
        let pressed = link.map { pressedLinks.contains($0) } ?? false
        let box = HStack(alignment: .top, spacing: 1) {
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
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == WidgettyUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { WidgettyUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { WidgettyUI.Label(title, systemImage: systemImage) }
    }
}

/// How a `Toggle` looks, as SwiftUI's `ToggleStyle`: accepted; every toggle is a check box.
public protocol ToggleStyle {}

/// The platform's toggle look (accepted).
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
/// A switch (accepted).
public struct SwitchToggleStyle: ToggleStyle { public init(tint: Color? = nil) {} }
/// A button that stays pressed while on (accepted).
public struct ButtonToggleStyle: ToggleStyle { public init() {} }

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Accepted; every toggle is drawn as a check box.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}
