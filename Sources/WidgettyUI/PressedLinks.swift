import Foundation

private struct PressedLinksKey: EnvironmentKey { static var defaultValue: Set<URL> { [] } }

extension EnvironmentValues {
    /// The links of buttons and toggles whose action is running (a terminal extension, set by the
    /// home screen): a `Button` opening one of them is drawn pressed, in reverse video, and a
    /// `Toggle` flipped, as it will be once the action is done.
    public var pressedLinks: Set<URL> {
        get { self[PressedLinksKey.self] }
        set { self[PressedLinksKey.self] = newValue }
    }
}

extension View {
    /// Reverse video on the text of the subtree while `pressed`: how a running control looks.
    func pressedLook(_ pressed: Bool) -> some View {
        environmentChange { if pressed { $0.textAttributes.insert(.reverse) } }
    }
}
